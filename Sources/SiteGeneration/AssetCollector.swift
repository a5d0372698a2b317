import ContentModel
import Diagnostics
import Foundation

/// Copies the theme's assets (`Templates/assets/`) and the content's (`Content/assets/`) into
/// the site's `assets/` folder.
enum AssetCollector {
    static func collect(site: Site, options: BuildOptions, into files: inout [String: Data]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let fm = FileManager.default
        let themeAssets = options.templatesDirectory.appendingPathComponent("assets")
        var themeNames: Set<String> = []
        for case let name as String in fm.enumerator(atPath: themeAssets.path)?.allObjects ?? [] {
            let url = themeAssets.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard !name.split(separator: "/").contains(where: { $0.hasPrefix(".") }),
                fm.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue
            else { continue }
            guard let data = fm.contents(atPath: url.path) else {
                diagnostics.append(.error(.ioError, "cannot read asset", at: .file(options.templatesDisplay + "/assets/" + name)))
                continue
            }
            themeNames.insert(name)
            files[OutputPaths.asset(name)] = data
        }
        for asset in site.assets {
            let display = options.contentDisplay + "/assets/" + asset.name
            if themeNames.contains(asset.name) {
                diagnostics.append(
                    .error(
                        .urlCollision, "asset '\(asset.name)' has the same name as a theme asset", at: .file(display),
                        hint: "rename the file in Content/assets/"))
                continue
            }
            guard let data = fm.contents(atPath: asset.sourcePath) else {
                diagnostics.append(.error(.ioError, "cannot read asset", at: .file(display)))
                continue
            }
            files[OutputPaths.asset(asset.name)] = data
        }
        return diagnostics
    }
}
