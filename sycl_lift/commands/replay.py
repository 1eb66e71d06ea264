"""`sycl-lift replay`: the host's launches on OpenCL, original against rewritten."""
from __future__ import annotations

import itertools
import os
import shlex
import sys

from lift.output import write_output
from sycl_lift.common import _add_program_args, _size_list


def cmd_replay(args) -> int:
    """Replay the host's launches in program order on one OpenCL device, with the original and the
    rewritten kernels, and compare every buffer and USM allocation after every launch (exit 0: all
    replayed launches agree, 1: something differs or failed, 2: error)."""
    import json

    from lift import LiftError
    from lift.link import parse_argument, parse_files
    from sycl_lift.replay import run

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
        rewritten_module, name = parse_files(names), "+".join(names)
        _require_same_command_line(rewritten_module, args.args)
        rewritten = rewritten_module.source
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


def _require_same_command_line(rewritten, program_args) -> None:
    """A rewrite specialised for one command line is replayed with that one only (what it proved
    holds for it alone), as a program built from it refuses any other."""
    from lift import LiftError
    from passes.analysis.device_model import read_command_line

    recorded = read_command_line(rewritten)
    given = None if program_args is None else list(program_args)
    if recorded is not None and given != recorded[1:]:
        asked = "no --args" if given is None else f"--args {shlex.join(given)!r}"
        raise LiftError(f"this rewrite was specialised for the command line {shlex.join(recorded[1:])!r}; "
                        f"replay it with the same --args (given: {asked})", rewritten.filename)


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
            from passes.names import kernel_display_name

            text = f"replay: timed {kernel_display_name(event['kernel'])[:60]}"
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
