import Testing

@testable import Templating

/// `ViewModel` behaves as a dictionary with ordered fields.
@Suite struct ViewModelTests {
    /// `dictionary` as a `ViewModel` (nested dictionaries and lists of them too), fields set one by
    /// one in reverse key order.
    static func converted(_ dictionary: [String: Any]) -> ViewModel {
        var model = ViewModel()
        for key in dictionary.keys.sorted(by: >) { model[key] = converted(value: dictionary[key]!) }
        return model
    }

    static func converted(value: Any) -> Any {
        if let object = value as? [String: Any] { return converted(object) }
        if let objects = value as? [[String: Any]], !objects.isEmpty { return objects.map { converted($0) } }
        return value
    }

    @Test func aLiteralHoldsItsFieldsInOrder() {
        let nested: ViewModel = ["x": 1]
        let model: ViewModel = [
            "title": "Scenes & windows", "count": 3, "isOpen": true, "items": [nested, nested],
            "a key longer than fifteen bytes": "long", "é": "accent",
        ]
        #expect(model.keys == ["title", "count", "isOpen", "items", "a key longer than fifteen bytes", "é"])
        #expect(model["title"] as? String == "Scenes & windows")
        #expect(model["count"] as? Int == 3)
        #expect(model["isOpen"] as? Bool == true)
        #expect((model["items"] as? [ViewModel])?.count == 2)
        #expect(model["a key longer than fifteen bytes"] as? String == "long")
        #expect(model["é"] as? String == "accent")
        #expect(model["missing"] == nil)
        #expect(model["titlE"] == nil)
        #expect(model.count == 6)
    }

    @Test func settingReplacesAppendsAndRemoves() {
        var model: ViewModel = ["a": 1, "b": 2]
        model["a"] = "one"
        model["c"] = 3
        model["b"] = nil
        model["missing"] = nil
        #expect(model.keys == ["a", "c"])
        #expect(model["a"] as? String == "one")
        #expect(model["c"] as? Int == 3)
        #expect(model.values.count == 2)
        #expect(model.dictionary.keys.sorted() == ["a", "c"])
        var empty = ViewModel()
        #expect(empty.isEmpty)
        empty["x"] = true
        #expect(empty.count == 1)
    }

    @Test func fieldsAreReadWhereTheTupleLayoutPutsThem() {
        #expect(ViewModel.keyOffset == MemoryLayout<(String, Any)>.offset(of: \.0))
        #expect(ViewModel.valueOffset == MemoryLayout<(String, Any)>.offset(of: \.1))
    }

    /// Values of every size (inline in the existential or boxed), read and replaced in place, and a
    /// copy that is changed leaves the original as it was.
    @Test func valuesOfEverySizeAndCopiesStayIndependent() {
        struct Large: Equatable {
            var a = "a long string that is not stored inline", b = "b", c = "c", d = 4, e = 5.0
        }
        var model: ViewModel = ["small": 1, "large": Large(), "text": "a string longer than fifteen bytes"]
        let copy = model
        model["large"] = Large(a: "changed")
        model["small"] = Large(d: 9)
        #expect(model.key(at: 1) == "large")
        #expect((model.value(at: 1) as? Large)?.a == "changed")
        #expect((model["small"] as? Large)?.d == 9)
        #expect(model["text"] as? String == "a string longer than fifteen bytes")
        #expect(copy["large"] as? Large == Large())
        #expect(copy["small"] as? Int == 1)
        #expect(copy.keys == model.keys)
    }

    @Test func printsLikeADictionaryInFieldOrder() {
        let model: ViewModel = ["b": "x \"y\"", "a": 1, "o": ["k": true] as ViewModel, "l": [ViewModel()]]
        #expect(String(describing: model) == #"["b": "x \"y\"", "a": 1, "o": ["k": true], "l": [[:]]]"#)
        #expect(String(describing: ViewModel()) == "[:]")
    }

    @Test func rendersLikeTheSameDictionary() throws {
        let templates = [
            "main": "{{title}} {{#items}}[{{name}}{{#first()}}*{{/first()}}]{{/items}}{{^none}}none{{/none}}"
                + " {{count(items)}} {{#o}}{{inner}} {{title}}{{/o}} {{#first(items)}}{{name}}{{/first(items)}}"
                + " {{#reversed(items)}}{{name}}{{/reversed(items)}} {{empty(o)}} {{count(o)}}"
        ]
        let context: [String: Any] = [
            "title": "A & B", "items": [["name": "x"], ["name": "y"]] as [[String: Any]], "none": [[String: Any]](),
            "o": ["inner": "<i>"] as [String: Any],
        ]
        let expected = try #require(Engines.swiftMustache(templates, "main", context))
        let model: ViewModel = [
            "title": "A & B", "items": [["name": "x"], ["name": "y"]] as [ViewModel], "none": [ViewModel](),
            "o": ["inner": "<i>"] as ViewModel,
        ]
        #expect(try Engines.ours(templates, "main", root: .model(model)) == expected)
        #expect(try Engines.ours(templates, "main", root: .model(Self.converted(context))) == expected)
        #expect(expected == "A &amp; B [x*][y]none 2 &lt;i&gt; A &amp; B x yx false 1")
    }
}
