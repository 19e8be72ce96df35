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
}
