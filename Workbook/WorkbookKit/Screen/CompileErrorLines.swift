import Foundation

extension CompileErrors {
    /// The errors in the candidate's own files first; if there are none, the errors that stop
    /// the build elsewhere, with one sentence saying what that means. Paths are made relative.
    public func lines(
        kata: Kata, mode: BuildMode, root: URL, limit: Int = 6, audience: Audience = .commandLine
    ) -> [String] {
        let prefix = root.standardizedFileURL.path + "/"
        func relative(_ text: String) -> String { text.replacingOccurrences(of: prefix, with: "") }
        let tree = mode.tree
        let ownFolder = prefix + tree + kata.folder + "/"

        let own = diagnostics.filter { $0.path.hasPrefix(ownFolder) }
        let otherKatas = diagnostics.filter {
            $0.path.hasPrefix(prefix + tree) && !$0.path.hasPrefix(ownFolder)
        }
        let tests = diagnostics.filter { $0.path.hasPrefix(prefix + kata.testsFolder) }

        let chosen: [Diagnostic]
        var lines: [String]
        if !own.isEmpty {
            chosen = own
            lines = ["\(kata.module) does not compile:"]
        } else if !otherKatas.isEmpty {
            chosen = otherKatas
            let folders = Set(
                otherKatas.map { String(relative($0.path).split(separator: "/").dropFirst().first ?? "") })
            // `Kata3_Repository` → `swift run workbook reset 3`: a command to copy, not a template.
            let resets = folders.sorted().map { folder in
                let number = folder.dropFirst(4).prefix { $0.isNumber }
                return "`swift run workbook reset \(number.isEmpty ? folder : String(number))`"
            }
            let reset =
                audience == .session
                ? "l, its number, then r" : resets.joined(separator: ", ")
            lines = [
                "Another kata does not compile (\(folders.sorted().joined(separator: ", "))), and it is built "
                    + "with this one, so nothing can run: finish it or reset it "
                    + "(\(reset), your work is backed up)."
            ]
        } else if !tests.isEmpty {
            chosen = tests
            lines = [
                "The tests no longer compile against your code: keep the names and signatures the stub "
                    + "gave you (the doc comments are the contract)."
            ]
        } else if !diagnostics.isEmpty {
            chosen = diagnostics
            lines = ["The workbook does not compile:"]
        } else {
            return ["The build failed:"] + unplaced.prefix(limit).map { "  " + relative($0) }
        }
        for diagnostic in chosen.prefix(limit) {
            lines.append("")
            lines += diagnostic.lines.map(relative)
        }
        if chosen.count > limit { lines += ["", "…and \(chosen.count - limit) more."] }
        return lines
    }

    /// One line per error, for a maintainer's report: each diagnostic's heading, then any error
    /// that names no file; the build's last lines if the compiler said nothing recognisable.
    public func headlines(in output: String, limit: Int) -> [String] {
        let found = diagnostics.compactMap(\.lines.first) + unplaced
        let chosen =
            found.isEmpty ? Array(output.split(separator: "\n").map(String.init).suffix(limit)) : found
        return chosen.prefix(limit).map { "  " + $0 }
    }
}
