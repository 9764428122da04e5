/// The report's JSON (`docs/report-schema.md`): each type's members, in key order.

extension AnalysisReport: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("baseline", baseline)
            json.member("build", build)
            json.member("components", components)
            json.member("cycles", cycles)
            json.member("diagnostics", diagnostics)
            json.member("edges", edges)
            json.member("evidenceLimit", evidenceLimit)
            json.member("modules", modules)
            json.member("resolution", resolution)
            json.member("rules", rules)
            json.member("schemaVersion", schemaVersion)
            json.member("stats", stats)
            if !surface.isEmpty { json.member("surface", surface) }
            json.member("tool", tool)
            json.member("unresolved", unresolved)
            json.member("violations", violations)
        }
    }
}

extension ToolInfo: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("name", name)
            json.member("version", version)
        }
    }
}

extension ResolutionInfo: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.object { json in json.member("cFamilyFrontend", cFamilyFrontend) }
    }
}

extension BuildSummary: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.object { json in json.member("targets", targets) }
    }
}

extension TargetSummary.Kind: JSONWritable {}

extension TargetSummary: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("bridgingHeaders", bridgingHeaders)
            json.member("components", components)
            json.member("kind", kind)
            json.member("name", name)
            json.member("source", source)
        }
    }
}

extension ComponentSummary: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("bytes", bytes)
            json.member("declarations", declarations)
            json.member("fanIn", fanIn)
            json.member("fanOut", fanOut)
            json.member("files", files)
            json.member("metrics", metrics)
            json.member("modules", modules)
            json.member("name", name)
            json.member("path", path)
        }
    }
}

extension ModuleMapping: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("component", component)
            json.member("module", module)
            json.member("source", source)
        }
    }
}

extension Edge: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("evidence", evidence)
            json.member("from", from)
            json.member("inCycle", inCycle)
            json.member("kinds", kinds)
            json.member("symbols", symbols)
            json.member("to", to)
            json.member("weight", weight)
        }
    }
}

extension SymbolCount: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("count", count)
            json.member("symbol", symbol)
        }
    }
}

extension EvidenceKind: JSONWritable {}

extension Evidence: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("kind", kind)
            json.member("location", location)
            json.member("runtime", runtime)
            json.member("symbol", symbol)
            json.member("target", target)
        }
    }
}

extension SourceLocation: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("column", column)
            json.member("line", line)
            json.member("path", path)
        }
    }
}

extension CycleReport: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("groups", groups)
            json.member("hidden", hidden)
            json.member("limit", limit)
        }
    }
}

extension CycleGroup: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("components", components)
            json.member("cuts", cuts)
            json.member("cutsAreMinimal", cutsAreMinimal)
            json.key("cycles")
            json.array(cycles) { json, cycle in json.array(cycle) }
            json.member("truncated", truncated)
        }
    }
}

extension EdgeCut: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("from", from)
            json.member("hint", hint)
            json.member("to", to)
            json.member("weight", weight)
        }
    }
}

extension UnresolvedReference.Reason: JSONWritable {}

extension UnresolvedReference: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("candidates", candidates)
            json.member("count", count)
            json.member("from", from)
            json.member("location", location)
            json.member("locations", locations)
            json.member("reason", reason)
            json.member("symbol", symbol)
        }
    }
}

extension Diagnostic.Severity: JSONWritable {}

extension Diagnostic: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("code", code)
            json.member("line", line)
            json.member("message", message)
            json.member("path", path)
            json.member("severity", severity)
        }
    }
}

extension ScanStats: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("bytes", bytes)
            json.member("declarations", declarations)
            json.member("files", files)
            json.member("filesByLanguage", filesByLanguage)
            json.member("filesOutsideComponents", filesOutsideComponents)
            json.member("outcomes", outcomes)
            json.member("references", references)
        }
    }
}

extension ReferenceOutcomes: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("ambiguous", ambiguous)
            json.member("edge", edge)
            json.member("notVisible", notVisible)
            json.member("own", own)
            json.member("sdkShadowed", sdkShadowed)
        }
    }
}

extension Severity: JSONWritable {}

extension RuleDescriptor: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("defaultSeverity", defaultSeverity)
            json.member("help", help)
            json.member("id", id)
            json.member("summary", summary)
        }
    }
}

extension Violation.BaselineStatus: JSONWritable {}

extension Violation: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("baseline", baseline)
            json.member("comment", comment)
            json.member("components", components)
            json.member("evidence", evidence)
            json.member("fingerprint", fingerprint)
            json.member("from", from)
            json.member("message", message)
            json.member("ruleID", ruleID)
            json.member("severity", severity)
            json.member("to", to)
            json.member("weight", weight)
        }
    }
}

extension BaselineSummary: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("matched", matched)
            json.member("path", path)
            json.member("stale", stale)
        }
    }
}
