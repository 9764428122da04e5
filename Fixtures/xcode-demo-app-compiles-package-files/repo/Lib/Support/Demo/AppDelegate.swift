/// The demo app: compiles Geometry.swift and Defs.swift of the package beside its own file.
final class AppDelegate {
    var cursor = Position()

    func start() { dlog("start") }
}
