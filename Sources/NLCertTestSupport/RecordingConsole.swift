import NLCertCLI

/// A console that records what a command wrote, for tests.
public final class RecordingConsole: @unchecked Sendable {
    private final class Box: @unchecked Sendable {
        var out = ""
        var err = ""
    }

    private let box = Box()
    public private(set) var console: Console! = nil

    public init(
        environment: [String: String] = [:], stdin: [UInt8] = [], tty: Bool = false, stdinIsClosed: Bool = false
    ) {
        let box = self.box
        console = Console(
            environment: environment, stdoutIsTTY: tty, stderrIsTTY: tty,
            writeOut: { box.out += $0 }, writeErr: { box.err += $0 }, readStdin: { stdin }, stdinIsClosed: stdinIsClosed
        )
    }

    public var out: String { box.out }
    public var err: String { box.err }
}
