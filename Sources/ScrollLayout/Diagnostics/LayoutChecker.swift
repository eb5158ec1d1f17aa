// The whole diagnosis of a layout, as `check` runs it:
//
// 1. the rules run on every screen asked for (`Diagnosis`);
// 2. issues that code would settle are told apart: an issue that disappears once the
//    document's placeholder constraints are active (Interface Builder removes them at build
//    time because code adds the real ones), or once custom-class views without a size get
//    their design-time size, becomes a note naming that code, without a fix;
// 3. every fix is tried before it is offered: applied to a copy of the engine and re-solved on
//    every screen, it must remove its issue, add no warning or error, squash nothing (no
//    view that had a size loses it, no scroll view ends at less than half its height), and
//    leave no view it changes with a negative size. The
//    first candidate that passes is offered; when none does, the issue says so;
// 4. issues found on several screens are merged when they read the same.

/// Diagnoses layouts on one or more screens, with verified fixes (see the file's comment).
public struct LayoutChecker: Sendable {
    /// The screens to solve each layout on (empty: the layout's own screen).
    public var screens: [Screen]
    /// Whether fixes are tried before they are offered (off only for measuring the rules alone).
    public var verifiesFixes: Bool

    /// A checker.
    public init(screens: [Screen] = [], verifiesFixes: Bool = true) {
        self.screens = screens
        self.verifiesFixes = verifiesFixes
    }

    /// The issues of a layout, errors and warnings first, then notes.
    /// - Throws: ``LayoutError`` when the layout is invalid (conflicts are issues, not errors).
    public func check(_ layout: Layout) throws(LayoutError) -> [LayoutIssue] {
        try check(LayoutEngine(layout))
    }

    /// The issues of a solved layout (on the checker's screens, or the engine's own).
    public func check(_ engine: LayoutEngine) -> [LayoutIssue] {
        var runs: [ScreenRun] = []
        for screen in screens.isEmpty ? [engine.base.screen] : screens {
            var solved = engine
            if screen != engine.base.screen {
                do { try solved.setScreen(screen) } catch { continue }
            }
            let raw = solved.rawIssues()
            let issues = LayoutChecker.classifyCodeCompleted(raw, engine: solved)
            // Fixes are tried on copies of this engine: they keep the conflicts reported here.
            solved.reusesRefusals = true
            runs.append(ScreenRun(screen: screen, engine: solved, issues: issues))
        }
        if verifiesFixes { verifyFixes(&runs) }
        return LayoutChecker.merge(runs)
    }

    /// One screen's engine and issues.
    struct ScreenRun {
        var screen: Screen
        var engine: LayoutEngine
        var issues: [LayoutIssue]
    }

    // MARK: Fixes

    /// Replaces each issue's fix by the first candidate that passes on every screen, or by none.
    func verifyFixes(_ runs: inout [ScreenRun]) {
        var decided: [String: LayoutFix?] = [:]
        for runIndex in runs.indices {
            for issueIndex in runs[runIndex].issues.indices {
                let issue = runs[runIndex].issues[issueIndex]
                guard !issue.candidateFixes.isEmpty else {
                    runs[runIndex].issues[issueIndex].fix = nil
                    continue
                }
                let key = issue.subjectKey + "\u{1}" + issue.candidateFixes.map(\.description).joined(separator: "\u{1}")
                let chosen: LayoutFix?
                if let known = decided[key] {
                    chosen = known
                } else {
                    chosen = issue.candidateFixes.first { LayoutChecker.fix($0, resolves: issue, on: runs) }
                    decided[key] = chosen
                }
                runs[runIndex].issues[issueIndex].fix = chosen
                if chosen == nil {
                    runs[runIndex].issues[issueIndex].details.append(
                        "No safe fix found: \(issue.candidateFixes.count == 1 ? "the candidate" : "each of \(issue.candidateFixes.count) candidates") (\(issue.candidateFixes.map(\.description).joined(separator: "; "))) was applied and re-solved, and it did not remove the issue, or added another, or squashed a view, or left a view it changes with a negative size.")
                }
            }
        }
    }

    /// True when a fix, applied and re-solved on every screen, removes the issue where it
    /// happened, adds no warning or error (nor a duplicate constraint), and squashes nothing.
    static func fix(_ fix: LayoutFix, resolves issue: LayoutIssue, on runs: [ScreenRun]) -> Bool {
        for run in runs {
            guard let fixed = try? run.engine.applying(fix) else { return false }
            let after = fixed.rawIssues()
            if after.contains(where: { $0.subjectKey == issue.subjectKey }) { return false }
            let before = Set(run.issues.filter { $0.severity != .note }.map(\.subjectKey))
            if after.contains(where: { $0.severity != .note && !before.contains($0.subjectKey) }) { return false }
            // Nor may it write what the layout already says.
            let duplicates = Set(run.issues.filter { $0.rule == .duplicateConstraint }.map(\.subjectKey))
            if after.contains(where: { $0.rule == .duplicateConstraint && !duplicates.contains($0.subjectKey) }) { return false }
            if squashes(before: run.engine.result, after: fixed.result) { return false }
            if leavesInsideOut(fix.touchedViews, in: fixed.result) { return false }
        }
        return true
    }

    /// True when one of `views` is visible with a negative width or height. A conflict's broken
    /// constraint can already have let its view go negative (a column taller than the screen):
    /// lowering that constraint's priority removes the conflict from the log but leaves the
    /// view inside out, so such a fix is no fix. Views the fix does not touch are not judged:
    /// one left inside out by another conflict would otherwise block every fix in the layout.
    static func leavesInsideOut(_ views: Set<String>, in result: LayoutResult) -> Bool {
        result.views.contains { view in
            views.contains(view.id) && !view.isHidden && (view.frame.width < -0.5 || view.frame.height < -0.5)
        }
    }

    /// True when a visible view that had a width or height has none after a change, or a
    /// scroll view ends at less than half its height.
    static func squashes(before: LayoutResult, after: LayoutResult) -> Bool {
        var frames: [String: LayoutResult.ViewFrame] = [:]
        for view in after.views { frames[view.id] = view }
        for view in before.views where !view.isHidden {
            guard let later = frames[view.id] else { continue }
            if view.frame.width >= 1, later.frame.width < 0.5 { return true }
            if view.frame.height >= 1, later.frame.height < 0.5 { return true }
            if view.kind.isScrollView, later.frame.height < view.frame.height / 2 { return true }
        }
        return false
    }

    // MARK: Code

    /// Tells the issues that code settles from the rest: an error or warning that disappears
    /// once the document's placeholders are active, or once custom-class views without a size
    /// take their design-time size, becomes a note that names the placeholders or classes.
    static func classifyCodeCompleted(_ issues: [LayoutIssue], engine: LayoutEngine) -> [LayoutIssue] {
        guard issues.contains(where: { $0.severity != .note }) else { return issues }
        let placeholders = engine.registry.userEntries.map(\.spec).filter { $0.isPlaceholder && !$0.isActive }
        let sizeless = sizelessCustomViews(engine)
        guard !placeholders.isEmpty || !sizeless.isEmpty else { return issues }
        var withPlaceholders = engine
        for placeholder in placeholders { try? withPlaceholders.setActive(true, for: placeholder.id) }
        var withBoth = withPlaceholders
        for (view, size) in sizeless { try? withBoth.setIntrinsicContentSize(size, for: view.id) }
        let remaining = Set(withBoth.rawIssues().filter { $0.severity != .note }.map(\.subjectKey))
        let remainingWithPlaceholders = placeholders.isEmpty ? nil
            : Set(withPlaceholders.rawIssues().filter { $0.severity != .note }.map(\.subjectKey))
        return issues.map { issue in
            guard issue.severity != .note, !remaining.contains(issue.subjectKey) else { return issue }
            let settledByPlaceholders = remainingWithPlaceholders.map { !$0.contains(issue.subjectKey) } ?? false
            var note = issue
            note.severity = .note
            note.fix = nil
            note.candidateFixes = []
            if settledByPlaceholders {
                let names = placeholders.map { "`\($0)`" + objectID($0).map { " (\($0))" }.orEmpty }
                note.message += "; determined at run time by code: the document's placeholder constraint\(placeholders.count == 1 ? "" : "s") \(names.joined(separator: ", ")) \(placeholders.count == 1 ? "is" : "are") removed at build time"
                note.details.append("Interface Builder removes placeholder constraints at build time because code adds the real ones; with them in place the issue is gone.")
            } else {
                let classes = culprits(of: issue, among: sizeless, engine: withPlaceholders)
                let names = classes.map { "\"\($0.view.id)\" (`\($0.view.customClass ?? "")`)" }
                note.message += "; it rests on \(names.joined(separator: " and ")), which \(classes.count == 1 ? "has" : "have") no size in the document: determined at run time unless \(classes.count == 1 ? "that class gives itself" : "those classes give themselves") a size"
                note.details.append("A custom class can size itself in code (an intrinsic size, constraints made in `init(coder:)` or `viewDidLoad`); given their design-time sizes, the issue is gone.")
            }
            return note
        }
    }

    /// Custom-class views with no intrinsic size on an axis and a stored frame: what they would
    /// measure if the class sized itself as the document shows it.
    static func sizelessCustomViews(_ engine: LayoutEngine) -> [(view: View, size: IntrinsicSize)] {
        var result: [(view: View, size: IntrinsicSize)] = []
        for id in engine.tree.order {
            guard let view = engine.tree[id]?.view, view.customClass != nil, let frame = view.frame,
                  !engine.tree.keepsFrame(view), view.subviews.isEmpty, engine.tree[id]?.children.isEmpty == true
            else { continue }
            var size = view.intrinsicContentSize
            if size.width == nil { size.width = frame.width }
            if size.height == nil { size.height = frame.height }
            if size != view.intrinsicContentSize { result.append((view, size)) }
        }
        return result
    }

    /// The custom-class views whose size alone settles an issue (all of them when none does alone).
    static func culprits(of issue: LayoutIssue, among sizeless: [(view: View, size: IntrinsicSize)], engine: LayoutEngine) -> [(view: View, size: IntrinsicSize)] {
        var found: [(view: View, size: IntrinsicSize)] = []
        for candidate in sizeless.prefix(12) {
            var trial = engine
            guard (try? trial.setIntrinsicContentSize(candidate.size, for: candidate.view.id)) != nil else { continue }
            if !trial.rawIssues().contains(where: { $0.severity != .note && $0.subjectKey == issue.subjectKey }) { found.append(candidate) }
        }
        return found.isEmpty ? sizeless : found
    }

    /// The Interface Builder object id of a constraint, when it has one.
    static func objectID(_ constraint: LayoutConstraint) -> String? {
        if case .interfaceBuilder(_, let id, _, _) = constraint.origin { return "IB \(id)" }
        return nil
    }

    // MARK: Merging

    /// One list from every screen's: the same issue (rule, subject, severity, place and fix)
    /// found on several screens appears once, naming the screens when not all; where its
    /// numbers differ, the first screen's message is kept and the others' follow in the details.
    static func merge(_ runs: [ScreenRun]) -> [LayoutIssue] {
        guard runs.count > 1 else { return order(runs.first?.issues ?? []) }
        var merged: [LayoutIssue] = []
        var index: [String: Int] = [:]
        for run in runs {
            for issue in run.issues {
                // The same issue reads the same, or is about the same thing in the same place.
                let sameText = [issue.rule.rawValue, issue.message, "\(issue.origin)"].joined(separator: "\u{1}")
                let sameSubject = [issue.rule.rawValue, issue.subjectKey, issue.severity.rawValue, "\(issue.origin)", issue.fix?.description ?? ""]
                    .joined(separator: "\u{1}")
                if let at = index[sameText] ?? index[sameSubject], !merged[at].screens.contains(run.screen.name) {
                    merged[at].screens.append(run.screen.name)
                    if issue.message != merged[at].message { merged[at].details.append("On \(run.screen.name): \(issue.message).") }
                } else {
                    var copy = issue
                    copy.screens = [run.screen.name]
                    index[sameText] = merged.count
                    index[sameSubject] = merged.count
                    merged.append(copy)
                }
            }
        }
        for at in merged.indices where merged[at].screens.count == runs.count { merged[at].screens = [] }
        return order(merged)
    }

    /// Errors and warnings first, then notes, each in the order found.
    package static func order(_ issues: [LayoutIssue]) -> [LayoutIssue] {
        issues.enumerated().sorted { lhs, rhs in
            let left = lhs.element.severity == .note ? 1 : 0
            let right = rhs.element.severity == .note ? 1 : 0
            return left != right ? left < right : lhs.offset < rhs.offset
        }.map(\.element)
    }
}

extension Optional where Wrapped == String {
    /// The string, or nothing.
    var orEmpty: String { self ?? "" }
}
