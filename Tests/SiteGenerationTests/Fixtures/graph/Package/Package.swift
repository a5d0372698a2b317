// swift-tools-version: 6.0
// A small library whose symbol graph the graph tests extract: a protocol with requirements and
// default implementations, an actor, a macro, a generic type with constraints, an extension of
// another module's type, a property wrapper and a deprecated alias.
import PackageDescription

let package = Package(
    name: "Shapes",
    products: [.library(name: "Shapes", targets: ["Shapes"])],
    targets: [.target(name: "Shapes")]
)
