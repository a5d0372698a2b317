import ContentModel
import Diagnostics

/// The values written thousands of times per build — the symbols, articles and guides of
/// `model.json` and the entries of the search index — written straight into a `JSONTree.Writer`, exactly as their `Encodable`
/// conformances come out of `JSONTree.make` and `write`: members in key order (UTF-8), optionals
/// left out when nil, the same layout. Going through `Encodable` built a tree of boxes for every
/// symbol and sorted its keys: ~140,000 instructions a symbol, ~4.5 % of a build's instructions.
/// `SortedJSONEncoderTests` compares them with JSONEncoder on random values (every optional present
/// or missing) and `MemoryTests` on real content: a field added to one of these types without a
/// line here fails them.
extension JSONTree.Writer {
    /// Opens an object (each member's `key` then tracks whether it is the first).
    mutating func beginObject() {
        bytes.append(UInt8(ascii: "{"))
        if pretty { bytes.append(0x0A); indent += 1 }
    }

    mutating func endObject() {
        if pretty { bytes.append(0x0A); indent -= 1; writeIndent() }
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
            bytes.append(0x20); bytes.append(UInt8(ascii: ":")); bytes.append(0x20)
        } else {
            bytes.append(UInt8(ascii: ":"))
        }
    }

    /// An array whose elements `element` writes.
    mutating func writeArray<Element>(_ elements: [Element], _ element: (inout Self, Element) -> Void) {
        bytes.append(UInt8(ascii: "["))
        if pretty { bytes.append(0x0A); indent += 1 }
        for (offset, value) in elements.enumerated() {
            if offset > 0 {
                bytes.append(UInt8(ascii: ","))
                if pretty { bytes.append(0x0A) }
            }
            if pretty { writeIndent() }
            element(&self, value)
        }
        if pretty { bytes.append(0x0A); indent -= 1; writeIndent() }
        bytes.append(UInt8(ascii: "]"))
    }

    mutating func writeBool(_ flag: Bool) {
        bytes.append(contentsOf: (flag ? "true" : "false").utf8)
    }

    mutating func writeNumber(_ number: Int) {
        bytes.append(contentsOf: String(number).utf8)
    }

    /// `[Located<String>]` encodes its values only.
    mutating func writeLocatedStrings(_ values: [Located<String>]) {
        writeArray(values) { writer, value in writer.writeString(value.value) }
    }

    /// A symbol as `Symbol.Fields`' synthesized `encode(to:)` gives it.
    mutating func write(_ symbol: Symbol) {
        let fields = symbol.fields
        var first = true
        beginObject()
        key("availability", first: &first)
        writeArray(fields.availability) { writer, item in writer.write(item) }
        key("body", first: &first)
        writeString(fields.body.text)
        key("conformsTo", first: &first)
        writeLocatedStrings(fields.conformsTo)
        key("declaration", first: &first)
        writeString(fields.declaration)
        if let deprecation = fields.deprecation {
            key("deprecation", first: &first)
            var inner = true
            beginObject()
            if let message = deprecation.message {
                key("message", first: &inner)
                writeString(message)
            }
            if let replacement = deprecation.replacement {
                key("replacement", first: &inner)
                writeString(replacement.value)
            }
            endObject()
        }
        key("file", first: &first)
        writeString(fields.file)
        key("framework", first: &first)
        writeString(fields.framework)
        key("id", first: &first)
        writeString(fields.id)
        key("inheritsFrom", first: &first)
        writeLocatedStrings(fields.inheritsFrom)
        key("kind", first: &first)
        writeString(fields.kind.rawValue)
        if let parent = fields.parent {
            key("parent", first: &first)
            writeString(parent.value)
        }
        if let requirement = fields.requirement {
            key("requirement", first: &first)
            writeString(requirement.rawValue)
        }
        key("seeAlso", first: &first)
        writeLocatedStrings(fields.seeAlso)
        key("sources", first: &first)
        writeLocatedStrings(fields.sources)
        key("summary", first: &first)
        writeString(fields.summary)
        key("title", first: &first)
        writeString(fields.title)
        if let topic = fields.topic {
            key("topic", first: &first)
            writeString(topic)
        }
        endObject()
    }

    /// An article as its synthesized `encode(to:)` gives it.
    mutating func write(_ article: Article) {
        var first = true
        beginObject()
        key("body", first: &first)
        writeString(article.body.text)
        key("file", first: &first)
        writeString(article.file)
        key("id", first: &first)
        writeString(article.id)
        key("sources", first: &first)
        writeLocatedStrings(article.sources)
        key("summary", first: &first)
        writeString(article.summary)
        key("title", first: &first)
        writeString(article.title)
        endObject()
    }

    /// A guide and its steps as their synthesized `encode(to:)` give them.
    mutating func write(_ guide: Guide) {
        var first = true
        beginObject()
        if let audience = guide.audience {
            key("audience", first: &first)
            writeString(audience)
        }
        key("file", first: &first)
        writeString(guide.file)
        key("id", first: &first)
        writeString(guide.id)
        key("intro", first: &first)
        writeString(guide.intro.text)
        key("sources", first: &first)
        writeLocatedStrings(guide.sources)
        key("steps", first: &first)
        writeArray(guide.steps) { writer, step in writer.write(step) }
        key("summary", first: &first)
        writeString(guide.summary)
        key("title", first: &first)
        writeString(guide.title)
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
        key("body", first: &first)
        writeString(step.body.text)
        key("file", first: &first)
        writeString(step.file)
        key("gotchas", first: &first)
        writeArray(step.gotchas) { writer, gotcha in writer.writeString(gotcha.text) }
        key("id", first: &first)
        writeString(step.id)
        key("number", first: &first)
        writeNumber(step.number)
        key("sources", first: &first)
        writeLocatedStrings(step.sources)
        if let summary = step.summary {
            key("summary", first: &first)
            writeString(summary)
        }
        key("title", first: &first)
        writeString(step.title)
        endObject()
    }

    mutating func write(_ sample: CodeSample) {
        var first = true
        beginObject()
        if let caption = sample.caption {
            key("caption", first: &first)
            writeString(caption)
        }
        key("code", first: &first)
        writeString(sample.code)
        key("language", first: &first)
        writeString(sample.language)
        key("location", first: &first)
        write(sample.location)
        endObject()
    }

    mutating func write(_ location: SourceLocation) {
        var first = true
        beginObject()
        key("column", first: &first)
        writeNumber(location.column)
        key("file", first: &first)
        writeString(location.file)
        key("line", first: &first)
        writeNumber(location.line)
        endObject()
    }

    mutating func write(_ availability: PlatformAvailability) {
        var first = true
        beginObject()
        key("beta", first: &first)
        writeBool(availability.beta)
        if let deprecated = availability.deprecated {
            key("deprecated", first: &first)
            writeString(deprecated)
        }
        if let introduced = availability.introduced {
            key("introduced", first: &first)
            writeString(introduced)
        }
        key("platform", first: &first)
        writeString(availability.platform.rawValue)
        endObject()
    }

    /// A search entry as its synthesized `encode(to:)` gives it.
    mutating func write(_ entry: SearchEntry) {
        var first = true
        beginObject()
        if let body = entry.b {
            key("b", first: &first)
            writeString(body)
        }
        key("c", first: &first)
        writeBool(entry.c)
        if let declaration = entry.d {
            key("d", first: &first)
            writeString(declaration)
        }
        key("f", first: &first)
        writeString(entry.f)
        if let headings = entry.h {
            key("h", first: &first)
            writeString(headings)
        }
        key("id", first: &first)
        writeString(entry.id)
        key("k", first: &first)
        writeString(entry.k)
        key("r", first: &first)
        writeNumber(entry.r)
        key("s", first: &first)
        writeString(entry.s)
        key("t", first: &first)
        writeString(entry.t)
        key("u", first: &first)
        writeString(entry.u)
        endObject()
    }
}
