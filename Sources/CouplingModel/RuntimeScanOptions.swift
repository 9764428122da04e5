/// What the run-time scanners of both languages look for: the call shapes, and the prefixes of
/// mediator targets and actions.
public struct RuntimeScanOptions: Sendable {
    public var shapes: [RuntimeShape]
    /// `Target_`: classes whose name starts with one of these are mediator targets.
    public var targetPrefixes: [String]
    /// `Action_`: their methods whose name starts with one of these are actions.
    public var actionPrefixes: [String]

    public init(shapes: [RuntimeShape], targetPrefixes: [String], actionPrefixes: [String]) {
        self.shapes = shapes
        self.targetPrefixes = targetPrefixes
        self.actionPrefixes = actionPrefixes
    }
}
