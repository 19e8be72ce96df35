/// Reads every text capture: URL lists, console pastes (logcat, Xcode, idevicesyslog, `log
/// stream`), SDK debug logs (browser / DOM-less console, Android, iOS) and API-recorder lines
/// found in any of them. (Stub: to be built.)
public enum TextCaptureReader {
    /// Reads a text file already known to be valid UTF-8 text.
    public static func read(text: String, path: String) throws(CaptureError) -> Capture {
        throw CaptureError(file: path, problem: "text captures are not supported yet", hint: "")
    }
}
