/// Which evidence a check function is asked to decide from.
public enum DecisionBasis: String, Sendable {
    /// The app's API calls: exact.
    case calls
    /// The captured pings only.
    case pings
}
