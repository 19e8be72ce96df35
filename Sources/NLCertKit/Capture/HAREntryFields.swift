#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The handful of fields nlcert takes from one HAR entry or Charles transaction, as read.
struct HAREntryFields {
    var startedDateTime: String?
    var method: String?
    var url: String?
    var status: Int?
    /// Entry-level `_error` (Chrome puts it on the entry).
    var error: String?
    /// `response._error` (some exporters put it there).
    var responseError: String?
    /// Charles' `_charlesStatus` (HAR) or transaction `status` (`.chlsj`): `COMPLETE`, `EXCEPTION` …
    var charlesStatus: String?
    /// Charles `errorMessage`, when a failed transaction has one.
    var charlesMessage: String?
    /// Charles `tunnel: true`.
    var tunnel = false

    /// The name of the first field that holds a NUL character (`\u0000` in the JSON), which
    /// no client sends: a sign of a damaged or forged file.
    var fieldWithNUL: String? {
        // Every entry is asked: answered without building the list when no field has one.
        let nul = HAREntryFields.hasNUL
        guard
            nul(url) || nul(method) || nul(startedDateTime) || nul(error) || nul(responseError) || nul(charlesStatus)
                || nul(charlesMessage)
        else { return nil }
        let fields: [(String, String?)] = [
            ("URL", url), ("method", method), ("start time", startedDateTime), ("_error", error),
            ("response _error", responseError), ("status", charlesStatus), ("error message", charlesMessage),
        ]
        return fields.first { HAREntryFields.hasNUL($0.1) }?.0
    }

    /// Whether `text` holds a NUL byte, found with `memchr` in its UTF-8.
    static func hasNUL(_ text: String?) -> Bool {
        guard let text else { return false }
        return text.utf8.withContiguousStorageIfAvailable { bytes in
            guard let base = bytes.baseAddress, !bytes.isEmpty else { return false }
            return memchr(base, 0, bytes.count) != nil
        } ?? text.utf8.contains(0)
    }
}
