import Foundation
import Testing

@testable import SiteGeneration

/// The memory `serve`'s page edits write their large files into: a block no file uses any more is
/// filled by the next file that fits it.
@Suite struct RecycledBuffersTests {
    static func address(_ data: Data) -> UnsafeRawPointer? { data.withUnsafeBytes { $0.baseAddress } }

    @Test func aBlockNoLongerUsedIsFilledAgain() {
        let buffers = RecycledBuffers(limit: 1)
        let size = 2 * RecycledBuffers.minimumSize
        var first: Data? = buffers.data(count: size) { $0.initializeMemory(as: UInt8.self, repeating: 1) }
        let block = Self.address(first!)
        #expect(first == Data(repeating: 1, count: size))
        #expect(buffers.unusedCount == 0)
        let copy = first
        first = nil
        #expect(buffers.unusedCount == 0, "a copy still uses the block")
        _ = consume copy
        #expect(buffers.unusedCount == 1)

        // A slightly longer file fits the room left in the block.
        let second = buffers.data(count: size + 100) { $0.initializeMemory(as: UInt8.self, repeating: 2) }
        #expect(Self.address(second) == block)
        #expect(second == Data(repeating: 2, count: size + 100))
        #expect(buffers.unusedCount == 0)

        // A much smaller file gets a block of its own; beyond the limit, blocks are freed.
        var third: Data? = buffers.data(count: size / 2 + 1) { $0.initializeMemory(as: UInt8.self, repeating: 3) }
        var fourth: Data? = buffers.data(count: size) { $0.initializeMemory(as: UInt8.self, repeating: 4) }
        #expect(third == Data(repeating: 3, count: size / 2 + 1))
        #expect(fourth == Data(repeating: 4, count: size))
        third = nil
        fourth = nil
        #expect(buffers.unusedCount == 1)
        #expect(
            buffers.data(count: size / 2 + 1) { $0.initializeMemory(as: UInt8.self, repeating: 5) }.count == size / 2
                + 1)
    }

    @Test func smallFilesArePlainData() {
        let buffers = RecycledBuffers()
        let small = buffers.data(count: 10) { $0.initializeMemory(as: UInt8.self, repeating: 7) }
        #expect(small == Data(repeating: 7, count: 10))
        #expect(buffers.data(count: 0) { _ in } == Data())
        #expect(buffers.unusedCount == 0)
    }

    /// The search index written into a recycled block is the same file.
    @Test func theSearchIndexIsTheSameInARecycledBlock() {
        let entries = (0..<40_000).map { Data(#"{"t":"Page \#($0)","u":"p\#($0).html"}"#.utf8) }
        let plain = SearchIndex.script(encoded: entries)
        #expect(plain.count > RecycledBuffers.minimumSize)
        #expect(SearchIndex.script(encoded: entries, buffers: RecycledBuffers()) == plain)
        #expect(String(decoding: plain.prefix(34), as: UTF8.self) == #"window.SceneDocsSearchIndex = [{"t"#)
        #expect(String(decoding: plain.suffix(3), as: UTF8.self) == "];\n")
        #expect(SearchIndex.script(encoded: []) == Data("window.SceneDocsSearchIndex = [];\n".utf8))
    }
}
