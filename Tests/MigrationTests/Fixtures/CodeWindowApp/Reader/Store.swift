import Foundation

/// The reading list, kept on disk.
final class Store {
    static let shared = Store()

    private(set) var isPlayingAudio = false

    func open() {}
    func save() {}
    func resumeSync() {}
    func pauseSync() {}
}

#if DEBUG
    /// Frame rate and memory over the app's content while debugging.
    enum DebugOverlay {
        static func refresh() {}
    }
#endif
