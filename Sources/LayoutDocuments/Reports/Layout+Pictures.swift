import ScrollLayout

/// What a layout built in Swift can be turned into without the command line: the pictures and
/// the layout file the `render` and `export` commands make from a file.
public enum LayoutPictureFormat: String, Sendable, CaseIterable {
    /// A static SVG picture: the screen, every view, each scroll view's content, the views an
    /// issue names in red.
    case svg
    /// The interactive HTML inspector: a view's constraints, `explain`, the issues, scrolling.
    case html
}

extension Layout {
    /// The picture `scroll-layout render` draws of this layout, checked on its own screen (or
    /// on each of `screens`, which the HTML inspector lets you pick between). `path` names the
    /// source in the picture (a Swift layout's issues point at its own file and line anyway).
    /// - Throws: ``DocumentError`` when the layout cannot be solved (an unknown view, a NaN).
    public func render(_ format: LayoutPictureFormat, screens: [Screen] = [], path: String? = nil) throws(DocumentError) -> String {
        let report = DocumentReport.make(layouts: [self], path: path ?? name, screens: screens)
        if let error = report.error { throw error }
        switch format {
        case .svg:
            return report.entries.first.map { SVGRenderer().render($0) } ?? ""
        case .html:
            return HTMLInspector().render(report, screens: screens)
        }
    }

    /// This layout as a layout file's text (what `scroll-layout export --to layout` writes), to
    /// check with the command or keep beside the code.
    public func layoutFileText(about: String? = nil) -> String {
        LayoutFileWriter.write(self, about: about)
    }
}
