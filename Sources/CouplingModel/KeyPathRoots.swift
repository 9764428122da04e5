/// Property wrappers and modifiers whose key-path argument is rooted at a known type, so that
/// `@Dependency(\.apiClient)` names `DependencyValues.apiClient`: the member another component adds
/// in `extension DependencyValues`. These are how SwiftUI and swift-dependencies let one module use
/// what another registers, and the key path is all the using file spells of it.
public enum KeyPathRoots {
    /// Wrapper or modifier name → the root type of its key path.
    private static let roots: [(wrapper: String, root: String)] = [
        ("Dependency", "DependencyValues"),  // swift-dependencies' `@Dependency(\.x)`
        ("dependency", "DependencyValues"),  // `.dependency(\.x, value)` on a reducer or test store
        ("Environment", "EnvironmentValues"),  // SwiftUI's `@Environment(\.x)`
        ("environment", "EnvironmentValues"),  // `.environment(\.x, value)`
        ("transformEnvironment", "EnvironmentValues"),
        ("FocusedValue", "FocusedValues"),
        ("FocusedBinding", "FocusedValues"),
        ("focusedValue", "FocusedValues"),
        ("focusedSceneValue", "FocusedValues"),
    ]

    /// The root type of the key path that `wrapper` (an attribute's or a called member's name)
    /// takes as its first argument, if it is one of the known ones.
    public static func root(ofWrapper wrapper: some StringProtocol) -> String? {
        roots.first { $0.wrapper == wrapper }?.root
    }
}
