import WorkbookKit

/// `workbook-dev mutants [N]`: every catalogued mistake caught, every correct alternative accepted.
public struct MutantsCommand: WorkbookCommand, Equatable {
    public static let spec = CommandSpec(
        name: "mutants", kata: .optional, switches: [], valued: [],
        summary: "the maintainer's proof: suites catch listed mistakes, accept correct alternatives",
        usage: "workbook-dev mutants [<kata>]",
        details: """
            Reads Tests/Mutants/<kata folder>.json, a list of plausible wrong implementations
            written as edits to the reference, and proves the kata's suite fails on each one;
            then drops each correct alternative, Tests/Alternatives/<kata folder>/<name>/, over
            the reference and proves the suite passes. Everything happens in a copy under
            .build/mutants/, never in Solutions/. Without a kata, every kata is proved. Exits 0
            only when every mutant is caught and every alternative accepted.
            """)

    public var kata: String?

    public func run(in context: CommandContext) throws(WorkbookError) -> Int32 {
        var katas = try context.workspace.katas()
        if let kata { katas = [try context.workspace.kata(kata)] }
        let caught = try MutantRun(workspace: context.workspace, say: context.say).run(katas: katas)
        return caught ? 0 : 1
    }
}

extension MutantsCommand {
    /// The command as typed: its kata and options, their values checked.
    public init(parsing arguments: ParsedArguments) throws(WorkbookError) {
        self.init(kata: arguments.kata)
    }
}
