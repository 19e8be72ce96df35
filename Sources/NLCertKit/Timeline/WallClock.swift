/// Formats epoch times as calendar text without locale or time-zone database, so timelines
/// print the same everywhere: `2026-11-30 08:07:21.789 +00:00`, in the offset the capture used.
enum WallClock {
    /// `YYYY-MM-DD HH:MM:SS.mmm ±HH:MM` for `epochSeconds` shown at `utcOffsetSeconds`.
    static func format(epochSeconds: Double, utcOffsetSeconds: Int) -> String {
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
        let (y, m, d) = CivilTime.civil(fromDays: Int(days))
        let h = msOfDay / 3_600_000
        let mi = (msOfDay / 60_000) % 60
        let s = (msOfDay / 1000) % 60
        let ms = msOfDay % 1000
        let sign = utcOffsetSeconds < 0 ? "-" : "+"
        let off = abs(utcOffsetSeconds)
        return
            "\(pad(Int64(y), 4))-\(pad(Int64(m), 2))-\(pad(Int64(d), 2)) \(pad(h, 2)):\(pad(mi, 2)):\(pad(s, 2)).\(pad(ms, 3)) "
            + "\(sign)\(pad(Int64(off / 3600), 2)):\(pad(Int64((off / 60) % 60), 2))"
    }

    private static func pad(_ v: Int64, _ width: Int) -> String {
        let s = String(v)
        return s.count >= width ? s : String(repeating: "0", count: width - s.count) + s
    }
}
