"""survey.html: one self-contained page of a survey (inline CSS and script; it loads nothing).

Sections: what was surveyed and the totals; one table row per program x host module (status,
seconds, peak memory and each command's figures), sorted by any column on a click on its heading;
the failures grouped by reason (sycl_lift.survey.summary), each with where it happened; with `diff`,
the differences that recur.  survey.json's data is embedded too (`<script id="survey-data">`).
"""
from __future__ import annotations

import html

from sycl_lift.report.page import CSS as REPORT_CSS, document


def _e(value) -> str:
    return html.escape(str(value), quote=True)


def _cell(text, sort=None, cls: str = "") -> str:
    """A table cell; `sort` is what the column sorts by (a number sorts as one), `text` by default."""
    key = text if sort is None else sort
    return f'<td class="{cls}" data-sort="{_e(key)}">{_e(text)}</td>'


def _num(value) -> str:
    return _cell("" if value is None else value, "" if value is None else value, "num")


def _pair(pair) -> str:
    """`a / b` (proven of total), sorted by a."""
    return _cell(f"{pair[0]} / {pair[1]}", pair[0], "num") if pair else _cell("")


def _replay_cell(replayed: dict) -> str:
    c = replayed["counts"]
    others = ("differ", "out_of_bounds", "failed", "skipped", "not_reached")
    text = f"{c['agree']} of {c['replayed']} agree" + "".join(f", {c[k]} {k.replace('_', ' ')}" for k in others if c[k])
    return _cell(text + (" (error)" if replayed["error"] else ""), c["agree"] - c["replayed"])


def _diff_cell(diffed: dict) -> str:
    return _cell("same" if diffed["equivalent"] else f"differs ({len(diffed['sycl'])})", len(diffed["sycl"]))


# (heading, the command whose figures it shows, its cell from that command's figures)
FIGURE_COLUMNS = (
    ("launches", "raise", lambda r: _num(r["launches"])),
    ("unexplained calls", "coverage", lambda r: _num(len(r["unexplained"]))),
    ("kernels linked", "rewrite", lambda r: _pair([r["linked"], r["kernels"]])),
    ("noalias proven", "rewrite", lambda r: _pair(r["noalias"])),
    ("params before -> after", "rewrite",
     lambda r: _cell(f"{r['params'][0]} -> {r['params'][1]}", r["params"][0] - r["params"][1], "num")),
    ("rewrite failures", "rewrite", lambda r: _num(len(r["failures"]))),
    ("replay", "replay", _replay_cell),
    ("diff", "diff", _diff_cell),
)


def _row(r: dict, columns: list) -> str:
    cells = [_cell(r["program"]), _cell(r["host"]),
             f'<td class="status s-{_e(r["status"])}" data-sort="{_e(r["status"])}" title="{_e(r["why"] or "")}">'
             f'{_e(r["status"])}</td>',
             _num(r["seconds"]), _num(r["peak_memory_mib"])]
    for _, command, cell in columns:
        result = r.get("results", {}).get(command)
        cells.append(cell(result) if result and result["status"] == "ok" else _cell(""))
    return f'<tr data-status="{_e(r["status"])}">' + "".join(cells) + "</tr>"


def _table(records: list, commands: list) -> str:
    columns = [c for c in FIGURE_COLUMNS if c[1] in commands]
    titles = ["program", "host module", "status", "seconds", "peak MiB"] + [c[0] for c in columns]
    head = "".join(f'<th title="sort">{_e(t)}</th>' for t in titles)
    rows = "\n".join(_row(r, columns) for r in records)
    return (f'<div class="table-box"><table class="survey sortable"><thead><tr>{head}</tr></thead>\n<tbody>\n{rows}\n'
            '</tbody></table></div>')


def _totals(data: dict) -> str:
    t = data["summary"]["totals"]
    rows = [("programs", t["programs"]), ("jobs (program x host module)", t["jobs"]),
            ("status", ", ".join(f"{n} {s}" for s, n in t["statuses"].items()) or "none yet"),
            ("seconds, all jobs", t["seconds"])]
    if "launches" in t:
        rows.append(("launches", t["launches"]))
    if "unexplained_calls" in t:
        rows.append(("unexplained runtime calls", f"{t['unexplained_calls']} ({t['coverage_failed']} modules where "
                                                  "one launches or builds a kernel argument)"))
    if "kernels" in t:
        rows += [("kernels linked", f"{t['linked']} of {t['kernels']} ({t['unlinked']} launches or kernels unlinked)"),
                 ("noalias proven", f"{t['noalias'][0]} of {t['noalias'][1]} accessors considered"),
                 ("parameters", f"{t['params'][0]} -> {t['params'][1]}"),
                 ("rewrite failures", t["rewrite_failures"])]
    if "replay" in t:
        rows.append(("replay", ", ".join(f"{n} {k.replace('_', ' ')}" for k, n in t["replay"].items())))
    if "diff" in t:
        rows.append(("diff", f"{t['diff']['same']} same, {t['diff']['different']} different"))
    body = "".join(f'<tr><th>{_e(k)}</th><td class="totals" data-total="{_e(k)}">{_e(v)}</td></tr>' for k, v in rows)
    return f'<table class="inputs totals">{body}</table>'


def _groups(items: list, label: str, kind: str) -> str:
    if not items:
        return f'<p class="none">No {_e(kind)}.</p>'
    out = []
    for g in items:
        places = "".join(f"<li>{_e(p)}</li>" for p in g["where"])
        out.append(f'<details class="{kind}"><summary><span class="count">{g["count"]}</span> '
                   f'{_e(g[label])}</summary><ul>{places}</ul></details>')
    return "\n".join(out)


def render(data: dict) -> str:
    summary = data["summary"]
    limits = f"{data['limits']['timeout']:g} s, {data['limits']['memory_gib']:g} GiB per job"
    inputs = [("roots", ", ".join(data["roots"])), ("commands", ", ".join(data["commands"])),
              ("rewrite target", data["options"]["target"]), ("limits", limits), ("ran", data["runner"]),
              ("sycl-lift", data["sycl_lift"])]
    if "replay" in data["commands"]:
        inputs.insert(3, ("replay device", data["options"]["replay_device"]))
    head = "".join(f"<tr><th>{_e(k)}</th><td>{_e(v)}</td></tr>" for k, v in inputs)
    body = ["<h1>sycl-lift survey</h1>",
            "" if data["complete"] else '<p class="bad">Incomplete: the survey was stopped; run it again to go on.</p>',
            f'<table class="inputs">{head}</table>',
            f'<section id="totals"><h2>Totals</h2>{_totals(data)}</section>',
            f'<section id="jobs"><h2>Programs</h2><p class="legend">Click a column heading to sort by it.</p>'
            f'{_table(data["records"], data["commands"])}</section>',
            f'<section id="failures"><h2>Failures by reason</h2>{_groups(summary["failures"], "reason", "failures")}'
            "</section>"]
    if "diff" in data["commands"]:
        recurring = [{**d, "difference": f"[{d['level']}] {d['difference']}"} for d in summary["recurring_differences"]]
        body.append(f'<section id="differences"><h2>Recurring differences</h2>'
                    f'{_groups(recurring, "difference", "differences")}</section>')
    return document("sycl-lift survey", REPORT_CSS + CSS, body, "survey", data, SCRIPT)


CSS = """
.table-box { overflow-x: auto; }
table.survey { font-size: 12.5px; }
table.survey td { white-space: nowrap; }
table.sortable th { cursor: pointer; user-select: none; vertical-align: bottom; }
table.sortable th[aria-sort=ascending]::after { content: " \\25B2"; }
table.sortable th[aria-sort=descending]::after { content: " \\25BC"; }
td.status { font-weight: 600; }
.s-done { color: #276749; }
.s-error, .s-crashed, .s-memory { color: #c53030; }
.s-timeout { color: #975a16; }
details { margin: .2em 0; }
.count { display: inline-block; min-width: 2.5em; text-align: right; font-weight: 600; margin-right: .5em; }
"""

# a click on a column heading sorts the rows by it, numbers as numbers; a second click reverses
SCRIPT = """
(function () {
  document.querySelectorAll('table.sortable').forEach(function (table) {
    var heads = table.querySelectorAll('thead th');
    heads.forEach(function (th, column) {
      th.addEventListener('click', function () {
        var ascending = th.getAttribute('aria-sort') !== 'ascending';
        heads.forEach(function (h) { h.removeAttribute('aria-sort'); });
        th.setAttribute('aria-sort', ascending ? 'ascending' : 'descending');
        var body = table.tBodies[0];
        var rows = Array.from(body.rows);
        function key(row) {
          var text = row.cells[column].dataset.sort;
          var number = parseFloat(text);
          return text !== '' && !isNaN(number) && isFinite(text) ? [0, number] : [text === '' ? 2 : 1, text];
        }
        rows.sort(function (a, b) {
          var x = key(a), y = key(b);
          if (x[0] !== y[0]) return x[0] - y[0];
          var order = x[1] < y[1] ? -1 : x[1] > y[1] ? 1 : 0;
          return ascending ? order : -order;
        });
        rows.forEach(function (row) { body.appendChild(row); });
      });
    });
  });
})();
"""
