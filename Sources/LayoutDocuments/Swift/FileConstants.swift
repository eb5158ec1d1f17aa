/// The numeric constants a Swift file declares in its own types (`enum Layout { static let
/// inset: CGFloat = 20 }`), so that `Layout.inset` is 20 rather than an estimate. Only values
/// the file spells out count: literals, arithmetic on them, `CGFloat(…)` conversions and other
/// constants of the same type.
struct FileConstants: Sendable {
    private var values: [String: [String: Double]] = [:]

    /// The constants of `types`, each type's read in declaration order.
    init(_ types: [SwiftTypeDeclaration]) {
        for type in types {
            var own: [String: Double] = [:]
            for property in type.properties where !property.isWrapped {
                guard let expression = property.value, let value = Self.number(expression, siblings: own) else { continue }
                own[property.name] = value
            }
            // A name declared twice in the file (two types called `Layout`) is not known.
            if values[type.name] != nil { values[type.name] = [:] } else if !own.isEmpty { values[type.name] = own }
        }
    }

    /// `typeName.name`, when the file declares it as a number.
    func value(of name: String, in typeName: String) -> Double? {
        values[typeName]?[name]
    }

    /// The number an initialiser spells out, if it does.
    private static func number(_ expression: SwiftExpression, siblings: [String: Double], depth: Int = 0) -> Double? {
        guard depth < 16 else { return nil }
        switch expression {
        case .number(let n):
            return n
        case .name(let name, _):
            return siblings[name]
        case .prefix("-", let operand):
            return number(operand, siblings: siblings, depth: depth + 1).map { -$0 }
        case .call(.name(let conversion, _), let arguments, _) where ["CGFloat", "Double", "Float", "Int"].contains(conversion):
            guard arguments.count == 1, arguments[0].label == nil else { return nil }
            return number(arguments[0].value, siblings: siblings, depth: depth + 1)
        case .binary(let op, let left, let right, _):
            guard let a = number(left, siblings: siblings, depth: depth + 1),
                  let b = number(right, siblings: siblings, depth: depth + 1) else { return nil }
            return SwiftSetupEvaluator.arithmetic(op, a, b)
        default:
            return nil
        }
    }
}
