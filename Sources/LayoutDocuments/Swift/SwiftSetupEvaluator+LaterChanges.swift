import ScrollLayout

// What the type's other methods (run later: `viewWillAppear`, `configure(with:)`, actions,
// callbacks) change in the layout. The setup is one state; a view whose text, image,
// visibility, hierarchy or constraints another method changes is decided by code, and a
// constraint another method changes is the app's to change.

extension SwiftSetupEvaluator {
    /// Members whose change alters what layout computes for a view.
    static let layoutMembers: Set<String> = [
        "text", "attributedText", "image", "isHidden", "font", "numberOfLines", "axis", "spacing", "alignment", "distribution",
        "addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview", "removeArrangedSubview", "removeFromSuperview",
        "setTitle", "setAttributedTitle", "setImage", "contentInset", "layoutMargins", "directionalLayoutMargins", "snp",
        "setCustomSpacing", "setContentHuggingPriority", "setContentCompressionResistancePriority", "title", "contentSize",
        "isLayoutMarginsRelativeArrangement", "frame", "bounds",
    ]

    /// Marks what the methods that the setup did not run change (see the file's comment).
    mutating func markLaterChanges() {
        for method in type.methods where !ran.contains(method.position) && method.name != "init" {
            var changes: [(name: String, member: String, position: SourcePosition)] = []
            collectChanges(method.body, into: &changes)
            let framed = isController && Self.layoutPassMethods.contains(method.name) ? placeFramesOfLayoutPass(method.body) : []
            for change in changes {
                // Properties the setup used (others are not in this layout; the root is the screen).
                guard let value = properties[change.name] else { continue }
                switch value {
                case .view(let v) where v > 0 && change.member == "frame" && framed.contains(v):
                    break
                case .view(let v) where v > 0 && (Self.layoutMembers.contains(change.member) || change.member.hasSuffix("Constraints")
                                                     || change.member.hasPrefix("constraint")):
                    views[v].decide("`\(method.name)` (line \(change.position.line)) changes its `\(change.member)` after this setup")
                case .constraint, .snapConstraints, .array:
                    holdConstraints(value)
                default:
                    break
                }
            }
        }
    }

    /// A controller's methods that run in every layout pass, after the set-up.
    static let layoutPassMethods: Set<String> = ["viewWillLayoutSubviews", "viewDidLayoutSubviews"]

    /// `scrollView.frame = view.bounds` (or a frame computed from the screen, or spelled out)
    /// written unconditionally in a layout pass: every pass puts the view there, so it is the
    /// frame UIKit shows, as when the set-up sets it. Only for a view whose frame the set-up
    /// leaves alone; the views placed so.
    mutating func placeFramesOfLayoutPass(_ body: [SwiftStatement]) -> Set<Int> {
        var placed: Set<Int> = []
        for statement in body {
            guard case .assignment(.member(let base, "frame", _), "=", let valueExpression, let position) = statement else { continue }
            var name: String?
            if case .name(let n, _) = base { name = n }
            if case .member(.name("self", _), let n, _) = base { name = n }
            guard let name, case .view(let v)? = properties[name], v > 0, views[v].frameLine == nil, views[v].decidedByCode == nil else { continue }
            // Values read without running anything: member chains and `CGRect(…)`.
            switch valueExpression {
            case .member, .call(.name("CGRect", _), _, _): break
            default: continue
            }
            guard views[v].placeFrame(evaluate(valueExpression), isCenter: false) else { continue }
            views[v].frameLine = position.line
            placed.insert(v)
        }
        return placed
    }

    /// `name.member = …`, `name.member(…)`, `self.name.member…` and `name.member.constant = …`
    /// in statements (closures and branches included).
    func collectChanges(_ statements: [SwiftStatement], into changes: inout [(name: String, member: String, position: SourcePosition)]) {
        for statement in statements {
            switch statement {
            case .assignment(let target, _, let value, let position):
                if let (name, member) = Self.rootAndMember(target) { changes.append((name, member, position)) }
                collectChanges(in: value, into: &changes)
            case .expression(let expression, _):
                collectChanges(in: expression, into: &changes)
            case .declaration(_, let value, _):
                if let value { collectChanges(in: value, into: &changes) }
            case .forIn(_, _, let body, _), .available(let body, _), .block(let body, _):
                collectChanges(body, into: &changes)
            case .conditional(_, let branches, _):
                for branch in branches { collectChanges(branch, into: &changes) }
            case .ifStatement(_, _, let then, let otherwise, _):
                collectChanges(then, into: &changes)
                collectChanges(otherwise ?? [], into: &changes)
            case .guardStatement(_, _, let otherwise, _):
                collectChanges(otherwise, into: &changes)
            case .returnStatement(let value, _):
                if let value { collectChanges(in: value, into: &changes) }
            case .opaque:
                break
            }
        }
    }

    private func collectChanges(in expression: SwiftExpression, into changes: inout [(name: String, member: String, position: SourcePosition)]) {
        switch expression {
        case .call(let callee, let arguments, let position):
            if let (name, member) = Self.rootAndMember(callee),
               Self.layoutMembers.contains(member) || member.hasSuffix("Constraints") || member.hasPrefix("constraint") {
                changes.append((name, member, position))
                // Views passed to a hierarchy change move too.
                for argument in arguments {
                    if case .name(let n, _) = argument.value { changes.append((n, member, position)) }
                    if case .member(.name("self", _), let n, _) = argument.value { changes.append((n, member, position)) }
                }
            }
            collectChanges(in: callee, into: &changes)
            for argument in arguments { collectChanges(in: argument.value, into: &changes) }
        case .closure(let closure):
            collectChanges(closure.body, into: &changes)
        case .member(let base, _, _):
            collectChanges(in: base, into: &changes)
        case .array(let elements, _):
            for element in elements { collectChanges(in: element, into: &changes) }
        case .dictionary(let entries, _):
            for entry in entries { collectChanges(in: entry.value, into: &changes) }
        default:
            break
        }
    }

    /// The property an expression starts from and the member it changes: `label.text` →
    /// (`label`, `text`), `self.stack.addArrangedSubview` → (`stack`, `addArrangedSubview`),
    /// `heightConstraint.constant` → (`heightConstraint`, `constant`).
    static func rootAndMember(_ expression: SwiftExpression) -> (String, String)? {
        guard case .member(var base, let member, _) = expression else { return nil }
        var last = member
        while true {
            switch base {
            case .name(let n, _):
                return n == "self" ? nil : (n, last)
            case .member(.name("self", _), let n, _):
                return (n, last)
            case .member(let inner, let name, _):
                // `view.layer.cornerRadius` changes the layer, not layout: keep the first member.
                last = name == "snp" ? "snp" : (layoutMembers.contains(name) || name.hasPrefix("constraint") ? name : last)
                base = inner
            case .call(let inner, _, _):
                // `spacer.widthAnchor.constraint(…).isActive = true`: the call's receiver.
                base = inner
            default:
                return nil
            }
        }
    }
}
