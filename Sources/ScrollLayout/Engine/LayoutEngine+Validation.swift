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

    /// Checks a screen.
    static func validate(_ screen: Screen) throws(LayoutError) {
        let insets = screen.safeAreaInsets
        let numbers = [screen.size.width, screen.size.height, insets.top, insets.left, insets.bottom, insets.right, screen.scale]
        guard numbers.allSatisfy(\.isFinite), screen.size.width > 0, screen.size.height > 0, screen.scale > 0,
              [insets.top, insets.left, insets.bottom, insets.right].allSatisfy({ $0 >= 0 })
        else { throw .invalidScreen(screen) }
    }

    /// Checks the numbers a view carries. (Compared one by one, not gathered into arrays: this
    /// runs for every view of a first layout, and each array was an allocation.)
    static func validate(_ view: View) throws(LayoutError) {
        for axis in Axis.allCases {
            if let value = view.intrinsicContentSize[axis], !value.isFinite || value < 0 {
                throw .invalidIntrinsicSize(view: view.id, view.intrinsicContentSize)
            }
        }
        if let frame = view.frame,
           !(frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite) {
            throw .invalidValue(view: view.id, property: "frame")
        }
        if !areFinite(view.layoutMargins) { throw .invalidValue(view: view.id, property: "layoutMargins") }
        if let offset = view.firstBaselineOffset, !offset.isFinite { throw .invalidValue(view: view.id, property: "firstBaselineOffset") }
        if let offset = view.lastBaselineOffset, !offset.isFinite { throw .invalidValue(view: view.id, property: "lastBaselineOffset") }
        guard view.contentHuggingPriority.horizontal.isValid, view.contentHuggingPriority.vertical.isValid,
              view.compressionResistancePriority.horizontal.isValid, view.compressionResistancePriority.vertical.isValid
        else { throw .invalidValue(view: view.id, property: "priority (1...1000)") }
        if let scroll = view.scroll {
            let numbers = [scroll.contentInset.top, scroll.contentInset.left, scroll.contentInset.bottom, scroll.contentInset.right,
                           scroll.zoomScale, scroll.minimumZoomScale, scroll.maximumZoomScale, scroll.keyboardHeight,
                           scroll.refreshControlHeight, scroll.contentSize?.width ?? 0, scroll.contentSize?.height ?? 0,
                           scroll.contentOffset?.x ?? 0, scroll.contentOffset?.y ?? 0]
            if !numbers.allSatisfy(\.isFinite) { throw .invalidValue(view: view.id, property: "scroll-view property") }
        }
        if let stack = view.stack, !stack.spacing.isFinite || !stack.customSpacing.values.allSatisfy(\.isFinite) {
            throw .invalidValue(view: view.id, property: "spacing")
        }
    }

    /// True when all four insets are finite.
    private static func areFinite(_ insets: EdgeInsets) -> Bool {
        insets.top.isFinite && insets.left.isFinite && insets.bottom.isFinite && insets.right.isFinite
    }
}
