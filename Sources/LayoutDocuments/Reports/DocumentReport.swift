import ScrollLayout

/// What the tool found in one file: each layout solved and diagnosed, or why the file could
/// not be read.
public struct DocumentReport: Sendable {
    /// One solved layout.
    public struct Entry: Sendable {
        /// The layout as read.
        public var layout: Layout
        /// The engine that solved it (for explanations and pictures).
        public var engine: LayoutEngine
        /// The solution.
        public var result: LayoutResult
        /// Its issues, errors and warnings first.
        public var issues: [LayoutIssue]
        /// For `--compare-frames`: the solved frames against the stored ones.
        public var frameComparison: FrameComparison? = nil
        /// The Interface Builder scene the layout came from, when it did (its bars, its
        /// stored frames).
        public var scene: InterfaceBuilderScene? = nil
    }

    /// The path, as given.
    public var path: String
    /// The format, when the file could be read.
    public var format: LayoutDocument.Format?
    /// The layouts.
    public var entries: [Entry]
    /// Why the file (or one of its layouts) could not be used.
    public var error: DocumentError?
    /// For a layout file, its text (fixes are turned into edits of it).
    public var text: String? = nil

    /// Reads, solves and diagnoses a file; `screen` replaces every layout's screen, and each
    /// layout is checked on every screen of `screens` (its frames are shown on its own). An
    /// Interface Builder scene keeps the bars its document simulates on every screen, and is
    /// checked on ``defaultScreens(for:)`` when saved without a device and no screens are given;
    /// a cell xib at its own size. With `compareFrames`, an Interface Builder
    /// document is read as Interface Builder solved it (placeholder constraints kept) on its own
    /// screen, and each view whose solved frame differs from the stored one gets a
    /// `frame-mismatch` note.
    /// `text`, when given, is the document's content (standard input) shown under `path`.
    /// `app`, when given (an app's `Info.plist`), narrows the screens to the devices it runs on
    /// and adds each in landscape when it supports landscape.
    public static func make(path: String, text: String? = nil, screen: Screen? = nil, screens: [Screen] = [],
                            compareFrames: Bool = false, app: AppInfo? = nil) -> DocumentReport {
        let document: LayoutDocument
        do {
            let placeholders: InterfaceBuilderImporter.Placeholders = compareFrames ? .kept : .removed
            if let text {
                document = try LayoutDocument.load(text: text, path: path, placeholders: placeholders)
            } else {
                document = try LayoutDocument.load(path: path, placeholders: placeholders)
            }
        } catch {
            return DocumentReport(path: path, format: nil, entries: [], error: error)
        }
        var report = make(layouts: document.layouts, path: path, format: document.format, screen: screen,
                          screens: compareFrames ? [] : screens, scenes: compareFrames ? [] : document.scenes,
                          variants: document.scenes(for:), app: compareFrames ? nil : app)
        report.text = document.text
        if document.format == .uikitCode {
            for index in report.entries.indices {
                let entry = report.entries[index]
                var issues = UIKitCodeSettlement.settle(entry.issues, layout: entry.layout, result: entry.result)
                if index < document.codeNotes.count { issues += document.codeNotes[index] }
                for k in issues.indices { issues[k].fixesInUIKitCode = true }
                report.entries[index].issues = issues
            }
            // Notes about the file as a whole go with its first layout.
            if !report.entries.isEmpty { report.entries[0].issues += document.fileNotes }
        }
        if compareFrames, screen == nil {
            for index in report.entries.indices where index < document.scenes.count {
                let scene = document.scenes[index]
                let comparison = FrameComparison(scene: scene, result: report.entries[index].result)
                report.entries[index].issues += comparison.issues(in: report.entries[index].layout)
                report.entries[index].issues += scene.notLaidOutIssues(includingNotInstalled: true)
                report.entries[index].frameComparison = comparison
            }
        }
        return report
    }

    /// Solves and diagnoses layouts built in code (the DSL), reported under a path or a name;
    /// `scenes` are the Interface Builder scenes the layouts came from, when they did.
    /// `variants` reads the scenes again for screens of other size classes (documents with
    /// size-class variations install other views and constraints there).
    public static func make(layouts: [Layout], path: String, format: LayoutDocument.Format? = nil, screen: Screen? = nil,
                            screens: [Screen] = [], scenes: [InterfaceBuilderScene] = [],
                            variants: ((SizeClasses) -> [InterfaceBuilderScene]?)? = nil, app: AppInfo? = nil) -> DocumentReport {
        var entries: [Entry] = []
        // Each size class's reading of the document, made once for all its scenes.
        var readings: [SizeClasses: [InterfaceBuilderScene]] = [:]
        for (index, original) in layouts.enumerated() {
            var layout = original
            let scene = index < scenes.count ? scenes[index] : nil
            // A scene on another screen keeps its bars there, as on every screen it is checked on.
            if let screen { layout.screen = scene?.runTimeScreen(screen) ?? screen }
            let checked = checkedScreens(for: layout, scene: scene, screens: screens, replacedScreen: screen != nil, app: app)
            do {
                // Frames are shown on the layout's own screen; issues come from every screen checked.
                let engine = try LayoutEngine(layout)
                let layoutOn: ((Screen) -> Layout?)? = scene.flatMap { scene in
                    guard scene.hasTraitVariations, let variants else { return nil }
                    return { checkedScreen in
                        let traits = checkedScreen.sizeClasses
                        guard traits != scene.traits else { return nil }
                        if readings[traits] == nil { readings[traits] = variants(traits) ?? [] }
                        guard let reading = readings[traits], index < reading.count, reading[index].layout.name == layout.name else { return nil }
                        return reading[index].layout
                    }
                }
                var issues = LayoutChecker(screens: checked).check(engine, layoutOn: layoutOn)
                if let scene { issues = scene.weighingAmbiguity(issues) + scene.notLaidOutIssues() }
                entries.append(Entry(layout: layout, engine: engine, result: engine.result, issues: issues, scene: scene))
            } catch {
                return DocumentReport(path: path, format: format, entries: entries, error: DocumentError(error, layout: layout, path: path))
            }
        }
        return DocumentReport(path: path, format: format, entries: entries, error: nil)
    }

    /// The screens a layout is checked on: those asked for; for an Interface Builder scene, with
    /// the bars its document simulates, on ``defaultScreens(for:)`` when saved without a device
    /// and none are asked for, and none for a cell xib (its own size). Empty means the
    /// layout's own screen.
    public static func checkedScreens(for layout: Layout, scene: InterfaceBuilderScene?, screens: [Screen], replacedScreen: Bool = false,
                                      app: AppInfo? = nil) -> [Screen] {
        guard let scene else { return screens }
        if scene.isDetached { return [] }
        if let app {
            // The document's own device, as a preset with its status bar and home indicator.
            let own = layout.screen
            let bare = Screen(name: own.name, width: own.size.width, height: own.size.height,
                              safeAreaInsets: EdgeInsets(top: max(0, own.safeAreaInsets.top - scene.bars.topHeight(on: own)), left: 0,
                                                         bottom: max(0, own.safeAreaInsets.bottom - scene.bars.bottomHeight(on: own)), right: 0),
                              scale: own.scale)
            let given = screens.isEmpty && scene.isCanvas ? [Screen.iPhoneSE, .iPhone15] : screens
            return app.screens(given.filter(scene.devices.includes), own: bare).map { scene.runTimeScreen($0) }
        }
        if screens.isEmpty { return scene.isCanvas ? defaultScreens(for: scene) : [] }
        // A document for one kind of device is never loaded on the other.
        let loaded = screens.filter(scene.devices.includes)
        return loaded.isEmpty ? defaultScreens(for: scene) : loaded.map { scene.runTimeScreen($0) }
    }

    /// The screens a scene designed on a canvas (no device) is checked on: the smallest
    /// current iPhone and a common one (an iPad for an iPad document), with the scene's bars.
    public static func defaultScreens(for scene: InterfaceBuilderScene) -> [Screen] {
        (scene.devices == .pad ? [Screen.iPad] : [.iPhoneSE, .iPhone15]).map { scene.runTimeScreen($0) }
    }

    /// Every issue of every layout.
    public var issues: [LayoutIssue] { entries.flatMap(\.issues) }
}

/// An issue as every report writer shows it: where it points, what it says, and the fix.
/// Text, Xcode lines, JSON, SARIF and GitHub annotations all render this one projection, so
/// they never disagree about an issue's file or line.
public struct ProjectedIssue: Sendable {
    /// The rule id (`scroll-content-height-ambiguous`, or `unreadable-document` for a file that
    /// could not be read).
    public var ruleID: String
    /// The severity.
    public var severity: LayoutIssue.Severity
    /// One line.
    public var message: String
    /// Where it points: the constraint's or view's own file (a DSL issue points at its Swift
    /// file), line and column, or Interface Builder object.
    public var location: IssueLocation
    /// What to do, when there is a fix.
    public var fix: String?
    /// Further lines.
    public var details: [String]
    /// The issue itself (nil for an unreadable file).
    public var issue: LayoutIssue?

    /// The projection of an issue found in the document at `path`.
    public init(_ issue: LayoutIssue, path: String) {
        ruleID = issue.rule.rawValue
        severity = issue.severity
        message = issue.message + (issue.happensOnEveryScreen ? "" : " (on \(issue.screens.joined(separator: ", ")))")
        location = IssueLocation(issue, path: path)
        // A layout written in Swift gets its fix in Swift, to paste back where it was declared:
        // anchor code for UIKit code, the DSL for the DSL.
        if issue.fixesInUIKitCode {
            fix = issue.fix?.uikitDescription
        } else if case .source = issue.origin {
            fix = issue.fix?.swiftDescription
        } else {
            fix = issue.fix?.description
        }
        details = issue.details.map(DocumentReport.relativizingPaths(in:))
        self.issue = issue
    }

    /// The projection of a file that could not be read.
    public init(_ error: DocumentError) {
        ruleID = "unreadable-document"
        severity = .error
        message = error.message
        location = IssueLocation(path: error.path, position: error.position, objectID: error.objectID)
        fix = nil
        details = []
        issue = nil
    }

    /// The message with the Interface Builder object it is about, when there is one.
    public var messageWithObject: String {
        location.objectID.map { "\(message) (object \($0))" } ?? message
    }
}

extension DocumentReport {
    /// Every issue of every layout, projected for the writers (an unreadable file first).
    public var projectedIssues: [ProjectedIssue] {
        (error.map { [ProjectedIssue($0)] } ?? []) + issues.map { ProjectedIssue($0, path: path) }
    }
}

/// Where an issue points: a line and column in a file, or an Interface Builder object.
public struct IssueLocation: Sendable, Equatable {
    /// The file.
    public var path: String
    /// The line and column, when known.
    public var position: SourcePosition?
    /// The Interface Builder object id, when there is one.
    public var objectID: String?

    /// A location.
    public init(path: String, position: SourcePosition?, objectID: String?) {
        self.path = path
        self.position = position
        self.objectID = objectID
    }

    /// The location of an issue in a document.
    public init(_ issue: LayoutIssue, path: String) {
        self.path = path
        switch issue.origin {
        case .layoutFile(_, let line, let column):
            position = SourcePosition(line: line, column: column)
        case .interfaceBuilder(_, let objectID, let line, let column):
            position = line > 0 ? SourcePosition(line: line, column: column) : nil
            self.objectID = objectID
        case .source(let file, let line, let column):
            // Declared in Swift (the DSL): point at that place in that file.
            self.path = DocumentReport.displayPath(file)
            position = SourcePosition(line: line, column: column)
        default:
            position = nil
        }
    }

    /// `path:line:column` (or `path` alone).
    public var prefix: String {
        guard let position else { return path }
        return "\(path):\(position.line):\(position.column)"
    }
}
