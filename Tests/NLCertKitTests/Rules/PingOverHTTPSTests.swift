import Testing

@testable import NLCertKit

/// The plain-HTTP test of NL rule `pingOverHTTPS` reads a scheme in any case, as a lowercased
/// copy would, without making one.
@Suite struct PingOverHTTPSTests {
    @Test(arguments: ["http", "HTTP", "Http", "hTtP"])
    func plainHTTPInAnyCase(scheme: String) {
        #expect(CheckLibrary.isPlainHTTP(scheme))
        #expect(scheme.lowercased() == "http")
    }

    @Test(arguments: [
        "https", "HTTPS", "htt", "", "ftp", "hxtp", "h\u{0}tp", "H\u{0}TP", "htt\u{50}s", "ht\u{54}\u{50}x",
    ])
    func anythingElseIsNot(scheme: String) {
        #expect(!CheckLibrary.isPlainHTTP(scheme))
        #expect(scheme.lowercased() != "http")
    }
}
