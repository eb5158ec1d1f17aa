import Cassowary

// From layout constraints to solver constraints: validation (UIKit's rules of which anchors may
// be related), and the value of every anchor as a linear expression over the variables.
//
// Rules implemented here (uikit-semantics.md §1 and §5.1):
// - Positions are in root coordinates. With a multiplier other than 1 a position is measured
//   from the nearest common ancestor's origin (an ancestor contributes its own rectangle,
//   leading = 0), so `v.centerX == 0.5 × superview.trailing` means half the superview's width.
// - Leading and trailing follow the layout direction. In right-to-left layouts a constraint that
//   uses them is written over u = −x, so `+8` moves left, as UIKit does.
// - A scroll view's edges seen from its own descendants are the content rectangle; its width,
//   height and centres are its frame. From outside, everything is the frame.

extension LayoutEngine {
    // MARK: Validation

    /// Checks a constraint against the tree and UIKit's rules.
    func validate(_ c: LayoutConstraint) throws(LayoutError) {
        guard c.multiplier.isFinite, c.constant.isFinite else { throw .nonFinite(c) }
        guard c.priority.isValid else { throw .invalidPriority(c) }
        try validateItem(c.first.item, in: c)
        let first = c.first.attribute
        guard let second = c.second else {
            guard first.isDimension else { throw .positionNeedsSecondItem(c.first, constraint: c) }
            if c.constant < 0, c.relation != .lessThanOrEqual { throw .negativeSize(c) }
            return
        }
        try validateItem(second.item, in: c)
        let other = second.attribute
        if first.isDimension != other.isDimension {
            throw .illegalPair(c.first, second, reason: "a size cannot be related to a position", constraint: c)
        }
        if !first.isDimension, first.axis != other.axis {
            throw .illegalPair(c.first, second, reason: "horizontal and vertical positions cannot be mixed", constraint: c)
        }
        if (first.isDirectional && other.isPhysicalHorizontal) || (first.isPhysicalHorizontal && other.isDirectional) {
            throw .illegalPair(c.first, second, reason: "use leading/trailing for both or neither (not left/right)", constraint: c)
        }
        if c.multiplier == 0, !first.isDimension {
            throw .positionNeedsSecondItem(c.first, constraint: c)
        }
    }

    /// Checks that an item exists and its margins make sense.
    func validateItem(_ item: LayoutItem, in c: LayoutConstraint) throws(LayoutError) {
        switch item {
        case .contentLayoutGuide(let id), .frameLayoutGuide(let id):
            guard tree[id] != nil else { throw .unknownItem(item, constraint: c) }
            guard tree.contains(item) else { throw .notAScrollView(item, constraint: c) }
        default:
            guard tree.contains(item) else { throw .unknownItem(item, constraint: c) }
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

    /// Checks the numbers a view carries.
    static func validate(_ view: View) throws(LayoutError) {
        for axis in Axis.allCases {
            if let value = view.intrinsicContentSize[axis], !value.isFinite || value < 0 {
                throw .invalidIntrinsicSize(view: view.id, view.intrinsicContentSize)
            }
        }
        if let frame = view.frame, ![frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite) {
            throw .invalidValue(view: view.id, property: "frame")
        }
        let margins = view.layoutMargins
        if ![margins.top, margins.left, margins.bottom, margins.right].allSatisfy(\.isFinite) {
            throw .invalidValue(view: view.id, property: "layoutMargins")
        }
        if let offset = view.firstBaselineOffset, !offset.isFinite { throw .invalidValue(view: view.id, property: "firstBaselineOffset") }
        if let offset = view.lastBaselineOffset, !offset.isFinite { throw .invalidValue(view: view.id, property: "lastBaselineOffset") }
        let priorities = [view.contentHuggingPriority.horizontal, view.contentHuggingPriority.vertical,
                          view.compressionResistancePriority.horizontal, view.compressionResistancePriority.vertical]
        if !priorities.allSatisfy(\.isValid) { throw .invalidValue(view: view.id, property: "priority (1...1000)") }
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

    // MARK: Translation

    /// The solver constraint for a layout constraint (nil only if it refers to nothing, which
    /// validation rules out).
    mutating func translate(_ c: LayoutConstraint) -> Cassowary.Constraint? {
        let flip = base.direction == .rightToLeft
            && (c.first.attribute.isDirectional || c.second?.attribute.isDirectional == true)
        let strength = c.priority.isRequired ? Strength.required : Strength(Double(c.priority.value))
        let weight = 1 + c.tieBreak
        let relation: Relation
        switch c.relation {
        case .equal: relation = .equal
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        guard let second = c.second else {
            guard let left = value(of: c.first, seenFrom: nil, flip: false, relativeTo: nil) else { return nil }
            return Cassowary.Constraint(left - c.constant, relation, strength: strength, weight: weight)
        }
        let firstOwner = tree.ownerView(of: c.first.item)
        let secondOwner = tree.ownerView(of: second.item)
        var ancestor: String? = nil
        if c.multiplier != 1, !c.first.attribute.isDimension, let a = firstOwner, let b = secondOwner {
            ancestor = tree.commonAncestor(a, b)
        }
        guard let left = value(of: c.first, seenFrom: secondOwner, flip: flip, relativeTo: ancestor),
              let right = value(of: second, seenFrom: firstOwner, flip: flip, relativeTo: ancestor)
        else { return nil }
        return Cassowary.Constraint(left - (c.multiplier * right + c.constant), relation, strength: strength, weight: weight)
    }

    /// The value of an anchor as an expression.
    /// - Parameters:
    ///   - viewer: the view on the other side of the constraint (decides whether a scroll
    ///     view's edges mean its content or its frame).
    ///   - flip: write horizontal positions over u = −x (right-to-left constraints).
    ///   - ancestor: measure positions from this view's origin (multipliers other than 1).
    mutating func value(of anchor: Anchor, seenFrom viewer: String?, flip: Bool, relativeTo ancestor: String?) -> Expression? {
        var attribute = anchor.attribute
        var item = anchor.item
        if attribute.isMargin, case .view(let id) = item {
            if isContentSide(of: id, seenFrom: viewer) {
                // A scroll view's margins seen from inside: the content rectangle, inset by its margins.
                guard let rect = contentRect(of: id) else { return nil }
                let margins = tree[id]?.view.layoutMargins ?? .zero
                let inset = Rect4(x: rect.x + margins.left, y: rect.y + margins.top,
                                  width: rect.width - (margins.left + margins.right),
                                  height: rect.height - (margins.top + margins.bottom))
                return position(attribute.marginFree, of: inset, anchor: anchor, flip: flip, ancestor: ancestor, viewer: viewer)
            }
            item = .layoutMargins(id)
            attribute = attribute.marginFree
        } else if attribute.isMargin {
            attribute = attribute.marginFree
        }
        guard let rect = rectangle(of: item, attributeIsEdge: isEdge(attribute), seenFrom: viewer) else { return nil }
        return position(attribute, of: rect, anchor: anchor, flip: flip, ancestor: ancestor, viewer: viewer)
    }

    /// The expression of an attribute over a rectangle.
    mutating func position(_ attribute: Attribute, of rect: Rect4, anchor: Anchor, flip: Bool, ancestor: String?, viewer: String?) -> Expression? {
        let rtl = base.direction == .rightToLeft
        let physical: Expression
        switch attribute {
        case .width: return rect.width
        case .height: return rect.height
        case .left, .leftMargin: physical = rect.x
        case .right, .rightMargin: physical = rect.x + rect.width
        case .centerX, .centerXWithinMargins: physical = rect.x + 0.5 * rect.width
        case .leading, .leadingMargin: physical = rtl ? rect.x + rect.width : rect.x
        case .trailing, .trailingMargin: physical = rtl ? rect.x : rect.x + rect.width
        case .top, .topMargin: physical = rect.y
        case .bottom, .bottomMargin: physical = rect.y + rect.height
        case .centerY, .centerYWithinMargins: physical = rect.y + 0.5 * rect.height
        case .firstBaseline:
            let offset = baselineView(anchor.item).flatMap { tree[$0]?.view.firstBaselineOffset } ?? 0
            physical = rect.y + offset
        case .lastBaseline:
            let offset = baselineView(anchor.item).flatMap { tree[$0]?.view.lastBaselineOffset } ?? 0
            physical = rect.y + rect.height - offset
        }
        let horizontal = attribute.axis == .horizontal
        if let ancestor, let frame = ancestorRect(ancestor, seenFrom: viewer) {
            if horizontal {
                return flip ? frame.x + frame.width - physical : physical - frame.x
            }
            return physical - frame.y
        }
        return horizontal && flip ? -physical : physical
    }

    /// The view whose baseline offsets apply (views only; guides have none).
    func baselineView(_ item: LayoutItem) -> String? {
        if case .view(let id) = item { return id }
        return nil
    }

    /// True for the attributes that mean a scroll view's content when seen from inside.
    func isEdge(_ attribute: Attribute) -> Bool {
        switch attribute.marginFree {
        case .left, .right, .top, .bottom, .leading, .trailing, .firstBaseline, .lastBaseline: return true
        default: return false
        }
    }

    /// True when `id` is a scroll view and `viewer` lies inside it.
    func isContentSide(of id: String, seenFrom viewer: String?) -> Bool {
        guard let viewer, viewer != id, tree[id]?.view.kind.isScrollView == true else { return false }
        return tree.isDescendant(viewer, of: id)
    }

    /// The rectangle an item stands for.
    mutating func rectangle(of item: LayoutItem, attributeIsEdge: Bool, seenFrom viewer: String?) -> Rect4? {
        switch item {
        case .view(let id):
            if attributeIsEdge, isContentSide(of: id, seenFrom: viewer) { return contentRect(of: id) }
            return variables[id].map(Rect4.init)
        case .guide(let id):
            if variables[id] == nil, id.hasPrefix("⟨") {
                // A stack's private guide, made on first use.
                variables[id] = ItemVariables(name: id, isScrollView: false)
            }
            return variables[id].map(Rect4.init)
        case .contentLayoutGuide(let id):
            return contentRect(of: id)
        case .frameLayoutGuide(let id):
            return variables[id].map(Rect4.init)
        case .safeArea(let id):
            return guide(GuideKey(view: id, kind: .safeArea)).map(Rect4.init)
        case .layoutMargins(let id):
            return guide(GuideKey(view: id, kind: .margins)).map(Rect4.init)
        }
    }

    /// A scroll view's content rectangle: its origin at offset zero, the content size.
    func contentRect(of id: String) -> Rect4? {
        guard let v = variables[id], let width = v.contentWidth, let height = v.contentHeight else { return nil }
        return Rect4(x: Expression(v.x), y: Expression(v.y), width: Expression(width), height: Expression(height))
    }

    /// The rectangle positions are measured from when a multiplier is not 1: the ancestor's
    /// content when it is a scroll view seen from inside, its frame otherwise.
    func ancestorRect(_ id: String, seenFrom viewer: String?) -> Rect4? {
        if tree[id]?.view.kind.isScrollView == true, let viewer, viewer != id, tree.isDescendant(viewer, of: id) {
            return contentRect(of: id)
        }
        return variables[id].map(Rect4.init)
    }
}

/// A rectangle as four expressions.
struct Rect4 {
    var x: Expression
    var y: Expression
    var width: Expression
    var height: Expression

    init(x: Expression, y: Expression, width: Expression, height: Expression) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The rectangle of an item's variables.
    init(_ variables: ItemVariables) {
        x = Expression(variables.x)
        y = Expression(variables.y)
        width = Expression(variables.width)
        height = Expression(variables.height)
    }
}
