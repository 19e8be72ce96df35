/// Capture values reach messages and report labels whole: a 500 KB asset id repeated in every
/// finding, evidence line and session header turned a 100 MB trace into a 450 MB text report
/// (860 MB of HTML). What a person reads is cut: a run of more than `wordLimit` bytes without a
/// space keeps its first ones and "…", and a whole text keeps at most `textLimit` bytes (cuts
/// fall between characters, never inside one). Data formats keep values whole where they are
/// data: a call's arguments in the JSON timeline are what was passed, whole.
enum DisplayCut {
    static let wordLimit = 120
    static let textLimit = 2000

    static func text(_ s: String) -> String {
        // Nearly every message is short: nothing to look at.
        guard s.utf8.count > wordLimit else { return s }
        var text = s
        text.makeContiguousUTF8()
        let cutText = text.utf8.withContiguousStorageIfAvailable { bytes in isWithinLimits(bytes) ? nil : cut(bytes) }
        return (cutText ?? nil) ?? s
    }

    /// Whether `cut` would give the text back as it is: no longer than `textLimit` and no run
    /// of more than `wordLimit` characters without a space (a finding's message, most often).
    private static func isWithinLimits(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count <= textLimit else { return false }
        var run = 0
        for b in bytes {
            if b == 0x20 || b == 0x0A || b == 0x09 {
                run = 0
            } else if b & 0xC0 != 0x80 {
                run += 1
                if run > wordLimit { return false }
            }
        }
        return true
    }

    private static func cut(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        let ellipsis = Array("…".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(min(bytes.count, textLimit + 8))
        var run = 0
        var cutting = false
        for b in bytes {
            let isSpace = b == 0x20 || b == 0x0A || b == 0x09
            // A UTF-8 continuation byte belongs to the character before it.
            let startsCharacter = b & 0xC0 != 0x80
            if isSpace {
                run = 0
                cutting = false
            } else if startsCharacter {
                run += 1
                if run > wordLimit, !cutting {
                    cutting = true
                    out += ellipsis
                }
            }
            if cutting { continue }
            if startsCharacter, out.count >= textLimit {
                out += ellipsis
                break
            }
            out.append(b)
        }
        return String(decoding: out, as: UTF8.self)
    }
}
