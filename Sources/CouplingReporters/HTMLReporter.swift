import CouplingModel
import Foundation

/// One self-contained HTML page to open in a browser (from disk or as a CI artefact; nothing is
/// fetched): a dependency structure matrix in layer order, a graph with focus, the references
/// behind every edge, cycle groups with their cheapest cuts, rule violations, metrics and each
/// component's surface. The data is embedded as JSON; the script and style are written here.
/// Deterministic: the same report gives the same bytes.
public struct HTMLReporter: Reporter {
    public static let id = "html"
    public static let fileExtension = "html"
    public static let summary = "an interactive page: matrix, graph with focus, references, cycles, metrics, surface"

    let view: GraphView

    public init(options: ReporterOptions) { view = options.graphView }

    public func render(_ report: AnalysisReport) throws -> String {
        String(decoding: try renderBytes(report), as: UTF8.self)
    }

    public func renderBytes(_ report: AnalysisReport) throws -> [UInt8] {
        let shown = view.apply(report)
        let data = HTMLPageData(shown, viewNote: view.isWhole ? nil : Self.describe(view))
        var writer = JSONWriter(compact: true)
        data.write(to: &writer)
        var json = writer.bytes
        // `<` only occurs inside JSON strings; escaped, no `</script>` can end the element early.
        json = json.flatMap { $0 == UInt8(ascii: "<") ? Array(#"\u003c"#.utf8) : [$0] }
        var page: [UInt8] = []
        page.reserveCapacity(json.count + 64_000)
        page += Array(Self.head(title: "coupling: " + data.summary).utf8)
        page += Array(HTMLPageStyle.css.utf8)
        page += Array(HTMLPageSkeleton.body.utf8)
        page += Array(#"<script type="application/json" id="coupling-data">"#.utf8)
        page += json
        page += Array("</script>\n<script>\n".utf8)
        page += Array(HTMLPageScript.core.utf8)
        page += Array(HTMLPageScript.views.utf8)
        page += Array("</script>\n</body>\n</html>\n".utf8)
        return page
    }

    static func head(title: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="light dark">
        <title>\(escaped(title))</title>
        <style>

        """
    }

    static func describe(_ view: GraphView) -> String {
        var parts: [String] = []
        if !view.collapse.isEmpty { parts.append("collapsed: " + view.collapse.joined(separator: ", ")) }
        if !view.focus.isEmpty { parts.append("focus: \(view.focus.joined(separator: ", ")), depth \(view.depth)") }
        return parts.joined(separator: "; ")
    }

    /// Text for HTML element content and attribute values.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
