/// A view model shaped like the generator's for a symbol page of a large site: a full navigation
/// sidebar, breadcrumbs, availability, topics, relationships, equivalents, see-also, table of
/// contents, backlinks and sources, with text that needs HTML escaping.
enum SymbolPageContext {
    static func make() -> [String: Any] {
        let link: (Int) -> [String: Any] = { index in
            [
                "title": "UISceneDelegate.scene(_:willConnectTo:options:) \(index)",
                "href": "../uikit/member-\(index).html",
                "hasHref": true, "summary": "Tells the delegate about the addition of a scene to the app & more.",
                "isExternal": index % 5 == 0, "isDeprecated": index % 7 == 0,
            ]
        }
        let nav: [[String: Any]] = (0..<8).map { section in
            [
                "title": "Section \(section)", "isOpen": section == 2,
                "items": (0..<25).map { item -> [String: Any] in
                    ["html": "<li><a href=\"../s\(section)/p\(item).html\"><code>Symbol\(item)</code></a></li>"]
                },
                "overview": ["title": "All of section \(section)", "href": "../s\(section)/index.html"],
            ]
        }
        let topics: [[String: Any]] = (0..<4).map { topic in
            [
                "title": "Responding to <life-cycle> events \(topic)",
                "items": (0..<6).map { item -> [String: Any] in
                    var entry = link(topic * 10 + item)
                    if item % 2 == 0 { entry["requirement"] = "Required" }
                    return entry
                },
            ]
        }
        let cell: [String: Any] = ["links": (0..<2).map(link), "noteHTML": "<p>Called on the <em>main</em> actor.</p>"]
        let body = String(
            repeating: "<p>The system calls this method when a scene moves to the foreground & \"activates\". "
                + "Use it to restart tasks that were paused.</p>\n", count: 12)
        return [
            "root": "../../", "pageTitle": "scene(_:willConnectTo:options:)", "siteTitle": "Scenes & Life Cycle",
            "pageSummary": "Tells the delegate about the addition of a scene to the app.", "isHome": false,
            "stylesheet": "../../assets/scenedocs.css", "script": "../../assets/scenedocs.js", "hasMarkdown": true,
            "markdownHref": "scene-willconnectto.md", "pageKindClass": "symbol", "homeHref": "../../index.html",
            "nav": nav, "hasBreadcrumbs": true,
            "breadcrumbs": [
                ["title": "Home", "href": "../../index.html", "hasHref": true],
                ["title": "Symbols", "href": "../index.html", "hasHref": true],
                ["title": "UISceneDelegate", "href": "../uiscenedelegate.html", "hasHref": true],
                ["title": "scene(_:willConnectTo:options:)", "hasHref": false],
            ] as [[String: Any]],
            "hasPathNavs": true, "hasMorePathNavs": false,
            "pathNavs": [
                [
                    "pathID": "adopt", "pathTitle": "Adopting scenes", "step": 3, "count": 9,
                    "pathHref": "../../paths/adopt.html", "isFirst": true,
                    "previous": ["title": "Info.plist", "href": "a.html"],
                    "next": ["title": "Windows", "href": "b.html"],
                ]
            ]
                as [[String: Any]],
            "kindName": "Instance Method", "framework": "UIKit", "requirement": "Optional",
            "availability": ["iOS 13.0", "iPadOS 13.0", "Mac Catalyst 13.1", "tvOS 13.0", "visionOS 1.0"].map {
                ["platform": $0, "isDeprecated": false, "isBeta": false] as [String: Any]
            },
            "declarationHTML":
                "<span class=\"kw\">optional</span> <span class=\"kw\">func</span> scene(<span>_</span> scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions)",
            "parent": ["title": "UISceneDelegate", "href": "../uiscenedelegate.html"],
            "bodyHTML": body, "hasTopics": true, "topics": topics, "hasRelationships": true,
            "relationships": [["title": "Conforms To", "items": (0..<4).map(link)]] as [[String: Any]],
            "hasEquivalents": true,
            "equivalents": (0..<2).map { index -> [String: Any] in
                [
                    "title": "Launch \(index)", "hasTitle": true, "groupHref": "../../mapping.html#launch",
                    "groupTitle": "Launch",
                    "appDelegate": cell, "sceneDelegate": cell, "swiftUI": cell, "staysOnAppDelegate": index == 1,
                    "noteHTML": "<p>Note & caveat.</p>",
                ]
            },
            "hasSeeAlso": true,
            "seeAlso": (0..<5).map {
                ["title": "Related \($0)", "href": "r\($0).html", "isSymbol": $0 % 2 == 0] as [String: Any]
            },
            "hasTOC": true,
            "toc": (0..<8).map { ["id": "h\($0)", "title": "Heading <\($0)>", "isSub": $0 % 3 == 0] as [String: Any] },
            "hasBacklinks": true,
            "backlinks": (0..<10).map {
                ["title": "Page \($0)", "href": "p\($0).html", "kind": "Article"] as [String: Any]
            },
            "hasSources": true,
            "sources": (0..<3).map {
                [
                    "title": "Apple Developer Documentation \($0)", "url": "https://developer.apple.com/\($0)",
                    "hasURL": $0 != 2,
                ] as [String: Any]
            },
        ]
    }
}
