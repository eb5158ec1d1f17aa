// Consistency checks of the tableau, run by the tests after every operation of the random
// operation sequences. The solver never calls them itself, so they cost nothing in use.

extension Tableau {
    /// Every broken invariant, described; empty when the tableau is consistent and optimal.
    func invariantViolations() -> [String] {
        var problems: [String] = []
        let count = kinds.count
        var occurrences = [Int32](repeating: 0, count: count)
        let listed = columns.map { Set($0.map { Int($0) }) }
        for basic in 0..<count where isBasic[basic] {
            let row = rows[basic]
            let kind = kinds[basic]
            if kind == .unused { problems.append("released symbol \(basic) is basic") }
            var previous = -1
            for cell in row.cells {
                if cell.symbol <= previous { problems.append("row \(basic): cells not sorted") }
                previous = cell.symbol
                if Row.nearZero(cell.coefficient) { problems.append("row \(basic): zero cell for \(cell.symbol)") }
                if isBasic[cell.symbol] { problems.append("row \(basic) contains basic symbol \(cell.symbol)") }
                if kinds[cell.symbol] == .unused { problems.append("row \(basic) contains released \(cell.symbol)") }
                occurrences[cell.symbol] += 1
                if !listed[cell.symbol].contains(basic) { problems.append("column of \(cell.symbol) misses row \(basic)") }
            }
            if kind == .slack || kind == .error, row.constant < -Tableau.epsilon {
                problems.append("restricted row \(basic) has negative constant \(row.constant)")
            }
            if kind == .dummy, !Row.nearZero(row.constant) {
                problems.append("dummy row \(basic) has non-zero constant \(row.constant)")
            }
            if kind == .dummy, !row.allDummies(kinds) {
                problems.append("dummy row \(basic) holds a symbol that is not a dummy")
            }
        }
        for symbol in 0..<count {
            if occurrences[symbol] != columnCounts[symbol] {
                problems.append("column count of \(symbol) is \(columnCounts[symbol]), rows hold \(occurrences[symbol])")
            }
            if isBasic[symbol], hasCost(symbol) { problems.append("objective contains basic symbol \(symbol)") }
            if !isBasic[symbol] {
                let sign = costSign(symbol)
                if kinds[symbol].isPivotable, sign < 0 { problems.append("not optimal: \(symbol) has negative cost") }
                if kinds[symbol] == .external, sign != 0 { problems.append("not optimal: free \(symbol) has a cost") }
            }
        }
        if artificial != nil { problems.append("phase-one objective left behind") }
        if !pivotLog.isEmpty || recordingPivots { problems.append("pivot log left behind") }
        for k in levels.indices.dropFirst() where levels[k - 1] <= levels[k] {
            problems.append("levels not strictly descending")
        }
        if levelUsers.contains(where: { $0 <= 0 }) { problems.append("a level without users") }
        if costs.count != count * levelCount { problems.append("cost table has the wrong size") }
        var expectedRows = 0
        for record in records.values {
            for symbol in [record.marker, record.other] where symbol >= 0 {
                if owners[symbol] != record.constraint.id { problems.append("symbol \(symbol) lost its owner") }
            }
            expectedRows += 1
        }
        let basicCount = isBasic.lazy.filter { $0 }.count
        if basicCount > expectedRows { problems.append("\(basicCount) rows for \(expectedRows) constraints") }
        return problems
    }

    /// True when the tableau holds nothing at all (as after removing every constraint).
    var isEmpty: Bool {
        records.isEmpty && edits.isEmpty && !isBasic.contains(true) && levels.isEmpty
            && symbolOfVariable.isEmpty && !columnCounts.contains { $0 != 0 }
    }
}
