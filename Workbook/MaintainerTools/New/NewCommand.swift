import Foundation
import WorkbookKit

/// `workbook-dev new <Name> --grade G --minutes M --layer L`: a new kata's skeleton, for maintainers.
public struct NewCommand: WorkbookCommand, Equatable {
    public static let spec = CommandSpec(
        name: "new", kata: .name, switches: [], valued: ["--grade", "--minutes", "--layer"],
        summary: "the maintainer's start of a new kata: its folders, files and Package.swift line",
        usage: "workbook-dev new <Name> --grade <1-5> --minutes <m> --layer <Domain|Data|Presentation|Main>",
        details: """
            Lays out what a kata needs, numbered after the last one: Katas/KataN_<Name>/ (README
            with its front matter and sections, a stub, Context/), Solutions/KataN_<Name>/ (the
            stub to write into the reference, INTERVIEWER.md with its sections, Context as a link),
            Tests/KataN/ (Support/, Tests/ and Tests2/), an empty catalogue in Tests/Mutants/, and the
            kata's line in Package.swift. Each text says what is still to write; `swift run
            workbook-dev verify` then names what is missing, one line each. Nothing existing is
            overwritten. CONTRIBUTING.md, "Adding a kata", says what each piece must hold.
            """)

    /// The kata's name in UpperCamelCase, typed where other commands take a kata.
    public var name: String
    public var grade: Int
    public var minutes: Int
    public var layer: String

    public func run(in context: CommandContext) throws(WorkbookError) -> Int32 {
        let existing = try context.workspace.katas().map(\.number)
        let kata = try NewKata(name: name, grade: grade, minutes: minutes, layer: layer, after: existing)
        let written = try kata.write(in: context.workspace.root)
        context.say("\(kata.module) · \(kata.title): the skeleton of \(kata.folder) is laid out:")
        for path in written { context.say("  \(path)") }
        context.say("Next: `swift run workbook-dev verify` names what is still to write, one line each.")
        return 0
    }
}

extension NewCommand {
    /// The command as typed: its kata and options, their values checked.
    public init(parsing arguments: ParsedArguments) throws(WorkbookError) {
        guard let grade = arguments.value("--grade").flatMap(Int.init),
            let minutes = arguments.value("--minutes").flatMap(Int.init),
            let layer = arguments.value("--layer")
        else {
            throw WorkbookError(
                "`new` needs --grade, --minutes and --layer: `swift run \(Self.spec.usage)`.")
        }
        self.init(name: arguments.kata ?? "", grade: grade, minutes: minutes, layer: layer)
    }
}
