import ScrollLayout

/// One layout read from an Interface Builder document (a scene's root view, a xib's top-level
/// view, or a table or collection view cell), with what the file says about it beyond the
/// layout: the frames Xcode stored, and its flags.
public struct InterfaceBuilderScene: Sendable {
    /// The layout (view ids are IB object ids).
    public var layout: Layout
    /// Each view's stored frame, relative to its superview (content coordinates inside scroll views).
    public var storedFrames: [String: Rect]
    /// Views Xcode flagged `misplaced="YES"`.
    public var misplaced: Set<String>
    /// Views Xcode flagged `ambiguous="YES"`.
    public var ambiguous: Set<String>
    /// Views with `verifyAmbiguity` off or position-only.
    public var ambiguityCheckOff: Set<String>
    /// Hidden arranged views (their stored frames mean nothing).
    public var hiddenArranged: Set<String>
    /// How far a solved frame may be from the stored one: 0.51 pt, 1 pt for Xcode 5–7 files.
    public var tolerance: Double
    /// The document's `toolsVersion`.
    public var toolsVersion: String
    /// How the root's safe area (or legacy guides) was found: from constraints, or a default.
    public var safeAreaSource: String
}
