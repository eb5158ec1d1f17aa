import Foundation
import LayoutCommand

// Runs the command on the process's arguments, writing its output as it is made, and exits
// with its code.
let command = ScrollLayoutCommand(
    terminal: .init(outputIsTerminal: isatty(STDOUT_FILENO) != 0, errorIsTerminal: isatty(STDERR_FILENO) != 0),
    clock: { Date().timeIntervalSinceReferenceDate },
    standardInput: {
        let data = FileHandle.standardInput.readDataToEndOfFile()
        return String(data: data, encoding: .utf8)
    })
let code = command.run(Array(CommandLine.arguments.dropFirst())) { stream, text in
    (stream == .output ? FileHandle.standardOutput : FileHandle.standardError).write(Data(text.utf8))
}
exit(code)
