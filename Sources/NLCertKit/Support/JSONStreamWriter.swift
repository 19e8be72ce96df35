/// Writes pretty-printed JSON a piece at a time, byte for byte as `JSONWriter` writes the whole
/// value: the large arrays of a report (its pings, calls and sessions) are written element by
/// element, so the document never exists as one `JSONValue` tree — for 100k pings that tree
/// took ~2 GB, the text a third of it.
public struct JSONStreamWriter {
    /// What is written and not yet handed to `sink`, as UTF-8.
    private var bytes: [UInt8] = []
    /// What is written and not yet handed to `sink`.
    public var text: String { String(decoding: bytes, as: UTF8.self) }
    /// Takes the text in pieces of about `flushBytes` (a file or stdout); without one, `text`
    /// holds the whole document.
    private let sink: ((String) -> Void)?
    static let flushBytes = 1 << 20
    /// Items written so far in each open container, outermost first.
    private var counts: [Int] = []
    /// A key was just written: the next value follows it on the same line.
    private var afterKey = false

    public init(flushingTo sink: ((String) -> Void)? = nil) {
        self.sink = sink
    }

    /// A writer for one value that sits `depth` containers deep in a document written
    /// elsewhere (its separator and line break already written): the same bytes as writing it
    /// there, for elements rendered on other threads.
    public init(nestedAt depth: Int) {
        self.sink = nil
        counts = Array(repeating: 0, count: depth)
        afterKey = true
    }

    /// What is written, as UTF-8 (a writer without a sink).
    public var utf8: [UInt8] { bytes }

    /// Hands what is written to the sink, when there is one and enough has gathered (or `all`).
    mutating func flush(all: Bool = false) {
        guard let sink, !bytes.isEmpty, all || bytes.count >= Self.flushBytes else { return }
        sink(text)
        bytes.removeAll(keepingCapacity: true)
    }

    /// Where the next item goes: after the key just written, or on a line of its own (with a
    /// comma after the item before).
    private mutating func startItem() {
        if afterKey {
            afterKey = false
            return
        }
        guard !counts.isEmpty else { return }
        if counts[counts.count - 1] > 0 { bytes.append(UInt8(ascii: ",")) }
        counts[counts.count - 1] += 1
        JSONWriter.newline(&bytes, counts.count)
    }

    /// A member's key in the open object; its value comes next.
    public mutating func key(_ key: String) {
        startItem()
        JSONWriter.appendQuoted(key, into: &bytes)
        bytes.appendUTF8(": ")
        afterKey = true
    }

    /// A whole value: an array element, or the value of the key just written.
    public mutating func value(_ value: JSONValue) {
        startItem()
        JSONWriter.emit(value, into: &bytes, pretty: true, sortKeys: false, indent: counts.count)
        flush()
    }

    public mutating func member(_ key: String, _ value: JSONValue) {
        self.key(key)
        self.value(value)
    }

    public mutating func beginObject() { begin("{") }
    public mutating func endObject() { end("}") }
    public mutating func beginArray() { begin("[") }
    public mutating func endArray() { end("]") }

    private mutating func begin(_ bracket: String) {
        startItem()
        bytes.appendUTF8(bracket)
        counts.append(0)
    }

    private mutating func end(_ bracket: String) {
        let items = counts.removeLast()
        if items > 0 { JSONWriter.newline(&bytes, counts.count) }
        bytes.appendUTF8(bracket)
        flush()
    }

    /// Raw text after the document (its final newline).
    public mutating func append(_ raw: String) {
        bytes.appendUTF8(raw)
    }

    /// An array of independent elements, each written by `element` into a writer of its own
    /// a batch at a time on every core, and joined in order: the same bytes as writing them
    /// here one by one, for the longest lists (a report's pings).
    mutating func concurrentArray<T: Sendable>(
        _ key: String, _ elements: [T], batch: Int = 1024,
        _ element: @escaping @Sendable (T, inout JSONStreamWriter) -> Void
    ) {
        self.key(key)
        beginArray()
        let depth = counts.count
        var start = 0
        while start < elements.count {
            let end = min(start + batch, elements.count)
            let rendered = Concurrently.map(Array(elements[start..<end]), minimum: 32) { e -> [UInt8] in
                var out = JSONStreamWriter(nestedAt: depth)
                element(e, &out)
                return out.bytes
            }
            for r in rendered {
                startItem()
                bytes.append(contentsOf: r)
                flush()
            }
            start = end
        }
        endArray()
    }

    /// An array written element by element.
    mutating func array<S: Sequence>(_ key: String, _ elements: S, _ element: (S.Element) -> JSONValue) {
        self.key(key)
        beginArray()
        for e in elements { value(element(e)) }
        endArray()
    }
}
