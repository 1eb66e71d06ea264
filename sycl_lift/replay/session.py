"""One device session of `sycl-lift replay`, run in a child process (`python -m sycl_lift.replay.session`).

It reads a pickled job from stdin (the plan, the versions' programs and device IR, the device kind,
the seed, the comparison, timing options), makes one set of device memory per version with the same
seeded inputs, replays every step in program order on every version, and after every kernel run
checks every memory's guard zones (sycl_lift/replay/guarded.py: a write outside a memory) and compares
every buffer and USM allocation of each version with the first version's.  The original (and, where
they differ, every version) is run again from the memory it started from with the other canary in
the guards: where its results change, a run with the same canary tells a version that varies from
run to run by itself (the original's own variation then bounds what counts as a difference, and a
version that varies alone differs) from one that reads outside a memory (found one memory at a
time).  It reports on
stdout, one JSON event per line (prefixed EVENT), as it goes, so that the parent knows how far it
got when a runtime crashes or hangs (the parent kills it after its timeout).  Whatever the runtimes
print on file descriptor 2 (Oclgrind's error reports) goes to the file the job names and is
attributed to the kernel run that printed it.

Assumes: run only by sycl_lift.replay.run.  Imports numpy and pyopencl (through devices.py).
"""
from __future__ import annotations

import json
import os
import pickle
import sys
import zlib

from sycl_lift.replay.guarded import CANARY

EVENT = "@@replay "


def emit(**event) -> None:
    sys.stdout.write(EVENT + json.dumps(event, default=str) + "\n")
    sys.stdout.flush()


class Session:
    def __init__(self, job: dict):
        from sycl_lift.replay import devices as dv  # first: sets up the ICD loader

        import numpy as np
        import pyopencl as cl

        self.np, self.cl, self.dv = np, cl, dv
        self.job = job
        self.plan = job["plan"]
        self.versions = job["versions"]
        self.ctx = dv.context(job["device"])
        self.queue = dv._queue(self.ctx)
        device = self.ctx.devices[0]
        try:
            caps = device.svm_capabilities
        except Exception:  # OpenCL 1.2 devices (Oclgrind)
            caps = 0
        self.svm = bool(caps & cl.device_svm_capabilities.COARSE_GRAIN_BUFFER)
        self.device_name = f"{device.platform.name.strip()} / {device.name.strip()}"
        self.align = max(1, device.mem_base_addr_align // 8)  # where a sub-buffer may start
        # per version, its program built with each specialization-constant binding (KernelRun.binding)
        self.programs = [self.build(v) for v in self.versions]
        # per version: plan step index -> the FusedRun (plan.fused_runs) whose chain it is in; a
        # fused kernel this device cannot build (optional features) runs as its members
        for v, version in enumerate(self.versions):
            built = None
            for f in list(version.get("fusions", ())):
                if f.run.kernel in version.get("requires", {}):
                    built = built if built is not None else {k.function_name for k in self.programs[v][0].all_kernels()}
                    if f.run.kernel not in built:
                        version["fusions"].remove(f)
        self.fused = [{si: f for f in v.get("fusions", ()) for si in f.steps} for v in self.versions]
        self.hidden = [{m for f in v.get("fusions", ()) for m in f.hidden} for v in self.versions]
        self.in_chains = {si for fused in self.fused for si in fused}
        self.params: dict = {}
        self.modules: dict = {}
        self.inputs = {name: self.initial(mem) for name, mem in self.plan.memories.items() if not mem.why_not}
        self.memory = [{name: self.allocate(mem, self.inputs[name]) for name, mem in self.plan.memories.items()
                        if name in self.inputs} for _ in self.versions]
        self.err_path = job.get("stderr")
        self.err_pos = os.path.getsize(self.err_path) if self.err_path and os.path.exists(self.err_path) else 0

    # ---- set-up
    def build(self, version: dict, salt: str = "") -> list:
        """The version's programs, one per specialization-constant binding."""
        import warnings

        cl = self.cl
        built = []
        for program in version["programs"]:
            try:
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore", cl.CompilerWarning)
                    built.append(cl.Program(self.ctx, program if isinstance(program, str) else bytes(program)).build(
                        options=version["options"] + salt))
            except cl.Error as e:
                raise self.dv.KernelError(f"building {version['name']} ({version['form']}) failed: {e}") from e
        return built

    def initial(self, mem):
        """Seeded inputs, the same for every version: floats in [-1, 1), integers in [0, 16)."""
        np = self.np
        rng = np.random.default_rng([self.job["seed"], zlib.crc32(mem.name.encode())])
        dt = np.dtype(mem.dtype)
        n = max(1, mem.elements)
        if dt.kind == "f":
            return rng.uniform(-1.0, 1.0, n).astype(dt)
        if dt.kind in "iu":
            return rng.integers(0, 16, n).astype(dt)
        return rng.integers(0, 2, n).astype(dt)

    def allocate(self, mem, data):
        from sycl_lift.replay.guarded import GuardedMemory

        memory = GuardedMemory(self, data.nbytes, mem.kind == "usm" and self.svm, self.align)
        memory.fill(data)
        return memory

    def snapshot(self, v: int) -> dict:
        """Every memory of version v, guards included (name -> uint8 array)."""
        return {name: m.read_all() for name, m in self.memory[v].items()}

    def restore(self, v: int, raws: dict) -> None:
        for name, raw in raws.items():
            self.memory[v][name].write_all(raw)

    def contents(self, v: int, name: str, raw):
        """What the program sees of memory `name` of version v in `raw`: its elements."""
        return self.memory[v][name].middle(raw).view(self.inputs[name].dtype)

    def read(self, v: int, name: str):
        memory = self.memory[v][name]
        return self.contents(v, name, memory.read_all()).copy()

    def write(self, v: int, name: str, data) -> None:
        memory = self.memory[v][name]
        raw = memory.read_all()
        memory.middle(raw)[:] = data.view(self.np.uint8).reshape(-1)
        memory.write_all(raw)

    def kernel_params(self, v: int, kernel: str):
        key = (self.versions[v]["ir_id"], kernel)
        if key not in self.params:
            import lift

            ir_id = self.versions[v]["ir_id"]
            if ir_id not in self.modules:
                self.modules[ir_id] = lift.parse_text(self.job["ir"][ir_id], self.versions[v]["name"])
            self.params[key] = self.dv.kernel_params(self.modules[ir_id], kernel)
        return self.params[key]

    # ---- fused chains
    def main_run(self, si: int):
        """The run of step si that a launch in a fused chain runs: its kernel, not the range-rounding
        wrapper.  (Every version runs a chain's launches once each: a kernel that updates its memory
        in place would otherwise run twice in the versions that run the members, and once in the
        fused one.)"""
        return next((r for r in self.plan.steps[si].runs if not r.wrapper), None)

    def action(self, v: int, si: int, run):
        """What version v launches for `run` of step si: the run, the fused kernel of the chain the
        step begins (in place of its kernel run), or None (a later part of a fused chain)."""
        f = self.fused[v].get(si)
        if f is None:
            return run
        return f.run if si == f.steps[0] and run is self.main_run(si) else None

    def in_chain(self, si: int) -> str:
        """The launch after which the run of step si, in a fused chain but not its last launch (in
        some version), is compared; "" for every other step."""
        for fused in self.fused:
            f = fused.get(si)
            if f is not None and si < f.steps[-1]:
                return self.plan.steps[f.steps[-1]].name
        return ""

    def sequence(self, v: int, runs: list) -> list:
        """(kernel, run) pairs version v launches for (step index, run) pairs in program order."""
        out, fused = [], set()
        for si, run in runs:
            f = self.fused[v].get(si)
            if f is None:
                out.append((self.kernel(v, run), run))
            elif si == f.steps[0] and id(f) not in fused:  # (once, whichever of the step's runs comes first)
                fused.add(id(f))
                out.append((self.kernel(v, f.run), f.run))
        return out

    # ---- arguments
    def kernel(self, v: int, run, programs=None, memory: int | None = None):
        """A pyopencl Kernel of version v (from `programs`: one per binding, default the version's own)
        with the run's arguments set (memory of version `memory`)."""
        cl, np = self.cl, self.np
        kernel = cl.Kernel((programs or self.programs[v])[run.binding], self.launched_kernel(v, run))
        params = self.kernel_params(v, run.kernel)
        kept = self.versions[v]["kept"][run.kernel]
        if len(kept) != len(params) or kernel.num_args != len(params):
            raise self.dv.KernelError(f"{run.kernel} in {self.versions[v]['name']}: {len(params)} parameters, "
                                      f"{len(kept)} kept arguments, the program says {kernel.num_args}")
        mem = self.memory[v if memory is None else memory]
        svm_ptrs = []
        for i, (j, p) in enumerate(zip(kept, params)):
            src = run.args[j]
            if src.kind == "memory" and p.kind == "byval_struct":  # a pointer DPC++ wrapped in a struct
                fields = [(f.offset, src) for f in p.fields if f.is_pointer]
                if len(fields) != 1:
                    raise self.dv.KernelError(f"{run.kernel} parameter {i} ({p.struct}): not one pointer")
                obj = type(src)("object", fields=fields)
                kernel.set_arg(i, np.frombuffer(self.struct_bytes(p, obj, mem, svm_ptrs), np.uint8))
            elif src.kind == "memory" and mem[src.memory].svm:
                self.dv._set_svm_arg(kernel, i, mem[src.memory].address(src.byte_offset))
            elif src.kind == "memory":  # (at a byte offset: a sub-buffer's part, as the runtime passes it)
                try:
                    kernel.set_arg(i, mem[src.memory].sub_buffer(src.byte_offset))
                except cl.Error as exc:
                    raise self.dv.KernelError(f"{run.kernel} parameter {i}: a sub-buffer at byte {src.byte_offset} "
                                              f"of {src.memory}: {exc}") from None
            elif src.kind == "local":
                kernel.set_arg(i, cl.LocalMemory(src.nbytes))
            elif src.kind == "bytes" and p.kind == "byval_struct" and len(src.value) == 2 * p.size:
                kernel.set_arg(i, np.frombuffer(bytes.fromhex(src.value), np.uint8))
            elif src.kind in ("range", "id", "leaves", "object", "unused") and p.kind == "byval_struct":
                kernel.set_arg(i, np.frombuffer(self.struct_bytes(p, src, mem, svm_ptrs), np.uint8))
            elif src.kind == "scalar" and p.kind == "byval_struct" and len(p.fields) == 1:
                # a one-field struct the raise read as its scalar (a range<1> inside a kernel object)
                kernel.set_arg(i, np.frombuffer(self.dv._pack_struct(p, (src.value or 0,), []), np.uint8))
            elif src.kind == "scalar" or (src.kind == "unused" and p.kind == "scalar"):
                kernel.set_arg(i, self.dv._scalar_bytes(src.value or 0, p.dtype, i))
            elif src.kind == "unused" and p.is_buffer:
                kernel.set_arg(i, cl.Buffer(self.ctx, cl.mem_flags.READ_WRITE, 64))
            elif src.kind == "unused" and p.kind == "local_ptr":
                kernel.set_arg(i, cl.LocalMemory(4))
            else:
                raise self.dv.KernelError(f"{run.kernel} parameter {i} ({p.kind}) cannot take a {src.kind} argument")
        if svm_ptrs:
            self.dv._set_svm_ptrs(kernel, svm_ptrs)
        return kernel

    def struct_bytes(self, p, src, mem, svm_ptrs: list) -> bytes:
        np = self.np
        if src.kind in ("range", "id", "leaves"):
            values = list(src.value)
            if len(values) != len(p.fields):
                raise self.dv.KernelError(f"parameter {p.index} ({p.struct}): {len(values)} values for "
                                          f"{len(p.fields)} fields")
            return self.dv._pack_struct(p, tuple(values), [])
        raw = bytearray(p.size)
        for offset, field in src.fields:
            if field.kind == "memory":
                if not mem[field.memory].svm:
                    raise self.dv.KernelError("a USM pointer inside a kernel object needs shared virtual memory, "
                                              "which this device does not have")
                address = mem[field.memory].address(field.byte_offset)
                raw[offset:offset + 8] = address.to_bytes(8, "little")
                svm_ptrs.append(address)
            elif field.kind == "scalar":
                data = np.asarray(field.value, dtype=field.dtype).tobytes()
                raw[offset:offset + len(data)] = data
            elif field.kind != "unused":
                raise self.dv.KernelError(f"cannot place a {field.kind} inside a kernel object")
        return bytes(raw)

    def launched_kernel(self, v: int, run) -> str:
        """The kernel version v launches for `run`: its copy for its shrunk launch where the shape
        applies (Version.copies; same parameters), the run's kernel otherwise."""
        copy = self.versions[v].get("copies", {}).get(run.kernel)
        return copy if copy and self.sizes(v, run) != (run.global_size, run.local_size) else run.kernel

    def sizes(self, v: int, run) -> tuple:
        """(global, local) OpenCL sizes version v launches `run` with: the plan's, or as its rewrite
        reshaped the kernel's launches (Version.shapes)."""
        return run.sizes(self.versions[v].get("shapes", {}))

    def launch(self, kernel, run, events: list | None = None, v: int = 0):
        cl = self.cl
        global_size, local_size = self.sizes(v, run)
        event = cl.enqueue_nd_range_kernel(self.queue, kernel, global_size, local_size,
                                           global_work_offset=run.offset)
        event.wait()
        if events is not None:
            events.append((event.profile.end - event.profile.start) * 1e-9)

    # ---- comparing
    def compare(self, after: list, variation: dict | None = None) -> list[dict]:
        """The differences of every version's memories (`after`: snapshots) from the original's;
        `variation`: memory -> how far the original's own results vary from run to run (floats),
        the tolerance for that memory then."""
        diffs = []
        for name, v, want, got in self.observed_pairs(after):
            bad = self.differing(want, got, (variation or {}).get(name))
            if bad.size:
                i = int(bad[0])
                diffs.append({"memory": name, "version": self.versions[v]["name"], "index": i,
                              "count": int(bad.size), "expected": want[i].item(), "got": got[i].item(),
                              "expected_bits": want[i:i + 1].tobytes().hex(),
                              "got_bits": got[i:i + 1].tobytes().hex()})
        return diffs

    def observed_pairs(self, after: list):
        """(memory, version, the original's observable elements, the version's) for every memory and
        every version but the original, from snapshots `after`."""
        for name in self.inputs:
            lanes, observed = self.plan.memories[name].lanes, self.plan.memories[name].observed
            want = self.observable(self.contents(0, name, after[0][name]), lanes, observed)
            for v in range(1, len(self.versions)):
                if name not in self.hidden[v]:  # (a fused chain's intermediate: not materialised)
                    yield name, v, want, self.observable(self.contents(v, name, after[v][name]), lanes, observed)

    def largest_error(self, after: list) -> dict | None:
        """Where floats are compared within a tolerance: the largest absolute and relative difference
        of any version's floats from the original's ({memory, absolute, relative}); None when none
        differ at all."""
        np = self.np
        worst = None
        for name, v, want, got in self.observed_pairs(after):
            if want.dtype.kind != "f":
                continue
            with np.errstate(all="ignore"):
                diff = np.abs(want.astype(np.float64) - got)
                rel = diff / np.maximum(np.abs(want.astype(np.float64)), np.finfo(np.float64).tiny)
            absolute, relative = float(np.nanmax(diff, initial=0.0)), float(np.nanmax(rel, initial=0.0))
            if absolute and (worst is None or relative > worst["relative"]):
                worst = {"memory": name, "version": self.versions[v]["name"], "absolute": absolute,
                         "relative": relative}
        return worst

    @staticmethod
    def observable(elements, lanes: int, observed):
        """What a program can observe of a memory: not the padding of its elements (the fourth lane
        of a vec<T, 3>, a struct's bytes between fields, which kernels may leave as they like)."""
        if observed is None:
            return elements
        return elements.reshape(-1, lanes)[:, list(observed)].reshape(-1)

    def differing(self, a, b, spread: float | None = None):
        """Indices of the elements that differ: bit for bit, or within the job's tolerance or `spread`
        (floats)."""
        np = self.np
        tol = self.job.get("tolerance")
        if a.dtype.kind == "f" and (tol is not None or spread is not None):
            close = np.isclose(a, b, rtol=tol or 0.0, atol=max(tol or 0.0, spread or 0.0), equal_nan=True)
            return np.flatnonzero(~close)
        view = {1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}[a.dtype.itemsize]
        return np.flatnonzero(a.view(view) != b.view(view))

    def messages(self) -> str:
        if not self.err_path:
            return ""
        sys.stderr.flush()
        with open(self.err_path, "rb") as f:
            f.seek(self.err_pos)
            data = f.read()
        self.err_pos += len(data)
        from sycl_lift.replay.devices import without_probes

        return without_probes(data.decode(errors="replace"))

    # ---- the replay
    def run(self) -> None:
        checking = self.job.get("compare", True)
        settings = {k: os.environ[k] for k in self.dv.RUNTIME_SETTINGS if k in os.environ}
        emit(event="start", device=self.device_name, svm=self.svm, steps=len(self.plan.steps), settings=settings)
        before = None  # every version's memory before the next run (snapshots), where known
        for si, step in enumerate(self.plan.steps):
            if step.skipped:
                continue
            if step.kind in ("memcpy", "memset"):
                for v in range(len(self.versions)):
                    self.usm_step(v, step)
                emit(event="usm", step=si)
                before = None
                continue
            lacking = self.unavailable(step)
            if lacking:
                for ri in range(len(step.runs)):
                    emit(event="unavailable", step=si, run=ri, why=lacking)
                continue
            for ri, run in enumerate(step.runs):
                if si in self.in_chains and run is not self.main_run(si):
                    emit(event="ran", step=si, run=ri, diffs=[], not_run="a launch of a fused chain runs its kernel "
                         "once, not its range-rounding wrapper as well", messages="")
                    continue
                emit(event="run", step=si, run=ri)
                if checking and before is None:
                    before = [self.snapshot(v) for v in range(len(self.versions))]
                try:
                    for v in range(len(self.versions)):
                        todo = self.action(v, si, run)
                        if todo is not None:
                            self.launch(self.kernel(v, todo), todo, v=v)
                except (self.dv.KernelError, self.cl.Error) as e:
                    emit(event="failed", step=si, run=ri, why=str(e), messages=self.messages())
                    before = None
                    continue
                later = self.in_chain(si)
                if later:  # a fused version has run the whole chain: compare after its last launch
                    emit(event="ran", step=si, run=ri, diffs=[], compared_after=later, messages=self.messages())
                    before = None
                    continue
                if not checking:
                    emit(event="ran", step=si, run=ri, diffs=[], messages=self.messages())
                    continue
                after = [self.snapshot(v) for v in range(len(self.versions))]
                outside = self.writes_outside(after)
                diffs = self.compare(after)
                # the original is always run again (a kernel that reads outside its memory may agree
                # with a rewrite that reads the same canary), and every version where they differ
                varies, reads = self.run_again(si, run, before, after,
                                               range(len(self.versions)) if diffs else (0,))
                outside += reads
                if diffs and 0 in varies:  # the original varies by itself: twice that bounds what is a difference
                    diffs = self.compare(after, {n: 2 * d for n, d in varies[0].items() if d is not None})
                tolerated = self.job.get("tolerance") is not None or 0 in varies
                emit(event="ran", step=si, run=ri, diffs=diffs, outside=outside, messages=self.messages(),
                     varies={self.versions[v]["name"]: spread for v, spread in varies.items()},
                     largest_error=self.largest_error(after) if tolerated else None)
                before = after
        if self.job.get("timing"):
            from sycl_lift.replay.timing import time_kernels, time_program

            for entry in time_kernels(self, **self.job["timing"]):
                emit(event="timing", **entry)
            emit(event="program_timing", **time_program(self, self.job["timing"].get("rounds", 10)))
        emit(event="done")

    def writes_outside(self, after: list) -> list[dict]:
        """Writes into the guard zones, per version and memory; the guards are made whole again."""
        found = []
        for v, raws in enumerate(after):
            for name, raw in raws.items():
                memory = self.memory[v][name]
                offsets = memory.writes_outside(raw)
                if offsets:
                    found.append({"memory": name, "version": self.versions[v]["name"], "access": "writes",
                                  "bytes": offsets, "element_bytes": self.inputs[name].dtype.itemsize})
                    raws[name] = memory.with_canary(raw, CANARY)
                    memory.write_all(raws[name])
        return found

    def run_again(self, si: int, run, before: list, after: list, versions) -> tuple[dict, list]:
        """Run `versions` again from `before` with the second canary in the guards of the memories
        the run takes.  Where results change, tell why: a version whose results change with the same
        canary too varies from run to run by itself (version -> memory -> the largest difference
        between two runs, for floats; None where an integer memory varies); otherwise it reads
        outside a memory, found one memory at a time.  Every version's memory is left as `after`."""
        step = self.plan.steps[si]
        varies, reads = {}, []
        for v in versions:
            todo = self.action(v, si, run)
            if todo is None:
                continue  # (the last launches of a fused chain: the version launched nothing here)
            kernel = self.kernel(v, todo)
            if self.changes(v, kernel, todo, before[v], after[v], step.memories):
                spread = self.changes(v, kernel, todo, before[v], after[v], ())
                if spread:
                    varies[v] = spread
                    continue
                reads += [{"memory": name, "version": self.versions[v]["name"], "access": "reads"}
                          for name in step.memories if self.changes(v, kernel, todo, before[v], after[v], (name,))]
        for v in versions:
            self.restore(v, after[v])
        return varies, reads

    def changes(self, v: int, kernel, run, before: dict, after: dict, second_canary) -> dict:
        """Run version v's kernel from `before` (the memories named in `second_canary` with the
        second canary in their guards): the memories whose results then differ from `after`, each
        with the largest difference (floats; None for others)."""
        from sycl_lift.replay.guarded import SECOND_CANARY

        np = self.np
        self.restore(v, before)
        for name in second_canary:
            memory = self.memory[v][name]
            memory.write_all(memory.with_canary(before[name], SECOND_CANARY))
        self.launch(kernel, run, v=v)
        again = self.snapshot(v)
        changed = {}
        for name in self.inputs:
            first, second = self.contents(v, name, after[name]), self.contents(v, name, again[name])
            if first.tobytes() != second.tobytes():
                with np.errstate(all="ignore"):
                    changed[name] = (float(np.nanmax(np.abs(first.astype(np.float64) - second), initial=0.0))
                                     if first.dtype.kind == "f" else None)
        return changed

    def unavailable(self, step) -> str:
        """Why a launch cannot run here: a kernel its runs need is not in a version's program as this
        device built it, because its OpenCL C needs optional features the device lacks (the writer
        puts such a kernel under `#if`).  Empty when every kernel is there."""
        from passes.opencl.builtins import FEATURES

        for v, (version, programs) in enumerate(zip(self.versions, self.programs)):
            optional = [run for run in step.runs if run.kernel in version.get("requires", {})]
            if not optional:
                continue  # (NVIDIA's clCreateKernelsInProgram fails on some long kernel names: ask only when needed)
            built = {k.function_name for k in programs[0].all_kernels()}
            for run in optional:
                if run.kernel not in built:
                    needs = version["requires"][run.kernel]
                    tests = " && ".join(FEATURES[f][0] for f in needs)
                    return (f"{run.kernel} is not expressible on {self.device_name}: its OpenCL C ({version['name']}) "
                            f"needs {', '.join(needs)} ({tests}), which the device lacks")
        return ""

    def usm_step(self, v: int, step) -> None:
        dst = self.read(v, step.target)
        view = dst.view(self.np.uint8)
        n = min(step.nbytes, view.size)
        if step.kind == "memset":
            view[:n] = step.byte & 0xFF
        else:
            src = self.read(v, step.source).view(self.np.uint8)
            n = min(n, src.size)
            view[:n] = src[:n]
        self.write(v, step.target, dst)


def main() -> int:
    job = pickle.load(sys.stdin.buffer)
    if job.get("stderr"):
        fd = os.open(job["stderr"], os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
        os.dup2(fd, 2)
        os.close(fd)
    try:
        Session(job).run()
    except Exception as e:  # reported to the parent, which turns it into the report's error
        emit(event="error", why=f"{type(e).__name__}: {e}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
