import WorkbookKit

// The candidate's executable: it parses, locates the workbook and runs the command (ToolMain); each
// command is declared once, beside its logic in WorkbookKit, and the list names them in order. The
// maintainers' commands are `workbook-dev`'s, handed on when typed here.
ToolMain.run(
    CommandParser(CandidateCommands.all, handingOn: CommandParser.maintainersCommands), name: "workbook",
    audience: .candidates)
