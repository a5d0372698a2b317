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

/// A step of a reading path: a page (optionally a fragment) and why it comes next.
public struct PathStep: Hashable, Sendable, Codable {
    public var page: Located<String>
    public var why: String

    /// The page id without a fragment.
    public var pageID: String { String(page.value.splitting(on: "#", maxSplits: 1).first ?? "") }
    public var fragment: String? {
        let parts = page.value.splitting(on: "#", maxSplits: 1, omittingEmptySubsequences: false)
        return parts.count == 2 ? String(parts[1]) : nil
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
