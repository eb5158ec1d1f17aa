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
}
