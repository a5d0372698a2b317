import ContentModel
import Diagnostics

/// Validate: indexes the pages of the model and checks the rules no single file can check
/// (unique ids, known parents and relationships, reserved names…).
enum ValidatePhase {
    /// The index of `site`'s pages, and what breaks the content model's rules.
    static func run(site: Site, workers: Int) -> (ContentIndex, [Diagnostic]) {
        let index = ContentIndex(site: site)
        return (index, ContentValidator(site: site, index: index).validate(workers: workers))
    }
}
