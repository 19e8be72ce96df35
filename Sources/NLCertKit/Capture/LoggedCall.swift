/// An API call as one log line states it, before the reader gives it a place in the capture.
struct LoggedCall: Sendable, Hashable {
    /// The API as the log spells it (`setPlayheadPosition`, `play`, …).
    var rawName: String
    var args: [JSONValue]
    /// What the SDK answered, when the line says (`SUCCESS`, `FAILED; …`, `JSON EXCEPTION`).
    var outcome: String?
    /// The call's own time when the line carries one (trace lines: `ts`), which beats the
    /// console prefix's time.
    var time: Timestamp?
    var format: SourceFormat
    /// The line only reports the outcome of a call (`play API - SUCCESS`): when the call it
    /// answers was just logged with its argument, the outcome is attached to that call.
    var isOutcomeOnly: Bool = false
    /// The line only carries the call's argument (App SDK 10.x: `Nielsen AppSDK METADATA: {…}`
    /// before `loadMetadata API - SUCCESS`): it waits for the outcome line that makes it a call.
    var isArgumentOnly: Bool = false
    /// The SDK instance that logged it (the App SDK's `[<instance id>]`), so two instances'
    /// lines are not joined.
    var instance: String?
    /// Unified logging showed `<private>` where the argument was: the call was made, with
    /// arguments nobody can read.
    var isRedacted = false
    /// The argument restated by an SDK complaint (`Could not process negative playhead (-3)`,
    /// logged in place of the refused `PLAYHEAD` line): the call's argument when no argument
    /// line of the same call is waiting, else the same call again, not a second one.
    var isEcho = false
}
