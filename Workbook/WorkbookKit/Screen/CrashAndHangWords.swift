import Foundation

extension CheckReport {
    /// The first lines of a run that crashed or ran over its time limit (`limit`, "15 s"): one
    /// line naming the test, the place and the runtime's words, then a sentence for what cannot
    /// be known. `✗ Kata1 crashed in “a free gift …” at Katas/…/OrderItem.swift:27 in
    /// OrderItem.subtotal.getter: Fatal error: Index out of range`.
    func stopLines(kata: Kata, limit: String) -> [String] {
        let culprit = self.culprit ?? Culprit()
        let names = culprit.testNames.map { "“\(Self.escaped($0))”" }
        let quoted =
            names.count <= 2
            ? names.joined(separator: " and ")
            : names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
        var line = "✗ \(kata.module) " + (ending == .timedOut ? "hung" : "crashed")
        if !quoted.isEmpty { line += " in \(quoted)" }
        if let site = culprit.site { line += " at \(site.description)" }
        if ending == .timedOut {
            line += ": still running after \(limit), so the tool stopped it."
        } else if let message = culprit.message {
            line += ": \(message)"
        }
        var unknown: [String] = []
        if names.isEmpty { unknown.append("which test") }
        if culprit.site == nil { unknown.append("which line of your code") }
        guard !unknown.isEmpty else { return [line] }
        let reason: String
        switch (ending == .timedOut, culprit.stackRead) {
        case (true, true):
            reason = "no thread was in your code when the tool looked (an await that nothing resumes?)"
        case (false, true):
            reason =
                culprit.site == nil
                ? "the stack it printed holds no line of your code" : "its stack names no test"
        case (true, false): reason = (culprit.noStack ?? .noDebugger).reason
        case (false, false): reason = (culprit.noStack ?? .printedNone).reason
        }
        let which = unknown.joined(separator: " and ")
        return [line, which.prefix(1).uppercased() + which.dropFirst() + " cannot be told: \(reason)."]
    }
}
