"""sycl-lift: the command line.

Each subcommand is a function `cmd_<name>(args) -> int` registered in `COMMANDS`.  Errors in the
input are reported as `file:line:col: message` with exit code 1 (2 for usage errors and for `diff`,
which keeps 0/1 for "same"/"different" like diff(1)); no output file is ever left half-written.
A kernel that cannot be rewritten or written as OpenCL C costs only that kernel (`rewrite`,
`opencl`): a diagnostic at its `define`, exit 1, every other output still written.  No traceback
escapes `main`: an unexpected exception is `FILE: internal error: TYPE: text` with exit 1 (its
traceback with `--debug` or SYCL_LIFT_DEBUG=1).
"""
from __future__ import annotations

import argparse
import contextlib
import itertools
import os
import shlex
import sys

from lift.output import verify_llvm, write_output, write_outputs

EXIT_OK, EXIT_ERROR, EXIT_USAGE = 0, 1, 2
DEBUG_ENV = "SYCL_LIFT_DEBUG"

EPILOG = """exit codes:
  0  success (diff: the SYCL programs are equivalent)
  1  malformed or unsupported input (reported as file:line:col: message), a failed check
     (diff: the SYCL programs differ; patterns coverage: a kernel-relevant call is unexplained),
     a kernel that could not be rewritten or written as OpenCL C (the others are), or an
     internal error
  2  bad command line (diff: any error)
"""


# ---- commands


PROGRESS_LINES = 50_000  # modules at least this long show a progress bar on a terminal


def _shows_progress(module, args) -> bool:
    return (module.source.count("\n") >= PROGRESS_LINES and sys.stderr.isatty()
            and not getattr(args, "quiet", False))


def load_module(path: str, args, eager: bool = False):
    """Lift a module; with a progress bar for big modules when stderr is a terminal."""
    import lift

    module = lift.parse_file(path)
    if eager:
        if _shows_progress(module, args):
            from rich.progress import Progress

            lines = module.source.count("\n")
            with Progress(transient=True) as bar:
                task = bar.add_task(f"lifting {os.path.basename(path)} ({lines:,} lines)", total=len(module.source))
                module.lift_all(lambda done, total: bar.update(task, completed=done))
        else:
            module.lift_all()
    return module


@contextlib.contextmanager
def pass_progress(module, args):
    """A `PassContext.progress` callback drawing a bar on stderr for a big module on a terminal
    (None otherwise)."""
    if not _shows_progress(module, args):
        yield None
        return
    from rich.progress import Progress

    with Progress(transient=True) as bar:
        tasks: dict = {}

        def update(what: str, done: int, total: int) -> None:
            if what not in tasks:
                tasks[what] = bar.add_task(f"{what} {os.path.basename(module.filename)}", total=total)
            bar.update(tasks[what], completed=done, total=total)

        yield update


def cmd_print(args) -> int:
    """Lift a module and print it back (byte-identical unless a pass changed it)."""
    module = load_module(args.input, args, eager=args.eager or args.json)
    if args.json:
        import json

        functions = [{"name": fn.name, "declaration": fn.is_declaration, "kernel": fn.is_kernel,
                      "blocks": len(fn.blocks), "instructions": sum(len(b.instructions) for b in fn.blocks)}
                     for fn in module.functions.values()]
        summary = {"file": module.filename, "triple": module.triple, "lines": module.source.count("\n"),
                   "functions": functions}
        write_output(args.output, json.dumps(summary, indent=2) + "\n")
        return EXIT_OK
    if args.verify:
        verify_llvm(module.source, module.filename)
    write_output(args.output, module.print())
    return EXIT_OK


def _add_print(sub):
    p = sub.add_parser("print", help="lift a module and print it back", description=cmd_print.__doc__)
    p.add_argument("input", help="LLVM IR (.ll or .bc; '-' for stdin)")
    p.add_argument("-o", "--output", help="output file (default: stdout)")
    p.add_argument("--eager", action="store_true", help="lift every function body (checks all of them)")
    p.add_argument("--json", action="store_true", help="print a JSON summary of the lifted module instead")
    p.add_argument("--verify", action=argparse.BooleanOptionalAction, default=True,
                   help="check the input with LLVM's parser and verifier first (default: on)")
    p.set_defaults(func=cmd_print)


def _size_list(text: str) -> tuple:
    try:
        sizes = tuple(int(x) for x in text.split(","))
    except ValueError:
        sizes = ()
    if not 1 <= len(sizes) <= 3 or min(sizes) < 1:
        raise argparse.ArgumentTypeError(f"{text!r}: one to three positive integers, comma-separated")
    return sizes


def cmd_rewrite(args) -> int:
    """Specialise the device kernels with what the host proves: constant ND-ranges and accessor
    members, then remove dead kernel arguments (recorded in !sycl_kernel_omit_args).  HOST and
    DEVICE may each be a comma-separated list, one module per translation unit: the host modules
    are raised as one program, each device module is rewritten, and each input gets its own output
    (host.N.ll, device.N.ll, kernels.N.cl in the order given; report.json's `modules` says which)."""
    import lift
    from lift.link import link_texts, parse_files, split_list
    from passes import pipeline

    host_paths, device_paths = split_list(args.host), split_list(args.device)
    host = parse_files(host_paths)
    devices = [lift.parse_file(p) for p in device_paths]
    units = len(host_paths) > 1 or len(devices) > 1
    passes = pipeline.parse_pipeline(args.passes) if args.passes else pipeline.DEFAULT_PIPELINE
    # several host modules are written back as they were: no pass may then change the host
    options = dict(passes=passes, cleanup=args.cleanup, target=args.target, enable=tuple(args.enable or ()),
                   program_args=args.args, fp_reassociate=args.fp_reassociate, host_edits=not units)
    with pass_progress(host, args) as progress:
        results, report = pipeline.rewrite_units(host, devices, progress=progress, **options)
    if units:
        hosts = [(pipeline.unit_output_name("host", i), lift.parse_file(p).source) for i, p in enumerate(host_paths)]
        outputs = [(pipeline.unit_output_name("device", i), f"kernels.{i}.cl", r.device) for i, r in enumerate(results)]
    else:
        report = results[0].report
        hosts, outputs = [("host.ll", results[0].host)], [("device.ll", "kernels.cl", results[0].device)]
    files = {}
    for name, text in hosts + [(name, text) for name, _, text in outputs]:
        verify_llvm(text, os.path.join(args.output, name))
        files[name] = text
    if args.check:
        from passes.replay import run

        run.require_opencl()
        # the replay's plan and original kernels come from unedited modules (rewrite edits its own)
        original = link_texts([(d.source, d.filename) for d in devices]) if len(devices) > 1 else \
            lift.parse_text(devices[0].source, devices[0].filename)
        rewritten = link_texts([(text, name) for name, _, text in outputs]).source if len(devices) > 1 else results[0].device
        check = run.replay(lift.parse_text(host.source, host.filename), original, args.check, rewritten,
                           program_args=args.args)
        if run.exit_code(check):
            sys.stderr.write(run.format_report(check))
            sys.stderr.write(f"sycl-lift rewrite: --check {args.check} failed; nothing written\n")
            return EXIT_ERROR
    if not args.no_opencl:
        for name, opencl_name, text in outputs:
            source, failures = _rewrite_opencl(text, os.path.join(args.output, name))
            if source is not None:
                files[opencl_name] = source
            report["failed"] += failures
    files["report.json"] = pipeline.report_json(report)
    write_outputs(args.output, files)
    if args.build:
        from passes.build import build_program

        written = lambda names: ",".join(os.path.join(args.output, name) for name in names)  # noqa: E731
        built = build_program(written(name for name, _ in hosts), written(name for name, _, _ in outputs), args.build,
                              runtime_dir=args.runtime)
        report["build"] = {"program": built.output, "release": built.release,
                           "omitted_arguments": built.omitted_arguments}
    if args.json:
        sys.stdout.write(pipeline.report_json(report))
    elif not args.quiet:
        print_rewrite_summary(report)
    for f in report["failed"]:
        what = "not written as OpenCL C" if f["step"] == "write-opencl" else f"not rewritten ({f['step']} failed)"
        report_kernel_failure(f["at"], f["kernel"], what, f["why"], f.get("traceback"))
    return EXIT_ERROR if report["failed"] else EXIT_OK


def _rewrite_opencl(device_text: str, device_name: str) -> tuple:
    """(kernels.cl or None, report entries of the kernels it leaves out).  The IR outputs never
    depend on this step: even a writer that cannot write the module at all only costs kernels.cl."""
    import lift
    from passes import failure_entry
    from passes.opencl.writer import write_opencl_program

    try:
        program = write_opencl_program(lift.parse_text(device_text, device_name))
    except Exception as exc:  # noqa: BLE001 - the writer's module-level failure stays with kernels.cl
        return None, [{"kernel": None, "at": device_name, **failure_entry("write-opencl", exc)}]
    return program.source, [{"kernel": f.kernel, "at": f.at, "step": "write-opencl", "why": f.why,
                             "internal": f.internal, **({"traceback": f.traceback} if f.traceback else {})}
                            for f in program.failed]


def report_kernel_failure(at: str, kernel, what: str, why: str, trace=None) -> None:
    """One kernel's failure as a diagnostic at its `define` (`FILE:LINE:COL: error: ...`)."""
    subject = f"kernel {kernel} {what}" if kernel else f"kernels.cl {what.replace('not written as', 'not written:')}"
    sys.stderr.write(f"{at}: error: {subject}: {why}\n")
    if trace:
        sys.stderr.write(trace)


def print_rewrite_summary(report: dict) -> None:
    """A rich table on a terminal; plain lines otherwise (logs, pipes)."""
    from rich.console import Console
    from rich.table import Table

    if "command_line" in report:
        sys.stderr.write(f"specialised for the command line: {shlex.join(report['command_line'])} (a program built "
                         "from this rewrite refuses any other)\n")
    if not sys.stderr.isatty():
        for k in report["kernels"]:
            p = k["propagated"]
            sys.stderr.write(f"{k['name']}: launches {k['launches']}, global {p['global']}, local {p['local']}, "
                             f"offset {p['offset']}, accessor members {p['accessor_members']}, "
                             f"params {k['params_before']} -> {k['params_after']}{_reshaped_text(k)}\n")
        for s in report["skipped"]:
            sys.stderr.write(f"not applied: {s['what']}: {s['why']}\n")
        for u in report["unlinked"]:
            sys.stderr.write(f"unlinked: {u.get('kernel') or u.get('launch')}: {u['why']}\n")
        return
    console = Console(stderr=True)
    table = Table(title="sycl-lift rewrite")
    for col in ("kernel", "launches", "global", "local", "offset", "acc. members", "params", "launches reshaped"):
        table.add_column(col)
    for k in report["kernels"]:
        p = k["propagated"]
        table.add_row(k["name"], str(k["launches"]), str(p["global"] or "-"), str(p["local"] or "-"),
                      str(p["offset"] or "-"), str(p["accessor_members"]), f"{k['params_before']} -> {k['params_after']}",
                      _reshaped_text(k).removeprefix(", ") or "-")
    console.print(table)
    for s in report["skipped"]:
        console.print(f"[yellow]not applied[/]: {s['what']}: {s['why']}")
    for u in report["unlinked"]:
        console.print(f"[yellow]unlinked[/]: {u.get('kernel') or u.get('launch')}: {u['why']}")


def _reshaped_text(kernel: dict) -> str:
    """`, launched reshaped: work-groups [1, 64] (...)` for a kernel reshape-launches changed, else ''."""
    r = kernel.get("reshaped")
    if not r:
        return ""
    return (f", launched reshaped: {r['form']}, work-groups {r['work_group']}"
            + (", sums reassociated" if r.get("reassociated") else ""))


def _add_rewrite(sub):
    from passes import DEFAULT_PIPELINE, OPT_IN, TARGETS  # not passes.pipeline: that imports every pass

    p = sub.add_parser("rewrite", help="specialise kernels with host facts, remove dead arguments",
                       description=cmd_rewrite.__doc__)
    p.add_argument("host", help="host LLVM IR (.ll/.bc)")
    p.add_argument("device", help="device LLVM IR (.ll/.bc)")
    p.add_argument("-o", "--output", required=True, help="output folder: host.ll, device.ll, report.json, kernels.cl")
    p.add_argument("--passes", help="comma list in pipeline order (default: " + ",".join(DEFAULT_PIPELINE)
                                    + "; also: cleanup)")
    p.add_argument("--cleanup", action="store_true", help="run LLVM instcombine, sccp, simplifycfg, adce after")
    p.add_argument("--no-opencl", action="store_true", help="do not write kernels.cl")
    p.add_argument("--target", choices=TARGETS, default="any",
                   help="the device kind the kernels are for: decides whether loops whose trip count became a "
                        "constant are kept rolled (cpu, pocl, any) or left to the compiler (gpu), whether "
                        "uniform loops get a work-group barrier that lets PoCL vectorise across work-items "
                        "(pocl only), whether shared reads are staged in local memory (gpu, where it pays) and "
                        "whether proven noalias is added (not for cpu: it slowed Intel's vectorised code); "
                        "default any")
    p.add_argument("--fp-reassociate", action="store_true",
                   help="floating-point sums may be computed in another order where that reshapes a launch "
                        "(reshape-launches: a loop's sum spread over work-items; the replay then compares them "
                        "within a tolerance)")
    p.add_argument("--enable", action="append", metavar="PASS", choices=OPT_IN,
                   help="run a pass that the target leaves off (loop-internalize, reshape-launches: on for gpu "
                        "only; single-pass-wrappers: on for cpu and pocl, for gpu on wrappers without a loop; "
                        "coarsen: off for any); repeatable")
    p.add_argument("--check", metavar="DEVICE", choices=("pocl", "intel-cpu", "nvidia", "oclgrind"),
                   help="replay the launches on this OpenCL device with the original and the rewritten kernels "
                        "(see replay); write nothing when any launch differs (exit 1)")
    p.add_argument("--build", metavar="PROGRAM", help="also build the rewritten program (see build)")
    p.add_argument("--runtime", metavar="DIR", help="with --build: the SYCL runtime folder (see build)")
    p.add_argument("--json", action="store_true", help="print the report as JSON")
    _add_program_args(p)
    p.set_defaults(func=cmd_rewrite)


def cmd_replay(args) -> int:
    """Replay the host's launches in program order on one OpenCL device, with the original and the
    rewritten kernels, and compare every buffer and USM allocation after every launch (exit 0: all
    replayed launches agree, 1: something differs or failed, 2: error)."""
    import json

    import lift
    from lift import LiftError
    from lift.link import parse_argument, parse_files
    from passes.replay import run

    run.require_opencl()
    sets = {}
    for item in args.set or []:
        name, sep, value = item.rpartition("=")
        if not sep or not name:
            raise LiftError(f"--set {item}: give NAME=VALUE", "sycl-lift replay")
        sets[name] = value
    host, device = parse_argument(args.host), parse_argument(args.device)
    rewritten, name = None, "rewritten device.ll"
    if args.rewritten:
        # a rewrite's device.ll, or the device.N.ll of a rewrite of several modules (linked, like the original's)
        single = os.path.join(args.rewritten, "device.ll")
        units = itertools.takewhile(os.path.isfile, (os.path.join(args.rewritten, f"device.{i}.ll") for i in itertools.count()))
        names = [single] if os.path.isfile(single) else list(units)
        if not names:
            raise LiftError("no device.ll in the --rewritten folder (the output of sycl-lift rewrite)", args.rewritten)
        rewritten, name = parse_files(names).source, "+".join(names)
    timing = {"repeat": args.repeat, "rounds": args.rounds} if args.time else None
    progress = _replay_progress(args)
    try:
        report = run.replay(host, device, args.device_kind, rewritten, sets, args.against_self, args.tolerance,
                            timing, args.timeout, args.seed, progress.update if progress else None,
                            rewritten_name=name, range_local=args.range_local, program_args=args.args,
                            iterations=args.iterations, fp_reassociate=args.fp_reassociate)
    finally:
        if progress:
            progress.close()
    text = json.dumps(report, indent=2) + "\n"
    if args.output:
        write_output(args.output, text)
    if args.json:
        sys.stdout.write(text)
    elif not args.quiet:
        sys.stdout.write(run.format_report(report))
    return run.exit_code(report)


class _ReplayProgress:
    """One line about the launch being replayed: rich on a terminal, plain lines otherwise."""

    def __init__(self, tty: bool):
        self.tty, self.steps, self.line = tty, 0, None
        if tty:
            from rich.console import Console
            from rich.status import Status

            self.status = Status("replay: starting the device session", console=Console(stderr=True))
            self.status.start()

    def update(self, event: dict) -> None:
        kind = event["event"]
        if kind == "start":
            self.steps = event["steps"]
            text = f"replay on {event['device']}"
        elif kind == "run":
            text = f"replay: step {event['step'] + 1}/{self.steps}, kernel run {event['run'] + 1}"
        elif kind == "ran" and event["diffs"]:
            d = event["diffs"][0]
            text = f"replay: step {event['step'] + 1}: {d['memory']} DIFFERS at index {d['index']}"
        elif kind == "timing":
            text = f"replay: timed {event['kernel'][:60]}"
        else:
            return
        if self.tty:
            self.status.update(text)
        else:
            sys.stderr.write(text + "\n")

    def close(self) -> None:
        if self.tty:
            self.status.stop()


def _replay_progress(args):
    if args.quiet or args.json:
        return None
    return _ReplayProgress(sys.stderr.isatty())


def _add_replay(sub):
    p = sub.add_parser("replay", help="run the host's launches with original and rewritten kernels, compare memory",
                       description=cmd_replay.__doc__)
    p.add_argument("host", help="host LLVM IR (.ll/.bc)")
    p.add_argument("device", help="the ORIGINAL device LLVM IR (.ll/.bc)")
    p.add_argument("--rewritten", metavar="DIR", help="output folder of sycl-lift rewrite (its device.ll); default: "
                                                      "the default rewrite for the device's --target")
    p.add_argument("--device", dest="device_kind", required=True, choices=("pocl", "intel-cpu", "nvidia", "oclgrind"),
                   help="the OpenCL device")
    p.add_argument("--set", action="append", metavar="NAME=VALUE",
                   help="value of a symbol of the raise listing (?2=64, or its description), or a launch's "
                        "unexplained capture (%%k3.1=-0.5,0.5); repeatable")
    p.add_argument("--against-self", action="store_true", help="the original against a second build of itself")
    p.add_argument("--tolerance", type=float, help="compare floats with numpy.isclose (rtol = atol = this) "
                                                   "instead of bit for bit")
    p.add_argument("--time", action="store_true", help="also time each kernel (alternating rounds, A/A control)")
    p.add_argument("--repeat", type=int, default=30, help="timed launches per kernel version (default 30)")
    p.add_argument("--rounds", type=int, default=10, help="alternating rounds (default 10)")
    p.add_argument("--seed", type=int, default=1, help="seed of the inputs (default 1)")
    p.add_argument("--range-local", type=_size_list, metavar="L0[,L1[,L2]]",
                   help="launch range kernels (whose work-group size the runtime picks) with this one, OpenCL "
                        "dimension order, where it divides the global size")
    p.add_argument("--iterations", type=int, metavar="K",
                   help="replay each loop whose trip count the host leaves open for K iterations (the launches "
                        "the raise lists for each iteration; default: each listed launch once)")
    p.add_argument("--timeout", type=float, default=600, help="seconds the device session may take (default 600)")
    p.add_argument("--fp-reassociate", action="store_true",
                   help="the rewrite made here (no --rewritten) may sum floats in another order (as rewrite's)")
    p.add_argument("--json", action="store_true", help="print the report as JSON")
    p.add_argument("-o", "--output", help="write the JSON report here")
    _add_program_args(p)
    p.set_defaults(func=cmd_replay, error_exit=2)


def cmd_graph(args) -> int:
    """Export a graph as Graphviz DOT (or SVG when -o ends in .svg and Graphviz is installed):
    a function's CFG, the module's call graph, or which host functions launch which kernels."""
    import json

    import lift
    from lift import LiftError, dot, graphs
    from lift.printer import number_values

    module = lift.parse_file(args.input)
    if args.kind == "cfg":
        fn = find_function(module, args.function)
        numbering = number_values(fn)

        def label(block):
            head = (block.name if block.name is not None else str(numbering[block])) + ":"
            body = [i.render(numbering).strip() for i in block.instructions]
            if len(body) > args.max_lines:
                body = body[:args.max_lines - 1] + [f"... {len(body) - args.max_lines + 1} more"]
            return "\n".join([head] + [line[:100] for line in body]) + "\n"

        graph, name, attrs = graphs.cfg(fn), fn.name, None
    elif args.kind == "callgraph":
        from passes.analysis.device_model import demangle, kernel_type_name

        def label(f):
            kernel = kernel_type_name(f.name) if f.is_kernel else None
            return short_name(f"kernel {kernel}" if kernel else demangle(f.name) or f.name)

        def attrs(f):
            return ", style=bold" if f.is_kernel else (", style=dashed" if f.is_declaration else "")

        graph, name = graphs.call_graph(module), module.filename
    else:
        graph, name, label, attrs = host_device_graph(args, module), "host-device", None, None
    if args.json:
        write_output(args.output, json.dumps(dot.to_json(graph, label), indent=2) + "\n")
        return EXIT_OK
    text = dot.to_dot(graph, name, label, attrs)
    if args.output and args.output.endswith(".svg"):
        text = dot.to_svg(text)
        if text is None:
            raise LiftError("Graphviz 'dot' is not installed: write .dot instead, or apt-get install graphviz",
                            args.output)
    write_output(args.output, text)
    return EXIT_OK


def short_name(name: str, limit: int = 80) -> str:
    return name if len(name) <= limit else name[:limit - 3] + "..."


def find_function(module, name):
    from lift import LiftError

    if not name:
        raise LiftError("--function is required for --kind cfg", module.filename)
    fn = module.get_function(name)
    if fn is None:
        from passes.analysis.device_model import demangle

        matches = [f for f in module.definitions() if name in (demangle(f.name) or f.name)]
        if len(matches) != 1:
            raise LiftError(f"no single defined function matches '{name}' ({len(matches)} do)", module.filename)
        fn = matches[0]
    if fn.is_declaration:
        raise LiftError(f"@{fn.name} is a declaration: it has no CFG", module.filename)
    return fn


def host_device_graph(args, host):
    """Host functions -> the kernels their launches run (edge: launch kind and global range)."""
    import networkx as nx

    import lift
    from lift import LiftError
    from passes import pipeline

    if not args.device:
        raise LiftError("--kind host-device needs --device DEVICE.ll", host.filename)
    device = lift.parse_file(args.device)
    result = pipeline.rewrite(host, device, ("raise-host", "link"))
    graph = nx.DiGraph()
    for name, kl in result.ctx.analyses["links"].items():
        kernel_node = ("kernel", name)
        graph.add_node(kernel_node, label=f"{kl.kernel.kernel_name or 'unnamed'}\n{short_name(name, 60)}")
        for launch in kl.launches:
            host_node = ("host", launch.function)
            graph.add_node(host_node, label=short_name(launch.function or "?"))
            graph.add_edge(host_node, kernel_node, label=f"{launch.kind} {list(launch.global_) if launch.global_ else '?'}")
    return graph


def _add_graph(sub):
    p = sub.add_parser("graph", help="export a CFG, call graph or host-device graph as DOT/SVG",
                       description=cmd_graph.__doc__)
    p.add_argument("input", help="LLVM IR (.ll/.bc; for host-device: the host module)")
    p.add_argument("--kind", choices=("cfg", "callgraph", "host-device"), default="cfg")
    p.add_argument("--function", help="function for --kind cfg (symbol, or part of its demangled name)")
    p.add_argument("--device", help="device module for --kind host-device")
    p.add_argument("--max-lines", type=int, default=12, help="instructions shown per block (default 12)")
    p.add_argument("-o", "--output", help="out.dot or out.svg (default: DOT on stdout)")
    p.add_argument("--json", action="store_true", help="nodes and edges as JSON instead of DOT")
    p.set_defaults(func=cmd_graph)


def cmd_report(args) -> int:
    """Write one self-contained HTML page (inline CSS, SVG and script; it loads nothing) about a
    host/device pair: the host-device graph of launches, buffers and kernels; per kernel what the
    rewrite proved, applied and refused and why, and its lines before and after; the replay's
    verdicts and timings with --replay.  The rewrite is read from --rewritten DIR, or made here for
    --target (default: the target replay uses for the --replay report's device, else any).  --json
    writes the page's data instead."""
    import json

    from passes.report import gather, render

    data = gather(args.host, args.device, rewritten=args.rewritten, replay=args.replay, program_args=args.args,
                  target=args.target)
    write_output(args.output, json.dumps(data, indent=2) + "\n" if args.json else render(data))
    return EXIT_OK


def _add_report(sub):
    from passes import TARGETS

    p = sub.add_parser("report", help="an HTML page of the graph, each kernel's rewrite and the replay",
                       description=cmd_report.__doc__)
    p.add_argument("host", help="host LLVM IR (.ll/.bc)")
    p.add_argument("device", help="the ORIGINAL device LLVM IR (.ll/.bc)")
    rewrite = p.add_mutually_exclusive_group()
    rewrite.add_argument("--rewritten", metavar="DIR", help="output folder of sycl-lift rewrite (its report.json and "
                                                            "device.ll); default: rewrite here")
    rewrite.add_argument("--target", choices=TARGETS, help="the target of the rewrite made here (default: the one "
                                                           "replay rewrites for on the --replay report's device, "
                                                           "else any)")
    p.add_argument("--replay", metavar="REPORT.json", help="a report of sycl-lift replay --json -o FILE")
    p.add_argument("-o", "--output", help="the HTML file to write (default: stdout)")
    p.add_argument("--json", action="store_true", help="write the page's data as JSON instead")
    _add_program_args(p)
    p.set_defaults(func=cmd_report)


def cmd_diff(args) -> int:
    """SYCL-level diff of two compiler outputs: two host modules, two device modules, or two
    (host, device) pairs (OLD_HOST OLD_DEVICE NEW_HOST NEW_DEVICE).  Exit 0 when the SYCL program is
    the same (runtime-level changes are listed, not counted), 1 when it differs, 2 on error."""
    import json

    from lift import LiftError
    from lift.link import parse_argument
    from passes import diff as sycl_diff

    if len(args.files) not in (2, 4):
        raise LiftError("diff takes OLD NEW, or OLD_HOST OLD_DEVICE NEW_HOST NEW_DEVICE", "sycl-lift diff")
    half = len(args.files) // 2
    sides = [sycl_diff.classify([parse_argument(f) for f in files])
             for files in (args.files[:half], args.files[half:])]
    if (sides[0].host is None) != (sides[1].host is None) or (sides[0].device is None) != (sides[1].device is None):
        raise LiftError("the two sides are not the same kind of module (host vs device)", args.files[half])
    result = sycl_diff.diff(*(sycl_diff.summarize(s) for s in sides))
    if args.json:
        write_output(args.output, json.dumps(result.to_json(), indent=2) + "\n")
    else:
        write_output(args.output, format_diff(result, args.functions))
    return EXIT_OK if result.equivalent else EXIT_ERROR


def format_diff(result, max_functions: int) -> str:
    lines = ["SYCL program: " + ("equivalent" if result.equivalent else f"DIFFERS ({len(result.sycl)} change(s))")]
    lines += [f"  ! {c}" for c in result.sycl]
    if result.runtime:
        lines.append(f"runtime level ({len(result.runtime)} change(s), not counted):")
        lines += [f"  ~ {c}" for c in result.runtime]
    f = result.functions
    lines.append(f"functions: {len(f['added'])} added, {len(f['removed'])} removed, {len(f['changed'])} changed")
    biggest = sorted(f["changed"].items(), key=lambda kv: -sum(abs(v) for v in kv[1].values()))[:max_functions]
    for name, delta in biggest:
        lines.append(f"  {short_name(name, 90)}: " + ", ".join(f"{op} {v:+d}" for op, v in delta.items()))
    return "\n".join(lines) + "\n"


def _add_diff(sub):
    p = sub.add_parser("diff", help="SYCL-level diff of two compiler outputs (exit 0 same, 1 differs, 2 error)",
                       description=cmd_diff.__doc__)
    p.add_argument("files", nargs="+", metavar="FILE", help="OLD NEW, or OLD_HOST OLD_DEVICE NEW_HOST NEW_DEVICE")
    p.add_argument("--json", action="store_true", help="print the diff as JSON")
    p.add_argument("--functions", type=int, default=10, help="changed functions to list (default 10)")
    p.add_argument("-o", "--output", help="write the diff here (default: stdout)")
    p.set_defaults(func=cmd_diff, error_exit=2)


def _add_program_args(parser) -> None:
    parser.add_argument("--args", metavar='"ARGS..."', type=_program_args,
                        help="the program's command line (after argv[0], shell-quoted in one string): main runs "
                             "with it, so options parse to numbers; what is proven then holds for that command "
                             "line only (default: for every command line)")


def _program_args(text: str) -> tuple:
    try:
        return tuple(shlex.split(text))
    except ValueError as e:
        raise argparse.ArgumentTypeError(f"{text!r}: {e}") from None


def _add_pattern_choice(parser) -> None:
    """--patterns FILE | --release R: which pattern set explains the module (default: its own)."""
    which = parser.add_mutually_exclusive_group()
    which.add_argument("--patterns", metavar="FILE", help="use this pattern set instead of the detected release's")
    which.add_argument("--release", metavar="R", help="use the pattern set of DPC++ release R")


def cmd_raise(args) -> int:
    """Raise the SYCL runtime calls of a host module to SYCL operations.  Several host modules (one
    per translation unit) are raised as one program: LLVM links them (calls across them resolved by
    name)."""
    import json

    from lift.link import parse_files, split_list
    from passes import PassContext
    from passes.host.raise_host import RaiseHost  # the interpreter is slow to import: only when raising

    module = parse_files([path for argument in args.input for path in split_list(argument)])
    with pass_progress(module, args) as progress:
        ctx = PassContext(host=module, progress=progress)
        RaiseHost(patterns=args.patterns, release=args.release, program_args=args.args).apply(ctx)
    program = ctx.analyses["sycl-program"]
    if not args.quiet:
        for w in program.warnings:
            sys.stderr.write(f"{module.filename}: warning: {w}\n")
    if args.json:
        text = json.dumps(program.to_json(), indent=2) + "\n"
    else:
        text = program.listing(f"sycl-lift raise {module.filename}")
    write_output(args.output, text)
    return EXIT_OK


def _add_raise(sub):
    p = sub.add_parser("raise", help="raise the SYCL runtime calls of a host module to SYCL operations",
                       description=cmd_raise.__doc__)
    p.add_argument("input", nargs="+", help="DPC++ host LLVM IR (.ll or .bc; '-' for stdin); several: the host "
                                            "modules of one program's translation units")
    p.add_argument("--json", action="store_true", help="print launches, buffers and USM operations as JSON")
    p.add_argument("-o", "--output", help="output file (default: stdout)")
    _add_program_args(p)
    _add_pattern_choice(p)
    p.set_defaults(func=cmd_raise)


def cmd_patterns(args) -> int:
    """Check runtime patterns against a host module."""
    import json

    import lift
    from passes.host import patterns

    module = lift.parse_file(args.input)
    chosen, det, warnings = patterns.choose_patterns(module, args.patterns, args.release)
    report = patterns.coverage(module, chosen)
    own = patterns.pattern_set(det.family)
    differs = []
    if os.path.abspath(own.path) != os.path.abspath(chosen.path):
        from passes.host.raise_host import summarize_raise

        differs = patterns.compare_coverage(report, patterns.coverage(module, own), chosen, own)
        raised = {chosen.name: summarize_raise(module, chosen), own.name: summarize_raise(module, own)}
        if raised[chosen.name] != raised[own.name]:
            differs.append(f"raise with {chosen.name}: {raised[chosen.name]}; with {own.name}: {raised[own.name]}")
        else:
            differs.append(f"raise gives the same program with both: {raised[own.name]}")
    if args.json:
        text = json.dumps(patterns.coverage_json(report, det, warnings, differs), indent=2) + "\n"
    else:
        text = patterns.format_coverage(report, det, warnings, differs)
    write_output(args.output, text)
    return EXIT_ERROR if report.failed else EXIT_OK


def _add_patterns(sub):
    p = sub.add_parser("patterns", help="check runtime patterns against a host module",
                       description=cmd_patterns.__doc__)
    psub = p.add_subparsers(dest="patterns_command", metavar="ACTION", required=True)
    c = psub.add_parser("coverage", help="list the runtime calls no pattern explains (exit 1 if one builds a kernel)")
    c.add_argument("input", help="DPC++ host LLVM IR (.ll or .bc)")
    c.add_argument("--json", action="store_true", help="machine-readable report")
    c.add_argument("-o", "--output", help="output file (default: stdout)")
    _add_pattern_choice(c)
    p.set_defaults(func=cmd_patterns)


def cmd_opencl(args) -> int:
    """Write every kernel of a device module (and the functions they call) as one OpenCL C file."""
    import json

    from passes.opencl.writer import write_opencl_program

    module = load_module(args.input, args, eager=True)
    program = write_opencl_program(module)
    if args.json:
        failed = [{"kernel": f.kernel, "at": f.at, "why": f.why, "internal": f.internal} for f in program.failed]
        write_output(args.output, json.dumps({"kernels": list(program.kernels),
                                              "build_options": list(program.build_options),
                                              "failed": failed, "source": program.source}, indent=2) + "\n")
    else:
        write_output(args.output, program.source)
    for f in program.failed:
        report_kernel_failure(f.at, f.kernel, "not written as OpenCL C", f.why, f.traceback)
    return EXIT_ERROR if program.failed else EXIT_OK


def _add_opencl(sub):
    p = sub.add_parser("opencl", help="write a device module's kernels as OpenCL C", description=cmd_opencl.__doc__)
    p.add_argument("input", help="device LLVM IR (.ll/.bc; '-' for stdin)")
    p.add_argument("-o", "--output", help="FILE.cl (default: stdout)")
    p.add_argument("--json", action="store_true", help="print {kernels, build_options, source} as JSON")
    p.set_defaults(func=cmd_opencl)


# name -> function adding the subparser; a new command adds one line here
def cmd_build(args) -> int:
    """Build a program the real SYCL runtime runs from host and device IR (an original pair, or a
    rewrite's host.ll and device.ll): the device module as a SPIR-V image registered with the
    runtime, the host IR compiled and linked against the libsycl.so of its DPC++ release."""
    from passes.build import build_program

    result = build_program(args.host, args.device, args.output, release=args.release, runtime_dir=args.runtime,
                           clang=args.cc)
    if not args.quiet:
        for w in result.warnings:
            sys.stderr.write(f"{args.host}: warning: {w}\n")
    summary = {"program": result.output, "release": result.release, "runtime": result.runtime.source,
               "libsycl": str(result.runtime.libsycl), "kernels": result.kernels,
               "omitted_arguments": result.omitted_arguments, "spec_constants": result.spec_constants}
    if args.json:
        import json

        sys.stdout.write(json.dumps(summary, indent=2) + "\n")
    elif not args.quiet:
        skipped = sum(result.omitted_arguments.values())
        sys.stderr.write(f"built {result.output}: {len(result.kernels)} kernels, {skipped} arguments the runtime skips, "
                         f"DPC++ {result.release} runtime from {result.runtime.source}\n")
    return EXIT_OK


def _add_runtime_options(p) -> None:
    p.add_argument("--release", help="the DPC++ release whose runtime to use (default: the host IR's, as raise detects it)")
    p.add_argument("--runtime", metavar="DIR", help="a folder with that release's libsycl.so.N and what it loads "
                                                    "(default: this Python environment's intel-sycl-rt, else dpcpp-ir's)")


def _add_build(sub):
    p = sub.add_parser("build", help="build a program the SYCL runtime runs from host and device IR",
                       description=cmd_build.__doc__)
    p.add_argument("host", help="host LLVM IR (.ll/.bc)")
    p.add_argument("device", help="device LLVM IR (.ll/.bc)")
    p.add_argument("-o", "--output", required=True, help="the executable to write")
    _add_runtime_options(p)
    p.add_argument("--cc", help="the clang driver to compile and link with (default: clang++-19, clang++)")
    p.add_argument("--json", action="store_true", help="print what was built as JSON")
    p.set_defaults(func=cmd_build)


def cmd_run(args) -> int:
    """Run a program `build` made, in the environment its SYCL runtime needs (the runtime's folders,
    Intel's OpenCL CPU runtime as the ICD, ONEAPI_DEVICE_SELECTOR=opencl:cpu unless set); exits
    with the program's exit code.  --print-env prints that environment as shell assignments."""
    from passes.build import program_environment

    env = program_environment(args.program, args.release, args.runtime)
    if args.print_env:
        import shlex

        for key in ("LD_LIBRARY_PATH", "OCL_ICD_FILENAMES", "ONEAPI_DEVICE_SELECTOR"):
            sys.stdout.write(f"export {key}={shlex.quote(env[key])}\n")
        return EXIT_OK
    sys.stdout.flush()
    sys.stderr.flush()
    try:
        os.execve(os.path.abspath(args.program), [args.program, *args.args], env)
    except OSError as e:
        from lift import LiftError

        raise LiftError(f"cannot run the program: {e.strerror}", args.program) from None


def _add_run(sub):
    p = sub.add_parser("run", help="run a program built by build", description=cmd_run.__doc__)
    p.add_argument("program", help="the executable")
    p.add_argument("args", nargs=argparse.REMAINDER, help="the program's arguments")
    _add_runtime_options(p)
    p.add_argument("--print-env", action="store_true", help="print the environment instead of running")
    p.set_defaults(func=cmd_run)


COMMANDS = {
    "print": _add_print,
    "rewrite": _add_rewrite,
    "graph": _add_graph,
    "diff": _add_diff,
    "opencl": _add_opencl,
    "raise": _add_raise,
    "patterns": _add_patterns,
    "replay": _add_replay,
    "build": _add_build,
    "run": _add_run,
    "report": _add_report,
}


def build_parser() -> argparse.ArgumentParser:
    from importlib.metadata import PackageNotFoundError, version

    try:
        ver = version("sycl-lift")
    except PackageNotFoundError:
        ver = "unknown"
    parser = argparse.ArgumentParser(
        prog="sycl-lift", description="Lift, raise and specialise DPC++ (SYCL) LLVM IR.",
        epilog=EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--version", action="version", version=f"sycl-lift {ver}")
    parser.add_argument("-q", "--quiet", action="store_true", help="no progress or warnings")
    parser.add_argument("--debug", action="store_true",
                        help=f"show the traceback of an internal error (also {DEBUG_ENV}=1)")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for add in COMMANDS.values():
        add(sub)
    for command in sub.choices.values():  # -q also after the command name
        if "--quiet" not in command._option_string_actions:
            command.add_argument("-q", "--quiet", action="store_true", default=argparse.SUPPRESS,
                                 help="no progress or warnings")
        command.add_argument("--debug", action="store_true", default=argparse.SUPPRESS,
                             help=f"show the traceback of an internal error (also {DEBUG_ENV}=1)")
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        parser.print_help(sys.stderr)
        return EXIT_USAGE
    previous = os.environ.get(DEBUG_ENV)
    if getattr(args, "debug", False):
        os.environ[DEBUG_ENV] = "1"  # for this run only: passes read it (passes.debugging)
    try:
        return _run(args)
    finally:
        if previous is None:
            os.environ.pop(DEBUG_ENV, None)
        else:
            os.environ[DEBUG_ENV] = previous


def _run(args) -> int:
    from lift import LiftError

    try:
        return args.func(args)
    except LiftError as exc:
        sys.stderr.write(f"{exc}\n")
        return getattr(args, "error_exit", EXIT_ERROR)
    except BrokenPipeError:
        return EXIT_OK
    except KeyboardInterrupt:
        return 130
    except Exception as exc:  # noqa: BLE001 - the last safety net: no traceback escapes
        from passes import debugging, failure_reason

        sys.stderr.write(f"{_input_name(args)}: {failure_reason(exc)[0]}\n")
        if debugging():
            import traceback

            traceback.print_exc()
        return getattr(args, "error_exit", EXIT_ERROR)


def _input_name(args) -> str:
    """The file a command reads first (its host module where it reads two), for diagnostics."""
    for name in ("input", "host", "files"):
        value = getattr(args, name, None)
        if isinstance(value, str):
            return value
        if isinstance(value, list) and value:
            return value[0]
    return "sycl-lift"


if __name__ == "__main__":
    sys.exit(main())
