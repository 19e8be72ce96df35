import Testing

@testable import NLCertKit

/// The Android App SDK 10.x logs `userOptOut`'s argument on a line of its own
/// (`optOutURLString <url>`) before its answer (`userOptOut API. SUCCESS`): the two lines are
/// one call with its URL — a kids app that opts out in code ("DCR Video Android SDK — Opt-out":
/// `userOptOut("nielsenappsdk://1")`) must not read as a call with nothing.
@Suite struct AndroidOptOutLineTests {
    static let lines = [
        "12-01 10:52:52.018 18170    13 D NielsenAPPSDK: [1796122372] [DEBUG] [17961223719121676] [Nielsen AppSDK: constructor API - SUCCESS ]",
        "12-01 10:52:53.100 18170    13 I NielsenAPPSDK: [1796122373] [INFO] [17961223719121676] [optOutURLString nielsenappsdk://1]",
        "12-01 10:52:53.102 18170    13 I NielsenAPPSDK: [1796122373] [INFO] [17961223719121676] [userOptOut API. SUCCESS]",
    ]

    @Test func argumentLineAndAnswerAreOneCallWithItsURL() throws {
        let capture = try TextCaptureReader.read(text: Self.lines.joined(separator: "\n") + "\n", path: "optout.txt")
        let optOut = capture.calls.filter { $0.api == .userOptOut }
        #expect(optOut.count == 1)
        #expect(optOut.first?.args == [.string("nielsenappsdk://1")])
        #expect(optOut.first?.argumentsMissing == false)
        #expect(optOut.first?.outcome?.contains("SUCCESS") == true)
    }

    @Test func aLineWithoutTheURLIsGarbledNotACall() throws {
        var lines = Self.lines
        lines[1] =
            "12-01 10:52:53.100 18170    13 I NielsenAPPSDK: [1796122373] [INFO] [17961223719121676] [optOutURLString ]"
        let capture = try TextCaptureReader.read(text: lines.joined(separator: "\n") + "\n", path: "optout.txt")
        #expect(capture.calls.filter { $0.api == .userOptOut }.allSatisfy { $0.args.isEmpty })
        #expect(capture.notes.contains { $0.message.contains("optOutURLString") })
    }
}
