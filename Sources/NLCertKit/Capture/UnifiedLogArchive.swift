/// An Apple unified log archive (`.logarchive`, from `log collect` or Xcode's device logs) is a
/// folder of binary trace files that only Apple's `log` tool reads: nlcert reads the text or
/// JSON that `log show` makes of it, and says how to make it.
public enum UnifiedLogArchive {
    /// The subsystem the Nielsen App SDK for iOS and tvOS logs under.
    public static let subsystem = "nielsen.sdk.NielsenAppApi"

    /// The command that turns the archive at `path` into a console nlcert reads.
    public static func exportCommand(_ path: String) -> String {
        "log show --archive '\(path)' --info --debug --predicate 'subsystem == \"\(subsystem)\"' > console.txt"
    }

    public static func refusal(_ path: String) -> CaptureError {
        CaptureError(
            file: path,
            problem: "this is a unified log archive (.logarchive): binary trace files that only Apple's log tool reads",
            hint:
                "on a Mac, export it as text — \(exportCommand(path)) — (or add --style ndjson) and give nlcert that file; --info --debug keep the SDK's calls and requests"
        )
    }
}
