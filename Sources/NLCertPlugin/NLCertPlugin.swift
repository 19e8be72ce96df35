import Foundation
import PackagePlugin

/// `swift package nlcert <command> [options] FILE...`: runs the package's `nlcert` on captures
/// from inside any package that depends on nlcert, without installing it.
///
/// The tool runs in the package's directory, so relative paths (captures, `--rules`,
/// `--config`, `-o reports/x.html`) are the package's and its `.nlcert.json` is found as on the
/// command line. A report named by a bare file name (`-o report.html`) goes to the plugin's work
/// directory instead (always writable, even in the sandbox), and the output says where. The
/// plugin exits with nlcert's code (0 no finding at or above `--fail-on`, 1 findings, 2 usage or
/// input error) and, for 1 and 2, an error diagnostic naming it; `swift package` itself exits 1
/// for any failing plugin, so a CI step that needs to tell 1 from 2 reads the diagnostic or runs
/// the built `nlcert` directly. SwiftPM shows what the tool writes to stderr in its output.
@main
struct NLCertPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "nlcert")
        let work = context.pluginWorkDirectoryURL
        var (rewritten, moved) = Self.placeOutputs(arguments, in: work)
        if rewritten.isEmpty { rewritten = ["--help"] }
        if !moved.isEmpty {
            try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        }
        for path in moved {
            FileHandle.standardError.write(Data("nlcert plugin: the report goes to \(path)\n".utf8))
        }
        let process = Process()
        process.executableURL = tool.url
        process.arguments = rewritten
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        let code = process.terminationStatus
        guard process.terminationReason == .exit else {
            Diagnostics.error("nlcert was ended by signal \(code)")
            exit(2)
        }
        guard code == 0 else {
            Diagnostics.error(
                code == 1
                    ? "nlcert found problems at or above --fail-on (exit 1): see its report above"
                    : "nlcert could not run as asked (exit \(code)): see its message above")
            exit(code)
        }
    }

    /// `arguments` with each `-o NAME` / `--output NAME` / `--output=NAME` whose NAME is a bare
    /// file name (no `/`, not `-`) pointed into `directory`, and the paths it pointed there.
    static func placeOutputs(_ arguments: [String], in directory: URL) -> (arguments: [String], moved: [String]) {
        var out: [String] = []
        var moved: [String] = []
        func place(_ name: String) -> String {
            guard !name.isEmpty, name != "-", !name.contains("/") else { return name }
            let path = directory.appendingPathComponent(name).path
            moved.append(path)
            return path
        }
        var i = 0
        while i < arguments.count {
            let arg = arguments[i]
            i += 1
            if arg == "--" {
                out += arguments[(i - 1)...]
                break
            }
            if arg == "-o" || arg == "--output", i < arguments.count {
                out += [arg, place(arguments[i])]
                i += 1
            } else if arg.hasPrefix("--output=") {
                out.append("--output=" + place(String(arg.dropFirst("--output=".count))))
            } else {
                out.append(arg)
            }
        }
        return (out, moved)
    }
}
