"""`sycl-lift replay`: execute a replay plan with the original and the rewritten kernels and compare.

Versions (each a program for the device and the device IR its kernels come from):
  original    DPC++'s kernels: on a device that takes SPIR-V (Intel's CPU runtime) the original
              device.ll through LLVM's SPIR-V backend (a fresh process per module, see
              sycl_lift.spirv); elsewhere the original module written as OpenCL C.
  rewritten   the rewritten device.ll (never a kernels.cl, which could be stale) as OpenCL C, and on
              Intel's runtime also as SPIR-V (a third version).
  --against-self: the original against a second build of itself (a control: must agree).
Each version takes the arguments its own `!sycl_kernel_omit_args` keeps, so a rewrite that removed
parameters gets the same values for the ones it kept.

The device work runs in a child process (sycl_lift/replay/session.py) with a time limit, so a kernel
that crashes the runtime or hangs on synthetic inputs (data-dependent indices) ends that session,
not this process; the report says how far it got.  After every kernel run every buffer and USM
allocation of every version is compared with the original's: bit for bit, or with `tolerance`
(numpy.isclose, rtol = atol = tolerance) for devices that contract differently.  With timing, a
device that is checked in a configuration other than its default one (Intel's CPU runtime: its
vectorizer off) is timed in a second child in the default one (TIMED_AS_SHIPPED), which replays the
same launches without comparing; the report gives the settings each child saw.

Proves: on this device, for these inputs, each replayed launch leaves every buffer and USM
allocation the same under the rewritten kernels as under the original ones (in program order, so a
kernel also sees the memory earlier launches left).  Not proved: other inputs, launches that are
skipped (listed with the reason), host code between launches (host tasks and host copies are not
replayed).
"""
from __future__ import annotations

import importlib.util
import json
import os
import pickle
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from typing import Callable, Optional

from lift import LiftError

from sycl_lift.replay.plan import Plan, fused_runs

DEVICE_TARGET = {"pocl": "pocl", "intel-cpu": "cpu", "nvidia": "gpu", "oclgrind": "any"}
TAKES_SPIRV = {"intel-cpu"}
NEEDS = "sycl-lift replay: needs {}: pip install 'sycl-lift[replay]'"


# a range launch's kernel that DPC++ does not pick at the replayed range (it runs the kernel or its
# range-rounding wrapper: plan.MIN_RANGE), replayed and timed all the same
NOT_RUN_BY_DPCPP = " [DPC++ runs the launch's other kernel at this range]"


def require_opencl() -> None:
    for module in ("numpy", "pyopencl"):
        if importlib.util.find_spec(module) is None:
            raise LiftError(NEEDS.format(module), "sycl-lift replay")


@dataclass
class Version:
    name: str
    form: str  # "SPIR-V" | "OpenCL C"
    programs: list  # bytes (SPIR-V) or str (OpenCL C), one per specialization-constant binding of the plan
    options: str
    ir: str  # the device IR its kernels come from (the first binding's)
    kept: dict  # kernel -> the original argument indices it takes
    # OpenCL C: kernel -> the optional OpenCL C features it needs (OpenCLProgram.requires); a device
    # without them builds the program without that kernel, and its launches are skipped, saying why
    requires: dict = field(default_factory=dict)
    # kernel -> the LaunchShape its rewrite launches it with (passes.transforms.launch_shape)
    shapes: dict = field(default_factory=dict)
    # the fused kernels it runs in place of chains of launches (plan.FusedRun)
    fusions: list = field(default_factory=list)
    # kernel -> its copy for its shrunk launch, launched where the shape applies (passes.transforms.shape_copy)
    copies: dict = field(default_factory=dict)


def kept_arguments(module, kernels: list[str], count: dict[str, int]) -> dict[str, list[int]]:
    """kernel -> original argument indices its parameters carry (from !sycl_kernel_omit_args)."""
    from passes.analysis.device_model import read_omit_args

    out = {}
    for name in kernels:
        fn = module.get_function(name)
        if fn is None:
            raise LiftError(f"no kernel @{name} in the module", module.filename)
        omit = read_omit_args(fn)
        if omit is None:
            omit = [False] * len(fn.arguments)
        if len(omit) != count[name]:
            raise LiftError(f"@{name} has {len(omit)} original arguments here, {count[name]} in the original module",
                            module.filename)
        out[name] = [i for i, o in enumerate(omit) if not o]
    return out


OPENCL_1_2 = ("oclgrind",)  # devices whose OpenCL C is 1.2: they build the writer's file with its portable options


def make_versions(plan: Plan, kind: str, original, rewritten_text: Optional[str], against_self: bool,
                  rewritten_name: str = "rewritten device.ll") -> list[Version]:
    """The programs to compare: the original first."""
    import lift
    from passes.analysis.spec_constants import find_reads
    from passes.opencl.writer import write_opencl_program
    from passes.transforms.fold_spec_constants import bind_spec_constants
    from passes.transforms.fuse_kernels import read_fusions
    from passes.transforms.launch_shape import read_shapes
    from passes.transforms.shape_copy import read_shape_copies

    kernels = plan.kernels()
    count = {k: len(r.args) for s in plan.launches for r in s.runs for k in [r.kernel]}

    def bound(module) -> list[str]:
        """The module's text with each binding of the launches' specialization constants in place
        (see Plan.spec_constants)."""
        if not find_reads(module):
            return [module.print()] * len(plan.spec_constants)
        texts = []
        for binding in plan.spec_constants:
            copy = lift.parse_text(module.print(), module.filename)
            bind_spec_constants(copy, binding)
            texts.append(copy.print())
        return texts

    def spirv(texts: list[str], name: str, what: str) -> list[bytes]:
        from sycl_lift.spirv import spirv_from_llvm_ir

        try:
            return [spirv_from_llvm_ir(text) for text in texts]
        except ValueError as e:
            raise LiftError(f"SPIR-V of the {what} module: {e}", name) from None

    def opencl_versions(texts: list[str], name: str) -> tuple:
        made = [opencl(lift.parse_text(text, name), name) for text in texts]
        return [m[0] for m in made], made[0][1], made[0][2]

    original_texts = bound(original)
    original_text = original_texts[0]
    kept = kept_arguments(original, kernels, count)

    def opencl(module, name):
        program = write_opencl_program(module)
        for failed in program.failed:  # a kernel the writer left out cannot be replayed as OpenCL C
            if failed.kernel in kernels:
                file, line, col = failed.at.rsplit(":", 2)
                raise LiftError(f"kernel {failed.kernel} cannot be written as OpenCL C: {failed.why}", file,
                                int(line), int(col))
        options = program.portable_options if kind in OPENCL_1_2 and program.portable_options else program.build_options
        return program.source, " ".join(options), program.requires

    if kind in TAKES_SPIRV:
        first = Version("original", "SPIR-V", spirv(original_texts, original.filename, "original"), "",
                        original_text, kept)
    else:
        sources, options, requires = opencl_versions(original_texts, original.filename)
        first = Version("original", "OpenCL C", sources, options, original_text, kept, requires)
    versions = [first]
    if against_self:
        versions.append(Version("original (second build)", first.form, first.programs, first.options + " ", first.ir,
                                kept, first.requires))
        return versions
    module = lift.parse_text(rewritten_text, rewritten_name)
    rewritten_texts = bound(module)
    fusions = read_fusions(module)
    fused_count = {f["kernel"]: sum(count.get(k, 0) for k in f["kernels"]) for f in fusions
                   if all(k in count for k in f["kernels"])}
    fusions = [f for f in fusions if f["kernel"] in fused_count]
    new_kept = kept_arguments(module, kernels + list(fused_count), {**count, **fused_count})
    fused, notes = fused_runs(plan, fusions)
    plan.notes.extend(notes)
    shapes = {k: s for k, s in read_shapes(module).items() if k in kernels or k in fused_count}
    copies = {k: c for k, c in read_shape_copies(module).items() if k in shapes}
    sources, options, requires = opencl_versions(rewritten_texts, rewritten_name)
    versions.append(Version("rewritten", "OpenCL C", sources, options, rewritten_texts[0], new_kept, requires, shapes,
                            fused, copies))
    if kind in TAKES_SPIRV:
        versions.append(Version("rewritten (SPIR-V)", "SPIR-V", spirv(rewritten_texts, rewritten_name, "rewritten"), "",
                                rewritten_texts[0], new_kept, shapes=shapes, fusions=fused, copies=copies))
    return versions


def execute(plan: Plan, versions: list[Version], kind: str, seed: int = 1, tolerance: Optional[float] = None,
            timing: Optional[dict] = None, timeout: float = 600.0,
            progress: Optional[Callable[[dict], None]] = None) -> dict:
    """Run the plan on every version in a child process and build the report (see report()).  Where
    the device checks in a configuration other than its default one (TIMED_AS_SHIPPED), the kernels
    are timed in a second child in the default one: the figures are what a user's program gets."""
    started = time.monotonic()
    shipped = TIMED_AS_SHIPPED.get(kind) if timing else None
    timed: list = []
    events, rc, timed_out, err_tail = _session(plan, versions, kind, seed, tolerance, None if shipped else timing,
                                               timeout, progress)
    if shipped and rc == 0 and not timed_out:
        timed, timed_rc, timed_out_timing, timing_err = _session(plan, versions, kind, seed, tolerance, timing,
                                                                 timeout, progress, env=shipped, compare=False)
        events = [e for e in events if e["event"] != "done"] + [e for e in timed if e["event"] in
                                                                 ("timing", "program_timing", "error")]
        if (timed_rc or timed_out_timing) and not any(e["event"] == "error" for e in timed):
            events.append({"event": "error", "why": f"the timing session ({_settings_text(shipped)}) "
                                                    + ("timed out" if timed_out_timing else f"ended with status {timed_rc}")})
        events.append({"event": "done"})
        err_tail = err_tail or timing_err
    out = report(plan, versions, kind, events, rc, timed_out, timeout, err_tail, tolerance, time.monotonic() - started)
    if "timing" in out:
        start = next((e for e in (timed if shipped else events) if e["event"] == "start"), {})
        out["timing"]["settings"] = start.get("settings", {})
    return out


# Devices whose replay checks in a configuration other than the runtime's default: Intel's CPU
# runtime runs with its vectorizer off while results are compared bit for bit (see devices.setup_icd),
# but users run it with the vectorizer on, and a kernel's speed with and without it can differ 15x
# (a 512 x 512 GEMM: 73 ms scalar, 4.8 ms vectorized): timings come from the default configuration.
TIMED_AS_SHIPPED = {"intel-cpu": {"CL_CONFIG_USE_VECTORIZER": "True"}}


def _settings_text(settings: dict) -> str:
    return ", ".join(f"{k}={v}" for k, v in settings.items()) or "the runtime's defaults"


def _session(plan: Plan, versions: list[Version], kind: str, seed: int, tolerance: Optional[float],
             timing: Optional[dict], timeout: float, progress, env: Optional[dict] = None, compare: bool = True):
    """One child process running the plan: (events, exit status, timed out, its stderr's tail)."""
    irs: list[str] = []
    jobs_versions = []
    for v in versions:
        if v.ir not in irs:
            irs.append(v.ir)
        jobs_versions.append({"name": v.name, "form": v.form, "programs": v.programs, "options": v.options,
                              "ir_id": irs.index(v.ir), "kept": v.kept, "requires": v.requires,
                              "shapes": v.shapes, "fusions": v.fusions, "copies": v.copies})
    fd, err_path = tempfile.mkstemp(prefix="sycl-lift-replay-", suffix=".log")
    os.close(fd)
    job = {"plan": plan, "versions": jobs_versions, "ir": irs, "device": kind, "seed": seed,
           "tolerance": tolerance, "timing": timing, "stderr": err_path, "compare": compare}
    events: list[dict] = []
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    child_env = dict(os.environ, **(env or {}))
    child_env["PYTHONPATH"] = root + (os.pathsep + child_env["PYTHONPATH"] if child_env.get("PYTHONPATH") else "")
    proc = subprocess.Popen([sys.executable, "-m", "sycl_lift.replay.session"], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=child_env, cwd=root)
    timed_out = threading.Event()

    def kill():
        timed_out.set()
        proc.kill()

    timer = threading.Timer(timeout, kill)
    timer.start()
    try:
        try:
            proc.stdin.write(pickle.dumps(job))
            proc.stdin.close()
        except BrokenPipeError:
            pass
        for line in proc.stdout:
            text = line.decode(errors="replace")
            if not text.startswith("@@replay "):
                continue
            event = json.loads(text[len("@@replay "):])
            events.append(event)
            if progress:
                progress(event)
        rc = proc.wait()
    finally:
        timer.cancel()
        try:
            with open(err_path, errors="replace") as f:
                err_tail = f.read()[-4000:]
        except OSError:
            err_tail = ""
        os.unlink(err_path)
    return events, rc, timed_out.is_set(), err_tail


def report(plan: Plan, versions: list[Version], kind: str, events: list[dict], rc: int, timed_out: bool,
           timeout: float, err_tail: str, tolerance: Optional[float], seconds: float) -> dict:
    from sycl_lift.replay.timing import summary

    start = next((e for e in events if e["event"] == "start"), {})
    error = next((e["why"] for e in events if e["event"] == "error"), None)
    done = any(e["event"] == "done" for e in events)
    results: dict = {}
    last_run = None
    for e in events:
        if e["event"] == "run":
            last_run = (e["step"], e["run"])
        elif e["event"] in ("ran", "failed", "unavailable"):
            results[(e["step"], e["run"])] = e
    if not done and error is None:
        where = ""
        if last_run is not None and last_run not in results:
            step = plan.steps[last_run[0]]
            where = f" during {step.name} ({step.runs[last_run[1]].kernel})"
            results[last_run] = {"event": "failed", "why": (f"timed out after {timeout:.0f} s" if timed_out else
                                                             f"the device session crashed (exit {rc})") + where,
                                 "messages": err_tail}
        error = (f"the device session timed out after {timeout:.0f} s" if timed_out else
                 f"the device session ended with exit code {rc}") + where
    launches = []
    first = largest = None
    counts = {"replayed": 0, "agree": 0, "differ": 0, "out_of_bounds": 0, "failed": 0, "skipped": 0,
              "not_reached": 0}
    defaulted = [v for v in plan.values if v["from"].startswith("default")]
    for si, step in enumerate(plan.steps):
        if step.kind != "launch":
            continue
        entry = {"name": step.name, "label": step.label, "function": step.function, "runs": []}
        if step.skipped:
            entry.update(status="skipped", why=step.skipped)
            counts["skipped"] += 1
            launches.append(entry)
            continue
        unavailable = [results[(si, ri)]["why"] for ri in range(len(step.runs))
                       if results.get((si, ri), {}).get("event") == "unavailable"]
        if unavailable:  # a kernel the device cannot run (an optional feature it lacks): not replayed
            entry.update(status="skipped", why="; ".join(unavailable))
            counts["skipped"] += 1
            launches.append(entry)
            continue
        statuses = []
        for ri, run in enumerate(step.runs):
            r = results.get((si, ri))
            item = {"kernel": run.kernel, "wrapper": run.wrapper, "runtime_runs": run.runtime_runs,
                    "global": list(run.global_size),
                    "local": list(run.local_size) if run.local_size else None, "reads_indices": run.reads_indices}
            reshaped = run.sizes(versions[-1].shapes)  # (the same for each rewritten version)
            if reshaped != (run.global_size, run.local_size):  # the rewrite launches this kernel differently
                item["reshaped"] = {"global": list(reshaped[0]), "local": list(reshaped[1])}
                if run.kernel in versions[-1].copies:
                    item["reshaped"]["kernel"] = versions[-1].copies[run.kernel]
            if r is None:
                item["status"] = "not reached"
            elif r["event"] == "failed":
                item.update(status="failed", why=r["why"])
            elif r.get("not_run"):
                item.update(status="not run", why=r["not_run"])
            else:
                item["status"] = "out of bounds" if r.get("outside") else "differ" if r["diffs"] else "agree"
                if r.get("compared_after"):  # inside a fused chain: its memories are compared after the chain
                    item["compared_after"] = r["compared_after"]
                if r.get("outside"):
                    item["outside"] = r["outside"]
                if r.get("varies"):
                    item["varies"] = r["varies"]
                if r.get("largest_error"):
                    item["largest_error"] = r["largest_error"]
                    if largest is None or r["largest_error"]["relative"] > largest["relative"]:
                        largest = {"launch": step.name, "kernel": run.kernel, **r["largest_error"]}
                if r["diffs"]:
                    item["differences"] = r["diffs"]
                    if first is None:
                        first = {"launch": step.name, "label": step.label, "kernel": run.kernel, **r["diffs"][0]}
            if r is not None and r.get("messages"):
                item["device_messages"] = r["messages"][-4000:]
            statuses.append(item["status"])
            entry["runs"].append(item)
        status = next((s for s in ("out of bounds", "failed", "differ", "not reached") if s in statuses), "agree")
        entry["status"] = status
        if status in ("out of bounds", "differ"):  # what the replay chose itself may be why
            mine = set(step.memories) | {step.name}
            entry["defaulted"] = [v["symbol"] for v in defaulted if mine & set(v.get("used_by", ()))]
        counts[status.replace(" ", "_")] += 1
        if status != "not reached":
            counts["replayed"] += 1
        launches.append(entry)
    out = {
        "device": kind, "device_name": start.get("device"), "shared_virtual_memory": start.get("svm"),
        "settings": start.get("settings", {}),
        "versions": [{"name": v.name, "form": v.form} for v in versions],
        "comparison": f"tolerance {tolerance} (numpy.isclose, rtol = atol)" if tolerance is not None else "bit for bit",
        "values": plan.values, "notes": plan.notes,
        "fusions": [_fusion_entry(plan, v, f) for v in versions for f in v.fusions],
        "memories": [m.to_json() for m in plan.memories.values()],
        "launches": launches, "counts": counts, "first_difference": first, "largest_error": largest,
        "error": error,
        "seconds": round(seconds, 3),
        "reads_indices": sorted({r.kernel for s in plan.launches for r in s.runs if r.reads_indices}),
    }
    timings = [{k: v for k, v in e.items() if k != "event"} for e in events if e["event"] == "timing"]
    if timings:
        out["timing"] = {"kernels": timings, "summary": summary(timings)}
        program = next(({k: v for k, v in e.items() if k != "event"} for e in events if e["event"] == "program_timing"),
                       None)
        if program:
            out["timing"]["program"] = program
    return out


def _fusion_entry(plan: Plan, version: Version, fused) -> dict:
    """The report's entry of a fused kernel run in place of a chain: with the sizes it is launched
    with where its members' launch shape changes them (OpenCL order)."""
    entry = {"version": version.name, "kernel": fused.run.kernel, "launches": [plan.steps[i].name for i in fused.steps],
             "not_materialised": fused.hidden}
    sizes = fused.run.sizes(version.shapes)
    if sizes != (fused.run.global_size, fused.run.local_size):
        entry["reshaped"] = {"global": list(sizes[0]), "local": list(sizes[1])}
    return entry


def exit_code(rep: dict) -> int:
    """0 when every replayed launch agrees, 2 when a kernel reaches outside its memory (the inputs
    are inconsistent, or the rewrite is wrong: either way its results compare nothing), 1 when
    anything differs or fails."""
    c = rep["counts"]
    if c["out_of_bounds"]:
        return 2
    return 1 if (c["differ"] or c["failed"] or c["not_reached"] or rep["error"]) else 0


def format_report(rep: dict) -> str:
    """Plain text for a terminal or a log; kernels named as the source names them (passes.names;
    the JSON report keeps their symbols)."""
    from passes.names import display_kernels_in, kernel_display_name

    lines = [f"replay on {rep['device']} ({rep.get('device_name') or '?'}): "
             + ", ".join(f"{v['name']} [{v['form']}]" for v in rep["versions"]) + f"; compared {rep['comparison']}"]
    for v in rep["values"]:
        lines.append(f"  value {v['symbol']} ({v['description']}) = {v['value']}  [{v['kind']}, {v['from']}]")
    for n in rep["notes"]:
        lines.append(f"  note: {display_kernels_in(n)}")
    for f in rep.get("fusions", ()):
        shaped = f.get("reshaped")
        lines.append(f"  fused in {f['version']}: {' '.join(f['launches'])} run as {f['kernel']}"
                     + (f" (global {shaped['global']} local {shaped['local']})" if shaped else "")
                     + f", compared after {f['launches'][-1]}"
                     + (f"; not materialised: {', '.join(f['not_materialised'])}" if f["not_materialised"] else ""))
    for launch in rep["launches"]:
        head = f"  {launch['name']} {launch['label'][:70]}: {launch['status']}"
        if launch.get("why"):
            head += f" ({display_kernels_in(launch['why'])})"
        if launch.get("defaulted"):
            head += (f" [with values the replay chose: {', '.join(launch['defaulted'])}: set them with --set "
                     f"or --args]")
        lines.append(head)
        for run in launch["runs"]:
            extra = " [reads indices from memory]" if run["reads_indices"] else ""
            extra += "" if run.get("runtime_runs", True) else NOT_RUN_BY_DPCPP
            reshaped = run.get("reshaped")
            shape = (f" (rewritten: global {reshaped['global']} local {reshaped['local']}"
                     + (f", as {reshaped['kernel']}" if "kernel" in reshaped else "") + ")" if reshaped else "")
            kernel = kernel_display_name(run["kernel"])
            extra += f" [fused: compared after {run['compared_after']}]" if run.get("compared_after") else ""
            lines.append(f"      {kernel[:90]} global {run['global']} local {run['local']}{shape}: {run['status']}{extra}"
                         + (f" ({display_kernels_in(run['why'])})" if run.get("why") else ""))
            for o in run.get("outside", []):
                where = (f" at bytes {o['bytes'][0]}..{o['bytes'][1]} of it ({o['bytes'][0] // o['element_bytes']}.."
                         f"{o['bytes'][1] // o['element_bytes']} in elements)" if o.get("bytes") else "")
                lines.append(f"        out of bounds: {kernel[:60]} {o['access']} outside {o['memory']} "
                             f"in {o['version']}{where}")
            for version, spread in run.get("varies", {}).items():
                largest = max((d for d in spread.values() if d is not None), default=None)
                lines.append(f"        {version} varies from run to run by itself"
                             + (f" (largest difference {largest:.3g}; versions compared within twice that)"
                                if version == "original" and largest is not None else ""))
            for d in run.get("differences", [])[:4]:
                lines.append(f"        {d['memory']} differs in {d['version']} at index {d['index']}: "
                             f"{d['expected']!r} vs {d['got']!r} ({d['count']} elements)")
            if run.get("device_messages"):
                lines.append("        device says: " + run["device_messages"].strip().splitlines()[0][:200])
    t = rep.get("timing")
    if t:
        if t.get("settings") != rep.get("settings"):
            lines.append(f"  timed with {_settings_text(t['settings'])} (checked with {_settings_text(rep.get('settings', {}))})")
        for k in t["kernels"]:
            if "speedup" in k:
                lines.append(f"  time {kernel_display_name(k['kernel'])[:60]}: original {k['original_ms']:.3f} ms, rewritten "
                             f"{k['rewritten_ms']:.3f} ms, speed-up {k['speedup']:.2f}x (per-round median "
                             f"{k['median_round_speedup']:.2f}x; A/A control {k['control_ratio']:.2f}x, median "
                             f"{k['median_round_control']:.2f}x)" + ("" if k.get("runtime_runs", True) else NOT_RUN_BY_DPCPP))
            else:
                lines.append(f"  time {kernel_display_name(k['kernel'])[:60]}: {k.get('error')}")
        p = t.get("program")
        if p and "speedup" in p:
            fused = (f", {p['rewritten_launches']} rewritten" if p.get("rewritten_launches", p["launches"]) != p["launches"]
                     else "")
            lines.append(f"  time program ({p['launches']} launches in program order{fused}): original {p['original_ms']:.3f} ms, "
                         f"rewritten {p['rewritten_ms']:.3f} ms, speed-up {p['speedup']:.2f}x (per-round median "
                         f"{p['median_round_speedup']:.2f}x; A/A control {p['control_ratio']:.2f}x, median "
                         f"{p['median_round_control']:.2f}x)")
            if "device_speedup" in p:
                lines.append(f"  time program on the device (first start to last end): original "
                             f"{p['original_device_ms']:.3f} ms, rewritten {p['rewritten_device_ms']:.3f} ms, speed-up "
                             f"{p['device_speedup']:.2f}x (per-round median {p['median_round_device_speedup']:.2f}x; "
                             f"A/A control {p['device_control_ratio']:.2f}x)")
        elif p:
            lines.append(f"  time program: {p.get('error')}")
        s = t["summary"]
        if s["geomean_speedup"]:
            lines.append(f"  geomean speed-up {s['geomean_speedup']:.2f}x (per-round median "
                         f"{s['geomean_median_round_speedup']:.2f}x; A/A control {s['geomean_control']:.2f}x)")
    c = rep["counts"]
    first = rep["first_difference"]
    summary = (f"{c['agree']} agree, {c['differ']} differ, {c['out_of_bounds']} out of bounds, {c['failed']} failed, "
               f"{c['skipped']} skipped"
               + (f", {c['not_reached']} not reached" if c["not_reached"] else ""))
    lines.append(f"launches: {summary}")
    largest = rep.get("largest_error")
    if largest:
        lines.append(f"largest difference of floats compared within a tolerance: {largest['absolute']:.3g} "
                     f"(relative {largest['relative']:.3g}), {largest['memory']} in {largest['version']}, launch "
                     f"{largest['launch']} ({kernel_display_name(largest['kernel'])[:60]})")
    if first:
        lines.append(f"first difference: launch {first['launch']} ({kernel_display_name(first['kernel'])}), {first['memory']} index "
                     f"{first['index']}: original {first['expected']!r}, {first['version']} {first['got']!r}")
    if rep["error"]:
        lines.append(f"error: {rep['error']}")
    return "\n".join(lines) + "\n"


def set_range_local(plan, local: tuple) -> None:
    """Launch every kernel run without a work-group size (a SYCL range launch: the runtime picks
    one) with `local` instead, padded with 1s, where it divides the global size; the plan's notes
    say which runs kept the runtime's choice.  What a kernel does with its local size (a staged tile
    as tall as the group) is then exercised and timed at a known size, as a runtime could pick it."""
    kept = []
    for step in plan.steps:
        for run in getattr(step, "runs", None) or ():
            if run.local_size is not None:
                continue
            size = (local + (1,) * len(run.global_size))[:len(run.global_size)]
            if all(g % l == 0 for g, l in zip(run.global_size, size)):
                run.local_size = size
            else:
                kept.append(f"{run.kernel} {list(run.global_size)}")
    plan.notes.append(f"range launches run with work-group size {list(local)} (--range-local)"
                      + (f"; not where it does not divide the range: {', '.join(kept)}" if kept else ""))


def replay(host, device, kind: str, rewritten_text: Optional[str] = None, sets: Optional[dict] = None,
           against_self: bool = False, tolerance: Optional[float] = None, timing: Optional[dict] = None,
           timeout: float = 600.0, seed: int = 1, progress=None, patterns: Optional[str] = None,
           rewritten_name: str = "rewritten device.ll", range_local: Optional[tuple] = None,
           program_args: Optional[tuple] = None, iterations: Optional[int] = None,
           fp_reassociate: bool = False) -> dict:
    """The whole replay of a lifted host and device module on device `kind` (see the module doc).
    Without `rewritten_text` (and not against_self) the default rewrite for the device's target is made.
    `range_local`: the work-group size (OpenCL order) to launch range kernels with, where the runtime
    would choose one (see set_range_local).  `program_args`: the program's command line (--args), for
    the plan and for the default rewrite alike.  `iterations`: replay loops of unknown trip count for
    that many iterations (plan.repeat_loops); default: each launch the raise lists, once.
    `fp_reassociate`: the default rewrite may sum floats in another order (reshape-launches)."""
    from sycl_lift.replay import plan as planning

    require_opencl()
    plan = planning.build(host, device, sets or {}, patterns, program_args)
    if iterations:
        planning.repeat_loops(plan, iterations)
    if range_local:
        set_range_local(plan, tuple(range_local))
    if rewritten_text is None and not against_self:
        import lift
        from passes import pipeline

        fresh = [lift.parse_text(m.source, m.filename) for m in (host, device)]  # rewrite edits its modules
        rewritten_text = pipeline.rewrite(*fresh, target=DEVICE_TARGET[kind], program_args=program_args,
                                          fp_reassociate=fp_reassociate).device
    versions = make_versions(plan, kind, device, rewritten_text, against_self, rewritten_name)
    if tolerance is None:
        tolerance = reassociation_tolerance(plan, versions)
    return execute(plan, versions, kind, seed, tolerance, timing, timeout, progress)


FLOAT_EPSILON = 2.0 ** -23  # float's: the reassociated sums in the samples are of floats (double: the same, safely)


def reassociation_tolerance(plan: Plan, versions: list[Version]) -> Optional[float]:
    """The tolerance for comparing a rewrite that sums floats in another order (reshape-launches
    with --fp-reassociate): the longest such sum the launches make, times float's epsilon -- the
    bound of a sum's rounding error relative to the sum of its terms' magnitudes; a note in the
    plan says so.  None where no launch reassociates (bit for bit)."""
    longest = 0
    for step in plan.launches:
        for run in step.runs:
            for version in versions[1:]:
                shape = run.shape(version.shapes)
                if shape is None or not shape.reassociated:
                    continue
                length = shape.length_constant
                if shape.length_argument >= 0 and shape.length_argument < len(run.args):
                    source = run.args[shape.length_argument]
                    length = source.value if source.kind == "scalar" and isinstance(source.value, int) else -1
                longest = max(longest, length if length > 0 else 1 << 20)
    if not longest:
        return None
    tolerance = longest * FLOAT_EPSILON
    plan.notes.append(f"kernels of the rewrite sum floats in another order (sums of up to {longest} terms): "
                      f"compared within {tolerance:.3g} ({longest} x float's epsilon)")
    return tolerance
