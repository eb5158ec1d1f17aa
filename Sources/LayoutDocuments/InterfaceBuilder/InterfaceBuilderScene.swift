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
    /// Elements of the scene with a stored frame that are not in the layout, and why.
    public var notLaidOut: [UnbuiltElement] = []
    /// The size classes the scene was read for (its device's), nil for the "any" canvas.
    public var traits: SizeClasses? = nil
    /// The bars the scene's controller sits under at run time (they add to every screen's
    /// safe area it is checked on).
    public var bars = ScreenBars.none
    /// The devices the document is loaded on: an iPad document (`targetRuntime` iPad, or a
    /// `~ipad` file) only on iPads, a `~iphone` one only on iPhones.
    public var devices = DeviceFamily.any

    /// Which devices a document is for.
    public enum DeviceFamily: String, Sendable, Hashable {
        /// Any device.
        case any
        /// iPhones only.
        case phone
        /// iPads only.
        case pad

        /// True when a screen is one of these devices (an iPad's shorter side is at least 700 points).
        public func includes(_ screen: Screen) -> Bool {
            let isPad = min(screen.size.width, screen.size.height) >= 700
            switch self {
            case .any: return true
            case .phone: return !isPad
            case .pad: return isPad
            }
        }
    }
    /// The document has size-class variations: on a screen of other size classes the scene
    /// installs other views and constraints (read it again with those traits).
    public var hasTraitVariations = false

    /// An element the document stores a frame for that the layout does not hold.
    public struct UnbuiltElement: Sendable, Hashable {
        /// Its object id.
        public var id: String
        /// Its element name (`button`, `navigationBar`, …).
        public var element: String
        /// Its stored frame.
        public var frame: Rect
        /// Why it is not laid out.
        public var reason: String
        /// Where it is in the file.
        public var origin: ConstraintOrigin
        /// Xcode flagged it (or an ancestor) misplaced or ambiguous.
        public var isFlagged: Bool
        /// Not installed for the document's size class: not part of this layout at all.
        public var isNotInstalled: Bool
    }
}

extension InterfaceBuilderScene {
    /// A `view-not-laid-out` note for each element the layout could not hold (views not installed
    /// for the document's size class only when `includingNotInstalled`: they are not part of it).
    public func notLaidOutIssues(includingNotInstalled: Bool = false) -> [LayoutIssue] {
        notLaidOut.filter { includingNotInstalled || !$0.isNotInstalled }.map { element in
            LayoutIssue(rule: .viewNotLaidOut, severity: .note,
                        message: "\(element.element) \(element.id) (stored frame \(element.frame)) is not laid out: \(element.reason)",
                        origin: element.origin)
        }
    }

    /// A screen as this scene sees it at run time: the scene's bars add to its safe area, and a
    /// root that something else places (a freeform or custom view) stays so.
    public func runTimeScreen(_ screen: Screen) -> Screen {
        var shown = screen.showing(bars)
        shown.isWholeScreen = screen.isWholeScreen && layout.screen.isWholeScreen
        if !layout.screen.isWholeScreen { shown.safeAreaInsets = .zero }
        return shown
    }

    /// True when the document has no device: the layout is on Interface Builder's size-class
    /// canvas, not a screen anybody holds.
    public var isCanvas: Bool { layout.screen.name.hasSuffix("canvas") }

    /// True for a table or collection view cell that is a document's top-level object (a cell
    /// xib): it is checked at its own size, not on screens.
    public var isDetached: Bool {
        ["tableViewCell", "collectionViewCell"].contains(layout.root.kind.rawValue) || (!layout.screen.isWholeScreen && !isCanvas)
    }

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
