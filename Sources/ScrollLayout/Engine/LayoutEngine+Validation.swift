// Validation: UIKit's rules of which anchors may be related, and the numbers every view, screen
// and constraint must carry. Everything is checked before anything changes, so a refused
// layout or change leaves the engine as it was.

extension LayoutEngine {
    /// Checks a constraint against the tree and UIKit's rules, and returns where its items lie
    /// (installing it right after reads them instead of looking its ids up again).
    @discardableResult
    func validate(_ c: LayoutConstraint) throws(LayoutError) -> AnchorInterpreter.Places {
        // Items are checked in place, each with one lookup: this runs for every constraint of
        // a first layout, and binding an item's id copied it.
        let first: ViewTree.Place
        switch tree.namedPlace(of: c.first.item) {
        case .success(let place): first = place
        case .failure(let problem): throw problem.error(c.first.item, in: c)
        }
        var second: ViewTree.Place? = nil
        if let item = c.second?.item {
            switch tree.namedPlace(of: item) {
            case .success(let place): second = place
            case .failure(let problem): throw problem.error(item, in: c)
            }
        }
        try LayoutEngine.validateValues(c)
        return AnchorInterpreter.Places(first: first, second: second)
    }

    /// Checks what a constraint says on its own, whatever the layout holds: finite numbers, a
    /// priority in 1…1000, and attributes UIKit can relate (sizes with sizes, positions on one
    /// axis, leading/trailing not mixed with left/right, a position always relative to an
    /// item, no negative size). Readers call it to leave out what UIKit refuses.
    package static func validateValues(_ c: LayoutConstraint) throws(LayoutError) {
        guard c.multiplier.isFinite, c.constant.isFinite else { throw .nonFinite(c) }
        guard abs(c.constant) <= largestLength, abs(c.multiplier) <= largestMultiplier else { throw .outOfRange(c) }
        guard c.priority.isValid else { throw .invalidPriority(c) }
        let first = c.first.attribute
        // The second anchor's attribute read in place: binding the anchor copied its item (and
        // retained its id) for every constraint of a first layout.
        guard let other = c.second?.attribute else {
            guard first.isDimension else { throw .positionNeedsSecondItem(c.first, constraint: c) }
            if c.constant < 0, c.relation != .lessThanOrEqual { throw .negativeSize(c) }
            return
        }
        // The refusal of a pair (only made when there is a second anchor).
        func illegal(_ reason: String) -> LayoutError {
            .illegalPair(c.first, c.second ?? c.first, reason: reason, constraint: c)
        }
        if first.isDimension != other.isDimension { throw illegal("a size cannot be related to a position") }
        if !first.isDimension, first.axis != other.axis { throw illegal("horizontal and vertical positions cannot be mixed") }
        if (first.isDirectional && other.isPhysicalHorizontal) || (first.isPhysicalHorizontal && other.isDirectional) {
            throw illegal("use leading/trailing for both or neither (not left/right)")
        }
        if c.multiplier == 0, !first.isDimension {
            throw .positionNeedsSecondItem(c.first, constraint: c)
        }
    }

    /// The largest magnitude of a length a layout may carry (a constant, a size, a margin, an
    /// offset): a billion points, a hundred thousand screens. Every sum the solver forms then
    /// stays far from overflow: a storyboard constant of −1e308, finite, put a dozen views at
    /// y = −∞.
    public static let largestLength = 1e9
    /// The largest magnitude of a constraint's multiplier.
    public static let largestMultiplier = 1e6

    /// True for a finite length within ±``largestLength``.
    static func isLength(_ value: Double) -> Bool { value.isFinite && abs(value) <= largestLength }

    /// Checks a screen.
    static func validate(_ screen: Screen) throws(LayoutError) {
        let insets = screen.safeAreaInsets
        let numbers = [screen.size.width, screen.size.height, insets.top, insets.left, insets.bottom, insets.right]
        guard numbers.allSatisfy(isLength), screen.scale.isFinite, screen.size.width > 0, screen.size.height > 0, screen.scale > 0,
              [insets.top, insets.left, insets.bottom, insets.right].allSatisfy({ $0 >= 0 })
        else { throw .invalidScreen(screen) }
    }

    /// Checks the numbers a view carries. (Compared one by one, not gathered into arrays: this
    /// runs for every view of a first layout, and each array was an allocation.)
    static func validate(_ view: View) throws(LayoutError) {
        for axis in Axis.allCases {
            if let value = view.intrinsicContentSize[axis], !isLength(value) || value < 0 {
                throw .invalidIntrinsicSize(view: view.id, view.intrinsicContentSize)
            }
        }
        if let frame = view.frame,
           !(isLength(frame.minX) && isLength(frame.minY) && isLength(frame.width) && isLength(frame.height)) {
            throw .invalidValue(view: view.id, property: "frame")
        }
        if !areLengths(view.layoutMargins) { throw .invalidValue(view: view.id, property: "layoutMargins") }
        if let offset = view.firstBaselineOffset, !isLength(offset) { throw .invalidValue(view: view.id, property: "firstBaselineOffset") }
        if let offset = view.lastBaselineOffset, !isLength(offset) { throw .invalidValue(view: view.id, property: "lastBaselineOffset") }
        guard view.contentHuggingPriority.horizontal.isValid, view.contentHuggingPriority.vertical.isValid,
              view.compressionResistancePriority.horizontal.isValid, view.compressionResistancePriority.vertical.isValid
        else { throw .invalidValue(view: view.id, property: "priority (1...1000)") }
        if let scroll = view.scroll {
            let lengths = [scroll.contentInset.top, scroll.contentInset.left, scroll.contentInset.bottom, scroll.contentInset.right,
                           scroll.keyboardHeight, scroll.refreshControlHeight, scroll.contentSize?.width ?? 0,
                           scroll.contentSize?.height ?? 0, scroll.contentOffset?.x ?? 0, scroll.contentOffset?.y ?? 0]
            let scales = [scroll.zoomScale, scroll.minimumZoomScale, scroll.maximumZoomScale]
            if !lengths.allSatisfy(isLength) || !scales.allSatisfy({ $0.isFinite && abs($0) <= largestMultiplier }) {
                throw .invalidValue(view: view.id, property: "scroll-view property")
            }
        }
        if let stack = view.stack, !isLength(stack.spacing) || !stack.customSpacing.values.allSatisfy(isLength) {
            throw .invalidValue(view: view.id, property: "spacing")
        }
    }

    /// True when all four insets are lengths (``isLength(_:)``).
    private static func areLengths(_ insets: EdgeInsets) -> Bool {
        isLength(insets.top) && isLength(insets.left) && isLength(insets.bottom) && isLength(insets.right)
    }
}
