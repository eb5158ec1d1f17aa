import ScrollLayout

// A collection view's cells as `UICollectionViewFlowLayout` places them: from the section
// inset's corner, along a line (left to right for vertical scrolling, top to bottom for
// horizontal), at least `minimumInteritemSpacing` apart, wrapping to a new line
// `minimumLineSpacing` further on when the next item would cross the far inset; each line is
// justified, a lone item centred. Each item has
// the size the document gives its cell (the prototype's own size, or the layout's `itemSize`),
// and its content view fills it. Other layout objects (an app's own layout class) keep their
// cells' stored frames.

extension IBSceneBuilder {
    /// The cells of a `<collectionView>` as its subviews, with the constraints that place them.
    mutating func collectionCells(of collection: IBElement, collectionID: String, origin: Point) throws(DocumentError) -> [View] {
        let cells = collection.children.filter { $0.name == "cells" || $0.name == "prototypes" }
            .flatMap { $0.children.filter { $0.name == "collectionViewCell" } }
        let flow = collection.child("collectionViewFlowLayout", key: "collectionViewLayout")
        let supplementary = collection.children.filter { $0.name == "collectionReusableView" && ($0["key"] == "sectionHeaderView" || $0["key"] == "sectionFooterView") }
        guard !cells.isEmpty || (flow != nil && !supplementary.isEmpty) else { return [] }
        if let flow { try requireFiniteNumbers(flow) }
        if flow == nil, let layout = collection.children.first(where: { $0["key"] == "collectionViewLayout" }) {
            return try cellsAtStoredFrames(cells + supplementary, collectionID: collectionID, origin: origin,
                                           layoutClass: layout["customClass"] ?? layout.name)
        }
        let bounds = storedFrames[collectionID]?.size ?? Size(width: 0, height: 0)
        let horizontal = flow?["scrollDirection"] == "horizontal"
        let inset = flow?.child("inset", key: "sectionInset")
        let insetStart = (x: inset?.number("minX") ?? 0, y: inset?.number("minY") ?? 0)
        let insetEnd = (x: inset?.number("maxX") ?? 0, y: inset?.number("maxY") ?? 0)
        let header = flow?.child("size", key: "headerReferenceSize")
        let footer = flow?.child("size", key: "footerReferenceSize")
        let lineSpacing = flow?.number("minimumLineSpacing") ?? 10
        let itemSpacing = flow?.number("minimumInteritemSpacing") ?? 10
        let itemSize = flow?.child("size", key: "itemSize").map { Size(width: $0.number("width") ?? 50, height: $0.number("height") ?? 50) }
        // Along the line (x for vertical scrolling), and across lines.
        let lineLength = horizontal ? bounds.height - insetStart.y - insetEnd.y : bounds.width - insetStart.x - insetEnd.x
        // The items, broken into lines as the layout wraps them.
        var lines: [[(element: IBElement, id: String, size: Size)]] = [[]]
        var along = 0.0
        for element in cells {
            guard let cellElement = installed(element), let id = cellElement["id"] else { continue }
            let stored = cellElement.child("rect", key: "frame")
            let size = stored.map { Size(width: $0.number("width") ?? 0, height: $0.number("height") ?? 0) } ?? itemSize ?? Size(width: 50, height: 50)
            let length = horizontal ? size.height : size.width
            if along > 0, along + length > lineLength + 0.001 {
                lines.append([])
                along = 0
            }
            lines[lines.count - 1].append((cellElement, id, size))
            along += length + itemSpacing
        }
        // When the items take more than one line, each line is justified: the space left is
        // shared between its items, and an item alone on its line is centred; the last line
        // keeps the spacing of the line before it (it is not stretched to the far edge). Items
        // that fit on one line start at the inset, `minimumInteritemSpacing` apart. Measured in
        // the corpus: six and three 78-point items in 560 points at 0, 96, 193, …, 482 and at
        // 0, 96, 193; lone items on several lines centred in seven collection views of two
        // apps; a lone cell in a one-line collection at the inset in two others.
        var across = horizontal ? (header?.number("width") ?? 0) : (header?.number("height") ?? 0)
        var views: [View] = []
        var previousGap: Double? = nil
        for (index, line) in lines.enumerated() where !line.isEmpty {
            let lengths = line.map { horizontal ? $0.size.height : $0.size.width }
            let free = lineLength - lengths.reduce(0, +)
            var start = 0.0, gap = itemSpacing
            if lines.count == 1 {
                // One line: from the inset, at the minimum spacing.
            } else if line.count == 1 {
                start = max(0, free / 2)
            } else if index == lines.count - 1, let previousGap {
                gap = previousGap
            } else {
                gap = max(itemSpacing, free / Double(line.count - 1))
            }
            previousGap = line.count > 1 ? gap : previousGap
            var position = start
            for (item, length) in zip(line, lengths) {
                let origin2D = horizontal ? Point(x: insetStart.x + across, y: insetStart.y + position) : Point(x: insetStart.x + position, y: insetStart.y + across)
                views.append(try collectionCell(item.element, in: collectionID, origin: origin))
                place(item.id, at: Rect(origin: origin2D, size: item.size), in: collectionID)
                position += length + gap
            }
            across += line.map { horizontal ? $0.size.width : $0.size.height }.max() ?? 0
            across += lineSpacing
        }
        // The section's header and footer views: across the whole collection, the header's
        // reference height (width when scrolling horizontally) before the section inset, the
        // footer's after the last line and the far inset. Measured: five section headers of two
        // apps (Xcode 10 to 15) stored at (0, 0), as wide as their collection views, as tall as
        // `headerReferenceSize`, with the first cells below them and the inset.
        guard flow != nil else { return views }
        let itemsEnd = (lines.contains { !$0.isEmpty } ? across - lineSpacing : across) + (horizontal ? insetStart.x + insetEnd.x : insetStart.y + insetEnd.y)
        for element in supplementary {
            guard let reusable = installed(element), let id = reusable["id"] else { continue }
            let isHeader = reusable["key"] == "sectionHeaderView"
            let reference = isHeader ? header : footer
            let thickness = horizontal ? reference?.number("width") ?? 0 : reference?.number("height") ?? 0
            let offset = isHeader ? 0 : itemsEnd
            let origin2D = horizontal ? Point(x: offset, y: 0) : Point(x: 0, y: offset)
            let size = horizontal ? Size(width: thickness, height: bounds.height) : Size(width: bounds.width, height: thickness)
            var view = try self.view(placedByConstraints(reusable), parent: collectionID, origin: origin)
            view.decidedByCode = view.decidedByCode ?? "it is a collection view's section \(isHeader ? "header" : "footer"), whose size the collection view's layout decides at run time"
            views.append(view)
            place(id, at: Rect(origin: origin2D, size: size), in: collectionID)
        }
        return views
    }

    /// The cells (and section views) of a collection view whose layout is not a flow layout: the
    /// app's layout class places them, so each keeps the frame the document stores, its
    /// content laid out inside it, and the cell is marked as placed by code.
    mutating func cellsAtStoredFrames(_ elements: [IBElement], collectionID: String, origin: Point,
                                      layoutClass: String) throws(DocumentError) -> [View] {
        var views: [View] = []
        for element in elements {
            guard let cellElement = installed(element), let id = cellElement["id"], let stored = cellElement.storedFrame else { continue }
            var view = cellElement.name == "collectionViewCell"
                ? try collectionCell(cellElement, in: collectionID, origin: origin)
                : try self.view(placedByConstraints(cellElement), parent: collectionID, origin: origin)
            view.decidedByCode = "it is placed by the collection view's layout (\(layoutClass)), the app's code"
            views.append(view)
            place(id, at: stored, in: collectionID)
        }
        return views
    }

    /// Refuses an element with a number that is not finite (a hand-edited `nan` or `inf`), naming
    /// it at its line, before anything reads it: a flow layout's sizes and spacings, a font.
    func requireFiniteNumbers(_ element: IBElement) throws(DocumentError) {
        for (name, text) in element.attributes.sorted(by: { $0.key < $1.key }) where name != "id" {
            if let value = Double(text), !value.isFinite {
                throw invalid("\(name)=\"\(text)\" of <\(element.name)\(element["key"].map { " key=\"\($0)\"" } ?? "")> is not a finite number", at: element)
            }
        }
        for child in element.children { try requireFiniteNumbers(child) }
    }

    /// Constraints that put an item of a collection view at a frame in its content, as its
    /// layout object does.
    mutating func place(_ id: String, at frame: Rect, in collectionID: String) {
        let item = LayoutItem.view(id), container = LayoutItem.view(collectionID)
        for (attribute, second, constant) in [(Attribute.left, Anchor(container, .left) as Anchor?, frame.minX),
                                              (.top, Anchor(container, .top), frame.minY),
                                              (.width, nil, frame.width), (.height, nil, frame.height)] {
            generatedConstraints.append(LayoutConstraint(Anchor(item, attribute), .equal, second, constant: constant,
                                                         origin: .generated(.tableRow(table: collectionID, view: id, attribute))))
        }
    }

    /// A collection view cell with its content view filling it.
    mutating func collectionCell(_ element: IBElement, in collectionID: String, origin: Point) throws(DocumentError) -> View {
        var cell = placedByConstraints(element)
        if let index = cell.children.firstIndex(where: { $0["key"] == "contentView" && IBViewKinds.isView($0.name) }) {
            cell.children[index] = placedByConstraints(cell.children[index])
        }
        var view = try self.view(cell, parent: collectionID, origin: origin)
        // Its size is the collection view layout's (`itemSize`, a delegate, self-sizing).
        view.decidedByCode = view.decidedByCode ?? "it is a collection view cell, whose size the collection view's layout decides at run time"
        if let content = view.subviews.first, let cellID = element["id"],
           element.children.contains(where: { $0["key"] == "contentView" && IBViewKinds.isView($0.name) }) {
            for attribute in [Attribute.left, .top, .width, .height] {
                generatedConstraints.append(LayoutConstraint(Anchor(.view(content.id), attribute), .equal, Anchor(.view(cellID), attribute),
                                                             origin: .generated(.tableRow(table: collectionID, view: content.id, attribute))))
            }
        }
        return view
    }
}
