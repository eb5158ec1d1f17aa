import Foundation
import LayoutDocuments
import ScrollLayout

/// `check --fix`: the verified fixes written into layout files in place, like `swiftlint --fix`.
/// Interface Builder documents are refused before anything is changed (their fixes are applied
/// in Xcode, or to layout files exported from them); a file that cannot be written is left as
/// it was and named.
struct LayoutFixRun {
    /// One line per change (`path:line:col: fixed [rule] fix`), and per fix that could not be written.
    var log = ""
    /// `Done fixing …` for standard error.
    var summary = ""
    /// True when a file could not be read or written.
    var failed = false

    /// Fixes every file, or refuses the whole run with a usage error.
    static func perform(files: [String], options: CommandOptions) throws(UsageError) -> LayoutFixRun {
        if let document = files.first(where: LayoutDocument.isInterfaceBuilder) {
            throw UsageError("--fix writes layout files; '\(document)' is an Interface Builder document. Nothing was changed. "
                + "Apply the printed fixes in Xcode, or export the document with `scroll-layout export \(document)` and fix the layout files it writes.")
        }
        if let source = files.first(where: { $0.hasSuffix(".swift") }) {
            throw UsageError("--fix writes layout files; '\(source)' is Swift code. Nothing was changed. "
                + "Paste the printed fixes (anchor code) into the setup they point at.")
        }
        var run = LayoutFixRun()
        let screens = options.screens.isEmpty ? options.screen.map { [$0] } ?? [] : options.screens
        let fixer = LayoutFileFixer(screens: screens, rules: options.rules)
        var changed = 0, applied = 0
        for path in files {
            guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
                // The report that follows names why the file cannot be read.
                continue
            }
            let outcome: LayoutFileFixer.Outcome
            do {
                outcome = try fixer.fix(text: text, path: path)
            } catch {
                // An invalid file: the report names the problem.
                continue
            }
            for refusal in outcome.refused { run.log += "\(path): not fixed: \(refusal)\n" }
            guard !outcome.changes.isEmpty else { continue }
            guard isWritable(path) else {
                run.log += "\(path): error: cannot write the file (read-only); nothing was changed, \(outcome.changes.count) fix\(outcome.changes.count == 1 ? "" : "es") not applied\n"
                run.failed = true
                continue
            }
            do {
                try write(outcome.text, to: path)
            } catch {
                run.log += "\(path): error: cannot write the file (\(error.localizedDescription)); nothing was changed\n"
                run.failed = true
                continue
            }
            changed += 1
            applied += outcome.changes.count
            for change in outcome.changes {
                let place = change.position.map { "\(path):\($0.line):\($0.column)" } ?? path
                run.log += "\(place): fixed [\(change.rule.rawValue)] \(change.fix)\n"
            }
        }
        run.summary = "Done fixing \(files.count) file\(files.count == 1 ? "" : "s"): \(applied) fix\(applied == 1 ? "" : "es") applied in \(changed) file\(changed == 1 ? "" : "s").\n"
        return run
    }

    /// True when the file may be changed: the system allows it and the file is not marked
    /// read-only (no write permission for anyone is respected even where the system would allow
    /// the write, as for root).
    static func isWritable(_ path: String) -> Bool {
        guard FileManager.default.isWritableFile(atPath: path) else { return false }
        let permissions = (try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? 0o644
        return permissions & 0o222 != 0
    }

    /// Writes a file atomically, keeping its permissions.
    static func write(_ text: String, to path: String) throws {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        if let permissions = attributes[.posixPermissions] {
            try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: path)
        }
    }
}
