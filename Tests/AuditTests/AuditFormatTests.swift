import Audit
import Diagnostics
import Foundation
import Templating
import TestSupport
import Testing

/// Every format's exact output for one hand-made report.
@Suite struct AuditFormatTests {
    static let callback = "UIApplicationDelegate/applicationDidBecomeActive(_:)"

    /// Deliberately out of order: every format sorts by file, line, column.
    static let report = AuditReport(
        findings: [
            AuditFinding(
                file: "Views/Banner.swift", line: 8, column: 20, rule: .globalWindowLookup,
                symbol: "UIApplication.keyWindow", replacement: "UIWindowScene",
                message: "keyWindow spans all connected scenes; ask the window scene the code belongs to", page: nil),
            AuditFinding(
                file: "App/AppDelegate.swift", line: 20, column: 9, rule: .launchOptionsKey,
                symbol: "UIApplication.LaunchOptionsKey.url", replacement: "UIScene.ConnectionOptions/urlContexts",
                message:
                    "launch options are nil once the app uses scenes; read urlContexts of the scene's connection options",
                page: "UIApplication.LaunchOptionsKey"),
            AuditFinding(
                file: "App/AppDelegate.swift", line: 12, column: 5, rule: .appDelegateUICallback, symbol: callback,
                replacement: "UISceneDelegate/sceneDidBecomeActive(_:)",
                message:
                    "applicationDidBecomeActive(_:) is not called once the app uses scenes; move it to sceneDidBecomeActive(_:)",
                page: callback),
        ],
        problems: [AuditProblem(file: "Legacy/Broken.m", message: "cannot read file (not UTF-8)")],
        filesScanned: 5)

    static let emptyReport = AuditReport(findings: [], problems: [], filesScanned: 3)

    static func context(_ base: AuditLinks.Base) -> ReportContext {
        func info(_ rule: AuditRule, _ title: String, _ step: String, _ number: Int, _ stepTitle: String)
            -> AuditRuleInfo
        {
            AuditRuleInfo(
                rule: rule, title: title, summary: "Summary of \(rule.rawValue).",
                page: "audit-your-app#" + rule.rawValue,
                step: "uikit-to-scenes#" + step, stepTitle: stepTitle, stepNumber: number,
                guideTitle: "Migrate to scenes")
        }
        return ReportContext(
            rules: [
                .appDelegateUICallback: info(
                    .appDelegateUICallback, "App-delegate UI callback", "move-lifecycle-callbacks", 5,
                    "Move the life-cycle callbacks"),
                .launchOptionsKey: info(
                    .launchOptionsKey, "Launch-options key", "move-event-entry-points", 6, "Move the event entry points"
                ),
                .globalWindowLookup: info(
                    .globalWindowLookup, "Process-wide window look-up", "move-lifecycle-callbacks", 5,
                    "Move the life-cycle callbacks"),
            ],
            pageTitles: [
                callback: "applicationDidBecomeActive(_:)",
                "UIApplication.LaunchOptionsKey": "UIApplication.LaunchOptionsKey",
                "audit-your-app": "Audit your app", "UIWindowScene": "UIWindowScene",
            ],
            siteTitle: "Scene Docs",
            links: AuditLinks(
                base: base,
                outputPaths: [
                    "audit-your-app": "articles/audit-your-app.html",
                    callback: "symbols/uikit/uiapplicationdelegate/applicationdidbecomeactive.html",
                    "UIApplication.LaunchOptionsKey": "symbols/uikit/uiapplication.launchoptionskey.html",
                    "uikit-to-scenes": "guides/uikit-to-scenes.html",
                ]))
    }

    @Test func human() {
        let text = ReportFormat.human.render(
            AuditFormatTests.report, context: AuditFormatTests.context(AuditLinks.url("https://docs.example/")))
        #expect(
            text == """
                App/AppDelegate.swift:12:5: warning: applicationDidBecomeActive(_:) is not called once the app uses scenes; move it to sceneDidBecomeActive(_:) [app-delegate-ui-callback]
                    see: https://docs.example/symbols/uikit/uiapplicationdelegate/applicationdidbecomeactive.html
                App/AppDelegate.swift:20:9: warning: launch options are nil once the app uses scenes; read urlContexts of the scene's connection options [launch-options-key]
                    see: https://docs.example/symbols/uikit/uiapplication.launchoptionskey.html

                Views/Banner.swift:8:20: warning: keyWindow spans all connected scenes; ask the window scene the code belongs to [global-window-lookup]
                    see: https://docs.example/articles/audit-your-app.html#global-window-lookup

                Legacy/Broken.m: warning: cannot read file (not UTF-8) [not-audited]

                3 findings in 2 files (5 files scanned, 1 file not audited):
                  app-delegate-ui-callback    1  https://docs.example/articles/audit-your-app.html#app-delegate-ui-callback
                  launch-options-key          1  https://docs.example/articles/audit-your-app.html#launch-options-key
                  global-window-lookup        1  https://docs.example/articles/audit-your-app.html#global-window-lookup

                """)
    }

    @Test func humanWithoutSitePrintsPageIds() {
        let text = ReportFormat.human.render(AuditFormatTests.report, context: AuditFormatTests.context(.none))
        #expect(text.contains("\n    see: UIApplicationDelegate/applicationDidBecomeActive(_:)\n"))
        #expect(text.contains("  global-window-lookup        1  audit-your-app#global-window-lookup\n"))
        #expect(
            ReportFormat.human.render(AuditFormatTests.emptyReport, context: AuditFormatTests.context(.none))
                == "No findings (3 files scanned).\n")
    }

    @Test func json() {
        let text = ReportFormat.json.render(
            AuditFormatTests.report, context: AuditFormatTests.context(AuditLinks.folder("site")))
        #expect(
            text == """
                {
                  "findings" : [
                    {
                      "code" : "app-delegate-ui-callback",
                      "column" : 5,
                      "file" : "App/AppDelegate.swift",
                      "help" : "site/symbols/uikit/uiapplicationdelegate/applicationdidbecomeactive.html",
                      "line" : 12,
                      "message" : "applicationDidBecomeActive(_:) is not called once the app uses scenes; move it to sceneDidBecomeActive(_:)",
                      "page" : "UIApplicationDelegate/applicationDidBecomeActive(_:)",
                      "replacement" : "UISceneDelegate/sceneDidBecomeActive(_:)",
                      "rule" : "app-delegate-ui-callback",
                      "severity" : "warning",
                      "symbol" : "UIApplicationDelegate/applicationDidBecomeActive(_:)",
                      "url" : "site/symbols/uikit/uiapplicationdelegate/applicationdidbecomeactive.html"
                    },
                    {
                      "code" : "launch-options-key",
                      "column" : 9,
                      "file" : "App/AppDelegate.swift",
                      "help" : "site/symbols/uikit/uiapplication.launchoptionskey.html",
                      "line" : 20,
                      "message" : "launch options are nil once the app uses scenes; read urlContexts of the scene's connection options",
                      "page" : "UIApplication.LaunchOptionsKey",
                      "replacement" : "UIScene.ConnectionOptions/urlContexts",
                      "rule" : "launch-options-key",
                      "severity" : "warning",
                      "symbol" : "UIApplication.LaunchOptionsKey.url",
                      "url" : "site/symbols/uikit/uiapplication.launchoptionskey.html"
                    },
                    {
                      "code" : "global-window-lookup",
                      "column" : 20,
                      "file" : "Views/Banner.swift",
                      "help" : "site/articles/audit-your-app.html#global-window-lookup",
                      "line" : 8,
                      "message" : "keyWindow spans all connected scenes; ask the window scene the code belongs to",
                      "page" : "audit-your-app#global-window-lookup",
                      "replacement" : "UIWindowScene",
                      "rule" : "global-window-lookup",
                      "severity" : "warning",
                      "symbol" : "UIApplication.keyWindow",
                      "url" : "site/articles/audit-your-app.html#global-window-lookup"
                    }
                  ],
                  "problems" : [
                    {
                      "code" : "not-audited",
                      "file" : "Legacy/Broken.m",
                      "message" : "cannot read file (not UTF-8)",
                      "severity" : "warning"
                    }
                  ],
                  "summary" : {
                    "byRule" : {
                      "app-delegate-ui-callback" : 1,
                      "app-delegate-undocumented-callback" : 0,
                      "app-delegate-window" : 0,
                      "deprecated-scene-api" : 0,
                      "global-window-lookup" : 1,
                      "launch-options-key" : 1,
                      "missing-scene-manifest" : 0
                    },
                    "filesScanned" : 5,
                    "filesWithFindings" : 2,
                    "findings" : 3,
                    "problems" : 1
                  }
                }

                """)
    }

    @Test func jsonWithoutSiteHasNullReplacementAndNoURL() {
        let report = AuditReport(
            findings: [
                AuditFinding(
                    file: "A.swift", line: 1, column: 1, rule: .appDelegateWindow,
                    symbol: "UIApplicationDelegate/window",
                    replacement: nil, message: "m", page: nil)
            ], problems: [], filesScanned: 1)
        let text = ReportFormat.json.render(report, context: AuditFormatTests.context(.none))
        #expect(text.contains("\"replacement\" : null,\n"))
        #expect(!text.contains("\"url\""))
        #expect(text.contains("\"page\" : \"audit-your-app#app-delegate-window\","))
    }

    @Test func github() {
        let text = ReportFormat.github.render(
            AuditFormatTests.report, context: AuditFormatTests.context(AuditLinks.url("https://docs.example")))
        #expect(
            text == """
                ::warning file=App/AppDelegate.swift,line=12,col=5,title=App-delegate UI callback [app-delegate-ui-callback]::applicationDidBecomeActive(_:) is not called once the app uses scenes; move it to sceneDidBecomeActive(_:)%0Asee: https://docs.example/symbols/uikit/uiapplicationdelegate/applicationdidbecomeactive.html
                ::warning file=App/AppDelegate.swift,line=20,col=9,title=Launch-options key [launch-options-key]::launch options are nil once the app uses scenes; read urlContexts of the scene's connection options%0Asee: https://docs.example/symbols/uikit/uiapplication.launchoptionskey.html
                ::warning file=Views/Banner.swift,line=8,col=20,title=Process-wide window look-up [global-window-lookup]::keyWindow spans all connected scenes; ask the window scene the code belongs to%0Asee: https://docs.example/articles/audit-your-app.html#global-window-lookup
                ::warning file=Legacy/Broken.m,title=File not audited [not-audited]::cannot read file (not UTF-8)

                """)
    }

    @Test func sarif() throws {
        let text = ReportFormat.sarif.render(
            AuditFormatTests.report, context: AuditFormatTests.context(AuditLinks.url("https://docs.example/")))
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == AuditRule.allCases.map(\.rawValue))
        let first = rules[0]
        #expect(first["name"] as? String == "App-delegate UI callback")
        #expect(
            (first["shortDescription"] as? [String: Any])?["text"] as? String == "Summary of app-delegate-ui-callback.")
        #expect(
            (first["help"] as? [String: Any])?["text"] as? String
                == "Summary of app-delegate-ui-callback. Migration step: Migrate to scenes, step 5 — Move the life-cycle callbacks. See https://docs.example/articles/audit-your-app.html#app-delegate-ui-callback."
        )
        #expect(
            first["helpUri"] as? String == "https://docs.example/articles/audit-your-app.html#app-delegate-ui-callback")
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(
            results.map { $0["ruleId"] as? String } == [
                "app-delegate-ui-callback", "launch-options-key", "global-window-lookup",
            ])
        #expect(results.map { $0["ruleIndex"] as? Int } == [0, 2, 3])
        // The whole document, byte for byte.
        #expect(text == AuditFormatTests.expectedSARIF)
    }

    @Test(.enabled(if: SARIFSchema.validatorAvailable, "python3 with the jsonschema package is not installed"))
    func sarifIsValidAgainstTheSchema() throws {
        for base in [AuditLinks.Base.none, AuditLinks.url("https://docs.example/")] {
            let text = ReportFormat.sarif.render(AuditFormatTests.report, context: AuditFormatTests.context(base))
            #expect(try SARIFSchema.errors(in: text) == "")
        }
    }

    static let expectedSARIF = """
        {
          "$schema" : "https://json.schemastore.org/sarif-2.1.0.json",
          "runs" : [
            {
              "invocations" : [
                {
                  "executionSuccessful" : true,
                  "toolExecutionNotifications" : [
                    {
                      "level" : "warning",
                      "locations" : [
                        {
                          "physicalLocation" : {
                            "artifactLocation" : {
                              "uri" : "Legacy/Broken.m"
                            }
                          }
                        }
                      ],
                      "message" : {
                        "text" : "cannot read file (not UTF-8)"
                      }
                    }
                  ]
                }
              ],
              "results" : [
                {
                  "level" : "warning",
                  "locations" : [
                    {
                      "physicalLocation" : {
                        "artifactLocation" : {
                          "uri" : "App/AppDelegate.swift"
                        },
                        "region" : {
                          "startColumn" : 5,
                          "startLine" : 12
                        }
                      }
                    }
                  ],
                  "message" : {
                    "text" : "applicationDidBecomeActive(_:) is not called once the app uses scenes; move it to sceneDidBecomeActive(_:). See https://docs.example/symbols/uikit/uiapplicationdelegate/applicationdidbecomeactive.html."
                  },
                  "ruleId" : "app-delegate-ui-callback",
                  "ruleIndex" : 0
                },
                {
                  "level" : "warning",
                  "locations" : [
                    {
                      "physicalLocation" : {
                        "artifactLocation" : {
                          "uri" : "App/AppDelegate.swift"
                        },
                        "region" : {
                          "startColumn" : 9,
                          "startLine" : 20
                        }
                      }
                    }
                  ],
                  "message" : {
                    "text" : "launch options are nil once the app uses scenes; read urlContexts of the scene's connection options. See https://docs.example/symbols/uikit/uiapplication.launchoptionskey.html."
                  },
                  "ruleId" : "launch-options-key",
                  "ruleIndex" : 2
                },
                {
                  "level" : "warning",
                  "locations" : [
                    {
                      "physicalLocation" : {
                        "artifactLocation" : {
                          "uri" : "Views/Banner.swift"
                        },
                        "region" : {
                          "startColumn" : 20,
                          "startLine" : 8
                        }
                      }
                    }
                  ],
                  "message" : {
                    "text" : "keyWindow spans all connected scenes; ask the window scene the code belongs to. See https://docs.example/articles/audit-your-app.html#global-window-lookup."
                  },
                  "ruleId" : "global-window-lookup",
                  "ruleIndex" : 3
                }
              ],
              "tool" : {
                "driver" : {
                  "name" : "scenedocs audit",
                  "rules" : [
                    {
                      "defaultConfiguration" : {
                        "level" : "warning"
                      },
                      "help" : {
                        "text" : "Summary of app-delegate-ui-callback. Migration step: Migrate to scenes, step 5 — Move the life-cycle callbacks. See https://docs.example/articles/audit-your-app.html#app-delegate-ui-callback."
                      },
                      "helpUri" : "https://docs.example/articles/audit-your-app.html#app-delegate-ui-callback",
                      "id" : "app-delegate-ui-callback",
                      "name" : "App-delegate UI callback",
                      "shortDescription" : {
                        "text" : "Summary of app-delegate-ui-callback."
                      }
                    },
                    {
                      "defaultConfiguration" : {
                        "level" : "warning"
                      },
                      "help" : {
                        "text" : "app-delegate-window. See https://docs.example/articles/audit-your-app.html#app-delegate-window."
                      },
                      "helpUri" : "https://docs.example/articles/audit-your-app.html#app-delegate-window",
                      "id" : "app-delegate-window",
                      "name" : "app-delegate-window",
                      "shortDescription" : {
                        "text" : "app-delegate-window"
                      }
                    },
                    {
                      "defaultConfiguration" : {
                        "level" : "warning"
                      },
                      "help" : {
                        "text" : "Summary of launch-options-key. Migration step: Migrate to scenes, step 6 — Move the event entry points. See https://docs.example/articles/audit-your-app.html#launch-options-key."
                      },
                      "helpUri" : "https://docs.example/articles/audit-your-app.html#launch-options-key",
                      "id" : "launch-options-key",
                      "name" : "Launch-options key",
                      "shortDescription" : {
                        "text" : "Summary of launch-options-key."
                      }
                    },
                    {
                      "defaultConfiguration" : {
                        "level" : "warning"
                      },
                      "help" : {
                        "text" : "Summary of global-window-lookup. Migration step: Migrate to scenes, step 5 — Move the life-cycle callbacks. See https://docs.example/articles/audit-your-app.html#global-window-lookup."
                      },
                      "helpUri" : "https://docs.example/articles/audit-your-app.html#global-window-lookup",
                      "id" : "global-window-lookup",
                      "name" : "Process-wide window look-up",
                      "shortDescription" : {
                        "text" : "Summary of global-window-lookup."
                      }
                    },
                    {
                      "defaultConfiguration" : {
                        "level" : "warning"
                      },
                      "help" : {
                        "text" : "missing-scene-manifest. See https://docs.example/articles/audit-your-app.html#missing-scene-manifest."
                      },
                      "helpUri" : "https://docs.example/articles/audit-your-app.html#missing-scene-manifest",
                      "id" : "missing-scene-manifest",
                      "name" : "missing-scene-manifest",
                      "shortDescription" : {
                        "text" : "missing-scene-manifest"
                      }
                    },
                    {
                      "defaultConfiguration" : {
                        "level" : "warning"
                      },
                      "help" : {
                        "text" : "deprecated-scene-api. See https://docs.example/articles/audit-your-app.html#deprecated-scene-api."
                      },
                      "helpUri" : "https://docs.example/articles/audit-your-app.html#deprecated-scene-api",
                      "id" : "deprecated-scene-api",
                      "name" : "deprecated-scene-api",
                      "shortDescription" : {
                        "text" : "deprecated-scene-api"
                      }
                    },
                    {
                      "defaultConfiguration" : {
                        "level" : "warning"
                      },
                      "help" : {
                        "text" : "app-delegate-undocumented-callback. See https://docs.example/articles/audit-your-app.html#app-delegate-undocumented-callback."
                      },
                      "helpUri" : "https://docs.example/articles/audit-your-app.html#app-delegate-undocumented-callback",
                      "id" : "app-delegate-undocumented-callback",
                      "name" : "app-delegate-undocumented-callback",
                      "shortDescription" : {
                        "text" : "app-delegate-undocumented-callback"
                      }
                    }
                  ]
                }
              }
            }
          ],
          "version" : "2.1.0"
        }

        """

    @Test func html() throws {
        let (templates, diagnostics) = TemplateSet.load(
            directory: KnowledgeFixtures.repositoryRoot.appendingPathComponent("Templates"), displayPrefix: "Templates")
        #expect(diagnostics.isEmpty)
        let set = try #require(templates)
        let page = HTMLFormat.render(
            AuditFormatTests.report, context: AuditFormatTests.context(AuditLinks.folder("../site")), templates: set)
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\" data-root=\"../site/\">\n"))
        #expect(page.contains("<title>Scene life-cycle audit — Scene Docs</title>"))
        #expect(page.contains("<link rel=\"stylesheet\" href=\"../site/assets/scenedocs.css\">"))
        #expect(page.contains("<a class=\"site-title\" href=\"../site/index.html\">Scene Docs</a>"))
        let start = try #require(page.range(of: "<article class=\"content\">\n"))
        let end = try #require(page.range(of: "</article>"))
        #expect(String(page[start.upperBound..<end.lowerBound]) == AuditFormatTests.expectedHTMLArticle)
    }

    static let expectedHTMLArticle = """
        <header class="page-header">
          <p class="eyebrow">Audit report</p>
          <h1>Scene life-cycle audit</h1>
          <p class="lede">3 findings in 2 files (5 files scanned).</p>
        </header>
        <p>Work through the migration steps below; each item is a place in your code that must change. How to read this report: <a href="../site/articles/audit-your-app.html">Audit your app</a>.</p>
        <section aria-labelledby="step-uikit-to-scenes-move-lifecycle-callbacks">
          <h2 id="step-uikit-to-scenes-move-lifecycle-callbacks"><a href="../site/guides/uikit-to-scenes.html#move-lifecycle-callbacks">Migrate to scenes, step 5: Move the life-cycle callbacks</a></h2>
          <h3><a href="../site/articles/audit-your-app.html#app-delegate-ui-callback">App-delegate UI callback</a> <code>app-delegate-ui-callback</code> <span class="badge">1</span></h3>
          <ul class="checklist">
            <li><label><input type="checkbox"> <code>App/AppDelegate.swift:12:5</code></label> applicationDidBecomeActive(_:) is not called once the app uses scenes; move it to sceneDidBecomeActive(_:) — <a href="../site/symbols/uikit/uiapplicationdelegate/applicationdidbecomeactive.html">applicationDidBecomeActive(_:)</a></li>
          </ul>
          <h3><a href="../site/articles/audit-your-app.html#global-window-lookup">Process-wide window look-up</a> <code>global-window-lookup</code> <span class="badge">1</span></h3>
          <ul class="checklist">
            <li><label><input type="checkbox"> <code>Views/Banner.swift:8:20</code></label> keyWindow spans all connected scenes; ask the window scene the code belongs to — <a href="../site/articles/audit-your-app.html#global-window-lookup">Audit your app</a></li>
          </ul>
        </section>
        <section aria-labelledby="step-uikit-to-scenes-move-event-entry-points">
          <h2 id="step-uikit-to-scenes-move-event-entry-points"><a href="../site/guides/uikit-to-scenes.html#move-event-entry-points">Migrate to scenes, step 6: Move the event entry points</a></h2>
          <h3><a href="../site/articles/audit-your-app.html#launch-options-key">Launch-options key</a> <code>launch-options-key</code> <span class="badge">1</span></h3>
          <ul class="checklist">
            <li><label><input type="checkbox"> <code>App/AppDelegate.swift:20:9</code></label> launch options are nil once the app uses scenes; read urlContexts of the scene&#39;s connection options — <a href="../site/symbols/uikit/uiapplication.launchoptionskey.html">UIApplication.LaunchOptionsKey</a></li>
          </ul>
        </section>
        <section aria-labelledby="not-audited">
          <h2 id="not-audited">Files not audited</h2>
          <ul>
            <li><code>Legacy/Broken.m</code> cannot read file (not UTF-8)</li>
          </ul>
        </section>


        """
}
