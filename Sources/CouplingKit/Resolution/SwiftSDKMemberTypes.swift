/// Types that the SDK's and the standard library's protocols declare for their conformers
/// (associated types and type aliases: `ButtonStyle.Configuration`, `UIViewRepresentable.Context`,
/// `Sequence.Element`): inside a type that conforms to one, an unqualified use of such a name is that
/// member (Swift looks in the type and what it conforms to before the module level), never a tree's
/// top-level type of the name (Mullvad's `Configuration` protocol beside its button styles' bodies).
/// A list of the common ones, not the SDK's interfaces: a name it lacks is resolved as before.
enum SwiftSDKMemberTypes {
    static let byProtocol: [String: Set<String>] = {
        let styles = [
            "ButtonStyle", "PrimitiveButtonStyle", "ToggleStyle", "LabelStyle", "ProgressViewStyle", "GaugeStyle",
            "MenuStyle", "GroupBoxStyle", "DisclosureGroupStyle", "ControlGroupStyle", "LabeledContentStyle", "FormStyle",
            "NavigationSplitViewStyle", "TableStyle", "DatePickerStyle", "PickerStyle", "MenuButtonStyle",
        ]
        let collections = [
            "Collection", "BidirectionalCollection", "RandomAccessCollection", "MutableCollection",
            "RangeReplaceableCollection",
        ]
        var table: [String: Set<String>] = [
            "View": ["Body"], "Scene": ["Body"], "App": ["Body"], "Commands": ["Body"], "Widget": ["Body"],
            "WidgetBundle": ["Body"], "ViewModifier": ["Body", "Content"], "Shape": ["AnimatableData", "Body"],
            "Animatable": ["AnimatableData"],
            "UIViewRepresentable": ["Context", "Coordinator", "UIViewType"],
            "UIViewControllerRepresentable": ["Context", "Coordinator", "UIViewControllerType"],
            "NSViewRepresentable": ["Context", "Coordinator", "NSViewType"],
            "NSViewControllerRepresentable": ["Context", "Coordinator", "NSViewControllerType"],
            "PreferenceKey": ["Value"], "EnvironmentKey": ["Value"], "FocusedValueKey": ["Value"],
            "TimelineProvider": ["Entry", "Context"], "IntentTimelineProvider": ["Entry", "Intent", "Context"],
            "AppIntentTimelineProvider": ["Entry", "Intent", "Context"],
            "Sequence": ["Element", "Iterator"], "IteratorProtocol": ["Element"],
            "AsyncSequence": ["Element", "AsyncIterator"], "AsyncIteratorProtocol": ["Element"],
            "Identifiable": ["ID"], "RawRepresentable": ["RawValue"], "OptionSet": ["Element", "RawValue"],
            "ExpressibleByArrayLiteral": ["ArrayLiteralElement"], "ExpressibleByDictionaryLiteral": ["Key", "Value"],
            "Publisher": ["Output", "Failure"], "Subscriber": ["Input", "Failure"], "Subject": ["Output", "Failure"],
            "FormatStyle": ["FormatInput", "FormatOutput"], "ParseStrategy": ["ParseInput", "ParseOutput"],
            "Transferable": ["Representation"],
        ]
        for style in styles { table[style] = ["Configuration", "Body"] }
        for collection in collections { table[collection] = ["Element", "Index", "Indices", "Iterator", "SubSequence"] }
        return table
    }()
}
