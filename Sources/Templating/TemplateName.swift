import Atomics

/// A parsed tag name: where its value comes from and the transforms applied to it (innermost last,
/// as written: `uppercased(trimmed(name))` is `["uppercased", "trimmed"]`). A class, so that
/// rendering a tag passes one reference.
final class TemplateName: Sendable {
    enum Source: Sendable {
        /// `.`, or any name that splits into no components: the top of the context stack.
        case top
        /// An empty name with transforms (`first()`): the position in the enclosing sequence.
        case sequencePosition
        /// `.a.b`: looked up in the top of the stack only.
        case anchored
        /// `a.b`: `a` is looked up from the top of the stack down, then `b` inside it.
        case climbing
    }

    let source: Source
    /// The name's components (`a.b` → `["a", "b"]`).
    let components: [String]
    let transforms: [String]
    /// Where the first component was last found in a `ViewModel`'s fields: models built by the
    /// same code keep their fields in the same order, so the next look-up tries there first (one
    /// string comparison instead of a scan of the fields). Shared by the threads that render with
    /// this template; any value is only a guess, checked before use.
    let hint = ManagedAtomic<Int>(0)

    private init(source: Source, components: [String], transforms: [String]) {
        self.source = source
        self.components = components
        self.transforms = transforms
    }

    /// The same name with nothing shared (its own strings and look-up hint), for a thread's own
    /// copy of the templates (`TemplateSet`).
    func copy() -> TemplateName {
        func fresh(_ text: String) -> String { String(decoding: Array(text.utf8), as: UTF8.self) }
        return TemplateName(source: source, components: components.map(fresh), transforms: transforms.map(fresh))
    }

    /// Interprets a name the way swift-mustache's `getChild` does.
    init(_ name: String, transforms: [String]) {
        self.transforms = transforms
        components = name.split(separator: ".").map(String.init)
        if name == "." {
            source = .top
        } else if name.isEmpty, !transforms.isEmpty {
            source = .sequencePosition
        } else if components.isEmpty {
            source = .top
        } else if name.first == "." {
            source = .anchored
        } else {
            source = .climbing
        }
    }
}
