// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "SceneDocs",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "scenedocs", targets: ["SceneDocsCLI"]),
        .library(name: "SiteGeneration", targets: ["SiteGeneration"]),
        // What the benchmark package (Benchmarks/Package.swift) builds its tools on: the corpus
        // generator the tests also write their corpora with, and the template engine.
        .library(name: "CorpusGeneration", targets: ["CorpusGeneration"]),
        .library(name: "Templating", targets: ["Templating"]),
        // The readers `make fuzz` drives (Fuzz/ is a package of its own that depends on this one).
        .library(
            name: "FuzzedModules",
            targets: [
                "ContentModel", "Templating", "Markup", "CodeHighlighting", "LinkChecking", "Audit", "SymbolGraphs",
            ]),
    ],
    // Every dependency is pinned exactly (Package.resolved is not committed): a build resolves the
    // versions the tests ran with, and moving one is a change of its own. The reasons given below
    // are the ones a move has to respect beyond the tests.
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        // Exact: `PlainYAML` composes plain front matter into the tree Yams' `compose` gives
        // (PlainYAMLTests compares them), and the loader reads Yams' errors (their cases, and
        // libyaml's message for the nesting limit it sets through CYaml); move the pin only with
        // those tests and HostileInputTests' YAML limits green.
        .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
        // Exact: the template engine (Templating) promises swift-mustache's bytes, and its tests render
        // every construct and random templates with both (ConstructTests, RandomTemplateTests); move
        // the pin only with those green.
        .package(url: "https://github.com/hummingbird-project/swift-mustache", exact: "2.1.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", exact: "2.13.0"),
        // Hummingbird's own dependencies that PreviewServer imports directly (its channel handlers
        // and logger): declared so each import names its package, at the versions Hummingbird resolves.
        .package(url: "https://github.com/apple/swift-nio.git", exact: "2.101.3"),
        .package(url: "https://github.com/apple/swift-nio-extras.git", exact: "1.35.2"),
        .package(url: "https://github.com/apple/swift-log.git", exact: "1.16.2"),
        // Exact: CodeHighlighting walks raw syntax through `@_spi(RawSyntax)`, which has no stability
        // promise, and `SwiftClassifier` copies `classifications` (SwiftClassifierTests compares them);
        // move the pin only with those tests and the golden sites green.
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        // DocC's own model of the symbol-graph format: the reference reader of SymbolGraphs.
        .package(url: "https://github.com/swiftlang/swift-docc-symbolkit", exact: "1.0.0"),
        // Already built for Hummingbird (through swift-nio); the template engine's look-up hints.
        .package(url: "https://github.com/apple/swift-atomics", exact: "1.3.0"),
    ],
    targets: [
        // libcmark, the C reference CommonMark implementation (Debian: libcmark-dev).
        .systemLibrary(
            name: "CCMark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"])]
        ),
        // Diagnostic values, source locations, their writers, and the reading of input files (through
        // FileTree).
        .target(name: "Diagnostics", dependencies: ["FileTree"]),
        // The one directory walker (descriptor-based, names as bytes, failures as values) that
        // every input folder (content, templates, assets), `serve`'s watcher, `check` and `audit` are
        // listed with. No dependencies.
        .target(name: "FileTree"),
        // The naming rules: heading slugs, output path segments, URL path escapes, reserved ids. No
        // dependencies.
        .target(name: "Naming"),
        // The speed techniques and library copies `SCENEDOCS_WITHOUT` can switch off for measurement.
        .target(name: "Speedups"),
        // Order-preserving parallel map over all cores (parallel builds stay byte-identical).
        .target(name: "Parallelism", dependencies: ["Speedups"]),
        // 1. load + 2. validate: the typed content model read from Content/ (only user of Yams). Its
        // `import CYaml` (libyaml's nesting limit) cannot be declared: Yams offers CYaml as a target,
        // not a product; it is reached through the Yams product.
        .target(
            name: "ContentModel",
            dependencies: [
                "Diagnostics", "FileTree", "Naming", "Parallelism", "Speedups",
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        // 1b. load, continued: the compilers' symbol graphs (`*.symbols.json`) read, turned into
        // symbol pages and merged with the authored ones (only user of SymbolKit).
        .target(
            name: "SymbolGraphs",
            dependencies: [
                "ContentModel", "Diagnostics", "Parallelism", "Speedups",
                .product(name: "SymbolKit", package: "swift-docc-symbolkit"),
            ]
        ),
        // Markdown parsing and HTML rendering (only user of CCMark).
        .target(name: "Markup", dependencies: ["CCMark", "Diagnostics", "Naming"]),
        // Build-time code highlighting and Swift syntax checks.
        .target(
            name: "CodeHighlighting",
            dependencies: [
                "Diagnostics", "Parallelism", "Speedups",
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftIDEUtils", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        // 3. resolve: symbol/page index, references, backlinks, reading-path neighbours.
        .target(
            name: "LinkResolution", dependencies: ["ContentModel", "Markup", "Naming", "Diagnostics", "Parallelism"]),
        // 4. render: view models + Mustache templates. Its own engine renders; swift-mustache's parser
        // only checks template syntax (its messages and positions are the diagnostics).
        .target(
            name: "Templating",
            dependencies: [
                "Diagnostics", "Parallelism", "Speedups", .product(name: "Atomics", package: "swift-atomics"),
                .product(name: "Mustache", package: "swift-mustache"),
            ]
        ),
        // Swift samples type-checked in Swift 6 mode against the content's SDK interface, with the
        // host's compiler (swift-syntax reads the interface, the samples and the contexts).
        .target(
            name: "SampleTypeChecking",
            dependencies: [
                "ContentModel", "Diagnostics", "FileTree", "Parallelism", "CodeHighlighting",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        // The pipeline: load → validate → resolve → render → write (atomic).
        .target(
            name: "SiteGeneration",
            dependencies: [
                "ContentModel", "Markup", "LinkResolution", "Templating", "CodeHighlighting", "Diagnostics",
                "FileTree", "Naming", "Parallelism", "Speedups", "SampleTypeChecking", "SymbolGraphs",
            ]
        ),
        // gumbo, an HTML5 parser (Debian: libgumbo-dev), for the link checker.
        .systemLibrary(
            name: "CGumbo",
            pkgConfig: "gumbo",
            providers: [.apt(["libgumbo-dev"])]
        ),
        // `check`: link validation of any static HTML folder (only user of CGumbo).
        .target(name: "LinkChecking", dependencies: ["CGumbo", "Diagnostics", "FileTree", "Naming", "Speedups"]),
        // `serve`: preview server with live reload (only user of Hummingbird). It never imports the
        // generator: it is handed a "rebuild and give me the new site" closure. Vendor/ (morphdom, for
        // the live-reload script) is embedded by the EmbedBuiltInFiles plugin.
        .target(
            name: "PreviewServer",
            dependencies: [
                "Diagnostics", "FileTree", "Naming", "Parallelism",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "NIOHTTPTypesHTTP1", package: "swift-nio-extras"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
            ],
            exclude: ["Vendor"],
            plugins: ["EmbedBuiltInFiles"]
        ),
        // `audit`: finds the life-cycle code an app must change, driven by the content model.
        .target(
            name: "Audit",
            dependencies: [
                "CodeHighlighting", "ContentModel", "Diagnostics", "FileTree", "Parallelism", "Templating",
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
                // `#if` conditions known without the app's build settings (CompilationCondition).
                .product(name: "SwiftIfConfig", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        // `migrate`: the audit's findings as a plan and a patch that moves an app to scenes; Swift is
        // read and edited with swift-syntax.
        .target(
            name: "Migration",
            dependencies: [
                "Audit", "Diagnostics", "FileTree",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        // `migrate`'s type-check of the Swift a plan writes: the sample type-check's interface modules
        // and compiler, the app's own declarations stubbed with swift-syntax.
        .target(
            name: "MigrationVerification",
            dependencies: [
                "Audit", "ContentModel", "Migration", "Parallelism", "SampleTypeChecking",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        // The files the binary carries: the default theme (Templates/) and the starter content
        // (examples/starter/), embedded at build time by the EmbedBuiltInFiles plugin. Foundation only.
        .target(name: "BuiltIn", plugins: ["EmbedBuiltInFiles"]),
        .plugin(name: "EmbedBuiltInFiles", capability: .buildTool(), dependencies: ["ThemeEmbedder"]),
        .executableTarget(name: "ThemeEmbedder"),
        // The git commit a release binary was built from (a C string set with -Xcc -D; NULL otherwise).
        .target(name: "CBuildInfo"),
        // jemalloc's options (transparent huge pages), read before `main` runs: C, no code to call.
        .target(name: "CJemallocOptions"),
        // Thin CLI (the only user of ArgumentParser in this package). Linked with jemalloc
        // (Debian: libjemalloc-dev), which takes over malloc/free for the whole process: a build
        // allocates small objects from every core at once, which glibc's allocator serves with more
        // CPU time (the figure is in Benchmarks/README.md).
        .executableTarget(
            name: "SceneDocsCLI",
            dependencies: [
                "CJemallocOptions", "CBuildInfo", "BuiltIn", "Speedups",
                "SiteGeneration", "Diagnostics", "FileTree", "LinkChecking", "PreviewServer", "Audit", "Migration",
                "MigrationVerification", "Templating",
                "SampleTypeChecking",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            linkerSettings: [.linkedLibrary("jemalloc", .when(platforms: [.linux]))]
        ),
        // Synthetic corpus: seeded, deterministic Content/ + plain CommonMark, named with SceneDocs' own
        // rules (Naming). The input of the page-edit, determinism and memory tests and of the benchmarks
        // (`scenedocs-corpus`, Benchmarks/Package.swift); no module of the product depends on it, so
        // `swift build --product scenedocs` does not compile it.
        .target(name: "CorpusGeneration", dependencies: ["Naming"], path: "Tests/CorpusGeneration"),
        // Helpers the test targets share: the repository's paths (the built binary, Chromium),
        // temporary folders, scratch sites, a written corpus, seeded text, a regex link audit, a raw
        // HTTP client, the `heavy` tag. A plain library: test targets cannot import each other.
        .target(name: "TestSupport", dependencies: ["CorpusGeneration"], path: "Tests/TestSupport"),
        .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "FileTreeTests", dependencies: ["FileTree"]),
        .testTarget(name: "ParallelismTests", dependencies: ["Parallelism"]),
        .testTarget(
            name: "ContentModelTests",
            dependencies: [
                "ContentModel", "Diagnostics", "CorpusGeneration", "TestSupport",
                // The reference `PlainYAML` is compared with.
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .testTarget(name: "MarkupTests", dependencies: ["Markup", "TestSupport"]),
        .testTarget(
            name: "CodeHighlightingTests",
            dependencies: [
                "CodeHighlighting", "CorpusGeneration", "TestSupport",
                // The reference `SwiftClassifier` is compared with.
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftIDEUtils", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        // The pipeline on content folders: golden files of the fixture site (Fixtures/), exact
        // diagnostics, incremental builds, atomic output.
        .testTarget(
            name: "SiteGenerationTests",
            dependencies: [
                "SiteGeneration", "ContentModel", "Markup", "LinkResolution", "Templating", "CodeHighlighting",
                "Diagnostics", "CorpusGeneration", "Parallelism", "TestSupport", "SampleTypeChecking", "Speedups",
            ],
            exclude: ["Fixtures"]
        ),
        // The SDK interface's reading, the declaration comparison, sample flags and assembly, the
        // availability check (no compiler needed).
        .testTarget(
            name: "SampleTypeCheckingTests",
            dependencies: ["SampleTypeChecking", "ContentModel", "Diagnostics", "TestSupport"]
        ),
        .testTarget(
            name: "CorpusGenerationTests",
            dependencies: ["CorpusGeneration", "ContentModel", "Diagnostics", "SiteGeneration", "TestSupport"]
        ),
        // Runs the built `scenedocs` binary (`swift build` builds it) as a user or CI would.
        .testTarget(name: "SceneDocsCLITests", dependencies: ["Diagnostics", "LinkChecking", "TestSupport"]),
        .testTarget(name: "NamingTests", dependencies: ["Naming"]),
        .testTarget(
            name: "SymbolGraphsTests", dependencies: ["SymbolGraphs", "ContentModel", "Diagnostics"],
            exclude: ["Fixtures"]),
        // Our Mustache engine against swift-mustache: same bytes for every construct.
        .testTarget(
            name: "TemplatingTests",
            dependencies: [
                "Templating", "Diagnostics", "CorpusGeneration", "TestSupport",
                .product(name: "Mustache", package: "swift-mustache"),
            ]
        ),
        .testTarget(
            name: "LinkCheckingTests",
            dependencies: ["LinkChecking", "Diagnostics", "CorpusGeneration", "TestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "AuditTests",
            dependencies: ["Audit", "ContentModel", "Diagnostics", "Templating", "TestSupport"],
            exclude: ["Fixtures"]
        ),
        // The migration of fixture apps: golden patches, `git apply --check`, the audit of the
        // patched copy, a second run, the JSON plan, the type-check of the patch (with swiftc).
        .testTarget(
            name: "MigrationTests",
            dependencies: [
                "Migration", "MigrationVerification", "SampleTypeChecking", "Audit", "ContentModel", "TestSupport",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "BuiltInTests",
            dependencies: ["BuiltIn", "SiteGeneration", "Diagnostics"]
        ),
        .testTarget(
            name: "PreviewServerTests",
            dependencies: [
                "PreviewServer", "Diagnostics", "Parallelism", "TestSupport",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                // `ConnectionGuard` driven on virtual time (EmbeddedChannel, EmbeddedEventLoop).
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ]
        ),
    ]
)

// `make fuzz` builds with SCENEDOCS_FUZZ=1: this package's modules get libFuzzer's coverage
// instrumentation and AddressSanitizer, the packages they depend on (swift-syntax, Yams, …) do not.
if Context.environment["SCENEDOCS_FUZZ"] == "1" {
    for target in package.targets where target.type == .regular {
        target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-sanitize=fuzzer,address"])]
    }
}
