import SwiftUI

struct NoteList: View {
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        List {
            Text("UIScreen.main.bounds")
        }
        .frame(maxWidth: UIScreen.main.bounds.width * 0.8)
        .onChange(of: scenePhase) { _, phase in
            if phase == .background { Drafts.saveAll() }
        }
    }

    /// Same callback name in a view type: not an app delegate.
    func applicationWillResignActive(_ application: UIApplication) {}
}
