import Foundation
import Testing
@testable import LayoutDocuments

/// The JSON the reports write: exact text, escapes, and what a JSON reader makes of it.
@Suite("JSON output")
struct JSONOutputTests {
    @Test("pretty text: sorted keys, two-space indents, numbers without a needless fraction")
    func prettyText() {
        let value: JSONOutput = [
            "b": [1, 2.5, -0.0, .null, true],
            "a": ["nested": [:], "empty": []],
            "c": "text",
        ]
        let expected = """
        {
          "a": {
            "empty": [],
            "nested": {}
          },
          "b": [
            1,
            2.5,
            0,
            null,
            true
          ],
          "c": "text"
        }

        """
        #expect(value.text == expected)
    }

    @Test("escapes: quotes, backslashes, control characters; other characters as they are")
    func escapes() throws {
        let tricky = "say \"hi\"\\ now\nthen\ttab\r\u{01}\u{1F} café ✓ 🧭"
        #expect(JSONOutput.quote(tricky) == "\"say \\\"hi\\\"\\\\ now\\nthen\\ttab\\r\\u0001\\u001f café ✓ 🧭\"")
        // A JSON reader gets the same string back, in a key and in a value.
        let text = JSONOutput.object([tricky: .string(tricky)]).text
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: String])
        #expect(parsed == [tricky: tricky])
    }
}
