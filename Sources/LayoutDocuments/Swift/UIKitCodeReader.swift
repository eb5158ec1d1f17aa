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

    /// True when `text` is a Swift file worth reading: it makes constraints (anchors,
    /// `NSLayoutConstraint`, SnapKit) and is not AppKit code. UIKit need not be imported by
    /// name: many files get it through a module of the app's that re-exports it.
    public static func looksLikeLayoutCode(_ text: String) -> Bool {
        let makesConstraints = text.contains("Anchor.constraint") || text.contains("snp.makeConstraints")
            || text.contains("snp.remakeConstraints") || text.contains("NSLayoutConstraint")
        let isAppKit = text.contains("import AppKit") || text.contains("import Cocoa")
        return makesConstraints && !isAppKit
    }

    /// The setups in a Swift file, and notes about the file itself (where the tokenizer met
    /// something unterminated). Never fails. `screen` is the one code is read for: frames set
    /// in code are placed on it, and a length of the screen used as a constant is taken at its
    /// length, an estimate (the notes call it an iPhone 15's, the default every reader uses).
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
        let constants = FileConstants(types)
        var setups: [Setup] = []
        for type in types {
            guard let role = role(of: type) else { continue }
            let entries = entryMethods(of: type, role: role)
            guard let first = entries.first else { continue }
            var evaluator = SwiftSetupEvaluator(type: type, role: role, viewTypes: viewTypes)
            evaluator.extensionMethods = extensionMethods
            evaluator.fileConstants = constants
            evaluator.screen = screen
            evaluator.fileProperties = types.first { $0.name == SwiftParser.fileScopeName }?.properties ?? []
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
                let why = v >= 0 && v < evaluator.views.count ? Self.whyNotLaidOut(v, views: evaluator.views) : "this setup never adds it to the hierarchy"
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

    /// Why view `v` is outside the layout: added to a view the reader does not see (itself or
    /// the nearest ancestor that was), what code decides about it, or never added (itself or
    /// the outermost view it sits in).
    static func whyNotLaidOut(_ v: Int, views: [CodeView]) -> String {
        if let how = views[v].addedToUnseenView { return "it \(how)" }
        var ancestor = views[v].superview
        var outermost: Int? = nil
        var visited: Set<Int> = [v]
        while let a = ancestor, a > 0, a < views.count, visited.insert(a).inserted {
            if let how = views[a].addedToUnseenView {
                return "it is inside \"\(views[a].name)\", which \(how)"
            }
            outermost = a
            ancestor = views[a].superview
        }
        if let reason = views[v].decidedByCode { return reason }
        if let outermost { return "it is inside \"\(views[outermost].name)\", which this setup never adds to the hierarchy" }
        return "this setup never adds it to the hierarchy"
    }

    /// Where a type's setup starts: a controller's `loadView`, `viewDidLoad`, then
    /// `viewWillAppear(_:)`; a view's first initialiser that does more than call `super`; else
    /// methods named like setup code.
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
            // UIKit calls `viewWillAppear(_:)` before the first layout pass, so what it builds
            // is on screen from the first frame (some apps build their whole screen there).
            entries += type.methods.filter { $0.name == "viewWillAppear" && $0.parameters.count == 1 }
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
