import ContentModel
import Foundation
@preconcurrency import SymbolKit

/// Reads a graph with swift-docc-symbolkit, DocC's own model of the format: the reference the
/// fast reader is tested against, and the reader when `SCENEDOCS_WITHOUT` names it.
public enum SymbolKitReader {
    /// The failure of a read: what went wrong and where in the JSON (`symbols[3].kind`).
    public struct Failure: Error, Hashable, Sendable {
        public var message: String
        public var jsonPath: String
    }

    /// Decodes `data` (the bytes of the file shown as `path`).
    public static func read(_ data: Data, path: String) -> Result<GraphFile, Failure> {
        let graph: SymbolGraph
        do {
            graph = try JSONDecoder().decode(SymbolGraph.self, from: data)
        } catch let error as DecodingError {
            return .failure(failure(error))
        } catch {
            return .failure(Failure(message: "\(error)", jsonPath: ""))
        }
        let version = graph.metadata.formatVersion
        var file = GraphFile(
            path: path, module: graph.module.name,
            formatVersion: [version.major, version.minor, version.patch])
        file.symbols = graph.symbols.values.map(symbol).sorted { $0.preciseIdentifier < $1.preciseIdentifier }
        file.relationships = graph.relationships.map(relationship)
        return .success(file)
    }

    static func symbol(_ symbol: SymbolGraph.Symbol) -> GraphSymbol {
        let fragments =
            (symbol.mixins[SymbolGraph.Symbol.DeclarationFragments.mixinKey]
            as? SymbolGraph.Symbol.DeclarationFragments)?.declarationFragments ?? []
        let availability =
            (symbol.mixins[SymbolGraph.Symbol.Availability.mixinKey] as? SymbolGraph.Symbol.Availability)?
            .availability ?? []
        let location = symbol.mixins[SymbolGraph.Symbol.Location.mixinKey] as? SymbolGraph.Symbol.Location
        let extensionInfo =
            symbol.mixins[SymbolGraph.Symbol.Swift.Extension.mixinKey] as? SymbolGraph.Symbol.Swift.Extension
        let generics = symbol.mixins[SymbolGraph.Symbol.Swift.Generics.mixinKey] as? SymbolGraph.Symbol.Swift.Generics
        return GraphSymbol(
            preciseIdentifier: symbol.identifier.precise, kind: symbol.kind.identifier.identifier,
            pathComponents: symbol.pathComponents, title: symbol.names.title,
            fragments: fragments.map {
                DeclarationFragment(
                    kind: $0.kind.rawValue, spelling: $0.spelling, preciseIdentifier: $0.preciseIdentifier)
            },
            docComment: symbol.docComment.map { comment in
                GraphDocComment(
                    lines: comment.lines.map(\.text), module: comment.moduleName, uri: comment.uri,
                    start: comment.lines.first?.range.map {
                        GraphPosition(uri: comment.uri, line: $0.start.line, character: $0.start.character)
                    })
            },
            accessLevel: symbol.accessLevel.rawValue,
            availability: availability.map { item in
                GraphAvailability(
                    domain: item.domain?.rawValue, introduced: item.introducedVersion.map(numbers),
                    deprecated: item.deprecatedVersion.map(numbers), obsoleted: item.obsoletedVersion.map(numbers),
                    message: item.message, renamed: item.renamed,
                    isUnconditionallyDeprecated: item.isUnconditionallyDeprecated,
                    isUnconditionallyUnavailable: item.isUnconditionallyUnavailable)
            },
            location: location.map {
                GraphPosition(uri: $0.uri, line: $0.position.line, character: $0.position.character)
            },
            extendedModule: extensionInfo?.extendedModule,
            extensionConstraints: (extensionInfo?.constraints ?? []).map(constraint),
            genericConstraints: (generics?.constraints ?? []).map(constraint),
            genericParameters: (generics?.parameters ?? []).map(\.name))
    }

    static func relationship(_ relationship: SymbolGraph.Relationship) -> GraphRelationship {
        let constraints =
            (relationship.mixins[SymbolGraph.Relationship.Swift.GenericConstraints.mixinKey]
            as? SymbolGraph.Relationship.Swift.GenericConstraints)?.constraints ?? []
        let origin =
            relationship.mixins[SymbolGraph.Relationship.SourceOrigin.mixinKey]
            as? SymbolGraph.Relationship.SourceOrigin
        return GraphRelationship(
            kind: relationship.kind.rawValue, source: relationship.source, target: relationship.target,
            targetFallback: relationship.targetFallback, constraints: constraints.map(constraint),
            sourceOrigin: origin.map { ($0.identifier, $0.displayName) })
    }

    static func constraint(_ constraint: SymbolGraph.Symbol.Swift.GenericConstraint) -> GenericConstraint {
        GenericConstraint(kind: constraint.kind.rawValue, lhs: constraint.leftTypeName, rhs: constraint.rightTypeName)
    }

    static func numbers(_ version: SymbolGraph.SemanticVersion) -> [Int] {
        [version.major, version.minor, version.patch]
    }

    static func failure(_ error: DecodingError) -> Failure {
        func path(_ keys: [CodingKey]) -> String {
            var text = ""
            for key in keys {
                if let index = key.intValue {
                    text += "[\(index)]"
                } else {
                    text += (text.isEmpty ? "" : ".") + key.stringValue
                }
            }
            return text
        }
        switch error {
        case .typeMismatch(let type, let context):
            return Failure(
                message: "expected \(type) (\(context.debugDescription))", jsonPath: path(context.codingPath))
        case .valueNotFound(let type, let context):
            return Failure(message: "missing value of type \(type)", jsonPath: path(context.codingPath))
        case .keyNotFound(let key, let context):
            return Failure(message: "missing key '\(key.stringValue)'", jsonPath: path(context.codingPath))
        case .dataCorrupted(let context):
            return Failure(message: context.debugDescription, jsonPath: path(context.codingPath))
        @unknown default:
            return Failure(message: "\(error)", jsonPath: "")
        }
    }
}
