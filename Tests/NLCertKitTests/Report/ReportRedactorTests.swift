import Testing

@testable import NLCertKit

/// Which values are personal (the DCR ping parameters) and how they are hidden.
@Suite struct ReportRedactorTests {
    let on = Redactor(isEnabled: true)

    @Test func personalParametersByKeyOrPairName() {
        #expect(on.isPersonal(key: "c9", pairName: "devid"))
        #expect(on.isPersonal(key: "c1", pairName: "nuid"))
        #expect(on.isPersonal(key: "fp_id"))
        #expect(on.isPersonal(key: "c29", pairName: "plid"))
        #expect(on.isPersonal(key: "devid"), "old hello pings send devid as a key")
        #expect(!on.isPersonal(key: "c13", pairName: "asid"))
        #expect(!on.isPersonal(key: "adid"), "adid is the asset id, not an advertising id")
        #expect(!on.isPersonal(key: "ai"))
    }

    @Test func urlsKeepPairNamesAndEmptyValues() {
        let url =
            "https://secure-it.imrworldwide.com/cgi-bin/gn?prd=dcr&c9=devid%2C&c1=nuid%2C7b22e941-a38b-4de3-b26c-f3e3e4c13f51&c13=asid%2CPB842EDC3-BDDA-4494-9CDE-8B0150370A55&fp_id=abc&lat=&cat_id=a6f7fb13-8801-484c-9692-6db6dfb470aa"
        // The libero.it static ping (public-pings.txt) plus an empty `lat` and a UUID `cat_id`.
        #expect(
            on.url(url)
                == "https://secure-it.imrworldwide.com/cgi-bin/gn?prd=dcr&c9=devid%2C&c1=nuid%2CREDACTED&c13=asid%2CPB842EDC3-BDDA-4494-9CDE-8B0150370A55&fp_id=REDACTED&lat=&cat_id=REDACTED"
        )
        #expect(Redactor(isEnabled: false).url(url) == url)
    }

    /// The URL is redacted pair by pair on its bytes: the shapes at the edges of that walk.
    @Test func urlShapesAtTheEdges() {
        let uuid = "20A7CFD5-9860-4256-A6CE-45C251F4C243"
        #expect(on.url("https://h/p/\(uuid)") == "https://h/p/REDACTED", "no query: the whole URL is text")
        #expect(on.url("https://h/\(uuid)/p?x=1") == "https://h/REDACTED/p?x=1")
        #expect(on.url("https://h/p?") == "https://h/p?")
        #expect(on.url("https://h/p?&nuid&c1=nuid%2c&uid2=") == "https://h/p?&nuid&c1=nuid%2c&uid2=")
        #expect(
            on.url("https://h/p?fp_id=abc%2Cdef&c9=devid,x") == "https://h/p?fp_id=abc%2CREDACTED&c9=devid,REDACTED")
        #expect(on.url("https://h/p?cat=x-\(uuid)&ai=\(uuid)x") == "https://h/p?cat=x-REDACTED&ai=\(uuid)x")
        #expect(on.url("https://h/p?c9=devid,abc#top") == "https://h/p?c9=devid,REDACTED#top")
        #expect(on.url("https://h/p?tl=caf%C3%A9&x=\u{00E9}") == "https://h/p?tl=caf%C3%A9&x=\u{00E9}")
    }

    @Test func idfaLikeValuesAreMaskedButTheAppIDIsNot() {
        #expect(on.text("ve_id 20A7CFD5-9860-4256-A6CE-45C251F4C243 seen") == "ve_id REDACTED seen")
        #expect(on.text("P3D8D326A-2DBC-486A-8FD8-9AF4452B2A41") == "P3D8D326A-2DBC-486A-8FD8-9AF4452B2A41")
        #expect(on.value("", key: "c9", pairName: "devid") == "")
        #expect(on.value("abc", key: "c9", pairName: "devid") == "REDACTED")
    }

    @Test func callArgumentsLoseDeviceIDs() {
        let args: JSONValue = .obj([
            "appid": "P0A1B2C3D-0000-4000-8000-00000000C0DE", "deviceId": "holdout-test-device-0001",
            "nested": .array([.obj(["idfa": "x"])]),
        ])
        let out = on.json(args)
        #expect(out["deviceId"] == "REDACTED")
        #expect(out["appid"] == "P0A1B2C3D-0000-4000-8000-00000000C0DE")
        #expect(out["nested"]?[0]?["idfa"] == "REDACTED")
    }
}
