import CCMark

/// A borrowed view of one cmark node. All access to libcmark goes through this file and
/// `MarkdownDocument`, which owns the tree: node pointers never outlive their document.
struct CMarkNode {
    let pointer: OpaquePointer

    enum Kind {
        case document, blockQuote, list, item, codeBlock, htmlBlock, customBlock, paragraph, heading,
            thematicBreak, text, softBreak, lineBreak, code, htmlInline, customInline, emph, strong, link, image,
            other
    }

    var kind: Kind {
        switch cmark_node_get_type(pointer) {
        case CMARK_NODE_DOCUMENT: return .document
        case CMARK_NODE_BLOCK_QUOTE: return .blockQuote
        case CMARK_NODE_LIST: return .list
        case CMARK_NODE_ITEM: return .item
        case CMARK_NODE_CODE_BLOCK: return .codeBlock
        case CMARK_NODE_HTML_BLOCK: return .htmlBlock
        case CMARK_NODE_CUSTOM_BLOCK: return .customBlock
        case CMARK_NODE_PARAGRAPH: return .paragraph
        case CMARK_NODE_HEADING: return .heading
        case CMARK_NODE_THEMATIC_BREAK: return .thematicBreak
        case CMARK_NODE_TEXT: return .text
        case CMARK_NODE_SOFTBREAK: return .softBreak
        case CMARK_NODE_LINEBREAK: return .lineBreak
        case CMARK_NODE_CODE: return .code
        case CMARK_NODE_HTML_INLINE: return .htmlInline
        case CMARK_NODE_CUSTOM_INLINE: return .customInline
        case CMARK_NODE_EMPH: return .emph
        case CMARK_NODE_STRONG: return .strong
        case CMARK_NODE_LINK: return .link
        case CMARK_NODE_IMAGE: return .image
        default: return .other
        }
    }

    /// Copies of the node's strings (cmark owns the originals).
    var literal: String? { cmark_node_get_literal(pointer).map { String(cString: $0) } }
    var url: String? { cmark_node_get_url(pointer).map { String(cString: $0) } }
    var fenceInfo: String? { cmark_node_get_fence_info(pointer).map { String(cString: $0) } }
    var headingLevel: Int { Int(cmark_node_get_heading_level(pointer)) }
    var startLine: Int { Int(cmark_node_get_start_line(pointer)) }
    var startColumn: Int { Int(cmark_node_get_start_column(pointer)) }
    var firstChild: CMarkNode? { cmark_node_first_child(pointer).map(CMarkNode.init) }
    var next: CMarkNode? { cmark_node_next(pointer).map(CMarkNode.init) }
    var parent: CMarkNode? { cmark_node_parent(pointer).map(CMarkNode.init) }

    var children: [CMarkNode] {
        var result: [CMarkNode] = []
        var child = firstChild
        while let node = child {
            result.append(node)
            child = node.next
        }
        return result
    }

    /// The text of the node and its descendants, without markup.
    var plainText: String {
        switch kind {
        case .text, .code: return literal ?? ""
        case .softBreak, .lineBreak: return " "
        default: return children.map(\.plainText).joined()
        }
    }
}

/// cmark option bits (the C macros are expressions Swift does not import reliably).
enum CMarkOptions {
    static let sourcePos: Int32 = 1 << 1
    static let smart: Int32 = 1 << 10
    static let validateUTF8: Int32 = 1 << 9
}
