// Incremental changes. Each validates first (so a refused change leaves everything as it was),
// then touches only the solver constraints it concerns, and lets the guides settle.

extension LayoutEngine {
    /// Adds a constraint (installed when active).
    /// - Throws: ``LayoutError`` for invalid or duplicate constraints.
    public mutating func add(_ constraint: LayoutConstraint) throws(LayoutError) {
        guard constraints[constraint.id] == nil else { throw .duplicateConstraint(constraint) }
        try validate(constraint)
        userOrder.append(constraint.id)
        constraints[constraint.id] = InstalledConstraint(spec: constraint)
        if constraint.isActive { install(constraint.id) }
        settleGuides()
    }

    /// Removes a constraint from the layout.
    public mutating func remove(_ id: LayoutConstraint.ID) throws(LayoutError) {
        guard constraints[id] != nil, userOrder.contains(id) else { throw .unknownConstraint(id) }
        uninstall(id)
        constraints[id] = nil
        userOrder.removeAll { $0 == id }
        settleGuides()
    }

    /// Activates or deactivates a constraint.
    public mutating func setActive(_ active: Bool, for id: LayoutConstraint.ID) throws(LayoutError) {
        guard var entry = constraints[id], userOrder.contains(id) else { throw .unknownConstraint(id) }
        guard entry.spec.isActive != active else { return }
        entry.spec.isActive = active
        constraints[id] = entry
        if active { install(id) } else { uninstall(id) }
        settleGuides()
    }

    /// Changes a constraint's constant: one solver constraint is replaced, nothing else.
    public mutating func setConstant(_ constant: Double, for id: LayoutConstraint.ID) throws(LayoutError) {
        guard var entry = constraints[id], userOrder.contains(id) else { throw .unknownConstraint(id) }
        var changed = entry.spec
        changed.constant = constant
        try validate(changed)
        guard changed.constant != entry.spec.constant else { return }
        let wasInstalled = entry.solverConstraint != nil
        if wasInstalled { uninstall(id, retryBroken: false) }
        entry = constraints[id] ?? entry
        entry.spec = changed
        constraints[id] = entry
        if wasInstalled { install(id) }
        retryBrokenConstraints()
        settleGuides()
    }

    /// Changes a constraint's priority; between required and optional only while inactive
    /// (UIKit raises for an installed constraint).
    public mutating func setPriority(_ priority: Priority, for id: LayoutConstraint.ID) throws(LayoutError) {
        guard var entry = constraints[id], userOrder.contains(id) else { throw .unknownConstraint(id) }
        var changed = entry.spec
        changed.priority = priority
        try validate(changed)
        if entry.spec.isActive, entry.spec.priority.isRequired != priority.isRequired {
            throw .requiredPriorityChange(entry.spec, to: priority)
        }
        guard priority != entry.spec.priority else { return }
        let wasInstalled = entry.solverConstraint != nil
        if wasInstalled { uninstall(id, retryBroken: false) }
        entry = constraints[id] ?? entry
        entry.spec = changed
        constraints[id] = entry
        if wasInstalled { install(id) }
        retryBrokenConstraints()
        settleGuides()
    }

    /// Changes a view's intrinsic content size (UIKit's `invalidateIntrinsicContentSize`).
    public mutating func setIntrinsicContentSize(_ size: IntrinsicSize, for viewID: String) throws(LayoutError) {
        try updateView(viewID) { $0.intrinsicContentSize = size }
    }

    /// Hides or shows a view; only stack views react (their arranged views collapse).
    public mutating func setHidden(_ hidden: Bool, for viewID: String) throws(LayoutError) {
        try updateView(viewID) { $0.isHidden = hidden }
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
        guard tree[viewID]?.view.kind.isScrollView == true else { throw .unknownView(viewID) }
        try updateView(viewID) { $0.scroll = configuration }
    }

    /// Changes a stack view's properties (axis, distribution, alignment, spacing, arranged views).
    public mutating func setStackConfiguration(_ configuration: StackViewConfiguration, for viewID: String) throws(LayoutError) {
        guard tree[viewID]?.view.kind == .stackView else { throw .unknownView(viewID) }
        try updateView(viewID) { $0.stack = configuration }
    }

    /// Changes the screen (size and safe area): the root's size constraints and the guides follow.
    public mutating func setScreen(_ screen: Screen) throws(LayoutError) {
        try LayoutEngine.validate(screen)
        base.screen = screen
        setGroup(.screen, to: screenConstraints())
        settleGuides()
    }

    /// Applies a change to one view and regenerates exactly the groups that depend on it.
    mutating func updateView(_ viewID: String, _ change: (inout View) -> Void) throws(LayoutError) {
        guard let node = tree[viewID] else { throw .unknownView(viewID) }
        var view = node.view
        change(&view)
        try LayoutEngine.validate(view)
        tree.update(view)
        setGroup(.frame(viewID), to: keepsFrame(view) ? frameConstraints(of: view, parent: node.parent) : [])
        setGroup(.intrinsic(viewID), to: intrinsicConstraints(of: view))
        if view.kind.isScrollView { setGroup(.scrollContent(viewID), to: scrollContentConstraints(of: view)) }
        if view.kind == .stackView {
            setGroup(.stack(viewID), to: stackConstraints(of: viewID))
            // Arrangement changes move intrinsic constraints between the stack and its views.
            for arranged in tree[viewID]?.children ?? [] {
                if let child = tree[arranged]?.view { setGroup(.intrinsic(arranged), to: intrinsicConstraints(of: child)) }
            }
        }
        if let parent = node.parent, tree[parent]?.view.kind == .stackView {
            setGroup(.stack(parent), to: stackConstraints(of: parent))
        }
        settleGuides()
    }


}
