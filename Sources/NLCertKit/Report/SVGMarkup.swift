/// Small builders for the SVG the HTML report draws: one element per call, attributes in the
/// order given, values written as given (the caller escapes capture-derived text).
enum SVGMarkup {
    /// `<name a="v" …/>`, or `<name a="v" …>content</name>` when there is content.
    static func tag(_ name: String, _ attributes: KeyValuePairs<String, String>, _ content: String? = nil) -> String {
        var s = "<" + name
        for (key, value) in attributes { s += " " + key + "=\"" + value + "\"" }
        guard let content else { return s + "/>" }
        return s + ">" + content + "</" + name + ">"
    }

    /// `<title>…</title>` with `text` escaped.
    static func title(_ text: String) -> String { "<title>" + HTMLText.escape(text) + "</title>" }
}
