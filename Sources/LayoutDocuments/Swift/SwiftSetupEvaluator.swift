import ScrollLayout

/// Runs one type's layout setup (a view controller's `loadView`/`viewDidLoad`, a view's
/// initialiser, and the methods of the same type they call) over ``CodeValue``s, recording
/// the views it makes, the hierarchy, the properties layout reads and the constraints it
/// activates. What it cannot follow marks the views involved as decided by code, with the
/// line and the reason; it never guesses a value.
struct SwiftSetupEvaluator {
    /// What kind of type is set up.
    enum Role: Sendable {
        /// A `UIViewController`: the root is its `view`.
        case controller
        /// A `UIView` subclass: the root is `self` (of that kind).
        case view(ViewKind)
    }

    let type: SwiftTypeDeclaration
    let role: Role
    /// Names of types in the same file known to be views (custom classes).
    let viewTypes: Set<String>
    var views: [CodeView] = []
    var guideNames: [String] = []
    var guideOwners: [Int?] = []
    var constraints: [CodeConstraint] = []
    var properties: [String: CodeValue] = [:]
    var evaluatingProperties: Set<String> = []
    var scopes: [[String: CodeValue]] = []
    var callStack: [String] = []
    var returned: CodeValue? = nil
    /// Statements and expressions evaluated: a budget against pathological input.
    var steps = 0
    static let stepLimit = 200_000
    /// Lines the reader did not follow, for the layout's notes.
    var skipped: [(position: SourcePosition, text: String)] = []
    /// Methods of extensions of UIKit view classes in the same file (`extension UIView { func pin(…) }`).
    var extensionMethods: [SwiftMethod] = []
    /// Numeric constants the file's own types declare (`Layout.inset`).
    var fileConstants = FileConstants([])
    /// Constants and variables declared at file scope (`let kPadding: CGFloat = 16`).
    var fileProperties: [SwiftProperty] = []
    /// The screen the file is read for (an iPhone 15 unless a caller says otherwise): a
    /// length of the screen used as a constant (`view.frame.width / 25`) is estimated at this
    /// screen's length.
    var screen: Screen = .iPhone15
    /// The views extension methods are running on, innermost last.
    var extensionReceivers: [Int] = []
    /// The methods run (by where they are declared).
    var ran: Set<SourcePosition> = []
    /// A name for the next view made (the declaration it initialises).
    var pendingName: String? = nil

    init(type: SwiftTypeDeclaration, role: Role, viewTypes: Set<String>) {
        self.type = type
        self.role = role
        self.viewTypes = viewTypes
        switch role {
        case .controller:
            views.append(CodeView(name: "view", kind: .view, position: type.position))
        case .view(let kind):
            views.append(CodeView(name: UIKitCodeSettlement.viewClassRootID, kind: kind, customClass: type.name, position: type.position))
        }
    }

    var isController: Bool { if case .controller = role { return true } else { return false } }

    // MARK: Running methods

    /// Runs `method` with `arguments` bound to its parameters (by label, in order; default
    /// values for those left out); its return value.
    mutating func run(_ method: SwiftMethod, arguments: [(label: String?, value: CodeValue)] = []) -> CodeValue {
        guard callStack.count < 12, !callStack.contains(method.name + "/\(method.parameters.count)") else {
            return .unknown(views: arguments.flatMap(\.value.views))
        }
        callStack.append(method.name + "/\(method.parameters.count)")
        ran.insert(method.position)
        var scope: [String: CodeValue] = [:]
        var next = 0
        for parameter in method.parameters {
            if next < arguments.count, arguments[next].label == parameter.label || parameter.defaultValue == nil {
                scope[parameter.name] = arguments[next].value
                next += 1
            } else if let defaultValue = parameter.defaultValue {
                scopes.append(scope)
                scope[parameter.name] = evaluate(defaultValue)
                scopes.removeLast()
            } else {
                scope[parameter.name] = .unknown(views: [])
            }
        }
        // A method sees its own locals, not its caller's.
        let callerScopes = scopes
        scopes = [scope]
        let savedReturn = returned
        returned = nil
        execute(method.body)
        let result = returned ?? .none
        returned = savedReturn
        scopes = callerScopes
        callStack.removeLast()
        return result
    }

    /// Runs a closure with its parameters (or `$0`, `$1`) bound; its value.
    mutating func call(_ closure: SwiftClosure, with arguments: [CodeValue]) -> CodeValue {
        guard callStack.count < 24 else { return .unknown(views: arguments.flatMap(\.views)) }
        callStack.append("closure")
        var scope: [String: CodeValue] = [:]
        for (k, argument) in arguments.enumerated() {
            scope["$\(k)"] = argument
            if k < closure.parameters.count { scope[closure.parameters[k]] = argument }
        }
        scopes.append(scope)
        let savedReturn = returned
        returned = nil
        var value = CodeValue.none
        // A single-expression closure returns its expression.
        if closure.body.count == 1, case .expression(let e, _) = closure.body[0] {
            value = evaluate(e)
        } else {
            execute(closure.body)
            value = returned ?? .none
        }
        returned = savedReturn
        scopes.removeLast()
        callStack.removeLast()
        return value
    }

    // MARK: Statements

    mutating func execute(_ statements: [SwiftStatement]) {
        for statement in statements {
            if returned != nil { return }
            steps += 1
            guard steps < Self.stepLimit else { return }
            execute(statement)
        }
    }

    mutating func execute(_ statement: SwiftStatement) {
        switch statement {
        case .declaration(let name, let value, _):
            guard let value else {
                bind(name, .none)
                return
            }
            let before = views.count
            pendingName = name
            let result = evaluate(value)
            pendingName = nil
            rename(result, to: name, madeAfter: before)
            bind(name, result)
        case .assignment(let target, let op, let value, let position):
            let before = views.count
            var name: String?
            var isProperty = false
            if case .name(let n, _) = target { name = n; isProperty = !scopes.contains { $0[n] != nil } }
            if case .member(.name("self", _), let n, _) = target { name = n; isProperty = true }
            pendingName = name
            // A property's declared type (not a local's of the same name), for `.init(…)`.
            let declared = isProperty ? name.flatMap { n in type.properties.first { $0.name == n }?.typeName } : nil
            let result = evaluate(value, declaredType: declared)
            pendingName = nil
            if let name { rename(result, to: name, madeAfter: before) }
            assign(target, op, result, at: position)
        case .expression(let expression, _):
            _ = evaluate(expression)
        case .forIn(let names, let sequence, let body, let position):
            let values = evaluate(sequence)
            guard case .array(let elements) = values else {
                decideViews(mentionedIn: body, because: "it is set up in a loop over values known only at run time (line \(position.line))")
                return
            }
            for element in elements {
                var scope: [String: CodeValue] = [:]
                if names.count == 1 {
                    scope[names[0]] = element
                } else if case .array(let parts) = element, parts.count == names.count {
                    for (part, value) in zip(names, parts) where part != "_" { scope[part] = value }
                } else {
                    decideViews(mentionedIn: body, because: "it is set up in a loop over values known only at run time (line \(position.line))")
                    return
                }
                scopes.append(scope)
                execute(body)
                scopes.removeLast()
                if returned != nil { return }
            }
        case .available(let body, _), .block(let body, _):
            execute(body)
        case .conditional(let condition, let branches, let position):
            let shown = condition.count > 40 ? String(condition.prefix(40)) + "…" : condition
            decideViews(mentionedIn: branches.flatMap { $0 }, because: "code under `\(shown)` (line \(position.line)) sets it up, depending on values known only at run time")
        case .ifStatement(let clauses, let condition, let then, let otherwise, let position):
            var bindings: [String: CodeValue] = [:]
            switch decide(clauses, binding: &bindings) {
            case true?:
                scopes.append(bindings)
                execute(then)
                scopes.removeLast()
            case false?:
                if let otherwise { execute(otherwise) }
            case nil:
                let shown = condition.count > 40 ? String(condition.prefix(40)) + "…" : condition
                decideViews(mentionedIn: then + (otherwise ?? []),
                            because: "code under `\(shown)` (line \(position.line)) sets it up, depending on values known only at run time")
            }
        case .guardStatement(let clauses, _, let otherwise, _):
            var bindings: [String: CodeValue] = [:]
            if decide(clauses, binding: &bindings) == false {
                execute(otherwise)
                // The else branch leaves the method.
                if returned == nil { returned = CodeValue.none }
                return
            }
            // Passing (or not known): the names it binds hold their values from here on.
            for (name, value) in bindings { bind(name, value) }
        case .returnStatement(let value, _):
            returned = value.map { evaluate($0) } ?? CodeValue.none
        case .opaque(let position, let mentions):
            decide(views: mentions.compactMap(lookUpWithoutEvaluating).flatMap(\.views),
                   because: "line \(position.line) does something with it this reader does not follow")
            if !mentions.isEmpty { skipped.append((position, mentions.prefix(4).joined(separator: ", "))) }
        }
    }

    /// Whether a condition holds, from values the reader knows: a binding holds for a known
    /// value and fails for `nil`; a test for a boolean literal. Nil when it depends on run time;
    /// `bindings` receives the names bound (unknown values for undecided bindings).
    mutating func decide(_ clauses: [SwiftConditionClause], binding bindings: inout [String: CodeValue]) -> Bool? {
        guard !clauses.isEmpty else { return nil }
        var result: Bool? = true
        for clause in clauses {
            switch clause {
            case .binding(let name, let expression):
                let value = evaluate(expression)
                bindings[name] = value
                switch value {
                case .none: return false
                case .unknown: result = nil
                default: break
                }
            case .test(let expression):
                switch evaluate(expression) {
                case .boolean(false): return false
                case .boolean(true): break
                default: result = nil
                }
            case .opaque:
                result = nil
            }
        }
        return result
    }

    /// Binds a local (or, with no local scope, sets nothing).
    mutating func bind(_ name: String, _ value: CodeValue) {
        if scopes.isEmpty { scopes.append([:]) }
        scopes[scopes.count - 1][name] = value
    }

    /// Names a view after the declaration or property that made it.
    mutating func rename(_ value: CodeValue, to name: String, madeAfter before: Int) {
        if case .view(let v) = value, v >= before, v < views.count { views[v].name = name }
        if case .item(.customGuide(let g)) = value, g < guideNames.count { guideNames[g] = name }
    }

    /// Marks the views that `statements` mention as decided by code.
    mutating func decideViews(mentionedIn statements: [SwiftStatement], because reason: String) {
        let names = statements.flatMap(\.mentionedNames)
        decide(views: names.compactMap(lookUpWithoutEvaluating).flatMap(\.views), because: reason)
    }

    mutating func decide(views indices: [Int], because reason: String) {
        for v in indices where v > 0 && v < views.count { views[v].decide(reason) }
    }

    // MARK: Names

    /// A name's value without running anything (property initialisers not yet run are skipped).
    func lookUpWithoutEvaluating(_ name: String) -> CodeValue? {
        for scope in scopes.reversed() { if let value = scope[name] { return value } }
        return properties[name]
    }

    /// A name's value: a local, `self`, a property (its initialiser run the first time), the
    /// root's own anchors and guides, or a type.
    mutating func resolve(_ name: String, at position: SourcePosition) -> CodeValue {
        for scope in scopes.reversed() { if let value = scope[name] { return value } }
        if let receiver = extensionReceivers.last {
            // Inside an extension method of a UIKit class: `self` is the view it was called on.
            if name == "self" { return .view(receiver) }
            if let member = member(of: .view(receiver), name) { return member }
            if let first = name.first, first.isUppercase { return .type(name) }
            return .unknown(views: [])
        }
        if name == "self" { return isController ? .type("Self") : .view(0) }
        if let value = properties[name] { return value }
        if let property = type.properties.first(where: { $0.name == name }) {
            return evaluateProperty(property)
        }
        if let member = rootMember(name) { return member }
        if let global = fileProperties.first(where: { $0.name == name }) { return evaluateProperty(global) }
        if let first = name.first, first.isUppercase { return .type(name) }
        return .unknown(views: [])
    }

    /// `self.name`: the type's property (a local of the same name does not hide it), or what
    /// the bare name means inside the type (a controller's `view`, a view's anchors).
    mutating func selfMember(_ name: String) -> CodeValue? {
        if let value = properties[name] { return value }
        if let property = type.properties.first(where: { $0.name == name }) {
            return evaluateProperty(property)
        }
        return rootMember(name)
    }

    /// What a bare name means inside the type itself: a controller's `view`, a view's anchors,
    /// guides and (for cells) `contentView`.
    func rootMember(_ name: String) -> CodeValue? {
        if isController {
            return Self.controllerMember(name)
        }
        if name == "contentView" { return .view(0) }
        return member(of: .view(0), name)
    }

    /// A controller's own member: its `view`, and the legacy `topLayoutGuide` and
    /// `bottomLayoutGuide`, whose inner edges are the root view's safe area (iOS 11 and later).
    static func controllerMember(_ name: String) -> CodeValue? {
        switch name {
        case "view": return .view(0)
        case "topLayoutGuide": return .legacyGuide(0, top: true)
        case "bottomLayoutGuide": return .legacyGuide(0, top: false)
        default: return nil
        }
    }

    /// Runs a stored property's initialiser once, naming the view it makes after it.
    mutating func evaluateProperty(_ property: SwiftProperty) -> CodeValue {
        guard !evaluatingProperties.contains(property.name) else { return .unknown(views: []) }
        evaluatingProperties.insert(property.name)
        defer { evaluatingProperties.remove(property.name) }
        let before = views.count
        var value = CodeValue.none
        if let initial = property.value {
            // Initialisers run outside any method's locals.
            let saved = scopes
            scopes = []
            pendingName = property.name
            value = evaluate(initial, declaredType: property.typeName)
            pendingName = nil
            scopes = saved
        } else if let typeName = property.typeName, viewKind(forClass: typeName) != nil || viewTypes.contains(typeName) {
            // `var scrollView: UIScrollView!` assigned later, or an outlet: made elsewhere.
            value = .none
        }
        rename(value, to: property.name, madeAfter: before)
        if property.isWrapped, case .view(let v) = value, v > 0 {
            views[v].decide("its property `\(property.name)` has a wrapper whose code this reader does not see")
        }
        properties[property.name] = value
        return value
    }

    /// A value stored in a property of a declared type: `.init(…)` there makes that class
    /// (`scrollView = .init(frame: .zero)` with `var scrollView: UIScrollView!`), when it is a
    /// view class; anything else is evaluated as usual.
    mutating func evaluate(_ expression: SwiftExpression, declaredType: String?) -> CodeValue {
        if let declaredType, case .call(.implicitMember("init", let position), let arguments, _) = expression,
           viewKind(forClass: declaredType) != nil || viewTypes.contains(declaredType) {
            return construct(declaredType, arguments, at: position)
        }
        return evaluate(expression)
    }

    // MARK: Assignment

    mutating func assign(_ target: SwiftExpression, _ op: String, _ value: CodeValue, at position: SourcePosition) {
        if op == "+=", case .array(let added) = value {
            // `constraints += [...]`: appends.
            var current: [CodeValue] = []
            if case .array(let existing) = evaluate(target) { current = existing }
            assign(target, "=", .array(current + added), at: position)
            return
        }
        switch target {
        case .name(let name, _):
            assignName(name, value)
        case .member(let base, let name, _):
            if case .name("self", _) = base, isController, name == "view", case .view(let v) = value, v > 0 {
                makeRoot(v)
                return
            }
            if case .name("self", _) = base, type.properties.contains(where: { $0.name == name }) || (isController && name == "view") {
                assignName(name, value)
                return
            }
            let receiver = evaluate(base)
            setProperty(name, of: receiver, op, value, at: position)
        default:
            decide(views: evaluate(target).views, because: "line \(position.line) assigns to it in a way this reader does not follow")
        }
    }

    /// `name = value`: a local or a property; a constraint kept in a property is one the app
    /// may change at run time.
    mutating func assignName(_ name: String, _ value: CodeValue) {
        if isController, name == "view", lookUpWithoutEvaluating(name) == nil, case .view(let v) = value, v > 0, v < views.count {
            // `view = UIScrollView()` or `view = scrollView` in `loadView`: that view is the root.
            makeRoot(v)
            return
        }
        for index in scopes.indices.reversed() where scopes[index][name] != nil {
            scopes[index][name] = value
            return
        }
        if let receiver = extensionReceivers.last {
            // `translatesAutoresizingMaskIntoConstraints = false` inside an extension method.
            setViewProperty(receiver, name, "=", value, at: SourcePosition(line: 0, column: 0))
            return
        }
        if type.properties.contains(where: { $0.name == name }) {
            holdConstraints(value)
            properties[name] = value
            return
        }
        if !isController, member(of: .view(0), name) == nil, SwiftSetupEvaluator.viewProperties.contains(name) {
            // A view class setting its own property (`layoutMargins = …` in its initialiser).
            setViewProperty(0, name, "=", value, at: SourcePosition(line: 0, column: 0))
            return
        }
        bind(name, value)
    }

    /// UIView properties a view class sets on itself by their bare names.
    static let viewProperties: Set<String> = [
        "translatesAutoresizingMaskIntoConstraints", "layoutMargins", "directionalLayoutMargins", "isHidden", "clipsToBounds",
        "insetsLayoutMarginsFromSafeArea", "axis", "spacing", "alignment", "distribution", "isLayoutMarginsRelativeArrangement",
        "contentInsetAdjustmentBehavior", "isPagingEnabled", "contentInset", "alwaysBounceVertical", "alwaysBounceHorizontal",
        "isScrollEnabled", "text", "font", "numberOfLines", "backgroundColor",
    ]

    /// Marks the constraints in `value` as kept by the app (it may change them at run time).
    mutating func holdConstraints(_ value: CodeValue) {
        switch value {
        case .constraint(let c) where c < constraints.count: constraints[c].isHeldByCode = true
        case .snapConstraints(let list): for c in list where c < constraints.count { constraints[c].isHeldByCode = true }
        case .array(let elements): for element in elements { holdConstraints(element) }
        default: break
        }
    }
}
