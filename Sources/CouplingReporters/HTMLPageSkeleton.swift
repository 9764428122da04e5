/// The page's fixed markup: a header with the search box and the tabs, one section per view, and
/// the panel that shows the references of what was picked. The script fills them in.
enum HTMLPageSkeleton {
    static let body = #"""
</style>
</head>
<body>
<header>
  <h1 id="title">coupling</h1>
  <span id="summary"></span>
  <label class="search">Filter <input id="filter" type="search" placeholder="component name" autocomplete="off" aria-label="Filter components by name"></label>
  <nav role="tablist" aria-label="Views">
    <button role="tab" id="tab-matrix" aria-controls="view-matrix" aria-selected="true">Matrix</button>
    <button role="tab" id="tab-graph" aria-controls="view-graph" aria-selected="false">Graph</button>
    <button role="tab" id="tab-cycles" aria-controls="view-cycles" aria-selected="false">Cycles</button>
    <button role="tab" id="tab-rules" aria-controls="view-rules" aria-selected="false">Rules</button>
    <button role="tab" id="tab-metrics" aria-controls="view-metrics" aria-selected="false">Metrics</button>
    <button role="tab" id="tab-surface" aria-controls="view-surface" aria-selected="false">Surface</button>
  </nav>
</header>
<p id="note" class="note"></p>
<main>
  <section id="view-matrix" role="tabpanel" aria-labelledby="tab-matrix">
    <p class="help">Rows use columns: the mark at row A, column B is A → B. Components are in layer order (users above what they use), so every dependency lies above the diagonal except inside a cycle group (red frame); marks below the diagonal close a cycle. Darker = more references; grey = import only; outlined = a kind without a colour of its own. Click a cell, or move with the arrow keys and press Enter.</p>
    <div id="matrix-scroll" class="scroll"><svg id="matrix" tabindex="0" role="grid" aria-label="Dependency structure matrix"></svg></div>
  </section>
  <section id="view-graph" role="tabpanel" aria-labelledby="tab-graph" hidden>
    <div class="toolbar">
      <label>Focus <input id="focus" list="component-names" placeholder="component" autocomplete="off"></label>
      <datalist id="component-names"></datalist>
      <label>Steps out <select id="depth"><option>1</option><option>2</option><option>3</option><option>4</option><option>5</option></select></label>
      <button id="whole">Whole graph</button>
      <span class="legend"><i class="sw cyc"></i>in a cycle <i class="sw imp"></i>import only <i class="sw rule"></i>breaks a rule</span>
    </div>
    <p class="help">Layers from left (users) to right (what they use), computed from the graph. Pick a component to see what it uses (right) and what uses it (left), n steps out. Click a box to focus it, an edge for its references.</p>
    <div id="graph-scroll" class="scroll"><svg id="graph" role="img" aria-label="Component graph"></svg></div>
  </section>
  <section id="view-cycles" role="tabpanel" aria-labelledby="tab-cycles" hidden></section>
  <section id="view-rules" role="tabpanel" aria-labelledby="tab-rules" hidden></section>
  <section id="view-metrics" role="tabpanel" aria-labelledby="tab-metrics" hidden></section>
  <section id="view-surface" role="tabpanel" aria-labelledby="tab-surface" hidden></section>
  <aside id="details" aria-live="polite"><p class="help">Pick a cell, an edge or a component to see the references behind it.</p></aside>
</main>

"""#
}
