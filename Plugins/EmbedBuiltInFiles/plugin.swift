import Foundation
import PackagePlugin

/// Embeds the default theme (`Templates/`), the starter content (`examples/starter/`) and the
/// reference's content model (`Content/`, which `audit` reads) into the `BuiltIn` module at build
/// time, so the binary needs none of these folders; for `PreviewServer` it embeds the vendored
/// browser code (`Sources/PreviewServer/Vendor/`). The folders stay the source: editing a file
/// there rebuilds the embedded copy (every file is an input of the command).
@main
struct EmbedBuiltInFiles: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        let folders =
            target.name == "PreviewServer"
            ? [("vendor", root.appending(path: "Sources/PreviewServer/Vendor"))]
            : [
                ("theme", root.appending(path: "Templates")), ("starter", root.appending(path: "examples/starter")),
                ("reference", root.appending(path: "Content")),
            ]
        var inputs: [URL] = []
        var arguments: [String] = []
        for (name, folder) in folders {
            inputs += regularFiles(in: folder)
            arguments += [name, folder.path]
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedFiles.swift")
        return [
            .buildCommand(
                displayName: "Embedding " + folders.map { $0.1.lastPathComponent + "/" }.joined(separator: ", "),
                executable: try context.tool(named: "ThemeEmbedder").url,
                arguments: [output.path] + arguments,
                inputFiles: inputs,
                outputFiles: [output])
        ]
    }

    /// Every regular file under `folder`, hidden files and folders excluded, in a stable order.
    private func regularFiles(in folder: URL) -> [URL] {
        let keys: [URLResourceKey] = [.isRegularFileKey]
        guard
            let walker = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles])
        else { return [] }
        var files: [URL] = []
        for case let url as URL in walker where (try? url.resourceValues(forKeys: Set(keys)))?.isRegularFile == true {
            files.append(url)
        }
        return files.sorted { $0.path < $1.path }
    }
}
