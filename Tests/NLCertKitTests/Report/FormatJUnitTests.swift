import Foundation
import Testing

@testable import NLCertKit

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// JUnit output parsed with Foundation's XML parser and checked against what the JUnit schema
/// (the Ant/Jenkins `junit.xsd` that CI tools read) requires, and against the sample's facts:
/// 16 rule × scope verdicts, 5 of them failing, 3 not exercised / not checked.
@Suite struct FormatJUnitTests {
    /// Every element with its attributes and text, in document order.
    final class Collector: NSObject, XMLParserDelegate {
        struct Element {
            var name: String
            var attributes: [String: String]
            var text = ""
            var parent: String?
        }
        var elements: [Element] = []
        var stack: [Int] = []

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            let parent = stack.last.map { elements[$0].name }
            elements.append(Element(name: name, attributes: attributes, parent: parent))
            stack.append(elements.count - 1)
        }
        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            stack.removeLast()
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let i = stack.last { elements[i].text += string }
        }
        func parser(_ parser: XMLParser, foundCDATA data: Data) {
            if let i = stack.last { elements[i].text += String(decoding: data, as: UTF8.self) }
        }
    }

    static func parse(_ xml: String) throws -> [Collector.Element] {
        let parser = XMLParser(data: Data(xml.utf8))
        let c = Collector()
        parser.delegate = c
        let ok = parser.parse()
        #expect(ok, "XML did not parse: \(String(describing: parser.parserError))")
        return c.elements
    }

    @Test func sampleIsSchemaShapedAndCountsMatchTheVerdicts() throws {
        let xml = ReportRenderer.render([ReportSamples.result()], format: .junit, options: ReportOptions())
        let els = try Self.parse(xml)
        let root = try #require(els.first)
        #expect(root.name == "testsuites")
        let suites = els.filter { $0.name == "testsuite" }
        #expect(suites.count == 1)
        for s in suites {
            // junit.xsd: testsuite requires name, tests, failures, errors (skipped, time optional).
            for attr in ["name", "tests", "failures", "errors", "skipped", "time"] {
                #expect(s.attributes[attr] != nil, "testsuite lacks \(attr)")
            }
            #expect(s.parent == "testsuites")
        }
        let cases = els.filter { $0.name == "testcase" }
        for c in cases {
            #expect(c.attributes["name"]?.isEmpty == false)
            #expect(c.attributes["classname"]?.isEmpty == false)
            #expect(c.parent == "testsuite")
        }
        // The sample has 16 verdicts: 5 fail (3 errors, a warning and an info: under the
        // default --fail-on error only the 3 errors are failures), 2 not exercised + 1 not checked.
        #expect(cases.count == 16)
        let failures = els.filter { $0.name == "failure" }
        let skipped = els.filter { $0.name == "skipped" }
        #expect(failures.count == 3)
        #expect(skipped.count == 3)
        #expect(suites[0].attributes["tests"] == "16")
        #expect(suites[0].attributes["failures"] == "3")
        #expect(suites[0].attributes["skipped"] == "3")
        #expect(root.attributes["tests"] == "16")
        #expect(root.attributes["skipped"] == nil, "junit-10.xsd allows no skipped on <testsuites>")
        for f in failures {
            #expect(f.parent == "testcase")
            let message = try #require(f.attributes["message"])
            #expect(f.text.contains(message), "the failure body repeats the message")
        }
        for s in skipped { #expect(s.attributes["message"]?.isEmpty == false) }
        let pairs = cases.map { ($0.attributes["classname"] ?? "") + "\u{1F}" + ($0.attributes["name"] ?? "") }
        #expect(Set(pairs).count == pairs.count, "(classname, name) pairs are unique")
        // One case per rule × session: NL203 in session 2 is the not-checked one.
        let nl203s2 = try #require(
            els.firstIndex {
                $0.name == "testcase" && $0.attributes["name"] == "NL203 ad-playhead-starts-at-zero"
                    && $0.attributes["classname"]?.hasSuffix(".session 2") == true
            })
        let child = try #require(els.indices.contains(nl203s2 + 1) ? els[nl203s2 + 1] : nil)
        #expect(child.name == "skipped")
        #expect(child.attributes["message"] == "not checked: needs the SDK debug log or an API trace")
        // The hostile title in a message survives as text.
        #expect(
            failures.contains { $0.attributes["message"]?.contains("<script>document.title='pwned'</script>") == true })
    }

    @Test func onlyFindingsAtOrAboveFailOnAreFailuresAndTheyCarryTheFinding() throws {
        let r = ReportSamples.result()
        let byDefault = try Self.parse(ReportRenderer.render([r], format: .junit, options: ReportOptions()))
        // The warning (NL003) and the info (NL402) pass, their text kept in system-out.
        let failed = byDefault.indices.filter { byDefault[$0].name == "failure" }.map {
            byDefault[$0 - 1].attributes["name"] ?? ""
        }
        #expect(
            failed.sorted() == [
                "NL202 playhead-increment", "NL203 ad-playhead-starts-at-zero", "NL302 stop-before-resume",
            ])
        let out = byDefault.filter { $0.name == "system-out" }.map(\.text)
        #expect(out.contains { $0.contains("NL003") && $0.contains("net::ERR_ABORTED") })
        #expect(out.contains { $0.contains("NL402") && $0.contains("nol_sdkDebug is set at init") })
        // The failure is the finding: its message, evidence location and fix — never "rule failed".
        let nl302 = try #require(
            byDefault.first { $0.name == "failure" && $0.attributes["message"]?.contains("paused at 40") == true })
        #expect(nl302.text.contains("paused at 40 with no stop ping before it"))
        #expect(nl302.text.contains(" at captures/"))
        #expect(nl302.text.contains("fix: "))
        // With --fail-on info every finding fails.
        let strict = try Self.parse(ReportRenderer.render([r], format: .junit, options: ReportOptions(failOn: .info)))
        #expect(strict.filter { $0.name == "failure" }.count == 5)
    }

    @Test func classnameSplitsIntoCaptureAndSection() throws {
        #expect(
            JUnitReportRenderer.className(capture: "captures/run.1.har", section: "session 2")
                == "captures/run_1_har.session 2")
        let els = try Self.parse(
            ReportRenderer.render([ReportSamples.cleanResult()], format: .junit, options: ReportOptions()))
        let names = Set(els.filter { $0.name == "testcase" }.compactMap { $0.attributes["classname"] })
        #expect(names == ["clean_har.session 1"])
    }

    @Test func validatesAgainstTheJenkinsSchema() throws {
        guard
            let xmllint = ["/usr/bin/xmllint", "/usr/local/bin/xmllint"].first(where: {
                FileManager.default.isExecutableFile(atPath: $0)
            })
        else {
            print(
                "FormatJUnitTests.validatesAgainstTheJenkinsSchema skipped: xmllint is not installed (apt-get install libxml2-utils)"
            )
            return
        }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("nlcert-junit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        var samples = [ReportSamples.result(), ReportSamples.cleanResult()]
        samples.append(ReportSamples.cleanResult())
        for (i, results) in [[samples[0]], samples, [samples[1]]].enumerated() {
            let file = dir.appendingPathComponent("r\(i).xml")
            try Data(ReportRenderer.render(results, format: .junit, options: ReportOptions()).utf8).write(to: file)
            let p = Process()
            p.executableURL = URL(fileURLWithPath: xmllint)
            p.arguments = ["--noout", "--schema", Fixtures.path("junit/jenkins-junit-10.xsd"), file.path]
            let err = Pipe()
            p.standardError = err
            try p.run()
            let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            p.waitUntilExit()
            #expect(p.terminationStatus == 0, "junit-10.xsd: \(message)")
        }
    }

    @Test func cdataTerminatorsAndControlCharactersStayWellFormed() throws {
        var r = ReportSamples.cleanResult()
        let nasty = "bad ]]> end & \"q\" 'a' <b> \u{1B}[31m \u{0} \u{7}"
        r.verdicts = [
            RuleVerdict(
                ruleID: "NL104", slug: "title-too-long", title: "t", severity: .error, sessionOrdinal: 1, verdict: .fail
            )
        ]
        r.findings = [
            Finding(
                ruleID: "NL104", slug: "title-too-long", severity: .error, message: nasty, certainty: .inferred,
                sessionOrdinal: 1)
        ]
        r.inputs = ["a]]>b.har"]
        let xml = ReportRenderer.render([r], format: .junit, options: ReportOptions())
        let els = try Self.parse(xml)
        let failure = try #require(els.first { $0.name == "failure" })
        #expect(failure.text.contains("bad ]]> end & \"q\" 'a' <b>"))
        #expect(failure.attributes["message"]?.contains("]]> end & \"q\" 'a' <b>") == true)
        #expect(failure.text.contains("\\u{1B}[31m"), "ESC is shown, not emitted")
        #expect(!xml.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }

    @Test func duplicateRuleAndSessionPairsGetDistinctNames() throws {
        var r = ReportSamples.cleanResult()
        r.verdicts.append(r.verdicts[0])
        let els = try Self.parse(ReportRenderer.render([r], format: .junit, options: ReportOptions()))
        let names = els.filter { $0.name == "testcase" }.map { $0.attributes["name"] ?? "" }
        #expect(names == ["NL101 assetid-too-long", "NL101 assetid-too-long (2)"])
    }

    @Test func xmlEscaperCoversTheFiveCharacters() {
        #expect(XMLText.escape("& < > \" '") == "&amp; &lt; &gt; &quot; &apos;")
        #expect(XMLText.cdata("a]]>b") == "<![CDATA[a]]]]><![CDATA[>b]]>")
    }
}
