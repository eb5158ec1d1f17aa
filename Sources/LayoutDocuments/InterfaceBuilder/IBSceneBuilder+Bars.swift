import ScrollLayout

extension IBSceneBuilder {
    /// A navigation item's title view in its bar: centred, at the size the document gives it,
    /// as `UINavigationBar` places a title view (measured: Delta's segmented control, 231 × 48 at
    /// (72, −2) in a 375-point bar; siskin-im's 390 × 40 view at (12, 2) in 414 points;
    /// DesignerNews's 240 × 33 view at (180, 6) on the 600-point canvas). Its content is laid out
    /// by its own constraints; what the bar decides at run time (the space its buttons leave)
    /// is the app's.
    mutating func placeTitleView(_ element: IBElement, inBar barID: String) throws(DocumentError) -> View {
        var view = try self.view(placedByConstraints(element), parent: barID, origin: Point(x: 0, y: 0))
        view.decidedByCode = view.decidedByCode ?? "it is a navigation item's title view, which the navigation bar sizes and places at run time"
        // The bar sets the frame; constraints place the alignment rectangle inside it.
        let size = storedFrames[view.id]?.size ?? Size(width: 0, height: 0), insets = view.alignmentRectInsets
        let item = LayoutItem.view(view.id), bar = LayoutItem.view(barID)
        for (attribute, second, constant) in [(Attribute.centerX, Anchor(bar, .centerX) as Anchor?, (insets.left - insets.right) / 2),
                                              (.centerY, Anchor(bar, .centerY), (insets.top - insets.bottom) / 2),
                                              (.width, nil, size.width - insets.left - insets.right),
                                              (.height, nil, size.height - insets.top - insets.bottom)] {
            generatedConstraints.append(LayoutConstraint(Anchor(item, attribute), .equal, second, constant: constant,
                                                         origin: .generated(.titleView(bar: barID, view: view.id, attribute))))
        }
        return view
    }
}
