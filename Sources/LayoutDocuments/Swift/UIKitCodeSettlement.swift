import ScrollLayout

/// What the checker's issues mean for a layout read from UIKit code, where the reader sees one
/// file: conflicts with UIKit's autoresizing default grouped per view (checked by re-solving),
/// and as notes the issues that rest on a view class's root size, on a view of unknown class,
/// on a scroll view whose own frame code places, or on a content size open across the axis
/// the content scrolls along while everything inside is placed (Documentation/UIKitCode.md).
enum UIKitCodeSettlement {
    /// The root's id in a layout read from a view class (`self`); a controller's root is `view`.
    static let viewClassRootID = "self"

    /// Why a view is decided by code when the reader does not even know its class (a
    /// property declared in a superclass or made by a factory it does not see).
    static let unknownClassReason = "it is made by code this reader does not see, so its class is unknown"

    /// Every step, in order, on one layout's issues.
    static func settle(_ issues: [LayoutIssue], layout: Layout, result: LayoutResult) -> [LayoutIssue] {
        var settled = groupingAutoresizingConflicts(issues, in: layout)
        settled = settlingRootSize(settled, in: layout)
        settled = settlingUnknownClasses(settled, in: layout)
        return settlingContentSizes(settled, in: layout, result: result)
    }

    /// Conflicts with the constraints UIKit makes from the frame of a view the file never
    /// turned `translatesAutoresizingMaskIntoConstraints` off for (UIKit's default for views
    /// made in code is on): one error per such view, at the line it is made, saying so. The
    /// change is checked first: re-solved with it off, the view is in no conflict (otherwise
    /// the conflicts are left as they are).
    static func groupingAutoresizingConflicts(_ issues: [LayoutIssue], in layout: Layout) -> [LayoutIssue] {
        func autoresizedView(_ constraint: LayoutConstraint) -> String? {
            if case .generated(.autoresizing(let view, _)) = constraint.origin { return view }
            return nil
        }
        let views = layout.root.allViews
        var byView: [String: [Int]] = [:]
        var order: [String] = []
        for (index, issue) in issues.enumerated() where issue.rule == .conflictingConstraints && issue.severity == .error {
            guard let view = issue.constraints.lazy.compactMap(autoresizedView).first,
                  let record = views.first(where: { $0.id == view }), record.translatesAutoresizingMaskIntoConstraints,
                  record.frame == Rect(x: 0, y: 0, width: 0, height: 0) else { continue }
            if byView[view] == nil { order.append(view) }
            byView[view, default: []].append(index)
        }
        var replaced = Set<Int>()
        var grouped: [LayoutIssue] = []
        for view in order {
            guard let indices = byView[view], let first = indices.first else { continue }
            // Checked: with autoresizing off for this view, no conflict names it any more.
            var changed = layout
            changed.root = changed.root.settingAutoresizing(off: view)
            guard let engine = try? LayoutEngine(changed) else { continue }
            let stillConflicting = engine.result.conflicts.contains { conflict in
                ([conflict.broken] + conflict.conflicting).contains { $0.first.item.ownerID == view || $0.second?.item.ownerID == view }
            }
            guard !stillConflicting else { continue }
            var seen = Set<LayoutConstraint.ID>()
            let own = indices.flatMap { issues[$0].constraints }.filter { !$0.origin.isGenerated && seen.insert($0.id).inserted }
            let lines = own.compactMap { constraint -> Int? in
                if case .source(_, let line, _) = constraint.origin { return line }
                return nil
            }
            let shownLines = lines.isEmpty ? "" : " (line\(lines.count == 1 ? "" : "s") \(lines.map(String.init).joined(separator: ", ")))"
            var issue = LayoutIssue(
                rule: .conflictingConstraints, severity: .error,
                message: "\"\(view)\" still has translatesAutoresizingMaskIntoConstraints on (UIKit's default for a view made in code; this file never turns it off), so UIKit turns its frame into constraints that conflict with its own\(shownLines)",
                items: [.view(view)], constraints: own,
                details: ["Set `\(view).translatesAutoresizingMaskIntoConstraints = false` where it is made: re-solved with it off, it is in no conflict.",
                          "At run time UIKit logs \"Unable to simultaneously satisfy constraints\" with NSAutoresizingMaskLayoutConstraint entries and breaks one of these."],
                origin: views.first { $0.id == view }?.origin ?? .unspecified)
            issue.screens = issues[first].screens
            issue.happensOnEveryScreen = issues[first].happensOnEveryScreen
            grouped.append(issue)
            replaced.formUnion(indices)
        }
        return grouped + issues.enumerated().filter { !replaced.contains($0.offset) }.map(\.element)
    }

    /// Issues that rest on the size of a view class's root (a cell, a view the app places
    /// wherever it uses it): the layout is solved with the root as large as the screen, which
    /// is not the size it gets. An issue whose constraints hold the root's edges or size is a
    /// note that says so.
    static func settlingRootSize(_ issues: [LayoutIssue], in layout: Layout) -> [LayoutIssue] {
        let root = layout.root.id
        guard root == viewClassRootID else { return issues }
        return issues.map { issue in
            guard issue.severity != .note,
                  issue.constraints.contains(where: { $0.first.item == .view(root) || $0.second?.item == .view(root) })
                    || issue.items.contains(.view(root)) else { return issue }
            return issue.demoted("decided by the app's code: \"\(root)\" is a view class the app places and sizes where it uses it (a cell: its table or collection view); it is solved here as large as the screen",
                                 detail: "The issue involves the root's edges or size, which this file does not decide.")
        }
    }

    /// Issues that involve a view of unknown class (its edges mean the content for a scroll
    /// view and the frame for any other view, so nothing about it can be asserted): notes.
    static func settlingUnknownClasses(_ issues: [LayoutIssue], in layout: Layout) -> [LayoutIssue] {
        let unknown = Set(layout.root.allViews.filter { $0.decidedByCode == unknownClassReason }.map(\.id))
        guard !unknown.isEmpty else { return issues }
        return issues.map { issue in
            guard issue.severity != .note,
                  let view = issue.involvedViews.first(where: unknown.contains) else { return issue }
            return issue.demoted("decided by the app's code: \"\(view)\": \(unknownClassReason)",
                                 detail: "What kind of view it is decides what its edges mean (a scroll view's edges are its content's); the issue rests on it.")
        }
    }

    /// Scroll content left undetermined on an axis:
    /// - when the scroll view's own frame is open on that axis and code the reader does not
    ///   follow places it, the content's size there cannot be judged;
    /// - across the axis it scrolls along, while every view inside is placed on it and fits the
    ///   frame there, UIKit gives the content some size on that axis (0 in practice) and
    ///   nothing on screen depends on it. Interface Builder shows this as an error at design
    ///   time; in code nothing reports it and the screen works.
    /// Both are notes that say so.
    static func settlingContentSizes(_ issues: [LayoutIssue], in layout: Layout, result: LayoutResult) -> [LayoutIssue] {
        let views = layout.root.allViews
        func ambiguity(of ids: Set<String>, on axis: Axis) -> [LayoutIssue] {
            issues.filter { $0.rule == .ambiguousLayout && $0.axis == axis && $0.items.contains { ids.contains($0.ownerID) } }
        }
        return issues.map { issue in
            let axes: [LayoutIssue.Rule: Axis] = [.scrollContentWidthAmbiguous: .horizontal, .scrollContentHeightAmbiguous: .vertical]
            guard issue.severity == .error, let axis = axes[issue.rule], let scrollID = issue.items.first?.ownerID,
                  let scroll = views.first(where: { $0.id == scrollID }) else { return issue }
            let frameIssues = ambiguity(of: [scrollID], on: axis)
            if !frameIssues.isEmpty, scroll.decidedByCode != nil || frameIssues.contains(where: { $0.severity == .note }) {
                return issue.demoted("decided by the app's code: the frame of \"\(scrollID)\" is not determined here (code this reader does not follow places it)",
                                     detail: "The content's size on this axis cannot be judged while the scroll view's own frame is open.")
            }
            let inside = Set(scroll.allViews.dropFirst().map(\.id))
            // A view inside left open by the app's code (a note) blocks this only when it is tied
            // to the content guide, whose size is the question: one open on its own (an empty
            // underline with no leading edge) is open whatever the content's size is.
            func movesWithContent(_ ambiguity: LayoutIssue) -> Bool {
                guard ambiguity.severity == .note else { return true }
                let content = LayoutItem.contentLayoutGuide(scrollID)
                let open = Set(ambiguity.items.map(\.ownerID))
                return layout.constraints.contains { c in
                    (c.first.item == content && c.second.map { open.contains($0.item.ownerID) } == true)
                        || (c.second?.item == content && open.contains(c.first.item.ownerID))
                }
            }
            guard !inside.isEmpty, !ambiguity(of: inside, on: axis).contains(where: movesWithContent),
                  let frame = result.view(scrollID)?.absoluteFrame else { return issue }
            func fits(_ axis: Axis) -> Bool {
                inside.allSatisfy { id in
                    guard let box = result.view(id)?.absoluteFrame else { return true }
                    return axis == .horizontal ? box.minX >= frame.minX - 0.5 && box.maxX <= frame.maxX + 0.5
                                               : box.minY >= frame.minY - 0.5 && box.maxY <= frame.maxY + 0.5
                }
            }
            // The axis it scrolls along: the one whose content overflows the frame; without
            // overflow, vertical (UIKit's usual scroller), unless its height is open by an error
            // (a note rests on the app's code and says nothing of the intent).
            let otherRule: LayoutIssue.Rule = axis == .horizontal ? .scrollContentHeightAmbiguous : .scrollContentWidthAmbiguous
            let otherOpen = issues.contains { $0.rule == otherRule && $0.items.first?.ownerID == scrollID && $0.severity != .note }
            let other: Axis = axis == .horizontal ? .vertical : .horizontal
            let across = !fits(other) || (axis == .horizontal && !otherOpen)
            guard fits(axis), across else { return issue }
            let size = axis == .horizontal ? "width" : "height"
            var note = issue.demoted("every view inside is placed, so UIKit's choice of content \(size) (0 in practice) changes nothing on screen",
                                     detail: "Interface Builder reports this as an error at design time; built in code, nothing reports it and the screen shows the same. Tie the content's \(size) to the frame layout guide to make it exact.")
            // Not something the app's code decides: the layout itself leaves it open.
            note.restsOn = nil
            return note
        }
    }
}

extension View {
    /// The tree with `id`'s autoresizing constraints turned off.
    func settingAutoresizing(off id: String) -> View {
        var copy = self
        if copy.id == id {
            copy.translatesAutoresizingMaskIntoConstraints = false
            copy.frame = nil
            return copy
        }
        copy.subviews = copy.subviews.map { $0.settingAutoresizing(off: id) }
        return copy
    }
}
