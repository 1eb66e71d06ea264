"""`sycl-lift replay --time`: per-kernel device times of the original and the rewritten kernel (the
method of the project's kernel benchmark, which is now benchmarks/replay_speedup.py over this).

Each kernel is timed at the end of the replay, with the arguments of its first run, on the SAME
device memory (the first version's) for all versions: where a buffer lands moves a memory-bound
kernel's time.  Launches are split into `rounds` that alternate between the original, the
rewritten kernel and a second build of the original (the A/A control: a separate binary of the
same program); each launch is timed by its OpenCL profiling event.  Reported: the fastest time of
each version, the speed-up original/rewritten of the fastest launches, the median of the per-round
ratios (paired in time, the steadier figure), and the same two for the control, whose distance from
1.00x is the noise of the measurement on the machine.  `summary` gives the geomeans.

`time_program` times what a user waits for: the whole launch sequence of each version (every
replayed launch in program order, the kernel DPC++ runs for each -- a fused kernel once in place of
its chain -- each version on its own memory),
enqueued back to back and waited for once, in alternating rounds with the same control, by two
clocks: the host's (enqueueing, the launches, the wait: what the replay's host pays, its Python
included) and the device's (OpenCL profiling: from the first kernel's start to the last one's end,
the gaps between launches included: what the device spends on the sequence).

Assumes: the kernels' results are not needed any more (timing overwrites memory).  Proves nothing
about correctness; the replay before it does.
"""
from __future__ import annotations

import math


def median(values: list) -> float:
    s = sorted(values)
    n = len(s)
    return (s[(n - 1) // 2] + s[n // 2]) / 2


def control_and_rewritten(session) -> tuple[object, int]:
    """The A/A control (a second build of the original) and the index of the rewritten version in
    the original's form (SPIR-V against SPIR-V on Intel: a form change alone moves a kernel's time,
    and that is not the rewrite's doing)."""
    control_program = session.build(session.versions[0], salt=" -D SYCL_LIFT_CONTROL=1")
    form = session.versions[0]["form"]
    rewritten = next((i for i, v in enumerate(session.versions) if i and v["form"] == form
                      and v["name"].startswith("rewritten")), 1)
    return control_program, rewritten


def time_program(session, rounds: int = 10) -> dict:
    """{launches, original_ms, rewritten_ms, control_ms, speedup, control_ratio, median_round_speedup,
    median_round_control}: the fastest of `rounds` runs of the whole sequence per version."""
    import time

    runs = [(si, run) for si, step in enumerate(session.plan.steps) if step.kind == "launch" and not step.skipped
            for run in step.runs if run.runtime_runs]
    control_program, rewritten = control_and_rewritten(session)
    try:
        sequences = [session.sequence(0, runs), session.sequence(rewritten, runs),
                     [(session.kernel(0, run, programs=control_program), run) for _, run in runs]]
    except Exception as e:  # noqa: BLE001 - reported; the kernels' own figures stand
        return {"launches": len(runs), "error": str(e)}
    cl = session.cl

    def once(kernels, v: int) -> tuple[float, float]:
        """(host wall seconds, device span seconds) of one run of the sequence."""
        start = time.perf_counter()
        events = []
        for kernel, run in kernels:
            global_size, local_size = session.sizes(v, run)
            events.append(cl.enqueue_nd_range_kernel(session.queue, kernel, global_size, local_size,
                                                     global_work_offset=run.offset))
        session.queue.finish()
        wall = time.perf_counter() - start
        return wall, (events[-1].profile.end - events[0].profile.start) * 1e-9

    shaped_as = (0, rewritten, 0)  # the version whose launch shapes each sequence takes
    for kernels, v in zip(sequences, shaped_as):
        once(kernels, v)  # warm-up
    best = {"wall": [math.inf] * 3, "device": [math.inf] * 3}
    ratios = {"wall": ([], []), "device": ([], [])}
    for _ in range(rounds):
        this_round = [once(kernels, v) for kernels, v in zip(sequences, shaped_as)]
        for i, clock in enumerate(("wall", "device")):
            times = [t[i] for t in this_round]
            best[clock] = [min(b, t) for b, t in zip(best[clock], times)]
            ratios[clock][0].append(times[0] / times[1])
            ratios[clock][1].append(times[0] / times[2])
    wall, device = best["wall"], best["device"]
    return {"launches": len(runs), "rewritten_launches": len(sequences[1]),
            "original_ms": wall[0] * 1e3, "rewritten_ms": wall[1] * 1e3,
            "control_ms": wall[2] * 1e3, "speedup": wall[0] / wall[1], "control_ratio": wall[0] / wall[2],
            "median_round_speedup": median(ratios["wall"][0]), "median_round_control": median(ratios["wall"][1]),
            "original_device_ms": device[0] * 1e3, "rewritten_device_ms": device[1] * 1e3,
            "control_device_ms": device[2] * 1e3, "device_speedup": device[0] / device[1],
            "device_control_ratio": device[0] / device[2],
            "median_round_device_speedup": median(ratios["device"][0]),
            "median_round_device_control": median(ratios["device"][1]), "rounds": rounds}


def time_kernels(session, repeat: int = 30, rounds: int = 10) -> list[dict]:
    """One entry per kernel: {kernel, wrapper, runtime_runs (whether DPC++ runs it at the replayed
    range: see plan.MIN_RANGE), original_ms, rewritten_ms, control_ms, speedup, median_round_speedup,
    control_ratio, median_round_control}."""
    first = {}
    for step in session.plan.steps:
        for run in step.runs if not step.skipped else ():
            first.setdefault(run.kernel, run)
    control_program, rewritten = control_and_rewritten(session)
    per_round = max(1, repeat // rounds)
    out = []
    for name, run in first.items():
        try:
            kernels = [session.kernel(0, run), session.kernel(rewritten, run, memory=0),
                       session.kernel(0, run, programs=control_program)]
            shaped_as = (0, rewritten, 0)  # the version whose launch shape each kernel takes
            for k, v in zip(kernels, shaped_as):
                session.launch(k, run, v=v)  # warm-up
        except Exception as e:  # noqa: BLE001 - reported, the other kernels are still timed
            out.append({"kernel": name, "error": str(e)})
            continue
        best = [math.inf] * 3
        ratios, controls = [], []
        for _ in range(rounds):
            this_round = []
            for k, v in zip(kernels, shaped_as):
                times: list = []
                for _ in range(per_round):
                    session.launch(k, run, times, v=v)
                this_round.append(min(times))
            best = [min(b, t) for b, t in zip(best, this_round)]
            ratios.append(this_round[0] / this_round[1])
            controls.append(this_round[0] / this_round[2])
        out.append({"kernel": name, "wrapper": run.wrapper, "runtime_runs": run.runtime_runs,
                    "original_ms": best[0] * 1e3, "rewritten_ms": best[1] * 1e3,
                    "control_ms": best[2] * 1e3, "speedup": best[0] / best[1], "median_round_speedup": median(ratios),
                    "control_ratio": best[0] / best[2], "median_round_control": median(controls),
                    "rounds": rounds, "launches_per_round": per_round})
    return out


def geomean(values: list) -> float | None:
    values = [v for v in values if v and v > 0]
    return math.exp(sum(math.log(v) for v in values) / len(values)) if values else None


def summary(entries: list[dict]) -> dict:
    ok = [e for e in entries if "speedup" in e]
    return {"kernels": len(ok), "geomean_speedup": geomean([e["speedup"] for e in ok]),
            "geomean_median_round_speedup": geomean([e["median_round_speedup"] for e in ok]),
            "geomean_control": geomean([e["control_ratio"] for e in ok]),
            "geomean_median_round_control": geomean([e["median_round_control"] for e in ok])}
