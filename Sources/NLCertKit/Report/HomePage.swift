/// The project's home page, as `--home-page` or the configuration's `homePage` gives it: the
/// base that SARIF's `informationUri` names and that each rule's documentation path
/// (`rules/reference/NL203.md`) is resolved against for `helpUri`. SARIF requires both to be
/// absolute URIs, so anything else is refused where it is given rather than written.
public enum HomePage {
    /// Why `text` cannot be a home page, or `nil` when it can: an `http` or `https` URL with a
    /// host and no spaces or control characters.
    public static func problem(_ text: String) -> String? {
        let lower = text.lowercased()
        let scheme: String
        if lower.hasPrefix("https://") {
            scheme = "https://"
        } else if lower.hasPrefix("http://") {
            scheme = "http://"
        } else {
            return "not an absolute http(s) URL (SARIF needs one), e.g. https://example.com/nlcert/"
        }
        let rest = text.dropFirst(scheme.count)
        let host = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        if host.isEmpty { return "the URL names no host" }
        if text.unicodeScalars.contains(where: { $0.value <= 0x20 || $0.value == 0x7F || $0 == "\"" }) {
            return "the URL holds a space, quote or control character (percent-encode it)"
        }
        return nil
    }
}
