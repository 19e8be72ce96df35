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
        let fields: [(String, String?)] = [
            ("URL", url), ("method", method), ("start time", startedDateTime), ("_error", error),
            ("response _error", responseError), ("status", charlesStatus), ("error message", charlesMessage),
        ]
        return fields.first { $0.1?.utf8.contains(0) == true }?.0
    }
}
