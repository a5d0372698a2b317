import ContentModel
import Diagnostics

/// One Swift sample of the site, with what it is checked with.
public struct Sample: Sendable, Hashable {
    /// What a partial sample is compiled inside.
    public enum Wrap: Sendable, Hashable {
        /// The body of `@MainActor func sample() async throws`.
        case function
        /// The body of `extension <type>`.
        case extensionOf(String)
    }

    /// The page it is shown on (page id).
    public var page: String
    /// The sample's code.
    public var code: String
    /// Where the code's first line starts in its content file.
    public var location: SourceLocation
    /// Added to a column inside the code to give the column in the file (a fence's indentation).
    public var columnOffset: Int
    /// The sample context it is compiled with (`sample-contexts/<name>.swift`), nil for none.
    public var context: Located<String>?
    /// What a fragment is compiled inside.
    public var wrap: Wrap?
    /// Why the sample is not checked, when it says so.
    public var uncheckedReason: String?
    /// A `fragment` that names neither `in=` nor `unchecked:`.
    public var isUnexplainedFragment: Bool
    /// The oldest system the page's samples must run on.
    public var deploymentTarget: DeploymentTarget?
    /// Where the deployment target is set (for the hint), if anywhere.
    public var deploymentTargetSource: String?

    /// Creates a sample.
    public init(
        page: String, code: String, location: SourceLocation, columnOffset: Int = 0, context: Located<String>? = nil,
        wrap: Wrap? = nil, uncheckedReason: String? = nil, isUnexplainedFragment: Bool = false,
        deploymentTarget: DeploymentTarget? = nil, deploymentTargetSource: String? = nil
    ) {
        self.page = page
        self.code = code
        self.location = location
        self.columnOffset = columnOffset
        self.context = context
        self.wrap = wrap
        self.uncheckedReason = uncheckedReason
        self.isUnexplainedFragment = isUnexplainedFragment
        self.deploymentTarget = deploymentTarget
        self.deploymentTargetSource = deploymentTargetSource
    }

    /// Whether the compiler sees the sample (it is not unchecked and not an unexplained fragment).
    public var isChecked: Bool { uncheckedReason == nil && !isUnexplainedFragment }
}

/// The words after `swift` in a fence's info string, or the `context:`/`fragment:`/`unchecked:`
/// fields of a front-matter sample.
public struct SampleFlags: Sendable, Hashable {
    /// `context=<name>` (`none` for no context).
    public var context: String?
    /// `fragment`.
    public var isFragment = false
    /// `in=function` or `in=<TypeName>`.
    public var wrap: Sample.Wrap?
    /// `unchecked: <reason…>`: everything after `unchecked:`.
    public var uncheckedReason: String?

    /// Reads the words of an info string after the language: `fragment in=function`,
    /// `context=trip-app`, `fragment unchecked: shows only the changed lines`.
    public init(words: [String]) {
        var index = 0
        while index < words.count {
            let word = words[index]
            if word == "fragment" {
                isFragment = true
            } else if word.hasPrefix("context=") {
                context = String(word.dropFirst("context=".count))
            } else if word.hasPrefix("in=") {
                wrap = SampleFlags.wrap(String(word.dropFirst("in=".count)))
            } else if word.hasPrefix("unchecked:") {
                let rest = [String(word.dropFirst("unchecked:".count))] + words[(index + 1)...]
                uncheckedReason = rest.filter { !$0.isEmpty }.joined(separator: " ")
                break
            }
            index += 1
        }
    }

    /// The flags of a front-matter sample.
    public init(context: String?, fragment: String?, unchecked: String?) {
        self.context = context
        if let fragment {
            isFragment = true
            wrap = SampleFlags.wrap(fragment)
        }
        uncheckedReason = unchecked
    }

    static func wrap(_ value: String) -> Sample.Wrap? {
        if value == "function" { return .function }
        return value.isEmpty ? nil : .extensionOf(value)
    }
}
