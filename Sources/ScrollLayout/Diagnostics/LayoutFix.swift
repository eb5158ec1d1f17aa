/// A change that resolves an issue: something a user can add, remove or set.
public enum LayoutFix: Hashable, Sendable, CustomStringConvertible {
    /// Add constraints.
    case add([LayoutConstraint])
    /// Remove a constraint.
    case remove(LayoutConstraint)
    /// Replace a constraint by another.
    case replace(LayoutConstraint, with: LayoutConstraint)
    /// Change a constraint's priority.
    case setPriority(LayoutConstraint, Priority)
    /// Set a scroll view's `contentInsetAdjustmentBehavior`.
    case setContentInsetAdjustmentBehavior(scrollView: String, ContentInsetAdjustmentBehavior)
    /// Turn a scroll view's built-in paging off (snap in `scrollViewWillEndDragging` instead).
    case disablePaging(scrollView: String)
    /// Set a view's content-hugging priority on an axis.
    case setContentHuggingPriority(view: String, axis: Axis, Priority)
    /// Set a view's compression-resistance priority on an axis.
    case setCompressionResistancePriority(view: String, axis: Axis, Priority)
    /// Several changes made together (moving both pins of an axis, say).
    indirect case combined([LayoutFix])

    /// What to do, in the layout-file syntax: ``add `stack.bottom == scroll.contentLayoutGuide.bottom` ``.
    public var description: String { render { "`\($0)`" } }

    /// What to do, in the Swift DSL's syntax, to paste into a layout written in Swift: the root
    /// as `ViewHandle.root`, priorities with `~` (``add `button.bottom == content.bottom - 20 ~ 999` ``).
    public var swiftDescription: String { render { "`\($0.swiftEquation)`" } }

    /// The description with each constraint written by `show`.
    package func render(_ show: (LayoutConstraint) -> String) -> String {
        switch self {
        case .add(let list): return "add " + list.map(show).joined(separator: " and ")
        case .remove(let c): return "remove \(show(c))"
        case .replace(let old, let new): return "replace \(show(old)) by \(show(new))"
        case .setPriority(let c, let p): return "set the priority of \(show(c)) to \(p)"
        case .setContentInsetAdjustmentBehavior(let id, let behavior):
            return "set `\(id).contentInsetAdjustmentBehavior` to `.\(behavior.rawValue)` and add the insets you want to `contentInset`"
        case .disablePaging(let id):
            return "turn off `\(id).isPagingEnabled` and snap in `scrollViewWillEndDragging` (page width and inset)"
        case .setContentHuggingPriority(let id, let axis, let priority):
            return "set the \(axis) content-hugging priority of `\(id)` to \(priority)"
        case .setCompressionResistancePriority(let id, let axis, let priority):
            return "set the \(axis) compression-resistance priority of `\(id)` to \(priority)"
        case .combined(let fixes):
            return fixes.map { $0.render(show) }.joined(separator: ", and ")
        }
    }

    /// The ids of the views the fix changes something of: the views (or the owners of the
    /// guides) its constraints relate, and the views whose properties it sets.
    public var touchedViews: Set<String> {
        func items(_ constraint: LayoutConstraint) -> [String] {
            [constraint.first.item.ownerID] + (constraint.second.map { [$0.item.ownerID] } ?? [])
        }
        switch self {
        case .add(let list): return Set(list.flatMap(items))
        case .remove(let c), .setPriority(let c, _): return Set(items(c))
        case .replace(let old, let new): return Set(items(old) + items(new))
        case .setContentInsetAdjustmentBehavior(let id, _), .disablePaging(let id),
             .setContentHuggingPriority(let id, _, _), .setCompressionResistancePriority(let id, _, _):
            return [id]
        case .combined(let fixes): return fixes.reduce(into: []) { $0.formUnion($1.touchedViews) }
        }
    }
}

extension Layout {
    /// The layout with a fix applied (constraints are matched by identity).
    public func applying(_ fix: LayoutFix) -> Layout {
        var copy = self
        switch fix {
        case .add(let list):
            copy.constraints.append(contentsOf: list)
        case .remove(let constraint):
            copy.constraints.removeAll { $0.id == constraint.id }
        case .replace(let old, let new):
            if let index = copy.constraints.firstIndex(where: { $0.id == old.id }) {
                copy.constraints[index] = new
            } else {
                copy.constraints.append(new)
            }
        case .setPriority(let constraint, let priority):
            if let index = copy.constraints.firstIndex(where: { $0.id == constraint.id }) {
                copy.constraints[index].priority = priority
            }
        case .setContentInsetAdjustmentBehavior(let id, let behavior):
            copy.root = copy.root.updating(id) { $0.scroll?.contentInsetAdjustmentBehavior = behavior }
        case .disablePaging(let id):
            copy.root = copy.root.updating(id) { $0.scroll?.isPagingEnabled = false }
        case .setContentHuggingPriority(let id, let axis, let priority):
            copy.root = copy.root.updating(id) { $0.contentHuggingPriority[axis] = priority }
        case .setCompressionResistancePriority(let id, let axis, let priority):
            copy.root = copy.root.updating(id) { $0.compressionResistancePriority[axis] = priority }
        case .combined(let fixes):
            copy = fixes.reduce(copy) { $0.applying($1) }
        }
        return copy
    }
}

extension View {
    /// The subtree with one view changed.
    func updating(_ id: String, _ change: (inout View) -> Void) -> View {
        var copy = self
        if copy.id == id {
            change(&copy)
            return copy
        }
        copy.subviews = subviews.map { $0.updating(id, change) }
        return copy
    }
}

extension LayoutFix {
    /// The corrections of a constant written with the wrong sign, or where none was meant:
    /// the constant negated, then zero (none for a constraint without a constant).
    static func constantCorrections(of constraint: LayoutConstraint) -> [LayoutFix] {
        guard constraint.constant != 0 else { return [] }
        var flipped = constraint.fresh()
        flipped.constant = -constraint.constant
        var zero = constraint.fresh()
        zero.constant = 0
        return [.replace(constraint, with: flipped), .replace(constraint, with: zero)]
    }
}
