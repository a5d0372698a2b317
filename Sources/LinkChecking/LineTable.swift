#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Maps byte offsets of a file to 1-based line and column (columns count UTF-8 bytes, like
/// compilers and `SourceLocation` do).
struct LineTable {
    private var lineStarts: [Int] = [0]

    init(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress else { return }
        var index = 0
        let count = bytes.count
        while index < count, let newline = memchr(base + index, 0x0A, count - index) {
            index = UnsafeRawPointer(newline) - base + 1
            lineStarts.append(index)
        }
    }

    func position(ofOffset offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return (low + 1, offset - lineStarts[low] + 1)
    }
}
