// Reading a solved layout through typed handles (`DSL/ViewHandle.swift`): `result[photo].frame`,
// `result[scroll].contentSize`.

extension LayoutResult {
    /// The solved view of a handle. The handle's view must be in the layout (a handle declared
    /// but never put in the tree is a programming error, like an index out of range).
    public subscript(handle: some ViewHandleProtocol) -> ViewFrame {
        guard let frame = view(handle.id) else {
            preconditionFailure("no view '\(handle.id)' in the layout '\(name)': put View.…(\(handle.id)) in its tree")
        }
        return frame
    }

    /// The solved scroll view of a handle: its `contentSize`, where each axis came from, and
    /// its scroll geometry. The scroll view must be in the layout.
    public subscript(handle: ScrollViewHandle) -> ScrollViewFrame {
        guard let frame = scrollView(handle.id) else {
            preconditionFailure("no scroll view '\(handle.id)' in the layout '\(name)': put View.scrollView(\(handle.id)) in its tree")
        }
        return frame
    }
}
