@testable import CouplingKit
import Testing

/// Where a registry's values are: evidence names the line of each class name a property list holds.
@Suite struct RegistryFileReaderTests {
    @Test func linesCountWhatValuesCommentsAndTagsSpan() {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>NSExtensionActivationRule</key>
            \t<string>SUBQUERY (
            \t\textensionItems, $item,
            \t\t$item.attachments.@count > 0
            \t).@count == 1</string>
            \t<!-- a comment
            \t     over two lines -->
            \t<key>NSExtensionPrincipalClass</key>
            \t<string>ShareViewController</string>
            </dict>
            </plist>
            """
        let values = RegistryFileReader.values(of: Array(plist.utf8), isJSON: false)
        let principal = values.first { $0.text == "ShareViewController" }
        #expect(principal?.line == 12)
        #expect(principal?.column == 2)
        #expect(principal?.key == "NSExtensionPrincipalClass")
        #expect(values.first { $0.key == "NSExtensionActivationRule" }?.line == 5)
    }
}
