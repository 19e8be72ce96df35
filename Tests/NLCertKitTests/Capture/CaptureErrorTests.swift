import Foundation
import Testing

@testable import NLCertKit

/// Every way a file can be unusable ends in a `CaptureError` naming the file, the place when
/// known, and what to do — never a crash or a silent empty capture.
@Suite final class CaptureErrorTests {
    /// This test's own temporary directory, removed when the test ends.
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("nlcert-capture-\(UUID().uuidString)")

    deinit { try? FileManager.default.removeItem(at: dir) }

    /// A temporary file holding `bytes`, named `name`.
    func temp(_ name: String, _ bytes: [UInt8]) throws -> String {
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    func failure(_ path: String) -> CaptureError? {
        do {
            _ = try CaptureReader.read(paths: [path], stdin: { [] })
            return nil
        } catch {
            return error
        }
    }

    func failure(stdin bytes: [UInt8]) -> CaptureError? {
        do {
            _ = try CaptureReader.read(paths: ["-"], stdin: { bytes })
            return nil
        } catch {
            return error
        }
    }

    @Test func emptyAndBlankFiles() throws {
        let empty = try temp("empty.har", [])
        let e = try #require(failure(empty))
        #expect(e.file == empty)
        #expect(e.problem.contains("empty"))
        #expect(e.hint.contains("export it again"))
        let blank = try #require(failure(stdin: Array(" \n\t\n".utf8)))
        #expect(blank.problem.contains("white space"))
    }

    @Test func missingFileAndDirectory() throws {
        let missing = try #require(failure("/nonexistent/nlcert/capture.har"))
        #expect(missing.problem.contains("cannot read"))
        #expect(missing.hint.contains("path"))
        let dirPath = URL(fileURLWithPath: try temp("x", [1])).deletingLastPathComponent().path
        let dir = try #require(failure(dirPath))
        #expect(dir.problem.contains("directory"))
        #expect(dir.hint.contains("name the capture files"))
    }

    @Test func gzipIsRefusedWithGunzipAdvice() throws {
        let path = try temp("capture.har.gz", [0x1F, 0x8B, 0x08, 0x00, 0x00, 0x00])
        let e = try #require(failure(path))
        #expect(e.problem.contains("gzip"))
        #expect(e.problem.contains("no zlib"))
        #expect(e.hint.contains("gunzip"))
    }

    @Test(arguments: [
        ("session.saz", [UInt8]([0x50, 0x4B, 0x03, 0x04, 0x14, 0x00]), "Fiddler", "HTTPArchive"),
        ("session.proxymanlog", [UInt8]([0x50, 0x4B, 0x03, 0x04, 0x14, 0x00]), "Proxyman", "Export → HAR"),
        (
            "session.chls", [UInt8]([0xAC, 0xED, 0x00, 0x05, 0x73, 0x72]), "Charles binary",
            "File → Export Session → HTTP Archive"
        ),
        ("compressed.chls", [UInt8]([0x1F, 0x8B, 0x08, 0x00, 0x00, 0x00]), "Charles binary", "HTTP Archive"),
        ("session.chlsx", Array("<?xml version=\"1.0\"?>\n<charles-session>".utf8), "Charles XML", "HTTP Archive"),
        (
            "blob.bin", [UInt8]([0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x01, 0x00]), "binary",
            "Export Session → HTTP Archive"
        ),
        ("archive.zip", [UInt8]([0x50, 0x4B, 0x03, 0x04, 0x14, 0x00]), "ZIP", "unzip"),
    ])
    func unsupportedFormatsSayWhatToExport(name: String, bytes: [UInt8], problem: String, hint: String) throws {
        let path = try temp(name, bytes)
        let e = try #require(failure(path))
        #expect(e.file == path)
        #expect(e.problem.contains(problem))
        #expect(e.hint.contains(hint))
    }

    @Test func invalidUTF8NamesLineColumnAndOffset() throws {
        // "ok\n" then "ab" then a lone continuation byte: offset 5, line 2, column 3.
        let e = try #require(failure(stdin: Array("ok\nab".utf8) + [0x80] + Array("\n".utf8)))
        #expect(e.file == "-")
        #expect(e.line == 2)
        #expect(e.column == 3)
        #expect(e.problem.contains("invalid UTF-8 at byte offset 5"))
        #expect(e.hint.contains("UTF-8"))
    }

    @Test func nulInsideTextIsBinary() throws {
        // A NUL after the first 4 KiB the sniffer looks at, on line 2.
        let text = Array(("https://a.test/\n" + String(repeating: "x", count: 5000)).utf8) + [0]
        let e = try #require(failure(stdin: text))
        #expect(e.problem.contains("NUL"))
        #expect(e.file == "-")
        #expect(e.line == 2)
        #expect(e.column == 5001)
        #expect(e.hint.contains("HTTP Archive"))
    }

    @Test func jsonThatIsNotACapture() throws {
        let path = try temp("package.json", Array(#"{"name": "app", "version": "1.0.0"}"#.utf8))
        let e = try #require(failure(path))
        #expect(e.file == path)
        #expect(e.problem.contains("not a HAR"))
        #expect(e.hint.contains("HTTP Archive"))
    }

    @Test func truncatedHARGivesTheEndPosition() throws {
        let text = "{\n  \"log\": {\n    \"entries\": [\n      {\"request\": {\"url\": \"https://a.t"
        let path = try temp("cut.har", Array(text.utf8))
        let e = try #require(failure(path))
        #expect(e.file == path)
        #expect(e.line == 4)
        #expect(e.column == 39)  // just past the last byte of line 4 (38 bytes long)
        #expect(e.problem.contains("truncated"))
        #expect(e.entry == 0)
        #expect(e.hint.contains("export it again"))
    }

    @Test func malformedHARPointsAtTheBadByte() throws {
        let e = try #require(failure(stdin: Array(#"{"log": {"entries": [{"a": 1} {"b": 2}]}}"#.utf8)))
        #expect(e.file == "-")
        #expect(e.line == 1)
        #expect(e.column == 31)
        #expect(e.problem.contains("expected ',' or ']'"))
        #expect(e.entry == nil)  // between entries, not inside one
        #expect(e.hint.contains("export it again"))
    }

    @Test func jsonLinesThatAreNotATraceAreNotAHAR() throws {
        let e = try #require(failure(stdin: Array("{\"event\": 1}\n{\"event\": 2}\n".utf8)))
        #expect(e.problem.contains("not a HAR"))
    }

    @Test func garbageAfterTheDocument() throws {
        let e = try #require(failure(stdin: Array("{\"log\":{\"entries\":[]}}\n}".utf8)))
        #expect(e.line == 2)
        #expect(e.column == 1)
    }

    @Test func deepNestingFailsCleanly() throws {
        let depth = 50_000
        let inEntry =
            #"{"log":{"entries":[{"x":"# + String(repeating: "[", count: depth)
            + String(repeating: "]", count: depth) + "}]}}"
        let e = try #require(failure(stdin: Array(inEntry.utf8)))
        #expect(e.problem.contains("nests deeper than 512 levels"))
        // Four levels are open at the entry's value (object, log, entries, entry), so the
        // 509th '[' after the 24-byte prefix is one too many: column 24 + 508 + 1.
        #expect(e.line == 1)
        #expect(e.column == 533)
        #expect(e.entry == 0)
        #expect(e.hint.contains("export it again"))
        let bare = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(failure(stdin: Array(bare.utf8)) != nil)
        let objects = String(repeating: #"{"log":"#, count: depth) + String(repeating: "}", count: depth)
        let o = try #require(failure(stdin: Array(objects.utf8)))
        #expect(o.problem.contains("nests deeper") || o.problem.contains("not a HAR"))
    }

    @Test func stdinNamedTwice() {
        do {
            _ = try CaptureReader.read(paths: ["-", "-"], stdin: { Array(#"{"log":{"entries":[]}}"#.utf8) })
            Issue.record("expected an error")
        } catch {
            #expect(error.problem.contains("twice"))
        }
    }

    @Test func noFiles() {
        #expect(throws: CaptureError.self) { try CaptureReader.read(paths: [], stdin: { [] }) }
    }

    @Test func oversizedFieldIsRefused() throws {
        // With a 1 KiB limit (the default is 16 MiB), plainly and spelled in escapes.
        for body in [String(repeating: "a", count: 1025), String(repeating: #"\n"#, count: 1025)] {
            let text = #"{"log":{"entries":[{"request":{"url":""# + body + #""}}]}}"#
            do {
                _ = try HARReader.read(
                    source: MemoryByteSource(bytes: Array(text.utf8), path: "big.har"), bufferSize: 4096,
                    maxStringBytes: 1024)
                Issue.record("expected an error")
            } catch {
                #expect(error.problem == "a string is longer than 1024 bytes")
                #expect(error.line == 1)
                #expect(error.entry == 0)
            }
        }
        let fits = #"{"log":{"entries":[{"request":{"url":""# + String(repeating: "a", count: 1024) + #""}}]}}"#
        let c = try HARReader.read(
            source: MemoryByteSource(bytes: Array(fits.utf8), path: "ok.har"), bufferSize: 4096, maxStringBytes: 1024)
        #expect(c.requests.first?.url.count == 1024)
    }
}
