/// The root view fills the screen (a window's root view controller's view).
enum ScreenRule {
    /// The root's left, top, width and height.
    static func constraints(rootID: String, screen: Screen) -> [LayoutConstraint] {
        let root = LayoutItem.view(rootID)
        return [
            .generated(Anchor(root, .left), .equal, nil, constant: 0, rule: .screen(.left)),
            .generated(Anchor(root, .top), .equal, nil, constant: 0, rule: .screen(.top)),
            .generated(Anchor(root, .width), .equal, nil, constant: screen.size.width, rule: .screen(.width)),
            .generated(Anchor(root, .height), .equal, nil, constant: screen.size.height, rule: .screen(.height)),
        ]
    }
}
