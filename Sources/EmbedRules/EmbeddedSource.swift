/// The Swift source that holds the rule files as raw string literals, and their digest.
enum EmbeddedSource {
    static func render(_ files: [(path: String, contents: String)], digest: String) -> String {
        var out = """
            // Generated at build time from rules/ by the embed-rules tool (EmbedRulesPlugin).

            enum EmbeddedRuleData {
                /// SHA-256 of the `sha256sum` listing of the files below (embed-rules).
                static let digest = "\(digest)"

                static let files: [(path: String, contents: String)] = [

            """
        for file in files {
            let hashes = String(repeating: "#", count: delimiterLength(for: file.path + "\n" + file.contents))
            out += "        (\n"
            out += "            \(hashes)\"\(file.path)\"\(hashes),\n"
            out += "            \(hashes)\"\"\"\n"
            // A multi-line raw literal drops the newline before its closing delimiter, so the
            // contents are followed by one newline that the literal swallows.
            out += file.contents
            out += "\n\"\"\"\(hashes)\n"
            out += "        ),\n"
        }
        out += "    ]\n}\n"
        return out
    }

    /// One more `#` than the longest run of `#` after a quote in `text`, so the raw literal
    /// cannot end early.
    static func delimiterLength(for text: String) -> Int {
        var longest = 0
        var run = -1
        for scalar in text.unicodeScalars {
            if scalar == "\"" {
                run = 0
            } else if scalar == "#", run >= 0 {
                run += 1
                longest = max(longest, run)
            } else {
                run = -1
            }
        }
        return longest + 1
    }
}
