// The whole diagnosis of a layout, as `check` runs it:
//
// 1. the rules run on every screen asked for (`Diagnosis`);
// 2. issues that the app's code settles, or that rest on sizes estimated from a document, are
//    told apart and become notes that say so (`CodeSettlement`, `EstimateDependence`);
// 3. every fix is tried before it is offered: applied to a copy of the engine and re-solved on
//    every screen, it must remove its issue, add no error or warning that was not there
//    before (issues already there do not block it), leave the problem's premise false (the
//    view inside on both sides, the content able to scroll), squash nothing and turn no view
//    inside out. The first candidate that passes is offered; when none does, the issue says
//    so. Removing an exact duplicate changes nothing and is always offered;
// 4. issues found on several screens are merged by subject, naming the screens.

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
    /// `layoutOn`, when given, returns the layout to solve on a screen instead of this one,
    /// when that screen installs another (an Interface Builder document's size-class
    /// variations: a landscape phone or an iPad reads other constraints).
    public func check(_ engine: LayoutEngine, layoutOn: ((Screen) -> Layout?)? = nil) -> [LayoutIssue] {
        var runs: [ScreenRun] = []
        for screen in screens.isEmpty ? [engine.base.screen] : screens {
            var solved = engine
            if var variant = layoutOn?(screen) {
                variant.screen = screen
                guard let made = try? LayoutEngine(variant) else { continue }
                solved = made
            } else if screen != engine.base.screen {
                do { try solved.setScreen(screen) } catch { continue }
            }
            let raw = solved.rawIssues()
            var issues = CodeSettlement.classify(raw, engine: solved)
            issues = EstimateDependence.classify(issues, engine: solved)
            // Fixes are tried on copies of this engine: they keep the conflicts reported here.
            solved.reusesRefusals = true
            runs.append(ScreenRun(screen: screen, engine: solved, raw: raw, issues: issues))
        }
        if verifiesFixes { verifyFixes(&runs) }
        return LayoutChecker.merge(runs)
    }

    /// One screen's engine and issues.
    struct ScreenRun {
        var screen: Screen
        var engine: LayoutEngine
        /// What the rules found, before code and estimates made some of it notes.
        var raw: [LayoutIssue]
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
                let key = issue.subject.description + "\u{1}" + issue.candidateFixes.map(\.description).joined(separator: "\u{1}")
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
                        "No safe fix found: \(issue.candidateFixes.count == 1 ? "the candidate" : "each of \(issue.candidateFixes.count) candidates") (\(issue.candidateFixes.map(\.description).joined(separator: "; "))) was applied and re-solved on every screen checked, and it left the problem in place, or added an issue, or squashed a view, or turned a view inside out.")
                }
            }
        }
    }

    /// True when a fix, applied and re-solved on every screen, removes the issue, leaves its
    /// premise false, adds no error or warning that was not there before (nor a duplicate
    /// constraint), squashes nothing and turns no view it changes inside out.
    static func fix(_ fix: LayoutFix, resolves issue: LayoutIssue, on runs: [ScreenRun]) -> Bool {
        // An exact copy says nothing the layout does not say already: removing it changes nothing.
        if issue.rule == .duplicateConstraint, case .remove = fix { return true }
        let subject = issue.subject
        for run in runs {
            guard let fixed = try? fix.applied(to: run.engine) else { return false }
            let after = fixed.rawIssues()
            if after.contains(where: { $0.subject == subject }) { return false }
            let before = Set(run.raw.filter { $0.severity != .note }.map(\.subject))
            if after.contains(where: { $0.severity != .note && !before.contains($0.subject) }) { return false }
            // Nor may it write what the layout already says.
            let duplicates = Set(run.raw.filter { $0.rule == .duplicateConstraint }.map(\.subject))
            if after.contains(where: { $0.rule == .duplicateConstraint && !duplicates.contains($0.subject) }) { return false }
            // The problem, not just the rule: its premise is checked on the fixed layout.
            if let premise = issue.premise, Diagnosis(engine: fixed).holds(premise) { return false }
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

    // MARK: Merging

    /// One list from every screen's: the same issue (by subject and severity) found on several
    /// screens appears once, naming the screens it happens on when not all; where its numbers
    /// differ, the first screen's message is kept and the others' follow in the details.
    static func merge(_ runs: [ScreenRun]) -> [LayoutIssue] {
        struct Key: Hashable {
            var subject: IssueSubject
            var severity: LayoutIssue.Severity
        }
        var merged: [LayoutIssue] = []
        var index: [Key: [Int]] = [:]
        for run in runs {
            for issue in run.issues {
                let key = Key(subject: issue.subject, severity: issue.severity)
                // The same problem found again on another screen joins the first finding not yet
                // from this screen; two findings of one screen with one subject stay two.
                if let at = index[key]?.first(where: { !merged[$0].screens.contains(run.screen.name) }) {
                    merged[at].screens.append(run.screen.name)
                    if issue.message != merged[at].message { merged[at].details.append("On \(run.screen.name): \(issue.message).") }
                    if merged[at].fix == nil, let fix = issue.fix { merged[at].fix = fix }
                } else {
                    var copy = issue
                    copy.screens = [run.screen.name]
                    index[key, default: []].append(merged.count)
                    merged.append(copy)
                }
            }
        }
        // Every issue names the screens it happens on; `onEveryScreen` says when that is all.
        for at in merged.indices { merged[at].happensOnEveryScreen = merged[at].screens.count == runs.count }
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
