import ScrollLayout

extension LayoutFix {
    /// What to do, as UIKit anchor code to paste where the layout is set up:
    /// ``add `bioLabel.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -20)` ``.
    public var uikitDescription: String { render { "`\($0.anchorCode)`" } }
}

extension LayoutConstraint {
    /// The constraint as `NSLayoutAnchor` code (`.isActive = true` left to the reader of the fix;
    /// a priority other than required is named after it).
    public var anchorCode: String {
        var text = "\(Self.anchorCode(first)).constraint("
        let relationLabel: String
        switch relation {
        case .equal: relationLabel = "equalTo"
        case .greaterThanOrEqual: relationLabel = "greaterThanOrEqualTo"
        case .lessThanOrEqual: relationLabel = "lessThanOrEqualTo"
        }
        if let second {
            text += "\(relationLabel): \(Self.anchorCode(second))"
            if multiplier != 1 { text += ", multiplier: \(AnchorGrammar.exactNumber(multiplier))" }
            if constant != 0 { text += ", constant: \(AnchorGrammar.exactNumber(constant))" }
        } else {
            text += "\(relationLabel)Constant: \(AnchorGrammar.exactNumber(constant))"
        }
        text += ")"
        if !priority.isRequired {
            let value = priority.value
            text += " with priority " + (value == value.rounded() ? "\(Int(value))" : "\(value)")
        }
        return text
    }

    /// `view.topAnchor`, `scrollView.contentLayoutGuide.bottomAnchor`, `card.layoutMarginsGuide.leadingAnchor`.
    static func anchorCode(_ anchor: Anchor) -> String {
        var owner: String
        switch anchor.item {
        case .view(let id): owner = id
        case .safeArea(let id): owner = id + ".safeAreaLayoutGuide"
        case .layoutMargins(let id): owner = id + ".layoutMarginsGuide"
        case .contentLayoutGuide(let id): owner = id + ".contentLayoutGuide"
        case .frameLayoutGuide(let id): owner = id + ".frameLayoutGuide"
        case .guide(let id): owner = id
        case .internalGuide(let guide): owner = guide.owner
        }
        var attribute = anchor.attribute
        if attribute.isMargin {
            // `topMargin` is the margins guide's `topAnchor`.
            owner += ".layoutMarginsGuide"
            attribute = attribute.marginFree
        }
        let name: String
        switch attribute {
        case .centerXWithinMargins: name = "centerX"
        case .centerYWithinMargins: name = "centerY"
        default: name = "\(attribute)"
        }
        return "\(owner).\(name)Anchor"
    }
}
