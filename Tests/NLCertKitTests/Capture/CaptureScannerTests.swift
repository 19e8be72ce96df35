import Testing

@testable import NLCertKit

/// The streaming scanner must give the same result wherever the reads happen to end.
@Suite struct CaptureScannerTests {
    func readHAR(_ bytes: [UInt8], chunk: Int, buffer: Int) throws -> Capture {
        try HARReader.read(source: MemoryByteSource(bytes: bytes, path: "x.har", chunkSize: chunk), bufferSize: buffer)
    }

    @Test(arguments: [
        "capture/chrome_bom_blocked.har", "capture/charles_exception_connect.har",
        "capture/time_shapes.har", "corpus/browser-sdk/b_ads_correct.har",
    ])
    func oneSevenAndWholeChunksAgree(fixture: String) throws {
        let bytes = Array(try Fixtures.read(fixture).utf8)
        let whole = try readHAR(bytes, chunk: bytes.count, buffer: 1 << 20)
        #expect(!whole.requests.isEmpty)
        for (chunk, buffer) in [(1, 16), (7, 16), (7, 4096), (1 << 20, 16)] {
            let split = try readHAR(bytes, chunk: chunk, buffer: buffer)
            #expect(split.requests == whole.requests, "chunk \(chunk), buffer \(buffer)")
            #expect(split.notes == whole.notes)
            #expect(split.files == whole.files)
        }
    }

    @Test(arguments: [1, 2, 3, 5, 7])
    func escapesAcrossChunkBoundaries(chunk: Int) throws {
        // Backslash runs of every parity in a skipped string, and escapes in a kept one.
        let text = #"{"log":{"x":"a\\\"b\\","entries":[{"request":{"url":"h\/p\u0026q\"\\"}}]}}"#
        let c = try readHAR(Array(text.utf8), chunk: chunk, buffer: 16)
        #expect(c.requests.map(\.url) == [#"h/p&q"\"#])
    }

    /// Many escapes before a string's closing quote, one of them an escaped quote, and a second
    /// string after it: the quote found for the first escapes must not outlive them (or a
    /// refill of the buffer).
    @Test(arguments: [(1, 16), (5, 16), (7, 64), (1 << 20, 1 << 20)])
    func escapesBeforeTheClosingQuote(chunk: Int, buffer: Int) throws {
        let text =
            #"{"log":{"entries":[{"request":{"url":"https:\/\/a.test\/cgi-bin\/gn?q=\"x\"\/y\\","#
            + #""method":"GET"}},{"request":{"url":"https:\/\/b.test\/\"","method":"GET"}}]}}"#
        let c = try readHAR(Array(text.utf8), chunk: chunk, buffer: buffer)
        #expect(c.requests.map(\.url) == [#"https://a.test/cgi-bin/gn?q="x"/y\"#, #"https://b.test/""#])
    }

    @Test(arguments: [1, 7, 1 << 20])
    func escapedKeysStillMatch(chunk: Int) throws {
        // `u\u0072l` is "url" spelled with an escape: the in-place key match must fall back.
        let text = #"{"log":{"entries":[{"request":{"u\u0072l":"https://a.test/","method":"GET"}}]}}"#
        let c = try readHAR(Array(text.utf8), chunk: chunk, buffer: 16)
        #expect(c.requests.map(\.url) == ["https://a.test/"])
    }

    /// Keys longer than the bytes looked at directly (24): an escaped quote past them belongs
    /// to the key, and a long plain key is found whole, whatever the buffer and reads.
    @Test(arguments: [(1, 16), (7, 64), (1 << 20, 1 << 20)])
    func longKeysWithEscapesPastTheFirstBytes(chunk: Int, buffer: Int) throws {
        let text =
            #"{"log":{"entries":[{"request":{"abcdefghijklmnopqrstuvwxyz0123\"url":"not the url","#
            + #""a-plain-key-much-longer-than-twenty-four-bytes":1,"url":"https://a.test/","method":"GET"}}]}}"#
        let c = try readHAR(Array(text.utf8), chunk: chunk, buffer: buffer)
        #expect(c.requests.map(\.url) == ["https://a.test/"])
    }

    @Test func surrogatePairsDecode() throws {
        let text = #"{"log":{"entries":[{"request":{"url":"https://a.test/?t=\ud83d\ude00"}}]}}"#
        let c = try readHAR(Array(text.utf8), chunk: 3, buffer: 16)
        #expect(c.requests.first?.url == "https://a.test/?t=😀")
    }

    @Test func oneHugeLineIsSkippedNotStored() throws {
        // A 20 MB base64-like body on the same line as the entry.
        let body = String(repeating: "QUJD", count: 5_000_000)
        let text =
            #"{"log":{"entries":[{"response":{"content":{"text":""# + body
            + #"","encoding":"base64"}},"request":{"url":"https://a.test/"}}]}}"#
        let c = try readHAR(Array(text.utf8), chunk: 1 << 20, buffer: 1 << 20)
        #expect(c.requests.map(\.url) == ["https://a.test/"])
    }

    /// A number reads as `Double` reads its text — whole numbers on the scanner's own path,
    /// others (fractions, exponents, more than 15 digits, leading zeros) through the text —
    /// wherever the reads split it; text `Double` rejects is an error.
    @Test(arguments: [
        "200", "0", "-0", "007", "-12", "1e3", "-2.5E-1", "0.5", "123456789012345", "999999999999999",
        "1234567890123456789", "-000123456789012345678", "-", "--1", "1-2", "12e", "1.2.3",
    ])
    func numbersReadAsDoubleReadsThem(text: String) {
        for chunk in [1, 3, 1 << 20] {
            var scanner = JSONByteScanner(
                source: MemoryByteSource(bytes: Array((text + ",").utf8), path: "n.json", chunkSize: chunk),
                hint: "", bufferSize: 16)
            let read = try? scanner.readScalar()
            if let expected = Double(text) {
                #expect(read == .number(expected), "\(text), chunk \(chunk)")
                if case .number(let d) = read { #expect(d.sign == expected.sign, "\(text)") }
            } else {
                #expect(read == nil, "\(text), chunk \(chunk)")
            }
        }
    }
}
