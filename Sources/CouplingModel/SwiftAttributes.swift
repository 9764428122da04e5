/// Attributes the Swift compiler defines (`@main`, `@objc`, `@available`, `@IBOutlet`…): their names
/// are never a use of a declaration. Custom attributes — property wrappers, result builders,
/// attached macros, global actors — are types and stay references. Both Swift readers ask this.
public enum SwiftAttributes {
    /// Whether `name` is a built-in attribute: one of the list, or any underscored attribute.
    public static func isBuiltIn(_ name: String) -> Bool {
        name.hasPrefix("_") || builtIn.contains(name)
    }

    static let builtIn: Set<String> = [
        // Declaration attributes.
        "abi", "attached", "available", "backDeployed", "c", "derivative", "differentiable", "discardableResult",
        "dynamicCallable", "dynamicMemberLookup", "exclusivity", "export", "extern", "freestanding", "frozen",
        "globalActor", "implementation", "inlinable", "inline", "lifetime", "main", "nonexhaustive", "nonobjc",
        "objc", "objcImplementation", "objcMembers", "preconcurrency", "propertyWrapper",
        "requires_stored_property_inits", "resultBuilder", "retroactive", "specialized", "storageRestrictions",
        "testable", "transpose", "usableFromInline", "warn_unqualified_access", "warn",
        "NSApplicationMain", "UIApplicationMain", "NSCopying", "NSManaged", "GKInspectable", "LLDBDebuggerFunction",
        "IBAction", "IBDesignable", "IBInspectable", "IBOutlet", "IBOutletCollection", "IBSegueAction",
        // Type attributes.
        "autoclosure", "concurrent", "convention", "escaping", "execution", "isolated", "noDerivative", "noescape",
        "safe", "unchecked", "unknown", "unsafe",
    ]
}
