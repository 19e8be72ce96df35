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
        let h = total / 3600, m = (total % 3600) / 60, s = total % 60
        let body = h > 0 ? "\(h):\(two(m)):\(two(s))" : "\(m):\(two(s))"
        return (negative ? "−" : "+") + body
    }

    private static func parts(_ epochSeconds: Double) -> (String, String) {
        guard epochSeconds.isFinite, abs(epochSeconds) < 1e13 else { return ("????-??-??", "??:??:??") }
        let whole = Int(epochSeconds.rounded(.down))
        var days = whole / 86_400
        var secs = whole % 86_400
        if secs < 0 {
            secs += 86_400
            days -= 1
        }
        // Howard Hinnant's days-to-civil algorithm.
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        let y = yoe + era * 400 + (m <= 2 ? 1 : 0)
        let date = "\(y)-\(two(m))-\(two(d))"
        let time = "\(two(secs / 3600)):\(two((secs % 3600) / 60)):\(two(secs % 60))"
        return (date, time)
    }

    private static func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
}
