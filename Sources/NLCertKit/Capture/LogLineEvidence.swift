/// What one recogniser made of one line of text.
enum LogLineEvidence: Sendable, Hashable {
    /// The app called the SDK.
    case call(LoggedCall)
    /// The SDK sent (or failed to send, `failure`) a request to this URL.
    case request(url: String, failure: String?, format: SourceFormat)
    /// The browser SDK queued this ping; a later "Success making fetch" line confirms it (and
    /// is the request). One never confirmed is reported in a note, not kept as a request.
    case queuedRequest(url: String)
    /// A line of the SDK's own output that carries no call and no ping (config, tag lists…).
    case sdkLine(SourceFormat)
    /// A line that was meant to carry evidence but is cut off, garbled or run together with
    /// another line; the text says what is wrong.
    case garbled(String)
}
