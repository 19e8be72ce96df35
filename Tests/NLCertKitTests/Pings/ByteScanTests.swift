import Testing

@testable import NLCertKit

/// `ByteScan.find` loops over short ranges and calls `memchr` over long ones: both must give what
/// a plain search gives, at every length around the switch and every position of the byte.
@Suite struct ByteScanTests {
    @Test func findAgreesWithAPlainSearchAtEveryLengthAndPosition() {
        var checked = 0
        for length in 0...(ByteScan.shortRange * 3) {
            // No hit, then one hit at each position, then a hit before `from`, which must not count.
            var cases: [[UInt8]] = [[UInt8](repeating: 0x61, count: length)]
            for at in 0..<length {
                var bytes = [UInt8](repeating: 0x61, count: length)
                bytes[at] = 0x3D
                cases.append(bytes)
            }
            for bytes in cases {
                for from in [0, 1, length / 2] where from <= length {
                    let expected = bytes[from...].firstIndex(of: 0x3D) ?? length
                    let found = bytes.withUnsafeBufferPointer { ByteScan.find(0x3D, in: $0, from: from, to: length) }
                    #expect(found == expected, "length \(length), from \(from)")
                    checked += 1
                }
            }
        }
        // An empty or reversed range finds nothing.
        let none = [UInt8]("a=b".utf8).withUnsafeBufferPointer { ByteScan.find(0x3D, in: $0, from: 2, to: 1) }
        #expect(none == 1)
        #expect(checked > 5000)
    }

    /// `isASCII` reads eight bytes at a time and the rest one by one: a byte of 0x80 or more at
    /// any position of any length around those steps is found, and pure ASCII passes.
    @Test func isASCIIFindsAHighByteAtEveryPosition() {
        for length in 0...40 {
            let ascii = [UInt8]((0..<length).map { UInt8(0x20 + $0 % 0x5F) })
            #expect(ascii.withUnsafeBufferPointer(ByteScan.isASCII), "length \(length)")
            for at in 0..<length {
                for high: UInt8 in [0x80, 0xC3, 0xFF] {
                    var bytes = ascii
                    bytes[at] = high
                    #expect(!bytes.withUnsafeBufferPointer(ByteScan.isASCII), "length \(length), at \(at)")
                }
            }
        }
    }
}
