import CouplingModel

extension XcodeGenSpecReader {
    /// Included specs are few and shallow; deeper chains are taken for loops.
    static let maximumIncludeDepth = 8

    /// The spec with what it `include:`s merged under it, as XcodeGen does: each included spec (with
    /// its own includes) is a base the including spec is merged onto, so the including spec wins.
    /// Relative paths of an included spec in another folder start at its folder (`relativePaths`,
    /// true by default): its targets' `sources` and `configFiles` are rewritten to say so.
    func withIncludes(_ spec: SpecValue, file: String, chain: [String], notes: inout [String]) -> SpecValue {
        guard let includes = spec["include"] else { return spec }
        let folder = PathText.directory(of: file)
        var base: SpecValue?
        for entry in includes.items {
            guard let written = entry.string ?? entry["path"]?.string else { continue }
            if entry["enable"]?.isFalse == true { continue }
            guard !written.contains("$") else {
                notes.append("included spec `\(written)` has a variable that is not known here; not followed")
                continue
            }
            guard let path = location.rootRelative(written, from: folder) else {
                notes.append("included spec `\(written)` is outside the scanned folder; not followed")
                continue
            }
            guard !chain.contains(path), chain.count < Self.maximumIncludeDepth else {
                notes.append("included spec `\(path)` includes itself; not followed there")
                continue
            }
            guard let text = readFile(path) else {
                notes.append("included spec `\(path)` cannot be read; its targets and settings are missing")
                continue
            }
            guard let parsed = try? Self.parse(text) else {
                notes.append("included spec `\(path)` is not a readable spec; its targets and settings are missing")
                continue
            }
            var included = withIncludes(parsed, file: path, chain: chain + [path], notes: &notes)
            let offset = Self.relativeFolder(from: folder, to: PathText.directory(of: path))
            if entry["relativePaths"]?.isFalse != true, !offset.isEmpty { included = Self.rebasing(included, by: offset) }
            base = base.map { $0.merged(with: included) } ?? included
        }
        return base.map { $0.merged(with: spec) } ?? spec
    }

    /// `to` written relative to `from` (both root-relative folders): `a/b` to `c` is `../../c`.
    static func relativeFolder(from: String, to: String) -> String {
        let source = from.split(separator: "/")
        let target = to.split(separator: "/")
        let common = zip(source, target).prefix { $0 == $1 }.count
        return (Array(repeating: "..", count: source.count - common) + target.dropFirst(common).map(String.init))
            .joined(separator: "/")
    }

    /// The spec with the relative paths of its targets' and templates' `sources` and of every
    /// `configFiles` prefixed by `offset`.
    static func rebasing(_ spec: SpecValue, by offset: String) -> SpecValue {
        func path(_ value: SpecValue) -> SpecValue {
            guard let text = value.string, !text.hasPrefix("/"), !text.hasPrefix("$") else { return value }
            return .scalar(offset + "/" + text)
        }
        func source(_ value: SpecValue) -> SpecValue {
            if value.string != nil { return path(value) }
            guard let pairs = value.pairs else { return value }
            return .map(pairs.map { $0.key == "path" ? ($0.key, path($0.value)) : $0 })
        }
        func files(_ value: SpecValue) -> SpecValue {
            guard let pairs = value.pairs else { return value }
            return .map(pairs.map { ($0.key, path($0.value)) })
        }
        func target(_ value: SpecValue) -> SpecValue {
            guard let pairs = value.pairs else { return value }
            return .map(
                pairs.map { pair in
                    switch pair.key {
                    case "sources":
                        if case .list(let items) = pair.value { return (pair.key, .list(items.map(source))) }
                        return (pair.key, source(pair.value))
                    case "configFiles": return (pair.key, files(pair.value))
                    default: return pair
                    }
                })
        }
        guard let pairs = spec.pairs else { return spec }
        return .map(
            pairs.map { pair in
                switch pair.key {
                case "targets", "targetTemplates":
                    return (pair.key, .map((pair.value.pairs ?? []).map { ($0.key, target($0.value)) }))
                case "configFiles": return (pair.key, files(pair.value))
                default: return pair
                }
            })
    }
}
