import ScrollLayout

// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`: the constraints a
// visual-format string makes, inactive until the code activates them (as UIKit's are).

extension SwiftSetupEvaluator {
    /// The constraints of a visual-format call, or nil where the reader cannot read it whole
    /// (a format, view or metric it does not see, an option it does not know): then the call
    /// is left to the app's code, as before.
    mutating func visualFormatConstraints(_ arguments: [SwiftArgument], _ values: [CodeValue], at position: SourcePosition) -> CodeValue? {
        func labelled(_ label: String) -> CodeValue? {
            arguments.indices.first { arguments[$0].label == label }.map { values[$0] }
        }
        guard case .string(let format?)? = labelled("withVisualFormat"),
              case .dictionary(let viewKeys, let viewValues)? = labelled("views") else { return nil }
        var named: [String: Int] = [:]
        // Entries that are not views (a layout guide) stay out: a format that names one is
        // not read.
        for (key, value) in zip(viewKeys, viewValues) {
            if let key, case .view(let v) = value { named[key] = v }
        }
        var metrics: [String: Double] = [:]
        switch labelled("metrics") {
        case nil, .some(.none):
            break
        case .dictionary(let keys, let numbers)?:
            for (key, value) in zip(keys, numbers) {
                guard let key, let n = value.number else { return nil }
                metrics[key] = n
            }
        default:
            return nil
        }
        guard let options = Self.visualFormatOptions(labelled("options")),
              let parsed = VisualFormat(format, metrics: metrics, views: Set(named.keys)) else { return nil }
        let vertical = parsed.isVertical
        let (leading, trailing): (Attribute, Attribute) = vertical ? (.top, .bottom) : options.leftToRight ? (.left, .right) : (.leading, .trailing)
        let length: Attribute = vertical ? .height : .width
        var made: [CodeValue] = []
        func add(_ first: (CodeItem, Attribute), _ predicate: VisualFormat.Predicate, _ second: (CodeItem, Attribute)?) {
            var constraint = CodeConstraint(first: first, relation: predicate.relation, second: second, position: position)
            constraint.constant = predicate.constant
            constraint.priority = predicate.priority
            constraint.isHeldByCode = predicate.isEstimated
            constraint.usesUnknownValue = predicate.isEstimated
            constraints.append(constraint)
            made.append(.constraint(constraints.count - 1))
        }
        // Every view the format names must be in the hierarchy, under one superview (UIKit
        // throws otherwise).
        let placed = parsed.items.compactMap { item -> Int? in
            if case .view(let name, _) = item { return named[name] } else { return nil }
        }
        guard let first = placed.first, let superview = views[first].superview,
              placed.allSatisfy({ views[$0].superview == superview }) else { return nil }
        for item in parsed.items {
            guard case .view(let name, let predicates) = item, let v = named[name] else { continue }
            for predicate in predicates {
                if let other = predicate.view {
                    guard let w = named[other] else { return nil }
                    add((.view(v), length), predicate, (.view(w), length))
                } else {
                    add((.view(v), length), predicate, nil)
                }
            }
        }
        for (i, connection) in parsed.connections.enumerated() {
            let before = parsed.items[i], after = parsed.items[i + 1]
            let earlier: (CodeItem, Attribute), later: (CodeItem, Attribute)
            switch (before, after) {
            case (.superview, .view(let name, _)):
                guard let v = named[name] else { return nil }
                earlier = (.view(superview), leading); later = (.view(v), leading)
            case (.view(let name, _), .superview):
                guard let v = named[name] else { return nil }
                earlier = (.view(v), trailing); later = (.view(superview), trailing)
            case (.view(let a, _), .view(let b, _)):
                guard let u = named[a], let v = named[b] else { return nil }
                earlier = (.view(u), trailing); later = (.view(v), leading)
                for attribute in options.alignments {
                    add((.view(v), attribute), VisualFormat.Predicate(), (.view(u), attribute))
                }
            default:
                return nil
            }
            // The later edge stands the spacing past the earlier one.
            for predicate in connection { add(later, predicate, earlier) }
        }
        return .array(made)
    }

    /// The options a format call passes: the attributes adjacent views align on, and whether
    /// it runs left to right rather than leading to trailing; nil for options it does not know.
    static func visualFormatOptions(_ value: CodeValue?) -> (alignments: [Attribute], leftToRight: Bool)? {
        var alignments: [Attribute] = []
        var leftToRight = false
        let members: [CodeValue]
        switch value {
        case nil, .some(.none): members = []
        case .array(let list)?: members = list
        case .some(let single): members = [single]
        }
        for member in members {
            guard case .member(let name) = member else { return nil }
            switch name {
            case "directionLeadingToTrailing", "directionMask": break
            case "directionLeftToRight": leftToRight = true
            case "alignAllTop": alignments.append(.top)
            case "alignAllBottom": alignments.append(.bottom)
            case "alignAllLeading": alignments.append(.leading)
            case "alignAllTrailing": alignments.append(.trailing)
            case "alignAllLeft": alignments.append(.left)
            case "alignAllRight": alignments.append(.right)
            case "alignAllCenterX": alignments.append(.centerX)
            case "alignAllCenterY": alignments.append(.centerY)
            case "alignAllFirstBaseline": alignments.append(.firstBaseline)
            case "alignAllLastBaseline": alignments.append(.lastBaseline)
            default: return nil
            }
        }
        return (alignments, leftToRight)
    }
}
