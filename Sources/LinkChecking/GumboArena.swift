import CGumbo

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A bump allocator for gumbo's parse tree. gumbo spends a quarter of its time in malloc/free for
/// many small nodes and strings; allocating from one region and dropping the whole region after
/// the page is read is much faster. One arena per worker thread, reused from page to page.
final class GumboArena {
    private static let chunkSize = 1 << 20
    private var chunks: [UnsafeMutableRawPointer] = []
    private var current: UnsafeMutableRawPointer?
    /// The index of `current` in `chunks`.
    private var currentIndex = -1
    private var offset = 0
    private var capacity = 0
    /// Allocations larger than a chunk get their own block, freed on reset.
    private var large: [UnsafeMutableRawPointer] = []

    init() {}

    deinit {
        for chunk in chunks { free(chunk) }
        for block in large { free(block) }
    }

    func allocate(_ size: Int) -> UnsafeMutableRawPointer? {
        let rounded = (max(size, 1) + 15) & ~15
        if rounded > Self.chunkSize / 4 {
            guard let block = malloc(rounded) else { return nil }
            large.append(block)
            return block
        }
        if current == nil || offset + rounded > capacity {
            let next = currentIndex + 1
            if next < chunks.count {
                current = chunks[next]
            } else {
                guard let chunk = malloc(Self.chunkSize) else { return nil }
                chunks.append(chunk)
                current = chunk
            }
            currentIndex = next
            offset = 0
            capacity = Self.chunkSize
        }
        let pointer = current! + offset
        offset += rounded
        return pointer
    }

    /// Forgets every allocation; keeps the first chunk for the next page.
    func reset() {
        for block in large { free(block) }
        large.removeAll(keepingCapacity: true)
        while chunks.count > 1 { free(chunks.removeLast()) }
        current = chunks.first
        currentIndex = chunks.isEmpty ? -1 : 0
        offset = 0
        capacity = current == nil ? 0 : Self.chunkSize
    }

    /// Gumbo options that allocate from this arena (valid while the arena lives).
    func options() -> GumboOptions {
        var options = kGumboDefaultOptions
        options.userdata = Unmanaged.passUnretained(self).toOpaque()
        options.allocator = { userdata, size in
            Unmanaged<GumboArena>.fromOpaque(userdata!).takeUnretainedValue().allocate(size)
        }
        options.deallocator = { _, _ in }
        // Parse errors are not reported (browsers accept the same markup); not recording them is faster.
        options.max_errors = 0
        return options
    }
}
