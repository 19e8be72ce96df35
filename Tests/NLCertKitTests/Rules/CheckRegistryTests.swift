import Foundation
import Testing

@testable import NLCertKit

/// A maintainer finds a rule's code by its name: `rules/<family>/<ID>-<slug>.json` names
/// `check.function`, and that function lives alone in
/// `Sources/NLCertKit/Rules/Checks/<Family>/<Function>.swift`. These tests walk the registry, the
/// rule files and the source folder and fail when the three drift apart.
@Suite struct CheckRegistryTests {
    static let repoRoot = Fixtures.repoRoot
    static let checksDir = repoRoot.appendingPathComponent("Sources/NLCertKit/Rules/Checks")

    /// Every Swift file under `Rules/Checks`, as (path relative to that folder, contents).
    static func checkFiles() throws -> [(path: String, contents: String)] {
        guard let walker = FileManager.default.enumerator(atPath: checksDir.path) else { return [] }
        var files: [(String, String)] = []
        for case let relative as String in walker where relative.hasSuffix(".swift") {
            let contents = try String(contentsOfFile: checksDir.appendingPathComponent(relative).path, encoding: .utf8)
            files.append((relative, contents))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    static func fileName(of function: String) -> String {
        function.prefix(1).uppercased() + function.dropFirst() + ".swift"
    }

    /// The names a file gives check functions: every `CheckFunction(name: "…"` in it.
    static func definedNames(in contents: String) -> [String] {
        let pattern = /CheckFunction\(\s*name:\s*"([^"]+)"/
        return contents.matches(of: pattern).map { String($0.output.1) }
    }

    @Test func everyRegisteredFunctionHasOneFileNamedAfterIt() throws {
        let files = try Self.checkFiles()
        #expect(!files.isEmpty, "no files under Sources/NLCertKit/Rules/Checks")
        #expect(CheckLibrary.all.count == CheckLibrary.functions.count, "the registry lists a function twice")
        for name in CheckLibrary.names {
            let named = files.filter { ($0.path as NSString).lastPathComponent == Self.fileName(of: name) }
            #expect(
                named.count == 1,
                "\(name): expected one file Rules/Checks/<Family>/\(Self.fileName(of: name)), found \(named.map(\.path))"
            )
            for file in named {
                #expect(
                    Self.definedNames(in: file.contents) == [name],
                    "\(file.path) should define exactly CheckFunction(name: \"\(name)\"")
            }
        }
    }

    @Test func noTwoFilesDefineTheSameFunction() throws {
        var definedIn: [String: [String]] = [:]
        for file in try Self.checkFiles() {
            for name in Self.definedNames(in: file.contents) { definedIn[name, default: []].append(file.path) }
        }
        for (name, paths) in definedIn.sorted(by: { $0.key < $1.key }) {
            #expect(paths.count == 1, "\(name) is defined in \(paths)")
            #expect(
                CheckLibrary.function(named: name) != nil,
                "\(name) is defined in \(paths) but not registered in CheckLibrary.all")
        }
    }

    @Test func everyBuiltInRuleNamesARegisteredFunctionInItsFamilyFolder() throws {
        let rules = try RuleSet.builtIn().rules
        #expect(!rules.isEmpty)
        let files = Set(try Self.checkFiles().map(\.path))
        for rule in rules {
            #expect(
                CheckLibrary.function(named: rule.function) != nil,
                "\(rule.id) names \(rule.function), which is not in the registry")
            // rules/<family>/<ID>-<slug>.json → Rules/Checks/<Family>/<Function>.swift
            let parts = rule.file.split(separator: "/")
            #expect(parts.count == 3 && parts[0] == "rules", "\(rule.id) was loaded from \(rule.file)")
            guard parts.count == 3 else { continue }
            let family = parts[1].prefix(1).uppercased() + parts[1].dropFirst()
            let expected = family + "/" + Self.fileName(of: rule.function)
            let found = files.contains(expected)
            #expect(found, "\(rule.file) names \(rule.function): expected Sources/NLCertKit/Rules/Checks/\(expected)")
        }
    }
}
