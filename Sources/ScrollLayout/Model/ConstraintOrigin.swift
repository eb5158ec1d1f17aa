/// Where a constraint came from, so every diagnostic can name it.
public enum ConstraintOrigin: Hashable, Sendable, CustomStringConvertible {
    /// Declared in Swift source: the DSL records `#filePath`, `#line` and `#column`, so the
    /// location opens in Xcode, VS Code and terminals.
    case source(file: String, line: Int, column: Int)
    /// Written in a layout file.
    case layoutFile(path: String, line: Int, column: Int)
    /// Read from an Interface Builder document: the constraint's object id and its position.
    /// (Boxed: inline it would make every constraint 16 bytes larger than the largest other
    /// origin needs.)
    indirect case interfaceBuilder(path: String, objectID: String, line: Int, column: Int)
    /// Made by a rule of the engine: intrinsic size, stack view, scroll view, autoresizing.
    /// It names the rule and the item, e.g. `stack(form).spacing(photo)`.
    case generated(GeneratedRule)
    /// Nothing recorded.
    case unspecified

    /// `file:line:column`, `path:line:column`, `path (IB object id)` or the rule.
    public var description: String {
        switch self {
        case .source(let file, let line, let column): return "\(file):\(line):\(column)"
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

    /// True for the constraints that make the root fill the screen.
    public var isScreen: Bool {
        if case .generated(.screen) = self { return true }
        return false
    }
}
