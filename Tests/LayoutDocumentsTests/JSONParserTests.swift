import Testing
@testable import LayoutDocuments

/// The JSON parser: values with their positions, and one clear error per kind of bad input.
@Suite("JSON parser")
struct JSONParserTests {
    @Test func valuesAndPositions() throws {
        let text = "{\n  \"a\": [1, -2.5e2, true, null],\n  \"é\": \"x\\u00e9\\ud83d\\ude00\\n\"\n}"
        let value = try JSONParser.parse(text, path: "t.json")
        #expect(value.position == SourcePosition(line: 1, column: 1))
        let members = try #require(value.members)
        #expect(members.map(\.key) == ["a", "é"])
        #expect(members[0].keyPosition == SourcePosition(line: 2, column: 3))
        let array = try #require(value["a"]?.elements)
        #expect(array.map(\.number) == [1, -250, nil, nil])
        #expect(array[2].bool == true)
        #expect(array[1].position == SourcePosition(line: 2, column: 12))
        #expect(value["é"]?.string == "xé😀\n")
        #expect(value["é"]?.position == SourcePosition(line: 3, column: 8))
    }

    /// Positions on one long line (a generated or minified file) are counted on from the last
    /// value, not from the line's start: every value and key still gets its own column, and an
    /// error after many values points at the right character (multi-byte characters count once).
    @Test func positionsOnOneLongLine() throws {
        let count = 20_000
        let prefix = "[" + (0..<count).map { "{\"é\":\($0)}" }.joined(separator: ",") + ","
        let error = #expect(throws: DocumentError.self) { try JSONParser.parse(prefix + "x]", path: "long.json") }
        #expect(error?.position == SourcePosition(line: 1, column: prefix.count + 1))
        let valid = "[" + (0..<count).map { "{\"é\":\($0)}" }.joined(separator: ",") + "]"
        let elements = try #require(try JSONParser.parse(valid, path: "long.json").elements)
        // Element k starts after "[" and k elements of its own width plus a comma each.
        var column = 2
        for (k, element) in elements.enumerated() {
            #expect(element.position == SourcePosition(line: 1, column: column))
            #expect(element.members?.first?.keyPosition == SourcePosition(line: 1, column: column + 1))
            column += "{\"é\":\(k)}".count + 1
        }
    }

    /// The exact fast path for short numbers gives the very `Double` the standard library's
    /// correctly rounded conversion gives, on every shape a layout file has (integers,
    /// fractions, negatives, zeros, 15 digits), and leaves longer numbers and exponents to it.
    @Test func numbersMatchTheStandardConversion() throws {
        var generator = SystemRandomNumberGenerator()
        var texts = ["0", "-0", "0.5", "375", "-12.25", "0.1", "0.3", "1.7976931348623", "123456789012345", "0.000000000000001"]
        for _ in 0..<20_000 {
            let whole = Int.random(in: 0...999_999, using: &generator)
            let digits = Int.random(in: 0...8, using: &generator)
            let fraction = digits == 0 ? "" : "." + String((0..<digits).map { _ in Character(String(Int.random(in: 0...9, using: &generator))) })
            texts.append((Bool.random(using: &generator) ? "-" : "") + String(whole) + fraction)
        }
        for text in texts {
            let parsed = try JSONParser.parse("[\(text)]", path: "n.json")
            guard case .array(let values) = parsed.kind, case .number(let value) = values.first?.kind else {
                Issue.record("\(text) did not parse as a number")
                continue
            }
            let expected = try #require(Double(text))
            #expect(value.bitPattern == expected.bitPattern, "\(text)")
        }
        #expect(JSONParser.exactValue(Array("1234567890123456".utf8), 0..<16) == nil)
        #expect(JSONParser.exactValue(Array("1e5".utf8), 0..<3) == nil)
    }

    @Test func byteOrderMarkIsSkipped() throws {
        #expect(try JSONParser.parse("\u{FEFF}{}", path: "t.json").members?.isEmpty == true)
    }

    @Test(arguments: [
        ("", "1:1", "the file is empty; expected a JSON object"),
        ("  \n ", "2:2", "the file is empty; expected a JSON object"),
        ("{\"a\": 1,}", "1:9", "expected a key in double quotes"),
        ("{\"a\": 01}", "1:8", "numbers cannot have leading zeros"),
        ("{\"a\": \"x", "1:9", "unterminated string"),
        ("{\"a\": \"\\q\"}", "1:10", "invalid escape '\\q'"),
        ("{\"a\": 1, \"a\": 2}", "1:10", "duplicate key \"a\""),
        ("{\"a\": 1e999}", "1:12", "the number 1e999 is too large"),
        ("{\"a\": \"\u{01}\"}", "1:8", "control character in a string (write it as an escape)"),
        ("{\"a\": tru}", "1:7", "unexpected text; expected true"),
        ("{\"a\": 1} x", "1:10", "unexpected text after the end of the JSON value"),
        ("[1 2]", "1:4", "expected ',' or ']' after an element"),
        ("{\"a\" 1}", "1:6", "expected ':' after the key \"a\""),
        ("NaN", "1:1", "unexpected character 'N'; expected a value (object, array, string, number, true, false or null)"),
    ])
    func errors(text: String, position: String, message: String) {
        do {
            _ = try JSONParser.parse(text, path: "bad.json")
            Issue.record("parsed \(text)")
        } catch {
            #expect(error.kind == .syntax)
            #expect(error.position?.description == position)
            #expect(error.message == message)
            #expect(error.description == "bad.json:\(position): error: \(message)")
        }
    }

    /// A hostile nesting depth is an error, not a stack overflow.
    @Test func deepNesting() {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: DocumentError.self) { try JSONParser.parse(text, path: "deep.json") }
        let fine = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        #expect((try? JSONParser.parse(fine, path: "ok.json")) != nil)
    }
}
