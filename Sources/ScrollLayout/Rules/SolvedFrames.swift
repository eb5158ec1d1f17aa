/// What rules that depend on geometry read from a solved layout: frames in root coordinates
/// (every scroll view at offset zero) and scroll views' content sizes.
protocol SolvedFrames {
    /// A view's or custom guide's frame in root coordinates.
    func absoluteFrame(of id: String) -> Rect
    /// A scroll view's content size (content guide size times zoom).
    func contentSize(of id: String) -> Size
}
