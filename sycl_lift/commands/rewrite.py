"""`sycl-lift rewrite`: the rewrite pipeline on a host/device pair, its outputs and summary."""
from __future__ import annotations

import os
import shlex
import sys

from lift.output import verify_llvm, write_outputs
from sycl_lift.common import EXIT_ERROR, EXIT_OK, _add_program_args, pass_progress, report_kernel_failure


def cmd_rewrite(args) -> int:
    """Specialise the device kernels with what the host proves: constant ND-ranges and accessor
    members, then remove dead kernel arguments (recorded in !sycl_kernel_omit_args).  HOST and
    DEVICE may each be a comma-separated list, one module per translation unit: the host modules
    are raised as one program, each device module is rewritten, and each input gets its own output
    (host.N.ll, device.N.ll, kernels.N.cl in the order given; report.json's `modules` says which)."""
    import lift
    from lift.link import link_texts, parse_files, split_list
    from passes import pipeline

    host_paths, device_paths = split_list(args.host), split_list(args.device)
    host = parse_files(host_paths)
    host.require_role("host")
    devices = [lift.parse_file(p) for p in device_paths]
    for device in devices:  # (before anything is written)
        device.require_role("device")
    units = len(host_paths) > 1 or len(devices) > 1
    passes = pipeline.parse_pipeline(args.passes) if args.passes else pipeline.DEFAULT_PIPELINE
    # several host modules are written back as they were: no pass may then change the host
    options = dict(passes=passes, cleanup=args.cleanup, target=args.target, enable=tuple(args.enable or ()),
                   program_args=args.args, fp_reassociate=args.fp_reassociate, host_edits=not units,
                   time_passes=args.time_passes)
    with pass_progress(host, args) as progress:
        results, report = pipeline.rewrite_units(host, devices, progress=progress, **options)
    if units:
        hosts = [(pipeline.unit_output_name("host", i), lift.parse_file(p).source) for i, p in enumerate(host_paths)]
        outputs = [(pipeline.unit_output_name("device", i), f"kernels.{i}.cl", r.device) for i, r in enumerate(results)]
    else:
        report = results[0].report
        hosts, outputs = [("host.ll", results[0].host)], [("device.ll", "kernels.cl", results[0].device)]
    files = {}
    for name, text in hosts + [(name, text) for name, _, text in outputs]:
        verify_llvm(text, os.path.join(args.output, name))
        files[name] = text
    if args.check:
        from sycl_lift.replay import run

        run.require_opencl()
        # the replay's plan and original kernels come from unedited modules (rewrite edits its own)
        original = link_texts([(d.source, d.filename) for d in devices]) if len(devices) > 1 else \
            lift.parse_text(devices[0].source, devices[0].filename)
        rewritten = link_texts([(text, name) for name, _, text in outputs]).source if len(devices) > 1 else results[0].device
        check = run.replay(lift.parse_text(host.source, host.filename), original, args.check, rewritten,
                           program_args=args.args)
        if run.exit_code(check):
            sys.stderr.write(run.format_report(check))
            sys.stderr.write(f"sycl-lift rewrite: --check {args.check} failed; nothing written\n")
            return EXIT_ERROR
    if not args.no_opencl:
        for name, opencl_name, text in outputs:
            source, failures = pipeline.write_opencl(text, os.path.join(args.output, name))
            if source is not None:
                files[opencl_name] = source
            report["failed"] += failures
    files["report.json"] = pipeline.report_json(report)
    write_outputs(args.output, files)
    if args.build:
        from sycl_lift.build import build_program

        written = lambda names: ",".join(os.path.join(args.output, name) for name in names)  # noqa: E731
        built = build_program(written(name for name, _ in hosts), written(name for name, _, _ in outputs), args.build,
                              runtime_dir=args.runtime)
        report["build"] = {"program": built.output, "release": built.release,
                           "omitted_arguments": built.omitted_arguments, "device_images": built.images}
    if args.json:
        sys.stdout.write(pipeline.report_json(report))
    elif not args.quiet:
        print_rewrite_summary(report)
    for f in report["failed"]:
        what = "not written as OpenCL C" if f["step"] == "write-opencl" else f"not rewritten ({f['step']} failed)"
        report_kernel_failure(f["at"], f["kernel"], what, f["why"], f.get("traceback"))
    return EXIT_ERROR if report["failed"] else EXIT_OK



def print_rewrite_summary(report: dict) -> None:
    """A rich table on a terminal; plain lines otherwise (logs, pipes).  Kernels are named as the
    source names them (passes.names; report.json keeps their symbols)."""
    from rich.console import Console
    from rich.markup import escape
    from rich.table import Table

    from passes.names import display_kernels_in, kernel_display_name
    from passes.transforms.fuse_kernels import describe

    if "command_line" in report:
        sys.stderr.write(f"specialised for the command line: {shlex.join(report['command_line'])} (a program built "
                         "from this rewrite refuses any other)\n")
    notes = [f"fused: {' + '.join(kernel_display_name(k) for k in f['kernels'])}: {describe(f)}"
             for f in report.get("fusions", ())]
    notes += [display_kernels_in(f"not applied: {s['what']}: {s['why']}") for s in report["skipped"]]
    notes += [display_kernels_in(f"unlinked: {u.get('kernel') or u.get('launch')}: {u['why']}") for u in report["unlinked"]]
    if not sys.stderr.isatty():
        for k in report["kernels"]:
            p = k["propagated"]
            sys.stderr.write(f"{kernel_display_name(k['name'])}: launches {k['launches']}, global {p['global']}, "
                             f"local {p['local']}, offset {p['offset']}, accessor members {p['accessor_members']}, "
                             f"params {k['params_before']} -> {k['params_after']}{_reshaped_text(k)}\n")
        sys.stderr.writelines(note + "\n" for note in notes)
        return
    console = Console(stderr=True)
    table = Table(title="sycl-lift rewrite")
    for col in ("kernel", "launches", "global", "local", "offset", "acc. members", "params", "launches reshaped"):
        table.add_column(col)
    for k in report["kernels"]:
        p = k["propagated"]
        table.add_row(kernel_display_name(k["name"]), str(k["launches"]), str(p["global"] or "-"), str(p["local"] or "-"),
                      str(p["offset"] or "-"), str(p["accessor_members"]), f"{k['params_before']} -> {k['params_after']}",
                      _reshaped_text(k).removeprefix(", ") or "-")
    console.print(table)
    for note in notes:
        head, _, rest = note.partition(": ")
        console.print(f"[yellow]{head}[/]: {escape(rest)}")


def _reshaped_text(kernel: dict) -> str:
    """`, launched reshaped: work-groups [1, 64] (...)` for a kernel reshape-launches changed (`launched
    shrunk: ...` for one whose launch coarsen shrank), else ''."""
    r = kernel.get("reshaped")
    shrunk = (kernel.get("coarsen") or {}).get("launch")
    if kernel.get("copy_of"):
        from passes.names import kernel_display_name

        return f", {kernel_display_name(kernel['copy_of'])}'s copy for its shrunk launch"
    if shrunk:
        return (f", launched shrunk: one work-item per block, global {shrunk['global']}, work-groups {shrunk['work_group']}"
                + (f", as {shrunk['kernel']}" if shrunk.get("kernel") else ""))
    if not r:
        return ""
    return (f", launched reshaped: {r['form']}, work-groups {r['work_group']}"
            + (", sums reassociated" if r.get("reassociated") else ""))


def _add_rewrite(sub):
    from passes import DEFAULT_PIPELINE, OPT_IN, TARGETS  # not passes.pipeline: that imports every pass

    p = sub.add_parser("rewrite", help="specialise kernels with host facts, remove dead arguments",
                       description=cmd_rewrite.__doc__)
    p.add_argument("host", help="host LLVM IR (.ll/.bc)")
    p.add_argument("device", help="device LLVM IR (.ll/.bc)")
    p.add_argument("-o", "--output", required=True, help="output folder: host.ll, device.ll, report.json, kernels.cl")
    p.add_argument("--passes", help="comma list in pipeline order (default: " + ",".join(DEFAULT_PIPELINE)
                                    + "; also: cleanup)")
    p.add_argument("--cleanup", action="store_true", help="run LLVM instcombine, sccp, simplifycfg, adce after")
    p.add_argument("--no-opencl", action="store_true", help="do not write kernels.cl")
    p.add_argument("--target", choices=TARGETS, default="any",
                   help="the device kind the kernels are for: decides whether loops whose trip count became a "
                        "constant are kept rolled (cpu, pocl, any) or left to the compiler (gpu), whether "
                        "uniform loops get a work-group barrier that lets PoCL vectorise across work-items "
                        "(pocl only), whether shared reads are staged in local memory (gpu, where it pays) and "
                        "whether proven noalias is added (not for cpu: it slowed Intel's vectorised code); "
                        "default any")
    p.add_argument("--fp-reassociate", action="store_true",
                   help="floating-point sums may be computed in another order where that reshapes a launch "
                        "(reshape-launches: a loop's sum spread over work-items; the replay then compares them "
                        "within a tolerance)")
    p.add_argument("--enable", action="append", metavar="PASS", choices=OPT_IN,
                   help="run a pass that the target leaves off (loop-internalize, reshape-launches: on for gpu "
                        "only; single-pass-wrappers: on for cpu and pocl, for gpu on wrappers without a loop; "
                        "coarsen: off for any; shrink-launches: coarsen's kernels launched one work-item per "
                        "block of outputs, on for gpu only); repeatable")
    p.add_argument("--check", metavar="DEVICE", choices=("pocl", "intel-cpu", "nvidia", "oclgrind"),
                   help="replay the launches on this OpenCL device with the original and the rewritten kernels "
                        "(see replay); write nothing when any launch differs (exit 1)")
    p.add_argument("--build", metavar="PROGRAM", help="also build the rewritten program (see build)")
    p.add_argument("--time-passes", action="store_true",
                   help="report.json's `timing`: seconds per pass and, per kernel, the loop model's (isl)")
    p.add_argument("--runtime", metavar="DIR", help="with --build: the SYCL runtime folder (see build)")
    p.add_argument("--json", action="store_true", help="print the report as JSON")
    _add_program_args(p)
    p.set_defaults(func=cmd_rewrite)
