/// What a rule example pins about the findings it must produce, so a triggering example cannot
/// pass for the wrong reason: how many findings of its rule, and on which field.
///
/// `field == nil` pins the total count whatever the fields; a pin with a field counts only the
/// findings on that field, and once any pin names a field every finding must be on a pinned
/// field. `count == nil` (a field pinned without a count) asks for at least one.
public struct FindingPin: Sendable, Hashable {
    /// The finding's `field` (a metadata key or ping parameter), or `nil` for any.
    public var field: String?
    public var count: Int?

    public init(field: String?, count: Int?) {
        self.field = field
        self.count = count
    }
}
