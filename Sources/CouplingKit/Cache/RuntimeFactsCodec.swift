import CouplingModel

/// Run-time facts in the cache files (the facts cache's entries, the run-time cache's): raw
/// strings, since such facts are few and small; locations in the entry's own file without its path.
enum RuntimeFactsCodec {
    /// A frontend's scan of a file as it read it: its run-time facts and the names it calls.
    static func encode(_ facts: RuntimeFileFacts?, calledNames: NameFilter?, path: String) -> ArraySlice<UInt8> {
        var w = FactsCodec.Writer()
        encode(facts, path: path, to: &w)
        w.varint(calledNames?.words.count ?? 0)
        for word in calledNames?.words ?? [] { w.word64(word) }
        return w.bytes[...]
    }

    static func decodeFrontendScan(_ bytes: ArraySlice<UInt8>, path: String) throws -> (RuntimeFileFacts?, NameFilter?) {
        var r = FactsCodec.Reader(bytes)
        let facts = try decode(&r, path: path)
        let count = try r.count(limit: 1 << 12)
        let words = try (0..<count).map { _ in try r.word64() }
        guard r.isAtEnd else { throw FactsCodec.Corrupt() }
        return (facts, count == 0 ? nil : NameFilter(words: words))
    }

    static func encode(_ facts: RuntimeFileFacts?, path: String, to w: inout FactsCodec.Writer) {
        guard let facts else { return w.varint(0) }
        w.varint(1)
        w.varint(facts.mentions.count)
        for m in facts.mentions {
            w.raw(m.family.rawValue)
            w.raw(m.role.rawValue)
            w.raw(m.names.rawValue)
            encode(m.key, to: &w)
            if let key2 = m.key2 {
                w.varint(1)
                encode(key2, to: &w)
            } else {
                w.varint(0)
            }
            w.raw(m.mechanism)
            encode(m.location, path: path, to: &w)
            // Bit 0: a provider follows; bit 1: the mention crosses processes.
            w.varint((m.provider == nil ? 0 : 1) | (m.crossProcess ? 2 : 0))
            if let provider = m.provider { w.raw(provider) }
        }
        w.varint(facts.constants.count)
        for c in facts.constants {
            w.raw(c.name)
            encode(c.value, to: &w)
            encode(c.location, path: path, to: &w)
        }
        w.varint(facts.dynamicKeys)
        w.varint(facts.dynamicUses.count)
        for use in facts.dynamicUses {
            w.raw(use.family.rawValue)
            w.raw(use.role.rawValue)
        }
        w.varint(facts.wrappers.count)
        for shape in facts.wrappers {
            w.raw(shape.family.rawValue)
            w.raw(shape.role.rawValue)
            w.raw(shape.names.rawValue)
            w.raw(shape.swift ?? "")
            w.raw(shape.objc ?? "")
            w.varint(shape.key)
        }
    }

    static func decode(_ r: inout FactsCodec.Reader, path: String) throws -> RuntimeFileFacts? {
        guard try r.count(limit: 1) == 1 else { return nil }
        var facts = RuntimeFileFacts()
        for _ in 0..<(try r.count()) {
            let family = try r.rawEnumeration(RuntimeFamily.self)
            let role = try r.rawEnumeration(RuntimeRole.self)
            let names = try r.rawEnumeration(RuntimeNames.self)
            let key = try decodeKey(&r)
            let key2 = try r.count(limit: 1) == 1 ? try decodeKey(&r) : nil
            let mechanism = try r.raw()
            let location = try decodeLocation(&r, path: path)
            let flags = try r.count(limit: 3)
            let provider = flags & 1 == 1 ? try r.raw() : nil
            facts.mentions.append(
                RuntimeMention(
                    family: family, role: role, names: names, key: key, key2: key2, mechanism: mechanism,
                    location: location, provider: provider, crossProcess: flags & 2 == 2))
        }
        for _ in 0..<(try r.count()) {
            let name = try r.raw()
            let value = try decodeKey(&r)
            facts.constants.append(RuntimeConstant(name: name, value: value, location: try decodeLocation(&r, path: path)))
        }
        facts.dynamicKeys = try r.count()
        for _ in 0..<(try r.count()) {
            facts.dynamicUses.append(
                RuntimeDynamicUse(family: try r.rawEnumeration(RuntimeFamily.self), role: try r.rawEnumeration(RuntimeRole.self)))
        }
        for _ in 0..<(try r.count()) {
            let family = try r.rawEnumeration(RuntimeFamily.self)
            let role = try r.rawEnumeration(RuntimeRole.self)
            let names = try r.rawEnumeration(RuntimeNames.self)
            let swift = Self.nonEmpty(try r.raw())
            let objc = Self.nonEmpty(try r.raw())
            facts.wrappers.append(
                RuntimeShape(family: family, role: role, names: names, objc: objc, swift: swift, key: try r.count()))
        }
        return facts
    }

    private static func nonEmpty(_ text: String) -> String? { text.isEmpty ? nil : text }

    private static func encode(_ key: RuntimeKeyExpression, to w: inout FactsCodec.Writer) {
        switch key {
        case .literal(let text): w.varint(0); w.raw(text)
        case .prefix(let text): w.varint(1); w.raw(text)
        case .constant(let name): w.varint(2); w.raw(name)
        }
    }

    private static func decodeKey(_ r: inout FactsCodec.Reader) throws -> RuntimeKeyExpression {
        switch try r.count(limit: 2) {
        case 0: return .literal(try r.raw())
        case 1: return .prefix(try r.raw())
        default: return .constant(try r.raw())
        }
    }

    /// A location in the entry's own file (the usual case) is written without its path.
    private static func encode(_ location: SourceLocation, path: String, to w: inout FactsCodec.Writer) {
        if location.path == path {
            w.varint(0)
        } else {
            w.varint(1)
            w.raw(location.path)
        }
        w.varint(location.line)
        w.varint(location.column)
    }

    private static func decodeLocation(_ r: inout FactsCodec.Reader, path: String) throws -> SourceLocation {
        let own = try r.count(limit: 1) == 0
        let locationPath = own ? path : try r.raw()
        return SourceLocation(path: locationPath, line: try r.count(limit: Int.max), column: try r.count(limit: Int.max))
    }
}
