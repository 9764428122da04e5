import CouplingModel

// The page's data through the one JSON writer, compact; members in the order of their keys' bytes.

extension HTMLPageData: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { o in
            o.member("baseline", baseline)
            o.member("caps", caps)
            o.member("components", components)
            o.member("edges", edges)
            o.member("groups", groups)
            o.member("kinds", kinds)
            o.member("paths", paths)
            o.member("rulesChecked", rulesChecked)
            o.member("summary", summary)
            o.member("surface", surface)
            o.member("symbols", symbols)
            o.member("tool", tool)
            o.member("view", view)
            o.member("violations", violations)
        }
    }
}

extension HTMLPageData.Component: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { o in
            o.member("group", group)
            o.member("level", level)
            o.member("metrics", metrics)
            o.member("name", name)
            o.member("path", path)
            o.member("position", position)
        }
    }
}

extension HTMLPageData.Edge: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { o in
            o.member("evidence", evidence)
            o.member("from", from)
            o.member("importOnly", importOnly)
            o.member("inCycle", inCycle)
            o.member("kinds", kinds)
            o.member("to", to)
            o.member("violations", violations)
            o.member("weight", weight)
        }
    }
}

extension HTMLPageData.Group: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { o in
            o.member("cuts", cuts)
            o.member("cycleCount", cycleCount)
            o.member("cycles", cycles)
            o.member("members", members)
            o.member("minimal", minimal)
            o.member("truncated", truncated)
        }
    }
}

extension HTMLPageData.Cut: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { o in
            o.member("from", from)
            o.member("hint", hint)
            o.member("to", to)
            o.member("weight", weight)
        }
    }
}

extension HTMLPageData.Violation: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { o in
            o.member("baseline", baseline)
            o.member("comment", comment)
            o.member("components", components)
            o.member("evidence", evidence)
            o.member("from", from)
            o.member("message", message)
            o.member("rule", rule)
            o.member("severity", severity)
            o.member("to", to)
            o.member("weight", weight)
        }
    }
}

extension HTMLPageData.Surface: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { o in
            o.member("unused", unused)
            o.member("unusedCount", unusedCount)
            o.member("used", used)
            o.member("usedCount", usedCount)
        }
    }
}

extension HTMLPageData.Value: JSONWritable {
    func write(to json: inout JSONWriter) {
        switch self {
        case .int(let value): json.int(value)
        case .text(let value): json.string(value)
        }
    }
}
