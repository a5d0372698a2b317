import CodeHighlighting
import Foundation
import SwiftParser
import SwiftSyntax

/// Reads one Swift file with swift-syntax: its types and extensions, the methods and window code in
/// them, and the look-ups, launch-options reads and deprecated calls anywhere in it. Comments and
/// string literals are trivia or literal tokens and never match; branches of `#if` whose condition
/// is known false (`#if false`, `#if 0`, and the branches after a `#if true`) are not read
/// (`CompilationCondition`: SwiftIfConfig's evaluation, knowing no flag or platform).
enum SwiftScanner {
  /// A file over `SwiftSourceBudget` (`[` nested too deep to parse in reasonable time, or a tree
  /// too deep to walk) is not audited: its facts hold one `parse-limit` problem.
  static func scan(source: String, file: String, index: KnowledgeIndex) -> FileFacts {
    if let excess = SwiftSourceBudget.excessBeforeParsing(source, maximumBytes: Int.max) {
      return overBudget(excess, file: file)
    }
    let tree = Parser.parse(source: source)
    if let excess = SwiftSourceBudget.excessDepth(of: tree, source: source) {
      return overBudget(excess, file: file)
    }
    let visitor = SwiftFactVisitor(file: file, tree: tree, index: index)
    visitor.walk(tree)
    return visitor.facts
  }

  private static func overBudget(_ excess: SwiftSourceBudget.Excess, file: String) -> FileFacts {
    var facts = FileFacts(file: file)
    facts.problems.append(
      AuditProblem(
        file: file, line: excess.line,
        message:
          "column \(excess.column): this file \(excess.message), so it was not audited; simplify that code or exclude the file [parse-limit]"
      ))
    return facts
  }
}

private final class SwiftFactVisitor: SyntaxVisitor {
  private enum Context {
    /// A type's body; its own inheritance list, or nil for an extension.
    case type(String, inherits: [String]?)
    /// A function, closure, accessor or protocol body: declarations in it are not members.
    case body
  }

  var facts: FileFacts
  private let converter: SourceLocationConverter
  private let index: KnowledgeIndex
  private var contexts: [Context] = []
  /// Names bound in each context (parameters, locals, a type's stored properties) to what the
  /// syntax says they hold: a type's simple name, or `launchOptionsBinding`.
  private var scopes: [[String: String]] = []
  /// What a name bound to the launch-options dictionary (or an alias of it) holds.
  static let launchOptionsBinding = "<launch options>"
  /// A local whose value the syntax does not tell: it still hides a member of the same name.
  static let unknownBinding = ""

  init(file: String, tree: SourceFileSyntax, index: KnowledgeIndex) {
    facts = FileFacts(file: file)
    converter = SourceLocationConverter(fileName: file, tree: tree)
    self.index = index
    super.init(viewMode: .sourceAccurate)
  }

  private func push(_ context: Context) {
    contexts.append(context)
    scopes.append([:])
  }

  private func pop() {
    contexts.removeLast()
    scopes.removeLast()
  }

  private func bind(_ name: String, to value: String) {
    guard !scopes.isEmpty else { return }
    scopes[scopes.count - 1][name] = value
  }

  /// What the innermost binding of `name` holds, if the syntax says.
  private func binding(of name: String) -> String? {
    for scope in scopes.reversed() {
      if let value = scope[name] { return value }
    }
    return nil
  }

  /// What a declared type says a name holds: `[UIApplication.LaunchOptionsKey: Any]?` is the
  /// launch-options dictionary; any other type its simple name (`UIKit.UIApplication?` → `UIApplication`).
  private static func boundValue(ofType type: TypeSyntax) -> String {
    var type = type
    while true {
      if let optional = type.as(OptionalTypeSyntax.self) {
        type = optional.wrappedType
      } else if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
        type = unwrapped.wrappedType
      } else {
        break
      }
    }
    if let dictionary = type.as(DictionaryTypeSyntax.self),
      simpleName(dictionary.key).hasSuffix("LaunchOptionsKey")
    {
      return launchOptionsBinding
    }
    return simpleName(type)
  }

  /// What an initializer expression holds, when the syntax says: `UIApplication.shared` (a type's
  /// shared instance), another bound name (an alias, also through `?? [:]`, `!`, `?`, parentheses).
  private func boundValue(ofExpression expression: ExprSyntax) -> String? {
    if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
      sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
      let first = sequence.elements.first
    {
      return boundValue(ofExpression: first)
    }
    guard let (names, _) = Self.chain(expression, limit: 2) else { return nil }
    if names.count == 2, KnowledgeIndex.swiftSharedAccessors.contains(names[1]),
      names[0].first?.isUppercase == true
    {
      return names[0]
    }
    if names.count == 1 {
      if let bound = binding(of: names[0]) { return bound == Self.unknownBinding ? nil : bound }
      if names[0].lowercased().contains("launchoptions") { return Self.launchOptionsBinding }
    }
    return nil
  }

  // MARK: Positions and names

  private func position(_ node: some SyntaxProtocol) -> SourcePosition {
    let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
    return SourcePosition(line: location.line, column: location.column)
  }

  /// The innermost enclosing type or extension, and its declaration's inheritance list (nil in an extension).
  private var enclosingType: (name: String, inherits: [String]?)? {
    for context in contexts.reversed() {
      if case .type(let name, let inherits) = context { return (name, inherits) }
    }
    return nil
  }

  /// The type a member declared here belongs to (nil inside a function or closure body), and the
  /// inheritance list of its declaration (nil in an extension).
  private var memberContainer: (name: String, inherits: [String]?)? {
    if case .type(let name, let inherits)? = contexts.last { return (name, inherits) }
    return nil
  }

  /// The last component of a type's spelling, without generic arguments or optionality:
  /// `UIKit.UIApplicationDelegate` → `UIApplicationDelegate`.
  private static func simpleName(_ type: some SyntaxProtocol) -> String {
    var text = type.trimmedDescription
    if let angle = text.firstIndex(of: "<") { text = String(text[..<angle]) }
    text = text.trimmingCharacters(in: ["?", "!", " "])
    if let dot = text.lastIndex(of: ".") { text = String(text[text.index(after: dot)...]) }
    return text
  }

  private static func inherited(_ clause: InheritanceClauseSyntax?) -> [String] {
    guard let clause else { return [] }
    return clause.inheritedTypes.flatMap { inherited -> [String] in
      // `A & B` conforms to both.
      if let composition = inherited.type.as(CompositionTypeSyntax.self) {
        return composition.elements.map { simpleName($0.type) }
      }
      return [simpleName(inherited.type)]
    }
  }

  private static func identifierText(_ token: TokenSyntax) -> String {
    var text = token.text
    if text.hasPrefix("`"), text.hasSuffix("`"), text.count >= 2 {
      text = String(text.dropFirst().dropLast())
    }
    return text
  }

  private static func attributes(_ list: AttributeListSyntax) -> [AttributeSyntax] {
    list.compactMap { element in
      if case .attribute(let attribute) = element { return attribute }
      return nil
    }
  }

  private static func attributeName(_ attribute: AttributeSyntax) -> String {
    simpleName(attribute.attributeName)
  }

  // MARK: Types

  private func enterType(
    name: String, inherits: [String], attributes: AttributeListSyntax, members: MemberBlockSyntax,
    isExtension: Bool = false
  ) {
    facts.types.append(TypeFact(name: name, inherits: inherits, isExtension: isExtension))
    let names = Self.attributes(attributes).map(Self.attributeName)
    if names.contains("main"), inherits.contains("App") {
      facts.declaresSwiftUIApp = true
    }
    push(.type(name, inherits: isExtension ? nil : inherits))
    // Stored properties are in scope in every method of the type, wherever they are declared.
    for member in members.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
      for binding in variable.bindings {
        guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self),
          let type = binding.typeAnnotation?.type
        else { continue }
        bind(Self.identifierText(pattern.identifier), to: Self.boundValue(ofType: type))
      }
    }
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(
      name: Self.identifierText(node.name), inherits: Self.inherited(node.inheritanceClause),
      attributes: node.attributes, members: node.memberBlock)
    return .visitChildren
  }
  override func visitPost(_ node: ClassDeclSyntax) { pop() }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(
      name: Self.identifierText(node.name), inherits: Self.inherited(node.inheritanceClause),
      attributes: node.attributes, members: node.memberBlock)
    return .visitChildren
  }
  override func visitPost(_ node: StructDeclSyntax) { pop() }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(
      name: Self.identifierText(node.name), inherits: Self.inherited(node.inheritanceClause),
      attributes: node.attributes, members: node.memberBlock)
    return .visitChildren
  }
  override func visitPost(_ node: EnumDeclSyntax) { pop() }

  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(
      name: Self.identifierText(node.name), inherits: Self.inherited(node.inheritanceClause),
      attributes: node.attributes, members: node.memberBlock)
    return .visitChildren
  }
  override func visitPost(_ node: ActorDeclSyntax) { pop() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(
      name: Self.simpleName(node.extendedType), inherits: Self.inherited(node.inheritanceClause),
      attributes: node.attributes, members: node.memberBlock,
      isExtension: true)
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { pop() }

  /// A protocol's inheritance counts (`protocol P: UIApplicationDelegate`); its requirements are
  /// not implementations.
  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    facts.types.append(
      TypeFact(
        name: Self.identifierText(node.name), inherits: Self.inherited(node.inheritanceClause)))
    push(.body)
    return .visitChildren
  }
  override func visitPost(_ node: ProtocolDeclSyntax) { pop() }

  // MARK: Members

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    let labels = node.signature.parameterClause.parameters.map {
      Self.identifierText($0.firstName) + ":"
    }
    let name = Self.identifierText(node.name) + "(" + labels.joined() + ")"
    let position = position(node.funcKeyword)
    if let container = memberContainer {
      facts.methods.append(
        MethodFact(
          container: container.name, declarationInherits: container.inherits, name: name,
          language: .swift,
          position: position))
    }
    // A declaration implements a deprecated delegate callback only in a type that conforms to its
    // protocol (known once every file is read), and only when it is not `async` (Swift's async
    // form of a method is a different, completion-handler selector).
    let isAsync = node.signature.effectSpecifiers?.asyncSpecifier != nil
    if let container = memberContainer, !isAsync, let api = index.deprecatedDeclaration(named: name)
    {
      facts.conditionalFindings.append(
        ConditionalFinding(
          container: container.name, declarationInherits: container.inherits,
          requiredType: api.owner,
          finding: LocalFinding(
            position: position, rule: .deprecatedSceneAPI, symbol: api.symbol,
            replacement: api.replacement, message: Messages.deprecated(api, spelledAs: name),
            page: api.page)))
    }
    push(.body)
    bindParameters(node.signature.parameterClause)
    return .visitChildren
  }

  private func bindParameters(_ clause: FunctionParameterClauseSyntax) {
    for parameter in clause.parameters {
      let name = Self.identifierText(parameter.secondName ?? parameter.firstName)
      if name != "_" { bind(name, to: Self.boundValue(ofType: parameter.type)) }
    }
  }
  override func visitPost(_ node: FunctionDeclSyntax) { pop() }

  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    push(.body)
    bindParameters(node.signature.parameterClause)
    return .visitChildren
  }
  override func visitPost(_ node: InitializerDeclSyntax) { pop() }

  override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    push(.body)
    return .visitChildren
  }
  override func visitPost(_ node: DeinitializerDeclSyntax) { pop() }

  override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
    push(.body)
    return .visitChildren
  }
  override func visitPost(_ node: SubscriptDeclSyntax) { pop() }

  override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
    push(.body)
    return .visitChildren
  }
  override func visitPost(_ node: AccessorBlockSyntax) { pop() }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    push(.body)
    switch node.signature?.parameterClause {
    case .simpleInput(let parameters)?:
      for parameter in parameters {
        bind(Self.identifierText(parameter.name), to: Self.unknownBinding)
      }
    case .parameterClause(let clause)?:
      for parameter in clause.parameters {
        let name = Self.identifierText(parameter.secondName ?? parameter.firstName)
        bind(name, to: parameter.type.map { Self.boundValue(ofType: $0) } ?? Self.unknownBinding)
      }
    case nil:
      break
    }
    return .visitChildren
  }
  override func visitPost(_ node: ClosureExprSyntax) { pop() }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    for attribute in Self.attributes(node.attributes)
    where Self.attributeName(attribute) == "UIApplicationDelegateAdaptor" {
      if let type = Self.adaptorType(attribute: attribute, declaration: node) {
        facts.adaptorTypes.append(type)
      }
    }
    for binding in node.bindings {
      guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
      if let type = binding.typeAnnotation?.type {
        bind(Self.identifierText(pattern.identifier), to: Self.boundValue(ofType: type))
      } else {
        let value = binding.initializer.flatMap { boundValue(ofExpression: $0.value) }
        bind(Self.identifierText(pattern.identifier), to: value ?? Self.unknownBinding)
      }
    }
    if let container = memberContainer {
      for binding in node.bindings {
        guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self),
          Self.identifierText(pattern.identifier) == "window"
        else { continue }
        // `var window: UIWindow?`, or an inferred type; a `window` of another type is not the delegate's window.
        if let type = binding.typeAnnotation?.type, Self.simpleName(type) != "UIWindow" { continue }
        facts.windows.append(
          WindowFact(
            container: container.name, declarationInherits: container.inherits, kind: .property,
            language: .swift, position: position(node.bindingSpecifier)))
      }
    }
    return .visitChildren
  }

  /// `if let options = launchOptions`, `guard let app = application as? UIApplication`: the name
  /// holds what the value holds (kept to the end of the enclosing function).
  override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
    guard let pattern = node.pattern.as(IdentifierPatternSyntax.self) else { return .visitChildren }
    let name = Self.identifierText(pattern.identifier)
    if let type = node.typeAnnotation?.type {
      bind(name, to: Self.boundValue(ofType: type))
    } else if let initializer = node.initializer {
      bind(name, to: boundValue(ofExpression: initializer.value) ?? Self.unknownBinding)
    }
    return .visitChildren
  }

  /// `@UIApplicationDelegateAdaptor(AppDelegate.self) var delegate` or `… var delegate: AppDelegate`.
  private static func adaptorType(attribute: AttributeSyntax, declaration: VariableDeclSyntax)
    -> String?
  {
    if case .argumentList(let arguments)? = attribute.arguments, let first = arguments.first,
      let member = first.expression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "self",
      let base = member.base
    {
      return simpleName(base)
    }
    if let type = declaration.bindings.first?.typeAnnotation?.type {
      return simpleName(type)
    }
    return nil
  }

  // MARK: Dead `#if` branches

  override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
    var taken = false
    for clause in node.clauses {
      if taken { break }
      let value: Bool? = clause.condition.map { CompilationCondition.value(of: $0) } ?? true
      if value == false { continue }
      if value == true { taken = true }
      if let elements = clause.elements { walk(elements) }
    }
    return .skipChildren
  }

  // MARK: Expressions

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    let called = node.calledExpression
    // UIWindow(frame:), UIWindow(windowScene:), UIWindow(), UIWindow.init(…); any other class
    // called the same way (`OverlayWindow(frame:)`) is kept and counts when the tree declares
    // it as a UIWindow subclass.
    if let type = enclosingType {
      var created: String?
      if let reference = called.as(DeclReferenceExprSyntax.self) {
        created = reference.baseName.text
      } else if let member = called.as(MemberAccessExprSyntax.self),
        member.declName.baseName.text == "init",
        let base = member.base?.as(DeclReferenceExprSyntax.self)
      {
        created = base.baseName.text
      }
      if let created, created.first?.isUppercase == true {
        facts.windows.append(
          WindowFact(
            container: type.name, declarationInherits: type.inherits, kind: .creation,
            language: .swift,
            position: position(called), createdType: created))
      }
    }
    if let member = called.as(MemberAccessExprSyntax.self) {
      let name = member.declName.baseName.text
      if let type = enclosingType, name == "makeKeyAndVisible" || name == "makeKey",
        node.arguments.isEmpty
      {
        facts.windows.append(
          WindowFact(
            container: type.name, declarationInherits: type.inherits, kind: .makeKey(name + "()"),
            language: .swift, position: position(member.declName)))
      }
      if let base = member.base {
        deprecatedCall(node, name: name, receiver: receiver(base), at: member.declName)
      }
    } else if let reference = called.as(DeclReferenceExprSyntax.self) {
      deprecatedCall(node, name: reference.baseName.text, receiver: .implicitSelf, at: reference)
    }
    return .visitChildren
  }

  /// What the syntax says a call's or a member read's receiver is.
  private enum Receiver {
    /// The type itself or its shared instance (`UIApplication`, `UIApplication.shared`), or a
    /// name bound to that type: `application: UIApplication`, `let app = UIApplication.shared`.
    case known(String)
    /// `self`, `super` or no receiver: the enclosing type, known once every file is read.
    case implicitSelf
    case unknown
  }

  private func receiver(_ base: ExprSyntax) -> Receiver {
    guard let (names, _) = Self.chain(base, limit: 2) else { return .unknown }
    if names == ["self"] || names == ["super"] { return .implicitSelf }
    if names.count == 1 {
      if let bound = binding(of: names[0]) { return .known(bound) }
      if names[0].first?.isUppercase == true { return .known(names[0]) }
    }
    if names.count == 2, KnowledgeIndex.swiftSharedAccessors.contains(names[1]) {
      return .known(names[0])
    }
    return .unknown
  }

  /// A call of a deprecated API: its name and labels match (see `KnowledgeIndex.deprecatedAPI`) and
  /// its receiver is the API's type (an unknown receiver, e.g. another type's method of the same
  /// name, is not a finding).
  private func deprecatedCall(
    _ node: FunctionCallExprSyntax, name: String, receiver: Receiver, at anchor: some SyntaxProtocol
  ) {
    var labels: [String?] = node.arguments.map { $0.label.map { Self.identifierText($0) } ?? "_" }
    if node.trailingClosure != nil { labels.append(nil) }
    for closure in node.additionalTrailingClosures {
      labels.append(Self.identifierText(closure.label))
    }
    guard let api = index.deprecatedAPI(calledAs: name, labels: labels), !api.isDelegateCallback
    else { return }
    let finding = LocalFinding(
      position: position(anchor), rule: .deprecatedSceneAPI, symbol: api.symbol,
      replacement: api.replacement, message: Messages.deprecated(api, spelledAs: api.swiftName),
      page: api.page)
    switch receiver {
    case .known(let type) where type == api.owner:
      facts.findings.append(finding)
    case .implicitSelf:
      guard let type = enclosingType else { return }
      facts.conditionalFindings.append(
        ConditionalFinding(
          container: type.name, declarationInherits: type.inherits, requiredType: api.owner,
          finding: finding))
    case .known, .unknown:
      return
    }
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    let member = node.declName.baseName.text
    if let key = index.launchKeysBySwiftName[member], isLaunchOptionsKey(node) {
      facts.findings.append(
        LocalFinding(
          position: position(node), rule: .launchOptionsKey,
          symbol: "UIApplication.LaunchOptionsKey.\(member)",
          replacement: key.arrivesIn, message: key.advice, page: key.page))
    }
    if let (names, root) = Self.chain(ExprSyntax(node), limit: index.longestLookupChain) {
      if let lookup = index.swiftLookups[names] {
        facts.findings.append(lookupFinding(lookup, at: root))
      } else if names.first == "self" || names.first == "super" {
        memberLookup(Array(names.dropFirst()), receiver: .implicitSelf, at: root)
      } else if let bound = binding(of: names[0]) {
        memberLookup(Array(names.dropFirst()), receiver: .known(bound), at: root)
      } else if root.is(DeclReferenceExprSyntax.self), names[0].first?.isLowercase == true {
        memberLookup(names, receiver: .implicitSelf, at: root)
      }
    }
    return .visitChildren
  }

  /// A bare name (`keyWindow`, `windows`) read in a type: implicit `self`, a look-up when the type
  /// is the look-up's (an extension or subclass of `UIApplication`). A member name, a called
  /// function and a local or parameter of that name are not.
  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    let name = node.baseName.text
    guard index.swiftMemberLookups[[name]] != nil, binding(of: name) == nil else {
      return .visitChildren
    }
    if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
      return .visitChildren
    }
    if let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id
    {
      return .visitChildren
    }
    memberLookup([name], receiver: .implicitSelf, at: node)
    return .visitChildren
  }

  private func lookupFinding(_ lookup: AuditKnowledge.GlobalLookup, at node: some SyntaxProtocol)
    -> LocalFinding
  {
    LocalFinding(
      position: position(node), rule: .globalWindowLookup,
      symbol: "\(lookup.type)/\(lookup.member)",
      replacement: lookup.replacement, message: lookup.advice, page: lookup.page)
  }

  /// A look-up's member path read from a receiver: a finding when the receiver is bound to the
  /// look-up's type, a conditional one for implicit `self`.
  private func memberLookup(_ path: [String], receiver: Receiver, at node: some SyntaxProtocol) {
    guard let lookups = index.swiftMemberLookups[path] else { return }
    for lookup in lookups {
      switch receiver {
      case .known(let type) where type == lookup.type:
        facts.findings.append(lookupFinding(lookup, at: node))
      case .implicitSelf:
        guard let type = enclosingType else { continue }
        facts.conditionalFindings.append(
          ConditionalFinding(
            container: type.name, declarationInherits: type.inherits, requiredType: lookup.type,
            finding: lookupFinding(lookup, at: node)))
      case .known, .unknown:
        continue
      }
    }
  }

  /// `UIApplication.LaunchOptionsKey.url` anywhere, or `.url` as the key of a subscript of the
  /// launch options: a name bound to them (a parameter of their type, an alias such as
  /// `let options = launchOptions` or `guard let options = launchOptions`), or, when the syntax
  /// does not say, a name like `launchOptions`.
  private func isLaunchOptionsKey(_ node: MemberAccessExprSyntax) -> Bool {
    if let base = node.base {
      return Self.simpleName(base).hasSuffix("LaunchOptionsKey")
    }
    guard let argument = node.parent?.as(LabeledExprSyntax.self),
      let subscriptCall = argument.parent?.parent?.as(SubscriptCallExprSyntax.self)
    else { return false }
    var dictionary = subscriptCall.calledExpression
    while true {
      if let optional = dictionary.as(OptionalChainingExprSyntax.self) {
        dictionary = optional.expression
      } else if let forced = dictionary.as(ForceUnwrapExprSyntax.self) {
        dictionary = forced.expression
      } else {
        break
      }
    }
    let name: String
    if let reference = dictionary.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName.text
      if let bound = binding(of: name), bound != Self.unknownBinding {
        return bound == Self.launchOptionsBinding
      }
    } else if let member = dictionary.as(MemberAccessExprSyntax.self) {
      name = member.declName.baseName.text
    } else {
      return false
    }
    return name.lowercased().contains("launchoptions")
  }

  /// The names of a member chain and its first node: `(UIApplication.shared.delegate as? AppDelegate)?.window`
  /// → `["UIApplication", "shared", "delegate", "window"]`, through optional chaining, forced
  /// unwraps, parentheses, casts and argument-less calls. Nil for a chain of more than `limit`
  /// names: no caller matches a longer one, and stopping there keeps each member node's work
  /// bounded (a chain of n links is visited at each of its n member nodes).
  static func chain(_ expression: ExprSyntax, limit: Int) -> (names: [String], root: Syntax)? {
    var reversedNames: [String] = []
    var expression = expression
    while true {
      if let reference = expression.as(DeclReferenceExprSyntax.self) {
        reversedNames.append(reference.baseName.text)
        return (reversedNames.reversed(), Syntax(reference))
      }
      if let member = expression.as(MemberAccessExprSyntax.self) {
        guard let base = member.base else { return nil }
        reversedNames.append(member.declName.baseName.text)
        if reversedNames.count >= limit { return nil }
        expression = base
      } else if let optional = expression.as(OptionalChainingExprSyntax.self) {
        expression = optional.expression
      } else if let forced = expression.as(ForceUnwrapExprSyntax.self) {
        expression = forced.expression
      } else if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
        let only = tuple.elements.first, only.label == nil
      {
        expression = only.expression
      } else if let cast = expression.as(AsExprSyntax.self) {
        expression = cast.expression
      } else if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
        sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true,
        let first = sequence.elements.first
      {
        expression = first
      } else if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
        call.trailingClosure == nil
      {
        expression = call.calledExpression
      } else {
        return nil
      }
    }
  }
}
