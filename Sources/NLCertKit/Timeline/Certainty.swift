/// How nlcert knows something. `exact` comes from the app's API calls (trace or SDK debug log);
/// `inferred` from the signature pings leave (the signatures pings leave, and what they cannot show).
public enum Certainty: String, Sendable, Hashable, Comparable, CaseIterable {
    case exact
    case inferred

    public static func < (a: Certainty, b: Certainty) -> Bool { a == .inferred && b == .exact }
}
