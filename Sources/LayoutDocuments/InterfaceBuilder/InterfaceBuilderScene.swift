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

extension InterfaceBuilderScene {
    /// True when the document has no device: the layout is on Interface Builder's size-class
    /// canvas, not a screen anybody holds.
    public var isCanvas: Bool { layout.screen.name.hasSuffix("canvas") }

    /// True for a table or collection view cell (or header) laid out on its own, in a wrapper of
    /// its stored size: it is checked at that size, not on screens.
    public var isDetached: Bool { layout.root.id.hasPrefix("⟨") }

    /// Ambiguities weighed against Xcode's own verdict. A tie between equal priorities rests on
    /// sizes estimated from the stored frames (text is not measured here), while Xcode, which
    /// measures it, writes `ambiguous="YES"` on every view it finds ambiguous when it saves. A
    /// tie on views Xcode did not flag becomes a note that says so.
    public func weighingAmbiguity(_ issues: [LayoutIssue]) -> [LayoutIssue] {
        issues.map { issue in
            guard issue.isTie, issue.severity == .error else { return issue }
            let views = Set(issue.items.map(\.ownerID) + issue.constraints.flatMap { [$0.first.item.ownerID] + ($0.second.map { [$0.item.ownerID] } ?? []) })
            guard views.isDisjoint(with: ambiguous) else { return issue }
            var note = issue
            note.severity = .note
            note.fix = nil
            note.message += "; Xcode did not find this ambiguity when it saved the document"
            note.details.append("The tie rests on sizes estimated from the document's stored frames; Xcode measures text and flags the views it finds ambiguous (`ambiguous=\"YES\"`), and flagged none of these.")
            return note
        }
    }
}
