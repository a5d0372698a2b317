/// Stable identifiers for every kind of problem SceneDocs reports. They are printed in brackets
/// after the message, listed in the README, and never renamed.
public enum DiagnosticCode: String, Sendable, Codable, CaseIterable {
    // Reading input
    case contentMissing = "content-missing"
    case contentEmpty = "content-empty"
    case ioError = "io-error"
    case invalidUTF8 = "invalid-utf8"
    case yamlSyntax = "yaml-syntax"
    case duplicateKey = "duplicate-key"
    case frontMatter = "front-matter"
    case unexpectedFile = "unexpected-file"
    case linkOutside = "link-outside"
    case fileTooLarge = "file-too-large"
    case parseLimit = "parse-limit"
    // Shape of the model
    case unknownField = "unknown-field"
    case missingField = "missing-field"
    case wrongType = "wrong-type"
    case invalidValue = "invalid-value"
    case duplicateID = "duplicate-id"
    case unknownSource = "unknown-source"
    // References
    case unresolvedReference = "unresolved-reference"
    case ambiguousReference = "ambiguous-reference"
    case unresolvedFragment = "unresolved-fragment"
    case unknownAsset = "unknown-asset"
    case remoteResource = "remote-resource"
    case uncheckedLink = "unchecked-link"
    case unsafeURL = "unsafe-url"
    // Reading paths and mapping
    case pathStepMissing = "path-step-missing"
    case pathRepeatedPage = "path-repeated-page"
    case pathInvalidChoice = "path-invalid-choice"
    case mappingNotCallback = "mapping-not-callback"
    case mappingUnmappedCallback = "mapping-unmapped-callback"
    case mappingInvalidRow = "mapping-invalid-row"
    case relationCycle = "relation-cycle"
    case mappingCallbackWithoutPage = "mapping-callback-without-page"
    // Availability
    case availabilityMissingVersion = "availability-missing-version"
    case availabilityDeprecatedBeforeIntroduced = "availability-deprecated-before-introduced"
    // Markdown
    case rawHTML = "raw-html"
    case swiftSyntax = "swift-syntax"
    case markdownTable = "markdown-table"
    // Samples against the SDK interface
    case sampleTypeError = "sample-type-error"
    case sampleTypeWarning = "sample-type-warning"
    case sampleAvailability = "sample-availability"
    case sampleUnchecked = "sample-unchecked"
    case sampleContextUnknown = "sample-context-unknown"
    case sampleDelegateSignature = "sample-delegate-signature"
    case interfaceSource = "interface-source"
    case interfaceError = "interface-error"
    case typecheckUnavailable = "typecheck-unavailable"
    // Symbol graphs
    case symbolGraphInvalid = "symbol-graph-invalid"
    case symbolGraphUnavailable = "symbol-graph-unavailable"
    case graphMismatch = "graph-mismatch"
    case graphFieldRepeated = "graph-field-repeated"
    case symbolNotInGraph = "symbol-not-in-graph"
    // Output
    case urlCollision = "url-collision"
    case templatesMissing = "templates-missing"
    case templateMissing = "template-missing"
    case templateSyntax = "template-syntax"
    case templateSidebar = "template-sidebar"
    case outputNotOwned = "output-not-owned"
    case outputWrite = "output-write"

    /// One line on what the code means, for `scenedocs codes` and docs/diagnostics.md.
    public var summary: String {
        switch self {
        case .contentMissing: return "The content folder does not exist."
        case .contentEmpty: return "The content folder holds no pages."
        case .ioError:
            return "A file or folder could not be read (the system's reason is given, e.g. too many open files)."
        case .invalidUTF8:
            return
                "A file, or a file's name, is not valid UTF-8 (for a file's text, the position of the first bad byte is given)."
        case .yamlSyntax:
            return
                "YAML (a data file or front matter) does not parse, nests more than 64 levels, or uses aliases beyond the limits."
        case .duplicateKey: return "A YAML mapping repeats a key."
        case .frontMatter: return "A Markdown page lacks a closed `---` front-matter block."
        case .unexpectedFile: return "A file in Content/ that no part of the model reads (often a misplaced page)."
        case .linkOutside:
            return "A symbolic link in Content/ or Templates/ points outside that folder; it is not read."
        case .fileTooLarge: return "A Markdown, YAML or template file is larger than the 16 MiB an input file may hold."
        case .parseLimit:
            return
                "An input nests deeper or expands further than SceneDocs reads: a Swift sample nesting `[` more than 16 deep (or whose `[` opened 5 or more deep add up to more than 2^14 look-ahead steps), a syntax tree deeper than 1,000 levels, a sample over 1 MiB (shown unhighlighted, warning), a template expanding past its bound (error); the message names the limit."
        case .unknownField: return "A field the model does not know (often a typo)."
        case .missingField: return "A required field is absent."
        case .wrongType: return "A field has the wrong type (e.g. a list where text is expected)."
        case .invalidValue: return "A field's value is not one of the allowed values or is malformed."
        case .duplicateID: return "Two pages, steps or sources share one id."
        case .unknownSource: return "A page cites a source id missing from sources.yaml."
        case .unresolvedReference: return "A symbol or page reference names nothing in the model."
        case .ambiguousReference: return "A display name matches several symbols; use the full id."
        case .unresolvedFragment: return "A `#fragment` names no heading, step or section of its page."
        case .unknownAsset: return "An `asset:` reference names no file in Content/assets."
        case .remoteResource:
            return "An image or other embedded resource points to the network; the site must work offline."
        case .uncheckedLink: return "A relative link that SceneDocs cannot check; use <doc:id> or asset:name instead."
        case .unsafeURL:
            return
                "A URL that reaches an href or src is not http(s), mailto: or a local reference (e.g. javascript:, data:)."
        case .pathStepMissing: return "A reading-path step names a page that does not exist."
        case .pathRepeatedPage: return "A reading path visits the same page twice."
        case .pathInvalidChoice:
            return "A choice step of a reading path offers fewer than two pages, or one page twice."
        case .mappingNotCallback:
            return "A mapping cell names a symbol that is not a delegate callback of the right protocol."
        case .mappingUnmappedCallback: return "An app-delegate callback is missing from the life-cycle mapping."
        case .mappingInvalidRow:
            return "A mapping row is inconsistent (e.g. empty, or staying on the app delegate without a note)."
        case .relationCycle: return "A parent, inheritsFrom or reading-path chain leads back to where it started."
        case .mappingCallbackWithoutPage:
            return "A method in the mapping's list of current app-delegate methods has no symbol page."
        case .availabilityMissingVersion: return "An iOS or iPadOS availability entry gives no introduced version."
        case .availabilityDeprecatedBeforeIntroduced:
            return "An availability entry is deprecated in an earlier version than it was introduced in."
        case .rawHTML: return "Raw HTML in Markdown is not rendered; it was dropped."
        case .swiftSyntax:
            return
                "A Swift code sample does not parse (warning; an error with --strict); mark intentionally partial samples `swift fragment`."
        case .markdownTable: return "A GitHub-style pipe table, which CommonMark renders as plain text."
        case .sampleTypeError:
            return
                "A Swift sample does not type-check in Swift 6 mode against the SDK interface (the compiler's error)."
        case .sampleTypeWarning:
            return "The compiler warns about a Swift sample (Swift 6 mode, against the SDK interface)."
        case .sampleAvailability:
            return "A sample uses an API introduced after its page's deployment target outside `if #available`."
        case .sampleUnchecked:
            return "A `swift fragment` sample names neither what it is checked inside (`in=`) nor why it is unchecked."
        case .sampleContextUnknown: return "A sample names a sample context that is not in `sample-contexts/`."
        case .sampleDelegateSignature:
            return "A sample method is named like a delegate requirement but its signature does not match it."
        case .interfaceSource:
            return "An interface declaration cites no source, or a source that is not in sources.yaml."
        case .interfaceError: return "The SDK interface itself does not compile, so no sample could be type-checked."
        case .typecheckUnavailable: return "No Swift compiler was found, so the samples were not type-checked."
        case .symbolGraphInvalid:
            return
                "A `*.symbols.json` file is not a symbol graph SceneDocs reads (malformed or truncated JSON, another format version, a duplicate or cyclic symbol, a name with control characters, over the size limit); the JSON path is given."
        case .symbolGraphUnavailable:
            return
                "Symbol graphs could not be made: `swift-symbolgraph-extract` failed or the interface does not compile (a warning; the rest of the site builds), or `--package` names no package that builds (an error). Without any toolchain the build says so in one line and passes."
        case .graphMismatch: return "A symbol page's field says something else than the symbol graph (both are named)."
        case .graphFieldRepeated:
            return "A symbol page repeats a field the symbol graph already gives (kind, declaration, availability, …)."
        case .symbolNotInGraph:
            return "A symbol page names a symbol that its framework's symbol graph does not have."
        case .urlCollision: return "Two pages would be written to the same output file."
        case .templatesMissing: return "The templates folder does not exist."
        case .templateMissing: return "A template the generator needs is not in the templates folder."
        case .templateSyntax: return "A Mustache template does not parse."
        case .templateSidebar:
            return
                "A template other than partials/sidebar uses `nav`, which only that partial is given; print the sidebar with `{{{sidebar}}}`."
        case .outputNotOwned: return "The output folder exists, is not empty and was not made by SceneDocs."
        case .outputWrite: return "The output could not be written (the previous output is unchanged)."
        }
    }
}
