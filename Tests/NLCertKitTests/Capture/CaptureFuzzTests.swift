import Testing

@testable import NLCertKit

/// Damaged captures must end in a result or a `CaptureError`, never a trap: thousands of
/// deterministic mutations (a structural byte swapped in, a byte dropped, the file cut short)
/// of the hand-written fixtures, each read through the public entry point.
@Suite struct CaptureFuzzTests {
    struct Mutator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(max(1, bound)))
        }
    }

    @Test(arguments: [
        "capture/chrome_bom_blocked.har", "capture/charles_exception_connect.har",
        "capture/session.chlsj", "capture/trace_comments.calls.jsonl",
    ])
    func mutationsNeverTrap(fixture: String) throws {
        let original = Array(try Fixtures.read(fixture).utf8)
        let alphabet = Array(#"{}[]",:\ 0a-en"#.utf8) + [0x00, 0xFF, 0x0A]
        var rng = Mutator(state: 0x6E6C_6365_7274)
        var errors = 0
        var reads = 0
        for _ in 0..<1500 {
            var bytes = original
            switch rng.next(3) {
            case 0: bytes[rng.next(bytes.count)] = alphabet[rng.next(alphabet.count)]
            case 1: bytes.remove(at: rng.next(bytes.count))
            default: bytes = Array(bytes.prefix(rng.next(bytes.count)))
            }
            do {
                _ = try CaptureReader.read(
                    source: MemoryByteSource(bytes: bytes, path: "fuzz", chunkSize: 1 + rng.next(64)))
                reads += 1
            } catch {
                #expect(error.file == "fuzz")
                #expect(!error.problem.isEmpty)
                errors += 1
            }
        }
        // Both outcomes occur, so the mutations really reach the readers.
        #expect(errors > 0)
        #expect(reads > 0)
    }
}
