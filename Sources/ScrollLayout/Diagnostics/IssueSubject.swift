/// What an issue is about, independent of the numbers that change from screen to screen: the
/// rule and the views (or guides) it names, the axis for rules that report each axis apart,
/// and, for rules about constraints as written, the constraints. Two issues with equal
/// subjects are the same problem: merged across screens, matched before and after a fix,
/// matched against a baseline.
public struct IssueSubject: Hashable, Sendable, CustomStringConvertible {
    /// The rule.
    public var rule: LayoutIssue.Rule
    /// The items it names, in the rule's order (empty for a conflict: its constraints say it).
    public var items: [LayoutItem]
    /// The axis, for rules that report each axis on its own.
    public var axis: Axis?
    /// The constraints, written with their sides in a fixed order: a conflict's user-written
    /// members (all members when none is), sorted; the constraint a duplicate or an unmet
    /// optional is about. Empty for the other rules.
    public var constraints: [String]

    /// The subject of an issue.
    public init(_ issue: LayoutIssue) {
        rule = issue.rule
        switch issue.rule {
        case .conflictingConstraints:
            // A conflict is its set of constraints; which one breaks depends on their order, and
            // the generated ones (the screen's size) differ from screen to screen.
            let written = issue.constraints.filter { !$0.origin.isGenerated }
            items = []
            axis = nil
            constraints = (written.isEmpty ? issue.constraints : written).map(\.canonicalEquation).sorted()
        case .unsatisfiedOptional, .duplicateConstraint:
            items = issue.items
            axis = issue.axis
            // Copies of one constraint read the same: where each was written tells them apart.
            constraints = issue.constraints.last.map { [$0.description + IssueSubject.place($0.origin)] } ?? []
        default:
            items = issue.items
            axis = issue.axis
            constraints = []
        }
    }

    /// True when the other subject is the same problem, found again after a change: equal,
    /// or for a conflict, one that still holds some of the same constraints (the set a solver
    /// reports as minimal changes when one member goes, while the problem stays).
    func isSameProblem(as other: IssueSubject) -> Bool {
        guard rule == .conflictingConstraints, other.rule == .conflictingConstraints else { return self == other }
        return !Set(constraints).isDisjoint(with: other.constraints)
    }

    /// True when one of the subjects is the same problem as this one.
    func persists(in subjects: some Sequence<IssueSubject>) -> Bool {
        subjects.contains { isSameProblem(as: $0) }
    }

    /// Where a constraint was written, short and stable from run to run: ` at 12:5` in a layout
    /// file or Swift file, ` at IB abc-12-xyz` in an Interface Builder document.
    static func place(_ origin: ConstraintOrigin) -> String {
        switch origin {
        case .source(let file, let line, let column):
            return " at \(file.split(separator: "/").last.map(String.init) ?? file):\(line):\(column)"
        case .layoutFile(_, let line, let column): return " at \(line):\(column)"
        case .interfaceBuilder(_, let id, _, _): return " at IB \(id)"
        case .generated, .unspecified: return ""
        }
    }

    /// A stable one-line form (baseline files record it).
    public var description: String {
        if rule == .conflictingConstraints { return "\(rule.rawValue) " + constraints.joined(separator: ";") }
        // The parts there are, one space apart (no trailing spaces in a baseline file).
        return [rule.rawValue, items.map(\.description).joined(separator: ","), axis?.rawValue ?? "", constraints.first ?? ""]
            .filter { !$0.isEmpty }.joined(separator: " ")
    }
}
