import Cassowary

// What an anchor means: the one place where UIKit's anchor semantics live. The engine asks it
// for solver constraints, the diagnostics for the positions their chains walk, `explain` for
// values; none of them reads an anchor another way.
//
// The rules (Documentation/LayoutModel.md §Anchors):
// - Positions are in root coordinates. With a multiplier other than 1 a position is measured
//   from the nearest common ancestor's origin (an ancestor contributes its own rectangle,
//   leading = 0), so `v.centerX == 0.5 × superview.trailing` means half the superview's width.
// - Leading and trailing follow the layout direction. In right-to-left layouts a constraint that
//   uses them is written over u = −x, so `+8` moves left, as UIKit does.
// - A scroll view's edges (and baselines and margins) seen from its own descendants are its
//   content rectangle; its width, height and centres are its frame. From outside, everything
//   is the frame. Its content and frame guides are the content and the frame from anywhere.
// - A margin attribute of a view is its margins guide; of a scroll view seen from inside, the
//   content inset by the scroll view's own margins. Baselines sit at their offsets from the top
//   and the bottom (views without text: the edges).

/// Reads anchors over a view tree and the variables made for it. A value: it never changes
/// the engine.
struct AnchorInterpreter {
    /// The view tree.
    let tree: ViewTree
    /// The variables made so far.
    let variables: VariableTable
    /// Which side leading is on.
    let direction: LayoutDirection
    /// The insets each safe-area and margins guide is currently defined with.
    let guideInsets: [GuideKey: EdgeInsets]

    /// Both sides of a constraint, resolved.
    struct Sides {
        /// The first anchor.
        var first: ResolvedAnchor
        /// The second anchor (nil for `first REL constant`).
        var second: ResolvedAnchor?
        /// True when the constraint is written over u = −x (right-to-left, leading/trailing).
        var flip: Bool
        /// The rectangle the first side's position is measured from (multipliers other than 1):
        /// the common ancestor, whose content a side inside it sees when it is a scroll view.
        var firstAncestor: RectKey? = nil
        /// The same for the second side.
        var secondAncestor: RectKey? = nil
    }

    // MARK: Resolving

    /// Where an anchor lies, seen from the view on the other side of its constraint.
    func resolve(_ anchor: Anchor, seenFrom viewer: String?) -> ResolvedAnchor {
        // Only asked when there is a viewer: without one nothing is seen from inside.
        var itemIsScrollView = false
        if viewer != nil, case .view(let id) = anchor.item { itemIsScrollView = tree.isScrollView(id) }
        return resolve(anchor, seenFrom: viewer, itemIsScrollView: itemIsScrollView)
    }

    /// The same, told whether the anchor's item is a scroll view (a constraint's sides learn
    /// that with their owners, in one lookup each).
    private func resolve(_ anchor: Anchor, seenFrom viewer: String?, itemIsScrollView: Bool) -> ResolvedAnchor {
        let attribute = anchor.attribute.marginFree
        let part = RectPart(attribute, direction: direction)
        var offset = 0.0
        // Baselines sit at their offsets from the top and the bottom (views without text: the edges).
        if case .view(let id) = anchor.item {
            if attribute == .firstBaseline { offset = tree[id]?.view.firstBaselineOffset ?? 0 }
            if attribute == .lastBaseline { offset = -(tree[id]?.view.lastBaselineOffset ?? 0) }
        }
        let rect: RectKey
        if anchor.attribute.isMargin, case .view(let id) = anchor.item {
            if isContentSide(of: id, isScrollView: itemIsScrollView, seenFrom: viewer) {
                // A scroll view's margins seen from inside: the content inset by its margins.
                offset += part.inset(tree[id]?.view.layoutMargins ?? .zero)
                rect = .content(id)
            } else {
                rect = .guide(GuideKey(view: id, kind: .margins))
            }
        } else {
            rect = rectangle(of: anchor.item, attributeIsEdge: AnchorInterpreter.isEdge(attribute),
                             itemIsScrollView: itemIsScrollView, seenFrom: viewer)
        }
        var placement = ResolvedAnchor.Placement(rect: rect, offset: offset)
        if case .guide(let key) = rect {
            placement = .init(rect: .item(key.view), offset: offset + part.inset(insets(of: key)))
        }
        return ResolvedAnchor(rect: rect, part: part, offset: offset, placement: placement)
    }

    /// Both sides of a constraint, with the direction flip and the ancestor multipliers measure from.
    func resolve(_ c: LayoutConstraint) -> Sides {
        let flip = direction == .rightToLeft
            && (c.first.attribute.isDirectional || c.second?.attribute.isDirectional == true)
        guard let second = c.second else {
            return Sides(first: resolve(c.first, seenFrom: nil), second: nil, flip: false)
        }
        let firstOwner = tree.owner(of: c.first.item)
        let secondOwner = tree.owner(of: second.item)
        var sides = Sides(first: resolve(c.first, seenFrom: secondOwner?.id, itemIsScrollView: firstOwner?.itemIsScrollView == true),
                          second: resolve(second, seenFrom: firstOwner?.id, itemIsScrollView: secondOwner?.itemIsScrollView == true),
                          flip: flip)
        if c.multiplier != 1, !c.first.attribute.isDimension, let a = firstOwner?.id, let b = secondOwner?.id {
            let common = tree.commonAncestor(a, b)
            // Seen from inside, a scroll-view ancestor is its content; otherwise its frame.
            sides.firstAncestor = isContentSide(of: common, seenFrom: secondOwner?.id) ? .content(common) : .item(common)
            sides.secondAncestor = isContentSide(of: common, seenFrom: firstOwner?.id) ? .content(common) : .item(common)
        }
        return sides
    }

    /// The rectangle an item stands for.
    func rectangle(of item: LayoutItem, attributeIsEdge: Bool, itemIsScrollView: Bool, seenFrom viewer: String?) -> RectKey {
        switch item {
        case .view(let id):
            return attributeIsEdge && isContentSide(of: id, isScrollView: itemIsScrollView, seenFrom: viewer) ? .content(id) : .item(id)
        case .guide(let id), .frameLayoutGuide(let id): return .item(id)
        case .contentLayoutGuide(let id): return .content(id)
        case .safeArea(let id): return .guide(GuideKey(view: id, kind: .safeArea))
        case .layoutMargins(let id): return .guide(GuideKey(view: id, kind: .margins))
        case .internalGuide(let guide): return .internal(guide)
        }
    }

    /// True for the attributes that mean a scroll view's content when seen from inside.
    static func isEdge(_ attribute: Attribute) -> Bool {
        switch attribute.marginFree {
        case .left, .right, .top, .bottom, .leading, .trailing, .firstBaseline, .lastBaseline: return true
        default: return false
        }
    }

    /// True when `id` is a scroll view and `viewer` lies inside it.
    func isContentSide(of id: String, seenFrom viewer: String?) -> Bool {
        isContentSide(of: id, isScrollView: tree.isScrollView(id), seenFrom: viewer)
    }

    /// The same, for a view already known to be a scroll view or not.
    func isContentSide(of id: String, isScrollView: Bool, seenFrom viewer: String?) -> Bool {
        guard isScrollView, let viewer, viewer != id else { return false }
        return tree.isDescendant(viewer, of: id)
    }

    /// The insets a guide is defined with now (computed from nothing for a guide not made yet).
    func insets(of key: GuideKey) -> EdgeInsets { guideInsets[key] ?? .zero }

    /// True when the anchor means the scroll view's content rectangle, as a constraint sees it.
    func touchesContent(_ anchor: Anchor, of scrollView: String, seenFrom viewer: String?) -> Bool {
        resolve(anchor, seenFrom: viewer).rect == .content(scrollView)
    }

    // MARK: Expressions

    /// The rectangles a constraint's expression needs variables for, first side first.
    func rectangles(of sides: Sides) -> [RectKey] {
        [sides.first.rect] + (sides.second.map { [$0.rect] } ?? [])
    }

    /// A resolved anchor as an expression (nil when its rectangle has no variables yet).
    /// - Parameters:
    ///   - flip: write horizontal positions over u = −x (right-to-left constraints).
    ///   - ancestor: measure positions from this rectangle's origin (multipliers other than 1).
    func expression(of anchor: ResolvedAnchor, flip: Bool = false, ancestor: RectKey? = nil) -> Expression? {
        var terms: [Term] = []
        guard let constant = appendTerms(of: anchor, times: 1, flip: flip, ancestor: ancestor, to: &terms) else { return nil }
        return Expression(terms, constant: constant)
    }

    /// Appends `factor` × a resolved anchor's terms and returns the anchor's own constant
    /// (unscaled; nil when its rectangle has no variables yet). The one writer of an anchor's
    /// value: a constraint's two sides are appended into one term array, with no intermediate
    /// expressions.
    func appendTerms(of anchor: ResolvedAnchor, times factor: Double, flip: Bool, ancestor: RectKey?,
                     to terms: inout [Term]) -> Double? {
        guard let rect = variables.rect(anchor.rect) else { return nil }
        let part = anchor.part
        if part.isSize {
            part.appendTerms(over: rect, times: factor, to: &terms)
            return 0
        }
        let horizontal = part.axis == .horizontal
        if let ancestor, let frame = variables.rect(ancestor) {
            if horizontal && flip {
                // frame.x + frame.width − position
                terms.append(Term(frame.x, factor))
                terms.append(Term(frame.width, factor))
                part.appendTerms(over: rect, times: -factor, to: &terms)
                return -anchor.offset
            }
            // position − frame origin
            part.appendTerms(over: rect, times: factor, to: &terms)
            terms.append(Term(horizontal ? frame.x : frame.y, -factor))
            return anchor.offset
        }
        let sign: Double = horizontal && flip ? -1 : 1
        part.appendTerms(over: rect, times: sign * factor, to: &terms)
        return sign * anchor.offset
    }

    /// The value of an anchor as an expression, seen from a viewer, in root coordinates. A guide
    /// with no variables yet is read through its view and its insets.
    func expression(of anchor: Anchor, seenFrom viewer: String?) -> Expression? {
        let resolved = resolve(anchor, seenFrom: viewer)
        if let expression = expression(of: resolved) { return expression }
        guard case .guide(let key) = resolved.rect, let rect = variables.rect(.item(key.view)) else { return nil }
        return resolved.part.expression(over: rect) + resolved.placement.offset
    }

    /// The solver constraint of a layout constraint (nil while a rectangle it needs has no variables).
    func solverConstraint(_ c: LayoutConstraint, sides: Sides) -> Cassowary.Constraint? {
        let strength = c.priority.isRequired ? Strength.required : Strength(Double(c.priority.value))
        let weight = 1 + c.tieBreak
        let relation: Relation
        switch c.relation {
        case .equal: relation = .equal
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        // first − (multiplier × second + constant) REL 0
        var terms: [Term] = []
        terms.reserveCapacity(6)
        guard let left = appendTerms(of: sides.first, times: 1, flip: sides.flip, ancestor: sides.firstAncestor, to: &terms) else {
            return nil
        }
        var constant = left - c.constant
        if let secondAnchor = sides.second {
            guard let right = appendTerms(of: secondAnchor, times: -c.multiplier, flip: sides.flip,
                                          ancestor: sides.secondAncestor, to: &terms) else { return nil }
            constant = left - (c.multiplier * right + c.constant)
        }
        return Cassowary.Constraint(Expression(terms, constant: constant), relation, strength: strength, weight: weight)
    }
}
