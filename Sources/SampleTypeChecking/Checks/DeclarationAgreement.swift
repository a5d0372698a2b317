import ContentModel
import Diagnostics

/// One truth for declarations: a symbol page of a framework that has an interface file must show
/// the interface's declaration of the same symbol (compared as `DeclarationText` says).
public enum DeclarationAgreement {
    /// The problems: a page whose symbol the interface lacks, or whose declaration differs.
    public static func check(symbols: [Symbol], interface: SDKInterface) -> [Diagnostic] {
        let modules = Set(interface.modules.map(\.name))
        var diagnostics: [Diagnostic] = []
        for symbol in symbols where modules.contains(symbol.framework) {
            let location = symbol.declarationLocation ?? .file(symbol.file)
            let module = interface.modules.first { $0.name == symbol.framework }!
            guard let declared = interface.bySymbolID[symbol.id] else {
                diagnostics.append(
                    .error(
                        .declarationNotInInterface,
                        "symbol '\(symbol.id)' has no declaration in the \(symbol.framework) interface (\(module.file))",
                        at: location,
                        hint:
                            "declare it in \(module.file) as Apple's page shows it, with a '// source:' line, or correct the page's id"
                    ))
                continue
            }
            for parent in symbol.inheritsFrom where !declared.isProtocol && !declared.inherits.contains(parent.value) {
                diagnostics.append(
                    .error(
                        .declarationMismatch,
                        "'\(symbol.id)' inherits from '\(parent.value)' on its page, but not in the interface (\(declared.location))",
                        at: parent.location,
                        hint:
                            "make the interface's declaration inherit from it as Apple's page says, or correct inheritsFrom"
                    ))
            }
            let page = DeclarationText.comparable(symbol.declaration)
            guard page != declared.comparableTokens else { continue }
            let difference = firstDifference(page, declared.comparableTokens)
            diagnostics.append(
                .error(
                    .declarationMismatch,
                    "declaration of '\(symbol.id)' differs from the interface: the page has `\(symbol.declaration)`, \(declared.location) has `\(declared.text)`",
                    at: location,
                    hint: "make both show the declaration on Apple's page (they first differ at \(difference))"))
        }
        return diagnostics
    }

    /// "`@MainActor` (page) / `class` (interface)".
    static func firstDifference(_ page: [String], _ interface: [String]) -> String {
        var index = 0
        while index < page.count && index < interface.count && page[index] == interface[index] { index += 1 }
        let left = index < page.count ? "`\(page[index])`" : "the end"
        let right = index < interface.count ? "`\(interface[index])`" : "the end"
        return "\(left) on the page, \(right) in the interface"
    }
}
