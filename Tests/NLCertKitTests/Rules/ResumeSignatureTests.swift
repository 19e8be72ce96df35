import Testing

@testable import NLCertKit

/// Resume after stop (issue 9 §2): a loadMetadata resets `c64 starttm` to the `RE` second, a
/// play keeps it; built from the corpus' h1 run (stop at 40, resume at 40, end at 80).
@Suite struct ResumeSignatureTests {
    /// h1's URL list with the last duration ping's starttm set to `starttm`.
    static func h1(lastStartTime starttm: String) throws -> Capture {
        var text = try Fixtures.read("corpus/browser-sdk/h1_pause_stop_play.urls.txt")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let last = try #require(lines.lastIndex { $0.contains("RE%3A1796026105") || $0.contains("RE:1796026105") })
        var edited = lines
        edited[last] = lines[last].replacingOccurrences(
            of: "c64=starttm%2C1796026043", with: "c64=starttm%2C\(starttm)"
        )
        .replacingOccurrences(of: "c64=starttm,1796026043", with: "c64=starttm,\(starttm)")
        #expect(edited[last] != lines[last])
        text = edited.joined(separator: "\n")
        return try TextCaptureReader.read(text: text, path: "h1-edited.urls.txt")
    }

    static func nl303(_ capture: Capture) throws -> [RuleVerdict] {
        let engine = try RuleEngine(ruleSet: try RuleSet.builtIn(), profile: "dcr-video")
        return engine.check(TimelineBuilder.build(capture), inputs: ["h1-edited.urls.txt"]).verdicts.filter {
            $0.ruleID == "NL303"
        }
    }

    @Test func starttmResetToTheResumeIsTheLoadMetadataSignature() throws {
        let v = try Self.nl303(try Self.h1(lastStartTime: "1796026105"))
        #expect(
            v.contains { $0.verdict == .pass && $0.certainty == .inferred },
            "\(v.map { "\($0.verdict) \($0.findings.map(\.message))" })")
    }

    @Test func starttmNeitherKeptNorResetIsNotChecked() throws {
        let v = try Self.nl303(try Self.h1(lastStartTime: "1796026090"))
        #expect(v.contains { $0.verdict == .notChecked }, "\(v.map(\.verdict))")
        #expect(v.allSatisfy { $0.findings.isEmpty })
    }
}
