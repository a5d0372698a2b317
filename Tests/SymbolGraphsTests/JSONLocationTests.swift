import Testing

@testable import SymbolGraphs

/// The line and column a graph diagnostic names: the value at a JSON path, or the first byte that
/// is not JSON.
struct JSONLocationTests {
    static func offset(_ path: String, in text: String) -> Int? {
        Array(text.utf8).withUnsafeBytes { JSONLocation.offset(of: JSONLocation.steps(path), in: $0) }
    }

    static func firstError(_ text: String) -> Int? {
        Array(text.utf8).withUnsafeBytes { JSONLocation.firstError(in: $0) }
    }

    @Test func pathsAreSplitIntoKeysAndIndices() {
        #expect(
            JSONLocation.steps("symbols[12].pathComponents[0]") == [
                .key("symbols"), .index(12), .key("pathComponents"), .index(0),
            ])
        #expect(JSONLocation.steps("metadata.formatVersion") == [.key("metadata"), .key("formatVersion")])
        #expect(JSONLocation.steps("").isEmpty)
    }

    @Test func aPathNamesTheFirstByteOfItsValue() {
        let text = #"{"a": 1, "b" : {"c": [10, "x\"]", {"d": null}]}}"#
        #expect(Self.offset("a", in: text) == 6)
        #expect(Self.offset("b", in: text) == 15)
        #expect(Self.offset("b.c[1]", in: text) == 26)
        #expect(Self.offset("b.c[2].d", in: text) == 40)
        #expect(Self.offset("", in: text) == 0)
    }

    @Test func aKeyWrittenWithEscapesIsFound() {
        #expect(Self.offset("é", in: #"{"x": 0, "\u00e9": 7}"#) == 19)
    }

    @Test func aMissingKeyOrIndexPointsAtItsContainer() {
        let text = #"{"a": {"b": 1}, "list": [1, 2]}"#
        #expect(Self.offset("a.zzz", in: text) == 6)
        #expect(Self.offset("list[5]", in: text) == 24)
        #expect(Self.offset("a.b.c", in: text) == 12)  // a number has no keys: the number itself
    }

    @Test func lineAndColumnCountBytesFromOne() {
        let bytes = Array("ab\ncé\nd".utf8)
        bytes.withUnsafeBytes { buffer in
            #expect(JSONLocation.lineAndColumn(of: 0, in: buffer) == (1, 1))
            #expect(JSONLocation.lineAndColumn(of: 4, in: buffer) == (2, 2))
            #expect(JSONLocation.lineAndColumn(of: 7, in: buffer) == (3, 1))  // é is two bytes
        }
    }

    @Test func theFirstByteThatIsNotJSONIsFound() {
        #expect(Self.firstError(#"{"a": [1, 2.5e-3, true, null, "s"]}"#) == nil)
        #expect(Self.firstError(#"{"a": [1, 2,]}"#) == 12)
        #expect(Self.firstError(#"{"a" 1}"#) == 5)
        #expect(Self.firstError(#"{"a": 01}"#) == 7)
        #expect(Self.firstError(#"{"a": "unterminated"#) == 19)
        #expect(Self.firstError(#"{"a": 1} trailing"#) == 9)
        #expect(Self.firstError("\"tab\tinside\"") == 4)
        #expect(Self.firstError(String(repeating: "[", count: 200_000) + String(repeating: "]", count: 200_000)) == nil)
    }
}
