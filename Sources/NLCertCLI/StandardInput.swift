import NLCertKit

#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a command checks about `-` (standard input) before it reads anything, so that the
/// message names the real problem: `-` given twice, or a standard input that is closed (the
/// shell's `<&-`, a service without one) rather than an empty file.
enum StandardInput {
    /// Throws when `-` is among `arguments` more than once, or when it is named and standard
    /// input is closed.
    static func check(_ arguments: [String], console: Console) throws(CLIError) {
        let dashes = arguments.filter { $0 == "-" }.count
        if dashes > 1 {
            throw CLIError.input(
                CaptureError(
                    file: "-", problem: "standard input ('-') was named \(dashes) times; it can be read only once",
                    hint: "name '-' once; save the other capture to a file"))
        }
        if dashes == 1, console.stdinIsClosed {
            throw CLIError.input(
                CaptureError(
                    file: "-", problem: "standard input is closed, so there is nothing to read from '-'",
                    hint: "pipe or redirect the capture into nlcert ('nlcert check - < capture.har'), or name the file")
            )
        }
    }

    /// Whether file descriptor 0 is closed (not an empty input: closed, `EBADF`).
    static func isClosed() -> Bool {
        fcntl(0, F_GETFD) == -1 && errno == EBADF
    }
}
