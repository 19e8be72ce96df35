/// The calls of Nielsen's iOS `NielsenAppApi` (App SDK 10.x header, as Swift sees it) that
/// nlcert records: `play:(nullable id)`, `loadMetadata:(nullable id)`,
/// `playheadPosition:(long long)`, `stop`, `end`, `sendID3:(nonnull NSString *)`, `staticEnd`,
/// `updateOTT:(nonnull id)`, `(BOOL)userOptOut:(nonnull NSString *)`,
/// `trackViewability:(nonnull NSDictionary *)` and the `appDisableApi` property.
///
/// The real SDK class already has these members, so in an app it conforms with an empty
/// extension — `extension NielsenAppApi: NielsenAppApiCalls {}` — and a stand-in can conform in
/// tests on any platform. (On tvOS the module is `NielsenAppApi` too; see samples/ios/README.md.)
public protocol NielsenAppApiCalls: AnyObject {
    /// Start of a stream; `channelInfo` is a dictionary (`["channelName": …]`), a JSON string, or nil.
    func play(_ channelInfo: Any?)
    /// Content, ad, static or DTVR metadata: a dictionary or a JSON string.
    func loadMetadata(_ metadata: Any?)
    /// The playhead in whole seconds (VOD) or the current Unix second (live).
    func playheadPosition(_ playheadPos: Int64)
    func stop()
    func end()
    /// DTVR: the payload of a Nielsen ID3 PRIV frame, as the player surfaces it.
    func sendID3(_ data: String)
    /// DCR Static: the user left the page or screen.
    func staticEnd()
    /// `nielsenappsdk://1` to opt out, `nielsenappsdk://0` to opt back in; the SDK answers
    /// whether it accepted the string.
    func userOptOut(_ optOut: String) -> Bool
    /// AirPlay / mirroring status: a dictionary (`["ottStatus": "1", "ottType": …]`) or a JSON string.
    func updateOTT(_ ottInfo: Any)
    /// Starts viewability tracking for a view.
    func trackViewability(_ data: [AnyHashable: Any])
    /// Turns measurement off (true) or on (false) for the app.
    var appDisableApi: Bool { get set }
}

/// The event-tracker interface (`NielsenEventTracker`): one call, `trackEvent:(nonnull
/// NSDictionary *)`, whose dictionary says what happened (`event`: playhead, pause, complete,
/// adStop; `type`, `metadata`, `playheadPosition`, `id3Data`, `ottData`, `optout`).
public protocol NielsenEventTrackerCalls: AnyObject {
    func trackEvent(_ data: [AnyHashable: Any])
    func trackViewability(_ data: [AnyHashable: Any])
}
