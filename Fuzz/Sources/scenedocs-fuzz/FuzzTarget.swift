/// One fuzz target: a name and what it does with one input, which it reads as the tool reads one
/// file of its kind, through the same limits.
struct FuzzTarget: Sendable {
    let name: String
    let run: @Sendable (UnsafeRawBufferPointer) -> Void

    static let all: [FuzzTarget] = [
        FuzzTarget(name: "content", run: ContentTarget.run),
        FuzzTarget(name: "templates", run: TemplatesTarget.run),
        FuzzTarget(name: "markdown", run: MarkdownTarget.run),
        FuzzTarget(name: "html", run: HTMLTarget.run),
        FuzzTarget(name: "objc", run: ObjCTarget.run),
        FuzzTarget(name: "pbxproj", run: ProjectTarget.run),
        FuzzTarget(name: "plist", run: PlistTarget.run),
        FuzzTarget(name: "graph", run: GraphTarget.run),
    ]

    /// The target this process runs (set once, before libFuzzer starts).
    nonisolated(unsafe) static var selected: FuzzTarget?
}

/// libFuzzer's callback. Also the symbol its runtime's own `main` names, which the link needs
/// defined (this program's `main` is the one that runs).
@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzTarget.selected?.run(UnsafeRawBufferPointer(start: data, count: size))
    return 0
}

/// Stops the process (libFuzzer saves the input as a crash) when a library copy and the library it
/// copies disagree.
func disagreement(_ message: String) -> Never {
    fatalError("differential check failed: " + message)
}
