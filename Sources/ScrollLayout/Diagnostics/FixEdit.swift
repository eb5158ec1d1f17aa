/// One change a fix makes, in the terms a program applies it: add an equation, remove a
/// constraint, change its relation, constant or priority, or set a view property (named as in
/// layout files). JSON and SARIF output carry fixes as these, and `check --fix` writes them.
public enum FixEdit: Hashable, Sendable {
    /// Add a constraint.
    case addConstraint(LayoutConstraint)
    /// Remove a constraint.
    case removeConstraint(LayoutConstraint)
    /// Keep a constraint but change its relation.
    case setRelation(LayoutConstraint, LayoutRelation)
    /// Keep a constraint but change its constant.
    case setConstant(LayoutConstraint, Double)
    /// Change a constraint's priority.
    case setPriority(LayoutConstraint, Priority)
    /// Replace a constraint by another that differs in more than one way.
    case replaceConstraint(LayoutConstraint, with: LayoutConstraint)
    /// Set a property of a view, by its layout-file key (`contentInsetAdjustmentBehavior`,
    /// `isPagingEnabled`, `verticalHuggingPriority`, …).
    case setViewProperty(view: String, property: String, value: PropertyValue)

    /// A view property's new value.
    public enum PropertyValue: Hashable, Sendable, CustomStringConvertible {
        /// A flag.
        case bool(Bool)
        /// A number (priorities).
        case number(Double)
        /// A name (enumerations such as `never`).
        case name(String)

        /// The value as layout files write it.
        public var description: String {
            switch self {
            case .bool(let flag): return flag ? "true" : "false"
            case .number(let value): return AnchorGrammar.exactNumber(value)
            case .name(let name): return name
            }
        }
    }

    /// The action's name in JSON output (`addConstraint`, `setPriority`, …).
    public var action: String {
        switch self {
        case .addConstraint: return "addConstraint"
        case .removeConstraint: return "removeConstraint"
        case .setRelation: return "setRelation"
        case .setConstant: return "setConstant"
        case .setPriority: return "setPriority"
        case .replaceConstraint: return "replaceConstraint"
        case .setViewProperty: return "setViewProperty"
        }
    }

    /// The constraint the edit changes or removes (nil for additions and view properties).
    public var target: LayoutConstraint? {
        switch self {
        case .removeConstraint(let c), .setRelation(let c, _), .setConstant(let c, _), .setPriority(let c, _),
             .replaceConstraint(let c, _):
            return c
        case .addConstraint, .setViewProperty:
            return nil
        }
    }

    /// The constraint as it is after the edit (nil when removed or for view properties).
    public var result: LayoutConstraint? {
        switch self {
        case .addConstraint(let c): return c
        case .removeConstraint, .setViewProperty: return nil
        case .setRelation(let c, let relation):
            var changed = c
            changed.relation = relation
            return changed
        case .setConstant(let c, let constant):
            var changed = c
            changed.constant = constant
            return changed
        case .setPriority(let c, let priority):
            var changed = c
            changed.priority = priority
            return changed
        case .replaceConstraint(_, let new): return new
        }
    }
}

extension LayoutFix {
    /// The fix as edits a program can apply.
    public var edits: [FixEdit] {
        switch self {
        case .add(let list):
            return list.map { .addConstraint($0) }
        case .remove(let constraint):
            return [.removeConstraint(constraint)]
        case .replace(let old, let new):
            // Name the one thing that changes, when only one does.
            let sameSides = old.first == new.first && old.second == new.second && old.multiplier == new.multiplier
            if sameSides, old.priority == new.priority, old.constant == new.constant, old.relation != new.relation {
                return [.setRelation(old, new.relation)]
            }
            if sameSides, old.priority == new.priority, old.relation == new.relation, old.constant != new.constant {
                return [.setConstant(old, new.constant)]
            }
            if sameSides, old.relation == new.relation, old.constant == new.constant, old.priority != new.priority {
                return [.setPriority(old, new.priority)]
            }
            return [.replaceConstraint(old, with: new)]
        case .setPriority(let constraint, let priority):
            return [.setPriority(constraint, priority)]
        case .setContentInsetAdjustmentBehavior(let id, let behavior):
            return [.setViewProperty(view: id, property: "contentInsetAdjustmentBehavior", value: .name(behavior.rawValue))]
        case .disablePaging(let id):
            return [.setViewProperty(view: id, property: "isPagingEnabled", value: .bool(false))]
        case .setContentHuggingPriority(let id, let axis, let priority):
            return [.setViewProperty(view: id, property: "\(axis)HuggingPriority", value: .number(Double(priority.value)))]
        case .setCompressionResistancePriority(let id, let axis, let priority):
            return [.setViewProperty(view: id, property: "\(axis)CompressionResistancePriority", value: .number(Double(priority.value)))]
        case .combined(let fixes):
            return fixes.flatMap(\.edits)
        }
    }
}
