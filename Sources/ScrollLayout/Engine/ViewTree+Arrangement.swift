// Which views UIKit places by their frames and which a stack view arranges: questions about
// the tree that every rule generator and the diagnostics ask.

extension ViewTree {
    /// The arranged views of a stack, in order (ids that are not subviews are skipped, as UIKit
    /// requires arranged views to be subviews).
    func arrangedViews(of stackID: String) -> [View] {
        guard let (configuration, ids) = arrangement(of: stackID) else { return [] }
        let listed = configuration.arrangedSubviewIDs != nil
        // Sized up front and read view by view: growing the array by doubling, and reading
        // whole nodes, copied a 10 000-view stack's views three times over.
        var views: [View] = []
        views.reserveCapacity(ids.count)
        for id in ids where !listed || parent(of: id) == stackID {
            if let view = view(id) { views.append(view) }
        }
        return views
    }

    /// The stack a view is arranged in, if any, with its configuration.
    func arrangingStack(of viewID: String) -> (stack: String, configuration: StackViewConfiguration)? {
        // Most views' superview is no stack: answered from the links, without copying a view.
        guard let parent = stackViewParent(of: viewID), let configuration = view(parent)?.stack else { return nil }
        guard configuration.arrangedSubviewIDs != nil else { return (parent, configuration) }
        return arrangedSets[parent]?.contains(viewID) == true ? (parent, configuration) : nil
    }

    /// True for a view placed by its autoresizing frame: not the root, and not arranged in a
    /// stack view (UIKit turns `translatesAutoresizingMaskIntoConstraints` off for arranged views).
    func keepsFrame(_ view: View) -> Bool {
        view.translatesAutoresizingMaskIntoConstraints && view.id != rootID && arrangingStack(of: view.id) == nil
    }
}
