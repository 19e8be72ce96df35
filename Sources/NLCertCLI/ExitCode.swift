/// nlcert's exit codes, as ESLint, ruff and Spectral use them.
public enum ExitCode: Int32, Sendable {
    /// No finding at or above `--fail-on`.
    case success = 0
    /// Findings at or above `--fail-on` (or more warnings than `--max-warnings`).
    case findings = 1
    /// Usage, config or rule-file error, or an unreadable capture.
    case failure = 2
}
