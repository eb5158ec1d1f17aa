/// A view in a layout description: UIKit's `UIView` as far as Auto Layout sees it.
///
/// Values, not objects: a layout is a tree of these plus a list of constraints. Defaults are
/// UIKit's: no intrinsic size, hugging and compression resistance from the ``kind``, 8-point
/// layout margins, `insetsLayoutMarginsFromSafeArea` on, taking part in Auto Layout
/// (`translatesAutoresizingMaskIntoConstraints` off, as for views laid out by constraints).
public struct View: Hashable, Sendable {
    /// The id constraints refer to; unique in a layout.
    public var id: String
    /// The UIKit class.
    public var kind: ViewKind
    /// The subviews, back to front.
    public var subviews: [View]
    /// Hidden views still take part in Auto Layout, except as arranged views of a stack.
    public var isHidden: Bool
    /// The natural size; each axis may have none.
    public var intrinsicContentSize: IntrinsicSize
    /// Resistance to growing past the intrinsic size, per axis.
    public var contentHuggingPriority: AxisPair<Priority>
    /// Resistance to shrinking under the intrinsic size, per axis.
    public var compressionResistancePriority: AxisPair<Priority>
    /// The view's own layout margins (physical edges).
    public var layoutMargins: EdgeInsets
    /// Whether the margins grow to keep content inside the superview's margins.
    public var preservesSuperviewLayoutMargins: Bool
    /// Whether margins are measured from the safe area rather than the bounds.
    public var insetsLayoutMarginsFromSafeArea: Bool
    /// When true, the view keeps ``frame`` (relative to its superview) instead of being placed
    /// by constraints.
    public var translatesAutoresizingMaskIntoConstraints: Bool
    /// The fixed frame of an autoresizing view; for other views a design-time frame (Interface
    /// Builder stores one for every view), not used by the solver.
    public var frame: Rect?
    /// Distance from the top to the first baseline (text views); nil means the top edge.
    public var firstBaselineOffset: Double?
    /// Distance from the bottom to the last baseline; nil means the bottom edge.
    public var lastBaselineOffset: Double?
    /// Ids of the custom layout guides the view owns.
    public var layoutGuides: [String]
    /// Scroll-view properties (only for scroll views).
    public var scroll: ScrollViewConfiguration? {
        get { scrollStorage?.value }
        set { scrollStorage = newValue.map { .value($0) } }
    }
    /// The scroll-view properties, out of line: a view tree holds a copy of every view.
    private var scrollStorage: OutOfLine<ScrollViewConfiguration>?
    /// Stack-view properties (only for stack views).
    public var stack: StackViewConfiguration?
    /// A name for people: an Interface Builder user label, a label's text.
    public var title: String?
    /// The app's own class (Interface Builder's `customClass`), when the view is one: code the
    /// document does not contain may size it (an intrinsic size, constraints made in
    /// `init(coder:)`), so the diagnostics do not treat its missing size as certain.
    public var customClass: String?
    /// Whether the view clips its subviews to its bounds (`clipsToBounds`; scroll views always
    /// show only their bounds).
    public var clipsToBounds: Bool
    /// The axes whose intrinsic size is Interface Builder's design-time placeholder
    /// ("Intrinsic Size: Placeholder"): the real size comes from code at run time.
    public var intrinsicSizeIsPlaceholder: AxisPair<Bool>
    /// The axes whose intrinsic size is an estimate (read off a stored frame rather than
    /// measured): good for the document's own screen, not a measurement of the text.
    public var intrinsicSizeIsEstimated: AxisPair<Bool>
    /// Why the app's code, not the layout, decides this view's size or place, when it does: a
    /// switch wired as a cell's `accessoryView` (the cell places it), an image view whose image
    /// the app sets, a container the app fills, a subview of a custom class that lays it out.
    /// Issues that rest on such a view are notes that say so; nil when the layout decides.
    public var decidedByCode: String?
    /// Interface Builder found this view's layout ambiguous when it saved the document
    /// (`ambiguous="YES"`): Xcode measured its text, so an ambiguity here does not rest on a
    /// size estimated from a stored frame.
    public var isFlaggedAmbiguous: Bool
    /// Where the view was declared (layout-file line, IB object), for diagnostics.
    public var origin: ConstraintOrigin
    /// For a view placed by its frame: how it follows its superview's size (none: it keeps its
    /// frame, UIKit's default for views made in code).
    public var autoresizingMask: AutoresizingMask
    /// How far the frame extends beyond the rectangle constraints align (UIKit's
    /// `alignmentRectInsets`): a switch's frame is 2 pt wider than its alignment rectangle.
    /// Constraints and intrinsic sizes are about the alignment rectangle; frames include the insets.
    public var alignmentRectInsets: EdgeInsets

    /// A view with UIKit's defaults for its kind.
    public init(
        _ id: String, kind: ViewKind = .view, intrinsicContentSize: IntrinsicSize = .none,
        subviews: [View] = []
    ) {
        self.id = id
        self.kind = kind
        self.subviews = subviews
        self.isHidden = false
        self.intrinsicContentSize = intrinsicContentSize
        self.contentHuggingPriority = kind.defaultContentHugging
        self.compressionResistancePriority = kind.defaultCompressionResistance
        self.layoutMargins = EdgeInsets(all: 8)
        self.preservesSuperviewLayoutMargins = false
        self.insetsLayoutMarginsFromSafeArea = true
        self.translatesAutoresizingMaskIntoConstraints = false
        self.frame = nil
        self.firstBaselineOffset = nil
        self.lastBaselineOffset = nil
        self.layoutGuides = []
        self.scrollStorage = kind.isScrollView ? .value(ScrollViewConfiguration()) : nil
        self.stack = kind == .stackView ? StackViewConfiguration() : nil
        self.title = nil
        self.customClass = nil
        self.clipsToBounds = false
        self.intrinsicSizeIsPlaceholder = AxisPair(horizontal: false, vertical: false)
        self.intrinsicSizeIsEstimated = AxisPair(horizontal: false, vertical: false)
        self.decidedByCode = nil
        self.isFlaggedAmbiguous = false
        self.origin = .unspecified
        self.autoresizingMask = []
        self.alignmentRectInsets = kind.defaultAlignmentRectInsets
    }

    /// Every view of the subtree, depth first, this one first.
    public var allViews: [View] {
        var result: [View] = []
        var stack: [View] = [self]
        while let view = stack.popLast() {
            result.append(view)
            stack.append(contentsOf: view.subviews.reversed())
        }
        return result
    }

    /// This view as an item constraints can use.
    public var item: LayoutItem { .view(id) }

    /// The view's `safeAreaLayoutGuide`.
    public var safeArea: LayoutItem { .safeArea(id) }

    /// The view's `layoutMarginsGuide`.
    public var layoutMarginsGuide: LayoutItem { .layoutMargins(id) }

    /// The scroll view's `contentLayoutGuide`.
    public var contentLayoutGuide: LayoutItem { .contentLayoutGuide(id) }

    /// The scroll view's `frameLayoutGuide`.
    public var frameLayoutGuide: LayoutItem { .frameLayoutGuide(id) }
}
