/// Formats epoch seconds for reports without a locale or time zone database: always UTC,
/// always the same text for the same instant, so reports are deterministic.
enum ReportTime {
    /// `2026-11-30 08:07:19 UTC`.
    static func dateTime(_ epochSeconds: Double) -> String {
        let (date, time) = parts(epochSeconds)
        return date + " " + time + " UTC"
    }

    /// `08:07:19` (UTC).
    static func clock(_ epochSeconds: Double) -> String { parts(epochSeconds).1 }

    /// `+1:05` / `+12:00:03`: an offset from the session start.
    static func offset(_ seconds: Double) -> String {
        guard seconds.isFinite, abs(seconds) < 1e12 else { return "?" }
        let negative = seconds < 0
        let total = Int((abs(seconds)).rounded())
        let h = total / 3600
        let m = (total % 3600) / 60
        let s = total % 60
        let body = h > 0 ? "\(h):\(two(m)):\(two(s))" : "\(m):\(two(s))"
        return (negative ? "−" : "+") + body
    }

    private static func parts(_ epochSeconds: Double) -> (String, String) {
        guard epochSeconds.isFinite, abs(epochSeconds) < 1e13 else { return ("????-??-??", "??:??:??") }
        let (y, m, d, secs) = CivilTime.civil(fromEpochSeconds: Int(epochSeconds.rounded(.down)))
        let date = "\(y)-\(two(m))-\(two(d))"
        let time = "\(two(secs / 3600)):\(two((secs % 3600) / 60)):\(two(secs % 60))"
        return (date, time)
    }

    private static func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
}
