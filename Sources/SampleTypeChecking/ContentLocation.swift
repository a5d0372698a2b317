import Diagnostics

/// A place in a content file. (swift-syntax has a `SourceLocation` of its own; files that import
/// it name ours by this alias.)
public typealias ContentLocation = SourceLocation
