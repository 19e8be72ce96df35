/// Reads the nlcert API trace: JSON Lines, one call per line (reference: sdk-logs.md).
/// (Stub: to be built.)
public enum APITraceReader {
    /// Parses one trace line (a JSON object with `ts`, `api`, `args`) into a call.
    public static func parseLine(_ line: String, location: SourceLocation, ordinal: Int) throws(CaptureError) -> APICall {
        throw CaptureError(file: location.file, line: location.line, problem: "API traces are not supported yet", hint: "")
    }
}
