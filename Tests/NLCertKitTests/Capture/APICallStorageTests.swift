import Testing

@testable import NLCertKit

/// `APICall` keeps its fields in a shared box: a copy must still behave as a value.
@Suite struct APICallStorageTests {
    static let call = APICall(
        api: .loadMetadata, rawName: "loadMetadata", args: [.object([.init("assetid", "VID-1")])], time: nil,
        location: SourceLocation(file: "t.jsonl", line: 3), format: .apiTrace, outcome: nil, ordinal: 2)

    @Test func changingACopyLeavesTheOriginal() {
        var copy = Self.call
        #expect(copy == Self.call)
        copy.args = [.object([.init("assetid", "VID-2")])]
        copy.argumentsMissing = true
        copy.outcomeLocation = SourceLocation(file: "t.jsonl", line: 4)
        #expect(Self.call.args.first?["assetid"] == "VID-1" && !Self.call.argumentsMissing)
        #expect(Self.call.outcomeLocation == nil)
        #expect(copy != Self.call && copy.args.first?["assetid"] == "VID-2")
    }

    @Test func equalFieldsAreEqualCallsWithEqualHashes() {
        let again = APICall(
            api: .loadMetadata, rawName: "loadMetadata", args: [.object([.init("assetid", "VID-1")])], time: nil,
            location: SourceLocation(file: "t.jsonl", line: 3), format: .apiTrace, outcome: nil, ordinal: 2)
        #expect(again == Self.call && again.hashValue == Self.call.hashValue)
        var other = again
        other.ordinal = 3
        #expect(other != Self.call && Set([again, other, Self.call]).count == 2)
    }
}
