/// Maps byte offsets of a file to 1-based line and column (columns count UTF-8 bytes, like
/// compilers and `SourceLocation` do).
struct LineTable {
    private var lineStarts: [Int] = [0]

    init(_ bytes: UnsafeRawBufferPointer) {
        var index = 0
        let count = bytes.count
        while index < count {
            if bytes[index] == 0x0A { lineStarts.append(index + 1) }
            index += 1
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
