"""The rewrite pipeline: read -> lift -> raise -> link -> propagate -> DAE -> (clean-up) -> write.

    raise-host, link                              host facts, tied to the kernels they launch
    fold-spec-constants                           specialization constants the host proves, as literals
    propagate-ndrange, propagate-accessors        constants and shared ranges into the kernels
    noalias-accessors                             buffers the host proves distinct
    reshape-launches                              a loop of a range kernel as a new launch dimension
                                                  (--target gpu): the host's launch and the kernel
    loop-hints, coarsen, loop-internalize,        what the target's compiler needs (--target, --enable):
    loop-barriers, single-pass-wrappers           hints, blocks of rows and columns per work-item,
                                                  local-memory tiles, barriers, range-rounding wrappers
                                                  without their grid-stride loops
    hoist-address                                 equal address arithmetic computed once, above branches
    dae                                           parameters left without uses go
    fuse-kernels                                  chains of launches as one kernel (--enable), the
                                                  host launching it once (fuse_launches)

`PASSES` names every pass for `--passes` (pipeline order, like `opt -passes`); `rewrite()` runs
them on a host/device pair and returns the texts and the report, all verified by LLVM before
anything is written, so a failure never leaves a partial output.

A kernel whose step fails (see `passes.KernelPass`) is put back as it was in the input
(`restore_failed`) and listed in the report's `failed` with the step, the reason and where its
`define` is; the other kernels are rewritten as usual.  A failed host edit of a kernel's launches
(`launch-shape`) may have changed the host half-way: the whole rewrite then runs again from the
inputs with that kernel left out (`left_out`), so its launches stay as they were.
"""
from __future__ import annotations

import json
import time
from dataclasses import dataclass, field
from typing import ClassVar, Optional

import lift

from passes import DEFAULT_PIPELINE, LOOP_MODEL_SECONDS, OPT_IN, ModulePass, PassContext, define_location
from passes.transforms.coarsen import Coarsen
from passes.transforms.dae import DeadArgumentElimination
from passes.transforms.fuse_kernels import FuseKernels
from passes.transforms.fold_spec_constants import FoldSpecConstants
from passes.transforms.hoist_address import HoistAddress
from passes.transforms.launch_shape import apply_shapes
from passes.analysis.link import Link
from passes.transforms.loop_barriers import LoopBarriers
from passes.transforms.loop_hints import LoopHints
from passes.transforms.loop_internalize import LoopInternalize
from passes.transforms.noalias_accessors import NoAliasAccessors
from passes.transforms.propagate_accessors import PropagateAccessors
from passes.transforms.propagate_ndrange import PropagateNDRange
from passes.transforms.reshape_launches import ReshapeLaunches
from passes.transforms.single_pass_wrappers import SinglePassWrappers

CLEANUP_PASSES = ("instcombine", "sccp", "simplifycfg", "adce")


@dataclass(frozen=True)
class RaiseHostJson(ModulePass):
    """Adapter: run raise-host and keep its JSON form, the interface `link` reads, as
    "sycl-program" (the raised ops themselves stay as "sycl-ops")."""

    name: ClassVar[str] = "raise-host"
    patterns: Optional[str] = None  # as RaiseHost's
    program_args: Optional[tuple] = None  # likewise

    def apply(self, ctx: PassContext) -> None:
        from passes.host.raise_host import RaiseHost

        if "sycl-ops" in ctx.analyses:  # raised already (rewrite_units: one raise for every device module)
            ctx.analyses["sycl-program"] = ctx.analyses["sycl-ops"].to_json(for_linking=True)
            ctx.warnings.extend(ctx.analyses["sycl-ops"].warnings)
            return
        RaiseHost(patterns=self.patterns, program_args=self.program_args).apply(ctx)
        program = ctx.analyses["sycl-program"]
        if not isinstance(program, dict):
            ctx.analyses["sycl-ops"] = program
            ctx.analyses["sycl-program"] = program.to_json(for_linking=True)


@dataclass(frozen=True)
class LLVMCleanup(ModulePass):
    """Run LLVM's instcombine, sccp, simplifycfg and adce on the device module (through llvmlite),
    then lift the result again.  LLVM's passes keep semantics; kernel signatures do not change."""

    name: ClassVar[str] = "cleanup"
    passes: tuple = CLEANUP_PASSES

    def apply(self, ctx: PassContext) -> None:
        from passes.llvm_passes import run_llvm_passes

        ctx.device = lift.parse_text(run_llvm_passes(ctx.device.print(), self.passes), ctx.device.filename)


PASSES = {cls.name: cls for cls in (RaiseHostJson, Link, FoldSpecConstants, PropagateNDRange, PropagateAccessors, NoAliasAccessors,
                                    ReshapeLaunches, LoopHints, Coarsen, LoopInternalize, LoopBarriers, SinglePassWrappers, HoistAddress, DeadArgumentElimination, FuseKernels, LLVMCleanup)}


def parse_pipeline(text: str) -> list[str]:
    names = [n.strip() for n in text.split(",") if n.strip()]
    unknown = [n for n in names if n not in PASSES]
    if unknown:
        raise lift.LiftError(f"unknown pass '{unknown[0]}' (passes: {', '.join(PASSES)})", "--passes")
    return names


@dataclass
class RewriteResult:
    host: str
    device: str
    report: dict
    ctx: PassContext = field(repr=False)


def rewrite(host: lift.Module, device: lift.Module, passes=DEFAULT_PIPELINE, cleanup: bool = False,
            target: str = "any", progress=None, enable: tuple = (), program_args: Optional[tuple] = None,
            raised: Optional[dict] = None, fp_reassociate: bool = False, host_edits: bool = True,
            time_passes: bool = False, left_out: Optional[dict] = None) -> RewriteResult:
    """Run `passes` (names from PASSES) on the pair; `target` is the device kind the code is for
    (see loop-hints); `enable`: passes (OPT_IN) to run whatever the target; `progress`: see
    PassContext; `program_args`: the command line the host facts are raised for (--args): the
    rewrite then holds for that command line only, and the report says so (`command_line`);
    `raised`: the analyses of an earlier raise of the same host ("sycl-ops", "sycl-release");
    `time_passes`: the report's `timing` gives each pass's seconds and, per kernel, the loop model's
    (as LLVM's -time-passes: wall-clock, so it varies from run to run); `left_out`: kernels no pass
    touches, with the failure that put them there (the rerun below)."""
    ctx = PassContext(host=host, device=device, progress=progress)
    ctx.failed.update(left_out or {})
    ctx.analyses.update(raised or {})
    original, host_original = device.source, host.source
    names = list(passes) + (["cleanup"] if cleanup and "cleanup" not in passes else [])
    unknown = [name for name in enable if name not in OPT_IN]
    if unknown:
        raise lift.LiftError(f"--enable {unknown[0]}: only {', '.join(OPT_IN)} can be enabled", "--enable")
    options = {"loop-hints": {"target": target}, "loop-barriers": {"target": target},
               "noalias-accessors": {"target": target},
               "loop-internalize": {"target": target, "enabled": "loop-internalize" in enable},
               "single-pass-wrappers": {"target": target, "enabled": "single-pass-wrappers" in enable},
               "coarsen": {"target": target, "enabled": "coarsen" in enable, "host_edits": host_edits,
                           "shrink": "shrink-launches" in enable},
               "reshape-launches": {"target": target, "enabled": "reshape-launches" in enable,
                                    "fp_reassociate": fp_reassociate, "host_edits": host_edits},
               "fuse-kernels": {"enabled": "fuse-kernels" in enable, "host_edits": host_edits},
               "raise-host": {"program_args": program_args}}
    seconds = {}
    for name in names:
        started = time.perf_counter()
        PASSES[name](**options.get(name, {})).apply(ctx)
        seconds[name] = round(time.perf_counter() - started, 4)
    apply_shapes(ctx)  # the host launches what the kernels that came through were rewritten for
    half_edited = {k: e for k, e in ctx.failed.items() if e["step"] == "launch-shape" and k not in (left_out or {})}
    if half_edited:  # a host edit that failed half-way: again from the inputs, without those kernels
        return rewrite(lift.parse_text(host_original, host.filename), lift.parse_text(original, device.filename),
                       passes=passes, cleanup=cleanup, target=target, progress=progress, enable=enable,
                       program_args=program_args, fp_reassociate=fp_reassociate, host_edits=host_edits,
                       time_passes=time_passes, left_out={**(left_out or {}), **half_edited})
    if program_args is not None:
        from passes.analysis.device_model import write_command_line

        write_command_line(ctx.device, ctx.analyses["sycl-ops"].command_line)
    device_text = ctx.device.print()
    failed = []
    if ctx.failed:
        before = lift.parse_text(original, device.filename)
        device_text = restore_failed(device_text, before, ctx.failed)
        ctx.device = lift.parse_text(device_text, device.filename)
        for kernel, entry in ctx.failed.items():  # nothing of what the passes did to it is in the output
            ctx.analyses.get("kernel-reports", {}).pop(kernel, None)
            fn = before.get_function(kernel)
            failed.append({"kernel": kernel, "at": define_location(fn) if fn else before.filename, **entry})
    report = make_report(ctx)
    report["failed"] = failed
    if program_args is not None:
        report["command_line"] = ctx.analyses["sycl-ops"].command_line
    if time_passes:
        report["timing"] = {"passes": seconds,
                            "loop_model": {k: round(s, 4) for k, s in ctx.analyses.get(LOOP_MODEL_SECONDS, {}).items()}}
    return RewriteResult(ctx.host.print(), device_text, report, ctx)


def rewrite_units(host: lift.Module, devices: list, **options) -> tuple[list, dict]:
    """Several device modules -- one per translation unit, as DPC++ makes them -- against one host
    program (the host modules linked: lift.link): the host is raised once, each device module is
    rewritten with those facts (`rewrite`, same options).  Returns the results, in the order of
    `devices`, and one report: every module's kernels, skipped rewrites and failures; a launch is
    unlinked only when no module has its kernel; `modules` names each input's output."""
    results, raised = [], None
    for i, device in enumerate(devices):
        fresh = host if i == 0 else lift.parse_text(host.source, host.filename)  # rewrite edits its modules
        result = rewrite(fresh, device, raised=raised, **options)
        raised = {key: result.ctx.analyses[key] for key in ("sycl-ops", "sycl-release")}
        results.append(result)
    first = results[0].report
    launch_unlinked = [json.dumps(u, sort_keys=True) for u in first["unlinked"] if "launch" in u]
    for r in results[1:]:
        here = {json.dumps(u, sort_keys=True) for u in r.report["unlinked"] if "launch" in u}
        launch_unlinked = [u for u in launch_unlinked if u in here]
    report = {
        "kernels": [k for r in results for k in r.report["kernels"]],
        "unlinked": [json.loads(u) for u in launch_unlinked]
                    + [u for r in results for u in r.report["unlinked"] if "launch" not in u],
        "skipped": [s for r in results for s in r.report["skipped"]],
        "warnings": first["warnings"],
        "failed": [f for r in results for f in r.report["failed"]],
        "modules": [{"device": d.filename, "output": unit_output_name("device", i)} for i, d in enumerate(devices)],
        **({"command_line": first["command_line"]} if "command_line" in first else {}),
        **({"timing": [r.report["timing"] for r in results]} if "timing" in first else {}),  # (one per module)
    }
    return results, report


def write_opencl(device_text: str, device_name: str) -> tuple:
    """(kernels.cl or None, report entries of the kernels it leaves out) of a rewritten device
    module.  The IR outputs never depend on this step: even a writer that cannot write the module at
    all only costs kernels.cl."""
    from passes import failure_entry
    from passes.opencl.writer import write_opencl_program

    try:
        program = write_opencl_program(lift.parse_text(device_text, device_name))
    except Exception as exc:  # noqa: BLE001 - the writer's module-level failure stays with kernels.cl
        return None, [{"kernel": None, "at": device_name, **failure_entry("write-opencl", exc)}]
    return program.source, [{"kernel": f.kernel, "at": f.at, "step": "write-opencl", "why": f.why,
                             "internal": f.internal, **({"traceback": f.traceback} if f.traceback else {})}
                            for f in program.failed]


def unit_output_name(kind: str, index: int) -> str:
    """The file a rewrite of several modules writes for the index-th `kind` (host/device) module."""
    return f"{kind}.{index}.ll"


def restore_failed(text: str, original: lift.Module, failed: dict) -> str:
    """`text` (the printed rewritten module) with each failed kernel's function as it was in
    `original`.  Only the function's own span is replaced; the metadata it names is still there,
    since passes only ever add metadata nodes."""
    rewritten = lift.parse_text(text, original.filename)
    spans = []
    for kernel in failed:
        old, new = original.get_function(kernel), rewritten.get_function(kernel)
        if old is not None and new is not None:
            spans.append((new.own_start, new.end, old.src[old.own_start:old.end]))
    for start, end, body in sorted(spans, reverse=True):
        text = text[:start] + body + text[end:]
    return text


def make_report(ctx: PassContext) -> dict:
    from passes.analysis import device_model

    links = ctx.analyses.get("links", {})
    # a fused kernel the host launches: once per place of its chain in the listing
    fused_launches = {f["kernel"]: len(f["launches"]) for f in ctx.analyses.get("fusions", ())
                      if f["host"].startswith("launches")}
    from passes.transforms.shape_copy import read_shape_copies

    copy_of = {copy: kernel for kernel, copy in read_shape_copies(ctx.device).items()}
    kernels = []
    for fn in ctx.device.definitions():
        if not fn.is_kernel:
            continue
        r = ctx.kernel_report(fn.name)
        omit = device_model.read_omit_args(fn)
        # (a kernel's copy for its shrunk launch: launched in the kernel's places, where the shape applies)
        launched_as = copy_of.get(fn.name, fn.name)
        kernels.append({
            "name": fn.name,
            **({"failed": ctx.failed[fn.name]["step"]} if fn.name in ctx.failed else {}),
            "launches": len(links[launched_as].launches) if launched_as in links else fused_launches.get(fn.name, 0),
            **({"copy_of": copy_of[fn.name]} if fn.name in copy_of else {}),
            "propagated": ctx.propagated(fn.name),
            "params_before": r.get("params_before", len(fn.arguments)),
            "params_after": len(fn.arguments),
            "omitted": [i for i, o in enumerate(omit) if o] if omit is not None else [],
        })
        for key in ("spec_constants", "noalias", "single_pass", "loop_hints", "loop_internalize", "loop_barriers", "uniform_wrapper",
                    "coarsen", "reshaped", "hoisted_address_arithmetic"):
            if r.get(key):
                kernels[-1][key] = r[key]
    return {"kernels": kernels, "unlinked": ctx.analyses.get("unlinked", []), "skipped": ctx.skipped,
            "warnings": ctx.warnings, **({"fusions": ctx.analyses["fusions"]} if ctx.analyses.get("fusions") else {})}


def report_json(report: dict) -> str:
    return json.dumps(report, indent=2) + "\n"
