import Foundation
import Testing

@testable import Kata4

/// The strict instant parser given to the mapper. No test ID here may contain "Kata" (see
/// Package.swift): these pass on the stub, and `--filter Kata4Tests` must select only red tests.
@Suite("The given instant parser")
struct InstantParserTests {
    @Test(
        "reads Z, an offset and fractional seconds to the exact instant",
        arguments: [
            ("2024-03-01T10:15:30Z", 1_709_288_130),
            ("2024-03-01T12:15:30+02:00", 1_709_288_130),
            ("2024-03-01T05:45:30-04:30", 1_709_288_130),
            ("2024-03-01T10:15:30-00:00", 1_709_288_130),
            ("2024-03-01T10:15:30.250Z", 1_709_288_130.25),
            ("2024-03-01T12:15:30.5+02:00", 1_709_288_130.5),
            ("2024-02-29T23:59:59Z", 1_709_251_199),
            ("2000-02-29T00:00:00Z", 951_782_400),
            ("1970-01-01T00:00:00Z", 0),
            // The widest offsets in use, and years far from 1970.
            ("2024-03-02T00:15:30+14:00", 1_709_288_130),
            ("2024-02-29T22:15:30-12:00", 1_709_288_130),
            ("1969-12-31T23:59:59Z", -1),
            ("1899-12-31T23:59:59Z", -2_208_988_801),
            ("2100-03-01T00:00:00Z", 4_107_542_400),
            ("0001-01-01T00:00:00Z", -62_135_596_800),
            ("9999-12-31T23:59:59Z", 253_402_300_799),
        ] as [(String, TimeInterval)])
    func readsInstants(text: String, secondsSince1970: TimeInterval) {
        #expect(InstantParser.date(from: text) == Date(timeIntervalSince1970: secondsSince1970))
    }

    @Test(
        "reads fractional seconds of any length, to the microsecond",
        arguments: [
            ("2024-03-01T10:15:30.05Z", 0.05), ("2024-03-01T10:15:30.007Z", 0.007),
            ("2024-03-01T10:15:30.123456Z", 0.123_456),
            ("2024-03-01T12:15:30.987654321+02:00", 0.987_654_321),
            ("2024-03-01T10:15:30.000000000000000000001Z", 0),
        ] as [(String, TimeInterval)])
    func readsFractionsOfAnyLength(text: String, fraction: TimeInterval) throws {
        let date = try #require(InstantParser.date(from: text))

        #expect(abs(date.timeIntervalSince1970 - 1_709_288_130 - fraction) < 0.000_001)
    }

    @Test(
        "reads a lowercase t and z, as RFC 3339 allows",
        arguments: ["2024-03-01t10:15:30Z", "2024-03-01T10:15:30z", "2024-03-01t10:15:30.5z"])
    func readsLowercase(text: String) throws {
        let date = try #require(InstantParser.date(from: text))

        #expect(date.timeIntervalSince1970.rounded(.down) == 1_709_288_130)
    }

    @Test(
        "refuses any other shape",
        arguments: [
            "2024-03-01", "2024-03-01T10:15:30", "2024-03-01 10:15:30Z", "2024-03-01T10:15Z",
            "2024-3-1T10:15:30Z", "24-03-01T10:15:30Z", "+2024-03-01T10:15:30Z", "01/03/2024 10:15",
            "1709288130", "yesterday", "", "2024-03-01T12:15:30+0200", "2024-03-01T12:15:30+02",
            "2024-03-01T10:15:30,5Z", "2024-03-01T10:15:30.Z", "2024-03-01T10:15:30UTC",
            // Digits from other scripts: a full-width 2, an Arabic-Indic 3.
            "２024-03-01T10:15:30Z", "2024-03-01T10:15:3٣Z",
        ])
    func refusesOtherShapes(text: String) {
        #expect(InstantParser.date(from: text) == nil)
    }

    @Test(
        "refuses a day or time that does not exist",
        arguments: [
            "2024-02-30T10:00:00Z", "2023-02-29T10:00:00Z", "2100-02-29T10:00:00Z", "2024-04-31T10:00:00Z",
            "2024-00-10T10:00:00Z", "2024-13-01T10:00:00Z", "2024-03-00T10:00:00Z", "2024-03-32T10:00:00Z",
            "2024-03-01T24:00:00Z", "2024-03-01T25:00:00Z", "2024-03-01T10:60:00Z", "2024-03-01T10:15:60Z",
            "2024-03-01T10:15:30+02:60", "2024-03-01T10:15:30+24:00",
        ])
    func refusesWhatDoesNotExist(text: String) {
        #expect(InstantParser.date(from: text) == nil)
    }

    @Test(
        "refuses text before or after the instant",
        arguments: [
            "2024-03-01T10:15:30Zjunk", "2024-03-01T10:15:30+02:00 ", " 2024-03-01T10:15:30Z",
            "2024-03-01T10:15:30Z\n", "\t2024-03-01T10:15:30Z", "x2024-03-01T10:15:30Z",
            "2024-03-01T10:15:30.5Z.5", "2024-03-01T10:15:30Z2024-03-01T10:15:30Z",
        ])
    func refusesTextAround(text: String) {
        #expect(InstantParser.date(from: text) == nil)
    }
}
