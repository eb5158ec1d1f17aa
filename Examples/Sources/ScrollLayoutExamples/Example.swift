import ScrollLayout

/// A layout declared in the DSL, with what to print besides the report.
public struct Example: Sendable {
    /// The name used on the command line.
    public var name: String
    /// One line about it.
    public var summary: String
    /// The layout.
    public var layout: Layout
    /// Extra lines computed from the solved engine (scroll geometry the report does not show).
    public var notes: @Sendable (LayoutEngine) -> [String]

    /// An example.
    public init(name: String, summary: String, layout: Layout, notes: @escaping @Sendable (LayoutEngine) -> [String] = { _ in [] }) {
        self.name = name
        self.summary = summary
        self.layout = layout
        self.notes = notes
    }

    /// Every example, in the order the README lists them.
    public static let all: [Example] = [
        .canonicalContainer, .drawers, .photoComment, .pagingGallery, .zoomablePhoto, .brokenChain,
    ]
}
