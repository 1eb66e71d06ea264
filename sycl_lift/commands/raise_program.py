"""`sycl-lift raise`: the host program's SYCL operations."""
from __future__ import annotations


from lift.output import write_output
from sycl_lift.common import (EXIT_OK, _add_pattern_choice, _add_program_args, _add_verbose, pass_progress,
                              print_warnings)


def cmd_raise(args) -> int:
    """Raise the SYCL runtime calls of a host module to SYCL operations.  Several host modules (one
    per translation unit) are raised as one program: LLVM links them (calls across them resolved by
    name)."""
    import json

    from lift.link import parse_files, split_list
    from passes import PassContext
    from passes.host.raise_host import RaiseHost  # the interpreter is slow to import: only when raising

    module = parse_files([path for argument in args.input for path in split_list(argument)])
    module.require_role("host")
    with pass_progress(module, args) as progress:
        ctx = PassContext(host=module, progress=progress)
        RaiseHost(patterns=args.patterns, release=args.release, program_args=args.args).apply(ctx)
    program = ctx.analyses["sycl-program"]
    print_warnings(module.filename, program.warnings, args)
    if args.json:
        text = json.dumps(program.to_json(), indent=2) + "\n"
    else:
        text = program.listing(f"sycl-lift raise {module.filename}", verbose=args.verbose)
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
    _add_verbose(p)
    p.set_defaults(func=cmd_raise)
