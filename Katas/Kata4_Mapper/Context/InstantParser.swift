import Foundation

/// Reads an instant from an API date string, strictly: RFC 3339's `date-time` (the profile of
/// ISO 8601 that web APIs send) and nothing else. Given code, tested on its own.
///
/// Read: `YYYY-MM-DDThh:mm:ss`, optionally a point and one or more digits of fractional seconds,
/// then `Z` or an offset `±hh:mm`: `"2024-03-01T10:15:30Z"`, `"2024-03-01T12:15:30.5+02:00"`.
/// As RFC 3339 allows, `T` and `Z` may also be written `t` and `z`. The day and the time must
/// exist in the Gregorian calendar.
///
/// Refused (`nil`): everything else. For instance a date without a time or without a zone, an
/// offset without its colon (`+0200`), a comma before the fraction, 30 February, hour 24, a leap
/// second (`:60`, which RFC 3339 allows but a `Date` cannot hold), an offset of 24 hours or more,
/// digits from other scripts, and any text, even a space, before or after the instant.
///
/// The answer depends on the text alone, never on the machine's locale, calendar or time zone.
enum InstantParser {
    static func date(from text: String) -> Date? {
        let shape =
            /([0-9]{4})-([0-9]{2})-([0-9]{2})[Tt]([0-9]{2}):([0-9]{2}):([0-9]{2})(\.[0-9]+)?(?:[Zz]|([+-])([0-9]{2}):([0-9]{2}))/
        guard let match = text.wholeMatch(of: shape) else { return nil }
        let (year, month, day) = (number(match.1), number(match.2), number(match.3))
        let (hour, minute, second) = (number(match.4), number(match.5), number(match.6))
        guard (1...12).contains(month), (1...days(inMonth: month, of: year)).contains(day),
            hour < 24, minute < 60, second < 60
        else { return nil }

        var offset = 0
        if let sign = match.8, let hours = match.9.map(number), let minutes = match.10.map(number) {
            guard hours < 24, minutes < 60 else { return nil }
            offset = (sign == "-" ? -1 : 1) * (hours * 3_600 + minutes * 60)
        }
        let seconds =
            daysSince1970(year: year, month: month, day: day) * 86_400 + hour * 3_600 + minute * 60 + second
            - offset
        // `Double(_:)` reads a point whatever the locale.
        let fraction = match.7.flatMap { Double("0" + $0) } ?? 0
        return Date(timeIntervalSince1970: Double(seconds) + fraction)
    }

    /// The value of a run of ASCII digits (the pattern admits no other).
    private static func number(_ digits: Substring) -> Int {
        digits.reduce(0) { $0 * 10 + Int($1.asciiValue! - UInt8(ascii: "0")) }
    }

    private static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 to the given day of the proleptic Gregorian calendar, by arithmetic
    /// (Howard Hinnant's `days_from_civil`), so no calendar's switch from Julian dates applies.
    private static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        // Years start in March here, so a leap day is the last day of its year.
        let marchYear = month > 2 ? year : year - 1
        let era = (marchYear >= 0 ? marchYear : marchYear - 399) / 400
        let yearOfEra = marchYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
