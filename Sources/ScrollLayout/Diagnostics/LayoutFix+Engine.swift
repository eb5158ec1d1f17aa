// Applying a fix to an engine, as incremental changes: how fixes are tried before they are
// offered (`LayoutChecker`).

extension LayoutFix {
    /// A copy of the engine with the fix applied (only what the fix touches is re-solved).
    /// - Throws: ``LayoutError`` when the fix cannot apply here (it names a constraint the
    ///   layout does not have, or a generated one).
    func applied(to solved: LayoutEngine) throws(LayoutError) -> LayoutEngine {
        var engine = solved
        switch self {
        case .add(let list):
            for constraint in list { try engine.add(constraint.fresh()) }
        case .remove(let constraint):
            try engine.remove(constraint.id)
        case .replace(let old, let new):
            try engine.remove(old.id)
            try engine.add(new.fresh())
        case .setPriority(let constraint, let priority):
            guard let current = engine.constraint(constraint.id) else { throw .unknownConstraint(constraint.id) }
            if current.isActive, current.priority.isRequired != priority.isRequired {
                // UIKit refuses to flip an installed constraint between required and optional.
                try engine.setActive(false, for: constraint.id)
                try engine.setPriority(priority, for: constraint.id)
                try engine.setActive(true, for: constraint.id)
            } else {
                try engine.setPriority(priority, for: constraint.id)
            }
        case .setContentInsetAdjustmentBehavior(let id, let behavior):
            guard var configuration = engine.tree[id]?.view.scroll else { throw .unknownView(id) }
            configuration.contentInsetAdjustmentBehavior = behavior
            try engine.setScrollConfiguration(configuration, for: id)
        case .disablePaging(let id):
            guard var configuration = engine.tree[id]?.view.scroll else { throw .unknownView(id) }
            configuration.isPagingEnabled = false
            try engine.setScrollConfiguration(configuration, for: id)
        case .setContentHuggingPriority(let id, let axis, let priority):
            try engine.setContentHuggingPriority(priority, for: axis, of: id)
        case .setCompressionResistancePriority(let id, let axis, let priority):
            try engine.setCompressionResistancePriority(priority, for: axis, of: id)
        case .combined(let fixes):
            for part in fixes { engine = try part.applied(to: engine) }
        }
        return engine
    }
}

extension LayoutConstraint {
    /// The same constraint with a new identity (a fix may be tried on several copies).
    func fresh() -> LayoutConstraint {
        var copy = LayoutConstraint(first, relation, second, multiplier: multiplier, constant: constant, priority: priority,
                                    identifier: identifier, isActive: isActive, origin: origin)
        copy.isPlaceholder = isPlaceholder
        copy.isChangedByCode = isChangedByCode
        return copy
    }
}
