import Foundation

/// A failed build's compiler output, cut down to what the candidate must read.
public struct CompileErrors: Sendable, Equatable {
    /// One diagnostic: its heading line (path:line:column: error: …) and the source excerpt after it.
    public struct Diagnostic: Sendable, Equatable {
        public var path: String
        public var lines: [String]
    }

    public var diagnostics: [Diagnostic]
    /// Error lines that name no file (a link failure, a manifest error).
    public var unplaced: [String]

    public init(output: String) {
        var diagnostics: [Diagnostic] = []
        var unplaced: [String] = []
        var current: Diagnostic?
        for line in output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if let path = Self.errorPath(line) {
                if let done = current { diagnostics.append(done) }
                current = Diagnostic(path: path, lines: [line])
            } else if current != nil, Self.isExcerpt(line) {
                current?.lines.append(line)
            } else {
                if let done = current { diagnostics.append(done) }
                current = nil
                if line.contains("error:"), !unplaced.contains(line) { unplaced.append(line) }
            }
        }
        if let done = current { diagnostics.append(done) }
        // The compiler may print the same diagnostic twice (two jobs, or a batch and a retry).
        var unique: [Diagnostic] = []
        for diagnostic in diagnostics where !unique.contains(diagnostic) { unique.append(diagnostic) }
        self.diagnostics = unique
        self.unplaced = unplaced
    }

    /// `/path/File.swift:24:9: error: …` → `/path/File.swift`.
    static func errorPath(_ line: String) -> String? {
        guard let marker = line.range(of: ": error: ") else { return nil }
        let place = line[..<marker.lowerBound].split(separator: ":")
        guard place.count >= 3, place[place.count - 1].allSatisfy(\.isNumber),
            place[place.count - 2].allSatisfy(\.isNumber)
        else { return nil }
        return place.dropLast(2).joined(separator: ":")
    }

    /// The compiler's source excerpt: `24 |     code`, `   |     `- error: …`.
    static func isExcerpt(_ line: String) -> Bool {
        let trimmed = line.drop { $0 == " " || $0.isNumber }
        return trimmed.hasPrefix("|") && line != trimmed
    }
}
