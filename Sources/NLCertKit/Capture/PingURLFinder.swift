/// Finds URLs anywhere in a line of console or list text (console-text quirks):
/// plain, JSON-escaped (`https:\/\/…\u0026…`) or percent-encoded as a whole
/// (`https%3A%2F%2F…`), and cleans each one the way a user would by hand.
enum PingURLFinder {
    /// Every URL in `text`, in order.
    static func find(in text: String) -> [FoundURL] {
        let b = Array(text.utf8)
        var found: [FoundURL] = []
        var i = 0
        while i + 7 <= b.count {
            if b[i] == UInt8(ascii: "/"), let relative = protocolRelative(b, i) {
                found.append(relative.url)
                i = relative.end
                continue
            }
            guard lower(b[i]) == UInt8(ascii: "h"), let schemeEnd = schemeEnd(b, i) else {
                i += 1
                continue
            }
            var j = schemeEnd
            while j < b.count, !isTerminator(b, j) { j += 1 }
            let raw = String(decoding: b[i..<j], as: UTF8.self)
            if let url = clean(raw) {
                let (read, note) = undoHTMLEscaping(url)
                found.append(FoundURL(url: read, offset: i, isNielsen: isNielsen(read), readingNote: note))
            }
            i = max(j, i + 1)
        }
        return found
    }

    private static func lower(_ c: UInt8) -> UInt8 { c >= 65 && c <= 90 ? c + 32 : c }

    /// A protocol-relative Nielsen URL (`//secure-…` in page source) starting at `start`, read
    /// as `https:` (the only scheme the SDK uses; the page's own scheme decided in reality),
    /// with a note saying so. Only Nielsen hosts are taken: any other `//` is a comment or path.
    private static func protocolRelative(_ b: [UInt8], _ start: Int) -> (url: FoundURL, end: Int)? {
        guard start + 2 < b.count, b[start + 1] == UInt8(ascii: "/") else { return nil }
        if start > 0 {
            let p = lower(b[start - 1])
            if p == UInt8(ascii: ":") || p == UInt8(ascii: "/") || p == UInt8(ascii: "\\") || (p >= 97 && p <= 122)
                || (p >= 48 && p <= 57)
            {
                return nil
            }
        }
        var j = start + 2
        while j < b.count, !isTerminator(b, j) { j += 1 }
        let raw = "https:" + String(decoding: b[start..<j], as: UTF8.self)
        guard let url = clean(raw), isNielsenHost(url) else { return nil }
        let (read, escaping) = undoHTMLEscaping(url)
        let kind = "a protocol-relative Nielsen URL was read as https://"
        var text =
            "a protocol-relative Nielsen URL (//\(read.dropFirst(8).prefix(60))…) was read as https://; the page's own scheme decided what was sent"
        if let escaping { text += "; " + escaping.text }
        return (
            FoundURL(
                url: read, offset: start, isNielsen: true,
                readingNote: .init(
                    level: escaping?.level ?? .info, kind: escaping.map { kind + "; " + $0.kind } ?? kind, text: text)),
            j
        )
    }

    /// Undoes HTML escaping of `&` (`&amp;`, from page source) when it is unambiguous: every
    /// `&` in the URL is written `&amp;`. A URL that mixes both is read as written, with a
    /// warning that its parameters may be misread.
    static func undoHTMLEscaping(_ url: String) -> (String, FoundURL.ReadingNote?) {
        guard url.containsBytes("&amp;") else { return (url, nil) }
        let escaped = url.components(separatedBy: "&amp;")
        if escaped.allSatisfy({ !$0.contains("&") }) {
            let text = "HTML-escaped '&amp;' in the URL (copied from page source) was read as '&'"
            return (escaped.joined(separator: "&"), .init(level: .info, kind: text, text: text))
        }
        let text =
            "the URL mixes '&' and HTML-escaped '&amp;', so which is meant is unclear; it was read as written and its parameters may be misread: copy it from the network capture instead"
        return (url, .init(level: .warning, kind: text, text: text))
    }

    /// The index after `http(s)` + `://` in any of its spellings, or nil.
    private static func schemeEnd(_ b: [UInt8], _ start: Int) -> Int? {
        let letters = Array("http".utf8)
        var i = start
        for l in letters {
            guard i < b.count, lower(b[i]) == l else { return nil }
            i += 1
        }
        if i < b.count, lower(b[i]) == UInt8(ascii: "s") { i += 1 }
        // The character before must not be a letter or digit (`xhttp://` is not a URL start).
        if start > 0 {
            let p = lower(b[start - 1])
            if (p >= 97 && p <= 122) || (p >= 48 && p <= 57) { return nil }
        }
        for spelling in ["://", ":\\/\\/", "%3a%2f%2f"] {
            let s = Array(spelling.utf8)
            if i + s.count <= b.count, zip(b[i..<(i + s.count)], s).allSatisfy({ lower($0) == $1 }) {
                return i + s.count
            }
        }
        return nil
    }

    /// Characters that cannot be part of a URL in a console line: white space, quotes, angle
    /// brackets, back-ticks, and a backslash that escapes a quote (`\"` inside JSON).
    private static func isTerminator(_ b: [UInt8], _ j: Int) -> Bool {
        switch b[j] {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"),
            UInt8(ascii: "\""), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "`"):
            return true
        case UInt8(ascii: "\\"):
            return j + 1 < b.count && b[j + 1] == UInt8(ascii: "\"")
        default:
            return b[j] < 0x20 || b[j] == 0x7F
        }
    }

    /// Undo JSON escaping and whole-URL encoding, then drop trailing punctuation. `nil` when
    /// nothing but a scheme is left.
    static func clean(_ raw: String) -> String? {
        var url = raw
        if url.containsBytes("\\") { url = unescapeJSON(url) }
        // Only the scheme is compared: lowering the whole URL copied it once more.
        let lowered = String(decoding: url.utf8.prefix(16), as: UTF8.self).lowercased()
        if lowered.hasPrefix("http%3a%2f%2f") || lowered.hasPrefix("https%3a%2f%2f") {
            url = percentDecodeOnce(url)
        }
        url = stripTrailingPunctuation(url)
        guard let schemeRange = url.byteRange(of: "://"), url[schemeRange.upperBound...].contains(where: { $0 != "/" })
        else { return nil }
        return url
    }

    /// `\/` → `/`, `\uXXXX` → the character (surrogate pairs joined), `\\` → `\`, `\"` → `"`.
    static func unescapeJSON(_ s: String) -> String {
        var out = String.UnicodeScalarView()
        let scalars = Array(s.unicodeScalars)
        var i = 0
        func hex4(_ at: Int) -> UInt32? {
            guard at + 4 <= scalars.count else { return nil }
            var v: UInt32 = 0
            for k in at..<(at + 4) {
                guard let d = Int(String(scalars[k]), radix: 16) else { return nil }
                v = v * 16 + UInt32(d)
            }
            return v
        }
        while i < scalars.count {
            let c = scalars[i]
            guard c == "\\", i + 1 < scalars.count else {
                out.append(c)
                i += 1
                continue
            }
            let n = scalars[i + 1]
            switch n {
            case "/", "\\", "\"":
                out.append(n)
                i += 2
            case "u":
                if let v = hex4(i + 2) {
                    if (0xD800...0xDBFF).contains(v), i + 7 < scalars.count,
                        scalars[i + 6] == "\\", scalars[i + 7] == "u", let low = hex4(i + 8),
                        (0xDC00...0xDFFF).contains(low),
                        let joined = Unicode.Scalar(0x10000 + ((v - 0xD800) << 10) + (low - 0xDC00))
                    {
                        out.append(joined)
                        i += 12
                    } else if let scalar = Unicode.Scalar(v) {
                        out.append(scalar)
                        i += 6
                    } else {
                        out.append(c)
                        i += 1
                    }
                } else {
                    out.append(c)
                    i += 1
                }
            default:
                out.append(c)
                i += 1
            }
        }
        return String(out)
    }

    /// Decodes `%XX` sequences once; malformed ones stay as they are.
    static func percentDecodeOnce(_ s: String) -> String {
        let b = Array(s.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(b.count)
        var i = 0
        func hexValue(_ c: UInt8) -> UInt8? {
            switch c {
            case 48...57: return c - 48
            case 65...70: return c - 55
            case 97...102: return c - 87
            default: return nil
            }
        }
        while i < b.count {
            if b[i] == UInt8(ascii: "%"), i + 2 < b.count, let h = hexValue(b[i + 1]), let l = hexValue(b[i + 2]) {
                out.append(h << 4 | l)
                i += 3
            } else {
                out.append(b[i])
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Removes sentence punctuation and closing quotes or brackets that ended up after a URL;
    /// a closing bracket stays when the URL itself opened it, and so does an ellipsis (`...`).
    static func stripTrailingPunctuation(_ s: String) -> String {
        let b = Array(s.utf8)
        // Bracket balance counted once; each stripped closer updates it (no rescans), and the
        // end moves over bytes (all the characters involved are ASCII).
        var open = [0, 0, 0]
        var close = [0, 0, 0]
        for c in b {
            switch c {
            case UInt8(ascii: "("): open[0] += 1
            case UInt8(ascii: "["): open[1] += 1
            case UInt8(ascii: "{"): open[2] += 1
            case UInt8(ascii: ")"): close[0] += 1
            case UInt8(ascii: "]"): close[1] += 1
            case UInt8(ascii: "}"): close[2] += 1
            default: break
            }
        }
        var end = b.count
        loop: while end > 0 {
            let c = b[end - 1]
            switch c {
            case UInt8(ascii: "."):
                // An ellipsis (`...`) is where a document or log elided the rest of the URL:
                // kept, so the ping reads as cut off rather than whole.
                if end >= 3, b[end - 2] == UInt8(ascii: "."), b[end - 3] == UInt8(ascii: ".") { break loop }
                end -= 1
            case UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: "!"),
                UInt8(ascii: "?"), UInt8(ascii: "'"), UInt8(ascii: "\""):
                end -= 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                let k = c == UInt8(ascii: ")") ? 0 : c == UInt8(ascii: "]") ? 1 : 2
                guard close[k] > open[k] else { break loop }
                close[k] -= 1
                end -= 1
            default:
                break loop
            }
        }
        return end == b.count ? s : String(decoding: b[..<end], as: UTF8.self)
    }

    /// True for a Nielsen request: a Nielsen host, or one of Nielsen's privacy and opt-out
    /// pages on `*.nielsen.com` (`…/digitalprivacy…`, `/priv/…`), which the opt-out rules need.
    static func isNielsen(_ url: String) -> Bool {
        if isNielsenHost(url) { return true }
        guard isNielsenHost(url, domains: ["nielsen.com"]), let scheme = url.byteRange(of: "://"),
            let path = url[scheme.upperBound...].firstIndex(of: "/")
        else { return false }
        let rest = url[path...].lowercased()
        return rest.hasPrefix("/priv/") || rest.contains("/digitalprivacy")
    }

    /// True when the URL's host is a Nielsen domain or a subdomain of one.
    static func isNielsenHost(_ url: String, domains: [String] = ["imrworldwide.com", "nmrodam.com"]) -> Bool {
        let b = Array(url.utf8)
        guard let scheme = IOSLogPattern.firstIndex(of: Array("://".utf8), in: b, from: 0) else { return false }
        var start = scheme + 3
        var end = start
        while end < b.count, b[end] != UInt8(ascii: "/"), b[end] != UInt8(ascii: "?"), b[end] != UInt8(ascii: "#") {
            if b[end] == UInt8(ascii: "@") { start = end + 1 }
            end += 1
        }
        var hostEnd = start
        while hostEnd < end, b[hostEnd] != UInt8(ascii: ":") { hostEnd += 1 }
        guard hostEnd > start else { return false }
        var host: [UInt8] = []
        host.reserveCapacity(hostEnd - start)
        for c in b[start..<hostEnd] {
            let l = lower(c)
            guard (l >= 97 && l <= 122) || (l >= 48 && l <= 57) || l == UInt8(ascii: ".") || l == UInt8(ascii: "-")
            else {
                return false
            }
            host.append(l)
        }
        for domain in domains {
            let d = Array(domain.utf8)
            if host == d { return true }
            if host.count > d.count, host[host.count - d.count - 1] == UInt8(ascii: "."),
                host.suffix(d.count).elementsEqual(d)
            {
                return true
            }
        }
        return false
    }
}
