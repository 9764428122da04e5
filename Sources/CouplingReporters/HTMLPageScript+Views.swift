extension HTMLPageScript {
    /// Part two: the graph with focus, cycles, rules, metrics, surface, tabs and start-up.
    static let views = #"""
// The graph: the layout (levels, places) comes from the report; a focus arranges the
// neighbourhood in columns by steps: what uses it on the left, what it uses on the right.
let focusIndex = -1, surfaceOf = -1;
const maxLevel = C.reduce((m, c) => Math.max(m, c.level), 0);
function focusOn(i) { focusIndex = i; $("focus").value = i >= 0 ? C[i].name : ""; drawGraph(); }
function reach(start, depth, next) {
  const dist = new Map([[start, 0]]);
  let frontier = [start];
  for (let s = 1; s <= depth; s++) {
    const found = [];
    for (const v of frontier) for (const w of next(v)) if (!dist.has(w)) { dist.set(w, s); found.push(w); }
    frontier = found;
  }
  return dist;
}
function drawGraph() {
  const svg = $("graph");
  svg.replaceChildren();
  const column = new Map();
  let columns = maxLevel + 1;
  if (focusIndex >= 0) {
    const depth = Number($("depth").value);
    const down = reach(focusIndex, depth, (v) => uses[v].map((e) => e.to));
    const up = reach(focusIndex, depth, (v) => usedBy[v].map((e) => e.from));
    for (const [v, s] of up) column.set(v, depth - s);
    for (const [v, s] of down) if (!column.has(v) || s > 0) column.set(v, depth + s);
    column.set(focusIndex, depth);
    columns = 2 * depth + 1;
  } else {
    for (const i of visible()) column.set(i, maxLevel - C[i].level);
  }
  const byColumn = Array.from({ length: columns }, () => []);
  for (const [v, c] of column) byColumn[c].push(v);
  for (const list of byColumn) list.sort((a, b) => (C[b].level - C[a].level) || (C[a].position - C[b].position) || (a - b));
  const longest = [...column.keys()].reduce((m, i) => Math.max(m, C[i].name.length), 4);
  const W = Math.min(240, 16 + longest * 6.6), GAP = 90, ROW = 28;
  const at = new Map();
  byColumn.forEach((list, c) => list.forEach((v, r) => at.set(v, { x: 10 + c * (W + GAP), y: 10 + r * ROW })));
  const height = 20 + Math.max(1, ...byColumn.map((l) => l.length)) * ROW, width = 20 + columns * (W + GAP);
  svg.setAttribute("width", width);
  svg.setAttribute("height", height);
  svg.setAttribute("viewBox", "0 0 " + width + " " + height);
  const defs = sv("defs");
  const marker = sv("marker", { id: "arrow", viewBox: "0 0 8 8", refX: "8", refY: "4", markerWidth: "8", markerHeight: "8", markerUnits: "userSpaceOnUse", orient: "auto" });
  marker.append(sv("path", { d: "M0,0 L8,4 L0,8 z", fill: "gray" }));
  defs.append(marker);
  svg.append(defs);
  const edgeLayer = sv("g"), nodeLayer = sv("g");
  svg.append(edgeLayer, nodeLayer);
  for (const e of E) {
    const a = at.get(e.from), b = at.get(e.to);
    if (!a || !b || e.from === e.to) continue;
    const x1 = a.x + W, y1 = a.y + 10, x2 = b.x, y2 = b.y + 10;
    const bend = Math.max(40, Math.abs(x2 - x1) / 2);
    const d = x2 > x1 ? "M" + x1 + "," + y1 + " C" + (x1 + bend) + "," + y1 + " " + (x2 - bend) + "," + y2 + " " + x2 + "," + y2
      : "M" + x1 + "," + y1 + " C" + (x1 + 60) + "," + (y1 + 60) + " " + (x2 - 60) + "," + (y2 + 60) + " " + x2 + "," + y2;
    let cls = "edge";
    if (e.violations.length) cls += " rule"; else if (e.inCycle) cls += " cyc";
    if (e.importOnly) cls += " imp";
    const path = sv("path", { class: cls, d: d, "marker-end": "url(#arrow)", "stroke-width": (1 + Math.log(e.weight)).toFixed(1),
      "data-from": C[e.from].name, "data-to": C[e.to].name });
    path.append(sv("title", {}, C[e.from].name + " → " + C[e.to].name + ": " + e.weight));
    path.addEventListener("click", () => { for (const s of svg.querySelectorAll(".edge.sel")) s.classList.remove("sel"); path.classList.add("sel"); showEdge(e); });
    edgeLayer.append(path);
  }
  for (const [v, p] of at) {
    let cls = "node";
    if (C[v].group >= 0) cls += " cyc";
    if (v === focusIndex) cls += " focus";
    const g = sv("g", { class: cls, tabindex: "0", role: "button", "data-name": C[v].name, transform: "translate(" + p.x + "," + p.y + ")" });
    g.append(sv("rect", { width: W, height: 20 }));
    g.append(sv("text", { x: 6, y: 14 }, C[v].name));
    g.append(sv("title", {}, C[v].name + ": uses " + uses[v].length + ", used by " + usedBy[v].length));
    const act = () => { focusOn(v); showComponent(v); };
    g.addEventListener("click", act);
    g.addEventListener("keydown", (ev) => { if (ev.key === "Enter" || ev.key === " ") { ev.preventDefault(); act(); } });
    nodeLayer.append(g);
  }
}

function drawCycles() {
  const s = $("view-cycles");
  s.replaceChildren();
  if (D.groups.length === 0) { s.append(el("p", {}, "No cycle between components.")); return; }
  s.append(el("p", { class: "help" }, plural(D.groups.length, "cycle group") + ". A cheapest cut is the set of edges with the fewest references whose removal makes its group acyclic."));
  D.groups.forEach((g, k) => {
    const box = el("div", { class: "group" });
    box.append(el("h3", {}, "Group " + (k + 1) + ": " + plural(g.members.length, "component")));
    const m = el("p");
    g.members.forEach((i, j) => { if (j) m.append(", "); m.append(pick(C[i].name, () => showComponent(i))); });
    box.append(m);
    box.append(el("h4", {}, "Cheapest cut" + (g.minimal ? "" : " (heuristic: a cheaper one may exist)")));
    const ul = el("ul");
    for (const cut of g.cuts) {
      const li = el("li");
      const e = edgeAt.get(cut.from * N + cut.to);
      li.append(pick(C[cut.from].name + " → " + C[cut.to].name + " (" + cut.weight + ")", () => e && showEdge(e)));
      if (cut.hint) li.append(el("div", { class: "hint" }, cut.hint));
      ul.append(li);
    }
    box.append(ul);
    box.append(el("h4", {}, "Elementary cycles, shortest first (" + g.cycleCount + (g.truncated ? "+, the scan's limit" : "") + ")"));
    const ol = el("ol");
    for (const cyc of g.cycles) ol.append(el("li", {}, cyc.concat([cyc[0]]).map((i) => C[i].name).join(" → ")));
    box.append(ol);
    if (g.cycleCount > g.cycles.length) box.append(el("p", { class: "help" }, "The page lists " + g.cycles.length + " of them; the JSON report has the rest."));
    s.append(box);
  });
}

function drawRules() {
  const s = $("view-rules");
  s.replaceChildren();
  if (D.rulesChecked === 0) { s.append(el("p", {}, "No rule ran: declare layers or forbidden dependencies in .coupling.yml (coupling init writes a starter).")); return; }
  const fresh = D.violations.filter((v) => v.baseline === "new");
  s.append(el("p", {}, plural(fresh.length, "new violation") + ", " + (D.violations.length - fresh.length) + " baselined, " + plural(D.rulesChecked, "rule") + " checked."));
  const t = el("table");
  const h = el("tr");
  for (const name of ["severity", "rule", "dependency", "message", "baseline"]) h.append(el("th", {}, name));
  t.append(h);
  for (const v of D.violations) {
    const tr = el("tr");
    tr.append(el("td", { class: "sev-" + v.severity }, v.severity), el("td", {}, v.rule));
    const dep = el("td");
    const label = v.components.length ? v.components.join(", ") : (v.from || "") + " → " + (v.to || "");
    dep.append(pick(label, () => {
      const d = details();
      d.append(el("h2", {}, v.rule + ": " + label), el("p", {}, v.message));
      if (v.comment) d.append(el("p", { class: "hint" }, "why: " + v.comment));
      d.append(el("p", {}, "weight " + v.weight + ", " + v.baseline));
      d.append(evidenceTable(v.evidence));
    }));
    tr.append(dep, el("td", {}, v.message), el("td", {}, v.baseline));
    t.append(tr);
  }
  s.append(t);
  if (D.baseline) {
    s.append(el("h3", {}, "Baseline " + D.baseline.path));
    s.append(el("p", {}, D.baseline.matched + " known violations matched; " + plural(D.baseline.stale.length, "stale entry") + (D.baseline.stale.length ? " (remove them):" : ".")));
    const ul = el("ul");
    for (const f of D.baseline.stale) ul.append(el("li", { class: "loc" }, f));
    s.append(ul);
  }
}

let metricSort = { key: "distance", down: true };
function drawMetrics() {
  const s = $("view-metrics");
  s.replaceChildren();
  s.append(el("p", { class: "help" }, "Ca: components using it; Ce: components it uses; I = Ce/(Ca+Ce); A = protocols/types; D = |A+I−1| (0: on the main sequence). Click a heading to sort."));
  const cols = [["name", "component"], ["files", "files"], ["lines", "lines"], ["declarations", "decl."], ["types", "types"],
    ["abstractTypes", "abstract"], ["ca", "Ca"], ["ce", "Ce"], ["instability", "I"], ["abstractness", "A"], ["distance", "D"]];
  const t = el("table");
  const h = el("tr");
  for (const [key, label] of cols) {
    const th = el("th", { class: key === "name" ? "" : "num", tabindex: "0" }, label + (metricSort.key === key ? (metricSort.down ? " ▼" : " ▲") : ""));
    const sort = () => { metricSort = { key: key, down: metricSort.key === key ? !metricSort.down : key !== "name" }; drawMetrics(); };
    th.addEventListener("click", sort);
    th.addEventListener("keydown", (ev) => { if (ev.key === "Enter") sort(); });
    h.append(th);
  }
  t.append(h);
  const value = (i, key) => key === "name" ? C[i].name : (C[i].metrics[key] == null ? -1 : C[i].metrics[key]);
  const rows = visible().sort((a, b) => {
    const x = value(a, metricSort.key), y = value(b, metricSort.key);
    const c = x < y ? -1 : x > y ? 1 : a - b;
    return metricSort.down ? -c : c;
  });
  for (const i of rows) {
    const tr = el("tr");
    const td = el("td");
    td.append(pick(C[i].name, () => showComponent(i)));
    tr.append(td);
    for (const [key] of cols.slice(1)) tr.append(el("td", { class: "num" }, C[i].metrics[key] == null ? "–" : String(C[i].metrics[key])));
    t.append(tr);
  }
  s.append(t);
}

function drawSurface() {
  const s = $("view-surface");
  s.replaceChildren();
  if (D.surface.length === 0) { s.append(el("p", {}, "This report carries no surface (it was written before surfaces existed).")); return; }
  const choices = visible();
  if (surfaceOf < 0 || !choices.includes(surfaceOf)) surfaceOf = choices.length ? choices[0] : -1;
  const select = el("select", { "aria-label": "Component" });
  for (const i of choices) { const o = el("option", { value: i }, C[i].name); if (i === surfaceOf) o.selected = true; select.append(o); }
  select.addEventListener("change", () => { surfaceOf = Number(select.value); drawSurface(); });
  const top = el("p", {}, "Component ");
  top.append(select);
  s.append(top);
  if (surfaceOf < 0) return;
  const f = D.surface[surfaceOf];
  for (const [title, rows, count, withUse] of [["Used by other components", f.used, f.usedCount, true], ["Used by no other component", f.unused, f.unusedCount, false]]) {
    s.append(el("h3", {}, title + " (" + count + ")"));
    const t = el("table");
    const h = el("tr");
    for (const name of withUse ? ["declaration", "kind", "components", "references", "declared at"] : ["declaration", "kind", "declared at"]) h.append(el("th", {}, name));
    t.append(h);
    for (const r of rows) {
      const tr = el("tr");
      tr.append(el("td", {}, r[0]), el("td", {}, r[1]));
      if (withUse) tr.append(el("td", { class: "num" }, String(r[2])), el("td", { class: "num" }, String(r[3])));
      tr.append(el("td", { class: "loc" }, D.paths[r[4]] + ":" + r[5]));
      t.append(tr);
    }
    s.append(t);
    if (count > rows.length) s.append(el("p", { class: "help" }, "The page lists " + rows.length + " of " + count + "; all of them: coupling surface " + C[surfaceOf].name + ", or the JSON report."));
  }
}

const views = { matrix: drawMatrix, graph: drawGraph, cycles: drawCycles, rules: drawRules, metrics: drawMetrics, surface: drawSurface };
let current = "matrix";
function selectTab(name) {
  current = name;
  for (const key in views) {
    $("tab-" + key).setAttribute("aria-selected", String(key === name));
    $("tab-" + key).tabIndex = key === name ? 0 : -1;
    $("view-" + key).hidden = key !== name;
  }
  views[name]();
}
const tabNames = Object.keys(views);
for (const key of tabNames) {
  $("tab-" + key).addEventListener("click", () => selectTab(key));
  $("tab-" + key).addEventListener("keydown", (ev) => {
    const step = ev.key === "ArrowRight" ? 1 : ev.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    const next = tabNames[(tabNames.indexOf(key) + step + tabNames.length) % tabNames.length];
    selectTab(next);
    $("tab-" + next).focus();
  });
}
$("filter").addEventListener("input", () => views[current]());
$("focus").addEventListener("change", () => {
  const i = C.findIndex((c) => c.name === $("focus").value.trim());
  focusOn(i);
  if (i >= 0) showComponent(i);
});
$("depth").addEventListener("change", drawGraph);
$("whole").addEventListener("click", () => focusOn(-1));
for (const c of C) $("component-names").append(el("option", { value: c.name }));
$("title").textContent = D.tool;
$("summary").textContent = D.summary;
const notes = [];
if (D.view) notes.push("This page shows a part of the graph (" + D.view + ").");
$("note").textContent = notes.join(" ");
selectTab("matrix");

"""#
}
