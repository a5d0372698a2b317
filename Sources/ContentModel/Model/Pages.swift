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

    /// Creates a configuration with a title and a description.
    public init(title: String, description: String) {
        self.title = title
        self.description = description
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
