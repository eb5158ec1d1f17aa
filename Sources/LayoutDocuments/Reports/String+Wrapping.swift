extension String {
    /// The words in lines of at most `length` characters (a longer word gets a line of its own).
    public func wrapped(toLineLength length: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > length {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
