/// The candidate's commands, in the order the help lists them. The first runs when no command is
/// given. A new command is a file in `Commands/<command>/` whose type conforms to `WorkbookCommand`,
/// and one line here.
public enum CandidateCommands {
    public static let all: [any WorkbookCommand.Type] = [
        SessionCommand.self,
        ListCommand.self,
        CheckCommand.self,
        WatchCommand.self,
        HintCommand.self,
        AskCommand.self,
        SolutionCommand.self,
        CleanCommand.self,
        ResetCommand.self,
        InterviewCommand.self,
        HistoryCommand.self,
    ]
}
