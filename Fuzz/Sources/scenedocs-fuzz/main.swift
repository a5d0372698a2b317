import CFuzzerDriver
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

// `scenedocs-fuzz TARGET [libFuzzer options] [corpus folders or input files]`: runs libFuzzer on
// one target. The target's name is passed on to libFuzzer as `--target=NAME` (libFuzzer ignores
// options that start with `--` and gives them to the processes it starts for -fork and -merge).

var arguments = CommandLine.arguments
var name: String?
if arguments.count > 1, !arguments[1].hasPrefix("-") {
    name = arguments[1]
    arguments[1] = "--target=" + arguments[1]
} else if let option = arguments.last(where: { $0.hasPrefix("--target=") }) {
    name = String(option.dropFirst("--target=".count))
}
guard let name, let target = FuzzTarget.all.first(where: { $0.name == name }) else {
    let names = FuzzTarget.all.map(\.name).joined(separator: ", ")
    FileHandle.standardError.write(
        Data("usage: scenedocs-fuzz TARGET [libFuzzer options] [corpus or files]\ntargets: \(names)\n".utf8))
    exit(2)
}
FuzzTarget.selected = target

var argc = CInt(arguments.count)
var cArguments: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
let status = cArguments.withUnsafeMutableBufferPointer { buffer in
    var argv = buffer.baseAddress
    return LLVMFuzzerRunDriver(&argc, &argv) { data, size in testOneInput(data, size) }
}
exit(status)
