import Foundation

/// The second half of the layering read: work left in a layer that is not its home. The view
/// model and the composition root are where a tangle starts (a refactor round hands one over, and
/// a full round grows one under the clock), so this names what they still do of Domain's and
/// Data's work, and what any layer reads of the device that the composition root should hand in.
enum LogicLeftBehind {
    /// What one line of code in `layer` still does of another layer's work. `words` are the line's
    /// identifiers.
    static func read(_ line: String, words: Set<String>, layer: String) -> [String] {
        guard layer != "Domain" else { return deviceReads(line, layer: layer) }
        var found: [String] = []
        let services = ["URLSession", "UserDefaults", "FileManager"]
        if layer != "Data" {
            if let tool = words.first(where: ["JSONSerialization", "JSONDecoder", "JSONEncoder"].contains) {
                found.append(
                    "\(layer) reads JSON with \(tool): parsing the server's answer is Data's work, "
                        + "beside the DTOs, so every consumer of the orders gets them parsed once.")
            }
            if words.contains("ISO8601DateFormatter") {
                found.append(
                    "\(layer) reads the server's dates with ISO8601DateFormatter: the server's format is "
                        + "Data's to read, so the layers inside it see dates, never text.")
            }
            if let service = words.first(where: (services + ["URLRequest"]).contains) {
                found.append(
                    "\(layer) reaches \(service) itself: the network and the device's storage are Data's, "
                        + "behind a repository this layer is handed.")
            }
            let comparesACode =
                line.range(of: #"(==|!=)\s*[1-5][0-9][0-9]\b"#, options: .regularExpression) != nil
            if words.contains("statusCode") || line.contains("200..<300") || line.contains("200...299")
                || (words.contains("status") && comparesACode)
            {
                found.append(
                    "\(layer) judges the server's status: what counts as an answer is Data's to decide.")
            }
            let arithmetic = [
                "date(byAdding", "dateComponents(", "addingTimeInterval(-", "24 * 60 * 60", "86400", "86_400",
            ]
            if arithmetic.contains(where: line.contains) {
                found.append(
                    "\(layer) does date arithmetic for a rule: which orders show is the shop's rule, in "
                        + "Domain, where a second screen keeps it without a copy.")
            }
        }
        if layer == "App", line.contains(".filter") || line.contains(".sort") {
            found.append(
                "the composition root sorts or filters: it should only build and connect the layers, "
                    + "and rules belong in Domain.")
        }
        let decides =
            line.hasPrefix("if ") || line.hasPrefix("guard ") || line.contains(".filter")
            || line.contains("&&")
            || line.contains("||")
        if layer == "Presentation" || layer == "App", decides,
            words.contains(where: { ["isCancelled", "cancelled"].contains($0) })
                || (line.contains(".filter")
                    && words.contains(where: { ["status", "placedAt"].contains($0) }))
        {
            found.append(
                "\(layer) decides which orders show by their status or date: that rule is Domain's, so "
                    + "every screen applies it the same way.")
        }
        if layer != "App", let singleton = singleton(in: line), !services.contains(where: singleton.hasPrefix)
        {
            found.append(
                "\(layer) reaches \(singleton): a shared instance is a collaborator no test can replace; "
                    + "hand it in from the composition root.")
        }
        return found + deviceReads(line, layer: layer)
    }

    /// The device's clock, calendar and locale read outside the composition root.
    static func deviceReads(_ line: String, layer: String) -> [String] {
        guard layer != "App" else { return [] }
        let reads = ["Date()", "Date.now", "Calendar.current", "Locale.current", "TimeZone.current"]
        guard let read = reads.first(where: line.contains) else { return [] }
        return [
            "\(layer) reads the device with \(read): the composition root hands in now, the calendar and "
                + "the locale, so a test can say what they are."
        ]
    }

    /// `LegacyAPI.shared` (or `.standard`, `.default`): a type's one instance reached by name.
    static func singleton(in line: String) -> String? {
        for member in [".shared", ".standard", ".default"] {
            guard let range = line.range(of: member) else { continue }
            if let after = line[range.upperBound...].first, after.isLetter || after.isNumber { continue }
            let owner = line[..<range.lowerBound].reversed().prefix {
                $0.isLetter || $0.isNumber || $0 == "_"
            }
            guard let first = owner.last, first.isUppercase else { continue }
            return String(owner.reversed()) + member
        }
        return nil
    }
}
