import NLCertKit
import NLCertTestSupport
import Testing

@testable import NLCertCLI

/// `nlcert decode`, driven in-process.
@Suite struct DecodeCommandTests {
    static func run(_ args: [String]) -> (code: Int32, out: String, err: String) {
        let console = RecordingConsole()
        let code = NLCert.run(args, console: console.console)
        return (code, console.out, console.err)
    }

    static func czechPing() throws -> String {
        let line = try #require(
            try Fixtures.read("corpus/public-pings.txt").split(separator: "\n").first { $0.contains("secure-cert") })
        return String(line)
    }

    @Test func decodesAURLArgument() throws {
        let r = Self.run(["decode", try Self.czechPing()])
        #expect(r.code == 0)
        #expect(r.out.contains("Ad preroll Renault"))
        #expect(r.out.contains("Ad%2520preroll%2520Renault"))
        #expect(r.out.contains("Programový typ"))
        #expect(r.err.isEmpty)
    }

    @Test func jsonIsDeterministicAndCarriesNamesAndRawValues() throws {
        let url = try Self.czechPing()
        let first = Self.run(["decode", "--format", "json", url])
        let second = Self.run(["decode", "--format", "json", url])
        #expect(first.code == 0)
        #expect(first.out == second.out)
        let json = try JSONParser.parse(first.out)
        let request = try #require(json["requests"]?.arrayValue?.first)
        #expect(request["kind"]?.stringValue == "dcr-ping")
        let params = try #require(request["parameters"]?.arrayValue)
        let tl = try #require(params.first { $0["key"]?.stringValue == "tl" })
        #expect(tl["value"]?.stringValue == "Ad preroll Renault")
        #expect(tl["raw"]?.stringValue == "Ad%2520preroll%2520Renault")
        #expect(tl["metadataKey"]?.stringValue == "title")
        let c27 = try #require(params.first { $0["key"]?.stringValue == "c27" })
        #expect(c27["name"]?.stringValue == "cln")
        #expect(c27["value"]?.stringValue == "15")
        let c29 = try #require(params.first { $0["key"]?.stringValue == "c29" })
        #expect(c29["personal"]?.boolValue == true)
    }

    @Test func decodesEveryNielsenRequestOfAFile() throws {
        let path = Fixtures.corpus("b_ads_correct", "urls.txt")
        let lines = try Fixtures.read("corpus/browser-sdk/b_ads_correct.urls.txt").split(separator: "\n").filter {
            !$0.hasPrefix("#")
        }
        let r = Self.run(["decode", "--format", "json", path])
        #expect(r.code == 0)
        let requests = try #require(try JSONParser.parse(r.out)["requests"]?.arrayValue)
        // Every request of this scenario went to a Nielsen host (the file's kind column).
        #expect(requests.count == lines.count)
        #expect(
            requests.filter { $0["kind"]?.stringValue == "dcr-ping" }.count
                == lines.filter { $0.contains("prd=dcr") }.count)
    }

    @Test func nonNielsenRequestsOnlyWithAll() throws {
        let url = "https://example.com/x?a=1"
        #expect(!Self.run(["decode", url]).out.contains("example.com"))
        #expect(Self.run(["decode", "--all", url]).out.contains("example.com"))
    }

    @Test func argumentThatIsNeitherURLNorFileExitsTwo() {
        let r = Self.run(["decode", "not-a-url-or-file"])
        #expect(r.code == 2)
        #expect(r.out.isEmpty)
        #expect(r.err.contains("not-a-url-or-file"))
        #expect(r.err.contains("hint"))
    }

    @Test func badFormatIsAUsageError() {
        #expect(Self.run(["decode", "--format", "xml", "https://secure-x.imrworldwide.com/"]).code == 2)
        #expect(Self.run(["decode"]).code == 2)
    }

    @Test func controlCharactersInValuesAreEscaped() {
        let r = Self.run(["decode", "https://secure-x.imrworldwide.com/cgi-bin/gn?prd=dcr&tl=a%1B%5B31mred&rnd=1"])
        #expect(r.code == 0)
        #expect(!r.out.contains("\u{1B}"))
        #expect(r.out.contains("\\u{1B}[31mred"))
    }

    @Test func evdataEventsAndTruncationAreShown() throws {
        let r = Self.run([
            "decode", "--format", "json",
            "https://secure-x.imrworldwide.com/cgi-bin/gn?prd=dcr&evdata=PU%3A10%3A40~RE%3A20%3A40&tl=cut%2",
        ])
        let request = try #require(try JSONParser.parse(r.out)["requests"]?.arrayValue?.first)
        #expect(request["truncated"]?.boolValue == true)
        #expect(request["events"]?.arrayValue?.map { $0["type"]?.stringValue } == ["PU", "RE"])
    }
}
