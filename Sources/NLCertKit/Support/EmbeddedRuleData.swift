// Generated from rules/ by `NLCERT_UPDATE_EMBEDDED=1 swift test --filter EmbeddedRuleDataTests`.
// Do not edit by hand: edit rules/ and regenerate.

enum EmbeddedRuleData {
    static let files: [(path: String, contents: String)] = [
        (
            "ios-log-patterns.json",
            #"""
{
  "about": "Line shapes of the iOS App SDK's debug console (nol_devDebug) that nlcert turns into API calls and requests. No public transcript of the iOS SDK's output exists, so the shipped shapes follow the documented Android strings; add your own to a file of this shape. Placeholders: {api} API name, {json} JSON object or array argument, {number} number argument, {text} text argument, {outcome} the SDK's answer, {url} a request URL, {*} anything. A template may start anywhere in the line but not mid-word; literals are case-sensitive. yields: call | request | failed-request. api: the API when the template has no {api}. lineContains: a line must contain one of these words (any case) before the patterns are tried.",
  "lineContains": ["nielsen"],
  "patterns": [
    { "id": "api-json", "match": "{api} API - {json}", "yields": "call" },
    { "id": "api-number", "match": "{api} API - {number}", "yields": "call" },
    { "id": "api-outcome", "match": "{api} API - {outcome}", "yields": "call" },
    { "id": "ping-sent", "match": "Sent data ping successfully - {url}", "yields": "request" },
    { "id": "ping-failed", "match": "Failed sending data ping - {url}", "yields": "failed-request" },
    { "id": "playhead-legacy", "match": "PLAYHEAD: {number}", "yields": "call", "api": "playheadPosition" }
  ]
}

"""#
        ),
        (
            "params.json",
            #"""
{
  "about": "placeholder so the embedded copy is never empty; replaced by the parameter dictionary"
}

"""#
        ),
    ]
}
