/// The HTML elements the link checker tells apart: those whose attributes hold references, and
/// those whose tree-construction rules the fast scanner models (or must leave to gumbo).
enum HTMLTag: UInt8, CaseIterable {
    case unknown
    // Elements with references.
    case a, area, link, img, source, script, iframe, embed, audio, track, video, object, base, meta, style
    // Document structure.
    case html, head, body, title, noframes, basefont, bgsound, menuitem, noscript, template
    // Raw text and friends.
    case textarea, xmp, noembed, plaintext
    // Elements that close an open <p>.
    case address, article, aside, blockquote, center, details, dir, div, dl, fieldset, figcaption, figure
    case footer, header, hgroup, menu, main, nav, ol, p, section, summary, ul
    case h1, h2, h3, h4, h5, h6, pre, listing, form, hr, li, dd, dt
    // Formatting elements (the adoption agency algorithm's).
    case b, big, code, em, font, i, nobr, s, small, strike, strong, tt, u
    // Tables.
    case table, caption, colgroup, col, tbody, thead, tfoot, tr, td, th
    // Others with special rules.
    case applet, marquee, button, input, br, keygen, param, wbr, image, isindex, select, option, optgroup
    case rb, rp, rt, rtc, frameset, frame, svg, math

    /// The tag named by a start or end tag's (ASCII-lowercased) name.
    static func named(_ name: UnsafeRawBufferPointer) -> HTMLTag {
        if name.count > 8 {
            return longNames.first { $0.name.elementsEqual(name.lazy.map(lowercased)) }?.tag ?? .unknown
        }
        return byPackedName[packed(name)] ?? .unknown
    }

    /// Up to 8 lowercased bytes packed into an integer (NUL never occurs in a name on the fast path).
    private static func packed(_ name: UnsafeRawBufferPointer) -> UInt64 {
        var key: UInt64 = 0
        for byte in name { key = key << 8 | UInt64(lowercased(byte)) }
        return key
    }

    /// ASCII lowercasing, as the tokenizer does for tag and attribute names.
    static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
    }

    /// Each tag's name, by raw value.
    static let names: [[UInt8]] = allCases.map { Array(String(describing: $0).utf8) }

    var name: [UInt8] { Self.names[Int(rawValue)] }

    private static let byPackedName: [UInt64: HTMLTag] = {
        var table: [UInt64: HTMLTag] = [:]
        for tag in allCases where tag != .unknown && tag.name.count <= 8 {
            tag.name.withUnsafeBytes { table[packed($0)] = tag }
        }
        return table
    }()

    private static let longNames: [(name: [UInt8], tag: HTMLTag)] = allCases.compactMap {
        $0.name.count > 8 ? ($0.name, $0) : nil
    }

    /// Void elements: never pushed on the stack of open elements.
    var isVoid: Bool {
        switch self {
        case .area, .base, .basefont, .bgsound, .br, .col, .embed, .hr, .img, .image, .input, .keygen, .link, .meta,
            .param, .source, .track, .wbr:
            return true
        default:
            return false
        }
    }

    /// Start tags that close a `<p>` open in button scope.
    var closesParagraph: Bool {
        switch self {
        case .address, .article, .aside, .blockquote, .center, .details, .dir, .div, .dl, .fieldset, .figcaption,
            .figure, .footer, .header, .hgroup, .menu, .main, .nav, .ol, .p, .section, .summary, .ul, .h1, .h2, .h3,
            .h4, .h5, .h6, .pre, .listing, .form, .plaintext, .table, .hr, .xmp, .li, .dd, .dt:
            return true
        default:
            return false
        }
    }

    var isHeading: Bool { (HTMLTag.h1.rawValue...HTMLTag.h6.rawValue).contains(rawValue) }

    /// Elements whose content the tokenizer reads as text up to the matching end tag.
    var textContent: TextContent? {
        switch self {
        case .script: return .script
        case .style, .xmp, .iframe, .noembed, .noframes: return .rawText
        case .title, .textarea: return .rcdata
        default: return nil
        }
    }

    enum TextContent { case script, rawText, rcdata }

    /// Start tags that may appear before `<body>` without implying it (processed "in head").
    var belongsInHead: Bool {
        switch self {
        case .base, .basefont, .bgsound, .link, .meta, .noframes, .script, .style, .title: return true
        default: return false
        }
    }

    /// Limits of "button scope" (the spec's default scope plus button).
    var limitsButtonScope: Bool {
        switch self {
        case .applet, .caption, .html, .table, .td, .th, .marquee, .object, .template, .button: return true
        default: return false
        }
    }

    /// The spec's "special" category, for the elements that can be open on the fast path.
    var isSpecial: Bool {
        switch self {
        case .address, .applet, .article, .aside, .blockquote, .button, .caption, .center, .colgroup, .dd, .details,
            .dir, .div, .dl, .dt, .fieldset, .figcaption, .figure, .footer, .form, .h1, .h2, .h3, .h4, .h5, .h6,
            .header, .hgroup, .li, .listing, .main, .marquee, .menu, .nav, .object, .ol, .p, .pre, .section,
            .summary, .table, .tbody, .td, .tfoot, .th, .thead, .tr, .ul, .html, .head, .body:
            return true
        default:
            return false
        }
    }

    /// Open elements in whose content a stray start tag is foster-parented.
    var isTableContext: Bool {
        switch self {
        case .table, .tbody, .thead, .tfoot, .tr: return true
        default: return false
        }
    }
}
