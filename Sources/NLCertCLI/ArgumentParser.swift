/// A small argument parser in the spirit of swift-argument-parser: each command declares its
/// options; unknown options and missing values are usage errors (exit 2).
public struct OptionSpec: Sendable {
    public var names: [String]
    public var valueName: String?
    public var help: String
    public var repeatable: Bool

    /// An option that takes a value (`--format json`, `--format=json`, `-o out`).
    public static func value(_ names: String..., name: String, help: String, repeatable: Bool = false) -> OptionSpec {
        OptionSpec(names: names, valueName: name, help: help, repeatable: repeatable)
    }

    /// A flag without a value (`--no-redact`).
    public static func flag(_ names: String..., help: String) -> OptionSpec {
        OptionSpec(names: names, valueName: nil, help: help, repeatable: false)
    }

    var primary: String { names[0] }
}

public struct ParsedArguments: Sendable {
    public var positionals: [String] = []
    var values: [String: [String]] = [:]
    var flags: Set<String> = []

    /// The last value given for an option (by its primary name).
    public func value(_ name: String) -> String? { values[name]?.last }
    /// Every value given for a repeatable option.
    public func values(_ name: String) -> [String] { values[name] ?? [] }
    public func flag(_ name: String) -> Bool { flags.contains(name) }
}

public enum ArgumentParser {
    public static func parse(_ args: [String], options: [OptionSpec]) throws(CLIError) -> ParsedArguments {
        var result = ParsedArguments()
        var byName: [String: OptionSpec] = [:]
        for spec in options {
            for n in spec.names { byName[n] = spec }
        }
        var i = 0
        var onlyPositionals = false
        while i < args.count {
            let arg = args[i]
            i += 1
            if onlyPositionals || arg == "-" || !arg.hasPrefix("-") {
                result.positionals.append(arg)
                continue
            }
            if arg == "--" {
                onlyPositionals = true
                continue
            }
            var name = arg
            var inlineValue: String?
            if let eq = arg.firstIndex(of: "="), arg.hasPrefix("--") {
                name = String(arg[..<eq])
                inlineValue = String(arg[arg.index(after: eq)...])
            }
            guard let spec = byName[name] else {
                let known = options.flatMap(\.names).filter { $0.hasPrefix("--") }
                let hint = EditDistance.nearest(name, among: known).map { " (did you mean '\($0)'?)" } ?? ""
                throw CLIError.usage("unknown option '\(name)'\(hint)")
            }
            if spec.valueName != nil {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard i < args.count else { throw CLIError.usage("option '\(name)' needs a value") }
                    value = args[i]
                    i += 1
                }
                if !spec.repeatable, result.values[spec.primary] != nil {
                    throw CLIError.usage("option '\(spec.primary)' given twice")
                }
                result.values[spec.primary, default: []].append(value)
            } else {
                if inlineValue != nil { throw CLIError.usage("option '\(name)' takes no value") }
                result.flags.insert(spec.primary)
            }
        }
        return result
    }

    /// The options block of a command's help text.
    public static func helpLines(_ options: [OptionSpec]) -> String {
        var lines: [String] = []
        for spec in options {
            var head = spec.names.joined(separator: ", ")
            if let v = spec.valueName { head += " <\(v)>" }
            let pad = max(2, 28 - head.count)
            lines.append("  " + head + String(repeating: " ", count: pad) + spec.help)
        }
        return lines.joined(separator: "\n")
    }
}
