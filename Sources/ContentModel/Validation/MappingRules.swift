import Diagnostics

/// The life-cycle mapping's rules: cells name callbacks of the right protocols, every method of
/// the content's list of current app-delegate methods has a page, and every app-delegate callback
/// (listed or with a page) is mapped or explicitly stays on the app delegate.
struct MappingRules {
    let mapping: LifecycleMapping
    let site: Site
    let index: ContentIndex

    func check() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let appProtocol = mapping.appDelegateProtocol.value
        if index.symbols[appProtocol] == nil {
            diagnostics.append(
                .error(
                    .unresolvedReference, "appDelegateProtocol '\(appProtocol)' is not a known symbol",
                    at: mapping.appDelegateProtocol.location,
                    hint: NearMiss.hint(for: appProtocol, among: index.symbols.keys)))
        }
        let sceneProtocols = Set(mapping.sceneDelegateProtocols.map(\.value))
        for scene in mapping.sceneDelegateProtocols where index.symbols[scene.value] == nil {
            diagnostics.append(
                .error(
                    .unresolvedReference, "scene-delegate protocol '\(scene.value)' is not a known symbol",
                    at: scene.location, hint: NearMiss.hint(for: scene.value, among: index.symbols.keys)))
        }

        var mapped: Set<String> = []
        for row in mapping.rows {
            if row.appDelegate == nil && row.sceneDelegate == nil && row.swiftUI == nil {
                diagnostics.append(
                    .error(
                        .mappingInvalidRow, "mapping row has no cells", at: row.location,
                        hint: "add appDelegate, sceneDelegate or swiftUI"))
            }
            if row.staysOnAppDelegate {
                if row.note == nil {
                    diagnostics.append(
                        .error(
                            .mappingInvalidRow, "a row that stays on the app delegate needs a note saying why",
                            at: row.location, hint: "add note: \"Process-level: …\""))
                }
                if row.sceneDelegate != nil {
                    diagnostics.append(
                        .error(
                            .mappingInvalidRow,
                            "a row that stays on the app delegate cannot have a scene-delegate cell",
                            at: row.location, hint: "remove staysOnAppDelegate or the sceneDelegate cell"))
                }
                if row.appDelegate == nil {
                    diagnostics.append(
                        .error(
                            .mappingInvalidRow, "a row that stays on the app delegate must name the callback",
                            at: row.location, hint: "add appDelegate: <callback id>"))
                }
            }
            for reference in row.allSymbols where resolve(reference) == nil {
                diagnostics.append(
                    .error(
                        .unresolvedReference, "mapping cell names unknown symbol '\(reference.value)'",
                        at: reference.location,
                        hint: NearMiss.hint(for: reference.value, among: index.symbols.keys)))
            }
            for reference in row.appDelegate?.symbols ?? [] {
                guard let symbol = resolve(reference) else { continue }
                mapped.insert(symbol.id)
                if !isMember(symbol, of: [appProtocol]) {
                    diagnostics.append(notCallback(reference, symbol, expected: appProtocol))
                }
            }
            for reference in row.sceneDelegate?.symbols ?? [] {
                guard let symbol = resolve(reference) else { continue }
                if !isMember(symbol, of: sceneProtocols) {
                    diagnostics.append(
                        notCallback(
                            reference, symbol,
                            expected: mapping.sceneDelegateProtocols.map(\.value).joined(separator: " or ")))
                }
            }
        }
        // Every listed method needs a page and a row; so does every method page of the protocol.
        func unmapped(_ id: String, at location: SourceLocation) -> Diagnostic {
            .error(
                .mappingUnmappedCallback, "app-delegate callback '\(id)' is not in the life-cycle mapping",
                at: location,
                hint:
                    "add a row to \(mapping.file) with its scene-delegate and SwiftUI equivalents, or with staysOnAppDelegate: true and a note"
            )
        }
        var listed: [String: SourceLocation] = [:]
        for entry in mapping.appDelegateMethods?.methods ?? [] {
            let id = listedID(entry.name.value, of: appProtocol)
            if let first = listed[id] {
                diagnostics.append(
                    .error(
                        .duplicateID, "method '\(entry.name.value)' is already listed at line \(first.line)",
                        at: entry.name.location, hint: "remove one of the two entries"))
                continue
            }
            listed[id] = entry.name.location
            guard let symbol = index.symbols[id] else {
                diagnostics.append(
                    .error(
                        .mappingCallbackWithoutPage, "app-delegate method '\(id)' has no symbol page",
                        at: entry.name.location,
                        hint:
                            "add a page with id: \(id) and parent: \(appProtocol), or remove the entry if Apple no longer lists the method"
                    ))
                continue
            }
            if !isMember(symbol, of: [appProtocol]) {
                diagnostics.append(notCallback(entry.name, symbol, expected: appProtocol))
            } else if !mapped.contains(id) {
                diagnostics.append(unmapped(id, at: entry.name.location))
            }
        }
        for member in index.members(of: appProtocol)
        where member.kind.isCallable && !mapped.contains(member.id) && listed[member.id] == nil {
            diagnostics.append(unmapped(member.id, at: .file(member.file)))
        }
        return diagnostics
    }

    /// The symbol id of a listed method: `name` below the protocol, unless it already names it.
    func listedID(_ name: String, of appProtocol: String) -> String {
        name.hasPrefix(appProtocol + "/") ? name : appProtocol + "/" + name
    }

    func resolve(_ reference: Located<String>) -> Symbol? {
        if case .found(let symbol) = index.symbol(named: reference.value) { return symbol }
        return nil
    }

    /// A delegate callback: a method, type method (the `main()` entry point) or property whose
    /// parent is one of `protocols`.
    func isMember(_ symbol: Symbol, of protocols: Set<String>) -> Bool {
        guard let parent = symbol.parent?.value, protocols.contains(parent) else { return false }
        return symbol.kind == .method || symbol.kind == .typeMethod || symbol.kind == .property
    }

    func notCallback(_ reference: Located<String>, _ symbol: Symbol, expected: String) -> Diagnostic {
        .error(
            .mappingNotCallback,
            "'\(reference.value)' is a \(symbol.kind.displayName.lowercased()), not a callback of \(expected)",
            at: reference.location, hint: "name a method or property of \(expected) in this column")
    }
}
