import Foundation
import WorkbookKit

/// A new kata's skeleton: every folder and file the workbook expects, each holding what is still to
/// write, so that `verify` names what is missing one line at a time (rustlings' `dev new` is the
/// anchor). Nothing existing is ever overwritten.
public struct NewKata: Sendable, Equatable {
    public var name: String
    public var grade: Int
    public var minutes: Int
    public var layer: String
    public var number: Int

    /// What a skeleton's text says where something is still to be written; `verify` reports each.
    public static let toWrite = "<!-- to write:"
    static let layers = ["Domain", "Data", "Presentation", "Main"]

    public var module: String { "Kata\(number)" }
    public var folder: String { "\(module)_\(name)" }
    var title: String {
        // `LoadMore` → "Load more": the README's title, to be reworded at will.
        var words: [String] = []
        for character in name {
            if character.isUppercase || words.isEmpty { words.append("") }
            words[words.count - 1].append(character)
        }
        return words.enumerated().map { $0 == 0 ? $1 : $1.lowercased() }.joined(separator: " ")
    }

    /// Checks what was typed; the number is the next one after the katas the workbook has.
    public init(name: String, grade: Int, minutes: Int, layer: String, after existing: [Int])
        throws(WorkbookError)
    {
        guard let first = name.first, first.isUppercase,
            name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
        else {
            throw WorkbookError(
                "A kata's name is one word in UpperCamelCase, letters and digits (\"LoadMore\"), not \"\(name)\"."
            )
        }
        guard (1...5).contains(grade) else {
            throw WorkbookError("--grade takes 1 to 5 (1 the gentlest), not \(grade).")
        }
        guard (5...90).contains(minutes) else {
            throw WorkbookError("--minutes takes 5 to 90, not \(minutes).")
        }
        guard Self.layers.contains(layer) else {
            throw WorkbookError(
                "--layer is one of \(Self.layers.joined(separator: ", ")), not \"\(layer)\".")
        }
        self.name = name
        self.grade = grade
        self.minutes = minutes
        self.layer = layer
        self.number = (existing.max() ?? 0) + 1
    }

    /// Where the kata's tests go, and their modules, as the tool names them everywhere.
    var layout: KataTests { KataTests(module: module) }

    /// Every file of the skeleton, by path from the workbook's folder, with its text.
    var files: [(path: String, text: String)] {
        let exercise = "\(name).swift"
        return [
            ("Katas/\(folder)/README.md", readme),
            ("Katas/\(folder)/\(exercise)", stub),
            ("Katas/\(folder)/Context/\(name)Context.swift", context),
            ("Solutions/\(folder)/\(exercise)", stub),
            ("Solutions/\(folder)/INTERVIEWER.md", sheet),
            (layout.support.folder + "Fixtures.swift", fixtures),
            (layout.halves[0].folder + "\(name)Tests.swift", half(1)),
            (layout.halves[1].folder + "\(name)MoreTests.swift", half(2)),
            ("Tests/Mutants/\(folder).json", "[]\n"),
        ]
    }

    /// The one relative link every kata has: the reference shares the exercise's given code. The
    /// tests have none: what both halves of the suite use lives in the kata's support target.
    var links: [(path: String, destination: String)] {
        [("Solutions/\(folder)/Context", "../../Katas/\(folder)/Context")]
    }

    /// Lays the skeleton out under `root` and adds the kata to Package.swift; says what it wrote.
    public func write(in root: URL) throws(WorkbookError) -> [String] {
        let manager = FileManager.default
        for taken in ["Katas/\(folder)", "Solutions/\(folder)", String(layout.folder.dropLast())]
        where manager.fileExists(atPath: root.appendingPathComponent(taken).path) {
            throw WorkbookError("\(taken) already exists: nothing was written.")
        }
        let manifest = root.appendingPathComponent("Package.swift")
        guard let text = try? String(contentsOf: manifest, encoding: .utf8) else {
            throw WorkbookError("Cannot read \(manifest.path).")
        }
        let updated = try Self.adding(folder, toManifest: text)
        do {
            for (path, content) in files {
                let url = root.appendingPathComponent(path)
                try manager.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try content.write(to: url, atomically: true, encoding: .utf8)
            }
            for (path, destination) in links {
                let url = root.appendingPathComponent(path)
                try manager.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try manager.createSymbolicLink(atPath: url.path, withDestinationPath: destination)
            }
            try updated.write(to: manifest, atomically: true, encoding: .utf8)
        } catch {
            throw WorkbookError("Could not write the skeleton of \(folder): \(error.localizedDescription).")
        }
        return files.map(\.path) + links.map { "\($0.path) -> \($0.destination)" } + [
            "Package.swift: \"\(folder)\" added to the katas list"
        ]
    }

    /// Package.swift with `folder` last in its `katas` list, as a kata of one folder (a plain name;
    /// a full round's entry, `.layers("…")`, is written by hand). The list's type may be written
    /// (`let katas: [KataShape] = [`) or not.
    static func adding(_ folder: String, toManifest text: String) throws(WorkbookError) -> String {
        guard let name = text.range(of: "let katas"),
            let start = text.range(of: "= [", range: name.upperBound..<text.endIndex),
            !text[name.upperBound..<start.lowerBound].contains("\n"),
            let end = text.range(of: "\n]", range: start.upperBound..<text.endIndex)
        else {
            throw WorkbookError("Package.swift has no `let katas = [` list ending in a `]` line of its own.")
        }
        return text.replacingCharacters(in: end, with: "\n    \"\(folder)\",\n]")
    }

    var readme: String {
        """
        ---
        title: \(title)
        grade: \(grade)
        minutes: \(minutes)
        layer: \(layer)
        ---
        # \(module) · \(title)

        ## Prompt
        \(Self.toWrite) what the interviewer says, in quotes: the feature, the constraints, never the insight -->

        ## Requirements
        \(Self.toWrite) a line naming each suite, then one bullet per test, its name word for word -->

        ## Given
        \(Self.toWrite) each Context file in one line, and at most two sentences on how the tests drive time -->

        You write `\(name).swift`: its doc comment is the whole contract; the bodies are yours.

        ## Run
        ```
        swift test --filter \(module)Tests           # your code: red until you are done
        swift run workbook check \(number)               # the same suite, one line per behaviour
        swift run workbook check \(number) --solutions   # the reference, to compare (nothing else rebuilt)
        ```

        ## Layers
        \(Self.toWrite) the small diagram, this kata's piece marked -->

        """
    }

    var sheet: String {
        """
        # \(module) · \(title): the interviewer's sheet

        ## Checkpoints
        \(Self.toWrite) where a strong candidate is at minute 5, 10 and so on -->

        ## What good looks like
        \(Self.toWrite) the decisions a strong answer gets right, and why -->

        ## Rubric
        Beyond green, grade against [the bar every kata shares](../../README.md#the-bar-beyond-green).

        \(Self.toWrite) exactly Correctness, Tests, Naming, Layering and Communication: strong and weak -->

        ## Hints
        \(Self.toWrite) three, from a nudge to nearly the answer -->

        ## Follow-ups
        \(Self.toWrite) each question, with an indented `Listen for:` line under it -->

        ## Talking points
        \(Self.toWrite) the trade-offs to draw out -->

        ## Given by the prompt
        \(Self.toWrite) under each suite's name, the behaviours the Prompt states outright, word for word -->

        """
    }

    var stub: String {
        """
        import Foundation

        /// \(title): the contract, in this doc comment, is what the candidate reads.
        /// TODO: the kata's types and methods, their bodies a harmless placeholder that never traps.
        struct \(name) {}

        """
    }

    var context: String {
        """
        import Foundation

        // The given code this kata builds on, the same in Katas/ and Solutions/ (the reference links
        // here). TODO: the protocols and values the exercise needs, or remove this file.

        """
    }

    var fixtures: String {
        """
        import Foundation
        import Testing

        @testable import \(module)

        // What both halves of the suite use, compiled once in \(layout.support.module): builders
        // such as `anyOrder()` here, and the kata's own doubles in Fakes/ beside this file. The
        // halves see them through `@testable import \(layout.support.module)`.

        """
    }

    /// A file of half `part` (1 or 2) of the suite: the two test modules compile side by side.
    /// Split the suite by weight (tests and expectations), not by count of files.
    func half(_ part: Int) -> String {
        let which = part == 1 ? "about half of the suite" : "the other half of the suite"
        return """
            import Foundation
            import Testing

            @testable import \(module)
            @testable import \(layout.support.module)

            // TODO: \(which), each test named as the README's Requirements word it.

            """
    }
}
