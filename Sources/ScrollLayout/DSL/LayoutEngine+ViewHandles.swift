// The engine's view reads and changes taking typed handles (`ViewHandle`, `ScrollViewHandle`,
// `StackViewHandle`), so code that declared `let drawer = ViewHandle("drawer")` never spells
// the id twice. They forward to the engine's id-based methods: the engine itself never uses
// the DSL.

extension LayoutEngine {
    /// The view of a handle as the engine has it now, or nil when it is not in the layout.
    public func view(_ handle: some ViewHandleProtocol) -> View? { view(handle.id) }

    /// A scroll view's properties as they are now.
    public func scrollConfiguration(of handle: ScrollViewHandle) -> ScrollViewConfiguration? { scrollConfiguration(of: handle.id) }

    /// A stack view's properties as they are now.
    public func stackConfiguration(of handle: StackViewHandle) -> StackViewConfiguration? { stackConfiguration(of: handle.id) }

    /// Hides or shows a view; only stack views react (their arranged views collapse).
    public mutating func setHidden(_ hidden: Bool, for handle: some ViewHandleProtocol) throws(LayoutError) {
        try setHidden(hidden, for: handle.id)
    }

    /// Changes a view's intrinsic content size (UIKit's `invalidateIntrinsicContentSize`).
    public mutating func setIntrinsicContentSize(_ size: IntrinsicSize, for handle: some ViewHandleProtocol) throws(LayoutError) {
        try setIntrinsicContentSize(size, for: handle.id)
    }

    /// Changes a view's hugging priority on one axis.
    public mutating func setContentHuggingPriority(_ priority: Priority, for axis: Axis, of handle: some ViewHandleProtocol) throws(LayoutError) {
        try setContentHuggingPriority(priority, for: axis, of: handle.id)
    }

    /// Changes a view's compression-resistance priority on one axis.
    public mutating func setCompressionResistancePriority(_ priority: Priority, for axis: Axis,
                                                          of handle: some ViewHandleProtocol) throws(LayoutError) {
        try setCompressionResistancePriority(priority, for: axis, of: handle.id)
    }

    /// Changes a scroll view's properties (content size, zoom, insets, behaviour).
    public mutating func setScrollConfiguration(_ configuration: ScrollViewConfiguration, for handle: ScrollViewHandle) throws(LayoutError) {
        try setScrollConfiguration(configuration, for: handle.id)
    }

    /// Changes a stack view's properties (axis, distribution, alignment, spacing, arranged views).
    public mutating func setStackConfiguration(_ configuration: StackViewConfiguration, for handle: StackViewHandle) throws(LayoutError) {
        try setStackConfiguration(configuration, for: handle.id)
    }

    /// Adds a view (with its subtree) under a superview, at an index among its subviews.
    public mutating func addSubview(_ view: View, to parent: some ViewHandleProtocol, at index: Int? = nil) throws(LayoutError) {
        try addSubview(view, to: parent.id, at: index)
    }

    /// Adds a view to a stack view, arranged at `index` (the end when nil).
    public mutating func addArrangedSubview(_ view: View, to stack: StackViewHandle, at index: Int? = nil) throws(LayoutError) {
        try addArrangedSubview(view, to: stack.id, at: index)
    }

    /// Stops arranging a view (it stays a subview, as UIKit's `removeArrangedSubview`).
    public mutating func removeArrangedSubview(_ handle: some ViewHandleProtocol, from stack: StackViewHandle) throws(LayoutError) {
        try removeArrangedSubview(handle.id, from: stack.id)
    }

    /// Removes a view and its subtree, with every constraint that mentions them.
    public mutating func removeView(_ handle: some ViewHandleProtocol) throws(LayoutError) {
        try removeView(handle.id)
    }
}
