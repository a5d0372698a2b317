import ContentModel

/// The two values written thousands of times per build — a symbol of `model.json` and an entry of
/// the search index — written straight into a `JSONTree.Writer`, exactly as their `Encodable`
/// conformances come out of `JSONTree.make` and `write`: members in key order (UTF-8), optionals
/// left out when nil, the same layout. Going through `Encodable` built a tree of boxes for every
/// symbol and sorted its keys: ~140,000 instructions a symbol, ~4.5 % of a build's instructions.
/// `DirectJSONTests` compares both ways on every symbol and entry of a corpus and of edge cases;
/// a field added to `Symbol.Fields` or `SearchEntry` without a line here fails that test.
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
