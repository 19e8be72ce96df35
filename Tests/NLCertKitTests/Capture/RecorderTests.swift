import Foundation
import NielsenCallRecorder
import Testing

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
        func sendID3(_ data: String) { received.append("sendID3") }
        func staticEnd() { received.append("staticEnd") }
        func trackViewability(_ data: [AnyHashable: Any]) { received.append("trackViewability") }
        var disabled = false
        var appDisableApi: Bool {
            get { disabled }
            set {
                disabled = newValue
                received.append("appDisableApi \(newValue)")
            }
        }
    }

    final class StandInTracker: NielsenEventTrackerCalls {
        var received: [String] = []
        func trackEvent(_ data: [AnyHashable: Any]) { received.append("trackEvent \(data["event"] ?? "")") }
        func trackViewability(_ data: [AnyHashable: Any]) { received.append("trackViewability") }
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
        case .object(let members):
            return .object(members.map { .init($0.key, normalized($0.value)) }.sorted { $0.key < $1.key })
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

        #expect(
            sdk.received == [
                "play", "loadMetadata", "loadMetadata", "playheadPosition 0", "playheadPosition 1",
                "playheadPosition 2", "stop", "loadMetadata", "playheadPosition 0", "playheadPosition 1",
                "playheadPosition 2", "end",
            ])
        #expect(harness.lines.allSatisfy { $0.hasPrefix("[nlcert-trace] {") && !$0.contains("\n") })

        // As they would appear in Xcode's console, among other output.
        let console =
            harness.lines.enumerated().map { i, line in
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
        recorder.recordInitialization(appInfo: [
            "appid": "P0A1B2C3D-0000-4000-8000-00000000C0DE", "nol_devDebug": "DEBUG",
        ])
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
        #expect(
            capture.calls.first?.args.first?["title"] == "Line\nbreak \u{2028} tab\t quote\" back\\slash \u{1B}[31m")
    }
}

/// The whole iOS API of the App SDK 10.x header reaches the trace: the initialiser (without a
/// hand call), sendID3, staticEnd, trackViewability, setting appDisableApi, and the event
/// tracker's trackEvent, which nlcert reads as the calls it stands for.
@Suite struct RecorderWholeAPITests {
    @Test func everyCallOfTheHeaderIsRecordedAndForwarded() throws {
        var lines: [String] = []
        var clock = 1_796_026_000_000.0
        let sdk = RecorderTests.StandInSDK()
        let made = NielsenCallRecorder(
            appInfo: ["appid": "P0A1B2C3D-0000-4000-8000-00000000C0DE", "nol_devDebug": "DEBUG"],
            sink: { lines.append($0) },
            clock: {
                clock += 1000
                return clock
            }, make: { _ in sdk })
        let nielsen = try #require(made)
        nielsen.loadMetadata(["type": "static", "assetid": "PAGE-1", "section": "Home"])
        nielsen.staticEnd()
        nielsen.play(["channelName": "TV"])
        nielsen.loadMetadata(["type": "content", "adModel": "1"])
        nielsen.sendID3("www.nielsen.com/" + String(repeating: "A", count: 233))
        nielsen.trackViewability(["viewId": "player"])
        nielsen.appDisableApi = true
        #expect(
            sdk.received == [
                "loadMetadata", "staticEnd", "play", "loadMetadata", "sendID3", "trackViewability",
                "appDisableApi true",
            ])
        let capture = try TextCaptureReader.read(text: lines.joined(separator: "\n") + "\n", path: "xcode.txt")
        #expect(
            capture.calls.map(\.rawName) == [
                "init", "loadMetadata", "staticEnd", "play", "loadMetadata", "sendID3", "trackViewability",
                "appDisableApi",
            ])
        #expect(
            capture.calls.map(\.api) == [
                .initialize, .loadMetadata, .staticEnd, .play, .loadMetadata, .sendID3, .trackViewability,
                .appDisableApi,
            ])
        #expect(capture.calls.first?.firstArg?["appid"]?.stringValue == "P0A1B2C3D-0000-4000-8000-00000000C0DE")
        #expect(capture.calls.last?.firstArg == .bool(true))
    }

    @Test func refusedAppInfoMakesNoRecorderButIsStillRecorded() {
        var lines: [String] = []
        let made = NielsenCallRecorder<RecorderTests.StandInSDK>(
            appInfo: ["appid": ""], sink: { lines.append($0) }, make: { _ in nil })
        #expect(made == nil)
        #expect(lines.count == 1 && lines[0].contains("\"api\":\"init\""))
    }

    /// An event-tracker integration: playheads with metadata, a pause, the end.
    @Test func trackEventReadsAsTheCallsItStandsFor() throws {
        var lines: [String] = []
        var clock = 1_796_026_000_000.0
        let tracker = RecorderTests.StandInTracker()
        let made = NielsenEventTrackerRecorder(
            appInfo: ["appid": "P0A1B2C3D-0000-4000-8000-00000000C0DE"], sink: { lines.append($0) },
            clock: {
                clock += 1000
                return clock
            }, make: { _ in tracker })
        let recorder = try #require(made)
        let content: [String: Any] = ["assetid": "VID-1", "program": "P", "title": "T", "length": "60"]
        for p in 0...2 {
            recorder.trackEvent([
                "event": "playhead", "type": "content", "metadata": ["content": content], "playheadPosition": "\(p)",
            ])
        }
        recorder.trackEvent(["event": "pause"])
        recorder.trackEvent(["event": "complete"])
        #expect(tracker.received.count == 5)
        let capture = try TextCaptureReader.read(text: lines.joined(separator: "\n") + "\n", path: "xcode.txt")
        let timeline = TimelineBuilder.build(capture)
        let derived = timeline.calls.filter { $0.rawName != "trackEvent" }.map(\.api)
        #expect(
            derived == [
                .initialize, .play, .loadMetadata, .playheadPosition, .playheadPosition, .playheadPosition, .stop, .end,
            ])
        let load = try #require(timeline.calls.first { $0.api == .loadMetadata })
        #expect(load.metadataType == "content")
        #expect(load.firstArg?["assetid"]?.stringValue == "VID-1")
        #expect(timeline.calls.filter { $0.api == .playheadPosition }.compactMap(\.position) == [0, 1, 2])
    }

    @Test func flutterCreateInstanceIsTheInitialiser() {
        #expect(APIName(platformName: "createInstance") == .initialize)
        #expect(APIName(platformName: "staticEnd") == .staticEnd)
    }
}
