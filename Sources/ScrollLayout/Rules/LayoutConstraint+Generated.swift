extension LayoutConstraint {
    /// A constraint a UIKit rule generates, with the rule as its origin (stack-view rules also
    /// get UIKit's identifier).
    static func generated(_ first: Anchor, _ relation: LayoutRelation, _ second: Anchor?, multiplier: Double = 1,
                          constant: Double = 0, priority: Priority = .required, rule: GeneratedRule) -> LayoutConstraint {
        var identifier: String? = nil
        if case .stack(_, let part) = rule { identifier = part.uikitIdentifier }
        return LayoutConstraint(first, relation, second, multiplier: multiplier, constant: constant, priority: priority,
                                identifier: identifier, origin: .generated(rule))
    }
}
