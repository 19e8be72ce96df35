/// The check functions rule files may name. Field checks (`maxLength`, `pattern`,
/// `enumeration`, `required`, …) read metadata from `loadMetadata` calls or the ping parameters
/// carrying it; timeline checks walk a viewing session's calls or its pings' signatures;
/// capture checks look at the whole capture. Each function declares its arguments and options.
public enum CheckLibrary {
    /// Every check function, one per file under `Rules/Checks/<Family>/<Name>.swift`, grouped by
    /// the folder of the rules that name them (`rules/<family>/`).
    static let all: [CheckFunction] = [
        // Capture (0xx): is there Nielsen traffic, was it decrypted, delivered, whole, short enough,
        // over HTTPS; did the SDK initialise and flush its pings; are the clocks sane; do the
        // calls cover their session; no device id under the kids profile; SDK complaints.
        callsCoverSession,
        captureClock,
        dcrPingsFlushed,
        nielsenTraffic,
        noDeviceID,
        pingDelivered,
        pingNotTruncated,
        pingOverHTTPS,
        sdkComplaintsKnown,
        sdkInitialised,
        tlsDecrypted,
        urlMaxLength,
        // Identity, privacy and going live (4xx): App ID, debug flag, opt-out state and calls,
        // `updateOTT` payloads, browser static pings inside app captures.
        appIDFormat,
        debugFlag,
        kidsOptOut,
        optOutState,
        optOutURL,
        ottUpdate,
        webviewStaticPings,
        // Metadata (1xx): one field against a limit, a pattern, a list of values or presence
        // (from calls the `loadMetadata` objects, from pings the parameter the field becomes);
        // calls and pings agreeing; DCR Static and DTVR metadata.
        adMetadata,
        callsMatchPings,
        channelName,
        dtvrAdModel,
        enumeration,
        id3Payload,
        isAudioUsage,
        maxLength,
        metadataStable,
        metadataStrings,
        optionalFields,
        pattern,
        required,
        staticMetadata,
        // Playheads (2xx): exact from calls; from pings only through `evdata` positions and ping
        // timing, and then inferred. Includes no playheads on DCR Static views.
        adPlayheadStartsAtZero,
        contentResumesPosition,
        livePlayheadUnixTime,
        noPlayheadsOnStatic,
        playheadBeforeMetadata,
        playheadCadence,
        playheadIncrement,
        playheadNonNegative,
        playheadWhileStopped,
        // Call sequence (3xx): exact from calls; from pings only where the SDK leaves a signature,
        // and then inferred. Includes staticEnd for DCR Static views.
        bufferingWithoutStop,
        contentMetadataFirst,
        endPresent,
        playFirst,
        postrollAfterEnd,
        resumeNeedsLoadMetadata,
        staticEndCalled,
        stopBeforeResume,
    ]

    /// Every function, by name.
    static let functions: [String: CheckFunction] = Dictionary(all.map { ($0.name, $0) }) { _, last in last }

    public static func function(named name: String) -> CheckFunction? { functions[name] }

    /// Names in sorted order, for error messages and `nlcert explain`.
    public static var names: [String] { functions.keys.sorted() }
}
