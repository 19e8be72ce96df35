import Foundation
import Testing
import NielsenCallRecorder
@testable import NLCertKit

/// The iOS call recorder (samples/ios/NielsenCallRecorder) wrapped around a stand-in SDK: it
/// must forward every call unchanged and print lines that nlcert reads back as the same calls.
@Suite struct RecorderTests {
    /// Stands in for `NielsenAppApi`: remembers what reached it.
    final class StandInSDK: NielsenAppApiCalls {
        var received: [String] = []
        var optOutAnswer = true
        func play(_ channelInfo: Any?) { received.append("play") }
        func loadMetadata(_ metadata: Any?) { received.append("loadMetadata") }
        func playheadPosition(_ playheadPos: Int64) { received.append("playheadPosition \(playheadPos)") }
        func stop() { received.append("stop") }
        func end() { received.append("end") }
        func userOptOut(_ optOut: String) -> Bool {
            received.append("userOptOut \(optOut)")
            return optOutAnswer
        }
        func updateOTT(_ ottInfo: Any) { received.append("updateOTT") }
    }

    /// Collects the recorder's lines and hands out the trace's times as the clock.
    final class Harness {
        var lines: [String] = []
        var times: [Double]
        init(times: [Double]) { self.times = times }
        func next() -> Double { times.isEmpty ? 0 : times.removeFirst() }
    }

    /// Objects with their keys sorted, recursively: the recorder sorts dictionary keys, the
    /// hand-written trace does not.
    static func normalized(_ v: JSONValue) -> JSONValue {
        switch v {
        case .object(let members): return .object(members.map { .init($0.key, normalized($0.value)) }.sorted { $0.key < $1.key })
        case .array(let items): return .array(items.map(normalized))
        default: return v
        }
    }

    @Test func recordedRunReadsBackAsTheTraceOfTheSameRun() throws {
        let trace = try LogPasteTests.traceCalls()
        let harness = Harness(times: trace.map(\.ts))
        let sdk = StandInSDK()
        let nielsen: NielsenAppApiCalls = NielsenCallRecorder(
            wrapping: sdk, sink: { harness.lines.append($0) }, clock: { harness.next() })
        let content: [String: Any] = [
            "type": "content", "assetid": "VID-PASTE-0001", "program": "Paste Program", "title": "Paste Episode",
            "length": "120", "airdate": "20240501 20:00:00", "isfullepisode": "y", "adloadtype": "2",
        ]
        nielsen.play(["channelName": "Paste Channel"])
        nielsen.loadMetadata(content)
        nielsen.loadMetadata(["type": "preroll", "assetid": "AD-PASTE-0001"])
        for s in 0...2 { nielsen.playheadPosition(Int64(s)) }
        nielsen.stop()
        nielsen.loadMetadata(content)
        for s in 0...2 { nielsen.playheadPosition(Int64(s)) }
        nielsen.end()

        #expect(sdk.received == ["play", "loadMetadata", "loadMetadata", "playheadPosition 0", "playheadPosition 1",
            "playheadPosition 2", "stop", "loadMetadata", "playheadPosition 0", "playheadPosition 1", "playheadPosition 2", "end"])
        #expect(harness.lines.allSatisfy { $0.hasPrefix("[nlcert-trace] {") && !$0.contains("\n") })

        // As they would appear in Xcode's console, among other output.
        let console = harness.lines.enumerated().map { i, line in
            "2024-05-02 10:03:\(11 + i).000000-0400 PasteApp[812:30211] \(line)"
        }.joined(separator: "\n") + "\n2024-05-02 10:04:00.000000-0400 PasteApp[812:30211] unrelated app output\n"
        let capture = try TextCaptureReader.read(text: console, path: "xcode.txt")
        #expect(capture.calls.map(\.api) == trace.map(\.api))
        #expect(capture.calls.map { $0.args.map(Self.normalized) } == trace.map { $0.args.map(Self.normalized) })
        // The recorder's own clock, not the console's, times each call.
        #expect(capture.calls.map { $0.time?.epochMillis } == trace.map(\.ts))
        #expect(capture.calls.allSatisfy { $0.format == .apiTrace })
    }

    @Test func jsonStringMetadataOptOutAndOTTAreRecorded() throws {
        var lines: [String] = []
        let sdk = StandInSDK()
        sdk.optOutAnswer = false
        let recorder = NielsenCallRecorder(wrapping: sdk, sink: { lines.append($0) }, clock: { 1000 })
        recorder.recordInitialization(appInfo: ["appid": "P0A1B2C3D-0000-4000-8000-00000000C0DE", "nol_devDebug": "DEBUG"])
        recorder.loadMetadata(#"{"type": "content", "assetid": "VID-\"Q\"", "length": "60"}"#)
        recorder.play(nil)
        #expect(recorder.userOptOut("nielsenappsdk://1") == false)
        recorder.updateOTT(["ottStatus": "1", "ottType": "airplay"])

        let capture = try TextCaptureReader.read(text: lines.joined(separator: "\n"), path: "p")
        #expect(capture.calls.map(\.api) == [.initialize, .loadMetadata, .play, .userOptOut, .updateOTT])
        #expect(capture.calls[0].args.first?["nol_devDebug"] == "DEBUG")
        // A JSON string is recorded as the object it holds.
        #expect(capture.calls[1].metadataType == "content")
        #expect(capture.calls[1].args.first?["assetid"] == "VID-\"Q\"")
        #expect(capture.calls[2].args.isEmpty)
        #expect(capture.calls[3].args == ["nielsenappsdk://1"])
        #expect(capture.calls[4].args.first?["ottType"] == "airplay")
        #expect(sdk.received == ["loadMetadata", "play", "userOptOut nielsenappsdk://1", "updateOTT"])
    }

    @Test func awkwardStringsStayOnOneLine() throws {
        var lines: [String] = []
        let recorder = NielsenCallRecorder(wrapping: StandInSDK(), sink: { lines.append($0) }, clock: { 5 })
        recorder.loadMetadata(["type": "content", "title": "Line\nbreak \u{2028} tab\t quote\" back\\slash \u{1B}[31m"])
        #expect(lines.count == 1)
        #expect(!lines[0].contains("\n") && !lines[0].contains("\u{2028}") && !lines[0].contains("\u{1B}"))
        let capture = try TextCaptureReader.read(text: lines[0], path: "p")
        #expect(capture.calls.first?.args.first?["title"] == "Line\nbreak \u{2028} tab\t quote\" back\\slash \u{1B}[31m")
    }
}
