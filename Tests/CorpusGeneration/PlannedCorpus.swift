/// The corpus skeleton's values: the planned types, members, articles, guides, pages, headings and
/// paths that `Planner` decides and the writers turn into files.

enum TypeKind: String, Sendable {
    case `protocol`, `class`, `struct`, `enum`

    var displayName: String {
        switch self {
        case .protocol: return "protocol"
        case .class: return "class"
        case .struct: return "structure"
        case .enum: return "enumeration"
        }
    }
}

enum MemberKind: String, Sendable {
    case method, property, initializer, `case`
    case typeProperty = "type-property"

    var displayName: String {
        switch self {
        case .method: return "method"
        case .property, .typeProperty: return "property"
        case .initializer: return "initializer"
        case .case: return "case"
        }
    }
}

/// A parameter of a generated method or initializer.
struct Parameter: Sendable {
    var label: String  // "_" for none
    var name: String
    var type: String
}

struct PlannedType: Sendable {
    var id: String
    var kind: TypeKind
    var framework: Int
    var inheritsFrom: [String] = []
    var conformsTo: [String] = []
    /// Indices into `CorpusPlan.members`.
    var members: [Int] = []
    var page: Int = 0
}

struct PlannedMember: Sendable {
    var id: String
    var name: String  // base name: `activate`, `init`, `shared`
    var kind: MemberKind
    var type: Int
    var parameters: [Parameter] = []
    var returnType: String?  // methods; the value type for properties
    var requirement: String?
    var topic: String
    var page: Int = 0
    var deprecatedBy: Int?  // index of the replacing member

    /// `activate(_:options:)`, `isVisible`, `init(name:)`: the last part of the id.
    var title = ""
}

struct PlannedArticle: Sendable {
    var id: String
    var title: String
    var page: Int = 0
}

struct PlannedStep: Sendable {
    var id: String
    var title: String
    var file: String  // `03-configure-stage-roles.md`
    var page: Int = 0
}

struct PlannedGuide: Sendable {
    var id: String
    var title: String
    var steps: [PlannedStep] = []
    var page: Int = 0
}

struct PlannedHeading: Sendable {
    var level: Int
    var text: String
    var slug: String
}

enum PlannedPageKind: Sendable {
    case type(Int)
    case member(Int)
    case article(Int)
    case guide(Int)
    case step(guide: Int, step: Int)
}

/// One content page: a Markdown file in Content/ and its twin in plain/.
struct PlannedPage: Sendable {
    var kind: PlannedPageKind
    /// Path below Content/ (and below plain/).
    var path: String
    /// The page that holds this text in the site (a step's text lives on its guide's page).
    var linkID: String
    var headings: [PlannedHeading] = []
}

/// A `[text](doc:page#slug)` target.
struct HeadingTarget: Sendable {
    var page: String
    var slug: String
    var text: String
}

struct PlannedPath: Sendable {
    var id: String
    var title: String
    var steps: [(page: String, why: String)]
}

/// Counts of what was planned.
public struct CorpusCounts: Sendable, Equatable {
    public var types = 0
    public var members = 0
    public var articles = 0
    public var guides = 0
    public var steps = 0
    public var paths = 0
    public var hasMapping = false

    public var symbolPages: Int { types + members }
    public var guidePages: Int { guides + steps }
    /// Content pages: symbols + guide indexes + steps + articles (the `--pages` number).
    public var contentPages: Int { symbolPages + guidePages + articles }
    /// Pages `scenedocs build` renders: one per symbol, article, guide (steps are sections of their
    /// guide's page) and reading path, the mapping page, plus home, four index pages and 404.
    public var builtPages: Int { symbolPages + articles + guides + paths + (hasMapping ? 1 : 0) + 6 }
}

struct CorpusPlan: Sendable {
    var seed: UInt64
    /// Bodies, samples and link density of the shipped content instead of the benchmark's default
    /// (`Corpus.init(pages:seed:realistic:)`).
    var realistic = false
    var types: [PlannedType] = []
    var members: [PlannedMember] = []
    var articles: [PlannedArticle] = []
    var guides: [PlannedGuide] = []
    var pages: [PlannedPage] = []
    var paths: [PlannedPath] = []
    var headingTargets: [HeadingTarget] = []
    /// Types by kind (indices into `types`), for code samples.
    var enumTypes: [Int] = []
    var protocolTypes: [Int] = []
    /// The mapping's protocols (indices into `types`), when there is a mapping.
    var mappingProtocols: (app: Int, scene: Int)?

    var counts: CorpusCounts {
        CorpusCounts(
            types: types.count, members: members.count, articles: articles.count, guides: guides.count,
            steps: guides.reduce(0) { $0 + $1.steps.count }, paths: paths.count, hasMapping: mappingProtocols != nil)
    }
}
