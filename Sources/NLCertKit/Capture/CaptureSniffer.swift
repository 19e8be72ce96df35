/// Decides how to read a file from its first bytes, not its name: HAR (`{` … `"log"`),
/// Charles JSON session (`[`), unified log in JSON (`log show --style json`: `[` of objects
/// with `"eventMessage"`), nlcert API trace (JSON Lines objects with `"api"`), or text (which
/// takes `log stream --style ndjson` too: a line per object with `"eventMessage"`).
/// Formats nlcert cannot read (compressed, zipped, binary, XML sessions) are refused here with
/// what to do instead; the file name only sharpens that advice.
enum CaptureSniffer {
    /// What the content looks like.
    enum Kind: Equatable, Sendable {
        case har
        case charlesJSON
        /// `log show --style json` / `log stream --style json`: Apple's unified log as one JSON array.
        case unifiedLogJSON
        case apiTrace
        case text
    }

    /// How many leading bytes `detect` wants to see.
    static let prefixSize = 64 * 1024

    static let chlsAdvice =
        "in Charles use File → Export Session → HTTP Archive (.har) or JSON Session File (.chlsj)"

    static let harAdvice =
        "export a HAR instead: Charles File → Export Session → HTTP Archive (.har); "
        + "Proxyman File → Export → HAR; browser DevTools Network → Export HAR"

    /// - Parameters:
    ///   - prefix: the first `prefixSize` bytes (or the whole file when shorter).
    ///   - isComplete: whether `prefix` is the whole file.
    static func detect(prefix: [UInt8], isComplete: Bool, path: String) throws(CaptureError) -> Kind {
        let ext = fileExtension(path)
        try refuseContainers(prefix, ext: ext, path: path)
        var i = prefix.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while i < prefix.count, isSpace(prefix[i]) { i += 1 }
        if i == prefix.count && isComplete {
            throw refusal(
                path, "the file holds only white space",
                "the capture was not saved or the export failed: export it again")
        }
        let first: UInt8 = i < prefix.count ? prefix[i] : 0x20
        if first == UInt8(ascii: "{") {
            if firstLineIsTraceCall(prefix, from: i, isComplete: isComplete) { return .apiTrace }
            return firstObjectIsLogEvent(prefix, from: i) ? .text : .har
        }
        if first == UInt8(ascii: "["), opensJSONArrayOfObjects(prefix, from: i) {
            var j = i + 1
            while j < prefix.count, isSpace(prefix[j]) { j += 1 }
            return firstObjectIsLogEvent(prefix, from: j) ? .unifiedLogJSON : .charlesJSON
        }
        // Not JSON: the binary and XML formats nlcert cannot read, and documents.
        try refuseBinary(prefix, ext: ext, path: path)
        try refuseDocument(ext: ext, path: path)
        if first == UInt8(ascii: "<") { try refuseMarkup(prefix, from: i, ext: ext, path: path) }
        // A trace may begin with `#` comments and blank lines.
        if let start = firstContentLine(prefix, from: i), prefix[start] == UInt8(ascii: "{"),
            firstLineIsTraceCall(prefix, from: start, isComplete: isComplete)
        {
            return .apiTrace
        }
        return .text
    }

    static func refusal(_ path: String, _ problem: String, _ hint: String) -> CaptureError {
        CaptureError(file: path, problem: problem, hint: hint)
    }

    /// An empty file, or one whose first bytes say it is compressed, zipped, a packet capture, UTF-16
    /// or UTF-32.
    private static func refuseContainers(_ prefix: [UInt8], ext: String, path: String) throws(CaptureError) {
        if prefix.isEmpty {
            throw refusal(path, "the file is empty", "the capture was not saved or the export failed: export it again")
        }
        if prefix.starts(with: [0x1F, 0x8B]) && ext != "chls" {
            throw refusal(
                path,
                "this is a gzip-compressed file (.zhar / .har.gz); nlcert cannot decompress it (no zlib here)",
                "gunzip it first (e.g. 'gunzip -c \(path) > capture.har') and give nlcert the .har")
        }
        if prefix.starts(with: [0x50, 0x4B, 0x03, 0x04]) || prefix.starts(with: [0x50, 0x4B, 0x05, 0x06]) {
            switch ext {
            case "saz":
                throw refusal(
                    path, "this is a Fiddler session archive (.saz), which nlcert does not read",
                    "in Fiddler use File → Export Sessions → All Sessions → HTTPArchive v1.2 and give nlcert the .har")
            case "proxymanlog":
                throw refusal(
                    path, "this is a Proxyman log file (.proxymanlog), which nlcert does not read",
                    "in Proxyman use File → Export → HAR and give nlcert the .har")
            default:
                throw refusal(
                    path, "this is a ZIP archive, not a capture",
                    "unzip it and give nlcert the .har, .chlsj or log inside")
            }
        }
        // libpcap (either byte order, micro- or nanosecond) and pcapng: a packet capture.
        let pcap: [[UInt8]] = [
            [0xD4, 0xC3, 0xB2, 0xA1], [0xA1, 0xB2, 0xC3, 0xD4], [0x4D, 0x3C, 0xB2, 0xA1], [0xA1, 0xB2, 0x3C, 0x4D],
            [0x0A, 0x0D, 0x0D, 0x0A],
        ]
        if pcap.contains(where: { prefix.starts(with: $0) }) {
            throw refusal(
                path,
                "this is a packet capture (pcap/pcapng, as Wireshark or tcpdump write); Nielsen pings go over HTTPS, so their URLs are encrypted in it",
                "record through a proxy that decrypts HTTPS (Charles, Proxyman, mitmproxy) or the browser's DevTools, and give nlcert its HAR"
            )
        }
        if let encoding = wideEncoding(prefix) {
            throw refusal(
                path, "this file is \(encoding) text; nlcert reads UTF-8",
                "save or convert it as UTF-8 (e.g. 'iconv -f \(encoding) -t UTF-8 \(path) > capture-utf8.\(ext.isEmpty ? "txt" : ext)')"
            )
        }
    }

    /// The wide Unicode encoding the first bytes show, as `iconv` names it: a byte-order mark
    /// (UTF-32 checked first: its little-endian mark begins like UTF-16's), or — without one —
    /// ASCII text with NUL bytes between its characters, as Windows tools (PowerShell's `>`,
    /// Notepad's "Unicode") write it. `nil` for anything else.
    static func wideEncoding(_ prefix: [UInt8]) -> String? {
        if prefix.starts(with: [0xFF, 0xFE, 0x00, 0x00]) || prefix.starts(with: [0x00, 0x00, 0xFE, 0xFF]) {
            return "UTF-32"
        }
        if prefix.starts(with: [0xFF, 0xFE]) || prefix.starts(with: [0xFE, 0xFF]) { return "UTF-16" }
        let sample = Array(prefix.prefix(min(32, prefix.count / 4 * 4)))
        guard sample.count >= 8 else { return nil }
        // Which byte of each 2- or 4-byte unit holds the ASCII character; the others are NUL.
        func units(_ size: Int, _ at: Int) -> Bool {
            sample.indices.allSatisfy { i in
                i % size == at ? sample[i] != 0 && sample[i] < 0x80 : sample[i] == 0
            }
        }
        if units(4, 0) { return "UTF-32LE" }
        if units(4, 3) { return "UTF-32BE" }
        if units(2, 0) { return "UTF-16LE" }
        if units(2, 1) { return "UTF-16BE" }
        return nil
    }

    /// A binary file (a NUL byte early on), or one named as a binary session format.
    private static func refuseBinary(_ prefix: [UInt8], ext: String, path: String) throws(CaptureError) {
        let sample = prefix.prefix(4096)
        guard sample.contains(0) || ["chls", "proxymanlog", "saz"].contains(ext) else { return }
        switch ext {
        case "chls":
            throw refusal(
                path, "this is a Charles binary session (.chls), which nlcert does not read",
                chlsAdvice)
        case "proxymanlog":
            throw refusal(
                path, "this is a Proxyman log file (.proxymanlog), which nlcert does not read",
                "in Proxyman use File → Export → HAR and give nlcert the .har")
        case "saz":
            throw refusal(
                path, "this is a Fiddler session archive (.saz), which nlcert does not read",
                "in Fiddler use File → Export Sessions → All Sessions → HTTPArchive v1.2")
        default:
            let at = sample.firstIndex(of: 0) ?? 0
            throw refusal(path, "this is a binary file (a NUL byte at offset \(at)), not a capture", harAdvice)
        }
    }

    /// A text document by its name (Markdown, reStructuredText, AsciiDoc, Org, LaTeX): a README
    /// or a ticket that quotes a ping is not a recording, and reading its quoted URLs as one
    /// would report findings on prose.
    private static func refuseDocument(ext: String, path: String) throws(CaptureError) {
        let documents = [
            "md": "Markdown", "markdown": "Markdown", "mdx": "Markdown", "rst": "reStructuredText",
            "adoc": "AsciiDoc", "asciidoc": "AsciiDoc", "org": "Org", "tex": "LaTeX", "rtf": "RTF",
        ]
        guard let kind = documents[ext] else { return }
        throw refusal(
            path, "this is a \(kind) document, not a capture",
            "give nlcert the capture itself (HAR, .chlsj, SDK log, API trace); to check URLs quoted in a document, "
                + "copy them one per line into a .txt file")
    }

    /// A Charles XML session, or an XML or HTML document, starting at `i`.
    private static func refuseMarkup(_ prefix: [UInt8], from i: Int, ext: String, path: String) throws(CaptureError) {
        let head = String(decoding: prefix[i..<min(prefix.count, i + 512)], as: UTF8.self).lowercased()
        if ext == "chlsx" || head.contains("charles-session") {
            throw refusal(
                path, "this is a Charles XML session (.chlsx), which nlcert does not read",
                chlsAdvice)
        }
        if ["<?xml", "<!doctype", "<html", "<plist"].contains(where: { head.hasPrefix($0) }) {
            throw refusal(path, "this is an XML or HTML document, not a capture", harAdvice)
        }
    }

    /// The extension of the last path component, lowercased (`har`, `chlsj`, `gz` …).
    static func fileExtension(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...]).lowercased()
    }

    private static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }

    /// The offset of the first line that is neither blank nor a `#` comment.
    private static func firstContentLine(_ bytes: [UInt8], from: Int) -> Int? {
        var i = from
        while i < bytes.count {
            while i < bytes.count, isSpace(bytes[i]) { i += 1 }
            guard i < bytes.count else { return nil }
            if bytes[i] != UInt8(ascii: "#") { return i }
            while i < bytes.count, bytes[i] != 0x0A, bytes[i] != 0x0D { i += 1 }
        }
        return nil
    }

    /// Whether the line starting at `from` (ended by LF, CR or CRLF) is, on its own, a JSON
    /// object with an `"api"` string at its top level. Only the top level is looked at, so how
    /// deep the arguments nest does not change the answer: the trace reader judges the rest and
    /// names the line. A line that runs past the end of an incomplete prefix (a call with huge
    /// or deeply nested arguments, or a one-line HAR) is a trace call when the members seen so
    /// far say so — an `"api"` string, or `"args"` — and no `"log"` member (a HAR's) comes first.
    private static func firstLineIsTraceCall(_ bytes: [UInt8], from: Int, isComplete: Bool) -> Bool {
        guard
            let lineEnd = bytes[from...].firstIndex(where: { $0 == 0x0A || $0 == 0x0D })
                ?? (isComplete ? bytes.count : nil)
        else {
            let line = Array(bytes[from...])
            guard line.first == UInt8(ascii: "{"),
                JSONPrefixScanner.topLevelMember("log", in: line, end: line.count) == nil
            else { return false }
            return JSONPrefixScanner.topLevelStringValue(of: "api", in: line, end: line.count) != nil
                || JSONPrefixScanner.topLevelMember("args", in: line, end: line.count) != nil
        }
        let line = Array(bytes[from..<lineEnd])
        guard let end = JSONPrefixScanner.endOfValue(in: line, from: 0), line[0] == UInt8(ascii: "{"),
            line[end...].allSatisfy(isSpace)
        else { return false }
        return JSONPrefixScanner.topLevelStringValue(of: "api", in: line, end: end) != nil
    }

    /// Whether the object that starts at `from` is a unified-log message (`log show --style
    /// json|ndjson`): a top-level `"eventMessage"` member before the prefix ends. A HAR's and a
    /// Charles transaction's members are others.
    static func firstObjectIsLogEvent(_ bytes: [UInt8], from: Int) -> Bool {
        guard from < bytes.count, bytes[from] == UInt8(ascii: "{") else { return false }
        let object = Array(bytes[from...])
        let end = JSONPrefixScanner.endOfValue(in: object, from: 0) ?? object.count
        return JSONPrefixScanner.topLevelMember("eventMessage", in: object, end: end) != nil
    }

    /// Whether the `[` at `start` opens a JSON array of objects (a Charles session) rather than
    /// a text line that happens to start with a bracket: `adb logcat -v long` (`[ 05-02 …`) or a
    /// DevTools paste (`[nsdk] {…}`).
    static func opensJSONArrayOfObjects(_ prefix: [UInt8], from start: Int) -> Bool {
        var j = start + 1
        while j < prefix.count, isSpace(prefix[j]) { j += 1 }
        guard j < prefix.count else { return true }
        return prefix[j] == UInt8(ascii: "{") || prefix[j] == UInt8(ascii: "]")
    }
}
