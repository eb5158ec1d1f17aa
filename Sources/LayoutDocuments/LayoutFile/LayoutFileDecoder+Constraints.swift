import ScrollLayout

// Constraints in a layout file: an equation string, or an object with the equation and its
// priority, identifier and active flag. Items are looked up here (with "did you mean"), and the
// compound attributes expand into UIKit's:
// - `edges` (top, leading, bottom, trailing), `horizontalEdges`, `verticalEdges`: `== only`; a
//   constant is an inset, so `a.edges == b.edges + 16` puts `a` 16 inside `b` on every side;
// - `size` (width, height) and `center` (centerX, centerY): the constant and multiplier apply to
//   both.

extension LayoutFileDecoder {
    /// The compound attributes and the attributes they stand for, with the sign of the constant.
    static let compounds: [String: [(Attribute, Double)]] = [
        "edges": [(.top, 1), (.leading, 1), (.bottom, -1), (.trailing, -1)],
        "horizontalEdges": [(.leading, 1), (.trailing, -1)],
        "verticalEdges": [(.top, 1), (.bottom, -1)],
        "size": [(.width, 1), (.height, 1)],
        "center": [(.centerX, 1), (.centerY, 1)],
    ]

    /// Every attribute name a layout file accepts.
    static var attributeNames: [String] { Attribute.allCases.map(\.name) + compounds.keys.sorted() }

    /// One element of `"constraints"`: one constraint, or several for a compound.
    func decodeConstraint(_ value: JSONValue) throws(DocumentError) -> [LayoutConstraint] {
        var textValue = value
        var objectPriority: Priority? = nil
        var identifier: String? = nil
        var isActive = true
        if value.members != nil {
            try checkKeys(value, allowed: ["constraint", "priority", "identifier", "active"], what: "a constraint")
            guard let equation = value["constraint"] else {
                throw invalid("a constraint object needs \"constraint\": \"a.top == b.bottom + 8\"", at: value.position)
            }
            textValue = equation
            if let v = value["priority"] { objectPriority = try priority(v, "priority") }
            if let v = value["identifier"] { identifier = try string(v, "identifier") }
            if let v = value["active"] { isActive = try bool(v, "active") }
        }
        guard let text = textValue.string else {
            throw invalid("a constraint is an equation string such as \"title.top == root.safeArea.top + 16\"; found \(textValue.typeName)", at: textValue.position)
        }
        // The equation starts one column after the opening quote.
        let start = SourcePosition(line: textValue.position.line, column: textValue.position.column + 1)
        func at(_ offset: Int) -> SourcePosition { SourcePosition(line: start.line, column: start.column + offset) }
        let equation: ConstraintEquation
        do {
            equation = try ConstraintEquationParser.parse(text)
        } catch {
            throw invalid("\(error.message) in `\(text)`", at: at(error.offset))
        }
        if objectPriority != nil, equation.priority != nil {
            throw invalid("the priority is given twice (in the equation and in \"priority\")", at: at(equation.priorityOffset ?? 0))
        }
        let priority = equation.priority ?? objectPriority ?? .required
        let origin = ConstraintOrigin.layoutFile(path: path, line: start.line, column: start.column)
        let firstItem = try item(equation.first, at: at)
        let secondItem = try equation.second.map { side throws(DocumentError) in try item(side, at: at) }

        // A compound on the left expands; the right must be the same compound or a constant.
        if let parts = LayoutFileDecoder.compounds[equation.first.attribute] {
            if let second = equation.second, second.attribute != equation.first.attribute {
                throw invalid("`\(equation.first.attribute)` can only be related to `\(equation.first.attribute)`, not `\(second.attribute)`", at: at(second.attributeOffset))
            }
            let isEdges = equation.first.attribute.hasSuffix("dges")
            if isEdges, equation.relation != .equal {
                throw invalid("`\(equation.first.attribute)` takes `==` only; write each edge for an inequality", at: at(equation.first.attributeOffset))
            }
            if equation.second == nil, equation.first.attribute != "size" {
                throw invalid("`\(equation.first.attribute)` is a set of positions and must be related to another item's `\(equation.first.attribute)`", at: at(equation.first.attributeOffset))
            }
            return parts.map { attribute, sign in
                LayoutConstraint(Anchor(firstItem, attribute), equation.relation, secondItem.map { Anchor($0, attribute) },
                                 multiplier: equation.multiplier, constant: sign * equation.constant, priority: priority,
                                 identifier: identifier, isActive: isActive, origin: origin)
            }
        }
        let firstAttribute = try attribute(equation.first, at: at)
        var secondAnchor: Anchor? = nil
        if let second = equation.second, let secondItem {
            if LayoutFileDecoder.compounds[second.attribute] != nil {
                throw invalid("`\(second.attribute)` can only be related to `\(second.attribute)`, not `\(equation.first.attribute)`", at: at(second.attributeOffset))
            }
            secondAnchor = Anchor(secondItem, try attribute(second, at: at))
        }
        return [LayoutConstraint(Anchor(firstItem, firstAttribute), equation.relation, secondAnchor,
                                 multiplier: equation.multiplier, constant: equation.constant, priority: priority,
                                 identifier: identifier, isActive: isActive, origin: origin)]
    }

    /// The item a side names.
    func item(_ side: ConstraintEquation.Side, at: (Int) -> SourcePosition) throws(DocumentError) -> LayoutItem {
        var id = side.id
        if viewPositions[id] == nil, !guideIDs.contains(id), id == "root", let root = rootID { id = root }
        guard viewPositions[id] != nil || guideIDs.contains(id) else {
            let known = Array(viewPositions.keys).sorted() + guideIDs.sorted()
            throw invalid("unknown item `\(side.id)`\(didYouMean(side.id, known))", at: at(side.offset))
        }
        guard let guide = side.guide else { return guideIDs.contains(id) ? .guide(id) : .view(id) }
        guard viewPositions[id] != nil else {
            throw invalid("`\(id)` is a layout guide; it has no .\(guide)", at: at(side.offset))
        }
        switch guide {
        case "safeArea": return .safeArea(id)
        case "layoutMargins": return .layoutMargins(id)
        default:
            guard kinds[id]?.isScrollView == true else {
                throw invalid("`\(id)` is not a scroll view, so it has no \(guide)", at: at(side.offset))
            }
            return guide == "contentLayoutGuide" ? .contentLayoutGuide(id) : .frameLayoutGuide(id)
        }
    }

    /// A UIKit attribute by name.
    func attribute(_ side: ConstraintEquation.Side, at: (Int) -> SourcePosition) throws(DocumentError) -> Attribute {
        guard let attribute = Attribute(name: side.attribute) else {
            throw invalid("unknown attribute `\(side.attribute)`\(didYouMean(side.attribute, LayoutFileDecoder.attributeNames))", at: at(side.attributeOffset))
        }
        return attribute
    }

    /// The root view's id (the first view decoded).
    var rootID: String? { viewPositions.min { $0.value < $1.value }?.key }
}
