import ScrollLayout

/// Turns documents into layout files or Swift source, in memory: the command writes them only
/// once every document has been read and every name is known, so a failure leaves nothing
/// half-written.
public enum LayoutExporter {
    /// What to write.
    public enum Format: String, Sendable, CaseIterable {
        /// One JSON layout file per layout.
        case layout
        /// One Swift file per document, one function per layout.
        case swift
    }

    /// A file to write: its name in the output folder and its text.
    public struct File: Sendable, Equatable {
        /// The file name, with the folders below the output folder when it keeps a document's place.
        public var name: String
        /// The contents.
        public var text: String
    }

    /// The files for one document, read as the app runs it (placeholders removed and marked).
    /// - Throws: ``DocumentError`` when the document cannot be read or a layout is invalid.
    public static func files(for path: String, format: Format) throws(DocumentError) -> [File] {
        let document = try LayoutDocument.load(path: path)
        var layouts: [Layout] = []
        for layout in document.layouts {
            do {
                layouts.append(ExportedLayout(layout, result: try LayoutEngine(layout).result).layout)
            } catch {
                throw DocumentError(error, layout: layout, path: path)
            }
        }
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        // The document's name without its extension: `Main` for Main.storyboard.
        var stem = fileName
        for suffix in [".layout.json", ".layout", ".storyboard", ".xib", ".json"] where stem.hasSuffix(suffix) {
            stem = String(stem.dropLast(suffix.count))
            break
        }
        let base = ExportedLayout.identifier(stem)
        let fileBase = String(stem.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
        switch format {
        case .layout:
            var used: Set<String> = []
            return layouts.map { layout in
                var name = "\(fileBase)-\(ExportedLayout.identifier(layout.name))"
                var suffix = 2
                while used.contains(name) { name = "\(fileBase)-\(ExportedLayout.identifier(layout.name))\(suffix)"; suffix += 1 }
                used.insert(name)
                let about = "Exported by scroll-layout from \(fileName), layout \"\(layout.name)\"" + (document.format == .interfaceBuilder
                    ? "; identifiers are Interface Builder object ids, placeholders are marked, and rows a table placed keep their frames."
                    : ".")
                return File(name: name + ".layout.json", text: LayoutFileWriter.write(layout, about: about))
            }
        case .swift:
            let typeName = base.prefix(1).uppercased() + base.dropFirst() + "Layouts"
            return [File(name: typeName + ".swift", text: SwiftLayoutWriter.write(layouts, typeName: typeName, source: fileName))]
        }
    }
}
