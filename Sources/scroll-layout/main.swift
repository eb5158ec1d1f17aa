import Foundation
import LayoutCommand

// Runs the command on the process's arguments and exits with its code.
let command = ScrollLayoutCommand(terminal: .init(outputIsTerminal: isatty(STDOUT_FILENO) != 0,
                                                  errorIsTerminal: isatty(STDERR_FILENO) != 0))
let outcome = command.run(Array(CommandLine.arguments.dropFirst()))
FileHandle.standardOutput.write(Data(outcome.standardOutput.utf8))
FileHandle.standardError.write(Data(outcome.standardError.utf8))
exit(outcome.exitCode)
