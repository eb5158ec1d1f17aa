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

    /// Content longer than this (points, on either axis) is drawn up to it, with a break mark.
    public var maximumContentLength: Double = 2400

    /// The SVG document for one layout.
    public func render(_ entry: DocumentReport.Entry) -> String {
        let result = entry.result
        let screen = result.screen.size
        // Only scroll views whose content the constraints decide get a content panel: a text or
        // table view's content is UIKit's, and an undetermined 0 × 0 says nothing.
        let panels = result.scrollViews.filter { $0.contentSizeSource.horizontal == .constraints || $0.contentSizeSource.vertical == .constraints }
        let zooms = Dictionary(uniqueKeysWithValues: panels.map { scroll in
            (scroll.id, entry.engine.scrollConfiguration(of: scroll.id)?.zoomScale ?? 1)
        })
        let drawnContent = Dictionary(uniqueKeysWithValues: panels.map { scroll in
            (scroll.id, Size(width: min(scroll.contentSize.width, maximumContentLength), height: min(scroll.contentSize.height, maximumContentLength)))
        })
        let tallest = ([screen.height] + panels.map { drawnContent[$0.id]?.height ?? 0 }).max() ?? screen.height
        let scale = min(1, maximumHeight / max(tallest, 1))
        let margin = 24.0, gap = 48.0
        var marks: [String: LayoutIssue.Severity] = [:]
        for issue in entry.issues where issue.severity != .note {
            for item in issue.items {
                if case .view(let id) = item, marks[id].map({ $0 < issue.severity }) ?? true { marks[id] = issue.severity }
            }
        }
        // A hidden view hides what it holds: the whole subtree is drawn as hidden (an outline
        // under the visible views, named once at its top).
        var hidden = Set<String>()
        for view in result.views where view.isHidden || view.parentID.map(hidden.contains) == true { hidden.insert(view.id) }
        // Containers whose first subview starts at their own corner: their name goes above them.
        var cornerShared = Set<String>()
        for view in result.views {
            guard let parent = view.parentID, let outer = result.views.first(where: { $0.id == parent }) else { continue }
            if abs(view.absoluteFrame.minX - outer.absoluteFrame.minX) < 0.5, abs(view.absoluteFrame.minY - outer.absoluteFrame.minY) < 0.5 {
                cornerShared.insert(parent)
            }
        }
        let drawingOrder = result.views.filter { hidden.contains($0.id) } + result.views.filter { !hidden.contains($0.id) }
        // Titles are wrapped to their panel's width; the tallest sets where the panels start.
        let screenTitle = wrap("\(result.name) — \(result.screen.name) \(formatNumber(screen.width))×\(formatNumber(screen.height))",
                               width: max(screen.width * scale, 220))
        var contentTitles: [String: [String]] = [:]
        for scroll in panels {
            let content = scroll.contentSize
            let sources = scroll.contentSizeSource
            let undetermined = [("width", sources.horizontal), ("height", sources.vertical)].filter { $0.1 == .undetermined }.map(\.0)
            var note = undetermined.isEmpty ? "" : " (\(undetermined.joined(separator: " and ")) undetermined)"
            if content.width > maximumContentLength || content.height > maximumContentLength {
                note += ", drawn up to \(formatNumber(maximumContentLength)) pt"
            }
            let drawn = drawnContent[scroll.id] ?? content
            contentTitles[scroll.id] = wrap("\(scroll.id).contentSize \(formatNumber(content.width))×\(formatNumber(content.height))\(note)",
                                            width: max(max(drawn.width, scroll.frame.width) * scale, 220))
        }
        let lines = ([screenTitle.count] + contentTitles.values.map(\.count)).max() ?? 1
        let heading = Double(lines) * 16 + 12
        var body = ""
        var x = margin
        // The screen.
        body += panelTitle(screenTitle, x: x, y: margin)
        body += "<g class=\"screen\" transform=\"translate(\(n(x)) \(n(margin + heading))) scale(\(n(scale)))\">\n"
        body += "<rect class=\"screen-bounds\" x=\"0\" y=\"0\" width=\"\(n(screen.width))\" height=\"\(n(screen.height))\" fill=\"#ffffff\" stroke=\"#222222\" stroke-width=\"2\"/>\n"
        let safe = result.safeAreaFrame
        body += bars(screen: screen, safe: safe, scale: scale)
        body += "<rect class=\"safe-area\" data-frame=\"\(frame(safe))\" x=\"\(n(safe.minX))\" y=\"\(n(safe.minY))\" width=\"\(n(safe.width))\" height=\"\(n(safe.height))\" fill=\"none\" stroke=\"#2a9d8f\" stroke-dasharray=\"6 4\"/>\n"
        let offsets = restingShifts(result)
        // What a scroll view shows is clipped to its frame (nested scroll views to both), and
        // everything to the screen: a view placed above it never runs into the title.
        var clips: [String: Int] = [:]
        var definitions = "<clipPath id=\"screen-clip\"><rect x=\"0\" y=\"0\" width=\"\(n(screen.width))\" height=\"\(n(screen.height))\"/></clipPath>\n"
        for (index, scroll) in result.scrollViews.enumerated() {
            clips[scroll.id] = index
            let shift = offsets[scroll.id] ?? Point(x: 0, y: 0)
            let frame = scroll.absoluteFrame.offsetBy(dx: shift.x, dy: shift.y)
            let outer = enclosingScroll(scroll.id, result).flatMap { clips[$0] }.map { " clip-path=\"url(#clip\($0))\"" } ?? ""
            definitions += "<clipPath id=\"clip\(index)\"\(outer)><rect x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\"/></clipPath>\n"
        }
        body += "<defs>\n" + definitions + "</defs>\n<g clip-path=\"url(#screen-clip)\">\n"
        var labels = LabelPlacer(fontSize: 10 / scale, bounds: Rect(x: 0, y: 0, width: screen.width, height: screen.height))
        var unlabelled: [(view: LayoutResult.ViewFrame, rect: Rect)] = []
        for view in drawingOrder where view.parentID != nil {
            let shift = offsets[view.id] ?? Point(x: 0, y: 0)
            let rect = view.absoluteFrame.offsetBy(dx: shift.x, dy: shift.y)
            let (drawn, labelled) = viewRect(view, rect: rect, mark: marks[view.id], labels: &labels,
                                             hidden: hidden.contains(view.id) ? (view.isHidden ? .top : .inside) : nil,
                                             outsideFirst: cornerShared.contains(view.id))
            if let scroll = enclosingScroll(view.id, result), let clip = clips[scroll] {
                body += "<g clip-path=\"url(#clip\(clip))\">" + drawn + "</g>\n"
            } else {
                body += drawn + "\n"
            }
            let visible = rect.intersects(Rect(x: 0, y: 0, width: screen.width, height: screen.height))
            // Worth a leader line: a view with a name people know, one an issue names, or one
            // big enough for its name that lost its spot to another label.
            let roomy = rect.width >= 20 / scale && rect.height >= 14 / scale
            if !labelled, visible, !hidden.contains(view.id), view.title?.isEmpty == false || marks[view.id] != nil || roomy {
                unlabelled.append((view, rect))
            }
        }
        body += "</g>\n"
        let leaders = leaderLabels(unlabelled, screen: screen, scale: scale, marks: marks)
        body += leaders.svg + "</g>\n"
        x += screen.width * scale + gap + (leaders.svg.isEmpty ? 0 : leaders.width)
        var width = x
        var height = margin + heading + screen.height * scale + margin
        // Each scroll view's whole content.
        for scroll in panels {
            let content = scroll.contentSize
            let drawnSize = drawnContent[scroll.id] ?? content
            body += panelTitle(contentTitles[scroll.id] ?? [], x: x, y: margin)
            body += "<g class=\"content\" data-scroll=\"\(escape(scroll.id))\" transform=\"translate(\(n(x)) \(n(margin + heading))) scale(\(n(scale)))\">\n"
            let clip = "content-clip-\(clips[scroll.id] ?? 0)"
            let limit = Size(width: max(drawnSize.width, scroll.frame.width), height: max(drawnSize.height, scroll.frame.height + max(scroll.geometry.minimumOffset.y, 0)))
            body += "<defs><clipPath id=\"\(clip)\"><rect x=\"-2\" y=\"-2\" width=\"\(n(limit.width + 4))\" height=\"\(n(limit.height + 4))\"/></clipPath></defs>\n"
            body += "<g clip-path=\"url(#\(clip))\">\n"
            body += "<rect class=\"content-rect\" data-frame=\"0 0 \(n(content.width)) \(n(content.height))\" x=\"0\" y=\"0\" width=\"\(n(content.width))\" height=\"\(n(content.height))\" fill=\"#f4f8ff\" stroke=\"#1d4ed8\" stroke-dasharray=\"8 4\"/>\n"
            var extent = drawnSize.height
            let zoom = zooms[scroll.id] ?? 1
            var contentLabels = LabelPlacer(fontSize: 10 / scale, bounds: Rect(x: 0, y: 0, width: limit.width, height: limit.height))
            for view in drawingOrder where view.id != scroll.id && isInside(view.id, scroll.id, result) {
                // Absolute frames are at offset zero: the content origin is the scroll view's origin.
                let rect = view.absoluteFrame.offsetBy(dx: -scroll.absoluteFrame.minX, dy: -scroll.absoluteFrame.minY)
                let drawn = Rect(x: rect.minX * zoom, y: rect.minY * zoom, width: rect.width * zoom, height: rect.height * zoom)
                guard drawn.minX < limit.width, drawn.minY < limit.height else { continue }
                extent = min(max(extent, drawn.maxY), limit.height)
                body += viewRect(view, rect: drawn, mark: marks[view.id], labels: &contentLabels,
                                 hidden: hidden.contains(view.id) ? (view.isHidden ? .top : .inside) : nil,
                                 outsideFirst: cornerShared.contains(view.id)).svg + "\n"
            }
            let rest = scroll.geometry.minimumOffset
            body += "<rect class=\"viewport\" data-frame=\"\(n(rest.x)) \(n(rest.y)) \(n(scroll.frame.width)) \(n(scroll.frame.height))\" x=\"\(n(rest.x))\" y=\"\(n(rest.y))\" width=\"\(n(scroll.frame.width))\" height=\"\(n(scroll.frame.height))\" fill=\"#1d4ed8\" fill-opacity=\"0.08\" stroke=\"#1d4ed8\" stroke-width=\"3\"/>\n"
            body += "</g>\n"
            // Content cut at the limit: a zigzag where it goes on.
            if content.height > maximumContentLength { body += breakMark(horizontal: true, at: limit.height, length: limit.width, scale: scale) }
            if content.width > maximumContentLength { body += breakMark(horizontal: false, at: limit.width, length: limit.height, scale: scale) }
            body += "</g>\n"
            x += limit.width * scale + gap
            width = x
            height = max(height, margin + heading + max(extent, scroll.frame.height + max(rest.y, 0)) * scale + margin + 12)
        }
        let totalWidth = max(width, 460)
        let key = "solid boxes: views (hover for id and frame) · dashed green: safe area · grey bands: bars · blue: viewport at rest and content rectangle"
            + (scale < 1 ? " · scale \(n(scale))" : "")
        var legend = ""
        for line in wrap(key, width: (totalWidth - 2 * margin) * 1.25) {
            legend += "<text class=\"legend\" x=\"\(n(margin))\" y=\"\(n(height - 6))\" font-size=\"11\" fill=\"#555555\">\(escape(line))</text>\n"
            height += 14
        }
        height += 8
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(n(totalWidth))" height="\(n(height))" viewBox="0 0 \(n(totalWidth)) \(n(height))" font-family="Helvetica, Arial, sans-serif">
            <rect x="0" y="0" width="100%" height="100%" fill="#fafafa"/>
            \(body)\(legend)</svg>

            """
    }

    /// The bands outside the safe area: the status bar (and a navigation bar when the top
    /// inset is taller than a status bar), the home indicator (and a tab or tool bar below).
    func bars(screen: Size, safe: Rect, scale: Double) -> String {
        var out = ""
        let fontSize = 10 / scale
        if safe.minY > 0.5 {
            let name = safe.minY > 62 ? "status and navigation bar" : "status bar"
            out += "<rect class=\"bar\" x=\"0\" y=\"0\" width=\"\(n(screen.width))\" height=\"\(n(safe.minY))\" fill=\"#e5e7eb\"/>"
            if safe.minY > fontSize + 2 {
                out += "<text x=\"\(n(screen.width / 2))\" y=\"\(n(safe.minY / 2 + fontSize / 3))\" text-anchor=\"middle\" font-size=\"\(n(fontSize))\" fill=\"#6b7280\">\(name)</text>"
            }
            out += "\n"
        }
        let bottom = screen.height - safe.maxY
        if bottom > 0.5 {
            let name = bottom > 40 ? "tab bar and home indicator" : "home indicator"
            out += "<rect class=\"bar\" x=\"0\" y=\"\(n(safe.maxY))\" width=\"\(n(screen.width))\" height=\"\(n(bottom))\" fill=\"#e5e7eb\"/>"
            if bottom > fontSize + 2 {
                out += "<text x=\"\(n(screen.width / 2))\" y=\"\(n(safe.maxY + bottom / 2 + fontSize / 3))\" text-anchor=\"middle\" font-size=\"\(n(fontSize))\" fill=\"#6b7280\">\(name)</text>"
            }
            out += "\n"
        }
        return out
    }

    /// A zigzag across the content where it is cut.
    func breakMark(horizontal: Bool, at position: Double, length: Double, scale: Double) -> String {
        let step = 12 / scale
        var points: [String] = []
        var along = 0.0, up = true
        while along <= length + step {
            let offset = up ? -step / 2 : step / 2
            points.append(horizontal ? "\(n(along)),\(n(position + offset))" : "\(n(position + offset)),\(n(along))")
            along += step
            up.toggle()
        }
        return "<polyline class=\"break\" points=\"\(points.joined(separator: " "))\" fill=\"none\" stroke=\"#6b7280\" stroke-width=\"\(n(2 / scale))\"/>\n"
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

    /// A view's box, with its text, title or user label (its id otherwise) inside it when that
    /// fits without covering another label, and always a tooltip with the id and frame.
    /// Where a view lies in a hidden subtree: the view that is hidden, or one inside it.
    enum HiddenPart { case top, inside }

    func viewRect(_ view: LayoutResult.ViewFrame, rect: Rect, mark: LayoutIssue.Severity?,
                  labels: inout LabelPlacer, hidden: HiddenPart? = nil, outsideFirst: Bool = false) -> (svg: String, labelled: Bool) {
        let stroke: String
        switch mark {
        case _ where hidden != nil: stroke = "#9a9a9a"
        case .error?: stroke = "#d62828"
        case .warning?: stroke = "#f77f00"
        default: stroke = view.kind.isScrollView ? "#1d4ed8" : "#444444"
        }
        let width = hidden != nil ? 1 : (mark == nil ? (view.kind.isScrollView ? 2.5 : 1) : 2.5)
        let dash = hidden != nil ? " stroke-dasharray=\"3 3\"" : ""
        let fill = view.kind.isScrollView || hidden != nil ? "none" : "#000000\" fill-opacity=\"0.03"
        let name = view.title.flatMap { $0.isEmpty ? nil : TextReportWriter.shortened($0) } ?? view.id
        var out = "<g class=\"view\(hidden != nil ? " hidden" : "")\" data-id=\"\(escape(view.id))\" data-kind=\"\(escape(view.kind.rawValue))\"\(mark.map { " data-issue=\"\($0.rawValue)\"" } ?? "")\(hidden != nil ? " opacity=\"0.7\"" : "")>"
        out += "<title>\(escape(view.id + (name == view.id ? "" : " “\(name)”") + " \(view.frame)" + (hidden != nil ? " (hidden)" : "")))</title>"
        out += "<rect data-frame=\"\(frame(rect))\" x=\"\(n(rect.minX))\" y=\"\(n(rect.minY))\" width=\"\(n(rect.width))\" height=\"\(n(rect.height))\" fill=\"\(fill)\" stroke=\"\(stroke)\" stroke-width=\"\(n(width))\"\(dash)/>"
        // Inside a hidden view nothing is named: its top says "hidden" for the whole subtree.
        if hidden == .inside { return (out + "</g>", false) }
        let text = hidden == .top ? name + " (hidden)" : name + (mark == .error ? " !" : "")
        let placed = labels.place(text, in: rect, outsideFirst: outsideFirst)
        if let placed {
            // A label above its view (a container sharing its corner with a subview) says so.
            let above = placed.y - labels.fontSize < rect.minY
            out += "<text class=\"label\(above ? " above" : "")\" x=\"\(n(placed.x))\" y=\"\(n(placed.y))\" font-size=\"\(n(labels.fontSize))\" fill=\"\(stroke)\">\(escape(placed.text))</text>"
        }
        return (out + "</g>", placed != nil)
    }

    /// Names that did not fit inside their views, in a column right of the screen, each joined
    /// to its view by a thin line; stacked downwards from the view's height, and left out (the
    /// tooltip still has them) once the column is full.
    func leaderLabels(_ views: [(view: LayoutResult.ViewFrame, rect: Rect)], screen: Size, scale: Double,
                      marks: [String: LayoutIssue.Severity]) -> (svg: String, width: Double) {
        let fontSize = 10 / scale, line = fontSize * 1.4, column = screen.width + 12 / scale
        let characters = 22
        var out = "", next = 0.0
        for (view, rect) in views.sorted(by: { $0.rect.minY < $1.rect.minY }) {
            let anchorY = min(max(rect.minY + min(rect.height / 2, 6 / scale), 0), screen.height)
            let y = max(anchorY - fontSize * 0.4, next)
            guard y + line <= screen.height else { break }
            next = y + line
            let color = marks[view.id] == .error ? "#d62828" : (marks[view.id] == .warning ? "#f77f00" : "#555555")
            let name = view.title.flatMap { $0.isEmpty ? nil : TextReportWriter.shortened($0) } ?? view.id
            let text = name.count > characters ? String(name.prefix(characters - 1)) + "…" : name
            out += "<g class=\"leader\" data-for=\"\(escape(view.id))\"><line x1=\"\(n(min(rect.maxX, screen.width)))\" y1=\"\(n(anchorY))\" x2=\"\(n(column - 2 / scale))\" y2=\"\(n(y + fontSize * 0.6))\" stroke=\"\(color)\" stroke-width=\"\(n(0.6 / scale))\"/>"
            out += "<text class=\"leader-label\" x=\"\(n(column))\" y=\"\(n(y + fontSize))\" font-size=\"\(n(fontSize))\" fill=\"\(color)\">\(escape(text))</text></g>\n"
        }
        return (out, (12 + Double(characters) * 6.4 + 8))
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

    /// A panel's title, one `<text>` line per wrapped line.
    func panelTitle(_ lines: [String], x: Double, y: Double) -> String {
        lines.enumerated().map { index, line in
            "<text class=\"panel-title\" x=\"\(n(x))\" y=\"\(n(y + 12 + Double(index) * 16))\" font-size=\"13\" font-weight=\"bold\" fill=\"#222222\">\(escape(line))</text>\n"
        }.joined()
    }

    /// Words wrapped to lines about `width` pixels wide at the title's 13-pixel bold font.
    func wrap(_ text: String, width: Double) -> [String] {
        text.wrapped(toLineLength: max(12, Int(width / 7.4)))
    }

    func frame(_ rect: Rect) -> String { "\(n(rect.minX)) \(n(rect.minY)) \(n(rect.width)) \(n(rect.height))" }

    func n(_ value: Double) -> String { formatNumber(value) }

    func escape(_ text: String) -> String { text.markupEscaped }
}
