// Issues that the app's code settles, told apart from the rest (`LayoutChecker`'s step 2):
//
// - an issue about a view the app's code sizes or places (``View/decidedByCode``: a cell's
//   accessory view, an image view whose image the app sets, a container it fills, a subview a
//   custom class lays out) is a note that says so;
// - an issue that disappears once the document's placeholder constraints are active (Interface
//   Builder removes them at build time because code adds the real ones) is a note naming them;
// - an issue that disappears once the views whose size code decides (those above, and views of
//   the app's own class with nothing inside them in the document) take the size the document
//   shows is a note naming them.
//
// Such notes carry no fix: a fix would fight the code.

/// Classifies the issues that the app's code settles (see the file's comment).
enum CodeSettlement {
    /// The issues, with those the app's code settles turned into notes that say why.
    static func classify(_ issues: [LayoutIssue], engine: LayoutEngine) -> [LayoutIssue] {
        guard issues.contains(where: { $0.severity != .note }) else { return issues }
        var decided: [String: String] = [:]
        for id in engine.tree.order {
            if let reason = engine.tree[id]?.view.decidedByCode { decided[id] = reason }
        }
        let placeholders = engine.registry.userEntries.map(\.spec).filter { $0.isPlaceholder && !$0.isActive }
        let sized = codeSizedViews(engine)
        var result = issues
        // Conflicts with the size a container gives a row, cell or title view whose size code
        // decides (a prototype cell's row height): the size it is drawn at is not the one it gets.
        if !decided.isEmpty {
            for index in result.indices where result[index].severity != .note && result[index].rule == .conflictingConstraints {
                let generated = result[index].constraints.filter { constraint in
                    if case .generated(let rule) = constraint.origin { return rule.placesAtDrawnSize }
                    return false
                }
                let views = generated.flatMap { [$0.first.item.ownerID] + ($0.second.map { [$0.item.ownerID] } ?? []) }
                guard let view = views.first(where: { decided[$0] != nil }), let reason = decided[view] else { continue }
                result[index] = note(result[index], "decided by the app's code: \"\(view)\": \(reason)",
                                     detail: "The conflict rests on the size this view is drawn at in the document; at run time that size comes from code.")
            }
        }
        // Issues that rest on a constraint the app changes at run time (it holds it through an
        // outlet): without it, they are gone.
        let changed = engine.registry.userEntries.map(\.spec).filter { $0.isChangedByCode && $0.isActive }
        if !changed.isEmpty, result.contains(where: { $0.severity != .note }) {
            var without = engine
            for constraint in changed { try? without.setActive(false, for: constraint.id) }
            let remaining = Set(without.rawIssues().filter { $0.severity != .note }.map(\.subject))
            for index in result.indices where result[index].severity != .note && !result[index].subject.persists(in: remaining) {
                let named = result[index].constraints.filter(\.isChangedByCode)
                let relevant = Array((named.isEmpty ? changed : named).prefix(3))
                result[index] = note(result[index], "decided by the app's code: " + Self.describeChanged(relevant, objectID: objectID),
                                     detail: "A constraint the app's code holds is one it sets (a constant animated, a constraint switched on and off); the document shows one state of it, and without it the issue is gone.")
            }
        }
        // Issues about views the code decides.
        if !decided.isEmpty {
            for index in result.indices where result[index].severity != .note && result[index].rule != .conflictingConstraints {
                // A scroll view whose content size is in question is the subject, not the cause.
                let scrollContent: Set<LayoutIssue.Rule> = [.scrollContentHeightAmbiguous, .scrollContentWidthAmbiguous]
                let subjectView = result[index].items.first?.ownerID
                var views = result[index].items.map(\.ownerID).filter { !scrollContent.contains(result[index].rule) || $0 != subjectView }
                // Where a view is seen rests on where its superviews are too.
                if [.viewOutsideVisibleArea, .scrollContentUnreachable].contains(result[index].rule) {
                    views += views.flatMap { engine.tree.ancestors(of: $0) }
                }
                guard !isConfirmedTie(result[index], engine), let view = views.first(where: { decided[$0] != nil }), let reason = decided[view] else { continue }
                result[index] = note(result[index], "decided by the app's code: \"\(view)\": \(reason)",
                                     detail: "What the app's code does to that view is not in the document; the issue rests on it.")
            }
        }
        guard result.contains(where: { $0.severity != .note }), !placeholders.isEmpty || !sized.isEmpty else { return result }
        var withPlaceholders = engine
        for placeholder in placeholders { try? withPlaceholders.setActive(true, for: placeholder.id) }
        var withBoth = withPlaceholders
        try? withBoth.setIntrinsicContentSizes(sized.map { (viewID: $0.0.id, size: $0.1) })
        let remaining = Set(withBoth.rawIssues().filter { $0.severity != .note }.map(\.subject))
        let remainingWithPlaceholders = placeholders.isEmpty ? nil
            : Set(withPlaceholders.rawIssues().filter { $0.severity != .note }.map(\.subject))
        // What is left with each code-sized view alone at the size the document shows, found
        // at the first issue that asks and shared by the rest: the trials do not depend on the
        // issue, and each is a whole diagnosis.
        var trials: [[IssueSubject]?] = []
        for index in result.indices {
            let issue = result[index]
            guard issue.severity != .note, !isConfirmedTie(issue, engine), !issue.subject.persists(in: remaining) else { continue }
            let settledByPlaceholders = remainingWithPlaceholders.map { !issue.subject.persists(in: $0) } ?? false
            if settledByPlaceholders {
                let names = placeholders.map { "`\($0)`" + objectID($0).map { " (\($0))" }.orEmpty }
                result[index] = note(issue, "determined at run time by code: the document's placeholder constraint\(placeholders.count == 1 ? "" : "s") \(names.joined(separator: ", ")) \(placeholders.count == 1 ? "is" : "are") removed at build time",
                                     detail: "Interface Builder removes placeholder constraints at build time because code adds the real ones; with them in place the issue is gone.")
            } else {
                if trials.isEmpty { trials = trialSubjects(of: sized, engine: withPlaceholders) }
                let views = culprits(of: issue, among: sized, trials: trials)
                let names = views.map { view in
                    "\"\(view.view.id)\"" + (view.view.customClass.map { " (`\($0)`)" } ?? "")
                }
                // Views sized for the same reason name it once.
                var reasons: [String] = []
                for reason in views.compactMap(\.view.decidedByCode) where !reasons.contains(reason) { reasons.append(reason) }
                let why = reasons.isEmpty
                    ? "\(views.count == 1 ? "has" : "have") no size in the document: determined at run time unless \(views.count == 1 ? "that class gives itself" : "those classes give themselves") a size"
                    : "\(views.count == 1 ? "is" : "are") sized by the app's code (\(reasons.joined(separator: "; ")))"
                result[index] = note(issue, "it rests on \(names.joined(separator: " and ")), which \(why)",
                                     detail: "Code can size such a view (an intrinsic size, constraints made in `init(coder:)` or `viewDidLoad`, an image set later); given \(views.allSatisfy { $0.view.frame != nil } ? "the sizes the document shows" : (views.count == 1 ? "a size of its own" : "sizes of their own") + " (here the size\(views.count == 1 ? "" : "s") solved for the layout)"), the issue is gone.")
            }
        }
        return result
    }

    /// True for a tie between equal priorities on a view Xcode itself found ambiguous when it
    /// saved the document: confirmed, whatever code does (code completes missing constraints;
    /// it does not break ties).
    static func isConfirmedTie(_ issue: LayoutIssue, _ engine: LayoutEngine) -> Bool {
        issue.isTie && issue.involvedViews.contains { engine.tree[$0]?.view.isFlaggedAmbiguous == true }
    }

    /// The issue as a note, with why, and no fix.
    static func note(_ issue: LayoutIssue, _ why: String, detail: String) -> LayoutIssue {
        issue.demoted(why, detail: detail)
    }

    /// Views whose size the app's code decides and that have none on some axis (custom-class
    /// views with nothing inside them in the document, and views marked decided by code), with
    /// the size the document shows them at; a view no document drew (made in code) with the
    /// size it is solved at, so that the trial asks only whether some size settles the issue.
    static func codeSizedViews(_ engine: LayoutEngine) -> [(view: View, size: IntrinsicSize)] {
        var result: [(view: View, size: IntrinsicSize)] = []
        var solved: LayoutResult? = nil
        for id in engine.tree.order {
            guard let node = engine.tree[id], !engine.tree.keepsFrame(node.view) else { continue }
            let view = node.view
            let isCustomLeaf = view.customClass != nil && view.subviews.isEmpty && node.children.isEmpty
            guard isCustomLeaf || view.decidedByCode != nil else { continue }
            let shown: Size
            if let frame = view.frame {
                shown = frame.size
            } else {
                if solved == nil { solved = engine.result }
                guard let frame = solved?.view(id)?.frame else { continue }
                shown = Size(width: max(0, frame.width), height: max(0, frame.height))
            }
            var size = view.intrinsicContentSize
            if size.width == nil { size.width = shown.width }
            if size.height == nil { size.height = shown.height }
            if size != view.intrinsicContentSize { result.append((view, size)) }
        }
        return result
    }

    /// How many code-sized views are tried one by one (``trialSubjects(of:engine:)``): past
    /// that, the views are named together.
    static let triedAlone = 12

    /// For each of the first ``triedAlone`` code-sized views, the subjects of the errors and
    /// warnings left when that view alone takes the size the document shows (nil where the
    /// size cannot be set).
    static func trialSubjects(of sized: [(view: View, size: IntrinsicSize)], engine: LayoutEngine) -> [[IssueSubject]?] {
        sized.prefix(triedAlone).map { candidate in
            var trial = engine
            guard (try? trial.setIntrinsicContentSize(candidate.size, for: candidate.view.id)) != nil else { return nil }
            return trial.rawIssues().filter { $0.severity != .note }.map(\.subject)
        }
    }

    /// The code-sized views whose size alone settles an issue (all of them when none does
    /// alone), read from the trials of ``trialSubjects(of:engine:)``.
    static func culprits(of issue: LayoutIssue, among sized: [(view: View, size: IntrinsicSize)],
                         trials: [[IssueSubject]?]) -> [(view: View, size: IntrinsicSize)] {
        var found: [(view: View, size: IntrinsicSize)] = []
        for (candidate, remaining) in zip(sized, trials) {
            if let remaining, !issue.subject.persists(in: remaining) { found.append(candidate) }
        }
        return found.isEmpty ? sized : found
    }

    /// What the app's code does to `constraints`: a document's outlets hold constraints to
    /// change them; code keeps them in properties, or builds them from values it defines
    /// elsewhere (estimated here).
    static func describeChanged(_ constraints: [LayoutConstraint], objectID: (LayoutConstraint) -> String?) -> String {
        func shown(_ list: [LayoutConstraint]) -> String {
            list.map { "`\($0)`" + (objectID($0).map { " (\($0))" } ?? "") }.joined(separator: ", ")
        }
        let estimated = constraints.filter(\.usesValueFromCode)
        let held = constraints.filter { !$0.usesValueFromCode }
        let inCode = held.allSatisfy { if case .source = $0.origin { return true } else { return false } }
        var parts: [String] = []
        if !held.isEmpty {
            let them = held.count == 1 ? "it" : "them"
            parts.append(inCode ? "it keeps \(shown(held)) to change \(them) at run time"
                                : "it holds \(shown(held)) through an outlet and changes \(them) at run time")
        }
        if !estimated.isEmpty {
            parts.append("\(shown(estimated)) \(estimated.count == 1 ? "uses a value" : "use values") estimated here (an app's constant from another file counts as 8 points; a visual format's standard spacing to the superview as 20; a length of the screen as an iPhone 15's, the screen code is read for)")
        }
        return parts.joined(separator: "; ")
    }

    /// The Interface Builder object id of a constraint, when it has one.
    static func objectID(_ constraint: LayoutConstraint) -> String? {
        if case .interfaceBuilder(_, let id, _, _) = constraint.origin { return "IB \(id)" }
        return nil
    }
}
