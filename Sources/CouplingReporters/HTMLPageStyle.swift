/// The page's style: system fonts, colours from custom properties, a dark palette when the
/// system asks for one.
enum HTMLPageStyle {
    static let css = #"""
:root { --bg: #ffffff; --fg: #1d1d1f; --muted: #6e6e73; --line: #d2d2d7; --panel: #f5f5f7; --accent: #0a66c2;
  --cell: 10, 102, 194; --cycle: #d62728; --import: #9a9aa0; --other: #8a6d3b; --rule: #e6550d; --hover: #ffd54a; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #1c1c1e; --fg: #f2f2f7; --muted: #a1a1a6; --line: #3a3a3c; --panel: #2c2c2e; --accent: #64a8f0;
    --cell: 100, 168, 240; --cycle: #ff6961; --import: #8e8e93; --other: #c9a86a; --rule: #ff9f43; --hover: #b8860b; }
}
* { box-sizing: border-box; }
body { margin: 0; font: 13px/1.4 -apple-system, BlinkMacSystemFont, "Segoe UI", Helvetica, Arial, sans-serif; background: var(--bg); color: var(--fg); }
header { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; padding: 8px 12px; border-bottom: 1px solid var(--line); position: sticky; top: 0; background: var(--bg); z-index: 2; }
h1 { font-size: 15px; margin: 0; }
#summary, .help, .note { color: var(--muted); }
.note:empty { display: none; }
.note { margin: 4px 12px; }
nav { display: flex; gap: 4px; margin-left: auto; }
button, input, select { font: inherit; color: inherit; background: var(--panel); border: 1px solid var(--line); border-radius: 6px; padding: 3px 8px; }
button[aria-selected="true"] { background: var(--accent); color: #fff; border-color: var(--accent); }
:focus-visible { outline: 2px solid var(--accent); outline-offset: 1px; }
main { display: grid; grid-template-columns: minmax(0, 1fr) 420px; gap: 0; height: calc(100vh - 52px); }
main > section { padding: 8px 12px; overflow: auto; }
aside { border-left: 1px solid var(--line); padding: 8px 12px; overflow: auto; background: var(--panel); }
.scroll { overflow: auto; max-height: calc(100vh - 140px); border: 1px solid var(--line); }
.toolbar { display: flex; gap: 12px; align-items: center; flex-wrap: wrap; }
.legend { color: var(--muted); }
.sw { display: inline-block; width: 18px; height: 3px; vertical-align: middle; margin: 0 4px 0 8px; background: var(--muted); }
.sw.cyc { background: var(--cycle); } .sw.imp { background: repeating-linear-gradient(90deg, var(--import) 0 3px, transparent 3px 6px); } .sw.rule { background: var(--rule); }
svg text { fill: var(--fg); font-size: 11px; }
#matrix .label { cursor: pointer; }
#matrix .label.hit, #graph .node.hit rect { fill: var(--hover); }
#matrix .grid { stroke: var(--line); stroke-width: 0.5; }
#matrix .diag { fill: var(--line); }
#matrix .cell { cursor: pointer; }
#matrix .cell.imp { fill: var(--import); }
#matrix .cell.other { fill: none; stroke: var(--other); stroke-width: 1.5; }
#matrix .cell.up { stroke: var(--cycle); stroke-width: 1.5; }
#matrix .block { fill: none; stroke: var(--cycle); stroke-width: 2; }
#matrix .cursor { fill: none; stroke: var(--fg); stroke-width: 2; pointer-events: none; }
#graph .node rect { fill: var(--panel); stroke: var(--muted); rx: 4; }
#graph .node.cyc rect { stroke: var(--cycle); stroke-width: 1.5; }
#graph .node.focus rect { stroke: var(--accent); stroke-width: 3; }
#graph .node { cursor: pointer; }
#graph .edge { fill: none; stroke: var(--muted); stroke-opacity: 0.55; cursor: pointer; }
#graph .edge.cyc { stroke: var(--cycle); stroke-opacity: 0.9; }
#graph .edge.imp { stroke-dasharray: 4 3; }
#graph .edge.rule { stroke: var(--rule); stroke-opacity: 0.9; }
#graph .edge:hover, #graph .edge.sel { stroke-width: 3; stroke-opacity: 1; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: 2px 6px; border-bottom: 1px solid var(--line); vertical-align: top; }
th { position: sticky; top: 0; background: var(--bg); cursor: pointer; user-select: none; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
.loc { word-break: break-all; }
code, .loc { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 12px; }
.tag { display: inline-block; padding: 0 6px; border-radius: 8px; font-size: 11px; border: 1px solid var(--line); margin-left: 4px; }
.tag.cyc, .sev-error { color: var(--cycle); border-color: var(--cycle); }
.sev-warning { color: var(--rule); border-color: var(--rule); }
.tag.imp { color: var(--import); }
a.pick { color: var(--accent); cursor: pointer; text-decoration: underline; }
.group { border: 1px solid var(--line); border-radius: 8px; padding: 6px 10px; margin: 8px 0; }
.hint { color: var(--fg); font-style: italic; }
@media (max-width: 900px) { main { grid-template-columns: 1fr; height: auto; } aside { border-left: 0; border-top: 1px solid var(--line); } }

"""#
}
