import NLCertKit
import Testing

/// `evdata` parsing and truncation detection.
@Suite struct PingEvdataTests {
    static let base = "https://secure-x.imrworldwide.com/cgi-bin/gn?prd=dcr&c59=sesid,s1"

    @Test func corpusPauseResumeEnd() throws {
        // h1_pause_stop_play's last ping: pause at 40, resume at 40, end at 80 (script: stop(40),
        // play(40), end(80)).
        let line = try #require(
            try Fixtures.read("corpus/browser-sdk/h1_pause_stop_play.urls.txt")
                .split(separator: "\n").first { $0.contains("evdata=PU") })
        let url = String(try #require(line.split(separator: "\t").last))
        let p = PingDecoder.decode(url: url)
        #expect(p.events.map(\.kind) == [.pause, .resume, .end])
        #expect(p.events.map(\.position) == [40, 40, 80])
        #expect(p.parameter("evdata")?.raw.contains("%3A") == true)
        #expect(p.decodeProblems.isEmpty)
    }

    /// A decoded ping reads its events from its own `evdata` whenever asked (it does not keep
    /// them: 60 MB over a million pings); events given as such, as a saved report gives them,
    /// are kept and win; a request that is not a `gn` ping has none, whatever it carries.
    @Test func eventsAreReadFromTheEvdataUnlessGiven() {
        var p = PingDecoder.decode(url: Self.base + "&evdata=PL%3A100%3A0~PU%3A110%3A10&rnd=1")
        #expect(p.events.map(\.kind) == [.play, .pause])
        #expect(p.events.map(\.position) == [0, 10])
        p.events = [p.events[1]]
        #expect(p.events.map(\.kind) == [.pause])
        p.events = []
        #expect(p.events.isEmpty)
        let config = PingDecoder.decode(url: "https://cdn-gl.imrworldwide.com/conf/PABC.json?evdata=PL%3A1%3A0")
        #expect(config.kind != .dcrPing)
        #expect(config.events.isEmpty)
    }

    @Test func forwardJumpsCarryFromAndDelta() {
        let p = PingDecoder.decode(url: Self.base + "&evdata=PL%3A100%3A0~FW%3A101%3A10%3A0%3A10&rnd=1")
        #expect(p.events.count == 2)
        let fw = p.events[1]
        #expect(fw.kind == .forward)
        #expect(fw.time == 101)
        #expect(fw.position == 10)
        #expect(fw.from == 0)
        #expect(fw.delta == 10)
    }

    @Test func badItemsAreReportedAndTheRestKept() {
        let p = PingDecoder.decode(url: Self.base + "&evdata=PL:1:0~XX:1:2~PU:1~RE:a:3~~ST:5:9&rnd=1")
        #expect(p.events.map(\.kind) == [.play, .end])
        #expect(p.decodeProblems.count == 4)
        #expect(p.decodeProblems.contains { $0.contains("unknown event code") })
        #expect(!p.isTruncated)
    }

    @Test func emptyEvdataHasNoEvents() {
        let p = PingDecoder.decode(url: Self.base + "&evdata=&rnd=1")
        #expect(p.events.isEmpty)
        #expect(p.decodeProblems.isEmpty)
    }

    @Test(arguments: [
        Self.base + "&tl=abc&davty",  // last key without "="
        Self.base + "&tl=Ad%2",  // cut inside a percent escape
        Self.base + "&tl=Ad%",  // …right after the "%"
        Self.base + "&tl=Ad&davty=1",  // the always-last rnd is missing
    ])
    func truncatedURLsAreFlagged(url: String) {
        let p = PingDecoder.decode(url: url)
        #expect(p.kind == .dcrPing)
        #expect(p.isTruncated, "\(url)")
        #expect(!p.decodeProblems.isEmpty)
    }

    @Test func completePingsAreNotTruncated() throws {
        for line in try Fixtures.read("corpus/browser-sdk/b_ads_correct.urls.txt").split(separator: "\n")
        where line.contains("prd=dcr") {
            let url = String(try #require(line.split(separator: "\t").last))
            #expect(!PingDecoder.decode(url: url).isTruncated)
        }
    }

    @Test func elidedURLDoesNotCrash() throws {
        for line in try Fixtures.read("pings/elided.txt").split(separator: "\n") where line.hasPrefix("http") {
            let p = PingDecoder.decode(url: String(line))
            #expect(p.kind == .dcrPing)
            #expect(p.isTruncated)
        }
    }
}
