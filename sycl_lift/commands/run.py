"""`sycl-lift run`: run a program `build` made, in its runtime environment."""
from __future__ import annotations

import argparse
import os
import sys

from sycl_lift.common import EXIT_OK, _add_runtime_options


def cmd_run(args) -> int:
    """Run a program `build` made, in the environment its SYCL runtime needs (the runtime's folders,
    Intel's OpenCL CPU runtime as the ICD, ONEAPI_DEVICE_SELECTOR=opencl:cpu unless set); exits
    with the program's exit code.  --print-env prints that environment as shell assignments."""
    from sycl_lift.build import program_environment

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
