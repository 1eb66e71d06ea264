"""sycl-lift: the command line.

Each subcommand is a module of sycl_lift.commands with `cmd_<name>(args) -> int` and `_add_<name>(sub)`,
registered in `COMMANDS`; what several share is in sycl_lift.common.  Errors in the
input are reported as `file:line:col: message` with exit code 1 (2 for usage errors and for `diff`,
which keeps 0/1 for "same"/"different" like diff(1)); no output file is ever left half-written.
A kernel that cannot be rewritten or written as OpenCL C costs only that kernel (`rewrite`,
`opencl`): a diagnostic at its `define`, exit 1, every other output still written.  No traceback
escapes `main`: an unexpected exception is `FILE: internal error: TYPE: text` with exit 1 (its
traceback with `--debug` or SYCL_LIFT_DEBUG=1).
"""
from __future__ import annotations

import argparse
import os
import sys

from sycl_lift.commands import (build, diff, graph, opencl, patterns, print_module, raise_program, replay, report,
                                rewrite, run, survey)
from sycl_lift.common import EXIT_ERROR, EXIT_OK, EXIT_USAGE

DEBUG_ENV = "SYCL_LIFT_DEBUG"


EPILOG = """inputs:
  LLVM IR as text (.ll) or bitcode (.bc), either also compressed with xz or gzip (.ll.xz, .bc.gz):
  read by their first bytes, whatever the name

exit codes:
  0  success (diff: the SYCL programs are equivalent)
  1  malformed or unsupported input (reported as file:line:col: message), a failed check
     (diff: the SYCL programs differ; patterns coverage: a kernel-relevant call is unexplained),
     a kernel that could not be rewritten or written as OpenCL C (the others are), or an
     internal error
  2  bad command line (diff: any error)
"""


COMMANDS = {
    "print": print_module._add_print,
    "rewrite": rewrite._add_rewrite,
    "graph": graph._add_graph,
    "diff": diff._add_diff,
    "opencl": opencl._add_opencl,
    "raise": raise_program._add_raise,
    "patterns": patterns._add_patterns,
    "replay": replay._add_replay,
    "build": build._add_build,
    "run": run._add_run,
    "report": report._add_report,
    "survey": survey._add_survey,
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
    args = parser.parse_args(_joined_values(sys.argv[1:] if argv is None else argv))
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


# Options whose value is a command line of its own: it may start with a dash (`--args "--size=1024"`),
# which argparse would take for an option unless it is joined to the option's name.
COMMAND_LINE_OPTIONS = ("--args",)


def _joined_values(argv: list) -> list:
    """`--args X` as `--args=X`, so that a value that starts with a dash is still the value."""
    out, i = [], 0
    while i < len(argv):
        if argv[i] in COMMAND_LINE_OPTIONS and i + 1 < len(argv):
            out.append(f"{argv[i]}={argv[i + 1]}")
            i += 2
        else:
            out.append(argv[i])
            i += 1
    return out


def _run(args) -> int:
    from lift import LiftError

    try:
        return args.func(args)
    except LiftError as exc:
        sys.stderr.write(f"{exc}\n")
        return getattr(exc, "exit_code", None) or getattr(args, "error_exit", EXIT_ERROR)
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
