/// The data files of `rules/` (rule definitions, profiles, the checklist, the ping parameter
/// dictionary, log patterns), compiled into the binary so an installed `nlcert` works from any
/// directory without the source tree. `EmbeddedRuleData.swift` is generated from `rules/`; a
/// test fails when the two differ and, run with `NLCERT_UPDATE_EMBEDDED=1`, rewrites it.
public enum RuleData {
    /// Every embedded file, path relative to `rules/` → contents, in path order.
    public static var files: [(path: String, contents: String)] { EmbeddedRuleData.files }

    /// One embedded file by its path relative to `rules/` (e.g. `params.json`).
    public static func file(_ path: String) -> String? {
        EmbeddedRuleData.files.first(where: { $0.path == path })?.contents
    }

    /// Swift source for `EmbeddedRuleData.swift` holding `files` (path-sorted).
    public static func generateSource(_ files: [(path: String, contents: String)]) -> String {
        var out = """
            // Generated from rules/ by `NLCERT_UPDATE_EMBEDDED=1 swift test --filter EmbeddedRuleDataTests`.
            // Do not edit by hand: edit rules/ and regenerate.

            enum EmbeddedRuleData {
                static let files: [(path: String, contents: String)] = [

            """
        for file in files.sorted(by: { $0.path < $1.path }) {
            let hashes = String(repeating: "#", count: delimiterLength(for: file.contents))
            out += "        (\n"
            out += "            \(JSONWriter.quoted(file.path)),\n"
            out += "            \(hashes)\"\"\"\n"
            // A multi-line raw literal drops the final newline before the closing delimiter, so
            // write the contents and then one newline that the literal swallows.
            out += file.contents
            out += "\n\"\"\"\(hashes)\n"
            out += "        ),\n"
        }
        out += "    ]\n}\n"
        return out
    }

    /// One more `#` than the longest run of `#` that follows a quote in `text`, so the raw
    /// string literal cannot end early.
    static func delimiterLength(for text: String) -> Int {
        var longest = 0
        var run = -1
        for ch in text.unicodeScalars {
            if ch == "\"" {
                run = 0
            } else if ch == "#", run >= 0 {
                run += 1
                longest = max(longest, run)
            } else {
                run = -1
            }
        }
        return longest + 1
    }
}
