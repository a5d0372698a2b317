// swift-tools-version:6.0
import PackageDescription

// Coverage-guided fuzz targets for SceneDocs' readers, one executable holding all of them
// (`scenedocs-fuzz TARGET [libFuzzer options] [corpus or input files]`). Build it through `make fuzz`
// (Fuzz/run.sh): SCENEDOCS_FUZZ=1 instruments the root package's modules for libFuzzer and
// AddressSanitizer, in its own scratch folder (.build-fuzz).
let package = Package(
    name: "SceneDocsFuzz",
    dependencies: [.package(name: "SceneDocs", path: "..")],
    targets: [
        // libFuzzer's entry point for a program with its own `main` (`LLVMFuzzerRunDriver`).
        .target(name: "CFuzzerDriver"),
        .executableTarget(
            name: "scenedocs-fuzz",
            dependencies: ["CFuzzerDriver", .product(name: "FuzzedModules", package: "SceneDocs")],
            // libFuzzer and AddressSanitizer's runtimes. lld: gold fails on this link.
            linkerSettings: [.unsafeFlags(["-sanitize=fuzzer,address", "-use-ld=lld"])]
        ),
    ]
)
