// In the app's folder, but the framework compiles it.
public final class LaunchOptionsHandler {
    public init() {}
}
