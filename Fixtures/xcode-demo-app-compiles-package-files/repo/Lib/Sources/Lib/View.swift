import Api

/// Compiled by the package target only.
public final class View {
    public var position: Position { Position() }

    public func redraw() {
        dlog("redraw")  // Lib's own dlog: the module's declaration shadows Api's
    }
}
