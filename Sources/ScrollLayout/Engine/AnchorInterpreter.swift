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
    let guideInsets: [NumberedGuide: EdgeInsets]

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

    /// Where a constraint's items lie in the tree (nil for an item it does not hold).
    struct Places {
        /// The first item's place.
        var first: ViewTree.Place?
        /// The second item's place (nil also for `first REL constant`).
        var second: ViewTree.Place?
    }

    // MARK: Resolving

    /// Where an anchor lies, seen from the view on the other side of its constraint.
    func resolve(_ anchor: Anchor, seenFrom viewer: String?) -> ResolvedAnchor {
        resolve(anchor, place: tree.place(of: anchor.item), seenFrom: viewer.flatMap { tree.viewNumber(of: $0) })
    }

    /// The same, told where the anchor's item lies and seen from a numbered view (a
    /// constraint's sides learn both with one lookup of each item).
    private func resolve(_ anchor: Anchor, place: ViewTree.Place?, seenFrom viewer: ItemNumber?) -> ResolvedAnchor {
        let attribute = anchor.attribute.marginFree
        let part = RectPart(attribute, direction: direction)
        var offset = 0.0
        // Baselines sit at their offsets from the top and the bottom (views without text: the edges).
        if case .view = anchor.item, let place, attribute == .firstBaseline || attribute == .lastBaseline {
            let baselines = tree.baselineOffsets(of: place.rect)
            offset = attribute == .firstBaseline ? baselines.first ?? 0 : -(baselines.last ?? 0)
        }
        let rect: RectKey
        if anchor.attribute.isMargin, case .view = anchor.item {
            if let place, isContentSide(of: place.rect, isScrollView: place.isScrollView, seenFrom: viewer) {
                // A scroll view's margins seen from inside: the content inset by its margins.
                offset += part.inset(tree.layoutMargins(of: place.rect))
                rect = .content(place.rect)
            } else {
                rect = place.map { .guide(NumberedGuide(view: $0.rect, kind: .margins)) } ?? .missing
            }
        } else {
            rect = rectangle(of: anchor.item, place: place, attributeIsEdge: AnchorInterpreter.isEdge(attribute), seenFrom: viewer)
        }
        var placement = ResolvedAnchor.Placement(rect: rect, offset: offset)
        if case .guide(let key) = rect {
            placement = .init(rect: place.map { .item($0.owner) } ?? .missing, offset: offset + part.inset(insets(of: key)))
        }
        return ResolvedAnchor(rect: rect, part: part, offset: offset, placement: placement)
    }

    /// Both sides of a constraint, with the direction flip and the ancestor multipliers measure from.
    func resolve(_ c: LayoutConstraint) -> Sides {
        resolve(c, at: Places(first: tree.place(of: c.first.item), second: c.second.flatMap { tree.place(of: $0.item) }))
    }

    /// The same, told where its items lie (as checking the constraint found them).
    func resolve(_ c: LayoutConstraint, at places: Places) -> Sides {
        let flip = direction == .rightToLeft
            && (c.first.attribute.isDirectional || c.second?.attribute.isDirectional == true)
        let firstPlace = places.first
        guard let second = c.second else {
            return Sides(first: resolve(c.first, place: firstPlace, seenFrom: nil), second: nil, flip: false)
        }
        let secondPlace = places.second
        var sides = Sides(first: resolve(c.first, place: firstPlace, seenFrom: secondPlace?.owner),
                          second: resolve(second, place: secondPlace, seenFrom: firstPlace?.owner),
                          flip: flip)
        if c.multiplier != 1, !c.first.attribute.isDimension, let a = firstPlace?.owner, let b = secondPlace?.owner {
            let common = tree.commonAncestor(a, b)
            let isScrollView = tree.isScrollView(common)
            // Seen from inside, a scroll-view ancestor is its content; otherwise its frame.
            sides.firstAncestor = isContentSide(of: common, isScrollView: isScrollView, seenFrom: b) ? .content(common) : .item(common)
            sides.secondAncestor = isContentSide(of: common, isScrollView: isScrollView, seenFrom: a) ? .content(common) : .item(common)
        }
        return sides
    }

    /// The rectangle an item stands for, where the item lies at `place` (nil: not in the tree).
    private func rectangle(of item: LayoutItem, place: ViewTree.Place?, attributeIsEdge: Bool, seenFrom viewer: ItemNumber?) -> RectKey {
        switch item {
        case .view:
            guard let place else { return .missing }
            return attributeIsEdge && isContentSide(of: place.rect, isScrollView: place.isScrollView, seenFrom: viewer)
                ? .content(place.rect) : .item(place.rect)
        case .guide, .frameLayoutGuide: return place.map { .item($0.rect) } ?? .missing
        case .contentLayoutGuide: return place.map { .content($0.rect) } ?? .missing
        case .safeArea: return place.map { .guide(NumberedGuide(view: $0.rect, kind: .safeArea)) } ?? .missing
        case .layoutMargins: return place.map { .guide(NumberedGuide(view: $0.rect, kind: .margins)) } ?? .missing
        case .internalGuide(let guide):
            // The place is the stack's; a gap also names the arranged view it comes before.
            guard let place else { return .missing }
            switch guide {
            case .stackSpanner: return .internal(NumberedInternalGuide(stack: place.rect, before: nil))
            case .stackGap(_, let before):
                guard let number = tree.viewNumber(of: before) else { return .missing }
                return .internal(NumberedInternalGuide(stack: place.rect, before: number))
            }
        }
    }

    /// True for the attributes that mean a scroll view's content when seen from inside.
    static func isEdge(_ attribute: Attribute) -> Bool {
        switch attribute.marginFree {
        case .left, .right, .top, .bottom, .leading, .trailing, .firstBaseline, .lastBaseline: return true
        default: return false
        }
    }

    /// True when the view numbered `number` is a scroll view (as the caller knows) and `viewer`
    /// lies inside it.
    func isContentSide(of number: ItemNumber, isScrollView: Bool, seenFrom viewer: ItemNumber?) -> Bool {
        guard isScrollView, let viewer, viewer != number else { return false }
        return tree.isDescendant(viewer, of: number)
    }

    /// The insets a guide is defined with now (computed from nothing for a guide not made yet).
    func insets(of guide: NumberedGuide) -> EdgeInsets { guideInsets[guide] ?? .zero }

    /// The rectangle of a scroll view's content, as resolved anchors name it (`.missing` for an
    /// id the tree does not hold).
    func contentRect(of scrollView: String) -> RectKey { tree.viewNumber(of: scrollView).map { .content($0) } ?? .missing }

    /// The rectangle of a view's frame, as resolved anchors name it (`.missing` for an id the
    /// tree does not hold).
    func frameRect(of view: String) -> RectKey { tree.number(of: view).map { .item($0) } ?? .missing }

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
        guard case .guide = resolved.rect, let rect = variables.rect(resolved.placement.rect) else { return nil }
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
