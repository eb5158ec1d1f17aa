// The part of Swift's syntax the UIKit code reader keeps: types with their stored properties
// and methods, and inside method bodies the statements and expressions layout code is made
// of. Everything else is parsed past and kept only as "something here the reader does not
// follow", with the names it mentions, so the views it touches can be marked decided by code.

/// An expression.
indirect enum SwiftExpression: Sendable {
    /// A name (`scrollView`, `self`, `UIStackView`, `$0`).
    case name(String, SourcePosition)
    /// A number literal.
    case number(Double)
    /// A string literal (nil text when it interpolates).
    case string(String?)
    /// A boolean literal.
    case boolean(Bool)
    /// `nil`.
    case nilLiteral
    /// `.vertical`: a member of a type the context implies.
    case implicitMember(String, SourcePosition)
    /// `base.member`.
    case member(SwiftExpression, String, SourcePosition)
    /// `callee(arguments) { trailing closure }`.
    case call(SwiftExpression, [SwiftArgument], SourcePosition)
    /// `[a, b]`.
    case array([SwiftExpression], SourcePosition)
    /// A dictionary literal: each entry's key (a string literal's text, or nil) and value.
    case dictionary([(key: String?, value: SwiftExpression)], SourcePosition)
    /// `{ params in statements }`.
    case closure(SwiftClosure)
    /// `-x`, `!x`.
    case prefix(String, SwiftExpression)
    /// `a + b`.
    case binary(String, SwiftExpression, SwiftExpression, SourcePosition)
    /// `a ? b : c`.
    case conditional(SwiftExpression, SwiftExpression, SwiftExpression, SourcePosition)
    /// Anything else, with the names it mentions.
    case opaque(SourcePosition, mentions: [String])

    /// Where the expression starts (nil for literals).
    var position: SourcePosition? {
        switch self {
        case .name(_, let p), .implicitMember(_, let p), .array(_, let p), .dictionary(_, let p), .opaque(let p, _): return p
        case .member(let base, _, let p): return base.position ?? p
        case .call(let callee, _, let p): return callee.position ?? p
        case .closure(let c): return c.position
        case .prefix(_, let e): return e.position
        case .binary(_, let l, _, let p), .conditional(let l, _, _, let p): return l.position ?? p
        case .number, .string, .boolean, .nilLiteral: return nil
        }
    }

    /// Every name the expression mentions (closures included).
    var mentionedNames: [String] {
        switch self {
        case .name(let n, _): return [n]
        case .number, .string, .boolean, .nilLiteral, .implicitMember: return []
        case .member(let base, _, _): return base.mentionedNames
        case .call(let callee, let args, _): return callee.mentionedNames + args.flatMap(\.value.mentionedNames)
        case .array(let elements, _): return elements.flatMap(\.mentionedNames)
        case .dictionary(let entries, _): return entries.flatMap(\.value.mentionedNames)
        case .closure(let c): return c.body.flatMap(\.mentionedNames)
        case .prefix(_, let e): return e.mentionedNames
        case .binary(_, let l, let r, _): return l.mentionedNames + r.mentionedNames
        case .conditional(let c, let a, let b, _): return c.mentionedNames + a.mentionedNames + b.mentionedNames
        case .opaque(_, let m): return m
        }
    }
}

/// One argument of a call: its label (nil for none, "" never used) and value. A trailing
/// closure is an argument labelled nil after the others.
struct SwiftArgument: Sendable {
    /// The label.
    var label: String?
    /// The value.
    var value: SwiftExpression
    /// Inside a dictionary literal: the entry's key, when it is a string literal.
    var key: String? = nil
    /// Inside a dictionary literal: whether this is an entry (`key: value`).
    var isEntry = false
}

/// A closure: its parameter names (`$0` when it names none) and statements.
struct SwiftClosure: Sendable {
    /// The parameters (`make`, `view`); empty when the body uses `$0`.
    var parameters: [String]
    /// The statements.
    var body: [SwiftStatement]
    /// Where the closure starts.
    var position: SourcePosition
}

/// A statement.
indirect enum SwiftStatement: Sendable {
    /// `let name = value` / `var name: Type = value` (value nil when only declared).
    case declaration(name: String, value: SwiftExpression?, SourcePosition)
    /// `target = value`, `target += value`.
    case assignment(target: SwiftExpression, operator: String, value: SwiftExpression, SourcePosition)
    /// An expression on its own (a call, mostly).
    case expression(SwiftExpression, SourcePosition)
    /// `for name in sequence { body }`, or `for (a, b) in …` (one name per element of a tuple).
    case forIn(names: [String], sequence: SwiftExpression, body: [SwiftStatement], SourcePosition)
    /// `if #available(…) { body } else { other }`: code the reader runs (the first branch: the
    /// layout is solved for current iOS).
    case available(body: [SwiftStatement], SourcePosition)
    /// `do { body } catch { … }`: the body runs.
    case block([SwiftStatement], SourcePosition)
    /// `if`, `guard`, `switch`, `while`: branches that run or not depending on values the
    /// reader does not know; the text of the condition.
    case conditional(condition: String, branches: [[SwiftStatement]], SourcePosition)
    /// `if clauses { then } else { otherwise }` (`else if` nests in `otherwise`): run when the
    /// clauses can be decided from values the reader knows, else as ``conditional``.
    case ifStatement(clauses: [SwiftConditionClause], condition: String, then: [SwiftStatement], otherwise: [SwiftStatement]?, SourcePosition)
    /// `guard clauses else { otherwise }`.
    case guardStatement(clauses: [SwiftConditionClause], condition: String, otherwise: [SwiftStatement], SourcePosition)
    /// `return value`.
    case returnStatement(SwiftExpression?, SourcePosition)
    /// Something the reader does not follow, with the names it mentions.
    case opaque(SourcePosition, mentions: [String])

    /// Where the statement starts.
    var position: SourcePosition {
        switch self {
        case .declaration(_, _, let p), .assignment(_, _, _, let p), .expression(_, let p), .forIn(_, _, _, let p),
             .available(_, let p), .block(_, let p), .conditional(_, _, let p), .returnStatement(_, let p), .opaque(let p, _),
             .ifStatement(_, _, _, _, let p), .guardStatement(_, _, _, let p):
            return p
        }
    }

    /// Every name the statement mentions.
    var mentionedNames: [String] {
        switch self {
        case .declaration(_, let v, _): return v?.mentionedNames ?? []
        case .assignment(let t, _, let v, _): return t.mentionedNames + v.mentionedNames
        case .expression(let e, _): return e.mentionedNames
        case .forIn(_, let s, let b, _): return s.mentionedNames + b.flatMap(\.mentionedNames)
        case .available(let b, _), .block(let b, _): return b.flatMap(\.mentionedNames)
        case .conditional(_, let branches, _): return branches.flatMap { $0.flatMap(\.mentionedNames) }
        case .returnStatement(let v, _): return v?.mentionedNames ?? []
        case .opaque(_, let m): return m
        case .ifStatement(let clauses, _, let then, let otherwise, _):
            return clauses.flatMap(\.mentionedNames) + then.flatMap(\.mentionedNames) + (otherwise ?? []).flatMap(\.mentionedNames)
        case .guardStatement(let clauses, _, let otherwise, _):
            return clauses.flatMap(\.mentionedNames) + otherwise.flatMap(\.mentionedNames)
        }
    }
}

extension SwiftConditionClause {
    /// Every name the clause mentions.
    var mentionedNames: [String] {
        switch self {
        case .binding(_, let value): return value.mentionedNames
        case .test(let e): return e.mentionedNames
        case .opaque(let m): return m
        }
    }
}

/// A stored property of a type: `let scrollView = UIScrollView()`, `lazy var stack: UIStackView = { … }()`.
struct SwiftProperty: Sendable {
    /// The name.
    var name: String
    /// The declared type's name, when written (`UIScrollView`, `NSLayoutConstraint?`).
    var typeName: String?
    /// The initial value.
    var value: SwiftExpression?
    /// Where it is declared.
    var position: SourcePosition
    /// Declared with an attribute that may be a property wrapper (`@AutoLayout var …`): what
    /// the wrapper does to the value is not in the file.
    var isWrapped: Bool = false
}

/// A method or initializer of a type.
struct SwiftMethod: Sendable {
    /// The base name (`viewDidLoad`, `init`, `setupLayout`).
    var name: String
    /// The parameters.
    var parameters: [SwiftParameter]
    /// The statements.
    var body: [SwiftStatement]
    /// Where it is declared.
    var position: SourcePosition
    /// Marked `override`: a superclass may call it.
    var isOverride: Bool
}

/// A parameter of a method: its argument label (nil for `_`), the name used inside, and its
/// default value.
struct SwiftParameter: Sendable {
    /// The argument label.
    var label: String?
    /// The name inside the body.
    var name: String
    /// The default value, when written.
    var defaultValue: SwiftExpression?
}

/// One clause of an `if` or `guard` condition.
enum SwiftConditionClause: Sendable {
    /// `let name = value` (or `let name`, the value then the name itself).
    case binding(name: String, value: SwiftExpression)
    /// A boolean expression.
    case test(SwiftExpression)
    /// Anything else (`case let … = …`, `#available` mixed with others).
    case opaque(mentions: [String])
}

/// A class, struct or extension of one: its name, what it inherits from, its stored
/// properties and methods (extensions in the same file merged in).
struct SwiftTypeDeclaration: Sendable {
    /// The name.
    var name: String
    /// The superclass and protocols as written.
    var inheritance: [String]
    /// Stored properties in order.
    var properties: [SwiftProperty]
    /// Methods and initializers in order.
    var methods: [SwiftMethod]
    /// Where the declaration starts.
    var position: SourcePosition
}
