/// A scroll view's content size is never negative; a manually set `contentSize` applies on an
/// axis the constraints leave free (priority 1: anything else wins), as UIKit uses the
/// property when nothing derives the size from the content guide.
enum ScrollContentRule {
    /// A scroll view's content constraints.
    static func constraints(of view: View) -> [LayoutConstraint] {
        let content = LayoutItem.contentLayoutGuide(view.id)
        var result: [LayoutConstraint] = [
            .generated(Anchor(content, .width), .greaterThanOrEqual, nil, constant: 0, rule: .scroll(view: view.id, .contentNonNegative(.horizontal))),
            .generated(Anchor(content, .height), .greaterThanOrEqual, nil, constant: 0, rule: .scroll(view: view.id, .contentNonNegative(.vertical))),
        ]
        if let manual = view.scroll?.contentSize {
            result.append(.generated(Anchor(content, .width), .equal, nil, constant: manual.width, priority: 1,
                                     rule: .scroll(view: view.id, .manualContentSize(.horizontal))))
            result.append(.generated(Anchor(content, .height), .equal, nil, constant: manual.height, priority: 1,
                                     rule: .scroll(view: view.id, .manualContentSize(.vertical))))
        }
        return result
    }
}
