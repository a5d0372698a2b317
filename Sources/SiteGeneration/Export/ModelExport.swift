import ContentModel
import Foundation
import Parallelism
import SampleTypeChecking
import Speedups

/// The whole content model as JSON (`model.json`), so other tools can use the life-cycle mapping,
/// symbols, guides and paths as data. Schema: docs/model-json.md. Decodes back into `Site`.
public enum ModelExport {
    public static let schemaVersion = 1

    /// The decoded form of `model.json`.
    public struct Document: Codable {
        public var schemaVersion: Int
        public var generator: String
        public var site: Site
        /// Every Swift sample and whether it type-checks, when the build type-checked them.
        public var samples: [SampleTypeChecker.Record]?
    }

    /// `model.json` in one piece.
    public static func json(_ site: Site, samples: [SampleTypeChecker.Record]? = nil) -> Data {
        SplicedJSON.encode(Document(schemaVersion: schemaVersion, generator: "SceneDocs", site: site, samples: samples))
            ?? Data("{}".utf8)
    }

    /// Writes exactly the bytes of `json(site)` in chunks, without holding the encoding of the
    /// site's arrays (symbols, articles, guides…) at once: each element is encoded on its own
    /// (`SplicedJSON`), so memory holds one element's encoding at a time, not the encoder's tree
    /// of the whole model.
    /// With a `cache` (kept by `serve`), symbols, articles and guides equal to the previous
    /// build's are not encoded again.
    static func write(
        _ site: Site, workers: Int = Parallel.defaultWorkers, window: Int = SplicedJSON.defaultWindow,
        cache: SplicedJSON.ElementCache? = nil, samples: [SampleTypeChecker.Record]? = nil,
        to write: (Data) -> Void
    ) {
        var rest = site
        rest.sources = []
        rest.externalSymbols = []
        rest.symbols = []
        rest.articles = []
        rest.guides = []
        rest.paths = []
        rest.assets = []
        let arrays = [
            SplicedJSON.SplicedArray(key: "sources", site.sources),
            SplicedJSON.SplicedArray(key: "externalSymbols", site.externalSymbols),
            SplicedJSON.SplicedArray(key: "symbols", site.symbols, id: \.id, cache: cache),
            SplicedJSON.SplicedArray(key: "articles", site.articles, id: \.id, cache: cache),
            SplicedJSON.SplicedArray(key: "guides", site.guides, id: \.id, cache: cache),
            SplicedJSON.SplicedArray(key: "paths", site.paths),
            SplicedJSON.SplicedArray(key: "assets", site.assets),
        ]
        // The site's members are indented two steps: { "site" : { "symbols" : [ … ] } }.
        if Speedup.splicedJSON.isOn,
            let skeleton = SplicedJSON.encode(
                Document(schemaVersion: schemaVersion, generator: "SceneDocs", site: rest, samples: samples)),
            SplicedJSON.write(
                skeleton: skeleton, arrays: arrays, level: 2, workers: workers, window: window, to: write)
        {
            return
        }
        write(json(site, samples: samples))
    }

    /// Reads a `model.json`.
    public static func decode(_ data: Data) throws -> Document {
        try JSONDecoder().decode(Document.self, from: data)
    }
}
