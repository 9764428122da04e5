import CouplingTestSupport
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A two-component tree (App uses Core) under `tree/`, with files beside it under `outside/`.
func hostileScratch() throws -> Scratch {
    let scratch = try Scratch([
        "tree/Core/Session.swift": "public final class Session {}\n",
        "tree/Core/Session.h": "@interface CSession\n@end\n",
        "tree/Core/module.modulemap": "module Core {}\n",
        "tree/App/App.swift": "import Core\nlet session = Session()\n",
        "outside/target.json": "keep me\n",
        "outside/Other.swift": "let other = 1\n",
        "outside/c.yml": "version: 1\n",
        "outside/b.json": "{\"entries\": [], \"version\": 1}\n",
    ])
    try scratch.link("tree/link.json", to: scratch.path("outside/target.json"))
    try scratch.link("tree/dangling.json", to: scratch.path("outside/none.json"))
    return scratch
}

/// What is in a folder: each path with its kind and bytes (links by their target), to show that
/// a refused run changed nothing.
func snapshot(_ scratch: Scratch) -> [String: String] {
    var result: [String: String] = [:]
    for path in scratch.listing() {
        let full = scratch.path(path)
        if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: full) {
            result[path] = "link " + target
        } else if scratch.kind(path) == S_IFREG {
            result[path] = scratch.read(path) ?? ""
        } else {
            result[path] = "kind \(scratch.kind(path) ?? 0)"
        }
    }
    return result
}
