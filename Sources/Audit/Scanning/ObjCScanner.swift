import Diagnostics

/// Reads one Objective-C file (`.m`, `.mm`, `.h`) from its tokens: class interfaces and the
/// protocols they adopt, method definitions in `@implementation` blocks (a selector split over
/// several lines is one method), `window` properties, and message sends and property chains.
enum ObjCScanner {
    static func scan(source: String, file: String, index: KnowledgeIndex) -> FileFacts {
        var lexer = ObjCLexer(source)
        var parser = ObjCFactParser(tokens: lexer.tokens(), file: file, index: index)
        parser.parse()
        if let token = parser.tooDeep {
            // A file read only in part would give a false "clean": none of it counts.
            var facts = FileFacts(file: file)
            facts.problems.append(
                AuditProblem(
                    file: file, line: token.position.line,
                    message:
                        "column \(token.position.column): this file nests expressions more than \(ObjCFactParser.maximumNesting) deep, so it was not audited; simplify that code or exclude the file",
                    code: .parseLimit))
            return facts
        }
        return parser.facts
    }
}

/// The parser's state and its declarations; its expressions are in ObjCScanner+Expressions.swift.
/// Members the two files share are internal to the module.
struct ObjCFactParser {
    let tokens: [ObjCToken]
    let index: KnowledgeIndex
    var facts: FileFacts
    var position = 0
    /// The class of the `@implementation` being read.
    var implementation: String?
    /// The class of the `@interface` being read.
    var interface: String?
    /// The class of each name declared in the method being read: its parameters
    /// (`(UIApplication *)application`) and locals (`UIApplication *app = …`).
    var typedNames: [String: String] = [:]
    /// The most expressions (parentheses, message sends) read inside one another; the reading
    /// recurses once per level, and real code nests a few levels.
    static let maximumNesting = 128
    var nesting = 0
    /// The token where `maximumNesting` was exceeded; reading stopped there.
    var tooDeep: ObjCToken?

    /// A property chain (`UIApplication.sharedApplication.keyWindow`, `[UIScreen mainScreen]`) and its first token.
    struct Chain {
        var names: [String]
        var root: ObjCToken
    }

    init(tokens: [ObjCToken], file: String, index: KnowledgeIndex) {
        self.tokens = tokens
        self.index = index
        facts = FileFacts(file: file)
    }

    func token(_ at: Int) -> ObjCToken? {
        at < tokens.count ? tokens[at] : nil
    }

    func isIdentifier(_ at: Int) -> Bool {
        token(at)?.kind == .identifier
    }

    func isPunctuation(_ at: Int, _ text: String) -> Bool {
        token(at)?.is(text) == true
    }

    mutating func parse() {
        for token in tokens where token.kind == .identifier {
            if let key = index.launchKeysByObjCName[String(token.text)] {
                facts.findings.append(
                    LocalFinding(
                        position: token.position, rule: .launchOptionsKey, symbol: key.objcName,
                        replacement: key.arrivesIn,
                        message: key.advice, page: key.page))
            }
        }
        var depth = 0
        while position < tokens.count {
            let token = tokens[position]
            switch token.kind {
            case .directive:
                switch token.text {
                case "@interface": interfaceHeader()
                case "@protocol": protocolDeclaration()
                case "@implementation": implementationHeader()
                case "@end":
                    implementation = nil
                    interface = nil
                    depth = 0
                    position += 1
                case "@property": property()
                case "@synthesize": synthesize()
                default: position += 1
                }
            case .punctuation:
                if depth == 0, token.text == "-" || token.text == "+", implementation != nil || interface != nil,
                    isPunctuation(position + 1, "(")
                {
                    methodHeader()
                } else if token.text == "[" || token.text == "(" {
                    // Parenthesised expressions and casts start chains too: `((AppDelegate *)x.delegate).window`.
                    _ = postfixExpression()
                } else {
                    if token.text == "{" { depth += 1 }
                    if token.text == "}" { depth = max(0, depth - 1) }
                    position += 1
                }
            case .identifier:
                if position > 0, isPunctuation(position - 1, ".") || isPunctuation(position - 1, "->") {
                    position += 1
                } else if isPunctuation(position + 1, "*"), isIdentifier(position + 2),
                    let next = self.token(position + 3), next.is("=") || next.is(";") || next.is(",")
                {
                    // A local declaration, `UIApplication *app = …`.
                    typedNames[String(tokens[position + 2].text)] = String(token.text)
                    position += 3
                } else {
                    _ = postfixExpression()
                }
            case .literal:
                position += 1
            }
        }
    }

    // MARK: Declarations

    /// Names in `<A, B>` starting at `position` (which is at `<`); moves past `>`.
    mutating func angleList() -> [String] {
        var names: [String] = []
        position += 1
        var nesting = 1
        while let token = token(position) {
            position += 1
            if token.is("<") { nesting += 1 }
            if token.is(">") {
                nesting -= 1
                if nesting == 0 { break }
            }
            if token.kind == .identifier, nesting == 1 { names.append(String(token.text)) }
        }
        return names
    }

    /// `@interface Name<Generics> : Super<…> (Category) <Protocols>`.
    mutating func interfaceHeader() {
        position += 1
        guard let nameToken = token(position), nameToken.kind == .identifier else { return }
        let name = String(nameToken.text)
        position += 1
        var inherits: [String] = []
        var pendingAngles: [String]?
        if isPunctuation(position, "<") { pendingAngles = angleList() }
        if isPunctuation(position, ":"), isIdentifier(position + 1) {
            // The list before `:` was generic parameters.
            pendingAngles = nil
            inherits.append(String(tokens[position + 1].text))
            position += 2
            // The protocol list (a superclass's generic arguments, if any, come first and count too;
            // they are class names that never conform to a delegate protocol).
            while isPunctuation(position, "<") { inherits += angleList() }
        }
        if let pendingAngles { inherits += pendingAngles }
        var isCategory = false
        if isPunctuation(position, "(") {
            isCategory = true
            while let token = token(position), !token.is(")") { position += 1 }
            position += 1
        }
        if isPunctuation(position, "<") { inherits += angleList() }
        facts.types.append(TypeFact(name: name, inherits: inherits, isExtension: isCategory))
        interface = name
    }

    /// `@protocol P <Q>` … `@end`; a forward declaration (`@protocol P;`) or a `@protocol(P)` expression is skipped.
    mutating func protocolDeclaration() {
        position += 1
        guard let nameToken = token(position), nameToken.kind == .identifier else { return }
        position += 1
        if isPunctuation(position, ";") || isPunctuation(position, ",") { return }
        var inherits: [String] = []
        if isPunctuation(position, "<") { inherits = angleList() }
        facts.types.append(TypeFact(name: String(nameToken.text), inherits: inherits))
        // Requirements are not implementations: skip to `@end`.
        while let token = token(position), !(token.kind == .directive && token.text == "@end") { position += 1 }
        position += 1
    }

    /// `@implementation Name` or `@implementation Name (Category)`.
    mutating func implementationHeader() {
        position += 1
        guard let nameToken = token(position), nameToken.kind == .identifier else { return }
        implementation = String(nameToken.text)
        position += 1
        if isPunctuation(position, "(") {
            while let token = token(position), !token.is(")") { position += 1 }
            position += 1
        }
    }

    /// `@synthesize window;` or `@synthesize window = _window;` in an `@implementation`: the class
    /// implements the `window` property (declared by the protocol or a header).
    mutating func synthesize() {
        let start = tokens[position]
        position += 1
        var first = true
        while let token = token(position), !token.is(";"), !(token.kind == .directive) {
            if first, token.kind == .identifier, token.text == "window", let implementation {
                facts.windows.append(
                    WindowFact(
                        container: implementation, declarationInherits: nil, kind: .property, language: .objectiveC,
                        position: start.position))
            }
            // Each `name` or `name = ivar` of the list starts after a comma.
            first = token.is(",")
            position += 1
        }
    }

    /// `@property (…) UIWindow *window;` in an `@interface`.
    mutating func property() {
        let start = tokens[position]
        position += 1
        var names: [Substring] = []
        while let token = token(position), !token.is(";"), !(token.kind == .directive) {
            if token.is("(") {
                // The attribute list.
                while let inner = self.token(position), !inner.is(")") { position += 1 }
            } else if token.kind == .identifier {
                names.append(token.text)
            }
            position += 1
        }
        if let interface, names.last == "window", names.contains("UIWindow") {
            facts.windows.append(
                WindowFact(
                    container: interface, declarationInherits: nil, kind: .property, language: .objectiveC,
                    position: start.position))
        }
    }

    /// `- (ReturnType)keyword:(Type)name keyword:(Type)name …` up to `{` or `;`; a method definition
    /// inside an `@implementation` is recorded under its selector.
    mutating func methodHeader() {
        let start = tokens[position]
        position += 1
        skipParentheses()
        var selector = ""
        var parameters: [String: String] = [:]
        while let token = token(position), !token.is("{"), !token.is(";") {
            if token.kind == .directive { break }
            if token.kind == .identifier, isPunctuation(position + 1, ":") {
                selector += token.text + ":"
                position += 2
                let type = parameterType()
                if isIdentifier(position) {
                    if let type { parameters[String(tokens[position].text)] = type }
                    position += 1
                }
            } else if token.is(":") {
                selector += ":"
                position += 1
                let type = parameterType()
                if isIdentifier(position) {
                    if let type { parameters[String(tokens[position].text)] = type }
                    position += 1
                }
            } else if token.kind == .identifier, selector.isEmpty {
                selector = String(token.text)
                position += 1
            } else if token.is("(") {
                skipParentheses()
            } else {
                position += 1
            }
        }
        guard let implementation, isPunctuation(position, "{"), !selector.isEmpty else { return }
        typedNames = parameters
        facts.methods.append(
            MethodFact(
                container: implementation, declarationInherits: nil, name: selector, language: .objectiveC,
                position: start.position))
        // A deprecated delegate callback only in a class that conforms to its protocol.
        if let api = index.deprecatedDeclaration(selector: selector) {
            facts.conditionalFindings.append(
                ConditionalFinding(
                    container: implementation, declarationInherits: nil, requiredType: api.owner,
                    finding: LocalFinding(
                        position: start.position, rule: .deprecatedSceneAPI, symbol: api.symbol,
                        replacement: api.replacement,
                        message: Messages.deprecated(api, spelledAs: selector), page: api.page)))
        }
    }

    /// The class of a parameter's `(Type *)` (qualifiers such as `nullable` and `__kindof` skipped),
    /// moving past it; nil for other types.
    mutating func parameterType() -> String? {
        guard isPunctuation(position, "(") else { return nil }
        let open = position
        skipParentheses()
        let inside = tokens[(open + 1)..<max(open + 1, position - 1)]
        guard inside.contains(where: { $0.is("*") }) else { return nil }
        return inside.first { $0.kind == .identifier && $0.text.first?.isUppercase == true }.map { String($0.text) }
    }

    /// Moves past a balanced `( … )` starting at `position`.
    mutating func skipParentheses() {
        guard isPunctuation(position, "(") else { return }
        var nesting = 0
        while let token = token(position) {
            position += 1
            if token.is("(") { nesting += 1 }
            if token.is(")") {
                nesting -= 1
                if nesting == 0 { return }
            }
        }
    }
}
