/// What the run-time scanners of both languages look for: the call shapes, and the prefixes of
/// mediator targets and actions. The shapes are indexed here, once, by the word each scanner
/// matches first (a file is scanned with the same options as every other).
public struct RuntimeScanOptions: Sendable {
    public let shapes: [RuntimeShape]
    /// `Target_`: classes whose name starts with one of these are mediator targets.
    public let targetPrefixes: [String]
    /// `Action_`: their methods whose name starts with one of these are actions.
    public let actionPrefixes: [String]
    /// Objective-C messages by their first selector part.
    public let messageShapes: [String: [RuntimeShape]]
    /// C functions by name: shapes written in the Swift form only, with no labels and no receiver
    /// (`NSClassFromString(_:)`). A Swift method such as URLNavigator's `open(_:)` (receiver
    /// `navigator`) or `post(name:)` is no C function: C's `open("/tmp/x", O_RDONLY)` is no route.
    public let functionShapes: [String: [RuntimeShape]]
    /// Swift calls by their base name.
    public let swiftCallShapes: [String: [RuntimeShape]]
    /// The words that make a file worth scanning, as each language spells them: messages and C
    /// functions in C (`triggerPrefixes` only where Objective-C declares or annotates), calls in
    /// Swift. Swift's names (`open`, `post`, `register`) are everyday words in C.
    public let cTriggers: TriggerWords
    public let swiftTriggers: TriggerWords

    /// - Parameter triggerPrefixes: names starting with these make a file worth scanning too
    ///   (`Target_`, `BeeHive`).
    public init(shapes: [RuntimeShape], targetPrefixes: [String], actionPrefixes: [String], triggerPrefixes: [String] = []) {
        self.shapes = shapes
        self.targetPrefixes = targetPrefixes
        self.actionPrefixes = actionPrefixes
        var messages: [String: [RuntimeShape]] = [:]
        var functions: [String: [RuntimeShape]] = [:]
        var calls: [String: [RuntimeShape]] = [:]
        for shape in shapes {
            if let first = shape.objcParts.first { messages[first, default: []].append(shape) }
            if let swift = shape.swiftParts {
                calls[swift.base, default: []].append(shape)
                if shape.objc == nil, shape.receiver == nil, swift.labels.allSatisfy({ $0 == "_" }) {
                    functions[swift.base, default: []].append(shape)
                }
            }
        }
        messageShapes = messages
        functionShapes = functions
        swiftCallShapes = calls
        cTriggers = TriggerWords(words: Array(messages.keys) + functions.keys, prefixes: triggerPrefixes, prefixesAfterAt: true)
        swiftTriggers = TriggerWords(words: Array(calls.keys), prefixes: triggerPrefixes)
    }
}
