import Foundation
import WorkbookKit

/// What `swift test --filter` selects, as Swift Testing decides it: the pattern is a regular
/// expression searched anywhere in a test's ID (`Kata1Tests2.OrderItemTests/subtotal()`) or in
/// the ID of a suite that holds it, so `Kata1` also selects `Kata10Tests.…`.
public enum FilterSelection {
    /// The IDs of `testIDs` that `pattern` selects; nil when the pattern is no regular expression.
    public static func selected(by pattern: String, from testIDs: [String]) -> [String]? {
        guard let regex = try? Regex(pattern) else { return nil }
        return testIDs.filter { id in
            // The test's own ID and each suite's above it: `A.B/C/d()`, `A.B/C`, `A.B`.
            var ids = [Substring(id)]
            var rest = Substring(id)
            while let slash = rest.lastIndex(of: "/") {
                rest = rest[..<slash]
                ids.append(rest)
            }
            return ids.contains { $0.contains(regex) }
        }
    }

    /// What is wrong with `pattern` in a README: it selects nothing, tests of no kata, tests of
    /// more than one kata, or another kata's than `kata` (nil: any one kata will do).
    public static func problems(
        of pattern: String, kata: Kata?, katas: [Kata], testIDs: [String]
    ) -> [String] {
        let command = "`swift test --filter \(pattern)`"
        guard let selected = selected(by: pattern, from: testIDs) else {
            return ["\(command): the filter is no regular expression Swift can read"]
        }
        guard !selected.isEmpty else { return ["\(command) selects no test"] }
        let owners = katas.filter { kata in selected.contains { kata.owns(testID: $0) } }
        let strays = selected.filter { id in !katas.contains { $0.owns(testID: id) } }
        var found: [String] = []
        if owners.count > 1 {
            found.append(
                "\(command) selects \(owners.count) katas' tests (\(owners.map(\.module).joined(separator: ", "))),"
                    + " not one: name the test module, `\(owners[0].testFilter)`")
        }
        if let kata, owners.count == 1, owners[0].number != kata.number {
            found.append("\(command) selects \(owners[0].module)'s tests, not \(kata.module)'s")
        }
        for stray in strays.prefix(3) { found.append("\(command) also selects \(stray), which is no kata's") }
        return found
    }
}

extension Kata {
    /// Whether the test whose ID is `testID` is one of this kata's: its module is one of the
    /// kata's test modules (`Kata1Tests2.OrderItemTests/…` is Kata1's, `Kata10Tests.…` is not).
    public func owns(testID: String) -> Bool {
        testModules.contains { testID.hasPrefix($0 + ".") }
    }
}
