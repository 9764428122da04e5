/// The names Swift gives its declarations in the generated Objective-C header.
public enum SwiftObjCNames {
    /// A case of an `@objc enum` is the enum's Objective-C name and the case's, capitalized:
    /// `@objc enum RoomState { case open }` → `RoomStateOpen`.
    public static func enumCase(_ name: String, of enumName: String) -> String {
        guard let first = name.first else { return enumName }
        return enumName + first.uppercased() + name.dropFirst()
    }
}
