/// Small content files used by several diagnostics cases.
public enum Snippets {
    /// A symbol page with every required field.
    public static func symbol(
        _ id: String, kind: String = "class", framework: String = "Kit", parent: String? = nil,
        extra: String = "", body: String = "Body."
    ) -> String {
        var text = "---\nid: \(id)\nkind: \(kind)\nframework: \(framework)\n"
        if let parent { text += "parent: \(parent)\n" }
        text +=
            "summary: About \(id).\ndeclaration: \"\(id)\"\navailability:\n  iOS: \"13.0\"\n\(extra)sources: [S1]\n---\n\(body)\n"
        return text
    }

    public static func article(title: String = "Intro", extra: String = "", body: String = "Body.") -> String {
        "---\ntitle: \(title)\nsummary: The introduction.\n\(extra)sources: [S1]\n---\n\(body)\n"
    }

    /// App- and scene-delegate protocols with one callback each, for mapping cases.
    public static let delegates: [String: String?] = [
        "Content/symbols/Kit/AppDel.md": symbol("AppDel", kind: "protocol"),
        "Content/symbols/Kit/AppDel.didBecomeActive.md": symbol(
            "AppDel/didBecomeActive()", kind: "method", parent: "AppDel"),
        "Content/symbols/Kit/SceneDel.md": symbol("SceneDel", kind: "protocol"),
        "Content/symbols/Kit/SceneDel.didBecomeActive.md": symbol(
            "SceneDel/didBecomeActive()", kind: "method", parent: "SceneDel"),
    ]

    public static func mapping(rows: String) -> String {
        """
        title: Mapping
        summary: Where callbacks go.
        sources: [S1]
        appDelegateProtocol: AppDel
        sceneDelegateProtocols: [SceneDel]
        groups:
          - title: Active
            rows:
        \(rows)
        """
    }
}
