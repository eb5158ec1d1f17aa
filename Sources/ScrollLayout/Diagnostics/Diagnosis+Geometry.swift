// Where content can be seen: the geometry the placement rules state their premises in.

extension Diagnosis {
    /// The stretch of a scroll view's content, along an axis and in content coordinates (0 is
    /// the content's start), that can be brought into the scroll view's frame at some content
    /// offset of the offset range: from the smallest offset to the largest plus the frame's
    /// length. Scrolling switched off leaves the resting offset alone. Content longer than
    /// the frame is reachable to its end plus the inset; content shorter is reachable to the
    /// frame's end.
    func reachableRange(of scroll: LayoutResult.ScrollViewFrame, axis: Axis) -> (low: Double, high: Double) {
        let geometry = scroll.geometry
        let low = axis == .horizontal ? geometry.minimumOffset.x : geometry.minimumOffset.y
        let high = axis == .horizontal ? geometry.maximumOffset.x : geometry.maximumOffset.y
        let length = axis == .horizontal ? geometry.boundsSize.width : geometry.boundsSize.height
        let configuration = engine.tree[scroll.id]?.view.scroll
        let enabled = configuration?.isScrollEnabled ?? true
        // Offsets are in zoomed points; the content's views are laid out unzoomed.
        let zoom = max(configuration?.zoomScale ?? 1, 0.0001)
        return (low / zoom, ((enabled ? max(low, high) : low) + length) / zoom)
    }

    /// A view's frame in its scroll view's content coordinates (the content's start at 0).
    func contentFrame(of viewID: String, in scroll: LayoutResult.ScrollViewFrame) -> Rect {
        let frame = engine.absoluteFrame(of: viewID)
        return Rect(x: frame.minX - scroll.absoluteFrame.minX, y: frame.minY - scroll.absoluteFrame.minY,
                    width: frame.width, height: frame.height)
    }

    /// How far a view reaches past the reachable stretch of its scroll view's content along an
    /// axis, before its start and past its end (0 when it does not).
    func overhang(of viewID: String, in scroll: LayoutResult.ScrollViewFrame, axis: Axis) -> (before: Double, past: Double) {
        let frame = contentFrame(of: viewID, in: scroll)
        let range = reachableRange(of: scroll, axis: axis)
        let (start, end) = axis == .vertical ? (frame.minY, frame.maxY) : (frame.minX, frame.maxX)
        guard end - start > 0.5 else { return (0, 0) }
        return (max(0, range.low - start), max(0, end - range.high))
    }

    /// The rectangle a view outside scroll views can be seen in: the screen, cut by every
    /// ancestor that clips its subviews (the root excepted), and the first such ancestor.
    func visibleArea(of viewID: String) -> (area: Rect, clipper: String?) {
        // A root that is not the whole screen (a child controller's view, a custom view's xib)
        // does not bound what is seen: only what clips does.
        let far = 1e9
        var visible = engine.base.screen.isWholeScreen
            ? Rect(x: 0, y: 0, width: engine.base.screen.size.width, height: engine.base.screen.size.height)
            : Rect(x: -far, y: -far, width: 2 * far, height: 2 * far)
        var clipper: String? = nil
        var current = engine.tree.parent(of: viewID)
        while let ancestor = current {
            if engine.tree[ancestor]?.view.clipsToBounds == true, ancestor != engine.tree.rootID {
                visible = visible.intersection(engine.absoluteFrame(of: ancestor)) ?? Rect(x: 0, y: 0, width: 0, height: 0)
                clipper = clipper ?? ancestor
            }
            current = engine.tree.parent(of: ancestor)
        }
        return (visible, clipper)
    }

    /// Whose edge bounds a view's visible area on one side of an axis: the screen's, or the
    /// clipping ancestor's (nil for the screen).
    func boundingClipper(of viewID: String, axis: Axis, atEnd: Bool) -> String? {
        let area = visibleArea(of: viewID).area
        let edge = axis == .horizontal ? (atEnd ? area.maxX : area.minX) : (atEnd ? area.maxY : area.minY)
        var current = engine.tree.parent(of: viewID)
        while let ancestor = current {
            if engine.tree[ancestor]?.view.clipsToBounds == true, ancestor != engine.tree.rootID {
                let frame = engine.absoluteFrame(of: ancestor)
                let own = axis == .horizontal ? (atEnd ? frame.maxX : frame.minX) : (atEnd ? frame.maxY : frame.minY)
                if abs(own - edge) < 0.001 { return ancestor }
            }
            current = engine.tree.parent(of: ancestor)
        }
        return nil
    }

    /// How far a view sticks out of its visible area along an axis, before its start and past
    /// its end (0 when it does not).
    func outside(_ viewID: String, axis: Axis) -> (before: Double, past: Double) {
        let frame = engine.absoluteFrame(of: viewID)
        let area = visibleArea(of: viewID).area
        let (start, end, low, high) = axis == .horizontal
            ? (frame.minX, frame.maxX, area.minX, area.maxX) : (frame.minY, frame.maxY, area.minY, area.maxY)
        return (max(0, low - start), max(0, end - high))
    }
}
