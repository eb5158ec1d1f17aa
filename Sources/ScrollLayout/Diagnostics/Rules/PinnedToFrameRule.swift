import Cassowary

/// `scroll-content-pinned-to-frame`: the classic mistake of pinning a scroll view's content to
/// its `frameLayoutGuide` (or to views outside it) where `contentLayoutGuide` was meant. The
/// content then stays where the frame is: `contentSize` stays at what code sets (0), so the
/// scroll view never scrolls, and on a screen too small for the content it is squeezed.
///
/// The premise, checked on the solved layout: a shown subview is pinned by required
/// equalities to the scroll view's frame at both ends of an axis, and the scroll view can
/// scroll along neither axis (no constraint uses its content, or the content is tied to the
/// frame on both). One issue per scroll view, on the axis it would scroll along (vertical
/// unless only the horizontal one is pinned). The fix moves every pin of that view to the
/// content guide and ties its size across the scrolling axis to the frame guide.
struct PinnedToFrameRule: DiagnosticRule {
    func run(in context: Diagnosis) {
        for scroll in context.result.scrollViews { check(scroll, context) }
    }

    /// One scroll view.
    func check(_ scroll: LayoutResult.ScrollViewFrame, _ context: Diagnosis) {
        let id = scroll.id
        guard let configuration = context.engine.tree[id]?.view.scroll, configuration.isScrollEnabled,
              configuration.maximumZoomScale <= configuration.minimumZoomScale,
              PinnedToFrameRule.scrollsNowhere(scroll, context)
        else { return }
        let children = (context.engine.tree[id]?.children ?? []).filter { !context.engine.tree.isInHiddenSubtree($0) }
        for child in children {
            let vertical = context.framePins(of: child, scrollView: id, axis: .vertical)
            let horizontal = context.framePins(of: child, scrollView: id, axis: .horizontal)
            let pinnedVertically = vertical.start != nil && vertical.end != nil
            let pinnedHorizontally = horizontal.start != nil && horizontal.end != nil
            guard pinnedVertically || pinnedHorizontally else { continue }
            let axis: Axis = pinnedVertically ? .vertical : .horizontal
            let pins = [vertical.start, vertical.end, horizontal.start, horizontal.end].compactMap { $0 }
            let names = Diagnosis.names(axis, direction: context.engine.base.direction)
            let axisPins = axis == .vertical ? [vertical.start, vertical.end].compactMap { $0 } : [horizontal.start, horizontal.end].compactMap { $0 }
            // Every pin to the frame moves to the content guide; across the scrolling axis the
            // view keeps the frame's size.
            let moved = context.movedToContentGuide(pins, view: child, scrollView: id)
            let cross: Attribute = axis == .vertical ? .width : .height
            let crossTie = LayoutConstraint(Anchor(.view(child), cross), .equal, Anchor(.frameLayoutGuide(id), cross))
            var candidates: [LayoutFix] = [.combined(moved + [.add([crossTie])])]
            if pins.count > axisPins.count { candidates.append(.combined(context.movedToContentGuide(axisPins, view: child, scrollView: id))) }
            let (content, frame) = (scroll.contentSize, scroll.frame.size)
            let direction = axis == .vertical ? "vertically" : "horizontally"
            var issue = LayoutIssue(
                rule: .scrollContentPinnedToFrame, severity: .warning,
                message: "\"\(child)\" is pinned to the frame of \"\(id)\" at its \(names.start.name) and \(names.end.name) (`\(axisPins[0])`, `\(axisPins[1])`) instead of its content layout guide: it stays where the frame is, contentSize stays \(formatNumber(content.width)) × \(formatNumber(content.height)), and \"\(id)\" never scrolls \(direction)",
                items: [.view(id), .view(child)], constraints: axisPins, fix: candidates.first,
                details: ["Content pins to `\(id).contentLayoutGuide`, and its size across the scrolling axis to `\(id).frameLayoutGuide`; what is pinned to the frame (the frame layout guide, views outside the scroll view) stays in place, and when its own content needs more than the \(formatNumber(axis == .vertical ? frame.height : frame.width)) points the frame gives it, it is squeezed."]
                    + pins.map { "Pinned to the frame: " + context.describe($0) },
                origin: context.firstOrigin(axisPins.reversed().map(\.origin) + [context.origin(ofView: id)]))
            issue.candidateFixes = candidates
            issue.axis = axis
            issue.premise = .pinnedToFrame(scrollView: id, axis: axis)
            context.issues.append(issue)
            // What the frame squeezes or stretches inside it is this mistake, not a tie of its own.
            context.explainedSubtrees.insert(Diagnosis.ViewAxis(view: child, axis: axis))
            return
        }
    }

    /// True when a scroll view can scroll along neither axis: no constraint uses its content
    /// (its content size is what code sets), or its content is tied to its frame on both.
    static func scrollsNowhere(_ scroll: LayoutResult.ScrollViewFrame, _ context: Diagnosis) -> Bool {
        guard context.usesContentConstraints(scroll.id) else { return scroll.contentSizeSource.horizontal != .constraints && scroll.contentSizeSource.vertical != .constraints }
        return Axis.allCases.allSatisfy { axis in
            scroll.contentSizeSource[axis] == .constraints && context.isTiedToFrame(scroll.id, axis: axis)
        }
    }

    /// Whether a subview is still pinned to the frame at both ends of the axis while the scroll
    /// view can scroll along neither axis.
    static func holds(scrollView id: String, axis: Axis, in context: Diagnosis) -> Bool {
        guard let scroll = context.result.scrollViews.first(where: { $0.id == id }), scrollsNowhere(scroll, context) else { return false }
        return (context.engine.tree[id]?.children ?? []).contains { child in
            let pins = context.framePins(of: child, scrollView: id, axis: axis)
            return pins.start != nil && pins.end != nil
        }
    }
}
