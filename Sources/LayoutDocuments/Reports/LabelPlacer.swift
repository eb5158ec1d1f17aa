import ScrollLayout

/// Places view labels in a drawing so that none covers another: a label goes inside its view's
/// top-left corner when the view is tall and wide enough for it (shortened with "…" down to
/// four characters) and the spot is free, else its top-right corner, else its bottom-left; a
/// container whose first subview starts at its own corner takes the spot just above its top
/// edge first (inside, its name would sit on the subview). Otherwise the label is left out
/// (the caller lists it beside the drawing; the view's tooltip still names it). Widths are
/// estimated from the character count, as a fixed-width approximation of the sans-serif font.
struct LabelPlacer {
    /// The labels' font size, in the drawing's units.
    let fontSize: Double
    /// Where labels may go (the panel's drawing area); nil for anywhere.
    let bounds: Rect?
    /// The rectangles taken so far.
    private var taken: [Rect] = []

    /// A placer for labels of a font size, inside `bounds` when given.
    init(fontSize: Double, bounds: Rect? = nil) {
        self.fontSize = fontSize
        self.bounds = bounds
    }

    /// Where a label goes (its baseline origin and the text as shortened), or nil.
    mutating func place(_ text: String, in rect: Rect, outsideFirst: Bool = false) -> (x: Double, y: Double, text: String)? {
        let height = fontSize * 1.25
        guard rect.width >= fontSize * 2 else { return nil }
        // Generous for Helvetica at this size (capitals and "…" run wider than the average).
        let characterWidth = fontSize * 0.64
        let room = Int((rect.width - 8) / characterWidth)
        guard room >= 4 || text.count <= room else { return nil }
        let shown = text.count <= room ? text : String(text.prefix(max(room - 1, 3))) + "…"
        let width = Double(shown.count) * characterWidth
        let fitsInside = rect.height >= height + 2
        var spots: [Rect] = []
        let above = Rect(x: rect.minX + 3, y: rect.minY - height - 1, width: width, height: height)
        if outsideFirst { spots.append(above) }
        if fitsInside {
            spots.append(Rect(x: rect.minX + 3, y: rect.minY + 1, width: width, height: height))
            spots.append(Rect(x: rect.maxX - 3 - width, y: rect.minY + 1, width: width, height: height))
            if rect.height >= 2 * height + 4 { spots.append(Rect(x: rect.minX + 3, y: rect.maxY - height - 1, width: width, height: height)) }
        }
        func allowed(_ spot: Rect) -> Bool {
            guard let bounds else { return spot.minY >= 0 }
            return spot.minX >= bounds.minX && spot.maxX <= bounds.maxX && spot.minY >= bounds.minY && spot.maxY <= bounds.maxY
        }
        guard let box = spots.first(where: { spot in allowed(spot) && !taken.contains { $0.intersects(spot) } }) else { return nil }
        taken.append(box)
        return (box.minX, box.minY + fontSize, shown)
    }
}

extension Rect {
    /// True when the two rectangles overlap (touching edges do not).
    func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
