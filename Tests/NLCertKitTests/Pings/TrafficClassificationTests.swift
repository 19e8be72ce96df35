import Foundation
import NLCertTestSupport
import Testing

@testable import NLCertCLI
@testable import NLCertKit

/// Nielsen traffic, all of it and only it: privacy and opt-out pages, every ID-sync host,
/// legacy tags kept apart from DCR, and NL008 about what the SDK sends.
@Suite struct TrafficClassificationTests {
    static func kind(_ url: String) -> RequestKind { PingDecoder.decode(url: url).kind }

    static func request(_ url: String) -> CapturedRequest {
        CapturedRequest(url: url, time: nil, location: SourceLocation(file: "t", line: 1), format: .urlList, ordinal: 0)
    }

    @Test(arguments: [
        ("https://www.nielsen.com/digitalprivacy", RequestKind.optOutPage),
        ("https://www.nielsen.com/us/en/legal/privacy-statement/digitalprivacy/", .optOutPage),
        ("https://sites.nielsen.com/priv/browser/us/en/optout.html", .optOutPage),
        ("nielsenappsdk://1", .optOutPage),
        ("nielsenappsdk://0", .optOutPage),
        ("https://cl9n9qiyxwj7krhsf3nhnsync5udc1796026039.darnuid.imrworldwide.com/", .idSync),
        ("https://cl9n9qiyxwj7krhsf3nhnsync5udc1796026039.redinuid.imrworldwide.com/", .idSync),
        ("https://cl9n9qiyxwj7krhsf3nhnsync5udc1796026039.nuid.imrworldwide.com/", .idSync),
        ("http://secure-it.imrworldwide.com/cgi-bin/m?ci=ansa-it&cg=0&cc=0&ts=noscript", .legacyTag),
    ])
    func nielsenRequests(url: String, expected: RequestKind) {
        #expect(Self.kind(url) == expected, "\(url)")
        #expect(RequestClassifier.concernsNielsen(Self.request(url)), "\(url)")
    }

    @Test(arguments: [
        "https://www.nielsen.com/us/en/",
        "https://sites.nielsen.com/newscenter/",
        "https://darnuid.imrworldwide.com/",
        "https://nielsen.com.evil.test/digitalprivacy",
        "https://evil.test/sites.nielsen.com/priv/optout.html",
    ])
    func notNielsenRequests(url: String) {
        #expect(Self.kind(url) == .notNielsen || Self.kind(url) == .otherNielsen, "\(url)")
        if Self.kind(url) == .notNielsen { #expect(!RequestClassifier.concernsNielsen(Self.request(url)), "\(url)") }
    }

    /// An opt-out URL quoted in a console line is kept as a Nielsen request.
    @Test func optOutPageInAConsoleLineIsKept() throws {
        let text =
            "12-01 10:00:00.123  4321  4321 D MyApp: opening https://sites.nielsen.com/priv/mobile/us/en/optout.html now\n"
        let c = try CaptureReader.read(
            source: MemoryByteSource(bytes: Array(text.utf8), path: "l.txt"), filter: .nielsenTraffic)
        #expect(c.requests.map(\.url) == ["https://sites.nielsen.com/priv/mobile/us/en/optout.html"])
        // The rest of Nielsen's web site is not SDK traffic.
        #expect(PingURLFinder.find(in: "see https://www.nielsen.com/us/en/ for more").map(\.isNielsen) == [false])
    }

    /// `ca`, `cr`, `cg` mean other things on legacy tags and on `prd=chn`: `decode` shows them
    /// without DCR names and groups, and no DCR rule reads them.
    @Test func legacyParametersAreNotReadAsDCR() {
        for url in [
            "http://secure-it.imrworldwide.com/cgi-bin/m?ci=ansa-it&cg=0&cc=0&ts=noscript",
            "https://secure-us.imrworldwide.com/cgi-bin/gn?prd=chn&ci=us-1&ca=us-1_c01&cr=4&cg=News&rnd=1",
        ] {
            let console = RecordingConsole()
            _ = NLCert.run(["decode", url], console: console.console)
            #expect(console.out.contains("not a DCR request"), "\(url)")
            #expect(!console.out.contains("metadata"), "\(url)")
            #expect(!console.out.contains("measurement"), "\(url)")
        }
        let dcr = RecordingConsole()
        _ = NLCert.run(
            ["decode", "https://secure-us.imrworldwide.com/cgi-bin/gn?prd=dcr&cg=News&rnd=1"], console: dcr.console)
        #expect(dcr.out.contains("metadata"))
        #expect(!dcr.out.contains("not a DCR request"))
    }

    /// A ping quoted with `...` or `…` at its end (as documents and logs elide URLs) is cut off
    /// (NL004), even when its `rnd` came before the ellipsis.
    @Test func elidedURLsAreTruncated() throws {
        let text = try String(contentsOfFile: Fixtures.path("corpus/public-pings.txt"), encoding: .utf8)
        let whole = try #require(
            text.split(separator: "\n").first { $0.hasPrefix("https://secure-cert.") }.map(String.init))
        #expect(!PingDecoder.decode(url: whole).isTruncated)
        let list = "\(whole)...\n\(whole)…\nsee \(whole)...).\n"
        let capture = try TextCaptureReader.read(text: list, path: "quoted.txt")
        #expect(capture.requests.count == 3)
        for request in capture.requests {
            let ping = PingDecoder.decode(request)
            #expect(ping.kind == .dcrPing)
            #expect(ping.isTruncated, "\(request.url.suffix(20))")
            #expect(ping.decodeProblems.first?.contains("elided") == true)
        }
        for line in try Fixtures.read("pings/elided.txt").split(separator: "\n") where line.hasPrefix("http") {
            #expect(
                PingDecoder.decode(url: String(line)).decodeProblems.contains { $0.contains("elided") },
                "\(line.suffix(20))")
        }
    }

    /// The elision marks are looked for in the URL's bytes: `...`, `…` and `…` percent-encoded
    /// (all upper or all lower case) at the end or as a whole parameter; inside a value, or
    /// only partly there, they are not an elision.
    @Test(
        arguments: [
            ("prd=dcr&ai=A&rnd=1...", "ends with '...'"),
            ("prd=dcr&ai=A&rnd=1\u{2026}", "ends with '\u{2026}'"),
            ("prd=dcr&ai=A&rnd=1%E2%80%A6", "ends with '%E2%80%A6'"),
            ("prd=dcr&ai=A&...&rnd=1", "has '...' in place"),
            ("prd=dcr&ai=A&\u{2026}&rnd=1", "has '\u{2026}' in place"),
            ("prd=dcr&ai=A&%E2%80%A6&rnd=1", "has '%E2%80%A6' in place"),
            ("prd=dcr&ai=A&%e2%80%a6&rnd=1", "has '%e2%80%a6' in place"),
            ("prd=dcr&ai=A&%E2%80%a6&rnd=1", nil),
            ("prd=dcr&tl=a...b&ai=A&rnd=1", nil),
            ("prd=dcr&tl=a.b.c&ai=A&rnd=1", nil),
            ("prd=dcr&tl=x%E2%80%A6&ai=A&rnd=1", nil),
            ("prd=dcr&tl=%E2%80&ai=A&rnd=1", nil),
            ("prd=dcr&tl=..&ai=A&rnd=1", nil),
        ] as [(String, String?)])
    func elisionMarksAreFoundInTheBytes(query: String, says: String?) {
        let ping = PingDecoder.decode(url: "https://secure-us.imrworldwide.com/cgi-bin/gn?" + query)
        let elided = ping.decodeProblems.first { $0.contains("elided") }
        if let says {
            #expect(elided?.contains(says) == true, "\(query): \(elided ?? "none")")
        } else {
            #expect(elided == nil, "\(query)")
        }
    }
}
