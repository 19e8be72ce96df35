/// An error that names a place in a user's file. It holds one `FileDiagnostic`; the file, line
/// and column read and write through it, so the errors of every stage share one shape.
public protocol FileLocated {
    var location: FileDiagnostic { get set }
}

extension FileLocated {
    public var file: String {
        get { location.file }
        set { location.file = newValue }
    }
    public var line: Int? {
        get { location.line }
        set { location.line = newValue }
    }
    var column: Int? {
        get { location.column }
        set { location.column = newValue }
    }
}
