"""What `sycl-lift report` shows, gathered from a host/device pair, its rewrite and a replay.

The rewrite is made in memory (`pipeline.rewrite`, for one `--target`) or read back from the
folder `sycl-lift rewrite` wrote (`report.json`, `device.ll`; the host is then raised and linked
only, as `graph --kind host-device` does).  Either way the raise and the link give the
host-device graph, here with one node per launch, per buffer or USM allocation a launch captures,
and per kernel.  The rewrite report gives, per kernel, what was proven, what each pass applied or
refused and why, and the kernel's lines before and after (its `define` in the input and in the
rewritten module).  A replay report (`sycl-lift replay --json -o FILE`) is checked for its shape
and passed on with each kernel's verdicts.

Everything returned is plain data (dicts, lists, strings, numbers): `sycl_lift.report.page` renders it.
"""
from __future__ import annotations

import json
import os
import re
from typing import Optional

import networkx as nx

import lift
from lift import LiftError

# the pass behind each entry of a kernel's report (passes/pipeline.py make_report), in pipeline order
PASS_OF = {"spec_constants": "fold-spec-constants", "noalias": "noalias-accessors", "reshaped": "reshape-launches",
           "loop_hints": "loop-hints", "coarsen": "coarsen", "loop_internalize": "loop-internalize",
           "loop_barriers": "loop-barriers", "uniform_wrapper": "loop-barriers",
           "single_pass": "single-pass-wrappers", "hoisted_address_arithmetic": "hoist-address"}
# the flag that says whether the pass acted, for the entries that can say no
APPLIED_FLAG = {"coarsen": "coarsened", "loop_internalize": "internalized", "loop_barriers": "barrier",
                "uniform_wrapper": "versioned", "single_pass": "versioned", "loop_hints": "hint"}
LABEL_WIDTH = 48  # characters per line of a graph node's label


def gather(host_path: str, device_path: str, rewritten: Optional[str] = None, replay: Optional[str] = None,
           program_args: Optional[tuple] = None, target: Optional[str] = None) -> dict:
    """The page's data.  `host_path`/`device_path`: modules as the command line names them (a
    comma-separated list is linked); `rewritten`: a `sycl-lift rewrite` output folder (default: the
    rewrite is made in memory for `target`, by default the target `replay` uses for the replay
    report's device, else `any`); `replay`: a `sycl-lift replay --json` report; `program_args`:
    the program's command line (`--args`)."""
    from lift.link import parse_argument

    replay_report = read_replay(replay) if replay else None
    host, device = parse_argument(host_path), parse_argument(device_path)
    original = (device.source, device.filename)
    if target is None and not rewritten:
        from sycl_lift.replay.run import DEVICE_TARGET

        target = DEVICE_TARGET.get(replay_report["device"], "any") if replay_report else "any"
    ctx, report, rewritten_text, rewritten_name, how = the_rewrite(host, device, rewritten, target, program_args)
    ops, links = ctx.analyses["sycl-ops"], ctx.analyses["links"]
    # made by the rewrite (fused kernels, kernels' copies for their shrunk launches): no original to show
    made = {f["kernel"] for f in report.get("fusions", ())} | {k["name"] for k in report["kernels"] if k.get("copy_of")}
    graph = host_device_graph(ops, ctx.analyses["sycl-program"], links, replay_report,
                              [k["name"] for k in report["kernels"] if k["name"] not in made])
    launches_of = {node[1]: [graph.nodes[u]["name"] for u in graph.predecessors(node)]
                   for node in graph if node[0] == "kernel"}
    before, after = kernel_lines(*original), kernel_lines(rewritten_text, rewritten_name)
    kernels = []
    for i, entry in enumerate(report["kernels"]):
        name = entry["name"]
        if name in made:
            continue
        if name not in before:
            raise LiftError(f"names kernel {name}, which {device.filename} does not define (a rewrite of another "
                            "device module?)", os.path.join(rewritten, "report.json") if rewritten else device.filename)
        kernels.append(kernel_data(entry, f"kernel-{i}", links.get(name), launches_of.get(name, []),
                                   before[name], after.get(name), report, replay_report))
    named = [k["name"] for k in kernels]
    ran = {run.get("kernel") for launch in (replay_report or {}).get("launches", []) for run in launch.get("runs", [])}
    if ran - set(named):
        raise LiftError(f"runs kernel {sorted(ran - set(named))[0]}, which {device.filename} does not define (a replay "
                        "of another program?)", replay)
    return {
        "title": f"sycl-lift report: {host.filename}",
        "host": host.filename, "device": device.filename, "rewrite": how,
        "release": ops.release,
        "command_line": report.get("command_line"),
        "graph": graph_json(graph),
        "kernels": kernels,
        "skipped": [s for s in report["skipped"] if _kernel_named(s["what"], named) is None],
        "fusions": report.get("fusions", []),
        "failed": [f for f in report["failed"] if f.get("kernel") not in named],
        "unlinked": report["unlinked"],
        "warnings": report["warnings"],
        "replay": replay_report,
    }


def the_rewrite(host, device, folder: Optional[str], target: Optional[str], program_args: Optional[tuple]) -> tuple:
    """(pass context, report, rewritten device text, its name, where the rewrite comes from): the
    rewrite in `folder`, the host raised and linked for it, or the whole pipeline run here."""
    from passes import pipeline

    if folder:
        if target:
            raise LiftError("--target applies to a rewrite made here, not to one read with --rewritten", folder)
        report, text, name = read_rewrite(folder)
        program_args = _command_line(report, program_args, folder)
        ctx = pipeline.rewrite(host, device, ("raise-host", "link"), program_args=program_args).ctx
        return ctx, report, text, name, f"read from {folder}"
    result = pipeline.rewrite(host, device, program_args=program_args, target=target)
    return result.ctx, result.report, result.device, device.filename, f"made here, --target {target}"


def read_rewrite(folder: str) -> tuple[dict, str, str]:
    """(report, rewritten device text, its path) of a `sycl-lift rewrite` output folder."""
    paths = {name: os.path.join(folder, name) for name in ("report.json", "device.ll")}
    for name, path in paths.items():
        if not os.path.isfile(path):
            raise LiftError(f"no {name} in the --rewritten folder (the output of sycl-lift rewrite)", folder)
    report = read_json(paths["report.json"])
    if not isinstance(report, dict) or not isinstance(report.get("kernels"), list):
        raise LiftError("not a rewrite report (sycl-lift rewrite writes one): no 'kernels' list", paths["report.json"])
    if report.get("modules"):
        raise LiftError("a rewrite of several device modules: report reads a rewrite of one", paths["report.json"])
    with open(paths["device.ll"], encoding="utf-8", errors="replace") as f:
        return report, f.read(), paths["device.ll"]


def read_replay(path: str) -> dict:
    """A `sycl-lift replay --json` report, its shape checked."""
    report = read_json(path)
    if not isinstance(report, dict) or not isinstance(report.get("launches"), list) \
            or not isinstance(report.get("counts"), dict) or "device" not in report \
            or not all(isinstance(launch, dict) and isinstance(launch.get("runs", []), list)
                       for launch in report["launches"]):
        raise LiftError("not a replay report (sycl-lift replay --json -o FILE writes one): needs 'device', "
                        "'launches' and 'counts'", path)
    return report


def read_json(path: str):
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    except OSError as e:
        raise LiftError(f"cannot read: {e.strerror}", path) from None
    except UnicodeDecodeError:
        raise LiftError("not UTF-8 text", path) from None
    except json.JSONDecodeError as e:
        raise LiftError(f"not JSON: {e.msg}", path, e.lineno, e.colno) from None


def _command_line(report: dict, program_args: Optional[tuple], folder: str) -> Optional[tuple]:
    """The command line to raise the host for: the one the rewrite was made for."""
    made_for = report.get("command_line")
    if program_args is None:
        return tuple(made_for[1:]) if made_for else None
    if made_for is None or list(program_args) != made_for[1:]:
        given = "every command line" if made_for is None else f"the command line {made_for[1:]}"
        raise LiftError(f"--args {list(program_args)}: the rewrite in this folder holds for {given}", folder)
    return program_args


def kernel_lines(text: str, filename: str) -> dict[str, int]:
    """Kernel symbol -> the lines of its `define` ... `}` in a module's text."""
    module = lift.parse_text(text, filename)
    return {fn.name: fn.text.rstrip("\n").count("\n") + 1 for fn in module.definitions() if fn.is_kernel}


# ---- the host-device graph


def host_device_graph(ops, program: dict, links: dict, replay: Optional[dict] = None,
                      kernels: tuple = ()) -> nx.DiGraph:
    """Launches, the memory they capture and the kernels they run, from the raise (`ops`: the
    SYCL program; `program`: its JSON for linking) and the link (`links`), as `graph --kind
    host-device` reads them.  Nodes: ("launch", i), ("buffer", i), ("usm", i), ("kernel", symbol),
    each with `kind`, `name`, `label` and `title` (the full text, for a tooltip); a launch has its
    replay `status` when `replay` replayed it; `kernels` (symbols) that no launch runs are nodes
    too.  Edges: memory -> launch (`kind` the access mode, or `usm`), launch -> kernel (`kind`
    "runs", or "wrapper" for a range-rounding wrapper)."""
    from passes.analysis.link import Launch
    from passes.names import kernel_display_name

    statuses = {}
    for entry in (replay or {}).get("launches", []):
        statuses.setdefault(entry.get("name"), []).append(entry.get("status"))
    graph = nx.DiGraph()
    for i, (op, entry) in enumerate(zip(ops.launches, program["launches"])):
        node = ("launch", i)
        values = entry["global"] if entry["global"] is not None else entry.get("global_terms")
        where = f"[{', '.join(str(v) for v in values)}]" if values else "?"
        kernel = kernel_display_name(entry.get("symbol") or entry["kernel"] or "kernel")
        text = f"{op.name} {kernel}\n{entry['kind']}" + ("" if entry["kind"] == "single_task" else f" {where}") \
            + f"\nin @{entry['function']}"
        status = statuses.get(op.name)
        graph.add_node(node, kind="launch", name=op.name, label=_fit(text), title=text,
                       **({"status": _worst(status)} if status else {}))
        for arg in entry["args"]:
            memory = _memory_node(arg, ops, program)
            if memory is None:
                continue
            key, name, text = memory
            graph.add_node(key, kind=key[0], name=name, label=_fit(text), title=text)
            kind = "usm" if key[0] == "usm" else arg.get("mode") or "access"
            if graph.has_edge(key, node) and graph.edges[key, node]["kind"] != kind:
                kind = "read_write"  # two accessors of one buffer in one launch
            graph.add_edge(key, node, kind=kind)
        launch = Launch.from_json(entry)
        for symbol, kl in links.items():
            if launch in kl.launches:  # Link makes its launches from these entries: equal when linked
                knode = _kernel_node(graph, symbol, kl.kernel)
                graph.add_edge(node, knode, kind="wrapper" if kl.kernel.is_wrapper else "runs")
    for symbol in kernels:
        _kernel_node(graph, symbol, None)
    return graph


def _kernel_node(graph: nx.DiGraph, symbol: str, kernel) -> tuple:
    """The node of a kernel (`kernel`: its device_model.Kernel; None for one no launch runs)."""
    from passes.names import kernel_display_name

    node = ("kernel", symbol)
    if node not in graph:
        text = f"{kernel_display_name(symbol)}\n{symbol}" + ("\nno launch runs it" if kernel is None else "")
        graph.add_node(node, kind="kernel", name=symbol, label=_fit(text), title=text)
    return node


def _memory_node(arg: dict, ops, program: dict) -> Optional[tuple]:
    """(node, name, text) of the buffer or USM allocation a captured argument reaches, if known."""
    if arg.get("buffer") is not None and arg.get("kind") == "accessor":
        i = arg["buffer"]
        b = program["buffers"][i]
        size = f" {b['range']}" if b.get("range") else ""
        text = f"{ops.buffers[i].name} buffer<{b['element']}, {b['dims']}>{size}"
        return ("buffer", i), ops.buffers[i].name, text
    if arg.get("usm") is not None:
        i = arg["usm"]
        u = program["usm"][i]
        size = f" {u['bytes']} bytes" if u.get("bytes") is not None else ""
        text = f"{ops.usm[i].name} {u['op']}{size}"
        return ("usm", i), ops.usm[i].name, text
    return None


def _fit(text: str) -> str:
    """A node label: each line cut to LABEL_WIDTH characters."""
    return "\n".join(line if len(line) <= LABEL_WIDTH else line[:LABEL_WIDTH - 3] + "..."
                     for line in text.split("\n"))


VERDICT_ORDER = ("out of bounds", "failed", "differ", "not reached", "skipped", "agree")  # as replay ranks them


def _worst(statuses: list) -> str:
    """The most serious verdict of several replays of one launch."""
    known = [s for s in statuses if s in VERDICT_ORDER]
    return min(known, key=VERDICT_ORDER.index) if known else str(statuses[0])


def graph_json(graph: nx.DiGraph) -> dict:
    """`graph --kind host-device --json`'s shape (lift.dot.to_json: nodes `id`, `label`; edges
    `from`, `to`, `label`), with each node's `kind`, `name`, `title` (and `status`) and each
    edge's `kind`."""
    from lift import dot

    out = dot.to_json(graph)
    for entry, (_, data) in zip(out["nodes"], graph.nodes(data=True)):
        entry.update({k: data[k] for k in ("kind", "name", "title", "status") if k in data})
    for entry, (_, _, data) in zip(out["edges"], graph.edges(data=True)):
        entry["kind"] = data["kind"]
    return out


# ---- one kernel


def kernel_data(entry: dict, anchor: str, links, launches: list, lines_before: int, lines_after: Optional[int],
                report: dict, replay: Optional[dict]) -> dict:
    """One kernel's section: what was proven, what was applied, what was refused and why."""
    from passes.analysis.device_model import kernel_type_name
    from passes.names import kernel_display_name

    name = entry["name"]
    kernel = links.kernel if links else None
    proven, applied, refused = facts(entry), [], []
    for key, value in entry.items():
        if key in PASS_OF:
            for done, what, why in outcomes(key, value):
                (applied if done else refused).append({"pass": PASS_OF[key], "what": what, "why": why})
    if entry["params_after"] < entry["params_before"]:
        applied.append({"pass": "dae", "what": "", "why": f"{entry['params_before'] - entry['params_after']} "
                                                         "parameters left without uses removed"})
    for s in report["skipped"]:
        if _kernel_named(s["what"], [name]) is not None:
            refused.append({"pass": "", "what": s["what"], "why": s["why"]})
    if links is not None and links.layout_error:
        refused.append({"pass": "link", "what": "parameters to captured arguments", "why": links.layout_error})
    for u in report["unlinked"]:
        if u.get("kernel") == name:
            refused.append({"pass": "link", "what": "launch", "why": u["why"]})
    failed = [f for f in report["failed"] if f.get("kernel") == name]
    passes = [p for p in ("propagate-ndrange", "propagate-accessors", *PASS_OF.values(), "dae")
              if any(item["pass"] == p for item in proven + applied if item.get("applied", True))]
    return {
        "name": name, "anchor": anchor,
        "type": (kernel.user_type if kernel else None) or kernel_type_name(name) or name,
        "display": kernel_display_name(name),  # as the source names it (passes.names)
        "wrapper": bool(kernel and kernel.is_wrapper),
        "launches": launches,
        "lines_before": lines_before, "lines_after": lines_after,
        "params_before": entry["params_before"], "params_after": entry["params_after"],
        "passes": list(dict.fromkeys(passes)),
        "proven": proven, "applied": applied, "refused": refused, "failed": failed,
        "replay": replay_runs(name, replay) if replay else None,
    }


def facts(entry: dict) -> list[dict]:
    """What the host proved and the rewrite used: {"pass", "what", "why"[, "applied": False]}."""
    from passes.analysis.spec_constants import typed_text

    out = []
    p = entry["propagated"]
    for member in ("global", "local", "offset"):
        if p.get(member) is not None:
            out.append({"pass": "propagate-ndrange", "what": f"{member} range {p[member]}",
                        "why": "every launch that runs the kernel gives this constant: its size queries (a "
                               "wrapper's user range) read it as a literal"})
    if p.get("accessor_members"):
        out.append({"pass": "propagate-accessors", "what": f"{p['accessor_members']} accessor members",
                    "why": "ranges and offsets the launches agree on: made literals, or shared with an equal "
                           "parameter"})
    for n in entry.get("noalias", []):
        if n.get("noalias"):
            out.append({"pass": "noalias-accessors", "what": f"noalias: {_capture(n)}", "why": n.get("why", ""),
                        **({"applied": False} if n.get("applied") is False else {})})
    for constant, value in (entry.get("spec_constants") or {}).items():
        if isinstance(value, str):  # a report.json of a sycl-lift before the values were typed: bytes only
            value = {"bytes": value}
        typed = typed_text(value.get("type"), value.get("value")) if value.get("value") is not None else None
        out.append({"pass": "fold-spec-constants", "what": f"specialization constant {constant}"
                    + (f" = {typed}" if typed else ""),
                    "why": f"bytes {_hex_bytes(value['bytes'])}, folded into the kernel"})
    if entry.get("omitted"):
        out.append({"pass": "", "what": f"dead arguments: {len(entry['omitted'])} omitted",
                    "why": f"!sycl_kernel_omit_args (DPC++'s, with what dae removed) omits original arguments "
                           f"{entry['omitted']}; parameters {entry['params_before']} -> {entry['params_after']}"})
    r = entry.get("reshaped")
    if r:
        dimension = f"new dimension {r['new_dimension']} of {r.get('size')}, " if "new_dimension" in r else ""
        out.append({"pass": "reshape-launches", "what": f"launch reshaped: {r.get('form')}",
                    "why": f"{dimension}work-group {r.get('work_group')}, when {r.get('when')}"
                           + ("; floating-point sums reassociated" if r.get("reassociated") else "")})
    shrunk = (entry.get("coarsen") or {}).get("launch")
    if shrunk:
        out.append({"pass": "coarsen", "what": "launch shrunk: one work-item per block of outputs",
                    "why": f"global {shrunk.get('global')}, work-group {shrunk.get('work_group')}, when {shrunk.get('when')}"
                           + (f"; as {shrunk['kernel']}, the kernel with that work-group's sizes as constants"
                              if shrunk.get("kernel") else "")})
    return out


def outcomes(key: str, value) -> list[tuple[bool, str, str]]:
    """(applied, subject, why) of one report entry of a pass."""
    if key == "hoisted_address_arithmetic":
        return [(True, "", f"{value} address computations moved above branches or merged")]
    if key == "reshaped":
        return []  # a fact (see facts)
    if key == "spec_constants":
        return []
    if key == "noalias":
        return [(False, _capture(n), n.get("why", "")) for n in value if not n.get("noalias")]
    entries = value if isinstance(value, list) else [value]
    out = []
    for e in entries:
        subject = f"loop {e['loop']}" if "loop" in e else (f"loop of {e['trip_count']} iterations"
                                                           if "trip_count" in e else "")
        flag = e.get(APPLIED_FLAG[key])
        why = e.get("why", "")
        if key == "loop_hints" and flag:
            why = f"{flag}: {why}"
        out.append((bool(flag), subject, why))
    return out


def replay_runs(kernel: str, replay: dict) -> list[dict]:
    """The replay's runs of one kernel: launch, verdict, ranges, why."""
    return [{"launch": launch.get("name"), "status": run.get("status"), "global": run.get("global"),
             "local": run.get("local"), "why": run.get("why"), "runtime_runs": run.get("runtime_runs", True)}
            for launch in replay["launches"] for run in launch.get("runs", []) if run.get("kernel") == kernel]


def _kernel_named(text: str, names: list) -> Optional[str]:
    """The kernel symbol among `names` that `text` names (a whole symbol, not part of a longer one)."""
    for name in names:
        if re.search(rf"(?<![\w.$]){re.escape(name)}(?![\w.$])", text):
            return name
    return None


def _capture(entry: dict) -> str:
    """`accessor (capture 2)` for a noalias entry ({"accessor": 2, ...}: the launch's third capture)."""
    return ", ".join(f"{k.replace('_', ' ')} (capture {v})" for k, v in entry.items()
                     if k not in ("noalias", "applied", "why"))


def _hex_bytes(value) -> str:
    return " ".join(value[i:i + 2] for i in range(0, len(value), 2)) if isinstance(value, str) else str(value)
