/// The entry point of the capture stage: reads the files a user named into one `Capture`.
///
/// Each file's format is chosen from its content (see `CaptureSniffer`): HAR and Charles JSON
/// sessions are streamed, API traces and text captures are read whole (text goes to
/// `TextCaptureReader`). Every way a file can be unusable ends in a `CaptureError` naming the
/// file, where it went wrong when known, and what to do.
public enum CaptureReader {
    /// Text captures and traces are read into memory; larger ones are refused.
    public static let maxTextBytes = 256 << 20

    /// Reads `paths` as one capture. `-` stands for standard input (read through `stdin`, at
    /// most once); directories are refused, not expanded. Requests `filter` turns down are
    /// counted, not kept.
    public static func read(paths: [String], stdin: () -> [UInt8], filter: RequestFilter = .all) throws(CaptureError) -> Capture {
        try read(paths: paths, stdinSource: { MemoryByteSource(bytes: stdin(), path: "-") }, filter: filter)
    }

    /// Reads `paths` as one capture, with standard input as a stream (`stdinSource` is asked at
    /// most once): it goes through the same streaming readers as a file, never read whole.
    public static func read(paths: [String], stdinSource: () -> ByteSource, filter: RequestFilter = .all) throws(CaptureError) -> Capture {
        guard !paths.isEmpty else {
            throw CaptureError(file: "nlcert", problem: "no capture file given",
                               hint: "name a HAR, Charles .chlsj, URL list, console paste or API trace, or '-' for standard input")
        }
        var capture = Capture()
        var readStdin = false
        for path in paths {
            let source: ByteSource
            if path == "-" {
                guard !readStdin else {
                    throw CaptureError(file: "-", problem: "standard input ('-') was named twice",
                                       hint: "name '-' once; save the other capture to a file")
                }
                readStdin = true
                source = stdinSource()
            } else {
                source = try FileByteSource(path: path)
            }
            capture.append(try read(source: source, filter: filter))
        }
        return capture
    }

    /// Reads one file (or other byte source), detecting its format.
    public static func read(source: ByteSource, filter: RequestFilter = .all) throws(CaptureError) -> Capture {
        let prefix = try source.peekPrefix(CaptureSniffer.prefixSize + 1)
        let isComplete = prefix.count <= CaptureSniffer.prefixSize
        let kind = try CaptureSniffer.detect(
            prefix: Array(prefix.prefix(CaptureSniffer.prefixSize)), isComplete: isComplete, path: source.path)
        switch kind {
        case .har:
            return try HARReader.read(source: source, filter: filter)
        case .charlesJSON:
            return try CharlesJSONReader.read(source: source, filter: filter)
        case .apiTrace:
            return applying(filter, to: try APITraceReader.read(text: try readText(source), path: source.path))
        case .text:
            return applying(filter, to: try TextCaptureReader.read(text: try readText(source), path: source.path))
        }
    }

    /// Text captures are read whole (and hold only the URLs found in them): filtered afterwards.
    static func applying(_ filter: RequestFilter, to capture: Capture) -> Capture {
        var capture = capture
        let before = capture.requests.count
        capture.requests.removeAll { !filter.keeps($0) }
        capture.leftOutRequests += before - capture.requests.count
        return capture
    }

    /// Reads a whole source as UTF-8 text (byte-order mark removed), refusing NUL bytes and
    /// invalid UTF-8 with the line, column and byte offset of the first bad byte.
    static func readText(_ source: ByteSource) throws(CaptureError) -> String {
        var bytes = try source.readAll(limit: maxTextBytes)
        var base = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            bytes.removeFirst(3)
            base = 3
        }
        if let nul = bytes.firstIndex(of: 0) {
            let (line, column) = lineAndColumn(bytes, nul)
            throw CaptureError(
                file: source.path, line: line, column: column,
                problem: "a NUL byte at byte offset \(nul + base): this is binary data, not a text capture",
                hint: CaptureSniffer.harAdvice)
        }
        if let bad = firstInvalidUTF8(bytes) {
            let (line, column) = lineAndColumn(bytes, bad)
            throw CaptureError(
                file: source.path, line: line, column: column,
                problem: "invalid UTF-8 at byte offset \(bad + base)",
                hint: "save the capture as UTF-8 (e.g. 'iconv -f LATIN1 -t UTF-8'), or export it again")
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func lineAndColumn(_ bytes: [UInt8], _ offset: Int) -> (Int, Int) {
        var line = 1
        var lineStart = 0
        for i in 0..<min(offset, bytes.count) where bytes[i] == 0x0A {
            line += 1
            lineStart = i + 1
        }
        return (line, offset - lineStart + 1)
    }

    /// The offset of the first byte that breaks UTF-8 (overlong forms and surrogates included).
    static func firstInvalidUTF8(_ b: [UInt8]) -> Int? {
        var i = 0
        let n = b.count
        while i < n {
            let c = b[i]
            if c < 0x80 {
                i += 1
                continue
            }
            let need: Int
            var lower: UInt8 = 0x80
            var upper: UInt8 = 0xBF
            switch c {
            case 0xC2...0xDF: need = 1
            case 0xE0: need = 2; lower = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: need = 2
            case 0xED: need = 2; upper = 0x9F
            case 0xF0: need = 3; lower = 0x90
            case 0xF1...0xF3: need = 3
            case 0xF4: need = 3; upper = 0x8F
            default: return i
            }
            guard i + need < n else { return i }
            if b[i + 1] < lower || b[i + 1] > upper { return i }
            var k = 2
            while k <= need {
                if b[i + k] < 0x80 || b[i + k] > 0xBF { return i }
                k += 1
            }
            i += need + 1
        }
        return nil
    }
}
