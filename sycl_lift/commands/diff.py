"""`sycl-lift diff`: the SYCL-level difference of two compiler outputs."""
from __future__ import annotations


from lift.output import write_output
from sycl_lift.common import EXIT_ERROR, EXIT_OK, short_name


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
    result = sycl_diff.diff_modules([parse_argument(f) for f in args.files[:half]],
                                    [parse_argument(f) for f in args.files[half:]])
    if args.json:
        write_output(args.output, json.dumps(result.to_json(), indent=2) + "\n")
    else:
        write_output(args.output, format_diff(result, args.functions))
    return EXIT_OK if result.equivalent else EXIT_ERROR


def format_diff(result, max_functions: int) -> str:
    from passes.names import display_kernels_in

    lines = ["SYCL program: " + ("equivalent" if result.equivalent else f"DIFFERS ({len(result.sycl)} change(s))")]
    lines += [f"  ! {display_kernels_in(c)}" for c in result.sycl]  # (kernels by name; --json keeps symbols)
    if result.runtime:
        lines.append(f"runtime level ({len(result.runtime)} change(s), not counted):")
        lines += [f"  ~ {c}" for c in result.runtime]
    f = result.functions
    lines.append(f"functions: {len(f['added'])} added, {len(f['removed'])} removed, {len(f['changed'])} changed")
    biggest = sorted(f["changed"].items(), key=lambda kv: -sum(abs(v) for v in kv[1].values()))[:max_functions]
    for name, delta in biggest:
        lines.append(f"  {short_name(display_kernels_in(name), 90)}: " + ", ".join(f"{op} {v:+d}" for op, v in delta.items()))
    return "\n".join(lines) + "\n"


def _add_diff(sub):
    p = sub.add_parser("diff", help="SYCL-level diff of two compiler outputs (exit 0 same, 1 differs, 2 error)",
                       description=cmd_diff.__doc__)
    p.add_argument("files", nargs="+", metavar="FILE", help="OLD NEW, or OLD_HOST OLD_DEVICE NEW_HOST NEW_DEVICE")
    p.add_argument("--json", action="store_true", help="print the diff as JSON")
    p.add_argument("--functions", type=int, default=10, help="changed functions to list (default 10)")
    p.add_argument("-o", "--output", help="write the diff here (default: stdout)")
    p.set_defaults(func=cmd_diff, error_exit=2)
