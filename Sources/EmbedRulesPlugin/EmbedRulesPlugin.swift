import Foundation
import PackagePlugin

/// Embeds `rules/` into NLCertKit at build time, so nothing generated is committed.
///
/// SwiftPM plans plugin commands only when the package itself changes, so a list of rule files
/// fixed at planning time would miss a rule file added or removed later. Instead the embed-rules
/// tool runs on every build: it lists rules/ itself, rewrites the generated source only when
/// its contents change (an unchanged rules/ recompiles nothing) and touches `run.stamp`, its own
/// declared input, so that the next build runs it again.
@main
struct EmbedRulesPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let rules = context.package.directoryURL.appendingPathComponent("rules")
        let work = context.pluginWorkDirectoryURL
        let stamp = work.appendingPathComponent("run.stamp")
        let output = work.appendingPathComponent("EmbeddedRuleData.swift")
        if !FileManager.default.fileExists(atPath: stamp.path) {
            try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
            try Data().write(to: stamp)
        }
        return [
            .buildCommand(
                displayName: "Embedding rules/ into \(target.name)",
                executable: try context.tool(named: "embed-rules").url,
                arguments: [rules.path, output.path, stamp.path],
                inputFiles: [stamp],
                outputFiles: [output]
            )
        ]
    }
}
