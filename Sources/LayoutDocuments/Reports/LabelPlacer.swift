import ScrollLayout

/// Places view labels in a drawing so that none covers another: a label goes inside its view's
/// top-left corner when the view is tall and wide enough for it (shortened with "…" down to
/// four characters) and the spot is free; otherwise it is left out (the view's tooltip still
/// names it). Widths are estimated from the character count, as a fixed-width approximation
/// of the sans-serif font.
struct LabelPlacer {
    /// The labels' font size, in the drawing's units.
    let fontSize: Double
    /// The rectangles taken so far.
    private var taken: [Rect] = []

    /// A placer for labels of a font size.
    init(fontSize: Double) { self.fontSize = fontSize }

    /// Where a label goes (its baseline origin and the text as shortened), or nil.
    mutating func place(_ text: String, in rect: Rect) -> (x: Double, y: Double, text: String)? {
        let height = fontSize * 1.25
        guard rect.height >= height + 2, rect.width >= fontSize * 2 else { return nil }
        // Generous for Helvetica at this size (capitals and "…" run wider than the average).
        let characterWidth = fontSize * 0.64
        let room = Int((rect.width - 8) / characterWidth)
        guard room >= 4 || text.count <= room else { return nil }
        let shown = text.count <= room ? text : String(text.prefix(max(room - 1, 3))) + "…"
        let box = Rect(x: rect.minX + 3, y: rect.minY + 1, width: Double(shown.count) * characterWidth, height: height)
        guard !taken.contains(where: { $0.intersects(box) }) else { return nil }
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
