import Testing

@testable import NLCertKit

/// The compact parameter table's quick reads (`value`, `int`, straight from the URL bytes)
/// must say what the full parameters say; values are decoded only when read (how ping URLs are encoded).
@Suite struct PingParameterTableTests {
    @Test(arguments: Fixtures.scenarios)
    func quickReadsAgreeWithTheParameters(scenario: String) throws {
        // Lines: epoch ms, time, kind, URL (tab-separated), after a `#` header.
        let urls = try Fixtures.read("corpus/browser-sdk/\(scenario).urls.txt").split(separator: "\n")
            .filter { !$0.hasPrefix("#") }.compactMap { $0.split(separator: "\t").last.map(String.init) }
        var checked = 0
        for url in urls where !url.isEmpty {
            let ping = PingDecoder.decode(url: url)
            let parameters = ping.parameters
            #expect(ping.parameterCount == parameters.count)
            for p in parameters {
                let first = parameters.first { $0.key == p.key }
                #expect(ping.value(p.key) == first?.effectiveValue, "\(p.key)")
                #expect(ping.int(p.key) == first.flatMap { Int($0.effectiveValue) }, "\(p.key)")
                #expect(ping.hasParameter(p.key))
                checked += 1
            }
            #expect(ping.value("no-such-key") == nil && !ping.hasParameter("no-such-key"))
            // Whether a value is its raw text is told without building the two.
            for p in parameters { #expect(p.valueIsRaw == (p.raw == p.value), "\(p.key)") }
            // The hot keys read through the decoder's index say what a search of the parameters says.
            let expected = HotParameterIndex.keys.map { key in parameters.first { $0.key == key }?.effectiveValue }
            #expect(ping.hotValues() == expected)
            var whole = ping
            whole.parameters = parameters
            #expect(whole.hotValues() == expected)
        }
        #expect(checked > 0)
    }

    /// A decoded ping keeps its hot-key slots in its layout, after the gaps and key lengths: the
    /// index read from there is the one its parameters give (first occurrence wins, a missing
    /// key is absent), and its parameters are not counted with the slots.
    @Test(arguments: [
        "prd=dcr&ai=VID-1&tl=T&ai=VID-2&rnd=7",
        "rnd=1",
        "x=1&y=2&z=3",
        "sessionId=app1&c59=sesid,s1&c61=createtm,1796026040&evdata=PL:0:1796026040&c27=cln,0&rnd=9",
        "ai=&&tl=x&&&c3=st,c",
    ])
    func decodedHotSlotsAreTheParametersOwn(query: String) {
        let ping = PingDecoder.decode(url: "https://secure-us.imrworldwide.com/cgi-bin/gn?" + query)
        let parameters = ping.parameters
        #expect(ping.parameterCount == query.split(separator: "&").count)
        let table = ParameterTable(parameters)
        #expect(ping.hotValues() == table.hotValues())
        for slot in 0..<HotParameterIndex.count {
            let key = HotParameterIndex.keys[slot]
            #expect(ping.value(key) == parameters.first { $0.key == key }?.effectiveValue, "\(key)")
        }
    }

    /// Pings decoded one after another share the layout of their keys when it is the same —
    /// values of other lengths, a non-hot key renamed to one as long — and hold their own when
    /// it is not: a key longer or shorter, a hot key swapped for another, a parameter more,
    /// empty parts. Shared or not, each ping reads exactly the parameters a
    /// plain split of its own query gives.
    @Test func pingsWithTheSameKeysShareTheirLayout() {
        let base = "https://secure-us.imrworldwide.com/cgi-bin/gn?"
        let queries: [(query: String, sharesWithBefore: Bool)] = [
            ("prd=dcr&ai=VID-1&tl=Ep%201&c27=cln,0&c61=createtm,1796026040&rnd=1", false),
            ("prd=dcr&ai=VID-1&tl=Ep%201&c27=cln,60&c61=createtm,1796026042&rnd=22", true),
            ("prd=dcr&ai=VID-22&tl=Episode%2012&c27=cln,120&c61=createtm,1796026044&rnd=333", true),
            // `prx` for `prd`: as long, and neither is hot.
            ("prx=dcr&ai=VID-22&tl=Episode%2012&c27=cln,120&c61=createtm,1796026044&rnd=333", true),
            // `tl` and `cg` are both hot: the slots differ.
            ("prx=dcr&ai=VID-22&cg=Episode%2012&c28=cln,120&c61=createtm,1796026044&rnd=333", false),
            ("prdx=dcr&ai=VID-22&cg=Episode%2012&c28=cln,120&c61=createtm,1796026044&rnd=333", false),
            ("prdx=dcr&ai=VID-22&cg=Episode%2012&c28=cln,120&c61=createtm,1796026044&rnd=333&x=1", false),
            ("prdx=dcr&&ai=VID-22&cg=Episode%2012&c28=cln,120&c61=createtm,1796026044&rnd=333&x=1", false),
            ("prdx=dcr&&ai=VID-22&cg=Ep&c28=cln,1&c61=createtm,1&rnd=3&x=", true),
            // `x` without `=` ends where `x=` with an empty value ends: the same layout.
            ("prdx=dcr&&ai=VID-22&cg=Ep&c28=cln,1&c61=createtm,1&rnd=3&x", true),
            ("prdx=dcr&&ai=VID-22&cg=Ep&c28=cln,1&c61=createtm,1&rnd=3&xy", false),
            ("&&&prdx=dcr&&ai=VID-22&cg=Ep&c28=cln,1&c61=createtm,1&rnd=3&x", false),
        ]
        var previous: Ping?
        for (query, shares) in queries {
            let request = CapturedRequest(
                url: base + query, time: nil, location: SourceLocation(file: "t", line: 1), format: .urlList,
                ordinal: 0)
            let ping = PingDecoder.decode(request, after: previous)
            var problems: [String] = []
            let split = PingDecoder.splitQuery(query, problems: &problems)
            #expect(ping.parameters.map(\.key) == split.map(\.key), "\(query)")
            #expect(ping.parameters.map(\.raw) == split.map(\.raw), "\(query)")
            #expect(ping.parameters.map(\.effectiveValue) == split.map(\.effectiveValue), "\(query)")
            #expect(ping.hotValues() == ParameterTable(split).hotValues(), "\(query)")
            for p in split {
                #expect(ping.value(p.key) == split.first { $0.key == p.key }?.effectiveValue, "\(query) \(p.key)")
                let raw = split.first { $0.key == p.key }?.raw ?? ""
                #expect(ping.mayHoldDigits(p.key, inARow: 1) == raw.utf8.contains { $0 >= 0x30 && $0 <= 0x39 })
            }
            if let previous { #expect(ping.sharesParameterLayout(with: previous) == shares, "\(query)") }
            previous = ping
        }
    }

    /// A run of requests remembers a few layouts: content and ad pings taking turns each share
    /// the layout of the last ping of their own kind, and read what a plain split reads; a
    /// layout not seen for more than `Run.kept` other layouts is made anew.
    @Test func aRunSharesTheLayoutOfARecentPingOfTheSameKind() {
        let base = "https://secure-us.imrworldwide.com/cgi-bin/gn?"
        let content = { (n: Int) in "prd=dcr&ai=VID-\(n)&c3=st,c&c27=cln,\(n * 10)&rnd=\(n)" }
        let ad = { (n: Int) in "prd=dcr&ai=AD-\(n)&c3=st,a&c51=adl,\(n)&rnd=\(n)" }
        var run = PingDecoder.Run()
        func decode(_ query: String) -> Ping {
            let request = CapturedRequest(
                url: base + query, time: nil, location: SourceLocation(file: "t", line: 1), format: .urlList,
                ordinal: 0)
            let ping = PingDecoder.decode(request, run: &run)
            var problems: [String] = []
            let split = PingDecoder.splitQuery(query, problems: &problems)
            #expect(ping.parameters.map(\.effectiveValue) == split.map(\.effectiveValue), "\(query)")
            #expect(ping.hotValues() == ParameterTable(split).hotValues(), "\(query)")
            return ping
        }
        let c1 = decode(content(1))
        let a1 = decode(ad(1))
        let c2 = decode(content(22))
        let a2 = decode(ad(333))
        #expect(!c1.sharesParameterLayout(with: a1))
        #expect(c2.sharesParameterLayout(with: c1) && a2.sharesParameterLayout(with: a1))
        // Other layouts push the content pings' out of the run's memory.
        for k in 0..<PingDecoder.Run.kept { _ = decode("k\(String(repeating: "x", count: k))=1&rnd=1") }
        let c3 = decode(content(4444))
        #expect(!c3.sharesParameterLayout(with: c1))
        #expect(decode(content(5)).sharesParameterLayout(with: c3))
    }

    /// The hot-key index keeps 16-bit positions: parameters given whole can be more than that,
    /// and a hot key first seen past position 65,534 is still found (by a search), as are the
    /// hot keys before it; a key that appears twice still answers with its first value.
    @Test func hotKeysBeyondSixteenBitPositionsAreStillFound() {
        var ping = PingDecoder.decode(url: "https://secure-us.imrworldwide.com/cgi-bin/gn?prd=dcr&rnd=1")
        var parameters = [PingParameter(key: "tl", raw: "Title", value: "Title")]
        for i in 0..<70_000 { parameters.append(PingParameter(key: "x\(i)", raw: "\(i)", value: "\(i)")) }
        parameters.append(PingParameter(key: "ai", raw: "VID-9", value: "VID-9"))
        parameters.append(PingParameter(key: "tl", raw: "Later", value: "Later"))
        ping.parameters = parameters
        #expect(ping.value("ai") == "VID-9" && ping.hasParameter("ai"))
        #expect(ping.value("tl") == "Title")
        #expect(ping.value("c27") == nil && !ping.hasParameter("c27"))
        #expect(ping.value("x69999") == "69999")
        let expected = HotParameterIndex.keys.map { key in parameters.first { $0.key == key }?.effectiveValue }
        #expect(ping.hotValues() == expected)
        #expect(ping.hotValues()[HotSlot.assetID.rawValue] == "VID-9")
    }

    /// The longest run of digits a value holds once decoded (`longestDigitRun`).
    static func longestDigitRun(_ text: String) -> Int {
        var best = 0
        var run = 0
        for b in text.utf8 {
            run = b >= 0x30 && b <= 0x39 ? run + 1 : 0
            best = max(best, run)
        }
        return best
    }

    /// `mayHoldDigits` is a maybe that is never wrong when it says no: every run of digits a
    /// decoded value holds (escaped once or twice) is seen in its bytes as sent; and it is `nil`
    /// exactly when the ping lacks the key — for hot and other keys, decoded or given whole.
    @Test func mayHoldDigitsNeverMissesARun() throws {
        let ping = PingDecoder.decode(
            url:
                "https://secure-us.imrworldwide.com/cgi-bin/gn?prd=dcr&c27=cln,%31%32%33%34%35%36%37%38%39%30%31%32%33%34&tl=A%2520b&xx=12345&c61=createtm,17&evdata=PL%3A1796026042%3A0~ST%3A%2531%2532%253A9&rnd=1"
        )
        #expect(ping.value("c27") == "12345678901234")
        #expect(ping.mayHoldDigits("c27", inARow: 14) == true)
        #expect(ping.mayHoldDigits("xx", inARow: 5) == true && ping.mayHoldDigits("xx", inARow: 6) == false)
        #expect(ping.mayHoldDigits("c61", inARow: 3) == false)
        #expect(ping.mayHoldDigits("evdata", inARow: 11) == true && ping.mayHoldDigits("evdata", inARow: 12) == false)
        #expect(ping.mayHoldDigits("c52", inARow: 1) == nil && ping.mayHoldDigits("no-such-key", inARow: 1) == nil)
        for p in ping.parameters {
            let value = try #require(ping.value(p.key))
            let run = Self.longestDigitRun(value)
            if run > 0 { #expect(ping.mayHoldDigits(p.key, inARow: run) == true, "\(p.key)") }
        }
        // Given whole, a parameter's value need not be its raw text decoded: either counts.
        var whole = ping
        whole.parameters = [PingParameter(key: "c27", raw: "1", value: "123456789012345")]
        #expect(whole.mayHoldDigits("c27", inARow: 15) == true)
        #expect(whole.mayHoldDigits("c27", inARow: 16) == false)
    }

    @Test func encodedValuesAreDecodedWhenRead() throws {
        let ping = PingDecoder.decode(
            url:
                "https://secure-us.imrworldwide.com/cgi-bin/gn?prd=dcr&c6=vc%2Cc10&tl=Ad%2520preroll&c27=cln,+5&c51=adl,-3&c61=createtm,9223372036854775808&rnd=1"
        )
        let c6 = try #require(ping.parameter("c6"))
        #expect(c6.raw == "vc%2Cc10" && c6.value == "vc,c10" && c6.pairName == "vc" && c6.pairValue == "c10")
        #expect(ping.value("c6") == "c10")
        #expect(ping.title == "Ad preroll" && ping.parameter("tl")?.raw == "Ad%2520preroll")
        // Like Int(String): a sign is allowed, an overflowing number is not a number.
        #expect(ping.creditedSeconds == 5 && ping.adSeconds == -3 && ping.createTime == nil)
        // Built from the table or given whole, the parameters compare equal.
        var copy = ping
        copy.parameters = ping.parameters
        #expect(copy == ping && copy.parameters == ping.parameters)
    }

    /// A view built after the session's previous ping shares that ping's strings where the raw
    /// bytes match, and must read exactly what a view built alone reads — on every pair of
    /// consecutive corpus pings, and on pairs that differ in plain, encoded and pair values.
    @Test(arguments: Fixtures.scenarios)
    func valuesSharedWithThePreviousPingAreTheSame(scenario: String) throws {
        let urls = try Fixtures.read("corpus/browser-sdk/\(scenario).urls.txt").split(separator: "\n")
            .filter { !$0.hasPrefix("#") }.compactMap { $0.split(separator: "\t").last.map(String.init) }
        var pings = urls.filter { !$0.isEmpty }.map { PingDecoder.decode(url: $0) }
        pings += [
            "https://secure-us.imrworldwide.com/cgi-bin/gn?prd=dcr&ai=A&tl=One%20title&c27=cln,5&c54=oad,2024%2001&rnd=1",
            "https://secure-us.imrworldwide.com/cgi-bin/gn?prd=dcr&ai=A&tl=One%20title&c27=cln,6&c54=oad,2024%2001&rnd=2",
            "https://secure-us.imrworldwide.com/cgi-bin/gn?prd=dcr&ai=B&tl=Two%20title&c27=cln,6&c54=oad,2025%2001&rnd=3",
            "https://secure-us.imrworldwide.com/cgi-bin/gn?prd=dcr&tl=Two%20title&ai=B&c54=&rnd=4",
        ].map { PingDecoder.decode(url: $0) }
        try #require(pings.count > 4)
        let n = HotParameterIndex.cachedKeyCount
        var shared = 0
        for k in 1..<pings.count {
            let before = pings[k - 1].hotValues(n)
            let alone = pings[k].hotValues(n)
            let after = pings[k].hotValues(n, previous: (pings[k - 1], before))
            #expect(after == alone, "ping \(k)")
            shared += zip(after, before).filter { $0 != nil && $0 == $1 }.count
        }
        #expect(shared > 0)
    }
}

/// The table keeps where each key starts and each value ends; the key's end, the pair comma and
/// whether to decode are read from the bytes again. Keys without `=`, empty keys, commas outside
/// `cNN` pairs and encoded pair commas must read as the parameters say.
@Suite struct PingParameterBoundsTests {
    @Test func boundsReadFromTheBytesAgreeWithTheParameters() throws {
        let ping = PingDecoder.decode(
            url:
                "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&flag&=orphan&tl=a,b&c6=vc,c10&c7=osgrp%2CIOS&c8=x&c9=devid&ci=us-9&rnd=7"
        )
        let parameters = ping.parameters
        #expect(parameters.map(\.key) == ["prd", "flag", "", "tl", "c6", "c7", "c8", "c9", "ci", "rnd"])
        for p in parameters {
            let first = parameters.first { $0.key == p.key }
            #expect(ping.value(p.key) == first?.effectiveValue, "\(p.key)")
        }
        #expect(ping.value("flag") == "" && ping.value("tl") == "a,b" && ping.value("c6") == "c10")
        #expect(ping.value("c7") == "IOS" && ping.value("c8") == "x" && ping.value("c9") == "devid")
        #expect(ping.int("rnd") == 7 && ping.value("") == "orphan")
    }
}

/// A key is a hot key exactly when its bytes are: `sessionId`, the one longer than eight
/// bytes, is matched whole, not by its first eight or nine bytes alone.
@Suite struct HotSlotTests {
    @Test(
        arguments: [
            ("sessionId", HotSlot.appSession.rawValue), ("c59", HotSlot.viewingSession.rawValue),
            ("tl", HotSlot.title.rawValue), ("sessionI", nil), ("sessionIx", nil), ("sessionIdd", nil),
            ("xessionId", nil), ("sessionid", nil), ("", nil),
        ] as [(String, Int?)])
    func keysMapToTheirSlots(key: String, slot: Int?) {
        #expect(HotParameterIndex.slot(of: key) == slot, "\(key)")
    }
}
