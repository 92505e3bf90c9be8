import MaintainerTools
import WorkbookKit

// The maintainers' executable: verify, mutants, bench, new and ask-eval, apart from the candidate's
// `workbook` so that a candidate compiles only what a candidate runs. Same parser, same options.
ToolMain.run(CommandParser(MaintainerCommands.all), name: "workbook-dev", audience: .maintainers)
