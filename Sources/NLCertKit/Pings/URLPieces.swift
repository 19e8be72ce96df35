/// A ping's host and path, kept as ranges of the request URL it shares rather than as strings
/// of their own: a large capture holds tens of thousands of requests nlcert never reads
/// twice, and two small allocations each add up. A host that had to be lowercased or lost a
/// trailing dot, and values a caller sets, are kept as given.
struct URLPieces: Sendable {
    /// The URL the ranges point into (shared, not copied).
    private var base: String
    private var hostStart: UInt32 = 0
    private var hostEnd: UInt32 = 0
    private var pathStart: UInt32 = 0
    private var pathEnd: UInt32 = 0
    /// Host and path that are not plain slices of `base`.
    private var own: Own?

    private final class Own: Sendable {
        let host: String?
        let path: String?
        init(host: String?, path: String?) {
            self.host = host
            self.path = path
        }
    }

    /// Pieces given as strings.
    init(host: String, path: String) {
        base = ""
        if !host.isEmpty || !path.isEmpty { own = Own(host: host, path: path) }
    }

    /// Pieces of `url`: a range where the piece is exactly those bytes, else the string.
    init(url: String, host: String, hostRange: Range<Int>?, path: String, pathRange: Range<Int>?) {
        base = url
        let limit = Int(UInt32.max)
        let h = hostRange.flatMap { $0.upperBound < limit ? $0 : nil }
        let p = pathRange.flatMap { $0.upperBound < limit ? $0 : nil }
        if let h {
            hostStart = UInt32(h.lowerBound)
            hostEnd = UInt32(h.upperBound)
        }
        if let p {
            pathStart = UInt32(p.lowerBound)
            pathEnd = UInt32(p.upperBound)
        }
        if h == nil || p == nil { own = Own(host: h == nil ? host : nil, path: p == nil ? path : nil) }
    }

    var host: String {
        get { own?.host ?? slice(hostStart, hostEnd) }
        set { own = Own(host: newValue, path: path) }
    }

    var path: String {
        get { own?.path ?? slice(pathStart, pathEnd) }
        set { own = Own(host: host, path: newValue) }
    }

    private func slice(_ a: UInt32, _ b: UInt32) -> String {
        guard a < b, Int(b) <= base.utf8.count else { return "" }
        var text = base
        text.makeContiguousUTF8()
        return text.utf8.withContiguousStorageIfAvailable { bytes in
            String(decoding: UnsafeBufferPointer(rebasing: bytes[Int(a)..<Int(b)]), as: UTF8.self)
        } ?? ""
    }
}

extension URLPieces {
    /// Whether these are stand-alone strings (no URL behind them) equal to `host` and `path`:
    /// then a request to the same place can share them rather than hold a copy.
    func standAlone(equalTo host: String, _ path: String) -> Bool {
        base.isEmpty && own != nil && self.host == host && self.path == path
    }

    /// Whether `self` and `other` are one stored host and path.
    func isShared(with other: URLPieces) -> Bool { own != nil && own === other.own }
}

extension URLPieces: Hashable {
    static func == (a: URLPieces, b: URLPieces) -> Bool { a.host == b.host && a.path == b.path }
    func hash(into hasher: inout Hasher) {
        hasher.combine(host)
        hasher.combine(path)
    }
}
