import CouplingModel

/// `coupling surface COMPONENT`: what a component offers, what of it the others use (most used
/// first) and what none uses.
public enum SurfaceText {
    public static func lines(_ surface: ComponentSurface) -> [String] {
        let total = surface.used.count + surface.unused.count
        var lines = [
            "\(surface.component): \(total) declaration\(total == 1 ? "" : "s") other components can see; "
                + "\(surface.used.count) used by other components, \(surface.unused.count) by none"
        ]
        if !surface.used.isEmpty {
            lines.append("")
            lines.append("Used by other components (most components first):")
            let rows = surface.used.map { used in
                [
                    used.name, used.kind,
                    "\(used.usedBy.count) component\(used.usedBy.count == 1 ? "" : "s")",
                    "\(used.references) reference\(used.references == 1 ? "" : "s")",
                    "\(used.location.path):\(used.location.line)", used.usedBy.joined(separator: ", "),
                ]
            }
            lines += aligned(rows)
        }
        if !surface.unused.isEmpty {
            lines.append("")
            lines.append("Used by no other component:")
            lines += aligned(surface.unused.map { [$0.name, $0.kind, "\($0.location.path):\($0.location.line)"] })
        }
        return lines
    }

    /// Columns padded to the widest cell (the last column is not padded), indented by two.
    static func aligned(_ rows: [[String]]) -> [String] {
        guard let width = rows.first?.count else { return [] }
        let widths = (0..<width).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            "  " + row.enumerated().map { column, cell in
                column == width - 1 ? cell : cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
            }.joined(separator: "  ")
        }
    }
}
