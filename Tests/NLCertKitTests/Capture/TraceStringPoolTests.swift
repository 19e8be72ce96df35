import Testing

@testable import NLCertKit

/// An API trace keeps each repeated string once: the API name of every `setPlayheadPosition` and
/// the metadata values of every `loadMetadata` are references to one copy, not a heap
/// allocation per call (a 70 MB trace of 915,000 calls took 514 MB to read).
@Suite struct TraceStringPoolTests {
    /// Where a string's UTF-8 bytes live; two strings with the same address share one copy.
    static func storage(_ s: String) -> UnsafeRawPointer? {
        var copy = s
        return copy.withUTF8 { UnsafeRawPointer($0.baseAddress) }
    }

    @Test func repeatedNamesAndValuesShareOneCopy() throws {
        let program = "A program name longer than fifteen bytes"
        let line = #"{"ts": 1796026042738, "api": "setPlayheadPosition", "args": [{"program": ""# + program + #""}]}"#
        let capture = try APITraceReader.read(text: line + "\n" + line + "\n" + line, path: "t.jsonl")
        #expect(capture.calls.count == 3)
        let names = capture.calls.map { Self.storage($0.rawName) }
        let programs = capture.calls.map { Self.storage($0.args.first?["program"]?.stringValue ?? "") }
        #expect(Set(names).count == 1)
        #expect(Set(programs).count == 1)
        #expect(capture.calls.allSatisfy { $0.args.first?["program"]?.stringValue == program })
    }

    @Test func poolStopsGrowingAtItsLimit() {
        var pool = TraceStringPool()
        for n in 0..<(TraceStringPool.limit + 10) { _ = pool.intern("a string that is not short \(n)") }
        #expect(pool.count == TraceStringPool.limit)
        #expect(pool.intern("a string that is not short 0") == "a string that is not short 0")
        #expect(pool.intern("past the limit, still the same text") == "past the limit, still the same text")
    }
}
