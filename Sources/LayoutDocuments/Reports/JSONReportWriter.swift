import ScrollLayout

/// The `--format json` report: `{"documents": [{"path", "layouts": [{"name", "views",
/// "scrollViews", "issues"}]}]}`, keys sorted, frames relative to the superview's bounds origin
/// (as Interface Builder stores them). The keys of the issue's shape are fixed; more are added.
public enum JSONReportWriter {
    /// The whole report.
    public static func write(_ reports: [DocumentReport]) -> String {
        write(documents: reports.map(document))
    }

    /// The report around documents made by ``document(_:)``, so a long run keeps only those.
    public static func write(documents: [JSONOutput]) -> String {
        JSONOutput.object(["documents": .array(documents)]).text
    }

    /// One document's part of the report.
    public static func document(_ report: DocumentReport) -> JSONOutput {
        var object: [String: JSONOutput] = [
            "path": .string(report.path),
            "layouts": .array(report.entries.map { layout($0, path: report.path, showsCodeDecisions: report.format == .uikitCode) }),
        ]
        if let format = report.format { object["format"] = .string(format.rawValue) }
        if let error = report.error {
            var entry: [String: JSONOutput] = ["message": .string(error.message), "kind": .string(error.kind.rawValue)]
            if let position = error.position {
                entry["line"] = .number(Double(position.line))
                entry["column"] = .number(Double(position.column))
            }
            if let objectID = error.objectID { entry["objectID"] = .string(objectID) }
            object["error"] = .object(entry)
        }
        return .object(object)
    }

    /// One layout; `showsCodeDecisions` adds `decidedByCode` to each view the app's code decides
    /// (Swift files: every layout says what code decides).
    static func layout(_ entry: DocumentReport.Entry, path: String, showsCodeDecisions: Bool = false) -> JSONOutput {
        let result = entry.result
        let decisions = !showsCodeDecisions ? [:] : Dictionary(entry.layout.root.allViews.compactMap { view in view.decidedByCode.map { (view.id, $0) } },
                                   uniquingKeysWith: { a, _ in a })
        var object: [String: JSONOutput] = [
            "name": .string(result.name),
            "screen": ["name": .string(result.screen.name), "width": .number(result.screen.size.width), "height": .number(result.screen.size.height)],
            "direction": .string(result.direction == .leftToRight ? "leftToRight" : "rightToLeft"),
            "views": .array(result.views.map { view in
                var object: [String: JSONOutput] = [
                    "id": .string(view.id), "kind": .string(view.kind.rawValue), "frame": rect(view.frame),
                    "absoluteFrame": rect(view.absoluteFrame), "hidden": .bool(view.isHidden),
                ]
                if let parent = view.parentID { object["parent"] = .string(parent) }
                if let reason = decisions[view.id] { object["decidedByCode"] = .string(reason) }
                return .object(object)
            }),
            "scrollViews": .array(result.scrollViews.map(scrollView)),
            "issues": .array(entry.issues.map { issue($0, path: path) }),
        ]
        // With --compare-frames: how many of the stored frames counted match.
        if let comparison = entry.frameComparison {
            object["frameComparison"] = ["compared": .number(Double(comparison.compared)), "matched": .number(Double(comparison.matched)),
                                         "notLaidOut": .number(Double(comparison.notLaidOut.count))]
        }
        return .object(object)
    }

    static func scrollView(_ scroll: LayoutResult.ScrollViewFrame) -> JSONOutput {
        let geometry = scroll.geometry
        return [
            "id": .string(scroll.id),
            "frame": rect(scroll.frame),
            "contentSize": ["width": .number(scroll.contentSize.width), "height": .number(scroll.contentSize.height)],
            "contentSizeSource": ["width": .string(scroll.contentSizeSource.horizontal.rawValue), "height": .string(scroll.contentSizeSource.vertical.rawValue)],
            "adjustedContentInset": insets(geometry.adjustedContentInset),
            "contentInset": insets(geometry.contentInset),
            "contentOffsetRange": ["minX": .number(geometry.minimumOffset.x), "maxX": .number(geometry.maximumOffset.x),
                                   "minY": .number(geometry.minimumOffset.y), "maxY": .number(geometry.maximumOffset.y)],
            "scrolls": ["horizontal": .bool(geometry.scrolls.horizontal), "vertical": .bool(geometry.scrolls.vertical)],
        ]
    }

    static func issue(_ issue: LayoutIssue, path: String) -> JSONOutput {
        let projected = ProjectedIssue(issue, path: path)
        let location = projected.location
        var object: [String: JSONOutput] = [
            "rule": .string(issue.rule.rawValue),
            "severity": .string(issue.severity.rawValue),
            "message": .string(issue.message),
            "items": .array(issue.items.map { .string($0.description) }),
            "constraints": .array(issue.constraints.map { .string($0.description) }),
            "details": .array(issue.details.map { .string($0) }),
            "line": location.position.map { .number(Double($0.line)) } ?? .null,
            "column": location.position.map { .number(Double($0.column)) } ?? .null,
        ]
        if !issue.screens.isEmpty { object["screens"] = .array(issue.screens.map { .string($0) }) }
        if let reason = issue.restsOn { object["restsOn"] = .string(reason) }
        if let fix = projected.fix { object["fix"] = .string(fix) }
        if let fix = issue.fix { object["fixEdits"] = .array(fix.edits.map(edit)) }
        if let objectID = location.objectID { object["objectID"] = .string(objectID) }
        // An issue declared in another file (a Swift file of the DSL) says which.
        if location.path != path { object["file"] = .string(location.path) }
        return .object(object)
    }

    /// One structured edit of a fix: `{"action", …}` with the constraint it changes (its
    /// equation and where it was declared) and the new value.
    static func edit(_ edit: FixEdit) -> JSONOutput {
        var object: [String: JSONOutput] = ["action": .string(edit.action)]
        if let target = edit.target { object["constraint"] = constraintReference(target) }
        switch edit {
        case .addConstraint(let constraint): object["equation"] = .string(constraint.equation)
        case .removeConstraint: break
        case .setRelation(_, let relation): object["relation"] = .string(relation.rawValue)
        case .setConstant(_, let constant): object["constant"] = .number(constant)
        case .setPriority(_, let priority): object["priority"] = .number(Double(priority.value))
        case .replaceConstraint(_, let new): object["equation"] = .string(new.equation)
        case .setViewProperty(let view, let property, let value):
            object["view"] = .string(view)
            object["property"] = .string(property)
            switch value {
            case .bool(let flag): object["value"] = .bool(flag)
            case .number(let number): object["value"] = .number(number)
            case .name(let name): object["value"] = .string(name)
            }
        }
        return .object(object)
    }

    /// A constraint as edits name it: its equation, identifier and declaration.
    static func constraintReference(_ constraint: LayoutConstraint) -> JSONOutput {
        var object: [String: JSONOutput] = ["equation": .string(constraint.equation)]
        if let identifier = constraint.identifier { object["identifier"] = .string(identifier) }
        switch constraint.origin {
        case .layoutFile(let path, let line, let column):
            object["file"] = .string(path)
            object["line"] = .number(Double(line))
            object["column"] = .number(Double(column))
        case .interfaceBuilder(let path, let objectID, let line, _):
            object["file"] = .string(path)
            object["objectID"] = .string(objectID)
            if line > 0 { object["line"] = .number(Double(line)) }
        case .source(let file, let line, let column):
            object["file"] = .string(DocumentReport.displayPath(file))
            object["line"] = .number(Double(line))
            object["column"] = .number(Double(column))
        case .generated, .unspecified:
            break
        }
        return .object(object)
    }

    static func rect(_ rect: Rect) -> JSONOutput {
        ["x": .number(rect.minX), "y": .number(rect.minY), "width": .number(rect.width), "height": .number(rect.height)]
    }

    static func insets(_ insets: EdgeInsets) -> JSONOutput {
        ["top": .number(insets.top), "left": .number(insets.left), "bottom": .number(insets.bottom), "right": .number(insets.right)]
    }
}
