import Foundation

/// What a calendar fixture could not make: a test that asks for it fails with this sentence.
public struct CalendarFixtureError: Error, CustomStringConvertible {
    public let description: String
}

/// A Gregorian calendar in a named time zone, so a test never depends on the machine's settings.
/// Locale data: the suites use it for daylight-saving changes of years already past (2024 and before),
/// whose tzdata rules no release rewrites, on macOS and on Linux alike; no name or text of the
/// zone is ever compared.
public func gregorian(in zone: String) throws -> Calendar {
    guard let timeZone = TimeZone(identifier: zone) else {
        throw CalendarFixtureError(description: "unknown time zone \(zone)")
    }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    return calendar
}

/// A wall-clock time, to be read in some calendar's time zone.
public func local(
    _ year: Int, _ month: Int, _ day: Int, _ hour: Int = 12, _ minute: Int = 0, _ second: Int = 0
) -> DateComponents {
    DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
}

extension Calendar {
    /// The instant at which a clock in this calendar's time zone shows `wallTime`.
    public func at(_ wallTime: DateComponents) throws -> Date {
        guard let date = date(from: wallTime) else {
            throw CalendarFixtureError(description: "no such wall-clock time: \(wallTime)")
        }
        return date
    }

    public func at(
        _ year: Int, _ month: Int, _ day: Int, _ hour: Int = 12, _ minute: Int = 0, _ second: Int = 0
    ) throws -> Date {
        try at(local(year, month, day, hour, minute, second))
    }
}
