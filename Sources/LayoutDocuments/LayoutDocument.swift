import Foundation
import ScrollLayout

/// A file the tool reads: a JSON layout file (one layout) or an Interface Builder document
/// (one layout per scene or top-level view).
public struct LayoutDocument: Sendable {
    /// What kind of file.
    public enum Format: String, Sendable {
        /// A JSON layout file.
        case layoutFile
        /// A `.storyboard` or `.xib`.
        case interfaceBuilder
        /// A `.swift` file that sets up views with UIKit's Auto Layout (anchors or SnapKit).
        case uikitCode
    }

    /// The path, as given.
    public var path: String
    /// The format.
    public var format: Format
    /// The layouts in the file.
    public var layouts: [Layout]
    /// For Interface Builder documents, what the file says about each layout (stored frames, flags).
    public var scenes: [InterfaceBuilderScene]
    /// For UIKit code, the notes of each layout (what the reader left out or did not follow),
    /// in the order of ``layouts``, and notes about the file itself.
    public var codeNotes: [[LayoutIssue]] = []
    /// For UIKit code, notes about the file as a whole (a part the reader could not parse).
    public var fileNotes: [LayoutIssue] = []
    /// For layout files, the text as read (fixes are written into it).
    public var text: String? = nil
    /// For Interface Builder documents, the XML and how placeholders were read: the scenes are
    /// read again for screens of other size classes (``scenes(for:)``).
    var interfaceBuilderSource: (text: String, placeholders: InterfaceBuilderImporter.Placeholders)? = nil

    /// A document.
    public init(path: String, format: Format, layouts: [Layout], scenes: [InterfaceBuilderScene] = []) {
        self.path = path
        self.format = format
        self.layouts = layouts
        self.scenes = scenes
    }

    /// The extensions searched for in folders.
    public static let searchedExtensions = [".layout.json", ".layout", ".storyboard", ".xib"]

    /// Reads and decodes a file, choosing the format by extension (`.storyboard`, `.xib`,
    /// `.swift` for UIKit code, or a JSON layout file for anything else). `placeholders` says whether Interface Builder's
    /// "Remove at build time" constraints count (kept to reproduce its stored frames).
    /// - Throws: ``DocumentError``: unreadable file, syntax error, or invalid layout.
    public static func load(path: String, placeholders: InterfaceBuilderImporter.Placeholders = .removed) throws(DocumentError) -> LayoutDocument {
        try load(text: try readText(path), path: path, placeholders: placeholders)
    }

    /// Decodes a document's text (standard input, say), shown under `path`: an Interface
    /// Builder document when the path says so or the text starts with `<`, a layout file
    /// otherwise.
    /// - Throws: ``DocumentError``: syntax error or invalid layout.
    public static func load(text: String, path: String, placeholders: InterfaceBuilderImporter.Placeholders = .removed) throws(DocumentError) -> LayoutDocument {
        if path.hasSuffix(".swift") {
            let reading = UIKitCodeReader.read(text, path: path)
            var document = LayoutDocument(path: path, format: .uikitCode, layouts: reading.setups.map(\.layout))
            document.codeNotes = reading.setups.map(\.notes)
            document.fileNotes = reading.notes
            return document
        }
        let looksLikeXML = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }.first == "<"
        if isInterfaceBuilder(path) || looksLikeXML {
            let scenes = try InterfaceBuilderImporter.importDocument(text, path: path, placeholders: placeholders)
            var document = LayoutDocument(path: path, format: .interfaceBuilder, layouts: scenes.map(\.layout), scenes: scenes)
            document.interfaceBuilderSource = (text, placeholders)
            return document
        }
        var document = LayoutDocument(path: path, format: .layoutFile, layouts: [try LayoutFile.decode(text, path: path)])
        document.text = text
        return document
    }

    /// An Interface Builder document's scenes as a screen of the given size classes installs
    /// them (its size-class variations applied), in the same order; nil for a layout file.
    public func scenes(for traits: SizeClasses) -> [InterfaceBuilderScene]? {
        guard let source = interfaceBuilderSource else { return nil }
        return try? InterfaceBuilderImporter.importDocument(source.text, path: path, placeholders: source.placeholders, traits: traits)
    }

    /// True for `.storyboard` and `.xib` paths.
    public static func isInterfaceBuilder(_ path: String) -> Bool {
        path.hasSuffix(".storyboard") || path.hasSuffix(".xib")
    }

    /// A file's text (UTF-8).
    static func readText(_ path: String) throws(DocumentError) -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw DocumentError(.unreadable, path: path, message: "no such file")
        }
        guard !isDirectory.boolValue else { throw DocumentError(.unreadable, path: path, message: "is a folder, not a file") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw DocumentError(.unreadable, path: path, message: "cannot be read (permissions?)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw DocumentError(.syntax, path: path, message: "is not UTF-8 text")
        }
        return text
    }

    /// The files named by paths: files as given, folders searched (recursively, sorted) for
    /// layout files, Interface Builder documents and Swift files that build UIKit layouts.
    /// - Throws: ``DocumentError`` for a path that does not exist.
    public static func expand(_ paths: [String]) throws(DocumentError) -> [String] {
        var result: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw DocumentError(.unreadable, path: path, message: "no such file or folder")
            }
            guard isDirectory.boolValue else { result.append(path); continue }
            let enumerator = FileManager.default.enumerator(atPath: path)
            var found: [String] = []
            while let entry = enumerator?.nextObject() as? String {
                // Hidden folders (`.build`, `.git`, `.swiftpm`) hold build products and other
                // checkouts, not the project's documents.
                if entry.split(separator: "/").last?.hasPrefix(".") == true {
                    if (enumerator?.fileAttributes?[.type] as? FileAttributeType) == .typeDirectory { enumerator?.skipDescendants() }
                    continue
                }
                let full = path.hasSuffix("/") ? path + entry : path + "/" + entry
                if searchedExtensions.contains(where: { entry.hasSuffix($0) }) {
                    found.append(full)
                } else if entry.hasSuffix(".swift"), let text = try? readText(full), UIKitCodeReader.looksLikeLayoutCode(text) {
                    // Swift files beside the documents: only those that set up UIKit layouts.
                    found.append(full)
                }
            }
            result += found.sorted()
        }
        return result
    }
}

/// JSON layout files.
public enum LayoutFile {
    /// Decodes a layout file's text.
    /// - Throws: ``DocumentError`` with the line and column of the problem.
    public static func decode(_ text: String, path: String) throws(DocumentError) -> Layout {
        let json = try JSONParser.parse(text, path: path)
        var decoder = LayoutFileDecoder(path: path)
        let file = path.split(separator: "/").last.map(String.init) ?? path
        let name = file.hasSuffix(".layout.json") ? String(file.dropLast(12)) : (file.split(separator: ".").first.map(String.init) ?? file)
        return try decoder.decode(json, defaultName: name)
    }
}

extension DocumentError {
    /// An engine error about a document's layout, placed where the constraint or view was declared.
    public init(_ error: LayoutError, layout: Layout, path: String) {
        var origin = ConstraintOrigin.unspecified
        switch error.subject {
        case .constraint(let c): origin = c.origin
        case .view(let view): origin = layout.root.allViews.first { $0.id == view }?.origin ?? .unspecified
        case .screen, .constraintID, .identifier: break
        }
        switch origin {
        case .layoutFile(_, let line, let column):
            self.init(.invalid, path: path, position: SourcePosition(line: line, column: column), message: error.message)
        case .interfaceBuilder(_, let objectID, let line, let column):
            self.init(.invalid, path: path, position: line > 0 ? SourcePosition(line: line, column: column) : nil,
                      objectID: objectID, message: error.message)
        default:
            self.init(.invalid, path: path, message: error.message)
        }
    }
}
