/// Names the Swift standard library and Apple's SDKs declare at the top level. A Swift reference
/// to one of them that no in-tree declaration the file sees explains is the SDK's (`sdk-shadowed`),
/// never another component's C, C++ or Objective-C declaration of the same name.
enum SwiftSDKNames {
    static func contains(_ name: String) -> Bool { names.contains(name) }
}
