import ContentModel
import Diagnostics

/// The values written thousands of times per build — the symbols, articles and guides of
/// `model.json` and the entries of the search index — written straight into a `JSONTree.Writer`, exactly as their `Encodable`
/// conformances come out of `JSONTree.make` and `write`: members in key order (UTF-8), optionals
/// left out when nil, the same layout, without building a tree of boxes for every symbol and
/// sorting its keys as `Encodable` does.
/// `SortedJSONEncoderTests` compares them with JSONEncoder on random values (every optional present
/// or missing) and `MemoryTests` on real content: a field added to one of these types without a
/// line here fails them.
extension JSONTree.Writer {
    /// Opens an object (each member's `key` then tracks whether it is the first).
    mutating func beginObject() {
        bytes.append(UInt8(ascii: "{"))
        if pretty {
            bytes.append(0x0A)
            indent += 1
        }
    }

    mutating func endObject() {
        if pretty {
            bytes.append(0x0A)
            indent -= 1
            writeIndent()
        }
        bytes.append(UInt8(ascii: "}"))
    }

    /// The key of the next member (`"key" : `), after a separator unless it is the first.
    mutating func key(_ key: StaticString, first: inout Bool) {
        if !first {
            bytes.append(UInt8(ascii: ","))
            if pretty { bytes.append(0x0A) }
        }
        first = false
        if pretty { writeIndent() }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
        bytes.append(UInt8(ascii: "\""))
        if pretty {
            bytes.append(0x20)
            bytes.append(UInt8(ascii: ":"))
            bytes.append(0x20)
        } else {
            bytes.append(UInt8(ascii: ":"))
        }
    }

    /// A member whose value is a string (left out when nil).
    mutating func member(_ name: StaticString, _ text: String?, first: inout Bool) {
        guard let text else { return }
        key(name, first: &first)
        writeString(text)
    }

    /// A member whose value is `[Located<String>]` (its values only).
    mutating func member(_ name: StaticString, _ values: [Located<String>], first: inout Bool) {
        key(name, first: &first)
        writeArray(values) { writer, value in writer.writeString(value.value) }
    }

    /// An array whose elements `element` writes.
    mutating func writeArray<Element>(_ elements: [Element], _ element: (inout Self, Element) -> Void) {
        bytes.append(UInt8(ascii: "["))
        if pretty {
            bytes.append(0x0A)
            indent += 1
        }
        for (offset, value) in elements.enumerated() {
            if offset > 0 {
                bytes.append(UInt8(ascii: ","))
                if pretty { bytes.append(0x0A) }
            }
            if pretty { writeIndent() }
            element(&self, value)
        }
        if pretty {
            bytes.append(0x0A)
            indent -= 1
            writeIndent()
        }
        bytes.append(UInt8(ascii: "]"))
    }

    /// A member whose value is a Boolean.
    mutating func member(_ name: StaticString, _ flag: Bool, first: inout Bool) {
        key(name, first: &first)
        bytes.append(contentsOf: (flag ? "true" : "false").utf8)
    }

    /// A member whose value is a number.
    mutating func member(_ name: StaticString, _ number: Int, first: inout Bool) {
        key(name, first: &first)
        bytes.append(contentsOf: String(number).utf8)
    }

    /// A symbol as `Symbol.Fields`' synthesized `encode(to:)` gives it.
    mutating func write(_ symbol: Symbol) {
        let fields = symbol.fields
        var first = true
        beginObject()
        key("availability", first: &first)
        writeArray(fields.availability) { writer, item in writer.write(item) }
        member("body", fields.body.text, first: &first)
        member("conformsTo", fields.conformsTo, first: &first)
        member("declaration", fields.declaration, first: &first)
        if let deprecation = fields.deprecation {
            key("deprecation", first: &first)
            var inner = true
            beginObject()
            member("message", deprecation.message, first: &inner)
            member("replacement", deprecation.replacement?.value, first: &inner)
            endObject()
        }
        member("file", fields.file, first: &first)
        member("framework", fields.framework, first: &first)
        member("id", fields.id, first: &first)
        member("inheritsFrom", fields.inheritsFrom, first: &first)
        member("kind", fields.kind.rawValue, first: &first)
        member("parent", fields.parent?.value, first: &first)
        member("requirement", fields.requirement?.rawValue, first: &first)
        member("seeAlso", fields.seeAlso, first: &first)
        member("sources", fields.sources, first: &first)
        member("summary", fields.summary, first: &first)
        member("title", fields.title, first: &first)
        member("topic", fields.topic, first: &first)
        endObject()
    }

    /// An article as its synthesized `encode(to:)` gives it.
    mutating func write(_ article: Article) {
        var first = true
        beginObject()
        member("body", article.body.text, first: &first)
        member("file", article.file, first: &first)
        member("id", article.id, first: &first)
        member("sources", article.sources, first: &first)
        member("summary", article.summary, first: &first)
        member("title", article.title, first: &first)
        endObject()
    }

    /// A guide and its steps as their synthesized `encode(to:)` give them.
    mutating func write(_ guide: Guide) {
        var first = true
        beginObject()
        member("audience", guide.audience, first: &first)
        member("file", guide.file, first: &first)
        member("id", guide.id, first: &first)
        member("intro", guide.intro.text, first: &first)
        member("sources", guide.sources, first: &first)
        key("steps", first: &first)
        writeArray(guide.steps) { writer, step in writer.write(step) }
        member("summary", guide.summary, first: &first)
        member("title", guide.title, first: &first)
        endObject()
    }

    mutating func write(_ step: GuideStep) {
        var first = true
        beginObject()
        if let after = step.after {
            key("after", first: &first)
            write(after)
        }
        if let before = step.before {
            key("before", first: &first)
            write(before)
        }
        member("body", step.body.text, first: &first)
        member("file", step.file, first: &first)
        key("gotchas", first: &first)
        writeArray(step.gotchas) { writer, gotcha in writer.writeString(gotcha.text) }
        member("id", step.id, first: &first)
        member("number", step.number, first: &first)
        member("sources", step.sources, first: &first)
        member("summary", step.summary, first: &first)
        member("title", step.title, first: &first)
        endObject()
    }

    mutating func write(_ sample: CodeSample) {
        var first = true
        beginObject()
        member("caption", sample.caption, first: &first)
        member("code", sample.code, first: &first)
        member("language", sample.language, first: &first)
        key("location", first: &first)
        write(sample.location)
        endObject()
    }

    mutating func write(_ location: SourceLocation) {
        var first = true
        beginObject()
        member("column", location.column, first: &first)
        member("file", location.file, first: &first)
        member("line", location.line, first: &first)
        endObject()
    }

    mutating func write(_ availability: PlatformAvailability) {
        var first = true
        beginObject()
        member("beta", availability.beta, first: &first)
        member("deprecated", availability.deprecated, first: &first)
        member("introduced", availability.introduced, first: &first)
        member("platform", availability.platform.rawValue, first: &first)
        endObject()
    }

    /// A search entry as its synthesized `encode(to:)` gives it.
    mutating func write(_ entry: SearchEntry) {
        var first = true
        beginObject()
        member("b", entry.b, first: &first)
        member("c", entry.c, first: &first)
        member("d", entry.d, first: &first)
        member("f", entry.f, first: &first)
        member("h", entry.h, first: &first)
        member("id", entry.id, first: &first)
        member("k", entry.k, first: &first)
        member("r", entry.r, first: &first)
        member("s", entry.s, first: &first)
        member("t", entry.t, first: &first)
        member("u", entry.u, first: &first)
        endObject()
    }
}
