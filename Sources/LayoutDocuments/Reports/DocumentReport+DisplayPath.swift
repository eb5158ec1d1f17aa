import Foundation

extension DocumentReport {
    /// A Swift source path as reports show it: relative to the current directory when it lies
    /// inside it (`Sources/App/Page.swift`), as given otherwise. The DSL records `#filePath`,
    /// which is absolute; the relative form is what editors and terminals open from a project.
    static func displayPath(_ path: String) -> String {
        guard path.hasPrefix("/") else { return path }
        var directory = FileManager.default.currentDirectoryPath
        if !directory.hasSuffix("/") { directory += "/" }
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
