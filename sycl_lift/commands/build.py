"""`sycl-lift build`: a program the SYCL runtime runs, from host and device IR."""
from __future__ import annotations

import sys

from sycl_lift.common import EXIT_OK, _add_runtime_options, _add_verbose, print_warnings


# name -> function adding the subparser; a new command adds one line here
def cmd_build(args) -> int:
    """Build a program the real SYCL runtime runs from host and device IR (an original pair, or a
    rewrite's host.ll and device.ll): the device module as a SPIR-V image registered with the
    runtime, the host IR compiled and linked against the libsycl.so of its DPC++ release."""
    from sycl_lift.build import build_program

    result = build_program(args.host, args.device, args.output, release=args.release, runtime_dir=args.runtime,
                           clang=args.cc)
    print_warnings(args.host, result.warnings, args)
    summary = {"program": result.output, "release": result.release, "runtime": result.runtime.source,
               "libsycl": str(result.runtime.libsycl), "kernels": result.kernels,
               "omitted_arguments": result.omitted_arguments, "spec_constants": result.spec_constants,
               "device_images": result.images}
    if args.json:
        import json

        sys.stdout.write(json.dumps(summary, indent=2) + "\n")
    elif not args.quiet:
        skipped = sum(result.omitted_arguments.values())
        images = f" in {result.images} device images" if result.images > 1 else ""
        sys.stderr.write(f"built {result.output}: {len(result.kernels)} kernels{images}, {skipped} arguments the runtime "
                         f"skips, DPC++ {result.release} runtime from {result.runtime.source}\n")
    return EXIT_OK


def _add_build(sub):
    p = sub.add_parser("build", help="build a program the SYCL runtime runs from host and device IR",
                       description=cmd_build.__doc__)
    p.add_argument("host", help="host LLVM IR (.ll/.bc)")
    p.add_argument("device", help="device LLVM IR (.ll/.bc)")
    p.add_argument("-o", "--output", required=True, help="the executable to write")
    _add_runtime_options(p)
    p.add_argument("--cc", help="the clang driver to compile and link with (default: clang++-19, clang++)")
    p.add_argument("--json", action="store_true", help="print what was built as JSON")
    _add_verbose(p)
    p.set_defaults(func=cmd_build)
