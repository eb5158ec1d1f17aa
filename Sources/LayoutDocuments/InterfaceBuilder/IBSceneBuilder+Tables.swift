import ScrollLayout

// A table view's rows as UITableView places them: the table header view at the top, then each
// section's header, its cells one below the other, its footer, and the table footer view. Every
// row is as wide as the table (less the inset of an inset-grouped table) and as tall as its row
// height: the cell's own `rowHeight`, else the table's, else automatic (the height its content
// view's constraints give it, as `systemLayoutSizeFitting` finds it, 44 when they give none;
// for a cell of a system style, whose labels the system sizes, the height Interface Builder drew).
// A cell's content view fills it, less what the document shows the separator and accessory
// take.
//
// The space between rows is UITableView's section headers and footers: sized by their text and
// by the iOS release Xcode drew them with (a plain header 28, then 28 + 16.5, then 28 + 22;
// grouped 55.5 then 18; iOS 26's inset-grouped 38 with a title). It is not Auto Layout's to
// decide, so it is read from the stored frames of the rows on either side when the document
// has them, and taken from `IBTableMetrics` when it does not.

extension IBSceneBuilder {
    /// The rows of a `<tableView>` as its subviews, with the constraints that place them.
    mutating func tableRows(of table: IBElement, tableID: String, origin: Point) throws(DocumentError) -> [View] {
        let metrics = IBTableMetrics(table: table, toolsVersion: context.majorToolsVersion)
        let inset = metrics.sideInset(tableWidth: storedFrames[tableID]?.width ?? 0)
        var sections: [(titled: Bool, cells: [IBElement])] = []
        if let prototypes = table.child("prototypes") {
            // Interface Builder draws prototypes in one section titled "Prototype Cells".
            sections.append((true, prototypes.children.filter { $0.name == "tableViewCell" }))
        }
        for section in table.child("sections")?.children(named: "tableViewSection") ?? [] {
            sections.append((section["headerTitle"] != nil, section.child("cells")?.children(named: "tableViewCell") ?? []))
        }
        let tableRowHeight = table.number("rowHeight").flatMap { $0 > 0 ? $0 : nil }
        var rows: [View] = []
        var above: String? = nil
        var gap = 0.0
        // The stored rows show the gaps where Interface Builder placed them: not in a table
        // whose rows are all stored at its top, nor for a row stored above the one before it.
        let storedYs = (sections.flatMap(\.cells)).compactMap { installed($0)?.child("rect", key: "frame")?.number("y") }
        let placedByInterfaceBuilder = storedYs.contains { $0 > 0 }
        // Where the row above ends in the stored frames (the table's top to begin with).
        var storedBottom: Double? = 0
        /// The gap above a row: what the stored frames show, else the metrics' sum.
        func gapAbove(_ id: String, metricGap: Double) -> Double {
            guard placedByInterfaceBuilder, let frame = storedFrames[id], let storedBottom, frame.minY - storedBottom >= -0.25 else { return metricGap }
            return max(0, frame.minY - storedBottom)
        }
        if let header = installed(table.children.first { $0["key"] == "tableHeaderView" && IBViewKinds.isView($0.name) }) {
            let view = try self.view(placedByConstraints(header), parent: tableID, origin: origin)
            place(view.id, in: tableID, below: nil, gap: 0, height: storedFrames[view.id]?.height ?? 0, inset: 0)
            rows.append(view)
            above = view.id
            storedBottom = storedFrames[view.id].map { $0.minY + $0.height }
        }
        let prototypeCount = sections.isEmpty || table.child("prototypes") == nil ? 0 : 1
        for (index, section) in sections.enumerated() {
            gap += metrics.header(titled: section.titled, first: index == 0)
            for element in section.cells {
                guard let cellElement = installed(element) else { continue }
                var cell = try self.cell(cellElement, in: tableID, origin: origin)
                // A system-style cell sizes itself to the system's labels: its drawn height is
                // the automatic one of the release Xcode drew it with.
                let systemStyled = cellElement["style"] != nil && cellElement.children.first { $0["key"] == "contentView" }.map {
                    $0.child("constraints")?.children.isEmpty ?? true
                } ?? true
                let automatic = systemStyled ? storedFrames[cell.id]?.height : nil
                let height = cellElement.number("rowHeight").flatMap { $0 > 0 ? $0 : nil } ?? tableRowHeight ?? automatic
                if index < prototypeCount {
                    // A prototype's row height at run time is the table's (`rowHeight`, its
                    // delegate's `heightForRowAt`, or self-sizing), not the one drawn here.
                    cell.decidedByCode = cell.decidedByCode ?? "it is a prototype cell, whose height the table's row height, its delegate or self-sizing decides at run time"
                }
                place(cell.id, in: tableID, below: above, gap: gapAbove(cell.id, metricGap: gap), height: height, inset: inset)
                rows.append(cell)
                above = cell.id
                storedBottom = storedFrames[cell.id].map { $0.minY + $0.height }
                gap = 0
            }
            gap += metrics.footer()
        }
        if let footer = installed(table.children.first { $0["key"] == "tableFooterView" && IBViewKinds.isView($0.name) }) {
            let view = try self.view(placedByConstraints(footer), parent: tableID, origin: origin)
            place(view.id, in: tableID, below: above, gap: gapAbove(view.id, metricGap: gap), height: storedFrames[view.id]?.height ?? 0, inset: 0)
            rows.append(view)
        }
        return rows
    }

    /// The element, unless a size class leaves it out.
    func installed(_ element: IBElement?) -> IBElement? {
        guard let element, let id = element["id"], !excluded.contains(id) else { return nil }
        return element
    }

    /// An element placed by constraints rather than by its frame.
    func placedByConstraints(_ element: IBElement) -> IBElement {
        var copy = element
        copy.attributes["translatesAutoresizingMaskIntoConstraints"] = "NO"
        copy.attributes["fixedFrame"] = nil
        return copy
    }

    /// A cell with its content view, which fills it less the separator and accessory the
    /// document shows (its stored size less the content view's).
    mutating func cell(_ element: IBElement, in tableID: String, origin: Point) throws(DocumentError) -> View {
        var cell = placedByConstraints(element)
        guard let contentIndex = cell.children.firstIndex(where: { $0["key"] == "contentView" && IBViewKinds.isView($0.name) }) else {
            return try view(cell, parent: tableID, origin: origin)
        }
        let cellFrame = cell.child("rect", key: "frame")
        let contentFrame = cell.children[contentIndex].child("rect", key: "frame")
        cell.children[contentIndex] = placedByConstraints(cell.children[contentIndex])
        let view = try self.view(cell, parent: tableID, origin: origin)
        guard let content = view.subviews.first, let cellID = element["id"] else { return view }
        // A content view stored without a frame (older files) fills its cell.
        let trailing = contentFrame == nil ? 0 : max(0, (cellFrame?.number("width") ?? 0) - (contentFrame?.number("width") ?? 0))
        // The separator takes at most a point; a bigger gap is a content view Interface Builder
        // did not resize when the row height changed (Xcode 6 and 7 left it 43 tall in rows of
        // any height): it fills the row less the separator of its era.
        var bottom = contentFrame == nil ? 0 : max(0, (cellFrame?.number("height") ?? 0) - (contentFrame?.number("height") ?? 0))
        if bottom > 1.01 { bottom = context.majorToolsVersion < 11_000 ? 1 : 0.5 }
        let cellItem = LayoutItem.view(cellID), contentItem = LayoutItem.view(content.id)
        func make(_ attribute: Attribute, _ constant: Double) -> LayoutConstraint {
            LayoutConstraint(Anchor(contentItem, attribute), .equal, Anchor(cellItem, attribute), constant: constant,
                             origin: .generated(.tableRow(table: tableID, view: content.id, attribute)))
        }
        generatedConstraints += [make(.left, 0), make(.top, 0), make(.width, -trailing), make(.height, -bottom)]
        return view
    }

    /// A table cell's content view with UIKit's cell margins: 11 above and below, the table's
    /// side margins (16, or 20 on wide screens), in files from Xcode 9 (iOS 11) on; before, a
    /// plain view's 8. iOS 26 (Xcode 26, tools version 24000 on) made rows taller: 15 above and
    /// below (measured in the one corpus app of that era: a 35-point stack in a 65-point row,
    /// 20.5-point labels and 28-point switches centred in 51-point rows).
    ///
    /// Beside an accessory (a disclosure indicator, a checkmark, an accessory view: the content
    /// view stored narrower than its cell) the trailing margin is the system spacing, 8
    /// (measured in the corpus: 21 constraints to the trailing margin in cells with a
    /// disclosure indicator, from Xcode 7 to Xcode 15, all 8).
    func cellContent(_ element: IBElement, of cell: IBElement, width: Double) -> IBElement {
        var content = element
        if context.majorToolsVersion >= 13_000, content.child("edgeInsets", key: "layoutMargins") == nil,
           content.child("directionalEdgeInsets", key: "directionalLayoutMargins") == nil {
            let side = formatNumber(IBTableMetrics.sideMargin(tableWidth: width))
            let vertical = context.majorToolsVersion >= 24_000 ? "15" : "11"
            let contentWidth = content.child("rect", key: "frame")?.number("width") ?? width
            let hasAccessory = contentWidth < width - 0.5
                && ((cell["accessoryType"] ?? "none") != "none" || cell.children.contains { $0["key"] == "accessoryView" })
            content.children.append(IBElement(name: "edgeInsets", attributes: ["key": "layoutMargins", "top": vertical, "left": side, "bottom": vertical,
                                                                               "right": hasAccessory ? "8" : side],
                                              children: [], position: content.position))
        } else if context.majorToolsVersion < 13_000, content.child("edgeInsets", key: "layoutMargins") == nil,
                  content["preservesSuperviewLayoutMargins"] == "YES" || cell["preservesSuperviewLayoutMargins"] == "YES" {
            // iOS 8 to 10: a cell that preserves its table's margins takes the table's 15
            // points on the sides (20 on the Plus phones' 414 points); vertically a view's 8
            // (measured in the corpus: 10 constraints to the leading margin, Xcode 8, all 15
            // at 375 points; cells that do not preserve them, 22 of Xcode 6 and 7, all 8).
            let side = width > 400 ? "20" : "15"
            // The table's margins then were these, not a root view's 16: nothing more to inherit.
            content.attributes["preservesSuperviewLayoutMargins"] = nil
            content.children.append(IBElement(name: "edgeInsets", attributes: ["key": "layoutMargins", "top": "8", "left": side, "bottom": "8", "right": side],
                                              children: [], position: content.position))
        }
        return content
    }

    /// Constraints that put a row below the one above (or at the table's top), across the table
    /// less the inset, and as tall as its row height (automatic: what fits its content, else 44).
    mutating func place(_ id: String, in tableID: String, below above: String?, gap: Double, height: Double?, inset: Double) {
        let item = LayoutItem.view(id), table = LayoutItem.view(tableID)
        func rule(_ attribute: Attribute) -> ConstraintOrigin { .generated(.tableRow(table: tableID, view: id, attribute)) }
        let top = above.map { Anchor(.view($0), .bottom) } ?? Anchor(table, .top)
        generatedConstraints.append(LayoutConstraint(Anchor(item, .top), .equal, top, constant: gap, origin: rule(.top)))
        generatedConstraints.append(LayoutConstraint(Anchor(item, .left), .equal, Anchor(table, .left), constant: inset, origin: rule(.left)))
        generatedConstraints.append(LayoutConstraint(Anchor(item, .width), .equal, Anchor(table, .width), constant: -2 * inset, origin: rule(.width)))
        if let height {
            generatedConstraints.append(LayoutConstraint(Anchor(item, .height), .equal, nil, constant: height, origin: rule(.height)))
        } else {
            // UITableView sizes a self-sizing cell as small as its constraints allow, at the
            // fitting priority (50); `standardHeightForCollapsedRows` gives a cell that comes
            // out 0 tall the standard 44, as UIKit does.
            let fitting = LayoutConstraint(Anchor(item, .height), .equal, nil, constant: 0, priority: .fittingSizeLevel, origin: rule(.height))
            generatedConstraints.append(fitting)
            automaticRowHeights.append(fitting.id)
        }
    }

    /// UIKit's answer to a self-sizing cell whose constraints suggest a height of zero ("We're
    /// considering the collapse unintentional and using standard height instead"): solved once,
    /// each automatic row that collapsed is given the standard height, as drawn.
    func standardHeightForCollapsedRows(_ layout: Layout) -> Layout {
        guard !automaticRowHeights.isEmpty, let engine = try? LayoutEngine(layout) else { return layout }
        let result = engine.result
        var fixed = layout
        for index in fixed.constraints.indices where automaticRowHeights.contains(fixed.constraints[index].id) {
            let row = fixed.constraints[index].first.item.ownerID
            guard let frame = result.frame(of: row), frame.height < 0.5 else { continue }
            // The standard height of the release Xcode drew it with (44 up to iOS 18, 51 or 52
            // for inset-grouped tables in iOS 26) is what it drew a collapsed row at.
            fixed.constraints[index].constant = storedFrames[row].map { $0.height >= 30 ? $0.height : 44 } ?? 44
        }
        return fixed
    }
}
