import Foundation
import NLCertTestSupport
import Testing

@testable import NLCertCLI
@testable import NLCertKit

/// What a reader could not take as it was — protocol-relative or HTML-escaped Nielsen URLs,
/// NUL bytes in HAR strings, implausible years and trace times — is read where the meaning is
/// clear and always noted with its place; every note reaches every report format.
@Suite final class ReadingNotesTests {
    let folder = TempFolder("nlcert-notes")

    func write(_ text: String, as name: String) throws -> String { try folder.write(text, as: name) }

    /// The public example ping quoted by the Czech engineering-portal page, with `rnd` set.
    static func ping(rnd: Int) throws -> String {
        let text = try String(contentsOfFile: Fixtures.path("corpus/public-pings.txt"), encoding: .utf8)
        let whole = try #require(
            text.split(separator: "\n").first { $0.hasPrefix("https://secure-cert.") }.map(String.init))
        let cut = try #require(whole.range(of: "&rnd=", options: .backwards))
        return String(whole[..<cut.lowerBound]) + "&rnd=\(rnd)"
    }

    @Test func protocolRelativeAndEscapedURLsAreReadWithANote() throws {
        let a = try Self.ping(rnd: 1)
        let b = try Self.ping(rnd: 2)
        let c = try Self.ping(rnd: 3)
        let page = """
            <img src="\(a.dropFirst(6))" width="1">
            <script>var u = "\(b.replacingOccurrences(of: "&", with: "&amp;"))";</script>
            \(c.replacingOccurrences(of: "&ci=", with: "&amp;ci="))
            """
        let capture = try TextCaptureReader.read(text: page, path: "page.html.txt")
        #expect(capture.requests.map(\.url) == [a, b, c.replacingOccurrences(of: "&ci=", with: "&amp;ci=")])
        let byLine = Dictionary(grouping: capture.notes, by: \.location.line)
        #expect(byLine[1]?.first?.message.contains("protocol-relative") == true)
        #expect(byLine[2]?.first?.message.contains("&amp;") == true)
        #expect(byLine[3]?.first?.level == .warning)
        #expect(byLine[3]?.first?.message.contains("mixes") == true)
    }

    /// Any `//` that is not a Nielsen host stays what it was (a comment, a path).
    @Test func otherDoubleSlashesAreNotURLs() {
        #expect(PingURLFinder.find(in: "// a comment about secure-us").isEmpty)
        #expect(PingURLFinder.find(in: "see //example.net/x").isEmpty)
        #expect(PingURLFinder.find(in: "file:///tmp//secure-us.imrworldwide.com/x").isEmpty)
    }

    @Test func notesReachEveryReportFormat() throws {
        let lookAlike = "fetch https://secure-us.imrworldwide.com.example.net/cgi-bin/gn?prd=dcr now"
        let path = try write("<img src=\"\(try Self.ping(rnd: 7).dropFirst(6))\">\n\(lookAlike)\n", as: "page.txt")
        let outDir = folder.url.appendingPathComponent("out").path
        let console = RecordingConsole()
        _ = NLCert.run(
            ["check", "--format", "text,json,html,markdown", "--output-dir", outDir, path], console: console.console)
        let files = try FileManager.default.contentsOfDirectory(atPath: outDir)
        #expect(files.count == 4)
        for file in files {
            let text = try String(contentsOfFile: outDir + "/" + file, encoding: .utf8)
            #expect(text.contains("protocol-relative Nielsen URL"), "\(file)")
            #expect(text.contains("page.txt:1:"), "\(file)")
            #expect(text.contains("look-alike host"), "\(file)")
            #expect(text.contains("page.txt:2:"), "\(file)")
        }
        let json = try JSONParser.parse(
            try String(contentsOfFile: outDir + "/" + files.first { $0.hasSuffix(".json") }!, encoding: .utf8))
        let warnings = json["results"]?[0]?["warnings"]?.arrayValue?.compactMap(\.stringValue) ?? []
        #expect(warnings.contains { $0.contains("protocol-relative") })
    }

    @Test func harNULAndImplausibleYearsAreNotes() throws {
        let p = try Self.ping(rnd: 9)
        let entry = { (url: String, time: String) in
            #"{"startedDateTime": "\#(time)", "request": {"method": "GET", "url": "\#(url)"}, "response": {"status": 200}}"#
        }
        let har =
            #"{"log": {"entries": ["#
            + [
                entry(p, "0000-01-01T00:00:00Z"), entry(p + "1", "9999-12-31T23:59:59Z"),
                entry(p.replacingOccurrences(of: "tl=", with: #"tl=a\u0000"#) + "2", "2026-12-01T10:00:00Z"),
            ].joined(separator: ", ") + "]}}"
        let capture = try CaptureReader.read(source: MemoryByteSource(bytes: Array(har.utf8), path: "odd.har"))
        #expect(capture.requests.count == 3)
        #expect(capture.requests[0].time == nil && capture.requests[1].time == nil)
        #expect(capture.requests[2].time != nil)
        let years = try #require(capture.notes.first { $0.message.contains("1990") })
        #expect(years.location.entry == 0)
        #expect(years.message.contains("2 entries") && years.message.contains("entry 1"))
        let nul = try #require(capture.notes.first { $0.message.contains("NUL") })
        #expect(nul.location.entry == 2)
        #expect(nul.message.contains("entry 3, its URL"))
    }

    @Test func implausibleTraceTimesAreNotes() throws {
        let trace = """
            {"ts": 1796026041789, "api": "play", "args": []}
            {"ts": 1e300, "api": "playheadPosition", "args": [1]}
            {"ts": 253402300800000, "api": "stop", "args": []}
            """
        let capture = try CaptureReader.read(
            source: MemoryByteSource(bytes: Array(trace.utf8), path: "run.calls.jsonl"))
        #expect(capture.calls.count == 3)
        #expect(capture.calls.map { $0.time == nil } == [false, true, true])
        #expect(capture.notes.count == 1)
        #expect(capture.notes.first?.location.line == 2)
        #expect(capture.notes.first?.message.contains("2 lines") == true)
    }

    /// The same for recorder lines inside a console paste.
    @Test func implausibleRecorderTimesInALogAreNotes() throws {
        let log = """
            [nlcert-trace] {"ts": 1796026041789, "api": "play", "args": []}
            [nlcert-trace] {"ts": 1e300, "api": "stop", "args": []}
            """
        let capture = try TextCaptureReader.read(text: log, path: "device.log")
        #expect(capture.calls.map { $0.time == nil } == [false, true])
        let note = try #require(capture.notes.first { $0.message.contains("1990") })
        #expect(note.location.line == 2)
    }

    /// A recorder line whose `ts` is epoch seconds is read as seconds, with a note on its line.
    @Test func recorderTimesInEpochSecondsAreReadAsSeconds() throws {
        let log = """
            [nlcert-trace] {"ts": 1796026041789, "api": "play", "args": []}
            [nlcert-trace] {"ts": 1796026042.5, "api": "stop", "args": []}
            """
        let capture = try TextCaptureReader.read(text: log, path: "device.log")
        #expect(capture.calls.map { $0.time?.epochMillis } == [1_796_026_041_789, 1_796_026_042_500])
        let note = try #require(capture.notes.first { $0.message.contains("epoch seconds") })
        #expect(note.location.line == 2)
    }

    @Test func protocolRelativeHARURLIsReadWithANote() throws {
        let p = try Self.ping(rnd: 11)
        let har =
            #"{"log": {"entries": [{"startedDateTime": "2026-12-01T10:00:00Z", "request": {"method": "GET", "url": "\#(p.dropFirst(6))"}, "response": {"status": 200}}]}}"#
        let capture = try CaptureReader.read(
            source: MemoryByteSource(bytes: Array(har.utf8), path: "rel.har"), filter: .nielsenTraffic)
        #expect(capture.requests.map(\.url) == [p])
        #expect(capture.notes.contains { $0.message.contains("protocol-relative") && $0.location.entry == 0 })
    }
}
