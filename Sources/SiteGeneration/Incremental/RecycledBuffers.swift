import Foundation

/// Memory for the large files `serve`'s page-edit path writes anew on every edit (`model.json`,
/// which holds every Markdown text, and the search index). A block that is no longer used (a
/// later edit replaced its file, and the server stopped serving it) is kept here and filled by a
/// later edit, instead of being handed back to the system and faulted in again, page by page and
/// zeroed, which costs more than copying the file. Each block has room for a slightly longer file;
/// at most `limit` unused blocks are kept, the others are freed.
final class RecycledBuffers: @unchecked Sendable {
    /// Files smaller than this are plain `Data`: the allocator reuses their memory itself.
    static let minimumSize = 1 << 20

    private let lock = NSLock()
    private var unused: [(start: UnsafeMutableRawPointer, capacity: Int)] = []
    let limit: Int

    init(limit: Int = 2) {
        self.limit = limit
    }

    deinit {
        for block in unused { block.start.deallocate() }
    }

    /// A file of `count` bytes, all written by `fill`.
    func data(count: Int, _ fill: (UnsafeMutableRawBufferPointer) -> Void) -> Data {
        guard count >= RecycledBuffers.minimumSize else {
            var data = Data(count: count)
            data.withUnsafeMutableBytes(fill)
            return data
        }
        let block = take(atLeast: count) ?? allocate(count + count / 16)
        fill(UnsafeMutableRawBufferPointer(start: block.start, count: count))
        let capacity = block.capacity
        return Data(
            bytesNoCopy: block.start, count: count,
            deallocator: .custom { [self] start, _ in give(start, capacity: capacity) })
    }

    /// The number of unused blocks kept.
    var unusedCount: Int { lock.withLock { unused.count } }

    private func allocate(_ capacity: Int) -> (start: UnsafeMutableRawPointer, capacity: Int) {
        (UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 16), capacity)
    }

    /// The smallest unused block that holds `count` bytes without wasting more than their size.
    private func take(atLeast count: Int) -> (start: UnsafeMutableRawPointer, capacity: Int)? {
        lock.withLock {
            let fitting = unused.indices.filter { unused[$0].capacity >= count && unused[$0].capacity <= 2 * count }
            guard let best = fitting.min(by: { unused[$0].capacity < unused[$1].capacity }) else { return nil }
            return unused.remove(at: best)
        }
    }

    private func give(_ start: UnsafeMutableRawPointer, capacity: Int) {
        let kept = lock.withLock { () -> Bool in
            guard unused.count < limit else { return false }
            unused.append((start, capacity))
            return true
        }
        if !kept { start.deallocate() }
    }
}
