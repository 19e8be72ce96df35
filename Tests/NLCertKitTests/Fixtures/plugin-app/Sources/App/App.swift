/// Stands in for an app's own code: the package only needs a target to exist.
public enum App {
    public static let name = "plugin-app"
}
