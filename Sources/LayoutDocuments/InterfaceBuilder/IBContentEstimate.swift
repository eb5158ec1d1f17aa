import ScrollLayout

/// A control's natural size estimated from what the document says of its content (its text,
/// font and line count), for an axis on which its stored frame is no evidence: where the
/// constraints (or a stack) set the size at design time, the frame shows what they gave it,
/// not what the control measures. Text is not measured here: the advances are averages of the
/// system font by kind of character, good to about a tenth, and every such size is marked
/// estimated. Nil where the document does not say enough (an image's size, a control of a
/// fixed design stretched by its constraints).
enum IBContentEstimate {
    /// The estimate for one axis of a leaf element (nil, too, where the document's numbers give
    /// no finite size: a hand-edited font of 1e300 points).
    static func size(of element: IBElement, axis: Axis, frame: Rect) -> Double? {
        guard let estimate = rawSize(of: element, axis: axis, frame: frame), estimate.isFinite else { return nil }
        return estimate
    }

    /// ``size(of:axis:frame:)`` before the check that it is finite.
    private static func rawSize(of element: IBElement, axis: Axis, frame: Rect) -> Double? {
        switch element.name {
        case "label":
            let font = pointSize(of: element, default: 17)
            let text = element["text"] ?? element.child("string", key: "text")?["#text"] ?? ""
            let lines = Int(element["numberOfLines"] ?? "1") ?? 1
            let width = textWidth(text, pointSize: font, bold: isBold(element))
            if axis == .horizontal { return lines == 1 ? width : nil }
            // Lines the text wraps to at the frame's width; a count past any screen's (a
            // hand-edited font size) says nothing, and would not fit an Int.
            let wrapping = (width / max(frame.width, 1)).rounded(.up)
            guard wrapping.isFinite, wrapping < 100_000 else { return nil }
            let wrapped = lines == 1 ? 1 : max(1, Int(wrapping))
            return lineHeight(font) * Double(lines == 0 ? wrapped : min(lines, wrapped))
        case "button":
            let configured = element.child("buttonConfiguration", key: "configuration")
            let title = configured?["title"] ?? element.child("state", key: "normal")?["title"]
            let font = pointSize(of: element, default: configured == nil ? 15 : 17)
            if axis == .vertical { return configured == nil ? max(30, lineHeight(font) + 12) : lineHeight(font) + 14 }
            guard let title, !title.isEmpty else { return nil }
            return textWidth(title, pointSize: font, bold: isBold(element)) + (configured == nil ? 0 : 24)
        case "textField":
            if axis == .vertical { return element["borderStyle"] == "roundedRect" ? 34 : lineHeight(pointSize(of: element, default: 14)) + 4 }
            return nil
        default:
            return nil
        }
    }

    /// The font's point size: its own, its text style's, or the control's default.
    static func pointSize(of element: IBElement, default fallback: Double) -> Double {
        guard let font = element.child("fontDescription", key: "fontDescription") else { return fallback }
        if let size = font.number("pointSize"), size > 0 { return size }
        let styles: [String: Double] = [
            "UICTFontTextStyleLargeTitle": 34, "UICTFontTextStyleTitle0": 34, "UICTFontTextStyleTitle1": 28,
            "UICTFontTextStyleTitle2": 22, "UICTFontTextStyleTitle3": 20, "UICTFontTextStyleHeadline": 17,
            "UICTFontTextStyleBody": 17, "UICTFontTextStyleCallout": 16, "UICTFontTextStyleSubhead": 15,
            "UICTFontTextStyleFootnote": 13, "UICTFontTextStyleCaption1": 12, "UICTFontTextStyleCaption2": 11,
        ]
        return font["style"].flatMap { styles[$0] } ?? fallback
    }

    /// True for a bold or semibold font.
    static func isBold(_ element: IBElement) -> Bool {
        guard let font = element.child("fontDescription", key: "fontDescription") else { return false }
        return font["type"] == "boldSystem" || ["bold", "semibold", "heavy", "black"].contains(font["weight"] ?? "")
            || font["style"] == "UICTFontTextStyleHeadline" || (font["name"] ?? "").contains("Bold")
    }

    /// One line's height: the system font's line height, rounded up to the half point (17 pt
    /// text is 20.5 tall in stored frames, 15 pt 18, 12 pt 14.5).
    static func lineHeight(_ pointSize: Double) -> Double {
        (pointSize * 1.2 * 2).rounded(.up) / 2
    }

    /// The width of one line of text: average advances of the system font per kind of
    /// character, in ems (narrow letters, capitals, digits, spaces, wide scripts).
    static func textWidth(_ text: String, pointSize: Double, bold: Bool) -> Double {
        var ems = 0.0
        for character in text {
            switch character {
            case " ": ems += 0.26
            case "i", "l", "j", "t", "f", "r", "I", ".", ",", ":", ";", "'", "!", "|": ems += 0.3
            case "m", "w", "M", "W": ems += 0.85
            case "A"..."Z": ems += 0.65
            case "0"..."9": ems += 0.6
            case "a"..."z": ems += 0.52
            default: ems += character.isASCII ? 0.5 : 1.0
            }
        }
        return ((ems * pointSize * (bold ? 1.06 : 1)) * 2).rounded(.up) / 2
    }
}
