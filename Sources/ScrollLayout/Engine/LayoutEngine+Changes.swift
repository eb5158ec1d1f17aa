// Incremental changes. Each validates first (so a refused change leaves everything as it was),
// then touches only the solver constraints it concerns, and lets the guides settle.

extension LayoutEngine {
    /// Adds a constraint (installed when active).
    /// - Throws: ``LayoutError`` for invalid or duplicate constraints.
    public mutating func add(_ constraint: LayoutConstraint) throws(LayoutError) {
        guard registry[constraint.id] == nil else { throw .duplicateConstraint(constraint) }
        try validate(constraint)
        registry.addUser(constraint)
        if constraint.isActive { install(constraint.id) }
        refreshProportionalStack(after: constraint)
        settleGuides()
    }

    /// Removes a constraint from the layout.
    public mutating func remove(_ id: LayoutConstraint.ID) throws(LayoutError) {
        guard let spec = registry[id]?.spec, registry[id]?.isUser == true else { throw .unknownConstraint(id) }
        uninstall(id)
        registry.forget(id)
        refreshProportionalStack(after: spec)
        settleGuides()
    }

    /// Activates or deactivates a constraint.
    public mutating func setActive(_ active: Bool, for id: LayoutConstraint.ID) throws(LayoutError) {
        guard var spec = registry[id]?.spec, registry[id]?.isUser == true else { throw .unknownConstraint(id) }
        guard spec.isActive != active else { return }
        spec.isActive = active
        registry.setSpec(spec)
        if active { install(id) } else { uninstall(id) }
        refreshProportionalStack(after: spec)
        settleGuides()
    }

    /// Changes a constraint's constant: one solver constraint is replaced, nothing else.
    public mutating func setConstant(_ constant: Double, for id: LayoutConstraint.ID) throws(LayoutError) {
        guard let entry = registry[id], entry.isUser else { throw .unknownConstraint(id) }
        var changed = entry.spec
        changed.constant = constant
        try validate(changed)
        guard changed.constant != entry.spec.constant else { return }
        replaceSpec(of: id, with: changed)
    }

    /// Changes a constraint's priority; between required and optional only while inactive
    /// (UIKit raises for an installed constraint).
    public mutating func setPriority(_ priority: Priority, for id: LayoutConstraint.ID) throws(LayoutError) {
        guard let entry = registry[id], entry.isUser else { throw .unknownConstraint(id) }
        var changed = entry.spec
        changed.priority = priority
        try validate(changed)
        if entry.spec.isActive, entry.spec.priority.isRequired != priority.isRequired {
            throw .requiredPriorityChange(entry.spec, to: priority)
        }
        guard priority != entry.spec.priority else { return }
        replaceSpec(of: id, with: changed)
    }

    /// Puts a changed (validated) description in place of a constraint's: one solver constraint
    /// is replaced if it was installed, nothing else.
    private mutating func replaceSpec(of id: LayoutConstraint.ID, with changed: LayoutConstraint) {
        guard let entry = registry[id] else { return }
        if replaceInPlace(id, entry, with: changed) {
            refreshProportionalStack(after: changed)
            retryBrokenConstraints()
            settleGuides()
            return
        }
        let wasInstalled = entry.isInSolver
        if wasInstalled { uninstall(id, retryBroken: false) }
        registry.setSpec(changed)
        if wasInstalled { install(id) }
        refreshProportionalStack(after: changed)
        retryBrokenConstraints()
        settleGuides()
    }

    /// A change to a view's own size constraint reaches the proportional stack it is arranged
    /// in: that stack divides its length by its views' own sizes where they have no intrinsic
    /// one (`StackLayoutRule.ownLengths`), so its constraints are made again, as a fresh layout
    /// would make them.
    mutating func refreshProportionalStack(after spec: LayoutConstraint) {
        // Without stacks (the common change), no view name is looked up.
        guard !stackSignatures.isEmpty, spec.second == nil, spec.first.attribute == .width || spec.first.attribute == .height,
              case .view(let id) = spec.first.item, let stack = tree.stackViewParent(of: id),
              let configuration = tree.view(stack)?.stack, configuration.distribution == .fillProportionally,
              (configuration.axis == .horizontal) == (spec.first.attribute == .width) else { return }
        regenerateStack(stack)
    }

    /// Gives an installed, unbroken constraint its changed description with one in-place
    /// replacement in the solver (`Solver.replace`: a changed constant costs what the values
    /// that move cost); false, with nothing changed, when the solver cannot (a conflict), so the
    /// caller takes the remove-and-add path that breaks it where diagnostics see it.
    mutating func replaceInPlace(_ id: LayoutConstraint.ID, _ entry: InstalledConstraint, with changed: LayoutConstraint) -> Bool {
        guard let installed = entry.solverConstraint, entry.conflicting == nil,
              let replacement = interpret(changed) else { return false }
        do {
            try solver.replace(installed, with: replacement)
        } catch {
            return false
        }
        registry.setSpec(changed)
        registry.noteInstalled(id, as: replacement, conflicting: nil)
        return true
    }

    /// Changes a view's intrinsic content size (UIKit's `invalidateIntrinsicContentSize`).
    public mutating func setIntrinsicContentSize(_ size: IntrinsicSize, for viewID: String) throws(LayoutError) {
        try updateView(viewID) { $0.intrinsicContentSize = size }
    }

    /// Changes several views' intrinsic content sizes as one layout pass sees them (UIKit lays
    /// out once after every label's text is set): broken constraints are retried, and the
    /// guides settled, after the last change rather than after each. Every view and size is
    /// checked first: a refused batch changes nothing.
    public mutating func setIntrinsicContentSizes(_ sizes: [(viewID: String, size: IntrinsicSize)]) throws(LayoutError) {
        for (viewID, size) in sizes {
            guard var view = tree.view(viewID) else { throw .unknownView(viewID) }
            view.intrinsicContentSize = size
            try LayoutEngine.validate(view)
        }
        retryOwed = false
        // Checked above, so no change below throws.
        for (viewID, size) in sizes { try? updateView(viewID) { $0.intrinsicContentSize = size } }
        let owed = retryOwed == true
        retryOwed = nil
        if owed { retryBrokenConstraints() }
        settleGuides()
    }

    /// Hides or shows a view; only stack views react (their arranged views collapse).
    public mutating func setHidden(_ hidden: Bool, for viewID: String) throws(LayoutError) {
        guard tree.containsView(viewID) else { throw .unknownView(viewID) }
        guard tree.isHidden(viewID) != hidden else { return }
        tree.setHidden(hidden, of: viewID)
        // Only a stack's arrangement reads whether a view is hidden (Auto Layout lays hidden
        // views out like any other; `Rules/` never looks): the view's own groups, and a stack
        // view's own arrangement, stay as they are.
        if let stack = tree.stackViewParent(of: viewID) { regenerateStack(stack, changed: [viewID]) }
        settleGuides()
    }

    /// Changes a view's hugging priority on one axis.
    public mutating func setContentHuggingPriority(_ priority: Priority, for axis: Axis, of viewID: String) throws(LayoutError) {
        try updateView(viewID) { $0.contentHuggingPriority[axis] = priority }
    }

    /// Changes a view's compression-resistance priority on one axis.
    public mutating func setCompressionResistancePriority(_ priority: Priority, for axis: Axis, of viewID: String) throws(LayoutError) {
        try updateView(viewID) { $0.compressionResistancePriority[axis] = priority }
    }

    /// Changes a scroll view's properties (content size, zoom, insets, behaviour).
    public mutating func setScrollConfiguration(_ configuration: ScrollViewConfiguration, for viewID: String) throws(LayoutError) {
        guard let kind = tree[viewID]?.view.kind else { throw .unknownView(viewID) }
        guard kind.isScrollView else { throw .wrongViewKind(viewID, kind: kind, expected: "a scroll view") }
        try updateView(viewID) { $0.scroll = configuration }
    }

    /// Changes a stack view's properties (axis, distribution, alignment, spacing, arranged views).
    public mutating func setStackConfiguration(_ configuration: StackViewConfiguration, for viewID: String) throws(LayoutError) {
        guard let kind = tree[viewID]?.view.kind else { throw .unknownView(viewID) }
        guard kind == .stackView else { throw .wrongViewKind(viewID, kind: kind, expected: "a stack view") }
        try updateView(viewID) { $0.stack = configuration }
    }

    /// Changes the screen (size and safe area): the root's size constraints and the guides follow.
    public mutating func setScreen(_ screen: Screen) throws(LayoutError) {
        try LayoutEngine.validate(screen)
        base.screen = screen
        setGroup(.screen, to: ScreenRule.constraints(rootID: tree.rootID, screen: screen))
        settleGuides()
    }

    /// Applies a change to one view and regenerates exactly the groups that depend on it.
    mutating func updateView(_ viewID: String, _ change: (inout View) -> Void) throws(LayoutError) {
        guard let node = tree[viewID] else { throw .unknownView(viewID) }
        var view = node.view
        change(&view)
        try LayoutEngine.validate(view)
        tree.update(view)
        regenerateViewGroups(view, parent: node.parent)
        if view.kind == .stackView {
            // Its own properties changed: every arranged view's constraints may differ.
            regenerateStack(viewID, changed: Set(tree[viewID]?.children ?? []))
            // Arrangement changes move intrinsic constraints between the stack and its views.
            for arranged in tree[viewID]?.children ?? [] {
                if let child = tree[arranged]?.view { setGroup(.intrinsic(arranged), to: IntrinsicSizeRule.constraints(of: child, in: tree)) }
            }
        }
        if let parent = node.parent, tree[parent]?.view.kind == .stackView {
            regenerateStack(parent, changed: [viewID])
        }
        // A batch settles the guides once, after its last change.
        if retryOwed == nil { settleGuides() }
    }


}

extension LayoutEngine {
    /// Adds a view (with its subtree) under a superview, at an index among its subviews
    /// (the end when nil). Its constraints are added separately.
    public mutating func addSubview(_ view: View, to parentID: String, at index: Int? = nil) throws(LayoutError) {
        for descendant in view.allViews { try LayoutEngine.validate(descendant) }
        try tree.insert(view, under: parentID, at: index)
        for descendant in view.allViews { makeVariables(of: descendant) }
        for descendant in view.allViews {
            guard let node = tree[descendant.id] else { continue }
            regenerateViewGroups(node.view, parent: node.parent)
            if node.view.kind == .stackView { regenerateStack(descendant.id) }
        }
        if tree[parentID]?.view.kind == .stackView { regenerateStack(parentID, changed: [view.id]) }
        settleGuides()
    }

    /// Adds a view to a stack view: a subview, arranged at `index` among the arranged views
    /// (UIKit's `insertArrangedSubview(_:at:)`; the end when nil).
    public mutating func addArrangedSubview(_ view: View, to stackID: String, at index: Int? = nil) throws(LayoutError) {
        guard let stack = tree[stackID]?.view else { throw .unknownView(stackID) }
        guard var configuration = stack.stack else { throw .wrongViewKind(stackID, kind: stack.kind, expected: "a stack view") }
        var arranged = configuration.arrangedSubviewIDs ?? tree[stackID]?.children ?? []
        let position = min(max(index ?? arranged.count, 0), arranged.count)
        arranged.insert(view.id, at: position)
        configuration.arrangedSubviewIDs = arranged
        try addSubview(view, to: stackID)
        try updateView(stackID) { $0.stack = configuration }
    }

    /// Stops arranging a view (it stays a subview, as UIKit's `removeArrangedSubview`).
    public mutating func removeArrangedSubview(_ viewID: String, from stackID: String) throws(LayoutError) {
        guard let stack = tree[stackID]?.view else { throw .unknownView(stackID) }
        guard var configuration = stack.stack else { throw .wrongViewKind(stackID, kind: stack.kind, expected: "a stack view") }
        guard tree[viewID] != nil else { throw .unknownView(viewID) }
        var arranged = configuration.arrangedSubviewIDs ?? tree[stackID]?.children ?? []
        arranged.removeAll { $0 == viewID }
        configuration.arrangedSubviewIDs = arranged
        try updateView(stackID) { $0.stack = configuration }
        if let view = tree[viewID]?.view { setGroup(.intrinsic(viewID), to: IntrinsicSizeRule.constraints(of: view, in: tree)) }
    }

    /// Removes a view and its subtree, with every constraint that mentions them (UIKit's
    /// `removeFromSuperview`).
    public mutating func removeView(_ viewID: String) throws(LayoutError) {
        guard viewID != tree.rootID, let parent = tree[viewID]?.parent else { throw .unknownView(viewID) }
        let removed = tree.remove(viewID)
        let gone = Set(removed.views + removed.guides)
        func mentions(_ c: LayoutConstraint) -> Bool {
            gone.contains(c.first.item.ownerID) || c.second.map { gone.contains($0.item.ownerID) } == true
        }
        var dropped = Set<LayoutConstraint.ID>()
        for entry in registry.userEntries where mentions(entry.spec) {
            uninstall(entry.spec.id, retryBroken: false)
            dropped.insert(entry.spec.id)
        }
        registry.forgetUsers(dropped)
        for group in Array(registry.allGroups) {
            if let owner = group.owner(removing: gone), gone.contains(owner) {
                setGroup(group, to: [])
            }
        }
        // Kept by number: the removed views' numbers may be given to views added later.
        let removedNumbers = Set(removed.numbers)
        for guide in guideInsets.keys where removedNumbers.contains(guide.view) { guideInsets[guide] = nil }
        variables.remove(numbers: removed.numbers)
        if var configuration = tree[parent]?.view.stack, let arranged = configuration.arrangedSubviewIDs {
            configuration.arrangedSubviewIDs = arranged.filter { !gone.contains($0) }
            try updateView(parent) { $0.stack = configuration }
        } else if tree[parent]?.view.kind == .stackView {
            regenerateStack(parent)
        }
        for id in gone { stackSignatures[id] = nil }
        if var signatures = stackSignatures[parent] {
            for id in gone { signatures[id] = nil }
            stackSignatures[parent] = signatures
        }
        retryBrokenConstraints()
        settleGuides()
    }
}
