import Foundation
import LayoutDocuments
import ScrollLayout

// `export --to layout|swift -o FOLDER FILES…`: every document is read and every file made in
// memory first; only then is anything written, each file atomically, so a document that cannot
// be read, or a file that would be replaced without `--force`, leaves the folder as it was.

extension ScrollLayoutCommand {
    func export(_ files: [String], options: CommandOptions) -> Outcome {
        guard let format = options.exportFormat, let folder = options.output else {
            return Outcome(exitCode: 64, standardOutput: "", standardError: "error: export needs --to and -o\n")
        }
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory)
        if exists, !isDirectory.boolValue {
            return Outcome(exitCode: 64, standardOutput: "", standardError: "error: \(folder) is a file; -o names the folder to write into\n")
        }
        // Documents found in a folder keep the folders between it and them, so two targets'
        // `Base.lproj/Main.storyboard` land in two places.
        let subfolders = ScrollLayoutCommand.subfolders(of: files, under: options.paths)
        var outputs: [LayoutExporter.File] = []
        var errors = ""
        for file in files {
            do {
                let subfolder = subfolders[file] ?? ""
                outputs += try LayoutExporter.files(for: file, format: format).map { output in
                    var placed = output
                    if !subfolder.isEmpty { placed.name = subfolder + "/" + output.name }
                    return placed
                }
            } catch {
                errors += error.description + "\n"
            }
        }
        if !errors.isEmpty {
            return Outcome(exitCode: 1, standardOutput: "", standardError: errors + "Nothing was written.\n")
        }
        var seen: [String: Int] = [:]
        for output in outputs { seen[output.name, default: 0] += 1 }
        if let clash = seen.first(where: { $0.value > 1 })?.key {
            return Outcome(exitCode: 1, standardOutput: "", standardError: "error: two documents would both write \(clash) (same names); export them to different folders. Nothing was written.\n")
        }
        let targets = outputs.map { (folder as NSString).appendingPathComponent($0.name) }
        let existing = targets.filter { FileManager.default.fileExists(atPath: $0) }
        if !existing.isEmpty, !options.force {
            return Outcome(exitCode: 1, standardOutput: "", standardError: existing.map { "error: \($0) exists (use --force to replace it)\n" }.joined() + "Nothing was written.\n")
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            return Outcome(exitCode: 1, standardOutput: "", standardError: "error: cannot create \(folder): \(error.localizedDescription)\n")
        }
        var written = ""
        for (output, target) in zip(outputs, targets) {
            do {
                try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try output.text.write(toFile: target, atomically: true, encoding: .utf8)
                written += "wrote \(target)\n"
            } catch {
                return Outcome(exitCode: 1, standardOutput: written, standardError: "error: cannot write \(target): \(error.localizedDescription)\n")
            }
        }
        return Outcome(exitCode: 0, standardOutput: written, standardError: "")
    }

    /// For each document found inside one of the folders given, the folders between that
    /// folder and the document (`TargetA/Base.lproj`); documents named directly have none.
    static func subfolders(of files: [String], under paths: [String]) -> [String: String] {
        var result: [String: String] = [:]
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            let root = URL(fileURLWithPath: path).standardizedFileURL.path
            for file in files where result[file] == nil {
                let folder = URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent().path
                guard folder == root || folder.hasPrefix(root + "/") else { continue }
                result[file] = String(folder.dropFirst(root.count)).trimmingCharacters(in: CharacterSet(charactersIn: "/"))
            }
        }
        return result
    }
}
