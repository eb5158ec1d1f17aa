import Foundation

extension DocumentReport {
    /// A path as reports, baselines and SARIF show it: relative to the current directory when
    /// it lies inside it (`Sources/App/Page.swift`, without a leading `./`), as given
    /// otherwise. The DSL records `#filePath`, which is absolute; the relative form is what
    /// editors, terminals and dashboards open from a project. The one path relativizer.
    package static func displayPath(_ path: String, currentDirectory: String = FileManager.default.currentDirectoryPath) -> String {
        if path.hasPrefix("./") { return String(path.dropFirst(2)) }
        guard path.hasPrefix("/") else { return path }
        let directory = currentDirectory.hasSuffix("/") ? currentDirectory : currentDirectory + "/"
        return path.hasPrefix(directory) ? String(path.dropFirst(directory.count)) : path
    }

    /// Text (an issue's details, such as its chain walk) with every absolute path inside the
    /// current directory shortened as ``displayPath(_:)`` does.
    static func relativizingPaths(in text: String) -> String {
        var directory = FileManager.default.currentDirectoryPath
        guard directory != "/" else { return text }
        if !directory.hasSuffix("/") { directory += "/" }
        return text.replacingOccurrences(of: directory, with: "")
    }
}
