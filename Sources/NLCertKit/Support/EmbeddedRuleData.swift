// Generated from rules/ by `NLCERT_UPDATE_EMBEDDED=1 swift test --filter EmbeddedRuleDataTests`.
// Do not edit by hand: edit rules/ and regenerate.

enum EmbeddedRuleData {
    static let files: [(path: String, contents: String)] = [
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
