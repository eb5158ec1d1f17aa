/// Scroll-view geometry as UIKit computes it, as pure functions over values
/// (`UIKitRules.md` §5.6 and §6).
public enum ScrollGeometry {
    /// The edges whose safe-area inset a scroll view adds to its content inset
    /// (UIKit's `_edgesApplyingSafeAreaInsetsToContentInsetForContentSize:`, §6.2).
    ///
    /// - `never`: none; `always`: all four.
    /// - `automatic` and `scrollableAxes`: all four when the content is wider than the bounds
    ///   (or `alwaysBounceHorizontal`), else top and bottom; then top and bottom are dropped when
    ///   the content is not taller than the bounds (and not `alwaysBounceVertical`); `automatic`
    ///   adds top and bottom back for a view controller's content scroll view.
    ///   "Scrollable" compares the content with the bounds, strictly, without insets.
    public static func safeAreaEdgesApplied(
        behavior: ContentInsetAdjustmentBehavior, contentSize: Size, boundsSize: Size,
        alwaysBounceHorizontal: Bool, alwaysBounceVertical: Bool, isViewControllerContentScrollView: Bool
    ) -> Set<Edge> {
        switch behavior {
        case .never:
            return []
        case .always:
            return [.top, .left, .bottom, .right]
        case .automatic, .scrollableAxes:
            let scrollsHorizontally = contentSize.width > boundsSize.width || alwaysBounceHorizontal
            var edges: Set<Edge> = scrollsHorizontally ? [.top, .left, .bottom, .right] : [.top, .bottom]
            if contentSize.height <= boundsSize.height && !alwaysBounceVertical {
                edges.subtract([.top, .bottom])
            }
            if behavior == .automatic && isViewControllerContentScrollView {
                edges.formUnion([.top, .bottom])
            }
            return edges
        }
    }

    /// The bottom content inset that keeps content reachable above a keyboard (§6.6): the
    /// keyboard's overlap with the scroll view's frame (both in window coordinates), minus the
    /// bottom safe-area inset the scroll view already applies (the adjusted inset then equals
    /// the overlap).
    public static func keyboardBottomInset(scrollViewFrame: Rect, keyboardFrame: Rect, appliedSafeAreaBottom: Double) -> Double {
        let overlap = keyboardOverlap(scrollViewFrame: scrollViewFrame, keyboardFrame: keyboardFrame)
        return max(0, overlap - appliedSafeAreaBottom)
    }

    /// How far a keyboard reaches into a scroll view from below: `max(0, frame.maxY − keyboard.minY)`.
    public static func keyboardOverlap(scrollViewFrame: Rect, keyboardFrame: Rect) -> Double {
        guard keyboardFrame.height > 0 else { return 0 }
        return max(0, min(scrollViewFrame.maxY - keyboardFrame.minY, scrollViewFrame.height))
    }

    /// The distance a fling travels before it stops (§6.4): the velocity decays as
    /// `v(t) = v0 · rate^t` per millisecond, so the travel is `(v0 / 1000) · rate / (1 − rate)`
    /// with `v0` in points per second. Normal rate: 499 × v0/1000; fast: 99 × v0/1000.
    public static func flingDistance(velocity: Double, rate: DecelerationRate) -> Double {
        let d = rate.value
        return velocity / 1000 * d / (1 - d)
    }

    /// The seed's custom snapping for carousels with peeking pages (`scrollViewWillEndDragging`):
    /// pages of `pageWidth` (item plus spacing) start after a `leadingInset`; at (almost) zero
    /// velocity the nearest page wins, otherwise the next page in the fling's direction;
    /// the page is clamped to `0...pageCount − 1`.
    /// - Returns: the target offset, `page × pageWidth − leadingInset`.
    public static func snappedOffset(target: Double, velocity: Double, pageWidth: Double,
                                     leadingInset: Double, pageCount: Int) -> Double {
        guard pageWidth > 0, pageCount > 0 else { return -leadingInset }
        let raw = (target + leadingInset) / pageWidth
        var page: Double
        if abs(velocity) < 1e-9 {
            page = raw.rounded()
        } else {
            page = velocity > 0 ? raw.rounded(.up) : raw.rounded(.down)
        }
        page = max(0, min(page, Double(pageCount - 1)))
        return page * pageWidth - leadingInset
    }

    /// The content size shown at a zoom scale (§5.6).
    public static func zoomedContentSize(_ contentSize: Size, scale: Double) -> Size {
        Size(width: contentSize.width * scale, height: contentSize.height * scale)
    }

    /// The zoom scale at which the whole content fits the bounds: `min(bw / cw, bh / ch)`.
    public static func scaleToFit(contentSize: Size, boundsSize: Size) -> Double {
        guard contentSize.width > 0, contentSize.height > 0 else { return 1 }
        return min(boundsSize.width / contentSize.width, boundsSize.height / contentSize.height)
    }

    /// The insets that centre content smaller than the bounds (the seed's photo example):
    /// half the free space on each side, never negative.
    public static func centeringInsets(contentSize: Size, boundsSize: Size) -> EdgeInsets {
        let horizontal = max(0, (boundsSize.width - contentSize.width) / 2)
        let vertical = max(0, (boundsSize.height - contentSize.height) / 2)
        return EdgeInsets(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    }
}
