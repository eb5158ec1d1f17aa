extension String {
    /// The text with `&`, `<`, `>` and `"` as entities, for XML and HTML text and attributes.
    var markupEscaped: String {
        var out = ""
        for character in self {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }
}
