/// The data files of `rules/` (rule definitions, profiles, the checklist, the examples' shared
/// sessions, the ping parameter dictionary, log patterns), compiled into the binary so an
/// installed `nlcert` works from any directory without the source tree. `EmbeddedRuleData` is
/// generated from `rules/` at build time by the EmbedRulesPlugin build-tool plugin
/// (Sources/EmbedRules), so it is never stale.
public enum RuleData {
    /// Every embedded file, path relative to `rules/` → contents, in path order.
    public static var files: [(path: String, contents: String)] { EmbeddedRuleData.files }

    /// The SHA-256 (hex) of the `sha256sum` listing of the embedded files, in path order: from
    /// a source tree, `cd rules && find . -name '*.json' | sed 's|^\./||' | LC_ALL=C sort |
    /// xargs sha256sum | sha256sum` prints it.
    public static var digest: String { EmbeddedRuleData.digest }

    /// One embedded file by its path relative to `rules/` (e.g. `params.json`).
    public static func file(_ path: String) -> String? {
        EmbeddedRuleData.files.first(where: { $0.path == path })?.contents
    }
}
