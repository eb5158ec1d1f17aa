import ScrollLayout

// A collection view's cells as `UICollectionViewFlowLayout` places them: from the section
// inset's corner, one after the other along a line (left to right for vertical scrolling, top
// to bottom for horizontal), `minimumInteritemSpacing` apart, wrapping to a new line
// `minimumLineSpacing` further on when the next item would cross the far inset. Each item has
// the size the document gives its cell (the prototype's own size, or the layout's `itemSize`),
// and its content view fills it. Other layout objects keep their cells' stored frames.

extension IBSceneBuilder {
    /// The cells of a `<collectionView>` as its subviews, with the constraints that place them.
    mutating func collectionCells(of collection: IBElement, collectionID: String, origin: Point) throws(DocumentError) -> [View] {
        let cells = collection.children.filter { $0.name == "cells" || $0.name == "prototypes" }
            .flatMap { $0.children.filter { $0.name == "collectionViewCell" } }
        guard !cells.isEmpty else { return [] }
        let flow = collection.child("collectionViewFlowLayout", key: "collectionViewLayout")
        let bounds = storedFrames[collectionID]?.size ?? Size(width: 0, height: 0)
        let horizontal = flow?["scrollDirection"] == "horizontal"
        let inset = flow?.child("inset", key: "sectionInset")
        let insetStart = (x: inset?.number("minX") ?? 0, y: inset?.number("minY") ?? 0)
        let insetEnd = (x: inset?.number("maxX") ?? 0, y: inset?.number("maxY") ?? 0)
        let header = flow?.child("size", key: "headerReferenceSize")
        let lineSpacing = flow?.number("minimumLineSpacing") ?? 10
        let itemSpacing = flow?.number("minimumInteritemSpacing") ?? 10
        let itemSize = flow?.child("size", key: "itemSize").map { Size(width: $0.number("width") ?? 50, height: $0.number("height") ?? 50) }
        // Along the line (x for vertical scrolling), and across lines.
        let lineLength = horizontal ? bounds.height - insetStart.y - insetEnd.y : bounds.width - insetStart.x - insetEnd.x
        var along = 0.0, across = horizontal ? (header?.number("width") ?? 0) : (header?.number("height") ?? 0)
        var lineThickness = 0.0
        var views: [View] = []
        for element in cells {
            guard let cellElement = installed(element), let id = cellElement["id"] else { continue }
            let stored = cellElement.child("rect", key: "frame")
            let size = stored.map { Size(width: $0.number("width") ?? 0, height: $0.number("height") ?? 0) } ?? itemSize ?? Size(width: 50, height: 50)
            let length = horizontal ? size.height : size.width, thickness = horizontal ? size.width : size.height
            if along > 0, along + length > lineLength + 0.001 {
                across += lineThickness + lineSpacing
                along = 0
                lineThickness = 0
            }
            let position = horizontal ? Point(x: insetStart.x + across, y: insetStart.y + along) : Point(x: insetStart.x + along, y: insetStart.y + across)
            views.append(try collectionCell(cellElement, in: collectionID, origin: origin))
            let item = LayoutItem.view(id), container = LayoutItem.view(collectionID)
            func make(_ attribute: Attribute, _ second: Anchor?, _ constant: Double) -> LayoutConstraint {
                LayoutConstraint(Anchor(item, attribute), .equal, second, constant: constant, origin: .generated(.tableRow(table: collectionID, view: id, attribute)))
            }
            generatedConstraints += [make(.left, Anchor(container, .left), position.x), make(.top, Anchor(container, .top), position.y),
                                     make(.width, nil, size.width), make(.height, nil, size.height)]
            along += length + itemSpacing
            lineThickness = max(lineThickness, thickness)
        }
        return views
    }

    /// A collection view cell with its content view filling it.
    mutating func collectionCell(_ element: IBElement, in collectionID: String, origin: Point) throws(DocumentError) -> View {
        var cell = placedByTable(element)
        if let index = cell.children.firstIndex(where: { $0["key"] == "contentView" && IBViewKinds.isView($0.name) }) {
            cell.children[index] = placedByTable(cell.children[index])
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
