/// Where a constraint came from, so every diagnostic can name it.
public enum ConstraintOrigin: Hashable, Sendable, CustomStringConvertible {
    /// Declared in Swift source (the DSL records `#fileID` and `#line`).
    case source(file: String, line: Int)
    /// Written in a layout file.
    case layoutFile(path: String, line: Int, column: Int)
    /// Read from an Interface Builder document: the constraint's object id and its position.
    case interfaceBuilder(path: String, objectID: String, line: Int, column: Int)
    /// Made by a rule of the engine: intrinsic size, stack view, scroll view, autoresizing.
    /// It names the rule and the item, e.g. `stack(form).spacing[2]`.
    case generated(GeneratedRule)
    /// Nothing recorded.
    case unspecified

    /// `file:line`, `path:line:column`, `path (IB object id)` or the rule.
    public var description: String {
        switch self {
        case .source(let file, let line): return "\(file):\(line)"
        case .layoutFile(let path, let line, let column): return "\(path):\(line):\(column)"
        case .interfaceBuilder(let path, let id, let line, _): return "\(path):\(line) (IB \(id))"
        case .generated(let rule): return rule.description
        case .unspecified: return "unspecified"
        }
    }

    /// True for constraints the engine made itself.
    public var isGenerated: Bool {
        if case .generated = self { return true }
        return false
    }
}

/// The rule behind a generated constraint, kept in parts and spelled only when shown (stacks
/// regenerate thousands of these): `family(subject).name[index](view).suffix`, e.g.
/// `stack(form).spacing[2]`, `stack(form).hiding(photo)`, `intrinsic(title).height.hugging`.
public struct GeneratedRule: Hashable, Sendable, CustomStringConvertible {
    /// The rule family: `screen`, `stack`, `intrinsic`, `scroll`, `safeArea`, …
    public var family: String
    /// The view the rule belongs to (nil for the screen).
    public var subject: String?
    /// The part of the rule.
    public var name: String
    /// A position (gap or arranged index).
    public var index: Int?
    /// A second view the part is about.
    public var view: String?
    /// A final qualifier.
    public var suffix: String?

    /// A rule.
    public init(_ family: String, _ subject: String?, _ name: String, index: Int? = nil, view: String? = nil, suffix: String? = nil) {
        self.family = family
        self.subject = subject
        self.name = name
        self.index = index
        self.view = view
        self.suffix = suffix
    }

    /// `family(subject).name[index](view).suffix`.
    public var description: String {
        var text = family
        if let subject { text += "(\(subject))" }
        text += ".\(name)"
        if let index { text += "[\(index)]" }
        if let view { text += "(\(view))" }
        if let suffix { text += ".\(suffix)" }
        return text
    }
}
