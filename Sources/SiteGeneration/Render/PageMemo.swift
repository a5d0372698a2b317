import Foundation
import Speedups
import Templating

/// Rendered pages of the previous build by the fingerprint of what produced them (template set,
/// template name, complete view model, sidebar). A page whose view model did not change is not
/// rendered again; since the view model holds everything the page shows (its text, links,
/// navigation, backlinks, path neighbours…), reuse is exact as long as equal fingerprints mean
/// equal inputs, which a 128-bit `Fingerprint` makes certain in practice (a 64-bit one could
/// collide among the pages of a large site; `PageMemoTests`). Thread-safe; kept by `serve`.
final class PageMemo: @unchecked Sendable {
    /// What a page is rendered from, reduced to its fingerprint.
    typealias FingerprintFunction =
        @Sendable (_ templates: Int, _ template: String, _ context: ViewModel, _ sidebar: [UInt8]) -> Fingerprint

    private let lock = NSLock()
    private let fingerprint: FingerprintFunction
    private var previous: [Fingerprint: PageHTML] = [:]
    private var current: [Fingerprint: PageHTML] = [:]
    private(set) var reused = 0
    private(set) var rendered = 0

    /// A memo keyed by `fingerprint` (the tests inject one that collides).
    init(fingerprint: @escaping FingerprintFunction = PageMemo.fingerprint) {
        self.fingerprint = fingerprint
    }

    /// The page for `context`, from the previous build when its fingerprint matches (always
    /// rendered when `SCENEDOCS_WITHOUT` names `page-memo`).
    func page(
        templates: Int, template: String, context: ViewModel, sidebar: [UInt8], render: () -> PageHTML
    ) -> PageHTML {
        guard Speedup.pageMemo.isOn else { return render() }
        let key = fingerprint(templates, template, context, sidebar)
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

    /// The fingerprint of everything a page is rendered from.
    static func fingerprint(templates: Int, template: String, context: ViewModel, sidebar: [UInt8]) -> Fingerprint {
        var hasher = WideHasher()
        hasher.combine(templates)
        hasher.combine(template)
        ViewModelHash.combine(context, into: &hasher)
        sidebar.withUnsafeBytes { hasher.combine(bytes: $0) }
        return hasher.finalize()
    }
}

/// A 128-bit hash value: two 64-bit lanes.
struct Fingerprint: Hashable, Sendable {
    var low: UInt64
    var high: UInt64
}

/// Swift's `Hasher` (SipHash-1-3 with a per-process random key) run as two lanes over the same
/// values, the second lane's input prefixed with a tag, for a 128-bit `Fingerprint`.
struct WideHasher {
    private var low = Hasher()
    private var high = Hasher()

    init() {
        high.combine(UInt8(0xA5))
    }

    mutating func combine<Value: Hashable>(_ value: Value) {
        low.combine(value)
        high.combine(value)
    }

    mutating func combine(bytes: UnsafeRawBufferPointer) {
        low.combine(bytes: bytes)
        high.combine(bytes: bytes)
    }

    consuming func finalize() -> Fingerprint {
        Fingerprint(low: UInt64(UInt(bitPattern: low.finalize())), high: UInt64(UInt(bitPattern: high.finalize())))
    }
}

/// Hashes a view model made of `ViewModel`s, dictionaries, arrays, strings, numbers and booleans. Dictionary
/// entries are combined order-independently (each lane sums the entries' fingerprints), arrays in order.
enum ViewModelHash {
    static func combine(_ value: Any, into hasher: inout WideHasher) {
        // Opening the `Any` into a generic function makes each type test a metatype comparison
        // (dynamic casts were most of the cost of reusing a page).
        combineOpened(value, into: &hasher)
    }

    private static func combineOpened<Value>(_ value: Value, into hasher: inout WideHasher) {
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
    private static func combine(model: ViewModel, into hasher: inout WideHasher) {
        hasher.combine(3)
        hasher.combine(model.count)
        var sum = Fingerprint(low: 0, high: 0)
        for position in 0..<model.count {
            var entry = WideHasher()
            entry.combine(model.key(at: position))
            combine(model.value(at: position), into: &entry)
            sum.add(entry.finalize())
        }
        hasher.combine(sum)
    }

    private static func combine(dictionary: [String: Any], into hasher: inout WideHasher) {
        hasher.combine(3)
        hasher.combine(dictionary.count)
        var sum = Fingerprint(low: 0, high: 0)
        for (key, item) in dictionary {
            var entry = WideHasher()
            entry.combine(key)
            combine(item, into: &entry)
            sum.add(entry.finalize())
        }
        hasher.combine(sum)
    }

    /// Any other type: bridged containers by casting, anything else by its description.
    private static func combineByCasting(_ value: Any, into hasher: inout WideHasher) {
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

extension Fingerprint {
    /// Adds `other` lane by lane (wrapping): the order-independent sum of a dictionary's entries.
    fileprivate mutating func add(_ other: Fingerprint) {
        low &+= other.low
        high &+= other.high
    }
}
