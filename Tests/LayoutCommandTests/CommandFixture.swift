import Foundation
@testable import LayoutCommand

/// What every command test needs, written once: the package's folders, a scratch folder, a
/// copy of an example, and a run of the command in-process.
enum CommandFixture {
    /// The package's root folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    /// `Examples/`.
    static let examples = root + "/Examples"

    /// A fresh folder under the temporary directory (the caller removes it when it cares).
    static func scratch(_ prefix: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A copy of a file under `Examples/` (`Layouts/Feed.layout.json`) in a folder; its path.
    static func copy(_ example: String, to folder: String, as name: String? = nil) throws -> String {
        let target = folder + "/" + (name ?? (example as NSString).lastPathComponent)
        try FileManager.default.copyItem(atPath: examples + "/" + example, toPath: target)
        return target
    }

    /// The command run in-process on these arguments.
    static func run(_ arguments: [String], command: ScrollLayoutCommand = ScrollLayoutCommand()) -> ScrollLayoutCommand.Outcome {
        command.run(arguments)
    }
}
