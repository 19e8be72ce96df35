import Testing

@testable import NLCertKit

/// A Nielsen ping keeps its scheme, host and path as strings of its own; one decoded right after
/// a ping to the same place shares that ping's instead. What each ping reports must not change.
@Suite struct TimelineHostSharingTests {
    static func ping(_ host: String, _ path: String, rnd: Int) -> String {
        "https://\(host)\(path)?prd=dcr&ci=us-500207&sessionId=app1&c59=sesid,s1&at=timer&rnd=\(rnd)"
    }

    static func pings(_ urls: [String]) throws -> [Ping] {
        let capture = try CaptureReader.read(paths: ["-"], stdin: { Array(urls.joined(separator: "\n").utf8) })
        return TimelineBuilder.build(capture).pings
    }

    @Test func pingsToTheSameHostShareItsStringsAndKeepTheirValues() throws {
        let us = "secure-us.imrworldwide.com"
        let dcr = "secure-dcr.imrworldwide.com"
        let pings = try Self.pings([
            Self.ping(us, "/cgi-bin/gn", rnd: 1), Self.ping(us, "/cgi-bin/gn", rnd: 2),
            Self.ping(us, "/cgi-bin/gn", rnd: 3), Self.ping("SECURE-DCR.imrworldwide.com", "/cgi-bin/gn", rnd: 4),
            Self.ping(dcr, "/cgi-bin/gn", rnd: 5), Self.ping(dcr, "/cgi-bin/other", rnd: 6),
        ])
        try #require(pings.count == 6)
        #expect(pings.map(\.rnd) == ["1", "2", "3", "4", "5", "6"])
        #expect(pings.map(\.host) == [us, us, us, dcr, dcr, dcr])
        #expect(pings.map(\.path) == Array(repeating: "/cgi-bin/gn", count: 5) + ["/cgi-bin/other"])
        #expect(pings[1].sharesHostAndPath(with: pings[0]) && pings[2].sharesHostAndPath(with: pings[0]))
        // The host written in capitals is lowercased: the next ping to that host shares it.
        #expect(!pings[3].sharesHostAndPath(with: pings[2]) && pings[4].sharesHostAndPath(with: pings[3]))
        #expect(!pings[5].sharesHostAndPath(with: pings[4]))
    }

    /// Setting one ping's host leaves the ping it shared with as it was.
    @Test func changingASharedHostChangesOnlyThatPing() throws {
        let host = "secure-us.imrworldwide.com"
        var pings = try Self.pings([Self.ping(host, "/cgi-bin/gn", rnd: 1), Self.ping(host, "/cgi-bin/gn", rnd: 2)])
        try #require(pings.count == 2 && pings[1].sharesHostAndPath(with: pings[0]))
        pings[1].host = "example.com"
        #expect(pings[0].host == host && pings[1].host == "example.com")
        #expect(pings[0].path == "/cgi-bin/gn" && pings[1].path == "/cgi-bin/gn")
        pings[0].scheme = "http"
        #expect(pings[0].scheme == "http" && pings[1].scheme == "https")
        #expect(pings[0].host == host && pings[0].path == "/cgi-bin/gn")
    }

    /// The scheme is stored with the host and path: a ping to the same place over plain HTTP
    /// does not share them, and each ping reports its own scheme.
    @Test func theSchemeIsSharedWithTheHostAndPath() throws {
        let host = "secure-us.imrworldwide.com"
        let https = Self.ping(host, "/cgi-bin/gn", rnd: 1)
        let http = "http" + https.dropFirst("https".count)
        let pings = try Self.pings([https, https, String(http), String(http)])
        try #require(pings.count == 4)
        #expect(pings.map(\.scheme) == ["https", "https", "http", "http"])
        #expect(pings[1].sharesHostAndPath(with: pings[0]) && !pings[2].sharesHostAndPath(with: pings[1]))
        #expect(pings[3].sharesHostAndPath(with: pings[2]))
        #expect(pings.allSatisfy { $0.host == host && $0.path == "/cgi-bin/gn" })
    }
}
