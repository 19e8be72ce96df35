/// One URL found inside a line of text, after undoing what consoles do to URLs.
struct FoundURL: Sendable, Hashable {
    /// The URL, JSON escapes undone, a whole-URL percent-encoding decoded once, trailing
    /// punctuation and quotes removed.
    var url: String
    /// 0-based UTF-8 offset in the searched text where the URL starts.
    var offset: Int
    /// The host is `imrworldwide.com` / `nmrodam.com` or one of their subdomains (look-alikes
    /// such as `imrworldwide.com.example.net` are not).
    var isNielsen: Bool
    /// How the URL had to be read to be taken at all (protocol-relative `//…` given a scheme,
    /// HTML `&amp;` undone), or why it may be misread: a note for the reader to pass on.
    var readingNote: ReadingNote? = nil

    /// A note about how a URL was read; `kind` groups like notes (counted past a limit).
    struct ReadingNote: Sendable, Hashable {
        var level: CaptureNote.Level
        var kind: String
        var text: String
    }

    static func == (a: FoundURL, b: FoundURL) -> Bool {
        a.url == b.url && a.offset == b.offset && a.isNielsen == b.isNielsen
            && a.readingNote?.text == b.readingNote?.text
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(url)
        hasher.combine(offset)
    }
}
