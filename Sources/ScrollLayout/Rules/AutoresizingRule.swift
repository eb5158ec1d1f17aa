/// A view placed by its frame keeps it relative to its superview (UIKit's
/// `NSAutoresizingMaskLayoutConstraint`): fixed (`h=--& v=--&`) unless its mask lets a margin
/// or its size stretch, in which case the stretch is shared as UIKit shares it, in proportion
/// to the flexible parts' sizes in the superview's stored frame. Inside a scroll view the frame
/// is kept as it is (it sits in the content, which the mask does not follow).
enum AutoresizingRule {
    /// The constraints that hold a view's frame.
    static func constraints(of view: View, parent: String?, in tree: ViewTree) -> [LayoutConstraint] {
        guard let parent else { return [] }
        // The frame includes the alignment insets; the constraints hold the alignment rectangle.
        let frame = (view.frame ?? .zero).inset(by: view.alignmentRectInsets)
        let item = LayoutItem.view(view.id)
        let superview = LayoutItem.view(parent)
        let parentView = tree[parent]?.view
        let parentSize = parentView?.kind.isScrollView == true ? nil : parentView?.frame?.size
        let mask = view.autoresizingMask
        var result: [LayoutConstraint] = []
        for axis in Axis.allCases {
            let horizontal = axis == .horizontal
            let flexible = (lead: mask.contains(horizontal ? .flexibleLeftMargin : .flexibleTopMargin),
                            size: mask.contains(horizontal ? .flexibleWidth : .flexibleHeight),
                            trail: mask.contains(horizontal ? .flexibleRightMargin : .flexibleBottomMargin))
            let (start, end, length): (Attribute, Attribute, Attribute) = horizontal ? (.left, .right, .width) : (.top, .bottom, .height)
            let x = horizontal ? frame.minX : frame.minY
            let w = horizontal ? frame.width : frame.height
            func rule(_ part: GeneratedRule.FramePart) -> GeneratedRule { .autoresizing(view: view.id, part) }
            let fixedStart = LayoutConstraint.generated(Anchor(item, start), .equal, Anchor(superview, start), constant: x, rule: rule(.origin(axis)))
            let fixedLength = LayoutConstraint.generated(Anchor(item, length), .equal, nil, constant: w, rule: rule(.size(axis)))
            guard let size = parentSize.map({ horizontal ? $0.width : $0.height }), flexible.lead || flexible.size else {
                result += [fixedStart, fixedLength]
                continue
            }
            let r = size - x - w
            let fixedEnd = LayoutConstraint.generated(Anchor(item, end), .equal, Anchor(superview, end), constant: -r, rule: rule(.end(axis)))
            func scaled(_ first: Attribute, _ second: Attribute, _ multiplier: Double, _ constant: Double, _ part: GeneratedRule.FramePart) -> LayoutConstraint {
                .generated(Anchor(item, first), .equal, Anchor(superview, second), multiplier: multiplier, constant: constant, rule: rule(part))
            }
            switch (flexible.lead, flexible.size, flexible.trail) {
            case (false, true, false): result += [fixedStart, fixedEnd]
            case (true, false, false): result += [fixedEnd, fixedLength]
            case (true, false, true) where size - w > 0:
                result += [scaled(start, end, x / (size - w), -x * w / (size - w), .origin(axis)), fixedLength]
            case (true, true, false) where size - r > 0:
                result += [scaled(start, end, x / (size - r), -x * r / (size - r), .origin(axis)), fixedEnd]
            case (false, true, true) where size - x > 0:
                result += [fixedStart, scaled(length, length, w / (size - x), -x * w / (size - x), .size(axis))]
            case (true, true, true) where size > 0:
                result += [scaled(start, end, x / size, 0, .origin(axis)), scaled(length, length, w / size, 0, .size(axis))]
            default: result += [fixedStart, fixedLength]
            }
        }
        return result
    }
}
