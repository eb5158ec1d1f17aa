import ScrollLayout

/// Reads the Auto Layout that a Swift file builds with UIKit (anchors,
/// `NSLayoutConstraint.activate`, SnapKit): one layout per view controller or view class
/// whose setup makes constraints, named `Type.method`, with notes for what the app's code
/// decides and what the reader did not follow. See Documentation/UIKitCode.md.
public enum UIKitCodeReader {
    /// One setup read from a file.
    public struct Setup: Sendable {
        /// The layout (views, constraints with their Swift file, line and column).
        public var layout: Layout
        /// The type set up.
        public var typeName: String
        /// The method the setup starts in (`viewDidLoad`, `init`).
        public var method: String
        /// Where that method is.
        public var position: SourcePosition
        /// Notes: what the reader left out or did not follow, each at its line.
        public var notes: [LayoutIssue]
    }

    /// True when `text` is a Swift file worth reading: it imports UIKit (or SnapKit) and
    /// makes constraints.
    public static func looksLikeLayoutCode(_ text: String) -> Bool {
        (text.contains("import UIKit") || text.contains("import SnapKit"))
            && (text.contains("Anchor.constraint") || text.contains("snp.makeConstraints") || text.contains("snp.remakeConstraints")
                || text.contains("NSLayoutConstraint"))
    }

    /// The setups in a Swift file, and notes about the file itself (where the tokenizer met
    /// something unterminated). Never fails.
    public static func read(_ text: String, path: String, screen: Screen = .iPhone15) -> (setups: [Setup], notes: [LayoutIssue]) {
        let (tokens, unterminated) = SwiftTokenizer.tokenize(text)
        var fileNotes: [LayoutIssue] = []
        if let line = unterminated {
            fileNotes.append(LayoutIssue(rule: .viewNotLaidOut, severity: .note,
                                         message: "the Swift reader could not parse this file from line \(line) (a string or comment that does not end); what follows it is not read",
                                         origin: .source(file: path, line: line, column: 1)))
        }
        let types = SwiftParser.parse(tokens)
        let byName = Dictionary(types.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        func role(of type: SwiftTypeDeclaration, depth: Int = 0) -> SwiftSetupEvaluator.Role? {
            guard depth < 8, let superclass = type.inheritance.first, superclass != "enum" else { return nil }
            if superclass.hasSuffix("ViewController") || superclass == "UIViewController" { return .controller }
            if let kind = SwiftSetupEvaluator.uiKitClasses[superclass] { return .view(kind) }
            if let parent = byName[superclass], parent.name != type.name { return role(of: parent, depth: depth + 1) }
            if superclass.hasSuffix("Controller") { return .controller }
            if SwiftSetupEvaluator.looksLikeViewClass(superclass) { return .view(.view) }
            return nil
        }
        // Helpers the file adds to UIKit's view classes (`extension UIView { func pin(to:) }`).
        let extensionMethods = types.filter { SwiftSetupEvaluator.uiKitClasses[$0.name] != nil }.flatMap(\.methods)
        let viewTypes = Set(types.filter { if case .view = role(of: $0) { return true } else { return false } }.map(\.name))
        var setups: [Setup] = []
        for type in types {
            guard let role = role(of: type) else { continue }
            let entries = entryMethods(of: type, role: role)
            guard let first = entries.first else { continue }
            var evaluator = SwiftSetupEvaluator(type: type, role: role, viewTypes: viewTypes)
            evaluator.extensionMethods = extensionMethods
            for method in entries {
                // The caller's arguments are not in the file: every parameter is unknown.
                _ = evaluator.run(method, arguments: method.parameters.map { ($0.label, CodeValue.unknown(views: [])) })
            }
            guard evaluator.constraints.contains(where: \.isActive) else { continue }
            evaluator.markLaterChanges()
            var builder = CodeLayoutBuilder(setup: evaluator, path: path)
            let built = builder.build(name: "\(type.name).\(first.name)", screen: screen)
            let layout = builder.wrappingLabels(in: built)
            var notes: [LayoutIssue] = []
            for (v, positions) in builder.leftOut {
                guard let first = positions.first else { continue }
                let record = v >= 0 && v < evaluator.views.count ? evaluator.views[v] : nil
                let name = record.map { "\"\($0.name)\"" } ?? "a layout guide"
                var why = "this setup never adds it to the hierarchy"
                if let unseen = record?.addedToUnseenView { why = "it is added by \(unseen) to a view this reader does not see" }
                else if let reason = record?.decidedByCode { why = reason }
                let lines = positions.map { String($0.line) }.joined(separator: ", ")
                notes.append(LayoutIssue(rule: .viewNotLaidOut, severity: .note,
                                         message: "\(name) is not laid out: \(why); \(positions.count == 1 ? "its constraint" : "its \(positions.count) constraints") (line\(positions.count == 1 ? "" : "s") \(lines)) \(positions.count == 1 ? "is" : "are") left out",
                                         origin: .source(file: path, line: first.line, column: first.column)))
            }
            for position in builder.unusable {
                notes.append(LayoutIssue(rule: .viewNotLaidOut, severity: .note,
                                         message: "a constraint made here is left out: UIKit refuses it (a number that is not usable, a priority outside 1…1000, a negative size, or attributes that cannot be related)",
                                         origin: .source(file: path, line: position.line, column: position.column)))
            }
            if evaluator.steps >= SwiftSetupEvaluator.stepLimit {
                notes.append(LayoutIssue(rule: .viewNotLaidOut, severity: .note,
                                         message: "the setup of \(type.name) is longer than the reader follows; what comes after is not read",
                                         origin: .source(file: path, line: first.position.line, column: first.position.column)))
            }
            setups.append(Setup(layout: layout, typeName: type.name, method: first.name, position: first.position, notes: notes))
        }
        return (setups, fileNotes)
    }

    /// Scroll content left undetermined across the axis it scrolls along (its size on the other
    /// axis is determined) while every view inside the scroll view is placed on it and fits the
    /// frame there (no view inside has an ambiguous layout on it): UIKit gives the content
    /// some size on that axis (0 in practice) and nothing on screen depends on it. Interface
    /// Builder shows this as an error at design time; in code nothing reports it and the
    /// screen works, so for code it is a note that says so (Documentation/UIKitCode.md).
    public static func settlingHarmlessContentSizes(_ issues: [LayoutIssue], in layout: Layout, result: LayoutResult) -> [LayoutIssue] {
        let rules: [LayoutIssue.Rule: String] = [.scrollContentWidthAmbiguous: "X position or width", .scrollContentHeightAmbiguous: "Y position or height"]
        let all = layout.root.allViews
        return issues.map { issue in
            guard issue.severity == .error, rules[issue.rule] != nil, let scrollID = issue.items.first?.ownerID,
                  let scroll = all.first(where: { $0.id == scrollID }) else { return issue }
            let inside = Set(scroll.allViews.dropFirst().map(\.id))
            let horizontal = issue.rule == .scrollContentWidthAmbiguous
            let unplaced = issues.contains { other in
                other.rule == .ambiguousLayout && other.items.contains { inside.contains($0.ownerID) }
                    && (horizontal ? (other.message.contains("X position") || other.message.contains("width"))
                                   : (other.message.contains("Y position") || other.message.contains("height")))
            }
            // Only across the axis it scrolls along, where everything inside fits the frame.
            let other: LayoutIssue.Rule = horizontal ? .scrollContentHeightAmbiguous : .scrollContentWidthAmbiguous
            // The other axis open by an error (a note rests on the app's code and says nothing of the intent).
            let otherOpen = issues.contains { $0.rule == other && $0.items.first?.ownerID == scrollID && $0.severity != .note }
            // The scroll view's own frame open on that axis (placed by code the reader does not
            // follow): the content's size there cannot be judged.
            let frameOpen = issues.contains { other in
                other.rule == .ambiguousLayout && other.items.contains(.view(scroll.id))
                    && (horizontal ? (other.message.contains("X position") || other.message.contains("width"))
                                   : (other.message.contains("Y position") || other.message.contains("height")))
            }
            if frameOpen, scroll.decidedByCode != nil || issues.contains(where: { $0.rule == .ambiguousLayout && $0.items.contains(.view(scroll.id)) && $0.severity == .note }) {
                var note = issue
                note.severity = .note
                note.fix = nil
                note.candidateFixes = []
                note.message += "; decided by the app's code: the frame of \"\(scroll.id)\" is not determined here (code this reader does not follow places it)"
                note.restsOn = "the scroll view's frame"
                return note
            }
            guard !unplaced, !inside.isEmpty, let frame = result.view(scrollID)?.absoluteFrame else { return issue }
            func fits(horizontally: Bool) -> Bool {
                inside.allSatisfy { id in
                    guard let box = result.view(id)?.absoluteFrame else { return true }
                    return horizontally ? box.minX >= frame.minX - 0.5 && box.maxX <= frame.maxX + 0.5
                                        : box.minY >= frame.minY - 0.5 && box.maxY <= frame.maxY + 0.5
                }
            }
            // The axis it scrolls along: the one whose content overflows the frame; without
            // overflow, vertical (UIKit's usual scroller), unless the height is what is open.
            let across = !fits(horizontally: !horizontal) || (horizontal && !otherOpen)
            guard fits(horizontally: horizontal), across else { return issue }
            var note = issue
            note.severity = .note
            note.fix = nil
            note.candidateFixes = []
            let axis = horizontal ? "width" : "height"
            note.message += "; every view inside is placed, so UIKit's choice of content \(axis) (0 in practice) changes nothing on screen"
            note.details.append("Interface Builder reports this as an error at design time; built in code, nothing reports it and the screen shows the same. Tie the content's \(axis) to the frame layout guide to make it exact.")
            return note
        }
    }

    /// Why a view is decided by code when the reader does not even know its class (a
    /// property declared in a superclass or made by a factory it does not see).
    static let unknownClassReason = "it is made by code this reader does not see, so its class is unknown"

    /// Issues that involve a view of unknown class (its edges mean the content for a scroll
    /// view and the frame for any other view, so nothing about it can be asserted): notes.
    public static func settlingUnknownClasses(_ issues: [LayoutIssue], in layout: Layout) -> [LayoutIssue] {
        let unknown = Set(layout.root.allViews.filter { $0.decidedByCode == unknownClassReason }.map(\.id))
        guard !unknown.isEmpty else { return issues }
        return issues.map { issue in
            guard issue.severity != .note else { return issue }
            let involved = issue.constraints.flatMap { [$0.first.item.ownerID] + ($0.second.map { [$0.item.ownerID] } ?? []) } + issue.items.map(\.ownerID)
            guard let view = involved.first(where: unknown.contains) else { return issue }
            var note = issue
            note.severity = .note
            note.fix = nil
            note.candidateFixes = []
            note.message += "; decided by the app's code: \"\(view)\" \(unknownClassReason)"
            note.restsOn = unknownClassReason
            note.details.append("What kind of view it is decides what its edges mean (a scroll view's edges are its content's); the issue rests on it.")
            return note
        }
    }

    /// Conflicts with the constraints UIKit makes from the frame of a view the file never
    /// turned `translatesAutoresizingMaskIntoConstraints` off for (UIKit's default for views
    /// made in code is on): one error per such view, at the line it is made, saying so. The
    /// change is checked first: re-solved with it off, the view is in no conflict (otherwise
    /// the conflicts are left as they are).
    public static func groupingAutoresizingConflicts(_ issues: [LayoutIssue], in layout: Layout) -> [LayoutIssue] {
        func autoresizedView(_ constraint: LayoutConstraint) -> String? {
            if case .generated(.autoresizing(let view, _)) = constraint.origin { return view }
            return nil
        }
        var byView: [String: [Int]] = [:]
        var order: [String] = []
        for (index, issue) in issues.enumerated() where issue.rule == .conflictingConstraints && issue.severity == .error {
            guard let view = issue.constraints.lazy.compactMap(autoresizedView).first,
                  let record = layout.root.allViews.first(where: { $0.id == view }), record.translatesAutoresizingMaskIntoConstraints,
                  record.frame == Rect(x: 0, y: 0, width: 0, height: 0) else { continue }
            if byView[view] == nil { order.append(view) }
            byView[view, default: []].append(index)
        }
        guard !order.isEmpty else { return issues }
        var replaced = Set<Int>()
        var grouped: [LayoutIssue] = []
        for view in order {
            guard let indices = byView[view] else { continue }
            // Checked: with autoresizing off for this view, no conflict names it any more.
            var changed = layout
            changed.root = changed.root.settingAutoresizing(off: view)
            guard let engine = try? LayoutEngine(changed) else { continue }
            let stillConflicting = engine.result.conflicts.contains { conflict in
                ([conflict.broken] + conflict.conflicting).contains { $0.first.item.ownerID == view || $0.second?.item.ownerID == view }
            }
            guard !stillConflicting else { continue }
            let user = indices.flatMap { issues[$0].constraints }.filter { !$0.origin.isGenerated }
            var seen = Set<LayoutConstraint.ID>()
            let unique = user.filter { seen.insert($0.id).inserted }
            let lines = unique.compactMap { constraint -> Int? in
                if case .source(_, let line, _) = constraint.origin { return line }
                return nil
            }
            let origin = layout.root.allViews.first { $0.id == view }?.origin ?? .unspecified
            var issue = LayoutIssue(
                rule: .conflictingConstraints, severity: .error,
                message: "\"\(view)\" still has translatesAutoresizingMaskIntoConstraints on (UIKit's default for a view made in code; this file never turns it off), so UIKit turns its frame into constraints that conflict with its own\(lines.isEmpty ? "" : " (line\(lines.count == 1 ? "" : "s") \(lines.map(String.init).joined(separator: ", ")))")",
                items: [.view(view)], constraints: unique,
                details: ["Set `\(view).translatesAutoresizingMaskIntoConstraints = false` where it is made: re-solved with it off, it is in no conflict.",
                          "At run time UIKit logs \"Unable to simultaneously satisfy constraints\" with NSAutoresizingMaskLayoutConstraint entries and breaks one of these."],
                origin: origin)
            issue.screens = issues[indices[0]].screens
            issue.happensOnEveryScreen = issues[indices[0]].happensOnEveryScreen
            grouped.append(issue)
            replaced.formUnion(indices)
        }
        return grouped + issues.enumerated().filter { !replaced.contains($0.offset) }.map(\.element)
    }

    /// Issues that rest on the size of a view class's root (a cell, a view the app places
    /// wherever it uses it): the layout is solved with the root as large as the screen, which
    /// is not the size it gets. An issue whose constraints hold the root's edges or size is a
    /// note that says so.
    public static func settlingRootSize(_ issues: [LayoutIssue], in layout: Layout, isViewClass: Bool) -> [LayoutIssue] {
        guard isViewClass else { return issues }
        let root = layout.root.id
        return issues.map { issue in
            guard issue.severity != .note,
                  issue.constraints.contains(where: { $0.first.item == .view(root) || $0.second?.item == .view(root) })
                    || issue.items.contains(.view(root)) else { return issue }
            var note = issue
            note.severity = .note
            note.fix = nil
            note.candidateFixes = []
            let why = "decided by the app's code: \"\(root)\" is a view class the app places and sizes where it uses it (a cell: its table or collection view); it is solved here as large as the screen"
            note.message += "; " + why
            note.restsOn = why
            note.details.append("The issue involves the root's edges or size, which this file does not decide.")
            return note
        }
    }

    /// Where a type's setup starts: a controller's `loadView` then `viewDidLoad`; a view's
    /// first initialiser that does more than call `super`; else methods named like setup code.
    static func entryMethods(of type: SwiftTypeDeclaration, role: SwiftSetupEvaluator.Role) -> [SwiftMethod] {
        func doesSomething(_ method: SwiftMethod) -> Bool {
            method.body.contains { statement in
                if case .expression(.call(.member(.name("super", _), _, _), _, _), _) = statement { return false }
                if case .expression(.call(.name("fatalError", _), _, _), _) = statement { return false }
                return true
            }
        }
        let setupNames = ["setup", "setUp", "configure", "build", "layout", "make", "add", "create", "init", "constrain", "style", "prepare", "install"]
        func namedLikeSetup(_ method: SwiftMethod) -> Bool {
            method.parameters.isEmpty && setupNames.contains { method.name.hasPrefix($0) } && method.name != "layoutSubviews"
        }
        // Methods the type's own code calls: a setup reaches them from its entries.
        let called = Set(type.methods.flatMap { $0.body.flatMap(\.mentionedNames) })
        // Template methods a superclass of the app's own calls from its life cycle
        // (`override func setupViews()`), in the order they are declared.
        let templates = type.methods.filter { $0.isOverride && namedLikeSetup($0) && !called.contains($0.name) }
        switch role {
        case .controller:
            var entries = ["loadView", "viewDidLoad"].compactMap { name in type.methods.first { $0.name == name && $0.parameters.isEmpty } }
            entries += templates
            entries += type.methods.filter { $0.name == "updateViewConstraints" && $0.parameters.isEmpty }
            if !entries.isEmpty { return entries }
            return type.methods.filter(namedLikeSetup).prefix(1).map { $0 }
        case .view:
            let initializers = type.methods.filter { $0.name == "init" && doesSomething($0) }
            var entries: [SwiftMethod] = []
            if let preferred = initializers.first(where: { $0.parameters.first?.label == "frame" }) ?? initializers.first(where: { $0.parameters.first?.label != "coder" }) ?? initializers.first {
                entries.append(preferred)
            }
            entries += templates
            entries += type.methods.filter { $0.name == "updateConstraints" && $0.parameters.isEmpty }
            if !entries.isEmpty { return entries }
            return type.methods.filter(namedLikeSetup).prefix(1).map { $0 }
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
