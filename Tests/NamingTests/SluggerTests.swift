import Foundation
import Testing

@testable import Naming

@Suite struct SluggerTests {
    @Test(arguments: [
        ("Moving each callback", "moving-each-callback"),
        ("Don't panic", "dont-panic"),
        ("Don’t panic", "dont-panic"),
        ("  Hello,  World!  ", "hello-world"),
        ("`scene(_:willConnectTo:)` returns", "scene-willconnectto-returns"),
        ("Café au lait", "caf-au-lait"),
        ("iOS 13.0", "ios-13-0"),
        ("!!!", "section"),
        ("", "section"),
    ])
    func slug(_ text: String, _ expected: String) {
        #expect(Slugger.slug(text) == expected)
    }

    /// The byte path for ASCII headings gives what the general path gives, for every ASCII byte.
    @Test func asciiSlugsMatchTheGeneralPath() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for length in 0..<400 {
            var bytes: [UInt8] = []
            for _ in 0..<(length % 40) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                // Letters and digits often, every other ASCII byte too.
                let pick = Int(state >> 33)
                bytes.append(pick % 3 == 0 ? UInt8(pick % 128) : Array("aZ9 -'_.:(`".utf8)[pick % 11])
            }
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(Slugger.asciiSlug(text) == Slugger.unicodeSlug(text), "\(text.debugDescription)")
        }
        #expect(Slugger.asciiSlug("Café") == nil)
        #expect(Slugger.asciiSlug("\u{212A}elvin") == nil)  // KELVIN SIGN lowercases to ASCII "k"
    }

    @Test func uniqueWithinAPage() {
        var slugger = Slugger()
        #expect(slugger.unique(for: "Overview") == "overview")
        #expect(slugger.unique(for: "Overview") == "overview-2")
        #expect(slugger.unique(for: "overview!") == "overview-3")
        #expect(slugger.unique(for: "Overview 2") == "overview-2-2")
    }

    /// Past the short list's limit (32 ids) the ids taken move to a set: still unique, in the same
    /// order, including against ids taken before the switch.
    @Test func uniqueAcrossManyHeadings() {
        var slugger = Slugger(reserved: ["step-40"])
        var ids: [String] = []
        for number in 1...50 { ids.append(slugger.unique(for: "Step \(number)")) }
        for _ in 1...3 { ids.append(slugger.unique(for: "Step")) }
        ids.append(slugger.unique(for: "Step 1"))
        ids.append(slugger.unique(for: "Step 40"))
        #expect(ids[0] == "step-1")
        #expect(ids[39] == "step-40-2")
        #expect(ids[49] == "step-50")
        #expect(Array(ids[50...]) == ["step", "step-51", "step-52", "step-1-2", "step-40-3"])
        #expect(Set(ids).count == ids.count)
    }

    @Test func reservedIDsAreNeverHandedOut() {
        var slugger = Slugger(reserved: ["sources", "sources-2"])
        #expect(slugger.unique(for: "Sources") == "sources-3")
        #expect(slugger.unique(for: "Details") == "details")
    }

    /// Each duplicate resumes counting where the last one of its slug stopped: 20,000 identical
    /// headings (72 s when each probed from -2) take linear time, and ids after a reserved or
    /// hand-made `-n` still skip it.
    @Test func identicalHeadingsCostLinearTime() {
        var slugger = Slugger(reserved: ["h-3"])
        var cpu = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &cpu)
        let before = Double(cpu.tv_sec) + Double(cpu.tv_nsec) / 1e9
        var ids: [String] = []
        for _ in 0..<20_000 { ids.append(slugger.unique(for: "H")) }
        #expect(slugger.unique(for: "h 5") == "h-5-2")
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &cpu)
        let seconds = Double(cpu.tv_sec) + Double(cpu.tv_nsec) / 1e9 - before
        #expect(Array(ids.prefix(4)) == ["h", "h-2", "h-4", "h-5"])
        #expect(ids.last == "h-20001")
        #expect(Set(ids).count == 20_000)
        #expect(seconds < 10)
    }
}
