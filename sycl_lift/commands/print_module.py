"""`sycl-lift print`: lift a module and print it back."""
from __future__ import annotations

import argparse

from lift.output import verify_llvm, write_output
from sycl_lift.common import EXIT_OK, load_module


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
