import Foundation
import Testing

@testable import NLCertCLI

/// The commands' own file-system calls (the shipped binary links FoundationEssentials only):
/// path pieces as a user writes them, a directory walk, and the system's reason on failure.
@Suite struct FileSystemTests {
    @Test func pathPieces() {
        #expect(FileSystem.lastComponent("dir/b.har") == "b.har")
        #expect(FileSystem.lastComponent("dir/sub/") == "sub")
        #expect(FileSystem.lastComponent("b.har") == "b.har")
        #expect(FileSystem.lastComponent("/") == "/")
        #expect(FileSystem.deletingLastComponent("dir/b.har") == "dir")
        #expect(FileSystem.deletingLastComponent("b.har") == "")
        #expect(FileSystem.deletingLastComponent("/b.har") == "/")
        #expect(FileSystem.appending("dir", "b.har") == "dir/b.har")
        #expect(FileSystem.appending("dir/", "b.har") == "dir/b.har")
        #expect(FileSystem.appending("", "b.har") == "b.har")
    }

    @Test func walkWriteAndFailWithTheReason() throws {
        let root = NSTemporaryDirectory() + "nlcert-fs-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(FileSystem.createDirectory(root + "/a/b") == nil)
        #expect(FileSystem.isDirectory(root + "/a/b"))
        #expect(FileSystem.write("{}", to: root + "/a/b/NL1.json") == nil)
        #expect(FileSystem.write("{}", to: root + "/top.json") == nil)
        #expect(FileSystem.write("x", to: root + "/a/notes.txt") == nil)
        #expect(FileSystem.write("{}", to: root + "/.hidden.json") == nil)
        #expect(FileSystem.files(under: root, suffix: ".json") == ["a/b/NL1.json", "top.json"])
        #expect(FileSystem.write("1", to: root + "/log.txt") == nil)
        #expect(FileSystem.write("2", to: root + "/log.txt", append: true) == nil)
        #expect(try String(contentsOfFile: root + "/log.txt", encoding: .utf8) == "12")
        #expect(FileSystem.write("x", to: root + "/missing/dir/file") == "No such file or directory")
        #expect(FileSystem.createDirectory(root + "/top.json/sub") != nil)
        #expect(FileSystem.files(under: root + "/nope", suffix: ".json") == nil)
    }
}
