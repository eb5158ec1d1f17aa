// Constraints to and from the equation grammar (`AnchorGrammar`): what layout files, fixes and
// exports write, read back into the same constraints.

extension LayoutConstraint {
    /// The constraint as an equation that reads back exactly: every number at full precision,
    /// the priority when not required (`title.top == header.bottom + 8`,
    /// `photo.height == photo.width * 0.75 @750`). ``description`` rounds numbers for people.
    public var equation: String {
        var text = "\(first) \(relation) "
        if let second {
            text += multiplier == 1 ? "\(second)" : "\(second) * \(AnchorGrammar.exactNumber(multiplier))"
            if constant != 0 {
                text += constant < 0 ? " - \(AnchorGrammar.exactNumber(-constant))" : " + \(AnchorGrammar.exactNumber(constant))"
            }
        } else {
            text += AnchorGrammar.exactNumber(constant)
        }
        if !priority.isRequired {
            let value = priority.value
            text += value == value.rounded() ? " @\(Int(value))" : " @\(value)"
        }
        return text
    }

    /// The constraint as the Swift DSL writes it: the equation, with the root view as
    /// `ViewHandle.root` and a priority as `~ 750` (`title.top == ViewHandle.root.safeArea.top + 16 ~ 750`).
    public var swiftEquation: String {
        func swift(_ anchor: Anchor) -> String {
            let text = anchor.description
            let root = AnchorGrammar.rootAlias
            if text == root || text.hasPrefix(root + ".") { return "ViewHandle.root" + text.dropFirst(root.count) }
            return text
        }
        var text = "\(swift(first)) \(relation) "
        if let second {
            text += multiplier == 1 ? swift(second) : "\(swift(second)) * \(AnchorGrammar.exactNumber(multiplier))"
            if constant != 0 {
                text += constant < 0 ? " - \(AnchorGrammar.exactNumber(-constant))" : " + \(AnchorGrammar.exactNumber(constant))"
            }
        } else {
            text += AnchorGrammar.exactNumber(constant)
        }
        if !priority.isRequired {
            let value = priority.value
            text += value == value.rounded() ? " ~ \(Int(value))" : " ~ \(value)"
        }
        return text
    }

    /// The constraints an equation stands for (several for a compound such as `edges`).
    /// - Parameters:
    ///   - text: the equation.
    ///   - names: the ids of the layout the items belong to.
    ///   - priority: the priority when the equation gives none.
    /// - Throws: an ``EquationError`` at the offset in `text` of what is wrong.
    package static func parse(_ text: String, names: ItemNames, priority: Priority = .required, identifier: String? = nil,
                               isActive: Bool = true, origin: ConstraintOrigin = .unspecified) throws(EquationError) -> [LayoutConstraint] {
        try constraints(from: ConstraintEquationParser.parse(text), names: names, priority: priority, identifier: identifier,
                        isActive: isActive, origin: origin)
    }

    /// The constraints a parsed equation stands for; see ``parse(_:names:priority:identifier:isActive:origin:)``.
    package static func constraints(from equation: ConstraintEquation, names: ItemNames, priority: Priority = .required,
                                    identifier: String? = nil, isActive: Bool = true,
                                    origin: ConstraintOrigin = .unspecified) throws(EquationError) -> [LayoutConstraint] {
        let firstItem = try names.item(equation.first)
        let secondItem = try equation.second.map { side throws(EquationError) in try names.item(side) }
        let priority = equation.priority ?? priority

        // A compound on the left expands; the right must be the same compound or a constant.
        if let compound = AnchorGrammar.Compound(rawValue: equation.first.attribute) {
            if let second = equation.second, second.attribute != compound.rawValue {
                throw EquationError(offset: second.attributeOffset, message: "`\(compound.rawValue)` can only be related to `\(compound.rawValue)`, not `\(second.attribute)`")
            }
            if equation.second == nil, !compound.takesConstant {
                throw EquationError(offset: equation.first.attributeOffset, message: "`\(compound.rawValue)` is a set of positions and must be related to another item's `\(compound.rawValue)`")
            }
            // An edge set's constant is an inset, and so is an inequality (as in the DSL):
            // `a.edges >= b.edges + 16` keeps `a` at least 16 inside `b` on every side, so the
            // trailing and bottom members take the relation the other way round.
            return compound.members.map { attribute, sign in
                var constraint = LayoutConstraint(Anchor(firstItem, attribute), compound.isEdgeSet && sign < 0 ? equation.relation.flipped : equation.relation,
                                                  secondItem.map { Anchor($0, attribute) }, multiplier: equation.multiplier,
                                                  constant: sign * equation.constant, priority: priority,
                                                  identifier: identifier, isActive: isActive, origin: origin)
                constraint.compoundSense = sign
                return constraint
            }
        }
        let firstAttribute = try ItemNames.attribute(equation.first)
        var secondAnchor: Anchor? = nil
        if let second = equation.second, let secondItem {
            if AnchorGrammar.Compound(rawValue: second.attribute) != nil {
                throw EquationError(offset: second.attributeOffset, message: "`\(second.attribute)` can only be related to `\(second.attribute)`, not `\(equation.first.attribute)`")
            }
            secondAnchor = Anchor(secondItem, try ItemNames.attribute(second))
        }
        return [LayoutConstraint(Anchor(firstItem, firstAttribute), equation.relation, secondAnchor,
                                 multiplier: equation.multiplier, constant: equation.constant, priority: priority,
                                 identifier: identifier, isActive: isActive, origin: origin)]
    }
}
