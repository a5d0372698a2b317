import Diagnostics
import Naming

/// Reads `home.md`, `articles/*.md` and guide folders.
enum PageReaders {
    static func home(_ text: String, file: String, context: LoadContext) -> HomePage? {
        guard let document = FrontMatterDocument.split(text, file: file, context: context),
            var map = document.fields(file: file, context: context)
        else { return nil }
        let title = map.string("title", required: true)
        let summary = map.string("summary", required: true)
        let sources = map.sources()
        let sampleContext = map.string("sampleContext")
        map.reportUnknownFields(allowed: ["title", "summary", "sources", "sampleContext"])
        guard let title, let summary else { return nil }
        return HomePage(
            title: title.value, summary: summary.value, sources: sources, body: document.body, file: file,
            sampleContext: sampleContext)
    }

    static func article(_ text: String, file: String, defaultID: String, context: LoadContext) -> Article? {
        guard let document = FrontMatterDocument.split(text, file: file, context: context),
            var map = document.fields(file: file, context: context)
        else { return nil }
        let id = map.string("id")
        let title = map.string("title", required: true)
        let summary = map.string("summary", required: true)
        let sources = map.sources()
        let sampleContext = map.string("sampleContext")
        map.reportUnknownFields(allowed: ["id", "title", "summary", "sources", "sampleContext"])
        guard let pageID = checkedID(id, defaultID: defaultID, file: file, context: context), let title, let summary
        else { return nil }
        return Article(
            id: pageID, title: title.value, summary: summary.value, sources: sources, body: document.body, file: file,
            sampleContext: sampleContext)
    }

    /// A page id from the front matter or the file name, checked against the id rules.
    static func checkedID(_ id: Located<String>?, defaultID: String, file: String, context: LoadContext) -> String? {
        let value = id?.value ?? defaultID
        let location = id?.location ?? .file(file)
        guard PageID.isValid(value) else {
            context.error(
                .invalidValue, "'\(value)' is not a valid page id", at: location,
                hint: "use lowercase letters, digits and dashes, e.g. 'when-to-migrate'")
            return nil
        }
        guard !ReservedIDs.pages.contains(value) else {
            context.error(
                .invalidValue, "'\(value)' is reserved for a generated page", at: location,
                hint: "choose another id; reserved: \(ReservedIDs.pages.sorted().joined(separator: ", "))")
            return nil
        }
        return value
    }

    /// `guides/<id>/index.md`; the steps are read separately and attached by the loader.
    static func guide(_ text: String, file: String, defaultID: String, context: LoadContext) -> Guide? {
        guard let document = FrontMatterDocument.split(text, file: file, context: context),
            var map = document.fields(file: file, context: context)
        else { return nil }
        let id = map.string("id")
        let title = map.string("title", required: true)
        let summary = map.string("summary", required: true)
        let audience = map.string("audience")
        let sources = map.sources()
        let deploymentTarget = map.deploymentTarget("deploymentTarget")
        let sampleContext = map.string("sampleContext")
        map.reportUnknownFields(
            allowed: ["id", "title", "summary", "audience", "sources", "deploymentTarget", "sampleContext"])
        guard let pageID = checkedID(id, defaultID: defaultID, file: file, context: context), let title, let summary
        else { return nil }
        return Guide(
            id: pageID, title: title.value, summary: summary.value, audience: audience?.value, sources: sources,
            intro: document.body, steps: [], file: file, deploymentTarget: deploymentTarget,
            sampleContext: sampleContext)
    }

    static let stepFields = ["title", "summary", "before", "after", "gotchas", "sources", "sampleContext"]

    /// One step file `NN-step-id.md`.
    static func step(_ text: String, file: String, id: String, number: Int, context: LoadContext) -> GuideStep? {
        guard let document = FrontMatterDocument.split(text, file: file, context: context),
            var map = document.fields(file: file, context: context)
        else { return nil }
        let title = map.string("title", required: true)
        let summary = map.string("summary")
        let before = map.codeSample("before")
        let after = map.codeSample("after")
        var gotchas: [MarkdownText] = []
        if let nodes = map.list("gotchas", allowScalar: true) {
            let reader = map
            gotchas = nodes.compactMap { YAMLMap.markdown($0, field: "gotchas", map: reader) }
        }
        let sources = map.sources(required: false)
        let sampleContext = map.string("sampleContext")
        map.reportUnknownFields(allowed: stepFields)
        guard PageID.isValid(id) else {
            context.error(
                .invalidValue, "'\(id)' is not a valid step id", at: .file(file),
                hint: "name step files like '02-create-scene-delegate.md'")
            return nil
        }
        guard let title else { return nil }
        return GuideStep(
            id: id, number: number, title: title.value, summary: summary?.value, body: document.body,
            before: before, after: after, gotchas: gotchas, sources: sources, file: file, sampleContext: sampleContext)
    }
}
