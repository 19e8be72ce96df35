import Foundation
import NielsenCallRecorder
import Testing

@testable import NLCertKit

/// The shipped sample console (`samples/ios/xcode-console-with-recorder.txt`) is genuine recorder
/// output: the recorder, driven through the same run, prints exactly its trace lines.
@Suite struct RecorderSampleTests {
    static let samplePath = Fixtures.repoPath("samples/ios/xcode-console-with-recorder.txt")

    @Test func sampleLinesAreWhatTheRecorderPrints() throws {
        let sample = try String(contentsOfFile: Self.samplePath, encoding: .utf8)
        let sampleLines = sample.split(separator: "\n").compactMap { line -> String? in
            guard let r = line.range(of: "[nlcert-trace] ") else { return nil }
            return String(line[r.lowerBound...])
        }
        let trace = try LogPasteTests.traceCalls()
        let harness = RecorderTests.Harness(times: [trace[0].ts - 2000] + trace.map(\.ts))
        let recorder = NielsenCallRecorder(
            wrapping: RecorderTests.StandInSDK(), sink: { harness.lines.append($0) },
            clock: { harness.next() })
        recorder.recordInitialization(appInfo: [
            "appid": "P0A1B2C3D-0000-4000-8000-00000000C0DE", "appname": "Paste App", "appversion": "1.0",
            "nol_devDebug": "DEBUG",
        ])
        let content: [String: Any] = [
            "type": "content", "assetid": "VID-PASTE-0001", "program": "Paste Program", "title": "Paste Episode",
            "length": "120", "airdate": "20240501 20:00:00", "isfullepisode": "y", "adloadtype": "2",
        ]
        recorder.play(["channelName": "Paste Channel"])
        recorder.loadMetadata(content)
        recorder.loadMetadata(["type": "preroll", "assetid": "AD-PASTE-0001"])
        for s in 0...2 { recorder.playheadPosition(Int64(s)) }
        recorder.stop()
        recorder.loadMetadata(content)
        for s in 0...2 { recorder.playheadPosition(Int64(s)) }
        recorder.end()
        #expect(sampleLines == harness.lines)

        let capture = try TextCaptureReader.read(text: sample, path: "xcode-console-with-recorder.txt")
        #expect(capture.calls.count == trace.count + 1)
        #expect(capture.notes.contains { $0.message.contains("line(s) hold no Nielsen URL") })
    }
}
