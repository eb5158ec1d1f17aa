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

    // MARK: Values

    /// Re-evaluates the definitions downstream of every symbol whose value changed.
    ///
    /// This runs after every edit, so it is written for the edit's cost: the queue is kept with
    /// its capacity, `info` is walked through one buffer without per-write uniqueness checks,
    /// and a definition is evaluated as soon as it is reached while none of the reached ones
    /// depends on another (an edit of a container width reaches N independent widths). Once one
    /// does, the order matters, and the walk goes on through a heap keyed by topological
    /// position: every definition reached so far, and each one reached after, is evaluated when
    /// it leaves the heap, so after every definition it depends on (which gives the same values
    /// as if none had been evaluated early: a definition's value is a function of its inputs
    /// only). A chain of N positions then keeps one entry in the heap and reads each definition
    /// once, while it is still in the cache. A wide fan-out (a screen width reaching every
    /// view's width) would fill the heap; past ``RefreshWalk/heapLimit`` entries the rest is
    /// marked and evaluated by one scan of the stretch of the order it spans.
    mutating func refreshDefinedValues() {
        guard !definitions.changed.isEmpty else { return }
        if !definitions.orderIsValid { rebuildTopologicalOrder() }
        // Few definitions: evaluating them all is cheaper than finding the affected ones.
        if definitions.count <= 32 {
            refreshAllDefinitions()
            return
        }
        work.epoch &+= 1
        var walk = RefreshWalk(mark: work.epoch, recordMoved: work.rowsMoved)
        swap(&walk.pending, &definitions.changed)
        swap(&walk.moved, &work.moved)
        swap(&walk.heap, &work.definitionHeap)
        swap(&walk.markQueue, &work.definitionMarks)
        let dependentStore = definitions.dependents
        let cellStore = definitions.cells
        // Unsafe buffers throughout: reading a dependents list out of its array otherwise
        // retains and releases it, which was 40% of a chain's refresh.
        dependentStore.withBuffers { dependents in
        info.withUnsafeBufferPointer { info in
        values.withUnsafeMutableBufferPointer { values in
        definitions.compiled.withUnsafeMutableBufferPointer { compiled in
        cellStore.withUnsafeBufferPointer { cells in
            walk.run(RefreshContext(
                dependents: dependents, info: info, values: values,
                definitions: CompiledDefinitions(entries: compiled, cells: cells)))
        }
        }
        }
        }
        }
        swap(&walk.moved, &work.moved)
        swap(&walk.heap, &work.definitionHeap)
        swap(&walk.markQueue, &work.definitionMarks)
        swap(&walk.pending, &definitions.changed)
    }

    /// The buffers one refresh reads and writes.
    struct RefreshContext {
        /// The positions of the definitions that may mention each symbol.
        let dependents: DependentLists.Buffers
        /// Per-symbol facts, read only for the symbols the walk starts from (whether one is
        /// defined, and where).
        let info: UnsafeBufferPointer<SymbolInfo>
        /// Per-symbol values.
        let values: UnsafeMutableBufferPointer<Double>
        /// The definitions by topological position: terms, symbol and visit mark.
        let definitions: CompiledDefinitions

        /// The compiled entry at `position`.
        @inline(__always)
        func entry(_ position: Int32) -> CompiledDefinition { definitions.entries[Int(position)] }
    }

    /// The state of one refresh's walk over the definitions it reaches (a struct, not captured
    /// locals: a nested function capturing them made every access a checked, counted one).
    ///
    /// The walk goes from a symbol's dependents list (positions) to the compiled entries at
    /// those positions, and marks what it reaches in the entries themselves: nothing it reads
    /// per reached definition is indexed by symbol except the value it writes.
    struct RefreshWalk {
        /// How reached definitions are evaluated.
        enum Mode {
            /// At once (no reached definition depends on another so far).
            case immediate
            /// When they leave a heap keyed by topological position (a chain: a few at a time).
            case ordered
            /// After the walk, by a scan of the topological order (a wide fan-out: a heap of
            /// thousands would cost a logarithm each).
            case marking
        }

        /// The most definitions kept in the heap before the walk switches to marking.
        static let heapLimit = 64

        /// The visit mark of this refresh.
        let mark: UInt32
        /// Whether reached definitions are recorded in `moved` (for verification).
        let recordMoved: Bool
        /// The work space's moved symbols, with the reached definitions appended.
        var moved: [Symbol] = []
        /// Changed symbols whose dependents are still to be reached (evaluating at once: only
        /// definitions that others depend on come back here); empty when the walk ends.
        var pending: [Symbol] = []
        /// How reached definitions are evaluated now.
        var mode = Mode.immediate
        /// The lowest topological position reached while evaluating at once.
        var lowest = Int32.max
        /// The highest topological position reached and not yet evaluated in order.
        var highest = Int32.min
        /// Every reached definition at or below this position has its final value.
        var evaluatedThrough = Int32.min
        /// The lowest topological position marked (marking mode).
        var lowestMarked = Int32.max
        /// Reached definitions not yet evaluated, lowest position first (ordered mode).
        var heap = TopologicalHeap(highestFirst: false)
        /// Marked definitions whose dependents are still to be reached (marking mode).
        var markQueue: [Symbol] = []

        /// Walks from the pending symbols to every definition downstream and evaluates each.
        mutating func run(_ context: RefreshContext) {
            while let symbol = pending.popLast() {
                let facts = context.info[symbol.index]
                if facts.isDefined {
                    let position = facts.topologicalIndex
                    if context.entry(position).stamp != mark { reach(at: position, context) }
                    if hasDependents(symbol, context) {
                        // A reached definition depends on another: from here on, in order.
                        pending.append(symbol)
                        continueInOrder(context)
                        return
                    }
                }
                reachDependents(of: symbol, context)
            }
        }

        /// Marks the definition at `position` reached and evaluates it now or later, as the
        /// mode says.
        @inline(__always)
        mutating func reach(at position: Int32, _ context: RefreshContext) {
            reach(at: position, entry: context.entry(position), context)
        }

        /// ``reach(at:_:)`` for an entry read already.
        @inline(__always)
        mutating func reach(at position: Int32, entry: CompiledDefinition, _ context: RefreshContext) {
            context.definitions.entries[Int(position)].stamp = mark
            if mode == .immediate {
                context.definitions.evaluate(entry, values: context.values)
                lowest = min(lowest, position)
                highest = max(highest, position)
            } else {
                wait(at: position, entry: entry)
            }
            // Verification looks at the required constraints in the rows that a moved symbol's
            // users include; a definition without any needs no entry (its own constraint holds
            // by construction), and a chain's walk then writes no list of every position.
            if recordMoved, entry.mayHaveRequiredUsers { moved.append(entry.symbol) }
        }

        /// Queues a reached definition for its evaluation in order: in the heap while it is
        /// small, otherwise marked for the final scan (its dependents still to be reached).
        @inline(__always)
        mutating func wait(at position: Int32, entry: CompiledDefinition) {
            if mode == .ordered {
                if heap.count < RefreshWalk.heapLimit {
                    heap.push(entry.symbol, at: position)
                    return
                }
                startMarking()
            }
            mark(at: position, entry: entry)
        }

        /// Marks a reached definition for the final scan; its dependents are still to be reached.
        @inline(__always)
        mutating func mark(at position: Int32, entry: CompiledDefinition) {
            highest = max(highest, position)
            lowestMarked = min(lowestMarked, position)
            if entry.mayHaveDependents { markQueue.append(entry.symbol) }
        }

        /// Leaves the heap for marking: what waits in the heap is marked, its dependents still
        /// to be reached. (A definition in the heap is one whose dependents were not followed
        /// yet: marking queues it when it may have any.)
        mutating func startMarking() {
            mode = .marking
            while let (symbol, position) = heap.popFirstWithPosition() {
                highest = max(highest, position)
                lowestMarked = min(lowestMarked, position)
                markQueue.append(symbol)
            }
        }

        /// True when some definition that still mentions `symbol` (a stale entry is skipped)
        /// depends on it.
        @inline(__always)
        func hasDependents(_ symbol: Symbol, _ context: RefreshContext) -> Bool {
            let head = context.dependents.heads[symbol.index]
            for index in 0..<Int(head.count) {
                if context.definitions.mentions(symbol, at: context.dependents.entry(index, of: head)) { return true }
            }
            return false
        }

        /// Reaches every unreached definition that mentions `symbol`; while evaluating at once,
        /// those that others depend on in turn join `pending`. The two inline entries are taken
        /// apart from the overflow ones, so a chain's step tests no position.
        @inline(__always)
        mutating func reachDependents(of symbol: Symbol, _ context: RefreshContext) {
            let head = context.dependents.heads[symbol.index]
            guard head.count > 0 else { return }
            reachDependent(at: head.first, of: symbol, context)
            guard head.count > 1 else { return }
            reachDependent(at: head.second, of: symbol, context)
            guard head.count > 2 else { return }
            let rest = context.dependents.rest(of: head)
            for index in 0..<Int(head.count) - 2 { reachDependent(at: rest.pointee[index], of: symbol, context) }
        }

        /// Reaches the definition at one entry of `symbol`'s dependents list, unless it is
        /// reached already or the entry is stale.
        @inline(__always)
        mutating func reachDependent(at position: Int32, of symbol: Symbol, _ context: RefreshContext) {
            // A stale entry (a hole, or a definition replaced so that it no longer mentions the
            // symbol) must not be followed: a re-attached link would otherwise pull the whole
            // chain below its old anchor into every later refresh.
            let entry = context.entry(position)
            guard !entry.isHole, entry.stamp != mark, context.definitions.mentions(symbol, in: entry) else { return }
            reach(at: position, entry: entry, context)
            if mode == .immediate, entry.mayHaveDependents { pending.append(entry.symbol) }
        }

        /// Finishes the walk in topological order: every definition reached so far is evaluated
        /// again in order (some were evaluated before an input they depend on), the pending
        /// symbols are followed, and each definition is evaluated after everything it depends
        /// on: through the heap while it stays small (a chain), otherwise by marking the rest
        /// and scanning the stretch of the order it spans.
        mutating func continueInOrder(_ context: RefreshContext) {
            mode = .ordered
            evaluatedThrough = lowest &- 1
            // The stretch of the order reached so far (marks make the test one comparison): a
            // chain switches after its first definition, an edit of independent ones never does.
            var position = lowest
            let reachedHigh = highest
            while position <= reachedHigh {
                let entry = context.entry(position)
                if !entry.isHole, entry.stamp == mark { wait(at: position, entry: entry) }
                position &+= 1
            }
            while let symbol = pending.popLast() {
                let facts = context.info[symbol.index]
                if !facts.isDefined {
                    reachDependents(of: symbol, context)
                } else if context.entry(facts.topologicalIndex).stamp != mark {
                    // A definition queued as changed and not reached yet: its dependents are
                    // followed when it is evaluated (or marked).
                    reach(at: facts.topologicalIndex, context)
                }
            }
            while mode == .ordered, let (symbol, position) = heap.popFirstWithPosition() {
                evaluatedThrough = position
                context.definitions.evaluate(at: position, values: context.values)
                reachDependents(of: symbol, context)
            }
            guard mode == .marking else { return }
            while let symbol = markQueue.popLast() { reachDependents(of: symbol, context) }
            // From the first definition not evaluated in order: after the first pop everything
            // marked lies above it, but a switch before any pop may mark one lower down (reached
            // from a queued symbol).
            position = min(evaluatedThrough &+ 1, lowestMarked)
            while position <= highest {
                let entry = context.entry(position)
                if !entry.isHole, entry.stamp == mark { context.definitions.evaluate(entry, values: context.values) }
                position &+= 1
            }
        }
    }

    /// Every definition re-evaluated in topological order, in one pass through buffers.
    mutating func refreshAllDefinitions() {
        if !definitions.orderIsValid { rebuildTopologicalOrder() }
        definitions.changed.removeAll(keepingCapacity: true)
        let cellStore = definitions.cells
        values.withUnsafeMutableBufferPointer { values in
        definitions.compiled.withUnsafeMutableBufferPointer { compiled in
        cellStore.withUnsafeBufferPointer { cells in
            let definitions = CompiledDefinitions(entries: compiled, cells: cells)
            for entry in compiled where !entry.isHole { definitions.evaluate(entry, values: values) }
        }
        }
        }
        if work.rowsMoved {
            for entry in definitions.compiled where !entry.isHole && entry.mayHaveRequiredUsers { work.moved.append(entry.symbol) }
        }
    }

    /// Orders the definitions so each follows those it mentions (iterative depth-first search),
    /// compiles them in that order and writes every dependents list afresh (their positions
    /// all changed; stale entries go with them).
    mutating func rebuildTopologicalOrder() {
        definitions.order.removeAll(keepingCapacity: true)
        definitions.order.reserveCapacity(definitions.count)
        work.epoch &+= 1
        let done = work.epoch
        work.epoch &+= 1
        let open = work.epoch
        var stack: [(symbol: Symbol, next: Int)] = []
        for index in 0..<info.count where info[index].isDefined && info[index].stamp != done {
            let root = Symbol(index)
            stack.append((root, 0))
            info[root].stamp = open
            while !stack.isEmpty {
                let top = stack.count - 1
                let symbol = stack[top].symbol
                let cells = rows[symbol].cells
                var next = stack[top].next
                var descended = false
                while next < cells.count {
                    let child = cells[next].symbol
                    next += 1
                    if info[child].isDefined, info[child].stamp != done, info[child].stamp != open {
                        stack[top].next = next
                        info[child].stamp = open
                        stack.append((child, 0))
                        descended = true
                        break
                    }
                }
                if descended { continue }
                info[symbol].stamp = done
                info[symbol].topologicalIndex = Int32(definitions.order.count)
                definitions.order.append(symbol)
                stack.removeLast()
            }
        }
        definitions.orderIsValid = true
        recompileDefinitions()
        definitions.dependents.removeAllEntries()
        for (position, symbol) in definitions.order.enumerated() {
            guard let symbol else { continue }
            for cell in rows[symbol].cells { definitions.dependents.append(Int32(position), to: cell.symbol) }
        }
    }
}
