import ScrollLayout

// Constraints in a layout file: an equation string, or an object with the equation and its
// priority, identifier and active flag. The equation grammar, the compounds (`edges`, `size`,
// …) and item lookup with "did you mean" are `AnchorGrammar`'s; this file places their errors
// at the line and column of the file.

extension LayoutFileDecoder {
    /// One element of `"constraints"`: one constraint, or several for a compound.
    func decodeConstraint(_ value: JSONValue, names: ItemNames) throws(DocumentError) -> [LayoutConstraint] {
        var textValue = value
        var objectPriority: Priority? = nil
        var identifier: String? = nil
        var isActive = true
        var isPlaceholder = false
        var isChangedByCode = false
        if value.members != nil {
            try checkKeys(value, allowed: ["constraint", "priority", "identifier", "active", "placeholder", "changedByCode"], what: "a constraint")
            guard let equation = value["constraint"] else {
                throw invalid("a constraint object needs \"constraint\": \"a.top == b.bottom + 8\"", at: value.position)
            }
            textValue = equation
            if let v = value["priority"] { objectPriority = try priority(v, "priority") }
            if let v = value["identifier"] { identifier = try string(v, "identifier") }
            if let v = value["placeholder"] { isPlaceholder = try bool(v, "placeholder") }
            if let v = value["changedByCode"] { isChangedByCode = try bool(v, "changedByCode") }
            // A placeholder is removed at build time: inactive unless the file says otherwise.
            if let v = value["active"] { isActive = try bool(v, "active") } else if isPlaceholder { isActive = false }
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
        let origin = ConstraintOrigin.layoutFile(path: path, line: start.line, column: start.column)
        do {
            var constraints = try LayoutConstraint.constraints(from: equation, names: names, priority: objectPriority ?? .required,
                                                               identifier: identifier, isActive: isActive, origin: origin)
            for index in constraints.indices {
                constraints[index].isPlaceholder = isPlaceholder
                constraints[index].isChangedByCode = isChangedByCode
            }
            return constraints
        } catch {
            throw invalid(error.message, at: at(error.offset))
        }
    }
}
