/// How well one kind of evidence can decide a rule (each rule's evidence kinds).
public enum Decidability: String, Sendable, Hashable, CaseIterable {
    /// Decides the rule exactly.
    case exact
    /// Leaves a signature nlcert can read, but only by inference.
    case inferred
    /// Cannot decide the rule at all.
    case none
}
