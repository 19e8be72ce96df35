import Testing

@testable import NLCertKit

/// `hasEndEvent` (which the timeline asks of every content ping) says what the events say:
/// it skips parsing an `evdata` without the letters `ST`, and must not miss an end that is
/// encoded, or claim one where `ST` is not an event code.
@Suite struct PingEndEventTests {
    static let base = "https://secure-x.imrworldwide.com/cgi-bin/gn?prd=dcr&c59=sesid,s1"

    @Test(arguments: [
        ("evdata=", false),
        ("evdata=PL%3A100%3A0", false),
        ("evdata=PL%3A100%3A0~ST%3A160%3A60", true),
        ("evdata=ST:160:60", true),
        ("evdata=PL%3A100%3A0~PU%3A110%3A10~RE%3A120%3A10~ST%3A170%3A60", true),
        ("evdata=XST%3A160%3A60", false),
        ("evdata=PL%3A100%3A0~BAST", false),
        ("tl=ST&evdata=PL%3A100%3A0", false),
        ("rnd=1", false),
    ])
    func saysWhatTheEventsSay(query: String, expected: Bool) {
        let ping = PingDecoder.decode(url: Self.base + "&" + query)
        #expect(ping.hasEndEvent == expected, "\(query)")
        #expect(ping.hasEndEvent == ping.events.contains { $0.kind == .end }, "\(query)")
        // The decoder kept the answer as it read the events; read afresh, they give the same.
        #expect(ping.evdataHasEnd == expected, "\(query)")
        var fresh = ping
        fresh.evdataHasEnd = nil
        #expect(fresh.hasEndEvent == expected, "\(query)")
    }

    /// Parameters set anew drop what the decoder kept about the old ones.
    @Test func newParametersAreReadAfresh() {
        var ping = PingDecoder.decode(url: Self.base + "&evdata=PL%3A100%3A0")
        #expect(ping.evdataHasEnd == false)
        ping.parameters = [PingParameter(key: "evdata", raw: "ST%3A160%3A60", value: "ST:160:60")]
        #expect(ping.evdataHasEnd == nil && ping.hasEndEvent)
    }

    @Test func eventsGivenAsSuchAreWhatCounts() {
        var ping = PingDecoder.decode(url: Self.base + "&evdata=PL%3A100%3A0")
        ping.events = [PingEvent(kind: .end, time: 1, position: 60)]
        #expect(ping.hasEndEvent)
        ping.events = []
        #expect(!ping.hasEndEvent)
    }

    @Test func aRequestThatIsNotAGnPingHasNoEnd() {
        let config = PingDecoder.decode(url: "https://cdn-gl.imrworldwide.com/conf/PABC.json?evdata=ST%3A1%3A0")
        #expect(config.kind != .dcrPing && !config.hasEndEvent)
    }
}
