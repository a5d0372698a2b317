import Foundation
import Templating

/// Rendered pages of the previous build by the fingerprint of what produced them (template set,
/// template name, complete view model, sidebar). A page whose view model did not change is not rendered
/// again; since the view model holds everything the page shows (its text, links, navigation,
/// backlinks, path neighbours…), reuse is exact by construction. Thread-safe; kept by `serve`.
final class PageMemo: @unchecked Sendable {
    private let lock = NSLock()
    private var previous: [Int: PageHTML] = [:]
    private var current: [Int: PageHTML] = [:]
    private(set) var reused = 0
    private(set) var rendered = 0

    /// The page for `context`, from the previous build when its fingerprint matches.
    func page(
        templates: Int, template: String, context: ViewModel, sidebar: [UInt8], render: () -> PageHTML
    ) -> PageHTML {
        var hasher = Hasher()
        hasher.combine(templates)
        hasher.combine(template)
        ViewModelHash.combine(context, into: &hasher)
        sidebar.withUnsafeBytes { hasher.combine(bytes: $0) }
        let key = hasher.finalize()
        lock.lock()
        if let html = previous[key] {
            current[key] = html
            reused += 1
            lock.unlock()
            return html
        }
        lock.unlock()
        let html = render()
        lock.lock()
        current[key] = html
        rendered += 1
        lock.unlock()
        return html
    }

    /// Ends a build: only the pages of this build stay for the next one.
    func finishBuild() {
        lock.lock()
        previous = current
        current = [:]
        reused = 0
        rendered = 0
        lock.unlock()
    }
}

/// Hashes a view model made of `ViewModel`s, dictionaries, arrays, strings, numbers and booleans. Dictionary
/// entries are combined order-independently, arrays in order.
enum ViewModelHash {
    static func combine(_ value: Any, into hasher: inout Hasher) {
        // Opening the `Any` into a generic function makes each type test a metatype comparison
        // (dynamic casts were most of the cost of reusing a page).
        combineOpened(value, into: &hasher)
    }

    private static func combineOpened<Value>(_ value: Value, into hasher: inout Hasher) {
        if Value.self == String.self {
            hasher.combine(0)
            hasher.combine(unsafeBitCast(value, to: String.self))
        } else if Value.self == ViewModel.self {
            combine(model: unsafeBitCast(value, to: ViewModel.self), into: &hasher)
        } else if Value.self == [ViewModel].self {
            let list = unsafeBitCast(value, to: [ViewModel].self)
            hasher.combine(4)
            hasher.combine(list.count)
            for item in list { combine(model: item, into: &hasher) }
        } else if Value.self == [String: Any].self {
            combine(dictionary: unsafeBitCast(value, to: [String: Any].self), into: &hasher)
        } else if Value.self == [[String: Any]].self {
            let list = unsafeBitCast(value, to: [[String: Any]].self)
            hasher.combine(4)
            hasher.combine(list.count)
            for item in list { combine(dictionary: item, into: &hasher) }
        } else if Value.self == Bool.self {
            hasher.combine(1)
            hasher.combine(unsafeBitCast(value, to: Bool.self))
        } else if Value.self == Int.self {
            hasher.combine(2)
            hasher.combine(unsafeBitCast(value, to: Int.self))
        } else if Value.self == [String].self {
            // As a list of strings is hashed below: tag 5, count, each string.
            let list = unsafeBitCast(value, to: [String].self)
            hasher.combine(5)
            hasher.combine(list.count)
            for item in list {
                hasher.combine(0)
                hasher.combine(item)
            }
        } else {
            combineByCasting(value, into: &hasher)
        }
    }

    /// A `ViewModel` as the dictionary of its fields (the order they were set in does not count).
    private static func combine(model: ViewModel, into hasher: inout Hasher) {
        hasher.combine(3)
        hasher.combine(model.count)
        var sum = 0
        for position in 0..<model.count {
            var entry = Hasher()
            entry.combine(model.key(at: position))
            combine(model.value(at: position), into: &entry)
            sum &+= entry.finalize()
        }
        hasher.combine(sum)
    }

    private static func combine(dictionary: [String: Any], into hasher: inout Hasher) {
        hasher.combine(3)
        hasher.combine(dictionary.count)
        var sum = 0
        for (key, item) in dictionary {
            var entry = Hasher()
            entry.combine(key)
            combine(item, into: &entry)
            sum &+= entry.finalize()
        }
        hasher.combine(sum)
    }

    /// Any other type: bridged containers by casting, anything else by its description.
    private static func combineByCasting(_ value: Any, into hasher: inout Hasher) {
        switch value {
        case let text as String:
            hasher.combine(0)
            hasher.combine(text)
        case let flag as Bool:
            hasher.combine(1)
            hasher.combine(flag)
        case let number as Int:
            hasher.combine(2)
            hasher.combine(number)
        case let dictionary as [String: Any]:
            combine(dictionary: dictionary, into: &hasher)
        case let model as ViewModel:
            combine(model: model, into: &hasher)
        case let list as [ViewModel]:
            hasher.combine(4)
            hasher.combine(list.count)
            for item in list { combine(model: item, into: &hasher) }
        case let list as [[String: Any]]:
            hasher.combine(4)
            hasher.combine(list.count)
            for item in list { combine(dictionary: item, into: &hasher) }
        case let list as [Any]:
            hasher.combine(5)
            hasher.combine(list.count)
            for item in list { combine(item, into: &hasher) }
        default:
            // Anything else (never produced by the renderer today) by its description.
            hasher.combine(6)
            hasher.combine(String(reflecting: value))
        }
    }
}
