import SwiftParser

/// The attributes Linux's compiler cannot check (they need Objective-C interoperability):
/// `@objc`, `@IBAction`, `@IBOutlet`, `@IBInspectable`, `@NSManaged`.
public enum ObjectiveCAttributes {
    /// `code` with those attributes blanked out (spaces, so every line and column stays where it
    /// was), as samples are before they are compiled.
    public static func blanked(_ code: String) -> String {
        AssembledSample.withoutObjectiveCAttributes(code, tree: Parser.parse(source: code))
    }
}
