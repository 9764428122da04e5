import Yams

extension Configuration {
    /// `runtime:` is the option section of `runtime-references` (`RuntimeOptions`), at the top level
    /// because teams describe their registries there; `passes.options.runtime-references` may not say it too.
    mutating func parseRuntime(_ node: Node, reader: NodeReader) throws {
        let id = RuntimeReferencesPass.id
        guard passOptions[id] == nil else {
            throw CouplingError.invalidConfiguration(
                "\(reader.place(node)): `runtime` and `passes.options.\(id)` say the same thing; keep one")
        }
        try RuntimeReferencesPass.checkOptions(node, reader: reader, key: "runtime")
        passOptions[id] = try Yams.serialize(node: node)
    }
}
