/// Formats epoch times as calendar text without locale or time-zone database, so timelines
/// print the same everywhere: `2026-11-30 08:07:21.789 +00:00`, in the offset the capture used.
public enum WallClock {
    /// `YYYY-MM-DD HH:MM:SS.mmm ±HH:MM` for `epochSeconds` shown at `utcOffsetSeconds`.
    public static func format(epochSeconds: Double, utcOffsetSeconds: Int) -> String {
        // Beyond ±100,000 years the time is nonsense from a capture; say so instead of trapping.
        guard epochSeconds.isFinite, abs(epochSeconds) < 3.0e12, abs(utcOffsetSeconds) < 86_400 * 2 else {
            return "(time out of range: \(epochSeconds))"
        }
        let totalMillis = Int64((epochSeconds * 1000).rounded()) + Int64(utcOffsetSeconds) * 1000
        var days = totalMillis / 86_400_000
        var msOfDay = totalMillis % 86_400_000
        if msOfDay < 0 {
            msOfDay += 86_400_000
            days -= 1
        }
        let (y, m, d) = civil(fromDays: days)
        let h = msOfDay / 3_600_000
        let mi = (msOfDay / 60_000) % 60
        let s = (msOfDay / 1000) % 60
        let ms = msOfDay % 1000
        let sign = utcOffsetSeconds < 0 ? "-" : "+"
        let off = abs(utcOffsetSeconds)
        return "\(pad(y, 4))-\(pad(m, 2))-\(pad(d, 2)) \(pad(h, 2)):\(pad(mi, 2)):\(pad(s, 2)).\(pad(ms, 3)) "
            + "\(sign)\(pad(Int64(off / 3600), 2)):\(pad(Int64((off / 60) % 60), 2))"
    }

    /// Year, month, day of a day count since 1970-01-01 (proleptic Gregorian).
    static func civil(fromDays z0: Int64) -> (Int64, Int64, Int64) {
        let z = z0 + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (m <= 2 ? 1 : 0), m, d)
    }

    private static func pad(_ v: Int64, _ width: Int) -> String {
        let s = String(v)
        return s.count >= width ? s : String(repeating: "0", count: width - s.count) + s
    }
}
