// The definition layer: required equalities solved for a variable nothing else mentions.
//
// Why: in canonical simplex form every basic variable is written over the non-basic ones, so in
// a chain `y[i] = y[i-1] + h[i-1] + 8` the row of `y[i]` lists every earlier height and the
// tableau grows to O(N²) cells; kiwi spends 76 s building 10 000 such views. A layout's required
// equalities are mostly of this shape, and most define a variable that appears nowhere else yet.
// Such a constraint becomes a *definition* `v = c + Σ a·u + m` (m its dummy marker) kept outside
// the rows: definitions form an acyclic graph, values flow through it from the simplex solution
// in topological order, and only constraints that cannot be definitions enter the rows. A row
// that mentions a defined variable gets the variable's definition expanded (with the markers, so
// removing a definition later can tell whether the rows relied on it).
//
// Cost: adding a definition is O(its terms); a change in the simplex re-evaluates only the
// definitions downstream of the symbols whose value changed.

extension Tableau {
    // MARK: Choosing definitions

    /// The variable a required equality can define, or nil: an external symbol in no row, not in
    /// the objective, not defined, whose definition would not close a cycle. Variables without
    /// dependents are preferred (no cycle is possible), then larger coefficients (better numbers).
    func definitionSubject(_ terms: [(symbol: Symbol, coefficient: Double)]) -> Symbol? {
        guard definitions.isEnabled else { return nil }
        var best: Symbol? = nil
        var bestScore = -1.0
        for term in terms {
            let symbol = term.symbol
            guard info[symbol].kind == .external, !info[symbol].isDefined, !info[symbol].isBasic,
                  info[symbol].columnCount == 0, !hasCost(symbol)
            else { continue }
            let magnitude = abs(term.coefficient)
            let score = (info[symbol].dependentCount == 0 ? 1e12 : 0) + min(magnitude, 1e11)
            if score > bestScore {
                if info[symbol].dependentCount != 0, closesCycle(defining: symbol, with: terms) { continue }
                best = symbol
                bestScore = score
            }
        }
        return best
    }

    /// True when defining `symbol` over `terms` might make the definitions cyclic: some term
    /// reaches `symbol` through definitions. The search is bounded; past the bound the answer is
    /// a cautious yes (the constraint then simply goes to the rows).
    func closesCycle(defining symbol: Symbol, with terms: [(symbol: Symbol, coefficient: Double)]) -> Bool {
        var stack = terms.map(\.symbol).filter { $0 != symbol && info[$0].isDefined }
        var visited = Set<Symbol>()
        while let current = stack.popLast() {
            guard visited.insert(current).inserted else { continue }
            if visited.count > 256 { return true }
            for cell in rows[current].cells {
                if cell.symbol == symbol { return true }
                if info[cell.symbol].isDefined { stack.append(cell.symbol) }
            }
        }
        return false
    }

    // MARK: Installing and deleting

    /// Makes `symbol` defined by `Σ terms + constant + marker = 0` (without a marker when the
    /// terms already hold the constraint's own symbols: an optional equality's two errors).
    mutating func installDefinition(
        of symbol: Symbol, terms: [(symbol: Symbol, coefficient: Double)], constant: Double, marker: Symbol?
    ) {
        var own = 0.0
        for term in terms where term.symbol == symbol { own += term.coefficient }
        let scale = -1 / own
        var row = Row(constant: constant * scale)
        row.cells.reserveCapacity(terms.count)
        for term in terms where term.symbol != symbol {
            row.cells.append(Cell(symbol: term.symbol, coefficient: term.coefficient * scale))
        }
        if let marker { row.cells.append(Cell(symbol: marker, coefficient: scale)) }
        row.cells.sort { $0.symbol < $1.symbol }
        rows[symbol] = row
        info[symbol].isDefined = true
        definitions.count += 1
        for cell in row.cells { info[cell.symbol].dependentCount &+= 1 }
        var total = row.constant
        for cell in row.cells { total += cell.coefficient * value(ofSymbol: cell.symbol) }
        values[symbol.index] = total
        // Where it goes in the order: back in the slot it left (a constant changed: the most
        // common redefinition) when that slot still sits between what it mentions and what
        // depends on it; last when nothing depends on it; otherwise the order is rebuilt.
        let hasDependents = info[symbol].dependentCount != 0
        if definitions.orderIsValid, canReuseSlot(of: symbol) {
            let slot = Int(info[symbol].topologicalIndex)
            definitions.order[slot] = symbol
            definitions.compiled[slot] = definitions.compile(row, of: symbol, hasDependents: hasDependents, hasRequiredUsers: !requiredUsers[symbol.index].isEmpty)
        } else if !hasDependents, definitions.orderIsValid {
            info[symbol].topologicalIndex = Int32(definitions.order.count)
            definitions.order.append(symbol)
            definitions.compiled.append(definitions.compile(row, of: symbol, hasDependents: false, hasRequiredUsers: !requiredUsers[symbol.index].isEmpty))
        } else {
            // The rebuild compiles every definition afresh and writes the dependents lists.
            definitions.orderIsValid = false
        }
        if definitions.orderIsValid {
            let position = info[symbol].topologicalIndex
            for cell in row.cells { noteDependent(at: position, of: cell.symbol) }
        }
        definitions.changed.append(symbol)
    }

    /// Adds `amount` to a definition's constant (a renamed marker), in its row and its
    /// compiled entry alike, and queues it for the refresh.
    mutating func moveDefinition(_ symbol: Symbol, by amount: Double) {
        rows[symbol].constant += amount
        let slot = Int(info[symbol].topologicalIndex)
        // A stale position (the order awaits a rebuild) is recompiled from the row anyway.
        if slot >= 0, slot < definitions.order.count, definitions.order[slot] == symbol {
            definitions.compiled[slot].constant = rows[symbol].constant
        }
        definitions.changed.append(symbol)
    }

    /// Compiles every definition again, in topological order, dropping dead cells: after a
    /// rebuild of the order, or once most cells are dead (every deleted definition leaves its
    /// cells behind), so the cost is amortised over the deletions.
    mutating func recompileDefinitions() {
        definitions.cells.removeAll(keepingCapacity: true)
        definitions.compiled.removeAll(keepingCapacity: true)
        definitions.compiled.reserveCapacity(definitions.order.count)
        definitions.deadCells = 0
        for slot in definitions.order.indices {
            if let symbol = definitions.order[slot] {
                definitions.compiled.append(definitions.compile(
                    rows[symbol], of: symbol, hasDependents: info[symbol].dependentCount != 0, hasRequiredUsers: !requiredUsers[symbol.index].isEmpty))
            } else {
                definitions.compiled.append(.hole)
            }
        }
    }

    /// True when a symbol being defined again can take the slot it left: the slot is still
    /// empty, every defined symbol its definition mentions comes before it, and every
    /// definition that mentions it comes after.
    func canReuseSlot(of symbol: Symbol) -> Bool {
        let slot = info[symbol].topologicalIndex
        guard slot >= 0, Int(slot) < definitions.order.count, definitions.order[Int(slot)] == nil else { return false }
        for cell in rows[symbol].cells where info[cell.symbol].isDefined {
            if info[cell.symbol].topologicalIndex >= slot { return false }
        }
        for position in definitions.dependents[symbol] where position <= slot {
            if let dependent = definition(at: position), dependent != symbol, rows[dependent].contains(symbol) { return false }
        }
        return true
    }

    /// The symbol defined at a position of the order, nil for a hole or a position past its
    /// end (the order must be valid).
    @inline(__always)
    func definition(at position: Int32) -> Symbol? {
        Int(position) < definitions.order.count ? definitions.order[Int(position)] : nil
    }

    /// The compiled entry of a defined symbol, when the order is valid and holds it.
    @inline(__always)
    func compiledSlot(of symbol: Symbol) -> Int? {
        guard info[symbol].isDefined, definitions.orderIsValid else { return nil }
        let slot = info[symbol].topologicalIndex
        return slot >= 0 && definition(at: slot) == symbol ? Int(slot) : nil
    }

    /// Records that the definition at `position` mentions `symbol` (the order is valid; the
    /// dependent count was raised already). A defined `symbol`'s compiled entry learns that
    /// something depends on it.
    mutating func noteDependent(at position: Int32, of symbol: Symbol) {
        definitions.dependents.append(position, to: symbol)
        if let slot = compiledSlot(of: symbol) { definitions.compiled[slot].noteDependent() }
        if definitions.dependents.count(of: symbol) > 2 * Int(info[symbol].dependentCount) + 16 { compactDependents(of: symbol) }
    }

    /// Drops stale and repeated entries from a dependents list (the order is valid). (Repeats
    /// must go too: a link re-attached at every hide and show lists its definition again each
    /// time, and a list that kept them would stay over the threshold and be filtered at every
    /// addition.)
    mutating func compactDependents(of symbol: Symbol) {
        work.epoch &+= 1
        let mark = work.epoch
        var kept: [Int32] = []
        kept.reserveCapacity(Int(info[symbol].dependentCount))
        for position in definitions.dependents[symbol] {
            guard let dependent = definition(at: position), info[dependent].stamp != mark, rows[dependent].contains(symbol) else { continue }
            info[dependent].stamp = mark
            kept.append(position)
        }
        definitions.dependents.set(kept, of: symbol)
    }

    /// Turns a defined symbol back into a plain variable (its definition no longer holds).
    mutating func deleteDefinition(of symbol: Symbol) {
        let row = rows[symbol]
        for cell in row.cells { info[cell.symbol].dependentCount &-= 1 }
        rows[symbol] = Row()
        info[symbol].isDefined = false
        values[symbol.index] = 0
        definitions.count -= 1
        if info[symbol].topologicalIndex >= 0 {
            // Leave a hole (the order stays valid for the others and is compacted on rebuild);
            // the symbol remembers the slot in case it is defined again.
            let slot = Int(info[symbol].topologicalIndex)
            if slot < definitions.order.count, definitions.order[slot] == symbol {
                definitions.order[slot] = nil
                definitions.uncompile(at: slot)
                if definitions.deadCells > definitions.cells.count / 2 + 64 { recompileDefinitions() }
            }
        }
        // Holes are compacted by a rebuild, which the next walk runs once they outnumber the
        // definitions: a layout that keeps adding and removing constraints would otherwise grow
        // the order (and its compiled copy) without bound.
        if definitions.order.count > 2 * definitions.count + 64 { definitions.orderIsValid = false }
        if info[symbol].dependentCount != 0 { definitions.changed.append(symbol) }
    }

    /// Removes the definition an optional equality made (`v = c + Σ a·u + e⁺ − e⁻`). When no
    /// row holds its errors, the definition is deleted and the errors leave the objective;
    /// otherwise the definition becomes the row plain Cassowary would have had (`v` basic) and
    /// the constraint leaves the rows the standard way.
    mutating func removeOptionalDefinition(of symbol: Symbol, record: ConstraintRecord) {
        guard let other = record.other else { return }
        let errors = [record.marker, other]
        guard errors.allSatisfy({ !info[$0].isBasic && info[$0].columnCount == 0 }),
              let level = existingLevel(for: record.constraint.strength.value)
        else {
            turnDefinitionIntoRow(symbol)
            removeFromRows(record)
            return
        }
        deleteDefinition(of: symbol)
        dischargeErrors(errors, of: record.constraint, level: level)
    }

    /// Removes the definition a constraint made.
    ///
    /// When no row used it (its marker is in none), the definition is simply deleted. Otherwise
    /// the rows hold its expansion, marker included; the definition then becomes the row it
    /// would have been in a plain Cassowary tableau (`v = expansion + marker`, `v` basic at its
    /// current value), and the marker is removed the standard way: pivoted into the row that
    /// limits it most, and that row dropped. The result is exactly the tableau of the remaining
    /// constraints, with no leftover symbol.
    mutating func removeDefinition(of symbol: Symbol, marker: Symbol) {
        guard info[marker].columnCount != 0 || hasCost(marker) || info[marker].isBasic else {
            deleteDefinition(of: symbol)
            releaseSymbol(marker)
            return
        }
        turnDefinitionIntoRow(symbol)
        dropMarkerRow(marker)
        optimize()
        purge(marker)
        releaseSymbol(marker)
    }

    /// Replaces a definition by the row plain Cassowary would hold for it: `v` basic, equal to
    /// its definition with every defined symbol expanded.
    mutating func turnDefinitionIntoRow(_ symbol: Symbol) {
        let definition = rows[symbol]
        deleteDefinition(of: symbol)
        var constant = definition.constant
        accumulateExpanded(definition.cells.map { ($0.symbol, $0.coefficient) }, constant: &constant)
        installRow(drainAccumulator(constant: constant), for: symbol)
    }

    // MARK: Expansion

    /// Adds `Σ coefficient × symbol` to the accumulator, expanding defined symbols through their
    /// definitions and basic symbols through their rows.
    ///
    /// Definitions are expanded from the highest topological position down (a heap), so each is
    /// expanded once with the sum of what reaches it, and one whose sum cancels to zero is not
    /// expanded at all: the difference of two positions in a chain (`y₉ − y₇`) reaches y₉, y₈
    /// and y₇'s own terms, not the whole chain above them.
    mutating func accumulateExpanded(_ terms: [(symbol: Symbol, coefficient: Double)], constant: inout Double) {
        if !definitions.orderIsValid, terms.contains(where: { info[$0.symbol].isDefined }) { rebuildTopologicalOrder() }
        var heap = TopologicalHeap(highestFirst: true)
        work.epoch &+= 1
        let mark = work.epoch
        for term in terms {
            if info[term.symbol].isDefined {
                reachDefinition(term.symbol, mark: mark, heap: &heap)
                accumulators[term.symbol] += term.coefficient
            } else {
                accumulateCore(term.symbol, term.coefficient, constant: &constant)
            }
        }
        while let symbol = heap.popFirst() {
            let factor = accumulators[symbol]
            accumulators[symbol] = 0
            if factor == 0 { continue }
            let row = rows[symbol]
            constant += factor * row.constant
            for cell in row.cells {
                if info[cell.symbol].isDefined {
                    reachDefinition(cell.symbol, mark: mark, heap: &heap)
                    accumulators[cell.symbol] += factor * cell.coefficient
                } else {
                    accumulateCore(cell.symbol, factor * cell.coefficient, constant: &constant)
                }
            }
        }
    }

    /// Puts a defined symbol on the expansion heap the first time it is reached.
    @inline(__always)
    mutating func reachDefinition(_ symbol: Symbol, mark: UInt32, heap: inout TopologicalHeap) {
        guard info[symbol].stamp != mark else { return }
        info[symbol].stamp = mark
        heap.push(symbol, at: info[symbol].topologicalIndex)
    }

    /// Adds `coefficient × symbol` for a symbol that is not defined (its row when basic).
    @inline(__always)
    mutating func accumulateCore(_ symbol: Symbol, _ coefficient: Double, constant: inout Double) {
        if info[symbol].isBasic {
            let row = rows[symbol]
            constant += coefficient * row.constant
            for cell in row.cells { accumulate(cell.symbol, coefficient * cell.coefficient) }
        } else {
            accumulate(symbol, coefficient)
        }
    }

    /// Adds to one accumulator entry.
    @inline(__always)
    mutating func accumulate(_ symbol: Symbol, _ coefficient: Double) {
        if accumulators[symbol] == 0 { work.touched.append(symbol) }
        accumulators[symbol] += coefficient
        if accumulators[symbol] == 0 { accumulators[symbol] = .leastNonzeroMagnitude }
    }

    /// The accumulated cells as a sorted row (near-zero sums dropped); the accumulator is cleared.
    mutating func drainAccumulator(constant: Double) -> Row {
        var row = Row(constant: constant)
        work.touched.sort()
        // Room for the marker and error an add inserts next: sized to the touched symbols
        // alone, the first insertion reallocated the row.
        row.cells.reserveCapacity(work.touched.count + 2)
        for symbol in work.touched {
            let value = accumulators[symbol]
            accumulators[symbol] = 0
            if !Row.nearZero(value) { row.cells.append(Cell(symbol: symbol, coefficient: value)) }
        }
        work.touched.removeAll(keepingCapacity: true)
        return row
    }
}
