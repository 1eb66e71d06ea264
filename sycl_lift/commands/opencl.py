"""`sycl-lift opencl`: a device module's kernels as OpenCL C."""
from __future__ import annotations


from lift.output import write_output
from sycl_lift.common import EXIT_ERROR, EXIT_OK, load_module, report_kernel_failure


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
