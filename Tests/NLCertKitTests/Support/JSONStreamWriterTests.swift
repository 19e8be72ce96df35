import Testing

@testable import NLCertKit

/// The stream writer must write byte for byte what `JSONWriter` writes for the whole value,
/// however the document is split into streamed containers and whole values, and whatever it
/// hands to a sink must join into the same text.
@Suite struct JSONStreamWriterTests {
    /// A random value a few levels deep: empty and full containers, escapes, numbers.
    static func value(_ rng: inout some RandomNumberGenerator, depth: Int) -> JSONValue {
        let leaves: [JSONValue] = [
            .null, .bool(true), .number(0), .number(-12.5), .number(1e300), .string(""), .string("a\"b\\c</x>&\u{1}é"),
        ]
        guard depth > 0 else { return leaves.randomElement(using: &rng)! }
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: return leaves.randomElement(using: &rng)!
        case 1:
            return .array((0..<Int.random(in: 0...3, using: &rng)).map { _ in value(&rng, depth: depth - 1) })
        default:
            return .object(
                (0..<Int.random(in: 0...3, using: &rng)).map { k in
                    .init("k\(k)\u{2028}", value(&rng, depth: depth - 1))
                })
        }
    }

    /// Writes `v` streaming containers down to a random depth and whole values below it.
    static func stream(_ v: JSONValue, into w: inout JSONStreamWriter, _ rng: inout some RandomNumberGenerator) {
        let whole = Bool.random(using: &rng)
        switch v {
        case .array(let items) where !whole:
            w.beginArray()
            for item in items { stream(item, into: &w, &rng) }
            w.endArray()
        case .object(let members) where !whole:
            w.beginObject()
            for m in members {
                w.key(m.key)
                stream(m.value, into: &w, &rng)
            }
            w.endObject()
        default:
            w.value(v)
        }
    }

    @Test func streamedTextIsWhatTheWholeValueWrites() {
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let v = Self.value(&rng, depth: 4)
            var w = JSONStreamWriter()
            Self.stream(v, into: &w, &rng)
            #expect(w.text == JSONWriter.write(v, pretty: true))
        }
    }

    @Test func piecesHandedToTheSinkJoinIntoTheSameText() {
        var rng = SystemRandomNumberGenerator()
        let items = (0..<15000).map { _ in Self.value(&rng, depth: 3) }
        var pieces: [String] = []
        var w = JSONStreamWriter(flushingTo: { pieces.append($0) })
        w.beginArray()
        for item in items { Self.stream(item, into: &w, &rng) }
        w.endArray()
        w.flush(all: true)
        let big = JSONValue.array(items)
        #expect(pieces.count >= 2 && w.text.isEmpty && pieces.joined() == JSONWriter.write(big, pretty: true))
    }
}
