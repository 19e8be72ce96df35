import Testing

@testable import NLCertKit

@Suite struct JSONParserTests {
    @Test func parsesNestedDocumentKeepingKeyOrder() throws {
        let v = try JSONParser.parse(#"{"b": [1, 2.5, -3e2], "a": {"x": null, "y": true}, "s": "\u00e9\n\"q\""}"#)
        #expect(v.objectValue?.map(\.key) == ["b", "a", "s"])
        #expect(v["b"] == .array([1, 2.5, -300]))
        #expect(v["a"]?["y"] == .bool(true))
        #expect(v["s"] == .string("é\n\"q\""))
    }

    @Test func decodesSurrogatePairs() throws {
        #expect(try JSONParser.parse(#""\ud83d\ude00""#) == .string("😀"))
    }

    @Test(arguments: [
        ("{\"a\": 1", 1, 8),
        ("[1, 2,]", 1, 7),
        ("{\"a\" 1}", 1, 6),
        ("\n\n  tru", 3, 3),
        ("\"abc", 1, 1),
    ])
    func reportsWhereTheErrorIs(text: String, line: Int, column: Int) {
        do {
            _ = try JSONParser.parse(text)
            Issue.record("expected a failure for \(text)")
        } catch {
            #expect(error.line == line)
            #expect(error.column == column)
        }
    }

    @Test func refusesDeepNestingInsteadOfOverflowing() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(deep) }
    }

    @Test func writerRoundTripsAndEscapesMarkup() throws {
        let v: JSONValue = .obj(["t": "</script><b>&", "n": 1796026041789, "f": 0.5, "z": nil])
        let text = JSONWriter.write(v)
        #expect(!text.contains("<"))
        #expect(!text.contains("&"))
        #expect(try JSONParser.parse(text) == v)
        #expect(text.contains("1796026041789"))
    }
}
