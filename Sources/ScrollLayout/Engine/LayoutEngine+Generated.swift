// Installing what the UIKit rules generate (`Rules/`, `Stack/`). Each rule's constraints form
// a group; a change regenerates the groups it concerns and diffs them, so only the constraints
// that really differ leave or enter the solver.

extension LayoutEngine {
    /// Installs every generated group of a fresh layout.
    mutating func installGeneratedConstraints() {
        setGroup(.screen, to: ScreenRule.constraints(rootID: tree.rootID, screen: base.screen))
        for id in tree.order {
            guard let node = tree[id] else { continue }
            regenerateViewGroups(node.view, parent: node.parent)
            if node.view.kind == .stackView { regenerateStack(id) }
        }
    }

    /// Regenerates a view's own groups: its autoresizing frame, its intrinsic size and, for a
    /// scroll view, its content rules.
    mutating func regenerateViewGroups(_ view: View, parent: String?) {
        setGroup(.frame(view.id), to: tree.keepsFrame(view) ? AutoresizingRule.constraints(of: view, parent: parent, in: tree) : [])
        setGroup(.intrinsic(view.id), to: IntrinsicSizeRule.constraints(of: view, in: tree))
        if view.kind.isScrollView { setGroup(.scrollContent(view.id), to: ScrollContentRule.constraints(of: view)) }
    }

    /// Replaces a group's constraints, keeping those that did not change (matched by content,
    /// so regenerating a stack of N views costs O(N), not O(N²)).
    mutating func setGroup(_ group: GeneratedGroup, to specs: [LayoutConstraint]) {
        let current = registry.members(of: group)
        if current.isEmpty, specs.isEmpty { return }
        var available: [LayoutConstraint.Content: [LayoutConstraint.ID]] = [:]
        for id in current {
            if let entry = registry[id] { available[entry.spec.content, default: []].append(id) }
        }
        var kept: [LayoutConstraint.ID] = []
        var added: [LayoutConstraint] = []
        for spec in specs {
            if let id = available[spec.content]?.popLast() {
                kept.append(id)
            } else {
                added.append(spec)
            }
        }
        var removedAny = false
        for ids in available.values {
            for id in ids {
                uninstall(id, retryBroken: false)
                registry.forget(id)
                removedAny = true
            }
        }
        registry.setMembers(kept + added.map(\.id), of: group)
        for spec in added {
            registry.addGenerated(spec)
            install(spec.id)
        }
        if removedAny { retryBrokenConstraints() }
    }

    /// Regenerates a stack's groups: the stack-wide one always, and the item groups whose
    /// signature changed (or whose view is listed in `changed`).
    mutating func regenerateStack(_ stackID: String, changed: Set<String> = []) {
        if changed.count == 1, let viewID = changed.first, regenerateAround(viewID, in: stackID) { return }
        guard let context = StackLayoutRule.context(stackID, in: tree) else {
            for key in registry.allGroups {
                if case .stack(stackID) = key { setGroup(key, to: []) }
                if case .stackItem(stackID, _) = key { setGroup(key, to: []) }
            }
            return
        }
        let previous = stackSignatures[stackID] ?? [:]
        var signatures: [String: StackLayoutRule.StackItemSignature] = [:]
        regenerateItems(of: context, at: context.arranged.indices, changed: changed, previous: previous, into: &signatures)
        // Views no longer arranged lose their item groups.
        for viewID in previous.keys where signatures[viewID] == nil {
            setGroup(.stackItem(stackID, viewID), to: [])
        }
        stackSignatures[stackID] = signatures
        setGroup(.stack(stackID), to: StackLayoutRule.stackWideConstraints(context))
    }

    /// Regenerates the item groups one arranged view's change can reach, when that is a window
    /// of the stack: the view and the hidden views around it, from the visible view before it to
    /// the visible view after it. That holds in `fill` and `fillEqually` stacks when the view is
    /// neither before the first visible view nor after the last (the stack-wide constraints
    /// and every other view's signature stay); false, with nothing done, otherwise. Hiding one
    /// view of a 3 000-view stack then reads a few views instead of copying all of them and
    /// comparing 3 000 signatures.
    mutating func regenerateAround(_ viewID: String, in stackID: String) -> Bool {
        guard let node = tree[stackID], let configuration = node.view.stack,
              configuration.distribution == .fill || configuration.distribution == .fillEqually,
              let signatures = stackSignatures[stackID], let old = signatures[viewID] else { return false }
        let ids = configuration.arrangedSubviewIDs ?? node.children
        let position = old.index
        guard ids.count == signatures.count, position < ids.count, ids[position] == viewID else { return false }
        func isVisible(_ index: Int) -> Bool { tree[ids[index]]?.view.isHidden == false }
        var low = position - 1
        while low >= 0, !isVisible(low) { low -= 1 }
        var high = position + 1
        while high < ids.count, !isVisible(high) { high += 1 }
        guard low >= 0, high < ids.count, let firstID = old.firstVisible, let first = tree[firstID]?.view,
              let context = StackLayoutRule.window(stackID, in: tree, ids: ids, range: low...high, first: first)
        else { return false }
        var updated = signatures
        // The visible view before the window keeps its signature; the others may change.
        regenerateItems(of: context, at: 1..<context.arranged.count, changed: [viewID], previous: signatures, into: &updated)
        stackSignatures[stackID] = updated
        return true
    }

    /// Regenerates the item groups at `positions` of a context whose signature differs from
    /// `previous` (or whose view is in `changed`), recording every new signature in `signatures`.
    mutating func regenerateItems(of context: StackLayoutRule.StackContext, at positions: Range<Int>, changed: Set<String>,
                                  previous: [String: StackLayoutRule.StackItemSignature],
                                  into signatures: inout [String: StackLayoutRule.StackItemSignature]) {
        for position in positions {
            let signature = StackLayoutRule.signature(context, position)
            signatures[signature.viewID] = signature
            if previous[signature.viewID] != signature || changed.contains(signature.viewID) {
                setGroup(.stackItem(context.stackID, signature.viewID), to: StackLayoutRule.itemConstraints(context, position))
            }
        }
    }
}
