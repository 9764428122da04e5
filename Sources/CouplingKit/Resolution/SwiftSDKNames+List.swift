// Provisional list; to be generated.
extension SwiftSDKNames {
    static let names: Set<String> = [
        "Array", "Bool", "Character", "Data", "Date", "Dictionary", "Double", "Error", "Float", "Int", "Never",
        "Optional", "Result", "Set", "String", "URL", "View", "Text", "Image", "Color", "Notification",
    ]
}
