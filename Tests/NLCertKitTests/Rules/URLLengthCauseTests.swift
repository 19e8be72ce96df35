import Testing

@testable import NLCertKit

/// NL005 names what makes a URL long (issue 9 §2): in f2 (script: "playhead jumps") it is the
/// SDK's own evdata, full of FW jumps, not the metadata.
@Suite struct URLLengthCauseTests {
    @Test func evdataIsNamedAsTheCauseNotTheTitles() throws {
        let r = try SDKBehaviourTests.check([Fixtures.corpus("f2_playhead_jumps_10", "har")])
        let nl005 = r.findings.filter { $0.ruleID == "NL005" }
        #expect(!nl005.isEmpty)
        for f in nl005 {
            #expect(f.message.contains("evdata") && f.message.contains("FW"), "\(f.message)")
            #expect(!f.message.contains("shorten the metadata"), "\(f.message)")
        }
    }

    @Test func aLongTitleIsNamed() throws {
        let title = String(repeating: "T", count: 2100)
        let url =
            "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&tl=\(title)&cg=Program&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=video&c16=sdkv,bj.6.0.0_dl&ai=VID-1&c3=st,c&evdata=&davty=0"
        let capture = try TextCaptureReader.read(text: url + "\n", path: "long.urls.txt")
        let engine = try RuleEngine(ruleSet: try RuleSet.builtIn(), profile: "dcr-video")
        let r = engine.check(TimelineBuilder.build(capture), inputs: ["long.urls.txt"])
        let nl005 = try #require(r.findings.first { $0.ruleID == "NL005" })
        #expect(nl005.message.contains("tl 2104") && nl005.message.contains("shorten the metadata"), "\(nl005.message)")
    }
}
