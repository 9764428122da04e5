/// The targets of every Xcode project (`*.xcodeproj/project.pbxproj`) and XcodeGen spec
/// (`project.yml`) in the tree, sorted by manifest, then name.
public enum XcodeProjectsKey: ArtifactKey {
    public typealias Value = [ProjectTarget]
    public static let name = "xcode-projects"
}
