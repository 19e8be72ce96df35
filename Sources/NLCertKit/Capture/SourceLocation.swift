/// Where a piece of evidence sits in the user's files, so that every finding can point at the
/// HAR entry, log line or URL line that proves it.
public struct SourceLocation: Hashable, Sendable, Comparable {
    /// The path as the user gave it (or `-` for standard input).
    public var file: String
    /// 1-based line in the file.
    public var line: Int
    /// 1-based column (in UTF-8 bytes) where the entry, line or URL starts.
    var column: Int
    /// 0-based index of the HAR/Charles entry, when the evidence comes from one.
    public var entry: Int? {
        get { storedEntry == Self.noEntry ? nil : storedEntry }
        set { storedEntry = newValue ?? Self.noEntry }
    }
    /// `entry`, `noEntry` for none: an `Int?` takes a ninth byte, and every request, event and
    /// finding holds a location (40 bytes, not 48). No file has an entry at that index.
    private var storedEntry: Int

    private static let noEntry = Int.min

    public init(file: String, line: Int, column: Int = 1, entry: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.storedEntry = entry ?? Self.noEntry
    }

    /// `file:line:column`, the form editors and CI annotations understand.
    public var description: String { diagnostic.place }

    /// The same place as the value errors hold (line and column always known here). Evidence
    /// keeps its own plain fields: there are millions of locations in a big capture.
    var diagnostic: FileDiagnostic { FileDiagnostic(file: file, line: line, column: column, entry: entry) }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.file, a.line, a.column) < (b.file, b.line, b.column)
    }
}
