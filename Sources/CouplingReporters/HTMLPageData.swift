import CouplingGraph
import CouplingModel

/// What the HTML page embeds as JSON: the report reduced to what the page shows, components in
/// matrix order with their layout, strings of evidence interned (paths and symbols repeat), and
/// evidence, surface and cycle lists capped so that a tree of hundreds of components stays a few MB.
struct HTMLPageData {
    static let evidencePerEdge = 25
    static let evidencePerViolation = 10
    static let surfacePerList = 60
    static let cyclesPerGroup = 20

    struct Component {
        var name: String
        var path: String
        var metrics: ComponentMetrics
        /// Graph layout: level (0: depends on no other group) and place in its level's column.
        var level: Int
        var position: Int
        /// Index into `groups` of its cycle group, -1 when in none.
        var group: Int
    }

    struct Edge {
        var from: Int
        var to: Int
        var weight: Int
        var kinds: [String: Int]
        var inCycle: Bool
        var importOnly: Bool
        var violations: [String]
        /// [path index, line, column, symbol index, kind index], strongest first; at most `evidencePerEdge`.
        var evidence: [[Int]]
    }

    struct Group {
        var members: [Int]
        var cycles: [[Int]]
        var cycleCount: Int
        var truncated: Bool
        var cuts: [Cut]
        var minimal: Bool
    }

    struct Cut {
        var from: Int
        var to: Int
        var weight: Int
        var hint: String?
    }

    struct Violation {
        var rule: String
        var severity: String
        var message: String
        var comment: String?
        var from: String?
        var to: String?
        var components: [String]
        var weight: Int
        var baseline: String
        var evidence: [[Int]]
    }

    struct Surface {
        /// [name, kind, components using it, references, path index, line].
        var used: [[Value]]
        var usedCount: Int
        var unused: [[Value]]
        var unusedCount: Int
    }

    /// A number or a string in a compact row.
    enum Value {
        case int(Int)
        case text(String)
    }

    var tool: String
    var summary: String
    var components: [Component]
    var edges: [Edge]
    var groups: [Group]
    var violations: [Violation]
    var rulesChecked: Int
    var baseline: BaselineSummary?
    /// Index-aligned with `components`; empty when the report has no surface.
    var surface: [Surface]
    var paths: [String]
    var symbols: [String]
    var kinds: [String]
    var caps: [String: Int]
    var view: String?
}
