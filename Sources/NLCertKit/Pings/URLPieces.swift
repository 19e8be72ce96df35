/// A ping's scheme, host and path, behind one reference: a ping keeps eight bytes for them.
/// Nielsen pings to one place share one stored set of strings (`standAlone(equalTo:_:_:)`); for
/// other requests, which nlcert rarely reads twice, the host and path are ranges of the request
/// URL they share rather than strings of their own. A host that had to be lowercased or lost a
/// trailing dot, and values a caller sets, are kept as given.
struct URLPieces: Sendable {
    private let storage: Storage

    private final class Storage: Sendable {
        let scheme: String
        /// The URL the ranges point into (shared, not copied); empty for stand-alone pieces.
        let base: String
        let hostRange: Range<UInt32>
        let pathRange: Range<UInt32>
        /// Host and path that are not plain slices of `base`.
        let host: String?
        let path: String?

        init(
            scheme: String, base: String = "", hostRange: Range<UInt32> = 0..<0, pathRange: Range<UInt32> = 0..<0,
            host: String?, path: String?
        ) {
            self.scheme = scheme
            self.base = base
            self.hostRange = hostRange
            self.pathRange = pathRange
            self.host = host
            self.path = path
        }
    }

    /// Pieces given as strings.
    init(scheme: String, host: String, path: String) {
        let isEmpty = scheme.isEmpty && host.isEmpty && path.isEmpty
        storage = isEmpty ? Self.empty : Storage(scheme: scheme, host: host, path: path)
    }

    /// No scheme, host or path (a request whose URL does not parse), shared.
    private static let empty = Storage(scheme: "", host: "", path: "")

    /// Pieces of `url`: a range where the piece is exactly those bytes, else the string.
    init(url: String, scheme: String, host: String, hostRange: Range<Int>?, path: String, pathRange: Range<Int>?) {
        let limit = Int(UInt32.max)
        let h = hostRange.flatMap { $0.upperBound < limit ? $0 : nil }
        let p = pathRange.flatMap { $0.upperBound < limit ? $0 : nil }
        storage = Storage(
            scheme: scheme, base: url,
            hostRange: h.map { UInt32($0.lowerBound)..<UInt32($0.upperBound) } ?? 0..<0,
            pathRange: p.map { UInt32($0.lowerBound)..<UInt32($0.upperBound) } ?? 0..<0,
            host: h == nil ? host : nil, path: p == nil ? path : nil)
    }

    var scheme: String {
        get { storage.scheme }
        set { self = URLPieces(scheme: newValue, host: host, path: path) }
    }

    var host: String {
        get { storage.host ?? slice(storage.hostRange) }
        set { self = URLPieces(scheme: scheme, host: newValue, path: path) }
    }

    var path: String {
        get { storage.path ?? slice(storage.pathRange) }
        set { self = URLPieces(scheme: scheme, host: host, path: newValue) }
    }

    private func slice(_ range: Range<UInt32>) -> String {
        guard !range.isEmpty, Int(range.upperBound) <= storage.base.utf8.count else { return "" }
        var text = storage.base
        text.makeContiguousUTF8()
        return text.utf8.withContiguousStorageIfAvailable { bytes in
            String(
                decoding: UnsafeBufferPointer(rebasing: bytes[Int(range.lowerBound)..<Int(range.upperBound)]),
                as: UTF8.self)
        } ?? ""
    }
}

extension URLPieces {
    /// Whether these are stand-alone strings (no URL behind them) equal to `scheme`, `host` and
    /// `path`: then a request to the same place can share them rather than hold a copy.
    func standAlone(equalTo scheme: String, _ host: String, _ path: String) -> Bool {
        storage.base.isEmpty && storage.host != nil && storage.path != nil && self.scheme == scheme
            && self.host == host && self.path == path
    }

    /// Whether `self` and `other` are one stored scheme, host and path.
    func isShared(with other: URLPieces) -> Bool { storage === other.storage }
}

extension URLPieces: Hashable {
    static func == (a: URLPieces, b: URLPieces) -> Bool {
        a.scheme == b.scheme && a.host == b.host && a.path == b.path
    }
    func hash(into hasher: inout Hasher) {
        hasher.combine(scheme)
        hasher.combine(host)
        hasher.combine(path)
    }
}
