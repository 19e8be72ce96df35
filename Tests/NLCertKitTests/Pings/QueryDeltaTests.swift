import Testing

@testable import NLCertKit

/// A ping whose URL is a recent ping's but for some values holds only those values
/// (`QueryDelta`): whatever it holds, it must read, rebuild, compare and hash as the URL it was
/// decoded from; and only values may differ — anything else makes it a ping of its own.
@Suite struct QueryDeltaTests {
    static let base = "https://secure-us.imrworldwide.com/cgi-bin/gn?"

    static func request(_ url: String) -> CapturedRequest {
        CapturedRequest(url: url, time: nil, location: SourceLocation(file: "t", line: 1), format: .urlList, ordinal: 0)
    }

    /// Decodes `urls` as one run, checking each ping against a plain split of its own URL.
    static func decodeRun(_ urls: [String]) -> [Ping] {
        var run = PingDecoder.Run()
        var before: Ping?
        return urls.map { url in
            let ping = PingDecoder.decode(request(url), run: &run)
            let alone = PingDecoder.decode(url: url)
            defer { before = ping }
            #expect(ping.url == url)
            #expect(ping.request.url == url)
            #expect(ping.urlByteCount == url.utf8.count)
            #expect(ping.parameters.map(\.key) == alone.parameters.map(\.key), "\(url)")
            #expect(ping.parameters.map(\.raw) == alone.parameters.map(\.raw), "\(url)")
            #expect(ping.parameters.map(\.effectiveValue) == alone.parameters.map(\.effectiveValue), "\(url)")
            #expect(ping.hotValues() == alone.hotValues(), "\(url)")
            for p in alone.parameters {
                #expect(ping.value(p.key) == alone.value(p.key), "\(url) \(p.key)")
                // Read after the ping before, sharing its value where the bytes are the same.
                if let before {
                    let shared = ping.value(p.key, sameAs: before, gave: before.value(p.key))
                    #expect(shared == alone.value(p.key), "\(url) \(p.key) after \(before.url)")
                }
                #expect(ping.int(p.key) == alone.int(p.key), "\(url) \(p.key)")
                for n in [1, 4, 14] {
                    #expect(
                        ping.mayHoldDigits(p.key, inARow: n) == alone.mayHoldDigits(p.key, inARow: n), "\(url) \(p.key)"
                    )
                }
            }
            // Asked for every key at once (with one the ping lacks), the same as one by one.
            let keys = alone.parameters.map(\.key) + ["absent-key"]
            for n in [1, 4, 14] {
                #expect(
                    ping.keysMayHoldDigits(ParameterKeys(keys), inARow: n)
                        == keys.indices.filter { alone.mayHoldDigits(keys[$0], inARow: n) == true }, "\(url)")
            }
            // The named fields' reads by slot, alone and through one reader, with the parameters
            // decoded or given whole: what the key's name gives.
            var whole = alone
            whole.parameters = alone.parameters
            for p in [ping, whole] {
                p.reading { r in
                    for slot in HotSlot.allCases {
                        #expect(p.value(slot) == alone.value(slot.key), "\(url) \(slot.key)")
                        #expect(p.int(slot) == alone.int(slot.key), "\(url) \(slot.key)")
                        #expect(r.value(slot) == alone.value(slot.key), "\(url) \(slot.key)")
                        #expect(r.int(slot) == alone.int(slot.key), "\(url) \(slot.key)")
                    }
                }
            }
            #expect(ping.decodeProblems == alone.decodeProblems && ping.isTruncated == alone.isTruncated)
            #expect(ping.events == alone.events)
            return ping
        }
    }

    /// A value read after the ping before it is that ping's string when the bytes are the
    /// same (one string for a million pings' session id, not a million), and its own when
    /// they differ or the key is missing there.
    @Test func aRepeatedValueIsTheStringOfThePingBefore() throws {
        let sesid = "sesid,a-session-id-longer-than-fifteen-bytes"
        let first = Self.base + "prd=dcr&c59=\(sesid)&sessionId=app-1&rnd=1"
        let second = Self.base + "prd=dcr&c59=\(sesid)&sessionId=app-2&rnd=22"
        let third = Self.base + "prd=dcr&c59=sesid,another-session-id-that-is-long&rnd=333"
        let pings = Self.decodeRun([first, second, third])
        let earlier = try #require(pings[0].value("c59"))
        let shared = try #require(pings[1].value("c59", sameAs: pings[0], gave: earlier))
        func storage(_ s: String) -> UnsafePointer<UInt8>? {
            var s = s
            return s.withUTF8 { $0.baseAddress }
        }
        #expect(shared == "a-session-id-longer-than-fifteen-bytes")
        #expect(storage(shared) == storage(earlier))
        #expect(pings[1].value("sessionId", sameAs: pings[0], gave: pings[0].value("sessionId")) == "app-2")
        #expect(pings[2].value("c59", sameAs: pings[1], gave: shared) == "another-session-id-that-is-long")
        #expect(pings[2].value("sessionId", sameAs: pings[1], gave: "app-2") == nil)
        #expect(pings[0].value("rnd", sameAs: pings[2], gave: "333") == "1")
    }

    /// A session's duration pings change a few values of its first ping: each holds those
    /// values (and four bytes for each of them, two for their count), not its URL.
    @Test func aPingDifferingInValuesHoldsOnlyThose() throws {
        let first = Self.base + "prd=dcr&ai=VID-1&tl=Ep%201&at=view&c27=cln,0&c61=createtm,1796026040&evdata=&rnd=1"
        let second =
            Self.base
            + "prd=dcr&ai=VID-1&tl=Ep%201&at=timer&c27=cln,60&c61=createtm,1796026100&evdata=PL%3A1%3A2&rnd=22"
        let pings = Self.decodeRun([first, second])
        #expect(!pings[0].holdsURLAsDelta)
        #expect(pings[1].holdsURLAsDelta)
        // Own: `timer`, `60`, `1796026100`, `PL%3A1%3A2`, `22` (pair names are part of the value).
        let own = ["timer", "cln,60", "createtm,1796026100", "PL%3A1%3A2", "22"].map(\.utf8.count).reduce(0, +)
        let delta = try #require(pings[1].table.delta)
        #expect(delta.data.count == 2 + 4 * 5 + own)
        #expect(pings[1].events.map(\.time) == [1] && pings[1].events.map(\.position) == [2])
    }

    /// Every parameter reads back whichever of its neighbours are its own: none, all, the first
    /// or last only, or every other one (each entry found by a binary search).
    @Test(arguments: [0b0000_0000, 0b1111_1111, 0b0000_0001, 0b1000_0000, 0b0101_0101, 0b1010_1010])
    func anySetOfOwnValuesReadsBack(owned: Int) {
        let keys = ["prd", "ci", "ai", "tl", "c27", "c61", "sd", "rnd"]
        let first = Self.base + keys.map { "\($0)=a" }.joined(separator: "&")
        let second =
            Self.base
            + keys.enumerated().map { i, k in owned & (1 << i) != 0 ? "\(k)=b\(i)x" : "\(k)=a" }.joined(separator: "&")
        // `decodeRun` checks every value of each ping against its own URL split alone.
        let pings = Self.decodeRun([first, second, first])
        // Each own value (`b0x` …, three bytes) takes its four bytes of entry; two for the count.
        #expect(pings[1].holdsURLAsDelta && pings[1].table.delta?.data.count == 2 + 7 * owned.nonzeroBitCount)
        #expect(pings[2].holdsURLAsDelta)
    }

    /// The common prefix of two byte runs, read 32 and 8 bytes at a time, is the one a byte by
    /// byte walk finds: for a first difference at every place of the first 100 bytes (inside
    /// and across the wide steps), none, and runs starting at other offsets.
    @Test func theCommonPrefixIsTheByteByByteOne() {
        let base = (0..<140).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
        for differ in Array(0..<100) + [Int.max] {
            var other = base
            if differ < other.count { other[differ] ^= 0x5A }
            for (i, j) in [(0, 0), (3, 3), (5, 5), (0, 1), (17, 17)] {
                let expected = zip(base[i...], other[j...]).prefix { $0 == $1 }.count
                let found = base.withUnsafeBufferPointer { a in
                    other.withUnsafeBufferPointer { b in QueryDelta.commonPrefix(a, i, b, j) }
                }
                #expect(found == expected, "difference at \(differ), from \(i) and \(j)")
            }
        }
    }

    /// The owned-value mask of a delta (`QueryDelta.OwnedMask`): a parameter it says is not
    /// owned never is, and below 128 it says owned exactly where an entry is. The pings have
    /// 150 parameters; owned ones straddle each 64-bit word's ends and the unmarked range.
    @Test(arguments: [[Int](), [0], [63], [64], [127], [128], [149], [0, 63, 64, 127, 128, 149], [5, 70, 130]])
    func theOwnedMaskNeverMissesAnOwnValue(owned: [Int]) throws {
        let keys = (0..<150).map { "k\($0)" }
        let first = Self.base + keys.map { "\($0)=a" }.joined(separator: "&")
        let second =
            Self.base + keys.enumerated().map { i, k in owned.contains(i) ? "\(k)=b" : "\(k)=a" }.joined(separator: "&")
        let pings = Self.decodeRun([first, second])
        let delta = try #require(pings[1].table.delta)
        delta.data.withUnsafeBufferPointer { data in
            let mask = QueryDelta.OwnedMask(data)
            for i in 0..<150 {
                let isOwned = QueryDelta.ownRange(data, i) != nil
                #expect(isOwned == owned.contains(i), "parameter \(i)")
                if !mask.mayOwn(i) { #expect(!isOwned, "parameter \(i)") }
                if i < 128 { #expect(mask.mayOwn(i) == isOwned, "parameter \(i)") }
            }
        }
        // Entries that do not fit the data mark nothing, as `ownRange` finds nothing there.
        let cut = [UInt8](delta.data.prefix(3))
        cut.withUnsafeBufferPointer { data in
            #expect((0..<150).allSatisfy { !QueryDelta.OwnedMask(data).mayOwn($0) || $0 >= 128 })
        }
    }

    /// Only values may differ: a host, a key of the same length, a parameter gaining or losing
    /// its `=`, a fragment, or more than half of the URL in new values make a ping of its own
    /// (which the next ping of its keys then leans on). Values of other lengths, empty ones
    /// and encoded ones may differ.
    @Test(arguments: [
        ("prd=dcr&ai=VID-1&rnd=1", "prd=dcr&ai=VID-1&rnd=2", true),
        ("prd=dcr&ai=VID-1&tl=&rnd=1", "prd=dcr&ai=VID-1&tl=Longer%20Title%20Here&rnd=1", true),
        ("prd=dcr&ai=VID-1&tl=T&rnd=1", "prd=dcr&ai=VID-1&tl=&rnd=1", true),
        ("prd=dcr&ai=VID-1&c6=vc,c12&rnd=1", "prd=dcr&ai=VID-1&c6=vc%2Cc10&rnd=1", true),
        ("prd=dcr&ai=VID-1&rnd=1", "prx=dcr&ai=VID-1&rnd=1", false),
        ("prd=dcr&ai=VID-1&x=&rnd=1", "prd=dcr&ai=VID-1&x&rnd=1", false),
        ("prd=dcr&ai=VID-1&rnd=1#a", "prd=dcr&ai=VID-1&rnd=1#b", false),
        (
            "prd=dcr&ai=VID-1&rnd=1",
            "prd=\(String(repeating: "x", count: 60))&ai=\(String(repeating: "y", count: 60))&rnd=1", false
        ),
    ])
    func onlyValuesMayDiffer(first: String, second: String, isDelta: Bool) {
        let pings = Self.decodeRun([Self.base + first, Self.base + second, Self.base + second])
        #expect(pings[1].holdsURLAsDelta == isDelta, "\(second)")
        // A ping of its own is the frame the next one leans on.
        #expect(pings[2].holdsURLAsDelta)
    }

    /// Where a string's bytes live (`nil` for one held inline): two values with the same
    /// storage are one string, shared.
    static func storage(_ s: String?) -> UnsafePointer<UInt8>? {
        s?.utf8.withContiguousStorageIfAvailable { $0.baseAddress } ?? nil
    }

    /// Deltas of one frame read their hot values after the ping before without looking at
    /// bytes neither owns. What they read must be what each reads alone: a value only the
    /// frame holds (the session id: the string before, itself), one both own alike (the long
    /// title of pings 1 and 2: the string before), one only this ping owns and one both own
    /// differently. (Values are longer than 15 bytes: shorter strings live inline, with no
    /// storage to share.)
    @Test func deltasOfOneFrameShareTheHotValuesNeitherOwns() throws {
        let sesid = "c59=sesid,a-session-id-longer-than-fifteen-bytes"
        let longTitle = "tl=A%20Title%20Longer%20Than%20Fifteen"
        let urls = [
            "prd=dcr&ai=VID-1&tl=Title&c27=cln,0&c61=createtm,100&\(sesid)&rnd=1",
            "prd=dcr&ai=VID-1&\(longTitle)&c27=cln,10&c61=createtm,110&\(sesid)&rnd=2",
            "prd=dcr&ai=VID-1&\(longTitle)&c27=cln,10&c61=createtm,120&\(sesid)&rnd=3",
            "prd=dcr&ai=VID-1&tl=Another%20Title%20Over%20Fifteen&c27=cln,0&c61=createtm,130&\(sesid)&rnd=4",
            "prd=dcr&ai=VID-1&tl=Yet%20Another%20Long%20Title&c27=cln,20&c61=createtm,140&\(sesid)&rnd=5",
        ].map { Self.base + $0 }
        let pings = Self.decodeRun(urls)
        let frame = try #require(pings[1].deltaFrame)
        for ping in pings.dropFirst() { #expect(ping.deltaFrame === frame) }
        let n = HotParameterIndex.count
        let title = HotSlot.title.rawValue
        let session = HotSlot.viewingSession.rawValue
        for k in 2..<pings.count {
            let before = pings[k - 1].hotValues(n)
            let alone = PingDecoder.decode(url: urls[k]).hotValues(n)
            let after = pings[k].hotValues(n, previous: (pings[k - 1], before))
            #expect(after == alone, "ping \(k)")
            #expect(Self.storage(after[session]) == Self.storage(before[session]), "ping \(k)")
            #expect((Self.storage(after[title]) == Self.storage(before[title])) == (k == 2), "ping \(k)")
        }
    }

    /// With a memo of frame values (a chunk of sessions read on one thread), a delta's values
    /// that it does not own are its frame's strings, whether or not a ping of the same session
    /// came before it, and every value still reads as the ping alone reads it.
    @Test func deltasReadTheirFramesStringsThroughTheMemo() throws {
        let sesid = "c59=sesid,a-session-id-longer-than-fifteen-bytes"
        let urls = [
            "prd=dcr&ai=VID-1&tl=Title&c27=cln,0&c61=createtm,100&\(sesid)&rnd=1",
            "prd=dcr&ai=VID-1&tl=A%20Title%20Longer%20Than%20Fifteen&c27=cln,10&c61=createtm,110&\(sesid)&rnd=2",
            "prd=dcr&ai=VID-2&tl=A%20Title%20Longer%20Than%20Fifteen&c27=cln,10&c61=createtm,120&\(sesid)&rnd=3",
            "prd=dcr&ai=VID-3&tl=Title&c27=cln,0&c61=createtm,130&c59=sesid,s2&rnd=4",
        ].map { Self.base + $0 }
        let pings = Self.decodeRun(urls)
        let frame = try #require(pings[1].deltaFrame)
        let n = HotParameterIndex.count
        let memo = FrameValueMemo()
        let framed = memo.values(of: frame, count: n)
        #expect(framed == pings[0].hotValues(n))
        let session = HotSlot.viewingSession.rawValue
        let title = HotSlot.title.rawValue
        var before: [String?]?
        for k in 1..<pings.count {
            let alone = PingDecoder.decode(url: urls[k]).hotValues(n)
            let first = pings[k].hotValues(n, frames: memo)
            let after = pings[k].hotValues(n, previous: before.map { (pings[k - 1], $0) }, frames: memo)
            #expect(first == alone && after == alone, "ping \(k)")
            // Pings 1 and 2 send the frame's session id; ping 2 owns the title ping 1 owns.
            if k < 3 { #expect(Self.storage(first[session]) == Self.storage(framed[session]), "ping \(k)") }
            if k == 2 {
                #expect(Self.storage(after[title]) != nil && Self.storage(after[title]) == Self.storage(before?[title]))
            }
            before = after
        }
    }

    /// A ping read against a frame must read as it does alone, whatever was changed from the
    /// frame: values of other lengths, `&` and `=` added or taken away, keys changed, empty
    /// parts, a fragment, a cut through a percent escape. Seeded, so every run tries the same
    /// few thousand URLs; `decodeRun` compares each with its own split.
    @Test func pingsChangedFromTheirFrameReadAsAlone() {
        let frame =
            Self.base
            + "prd=dcr&ci=us-1&flag&c27=cln,10&tl=A%20Title&c61=createtm,100&evdata=PL%3A1%3A0&rnd=1"
        let pieces = ["", "&", "=", "&&", "x", "%", "%2", "%41", "#f", ",", "cln,", "...", "99999"]
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        var urls: [String] = []
        for _ in 0..<600 {
            var bytes = Array(frame.utf8)
            for _ in 0..<(1 + next(3)) {
                let at = Self.base.utf8.count + next(bytes.count - Self.base.utf8.count + 1)
                switch next(3) {
                case 0: bytes.insert(contentsOf: Array(pieces[next(pieces.count)].utf8), at: at)
                case 1: if at < bytes.count { bytes.remove(at: at) }
                default: bytes.removeSubrange(at..<min(bytes.count, at + next(4)))
                }
            }
            urls += [frame, String(decoding: bytes, as: UTF8.self)]
        }
        let pings = Self.decodeRun(urls)
        #expect(pings.count == urls.count)
        // Most stay deltas of the frame: the test reads against it, not around it.
        #expect(pings.indices.filter { $0 % 2 == 1 && pings[$0].holdsURLAsDelta }.count > 100)
    }

    /// A run lends a frame, a layout and a host to at most `freshEvery` pings, then starts
    /// afresh: the pings after hold their own (each shared object's reference count is written
    /// by every core that reads any ping sharing it).
    @Test func aRunStartsAfreshAfterSomePings() {
        let n = PingDecoder.Run.freshEvery
        var run = PingDecoder.Run()
        let pings = (0..<(2 * n + 1)).map { i in
            PingDecoder.decode(Self.request(Self.base + "prd=dcr&ai=VID-1&c27=cln,\(i)&rnd=\(i)"), run: &run)
        }
        #expect(!pings[0].holdsURLAsDelta && !pings[n].holdsURLAsDelta && !pings[2 * n].holdsURLAsDelta)
        let first = pings[1].deltaFrame
        let second = pings[n + 1].deltaFrame
        #expect(first != nil && second != nil && first !== second)
        #expect(pings[1..<n].allSatisfy { $0.holdsURLAsDelta && $0.deltaFrame === first })
        #expect(pings[(n + 1)..<(2 * n)].allSatisfy { $0.holdsURLAsDelta && $0.deltaFrame === second })
        #expect(pings[n - 1].sharesHostAndPath(with: pings[0]) && !pings[n].sharesHostAndPath(with: pings[0]))
        #expect(!pings[n].sharesParameterLayout(with: pings[n - 1]))
        #expect(pings.enumerated().allSatisfy { $1.value("c27") == "\($0)" })
    }

    @Test func anotherHostIsNotADelta() {
        let query = "prd=dcr&ai=VID-1&rnd=1"
        let pings = Self.decodeRun([
            Self.base + query, "https://secure-uk.imrworldwide.com/cgi-bin/gn?" + query,
            "https://secure-us.imrworldwide.com/cgi-bin/gx?" + query,
        ])
        #expect(pings.allSatisfy { !$0.holdsURLAsDelta })
    }

    /// Own offsets keep to 15 bits: a longer URL holds itself.
    @Test func aURLPast15BitsHoldsItself() {
        let long = String(repeating: "a", count: QueryDelta.maxTextBytes)
        let pings = Self.decodeRun([Self.base + "ai=\(long)&rnd=1", Self.base + "ai=\(long)&rnd=2"])
        #expect(!pings[1].holdsURLAsDelta)
    }

    /// To callers a delta is the ping it was decoded from: equal, with the same hash, and
    /// setting its parameters or request keeps the URL it had.
    @Test func aDeltaIsThePingItWasDecodedFrom() {
        let urls = [Self.base + "prd=dcr&ai=VID-1&c27=cln,0&rnd=1", Self.base + "prd=dcr&ai=VID-1&c27=cln,60&rnd=2"]
        let ping = Self.decodeRun(urls)[1]
        #expect(ping.holdsURLAsDelta)
        let alone = PingDecoder.decode(Self.request(urls[1]))
        #expect(!alone.holdsURLAsDelta)
        #expect(ping == alone && ping.hashValue == alone.hashValue)
        var changed = ping
        changed.parameters = [PingParameter(key: "x", raw: "1", value: "1")]
        #expect(changed.url == urls[1] && changed.value("x") == "1" && changed.value("c27") == nil)
        var moved = ping
        moved.location = SourceLocation(file: "u", line: 2)
        #expect(moved.url == urls[1] && moved.holdsURLAsDelta && moved.value("c27") == "60")
    }

    /// Every corpus URL list decoded as one run: the DCR pings after a session's first lean on
    /// it, and each ping reads and rebuilds as its own URL.
    @Test(
        arguments: Fixtures.scenarios.map { "browser-sdk/\($0)" } + [
            "android-sdk/a_content_only", "android-sdk/c_preroll_before_content",
        ])
    func corpusPingsRebuildTheirURLs(scenario: String) throws {
        let urls = try Fixtures.read("corpus/\(scenario).urls.txt").split(separator: "\n")
            .filter { !$0.hasPrefix("#") }.compactMap { $0.split(separator: "\t").last.map(String.init) }
            .filter { !$0.isEmpty }
        let pings = Self.decodeRun(urls)
        #expect(pings.contains { $0.holdsURLAsDelta && $0.kind == .dcrPing })
    }

    /// The timeline of a capture holds each request's URL, whichever way its ping keeps it.
    @Test func aTimelineKeepsEveryURL() throws {
        let path = Fixtures.corpus("b_ads_correct", "har")
        let capture = try CaptureReader.read(paths: [path], stdin: { [] })
        let captured = capture.requests.filter { RequestClassifier.classify($0).isNielsen }.map(\.url)
        let timeline = TimelineBuilder.build(capture)
        #expect(timeline.pings.contains { $0.holdsURLAsDelta })
        #expect(timeline.pings.filter(\.kind.isNielsen).map(\.url).sorted() == captured.sorted())
    }
}
