/// Fills sentence templates from the word lists, appending UTF-8 bytes.
///
/// This is the generator's inner loop (about 50 million words for 50,000 pages), so words and
/// templates live in process-lifetime memory addressed by plain pointers: appending a word is a
/// `memcpy`, with no reference counting shared between the rendering threads.
enum Prose {
    /// Bytes that live as long as the process (the lexicon is built once and never freed).
    struct Bytes: @unchecked Sendable {
        let start: UnsafePointer<UInt8>
        let count: Int

        init(_ text: String) {
            let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: max(text.utf8.count, 1))
            var count = 0
            for byte in text.utf8 {
                buffer[count] = byte
                count += 1
            }
            start = UnsafePointer(buffer)
            self.count = count
        }

        var buffer: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: start, count: count) }
    }

    /// A fixed list of process-lifetime items.
    struct List<Item>: @unchecked Sendable {
        let items: UnsafePointer<Item>
        let count: Int

        init(_ values: [Item]) {
            let buffer = UnsafeMutablePointer<Item>.allocate(capacity: max(values.count, 1))
            buffer.initialize(from: values, count: values.count)
            items = UnsafePointer(buffer)
            count = values.count
        }

        subscript(index: Int) -> Item { items[index] }
    }

    typealias WordList = List<Bytes>
    typealias Template = List<Token>

    enum Slot: Sendable {
        case noun, nouns, adjective, verb, verbs, verbed, verbing, code, time, kind, framework, reference
    }

    enum Token: @unchecked Sendable {
        case text(Bytes)
        case slot(Slot, capitalized: Bool)
        /// "a" or "an", chosen by the next slot's word.
        case indefinite(capitalized: Bool)
    }

    /// What the words of one page may name.
    struct Context {
        /// What the page documents: "method", "protocol", "guide", …
        var kind: String
        var framework: String
        /// Inline-code words (without backticks).
        var code: [String]
    }

    static let nouns = WordList(Vocabulary.nouns.map(Bytes.init))
    static let pluralNouns = WordList(Vocabulary.pluralNouns.map(Bytes.init))
    static let adjectives = WordList(Vocabulary.adjectives.map(Bytes.init))
    static let verbBases = WordList(Vocabulary.verbs.map { Bytes($0.base) })
    static let verbThirds = WordList(Vocabulary.verbs.map { Bytes($0.third) })
    static let verbPasts = WordList(Vocabulary.verbs.map { Bytes($0.past) })
    static let verbIngs = WordList(Vocabulary.verbs.map { Bytes($0.ing) })
    static let timePhrases = WordList(Vocabulary.timePhrases.map(Bytes.init))

    static let sentenceTemplates = List(Vocabulary.sentences.map(parse))
    static let referenceTemplates = List(Vocabulary.referenceSentences.map(parse))
    static let stepTemplates = List(Vocabulary.steps.map(parse))
    static let headingTemplates = List(Vocabulary.headings.map(parse))
    static let whyTemplates = List(
        [
            "{V^} the {A} {N} before you {V} its {Ns}.", "See how the {N} {Vs} {Ns} {T}.",
            "Learn which {N} owns the {A} {Ns}.", "{V^} {Ns} safely {T}.", "Understand the {A} {N} and its {Ns}.",
        ].map(parse))
    static let summaryTemplates = List(
        [
            "{Vs^} the {A} {N} {T}.", "The {N} that {Vs} {A} {Ns}.", "{Vs^} {Ns} for the {A} {N}.",
            "A value that {Vs} how the {N} {Vs} its {Ns}.", "Tells the {N} that the {A} {N} {Vd} {T}.",
        ].map(parse))

    static func parse(_ template: String) -> Template {
        var tokens: [Token] = []
        var text = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            text += rest[..<open]
            let close = rest[open...].firstIndex(of: "}")!
            var name = rest[rest.index(after: open)..<close]
            let capitalized = name.hasSuffix("^")
            if capitalized { name = name.dropLast() }
            let slot: Slot
            switch name {
            case "N": slot = .noun
            case "Ns": slot = .nouns
            case "A": slot = .adjective
            case "V": slot = .verb
            case "Vs": slot = .verbs
            case "Vd": slot = .verbed
            case "Vg": slot = .verbing
            case "C": slot = .code
            case "T": slot = .time
            case "K": slot = .kind
            case "F": slot = .framework
            case "R": slot = .reference
            default: preconditionFailure("unknown slot {\(name)} in '\(template)'")
            }
            // "a {A}" → an indefinite article that agrees with the word.
            if text == "a " || text.hasSuffix(" a ") {
                text.removeLast(2)
                if !text.isEmpty { tokens.append(.text(Bytes(text))) }
                tokens.append(.indefinite(capitalized: false))
            } else if text == "A " {
                tokens.append(.indefinite(capitalized: true))
            } else if !text.isEmpty {
                tokens.append(.text(Bytes(text)))
            }
            text = ""
            tokens.append(.slot(slot, capitalized: capitalized))
            rest = rest[rest.index(after: close)...]
        }
        text += rest
        if !text.isEmpty { tokens.append(.text(Bytes(text))) }
        return Template(tokens)
    }

    @inline(__always) static func pick(_ list: WordList, _ rng: inout SplitMix64) -> Bytes {
        list[Int(rng.next() % UInt64(list.count))]
    }

    /// Appends `bytes`, upper-casing the first one when `capitalized` (all words are ASCII).
    @inline(__always) static func put(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8], capitalized: Bool) {
        guard capitalized, let first = bytes.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else {
            out.append(contentsOf: bytes)
            return
        }
        out.append(first - 32)
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes.dropFirst()))
    }

    static func put(_ text: String, to out: inout [UInt8], capitalized: Bool) {
        var text = text
        text.withUTF8 { put($0, to: &out, capitalized: capitalized) }
    }

    /// Appends the word for `slot`.
    static func word(
        _ slot: Slot, to out: inout [UInt8], capitalized: Bool, rng: inout SplitMix64, context: Context?,
        reference: String?
    ) {
        switch slot {
        case .noun: put(pick(nouns, &rng).buffer, to: &out, capitalized: capitalized)
        case .nouns: put(pick(pluralNouns, &rng).buffer, to: &out, capitalized: capitalized)
        case .adjective: put(pick(adjectives, &rng).buffer, to: &out, capitalized: capitalized)
        case .verb: put(pick(verbBases, &rng).buffer, to: &out, capitalized: capitalized)
        case .verbs: put(pick(verbThirds, &rng).buffer, to: &out, capitalized: capitalized)
        case .verbed: put(pick(verbPasts, &rng).buffer, to: &out, capitalized: capitalized)
        case .verbing: put(pick(verbIngs, &rng).buffer, to: &out, capitalized: capitalized)
        case .time: put(pick(timePhrases, &rng).buffer, to: &out, capitalized: capitalized)
        case .kind: put(context?.kind ?? "type", to: &out, capitalized: capitalized)
        case .framework: put(context?.framework ?? Vocabulary.frameworks[0].name, to: &out, capitalized: capitalized)
        case .code:
            guard let context, !context.code.isEmpty else {
                put(pick(nouns, &rng).buffer, to: &out, capitalized: capitalized)
                return
            }
            out.append(UInt8(ascii: "`"))
            put(rng.pick(context.code), to: &out, capitalized: false)
            out.append(UInt8(ascii: "`"))
        case .reference:
            guard let reference else {
                word(.code, to: &out, capitalized: capitalized, rng: &rng, context: context, reference: nil)
                return
            }
            put(reference, to: &out, capitalized: false)
        }
    }

    /// Appends one filled template to `out`.
    static func append(
        _ template: Template, to out: inout [UInt8], rng: inout SplitMix64, context: Context?, reference: String? = nil
    ) {
        var index = 0
        while index < template.count {
            switch template[index] {
            case .text(let text):
                out.append(contentsOf: text.buffer)
            case .slot(let slot, let capitalized):
                word(slot, to: &out, capitalized: capitalized, rng: &rng, context: context, reference: reference)
            case .indefinite(let capitalized):
                guard index + 1 < template.count, case .slot(let slot, let wordCapitalized) = template[index + 1] else {
                    put(capitalized ? "A " : "a ", to: &out, capitalized: false)
                    break
                }
                // Write "a ", then the word, and widen to "an " when the word starts with a vowel.
                let articleAt = out.count
                out.append(capitalized ? UInt8(ascii: "A") : UInt8(ascii: "a"))
                out.append(UInt8(ascii: " "))
                word(slot, to: &out, capitalized: wordCapitalized, rng: &rng, context: context, reference: reference)
                if articleAt + 2 < out.count, vowels.contains(out[articleAt + 2]) {
                    out.insert(UInt8(ascii: "n"), at: articleAt + 1)
                }
                index += 1
            }
            index += 1
        }
    }

    static let vowels: Set<UInt8> = Set("aeiouAEIOU".utf8)

    static func fill(_ template: Template, rng: inout SplitMix64, context: Context?) -> String {
        var out: [UInt8] = []
        append(template, to: &out, rng: &rng, context: context)
        return String(decoding: out, as: UTF8.self)
    }
}

extension SplitMix64 {
    mutating func pick<Item>(_ list: Prose.List<Item>) -> Item {
        list[Int(next() % UInt64(list.count))]
    }
}

extension Array where Element == UInt8 {
    /// Appends the UTF-8 bytes of `text`.
    static func += (lhs: inout [UInt8], rhs: String) {
        lhs.append(contentsOf: rhs.utf8)
    }
}
