/// The page's script, part one: the data, small helpers, the references panel and the matrix.
/// Written for this page; no library.
enum HTMLPageScript {
    static let core = #"""
"use strict";
const D = JSON.parse(document.getElementById("coupling-data").textContent);
const C = D.components, E = D.edges, N = C.length;
const $ = (id) => document.getElementById(id);
const SVGNS = "http://www.w3.org/2000/svg";
function el(tag, attrs, text) {
  const e = document.createElement(tag);
  for (const k in attrs || {}) e.setAttribute(k, attrs[k]);
  if (text != null) e.textContent = text;
  return e;
}
function sv(tag, attrs, text) {
  const e = document.createElementNS(SVGNS, tag);
  for (const k in attrs || {}) e.setAttribute(k, attrs[k]);
  if (text != null) e.textContent = text;
  return e;
}
const edgeAt = new Map();
const uses = C.map(() => []), usedBy = C.map(() => []);
let maxWeight = 1;
for (const e of E) {
  edgeAt.set(e.from * N + e.to, e);
  uses[e.from].push(e);
  usedBy[e.to].push(e);
  maxWeight = Math.max(maxWeight, e.weight);
}
const hintAt = new Map();
for (const g of D.groups) for (const cut of g.cuts) hintAt.set(cut.from * N + cut.to, cut);
const knownKinds = new Set(["symbol", "import", "extension", "category"]);
function kindsText(kinds) { return Object.keys(kinds).sort().map((k) => k + " " + kinds[k]).join(", "); }
function onlyUnknownKinds(e) {
  const ks = Object.keys(e.kinds);
  return ks.some((k) => !knownKinds.has(k)) && !ks.some((k) => knownKinds.has(k) && k !== "import");
}
function plural(n, word) { return n + " " + word + (n === 1 ? "" : "s"); }
function filterText() { return $("filter").value.trim().toLowerCase(); }
function visible() {
  const f = filterText();
  const out = [];
  for (let i = 0; i < N; i++) if (!f || C[i].name.toLowerCase().includes(f)) out.push(i);
  return out;
}
function pick(text, action) {
  const a = el("a", { class: "pick", tabindex: "0", role: "button" }, text);
  a.addEventListener("click", action);
  a.addEventListener("keydown", (ev) => { if (ev.key === "Enter" || ev.key === " ") { ev.preventDefault(); action(); } });
  return a;
}
function tag(text, cls) { return el("span", { class: "tag " + (cls || "") }, text); }
function evidenceTable(rows) {
  const t = el("table");
  const h = el("tr");
  for (const name of ["reference", "symbol", "kind"]) h.append(el("th", {}, name));
  t.append(h);
  for (const r of rows) {
    const tr = el("tr");
    tr.append(el("td", { class: "loc" }, D.paths[r[0]] + ":" + r[1] + ":" + r[2]));
    tr.append(el("td", {}, D.symbols[r[3]]));
    tr.append(el("td", {}, D.kinds[r[4]]));
    t.append(tr);
  }
  return t;
}
function details() { const d = $("details"); d.replaceChildren(); return d; }

function showEdge(e) {
  const d = details();
  d.append(el("h2", {}, C[e.from].name + " → " + C[e.to].name));
  const p = el("p", {}, "weight " + e.weight + " (" + kindsText(e.kinds) + ")");
  if (e.inCycle) p.append(tag("in a cycle", "cyc"));
  if (e.importOnly) p.append(tag("import only: no declaration named", "imp"));
  for (const r of e.violations) p.append(tag("breaks " + r, "sev-warning"));
  d.append(p);
  const cut = hintAt.get(e.from * N + e.to);
  if (cut) {
    d.append(el("p", {}, "A cheapest cut of its cycle group."));
    if (cut.hint) d.append(el("p", { class: "hint" }, cut.hint));
  }
  d.append(el("h3", {}, "References, strongest first"));
  d.append(evidenceTable(e.evidence));
  if (e.weight > e.evidence.length) {
    d.append(el("p", { class: "help" }, "The page keeps the strongest " + e.evidence.length + " of " + e.weight +
      " references per edge (at most " + D.caps.evidencePerEdge + "); all of them: coupling explain " +
      C[e.from].name + " " + C[e.to].name + ", or the JSON report."));
  }
  const back = edgeAt.get(e.to * N + e.from);
  if (back) {
    const q = el("p", {}, "Also ");
    q.append(pick(C[e.to].name + " → " + C[e.from].name + " (" + back.weight + ")", () => showEdge(back)));
    d.append(q);
  }
  const q = el("p");
  q.append(pick(C[e.from].name, () => showComponent(e.from)), " · ", pick(C[e.to].name, () => showComponent(e.to)));
  d.append(q);
}

function showNoEdge(a, b) {
  const d = details();
  d.append(el("h2", {}, C[a].name + " → " + C[b].name));
  d.append(el("p", {}, a === b ? "The diagonal: a component and itself." : "No dependency."));
}

function metricRows(m) {
  return [["files", m.files], ["lines", m.lines == null ? "–" : m.lines], ["declarations", m.declarations],
    ["types", m.types], ["abstract types", m.abstractTypes], ["Ca (used by)", m.ca], ["Ce (uses)", m.ce],
    ["instability I", m.instability], ["abstractness A", m.abstractness], ["distance D", m.distance]];
}

function showComponent(i) {
  const c = C[i], d = details();
  d.append(el("h2", {}, c.name));
  const p = el("p", {}, c.path);
  if (c.group >= 0) p.append(tag("cycle group " + (c.group + 1), "cyc"));
  d.append(p);
  const t = el("table");
  for (const [k, v] of metricRows(c.metrics)) { const tr = el("tr"); tr.append(el("td", {}, k), el("td", { class: "num" }, String(v))); t.append(tr); }
  d.append(t);
  const f = el("p");
  f.append(pick("Focus in the graph", () => { focusOn(i); selectTab("graph"); }), " · ",
    pick("Surface", () => { surfaceOf = i; selectTab("surface"); }));
  d.append(f);
  for (const [title, list, other] of [["Uses", uses[i], (e) => e.to], ["Used by", usedBy[i], (e) => e.from]]) {
    d.append(el("h3", {}, title + " (" + list.length + ")"));
    const ul = el("ul");
    for (const e of list.slice().sort((a, b) => b.weight - a.weight)) {
      const li = el("li");
      li.append(pick(C[other(e)].name, () => showEdge(e)), " " + e.weight + (e.importOnly ? " (import only)" : ""));
      if (e.inCycle) li.append(tag("cycle", "cyc"));
      ul.append(li);
    }
    d.append(ul);
  }
}

// The matrix: row = user, column = used; cells only where an edge is.
const CELL = 14;
let mCursor = { r: 0, c: 0 }, mIndex = [], mLeft = 0, mTop = 0;
function drawMatrix() {
  const svg = $("matrix");
  svg.replaceChildren();
  mIndex = visible();
  const n = mIndex.length, place = new Map(mIndex.map((c, k) => [c, k]));
  const longest = mIndex.reduce((m, i) => Math.max(m, C[i].name.length), 4);
  mLeft = Math.min(300, 40 + longest * 6.6);
  mTop = 34;
  const w = mLeft + n * CELL + 4, h = mTop + n * CELL + 4;
  svg.setAttribute("width", w);
  svg.setAttribute("height", h);
  svg.setAttribute("viewBox", "0 0 " + w + " " + h);
  const grid = sv("g", { class: "grid" });
  for (let k = 0; k <= n; k++) {
    grid.append(sv("line", { x1: mLeft, y1: mTop + k * CELL, x2: mLeft + n * CELL, y2: mTop + k * CELL }));
    grid.append(sv("line", { x1: mLeft + k * CELL, y1: mTop, x2: mLeft + k * CELL, y2: mTop + n * CELL }));
  }
  svg.append(grid);
  mIndex.forEach((c, k) => {
    svg.append(sv("rect", { class: "diag", x: mLeft + k * CELL, y: mTop + k * CELL, width: CELL, height: CELL }));
    const label = sv("text", { class: "label", x: mLeft - 4, y: mTop + k * CELL + 11, "text-anchor": "end", "data-row": k }, C[c].name + "  " + (c + 1));
    svg.append(label);
    if (k % 2 === 0 || n < 40) svg.append(sv("text", { x: mLeft + k * CELL + CELL / 2, y: mTop - 4, "text-anchor": "middle", "font-size": "9" }, String(c + 1)));
  });
  for (const g of D.groups) {
    const ks = g.members.filter((m) => place.has(m)).map((m) => place.get(m));
    if (ks.length < 1) continue;
    const lo = Math.min(...ks), hi = Math.max(...ks);
    svg.append(sv("rect", { class: "block", x: mLeft + lo * CELL, y: mTop + lo * CELL, width: (hi - lo + 1) * CELL, height: (hi - lo + 1) * CELL }));
  }
  for (const e of E) {
    if (!place.has(e.from) || !place.has(e.to)) continue;
    const r = place.get(e.from), c = place.get(e.to);
    let cls = "cell";
    if (e.importOnly) cls += " imp"; else if (onlyUnknownKinds(e)) cls += " other";
    if (r > c) cls += " up";
    const a = 0.25 + 0.75 * Math.log(1 + e.weight) / Math.log(1 + maxWeight);
    const rect = sv("rect", { class: cls, x: mLeft + c * CELL + 1, y: mTop + r * CELL + 1, width: CELL - 2, height: CELL - 2,
      "data-from": C[e.from].name, "data-to": C[e.to].name });
    if (!e.importOnly && !onlyUnknownKinds(e)) rect.setAttribute("style", "fill: rgba(var(--cell), " + a.toFixed(2) + ")");
    rect.append(sv("title", {}, C[e.from].name + " → " + C[e.to].name + ": " + e.weight + " (" + kindsText(e.kinds) + ")"));
    svg.append(rect);
  }
  svg.append(sv("rect", { class: "cursor", id: "matrix-cursor", width: CELL, height: CELL, x: -100, y: -100 }));
  mCursor = { r: Math.min(mCursor.r, Math.max(0, n - 1)), c: Math.min(mCursor.c, Math.max(0, n - 1)) };
}
function moveCursor(r, c, select) {
  const n = mIndex.length;
  if (n === 0) return;
  mCursor = { r: Math.max(0, Math.min(n - 1, r)), c: Math.max(0, Math.min(n - 1, c)) };
  const cur = $("matrix-cursor");
  cur.setAttribute("x", mLeft + mCursor.c * CELL);
  cur.setAttribute("y", mTop + mCursor.r * CELL);
  if (select) {
    const a = mIndex[mCursor.r], b = mIndex[mCursor.c];
    const e = edgeAt.get(a * N + b);
    if (e) showEdge(e); else showNoEdge(a, b);
  }
}
$("matrix").addEventListener("click", (ev) => {
  const t = ev.target;
  if (t.classList && t.classList.contains("label")) { showComponent(mIndex[Number(t.getAttribute("data-row"))]); return; }
  const box = $("matrix").getBoundingClientRect();
  const x = ev.clientX - box.left - mLeft, y = ev.clientY - box.top - mTop;
  if (x < 0 || y < 0) return;
  moveCursor(Math.floor(y / CELL), Math.floor(x / CELL), true);
});
$("matrix").addEventListener("keydown", (ev) => {
  const moves = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
  if (moves[ev.key]) {
    ev.preventDefault();
    moveCursor(mCursor.r + moves[ev.key][0], mCursor.c + moves[ev.key][1], false);
  } else if (ev.key === "Enter" || ev.key === " ") {
    ev.preventDefault();
    moveCursor(mCursor.r, mCursor.c, true);
  }
});
$("matrix").addEventListener("focus", () => moveCursor(mCursor.r, mCursor.c, false));

"""#
}
