import Shared

final class CopyAction: Action {
    func go() -> Bool { Action.run("copy") }
}
