"""The HTML of `sycl-lift report`: one page, its CSS, SVG and script inline, nothing loaded from anywhere.

Sections, in order: the inputs and a summary; the host-device graph (an SVG laid out here: memory,
launches and kernels in three columns, each node placed level with the nodes it is joined to); a
table of the kernels with the passes that changed each and its lines before and after; one section
per kernel (what was proven, applied, refused and why; its replay verdicts); what the rewrite
reports for the program as a whole; the replay (verdicts and timings as bar charts) when there is
one.  The data `gather` returned is also embedded as JSON (`<script id="report-data">`).
"""
from __future__ import annotations

import html
import json

CHAR_W, LINE_H, PAD, GAP, COLUMN_GAP, TOP = 6.7, 14, 6, 14, 90, 24  # graph geometry, pixels (11px monospace)
VERDICTS = ("agree", "differ", "out_of_bounds", "failed", "skipped", "not_reached")


def render(data: dict) -> str:
    """The whole page for `gather`'s data."""
    anchors = {k["name"]: k["anchor"] for k in data["kernels"]}
    body = [_header(data), _section("graph", "Host-device graph", graph_svg(data["graph"], anchors) + _legend()),
            _section("passes", "Passes and line counts", _passes_table(data["kernels"])),
            _section("kernels", "Kernels", "\n".join(_kernel(k) for k in data["kernels"]) or "<p>No kernels.</p>"),
            _section("program", "Program", _program(data))]
    if data.get("replay"):
        names = {k["name"]: k["display"] for k in data["kernels"]}
        body.append(_section("replay", "Replay", _replay(data["replay"], names)))
    return document(data["title"], CSS, body, "report", data, SCRIPT)


def document(title: str, css: str, body: list, command: str, data: dict, script: str) -> str:
    """A self-contained page (nothing loaded at view time): `body`'s sections, a footer naming
    `sycl-lift COMMAND`, and `data` as JSON (`<script id="COMMAND-data">`) for `script`."""
    payload = json.dumps(data, indent=None).replace("</", "<\\/")
    return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>{_e(title)}</title>
<link rel="icon" href="data:,">
<style>{css}</style>
</head>
<body>
{"".join(body)}
<footer>Written by <code>sycl-lift {command}</code>.</footer>
<script type="application/json" id="{command}-data">{payload}</script>
<script>{script}</script>
</body>
</html>
"""


def _e(value) -> str:
    return html.escape(str(value), quote=True)


def _css(status) -> str:
    """A verdict as a class name: "out of bounds" -> out_of_bounds (the replay's counts spell it so)."""
    return _e(str(status).replace(" ", "_"))


def _verdict(status) -> str:
    return f'<span class="verdict v-{_css(status)}">{_e(status)}</span>'


def _section(anchor: str, title: str, content: str) -> str:
    return f'<section id="{anchor}"><h2>{_e(title)}</h2>\n{content}\n</section>\n'


def _header(data: dict) -> str:
    kernels = data["kernels"]
    launches = [n for n in data["graph"]["nodes"] if n["kind"] == "launch"]
    changed = sum(1 for k in kernels if k["passes"])
    rows = [("host", data["host"]), ("device", data["device"]), ("rewrite", data["rewrite"]),
            ("DPC++ release", data.get("release") or "?")]
    if data.get("command_line"):
        rows.append(("command line", " ".join(data["command_line"])))
    summary = (f"{len(launches)} launches, {len(kernels)} kernels ({changed} changed by a pass, "
               f"{sum(1 for k in kernels if k['failed'])} failed)")
    if data.get("replay"):
        c = data["replay"]["counts"]
        summary += "; replay: " + ", ".join(f"{c.get(v, 0)} {v.replace('_', ' ')}" for v in VERDICTS if c.get(v))
    nav = " ".join(f'<a href="#{a}">{t}</a>' for a, t in (("graph", "graph"), ("passes", "passes"),
                                                          ("kernels", "kernels"), ("program", "program"))
                   + ((("replay", "replay"),) if data.get("replay") else ()))
    table = "".join(f"<tr><th>{_e(k)}</th><td><code>{_e(v)}</code></td></tr>" for k, v in rows)
    return (f'<header><h1>{_e(data["title"])}</h1><nav>{nav}</nav>'
            f'<table class="inputs">{table}</table><p class="summary">{_e(summary)}</p></header>\n')


# ---- the graph


COLUMNS = ("memory", "launch", "kernel")
COLUMN_TITLES = {"memory": "buffers and USM", "launch": "launches (program order)", "kernel": "kernels"}


def _column(node: dict) -> str:
    return "memory" if node["kind"] in ("buffer", "usm") else node["kind"]


def layout(graph: dict) -> tuple[dict, dict]:
    """(node id -> (x, y, width, height), column -> x).  Three columns: memory | launches |
    kernels.  Launches are stacked in program order; a kernel or memory node is placed level with
    the middle of the launches it is joined to (taken in that order, each pushed down where it would
    overlap the one above); nodes joined to no launch go last."""
    size = {n["id"]: _size(n["label"]) for n in graph["nodes"]}
    launches = {n["id"] for n in graph["nodes"] if n["kind"] == "launch"}
    joined = {n["id"]: [] for n in graph["nodes"]}
    for e in graph["edges"]:
        joined[e["from"]].append(e["to"])
        joined[e["to"]].append(e["from"])
    y = {}

    def level(node: str) -> float:
        ys = [y[j] + size[j][1] / 2 for j in joined[node] if j in launches]
        return sum(ys) / len(ys) - size[node][1] / 2 if ys else float("inf")

    for column in ("launch", "kernel", "memory"):  # launches first: the others follow them
        nodes = [n["id"] for n in graph["nodes"] if _column(n) == column]
        top = TOP
        for node in nodes if column == "launch" else sorted(nodes, key=level):
            wanted = top if column == "launch" else level(node)
            y[node] = top if wanted == float("inf") else max(top, wanted)
            top = y[node] + size[node][1] + GAP
    xs, x = {}, 0.0
    for column in COLUMNS:
        xs[column] = x
        width = max((size[n["id"]][0] for n in graph["nodes"] if _column(n) == column), default=0)
        x += width + COLUMN_GAP if width else 0
    boxes = {n["id"]: (xs[_column(n)], y[n["id"]], *size[n["id"]]) for n in graph["nodes"]}
    return boxes, xs


def graph_svg(graph: dict, anchors: dict = None) -> str:
    """The host-device graph as inline SVG (see `layout`), edges as curves from a node's right side
    to the next column's left side; a kernel whose name `anchors` maps links to that anchor."""
    if not graph["nodes"]:
        return "<p>The host raises no launch and the device module has no kernel.</p>"
    boxes, xs = layout(graph)
    width = max(x + w for x, _, w, _ in boxes.values()) + 4
    height = max(y + h for _, y, _, h in boxes.values()) + 4
    parts = [f'<svg class="graph" viewBox="-2 0 {width:.0f} {height:.0f}" width="{width:.0f}" height="{height:.0f}" '
             'role="img" aria-label="host-device graph">', _markers()]
    for column in COLUMNS:
        if any(_column(n) == column for n in graph["nodes"]):
            parts.append(f'<text class="column" x="{xs[column]:.0f}" y="12">{COLUMN_TITLES[column]}</text>')
    for e in graph["edges"]:
        x1, y1, w1, h1 = boxes[e["from"]]
        x2, y2, _, h2 = boxes[e["to"]]
        (x1, y1), y2 = (x1 + w1, y1 + h1 / 2), y2 + h2 / 2
        mid = (x1 + x2) / 2
        kind = e["kind"]
        arrows = {"write": ' marker-start="url(#m-write)"',  # towards the buffer: the launch writes it
                  "read_write": ' marker-start="url(#m-read_write)" marker-end="url(#m-read_write)"'}.get(
            kind, f' marker-end="url(#m-{kind if kind in EDGE_COLOURS else "runs"})"')
        parts.append(f'<path class="edge e-{_e(kind)}" data-from="{e["from"]}" data-to="{e["to"]}"{arrows} '
                     f'd="M{x1:.1f},{y1:.1f} C{mid:.1f},{y1:.1f} {mid:.1f},{y2:.1f} {x2:.1f},{y2:.1f}">'
                     f'<title>{_e(kind.replace("_", " "))}</title></path>')
    for n in graph["nodes"]:
        parts.append(_node(n, boxes[n["id"]], (anchors or {}).get(n["name"]) if n["kind"] == "kernel" else None))
    parts.append("</svg>")
    return '<div class="graph-box">' + "".join(parts) + "</div>"


def _node(n: dict, box: tuple, anchor) -> str:
    x, y, w, h = box
    status = f' s-{_css(n["status"])}' if n.get("status") else ""
    lines = "".join(f'<tspan x="{x + PAD:.1f}" y="{y + PAD + LINE_H * (i + 1) - 3:.1f}">{_e(line)}</tspan>'
                    for i, line in enumerate(n["label"].split("\n")))
    title = n["title"] + (f"\nreplay: {n['status']}" if n.get("status") else "")
    g = (f'<g class="node n-{n["kind"]}{status}" id="g-{n["id"]}" data-id="{n["id"]}" data-kind="{n["kind"]}" '
         f'data-name="{_e(n["name"])}"><title>{_e(title)}</title>'
         f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" rx="4"/><text>{lines}</text></g>')
    return f'<a href="#{_e(anchor)}">{g}</a>' if anchor else g


def _size(label: str) -> tuple[float, float]:
    lines = label.split("\n")
    return max(len(line) for line in lines) * CHAR_W + 2 * PAD, len(lines) * LINE_H + 2 * PAD - 2


EDGE_COLOURS = {"read": "#2b6cb0", "write": "#c05621", "read_write": "#6b46c1", "access": "#4a5568",
                "usm": "#2f855a", "runs": "#1a202c"}


def _markers() -> str:
    return "<defs>" + "".join(
        f'<marker id="m-{k}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" '
        f'orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="{c}"/></marker>'
        for k, c in EDGE_COLOURS.items()) + "</defs>"


def _legend() -> str:
    items = [("read", "accessor reads"), ("write", "accessor writes"), ("read_write", "reads and writes"),
             ("usm", "USM pointer"), ("runs", "runs the kernel"), ("wrapper", "runs a range-rounding wrapper "
                                                                           "(DPC++ picks it or the kernel)")]
    return ('<p class="legend">' + " ".join(f'<svg class="key" width="26" height="8"><path class="edge e-{k}" '
                                            f'd="M1,4 H25"/></svg> {_e(t)}' for k, t in items)
            + '. A launch&#39;s border is its replay verdict; a kernel links to its section.</p>')


# ---- kernels


def _passes_table(kernels: list) -> str:
    if not kernels:
        return "<p>No kernels.</p>"
    rows = []
    for k in kernels:
        after = k["lines_after"]
        delta = "" if after is None else f"{after - k['lines_before']:+d}"
        failed = " <b class=bad>failed</b>" if k["failed"] else ""
        rows.append(f'<tr><td><a href="#{k["anchor"]}">{_e(k["display"])}</a></td>'
                    f'<td>{_e(", ".join(k["launches"]) or "none")}</td><td class="num">{k["lines_before"]}</td>'
                    f'<td class="num">{"?" if after is None else after}</td><td class="num">{delta}</td>'
                    f'<td class="num">{k["params_before"]} &rarr; {k["params_after"]}</td>'
                    f'<td>{_e(", ".join(k["passes"])) or "none"}{failed}</td></tr>')
    return ('<table class="passes"><thead><tr><th>kernel</th><th>launches</th><th>lines before</th>'
            '<th>lines after</th><th>change</th><th>parameters</th><th>passes that changed it</th></tr></thead>'
            f'<tbody>{"".join(rows)}</tbody></table>')


def _kernel(k: dict) -> str:
    head = (f'<section class="kernel" id="{k["anchor"]}" data-kernel="{_e(k["name"])}">'
            f'<h3>{_e(k["display"])}</h3>'
            f'<p class="symbol"><code>{_e(k["name"])}</code></p>'
            f'<p>launches: {_e(", ".join(k["launches"]) or "none")}; lines {k["lines_before"]} &rarr; '
            f'{"?" if k["lines_after"] is None else k["lines_after"]}; parameters {k["params_before"]} &rarr; '
            f'{k["params_after"]}</p>')
    parts = [head]
    for f in k["failed"]:
        what = ("not written as OpenCL C (kernels.cl leaves it out)" if f["step"] == "write-opencl" else
                f"not rewritten ({_e(f['step'])} failed; the kernel is as it was in the input)")
        parts.append(f'<p class="bad">{what} at <code>{_e(f.get("at", ""))}</code>: {_e(f["why"])}</p>')
    parts.append(_items("Proven", k["proven"], "proven"))
    parts.append(_items("Applied", k["applied"], "applied"))
    parts.append(_items("Refused", k["refused"], "refused"))
    if k.get("replay") is not None:
        runs = "".join(f'<li>{_verdict(r["status"])} {_e(r["launch"])} '
                       f'global {_e(r["global"])} local {_e(r["local"])}'
                       + ("" if r.get("runtime_runs", True) else " (DPC++ runs the launch&#39;s other kernel)")
                       + (f": {_e(r['why'])}" if r.get("why") else "") + "</li>" for r in k["replay"])
        parts.append(f'<h4>Replay</h4><ul class="replay">{runs or "<li>not replayed</li>"}</ul>')
    parts.append("</section>")
    return "".join(parts)


def _items(title: str, items: list, cls: str) -> str:
    if not items:
        return f'<h4>{title}</h4><p class="none">nothing</p>'
    lis = []
    for item in items:
        tag = f'<span class="pass">{_e(item["pass"])}</span> ' if item.get("pass") else ""
        what = f'<b>{_e(item["what"])}</b>' if item.get("what") else ""
        sep = ": " if what and item.get("why") else ""
        note = ' <i>(proven, not applied)</i>' if item.get("applied") is False else ""
        lis.append(f"<li>{tag}{what}{sep}{_e(item.get('why', ''))}{note}</li>")
    return f'<h4>{title}</h4><ul class="{cls}">{"".join(lis)}</ul>'


def _program(data: dict) -> str:
    """Warnings (functions named short, passes.names), what was not linked, applied or rewritten;
    kernels by the names the source gives them."""
    from passes.names import display_kernels_in, format_warnings
    from passes.transforms.fuse_kernels import describe

    parts = []
    for title, items in (("Warnings", [{"why": w} for w in format_warnings(data["warnings"])]),
                         ("Not linked", [{"what": display_kernels_in(u.get("kernel") or u.get("launch") or ""),
                                          "why": u["why"]} for u in data["unlinked"]]),
                         ("Fused", [{"what": " + ".join(display_kernels_in(k) for k in f["kernels"]), "why": describe(f)}
                                    for f in data.get("fusions", ())]),
                         ("Not applied", [{"what": display_kernels_in(s["what"]), "why": display_kernels_in(s["why"])}
                                          for s in data["skipped"]]),
                         ("Failed", [{"what": f.get("step", ""), "why": f.get("why", "")} for f in data["failed"]])):
        parts.append(_items(title, items, "program"))
    return "".join(parts)


# ---- the replay


def _replay(rep: dict, names: dict) -> str:
    from passes.names import kernel_display_name

    versions = ", ".join(f"{v.get('name')} [{v.get('form')}]" for v in rep.get("versions", []))
    parts = [f'<p>on <b>{_e(rep["device"])}</b> ({_e(rep.get("device_name") or "?")}): {_e(versions)}; compared '
             f'{_e(rep.get("comparison", "?"))}</p>']
    if rep.get("error"):
        parts.append(f'<p class="bad">the device session failed: {_e(rep["error"])}</p>')
    parts.append("<h3>Verdicts</h3>" + verdict_chart(rep["counts"]))
    rows = []
    for launch in rep["launches"]:
        runs = "<br>".join(f'{_e(names.get(r.get("kernel")) or kernel_display_name(r.get("kernel", "?")))}: '
                           f'{_verdict(r.get("status"))}'
                           + (f' ({_e(r["why"])})' if r.get("why") else "")
                           + "".join(f'<br>&nbsp;&nbsp;{_e(o.get("access"))} outside {_e(o.get("memory"))} in '
                                     f'{_e(o.get("version"))}' for o in r.get("outside", [])[:3])
                           for r in launch.get("runs", []))
        chose = (f'<br><small>with values the replay chose: {_e(", ".join(map(str, launch["defaulted"])))}</small>'
                 if launch.get("defaulted") else "")
        rows.append(f'<tr><td>{_e(launch.get("name"))}</td><td>{_e(launch.get("label", ""))}</td>'
                    f'<td>{_verdict(launch.get("status"))}'
                    + (f' ({_e(launch["why"])})' if launch.get("why") else "") + chose
                    + f'</td><td class="runs">{runs}</td></tr>')
    parts.append('<table class="launches"><thead><tr><th>launch</th><th>kernel</th><th>verdict</th><th>runs</th>'
                 f'</tr></thead><tbody>{"".join(rows)}</tbody></table>')
    for note in rep.get("notes", []):
        parts.append(f'<p class="note">note: {_e(note)}</p>')
    timing = rep.get("timing")
    if timing:
        parts.append("<h3>Timings</h3>" + timing_chart(timing, names))
    return "".join(parts)


def verdict_chart(counts: dict) -> str:
    """A horizontal bar per verdict: how many launches got it."""
    rows = [(v, counts.get(v, 0) or 0) for v in VERDICTS]
    top = max([n for _, n in rows] + [1])
    bar, label_w, h = 320, 110, 22
    parts = [f'<svg class="chart verdicts" width="{label_w + bar + 60}" height="{h * len(rows) + 4}" role="img" '
             'aria-label="replay verdicts">']
    for i, (v, n) in enumerate(rows):
        y = i * h + 2
        parts.append(f'<g class="bar" data-verdict="{v}"><text x="{label_w - 6}" y="{y + 15}" text-anchor="end">'
                     f'{v.replace("_", " ")}</text><rect class="v-{v}" x="{label_w}" y="{y + 3}" '
                     f'width="{bar * n / top:.1f}" height="{h - 6}"/><text x="{label_w + bar * n / top + 5:.1f}" '
                     f'y="{y + 15}">{n}</text></g>')
    parts.append("</svg>")
    return "".join(parts)


def timing_chart(timing: dict, names: dict = None) -> str:
    """Per timed kernel (and the whole program) a bar for the original's and the rewritten's time,
    each pair on its own scale (the longer time is the full bar; the times are written beside
    them), with the speed-up and the A/A control ratio; `names` gives a kernel symbol's label."""
    from passes.names import kernel_display_name

    rows = [((names or {}).get(k["kernel"]) or kernel_display_name(k["kernel"]), k) for k in timing.get("kernels", [])
            if "speedup" in k]
    program = timing.get("program")
    if program and "speedup" in program:
        rows.append((f"program ({program.get('launches')} launches)", program))
    errors = [k for k in timing.get("kernels", []) if "speedup" not in k]
    if not rows:
        return "<p>No timings.</p>" + "".join(f"<p>{_e(k.get('kernel'))}: {_e(k.get('error'))}</p>" for k in errors)
    label_w, bar, h = 300, 360, 44
    parts = [f'<svg class="chart timings" width="{label_w + bar + 230}" height="{h * len(rows) + 4}" role="img" '
             'aria-label="replay timings">']
    for i, (name, r) in enumerate(rows):
        y = i * h + 2
        short = name if len(name) <= 44 else name[:41] + "..."
        parts.append(f'<g class="timing" data-kernel="{_e(name)}"><title>{_e(name)}</title>'
                     f'<text x="{label_w - 6}" y="{y + 24}" text-anchor="end">{_e(short)}</text>')
        top = max(r["original_ms"], r["rewritten_ms"]) or 1
        for j, (version, ms) in enumerate((("original", r["original_ms"]), ("rewritten", r["rewritten_ms"]))):
            w = bar * ms / top
            parts.append(f'<rect class="t-{version}" x="{label_w}" y="{y + 4 + j * 18}" width="{w:.1f}" height="15">'
                         f'<title>{version}: {ms:.4g} ms</title></rect><text class="small" x="{label_w + w + 4:.1f}" '
                         f'y="{y + 16 + j * 18}">{version} {ms:.4g} ms</text>')
        parts.append(f'<text x="{label_w + bar + 110}" y="{y + 24}">{r["speedup"]:.2f}x '
                     f'<tspan class="small">(A/A {r.get("control_ratio", float("nan")):.2f}x)</tspan></text></g>')
    parts.append("</svg>")
    return "".join(parts) + "".join(f"<p>{_e(k.get('kernel'))}: {_e(k.get('error'))}</p>" for k in errors) + \
        "<p class=\"legend\"><span class=\"key t-original\">&#9632;</span> original <span class=\"key t-rewritten\">" \
        "&#9632;</span> rewritten; speed-up = original / rewritten time; the A/A control times the original " \
        "against itself (how far apart two equal versions come out).</p>"


CSS = """
body { font: 14px/1.45 system-ui, sans-serif; margin: 0 auto; max-width: 1300px; padding: 0 1.2em 2em; color: #1a202c; }
h1 { font-size: 1.5em; margin: .8em 0 .2em; }
h2 { border-bottom: 1px solid #cbd5e0; margin-top: 1.6em; }
h3 { margin: 1.2em 0 .2em; }
h4 { margin: .6em 0 .1em; font-size: 1em; }
nav a { margin-right: 1em; }
code { font-size: .92em; word-break: break-all; }
table { border-collapse: collapse; margin: .4em 0; }
th, td { border: 1px solid #e2e8f0; padding: 3px 8px; text-align: left; vertical-align: top; }
table.inputs th { background: #f7fafc; }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
thead th { background: #edf2f7; }
section.kernel { border: 1px solid #e2e8f0; border-radius: 6px; padding: .2em 1em .6em; margin: .8em 0; }
section.kernel:target { border-color: #3182ce; box-shadow: 0 0 0 2px #bee3f8; }
.symbol { margin: 0; color: #4a5568; }
.none { color: #718096; margin: 0; }
ul { margin: .2em 0; padding-left: 1.4em; }
.pass { font-family: monospace; background: #edf2f7; padding: 0 4px; border-radius: 3px; }
ul.refused .pass { background: #fefcbf; }
.bad { color: #c53030; }
.graph-box { overflow-x: auto; border: 1px solid #e2e8f0; border-radius: 6px; padding: 6px; }
svg text { font: 11px monospace; fill: #1a202c; }
svg text.column { font: bold 12px system-ui, sans-serif; fill: #4a5568; }
.node rect { fill: #fff; stroke: #4a5568; stroke-width: 1.2; }
.n-launch rect { fill: #ebf8ff; }
.n-kernel rect { fill: #f0fff4; }
.n-buffer rect { fill: #fffaf0; }
.n-usm rect { fill: #f0fff4; stroke-dasharray: 3 2; }
.node.s-agree rect { stroke: #38a169; stroke-width: 2.5; }
.node.s-differ rect, .node.s-out_of_bounds rect, .node.s-failed rect { stroke: #e53e3e; stroke-width: 2.5; }
.node.s-skipped rect, .node.s-not_reached rect { stroke: #d69e2e; stroke-width: 2.5; }
.node.hl rect { fill: #fefcbf; }
a .node { cursor: pointer; }
.edge { fill: none; stroke-width: 1.4; }
.edge.hl { stroke-width: 3; }
.e-read { stroke: #2b6cb0; color: #2b6cb0; }
.e-write { stroke: #c05621; color: #c05621; }
.e-read_write { stroke: #6b46c1; color: #6b46c1; }
.e-access { stroke: #4a5568; color: #4a5568; }
.e-usm { stroke: #2f855a; color: #2f855a; }
.e-runs { stroke: #1a202c; color: #1a202c; }
.e-wrapper { stroke: #1a202c; stroke-dasharray: 5 3; color: #1a202c; }
.legend { color: #4a5568; font-size: .92em; }
.key { font-weight: bold; }
.verdict { font-weight: 600; padding: 0 4px; border-radius: 3px; }
.v-agree { fill: #38a169; color: #276749; }
.v-differ, .v-out_of_bounds, .v-failed { fill: #e53e3e; color: #c53030; }
.v-skipped, .v-not_reached { fill: #d69e2e; color: #975a16; }
.t-original { fill: #a0aec0; color: #a0aec0; }
.t-rewritten { fill: #3182ce; color: #3182ce; }
svg text.small { font-size: 10px; fill: #4a5568; }
footer { margin-top: 2em; color: #718096; font-size: .9em; }
"""

# hovering a graph node highlights it, its edges and the nodes they join
SCRIPT = """
(function () {
  var svg = document.querySelector('svg.graph');
  if (!svg) return;
  function mark(id, on) {
    svg.querySelectorAll('.edge').forEach(function (e) {
      if (e.dataset.from === id || e.dataset.to === id) {
        e.classList.toggle('hl', on);
        [e.dataset.from, e.dataset.to].forEach(function (n) {
          var g = document.getElementById('g-' + n);
          if (g) g.classList.toggle('hl', on);
        });
      }
    });
  }
  svg.querySelectorAll('.node').forEach(function (g) {
    g.addEventListener('mouseenter', function () { mark(g.dataset.id, true); });
    g.addEventListener('mouseleave', function () { mark(g.dataset.id, false); });
  });
})();
"""
