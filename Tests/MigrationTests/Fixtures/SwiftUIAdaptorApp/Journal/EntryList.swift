import SwiftUI

/// The entries, newest first.
struct EntryList: View {
    @State private var entries = EntryStore.shared.entries

    var body: some View {
        List(entries, id: \.self) { entry in
            Text(entry)
        }
    }
}
