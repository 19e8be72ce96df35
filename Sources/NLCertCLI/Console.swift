import NLCertKit

#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a command writes and what it knows of its surroundings. The real one writes to the
/// process's stdout/stderr; tests use a recording one (`RecordingConsole` in NLCertTestSupport).
public final class Console: @unchecked Sendable {
    public var environment: [String: String]
    public var stdoutIsTTY: Bool
    public var stderrIsTTY: Bool
    private let writeOut: (String) -> Void
    private let writeErr: (String) -> Void
    /// Standard input whole (for `render`, whose input is a report nlcert wrote).
    public let readStdin: () -> [UInt8]
    /// Standard input is closed (not merely empty): `-` has nothing to read.
    public var stdinIsClosed: Bool
    /// Standard input as a stream, for captures: read through the same readers as a file.
    public let stdinSource: () -> ByteSource
    /// The process ends as soon as the command returns (the executable's console): what a
    /// command built may be left for the exit to reclaim rather than freed piece by piece.
    public var endsWithProcess = false

    public init(
        environment: [String: String], stdoutIsTTY: Bool, stderrIsTTY: Bool,
        writeOut: @escaping (String) -> Void, writeErr: @escaping (String) -> Void,
        readStdin: @escaping () -> [UInt8], stdinIsClosed: Bool = false, stdinSource: (() -> ByteSource)? = nil
    ) {
        self.stdinIsClosed = stdinIsClosed
        self.environment = environment
        self.stdoutIsTTY = stdoutIsTTY
        self.stderrIsTTY = stderrIsTTY
        self.writeOut = writeOut
        self.writeErr = writeErr
        self.readStdin = readStdin
        self.stdinSource = stdinSource ?? { MemoryByteSource(bytes: readStdin(), path: "-") }
    }

    public func out(_ s: String) { writeOut(s) }
    public func err(_ s: String) { writeErr(s) }

    /// The process's own console.
    public static func system() -> Console {
        let console = systemStreams()
        console.endsWithProcess = true
        return console
    }

    private static func systemStreams() -> Console {
        var env: [String: String] = [:]
        var p = environ
        while let entry = p.pointee {
            let s = String(cString: entry)
            if let eq = s.firstIndex(of: "=") {
                env[String(s[..<eq])] = String(s[s.index(after: eq)...])
            }
            p += 1
        }
        return Console(
            environment: env,
            stdoutIsTTY: isatty(1) == 1,
            stderrIsTTY: isatty(2) == 1,
            writeOut: { s in Console.writeAll(fd: 1, s) },
            writeErr: { s in Console.writeAll(fd: 2, s) },
            readStdin: { Console.readAll(fd: 0) },
            stdinIsClosed: StandardInput.isClosed(),
            stdinSource: { FileByteSource(descriptor: 0, path: "-") }
        )
    }

    static func writeAll(fd: Int32, _ s: String) {
        // Written from the string's own bytes: a report handed over in one piece is not copied.
        var s = s
        s.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return }
            var offset = 0
            while offset < bytes.count {
                let n = write(fd, base + offset, bytes.count - offset)
                if n <= 0 {
                    if n < 0 && errno == EINTR { continue }
                    return
                }
                offset += n
            }
        }
    }

    static func readAll(fd: Int32) -> [UInt8] {
        var result: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            result.append(contentsOf: buffer[0..<n])
        }
        return result
    }
}
