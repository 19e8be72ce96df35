/// Where an ad sits relative to its content.
public enum AdPosition: String, Sendable, Hashable {
    case preroll, midroll, postroll, unknown
}
