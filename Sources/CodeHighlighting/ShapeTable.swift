import Foundation

/// What one parse of a Swift sample tells about every sample of its shape (`SwiftShape`): its
/// spans, in the shape's offsets, and whether it had syntax errors. Not thread-safe (`SampleCache`
/// locks around it).
///
/// Stored in a few contiguous arrays (the shapes' bytes, their spans, one record each, and a
/// dictionary from hash to record), not as an array or two per shape: tens of thousands of small
/// allocations made throughout the build and kept to its end pinned their allocator pages, and a
/// 50,000-page build peaked ~50–100 MB higher (~15 MB of data).
struct ShapeTable {
    private struct Record {
        var keyStart: Int
        var keyCount: Int
        var spanStart: Int
        var spanCount: Int
        var hasError: Bool
        /// Whether the shape was asked for since `dropUnused` last ran.
        var used: Bool
        /// The next record whose key has the same hash (-1: none).
        var next: Int
    }

    private var heads: [Int: Int] = [:]
    private var records: [Record] = []
    private var keyBytes: [UInt8] = []
    private var spans: [SwiftHighlighter.Span] = []

    var count: Int { records.count }

    /// The spans (in the shape's offsets) and error flag stored for `key`, nil if none is;
    /// `markUsed` records the use for `dropUnused`.
    mutating func lookUp(_ key: SwiftShape.Key, markUsed: Bool) -> (spans: [SwiftHighlighter.Span], hasError: Bool)? {
        guard let index = find(key) else { return nil }
        if markUsed { records[index].used = true }
        let record = records[index]
        return (Array(spans[record.spanStart..<record.spanStart + record.spanCount]), record.hasError)
    }

    mutating func insert(_ key: SwiftShape.Key, spans shapeSpans: [SwiftHighlighter.Span], hasError: Bool, used: Bool) {
        if let index = find(key) {
            if used { records[index].used = true }
            return
        }
        records.append(
            Record(
                keyStart: keyBytes.count, keyCount: key.bytes.count, spanStart: spans.count,
                spanCount: shapeSpans.count,
                hasError: hasError, used: used, next: heads[key.digest] ?? -1))
        heads[key.digest] = records.count - 1
        keyBytes.append(contentsOf: key.bytes)
        spans.append(contentsOf: shapeSpans)
    }

    /// Keeps only the shapes asked for since the last call.
    mutating func dropUnused() {
        var kept = ShapeTable()
        for record in records where record.used {
            let key = SwiftShape.Key(Array(keyBytes[record.keyStart..<record.keyStart + record.keyCount]))
            kept.insert(
                key, spans: Array(spans[record.spanStart..<record.spanStart + record.spanCount]),
                hasError: record.hasError,
                used: false)
        }
        self = kept
    }

    private func find(_ key: SwiftShape.Key) -> Int? {
        var index = heads[key.digest] ?? -1
        while index >= 0 {
            let record = records[index]
            if record.keyCount == key.bytes.count,
                keyBytes.withUnsafeBufferPointer({ stored in
                    key.bytes.withUnsafeBufferPointer { wanted in
                        wanted.count == 0
                            || memcmp(stored.baseAddress! + record.keyStart, wanted.baseAddress!, wanted.count) == 0
                    }
                })
            {
                return index
            }
            index = record.next
        }
        return nil
    }
}
