import ContentModel
import Foundation

/// The whole content model as JSON (`model.json`), so other tools can use the life-cycle mapping,
/// symbols, guides and paths as data. Schema: docs/model-json.md. Decodes back into `Site`.
public enum ModelExport {
    public static let schemaVersion = 1

    public struct Document: Codable {
        public var schemaVersion: Int
        public var generator: String
        public var site: Site
    }

    public static func json(_ site: Site) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(Document(schemaVersion: schemaVersion, generator: "SceneDocs", site: site)))
            ?? Data("{}".utf8)
    }

    public static func decode(_ data: Data) throws -> Document {
        try JSONDecoder().decode(Document.self, from: data)
    }
}
