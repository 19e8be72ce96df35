/// What one recogniser made of one line of text.
enum LogLineReading: Sendable, Hashable {
    /// The app called the SDK.
    case call(LoggedCall)
    /// The SDK sent (or failed to send, `failure`) a request to this URL.
    case request(url: String, failure: String?, format: SourceFormat)
    /// The browser SDK queued this ping; a later "Success making fetch" line confirms it (and
    /// is the request). One never confirmed is reported in a note, not kept as a request.
    case queuedRequest(url: String)
    /// The App SDK is sending this ping (`Sending message: <url>`); a later `Sent data ping
    /// successfully - <url>` line is its delivery. `cut`: logcat cut the line, so the URL is
    /// only a prefix of the one sent.
    case sending(url: String, cut: Bool, format: SourceFormat)
    /// The App SDK says this ping was delivered (`Sent data ping successfully - <url>`).
    case delivered(url: String, cut: Bool, format: SourceFormat)
    /// An event the SDK derived or a complaint it logged (see `SDKMessage`); the reader fills
    /// in the location and time.
    case sdkMessage(SDKMessage)
    /// A line of the SDK's own output that carries no call and no ping (config, tag lists…).
    case sdkLine(SourceFormat)
    /// A line of the SDK's output that nlcert does not read: counted in a note, not guessed at.
    case unreadSDKLine(SourceFormat)
    /// The iOS App SDK's frame around the line's message: its Unix second, level and player.
    /// Comes first among a framed line's readings; the reader takes the line's time from it.
    case iosFrame(IOSFrame)
    /// The answer to the request logged before it (iOS: `NlsHttpClient request returned with
    /// statusCode: N`, `No Response`): a status, or why there is none.
    case response(status: Int?, failure: String?)
    /// A line of the SDK's whose whole message unified logging replaced by `<private>`.
    case redactedSDKLine
    /// A line that was meant to carry evidence but is cut off, garbled or run together with
    /// another line; the text says what is wrong.
    case garbled(String)
}
