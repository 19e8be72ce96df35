import Testing

@testable import NLCertKit

/// The SDK's complaints join the first finding of their rule within 2 s of them (of its time, a
/// call it cites or a complaint already in it); a complaint with none near becomes a finding of
/// its own. Complaints here are NL208's (1025, a negative
/// playhead) in one content session of an App SDK log, at chosen times.
@Suite struct SDKComplaintGroupingTests {
    static let ping =
        "https://secure-us.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-1&sessionId=s1&c13=asid,PABC1&ai=VID-1&at=view&davty=0&c3=st,c&rt=video&c61=createtm,1796025600&rnd=1"

    /// The findings' complaints, as their offsets in `seconds`, grouped as the rule reports them.
    static func groups(_ seconds: [Double]) throws -> [[Int]] {
        func stamp(_ s: Double) -> String {
            let ms = Int((s * 1000).rounded())
            return "12-01 10:" + String(format2(ms / 60_000)) + ":" + String(format2(ms / 1000 % 60)) + "."
                + String(format3(ms % 1000))
        }
        var lines = [
            "\(stamp(0)) 1 2 D NielsenAPPSDK: Nielsen AppSDK METADATA: {\"type\":\"content\",\"assetid\":\"VID-1\",\"length\":\"30\"}",
            "\(stamp(0)) 1 2 D NielsenAPPSDK: loadMetadata API - SUCCESS",
            "\(stamp(0)) 1 2 D NielsenAPPSDK: Sending message: \(ping)",
        ]
        let first = lines.count + 1
        for s in seconds {
            lines.append("\(stamp(s)) 1 2 E NielsenAPPSDK: [1025] Could not process negative playhead -1")
        }
        let text = lines.joined(separator: "\n") + "\n"
        let timeline = TimelineBuilder.build(try TextCaptureReader.read(text: text, path: "d.logcat.txt"))
        let engine = try RuleEngine(ruleSet: try RuleSet.builtIn(), profile: "dcr-video")
        let r = engine.check(timeline, inputs: ["d.logcat.txt"])
        return r.findings.filter { $0.ruleID == "NL208" && $0.message.hasPrefix("the SDK itself reported") }.map {
            $0.items.compactMap { $0.location.line >= first ? $0.location.line - first : nil }
        }
    }

    static func format2(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    static func format3(_ n: Int) -> String { n < 10 ? "00\(n)" : n < 100 ? "0\(n)" : "\(n)" }

    @Test func complaintsJoinTheFirstFindingWithinTwoSecondsOfOneOfItsComplaints() throws {
        // 1 starts a finding; 2.9, 3.0, 3.1 and 4.9 each come within 2 s of one already in it
        // (the SDK repeating itself: one cause); 7.0 is 2.1 s after the last, so it starts
        // one; 11 stands alone; 9.5, after it in the log, joins it.
        let groups = try Self.groups([1, 2.9, 3.0, 3.1, 4.9, 7.0, 11, 9.5])
        #expect(groups == [[0, 1, 2, 3, 4], [5], [6, 7]])
    }

    @Test func thousandsOfComplaintsGroupAsOneByOneWould() throws {
        // Bursts of four complaints 0.75 s apart, 3 s between bursts, for 52 minutes; the
        // expected groups come from the plain rule applied one by one: a complaint joins the
        // first group holding a complaint within 2 s of it.
        let seconds: [Double] = (0..<2400).map { (i: Int) -> Double in
            let burst = Double(i / 4) * 5.25
            return 1 + burst + Double(i % 4) * 0.75
        }
        let groups = try Self.groups(seconds)
        var expected: [[Int]] = []
        var members: [[Double]] = []
        for (i, t) in seconds.enumerated() {
            if let k = members.firstIndex(where: { $0.contains { abs($0 - t) <= 2 } }) {
                expected[k].append(i)
                members[k].append(t)
            } else {
                members.append([t])
                expected.append([i])
            }
        }
        #expect(groups.count == expected.count)
        #expect(groups.count == 600)
        #expect(groups.first == expected.first && groups.last == expected.last)
        #expect(groups == expected)
    }
}
