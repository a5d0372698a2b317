#!/usr/bin/env python3
"""Writes a synthetic iOS app source tree for the `scenedocs audit` benchmark.

Usage: generate-app.py FILES OUT [--seed S]

FILES files in modules of about 100: Swift view controllers (about three quarters of the files),
Objective-C .h/.m pairs and one framework Info.plist per module. Each Swift file is 70-260 lines
of ordinary UIKit code; a few per module hold what the audit looks for (app-delegate
callbacks, window look-ups, launch-options reads), so the run does real matching work. Deterministic
for a given seed.
"""
import os
import random
import sys


def swift_file(rng, module, index):
    name = f"{module}Screen{index}"
    lines = ["import UIKit", "", f"/// Screen {index} of {module}.", f"final class {name}ViewController: UIViewController {{"]
    lines.append("    private var items: [String] = []")
    lines.append("    private let tableView = UITableView(frame: .zero, style: .insetGrouped)")
    lines.append("")
    for method in range(rng.randint(6, 20)):
        lines.append(f"    func update{method}(with value: Int, animated: Bool = true) -> Bool {{")
        for statement in range(rng.randint(4, 10)):
            kind = rng.random()
            if kind < 0.3:
                lines.append(f'        let label{statement} = "Item \\(value) of {name} /* not a comment */"')
            elif kind < 0.5:
                lines.append(f"        items.append(String(value * {statement}))  // keyWindow in a comment")
            elif kind < 0.7:
                lines.append(f"        tableView.reloadRows(at: [IndexPath(row: {statement}, section: 0)], with: .automatic)")
            elif kind < 0.85:
                lines.append(f"        if value > {statement} {{ view.setNeedsLayout() }}")
            else:
                lines.append(f"        _ = items.filter {{ $0.count > {statement} }}.map {{ $0.uppercased() }}")
        lines.append("        return !items.isEmpty")
        lines.append("    }")
        lines.append("")
    if index % 25 == 3:
        lines.append("    var screenWidth: CGFloat { UIScreen.main.bounds.width }")
        lines.append("    var rootWindow: UIWindow? { UIApplication.shared.keyWindow }")
    lines.append("}")
    lines.append("")
    lines.append(f"extension {name}ViewController: UITableViewDataSource {{")
    lines.append("    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }")
    lines.append("    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {")
    lines.append('        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)')
    lines.append("        cell.textLabel?.text = items[indexPath.row]")
    lines.append("        return cell")
    lines.append("    }")
    lines.append("}")
    return "\n".join(lines) + "\n"


def objc_pair(rng, module, index):
    name = f"{module}Legacy{index}"
    header = f"#import <UIKit/UIKit.h>\n\n@interface {name} : NSObject\n- (void)refresh:(NSInteger)count animated:(BOOL)animated;\n@end\n"
    body = [f'#import "{name}.h"', "", f"@implementation {name}", ""]
    for method in range(rng.randint(5, 15)):
        body.append(f"- (void)refresh{method}:(NSInteger)count")
        body.append("           animated:(BOOL)animated {")
        body.append('    NSLog(@"[UIScreen mainScreen] %ld", (long)count); // [UIApplication sharedApplication]')
        body.append("    NSMutableArray *values = [NSMutableArray arrayWithCapacity:count];")
        body.append("    for (NSInteger i = 0; i < count; i++) { [values addObject:@(i * 2)]; }")
        if index % 10 == 1 and method == 0:
            body.append("    UIWindow *window = [[UIApplication sharedApplication] keyWindow];")
            body.append("    [window setNeedsLayout];")
        body.append("}")
        body.append("")
    body.append("@end")
    return header, "\n".join(body) + "\n"


APP_DELEGATE = """import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.makeKeyAndVisible()
        _ = launchOptions?[.url]
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {}
    func applicationDidEnterBackground(_ application: UIApplication) {}
}
"""

INFO_PLIST = """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
\t<key>CFBundlePackageType</key>
\t<string>{kind}</string>
\t<key>LSRequiresIPhoneOS</key>
\t<true/>
</dict>
</plist>
"""


def main():
    args = sys.argv[1:]
    seed = 1
    if "--seed" in args:
        at = args.index("--seed")
        seed = int(args[at + 1])
        del args[at : at + 2]
    if len(args) != 2:
        sys.exit(__doc__)
    total, out = int(args[0]), args[1]
    rng = random.Random(seed)
    written = 0

    def write(path, text):
        nonlocal written
        full = os.path.join(out, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as handle:
            handle.write(text)
        written += 1

    write("App/AppDelegate.swift", APP_DELEGATE)
    write("App/Info.plist", INFO_PLIST.format(kind="APPL"))
    module = 0
    while written < total:
        name = f"Module{module}"
        write(f"{name}/Info.plist", INFO_PLIST.format(kind="FMWK"))
        for index in range(100):
            if written >= total:
                break
            if index % 20 < 3 and written + 2 <= total:
                header, body = objc_pair(rng, name, index)
                write(f"{name}/Legacy/{name}Legacy{index}.h", header)
                write(f"{name}/Legacy/{name}Legacy{index}.m", body)
            else:
                write(f"{name}/Screens/{name}Screen{index}.swift", swift_file(rng, name, index))
        module += 1
    print(f"{written} files in {out}")


if __name__ == "__main__":
    main()
