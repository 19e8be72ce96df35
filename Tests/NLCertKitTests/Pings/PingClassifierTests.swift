import NLCertKit
import Testing

/// Request classification (Nielsen's request kinds), look-alike hosts included.
@Suite struct PingClassifierTests {
    static func kind(_ url: String) -> RequestKind { PingDecoder.decode(url: url).kind }

    @Test(arguments: [
        ("https://secure-us.imrworldwide.com/cgi-bin/gn?prd=dcr&rnd=1", RequestKind.dcrPing),
        ("https://SECURE-US.IMRWORLDWIDE.COM:443/cgi-bin/gn?prd=dcr&rnd=1", .dcrPing),
        ("https://secure-us.imrworldwide.com./cgi-bin/gn?prd=dcr&rnd=1", .dcrPing),
        ("https://user:pw@secure-us.imrworldwide.com/cgi-bin/gn?prd=dcr&rnd=1", .dcrPing),
        ("https://secure-ire.nmrodam.com/cgi-bin/gn?prd=dcr&rnd=1", .dcrPing),
        ("https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=session&sessionId=x", .sessionPing),
        ("https://global.imrworldwide.com/cgi-bin/gn?prd=metadata&pgUrl=", .metadataPing),
        ("https://cdn-gl.nmrodam.com/conf/PXXXXXXXX-0000-0000-0000-000000000000.json?x=1", .config),
        ("https://cdn-gl.imrworldwide.com/conf/PXXXXXXXX-0000-0000-0000-000000000000.js", .config),
        ("https://cdn-gl.imrworldwide.com/conf/PXXXXXXXX-0000-0000-0000-000000000000.json", .config),
        ("https://secure-dcr.imrworldwide.com/cgi-bin/cfg?cfgv=100&apid=", .config),
        ("https://secure-us.imrworldwide.com/cgi-bin/d?ci=x&st=mtvr", .tvRatings),
        ("https://secure-us.imrworldwide.com/cgi-bin/tsv?x", .tvRatings),
        ("https://errors.imrworldwide.com/cgi-bin/error?message=x", .errorReport),
        ("https://secure-us.imrworldwide.com/cgi-bin/error?message=x", .errorReport),
        ("https://abcdef1796026039.nuid.imrworldwide.com/", .idSync),
        ("https://abcdef1796026039.darnuid.nmrodam.com/x", .idSync),
        ("https://abcdef1796026039.redinuid.imrworldwide.com/", .idSync),
        ("https://nuid.imrworldwide.com/", .otherNielsen),
        ("https://nuid.example.imrworldwide.com/", .otherNielsen),
        ("https://priv-policy.imrworldwide.com/priv/mobile/us/en/optout.html", .optOutPage),
        ("https://cdn-gl.imrworldwide.com/novms/js/2/ggcmb510.js", .otherNielsen),
        ("http://secure-it.imrworldwide.com/cgi-bin/m?ci=ansa-it", .legacyTag),
    ])
    func nielsenRequests(url: String, expected: RequestKind) {
        #expect(Self.kind(url) == expected, "\(url)")
    }

    @Test(arguments: [
        "https://secure-us.imrworldwide.com.example.net/cgi-bin/gn?prd=dcr&rnd=1",
        "https://secure-x.imrworldwide.com@evil.test/cgi-bin/gn?prd=dcr&rnd=1",
        "https://evilimrworldwide.com/cgi-bin/gn?prd=dcr&rnd=1",
        "https://evil.test\\@secure-x.imrworldwide.com/cgi-bin/gn?prd=dcr&rnd=1",
        "https://evil.test/cgi-bin/gn?prd=dcr&u=https://secure-x.imrworldwide.com/",
        "https://evil.test/secure-x.imrworldwide.com/cgi-bin/gn?prd=dcr",
        "https://secure-x.nmrodam.com.evil.test/cgi-bin/gn?prd=dcr",
        "https://fakenmrodam.com/cgi-bin/gn?prd=dcr",
        "secure-x.imrworldwide.com/cgi-bin/gn?prd=dcr",
        "",
    ])
    func lookAlikesAreNotNielsen(url: String) {
        #expect(Self.kind(url) == .notNielsen, "\(url)")
    }

    @Test func sdkScriptsAreKeptApartFromConfig() throws {
        let script = try #require(RequestURL.parse("https://cdn-gl.imrworldwide.com/novms/js/2/ggcmb510.js"))
        let config = try #require(RequestURL.parse("https://cdn-gl.imrworldwide.com/conf/P1.js"))
        #expect(RequestClassifier.isSDKScript(script))
        #expect(!RequestClassifier.isSDKScript(config))
    }

    @Test func urlPartsAreSplitLikeAClient() throws {
        let u = try #require(RequestURL.parse("HTTPS://a:b@Secure-X.ImrWorldWide.com:8443/cgi-bin/gn?prd=dcr#frag"))
        #expect(u.scheme == "https")
        #expect(u.host == "secure-x.imrworldwide.com")
        #expect(u.port == 8443)
        #expect(u.path == "/cgi-bin/gn")
        #expect(u.query == "prd=dcr")
        let v6 = try #require(RequestURL.parse("https://[::1]:8080/x"))
        #expect(v6.host == "[::1]")
        #expect(v6.port == 8080)
    }
}
