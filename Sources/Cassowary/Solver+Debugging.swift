// A readable dump of the tableau in sections, for people debugging a layout.

extension Solver {
    /// The tableau in sections: objective per strength, rows, definitions (required equalities
    /// kept out of the rows), infeasible rows, edit variables and constraints. Variables print by name; internal symbols as `s` (slack), `e` (error) and
    /// `d` (dummy) followed by their index.
    public func dump() -> String {
        let t = tableau
        var lines: [String] = []
        lines.append("Objective")
        if t.objective.order.isEmpty { lines.append("  (no optional constraints)") }
        for k in t.objective.order {
            let level = t.objective.levels[k]
            var row = Row(constant: t.objective.constants[k])
            for symbol in t.allSymbols where t.objective.costs[symbol.index * t.levelCount + k] != 0 {
                row.cells.append(Cell(symbol: symbol, coefficient: t.objective.costs[symbol.index * t.levelCount + k]))
            }
            lines.append("  [\(Strength(level))] \(t.describe(row))")
        }
        lines.append("Tableau")
        let basics = t.allSymbols.filter { t.info[$0].isBasic }.sorted { t.symbolName($0) < t.symbolName($1) }
        if basics.isEmpty { lines.append("  (empty)") }
        for basic in basics { lines.append("  \(t.symbolName(basic)) = \(t.describe(t.rows[basic]))") }
        lines.append("Definitions")
        let defined = t.allSymbols.filter { t.info[$0].isDefined }.sorted { t.symbolName($0) < t.symbolName($1) }
        if defined.isEmpty { lines.append("  (none)") }
        for symbol in defined { lines.append("  \(t.symbolName(symbol)) := \(t.describe(t.rows[symbol]))") }
        lines.append("Infeasible")
        let infeasible = t.work.infeasible.filter { t.info[$0].isBasic && t.rows[$0].constant < 0 }
        lines.append(infeasible.isEmpty ? "  (none)" : "  " + infeasible.map(t.symbolName).joined(separator: ", "))
        lines.append("Edit variables")
        let edits = editVariables
        if edits.isEmpty { lines.append("  (none)") }
        for edit in edits {
            let strength = t.editRecord(of: edit.variable)?.constraint.strength ?? .strong
            lines.append("  \(edit.variable) -> \(Expression.format(edit.value)) @\(strength)")
        }
        lines.append("Constraints")
        let all = constraints
        if all.isEmpty { lines.append("  (none)") }
        for constraint in all { lines.append("  \(constraint)") }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension Tableau {
    /// The printed name of a symbol.
    func symbolName(_ symbol: Symbol) -> String {
        switch info[symbol].kind {
        case .external: return variable(of: symbol)?.description ?? "x\(symbol.index)"
        case .slack: return "s\(symbol.index)"
        case .error: return "e\(symbol.index)"
        case .dummy: return "d\(symbol.index)"
        case .unused: return "?\(symbol.index)"
        }
    }

    /// A row as `constant + a·s + …`.
    func describe(_ row: Row) -> String {
        var text = Expression.format(row.constant)
        for cell in row.cells {
            let magnitude = abs(cell.coefficient)
            let factor = magnitude == 1 ? "" : "\(Expression.format(magnitude)) "
            text += (cell.coefficient < 0 ? " - " : " + ") + factor + symbolName(cell.symbol)
        }
        return text
    }
}
