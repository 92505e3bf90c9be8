import Foundation

/// The layering read of a full round: slips of the dependency rule found in the candidate's own
/// files, each a sentence with its file and line. They are talking points for the debrief, never
/// a failed behaviour: a suite judges what the screen shows, and this reads how the code is laid
/// out. A file's layer is its first folder (`Domain/`, `Data/`, `Presentation/`, `App/`); a kata
/// without a `Domain/` folder is not laid out in layers, and the read finds nothing in it.
public enum LayeringRead {
    public struct Slip: Sendable, Equatable {
        /// The file's path in the kata's folder: `Domain/Order.swift`.
        public var file: String
        public var line: Int
        public var sentence: String

        public var text: String { "\(file):\(line): \(sentence)" }
    }

    /// The slips in `files` (path in the kata's folder → text), by file and line. Given code is
    /// never read, and comments are skipped.
    public static func slips(in files: [String: String]) -> [Slip] {
        guard files.keys.contains(where: { $0.hasPrefix("Domain/") }) else { return [] }
        var found: [Slip] = []
        for (path, text) in files where path.hasSuffix(".swift") && !GivenCode.contains(path) {
            let layer = String(path.prefix { $0 != "/" })
            for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let line = raw.trimmingCharacters(in: .whitespaces)
                if line.hasPrefix("//") || line.hasPrefix("*") || line.hasPrefix("/*") { continue }
                for sentence in Self.read(line, layer: layer) {
                    found.append(Slip(file: path, line: index + 1, sentence: sentence))
                }
            }
        }
        return found.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
    }

    /// What one line of code in `layer` says about the layering.
    static func read(_ line: String, layer: String) -> [String] {
        var found: [String] = []
        let words = Set(line.split { !$0.isLetter && !$0.isNumber && $0 != "_" }.map(String.init))
        if layer == "Domain" {
            if line.hasPrefix("import "), let framework = words.first(where: outsideFrameworks.contains) {
                found.append(
                    "Domain imports \(framework): Domain holds the shop's rules, and networking, storage and "
                        + "screens belong to the layers around it.")
            }
            if isDeclaration(line),
                let format = words.first(where: ["Codable", "Decodable", "Encodable"].contains)
            {
                found.append(
                    "a Domain type is \(format): the server's format then shapes the entity; DTOs in Data "
                        + "absorb it.")
            }
            if let tool = words.first(where: ["JSONDecoder", "JSONEncoder", "JSONSerialization"].contains) {
                found.append("Domain uses \(tool): reading and writing JSON is Data's work.")
            }
            if let service = words.first(
                where: ["URLSession", "URLRequest", "UserDefaults", "FileManager"].contains)
            {
                found.append(
                    "Domain uses \(service): the network and the device's storage are reached from Data.")
            }
        }
        if line.contains("protocol "), words.contains(where: { $0.hasSuffix("Repository") }),
            let dto = words.first(where: isTransferType)
        {
            found.append(
                "a repository protocol speaks in \(dto): its port should speak the shop's entities, and "
                    + "the DTOs stay behind it in Data.")
        }
        if layer != "Data", isDeclaration(line), let mapper = words.first(where: { $0.hasSuffix("Mapper") }) {
            found.append(
                "\(mapper) is in \(layer), not Data: turning the server's DTOs into entities is Data's, "
                    + "beside the DTOs it reads.")
        }
        if layer != "Presentation", let formatter = words.first(where: screenFormatting.contains) {
            found.append(
                "\(formatter) in \(layer): writing amounts and dates for the customer is the screen's, "
                    + "in Presentation, with the injected locale.")
        }
        return found + LogicLeftBehind.read(line, words: words, layer: layer)
    }

    /// Frameworks Domain has no business importing.
    static let outsideFrameworks: Set<String> = [
        "SwiftUI", "UIKit", "AppKit", "Combine", "CoreData", "SwiftData", "FoundationNetworking", "Network",
        "WebKit",
    ]

    /// Words that write a value for a reader.
    static let screenFormatting: Set<String> = [
        "formatted", "NumberFormatter", "DateFormatter", "FormatStyle", "dateStyle",
        "RelativeDateTimeFormatter",
    ]

    /// `OrderDTO`, `OrdersResponse`: the shapes the server sends.
    static func isTransferType(_ word: String) -> Bool {
        word.hasSuffix("DTO") || (word.hasSuffix("Response") && word.first?.isUppercase == true)
    }

    /// A line that declares a type or a function, or extends one.
    static func isDeclaration(_ line: String) -> Bool {
        let starts = [
            "struct ", "class ", "enum ", "actor ", "extension ", "protocol ", "func ", "final class ",
        ]
        let bare = line.replacingOccurrences(of: "public ", with: "").replacingOccurrences(
            of: "private ", with: ""
        )
        .replacingOccurrences(of: "internal ", with: "").replacingOccurrences(of: "static ", with: "")
        return starts.contains { bare.hasPrefix($0) }
    }

    /// The slips in a kata's exercise files, as the debrief says them: one line saying the read
    /// found nothing when a kata laid out in layers has none (its sheet promises the read), and
    /// nothing for a kata of one folder. In a review round the change is the teammate's, and the
    /// slips are its key's (`ReviewSlips`).
    public static func lines(for kata: Kata) -> [String] {
        if kata.kind == .review { return ReviewSlips.lines(for: kata) }
        let files = SolutionView.ownFiles(in: kata.exerciseFolder)
        let slips = slips(in: files)
        guard !slips.isEmpty else {
            guard files.keys.contains(where: { $0.hasPrefix("Domain/") }) else { return [] }
            return ["", "The layering read of your files: nothing is left outside its layer."]
        }
        return ["", "The layering read of your files (talking points for the debrief, not failures):"]
            + slips.flatMap { InterviewText.wrap($0.text, bullet: "  - ") }
    }
}
