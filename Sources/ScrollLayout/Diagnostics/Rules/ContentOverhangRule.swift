import Cassowary

/// `scroll-content-overhang`: content sized to follow the scroll view's frame along an axis that
/// comes out longer than the frame by a fixed amount, which only the offsets at its edges make
/// (an inset from the content guide, a margin, the scroll view's own inset inside a view the
/// content follows instead of the frame). Nothing inside asks for that room: the user can drag
/// the content that far, and whatever the offset, that much of it is out of view. The classic cases: `content.width == scrollView.width` with a
/// leading inset of 20, a stack as wide as the controller's view in a scroll view inset 20 on
/// each side, a content view pinned to the scroll view's margins with its size equal to it.
///
/// The premise, checked on the solved layout:
/// - scrolling is on, and the scroll view neither zooms nor pages;
/// - the content size along the axis is set by constraints, and rests on what the frame's rests
///   on (it follows the frame);
/// - it exceeds the frame by more than half a point and by at most a quarter of the frame (a
///   sheet or drawer revealed by scrolling is offset by a large part of the frame on purpose);
/// - the excess (content minus frame) rests only on the user's position constraints (edges,
///   centres), margins guides, the scroll view's own content rules and the user's size
///   relations at multiplier 1 with no constant; one such relation (the tie that makes the
///   content follow the frame) and one position constraint with a constant or a margin at least. No fixed size, intrinsic size, stack rule, safe area or screen
///   size is among them, so the screen's size does not change the excess (a margin may) and no
///   view inside makes it. (A tie
///   written with a constant, `height == frame.height + 1` to make the content bounce, is a
///   choice and is left alone.)
///
/// Fixes, tried in order, each keeping the tie's relation and priority: the tie to a view other
/// than the frame moved to the frame layout guide; the tie's constant reduced by the excess.
struct ContentOverhangRule: DiagnosticRule {
    func run(in context: Diagnosis) {
        for scroll in context.result.scrollViews {
            for axis in [Axis.horizontal, .vertical] { check(scroll, axis: axis, context) }
        }
    }

    /// What makes the excess of one scroll view's content along an axis.
    struct Overhang {
        /// Content length minus frame length.
        var excess: Double
        /// The user's size relation (multiplier 1, no constant) that the excess rests on: the one
        /// that makes the content follow the frame.
        var tie: LayoutConstraint
        /// The position constraints with a constant or a margin that the excess rests on, in
        /// declaration order.
        var offsets: [LayoutConstraint]
    }

    /// One scroll view along one axis.
    func check(_ scroll: LayoutResult.ScrollViewFrame, axis: Axis, _ context: Diagnosis) {
        guard let overhang = ContentOverhangRule.overhang(scroll, axis: axis, context) else { return }
        let id = scroll.id
        let dimension = Diagnosis.dimensionName(axis)
        let size: Attribute = axis == .horizontal ? .width : .height
        let (content, frame) = axis == .horizontal ? (scroll.contentSize.width, scroll.frame.width) : (scroll.contentSize.height, scroll.frame.height)
        let word = axis == .horizontal ? "wide" : "tall"
        let direction = axis == .horizontal ? "sideways" : "vertically"
        var candidates: [LayoutFix] = []
        let tie = overhang.tie
        if let second = tie.second {
            // Which side of the tie is the content's: the other one reaches the frame.
            let contentIsFirst = !context.reachesFrame(tie.first.item, scrollView: id)
            let contentAnchor = contentIsFirst ? tie.first : second
            let frameItem = contentIsFirst ? second.item : tie.first.item
            if frameItem != .frameLayoutGuide(id), frameItem != .view(id) {
                // Written content first, so a `<=` or `>=` turns round with its sides.
                let relation = contentIsFirst ? tie.relation : tie.relation.flipped
                candidates.append(.replace(tie, with: LayoutConstraint(contentAnchor, relation, Anchor(.frameLayoutGuide(id), size),
                                                                       priority: tie.priority, identifier: tie.identifier, origin: tie.origin)))
            }
            var reduced = tie
            reduced.constant += contentIsFirst ? -overhang.excess : overhang.excess
            candidates.append(.replace(tie, with: reduced))
        }
        let offsets = overhang.offsets.map { "`\($0)`" }
        var issue = LayoutIssue(
            rule: .scrollContentOverhang, severity: .warning,
            message: "The content of \"\(id)\" is \(formatNumber(content)) \(word) in a \(formatNumber(frame))-\(word) frame: its \(dimension) follows the frame (`\(tie)`), and the offsets at its edges (\(offsets.joined(separator: ", "))) add \(formatNumber(overhang.excess)), so it scrolls \(formatNumber(overhang.excess)) points \(direction) and that much of it is always out of view",
            items: [.view(id)], constraints: [tie] + overhang.offsets, fix: candidates.first,
            details: ["Content that should fit the frame along an axis gets the frame's \(dimension) less its offsets: tie it to `\(id).frameLayoutGuide.\(dimension)` and keep the insets inside it, or subtract them from the tie."]
                + overhang.offsets.map { "Offset: " + context.describe($0) },
            origin: context.firstOrigin(overhang.offsets.map(\.origin) + [tie.origin, context.origin(ofView: id)]))
        issue.candidateFixes = candidates
        issue.axis = axis
        issue.premise = .overhang(scrollView: id, axis: axis)
        context.issues.append(issue)
    }

    /// The overhang of a scroll view's content along an axis when the premise holds (found once
    /// per diagnosis: the cross-axis rule asks too).
    static func overhang(_ scroll: LayoutResult.ScrollViewFrame, axis: Axis, _ context: Diagnosis) -> Overhang? {
        let key = Diagnosis.ViewAxis(view: scroll.id, axis: axis)
        if let known = context.overhangs[key] { return known }
        let found = findOverhang(scroll, axis: axis, context)
        context.overhangs[key] = found
        return found
    }

    /// ``overhang(_:axis:_:)`` worked out.
    private static func findOverhang(_ scroll: LayoutResult.ScrollViewFrame, axis: Axis, _ context: Diagnosis) -> Overhang? {
        let id = scroll.id
        guard let configuration = context.engine.tree[id]?.view.scroll, configuration.isScrollEnabled, !configuration.isPagingEnabled,
              configuration.maximumZoomScale <= configuration.minimumZoomScale,
              context.usesContentConstraints(id), scroll.contentSizeSource[axis] == .constraints,
              let variables = context.variables(id), let contentLength = axis == .horizontal ? variables.contentWidth : variables.contentHeight
        else { return nil }
        let frameLength = axis == .horizontal ? variables.width : variables.height
        let excess = context.engine.value(contentLength) - context.engine.value(frameLength)
        guard excess > 0.5, excess <= context.engine.value(frameLength) / 4, context.isTiedToFrame(id, axis: axis) else { return nil }
        let dependencies = context.engine.solver.dependencies(of: Expression([Term(contentLength), Term(frameLength, -1)]))
        let constraints = context.layoutConstraints(dependencies)
        // A dependency the layout cannot name is something this rule cannot vouch for.
        guard constraints.count == dependencies.count else { return nil }
        var tie: LayoutConstraint? = nil
        var offsets: [LayoutConstraint] = []
        for constraint in constraints {
            switch constraint.origin {
            case .generated(let rule):
                switch rule {
                case .guide(_, .margins, _), .scroll: continue
                default: return nil
                }
            default:
                guard context.isUser(constraint) else { return nil }
                if constraint.first.attribute.isDimension {
                    guard let second = constraint.second, second.attribute.isDimension, constraint.multiplier == 1,
                          abs(constraint.constant) < 1e-9
                    else { return nil }
                    tie = tie ?? constraint
                } else if abs(constraint.constant) > 1e-9 || constraint.first.attribute.isMargin || constraint.second?.attribute.isMargin == true {
                    offsets.append(constraint)
                }
            }
        }
        // Both are needed: a size relation makes the content follow the frame (edges alone
        // cannot without a conflict: at rest the content guide's edges are the frame's), and
        // an offset makes the excess.
        guard let tie, !offsets.isEmpty else { return nil }
        return Overhang(excess: excess, tie: tie, offsets: offsets)
    }

    /// Whether the content of a scroll view still overhangs its frame along an axis.
    static func holds(scrollView id: String, axis: Axis, in context: Diagnosis) -> Bool {
        guard let scroll = context.result.scrollViews.first(where: { $0.id == id }) else { return false }
        return overhang(scroll, axis: axis, context) != nil
    }
}
