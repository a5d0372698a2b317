import Diagnostics
import Foundation

/// A value of an old-style (OpenStep) property list, the format of `project.pbxproj`, with the
/// line where it starts.
indirect enum OpenStepValue {
    case string(String)
    case array([OpenStepValue])
    case dictionary([(key: String, line: Int, value: OpenStepValue)])

    var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    var array: [OpenStepValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    subscript(key: String) -> OpenStepValue? {
        guard case .dictionary(let entries) = self else { return nil }
        return entries.first { $0.key == key }?.value
    }
}

/// Parses the old-style property list format: `{ key = value; }`, `( a, b )`, bare and quoted
/// strings, `/* */` and `//` comments.
struct OpenStepParser {
    struct Failure: Error {
        var line: Int
        var message: String
        /// The build's code for the cause, when one names it.
        var code: DiagnosticCode? = nil
    }

    private let bytes: [UInt8]
    private var offset = 0
    private var line = 1
    /// The most dictionaries and arrays open at once (a project nests five or six); the parser
    /// recurses once per level.
    static let maximumNesting = 64
    private var nesting = 0

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    mutating func parse() throws(Failure) -> OpenStepValue {
        // An optional `// !$*UTF8*$!` header is a comment.
        let value = try parseValue()
        skipTrivia()
        guard offset == bytes.count else {
            throw Failure(line: line, message: "unexpected text after the end of the property list")
        }
        return value
    }

    private mutating func skipTrivia() {
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\n") {
                line += 1
                offset += 1
            } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                offset += 1
            } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "*") {
                offset += 2
                while offset + 1 < bytes.count,
                    !(bytes[offset] == UInt8(ascii: "*") && bytes[offset + 1] == UInt8(ascii: "/"))
                {
                    if bytes[offset] == UInt8(ascii: "\n") { line += 1 }
                    offset += 1
                }
                offset = min(bytes.count, offset + 2)
            } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "/") {
                while offset < bytes.count, bytes[offset] != UInt8(ascii: "\n") { offset += 1 }
            } else {
                return
            }
        }
    }

    private mutating func expect(_ character: Character) throws(Failure) {
        skipTrivia()
        guard offset < bytes.count, bytes[offset] == character.asciiValue! else {
            throw Failure(line: line, message: "expected `\(character)`")
        }
        offset += 1
    }

    private mutating func parseValue() throws(Failure) -> OpenStepValue {
        skipTrivia()
        guard offset < bytes.count else { throw Failure(line: line, message: "unexpected end of file") }
        guard bytes[offset] == UInt8(ascii: "{") || bytes[offset] == UInt8(ascii: "(") else {
            return .string(try parseString())
        }
        guard nesting < Self.maximumNesting else {
            throw Failure(
                line: line,
                message: "dictionaries and arrays nest more than \(Self.maximumNesting) levels here", code: .parseLimit)
        }
        nesting += 1
        defer { nesting -= 1 }
        switch bytes[offset] {
        case UInt8(ascii: "{"):
            offset += 1
            var entries: [(key: String, line: Int, value: OpenStepValue)] = []
            while true {
                skipTrivia()
                guard offset < bytes.count else { throw Failure(line: line, message: "unterminated dictionary") }
                if bytes[offset] == UInt8(ascii: "}") {
                    offset += 1
                    return .dictionary(entries)
                }
                let keyLine = line
                let key = try parseString()
                try expect("=")
                let value = try parseValue()
                try expect(";")
                entries.append((key, keyLine, value))
            }
        case UInt8(ascii: "("):
            offset += 1
            var items: [OpenStepValue] = []
            while true {
                skipTrivia()
                guard offset < bytes.count else { throw Failure(line: line, message: "unterminated array") }
                if bytes[offset] == UInt8(ascii: ")") {
                    offset += 1
                    return .array(items)
                }
                items.append(try parseValue())
                skipTrivia()
                if offset < bytes.count, bytes[offset] == UInt8(ascii: ",") { offset += 1 }
            }
        default:
            return .string(try parseString())
        }
    }

    private static func isBare(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
            UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }

    private mutating func parseString() throws(Failure) -> String {
        skipTrivia()
        guard offset < bytes.count else { throw Failure(line: line, message: "unexpected end of file") }
        if bytes[offset] == UInt8(ascii: "\"") {
            offset += 1
            var value: [UInt8] = []
            while offset < bytes.count, bytes[offset] != UInt8(ascii: "\"") {
                if bytes[offset] == UInt8(ascii: "\\"), offset + 1 < bytes.count {
                    offset += 1
                    switch bytes[offset] {
                    case UInt8(ascii: "n"): value.append(UInt8(ascii: "\n"))
                    case UInt8(ascii: "t"): value.append(UInt8(ascii: "\t"))
                    default: value.append(bytes[offset])
                    }
                } else {
                    if bytes[offset] == UInt8(ascii: "\n") { line += 1 }
                    value.append(bytes[offset])
                }
                offset += 1
            }
            guard offset < bytes.count else { throw Failure(line: line, message: "unterminated string") }
            offset += 1
            return String(decoding: value, as: UTF8.self)
        }
        let start = offset
        while offset < bytes.count, Self.isBare(bytes[offset]) { offset += 1 }
        guard offset > start else { throw Failure(line: line, message: "expected a value") }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }
}

/// An app-relevant target of an Xcode project, from its `project.pbxproj`.
struct ProjectTarget: Sendable, Hashable {
    var name: String
    /// `com.apple.product-type.application`, `…bundle.unit-test`, `…app-extension`, …
    var productType: String
    /// Line of the target's object in `project.pbxproj`.
    var line: Int
    /// `INFOPLIST_FILE` values of its configurations, relative to the audited folder.
    var infoPlistFiles: [String]
    /// Some configuration sets `GENERATE_INFOPLIST_FILE = YES`.
    var generatesInfoPlist: Bool
    /// Some configuration sets `INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES` (with or
    /// without an `[sdk=…]` condition).
    var generatesSceneManifest: Bool
    /// Every configuration builds for macOS only (`SDKROOT = macosx`, no Mac Catalyst).
    var macOSOnly: Bool

    /// An app that launches with UIKit: an application (or App Clip) product.
    var isApplication: Bool {
        productType == "com.apple.product-type.application"
            || productType == "com.apple.product-type.application.on-demand-install-capable"
    }
}

/// Reads the targets of one `project.pbxproj`.
enum XcodeProjectReader {
    /// The most build settings read over all targets and configurations (a 4 MiB project holds
    /// fewer than 200,000; sharing one list between many targets multiplies them).
    static let maximumSettingsRead = 1_000_000

    /// `projectFile` is the pbxproj's path relative to the audited folder
    /// (`App.xcodeproj/project.pbxproj`, or under a sub-folder).
    static func targets(text: String, projectFile: String) throws(OpenStepParser.Failure) -> [ProjectTarget] {
        var parser = OpenStepParser(text)
        let root = try parser.parse()
        guard case .dictionary(let objectEntries)? = root["objects"] else {
            throw OpenStepParser.Failure(line: 1, message: "no `objects` dictionary; is this a project.pbxproj?")
        }
        var objects: [String: OpenStepValue] = [:]
        var lines: [String: Int] = [:]
        for entry in objectEntries {
            objects[entry.key] = entry.value
            lines[entry.key] = entry.line
        }
        // SRCROOT: the folder that holds the .xcodeproj.
        var components = projectFile.split(separator: "/").map(String.init)
        components.removeLast(2)
        let projectDirectory = components.joined(separator: "/")

        // Each configuration list is read once, and a configuration it names twice counts once;
        // targets that share lists still multiply the settings read, so their total is bounded.
        var settingsOfList: [String: [[(key: String, value: String)]]] = [:]
        func settings(ofList id: String?) -> [[(key: String, value: String)]] {
            guard let id, let list = objects[id], let configurations = list["buildConfigurations"]?.array else {
                return []
            }
            if let known = settingsOfList[id] { return known }
            var seen = Set<String>()
            let result = configurations.compactMap { reference -> [(key: String, value: String)]? in
                guard let configID = reference.string, seen.insert(configID).inserted,
                    case .dictionary(let entries)? = objects[configID]?["buildSettings"]
                else {
                    return nil
                }
                return entries.map { ($0.key, $0.value.string ?? "") }
            }
            settingsOfList[id] = result
            return result
        }
        var settingsRead = 0
        let projectID = root["rootObject"]?.string
        let projectSettings = settings(ofList: projectID.flatMap { objects[$0]?["buildConfigurationList"]?.string })
        let projectSDK = projectSettings.flatMap { $0 }.first { baseKey($0.key) == "SDKROOT" }?.value

        var targets: [ProjectTarget] = []
        for (id, object) in objects where object["isa"]?.string == "PBXNativeTarget" {
            let name = object["name"]?.string ?? id
            let productType = object["productType"]?.string ?? ""
            var plists: [String] = []
            var generates = false
            var manifest = false
            var macOSOnly = true
            let configurations = settings(ofList: object["buildConfigurationList"]?.string)
            for configuration in configurations.isEmpty ? [[]] : configurations {
                settingsRead += configuration.count
                guard settingsRead <= maximumSettingsRead else {
                    throw OpenStepParser.Failure(
                        line: lines[id] ?? 1,
                        message:
                            "its targets' configurations name more than \(maximumSettingsRead) build settings in all (configuration lists shared or repeated)",
                        code: .parseLimit)
                }
                var sdk = projectSDK
                var catalyst = false
                for (key, value) in configuration {
                    let base = baseKey(key)
                    switch base {
                    case "INFOPLIST_FILE":
                        if !value.isEmpty {
                            plists.append(resolve(value, projectDirectory: projectDirectory, targetName: name))
                        }
                    case "GENERATE_INFOPLIST_FILE":
                        generates = generates || isYes(value)
                    case SceneManifestRule.generationSetting:
                        manifest = manifest || isYes(value)
                    case "SDKROOT":
                        if key == base { sdk = value }
                    case "SUPPORTS_MACCATALYST":
                        catalyst = catalyst || isYes(value)
                    case "SUPPORTED_PLATFORMS":
                        if value.contains("iphone") || value.contains("xros") || value.contains("appletv") {
                            sdk = "iphoneos"
                        }
                    default:
                        break
                    }
                }
                if sdk != "macosx" || catalyst { macOSOnly = false }
            }
            targets.append(
                ProjectTarget(
                    name: name, productType: productType, line: lines[id] ?? 1,
                    infoPlistFiles: Array(Set(plists)).sorted(),
                    generatesInfoPlist: generates, generatesSceneManifest: manifest, macOSOnly: macOSOnly))
        }
        return targets.sorted { ($0.line, $0.name) < ($1.line, $1.name) }
    }

    /// `INFOPLIST_KEY_X[sdk=iphoneos*]` → `INFOPLIST_KEY_X`.
    static func baseKey(_ key: String) -> String {
        guard let bracket = key.firstIndex(of: "[") else { return key }
        return String(key[..<bracket])
    }

    static func isYes(_ value: String) -> Bool {
        ["YES", "yes", "true", "TRUE", "1"].contains(value)
    }

    /// An `INFOPLIST_FILE` value relative to the audited folder: relative to SRCROOT, with
    /// `$(SRCROOT)`, `$(PROJECT_DIR)`, `$(TARGET_NAME)` (and their `${…}` forms) replaced.
    static func resolve(_ value: String, projectDirectory: String, targetName: String) -> String {
        var path = value
        for variable in ["SRCROOT", "PROJECT_DIR", "SOURCE_ROOT"] {
            for spelling in ["$(\(variable))", "${\(variable)}"] where path.hasPrefix(spelling) {
                path = String(path.dropFirst(spelling.count))
            }
        }
        for variable in ["TARGET_NAME", "PRODUCT_NAME", "PROJECT_NAME"] {
            for spelling in ["$(\(variable))", "${\(variable)}"] {
                path = path.replacingOccurrences(of: spelling, with: targetName)
            }
        }
        var components = projectDirectory.isEmpty ? [] : projectDirectory.split(separator: "/").map(String.init)
        for component in path.split(separator: "/") {
            switch component {
            case ".": continue
            case "..": if !components.isEmpty { components.removeLast() }
            default: components.append(String(component))
            }
        }
        return components.joined(separator: "/")
    }
}

/// The objects of one `project.pbxproj`, for tools that edit the project: each object's `isa`,
/// the line its entry starts on, its string values and its lists of strings (object ids).
public struct XcodeProjectObjects: Sendable {
    public struct Object: Sendable, Hashable {
        public var isa: String
        public var line: Int
        public var strings: [String: String]
        public var lists: [String: [String]]
    }

    /// Why the text is no project: the line and what is wrong there.
    public struct Failure: Error, Sendable, Hashable {
        public var line: Int
        public var message: String
    }

    public var objects: [String: Object]
    /// The `PBXProject` object's id.
    public var rootObject: String?

    public static func parse(_ text: String) throws(Failure) -> XcodeProjectObjects {
        var parser = OpenStepParser(text)
        let root: OpenStepValue
        do {
            root = try parser.parse()
        } catch {
            throw Failure(line: error.line, message: error.message)
        }
        guard case .dictionary(let entries)? = root["objects"] else {
            throw Failure(line: 1, message: "no `objects` dictionary; is this a project.pbxproj?")
        }
        var objects: [String: Object] = [:]
        for entry in entries {
            guard case .dictionary(let fields) = entry.value else { continue }
            var object = Object(isa: entry.value["isa"]?.string ?? "", line: entry.line, strings: [:], lists: [:])
            for field in fields {
                switch field.value {
                case .string(let value): object.strings[field.key] = value
                case .array(let items): object.lists[field.key] = items.compactMap(\.string)
                case .dictionary: break
                }
            }
            objects[entry.key] = object
        }
        return XcodeProjectObjects(objects: objects, rootObject: root["rootObject"]?.string)
    }
}
