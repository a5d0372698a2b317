// swift-tools-version:6.0
import PackageDescription

// The benchmarks' Swift tools, a package of their own so that no build of the root package compiles
// them: the synthetic corpus writer (`scenedocs-corpus`) and the template benchmark
// (`scenedocs-template-bench`), on the root package's libraries. The corpus generator itself stays a
// module of the root package (Tests/CorpusGeneration): its tests write their corpora with it, and
// SwiftPM 6.3.1 crashes (signal 11, when it runs the root's build-tool plugin) on packages that
// depend on each other.
//
// Built by scripts/release-build.sh (release, in `$SCRATCH/benchmarks`) and by the benchmark scripts
// (debug: `swift build --package-path Benchmarks --scratch-path .build/benchmarks`).
let package = Package(
    name: "SceneDocsBenchmarks",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "scenedocs-corpus", targets: ["SceneDocsCorpus"]),
        .executable(name: "scenedocs-template-bench", targets: ["TemplateBenchmark"]),
    ],
    // The versions the root package pins (Package.resolved is not committed).
    dependencies: [
        .package(name: "SceneDocs", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", exact: "2.1.1"),
    ],
    targets: [
        // `scenedocs-corpus --pages N --out DIR [--seed S] [--realistic]`: thin CLI over CorpusGeneration.
        .executableTarget(
            name: "SceneDocsCorpus",
            dependencies: [
                .product(name: "CorpusGeneration", package: "SceneDocs"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `scenedocs-template-bench [N] [TEMPLATES]`: renders the shipped symbol template with
        // swift-mustache and with our engine N times each and prints the speed ratio (run it from a
        // release build).
        .executableTarget(
            name: "TemplateBenchmark",
            dependencies: [
                .product(name: "Templating", package: "SceneDocs"),
                .product(name: "Mustache", package: "swift-mustache"),
            ]
        ),
    ]
)
