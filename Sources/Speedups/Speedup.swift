import Foundation

/// A speed-up with a plain alternative: a hand-written copy of a library (the library stays the
/// reference it is tested against) or a speed technique. Each is on by default;
/// `SCENEDOCS_WITHOUT=name,name` (or `all`) switches it off, so one binary measures what each buys
/// (Benchmarks/README.md, "Hand-written copies of libraries"). Switching one off changes time and
/// memory only: `SpeedupSwitchTests` builds the shipped content with each speed-up off (and all at
/// once) and compares the output byte for byte.
public enum Speedup: String, CaseIterable, Sendable {
    /// `PlainYAML` instead of Yams' `compose` for plain front matter and model files.
    case plainYAML = "plain-yaml"
    /// `SwiftClassifier` instead of swift-syntax's `classifications`.
    case swiftClassifier = "swift-classifier"
    /// `SortedJSONEncoder` instead of Foundation's `JSONEncoder` (`model.json`, the search index).
    case sortedJSONEncoder = "sorted-json-encoder"
    /// `model.json` written element by element (`SplicedJSON`) instead of encoded in one piece.
    case splicedJSON = "spliced-json"
    /// Asking the kernel to read the model files ahead of the workers (`ReadAhead`).
    case readAhead = "read-ahead"
    /// `serve`'s page-edit path (`PageEditBuild`) instead of an incremental build for a saved page.
    case pageEdit = "page-edit"
    /// Templating's own Mustache engine (`TemplateParser`, `TemplateRenderer`) instead of
    /// swift-mustache's renderer for the pages.
    case mustacheEngine = "mustache-engine"
    /// `check` reads pages with `FastPageScanner` (a tokenizer) instead of gumbo's tree for every page.
    case fastPageScanner = "fast-page-scanner"
    /// `serve` reuses a page whose view model did not change (`PageMemo`) instead of rendering it again.
    case pageMemo = "page-memo"
    /// Symbol graphs read by `FastGraphReader` (a byte-level reader) instead of swift-docc-symbolkit's
    /// `JSONDecoder` model.
    case graphReader = "graph-reader"

    /// Whether this technique is used (not named in `SCENEDOCS_WITHOUT`).
    public var isOn: Bool { !Self.switchedOff.contains(self) }

    /// The techniques `SCENEDOCS_WITHOUT` switches off in this process.
    public static let switchedOff: Set<Speedup> = parse(environmentValue).switchedOff

    /// Names in `SCENEDOCS_WITHOUT` that are not techniques (the command line refuses to run).
    public static let unknownNames: [String] = parse(environmentValue).unknown

    /// The environment variable's value, if set.
    public static var environmentValue: String? { ProcessInfo.processInfo.environment["SCENEDOCS_WITHOUT"] }

    /// Reads a comma-separated list of technique names; `all` names every technique.
    public static func parse(_ value: String?) -> (switchedOff: Set<Speedup>, unknown: [String]) {
        var off = Set<Speedup>()
        var unknown: [String] = []
        for name in (value ?? "").split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if name.isEmpty { continue }
            if name == "all" {
                off.formUnion(allCases)
            } else if let technique = Speedup(rawValue: name) {
                off.insert(technique)
            } else {
                unknown.append(name)
            }
        }
        return (off, unknown)
    }
}
