import CouplingModel

// The text-based formats (everything but JSON and SARIF, whose encoders escape control characters
// themselves) render a copy of the report whose names are display-safe: a path, symbol or component
// name from the tree cannot add a line to the output or send an escape sequence to a terminal.
// Names are escaped (`\n` shows as such); free text (messages, comments) is put on one line.

extension AnalysisReport {
    /// This report with every name and message escaped by `DisplayText`; a plain string is kept
    /// as it is (not copied), and so is a plain edge's evidence.
    var displaySafe: AnalysisReport {
        var r = self
        r.components = components.map { c in
            var c = c
            c.name = c.name.displaySafe
            c.path = c.path.displaySafe
            c.modules = c.modules.map(\.displaySafe)
            return c
        }
        r.modules = modules.map { ModuleMapping(module: $0.module.displaySafe, component: $0.component.displaySafe, source: $0.source.displaySafe) }
        r.edges = edges.map { e in
            var e = e
            e.from = e.from.displaySafe
            e.to = e.to.displaySafe
            e.symbols = e.symbols.map { SymbolCount(symbol: $0.symbol.displaySafe, count: $0.count) }
            // Most of a report is evidence, and nearly always plain: not copied then.
            if !e.evidence.allSatisfy(\.isDisplayPlain) { e.evidence = e.evidence.map(\.displaySafe) }
            return e
        }
        r.cycles.groups = cycles.groups.map { g in
            var g = g
            g.components = g.components.map(\.displaySafe)
            g.cycles = g.cycles.map { $0.map(\.displaySafe) }
            g.cuts = g.cuts.map { EdgeCut(from: $0.from.displaySafe, to: $0.to.displaySafe, weight: $0.weight) }
            return g
        }
        r.build.targets = build.targets.map { t in
            var t = t
            t.name = t.name.displaySafe
            t.components = t.components.map(\.displaySafe)
            t.source = t.source.displaySafe
            t.bridgingHeaders = t.bridgingHeaders.map(\.displaySafe)
            return t
        }
        r.unresolved = unresolved.map { a in
            var a = a
            a.from = a.from.displaySafe
            a.symbol = a.symbol.displaySafe
            a.location = a.location.displaySafe
            a.candidates = a.candidates.map(\.displaySafe)
            a.locations = a.locations.map(\.displaySafe)
            return a
        }
        r.diagnostics = diagnostics.map { d in
            var d = d
            d.message = DisplayText.oneLine(d.message)
            d.path = d.path?.displaySafe
            return d
        }
        r.violations = violations.map { v in
            var v = v
            v.message = DisplayText.oneLine(v.message)
            v.from = v.from?.displaySafe
            v.to = v.to?.displaySafe
            v.components = v.components.map(\.displaySafe)
            v.evidence = v.evidence.map(\.displaySafe)
            v.comment = v.comment.map(DisplayText.oneLine)
            return v
        }
        if var baseline = r.baseline {
            baseline.path = baseline.path.displaySafe
            baseline.stale = baseline.stale.map(DisplayText.oneLine)
            r.baseline = baseline
        }
        return r
    }
}

extension SourceLocation {
    var displaySafe: SourceLocation { SourceLocation(path: path.displaySafe, line: line, column: column) }
}

extension Evidence {
    var isDisplayPlain: Bool {
        DisplayText.isPlain(location.path) && DisplayText.isPlain(symbol) && (target.map { DisplayText.isPlain($0.path) } ?? true)
    }

    var displaySafe: Evidence {
        Evidence(location: location.displaySafe, symbol: symbol.displaySafe, kind: kind, target: target?.displaySafe)
    }
}
