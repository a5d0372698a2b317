import ContentModel
import Diagnostics
import Foundation

/// Copies the theme's assets (`Templates/assets/`) and the content's (`Content/assets/`) into
/// the site's `assets/` folder. Nothing outside the templates or content folder is read: a
/// symbolic link is followed only when its target is inside its folder (`InputFile`), and links
/// to folders are not entered.
/// Assets are input: they are read in the load phase, so their problems join the load's.
enum AssetCollector {
    /// The assets by site-relative path, and the problems of reading them.
    static func collect(site: Site, options: BuildOptions) -> (files: [String: Data], diagnostics: [Diagnostic]) {
        var files: [String: Data] = [:]
        var diagnostics: [Diagnostic] = []
        let templatesFolder = options.templatesDirectory.path
        let themeAssets = templatesFolder + "/assets"
        var themeNames: Set<String> = []
        var isDirectory: ObjCBool = false
        let templatesRoot = InputFile.realFolder(templatesFolder)
        if let root = templatesRoot, let target = InputFile.escapingTarget(ofLink: themeAssets, root: root) {
            diagnostics.append(
                InputFile.diagnostic(
                    .outsideFolder(target: target), display: options.templatesDisplay + "/assets",
                    folder: options.templatesDisplay))
        } else if let root = templatesRoot,
            FileManager.default.fileExists(atPath: themeAssets, isDirectory: &isDirectory), isDirectory.boolValue
        {
            let listing = InputFile.listFiles(
                in: themeAssets, display: options.templatesDisplay + "/assets", root: root,
                folderName: options.templatesDisplay)
            diagnostics += listing.problems
            for name in listing.files.map(\.path) {
                let display = options.templatesDisplay + "/assets/" + name
                switch InputFile.read(themeAssets + "/" + name, root: root, limit: nil) {
                case .success(let data):
                    themeNames.insert(name)
                    files[OutputPaths.asset(name)] = data
                case .failure(let failure):
                    diagnostics.append(
                        InputFile.diagnostic(failure, display: display, folder: options.templatesDisplay))
                }
            }
        }
        let contentRoot = InputFile.realFolder(options.contentDirectory.path) ?? options.contentDirectory.path
        for asset in site.assets {
            let display = options.contentDisplay + "/assets/" + asset.name
            if themeNames.contains(asset.name) {
                diagnostics.append(
                    .error(
                        .urlCollision, "asset '\(asset.name)' has the same name as a theme asset", at: .file(display),
                        hint: "rename the file in Content/assets/"))
                continue
            }
            switch InputFile.read(asset.sourcePath, root: contentRoot, limit: nil) {
            case .success(let data): files[OutputPaths.asset(asset.name)] = data
            case .failure(let failure):
                diagnostics.append(InputFile.diagnostic(failure, display: display, folder: options.contentDisplay))
            }
        }
        return (files, diagnostics)
    }
}
