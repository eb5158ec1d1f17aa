/// Intrinsic size as UIKit's engine sees it (`NSContentSizeLayoutConstraint`):
/// `size <= intrinsic @hugging`, `size >= intrinsic @compressionResistance`, per axis that has
/// one. Along the axis of a `fill` stack, the stack's rule makes these (with its "by index"
/// tie-break) instead, for hidden arranged views too.
///
/// A size with an intrinsic value, and an arranged view's size along its stack's axis, is also
/// never negative: a view squeezed by higher priorities stops at 0 and the next one gives way.
/// (Sizes held by required constraints alone need no bound, and leaving it out keeps them
/// definitions rather than simplex rows.)
enum IntrinsicSizeRule {
    /// A view's intrinsic-size constraints (none for a view placed by its frame).
    static func constraints(of view: View, in tree: ViewTree) -> [LayoutConstraint] {
        guard !tree.keepsFrame(view) else { return [] }
        let item = LayoutItem.view(view.id)
        var result: [LayoutConstraint] = []
        let stack = tree.arrangingStack(of: view.id)
        for axis in Axis.allCases {
            let attribute: Attribute = axis == .horizontal ? .width : .height
            if view.intrinsicContentSize[axis] != nil || stack?.configuration.axis == axis {
                result.append(.generated(Anchor(item, attribute), .greaterThanOrEqual, nil, constant: 0,
                                         rule: .nonNegativeSize(view: view.id, axis)))
            }
            guard let value = view.intrinsicContentSize[axis] else { continue }
            if let stack, stack.configuration.distribution == .fill, stack.configuration.axis == axis { continue }
            result.append(.generated(Anchor(item, attribute), .lessThanOrEqual, nil, constant: value,
                                     priority: view.contentHuggingPriority[axis],
                                     rule: .intrinsic(view: view.id, axis, .hugging)))
            result.append(.generated(Anchor(item, attribute), .greaterThanOrEqual, nil, constant: value,
                                     priority: view.compressionResistancePriority[axis],
                                     rule: .intrinsic(view: view.id, axis, .compressionResistance)))
        }
        return result
    }
}
