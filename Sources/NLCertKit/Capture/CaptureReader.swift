/// The entry point of the capture stage: reads the files a user named into one `Capture`.
///
/// Each file's format is chosen from its content (see `CaptureSniffer`): every reader streams —
/// HAR and Charles JSON sessions through a byte scanner, API traces and text captures line by
/// line (`TextLineStream`), so memory follows the Nielsen evidence, not the file. Every way a file can be unusable ends in a `CaptureError` naming the
/// file, where it went wrong when known, and what to do.
public enum CaptureReader {

    /// Reads `paths` as one capture. `-` stands for standard input (read through `stdin`, at
    /// most once); directories are refused, not expanded. Requests `filter` turns down are
    /// counted, not kept.
    public static func read(
        paths: [String], stdin: () -> [UInt8], filter: RequestFilter = .all
    ) throws(CaptureError) -> Capture {
        try read(paths: paths, stdinSource: { MemoryByteSource(bytes: stdin(), path: "-") }, filter: filter)
    }

    /// Reads `paths` as one capture, with standard input as a stream (`stdinSource` is asked at
    /// most once): it goes through the same streaming readers as a file, never read whole.
    public static func read(
        paths: [String], stdinSource: () -> ByteSource, filter: RequestFilter = .all
    ) throws(CaptureError) -> Capture {
        guard !paths.isEmpty else {
            throw CaptureError(
                file: "nlcert", problem: "no capture file given",
                hint: "name a HAR, Charles .chlsj, URL list, console paste or API trace, or '-' for standard input")
        }
        // Before anything is read: otherwise the first '-' takes standard input and the
        // message would be about the first capture ("empty", say), not about the names.
        if paths.filter({ $0 == "-" }).count > 1 {
            throw CaptureError(
                file: "-", problem: "standard input ('-') was named twice",
                hint: "name '-' once; save the other capture to a file")
        }
        var capture = Capture()
        for path in paths {
            let source: ByteSource
            if path == "-" {
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
        case .unifiedLogJSON:
            return try UnifiedLogJSONReader.read(source: source, filter: filter)
        case .apiTrace:
            return applying(filter, to: try APITraceReader.read(source: source))
        case .text:
            return try TextCaptureReader.read(source: source, filter: filter)
        }
    }

    /// API traces hold no requests; a filter has nothing to turn down there.
    static func applying(_ filter: RequestFilter, to capture: Capture) -> Capture {
        var capture = capture
        let before = capture.requests.count
        capture.requests.removeAll { !filter.keeps($0) }
        capture.leftOutRequests += before - capture.requests.count
        return capture
    }

    /// The offset of the first byte that breaks UTF-8 (overlong forms and surrogates included).
    static func firstInvalidUTF8<C: RandomAccessCollection>(_ b: C) -> Int? where C.Element == UInt8, C.Index == Int {
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
            case 0xE0:
                need = 2
                lower = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: need = 2
            case 0xED:
                need = 2
                upper = 0x9F
            case 0xF0:
                need = 3
                lower = 0x90
            case 0xF1...0xF3: need = 3
            case 0xF4:
                need = 3
                upper = 0x8F
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

    /// The error for bytes that are binary rather than text (they hold a NUL byte), `nil`
    /// when they may be text.
    static func binaryProblem(_ bytes: [UInt8], path: String) -> CaptureError? {
        if let nul = bytes.firstIndex(of: 0) {
            return CaptureError(
                file: path, problem: "a NUL byte at byte offset \(nul): this is binary data, not a text capture",
                hint: CaptureSniffer.harAdvice)
        }
        return nil
    }
}
