import Foundation

/// The notes, kept in the app's documents folder.
final class NotesStore {
    static let shared = NotesStore()

    func load() {}
    func save() {}
}
