import Testing

@testable import NLCertKit

/// Decoding the real pings quoted in `corpus/public-pings.txt`. Expected values are what each
/// URL's `# source:` line states (and the bytes of the URL itself).
@Suite struct PingDecoderTests {
    struct QuotedPing {
        var source: String
        var url: String
    }

    /// Every URL of the file with the `# source:` line above it.
    static func quotedPings() throws -> [QuotedPing] {
        var result: [QuotedPing] = []
        var source = ""
        for line in try Fixtures.read("corpus/public-pings.txt").split(separator: "\n") {
            if line.hasPrefix("# source:") {
                source = String(line)
            } else if line.hasPrefix("http") {
                result.append(QuotedPing(source: source, url: String(line)))
            }
        }
        return result
    }

    static func ping(sourceContaining text: String) throws -> Ping {
        let quoted = try #require(try quotedPings().first { $0.source.contains(text) })
        return PingDecoder.decode(url: quoted.url)
    }

    @Test func fileHoldsFiveQuotedRequests() throws {
        #expect(try Self.quotedPings().count == 5)
    }

    @Test func doubleEncodedValuesAreDecodedUntilStable() throws {
        // Source: "tl/segB values are double-encoded".
        let p = try Self.ping(sourceContaining: "Czech")
        #expect(p.kind == .dcrPing)
        #expect(p.title == "Ad preroll Renault")
        #expect(p.parameter("tl")?.raw == "Ad%2520preroll%2520Renault")
        #expect(p.parameter("c33")?.pairName == "segB")
        #expect(p.value("c33") == "Programový typ")
        // Source: "AD duration ping (c3=st,a), 15 s watched", iOS SDK ai.6.0.0.
        #expect(p.isAdPing)
        #expect(p.creditedSeconds == 15)
        #expect(p.value("at") == "timer")
        #expect(p.sdkFamily == .iOS)
        #expect(p.value("c16") == "ai.6.0.0")
        #expect(p.media == .video)
        #expect(!p.isTruncated)
        #expect(p.decodeProblems.isEmpty)
    }

    @Test func encodedCommasSplitPairsAfterDecoding() throws {
        // Source: "commas encoded as %2C"; browser static view ping.
        let p = try Self.ping(sourceContaining: "libero")
        #expect(p.kind == .dcrPing)
        let c6 = try #require(p.parameter("c6"))
        #expect(c6.raw == "vc%2Cc10")
        #expect(c6.pairName == "vc")
        #expect(c6.pairValue == "c10")
        #expect(p.value("c27") == "0")
        #expect(p.isViewPing)
        #expect(p.media == .staticPage)
        #expect(p.sdkFamily == .browser)
        #expect(p.durationType == 0)
        // Static pings carry an empty sesid.
        #expect(p.parameter("c59")?.pairName == "sesid")
        #expect(p.viewingSessionID == "")
        #expect(p.value("si") == "https://login.libero.it/")
    }

    @Test func nmrodamPingIsADCRPing() throws {
        // Source: "iOS App SDK ai.8.1.0 on the nmrodam.com domain, AD duration ping (c3=st,a, adidx=1/1), 15 s".
        let p = try Self.ping(sourceContaining: "nmrodam")
        #expect(p.host == "secure-ire.nmrodam.com")
        #expect(p.kind == .dcrPing)
        #expect(p.isAdPing)
        #expect(p.value("adidx") == "1/1")
        #expect(p.creditedSeconds == 15)
        #expect(p.value("c16") == "ai.8.1.0")
        // `+` is not a space on the wire.
        #expect(p.value("c74") == "")
        #expect(!p.isTruncated)
    }

    @Test func helloPingIsConfigAndLegacyTagIsLegacy() throws {
        let hello = try Self.ping(sourceContaining: "Hello Ping")
        #expect(hello.kind == .config)
        #expect(hello.path == "/cgi-bin/cfg")
        // The stray spaces the page shows stay in the values; nothing crashes.
        #expect(hello.value("apn") == "com.video.videop layer")
        #expect(hello.decodeProblems.isEmpty)
        let legacy = try Self.ping(sourceContaining: "cgi-bin/m")
        #expect(legacy.kind == .legacyTag)
        #expect(legacy.scheme == "http")
    }

    @Test func plusIsNotASpace() {
        let p = PingDecoder.decode(
            url: "https://secure-x.imrworldwide.com/cgi-bin/gn?prd=dcr&c74=dvcnm,Apple+iPad&tl=a%2Bb&rnd=1")
        #expect(p.value("c74") == "Apple+iPad")
        #expect(p.title == "a+b")
    }

    @Test func orderAndDuplicatesAreKept() {
        let p = PingDecoder.decode(url: "https://secure-x.imrworldwide.com/cgi-bin/gn?prd=dcr&b=1&a=2&b=3&&e=&rnd=9")
        #expect(p.parameters.map(\.key) == ["prd", "b", "a", "b", "e", "rnd"])
        #expect(p.parameters.filter { $0.key == "b" }.map(\.value) == ["1", "3"])
        #expect(p.value("e") == "")
    }

    @Test func invalidPercentSequencesStayLiteral() {
        let p = PingDecoder.decode(
            url: "https://secure-x.imrworldwide.com/cgi-bin/gn?prd=dcr&tl=100%25%zz%4&x=%E9&rnd=1")
        #expect(p.title == "100%%zz%4")
        // A decoded byte sequence that is not UTF-8 is left encoded.
        #expect(p.value("x") == "%E9")
    }

    @Test func firstEqualsSplitsKeyFromValue() {
        let p = PingDecoder.decode(
            url: "https://secure-x.imrworldwide.com/cgi-bin/gn?prd=dcr&si=https://a.example/?q=1=2&rnd=1")
        #expect(p.value("si") == "https://a.example/?q=1=2")
    }

    @Test func decodingIsBoundedOnDeepEncoding() {
        // "%" encoded ten times: decoding stops after PercentDecoding.maxRounds rounds.
        var v = "%41"
        for _ in 0..<10 { v = v.replacingOccurrences(of: "%", with: "%25") }
        let p = PingDecoder.decode(url: "https://secure-x.imrworldwide.com/cgi-bin/gn?prd=dcr&tl=\(v)&rnd=1")
        #expect(p.title != nil)
        #expect(p.title != "A")
    }

    /// Percent-decoding as how ping URLs are encoded describes it, straight from strings and from URL bytes.
    @Test(arguments: [
        ("Ad%2520preroll", "Ad preroll"),  // encoded twice
        ("Holdout%20Episode%20S1E1", "Holdout Episode S1E1"),
        ("a+b", "a+b"),  // `+` is not a space
        ("100%", "100%"), ("%zz", "%zz"), ("%2", "%2"),  // not escapes: kept
        ("caf%C3%A9", "café"), ("%25C3%25A9", "é"),
        ("%C3", "%C3"), ("caf%E9", "caf%E9"),  // a round giving invalid UTF-8 is not applied
        ("%2525252525", "%25"),  // at most PercentDecoding.maxRounds (4) rounds
        ("plain", "plain"), ("", ""),
    ])
    func percentDecodingRounds(raw: String, expected: String) {
        #expect(PercentDecoding.decodeUntilStable(raw) == expected)
        var copy = raw
        let fromBytes = copy.withUTF8 { PercentDecoding.decodeUntilStable(bytes: $0) }
        #expect((fromBytes ?? raw) == expected)
        #expect((fromBytes == nil) == (raw == expected))
    }
}
