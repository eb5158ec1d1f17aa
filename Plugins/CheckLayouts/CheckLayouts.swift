import Foundation
import PackagePlugin

/// `swift package check-layouts [options] [paths]`: runs `scroll-layout check` on the package's
/// storyboards, xibs and layout files (the package's folder when no path is given; hidden
/// folders such as `.build` are never searched), with any `check` option passed through.
/// The command fails when `check` does (errors, or warnings with `--strict`).
@main
struct CheckLayouts: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "scroll-layout")
        let options = CheckLayouts.options(arguments)
        let paths = options.paths.isEmpty ? [context.package.directoryURL.path] : options.paths
        let process = Process()
        process.executableURL = tool.url
        process.arguments = ["check"] + options.flags + paths
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CheckFailed(status: process.terminationStatus)
        }
    }

    /// The arguments split into `check`'s options (with their values) and paths.
    static func options(_ arguments: [String]) -> (flags: [String], paths: [String]) {
        let takesValue: Set<String> = ["--format", "-f", "--reporter", "--screen", "--screens", "--layout", "--rule", "--severity",
                                       "--baseline", "--write-baseline", "--config", "--jobs", "-j"]
        var flags: [String] = [], paths: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument.hasPrefix("-") {
                flags.append(argument)
                if takesValue.contains(argument), index + 1 < arguments.count {
                    flags.append(arguments[index + 1])
                    index += 1
                }
            } else {
                paths.append(argument)
            }
            index += 1
        }
        return (flags, paths)
    }
}

/// `scroll-layout check` ended with a non-zero status (2: errors, 1: a file could not be read).
struct CheckFailed: Error, CustomStringConvertible {
    let status: Int32
    var description: String { "scroll-layout check failed with status \(status)" }
}
