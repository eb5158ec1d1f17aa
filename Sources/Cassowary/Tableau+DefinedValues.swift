// Values through the definition layer: after the simplex moves, the definitions downstream of
// every symbol whose value changed are evaluated again, in topological order.
//
// Invariants (`definitionViolations`, run with `invariantViolations`): after an operation no
// change is left unpropagated (`definitions.changed` is empty), every defined symbol's value
// equals its definition evaluated afresh, and each compiled definition (the copy the walk
// reads) holds exactly its row's constant and cells.

extension Tableau {
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
