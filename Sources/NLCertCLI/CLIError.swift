import NLCertKit

/// Everything that ends a command with exit 2: bad usage, an unreadable capture, a bad config
/// or rule file. Printed on stderr.
public enum CLIError: Error, Sendable, CustomStringConvertible {
    case usage(String)
    case input(CaptureError)
    case config(String)
    case io(String)

    public var description: String {
        switch self {
        case .usage(let m): return "usage error: \(m)\n  hint: run 'nlcert help' for the commands and options"
        case .input(let e): return e.description
        case .config(let m): return m
        case .io(let m): return m
        }
    }
}
