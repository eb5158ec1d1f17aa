import Cassowary

/// A constraint system written as text, one operation per line, as the kiwi differential
/// (`Scripts/kiwi-differential.py`) writes it and `cassowary-replay` and the tests replay it
/// (format in `Documentation/Reliability.md`):
///
///     system <name> <variable count>
///     add <id> <required|strong|medium|weak> <==|<=|>=> <constant> <variable index>:<coefficient> ...
///     remove <id>
///     edit <variable index> <strong|medium|weak>
///     suggest <variable index> <value>
///     end
///
/// `add c1 required >= -10 0:1 1:-2` is the constraint `v0 - 2·v1 - 10 >= 0`.
public struct ConstraintScript: Sendable {
    /// One operation of a system.
    public enum Operation: Sendable, Equatable {
        /// Adds the constraint `constant + Σ coefficient·v[index]  (relation)  0`.
        case add(id: String, strength: Strength, relation: Relation, constant: Double, terms: [Term])
        /// Removes the constraint added under this id.
        case remove(id: String)
        /// Makes a variable editable.
        case edit(variable: Int, strength: Strength)
        /// Suggests a value for an edit variable.
        case suggest(variable: Int, value: Double)
    }

    /// A coefficient of a variable, by index.
    public struct Term: Sendable, Equatable {
        /// The variable's index.
        public var variable: Int
        /// Its coefficient.
        public var coefficient: Double

        /// A term.
        public init(variable: Int, coefficient: Double) {
            self.variable = variable
            self.coefficient = coefficient
        }
    }

    /// The name of the system.
    public var name: String
    /// Number of variables (`v0` … `v(n-1)`).
    public var variableCount: Int
    /// The operations, in order.
    public var operations: [Operation] = []

    /// Creates an empty system.
    public init(name: String, variableCount: Int) {
        self.name = name
        self.variableCount = variableCount
    }

    /// What a line says: a system's start, an operation, or its end.
    public enum Line: Sendable, Equatable {
        case system(name: String, variableCount: Int)
        case operation(Operation)
        case end
        case blank
    }

    /// Reads one line; nil when it is malformed (unknown keyword, bad number, index out of range,
    /// non-finite value). Indices are checked against `variableCount`.
    public static func parse(line: Substring, variableCount: Int) -> Line? {
        let parts = line.split(separator: " ")
        guard let keyword = parts.first else { return .blank }
        switch keyword {
        case "system":
            guard parts.count == 3, let count = Int(parts[2]), (0...100_000).contains(count) else { return nil }
            return .system(name: String(parts[1]), variableCount: count)
        case "end":
            return parts.count == 1 ? .end : nil
        case "add":
            guard parts.count >= 5, let level = strength(parts[2]), let relation = relation(parts[3]),
                  let constant = finite(parts[4])
            else { return nil }
            var terms: [Term] = []
            for text in parts.dropFirst(5) {
                let pair = text.split(separator: ":")
                guard pair.count == 2, let index = Int(pair[0]), (0..<variableCount).contains(index),
                      let coefficient = finite(pair[1])
                else { return nil }
                terms.append(Term(variable: index, coefficient: coefficient))
            }
            return .operation(.add(id: String(parts[1]), strength: level, relation: relation, constant: constant, terms: terms))
        case "remove":
            return parts.count == 2 ? .operation(.remove(id: String(parts[1]))) : nil
        case "edit":
            guard parts.count == 3, let index = Int(parts[1]), (0..<variableCount).contains(index),
                  let level = strength(parts[2]), !level.isRequired
            else { return nil }
            return .operation(.edit(variable: index, strength: level))
        case "suggest":
            guard parts.count == 3, let index = Int(parts[1]), (0..<variableCount).contains(index),
                  let value = finite(parts[2])
            else { return nil }
            return .operation(.suggest(variable: index, value: value))
        default:
            return nil
        }
    }

    /// Every system of a text; malformed lines are reported by number (1-based).
    public static func parse(_ text: String) -> (systems: [ConstraintScript], malformedLines: [Int]) {
        var reader = Reader()
        var systems: [ConstraintScript] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if let system = reader.read(line) { systems.append(system) }
        }
        if let system = reader.finish() { systems.append(system) }
        return (systems, reader.malformedLines)
    }

    /// Reads a script line by line and hands out each system as it ends, so a long stream
    /// never sits in memory.
    public struct Reader: Sendable {
        private var current: ConstraintScript? = nil
        private var lineNumber = 0
        /// The numbers (1-based) of the lines that could not be read.
        public private(set) var malformedLines: [Int] = []

        /// A reader at the start of a script.
        public init() {}

        /// Reads the next line; returns the system it completes, if any.
        public mutating func read(_ line: Substring) -> ConstraintScript? {
            lineNumber += 1
            switch ConstraintScript.parse(line: line, variableCount: current?.variableCount ?? 0) {
            case .system(let name, let count)?:
                let open = current
                current = ConstraintScript(name: name, variableCount: count)
                return open
            case .operation(let operation)? where current != nil:
                current?.operations.append(operation)
            case .end? where current != nil:
                defer { current = nil }
                return current
            case .blank?:
                break
            default:
                malformedLines.append(lineNumber)
            }
            return nil
        }

        /// The system left open at the end of the script, if any.
        public mutating func finish() -> ConstraintScript? {
            defer { current = nil }
            return current
        }
    }

    private static func strength(_ text: Substring) -> Strength? {
        switch text {
        case "required": return .required
        case "strong": return .strong
        case "medium": return .medium
        case "weak": return .weak
        default: return nil
        }
    }

    private static func relation(_ text: Substring) -> Relation? {
        switch text {
        case "==": return .equal
        case "<=": return .lessThanOrEqual
        case ">=": return .greaterThanOrEqual
        default: return nil
        }
    }

    private static func finite(_ text: Substring) -> Double? {
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }
}
