/// Calendar arithmetic without Foundation's calendar (Howard Hinnant's days-from-civil and
/// civil-from-days for the proleptic Gregorian calendar): reading log and capture times into
/// epoch milliseconds and printing them back, plus the English month abbreviations syslog-style
/// lines use. Pure and deterministic; the one copy every stage uses.
enum CivilTime {
    /// Days since 1970-01-01 for a Gregorian date.
    static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let shiftedMonth = (month + 9) % 12
        let dayOfYear = (153 * shiftedMonth + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// Epoch milliseconds for a wall time; `offsetSeconds` is the zone the time was written in
    /// (east of UTC positive). `nil` when a field is out of range.
    static func epochMillis(
        year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int, fractionMillis: Double,
        offsetSeconds: Int
    ) -> Double? {
        guard (1...12).contains(month), (1...31).contains(day), (0...23).contains(hour), (0...59).contains(minute),
            (0...60).contains(second), (0...9999).contains(year)
        else { return nil }
        let days = daysSinceEpoch(year: year, month: month, day: day)
        let seconds = days * 86_400 + hour * 3_600 + minute * 60 + second - offsetSeconds
        return Double(seconds) * 1000 + fractionMillis
    }

    /// The civil date of a day number since 1970-01-01 (inverse of `daysSinceEpoch`).
    static func civil(fromDays z0: Int) -> (year: Int, month: Int, day: Int) {
        let z = z0 + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// The civil date and the seconds into that day of an epoch second (UTC).
    static func civil(fromEpochSeconds seconds: Int) -> (year: Int, month: Int, day: Int, secondOfDay: Int) {
        var days = seconds / 86_400
        var rest = seconds % 86_400
        if rest < 0 {
            rest += 86_400
            days -= 1
        }
        let (y, m, d) = civil(fromDays: days)
        return (y, m, d, rest)
    }

    /// The UTC year of an epoch second.
    static func year(ofEpochSeconds seconds: Int) -> Int {
        civil(fromEpochSeconds: seconds).year
    }

    /// `Jan` → 1 … `Dec` → 12, as syslog and `idevicesyslog` write them.
    static func month(abbreviation: some StringProtocol) -> Int? {
        switch abbreviation {
        case "Jan": return 1
        case "Feb": return 2
        case "Mar": return 3
        case "Apr": return 4
        case "May": return 5
        case "Jun": return 6
        case "Jul": return 7
        case "Aug": return 8
        case "Sep": return 9
        case "Oct": return 10
        case "Nov": return 11
        case "Dec": return 12
        default: return nil
        }
    }
}
