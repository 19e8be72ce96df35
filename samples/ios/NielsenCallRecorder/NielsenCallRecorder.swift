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
    public static var linePrefix: String { TraceLines.prefix }

    /// The wrapped SDK.
    public let sdk: SDK
    private let lines: TraceLines

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
        self.lines = TraceLines(sink: sink, clock: clock)
    }

    /// Writes through `NSLog`, which reaches the device log that `idevicesyslog` and Console.app
    /// read. Unified logging may cut very long messages (around 1 KB); nlcert reports a cut
    /// line as damaged, so prefer the default sink and Xcode's console for long metadata.
    public static var unifiedLogSink: (String) -> Void { { NSLog("%@", $0) } }

    /// Creates the SDK through `make` and records its initialisation first, so the trace always
    /// holds the App ID and the debug flag nlcert checks:
    ///
    ///     let nielsen = NielsenCallRecorder(appInfo: appInfo) { NielsenAppApi(appInfo: $0, delegate: self) }
    ///
    /// Returns nil when `make` does (the SDK refused the app info).
    public convenience init?(
        appInfo: [String: Any], sink: @escaping (String) -> Void = { print($0) },
        clock: @escaping () -> Double = { (Date().timeIntervalSince1970 * 1000).rounded() },
        make: ([String: Any]) -> SDK?
    ) {
        let lines = TraceLines(sink: sink, clock: clock)
        lines.record("init", [appInfo])
        guard let sdk = make(appInfo) else { return nil }
        self.init(wrapping: sdk, sink: sink, clock: clock)
    }

    /// Logs the SDK's initialisation when the app created `NielsenAppApi` itself (prefer the
    /// initialiser above, which records it without a hand call). Nothing is forwarded.
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

    public func sendID3(_ data: String) {
        record("sendID3", [data])
        sdk.sendID3(data)
    }

    public func staticEnd() {
        record("staticEnd", [])
        sdk.staticEnd()
    }

    public func trackViewability(_ data: [AnyHashable: Any]) {
        record("trackViewability", [data])
        sdk.trackViewability(data)
    }

    /// Setting it is recorded as `appDisableApi(true|false)`; reading it asks the SDK.
    public var appDisableApi: Bool {
        get { sdk.appDisableApi }
        set {
            record("appDisableApi", [newValue])
            sdk.appDisableApi = newValue
        }
    }

    private func record(_ api: String, _ args: [Any]) {
        lines.record(api, args)
    }
}

/// Wraps an app's `NielsenEventTracker` as `NielsenCallRecorder` wraps `NielsenAppApi`: each
/// `trackEvent` dictionary is recorded whole (nlcert reads it as the calls it stands for).
public final class NielsenEventTrackerRecorder<SDK: NielsenEventTrackerCalls>: NielsenEventTrackerCalls {
    public let sdk: SDK
    private let lines: TraceLines

    public init(
        wrapping sdk: SDK, sink: @escaping (String) -> Void = { print($0) },
        clock: @escaping () -> Double = { (Date().timeIntervalSince1970 * 1000).rounded() }
    ) {
        self.sdk = sdk
        self.lines = TraceLines(sink: sink, clock: clock)
    }

    /// Records the initialisation, then creates the tracker through `make`.
    public convenience init?(
        appInfo: [String: Any], sink: @escaping (String) -> Void = { print($0) },
        clock: @escaping () -> Double = { (Date().timeIntervalSince1970 * 1000).rounded() },
        make: ([String: Any]) -> SDK?
    ) {
        TraceLines(sink: sink, clock: clock).record("init", [appInfo])
        guard let sdk = make(appInfo) else { return nil }
        self.init(wrapping: sdk, sink: sink, clock: clock)
    }

    public func trackEvent(_ data: [AnyHashable: Any]) {
        lines.record("trackEvent", [data])
        sdk.trackEvent(data)
    }

    public func trackViewability(_ data: [AnyHashable: Any]) {
        lines.record("trackViewability", [data])
        sdk.trackViewability(data)
    }
}

/// Writes one trace line: `ts` (epoch ms), `api` (iOS spelling), `args`.
struct TraceLines {
    /// The marker nlcert looks for; must match nlcert's reader.
    static let prefix = "[nlcert-trace] "

    let sink: (String) -> Void
    let clock: () -> Double

    func record(_ api: String, _ args: [Any]) {
        let encodedArgs = args.map { TraceJSON.encode($0, parseJSONStrings: true) }.joined(separator: ",")
        let ts = TraceJSON.encode(clock())
        sink(Self.prefix + "{\"ts\":\(ts),\"api\":\(TraceJSON.quote(api)),\"args\":[\(encodedArgs)]}")
    }
}
