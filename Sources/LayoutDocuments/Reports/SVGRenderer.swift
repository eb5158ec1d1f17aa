import ScrollLayout

/// A picture of a solved layout, as SVG: the screen with its safe area and every view at the
/// scroll views' resting offsets, and beside it, per scroll view, the whole content rectangle
/// (`contentSize`) with the views inside it and the viewport at rest. Views named by an error
/// are drawn red, by a warning orange.
///
/// Every view is a `<rect>` with `data-id`, `data-frame` (x y width height, in the panel's
/// coordinates before scaling) and a label, so the picture can be checked as well as looked at.
public struct SVGRenderer {
    /// The tallest panel, in pixels; taller layouts are scaled down to it.
    public var maximumHeight: Double = 1400

    /// A renderer.
    public init() {}

    /// The SVG document for one layout.
    public func render(_ entry: DocumentReport.Entry) -> String {
        let result = entry.result
        let screen = result.screen.size
        let tallest = ([screen.height] + result.scrollViews.map { $0.contentSize.height }).max() ?? screen.height
        let scale = min(1, maximumHeight / max(tallest, 1))
        let margin = 24.0, heading = 28.0, gap = 48.0
        var marks: [String: LayoutIssue.Severity] = [:]
        for issue in entry.issues where issue.severity != .note {
            for item in issue.items {
                if case .view(let id) = item, marks[id].map({ $0 < issue.severity }) ?? true { marks[id] = issue.severity }
            }
        }
        var body = ""
        var x = margin
        // The screen.
        body += panelTitle("\(result.name) — \(result.screen.name) \(formatNumber(screen.width))×\(formatNumber(screen.height))", x: x, y: margin)
        body += "<g class=\"screen\" transform=\"translate(\(n(x)) \(n(margin + heading))) scale(\(n(scale)))\">\n"
        body += "<rect class=\"screen-bounds\" x=\"0\" y=\"0\" width=\"\(n(screen.width))\" height=\"\(n(screen.height))\" fill=\"#ffffff\" stroke=\"#222222\" stroke-width=\"2\"/>\n"
        let safe = result.safeAreaFrame
        body += "<rect class=\"safe-area\" data-frame=\"\(frame(safe))\" x=\"\(n(safe.minX))\" y=\"\(n(safe.minY))\" width=\"\(n(safe.width))\" height=\"\(n(safe.height))\" fill=\"none\" stroke=\"#2a9d8f\" stroke-dasharray=\"6 4\"/>\n"
        let offsets = restingShifts(result)
        // What a scroll view shows is clipped to its frame (nested scroll views to both).
        var clips: [String: Int] = [:]
        var definitions = ""
        for (index, scroll) in result.scrollViews.enumerated() {
            clips[scroll.id] = index
            let shift = offsets[scroll.id] ?? Point(x: 0, y: 0)
            let frame = scroll.absoluteFrame.offsetBy(dx: shift.x, dy: shift.y)
            let outer = enclosingScroll(scroll.id, result).flatMap { clips[$0] }.map { " clip-path=\"url(#clip\($0))\"" } ?? ""
            definitions += "<clipPath id=\"clip\(index)\"\(outer)><rect x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\"/></clipPath>\n"
        }
        if !definitions.isEmpty { body += "<defs>\n" + definitions + "</defs>\n" }
        for view in result.views where view.parentID != nil {
            let shift = offsets[view.id] ?? Point(x: 0, y: 0)
            let rect = view.absoluteFrame.offsetBy(dx: shift.x, dy: shift.y)
            if let scroll = enclosingScroll(view.id, result), let clip = clips[scroll] {
                body += "<g clip-path=\"url(#clip\(clip))\">" + viewRect(view, rect: rect, mark: marks[view.id]) + "</g>\n"
            } else {
                body += viewRect(view, rect: rect, mark: marks[view.id]) + "\n"
            }
        }
        body += "</g>\n"
        x += screen.width * scale + gap
        var width = x
        var height = margin + heading + screen.height * scale + margin
        // Each scroll view's whole content.
        for scroll in result.scrollViews {
            let content = scroll.contentSize
            let sources = scroll.contentSizeSource
            let undetermined = [("width", sources.horizontal), ("height", sources.vertical)].filter { $0.1 == .undetermined }.map(\.0)
            let note = undetermined.isEmpty ? "" : " (\(undetermined.joined(separator: " and ")) undetermined)"
            body += panelTitle("\(scroll.id).contentSize \(formatNumber(content.width))×\(formatNumber(content.height))\(note)", x: x, y: margin)
            body += "<g class=\"content\" data-scroll=\"\(escape(scroll.id))\" transform=\"translate(\(n(x)) \(n(margin + heading))) scale(\(n(scale)))\">\n"
            body += "<rect class=\"content-rect\" data-frame=\"0 0 \(n(content.width)) \(n(content.height))\" x=\"0\" y=\"0\" width=\"\(n(content.width))\" height=\"\(n(content.height))\" fill=\"#f4f8ff\" stroke=\"#1d4ed8\" stroke-dasharray=\"8 4\"/>\n"
            var extent = content.height
            let zoom = entry.engine.layout.root.allViews.first { $0.id == scroll.id }?.scroll?.zoomScale ?? 1
            for view in result.views where view.id != scroll.id && isInside(view.id, scroll.id, result) {
                // Absolute frames are at offset zero: the content origin is the scroll view's origin.
                let rect = view.absoluteFrame.offsetBy(dx: -scroll.absoluteFrame.minX, dy: -scroll.absoluteFrame.minY)
                let drawn = Rect(x: rect.minX * zoom, y: rect.minY * zoom, width: rect.width * zoom, height: rect.height * zoom)
                extent = max(extent, drawn.maxY)
                body += viewRect(view, rect: drawn, mark: marks[view.id]) + "\n"
            }
            let rest = scroll.geometry.minimumOffset
            body += "<rect class=\"viewport\" data-frame=\"\(n(rest.x)) \(n(rest.y)) \(n(scroll.frame.width)) \(n(scroll.frame.height))\" x=\"\(n(rest.x))\" y=\"\(n(rest.y))\" width=\"\(n(scroll.frame.width))\" height=\"\(n(scroll.frame.height))\" fill=\"#1d4ed8\" fill-opacity=\"0.08\" stroke=\"#1d4ed8\" stroke-width=\"3\"/>\n"
            body += "</g>\n"
            x += max(content.width, scroll.frame.width) * scale + gap
            width = x
            height = max(height, margin + heading + max(extent, scroll.frame.height + max(rest.y, 0)) * scale + margin + 12)
        }
        var legend = "<text x=\"\(n(margin))\" y=\"\(n(height - 6))\" font-size=\"11\" fill=\"#555555\">"
        legend += "solid boxes: views · dashed green: safe area · blue: viewport at rest and content rectangle"
        legend += scale < 1 ? " · scale \(n(scale))" : ""
        legend += "</text>\n"
        height += 8
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(n(max(width, 420)))" height="\(n(height))" viewBox="0 0 \(n(max(width, 420))) \(n(height))" font-family="Helvetica, Arial, sans-serif">
            <rect x="0" y="0" width="100%" height="100%" fill="#fafafa"/>
            \(body)\(legend)</svg>

            """
    }

    /// Where each view is drawn on the screen: shifted by the resting offsets of the scroll
    /// views it is inside (content moves down by the top inset at rest).
    func restingShifts(_ result: LayoutResult) -> [String: Point] {
        var shifts: [String: Point] = [:]
        let scrolls = Dictionary(uniqueKeysWithValues: result.scrollViews.map { ($0.id, $0) })
        for view in result.views {
            var shift = view.parentID.flatMap { shifts[$0] } ?? Point(x: 0, y: 0)
            if let parent = view.parentID, let scroll = scrolls[parent] {
                shift = Point(x: shift.x - scroll.geometry.minimumOffset.x, y: shift.y - scroll.geometry.minimumOffset.y)
            }
            shifts[view.id] = shift
        }
        return shifts
    }

    func isInside(_ id: String, _ ancestor: String, _ result: LayoutResult) -> Bool {
        var current = result.view(id)?.parentID
        while let parent = current {
            if parent == ancestor { return true }
            current = result.view(parent)?.parentID
        }
        return false
    }

    func viewRect(_ view: LayoutResult.ViewFrame, rect: Rect, mark: LayoutIssue.Severity?) -> String {
        let stroke: String
        switch mark {
        case .error?: stroke = "#d62828"
        case .warning?: stroke = "#f77f00"
        default: stroke = view.kind.isScrollView ? "#1d4ed8" : "#444444"
        }
        let width = mark == nil ? (view.kind.isScrollView ? 2.5 : 1) : 2.5
        let dash = view.isHidden ? " stroke-dasharray=\"3 3\"" : ""
        let fill = view.kind.isScrollView ? "none" : "#000000\" fill-opacity=\"0.03"
        var out = "<g class=\"view\" data-id=\"\(escape(view.id))\" data-kind=\"\(escape(view.kind.rawValue))\"\(mark.map { " data-issue=\"\($0.rawValue)\"" } ?? "")>"
        out += "<rect data-frame=\"\(frame(rect))\" x=\"\(n(rect.minX))\" y=\"\(n(rect.minY))\" width=\"\(n(rect.width))\" height=\"\(n(rect.height))\" fill=\"\(fill)\" stroke=\"\(stroke)\" stroke-width=\"\(n(width))\"\(dash)/>"
        // Scroll views are labelled at their bottom edge, so their first subview's label stays readable.
        let labelY = view.kind.isScrollView ? rect.maxY - 4 : rect.minY + 11
        out += "<text x=\"\(n(rect.minX + 3))\" y=\"\(n(labelY))\" font-size=\"10\" fill=\"\(stroke)\">\(escape(view.id))\(mark == .error ? " !" : "")</text>"
        return out + "</g>"
    }

    /// The nearest scroll view strictly above a view.
    func enclosingScroll(_ id: String, _ result: LayoutResult) -> String? {
        var current = result.view(id)?.parentID
        while let parent = current {
            if result.view(parent)?.kind.isScrollView == true { return parent }
            current = result.view(parent)?.parentID
        }
        return nil
    }

    func panelTitle(_ text: String, x: Double, y: Double) -> String {
        "<text x=\"\(n(x))\" y=\"\(n(y + 12))\" font-size=\"13\" font-weight=\"bold\" fill=\"#222222\">\(escape(text))</text>\n"
    }

    func frame(_ rect: Rect) -> String { "\(n(rect.minX)) \(n(rect.minY)) \(n(rect.width)) \(n(rect.height))" }

    func n(_ value: Double) -> String { formatNumber(value) }

    func escape(_ text: String) -> String { text.markupEscaped }
}
