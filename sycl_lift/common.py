"""What several commands share: exit codes, lifting with a progress bar, options that recur."""
from __future__ import annotations

import argparse
import contextlib
import os
import shlex
import sys


EXIT_OK, EXIT_ERROR, EXIT_USAGE = 0, 1, 2


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


def _size_list(text: str) -> tuple:
    try:
        sizes = tuple(int(x) for x in text.split(","))
    except ValueError:
        sizes = ()
    if not 1 <= len(sizes) <= 3 or min(sizes) < 1:
        raise argparse.ArgumentTypeError(f"{text!r}: one to three positive integers, comma-separated")
    return sizes


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


def print_warnings(source: str, warnings: list, args) -> None:
    """`SOURCE: warning: ...` on stderr (not with -q): functions named without template arguments,
    the same warning of several instantiations once with their count; -v: every one in full."""
    from passes.names import format_warnings

    if not args.quiet:
        for line in format_warnings(warnings, args.verbose):
            sys.stderr.write(f"{source}: warning: {line}\n")


def _add_verbose(p) -> None:
    p.add_argument("-v", "--verbose", action="store_true",
                   help="warnings with full names (template arguments and all), each instantiation on its own")


def _add_runtime_options(p) -> None:
    p.add_argument("--release", help="the DPC++ release whose runtime to use (default: the host IR's, as raise detects it)")
    p.add_argument("--runtime", metavar="DIR", help="a folder with that release's libsycl.so.N and what it loads "
                                                    "(default: this Python environment's intel-sycl-rt, else dpcpp-ir's)")


def short_name(name: str, limit: int = 80) -> str:
    return name if len(name) <= limit else name[:limit - 3] + "..."

def report_kernel_failure(at: str, kernel, what: str, why: str, trace=None) -> None:
    """One kernel's failure as a diagnostic at its `define` (`FILE:LINE:COL: error: ...`)."""
    subject = f"kernel {kernel} {what}" if kernel else f"kernels.cl {what.replace('not written as', 'not written:')}"
    sys.stderr.write(f"{at}: error: {subject}: {why}\n")
    if trace:
        sys.stderr.write(trace)
