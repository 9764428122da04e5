/// The JSON of metrics and surfaces (`docs/report-schema.md`), members in key order.

extension Ratio: JSONWritable {
    public func write(to json: inout JSONWriter) { json.decimal(description) }
}

extension ComponentMetrics: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("abstractTypes", abstractTypes)
            json.member("abstractness", abstractness)
            json.member("ca", ca)
            json.member("ce", ce)
            json.member("declarations", declarations)
            json.member("distance", distance)
            json.member("files", files)
            json.member("instability", instability)
            json.member("lines", lines)
            json.member("types", types)
        }
    }
}

extension ComponentSurface: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("component", component)
            json.member("unused", unused)
            json.member("unusedCount", unusedCount)
            json.member("used", used)
            json.member("usedCount", usedCount)
        }
    }
}

extension SurfaceDeclaration: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("kind", kind)
            json.member("location", location)
            json.member("name", name)
        }
    }
}

extension UsedDeclaration: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("kind", kind)
            json.member("location", location)
            json.member("name", name)
            json.member("references", references)
            json.member("usedBy", usedBy)
        }
    }
}
