/// The calls of Nielsen's iOS `NielsenAppApi` that nlcert checks, with the signatures the SDK's
/// Objective-C header gives them in Swift (`play:(nullable id)`, `loadMetadata:(nullable id)`,
/// `playheadPosition:(long long)`, `stop`, `end`, `(BOOL)userOptOut:(nonnull NSString *)`,
/// `updateOTT:(nonnull id)`).
///
/// The real SDK class already has these methods, so in an app it conforms with an empty
/// extension — `extension NielsenAppApi: NielsenAppApiCalls {}` — and a stand-in can conform in
/// tests on any platform.
public protocol NielsenAppApiCalls: AnyObject {
    /// Start of a stream; `channelInfo` is a dictionary (`["channelName": …]`), a JSON string, or nil.
    func play(_ channelInfo: Any?)
    /// Content or ad metadata: a dictionary or a JSON string.
    func loadMetadata(_ metadata: Any?)
    /// The playhead in whole seconds (VOD) or the current Unix second (live).
    func playheadPosition(_ playheadPos: Int64)
    func stop()
    func end()
    /// `nielsenappsdk://1` to opt out, `nielsenappsdk://0` to opt back in; the SDK answers
    /// whether it accepted the string.
    func userOptOut(_ optOut: String) -> Bool
    /// AirPlay / mirroring status: a dictionary (`["ottStatus": "1", "ottType": …]`) or a JSON string.
    func updateOTT(_ ottInfo: Any)
}
