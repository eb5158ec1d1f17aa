import ScrollLayout

// Expressions: names, members, calls, literals. UIKit's API (initialisers, anchors,
// constraints, properties) is in SwiftSetupEvaluator+UIKit.swift, SnapKit's in +SnapKit.

extension SwiftSetupEvaluator {
    mutating func evaluate(_ expression: SwiftExpression) -> CodeValue {
        steps += 1
        guard steps < Self.stepLimit else { return .unknown(views: []) }
        switch expression {
        case .name(let name, let position):
            return resolve(name, at: position)
        case .number(let value):
            // `1e999` is infinite: no layout can use it.
            return value.isFinite ? .number(value) : .unknown(views: [])
        case .string(let text):
            return .string(text)
        case .boolean(let value):
            return .boolean(value)
        case .nilLiteral:
            return .none
        case .implicitMember(let name, _):
            return .member(name)
        case .member(let base, let name, _):
            if case .name(let typeName, _) = base, let first = typeName.first, first.isUppercase,
               lookUpWithoutEvaluating(typeName) == nil, !type.properties.contains(where: { $0.name == typeName }) {
                return staticMember(of: typeName, name)
            }
            if case .name("self", _) = base, extensionReceivers.isEmpty, let value = selfMember(name) { return value }
            let receiver = evaluate(base)
            return member(of: receiver, name) ?? .unknown(views: receiver.views)
        case .call(let callee, let arguments, let position):
            return evaluateCall(callee, arguments, at: position)
        case .array(let elements, _):
            return .array(elements.map { evaluate($0) })
        case .dictionary(let entries, _):
            return .dictionary(keys: entries.map(\.key), values: entries.map { evaluate($0.value) })
        case .closure(let closure):
            return .closure(closure)
        case .prefix(let op, let operand):
            let value = evaluate(operand)
            if op == "-", let n = value.number { return .number(-n) }
            if op == "-", let n = value.estimatedNumber { return .estimate(-n.value) }
            if op == "-", case .screenLength(let a, let m, let c) = value { return .screenLength(a, multiplier: -m, constant: -c) }
            if op == "!", case .boolean(let b) = value { return .boolean(!b) }
            return .unknown(views: value.views)
        case .binary(let op, let left, let right, _):
            let l = evaluate(left), r = evaluate(right)
            if let a = l.number, let b = r.number, ["+", "-", "*", "/"].contains(op) {
                return Self.arithmetic(op, a, b).map(CodeValue.number) ?? .unknown(views: [])
            }
            if ["+", "-", "*", "/"].contains(op), let a = l.estimatedNumber, let b = r.estimatedNumber, a.estimated || b.estimated {
                return Self.arithmetic(op, a.value, b.value).map(CodeValue.estimate) ?? .unknown(views: [])
            }
            if let length = Self.screenArithmetic(op, l, r) { return length }
            // A screen length with an app's constant (`view.frame.width - Spacing.large * 2`): an
            // estimate at the screen read for, as each of them is alone.
            if ["+", "-", "*", "/"].contains(op), l.isScreenLength || r.isScreenLength,
               let a = constantEstimate(l), let b = constantEstimate(r) {
                return Self.arithmetic(op, a.value, b.value).map(CodeValue.estimate) ?? .unknown(views: [])
            }
            if op == "..<" || op == "...", let a = l.number.flatMap(Self.count), let b = r.number.flatMap(Self.count) {
                // A literal range, as loops use it (`for index in 0..<3`).
                let end = op == "..<" ? b : b + 1
                guard end - a <= 1000 else { return .unknown(views: []) }
                return .array(end > a ? (a..<end).map { .number(Double($0)) } : [])
            }
            if let a = l.number, let b = r.number, ["==", "!=", "<", ">", "<=", ">="].contains(op) {
                // Comparisons of numbers the reader knows (`index == items.count - 1`).
                switch op {
                case "==": return .boolean(a == b)
                case "!=": return .boolean(a != b)
                case "<": return .boolean(a < b)
                case ">": return .boolean(a > b)
                case "<=": return .boolean(a <= b)
                default: return .boolean(a >= b)
                }
            }
            if op == "==" || op == "!=" {
                // Comparisons with `nil` of values the reader knows.
                var isNil: Bool? = nil
                if case .nilLiteral = right { isNil = l.knownNil }
                if case .nilLiteral = left { isNil = r.knownNil }
                if let isNil { return .boolean(op == "==" ? isNil : !isNil) }
            }
            if op == "+", l.isArray || r.isArray {
                // `[...] + helper(...)`: the known constraints stay; what the reader does not
                // know is one unknown element (its views were decided where it was made).
                return .array(l.elements + r.elements)
            }
            if op == "??" {
                if case .none = l { return r }
                if case .unknown = l { return .unknown(views: l.views + r.views) }
                return l
            }
            return .unknown(views: l.views + r.views)
        case .conditional(_, let yes, let no, _):
            let a = evaluate(yes), b = evaluate(no)
            if let x = a.number, let y = b.number, x == y { return a }
            return .unknown(views: a.views + b.views)
        case .opaque(_, let mentions):
            return .unknown(views: mentions.compactMap(lookUpWithoutEvaluating).flatMap(\.views))
        }
    }

    /// `Type.member` without a call: priorities, enumeration cases, `NSLayoutConstraint`.
    func staticMember(of typeName: String, _ name: String) -> CodeValue {
        if let value = fileConstants.value(of: name, in: typeName) { return .number(value) }
        if typeName == "UIScreen" && name == "main" { return .screen }
        if typeName == "UILayoutPriority", let p = Self.namedPriority(name) { return .priority(p) }
        if typeName == "UIView" && name == "noIntrinsicMetric" { return .number(-1) }
        if typeName == "CGFloat" && name == "greatestFiniteMagnitude" { return .unknown(views: []) }
        if ["UIEdgeInsets", "NSDirectionalEdgeInsets"].contains(typeName) && name == "zero" { return .insets(.zero) }
        if typeName == "CGSize" && name == "zero" { return .size(0, 0) }
        if typeName == "UIFont" { return .type("UIFont") }
        // `UIStackView.Alignment.center`, `NSLayoutConstraint.Axis.vertical`: the case.
        if let first = name.first, first.isLowercase { return .member(name) }
        return .type(name)
    }

    /// UIKit's named priorities.
    static func namedPriority(_ name: String) -> Double? {
        switch name {
        case "required": return 1000
        case "defaultHigh", "high": return 750
        case "defaultLow", "low": return 250
        case "medium": return 500
        case "fittingSizeLevel": return 50
        case "dragThatCanResizeScene": return 510
        case "sceneSizeStayPut": return 500
        case "dragThatCannotResizeScene": return 490
        default: return nil
        }
    }

    /// `value.name` (not called): anchors, guides, `snp`, `superview`, a controller's `view`.
    func member(of value: CodeValue, _ name: String) -> CodeValue? {
        switch value {
        case .type("Self"):
            return Self.controllerMember(name)
        case .view(let v):
            if let attribute = Self.anchorAttribute(name) { return .anchor(.view(v), attribute) }
            switch name {
            case "safeAreaLayoutGuide": return .item(.safeArea(v))
            case "layoutMarginsGuide": return .item(.layoutMargins(v))
            case "readableContentGuide": return .item(.readableContent(v))
            case "contentLayoutGuide": return .item(.contentGuide(v))
            case "frameLayoutGuide": return .item(.frameGuide(v))
            case "snp": return .snap(.view(v), nil)
            case "contentView": return views[v].kind == .view && views[v].madeByUIKitInitializer ? nil : .view(v)
            case "superview": return views[v].superview.map { .view($0) }
            case "arrangedSubviews": return .array(views[v].arranged.map { .view($0) })
            case "subviews": return .array(views[v].subviews.map { .view($0) })
            case "layer": return .layer(v)
            // A controller's view fills the screen, so its bounds are the screen's.
            case "bounds" where v == 0 && isController, "frame" where v == 0 && isController: return .screen
            case "center" where v == 0 && isController: return .screenCenter
            // With the keyboard hidden, the guide's top is the safe area's bottom.
            case "keyboardLayoutGuide": return .legacyGuide(v, top: false)
            default: return nil
            }
        case .item(let item):
            if let attribute = Self.anchorAttribute(name) { return .anchor(item, attribute) }
            if name == "snp" { return .snap(item, nil) }
            if name == "owningView", case .customGuide(let g) = item, let owner = guideOwners[g] { return .view(owner) }
            return nil
        case .dictionary(_, let values):
            return name == "values" ? .array(values) : nil
        case .array(let values):
            switch name {
            case "count": return .number(Double(values.count))
            case "isEmpty": return .boolean(values.isEmpty)
            default: return nil
            }
        case .screen:
            switch name {
            case "bounds", "size": return .screen
            case "width": return .screenLength(.width, multiplier: 1, constant: 0)
            case "height": return .screenLength(.height, multiplier: 1, constant: 0)
            default: return nil
            }
        case .legacyGuide(let v, let top):
            if name == "snp" { return .legacyGuideSnap(v, top: top) }
            guard let attribute = Self.anchorAttribute(name),
                  let (item, mapped) = Self.legacyGuideEdge(attribute, of: v, top: top) else { return nil }
            return .anchor(item, mapped)
        case .legacyGuideSnap(let v, let top):
            guard let list = Self.snapAttributes(name), list.count == 1,
                  let (item, mapped) = Self.legacyGuideEdge(list[0], of: v, top: top) else { return nil }
            return .snap(item, [mapped])
        case .snap(let item, let attributes):
            if let list = Self.snapAttributes(name) { return .snap(item, (attributes ?? []) + list) }
            return nil
        case .snapMaker(let view, let attributes):
            if let list = Self.snapAttributes(name) { return .snapMaker(view: view, attributes: attributes + list) }
            return nil
        case .member("zero"):
            // `.zero` insets, size, point or rectangle: every part is 0.
            return .number(0)
        case .snapConstraints:
            return name == "constraint" ? value : nil
        case .constraint:
            return name == "constraint" ? value : nil
        case .insets(let insets):
            switch name {
            case "top": return .number(insets.top)
            case "bottom": return .number(insets.bottom)
            case "left", "leading": return .number(insets.left)
            case "right", "trailing": return .number(insets.right)
            default: return nil
            }
        case .size(let w, let h):
            if name == "width" { return .number(w) }
            if name == "height" { return .number(h) }
            return nil
        default:
            return nil
        }
    }

    /// An edge of a legacy layout guide (or the keyboard's, hidden): its inner edge is the safe
    /// area's (`topLayoutGuide.bottomAnchor` is its top); its outer edge and sides are the
    /// view's. Its height (`length`) is the inset, and its centre follows it: not known here.
    static func legacyGuideEdge(_ attribute: Attribute, of v: Int, top: Bool) -> (CodeItem, Attribute)? {
        switch attribute {
        case .bottom where top: return (.safeArea(v), .top)
        case .top where !top: return (.safeArea(v), .bottom)
        case .height, .centerY, .firstBaseline, .lastBaseline: return nil
        default: return (.view(v), attribute)
        }
    }

    /// `a op b` for the four operations, nil for another operator, a division by zero or a
    /// result past `Double` (no layout can use it).
    static func arithmetic(_ op: String, _ a: Double, _ b: Double) -> Double? {
        let result: Double
        switch op {
        case "+": result = a + b
        case "-": result = a - b
        case "*": result = a * b
        case "/": guard b != 0 else { return nil }; result = a / b
        default: return nil
        }
        return result.isFinite ? result : nil
    }

    /// A screen length with a number added, subtracted, multiplied or divided: still a
    /// screen length (`UIScreen.main.bounds.width - 32`, `UIScreen.main.bounds.height * 0.4`).
    static func screenArithmetic(_ op: String, _ l: CodeValue, _ r: CodeValue) -> CodeValue? {
        switch (l, r, op) {
        case (.screenLength(let a, let m, let c), .number(let n), "+"): return .screenLength(a, multiplier: m, constant: c + n)
        case (.number(let n), .screenLength(let a, let m, let c), "+"): return .screenLength(a, multiplier: m, constant: c + n)
        case (.screenLength(let a, let m, let c), .number(let n), "-"): return .screenLength(a, multiplier: m, constant: c - n)
        case (.screenLength(let a, let m, let c), .number(let n), "*"), (.number(let n), .screenLength(let a, let m, let c), "*"):
            return n != 0 ? .screenLength(a, multiplier: m * n, constant: c * n) : nil
        case (.screenLength(let a, let m, let c), .number(let n), "/"):
            return n != 0 ? .screenLength(a, multiplier: m / n, constant: c / n) : nil
        default: return nil
        }
    }

    /// A constraint's constant: a number, an estimate (an app's constant), or a length of the
    /// screen (`view.frame.width / 25`, `-UIScreen.main.bounds.height * 0.1`). A constant holds
    /// one number, so a screen length is taken at the length of the ``screen`` the file is read
    /// for and counts as an estimate: on another screen the app's value differs, and an issue
    /// resting on it is a note. Nil for anything else.
    func constantEstimate(_ value: CodeValue) -> (value: Double, estimated: Bool)? {
        if case .screenLength(let attribute, let m, let c) = value {
            let length = attribute == .height ? screen.size.height : screen.size.width
            let result = m * length + c
            return result.isFinite ? (result, true) : nil
        }
        return value.estimatedNumber
    }

    /// `topAnchor` → `.top`, and so on.
    static func anchorAttribute(_ name: String) -> Attribute? {
        switch name {
        case "topAnchor": return .top
        case "bottomAnchor": return .bottom
        case "leadingAnchor": return .leading
        case "trailingAnchor": return .trailing
        case "leftAnchor": return .left
        case "rightAnchor": return .right
        case "widthAnchor": return .width
        case "heightAnchor": return .height
        case "centerXAnchor": return .centerX
        case "centerYAnchor": return .centerY
        case "firstBaselineAnchor": return .firstBaseline
        case "lastBaselineAnchor": return .lastBaseline
        default: return nil
        }
    }

    /// A call: a method of this type, a UIKit initialiser or method, SnapKit, or something
    /// the reader does not follow (whose view arguments become decided by code).
    mutating func evaluateCall(_ callee: SwiftExpression, _ arguments: [SwiftArgument], at position: SourcePosition) -> CodeValue {
        switch callee {
        case .name(let name, _):
            if let receiver = extensionReceivers.last, lookUpWithoutEvaluating(name) == nil {
                // A bare call inside an extension method: another extension method, or UIView's own.
                if let method = Self.matching(extensionMethods, name, arguments) {
                    return runExtension(method, on: receiver, arguments.map { ($0.label, evaluate($0.value)) })
                }
                if let value = callOnView(receiver, name, arguments, at: position) { return value }
                return callMethod(on: .view(receiver), name, arguments, at: position)
            }
            if lookUpWithoutEvaluating(name) == nil, let method = method(named: name, arguments: arguments) {
                return run(method, arguments: arguments.map { ($0.label, evaluate($0.value)) })
            }
            if case .closure(let closure) = lookUpWithoutEvaluating(name) ?? .none {
                return call(closure, with: arguments.map { evaluate($0.value) })
            }
            if let first = name.first, first.isUppercase, lookUpWithoutEvaluating(name) == nil {
                return construct(name, arguments, at: position)
            }
            if !isController, lookUpWithoutEvaluating(name) == nil, let value = callOnView(0, name, arguments, at: position) {
                return value
            }
            return unknownCall(name, arguments, at: position)
        case .member(let base, let name, let memberPosition):
            if case .name("self", _) = base, let method = method(named: name, arguments: arguments) {
                return run(method, arguments: arguments.map { ($0.label, evaluate($0.value)) })
            }
            if case .name("super", _) = base { return .none }
            if ["append", "removeAll", "insert"].contains(name), isAssignable(base) {
                // Mutating an array held in a local or a property.
                var elements: [CodeValue] = []
                if case .array(let existing) = evaluate(base) { elements = existing }
                let values = arguments.map { (label: $0.label, value: evaluate($0.value)) }
                switch name {
                case "append":
                    if values.first?.label == "contentsOf", case .array(let more) = values[0].value { elements += more }
                    else if let first = values.first { elements.append(first.value) }
                case "insert":
                    if let first = values.first { elements.insert(first.value, at: 0) }
                default:
                    elements = []
                }
                assign(base, "=", .array(elements), at: position)
                return .none
            }
            if case .name(let typeName, _) = base, let first = typeName.first, first.isUppercase, lookUpWithoutEvaluating(typeName) == nil,
               !type.properties.contains(where: { $0.name == typeName }) {
                return callStatic(typeName, name, arguments, at: memberPosition)
            }
            let receiver = evaluate(base)
            return callMethod(on: receiver, name, arguments, at: memberPosition)
        case .closure(let closure):
            return call(closure, with: arguments.map { evaluate($0.value) })
        case .implicitMember(let name, let memberPosition):
            // `.systemFont(ofSize: 17)`, `.init(top: 8, left: 16, bottom: 8, right: 16)`,
            // `.init(rawValue: 999)`: the type comes from the context.
            if ["systemFont", "boldSystemFont", "italicSystemFont", "preferredFont", "monospacedDigitSystemFont"].contains(name) {
                return callStatic("UIFont", name, arguments, at: memberPosition)
            }
            if name == "init" {
                let labels = arguments.map { $0.label ?? "" }
                if labels == ["top", "left", "bottom", "right"] { return construct("UIEdgeInsets", arguments, at: memberPosition) }
                if labels == ["top", "leading", "bottom", "trailing"] { return construct("NSDirectionalEdgeInsets", arguments, at: memberPosition) }
                if labels == ["rawValue"] { return construct("UILayoutPriority", arguments, at: memberPosition) }
                if labels == ["width", "height"] { return construct("CGSize", arguments, at: memberPosition) }
            }
            let values = arguments.map { evaluate($0.value) }
            return .unknown(views: values.flatMap(\.views))
        default:
            let value = evaluate(callee)
            let argumentViews = arguments.flatMap { evaluate($0.value).views }
            decide(views: value.views + argumentViews, because: "line \(position.line) passes it to code this reader does not follow")
            return .unknown(views: value.views + argumentViews)
        }
    }

    /// A method of this type that a call names, matched by name and argument labels (those
    /// left out must have defaults).
    func method(named name: String, arguments: [SwiftArgument]) -> SwiftMethod? {
        Self.matching(type.methods, name, arguments)
    }

    /// Runs an extension method of a UIKit view class with `self` the view it is called on.
    mutating func runExtension(_ method: SwiftMethod, on receiver: Int, _ arguments: [(label: String?, value: CodeValue)]) -> CodeValue {
        guard extensionReceivers.count < 8 else { return .unknown(views: [receiver]) }
        extensionReceivers.append(receiver)
        defer { extensionReceivers.removeLast() }
        return run(method, arguments: arguments)
    }

    /// The method among `methods` that a call names, matched by name and argument labels.
    static func matching(_ methods: [SwiftMethod], _ name: String, _ arguments: [SwiftArgument]) -> SwiftMethod? {
        let candidates = methods.filter { $0.name == name && $0.name != "init" }
        func matches(_ method: SwiftMethod) -> Bool {
            var next = 0
            for parameter in method.parameters {
                if next < arguments.count, arguments[next].label == parameter.label || (arguments[next].label == nil && next == arguments.count - 1 && arguments[next].value.isClosure) {
                    next += 1
                } else if parameter.defaultValue == nil {
                    return false
                }
            }
            return next == arguments.count
        }
        return candidates.first(where: matches) ?? candidates.first { $0.parameters.count == arguments.count }
    }

    /// Views that closures handed to code the reader does not follow set up (they run when
    /// that code decides: `DispatchQueue.main.async { … }`, a completion handler).
    mutating func decideClosureViews(_ values: [CodeValue], calledBy name: String, at position: SourcePosition) {
        for case .closure(let closure) in values {
            decideViews(mentionedIn: closure.body, because: "a closure passed to `\(name)` (line \(position.line)) sets it up when the app's code runs it")
        }
    }

    /// A call the reader does not follow: the views it receives are decided by code.
    mutating func unknownCall(_ name: String, _ arguments: [SwiftArgument], at position: SourcePosition) -> CodeValue {
        let values = arguments.map { evaluate($0.value) }
        decideClosureViews(values, calledBy: name, at: position)
        if activatesByName(name, values) { return .none }
        let touched = values.flatMap(\.views)
        if Self.harmlessFunctions.contains(name) { return .unknown(views: []) }
        decide(views: touched, because: "`\(name)(…)` (line \(position.line)) receives it, and this reader does not follow that function")
        if !touched.isEmpty { skipped.append((position, "\(name)(…)")) }
        for value in values {
            if case .constraint(let c) = value, c < constraints.count { constraints[c].isHeldByCode = true }
            if case .array(let elements) = value {
                for case .constraint(let c) in elements where c < constraints.count { constraints[c].isHeldByCode = true }
            }
        }
        return .unknown(views: touched)
    }

    /// Functions that take views without changing their layout.
    static let harmlessFunctions: Set<String> = ["print", "debugPrint", "assert", "precondition", "NSLocalizedString", "max", "min", "dump"]
}

extension SwiftExpression {
    /// True for a closure literal.
    var isClosure: Bool { if case .closure = self { return true } else { return false } }
}

extension CodeValue {
    /// True for `nil`, false for a value known not to be, nil when unknown.
    var knownNil: Bool? {
        switch self {
        case .none: return true
        case .unknown: return nil
        default: return false
        }
    }
}

extension SwiftSetupEvaluator {
    /// True for `name` and `self.name`: places an assignment can write.
    func isAssignable(_ expression: SwiftExpression) -> Bool {
        switch expression {
        case .name(let n, _): return n != "self" && n != "view"
        case .member(.name("self", _), _, _): return true
        default: return false
        }
    }
}

extension SwiftSetupEvaluator {
    /// A helper of the app's own that receives constraints and says so in its name
    /// (`constrain([...])`, `activate(...)`, `pin(...)`): it activates them, as such helpers
    /// do. Documented in UIKitCode.md as an assumption.
    mutating func activatesByName(_ name: String, _ values: [CodeValue]) -> Bool {
        let lower = name.lowercased()
        guard ["constrain", "activate", "pin", "addconstraints"].contains(where: { lower.hasPrefix($0) }) else { return false }
        var found = false
        func walk(_ value: CodeValue) {
            switch value {
            case .constraint(let c) where c < constraints.count:
                constraints[c].isActive = true
                found = true
            case .array(let elements): elements.forEach(walk)
            default: break
            }
        }
        values.forEach(walk)
        return found
    }
}

extension CodeValue {
    /// True for an array.
    var isArray: Bool { if case .array = self { return true } else { return false } }
    /// An array's elements, or the value itself as one element.
    var elements: [CodeValue] { if case .array(let values) = self { return values } else { return [self] } }
}
