/// Scroll-view geometry as UIKit computes it, as pure functions over values
/// (`uikit-semantics.md` §6).
public enum ScrollGeometry {
    /// The edges whose safe-area inset a scroll view adds to its content inset
    /// (UIKit's `_edgesApplyingSafeAreaInsetsToContentInsetForContentSize:`, §6.2).
    ///
    /// - `never`: none; `always`: all four.
    /// - `automatic` and `scrollableAxes`: all four when the content is wider than the bounds
    ///   (or `alwaysBounceHorizontal`), else top and bottom; then top and bottom are dropped when
    ///   the content is not taller than the bounds (and not `alwaysBounceVertical`); `automatic`
    ///   adds top and bottom back for a view controller's content scroll view.
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

    /// Adds the keyboard's bottom overlap and a refreshing control's height to an adjusted
    /// inset. The keyboard inset counts only the part of the keyboard not already covered by a
    /// bottom safe-area inset the scroll view applies (`uikit-semantics.md` §6.6).
    static func keyboardAndRefresh(
        _ inset: EdgeInsets, configuration: ScrollViewConfiguration, safeAreaInsets: EdgeInsets, appliedEdges: Set<Edge>
    ) -> EdgeInsets {
        var result = inset
        if configuration.keyboardHeight > 0 {
            let alreadyApplied = appliedEdges.contains(.bottom) ? safeAreaInsets.bottom : 0
            result.bottom += max(0, configuration.keyboardHeight - alreadyApplied)
        }
        if configuration.isRefreshing { result.top += configuration.refreshControlHeight }
        return result
    }
}
