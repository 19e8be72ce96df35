import Foundation

/// Wraps an app's Nielsen SDK and, for every call, first prints one line of the nlcert API
/// trace behind a fixed prefix, then forwards the call unchanged:
///
///     [nlcert-trace] {"ts":1714658591000,"api":"loadMetadata","args":[{"assetid":"VID-1",…}]}
///
/// `nlcert check` finds these lines anywhere in an Xcode console paste, `idevicesyslog` output
/// or `log stream` text, so the calls are exact evidence even when the SDK's own debug log is
/// hard to get or redacted. Use it in debug and certification builds only.
///
///     let sdk = NielsenAppApi(appInfo: appInfo, delegate: self)!
///     let nielsen: NielsenAppApiCalls = NielsenCallRecorder(wrapping: sdk)
///     nielsen.play(["channelName": "News"])
public final class NielsenCallRecorder<SDK: NielsenAppApiCalls>: NielsenAppApiCalls {
    /// The marker nlcert looks for; must match nlcert's reader.
    public static var linePrefix: String { "[nlcert-trace] " }

    /// The wrapped SDK.
    public let sdk: SDK
    private let sink: (String) -> Void
    private let clock: () -> Double

    /// - Parameters:
    ///   - sdk: the SDK (or any stand-in) that receives every call after it is logged.
    ///   - sink: where lines go. The default prints to standard output, which Xcode's console
    ///     shows in full; pass `NielsenCallRecorder.unifiedLogSink` to reach `idevicesyslog`.
    ///   - clock: the call time in epoch milliseconds (injectable for tests).
    public init(
        wrapping sdk: SDK, sink: @escaping (String) -> Void = { print($0) },
        clock: @escaping () -> Double = { (Date().timeIntervalSince1970 * 1000).rounded() }
    ) {
        self.sdk = sdk
        self.sink = sink
        self.clock = clock
    }

    /// Writes through `NSLog`, which reaches the device log that `idevicesyslog` and Console.app
    /// read. Unified logging may cut very long messages (around 1 KB); nlcert reports a cut
    /// line as damaged, so prefer the default sink and Xcode's console for long metadata.
    public static var unifiedLogSink: (String) -> Void { { NSLog("%@", $0) } }

    /// Logs the SDK's initialisation (call it where the app creates `NielsenAppApi`), so that
    /// nlcert can check the App ID and the debug flag. Nothing is forwarded.
    public func recordInitialization(appInfo: [String: Any]) {
        record("init", [appInfo])
    }

    public func play(_ channelInfo: Any?) {
        record("play", channelInfo.map { [$0] } ?? [])
        sdk.play(channelInfo)
    }

    public func loadMetadata(_ metadata: Any?) {
        record("loadMetadata", metadata.map { [$0] } ?? [])
        sdk.loadMetadata(metadata)
    }

    public func playheadPosition(_ playheadPos: Int64) {
        record("playheadPosition", [playheadPos])
        sdk.playheadPosition(playheadPos)
    }

    public func stop() {
        record("stop", [])
        sdk.stop()
    }

    public func end() {
        record("end", [])
        sdk.end()
    }

    public func userOptOut(_ optOut: String) -> Bool {
        record("userOptOut", [optOut])
        return sdk.userOptOut(optOut)
    }

    public func updateOTT(_ ottInfo: Any) {
        record("updateOTT", [ottInfo])
        sdk.updateOTT(ottInfo)
    }

    /// One trace line: `ts` (epoch ms), `api` (iOS spelling), `args`.
    private func record(_ api: String, _ args: [Any]) {
        let encodedArgs = args.map { TraceJSON.encode($0, parseJSONStrings: true) }.joined(separator: ",")
        let ts = TraceJSON.encode(clock())
        sink(Self.linePrefix + "{\"ts\":\(ts),\"api\":\(TraceJSON.quote(api)),\"args\":[\(encodedArgs)]}")
    }
}
