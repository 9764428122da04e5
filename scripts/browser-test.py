#!/usr/bin/env python3
"""Opens the HTML report of a fixture in headless Chromium (the system's, driven by Playwright) and
checks that it works: no console error, a matrix cell shows its references, a component can be
focused in the graph. Exit 0 when all holds, 1 when something fails, 77 (skipped) when no
Chromium or no Playwright is available.

Usage: scripts/browser-test.py REPORT.html [--screenshot DIR] [--timing]
"""
import os
import shutil
import sys
import time


def find_chromium():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    return None


def main():
    args = sys.argv[1:]
    if not args:
        print(__doc__)
        return 2
    report = os.path.abspath(args[0])
    shots = args[args.index("--screenshot") + 1] if "--screenshot" in args else None
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        print("browser test skipped: Playwright is not installed (pip install playwright)")
        return 77
    chromium = find_chromium()
    if not chromium:
        print("browser test skipped: no chromium on PATH (Debian: apt-get install chromium)")
        return 77

    failures = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
        page = browser.new_page(viewport={"width": 1600, "height": 1000})
        errors = []
        page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
        page.on("pageerror", lambda e: errors.append(str(e)))
        # Nothing may come from the network: the page is self-contained.
        page.route("**/*", lambda route: route.continue_() if route.request.url.startswith("file:") else (
            errors.append("network request: " + route.request.url), route.abort()))
        start = time.monotonic()
        page.goto("file://" + report, wait_until="load")
        page.wait_for_selector("#matrix rect.cell")
        print(f"loaded and drew the matrix in {time.monotonic() - start:.2f} s")
        if shots:
            page.screenshot(path=os.path.join(shots, "matrix.png"))

        cell = page.locator("#matrix rect.cell").first
        source, target = cell.get_attribute("data-from"), cell.get_attribute("data-to")
        cell.click(force=True)
        text = page.locator("#details").inner_text()
        if f"{source} → {target}" not in text or ":" not in text or "symbol" not in text and "import" not in text:
            failures.append(f"clicking the cell {source} → {target} did not show its references: {text[:200]!r}")
        elif page.locator("#details td.loc").count() == 0:
            failures.append("the references table of a cell is empty")
        else:
            print(f"cell {source} → {target}: {page.locator('#details td.loc').count()} references shown")

        page.click("#tab-graph")
        page.fill("#focus", source)
        page.dispatch_event("#focus", "change")
        page.wait_for_selector("#graph .node.focus")
        focused = page.locator("#graph .node.focus").get_attribute("data-name")
        shown = page.locator("#graph .node").count()
        if focused != source:
            failures.append(f"focusing {source} focused {focused}")
        else:
            print(f"graph focused on {source}: {shown} components shown")
        edge = page.locator("#graph path.edge").first
        if edge.count():
            edge.dispatch_event("click")
            if "References" not in page.locator("#details").inner_text():
                failures.append("clicking a graph edge did not show its references")
        if shots:
            page.screenshot(path=os.path.join(shots, "graph-focus.png"))

        # The keyboard alone reaches a reference: matrix, arrows, Enter.
        page.click("#tab-matrix")
        page.focus("#matrix")
        page.keyboard.press("ArrowRight")
        page.keyboard.press("Enter")
        if not page.locator("#details h2").count():
            failures.append("Enter on the matrix showed nothing")

        for tab in ("cycles", "rules", "metrics", "surface"):
            page.click(f"#tab-{tab}")
            if shots:
                page.screenshot(path=os.path.join(shots, f"{tab}.png"), full_page=False)
        page.emulate_media(color_scheme="dark")
        page.click("#tab-matrix")
        if shots:
            page.screenshot(path=os.path.join(shots, "matrix-dark.png"))
        browser.close()

    failures += [f"console error: {e}" for e in errors]
    for failure in failures:
        print("FAIL: " + failure)
    if not failures:
        print("browser test passed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
