/// One token of Swift source as the UIKit code reader sees it: names, numbers, string
/// literals, punctuation and operators, each with where it starts.
struct SwiftToken: Equatable, Sendable {
    /// What the token is.
    enum Kind: Equatable, Sendable {
        /// A name or keyword (`view`, `let`, `$0`, a backticked name without its backticks).
        case name
        /// A number literal; its value.
        case number(Double)
        /// A string literal; its text when it has no interpolation, nil otherwise.
        case string(String?)
        /// One of `( ) [ ] { } , : ; .` or `@`, `#`, `\`.
        case punctuation
        /// An operator (`=`, `==`, `+`, `-`, `?`, `!`, `->`, `...`).
        case operatorSymbol

        /// True for names, numbers and strings: text a space separates.
        var isWordLike: Bool {
            switch self {
            case .name, .number, .string: return true
            case .punctuation, .operatorSymbol: return false
            }
        }
    }

    /// The kind.
    var kind: Kind
    /// The text as written (for strings, the whole literal).
    var text: String
    /// Where it starts (1-based line and column).
    var position: SourcePosition
    /// True when a line break separates it from the token before: Swift ends a statement
    /// there unless the line continues with `.member` or an operator.
    var startsLine: Bool
    /// True when white space (or a comment) comes right before it: `a ? b : c` is a
    /// conditional, `a?.b` an optional chain.
    var spaceBefore: Bool

    /// True for punctuation or an operator spelled `symbol`.
    func isSymbol(_ symbol: String) -> Bool {
        (kind == .punctuation || kind == .operatorSymbol) && text == symbol
    }

    /// True for the name `name`.
    func isName(_ name: String) -> Bool { kind == .name && text == name }
}
