/// The line prefixes nlcert recognises in text captures. Each says where the time comes from
/// and what it lacks, so the reader can tell the user once per file what it assumed.
enum ConsolePrefixKind: String, Sendable, Hashable {
    /// No recognised prefix: the line's position is all nlcert has.
    case none
    /// The corpus `*.urls.txt` row: `epoch_ms<TAB>utc<TAB>kind<TAB>url`.
    case urlListRow = "url list row"
    /// A leading epoch in milliseconds or seconds (URL lists, console capture tools:
    /// `<ms>\t<level>\t…`).
    case epochMillis = "epoch time"
    /// A leading ISO 8601 time (`2024-05-02T14:03:11.123Z`, with or without a zone).
    case isoTime = "ISO time"
    /// Xcode's console, `log stream` and `log show`: ISO-like time with a zone, then the process.
    case appleConsole = "Xcode / log stream"
    /// `adb logcat -v threadtime` (the default) and `-v time`: `05-02 14:03:11.123 …`, no year.
    case logcat = "logcat"
    /// `adb logcat -v year`: the same with a year.
    case logcatYear = "logcat -v year"
    /// `adb logcat -v epoch`: seconds since 1970 with a fraction.
    case logcatEpoch = "logcat -v epoch"
    /// `adb logcat -v brief`: `D/Tag( 1234): msg`, no time at all.
    case logcatBrief = "logcat -v brief"
    /// `adb logcat -v long`: a `[ time pid:tid level/tag ]` header; the message follows on the next lines.
    case logcatLongHeader = "logcat -v long"
    /// `idevicesyslog` / BSD syslog: `May  2 14:03:11 iPhone MyApp(NielsenAppApi)[123] <Notice>: …`, no year.
    case syslog = "idevicesyslog"

    /// True for the logcat family (the line came from an Android device).
    var isLogcat: Bool {
        switch self {
        case .logcat, .logcatYear, .logcatEpoch, .logcatBrief, .logcatLongHeader: return true
        default: return false
        }
    }

    /// True for the Apple family (Xcode, `log stream`, `idevicesyslog`).
    var isApple: Bool { self == .appleConsole || self == .syslog }
}
