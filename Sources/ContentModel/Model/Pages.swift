import Diagnostics

/// An entry of `sources.yaml`.
public struct Source: Hashable, Sendable, Codable {
    public var id: String
    public var title: String
    public var url: String?
    public var location: SourceLocation
}

/// `site.yaml`.
public struct SiteConfig: Hashable, Sendable, Codable {
    public var title: String
    public var description: String

    public init(title: String, description: String) {
        self.title = title
        self.description = description
    }
}

/// `home.md`.
public struct HomePage: Hashable, Sendable, Codable {
    public var title: String
    public var summary: String
    public var sources: [Located<String>]
    public var body: MarkdownText
    public var file: String
}

/// A free Markdown page (`articles/<id>.md`).
public struct Article: Hashable, Sendable, Codable {
    public var id: String
    public var title: String
    public var summary: String
    public var sources: [Located<String>]
    public var body: MarkdownText
    public var file: String
}

/// A code sample shown before or after a migration step.
public struct CodeSample: Hashable, Sendable, Codable {
    public var caption: String?
    public var language: String
    public var code: String
    public var location: SourceLocation
}

/// One ordered step of a migration guide.
public struct GuideStep: Hashable, Sendable, Codable {
    public var id: String
    public var number: Int
    public var title: String
    public var summary: String?
    public var body: MarkdownText
    public var before: CodeSample?
    public var after: CodeSample?
    public var gotchas: [MarkdownText]
    public var sources: [Located<String>]
    public var file: String

    /// The anchor of the step on its guide's page.
    public var anchor: String { id }
}

/// A migration guide (`guides/<id>/`): an introduction and ordered steps.
public struct Guide: Hashable, Sendable, Codable {
    public var id: String
    public var title: String
    public var summary: String
    public var audience: String?
    public var sources: [Located<String>]
    public var intro: MarkdownText
    public var steps: [GuideStep]
    public var file: String
}

/// A page a reading path visits (optionally a fragment of it) and why it comes there.
public struct PathStop: Hashable, Sendable, Codable {
    public var page: Located<String>
    public var why: String

    public init(page: Located<String>, why: String) {
        self.page = page
        self.why = why
    }

    /// The page id without a fragment.
    public var pageID: String { String(page.value.splitting(on: "#", maxSplits: 1).first ?? "") }
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

    public init(_ stop: PathStop) {
        choice = nil
        stops = [stop]
        location = stop.page.location
    }

    public init(choice: Located<String>, alternatives: [PathStop], at location: SourceLocation) {
        self.choice = choice
        stops = alternatives
        self.location = location
    }

    public var isChoice: Bool { choice != nil }

    enum CodingKeys: String, CodingKey { case page, why, choice, either }

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
    public var id: String
    public var title: String
    public var summary: String
    public var audience: String?
    public var sources: [Located<String>]
    public var steps: [PathStep]
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

    public init(name: String, sourcePath: String) {
        self.name = name
        self.sourcePath = sourcePath
    }

    enum CodingKeys: String, CodingKey { case name }

    public init(from decoder: Decoder) throws {
        name = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .name)
        sourcePath = ""
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
    }
}
