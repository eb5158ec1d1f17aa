import ScrollLayout

// SnapKit, the second dialect: `view.snp.makeConstraints { make in make.top.equalTo(…).offset(8) }`.
// Its rules as its documentation and source state them: `makeConstraints` sets
// `translatesAutoresizingMaskIntoConstraints = false` and activates at once; `equalTo(view)`
// relates the same attribute; a bare number relates sizes to a constant and positions to the
// superview; `inset` is positive on top/left/leading, negative on bottom/right/trailing and
// doubled on sizes; `offset` adds as written; `.high`, `.medium`, `.low` are 750, 500, 250.

extension SwiftSetupEvaluator {
    /// SnapKit's attribute names, compounds expanded.
    static func snapAttributes(_ name: String) -> [Attribute]? {
        switch name {
        case "top": return [.top]
        case "bottom": return [.bottom]
        case "left": return [.left]
        case "right": return [.right]
        case "leading": return [.leading]
        case "trailing": return [.trailing]
        case "width": return [.width]
        case "height": return [.height]
        case "centerX": return [.centerX]
        case "centerY": return [.centerY]
        case "firstBaseline": return [.firstBaseline]
        case "lastBaseline", "baseline": return [.lastBaseline]
        case "topMargin": return [.topMargin]
        case "bottomMargin": return [.bottomMargin]
        case "leftMargin": return [.leftMargin]
        case "rightMargin": return [.rightMargin]
        case "leadingMargin": return [.leadingMargin]
        case "trailingMargin": return [.trailingMargin]
        case "centerXWithinMargins": return [.centerXWithinMargins]
        case "centerYWithinMargins": return [.centerYWithinMargins]
        case "edges": return [.top, .left, .bottom, .right]
        case "directionalEdges": return [.top, .leading, .bottom, .trailing]
        case "horizontalEdges": return [.left, .right]
        case "verticalEdges", "directionalVerticalEdges": return [.top, .bottom]
        case "directionalHorizontalEdges": return [.leading, .trailing]
        case "size": return [.width, .height]
        case "center": return [.centerX, .centerY]
        case "margins": return [.topMargin, .leftMargin, .bottomMargin, .rightMargin]
        case "directionalMargins": return [.topMargin, .leadingMargin, .bottomMargin, .trailingMargin]
        case "centerWithinMargins": return [.centerXWithinMargins, .centerYWithinMargins]
        default: return nil
        }
    }

    /// `view.snp.makeConstraints { … }`, `remakeConstraints`, `updateConstraints`, `removeConstraints()`.
    mutating func snapCall(on v: Int, _ name: String, _ arguments: [SwiftArgument], at position: SourcePosition) -> CodeValue {
        guard ["makeConstraints", "remakeConstraints", "updateConstraints", "removeConstraints", "prepareConstraints"].contains(name) else {
            views[v].decide("`snp.\(name)(…)` (line \(position.line)) is code this reader does not follow")
            return .unknown(views: [v])
        }
        views[v].translatesAutoresizingMask = false
        if name == "remakeConstraints" || name == "removeConstraints" {
            for c in constraints.indices where constraints[c].snapOwner == v { constraints[c].isActive = false }
            if name == "removeConstraints" { return .none }
        }
        guard case .closure(let closure)? = arguments.last?.value else {
            views[v].decide("line \(position.line) passes SnapKit a closure this reader does not see")
            return .unknown(views: [v])
        }
        let before = constraints.count
        _ = call(closure, with: [.snapMaker(view: v, attributes: [])])
        if name == "updateConstraints" {
            // An update changes the constant of the constraint it matches, or adds one.
            for c in before..<constraints.count {
                let new = constraints[c]
                if let old = constraints[..<before].indices.last(where: { k in
                    let o = constraints[k]
                    return o.isActive && o.snapOwner == v && o.first.item == new.first.item && o.first.attribute == new.first.attribute
                        && o.relation == new.relation && o.second?.item == new.second?.item && o.second?.attribute == new.second?.attribute
                }) {
                    constraints[old].constant = new.constant
                    constraints[c].isActive = false
                }
            }
        }
        return .none
    }

    /// `make.top.equalTo(…)`: one constraint per attribute named.
    mutating func snapRelation(view v: Int, attributes: [Attribute], _ name: String, _ arguments: [SwiftArgument], at position: SourcePosition) -> CodeValue {
        let relations: [String: LayoutRelation] = [
            "equalTo": .equal, "greaterThanOrEqualTo": .greaterThanOrEqual, "lessThanOrEqualTo": .lessThanOrEqual,
            "equalToSuperview": .equal, "greaterThanOrEqualToSuperview": .greaterThanOrEqual, "lessThanOrEqualToSuperview": .lessThanOrEqual,
        ]
        guard let relation = relations[name], !attributes.isEmpty else {
            views[v].decide("`make.\(name)(…)` (line \(position.line)) is SnapKit this reader does not follow")
            return .unknown(views: [v])
        }
        let target: CodeValue
        if name.hasSuffix("Superview") {
            guard let parent = views[v].superview else {
                views[v].decide("line \(position.line) relates it to a superview it does not have yet in this code")
                return .unknown(views: [v])
            }
            target = .view(parent)
        } else {
            target = arguments.first.map { evaluate($0.value) } ?? .none
        }
        var made: [Int] = []
        var heldByCode = false, unknownValue = false
        for (k, attribute) in attributes.enumerated() {
            var second: (item: CodeItem, attribute: Attribute)? = nil
            var constant = 0.0, multiplier = 1.0
            switch target {
            case .view(let w):
                second = (.view(w), attribute)
            case .item(let item):
                second = (item, attribute)
            case .snap(let item, let list):
                if let list, !list.isEmpty {
                    guard list.count == 1 || k < list.count else { return snapUnknown(v, position) }
                    second = (item, list.count == 1 ? list[0] : list[k])
                } else {
                    second = (item, attribute)
                }
            case .size(let w, let h):
                guard attribute == .width || attribute == .height else { return snapUnknown(v, position) }
                constant = attribute == .width ? w : h
            case .screenLength(let screenAttribute, let m, let c) where attribute == .width || attribute == .height:
                // The screen's length is the root view's on every screen checked.
                guard m > 0 else { return snapUnknown(v, position) }
                second = (.view(0), screenAttribute)
                multiplier = m
                constant = c
            case .number, .estimate, .member, .screenLength:
                // A number (a screen length as a position, `make.top.equalTo(h / 3)`, estimated
                // at the screen read for, as a constant is): a size, or an offset from the
                // superview's same edge.
                guard let (n, estimated) = constantEstimate(target) else { return snapUnknown(v, position) }
                if estimated { heldByCode = true; unknownValue = true }
                if attribute != .width && attribute != .height {
                    guard let parent = views[v].superview else { return snapUnknown(v, position) }
                    second = (.view(parent), attribute)
                }
                constant = n
            default:
                return snapUnknown(v, position, touched: target.views)
            }
            var constraint = CodeConstraint(first: (.view(v), attribute), relation: relation, second: second, position: position)
            constraint.constant = constant
            constraint.multiplier = multiplier
            constraint.isActive = true
            constraint.snapOwner = v
            constraint.isHeldByCode = heldByCode
            constraint.usesUnknownValue = unknownValue
            constraints.append(constraint)
            made.append(constraints.count - 1)
        }
        return .snapConstraints(made)
    }

    mutating func snapUnknown(_ v: Int, _ position: SourcePosition, touched: [Int] = []) -> CodeValue {
        decide(views: [v] + touched, because: "line \(position.line) relates it with SnapKit to a value known only at run time")
        return .unknown(views: [v] + touched)
    }

    /// `.offset(8)`, `.inset(16)`, `.multipliedBy(0.5)`, `.priority(.high)` on what `equalTo` made.
    mutating func snapModifier(_ list: [Int], _ name: String, _ arguments: [SwiftArgument]) -> CodeValue {
        let value = arguments.first.map { evaluate($0.value) } ?? .none
        for c in list where c < constraints.count {
            let attribute = constraints[c].first.attribute
            switch name {
            case "offset":
                if let n = constantEstimate(value) {
                    constraints[c].constant += n.value
                    if n.estimated { constraints[c].isHeldByCode = true; constraints[c].usesUnknownValue = true }
                } else {
                    constraints[c].isHeldByCode = true
                }
            case "inset":
                var insets: EdgeInsets?
                if let n = constantEstimate(value) {
                    insets = EdgeInsets(all: n.value)
                    if n.estimated { constraints[c].isHeldByCode = true; constraints[c].usesUnknownValue = true }
                }
                if case .insets(let i) = value { insets = i }
                guard let insets else {
                    constraints[c].isHeldByCode = true
                    continue
                }
                switch attribute {
                case .top, .topMargin: constraints[c].constant += insets.top
                case .left, .leading, .leftMargin, .leadingMargin: constraints[c].constant += insets.left
                case .bottom, .bottomMargin: constraints[c].constant -= insets.bottom
                case .right, .trailing, .rightMargin, .trailingMargin: constraints[c].constant -= insets.right
                case .width: constraints[c].constant -= insets.left + insets.right
                case .height: constraints[c].constant -= insets.top + insets.bottom
                case .centerX, .centerXWithinMargins: constraints[c].constant += (insets.left - insets.right) / 2
                case .centerY, .centerYWithinMargins: constraints[c].constant += (insets.top - insets.bottom) / 2
                default: break
                }
            case "multipliedBy":
                if let n = value.number { constraints[c].multiplier *= n; constraints[c].constant *= n } else { constraints[c].isHeldByCode = true }
            case "dividedBy":
                if let n = value.number, n != 0 { constraints[c].multiplier /= n; constraints[c].constant /= n } else { constraints[c].isHeldByCode = true }
            case "priority":
                if let p = value.number ?? value.memberName.flatMap(Self.namedPriority) { constraints[c].priority = p } else { constraints[c].isHeldByCode = true }
            case "priorityHigh": constraints[c].priority = 750
            case "priorityMedium": constraints[c].priority = 500
            case "priorityLow": constraints[c].priority = 250
            case "priorityRequired": constraints[c].priority = 1000
            case "labeled", "identifier":
                break
            default:
                constraints[c].isHeldByCode = true
            }
        }
        return .snapConstraints(list)
    }
}
