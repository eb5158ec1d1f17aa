/// Splits Swift source into ``SwiftToken``s, tolerating what it does not need to understand:
/// comments (nested block comments too) are dropped, string literals (with interpolation,
/// multi-line and raw forms) become one token, and anything unexpected becomes an operator
/// token rather than an error. Never fails; an unterminated literal or comment ends at the
/// end of the text, and the reader reports the file as not understood from there.
struct SwiftTokenizer {
    /// The tokens of `text`, and the line of the first construct left unterminated (a string
    /// or block comment running to the end of the file), if any.
    static func tokenize(_ text: String) -> (tokens: [SwiftToken], unterminatedLine: Int?) {
        var tokenizer = SwiftTokenizer(Array(text.unicodeScalars))
        tokenizer.run()
        return (tokenizer.tokens, tokenizer.unterminatedLine)
    }

    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var column = 1
    private var tokens: [SwiftToken] = []
    private var sawLineBreak = true
    private var sawSpace = true
    private var unterminatedLine: Int?
    private var spaceBefore = true

    private init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        let at = index + offset
        return at < scalars.count ? scalars[at] : nil
    }

    private mutating func advance() {
        guard index < scalars.count else { return }
        if scalars[index] == "\n" {
            line += 1
            column = 1
            sawLineBreak = true
        } else {
            column += 1
        }
        index += 1
    }

    private mutating func emit(_ kind: SwiftToken.Kind, from start: Int, at position: SourcePosition, startsLine: Bool) {
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars[start..<index])
        tokens.append(SwiftToken(kind: kind, text: text, position: position, startsLine: startsLine, spaceBefore: spaceBefore))
    }

    private static func isNameStart(_ c: Unicode.Scalar) -> Bool {
        c == "_" || c == "$" || c.properties.isAlphabetic
    }

    private static func isNamePart(_ c: Unicode.Scalar) -> Bool {
        isNameStart(c) || ("0"..."9").contains(c) || c.properties.generalCategory == .nonspacingMark
    }

    private static let operatorScalars: Set<Unicode.Scalar> = ["=", "-", "+", "!", "*", "/", "%", "<", ">", "&", "|", "^", "~", "?", "."]

    private mutating func run() {
        while let c = peek() {
            if c == " " || c == "\t" || c == "\r" || c == "\n" || c == "\u{FEFF}" {
                advance()
                sawSpace = true
                continue
            }
            if c == "/" && peek(1) == "/" {
                while let d = peek(), d != "\n" { advance() }
                continue
            }
            if c == "/" && peek(1) == "*" {
                skipBlockComment()
                sawSpace = true
                continue
            }
            let startsLine = sawLineBreak
            spaceBefore = sawSpace
            sawLineBreak = false
            sawSpace = false
            let position = SourcePosition(line: line, column: column)
            let start = index
            if c == "\"" || (c == "#" && rawStringFollows()) {
                let value = readString()
                emit(.string(value), from: start, at: position, startsLine: startsLine)
            } else if Self.isNameStart(c) {
                while let d = peek(), Self.isNamePart(d) { advance() }
                emit(.name, from: start, at: position, startsLine: startsLine)
            } else if c == "`" {
                advance()
                let nameStart = index
                while let d = peek(), d != "`", d != "\n" { advance() }
                var name = ""
                name.unicodeScalars.append(contentsOf: scalars[nameStart..<index])
                if peek() == "`" { advance() }
                tokens.append(SwiftToken(kind: .name, text: name, position: position, startsLine: startsLine, spaceBefore: spaceBefore))
            } else if ("0"..."9").contains(c) {
                readNumber(from: start, at: position, startsLine: startsLine)
            } else if "()[]{},:;@#\\".unicodeScalars.contains(c) {
                advance()
                emit(.punctuation, from: start, at: position, startsLine: startsLine)
            } else if c == "." && !(peek(1).map { Self.operatorScalars.contains($0) } ?? false) {
                advance()
                emit(.punctuation, from: start, at: position, startsLine: startsLine)
            } else if Self.operatorScalars.contains(c) {
                // `?` and `!` after an expression are postfix on their own: `a?.b`, `x!`.
                if c == "?" && peek(1) == "?" {
                    advance(); advance()
                } else if c == "?" || c == "!", peek(1) != "=" {
                    advance()
                } else {
                    while let d = peek(), Self.operatorScalars.contains(d) {
                        if d == "/" && (peek(1) == "/" || peek(1) == "*") { break }
                        advance()
                    }
                }
                emit(.operatorSymbol, from: start, at: position, startsLine: startsLine)
            } else {
                advance()
                emit(.operatorSymbol, from: start, at: position, startsLine: startsLine)
            }
        }
    }

    private mutating func skipBlockComment() {
        let startLine = line
        var depth = 0
        repeat {
            if peek() == "/" && peek(1) == "*" {
                depth += 1
                advance(); advance()
            } else if peek() == "*" && peek(1) == "/" {
                depth -= 1
                advance(); advance()
            } else if peek() == nil {
                unterminatedLine = unterminatedLine ?? startLine
                return
            } else {
                advance()
            }
        } while depth > 0
    }

    private func rawStringFollows() -> Bool {
        var offset = 0
        while peek(offset) == "#" { offset += 1 }
        return peek(offset) == "\""
    }

    private mutating func readNumber(from start: Int, at position: SourcePosition, startsLine: Bool) {
        var digits = ""
        var isHex = false
        if peek() == "0", let x = peek(1), x == "x" || x == "o" || x == "b" {
            isHex = x == "x"
            advance(); advance()
        }
        while let d = peek() {
            if d == "_" { advance(); continue }
            let isDigit = ("0"..."9").contains(d) || (isHex && ("a"..."f").contains(d)) || (isHex && ("A"..."F").contains(d))
            let isFraction = d == "." && !isHex && (peek(1).map { ("0"..."9").contains($0) } ?? false) && !digits.contains(".")
            let isExponent = !isHex && (d == "e" || d == "E")
            if isDigit || isFraction {
                digits.unicodeScalars.append(d)
                advance()
            } else if isExponent {
                digits.unicodeScalars.append(d)
                advance()
                if let sign = peek(), sign == "-" || sign == "+" {
                    digits.unicodeScalars.append(sign)
                    advance()
                }
            } else {
                break
            }
        }
        let value = isHex ? Double(UInt64(digits, radix: 16) ?? 0) : Double(digits)
        emit(.number(value ?? 0), from: start, at: position, startsLine: startsLine)
    }

    /// Reads a string literal (the opening `#`s and quotes are next); its text when it has no
    /// interpolation and only simple escapes.
    private mutating func readString() -> String? {
        let startLine = line
        var hashes = 0
        while peek() == "#" { hashes += 1; advance() }
        let multiLine = peek() == "\"" && peek(1) == "\"" && peek(2) == "\""
        if multiLine { advance(); advance(); advance() } else { advance() }
        var value: String? = ""
        func closes(_ tokenizer: SwiftTokenizer) -> Bool {
            if multiLine {
                guard tokenizer.peek() == "\"", tokenizer.peek(1) == "\"", tokenizer.peek(2) == "\"" else { return false }
                for k in 0..<hashes where tokenizer.peek(3 + k) != "#" { return false }
                return true
            }
            guard tokenizer.peek() == "\"" else { return false }
            for k in 0..<hashes where tokenizer.peek(1 + k) != "#" { return false }
            return true
        }
        while true {
            guard let c = peek() else {
                unterminatedLine = unterminatedLine ?? startLine
                return nil
            }
            if closes(self) {
                for _ in 0..<(multiLine ? 3 : 1) + hashes { advance() }
                return value
            }
            if c == "\n" && !multiLine {
                // A single-line literal never spans lines: the file is broken here.
                unterminatedLine = unterminatedLine ?? startLine
                return nil
            }
            var escapeHashes = 0
            if c == "\\" {
                while peek(1 + escapeHashes) == "#" && escapeHashes < hashes { escapeHashes += 1 }
            }
            if c == "\\" && escapeHashes == hashes {
                advance()
                for _ in 0..<hashes { advance() }
                guard let e = peek() else { continue }
                if e == "(" {
                    value = nil
                    skipInterpolation()
                    continue
                }
                advance()
                switch e {
                case "n": value?.append("\n")
                case "t": value?.append("\t")
                case "\"": value?.append("\"")
                case "\\": value?.append("\\")
                case "'": value?.append("'")
                default: value = nil
                }
                continue
            }
            value?.unicodeScalars.append(c)
            advance()
        }
    }

    /// Skips `( … )` of an interpolation, strings and parentheses inside it included.
    private mutating func skipInterpolation() {
        var depth = 0
        while let c = peek() {
            if c == "\"" {
                _ = readString()
                continue
            }
            advance()
            if c == "(" { depth += 1 }
            if c == ")" {
                depth -= 1
                if depth == 0 { return }
            }
        }
        unterminatedLine = unterminatedLine ?? line
    }
}
