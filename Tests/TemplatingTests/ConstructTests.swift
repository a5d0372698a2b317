import Testing

/// Every Mustache construct and whitespace rule, rendered by swift-mustache and by our engine.
@Suite struct ConstructTests {
    nonisolated(unsafe) static let person: [String: Any] = [
        "name": "Ada <Lovelace> & \"Co\" 'x'", "count": 3, "zero": 0, "negative": -7, "yes": true, "no": false,
        "empty": "", "list": ["a", "b", "c"], "numbers": [3, 1, 2], "none": [Any](),
        "items": [["title": "one", "n": 1], ["title": "two"], ["title": "three", "n": 3]] as [[String: Any]],
        "nested": ["inner": ["deep": "value", "flag": true], "title": "outer"] as [String: Any],
        "words": ["b", "a", "c"] as [String], "mixed": ["x", 1, true] as [Any],
        "pair": ["only": "one"], "strings": ["k": "v"] as [String: String], "double": 1.5,
        "html": "<b>bold</b>", "partialName": "p",
    ]

    static let cases: [EngineCase] = [
        EngineCase("text only", "plain text\nsecond line\r\nthird\n"),
        EngineCase("escaped and raw", "{{name}} {{{name}}} {{&name}} {{ name }} {{& name }}", person),
        EngineCase("numbers and booleans", "{{count}} {{zero}} {{negative}} {{yes}} {{no}} {{double}}", person),
        EngineCase("printed collections", "{{list}} {{numbers}} {{mixed}} {{none}} {{pair}} {{strings}}", person),
        EngineCase(
            "missing", "[{{missing}}][{{nested.missing}}][{{#missing}}x{{/missing}}][{{^missing}}y{{/missing}}]", person
        ),
        EngineCase(
            "sections over values",
            "{{#yes}}Y{{/yes}}{{#no}}N{{/no}}{{#count}}{{.}}{{/count}}{{#empty}}[{{.}}]{{/empty}}{{#zero}}0{{/zero}}",
            person),
        EngineCase(
            "inverted sections",
            "{{^yes}}Y{{/yes}}{{^no}}N{{/no}}{{^count}}C{{/count}}{{^none}}E{{.}}{{/none}}{{^list}}L{{/list}}{{^empty}}S{{/empty}}",
            person),
        EngineCase(
            "lists", "{{#list}}<{{.}}>{{/list}}{{#none}}never{{/none}}{{#items}}{{title}}:{{n}};{{/items}}", person),
        EngineCase(
            "stack climbing",
            "{{#items}}{{title}}/{{name}}/{{count}}{{#nested}}{{title}}-{{inner.deep}}{{/nested}}|{{/items}}", person),
        EngineCase(
            "dotted names",
            "{{nested.inner.deep}} {{nested.title}} {{#nested.inner}}{{deep}}{{flag}}{{/nested.inner}} {{.nested.title}}",
            person),
        EngineCase("anchored names", "{{#nested}}[{{.title}}][{{.name}}][{{name}}]{{/nested}}", person),
        EngineCase(
            "dot and odd names",
            "{{#nested.inner}}{{#flag}}{{..deep}}{{/flag}}{{/nested.inner}}{{#list}}{{..}}{{/list}}", person),
        EngineCase("comments", "a{{! a comment }}b\n  {{! standalone }}\nc {{!\nmulti\nline}} d\n", person),
        EngineCase(
            "standalone sections", "begin\n  {{#yes}}\n  inside\n  {{/yes}}\n\t{{^yes}}\nno\n\t{{/yes}}  \nend\n",
            person),
        EngineCase("standalone with CRLF", "begin\r\n  {{#yes}}\r\ninside\r\n  {{/yes}}\r\nend", person),
        EngineCase("not standalone", "  {{#yes}}x{{/yes}}  \n a {{#yes}}\n b {{/yes}} c\n", person),
        EngineCase("standalone at end", "line\n  {{#yes}}x\n  {{/yes}}", person),
        EngineCase(
            "standalone partial", "begin\n  {{> p}}\n\t{{>p}}\nend\n", partials: ["p": "one\ntwo {{name}}\nthree\n"],
            person),
        EngineCase("inline partial", "[{{> p}}] x{{>p}}y\n", partials: ["p": "one\ntwo\n"], person),
        EngineCase("partial indentation of CRLF", "  {{> p}}\r\n", partials: ["p": "a\r\nb\r\nc\n d\n"], person),
        EngineCase(
            "nested partial indentation", "  {{> p}}\n", partials: ["p": "p1\n  {{> q}}\np2\n", "q": "q1\nq2\n"], person
        ),
        EngineCase(
            "partial in list", "{{#items}}\n  {{> item}}\n{{/items}}\n",
            partials: ["item": "<li>{{title}}</li>\n{{#n}}\n  <b>{{.}}</b>\n{{/n}}\n"], person),
        EngineCase("missing partial", "a {{> nothing}} b\n  {{> nothing}}\nc", person),
        EngineCase("dynamic partial", "{{>*partialName}} {{>*missing}}", partials: ["p": "P{{count}}"], person),
        EngineCase(
            "partial sees context", "{{#nested}}{{> p}}{{/nested}}",
            partials: ["p": "{{title}} {{inner.deep}} {{name}}"], person),
        EngineCase(
            "inheritance",
            "{{<layout}}\n{{$main}}\n  <p>{{name}}</p>\n  {{#list}}{{.}}{{/list}}\n{{/main}}\n{{/layout}}\n",
            partials: [
                "layout": "<html>\n  {{$head}}<title>default</title>{{/head}}\n<body>\n  {{$main}}{{/main}}\n</body>\n"
            ],
            person),
        EngineCase(
            "inheritance with indentation",
            "  {{<layout}}\n    {{$main}}\n      deep\n        deeper\n    {{/main}}\n  {{/layout}}\n",
            partials: ["layout": "a\n    {{$main}}x{{/main}}\nb\n"], person),
        EngineCase(
            "nested inheritance", "{{<middle}}{{$title}}child{{/title}}{{/middle}}",
            partials: [
                "middle": "{{<base}}{{$title}}middle{{/title}}{{$body}}mb{{/body}}{{/base}}",
                "base": "[{{$title}}base{{/title}}][{{$body}}bb{{/body}}]",
            ], person),
        EngineCase(
            "block without parent", "a {{$block}}default {{name}}{{/block}} b\n  {{$b2}}\n  x\n  {{/b2}}\n", person),
        EngineCase(
            "set delimiters",
            "{{=<% %>=}}<% name %> {{name}} <%={{ }}=%>{{count}}\n  {{=| |=}}\n|#yes|y|/yes|\n|={{ }}=|{{#yes}}\n{{=<< >>=}}\n<</yes>>{{name}}\n",
            person),
        EngineCase(
            "transforms",
            "{{uppercased(name)}} {{lowercased(name)}} {{capitalized(nested.title)}} {{reversed(empty)}} {{empty(empty)}} {{reversed(nested.title)}}",
            person),
        EngineCase(
            "number transforms",
            "{{plusone(count)}} {{minusone(zero)}} {{even(count)}} {{odd(count)}} {{equalzero(zero)}} {{plusone(plusone(count))}}",
            person),
        EngineCase(
            "list transforms",
            "{{count(list)}} {{first(list)}} {{last(list)}} {{empty(none)}} {{first(none)}}|{{#reversed(list)}}{{.}}{{/reversed(list)}}{{#sorted(words)}}{{.}}{{/sorted(words)}}{{#sorted(mixed)}}{{.}}{{/sorted(mixed)}}{{sorted(numbers)}}",
            person),
        EngineCase(
            "dictionary transforms",
            "{{count(nested)}} {{empty(nested)}} {{#sorted(nested)}}{{key}}={{#value}}v{{/value}};{{/sorted(nested)}}{{sorted(pair)}}",
            person),
        EngineCase(
            "unknown transforms",
            "[{{nosuch(name)}}][{{uppercased(count)}}][{{#nosuch(list)}}x{{/nosuch(list)}}][{{^nosuch(list)}}y{{/nosuch(list)}}]",
            person),
        EngineCase(
            "sequence context",
            "{{#list}}{{#first()}}<{{/first()}}{{.}}{{index()}}{{#even()}}e{{/even()}}{{#odd()}}o{{/odd()}}{{^last()}},{{/last()}}{{#last()}}>{{/last()}}{{/list}}[{{index()}}]",
            person),
        EngineCase(
            "sequence context is cleared",
            "{{#items}}{{#nested}}[{{index()}}]{{/nested}}{{#yes}}({{index()}}){{/yes}}{{plusone(index())}}{{/items}}",
            person),
        EngineCase(
            "content type text", "{{% CONTENT_TYPE: TEXT}}\n{{name}} {{#yes}}{{name}}{{/yes}}{{> p}}",
            partials: ["p": "{{name}}"], person),
        EngineCase(
            "content type html", "{{name}}{{%CONTENT_TYPE:TEXT}}{{name}}{{% CONTENT_TYPE: HTML }}{{name}}", person),
        EngineCase("empty and odd tags", "[{{}}][{{ }}][{{#list}}{{}}{{/list}}]", ["k": "v"]),
        EngineCase("brace text", "a { b } {x} {{{html}}} }} { .", person),
        EngineCase("unicode", "héllo {{name}} ✓ 日本 \u{301}\n  {{#list}}\n  é{{.}}\n  {{/list}}\n", person),
        EngineCase("whitespace lines", "  \n\t\n  {{! c }}  \n  {{#none}}\n  {{/none}}\n", person),
        EngineCase(
            "sections standalone in inherit",
            "{{<l}}\n  {{$a}}\n    {{#list}}\n    - {{.}}\n    {{/list}}\n  {{/a}}\n{{/l}}\n",
            partials: ["l": "  {{$a}}{{/a}}\n"], person),
    ]

    @Test(arguments: cases)
    func sameOutputAsSwiftMustache(_ testCase: EngineCase) throws {
        let expected = try #require(Engines.swiftMustache(testCase.templates, testCase.main, testCase.context))
        let actual = try Engines.ours(testCase.templates, testCase.main, testCase.context)
        #expect(actual == expected)
    }
}
