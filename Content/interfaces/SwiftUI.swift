// Stub interface of the SwiftUI surface that SceneDocs samples and symbol pages use.
// On iOS `import SwiftUI` makes UIKit visible, so this module re-exports the UIKit stub.
// Every declaration names the Apple page it was taken from (ids in Content/sources.yaml).
@_exported import UIKit
@_exported import Combine
import AppKit
import WatchKit

// MARK: - Result builders

// source: CONTENTBUILDER
@resultBuilder public struct ContentBuilder {
    public static func buildExpression<C>(_ content: C) -> C { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<C>(_ content: C) -> C { content }
    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> TupleView<(C0, C1)> { TupleView((c0, c1)) }
    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> TupleView<(C0, C1, C2)> { TupleView((c0, c1, c2)) }
    public static func buildIf<C>(_ content: C?) -> C? { content }
    public static func buildEither<T, F>(first: T) -> _ConditionalContent<T, F> { _ConditionalContent() }
    public static func buildEither<T, F>(second: F) -> _ConditionalContent<T, F> { _ConditionalContent() }
    public static func buildLimitedAvailability<C>(_ content: C) -> AnyView where C : View { AnyView(content) }
}

// source: VIEWBUILDER
public typealias ViewBuilder = ContentBuilder

// source: SCENEBUILDER
@resultBuilder public struct SceneBuilder {
    public static func buildExpression<C>(_ content: C) -> C where C : Scene { content }
    public static func buildBlock<C>(_ content: C) -> C where C : Scene { content }
    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> _TupleScene<(C0, C1)> where C0 : Scene, C1 : Scene { _TupleScene() }
    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> _TupleScene<(C0, C1, C2)> where C0 : Scene, C1 : Scene, C2 : Scene { _TupleScene() }
}

// Apple's current pages declare `commands(content:)` and `Commands.body` with `@ContentBuilder`;
// CommandsBuilder is still documented on its own, and is stubbed as SceneBuilder is (up to three
// children; the multi-child result is the underscored _TupleCommands).
// source: R2-SUI-COMMANDSBUILDER
@available(iOS 14.0, macCatalyst 14.0, macOS 11.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@resultBuilder public struct CommandsBuilder {
    // source: R2-SUI-CB-EMPTY
    @export(implementation) public static func buildBlock() -> EmptyCommands { EmptyCommands() }
    // source: R2-SUI-CB-ONE
    @export(implementation) public static func buildBlock<C>(_ content: C) -> C where C : Commands { content }
    // source: R2-SUI-CB-TWO
    @export(implementation) public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> some Commands where C0 : Commands, C1 : Commands { _TupleCommands<(C0, C1)>() }
    // source: R2-SUI-CB-THREE
    @export(implementation) public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> some Commands where C0 : Commands, C1 : Commands, C2 : Commands { _TupleCommands<(C0, C1, C2)>() }
}

// MARK: - View

// source: VIEW
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
@MainActor @preconcurrency public protocol View {
    associatedtype Body : View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// source: NEVER-VIEW
extension Never : View {
    public var body: Never { fatalError() }
}

// source: OPTIONAL-VIEW
extension Optional : View where Wrapped : View {
    public var body: Never { fatalError() }
}

// source: TUPLEVIEW
@frozen nonisolated public struct TupleView<T> : View {
    public init(_ value: T) { }
    public var body: Never { fatalError() }
}

// source: CONDCONTENT
@frozen nonisolated public struct _ConditionalContent<TrueContent, FalseContent> : View {
    public init() { }
    public var body: Never { fatalError() }
}

// source: EMPTYVIEW
@frozen nonisolated public struct EmptyView : View {
    nonisolated public init() { }
    public var body: Never { fatalError() }
}

// source: ANYVIEW
@frozen nonisolated public struct AnyView : View {
    nonisolated public init<V>(_ view: V) where V : View { }
    public var body: Never { fatalError() }
}

// source: TEXT
@frozen public struct Text : View {
    nonisolated public init(_ content: String) { }
    public var body: Never { fatalError() }
}

// source: SUIX-LSK
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
@frozen public struct LocalizedStringKey {
    // source: SUIX-LSK-INIT
    public init(_ value: String) { }
}

// source: SUIX-LSK
extension LocalizedStringKey : ExpressibleByStringLiteral {
    // source: SUIX-LSK-LITERAL
    public init(stringLiteral value: String) { }
}

// source: BUTTON
public struct Button<Label> : View where Label : View {
    public var body: Never { fatalError() }
}

extension Button where Label == Text {
    // source: BUTTON
    nonisolated public init(_ title: String, action: @escaping @MainActor () -> Void) { }
}

// source: LABEL
public struct Label<Title, Icon> : View where Title : View, Icon : View {
    public var body: Never { fatalError() }
}

extension Label where Title == Text, Icon == EmptyView {
    // source: LABEL
    nonisolated public init(_ title: String, systemImage name: String) { }
}

// source: TEXTEDITOR
@available(iOS 14.0, macCatalyst 14.0, macOS 11.0, visionOS 1.0, *)
public struct TextEditor : View {
    // source: TEXTEDITOR
    nonisolated public init(text: Binding<String>) { }
    public var body: Never { fatalError() }
}

// source: FONT
public struct Font : Hashable, Sendable {
    // source: FONT
    public struct Weight : Hashable, Sendable {
        public static let bold = Weight()
    }
    // source: FONT
    public static func system(size: CGFloat, weight: Font.Weight? = nil) -> Font { Font() }
}

// source: ALIGNMENT
@frozen public struct Alignment : Equatable, Sendable {
    public static let topTrailing = Alignment()
}

extension View {
    // source: VIEW-FONT
    nonisolated public func font(_ font: Font?) -> some View { self }
    // source: VIEW-PADDING
    nonisolated public func padding() -> some View { self }
    // source: VIEW-OVERLAY
    @available(iOS 15.0, macCatalyst 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, watchOS 8.0, *)
    nonisolated public func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V : View { self }
}

extension Alignment {
    public static let center = Alignment()
}

// MARK: - App and scenes

// source: APP
@available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
@MainActor @preconcurrency public protocol App {
    // source: SUIX-APP-BODYTYPE
    /// The type of scene that makes up the app's content; Swift infers it from `body`.
    @available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
    associatedtype Body : Scene
    // source: APP-BODY
    /// The app's content and behaviour, written as one or more scenes.
    @available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    // source: SUIX-APP-INIT
    /// Creates the app; structures usually rely on the initializer Swift synthesizes.
    @available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
    @MainActor @preconcurrency init()
}

extension App {
    // source: APP-MAIN
    /// Sets up and runs the app; the system calls it for the type marked `@main`.
    @available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
    @MainActor @preconcurrency public static func main() { }
}

// source: SCENE
@available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
@MainActor @preconcurrency public protocol Scene {
    // source: SCENE
    /// The type of scene that represents this scene's body; Swift infers it from `body`.
    @available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
    associatedtype Body : Scene
    // source: SUIX-SCENE-BODY
    /// The scene's content and behaviour, composed from other scenes.
    @available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// source: NEVER-SCENE
extension Never : Scene { }

// source: R2-SUI-COMMANDS
/// A group of related commands that the app shows in the main menu on macOS and as key commands
/// on iOS and iPadOS.
@available(iOS 14.0, macCatalyst 14.0, macOS 11.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency public protocol Commands {
    // source: R2-SUI-COMMANDS-BODYTYPE
    /// The type of commands that makes up the body; Swift infers it from `body`.
    @available(iOS 14.0, macCatalyst 14.0, macOS 11.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    associatedtype Body : Commands
    // source: R2-SUI-COMMANDS-BODY
    /// The commands this group is made of, composed from built-in and custom commands.
    @available(iOS 14.0, macCatalyst 14.0, macOS 11.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @ContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// Apple's Never page lists Commands under Conforms To.
// source: R2-NEVER-COMMANDS
extension Never : Commands { }

// source: R2-SUI-EMPTYCOMMANDS
/// A group that contains no commands.
@available(iOS 14.0, macCatalyst 14.0, macOS 11.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated public struct EmptyCommands {
    // source: R2-SUI-EMPTYCOMMANDS-INIT
    /// Creates an empty group of commands.
    @available(iOS 14.0, macCatalyst 14.0, macOS 11.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public init() { }
}

// source: R2-SUI-EMPTYCOMMANDS
extension EmptyCommands : Commands {
    public var body: Never { fatalError() }
}

// source: R2-SUI-COMMANDSBUILDER
// The commands a multi-child CommandsBuilder block produces; underscored so that it stays out of
// the symbol graph, as _TupleScene does.
nonisolated public struct _TupleCommands<T> : Commands {
    public init() { }
    public var body: Never { fatalError() }
}

// source: SCENEBUILDER
// The scene a multi-scene builder block produces. Its name starts with an underscore so that it
// stays out of the symbol graph (as `_ConditionalContent` does): it stands in for the SDK's
// builder result type and gets no reference page, nor copies of the Scene modifiers.
nonisolated public struct _TupleScene<T> : Scene {
    public var body: Never { fatalError() }
}

// source: WG
@available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
nonisolated public struct WindowGroup<Content> where Content : View {
    // Apple's current pages give init(content:), init(id:content:) and init(_:id:content:) an end
    // version (iOS 18.0 and the matching releases), written here as a deprecation, next to the
    // newer init(makeContent:) and init(_:makeContent:) without one.

    // source: WG-INIT-CONTENT
    /// Creates a window group that uses the given content as the template for each of its windows.
    @available(iOS, introduced: 14.0, deprecated: 18.0)
    @available(macCatalyst, introduced: 14.0, deprecated: 18.0)
    @available(macOS, introduced: 11.0, deprecated: 15.0)
    @available(tvOS, introduced: 14.0, deprecated: 18.0)
    @available(visionOS, introduced: 1.0, deprecated: 2.0)
    @available(watchOS, introduced: 7.0, deprecated: 11.0)
    nonisolated public init(@ContentBuilder content: () -> Content) { }

    // source: WG-MAKECONTENT
    /// Creates a window group whose windows each get content from an escaping builder closure.
    @available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
    @export(implementation) nonisolated public init(@ContentBuilder makeContent: @escaping () -> Content) { }

    // source: WG-IDCONTENT, WG-INITS
    /// Creates a window group with an identifier that code can use to open its windows.
    @available(iOS, introduced: 14.0, deprecated: 18.0)
    @available(macCatalyst, introduced: 14.0, deprecated: 18.0)
    @available(macOS, introduced: 11.0, deprecated: 15.0)
    @available(tvOS, introduced: 14.0, deprecated: 18.0)
    @available(visionOS, introduced: 1.0, deprecated: 2.0)
    @available(watchOS, introduced: 7.0, deprecated: 11.0)
    nonisolated public init(id: String, @ContentBuilder content: () -> Content) { }

    // source: SUIX-WG-TITLE-ID
    /// Creates a window group with a `Text` title and an identifier.
    @available(iOS, introduced: 14.0, deprecated: 18.0)
    @available(macCatalyst, introduced: 14.0, deprecated: 18.0)
    @available(macOS, introduced: 11.0, deprecated: 15.0)
    @available(tvOS, introduced: 14.0, deprecated: 18.0)
    @available(visionOS, introduced: 1.0, deprecated: 2.0)
    @available(watchOS, introduced: 7.0, deprecated: 11.0)
    nonisolated public init(_ title: Text, id: String, @ContentBuilder content: () -> Content) { }

    // source: SUIX-WG-TITLE-MAKECONTENT
    /// Creates a window group with a `Text` title whose windows get content from an escaping
    /// builder closure.
    @available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
    @export(implementation) nonisolated public init(_ title: Text, @ContentBuilder makeContent: @escaping () -> Content) { }

    // source: WG-INIT-ID-FOR-DEFAULT
    /// Creates a data-presenting window group with an identifier and a value to show when a window
    /// opens without one.
    @available(iOS 16.0, macCatalyst 16.0, macOS 13.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public init<D, C>(id: String, for type: D.Type = D.self, @ContentBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D) where Content == PresentedWindowContent<D, C>, D : Decodable, D : Encodable, D : Hashable, C : View { }

    // source: SUIX-WG-TITLEKEY-ID-FOR-DEFAULT
    /// Creates a data-presenting window group with a localized title, an identifier and a value
    /// to show when a window opens without one.
    @available(iOS 16.0, macCatalyst 16.0, macOS 13.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public init<D, C>(_ titleKey: LocalizedStringKey, id: String, for type: D.Type = D.self, @ContentBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D) where Content == PresentedWindowContent<D, C>, D : Decodable, D : Encodable, D : Hashable, C : View { }

    // source: WG-INIT-FOR
    /// Creates a window group whose windows each present a value of the given type, which the
    /// content receives as an optional binding.
    @available(iOS 16.0, macCatalyst 16.0, macOS 13.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public init<D, C>(for type: D.Type, @ContentBuilder content: @escaping (Binding<D?>) -> C) where Content == PresentedWindowContent<D, C>, D : Decodable, D : Encodable, D : Hashable, C : View { }
}

// source: WG
extension WindowGroup : Scene {
    public var body: Never { fatalError() }
}

// source: PRESENTEDWC
@available(iOS 16.0, macCatalyst 16.0, macOS 13.0, visionOS 1.0, *)
public struct PresentedWindowContent<Data, Content> : View where Data : Decodable, Data : Encodable, Data : Hashable, Content : View {
    public var body: Never { fatalError() }
}

// source: SP
@available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
public enum ScenePhase {
    // source: SP
    /// The scene isn't visible in the user interface.
    @available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
    case background
    // source: SP
    /// The scene is in the foreground but should pause its work.
    @available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
    case inactive
    // source: SP-ACTIVE
    /// The scene is in the foreground and interactive.
    @available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
    case active
}

// source: SP
extension ScenePhase : Comparable, Equatable, Hashable, Sendable {
    public static func < (lhs: ScenePhase, rhs: ScenePhase) -> Bool { fatalError() }
}

// MARK: - Environment and state

// source: ENVVALUES
public struct EnvironmentValues {
    // source: SP
    @available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
    public var scenePhase: ScenePhase { get { fatalError() } set { } }
}

extension EnvironmentValues {
    // source: OPENWINDOW-ENV
    @available(iOS 16.0, macCatalyst 16.0, macOS 13.0, visionOS 1.0, *)
    public var openWindow: OpenWindowAction { get { fatalError() } }
}

// source: OPENWINDOW
@available(iOS 16.0, macCatalyst 16.0, macOS 13.0, visionOS 1.0, *)
@MainActor @preconcurrency public struct OpenWindowAction {
    // source: OPENWINDOW
    @MainActor @preconcurrency public func callAsFunction(id: String) { }
    // source: OPENWINDOW
    @MainActor @preconcurrency public func callAsFunction<D>(id: String, value: D) where D : Decodable, D : Encodable, D : Hashable { }
    // source: OPENWINDOW
    @MainActor @preconcurrency public func callAsFunction<D>(value: D) where D : Decodable, D : Encodable, D : Hashable { }
}

// source: DYNPROP
public protocol DynamicProperty { }

// source: ENVIRONMENT
@frozen @propertyWrapper public struct Environment<Value> : DynamicProperty {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { }
    public var wrappedValue: Value { get { fatalError() } }
}

// source: ENVOBJECT
@MainActor @frozen @propertyWrapper @preconcurrency public struct EnvironmentObject<ObjectType> : DynamicProperty where ObjectType : ObservableObject {
    public init() { }
    public var wrappedValue: ObjectType { get { fatalError() } }
}

// source: STATE
@frozen @propertyWrapper public struct State<Value> : DynamicProperty {
    public init(wrappedValue value: Value) { }
    public var wrappedValue: Value { get { fatalError() } nonmutating set { } }
    public var projectedValue: Binding<Value> { get { fatalError() } }
}

// source: BINDING
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    // source: BINDING
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { }
    // source: BINDING
    public static func constant(_ value: Value) -> Binding<Value> { fatalError() }
    // source: BINDING
    public init(projectedValue: Binding<Value>) { }
    public var wrappedValue: Value { get { fatalError() } nonmutating set { } }
    public var projectedValue: Binding<Value> { get { fatalError() } }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}

// source: SSTOR
@available(iOS 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
@frozen @propertyWrapper public struct SceneStorage<Value> {
    init(_stub: Void) { }
    public var wrappedValue: Value { get { fatalError() } nonmutating set { } }
    public var projectedValue: Binding<Value> { get { fatalError() } }
}

// source: SSTOR
extension SceneStorage : DynamicProperty { }

extension SceneStorage {
    // source: SSTOR
    public init(wrappedValue: Value, _ key: String) where Value == String { }
    // source: SSTOR
    public init(wrappedValue: Value, _ key: String) where Value == Double { }
    // source: SSTOR
    public init(wrappedValue: Value, _ key: String) where Value == Bool { }
    // source: SSTOR
    public init(_ key: String) where Value == String? { }
}

// MARK: - App delegate adaptors

// source: UIADA-NEW
@available(iOS 14.0, macCatalyst 14.0, tvOS 14.0, visionOS 1.0, *)
@MainActor @preconcurrency @propertyWrapper public struct UIApplicationDelegateAdaptor<DelegateType> where DelegateType : NSObject, DelegateType : UIApplicationDelegate {
    // source: UIADA-INIT
    /// Creates an adaptor that makes SwiftUI instantiate the given UIKit app delegate type.
    @available(iOS 14.0, macCatalyst 14.0, tvOS 14.0, visionOS 1.0, *)
    @MainActor @preconcurrency public init(_ delegateType: DelegateType.Type = DelegateType.self) { }
    // source: UIADA-WRAPPED
    /// The app delegate instance that SwiftUI created.
    @available(iOS 14.0, macCatalyst 14.0, tvOS 14.0, visionOS 1.0, *)
    @MainActor @preconcurrency public var wrappedValue: DelegateType { get { fatalError() } }
}

// source: UIADA-NEW
extension UIApplicationDelegateAdaptor : DynamicProperty, Sendable { }

extension UIApplicationDelegateAdaptor where DelegateType : ObservableObject {
    // source: UIADA-INIT-OBSERVABLE
    /// Creates an adaptor for an app delegate that is also an observable object, which SwiftUI
    /// then places in the environment.
    @available(iOS 14.0, macCatalyst 14.0, tvOS 14.0, visionOS 1.0, *)
    @MainActor @preconcurrency public init(_ delegateType: DelegateType.Type = DelegateType.self) { }
    // source: SUIX-UIADA-PROJECTED
    /// A projection of the observable delegate that gives bindings to its published properties
    /// through the `$` prefix.
    @available(iOS 14.0, macCatalyst 14.0, tvOS 14.0, visionOS 1.0, *)
    @MainActor @preconcurrency public var projectedValue: ObservedObject<DelegateType>.Wrapper { get { fatalError() } }
}

// source: OBSERVEDOBJ
@MainActor @propertyWrapper @preconcurrency @frozen public struct ObservedObject<ObjectType> : DynamicProperty where ObjectType : ObservableObject {
    @MainActor @preconcurrency @dynamicMemberLookup @frozen public struct Wrapper {
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> { fatalError() }
    }
    public init(wrappedValue: ObjectType) { }
    public var wrappedValue: ObjectType { get { fatalError() } }
}

// source: NSADA
@available(macOS 11.0, *)
@MainActor @preconcurrency @propertyWrapper public struct NSApplicationDelegateAdaptor<DelegateType> where DelegateType : NSObject, DelegateType : NSApplicationDelegate {
    public init(_ delegateType: DelegateType.Type = DelegateType.self) { }
    public var wrappedValue: DelegateType { get { fatalError() } }
}

// source: WKADA
@available(watchOS 7.0, *)
@MainActor @preconcurrency @propertyWrapper public struct WKApplicationDelegateAdaptor<DelegateType> where DelegateType : NSObject, DelegateType : WKApplicationDelegate {
    public init(_ delegateType: DelegateType.Type = DelegateType.self) { }
    public var wrappedValue: DelegateType { get { fatalError() } }
}

// MARK: - Bridging to UIKit

// source: UIHC
@available(iOS 13.0, macCatalyst 13.0, tvOS 13.0, visionOS 1.0, *)
@MainActor @preconcurrency open class UIHostingController<Content> : UIViewController where Content : View {
    // source: UIHC
    @available(iOS 13.0, macCatalyst 13.0, tvOS 13.0, visionOS 1.0, *)
    @MainActor @preconcurrency public init(rootView: Content) { super.init(nibName: nil, bundle: nil) }
    // source: UIHC
    public required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
    // source: UIHC
    @available(iOS 13.0, macCatalyst 13.0, tvOS 13.0, visionOS 1.0, *)
    @MainActor @preconcurrency public var rootView: Content { get { fatalError() } set { } }
}

// source: UIVCREP
@available(iOS 13.0, macCatalyst 13.0, tvOS 13.0, visionOS 1.0, *)
@MainActor @preconcurrency public protocol UIViewControllerRepresentable : View where Self.Body == Never {
    associatedtype UIViewControllerType : UIViewController
    // source: UIVCREP
    @MainActor @preconcurrency func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType
    // source: UIVCREP
    @MainActor @preconcurrency func updateUIViewController(_ uiViewController: Self.UIViewControllerType, context: Self.Context)
    typealias Context = UIViewControllerRepresentableContext<Self>
}

extension UIViewControllerRepresentable {
    public var body: Never { fatalError() }
}

// source: UIVCREPCTX
@MainActor @preconcurrency public struct UIViewControllerRepresentableContext<Representable> where Representable : UIViewControllerRepresentable { }

// source: UIHSD-NEW, S0
@available(iOS 26.0, macCatalyst 26.0, tvOS 27.0, visionOS 26.0, *)
public protocol UIHostingSceneDelegate : UISceneDelegate {
    // source: S0
    /// The type of the scene, or scenes, that the delegate declares in `rootScene`.
    @available(iOS 26.0, macCatalyst 26.0, tvOS 27.0, visionOS 26.0, *)
    associatedtype RootScene : Scene
    // source: UIHSD-ROOTSCENE
    /// The SwiftUI scenes that UIKit code can activate through this delegate.
    @available(iOS 26.0, macCatalyst 26.0, tvOS 27.0, visionOS 26.0, *)
    @SceneBuilder static var rootScene: Self.RootScene { get }
}

extension UISceneSessionActivationRequest {
    // source: SSAR-H
    @available(iOS 26.0, macCatalyst 26.0, tvOS 27.0, visionOS 26.0, *)
    public init?<D>(hostingDelegateClass: D.Type) where D : UIHostingSceneDelegate { return nil }
    // source: SSAR-H
    @available(iOS 26.0, macCatalyst 26.0, tvOS 27.0, visionOS 26.0, *)
    public init?<D>(hostingDelegateClass: D.Type, id: String) where D : UIHostingSceneDelegate { return nil }
    // source: SSAR-H
    @available(iOS 26.0, macCatalyst 26.0, tvOS 27.0, visionOS 26.0, *)
    public init?<H, D>(hostingDelegateClass: H.Type, value: D) where H : UIHostingSceneDelegate, D : Decodable, D : Encodable, D : Hashable { return nil }
}

// MARK: - Event and state modifiers

extension View {
    // source: ONURL
    @available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
    nonisolated public func onOpenURL(perform action: @escaping (URL) -> ()) -> some View { self }

    // source: ONCUA
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
    nonisolated public func onContinueUserActivity(_ activityType: String, perform action: @escaping (NSUserActivity) -> ()) -> some View { self }

    // source: ONCHANGE14
    @available(iOS, introduced: 14.0, deprecated: 17.0)
    @available(macCatalyst, introduced: 14.0, deprecated: 17.0)
    @available(macOS, introduced: 11.0, deprecated: 14.0)
    @available(tvOS, introduced: 14.0, deprecated: 17.0)
    @available(visionOS, introduced: 1.0, deprecated: 1.0)
    @available(watchOS, introduced: 7.0, deprecated: 10.0)
    nonisolated public func onChange<V>(of value: V, perform action: @escaping (V) -> Void) -> some View where V : Equatable { self }

    // source: ONCHANGE17
    @available(iOS 17.0, macCatalyst 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, watchOS 10.0, *)
    nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View where V : Equatable { self }

    // source: ONCHANGE17
    @available(iOS 17.0, macCatalyst 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, watchOS 10.0, *)
    nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View where V : Equatable { self }

    // source: VIEW-ONAPPEAR
    @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }

    // source: VIEW-CONTEXTMENU
    @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 14.0, visionOS 1.0, *)
    nonisolated public func contextMenu<MenuItems>(@ViewBuilder menuItems: () -> MenuItems) -> some View where MenuItems : View { self }

    // source: VIEW-ENVOBJ
    nonisolated public func environmentObject<T>(_ object: T) -> some View where T : ObservableObject { self }
}

extension Scene {
    // source: SCENE-ONCHANGE14
    /// Runs an action with the new value whenever the given value changes; replaced by the
    /// variants whose action takes no value or both the old and the new one.
    @available(iOS, introduced: 14.0, deprecated: 17.0)
    @available(macCatalyst, introduced: 14.0, deprecated: 17.0)
    @available(macOS, introduced: 11.0, deprecated: 14.0)
    @available(tvOS, introduced: 14.0, deprecated: 17.0)
    @available(visionOS, introduced: 1.0, deprecated: 1.0)
    @available(watchOS, introduced: 7.0, deprecated: 10.0)
    nonisolated public func onChange<V>(of value: V, perform action: @escaping (V) -> Void) -> some Scene where V : Equatable { self }

    // source: SCENE-ONCHANGE17
    /// Runs an action with the old and the new value whenever the given value changes, and
    /// optionally once when the scene first appears.
    @available(iOS 17.0, macCatalyst 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, watchOS 10.0, *)
    nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some Scene where V : Equatable { self }

    // source: SUIX-SCENE-ONCHANGE17-0
    /// Runs an action that takes no arguments whenever the given value changes, and optionally
    /// once when the scene first appears.
    @available(iOS 17.0, macCatalyst 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, watchOS 10.0, *)
    nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some Scene where V : Equatable { self }

    // source: SUIX-SCENE-HANDLESEXT
    /// Names the external events (user activities and URLs) for which SwiftUI opens a new
    /// instance of this scene.
    @available(iOS 14.0, macCatalyst 14.0, macOS 11.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func handlesExternalEvents(matching conditions: Set<String>) -> some Scene { self }

    // source: SUIX-SCENE-BGTASK
    /// Runs the given asynchronous action when the system hands the app a background task of the
    /// matching kind.
    @available(iOS 16.0, macCatalyst 16.0, macOS 13.0, tvOS 16.0, visionOS 1.0, watchOS 9.0, *)
    nonisolated public func backgroundTask<D, R>(_ task: BackgroundTask<D, R>, action: @escaping @Sendable (D) async -> R) -> some Scene where D : Sendable, R : Sendable { self }

    // source: SUIX-SCENE-APPSTORAGE
    /// Sets the user defaults store that `AppStorage` uses inside the scene and its views.
    @available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
    nonisolated public func defaultAppStorage(_ store: UserDefaults) -> some Scene { self }

    // source: SUIX-SCENE-DEFAULTSIZE
    /// Sets the size a new window from this scene starts with.
    @available(iOS 17.0, macCatalyst 17.0, macOS 13.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func defaultSize(_ size: CGSize) -> some Scene { self }

    // source: R2-SUI-DEFAULTSIZE-WH
    /// Sets the width and height a new window from this scene starts with.
    @available(iOS 17.0, macCatalyst 17.0, macOS 13.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene { self }

    // The stub's ContentBuilder passes one Commands value through; a block with two or more
    // commands, or none, builds views and does not type-check here (README, deviation 8).
    // source: R2-SUI-COMMANDS-MOD
    /// Adds commands to the scene: menu bar items on macOS, and on iPadOS the keyboard shortcuts
    /// that people see when they hold the Command key.
    @available(iOS 14.0, macCatalyst 14.0, macOS 11.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func commands<Content>(@ContentBuilder content: () -> Content) -> some Scene where Content : Commands { self }

    // source: SUIX-SCENE-RESIZABILITY
    /// Sets how the system limits the size of windows created from this scene.
    @available(iOS 17.0, macCatalyst 17.0, macOS 13.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func windowResizability(_ resizability: WindowResizability) -> some Scene { self }

    // source: SUIX-SCENE-ENV
    /// Sets an environment value, by key path, for the scene and everything inside it.
    @available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
    @export(implementation) nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene { self }

    // source: SUIX-SCENE-ENVOBJ
    /// Places an observable object in the environment of the scene's views, where
    /// `EnvironmentObject` can read it.
    @available(iOS 17.0, macCatalyst 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, watchOS 10.0, *)
    nonisolated public func environmentObject<T>(_ object: T) -> some Scene where T : ObservableObject { self }
}

// source: SUIX-BGTASK
@available(iOS 16.0, macCatalyst 16.0, macOS 13.0, tvOS 16.0, visionOS 1.0, watchOS 9.0, *)
public struct BackgroundTask<Request, Response> {
    init(_stub: Void) { }
    // source: SUIX-BGTASK-APPREFRESH
    @available(iOS 16.0, macCatalyst 16.0, tvOS 16.0, visionOS 1.0, watchOS 9.0, *)
    @available(macOS, unavailable)
    public static func appRefresh(_ identifier: String) -> BackgroundTask<Void, Void> { fatalError() }
    // source: SUIX-BGTASK-URLSESSION-ID
    public static func urlSession(_ identifier: String) -> BackgroundTask<Void, Void> { fatalError() }
    // source: SUIX-BGTASK-URLSESSION
    public static var urlSession: BackgroundTask<String, Void> { get { fatalError() } }
    // source: SUIX-BGTASK-URLSESSION-MATCHING
    public static func urlSession(matching: @escaping @Sendable (String) -> Bool) -> BackgroundTask<String, Void> { fatalError() }
}

// source: SUIX-RESIZABILITY
@available(iOS 17.0, macCatalyst 17.0, macOS 13.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct WindowResizability {
    init(_stub: Void) { }
    // source: SUIX-RESIZABILITY-AUTO
    public static var automatic: WindowResizability { get { WindowResizability(_stub: ()) } set { } }
    // source: SUIX-RESIZABILITY-CONTENT
    public static var contentSize: WindowResizability { get { WindowResizability(_stub: ()) } set { } }
}

// MARK: - Scene accessories (iOS 27)

// source: SUI-ACC-AVAIL
@available(iOS 27.0, *)
@MainActor public protocol SceneAccessoryContent {
    // source: SUI-ACC-BODYTYPE
    @available(iOS 27.0, *)
    associatedtype Body : SceneAccessoryContent
    // source: SUI-ACC-BODY
    @available(iOS 27.0, *)
    var body: Self.Body { get }
}

@available(iOS 27.0, *)
extension SceneAccessoryContent {
    // source: SUI-ACC-AVAIL
    @available(iOS 27.0, *)
    nonisolated public func onAvailabilityChange(perform action: @escaping (Bool) -> Void) -> some SceneAccessoryContent { self }
}

// source: SUI-ACC-BODYTYPE
@available(iOS 27.0, *)
extension Never : SceneAccessoryContent { }

// source: SUI-EXTACC
@available(iOS 27.0, *)
nonisolated public struct ExternalNonInteractiveAccessory<Content> where Content : View {
    // source: SUI-EXTACC-INIT
    @available(iOS 27.0, *)
    nonisolated public init(@ContentBuilder content: @escaping () -> Content) { }
}

// source: SUI-EXTACC
@available(iOS 27.0, *)
extension ExternalNonInteractiveAccessory : SceneAccessoryContent {
    public var body: Never { fatalError() }
}

extension View {
    // source: SUI-SCENEACC
    @available(iOS 27.0, *)
    nonisolated public func sceneAccessory<C>(@ContentBuilder content: () -> C) -> some View where C : SceneAccessoryContent { self }
}
