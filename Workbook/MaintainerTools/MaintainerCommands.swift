import WorkbookKit

/// The maintainers' commands, listed in the help after the candidate's.
public enum MaintainerCommands {
    public static let all: [any WorkbookCommand.Type] = [
        BenchCommand.self,
        VerifyCommand.self,
        MutantsCommand.self,
        NewCommand.self,
        AskEvalCommand.self,
    ]
}
