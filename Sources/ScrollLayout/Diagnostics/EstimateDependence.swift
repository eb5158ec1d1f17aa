// Issues that rest on estimated sizes, told apart from the rest (`LayoutChecker`'s step 2).
//
// A size read off a document's stored frame, or estimated from its text, is an estimate: good
// on the screen the document was drawn for, not a measurement (text is not measured here, and
// fonts differ). An error or warning that holds whatever the estimates are is proven; one that
// goes away when every estimated size is a little smaller, or a little larger, rests on them
// and is at most a note that says so.

/// Classifies the issues that rest on estimated sizes (see the file's comment).
enum EstimateDependence {
    /// How far the estimates are moved either way to test an issue: a tenth and a half, more
    /// than a stored frame misses a measured text by, less than a different text would.
    static let spread = 0.15

    /// The issues, with those that rest on estimated sizes turned into notes that say so.
    static func classify(_ issues: [LayoutIssue], engine: LayoutEngine) -> [LayoutIssue] {
        guard issues.contains(where: { $0.severity != .note }) else { return issues }
        let estimated = estimatedViews(engine)
        guard !estimated.isEmpty else { return issues }
        var trials: [Set<IssueSubject>] = []
        for factor in [1 - spread, 1 + spread] {
            var trial = engine
            // All at once, as the app's layout pass would see them: changed one by one, every
            // change retried each broken constraint (a damaged storyboard with 45 estimated
            // labels took 16 s to check).
            let sizes = estimated.map { view in
                var size = view.intrinsicContentSize
                for axis in Axis.allCases where view.intrinsicSizeIsEstimated[axis] {
                    size[axis] = size[axis].map { ($0 * factor * 2).rounded() / 2 }
                }
                return (viewID: view.id, size: size)
            }
            try? trial.setIntrinsicContentSizes(sizes)
            trials.append(Set(trial.rawIssues().filter { $0.severity != .note }.map(\.subject)))
        }
        let estimatedIDs = Set(estimated.map(\.id))
        let ambiguities: Set<LayoutIssue.Rule> = [.ambiguousLayout, .scrollContentHeightAmbiguous, .scrollContentWidthAmbiguous]
        return issues.map { issue in
            guard issue.severity != .note, !trials.allSatisfy({ issue.subject.persists(in: $0) }) else { return issue }
            // An ambiguity Xcode found when it saved the document (it measures text) is proven.
            if ambiguities.contains(issue.rule), issue.involvedViews.contains(where: { engine.tree[$0]?.view.isFlaggedAmbiguous == true }) {
                return issue
            }
            let named = issue.items.map(\.ownerID).filter { estimatedIDs.contains($0) }
            let whose = named.isEmpty ? "the estimated sizes of the views it involves" : "the estimated size of " + named.map { "\"\($0)\"" }.joined(separator: ", ")
            return CodeSettlement.note(issue, "it rests on \(whose), read off the document (text is not measured here)",
                                       detail: "With every estimated size \(Int(spread * 100))% smaller, or larger, the issue is gone: whether it happens depends on what the text really measures.")
        }
    }

    /// The shown views with an estimated intrinsic size on some axis.
    static func estimatedViews(_ engine: LayoutEngine) -> [View] {
        engine.tree.order.compactMap { id in
            guard let view = engine.tree[id]?.view, view.intrinsicSizeIsEstimated.horizontal || view.intrinsicSizeIsEstimated.vertical
            else { return nil }
            return view
        }
    }
}
