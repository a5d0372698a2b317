import Diagnostics

/// An entry of `sources.yaml`.
public struct Source: Hashable, Sendable, Codable {
    /// The id pages cite in their `sources:` lists.
    public var id: String
    /// The title shown in a page's Sources section.
    public var title: String
    /// The document's address, when it has one (checked by the URL safety rules).
    public var url: String?
    /// Where the entry is written in `sources.yaml`.
    public var location: SourceLocation
}

/// `site.yaml`.
public struct SiteConfig: Hashable, Sendable, Codable {
    /// The site's name, shown in every page's header and title.
    public var title: String
    /// One sentence for the home page and the pages' meta description.
    public var description: String
    /// `samples:`: whether builds type-check the Swift samples, and the deployment target pages
    /// assume unless they say otherwise.
    public var samples: SampleSettings?
    /// `symbolGraphs:`: the compilers' symbol graphs the reference is generated from.
    public var symbolGraphs: SymbolGraphSettings?

    /// Creates a configuration with a title and a description.
    public init(
        title: String, description: String, samples: SampleSettings? = nil, symbolGraphs: SymbolGraphSettings? = nil
    ) {
        self.title = title
        self.description = description
        self.samples = samples
        self.symbolGraphs = symbolGraphs
    }
}

/// `site.yaml`'s `symbolGraphs:` block: where the symbol graphs come from and which of their
/// symbols get pages.
public struct SymbolGraphSettings: Hashable, Sendable, Codable {
    /// `folders:`: folders of `*.symbols.json` files, relative to the content folder.
    public var folders: [Located<String>]
    /// `interfaces:`: modules of `interfaces/` whose graphs the build extracts with the toolchain's
    /// `swift-symbolgraph-extract`.
    public var interfaces: [Located<String>]
    /// `pages:`: which graph symbols get a page.
    public var pages: PageSelection
    /// `optionalRequirements: defaulted`: a protocol requirement with a default implementation in
    /// its protocol's own extension is shown as optional (how the interfaces write Objective-C's
    /// `@objc optional`, which Linux cannot compile).
    public var defaultedRequirementsAreOptional: Bool

    /// Which graph symbols get a page.
    public enum PageSelection: String, Hashable, Sendable, Codable, CaseIterable {
        /// Every symbol of the graph's module, as DocC shows them (members the compiler
        /// synthesizes or copies from protocol extensions included).
        case all
        /// Symbols with a doc comment in their own module or an authored page, and the types
        /// they belong to.
        case documented
    }

    /// Creates the settings.
    public init(
        folders: [Located<String>] = [], interfaces: [Located<String>] = [], pages: PageSelection = .all,
        defaultedRequirementsAreOptional: Bool = false
    ) {
        self.folders = folders
        self.interfaces = interfaces
        self.pages = pages
        self.defaultedRequirementsAreOptional = defaultedRequirementsAreOptional
    }
}

/// `site.yaml`'s `samples:` block.
public struct SampleSettings: Hashable, Sendable, Codable {
    /// `typecheck:`: whether `scenedocs build` type-checks every Swift sample against the SDK
    /// interface in `interfaces/` (`--typecheck`/`--no-typecheck` override it for one run).
    public var typecheck: Bool
    /// `deploymentTarget:`: the oldest system a page's samples must run on, unless its guide says
    /// otherwise (a symbol page: the symbol's own iOS version when that is later).
    public var deploymentTarget: Located<DeploymentTarget>?

    /// Creates the settings.
    public init(typecheck: Bool, deploymentTarget: Located<DeploymentTarget>? = nil) {
        self.typecheck = typecheck
        self.deploymentTarget = deploymentTarget
    }
}

/// A deployment target such as `iOS 14.0`: the platform and its oldest version.
public struct DeploymentTarget: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The platform (`iOS`; iPadOS versions follow iOS's).
    public var platform: Platform
    /// The version's numbers (`[14, 0]`).
    public var version: [Int]

    /// Creates a target.
    public init(platform: Platform, version: [Int]) {
        self.platform = platform
        self.version = version
    }

    /// Reads `iOS 14.0` (a platform name, a space, a dotted version); nil for anything else.
    public init?(parsing text: String) {
        let parts = text.split(separator: " ", omittingEmptySubsequences: true)
        guard parts.count == 2, let platform = Platform(rawValue: String(parts[0])),
            let version = DeploymentTarget.version(String(parts[1]))
        else { return nil }
        self.init(platform: platform, version: version)
    }

    /// `14.0` → `[14, 0]`; nil unless it is one to three dot-separated numbers.
    public static func version(_ text: String) -> [Int]? {
        let numbers = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard (1...3).contains(numbers.count), numbers.allSatisfy({ ($0 ?? -1) >= 0 }) else { return nil }
        return numbers.map { $0! }
    }

    /// Whether version `a` is later than `b` (missing numbers count as 0).
    public static func isLater(_ a: [Int], than b: [Int]) -> Bool {
        for index in 0..<max(a.count, b.count) {
            let x = index < a.count ? a[index] : 0
            let y = index < b.count ? b[index] : 0
            if x != y { return x > y }
        }
        return false
    }

    /// `iOS 14.0`.
    public var description: String { "\(platform.rawValue) \(version.map(String.init).joined(separator: "."))" }

    /// Encodes as its text, `iOS 14.0`.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    /// Decodes `iOS 14.0`.
    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let target = DeploymentTarget(parsing: text) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "not a deployment target"))
        }
        self = target
    }
}

/// A Swift file of the content: an SDK interface (`interfaces/<Module>.swift`) or a sample
/// context (`sample-contexts/<name>.swift`).
public struct SwiftSource: Hashable, Sendable {
    /// The module name (interface) or context name: the file name without `.swift`.
    public var name: String
    /// The file's text.
    public var text: String
    /// The file (display path).
    public var file: String

    /// Creates a source file.
    public init(name: String, text: String, file: String) {
        self.name = name
        self.text = text
        self.file = file
    }
}

/// `home.md`.
public struct HomePage: Hashable, Sendable, Codable {
    /// The home page's heading.
    public var title: String
    /// The sentence under the heading.
    public var summary: String
    /// Ids of the `sources.yaml` entries the page cites.
    public var sources: [Located<String>]
    /// The Markdown below the front matter.
    public var body: MarkdownText
    /// The file the page was read from (display path).
    public var file: String
    /// `sampleContext:`: the sample context (`sample-contexts/<name>.swift`) its samples use.
    public var sampleContext: Located<String>? = nil
}

/// A free Markdown page (`articles/<id>.md`).
public struct Article: Hashable, Sendable, Codable {
    /// The page id: the file name without `.md`.
    public var id: String
    /// The article's heading.
    public var title: String
    /// One sentence shown under the heading and in lists of pages.
    public var summary: String
    /// Ids of the `sources.yaml` entries the article cites.
    public var sources: [Located<String>]
    /// The Markdown below the front matter.
    public var body: MarkdownText
    /// The file the article was read from (display path).
    public var file: String
    /// `sampleContext:`: the sample context (`sample-contexts/<name>.swift`) its samples use.
    public var sampleContext: Located<String>? = nil
}

/// A code sample shown before or after a migration step.
public struct CodeSample: Hashable, Sendable, Codable {
    /// A line shown above the sample, if any.
    public var caption: String?
    /// The fence's language (`swift`, `objc`, `xml`…); Swift samples are checked.
    public var language: String
    /// The sample's text.
    public var code: String
    /// Where the sample starts in its file.
    public var location: SourceLocation
    /// `context:`: the sample context it is checked with, overriding its page's (`none`: none).
    public var context: Located<String>? = nil
    /// `fragment:`: what a partial sample is checked inside: `function` (a function body) or a
    /// type name (an extension of that type).
    public var fragment: Located<String>? = nil
    /// `unchecked:`: why the sample is not type-checked (shown to readers).
    public var unchecked: Located<String>? = nil
}

/// One ordered step of a migration guide.
public struct GuideStep: Hashable, Sendable, Codable {
    /// The step's id: its file name without the number prefix and `.md`.
    public var id: String
    /// The step's 1-based position in its guide.
    public var number: Int
    /// The step's heading.
    public var title: String
    /// One sentence on what the step achieves, if given.
    public var summary: String?
    /// The Markdown of the step.
    public var body: MarkdownText
    /// The code as it is before the step, if given.
    public var before: CodeSample?
    /// The code as it is after the step, if given.
    public var after: CodeSample?
    /// Pitfalls of the step, each a Markdown paragraph.
    public var gotchas: [MarkdownText]
    /// Ids of the `sources.yaml` entries the step cites.
    public var sources: [Located<String>]
    /// The file the step was read from (display path).
    public var file: String
    /// `sampleContext:`: the sample context of the step's samples, overriding its guide's.
    public var sampleContext: Located<String>? = nil

    /// The anchor of the step on its guide's page.
    public var anchor: String { id }
}

/// A migration guide (`guides/<id>/`): an introduction and ordered steps.
public struct Guide: Hashable, Sendable, Codable {
    /// The guide's id: its folder name.
    public var id: String
    /// The guide's heading.
    public var title: String
    /// One sentence shown under the heading and in lists of pages.
    public var summary: String
    /// Who the guide is for, if given.
    public var audience: String?
    /// Ids of the `sources.yaml` entries the guide's introduction cites.
    public var sources: [Located<String>]
    /// The Markdown of the guide's `index.md`.
    public var intro: MarkdownText
    /// The steps in order (numbered from 1 without gaps).
    public var steps: [GuideStep]
    /// The guide's `index.md` (display path).
    public var file: String
    /// `deploymentTarget:`: the oldest system the guide's samples must run on.
    public var deploymentTarget: Located<DeploymentTarget>? = nil
    /// `sampleContext:`: the sample context of the guide's samples (each step may override it).
    public var sampleContext: Located<String>? = nil
}

/// A page a reading path visits (optionally a fragment of it) and why it comes there.
public struct PathStop: Hashable, Sendable, Codable {
    /// The page id, optionally with a `#fragment`.
    public var page: Located<String>
    /// Why the reader comes to this page at this point.
    public var why: String

    /// Creates a stop at a page with the reason for it.
    public init(page: Located<String>, why: String) {
        self.page = page
        self.why = why
    }

    /// The page id without a fragment.
    public var pageID: String { String(page.value.splitting(on: "#", maxSplits: 1).first ?? "") }
    /// The fragment after `#`, if the stop names one.
    public var fragment: String? {
        let parts = page.value.splitting(on: "#", maxSplits: 1, omittingEmptySubsequences: false)
        return parts.count == 2 ? String(parts[1]) : nil
    }
}

/// A step of a reading path: one page, or a choice between alternative pages (`choice:` and
/// `either:`), of which the reader follows one before the path goes on.
///
/// Encodes as `{"page", "why"}` for a one-page step and as `{"choice", "either": [{"page", "why"}]}`
/// for a choice.
public struct PathStep: Hashable, Sendable, Codable {
    /// The label of a choice ("Where the app goes next"); nil for a one-page step.
    public var choice: Located<String>?
    /// The page of a one-page step, or a choice's alternatives in order.
    public var stops: [PathStop]
    /// Where the step starts in its file.
    public var location: SourceLocation

    /// Creates a one-page step.
    public init(_ stop: PathStop) {
        choice = nil
        stops = [stop]
        location = stop.page.location
    }

    /// Creates a choice between alternative pages.
    public init(choice: Located<String>, alternatives: [PathStop], at location: SourceLocation) {
        self.choice = choice
        stops = alternatives
        self.location = location
    }

    /// Whether the step offers alternatives.
    public var isChoice: Bool { choice != nil }

    enum CodingKeys: String, CodingKey { case page, why, choice, either }

    /// Decodes a step from exported JSON (locations are not exported).
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        location = SourceLocation(file: "", line: 0, column: 0)
        if let label = try container.decodeIfPresent(Located<String>.self, forKey: .choice) {
            choice = label
            stops = try container.decode([PathStop].self, forKey: .either)
        } else {
            choice = nil
            stops = [
                PathStop(
                    page: try container.decode(Located<String>.self, forKey: .page),
                    why: try container.decode(String.self, forKey: .why))
            ]
        }
    }

    /// Encodes a step as a page or as a choice.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if let choice {
            try container.encode(choice, forKey: .choice)
            try container.encode(stops, forKey: .either)
        } else if let stop = stops.first {
            try container.encode(stop.page, forKey: .page)
            try container.encode(stop.why, forKey: .why)
        }
    }
}

/// An ordered journey through pages (`paths/<id>.yaml`).
public struct ReadingPath: Hashable, Sendable, Codable {
    /// The path's id: the file name without `.yaml`.
    public var id: String
    /// The path's heading.
    public var title: String
    /// One sentence shown under the heading and in lists of paths.
    public var summary: String
    /// Who the path is for, if given.
    public var audience: String?
    /// Ids of the `sources.yaml` entries the path cites.
    public var sources: [Located<String>]
    /// The steps in order.
    public var steps: [PathStep]
    /// The file the path was read from (display path).
    public var file: String
    /// `deploymentTarget:`: the oldest system the path's pages assume, shown on the path's page.
    public var deploymentTarget: Located<DeploymentTarget>? = nil

    /// Every page the path visits, in order: each step's page or its alternatives.
    public var stops: [PathStop] { steps.flatMap(\.stops) }
}

/// A file in `Content/assets/`.
public struct Asset: Hashable, Sendable, Codable {
    /// Path below `assets/`, e.g. `scene-hierarchy.svg`.
    public var name: String
    /// Where the file is on disk (not exported: it is machine-specific).
    public var sourcePath: String

    /// Creates an asset from its name below `assets/` and its place on disk.
    public init(name: String, sourcePath: String) {
        self.name = name
        self.sourcePath = sourcePath
    }

    enum CodingKeys: String, CodingKey { case name }

    /// Decodes an asset from exported JSON (the disk path is not exported).
    public init(from decoder: Decoder) throws {
        name = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .name)
        sourcePath = ""
    }

    /// Encodes the asset's name only.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
    }
}
