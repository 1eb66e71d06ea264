"""One job of `sycl-lift survey`: one program x host module x commands, in a process of its own.

`run_isolated(job, timeout, memory_gib)` runs the job in a child process (`python -m
sycl_lift.survey.work`) in a session of its own, whose address space is limited to `memory_gib` GiB
(RLIMIT_AS) and which is killed with everything it started (the replay's device session) after
`timeout` seconds.  It returns the job's record: what each command found, or why the job did not
finish -- `timeout`, `memory` (it ran out of the address space it was given), `crashed` (it died:
a signal, an abort in a native library) -- so a program that crashes, hangs or blows up costs
nothing but its own record.  The child is started the same way wherever `run_isolated` runs: in a
thread of this process (`--jobs`) or in a Dask worker, where a crash must not take the worker down.

The child runs the commands with the functions the commands themselves use (`run_job`), each
command's failure its own (a malformed module is an `error` with the input's `file:line:col`), and
reports figures, not outputs:
    raise     release, launches, buffers, USM operations, queues, commands, warnings, and the
              SHA-256 of the `raise --json` text (so two raises of one module compare exactly)
    coverage  the pattern set and the runtime calls no pattern explains (`patterns coverage`)
    rewrite   kernels, kernels linked to a launch, launches unlinked, noalias proven of accessors
              considered, parameters before and after, rewrites not applied, and the kernels that
              failed with the step and the reason (the rewrite pipeline, LLVM's verifier and the
              OpenCL C writer, as `rewrite` runs them)
    diff      SYCL-equivalent or not, the SYCL-level changes with their kinds, the runtime-level
              changes, and how many functions were added, removed and changed (`diff`)
    replay    the device, per launch its verdict, the counts, and the error (`replay` with the
              rewrite for the device's target: the survey's own rewrite when it is for that target)
The raise is made once per job: the rewrite takes its result, as `rewrite` of several device
modules does.  The child checks that each input still has the SHA-256 the job was made with (a
worker on another machine reads the same shared path), so a stored result always belongs to the
bytes it names.
"""
from __future__ import annotations

import hashlib
import json
import os
import signal
import subprocess
import sys
import tempfile
import threading
import time

from lift import LiftError

COMMANDS = ("raise", "coverage", "rewrite", "diff", "replay")  # the order a job runs them in
DEFAULT_COMMANDS = ("raise", "coverage", "rewrite")
STATUSES = ("done", "error", "timeout", "memory", "crashed")
# in the log of a child that died, the sign that it ran out of memory (a native library's abort)
MEMORY_SIGNS = ("MemoryError", "out of memory", "std::bad_alloc", "Cannot allocate memory")
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


# ---- in the child


class Inputs:
    """A job's modules, each read when first needed.  The host module of the raise is shared with
    `patterns coverage` and the rewrite (neither changes it before the rewrite, which is its last
    user); every later command reads its own copy, since the rewrite edits the modules it gets."""

    def __init__(self, job: dict):
        self.job = job
        self.shared_host = None
        self.raised = None  # the raise's analyses, for the rewrite
        self.rewritten: dict = {}  # target -> rewritten device text

    def fresh(self, role: str):
        import lift

        return lift.parse_file(self.job["inputs"][role]["path"])

    def host(self):
        if self.shared_host is None:
            self.shared_host = self.fresh("host")
        return self.shared_host

    def take_host(self):
        module = self.host()
        self.shared_host = None
        return module


def check_inputs(job: dict) -> None:
    """Each input has the bytes the survey hashed (see the module docstring)."""
    from sycl_lift.survey.discover import file_hash

    for entry in job["inputs"].values():
        try:
            digest = file_hash(entry["path"])
        except OSError as exc:
            raise LiftError(f"cannot read file: {exc.strerror}", entry["path"]) from None
        if digest != entry["sha256"]:
            raise LiftError("not the file the survey hashed (changed since, or another file at this path on "
                            "this worker)", entry["path"])


def raise_figures(inputs: Inputs) -> dict:
    from passes import PassContext
    from passes.host.raise_host import RaiseHost

    ctx = PassContext(host=inputs.host())
    RaiseHost().apply(ctx)
    program = ctx.analyses["sycl-program"]
    inputs.raised = {"sycl-ops": program, "sycl-release": ctx.analyses["sycl-release"]}
    listing = program.to_json()
    text = json.dumps(listing, indent=2) + "\n"  # what `raise --json` prints
    return {"release": listing["release"],
            **{what: len(listing[what]) for what in ("launches", "buffers", "usm", "queues", "commands")},
            "warnings": len(program.warnings), "sha256": hashlib.sha256(text.encode()).hexdigest()}


def coverage_figures(inputs: Inputs) -> dict:
    from passes.host import patterns

    module = inputs.host()
    chosen, detection, warnings = patterns.choose_patterns(module, None, None)
    data = patterns.coverage_json(patterns.coverage(module, chosen), detection, warnings, [])
    return {"patterns": data["patterns"], "failed": data["failed"],
            "unexplained": [{key: c[key] for key in ("callee", "count", "critical")} for c in data["unexplained"]]}


def rewrite_figures(inputs: Inputs) -> dict:
    from lift.output import verify_llvm
    from passes import pipeline

    target = inputs.job["options"]["target"]
    name = os.path.join("rewritten", "device.ll")  # where `rewrite -o rewritten` would write it
    result = pipeline.rewrite(inputs.take_host(), inputs.fresh("device"), target=target, raised=inputs.raised)
    verify_llvm(result.host, os.path.join("rewritten", "host.ll"))
    verify_llvm(result.device, name)
    report = result.report
    report["failed"] += pipeline.write_opencl(result.device, name)[1]
    if any(f["why"].startswith("internal error: MemoryError") for f in report["failed"]):
        raise MemoryError  # a kernel's step ran out of the job's memory: not a fact about the kernel
    inputs.rewritten[target] = result.device
    kernels = report["kernels"]
    noalias = [entry["noalias"] for k in kernels for entry in k.get("noalias", ())]
    return {"target": target, "kernels": len(kernels), "linked": sum(1 for k in kernels if k["launches"]),
            "unlinked": len(report["unlinked"]), "skipped": len(report["skipped"]),
            "noalias": [sum(1 for proven in noalias if proven), len(noalias)],
            "params": [sum(k["params_before"] for k in kernels), sum(k["params_after"] for k in kernels)],
            "failures": [{"kernel": f["kernel"], "step": f["step"], "why": f["why"]} for f in report["failed"]]}


def diff_figures(inputs: Inputs) -> dict:
    from passes import diff as sycl_diff

    result = sycl_diff.diff_modules([inputs.fresh("old_host"), inputs.fresh("old_device")],
                                    [inputs.fresh("host"), inputs.fresh("device")])
    data = result.to_json()
    return {"equivalent": data["sycl_equivalent"], "sycl": data["sycl"], "kinds": [c.kind for c in result.sycl],
            "runtime": data["runtime"], "functions": {what: len(data["functions"][what])
                                                      for what in ("added", "removed", "changed")}}


def replay_figures(inputs: Inputs) -> dict:
    from sycl_lift.replay import run

    kind = inputs.job["options"]["replay_device"]
    report = run.replay(inputs.fresh("host"), inputs.fresh("device"), kind,
                        inputs.rewritten.get(run.DEVICE_TARGET[kind]), timeout=inputs.job["limits"]["timeout"])
    return {"device": kind, "device_name": report["device_name"], "counts": report["counts"],
            "error": report["error"], "exit_code": run.exit_code(report),
            "launches": [{key: launch[key] for key in ("name", "label", "status")} for launch in report["launches"]]}


FIGURES = {"raise": raise_figures, "coverage": coverage_figures, "rewrite": rewrite_figures,
           "diff": diff_figures, "replay": replay_figures}


def run_job(job: dict) -> dict:
    """{"status", "why", "results": {command: figures + status}} of a job, in this process."""
    from passes import failure_reason

    try:
        check_inputs(job)
    except LiftError as exc:
        return {"status": "error", "why": str(exc), "results": {}}
    inputs, results, why = Inputs(job), {}, None
    for command in (c for c in COMMANDS if c in job["commands"]):
        start = time.monotonic()
        try:
            results[command] = {"status": "ok", **FIGURES[command](inputs)}
        except MemoryError:
            raise
        except Exception as exc:  # noqa: BLE001 - each command's failure is its own, recorded
            reason, internal = failure_reason(exc)
            results[command] = {"status": "error", "why": reason, **({"internal": True} if internal else {})}
            why = why or f"{command}: {reason}"
        results[command]["seconds"] = round(time.monotonic() - start, 3)
    return {"status": "error" if why else "done", "why": why, "results": results}


def peak_memory_mib() -> float:
    """The largest resident size of this process or of a child it waited for (the replay's device
    session), in MiB."""
    import resource

    kib = max(resource.getrusage(who).ru_maxrss for who in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN))
    return round(kib / 1024, 1)


def load_libraries() -> None:
    """Load the passes and LLVM (llvmlite's shared library) before the memory limit is set: the limit
    is on what the job's work takes, and a library mapped under it fails as a missing file, not as
    memory."""
    import llvmlite.binding as llvm

    from passes import pipeline  # noqa: F401 - every pass

    llvm.llvm_version_info  # noqa: B018 - the first call into the library loads it


def main(argv: list) -> int:
    """The child: `python -m sycl_lift.survey.work RESULT.json MEMORY_BYTES`, the job as JSON on stdin."""
    import gc
    import resource

    from lift.output import write_output

    result_path, limit = argv[0], int(argv[1])
    load_libraries()
    if limit:
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    job = json.loads(sys.stdin.read())
    try:
        outcome = run_job(job)
    except MemoryError:
        outcome = None  # the frames that held the memory are gone once out of the handler
    if outcome is None:
        gc.collect()
        why = f"ran out of its {limit / 2**30:g} GiB address space" if limit else "ran out of memory"
        outcome = {"status": "memory", "why": why, "results": {}}
    outcome["peak_memory_mib"] = peak_memory_mib()
    write_output(result_path, json.dumps(outcome) + "\n")
    return 0


# ---- in the parent


def run_isolated(job: dict, timeout: float, memory_gib: float, cancelled: threading.Event | None = None) -> dict | None:
    """The record of `job`, run in a child process (see the module docstring); None when
    `cancelled` is set before it ends (the child is then killed)."""
    record = job_record(job, timeout, memory_gib)
    if job.get("unpaired"):
        return unfinished(record, "error", job["unpaired"], 0.0)
    limit = int(memory_gib * 2**30)
    paths = [ROOT] + [path for path in [os.environ.get("PYTHONPATH")] if path]  # this sycl-lift first
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(paths))
    with tempfile.TemporaryDirectory(prefix="sycl-lift-survey-") as scratch:
        result_path, log_path = os.path.join(scratch, "result.json"), os.path.join(scratch, "log")
        start = time.monotonic()
        with open(log_path, "wb") as log:
            proc = subprocess.Popen([sys.executable, "-m", "sycl_lift.survey.work", result_path, str(limit)],
                                    stdin=subprocess.PIPE, stdout=log, stderr=subprocess.STDOUT, cwd=ROOT, env=env,
                                    start_new_session=True)
            ended = _wait(proc, json.dumps({**job, "limits": record["limits"]}).encode(), start + timeout, cancelled)
        seconds = round(time.monotonic() - start, 3)
        if ended is None:
            return None
        if os.path.exists(result_path):
            with open(result_path) as f:
                return {**record, **json.load(f), "seconds": seconds}
        with open(log_path, "rb") as f:
            tail = f.read()[-4000:].decode(errors="replace")
    if ended == "timeout":
        return unfinished(record, "timeout", f"ran past the time limit of {timeout:g} s", seconds)
    last = tail.strip().splitlines()[-1] if tail.strip() else "no message"
    status = "memory" if any(sign in tail for sign in MEMORY_SIGNS) else "crashed"
    code = proc.returncode
    died = f"killed by {signal.Signals(-code).name}" if code < 0 else f"exit code {code}"
    return unfinished(record, status, f"the worker process died ({died}): {last[-300:]}", seconds)


def job_record(job: dict, timeout: float, memory_gib: float) -> dict:
    """What a job's record says of the job: its key, names, commands, options, inputs, and the
    limits it ran under."""
    record = {key: job[key] for key in ("key", "root", "old_root", "program", "host", "device", "commands",
                                        "options", "inputs") if key in job}
    record["limits"] = {"timeout": timeout, "memory_gib": memory_gib}
    return record


def unfinished(record: dict, status: str, why: str, seconds: float) -> dict:
    """The record of a job that ended before any command did."""
    return {**record, "status": status, "why": why, "seconds": seconds, "peak_memory_mib": None, "results": {}}


def _wait(proc: subprocess.Popen, job: bytes, deadline: float, cancelled: threading.Event | None) -> str | None:
    """"ended" or "timeout" once the child is gone (killed with its process group past the
    deadline); None when cancelled."""
    try:
        proc.stdin.write(job)
        proc.stdin.close()
    except BrokenPipeError:  # it died before reading its job: its exit status says why
        pass
    while True:
        try:
            proc.wait(timeout=max(0.0, min(0.5, deadline - time.monotonic())))
            return "ended"
        except subprocess.TimeoutExpired:
            pass
        if cancelled is not None and cancelled.is_set() or time.monotonic() >= deadline:
            try:
                os.killpg(proc.pid, signal.SIGKILL)  # the child leads its own session: this is it and its children
            except ProcessLookupError:
                pass
            proc.wait()
            return None if cancelled is not None and cancelled.is_set() else "timeout"


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
