/// A problem found in a solved layout: a value, never thrown.
///
/// Each issue has a stable rule id, a severity, a one-line message, the items and constraints
/// involved (each constraint with its origin), and, where one exists, a suggested fix written as
/// a change the user can apply (``LayoutFix``).
public struct LayoutIssue: Hashable, Sendable, CustomStringConvertible {
    /// How serious an issue is. `check` fails on errors (and on warnings with `--strict`).
    public enum Severity: String, Sendable, Hashable, Comparable, CaseIterable {
        /// A note: worth knowing, not wrong.
        case note
        /// A warning: probably not what was meant.
        case warning
        /// An error: the layout is ambiguous or contradictory.
        case error

        /// Orders note < warning < error.
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }

        private var rank: Int { self == .note ? 0 : (self == .warning ? 1 : 2) }
    }

    /// The rules, with their stable ids.
    public enum Rule: String, Sendable, Hashable, CaseIterable {
        /// Xcode's "Scrollable content size is ambiguous" for the height.
        case scrollContentHeightAmbiguous = "scroll-content-height-ambiguous"
        /// Xcode's "Scrollable content size is ambiguous" for the width.
        case scrollContentWidthAmbiguous = "scroll-content-width-ambiguous"
        /// Xcode's "Need constraints for: Y position or height", per view and axis.
        case ambiguousLayout = "ambiguous-layout"
        /// Required constraints that cannot hold together.
        case conflictingConstraints = "conflicting-constraints"
        /// A vertical scroller whose content width is not tied to the frame and does not fill it.
        case scrollContentWidthUntied = "scroll-content-width-untied"
        /// A horizontal scroller whose content height is not tied to the frame and does not fill it.
        case scrollContentHeightUntied = "scroll-content-height-untied"
        /// Content pinned to the scroll view's frame at both ends of an axis: it never scrolls there.
        case scrollContentPinnedToFrame = "scroll-content-pinned-to-frame"
        /// Content that lies partly outside the content size: that part can never be scrolled to.
        case scrollContentUnreachable = "scroll-content-unreachable"
        /// A view that sits partly outside the screen or its clipping superview.
        case viewOutsideVisibleArea = "view-outside-visible-area"
        /// A constraint that says exactly what another one says.
        case duplicateConstraint = "duplicate-constraint"
        /// Content pinned to the content guide on some edges but not all.
        case scrollContentEdgeUnpinned = "scroll-content-edge-unpinned"
        /// Content height (or width) tied to the frame at required priority: it never scrolls.
        case scrollContentTiedToFrame = "scroll-content-tied-to-frame"
        /// Content sized to follow the frame that the offsets at its edges push past it.
        case scrollContentOverhang = "scroll-content-overhang"
        /// `.automatic` (or `.always`) adds the safe area to the content inset.
        case scrollAutomaticInset = "scroll-automatic-inset"
        /// Built-in paging ignores the content inset.
        case scrollPagingWithInset = "scroll-paging-with-inset"
        /// A hidden arranged view still takes space: its own constraints beat `UISV-hiding`.
        case stackHiddenViewTakesSpace = "stack-hidden-view-takes-space"
        /// An arranged view with no size along the stack's axis.
        case stackArrangedViewWithoutSize = "stack-arranged-view-without-size"
        /// An optional constraint that is not met, and by how much.
        case unsatisfiedOptional = "unsatisfied-optional"
        /// A solved frame that differs from the one an Interface Builder document stored.
        case frameMismatch = "frame-mismatch"
        /// An element an Interface Builder document stores a frame for that the importer does
        /// not lay out (a bar button item's custom view, an element it does not know).
        case viewNotLaidOut = "view-not-laid-out"
        /// The solver stopped a simplex run at its pivot budget: required constraints hold, but
        /// optional ones may be less well met than they could be.
        case solverPivotBudget = "solver-pivot-budget"

        /// One line about what the rule checks.
        public var summary: String {
            switch self {
            case .scrollContentHeightAmbiguous: return "The constraints do not determine the scroll view's content height."
            case .scrollContentWidthAmbiguous: return "The constraints do not determine the scroll view's content width."
            case .ambiguousLayout: return "A view's position or size is not determined by its constraints."
            case .conflictingConstraints: return "Required constraints that cannot all hold; one is broken."
            case .scrollContentWidthUntied: return "A vertically scrolling content whose width is not tied to the frame layout guide and does not fill it."
            case .scrollContentHeightUntied: return "A horizontally scrolling content whose height is not tied to the frame layout guide and does not fill it."
            case .scrollContentPinnedToFrame: return "Content pinned to the scroll view's frame at both ends of an axis, so it never scrolls along it."
            case .scrollContentUnreachable: return "Content that extends past the scroll view's content size, where it can never be scrolled to."
            case .viewOutsideVisibleArea: return "A view that sits partly outside the screen or outside a superview that clips it."
            case .duplicateConstraint: return "Two constraints that say the same thing (UIKit keeps both)."
            case .scrollContentEdgeUnpinned: return "Content pinned to the content layout guide on some edges but not all."
            case .scrollContentTiedToFrame: return "Content size tied to the frame at required priority, so it never scrolls on that axis."
            case .scrollContentOverhang: return "Content sized to follow the frame that the offsets at its edges make longer than the frame: it scrolls by that much, and that much is always out of view."
            case .scrollAutomaticInset: return "The content inset adjustment adds the safe area to the content inset."
            case .scrollPagingWithInset: return "Built-in paging stops on multiples of the bounds and ignores the content inset."
            case .stackHiddenViewTakesSpace: return "A hidden arranged view still takes space along the stack's axis."
            case .stackArrangedViewWithoutSize: return "An arranged view has no size along the stack's axis."
            case .unsatisfiedOptional: return "An optional constraint is not met."
            case .frameMismatch: return "A solved frame differs from the frame stored in the Interface Builder document."
            case .viewNotLaidOut: return "An element of an Interface Builder document that is not laid out, and why."
            case .solverPivotBudget: return "The solver stopped at its pivot budget; optional constraints may not be met as well as they could be."
            }
        }
    }

    /// The rule.
    public var rule: Rule
    /// The severity.
    public var severity: Severity
    /// One line.
    public var message: String
    /// The items involved (views and guides).
    public var items: [LayoutItem]
    /// The constraints involved, each with its origin.
    public var constraints: [LayoutConstraint]
    /// A change that resolves the issue, when there is one.
    public var fix: LayoutFix?
    /// Further lines: the chain walked, two witness frames, the layout that results.
    public var details: [String]
    /// Where to point at: the origin of the most relevant constraint or view.
    public var origin: ConstraintOrigin
    /// The screens the issue happens on (their names); empty for an issue not found by a
    /// check (one made by hand).
    public var screens: [String] = []
    /// True when the issue happens on every screen checked (false names the ones it does).
    public var happensOnEveryScreen = true
    /// What must be true of the solved layout for the problem to exist (the view partly
    /// outside, the content unable to scroll): a fix is offered only when, applied and
    /// re-solved, it leaves the premise false.
    package var premise: Premise? = nil
    /// The fixes a rule proposes, best first, before any is tried; the checker offers the
    /// first that, applied and re-solved, removes the issue and harms nothing.
    package var candidateFixes: [LayoutFix] = []
    /// The axis the issue is about, for rules that report each axis on its own.
    package var axis: Axis? = nil
    /// What the issue rests on outside the layout, when it is a note for that reason (the
    /// app's code, a removed placeholder, a size estimated from the document); nil otherwise.
    public var restsOn: String? = nil
    /// For ambiguity: true when the freedom lies between optional constraints of equal priority
    /// (a tie), not in a missing constraint.
    public var isTie = false
    /// True when the layout was read from UIKit code: its fix is shown as anchor code
    /// (`a.bottomAnchor.constraint(equalTo: …)`) rather than in the layout grammar.
    public var fixesInUIKitCode = false

    /// An issue.
    public init(rule: Rule, severity: Severity, message: String, items: [LayoutItem] = [],
                constraints: [LayoutConstraint] = [], fix: LayoutFix? = nil, details: [String] = [],
                origin: ConstraintOrigin = .unspecified) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.items = items
        self.constraints = constraints
        self.fix = fix
        self.details = details
        self.origin = origin
        self.candidateFixes = fix.map { [$0] } ?? []
    }

    /// The issue as a note that says what it rests on (`why`, added to the message), with a
    /// detail line and no fix: what the app's code or an estimate decides is not evidence.
    package func demoted(_ why: String, detail: String) -> LayoutIssue {
        var note = self
        note.severity = .note
        note.fix = nil
        note.candidateFixes = []
        note.message += "; " + why
        note.restsOn = why
        note.details.append(detail)
        return note
    }

    /// The views the issue names: its items' owners and its constraints' views, once each.
    package var involvedViews: [String] {
        var seen = Set<String>()
        let all = items.map(\.ownerID) + constraints.flatMap { [$0.first.item.ownerID] + ($0.second.map { [$0.item.ownerID] } ?? []) }
        return all.filter { seen.insert($0).inserted }
    }

    /// What the issue is about, independent of numbers that change from screen to screen.
    public var subject: IssueSubject { IssueSubject(self) }

    /// `file:line:column: severity: message [rule-id]` (the location only when the issue's
    /// constraint was written somewhere: Swift source, a layout file, an IB document).
    public var description: String {
        let text = "\(severity.rawValue): \(message) [\(rule.rawValue)]"
        switch origin {
        case .source, .layoutFile, .interfaceBuilder: return "\(origin): \(text)"
        case .generated, .unspecified: return text
        }
    }
}
