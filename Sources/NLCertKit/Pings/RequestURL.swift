#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The parts of a request URL that classification needs, split by hand so that look-alike
/// hosts cannot fool nlcert: the host is what sits between `//` (after any `user:pass@`) and
/// the port, path, query or fragment — exactly what a client would connect to.
public struct RequestURL: Sendable, Hashable {
    /// Lowercased scheme (`https`), empty when the URL has none.
    public var scheme: String
    /// Lowercased host without userinfo, port or a trailing dot; IPv6 hosts keep their brackets.
    public var host: String
    public var port: Int?
    /// The path as written (`/cgi-bin/gn`), `/` when empty.
    public var path: String
    /// Everything after the first `?` up to a `#`, undecoded; `nil` when there is no `?`.
    /// Cut from the URL when asked: a decoder reads the query in place (`withQueryBytes`), and
    /// a copy of every ping's query was a kilobyte and a half allocated, checked and freed.
    public var query: String? {
        guard let range = queryRange else { return nil }
        return source.withBytes { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }
    /// Where `query` sits in the URL's UTF-8 bytes, so a decoder can point into the URL itself.
    private(set) var queryRange: Range<Int>?
    /// The URL the ranges point into.
    private let source: Source
    /// Where `host` and `path` sit in the URL's UTF-8 bytes when they are exactly those bytes
    /// (no lowercasing, no trailing dot dropped, a path that was written).
    var hostRange: Range<Int>?
    var pathRange: Range<Int>?

    public init(scheme: String, host: String, port: Int? = nil, path: String, query: String?) {
        self.init(scheme: scheme, host: host, port: port, path: path, source: Source(query ?? ""))
        if let query { queryRange = 0..<query.utf8.count }
    }

    private init(scheme: String, host: String, port: Int?, path: String, source: Source) {
        self.scheme = scheme
        self.host = host
        self.port = port
        self.path = path
        self.source = source
    }

    /// The bytes of the query, in place; `nil` when there is no `?`.
    func withQueryBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R? {
        guard let range = queryRange else { return nil }
        return source.withBytes { body(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// Two URLs are the same when their parts and where they sit are.
    public static func == (a: RequestURL, b: RequestURL) -> Bool {
        a.scheme == b.scheme && a.host == b.host && a.port == b.port && a.path == b.path && a.query == b.query
            && a.hostRange == b.hostRange && a.pathRange == b.pathRange
            && a.queryRange == b.queryRange
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(scheme)
        hasher.combine(host)
        hasher.combine(port)
        hasher.combine(path)
        hasher.combine(query)
    }

    /// A URL's text, held in contiguous UTF-8 so that its bytes can be read in place.
    private struct Source: Sendable {
        private var text: String
        init(_ text: String) {
            self.text = text
            self.text.makeContiguousUTF8()
        }
        func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
            var text = text
            return text.withUTF8(body)
        }
    }

    /// Splits `url`; `nil` when it has no `scheme://host` part at all.
    public static func parse(_ url: String) -> RequestURL? {
        let source = Source(url)
        return source.withBytes { parse(bytes: $0, source: source) }
    }

    /// Where the parts `parse` reads sit in a URL's bytes: the scheme, the host as written
    /// (before lowercasing and dropping trailing dots), the port, and where the authority ends.
    struct Spans {
        var scheme: Range<Int>
        var host: Range<Int>
        var port: Int?
        var authorityEnd: Int
    }

    static func spans(_ bytes: UnsafeBufferPointer<UInt8>) -> Spans? {
        let n = bytes.count
        // Scheme: letters, digits, `+`, `-`, `.` before `://`.
        var i = 0
        while i < n, isSchemeByte(bytes[i]) { i += 1 }
        guard i > 0, i + 2 < n, bytes[i] == UInt8(ascii: ":"), isSlash(bytes[i + 1]), isSlash(bytes[i + 2]) else {
            return nil
        }
        let authorityStart = i + 3
        var authorityEnd = authorityStart
        // Browsers end the authority at `/`, `\`, `?` or `#`.
        while authorityEnd < n, !isAuthorityEnd(bytes[authorityEnd]) { authorityEnd += 1 }
        // Userinfo ends at the last `@` of the authority: `https://a.imrworldwide.com@evil.test/`
        // goes to evil.test.
        var hostStart = authorityStart
        var k = authorityEnd
        while k > authorityStart {
            k -= 1
            if bytes[k] == UInt8(ascii: "@") {
                hostStart = k + 1
                break
            }
        }
        var hostEnd = authorityEnd
        var port: Int?
        if hostStart < authorityEnd, bytes[hostStart] == UInt8(ascii: "[") {
            // IPv6 literal: the host runs to the closing bracket.
            var j = hostStart
            while j < authorityEnd, bytes[j] != UInt8(ascii: "]") { j += 1 }
            hostEnd = min(j + 1, authorityEnd)
            if hostEnd < authorityEnd, bytes[hostEnd] == UInt8(ascii: ":") {
                port = parsePort(bytes[(hostEnd + 1)..<authorityEnd])
            }
        } else {
            var j = hostStart
            while j < authorityEnd, bytes[j] != UInt8(ascii: ":") { j += 1 }
            if j < authorityEnd {
                port = parsePort(bytes[(j + 1)..<authorityEnd])
                hostEnd = j
            }
        }
        return Spans(scheme: 0..<i, host: hostStart..<hostEnd, port: port, authorityEnd: authorityEnd)
    }

    /// Whether the host `parse` would find in `url` is one of `domains` or under one, read in
    /// place (ASCII case and trailing dots ignored, as `parse` does); `nil` when the URL has no
    /// `scheme://` part or an empty host. Lets a reader sort thousands of requests without
    /// splitting each URL into strings.
    static func host(ofURL url: String, isWithinAny domains: [String]) -> Bool? {
        var url = url
        url.makeContiguousUTF8()
        return url.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            guard let spans = spans(bytes) else { return nil }
            var end = spans.host.upperBound
            while end > spans.host.lowerBound, bytes[end - 1] == UInt8(ascii: ".") { end -= 1 }
            guard end > spans.host.lowerBound else { return nil }
            let host = UnsafeBufferPointer(rebasing: bytes[spans.host.lowerBound..<end])
            return domains.contains { hostBytes(host, areWithin: $0) }
        } ?? nil
    }

    /// `host(_:isWithin:)` on host bytes as written, ASCII letters compared without case.
    /// The domain's bytes are read in place (an array of them per domain and request cost
    /// 1,500 instructions a request: every request of a capture is sorted here).
    private static func hostBytes(_ host: UnsafeBufferPointer<UInt8>, areWithin domain: String) -> Bool {
        var domain = domain
        return domain.withUTF8 { d in
            let hc = host.count
            let dc = d.count
            guard hc >= dc else { return false }
            let offset = hc - dc
            for j in 0..<dc {
                var b = host[offset + j]
                if b >= 0x41 && b <= 0x5A { b += 0x20 }
                if b != d[j] { return false }
            }
            return hc == dc || host[offset - 1] == UInt8(ascii: ".")
        }
    }

    private static func parse(bytes: UnsafeBufferPointer<UInt8>, source: Source) -> RequestURL? {
        let n = bytes.count
        guard let spans = spans(bytes) else { return nil }
        let scheme = lowercased(bytes[spans.scheme])
        let authorityEnd = spans.authorityEnd
        let hostStart = spans.host.lowerBound
        let hostEnd = spans.host.upperBound
        let port = spans.port
        var host = lowercased(bytes[hostStart..<hostEnd])
        let hostIsVerbatim =
            !host.hasSuffix(".") && !bytes[hostStart..<hostEnd].contains(where: { $0 >= 0x41 && $0 <= 0x5A })
        while host.hasSuffix(".") { host.removeLast() }

        let hashAt = ByteScan.find(UInt8(ascii: "#"), in: bytes, from: authorityEnd, to: n)
        let pathEnd = ByteScan.find(UInt8(ascii: "?"), in: bytes, from: authorityEnd, to: hashAt)
        var path = String(decoding: UnsafeBufferPointer(rebasing: bytes[authorityEnd..<pathEnd]), as: UTF8.self)
        if path.isEmpty { path = "/" }
        var result = RequestURL(scheme: scheme, host: host, port: port, path: path, source: source)
        if pathEnd < hashAt { result.queryRange = (pathEnd + 1)..<hashAt }
        if hostIsVerbatim { result.hostRange = hostStart..<hostEnd }
        if authorityEnd < pathEnd { result.pathRange = authorityEnd..<pathEnd }
        return result
    }

    /// Whether `host` is `domain` itself or one of its subdomains (`x.imrworldwide.com`), and
    /// not a look-alike (`evilimrworldwide.com`, `imrworldwide.com.example.net`).
    public static func host(_ host: String, isWithin domain: String) -> Bool {
        // Compared as bytes in place (every request's host is tested against each Nielsen
        // domain; a comparison of the UTF-8 views is generic and several times slower).
        var host = host
        var domain = domain
        return host.withUTF8 { h in
            domain.withUTF8 { d in
                let hc = h.count
                let dc = d.count
                guard hc >= dc else { return false }
                let tail = hc - dc
                if dc > 0 {
                    guard let hb = h.baseAddress, let db = d.baseAddress, memcmp(hb + tail, db, dc) == 0 else {
                        return false
                    }
                }
                return hc == dc || h[tail - 1] == UInt8(ascii: ".")
            }
        }
    }

    private static func isSchemeByte(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x2B || b == 0x2D
            || b == 0x2E
    }

    private static func isSlash(_ b: UInt8) -> Bool { b == UInt8(ascii: "/") || b == UInt8(ascii: "\\") }

    private static func isAuthorityEnd(_ b: UInt8) -> Bool {
        b == UInt8(ascii: "/") || b == UInt8(ascii: "\\") || b == UInt8(ascii: "?") || b == UInt8(ascii: "#")
    }

    private static func parsePort(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
        guard !bytes.isEmpty, bytes.count <= 5 else { return nil }
        var value = 0
        for b in bytes {
            guard b >= 0x30 && b <= 0x39 else { return nil }
            value = value * 10 + Int(b - 0x30)
        }
        return value
    }

    private static func lowercased(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        if !bytes.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) {
            return String(decoding: UnsafeBufferPointer(rebasing: bytes), as: UTF8.self)
        }
        return String(decoding: bytes.map { ($0 >= 0x41 && $0 <= 0x5A) ? $0 + 0x20 : $0 }, as: UTF8.self)
    }
}
