"""`sycl-lift report`: one self-contained HTML page of a host/device pair."""
from __future__ import annotations


from lift.output import write_output
from sycl_lift.common import EXIT_OK, _add_program_args


def cmd_report(args) -> int:
    """Write one self-contained HTML page (inline CSS, SVG and script; it loads nothing) about a
    host/device pair: the host-device graph of launches, buffers and kernels; per kernel what the
    rewrite proved, applied and refused and why, and its lines before and after; the replay's
    verdicts and timings with --replay.  The rewrite is read from --rewritten DIR, or made here for
    --target (default: the target replay uses for the --replay report's device, else any).  --json
    writes the page's data instead."""
    import json

    from sycl_lift.report import gather, render

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
