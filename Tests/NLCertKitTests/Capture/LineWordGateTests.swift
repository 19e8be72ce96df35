import Testing

@testable import NLCertKit

/// A pattern set searches each `lineContains` word once per line and tries only the patterns
/// whose words the line holds: it must read every line exactly as trying each pattern in turn,
/// with its own word check, would.
@Suite struct LineWordGateTests {
    static let set = try! IOSLogPatternSet(
        json: """
            {"lineContains": ["nielsen"],
             "patterns": [
               {"id": "a", "match": "{api} API - {outcome}", "yields": "call"},
               {"id": "b", "match": "PLAYHEAD: {number}", "api": "playheadPosition", "yields": "argument",
                "lineContains": ["playhead", "PH"]},
               {"id": "c", "match": "Sending message: {url}", "yields": "sending", "lineContains": []},
               {"id": "d", "match": "{api} API. {outcome}", "yields": "call"}
             ]}
            """, file: "test.json")

    /// What trying each pattern in turn, each checking its own words, reads.
    static func oneByOne(_ message: String) -> String? {
        for pattern in set.patterns where pattern.match(message) != nil {
            return pattern.id
        }
        return nil
    }

    @Test(
        arguments: [
            ("Nielsen: loadMetadata API - SUCCESS", "a"),
            ("loadMetadata API - SUCCESS", nil),  // no "nielsen": pattern a is not tried
            ("PLAYHEAD: 12", "b"),  // its own words, not the file-wide one
            ("ph PLAYHEAD: 12 nielsen", "b"),
            ("Sending message: https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr", "c"),  // no words: always tried
            ("NIELSEN stop API. FAILED", "d"),
            ("nothing here at all", nil),
        ] as [(String, String?)])
    func readsAsEachPatternInTurn(message: String, expected: String?) {
        #expect(Self.oneByOne(message) == expected)
        #expect((Self.set.interpret(message) != nil) == (expected != nil))
    }

    @Test func patternsWithTheSameWordsShareOneGroup() {
        let gate = LineWordGate([["nielsen"], ["Nielsen"], ["playhead", "ph"], [], ["nielsen"]])
        #expect(gate.group(of: 0) == gate.group(of: 1) && gate.group(of: 0) == gate.group(of: 4))
        #expect(Set([gate.group(of: 0), gate.group(of: 2), gate.group(of: 3)]).count == 3)
        // A line with none of the words opens only the group without words.
        let open = gate.openGroups("an unrelated console line")
        #expect(open.count == 3 && open.enumerated().allSatisfy { $0.element == ($0.offset == gate.group(of: 3)) })
        // With no word-less group, such a line opens nothing and allocates nothing.
        #expect(LineWordGate([["nielsen"], ["ph"]]).openGroups("an unrelated console line").isEmpty)
        #expect(LineWordGate([["nielsen"], ["ph"]]).openGroups("A NIELSEN line") == [true, false])
    }
}
