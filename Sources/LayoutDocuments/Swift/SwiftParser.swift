/// A tolerant parser for the Swift that sets up UIKit layouts: it finds classes, structs and
/// their extensions, their stored properties and methods, and parses method bodies into
/// ``SwiftStatement``s. What it does not understand it skips to the end of the statement and
/// keeps as an opaque statement naming what it mentions; it never fails and always advances,
/// and nesting deeper than ``maximumDepth`` is skipped whole (so no input exhausts the stack).
struct SwiftParser {
    /// How deep expressions and blocks may nest before the parser skips them whole.
    static let maximumDepth = 64

    /// The types declared in `tokens`, extensions merged into the type they extend.
    static func parse(_ tokens: [SwiftToken]) -> [SwiftTypeDeclaration] {
        var parser = SwiftParser(tokens: tokens)
        var types: [SwiftTypeDeclaration] = []
        parser.parseDeclarations(into: &types, until: nil)
        var merged: [SwiftTypeDeclaration] = []
        for type in types {
            if let index = merged.firstIndex(where: { $0.name == type.name }) {
                merged[index].inheritance += type.inheritance
                merged[index].properties += type.properties
                merged[index].methods += type.methods
            } else {
                merged.append(type)
            }
        }
        return merged
    }

    /// The name of the pseudo-type that holds a file's top-level constants (no Swift type can
    /// be called this).
    static let fileScopeName = "(file)"

    private let tokens: [SwiftToken]
    private var index = 0
    private var depth = 0
    /// The declaration being read was marked `override`.
    private var sawOverride = false
    /// The declaration being read has an attribute that may be a property wrapper.
    private var sawWrapper = false

    private init(tokens: [SwiftToken]) { self.tokens = tokens }

    private var current: SwiftToken? { index < tokens.count ? tokens[index] : nil }
    private func peekToken(at offset: Int) -> SwiftToken? { index + offset < tokens.count ? tokens[index + offset] : nil }
    private var atEnd: Bool { index >= tokens.count }
    private var position: SourcePosition { current?.position ?? tokens.last?.position ?? SourcePosition(line: 1, column: 1) }

    private func isSymbol(_ symbol: String) -> Bool { current?.isSymbol(symbol) ?? false }
    private func isName(_ name: String) -> Bool { current?.isName(name) ?? false }

    private mutating func advance() { index += 1 }

    /// Skips a balanced group starting at the current opening bracket; returns the names in it.
    @discardableResult
    private mutating func skipGroup() -> [String] {
        guard current != nil else { return [] }
        var level = 0
        var names: [String] = []
        while let token = current {
            if token.kind == .punctuation {
                if ["(", "[", "{"].contains(token.text) { level += 1 }
                if [")", "]", "}"].contains(token.text) { level -= 1 }
            } else if token.kind == .name {
                names.append(token.text)
            }
            advance()
            if level <= 0 { break }
        }
        return names
    }

    private static let modifiers: Set<String> = [
        "private", "fileprivate", "internal", "public", "open", "override", "final", "static", "class", "weak",
        "unowned", "lazy", "required", "convenience", "dynamic", "optional", "mutating", "nonmutating", "nonisolated",
        "indirect", "package", "isolated", "consuming", "borrowing",
    ]

    /// Skips `@attribute(…)` and modifiers like `private(set)` (noting `override` and whether
    /// an attribute other than `@objc`/`@IBOutlet`-style ones came first).
    private mutating func skipAttributesAndModifiers() {
        sawOverride = false
        sawWrapper = false
        while let token = current {
            if token.isName("override") { sawOverride = true }
            if token.isSymbol("@") {
                if let name = peekToken(at: 1)?.text, !["objc", "IBOutlet", "IBAction", "IBInspectable", "MainActor", "available", "discardableResult", "nonobjc", "inlinable", "usableFromInline", "NSManaged", "IBSegueAction", "GKInspectable"].contains(name) {
                    sawWrapper = true
                }
                advance()
                if current?.kind == .name { advance() }
                if isSymbol("("), !(current?.startsLine ?? true) { skipGroup() }
                continue
            }
            // `class` is a modifier only before `func`/`var`/`let`; before a name it declares a type.
            if token.kind == .name, Self.modifiers.contains(token.text) {
                if token.text == "class", let next = self.peekToken(at: 1), next.kind == .name,
                   !["func", "var", "let", "subscript"].contains(next.text) { return }
                advance()
                if isSymbol("("), let inner = peekToken(at: 1), inner.kind == .name, ["set", "get"].contains(inner.text) { skipGroup() }
                continue
            }
            return
        }
    }

    /// Declarations up to the closing brace (or the end of the file). Constants and variables
    /// declared at file scope (`let kPadding: CGFloat = 16`) are kept as the properties of a
    /// type named ``fileScopeName``.
    private mutating func parseDeclarations(into types: inout [SwiftTypeDeclaration], until close: String?) {
        var fileScope = SwiftTypeDeclaration(name: Self.fileScopeName, inheritance: [], properties: [], methods: [], position: position)
        defer { if !fileScope.properties.isEmpty { types.append(fileScope) } }
        while let token = current {
            if let close, token.isSymbol(close) { return }
            skipAttributesAndModifiers()
            guard let keyword = current else { return }
            if keyword.kind == .name, ["class", "struct", "extension", "actor", "enum", "protocol"].contains(keyword.text),
               peekToken(at: 1)?.kind == .name {
                parseType(into: &types)
            } else if keyword.kind == .name, ["let", "var"].contains(keyword.text) {
                parseProperty(into: &fileScope)
            } else if keyword.isSymbol("{") {
                skipGroup()
            } else {
                advance()
            }
        }
    }

    /// `class Name<…>: Super, Protocol where … { members }`.
    private mutating func parseType(into types: inout [SwiftTypeDeclaration]) {
        let start = position
        let keyword = current?.text ?? ""
        advance()
        var name = current?.text ?? ""
        advance()
        // `extension UIView.Something` and generic parameters.
        while isSymbol("."), let next = peekToken(at: 1), next.kind == .name {
            advance()
            name = next.text
            advance()
        }
        if isSymbol("<") || (current?.kind == .operatorSymbol && current?.text.hasPrefix("<") == true) { skipAngles() }
        var inheritance: [String] = []
        if isSymbol(":") {
            advance()
            while let token = current, !token.isSymbol("{") {
                if token.isName("where") {
                    while let t = current, !t.isSymbol("{") { advance() }
                    break
                }
                if token.kind == .name {
                    var qualified = token.text
                    advance()
                    while isSymbol("."), let next = self.peekToken(at: 1), next.kind == .name {
                        qualified = next.text
                        advance(); advance()
                    }
                    if isSymbol("<") || (current?.kind == .operatorSymbol && current?.text.hasPrefix("<") == true) { skipAngles() }
                    inheritance.append(qualified)
                } else {
                    advance()
                }
            }
        }
        while let token = current, !token.isSymbol("{") {
            if token.isSymbol("}") { return }
            advance()
        }
        guard isSymbol("{") else { return }
        advance()
        var type = SwiftTypeDeclaration(name: name, inheritance: keyword == "enum" || keyword == "protocol" ? ["enum"] + inheritance : inheritance,
                                        properties: [], methods: [], position: start)
        var nested: [SwiftTypeDeclaration] = []
        parseMembers(of: &type, nested: &nested)
        if isSymbol("}") { advance() }
        types.append(type)
        types += nested
    }

    /// Skips `<…>` (generic parameters or arguments), nested ones included.
    private mutating func skipAngles() {
        var level = 0
        while let token = current {
            if token.kind == .operatorSymbol || token.kind == .punctuation {
                for c in token.text {
                    if c == "<" { level += 1 }
                    if c == ">" { level -= 1 }
                }
                if token.isSymbol("{") || token.isSymbol("}") { return }
            }
            advance()
            if level <= 0 { return }
        }
    }

    private mutating func parseMembers(of type: inout SwiftTypeDeclaration, nested: inout [SwiftTypeDeclaration]) {
        while let token = current, !token.isSymbol("}") {
            skipAttributesAndModifiers()
            guard let keyword = current, !keyword.isSymbol("}") else { return }
            switch keyword.kind == .name ? keyword.text : "" {
            case "class", "struct", "extension", "actor", "enum", "protocol":
                if peekToken(at: 1)?.kind == .name { parseType(into: &nested) } else { advance() }
            case "let", "var":
                parseProperty(into: &type)
            case "func":
                parseFunction(into: &type)
            case "init":
                parseInitializer(into: &type)
            default:
                if keyword.isSymbol("{") || keyword.isSymbol("(") || keyword.isSymbol("[") { skipGroup() } else { advance() }
            }
        }
    }

    /// `let name: Type = value` or a computed property (skipped).
    private mutating func parseProperty(into type: inout SwiftTypeDeclaration) {
        let isWrapped = sawWrapper
        advance()
        guard let nameToken = current, nameToken.kind == .name else { return }
        let start = nameToken.position
        advance()
        var typeName: String?
        if isSymbol(":") {
            advance()
            typeName = readTypeName()
        }
        var value: SwiftExpression?
        if isSymbol("=") {
            advance()
            value = parseExpression()
        } else if isSymbol("{"), !(current?.startsLine ?? true) {
            // A computed property or observers: not stored state the layout starts from.
            skipGroup()
            return
        }
        if isSymbol("{"), !(current?.startsLine ?? true) { skipGroup() }
        type.properties.append(SwiftProperty(name: nameToken.text, typeName: typeName, value: value, position: start, isWrapped: isWrapped))
    }

    /// A type as written after `:`, up to `=`, `{` or the end of the line; its last simple name.
    private mutating func readTypeName() -> String? {
        var name: String?
        let line = current?.position.line
        while let token = current {
            if token.isSymbol("=") || token.isSymbol("{") || token.isSymbol("}") || token.isSymbol(",") || token.isSymbol(")") { break }
            if token.position.line != line { break }
            if token.isSymbol("(") || token.isSymbol("[") {
                skipGroup()
                continue
            }
            if token.kind == .name { name = token.text }
            advance()
        }
        return name
    }

    /// `func name(params) throws -> T where … { body }`.
    private mutating func parseFunction(into type: inout SwiftTypeDeclaration) {
        let start = position
        let isOverride = sawOverride
        advance()
        guard let nameToken = current else { return }
        advance()
        if isSymbol("<") || (current?.kind == .operatorSymbol && current?.text.hasPrefix("<") == true) { skipAngles() }
        let parameters = isSymbol("(") ? parseParameters() : []
        while let token = current, !token.isSymbol("{") {
            if token.isSymbol("}") || (token.startsLine && token.kind == .name && ["func", "var", "let", "init"].contains(token.text)) { return }
            if token.isSymbol("(") || token.isSymbol("[") { skipGroup() } else { advance() }
        }
        guard isSymbol("{") else { return }
        let body = parseBlock()
        type.methods.append(SwiftMethod(name: nameToken.text, parameters: parameters, body: body, position: start, isOverride: isOverride))
    }

    /// `init(frame: CGRect) { body }`, `init?(coder:)`.
    private mutating func parseInitializer(into type: inout SwiftTypeDeclaration) {
        let start = position
        advance()
        if isSymbol("?") || isSymbol("!") { advance() }
        let parameters = isSymbol("(") ? parseParameters() : []
        while let token = current, !token.isSymbol("{") {
            if token.isSymbol("}") { return }
            advance()
        }
        guard isSymbol("{") else { return }
        let body = parseBlock()
        type.methods.append(SwiftMethod(name: "init", parameters: parameters, body: body, position: start, isOverride: false))
    }

    /// `(label name: Type = default, _ other: Type)`.
    private mutating func parseParameters() -> [SwiftParameter] {
        var parameters: [SwiftParameter] = []
        advance()
        var names: [String] = []
        var defaultValue: SwiftExpression?
        var level = 0
        var sawColon = false
        func flush() {
            guard let last = names.last else { return }
            let label: String? = names.count > 1 ? (names[0] == "_" ? nil : names[0]) : (last == "_" ? nil : last)
            parameters.append(SwiftParameter(label: label, name: last, defaultValue: defaultValue))
        }
        while let token = current {
            if token.isSymbol("(") || token.isSymbol("[") || token.isSymbol("<") { level += 1 }
            if token.isSymbol(")") || token.isSymbol("]") || token.isSymbol(">") {
                if level == 0 {
                    advance()
                    break
                }
                level -= 1
            }
            if level == 0 && token.isSymbol(",") {
                flush()
                names = []
                defaultValue = nil
                sawColon = false
            } else if level == 0 && token.isSymbol(":") {
                sawColon = true
            } else if level == 0 && token.isSymbol("=") && sawColon {
                advance()
                defaultValue = parseExpression()
                continue
            } else if level == 0 && token.isSymbol("{") {
                break
            } else if level == 0 && !sawColon && token.kind == .name {
                names.append(token.text)
            }
            advance()
        }
        flush()
        return parameters
    }

    /// `{ statements }`; the current token is the opening brace.
    private mutating func parseBlock() -> [SwiftStatement] {
        guard isSymbol("{") else { return [] }
        if depth >= Self.maximumDepth {
            let start = position
            return [.opaque(start, mentions: skipGroup())]
        }
        depth += 1
        defer { depth -= 1 }
        advance()
        let statements = parseStatements()
        if isSymbol("}") { advance() }
        return statements
    }

    /// Statements up to a closing brace.
    private mutating func parseStatements() -> [SwiftStatement] {
        var statements: [SwiftStatement] = []
        while let token = current, !token.isSymbol("}") {
            if token.isSymbol(";") {
                advance()
                continue
            }
            let before = index
            statements.append(parseStatement())
            // Whatever follows on the same line that the statement did not take is not understood.
            if let next = current, !next.startsLine, !next.isSymbol("}"), !next.isSymbol(";") {
                let start = next.position
                statements.append(.opaque(start, mentions: skipRestOfStatement()))
            }
            if index == before { advance() }
        }
        return statements
    }

    /// Skips to the next statement (a token starting a line, `;` or the closing brace), groups whole.
    private mutating func skipRestOfStatement() -> [String] {
        var names: [String] = []
        var first = true
        while let token = current {
            if !first && token.startsLine { break }
            if token.isSymbol("}") || token.isSymbol(";") { break }
            first = false
            if token.isSymbol("(") || token.isSymbol("[") || token.isSymbol("{") {
                names += skipGroup()
                continue
            }
            if token.kind == .name { names.append(token.text) }
            advance()
        }
        return names
    }

    private mutating func parseStatement() -> SwiftStatement {
        let start = position
        skipAttributesAndModifiers()
        guard let token = current else { return .opaque(start, mentions: []) }
        if token.kind == .name {
            switch token.text {
            case "let", "var":
                advance()
                guard let name = current, name.kind == .name else { return .opaque(start, mentions: skipRestOfStatement()) }
                advance()
                if isSymbol(":") {
                    advance()
                    _ = readTypeName()
                }
                guard isSymbol("=") else {
                    if isSymbol(",") { return .opaque(start, mentions: skipRestOfStatement()) }
                    return .declaration(name: name.text, value: nil, start)
                }
                advance()
                let value = parseExpression()
                return .declaration(name: name.text, value: value, start)
            case "return":
                advance()
                if let next = current, !next.startsLine, !next.isSymbol("}") { return .returnStatement(parseExpression(), start) }
                return .returnStatement(nil, start)
            case "for":
                return parseFor(start)
            case "if", "guard", "while", "switch", "repeat":
                return parseConditional(start)
            case "do":
                advance()
                let body = parseBlock()
                while isName("catch") {
                    while let t = current, !t.isSymbol("{") { advance() }
                    _ = parseBlock()
                }
                return .block(body, start)
            case "defer", "func", "struct", "class", "enum":
                return .opaque(start, mentions: skipRestOfStatement())
            case "try", "await":
                advance()
                if isSymbol("?") || isSymbol("!") { advance() }
                return parseStatement()
            case "break", "continue", "fallthrough", "throw":
                return .opaque(start, mentions: skipRestOfStatement())
            default:
                break
            }
        }
        let expression = parseExpression()
        if let op = current, op.kind == .operatorSymbol, ["=", "+=", "-=", "*=", "/=", "|=", "&="].contains(op.text) {
            advance()
            let value = parseExpression()
            return .assignment(target: expression, operator: op.text, value: value, start)
        }
        return .expression(expression, start)
    }

    /// `(a, b)` or `(_, b)` in a `for` pattern: the names, or nil (the parser back where it was)
    /// for anything else.
    private mutating func parseTuplePattern() -> [String]? {
        let start = index
        advance()
        var names: [String] = []
        while let token = current, token.kind == .name, !token.isName("in") {
            names.append(token.text)
            advance()
            if isSymbol(",") { advance() } else { break }
        }
        guard isSymbol(")"), names.count >= 2 else { index = start; return nil }
        advance()
        return names
    }

    /// `for name in sequence { body }` (other patterns are opaque).
    private mutating func parseFor(_ start: SourcePosition) -> SwiftStatement {
        advance()
        if isName("case") || isName("try") || isName("await") { return .opaque(start, mentions: skipRestOfStatement()) }
        var names: [String] = []
        if let token = current, token.kind == .name {
            names = [token.text]
            advance()
        } else if isSymbol("("), let tuple = parseTuplePattern() {
            names = tuple
        } else {
            while let t = current, !t.isName("in"), !t.isSymbol("{") { advance() }
        }
        guard isName("in") else { return .opaque(start, mentions: skipRestOfStatement()) }
        advance()
        let sequence = parseExpression(allowTrailingClosure: false)
        if isName("where") {
            while let t = current, !t.isSymbol("{") { advance() }
            return .opaque(start, mentions: sequence.mentionedNames + skipGroup())
        }
        let body = parseBlock()
        guard !names.isEmpty else { return .conditional(condition: "for", branches: [body], start) }
        return .forIn(names: names, sequence: sequence, body: body, start)
    }

    /// `if cond { } else if cond { } else { }`, `guard cond else { }`, `switch x { case …: }`, `while`.
    private mutating func parseConditional(_ start: SourcePosition) -> SwiftStatement {
        let keyword = current?.text ?? ""
        advance()
        if keyword == "repeat" {
            let body = parseBlock()
            if isName("while") { _ = skipRestOfStatement() }
            return .conditional(condition: "repeat", branches: [body], start)
        }
        var condition = ""
        var available = false
        var level = 0
        let conditionStart = index
        while let token = current {
            if level == 0 && token.isSymbol("{") {
                // `if let x = y.first(where: { … })` is rare; a brace at depth 0 opens the body.
                break
            }
            if token.isSymbol("(") || token.isSymbol("[") { level += 1 }
            if token.isSymbol(")") || token.isSymbol("]") { level -= 1 }
            if token.isName("else") && keyword == "guard" { break }
            if token.isSymbol("#") || token.isName("available") {
                if token.isName("available") && condition.hasSuffix("#") { available = true }
            }
            // Spaces between words only: `model.payment?.amount`, `if let x = y`.
            let previousIsWord = index > conditionStart && tokens[index - 1].kind.isWordLike
            let spacedOperator = token.kind == .operatorSymbol && token.spaceBefore
            condition += (previousIsWord && token.kind.isWordLike || spacedOperator ? " " : "") + token.text + (spacedOperator ? " " : "")
            advance()
        }
        let conditionEnd = index
        let clauses = (keyword == "if" || keyword == "guard") && !available ? parseClauses(from: conditionStart, to: conditionEnd) : []
        if keyword == "guard" && isName("else") { advance() }
        var branches: [[SwiftStatement]] = []
        if keyword == "switch" {
            guard isSymbol("{") else { return .opaque(start, mentions: skipRestOfStatement()) }
            branches.append(parseSwitchBody())
            return .conditional(condition: "switch " + condition, branches: branches, start)
        }
        if keyword == "guard" {
            // The rest of the method runs only when the guard passes; the else branch leaves.
            let otherwise = parseBlock()
            return .guardStatement(clauses: clauses, condition: "guard " + condition, otherwise: otherwise, start)
        }
        let then = parseBlock()
        var otherwise: [SwiftStatement]? = nil
        if isName("else") {
            advance()
            if isName("if") {
                let nested = position
                otherwise = [parseConditional(nested)]
            } else {
                otherwise = parseBlock()
            }
        }
        if available && keyword == "if" && condition.hasPrefix("#available") {
            return .available(body: then, start)
        }
        if keyword == "if" {
            return .ifStatement(clauses: clauses, condition: "if " + condition, then: then, otherwise: otherwise, start)
        }
        return .conditional(condition: keyword + " " + condition, branches: [then] + (otherwise.map { [$0] } ?? []), start)
    }

    /// The clauses of a condition between two token indices: `let x = e`, `let x`, or a test.
    private mutating func parseClauses(from start: Int, to end: Int) -> [SwiftConditionClause] {
        let saved = index
        defer { index = saved }
        index = start
        var clauses: [SwiftConditionClause] = []
        while index < end {
            let before = index
            if isName("let") || isName("var") {
                advance()
                guard let name = current, name.kind == .name, index < end else { return clauses + [.opaque(mentions: [])] }
                advance()
                if isSymbol(":") {
                    while index < end, !isSymbol("="), !isSymbol(",") { advance() }
                }
                if isSymbol("="), index < end {
                    advance()
                    clauses.append(.binding(name: name.text, value: parseExpression(allowTrailingClosure: false)))
                } else {
                    clauses.append(.binding(name: name.text, value: .name(name.text, name.position)))
                }
            } else if isName("case") {
                var names: [String] = []
                while index < end, !isSymbol(",") {
                    if current?.kind == .name { names.append(current?.text ?? "") }
                    advance()
                }
                clauses.append(.opaque(mentions: names))
            } else {
                clauses.append(.test(parseExpression(allowTrailingClosure: false)))
            }
            if index > end { return clauses + [.opaque(mentions: [])] }
            if isSymbol(","), index < end { advance() } else if index < end {
                // Not understood to the end: the whole condition is opaque.
                return [.opaque(mentions: [])]
            }
            if index == before { advance() }
        }
        return clauses
    }

    /// The cases of a switch, each a branch.
    private mutating func parseSwitchBody() -> [SwiftStatement] {
        advance()
        var statements: [SwiftStatement] = []
        while let token = current, !token.isSymbol("}") {
            if token.isName("case") || token.isName("default") {
                while let t = current, !t.isSymbol(":") || t.isSymbol("}") {
                    if t.isSymbol("}") { break }
                    if t.isSymbol("(") || t.isSymbol("[") { skipGroup() } else { advance() }
                }
                if isSymbol(":") { advance() }
                continue
            }
            let before = index
            statements.append(parseStatement())
            if index == before { advance() }
        }
        if isSymbol("}") { advance() }
        return statements
    }

    // MARK: Expressions

    /// Binary operators and their precedence, as Swift's standard groups rank them
    /// (multiplication above addition above ranges, nil-coalescing, comparison, `&&`, `||`).
    private static let binaryOperators: [String: Int] = [
        "<<": 160, ">>": 160,
        "*": 150, "/": 150, "%": 150, "&": 150,
        "+": 140, "-": 140, "|": 140, "^": 140,
        "...": 135, "..<": 135,
        "??": 131,
        "==": 130, "!=": 130, "<": 130, ">": 130, "<=": 130, ">=": 130, "===": 130, "!==": 130, "~=": 130,
        "&&": 120,
        "||": 110,
    ]

    /// The right side of `left op …`: operands joined by operators that bind tighter than `op`
    /// first, so `a + b * c` is `a + (b * c)` and `i == n - 1` is `i == (n - 1)`.
    private mutating func parseBinary(_ left: SwiftExpression, op: SwiftToken, precedence: Int, allowTrailingClosure: Bool) -> SwiftExpression {
        var right = parseUnary(allowTrailingClosure: allowTrailingClosure)
        while let next = current, next.kind == .operatorSymbol, let tighter = Self.binaryOperators[next.text], tighter > precedence {
            advance()
            right = parseBinary(right, op: next, precedence: tighter, allowTrailingClosure: allowTrailingClosure)
        }
        return .binary(op.text, left, right, op.position)
    }

    /// An expression: prefix operators, postfix chains, binary operators and `?:`.
    mutating func parseExpression(allowTrailingClosure: Bool = true) -> SwiftExpression {
        let start = position
        if depth >= Self.maximumDepth { return .opaque(start, mentions: skipRestOfStatement()) }
        depth += 1
        defer { depth -= 1 }
        var left = parseUnary(allowTrailingClosure: allowTrailingClosure)
        while let token = current {
            if token.kind == .operatorSymbol, let precedence = Self.binaryOperators[token.text] {
                advance()
                left = parseBinary(left, op: token, precedence: precedence, allowTrailingClosure: allowTrailingClosure)
            } else if token.isSymbol("?"), token.spaceBefore {
                advance()
                let yes = parseExpression(allowTrailingClosure: allowTrailingClosure)
                guard isSymbol(":") else { return .opaque(start, mentions: left.mentionedNames + yes.mentionedNames) }
                advance()
                let no = parseExpression(allowTrailingClosure: allowTrailingClosure)
                left = .conditional(left, yes, no, token.position)
            } else if token.isName("as") || token.isName("is") {
                advance()
                if isSymbol("?") || isSymbol("!") { advance() }
                _ = readCastType()
            } else {
                break
            }
        }
        return left
    }

    /// The type after `as`: a name with members and generic arguments, optionals.
    private mutating func readCastType() -> String? {
        var name: String?
        if isSymbol("[") || isSymbol("(") {
            skipGroup()
            return nil
        }
        while let token = current, token.kind == .name {
            name = token.text
            advance()
            if isSymbol("<") || (current?.kind == .operatorSymbol && current?.text.hasPrefix("<") == true) { skipAngles() }
            guard isSymbol("."), peekToken(at: 1)?.kind == .name else { break }
            advance()
        }
        if isSymbol("?") || isSymbol("!") { advance() }
        return name
    }

    private mutating func parseUnary(allowTrailingClosure: Bool) -> SwiftExpression {
        if let token = current, token.kind == .operatorSymbol, ["-", "!", "+", "~", "&"].contains(token.text) {
            advance()
            let operand = parseUnary(allowTrailingClosure: allowTrailingClosure)
            if token.text == "-", case .number(let value) = operand { return .number(-value) }
            if token.text == "+" || token.text == "&" { return operand }
            return .prefix(token.text, operand)
        }
        if let token = current, token.isName("try") || token.isName("await") {
            advance()
            if isSymbol("?") || isSymbol("!") { advance() }
            return parseUnary(allowTrailingClosure: allowTrailingClosure)
        }
        return parsePostfix(allowTrailingClosure: allowTrailingClosure)
    }

    private mutating func parsePostfix(allowTrailingClosure: Bool) -> SwiftExpression {
        var expression = parsePrimary()
        while let token = current {
            if token.isSymbol(".") {
                guard let member = self.peekToken(at: 1), member.kind == .name || { if case .number = member.kind { return true } else { return false } }() else { break }
                advance(); advance()
                expression = .member(expression, member.text, member.position)
            } else if token.isSymbol("?") && !token.spaceBefore || token.isSymbol("!") && !token.spaceBefore {
                advance()
            } else if token.isSymbol("("), !token.startsLine {
                let arguments = parseArguments(close: ")")
                expression = .call(expression, arguments, token.position)
            } else if token.isSymbol("["), !token.startsLine, !token.spaceBefore {
                // A subscript, as a call of `[]` on the base.
                let arguments = parseArguments(close: "]")
                expression = .call(.member(expression, "[]", token.position), arguments, token.position)
            } else if token.isSymbol("{"), !token.startsLine, allowTrailingClosure {
                let closure = parseClosure()
                if case .call(let callee, var arguments, let p) = expression {
                    arguments.append(SwiftArgument(label: nil, value: .closure(closure)))
                    expression = .call(callee, arguments, p)
                } else {
                    expression = .call(expression, [SwiftArgument(label: nil, value: .closure(closure))], token.position)
                }
            } else if token.kind == .operatorSymbol, token.text.hasPrefix("<"), !token.spaceBefore, case .name = expression {
                // Generic arguments: `Array<UIView>()`.
                skipAngles()
            } else {
                break
            }
        }
        return expression
    }

    /// `( label: value, value )` or `[ … ]`; the current token is the opening bracket.
    private mutating func parseArguments(close: String) -> [SwiftArgument] {
        advance()
        var arguments: [SwiftArgument] = []
        while let token = current, !token.isSymbol(close) {
            if token.isSymbol("}") || token.isSymbol(")") || token.isSymbol("]") { break }
            var label: String?
            if token.kind == .name, let colon = self.peekToken(at: 1), colon.isSymbol(":") {
                label = token.text
                advance(); advance()
            }
            let before = index
            let value = parseExpression()
            arguments.append(SwiftArgument(label: label, value: value))
            if isSymbol(",") {
                advance()
            } else if isSymbol(":") {
                // A dictionary literal's entry: the key (its text, for a string literal) and the value.
                advance()
                let dictionaryValue = parseExpression()
                if case .string(let key) = arguments[arguments.count - 1].value { arguments[arguments.count - 1].key = key }
                arguments[arguments.count - 1].isEntry = true
                arguments[arguments.count - 1].value = dictionaryValue
                if isSymbol(",") { advance() }
            } else if !isSymbol(close) {
                // Not understood inside the brackets: keep what it names and move on.
                if index == before { advance() }
                let start = position
                var names: [String] = []
                while let t = current, !t.isSymbol(close), !t.isSymbol(",") {
                    if t.isSymbol("}") { break }
                    if t.isSymbol("(") || t.isSymbol("[") || t.isSymbol("{") { names += skipGroup() } else {
                        if t.kind == .name { names.append(t.text) }
                        advance()
                    }
                }
                arguments[arguments.count - 1].value = .opaque(start, mentions: value.mentionedNames + names)
                if isSymbol(",") { advance() }
            }
        }
        if isSymbol(close) { advance() }
        return arguments
    }

    private mutating func parsePrimary() -> SwiftExpression {
        guard let token = current else { return .opaque(position, mentions: []) }
        switch token.kind {
        case .number(let value):
            advance()
            return .number(value)
        case .string(let text):
            advance()
            return .string(text)
        case .name:
            advance()
            switch token.text {
            case "true": return .boolean(true)
            case "false": return .boolean(false)
            case "nil": return .nilLiteral
            default: return .name(token.text, token.position)
            }
        case .punctuation, .operatorSymbol:
            if token.isSymbol(".") {
                guard let member = self.peekToken(at: 1), member.kind == .name else {
                    advance()
                    return .opaque(token.position, mentions: [])
                }
                advance(); advance()
                return .implicitMember(member.text, member.position)
            }
            if token.isSymbol("[") {
                let arguments = parseArguments(close: "]")
                if !arguments.isEmpty, arguments.allSatisfy(\.isEntry) {
                    return .dictionary(arguments.map { (key: $0.key, value: $0.value) }, token.position)
                }
                return .array(arguments.map(\.value), token.position)
            }
            if token.isSymbol("(") {
                let arguments = parseArguments(close: ")")
                if arguments.count == 1, arguments[0].label == nil { return arguments[0].value }
                return .opaque(token.position, mentions: arguments.flatMap(\.value.mentionedNames))
            }
            if token.isSymbol("{") {
                return .closure(parseClosure())
            }
            if token.isSymbol("#") || token.isSymbol("\\") || token.isSymbol("@") {
                let start = token.position
                advance()
                var names: [String] = []
                if let name = current, name.kind == .name {
                    names.append(name.text)
                    advance()
                }
                if isSymbol("("), !(current?.startsLine ?? true) { names += skipGroup() }
                return .opaque(start, mentions: names)
            }
            advance()
            return .opaque(token.position, mentions: [])
        }
    }

    /// `{ [weak self] a, b in statements }`; the current token is the opening brace.
    private mutating func parseClosure() -> SwiftClosure {
        let start = position
        guard depth < Self.maximumDepth else {
            return SwiftClosure(parameters: [], body: [.opaque(start, mentions: skipGroup())], position: start)
        }
        advance()
        var parameters: [String] = []
        // A parameter list ends with `in` before any statement: look ahead on names, commas,
        // parentheses, capture lists, types and arrows.
        var look = index
        var foundIn = false
        var level = 0
        while look < tokens.count {
            let t = tokens[look]
            if t.isName("in") && level == 0 {
                foundIn = true
                break
            }
            if t.isSymbol("[") || t.isSymbol("(") { level += 1 } else if t.isSymbol("]") || t.isSymbol(")") { level -= 1 } else if t.kind != .name,
                !(t.isSymbol(",") || t.isSymbol(":") || t.isSymbol("->") || t.isSymbol("?") || t.isSymbol("!") || t.isSymbol(".") || t.isSymbol("_")) {
                break
            }
            if t.isSymbol("{") || t.isSymbol("}") || level < 0 { break }
            look += 1
        }
        if foundIn {
            // Types after a colon were collected too; keep names not following a colon.
            var kept: [String] = []
            var afterColon = false
            for k in index..<look {
                let t = tokens[k]
                if t.isSymbol(":") { afterColon = true } else if t.isSymbol(",") || t.isSymbol(")") { afterColon = false } else if t.kind == .name, !afterColon,
                    !["weak", "unowned", "self", "inout", "throws", "async"].contains(t.text) {
                    kept.append(t.text)
                }
            }
            // A capture list's names are not parameters.
            if tokens[index].isSymbol("[") {
                var k = index
                var bracket = 0
                repeat {
                    if tokens[k].isSymbol("[") { bracket += 1 }
                    if tokens[k].isSymbol("]") { bracket -= 1 }
                    if tokens[k].kind == .name { kept.removeAll { $0 == tokens[k].text } }
                    k += 1
                } while k < look && bracket > 0
            }
            parameters = kept
            index = look + 1
        }
        depth += 1
        let body = parseStatements()
        depth -= 1
        if isSymbol("}") { advance() }
        return SwiftClosure(parameters: parameters, body: body, position: start)
    }
}
