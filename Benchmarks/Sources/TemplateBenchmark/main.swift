import Foundation
import Mustache
import Templating

// Renders the shipped symbol template with a realistic view model N times with swift-mustache and
// N times with our engine, checks that both give the same bytes, and prints the times and ratio.
// Usage: scenedocs-template-bench [N] [TEMPLATES_DIR]   (defaults: 2000, Templates)

let arguments = CommandLine.arguments
let iterations = arguments.count > 1 ? Int(arguments[1]) ?? 2000 : 2000
let directory = URL(fileURLWithPath: arguments.count > 2 ? arguments[2] : "Templates")

let (loaded, diagnostics) = TemplateSet.load(directory: directory, displayPrefix: directory.path)
guard let templates = loaded else {
    FileHandle.standardError.write(Data("cannot load templates: \(diagnostics)\n".utf8))
    exit(1)
}
var library = MustacheLibrary()
for name in templates.names {
    let text = try String(contentsOf: directory.appendingPathComponent(name + ".mustache"), encoding: .utf8)
    try library.register(text, named: name)
}
// The generator renders the sidebar with `partials/sidebar` and gives the layout the result.
var context = SymbolPageContext.make()
context["sidebar"] = templates.render("partials/sidebar", ["nav": context["nav"] ?? []])

/// CPU time of this thread: unlike wall-clock time, not inflated by other processes on a shared machine.
func cpuSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

func measure(_ label: String, _ render: () -> Int) -> Double {
    var bytes = 0
    let start = cpuSeconds()
    for _ in 0..<iterations { bytes &+= render() }
    let seconds = cpuSeconds() - start
    print(
        "\(label): \(iterations) renders in \(String(format: "%.3f", seconds)) CPU s, "
            + "\(String(format: "%.1f", seconds / Double(iterations) * 1e6)) µs per page (\(bytes / iterations) bytes)")
    return seconds
}

let expected = library.render(context, withTemplate: "symbol") ?? ""
guard templates.render("symbol", context) == expected else {
    FileHandle.standardError.write(Data("the two engines disagree on the symbol page\n".utf8))
    exit(1)
}
let old = measure("swift-mustache           ") { library.render(context, withTemplate: "symbol")?.utf8.count ?? 0 }
let new = measure("TemplateSet.render       ") { templates.render("symbol", context).utf8.count }
let bytes = measure("TemplateSet.renderBytes  ") { templates.renderBytes("symbol", context).count }
print("speed-up: \(String(format: "%.1f", old / new))× (String), \(String(format: "%.1f", old / bytes))× (bytes)")
