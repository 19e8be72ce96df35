import NLCertKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What `check`, `rules` and `explain` share: the built-in rule set plus `--rules DIR`, the
/// user's `.nlcert.json` (found by walking up from the working directory, or `--config FILE`),
/// and the profile that results. Every problem is a `CLIError.config` (exit 2) naming the file.
struct RuleSetup {
    var ruleSet: RuleSet
    var config: CheckConfiguration?
    var profile: String

    static let options: [OptionSpec] = [
        .value(
            "--profile", name: "NAME",
            help:
                "rule profile: dcr-video (default), dcr-audio, dcr-video-ireland, dcr-audio-italy, kids, dcr-static, dtvr"
        ),
        .value("--rules", name: "DIR", help: "add or override rule files (JSON) from DIR"),
        .value("--config", name: "FILE", help: "use FILE instead of the .nlcert.json found from the working directory"),
    ]

    static func load(_ args: ParsedArguments, console: Console) throws(CLIError) -> RuleSetup {
        var set: RuleSet
        do {
            set = try RuleSet.builtIn()
            if let dir = args.value("--rules") {
                try set.add(try readRuleDirectory(dir))
            }
        } catch let e as RuleLoadError {
            throw CLIError.config(e.description)
        } catch {
            throw CLIError.config("\(error)")
        }
        var config: CheckConfiguration?
        let path = args.value("--config") ?? findConfig(from: workingDirectory(console))
        if let path {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                throw CLIError.config("\(path): cannot read the config file")
            }
            do {
                config = try CheckConfiguration.parse(text, file: path)
            } catch {
                throw CLIError.config(error.description)
            }
        }
        let profile = args.value("--profile") ?? config?.extends ?? Profile.defaultName
        guard set.profile(named: profile) != nil else {
            let source = args.value("--profile") != nil ? "--profile" : "\(config?.file ?? "config"): extends"
            throw CLIError.config(
                "\(source): unknown profile \"\(profile)\" (known: \(set.profiles.map(\.name).joined(separator: ", ")))"
            )
        }
        return RuleSetup(ruleSet: set, config: config, profile: profile)
    }

    /// The engine for this setup (profile + config rule settings). `releaseBuild` (from
    /// `check --release-build`) sets the option of that name on every rule that takes it: the
    /// going-live checks.
    /// `optionalNotices: false` (`--no-optional-notices`) turns off the optional-metadata notices.
    func engine(releaseBuild: Bool = false, optionalNotices: Bool = true) throws(CLIError) -> RuleEngine {
        var overrides = config?.rules ?? [:]
        if !optionalNotices {
            for rule in ruleSet.rules where rule.function == "optionalFields" {
                overrides[rule.id] = (overrides[rule.id] ?? RuleOverride()).merged(with: RuleOverride(enabled: false))
            }
        }
        if releaseBuild {
            let release = RuleOverride(options: [.init("releaseBuild", .bool(true))])
            for rule in ruleSet.rules
            where CheckLibrary.function(named: rule.function)?.options.contains(where: { $0.name == "releaseBuild" })
                == true
            {
                overrides[rule.id] = (overrides[rule.id] ?? RuleOverride()).merged(with: release)
            }
        }
        do {
            return try RuleEngine(
                ruleSet: ruleSet, profile: profile, overrides: overrides, configFile: config?.file ?? ".nlcert.json")
        } catch {
            throw CLIError.config(error.description)
        }
    }

    /// The directory config discovery starts from: `PWD` as the shell gave it, else the
    /// process's working directory.
    static func workingDirectory(_ console: Console) -> String {
        console.environment["PWD"].flatMap { $0.isEmpty ? nil : $0 } ?? FileManager.default.currentDirectoryPath
    }

    /// `.nlcert.json` in `dir` or the nearest folder above it.
    static func findConfig(from dir: String) -> String? {
        var url = URL(fileURLWithPath: dir, isDirectory: true).standardizedFileURL
        for _ in 0..<64 {
            let candidate = url.appendingPathComponent(".nlcert.json").path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { break }
            url = parent
        }
        return nil
    }

    /// Every `*.json` rule file under `dir` (sorted), parsed and validated.
    static func readRuleDirectory(_ dir: String) throws -> [RuleDefinition] {
        guard FileSystem.isDirectory(dir) else {
            throw RuleLoadError(file: dir, problem: "--rules needs a directory of rule files")
        }
        guard let paths = FileSystem.files(under: dir, suffix: ".json") else {
            throw RuleLoadError(file: dir, problem: "cannot list the directory")
        }
        if paths.isEmpty { throw RuleLoadError(file: dir, problem: "no *.json rule file in the directory") }
        var rules: [RuleDefinition] = []
        for relative in paths.sorted() {
            let path = FileSystem.appending(dir, relative)
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                throw RuleLoadError(file: path, problem: "cannot read the file as UTF-8 text")
            }
            rules.append(try RuleSetLoader.parseRule(text, file: path))
        }
        return rules
    }
}
