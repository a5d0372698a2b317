/// Word lists for synthetic API-documentation prose and Swift names. Invented for the corpus;
/// nothing here is taken from Apple's documentation.
enum Vocabulary {
    /// Fictional frameworks and the prefix of their type names.
    static let frameworks: [(name: String, prefix: String)] = [
        ("StageKit", "ST"), ("PaneKit", "PN"), ("SessionCore", "SC"), ("CanvasUI", "CV"),
    ]

    // MARK: Type names

    /// Words that make up type names (`ST` + `Window` + `Session` + `Controller`).
    static let typeWords = [
        "Scene", "Window", "Session", "Stage", "Activation", "Restoration", "Display", "Canvas", "Panel",
        "Shortcut", "Handoff", "Snapshot", "Geometry", "Orientation", "Lifecycle", "Connection", "Placement",
        "Presentation", "Interaction", "Focus", "Transition", "Workspace", "Document", "Toolbar", "Sidebar",
        "Inspector", "Menu", "Pointer", "Keyboard", "Notification", "Background", "State", "Route", "Link",
        "Activity", "Region", "Layer", "Launch", "Split", "Overlay",
    ]

    static let protocolRoles = [
        "Delegate", "DataSource", "Providing", "Observer", "Handling", "Coordinating", "Responding", "Presenting",
    ]
    static let classRoles = [
        "Controller", "Manager", "Coordinator", "Session", "Request", "Context", "Host", "Registry", "Monitor",
        "Scheduler",
    ]
    static let structRoles = [
        "Configuration", "Options", "Descriptor", "Snapshot", "Token", "Metrics", "Identifier", "Preferences",
        "Record", "Payload",
    ]
    static let enumRoles = [
        "State", "Phase", "Role", "Kind", "Style", "Mode", "Policy", "Reason", "Priority", "Outcome",
    ]

    // MARK: Member names

    /// (base, third person, past, -ing) — spelled out, no morphology guessing.
    static let verbs: [(base: String, third: String, past: String, ing: String)] = [
        ("activate", "activates", "activated", "activating"), ("restore", "restores", "restored", "restoring"),
        ("connect", "connects", "connected", "connecting"), ("present", "presents", "presented", "presenting"),
        ("configure", "configures", "configured", "configuring"), ("update", "updates", "updated", "updating"),
        ("release", "releases", "released", "releasing"), ("record", "records", "recorded", "recording"),
        ("observe", "observes", "observed", "observing"), ("deliver", "delivers", "delivered", "delivering"),
        ("schedule", "schedules", "scheduled", "scheduling"),
        ("invalidate", "invalidates", "invalidated", "invalidating"),
        ("prepare", "prepares", "prepared", "preparing"), ("discard", "discards", "discarded", "discarding"),
        ("request", "requests", "requested", "requesting"), ("resolve", "resolves", "resolved", "resolving"),
        ("attach", "attaches", "attached", "attaching"), ("detach", "detaches", "detached", "detaching"),
        ("notify", "notifies", "notified", "notifying"), ("persist", "persists", "persisted", "persisting"),
        ("validate", "validates", "validated", "validating"), ("reload", "reloads", "reloaded", "reloading"),
        ("suspend", "suspends", "suspended", "suspending"), ("resume", "resumes", "resumed", "resuming"),
        ("register", "registers", "registered", "registering"), ("dismiss", "dismisses", "dismissed", "dismissing"),
        ("refresh", "refreshes", "refreshed", "refreshing"), ("capture", "captures", "captured", "capturing"),
        ("apply", "applies", "applied", "applying"), ("reset", "resets", "reset", "resetting"),
    ]

    static let memberObjects = [
        "Session", "Stage", "Window", "Snapshot", "Configuration", "State", "Activity", "Layout", "Geometry",
        "Shortcut", "Payload", "Placement", "Toolbar", "Scene", "Display", "Focus", "Content", "Interface",
        "Transition", "Preferences",
    ]

    /// Argument labels (all legal as Swift labels).
    static let labels = [
        "for", "with", "from", "to", "at", "using", "options", "animated", "reason", "completion", "in", "by", "after",
        "into",
    ]

    /// Lower-camel parameter and variable names.
    static let parameterNames = [
        "stage", "session", "window", "snapshot", "configuration", "state", "activity", "layout", "geometry",
        "shortcut", "payload", "placement", "toolbar", "scene", "display", "context", "request", "identifier",
        "options", "reason",
    ]

    static let basicTypes = ["String", "Int", "Bool", "Double", "URL", "Date", "Data", "TimeInterval"]

    static let propertyAdjectives = [
        "Restorable", "Visible", "Active", "Pending", "Detached", "Enabled", "Suspended", "Interactive", "Primary",
        "Transient", "Persistent", "Connected", "Expanded", "Compact", "Focused",
    ]

    static let propertyQualifiers = [
        "preferred", "current", "active", "pending", "initial", "default", "last", "primary", "minimum",
        "maximum", "requested", "effective",
    ]

    static let caseNames = [
        "pending", "active", "inactive", "suspended", "background", "foreground", "attached", "detached", "primary",
        "secondary", "auxiliary", "compact", "expanded", "restoring", "connected", "disconnected", "unknown",
        "automatic", "manual", "immediate", "deferred", "standard", "minimal", "full", "hidden", "visible",
        "prominent", "transient", "persistent", "interrupted",
    ]

    static let typePropertyNames = ["shared", "standard", "current", "automatic", "preferred", "empty", "main"]

    static let methodTopics = [
        "Responding to activation", "Handling connection", "Restoring state", "Managing windows",
        "Handling events", "Moving to the background", "Updating content", "Coordinating transitions",
    ]
    static let propertyTopics = [
        "Inspecting the session", "Configuring behavior", "Getting the current state", "Accessing windows",
    ]
    static let initializerTopics = ["Creating an instance", "Creating a configuration"]
    static let caseTopics = ["States", "Options", "Values"]
    static let typePropertyTopics = ["Getting the shared instance", "Defaults"]

    // MARK: Prose

    static let nouns = [
        "scene", "window", "session", "stage", "configuration", "snapshot", "activity", "display", "delegate",
        "coordinator", "request", "state", "transition", "event", "shortcut", "toolbar", "sidebar", "layout",
        "placement", "notification", "handler", "connection", "role", "payload", "identifier", "policy",
        "callback", "process", "queue", "interface", "view", "controller", "document", "workspace", "preference",
        "option", "inspector", "overlay", "region", "layer", "geometry", "orientation", "record", "token",
    ]
    /// Plurals for `nouns`, index for index.
    static let pluralNouns: [String] = nouns.map { noun in
        if noun.hasSuffix("y") && !noun.hasSuffix("ay") && !noun.hasSuffix("ey") { return noun.dropLast() + "ies" }
        if noun.hasSuffix("s") || noun.hasSuffix("sh") || noun.hasSuffix("ch") || noun.hasSuffix("x") {
            return noun + "es"
        }
        return noun + "s"
    }

    static let adjectives = [
        "active", "inactive", "pending", "visible", "hidden", "current", "previous", "primary", "secondary",
        "restorable", "transient", "persistent", "custom", "default", "external", "connected", "detached",
        "preferred", "initial", "final", "shared", "dedicated", "optional", "required", "deferred", "stale",
        "focused", "compact", "expanded", "interactive",
    ]

    static let timePhrases = [
        "after the scene connects", "before the first frame appears", "when the user closes the window",
        "during state restoration", "on every launch", "while the app runs in the background",
        "as soon as the session ends", "each time the window resizes", "when memory runs low",
        "after a configuration change", "before the snapshot is taken", "once the transition completes",
        "when another window takes focus", "before the process is suspended", "after the user reopens the app",
    ]

    static let codeWords = ["true", "false", "nil", ".active", ".background", ".automatic", "0", "1"]

    /// Sentences with slots: {N} noun, {Ns} plural, {A} adjective, {V}/{Vs}/{Vd}/{Vg} verb forms,
    /// {C} inline code, {T} time phrase, {K} what the page documents, {F} framework, {R} a reference.
    /// A `^` after a slot name capitalises it.
    static let sentences = [
        "The system {Vs} the {N} {T}.",
        "Call {C} to {V} the {A} {N} before you {V} any {Ns}.",
        "When the {N} {Vs}, the {F} runtime {Vs} the {A} {N} and {Vs} pending {Ns}.",
        "If the {N} is {A}, this call {Vs} the {N} instead of {Vg} it.",
        "Your code should not {V} the {N} directly; let the {N} {V} it {T}.",
        "Because each {N} has its own {N}, the value of {C} can differ between {Ns}.",
        "{Vg^} the {N} is cheap, but {Vg} every {N} {T} is not.",
        "The default value is {C}, which {Vs} the {A} {N}.",
        "Several {Ns} can be {A} at the same time, so keep per-{N} state in the {N} rather than in a shared {N}.",
        "This {K} runs on the main actor and returns quickly, so {V} heavy work elsewhere.",
        "Set {C} to {C} when the {N} should {V} the {N} automatically.",
        "A {A} {N} keeps its {Ns} until the system {Vs} it {T}.",
        "The {N} passed to this {K} is the same object that {Vd} the {N} earlier.",
        "Avoid {Vg} the {N} from a background queue; the {F} framework {Vs} it on the main thread.",
        "After the {N} {Vs}, read {C} to find out which {N} {Vd} the change.",
        "Use this {K} together with the {A} {N} to {V} {Ns} that the user {Vd} {T}.",
        "Nothing here {Vs} the {N}: it only {Vs} the {A} {Ns} that belong to it.",
        "In tests, {V} the {N} explicitly and check that {C} reports {C}.",
        "The order is guaranteed: the {N} always {Vs} before the {N} {Vs}.",
        "Expect this {K} to run more than once for the same {N}, for example {T}.",
        "{A^} {Ns} are {Vd} lazily, so the first access may {V} the {N}.",
        "The {F} framework never {Vs} a {N} that is still {A}.",
        "Keep the work in this {K} short: the {N} waits for it to return before it {Vs} the {N}.",
        "A {N} that was {Vd} {T} reports {C} until you {V} it again.",
        "To {V} a {A} {N}, first {V} its {N}, then {V} the {Ns} that depend on it.",
    ]

    static let referenceSentences = [
        "See {R} for the full sequence.",
        "{R} describes the {A} {N} in more detail.",
        "The same rule applies to {R}, which {Vs} the {N} {T}.",
        "Compare this with {R}, which {Vs} the {N} instead.",
        "For a worked example, read {R}.",
        "If you also {V} the {N}, call {R} first.",
        "The {N} is usually created by {R}.",
        "This pairs with {R} when the {N} {Vs}.",
        "Related behavior is covered in {R}.",
        "Before you {V} the {N}, check {R}.",
    ]

    /// Short imperative list items.
    static let steps = [
        "{V^} the {A} {N} {T}.",
        "{V^} each {N} and {V} its {Ns}.",
        "Check {C} before you {V} the {N}.",
        "{V^} the {N} only once per {N}.",
        "Store the {N} in the {N}, not in a global {N}.",
        "Return {C} when the {N} is {A}.",
    ]

    static let headings = [
        "{Vg^} the {A} {N}", "{Vg^} {Ns}", "{Vg^} {N} {Ns}", "{A^} {Ns} and {Ns}", "When the {N} {Vs}",
        "{N^} {Ns} {T}", "{Vg^} a {N} {T}", "How the {N} {Vs} {Ns}", "{A^} {N} behavior",
    ]
    static let fixedHeadings = [
        "Overview", "Discussion", "Common mistakes", "Performance considerations", "Threading", "Testing",
        "Migration notes", "Related behavior",
    ]

    static let calloutKinds = ["Note", "Important", "Tip", "Warning"]

    /// Words for article, guide and path titles.
    static let articleOpeners = [
        "Understanding", "Choosing", "Designing", "Debugging", "Planning", "Structuring", "Testing", "Profiling",
    ]
    static let guideOpeners = ["Migrate", "Adopt", "Move", "Convert", "Modernize", "Split", "Restructure"]
    static let pathOpeners = ["Learning", "Mastering", "Exploring", "Getting started with", "Shipping", "Auditing"]
}
