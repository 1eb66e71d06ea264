#!/usr/bin/env python3
"""Fuzz campaign: mutated sample modules through `sycl-lift print / raise / rewrite / diff`.

Each case takes a real sample (host IR, device IR or both), damages one module (truncation, byte
flips, a deleted / duplicated / swapped line, a renamed value, a changed number, a line spliced in
from another sample) and runs the CLI in-process.  It checks what a user is promised:
  - no traceback: only a clean exit code (0, 1, or 2 for diff);
  - every error is reported as `file:line:col: message`;
  - no partial output: after a failed run the output file or folder holds nothing new, after a
    successful one every output file is complete (LLVM reads it); a `rewrite` that leaves some
    kernels unrewritten or out of kernels.cl (exit 1, each listed in report.json's `failed`) writes
    every output complete all the same.
Prints counts per command and outcome, and every violation (with its seed, to replay one:
`--seed N --cases 1`).  Every sample with 2026.2.0 host IR is a seed module.

`--generated N` adds the differential fuzz of benchmarks/gen_programs.py: N generated SYCL programs,
compiled with dpcpp-ir, through raise, rewrite and replay (original against rewritten kernels on
PoCL and Intel's CPU runtime); `--json-out FILE` writes the figures of every part.  The issue's whole
campaign is one command:

    python benchmarks/fuzz_campaign.py --cases 10000 --generated 100 --json-out benchmarks/results/fuzz_generated.json

`--vector-programs N` adds N programs of benchmarks/gen_vector_programs.py, whose kernels compute on
sycl::vec<T, N> (float, half, int; 2, 3, 4, 8, 16 lanes; splat and per-lane constants, swizzles,
arithmetic, comparisons and select, vector loads and stores), through the same checks, after
checking that the OpenCL C writer writes every kernel of DPC++'s device module; on Intel's CPU
runtime the replay runs DPC++'s kernels as SPIR-V against the writer's OpenCL C.  The vector part
alone, as run for the "truthful replay" issue (benchmarks/results/fuzz_vectors.json holds its figures;
seeds 0-39 ran before, while the writer was fixed for what they found):

    python benchmarks/fuzz_campaign.py --cases 0 --vector-programs 20 --vector-seed 40 --json-out benchmarks/results/fuzz_vectors.json

usage: python benchmarks/fuzz_campaign.py [--cases 10000] [--seed 0] [--jobs 2] [--generated N [--generated-seed S]]
                                          [--vector-programs N [--vector-seed S]]
"""
from __future__ import annotations

import argparse
import importlib
import contextlib
import io
import os
import random
import re
import sys
import tempfile
import time
import traceback
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import sycl_lift  # noqa: E402
from lift.reader import read_path, stored_file, stored_files  # noqa: E402

ERROR_LINE = re.compile(r"^\S.*:\d+:\d+: \S")
SAMPLES = sorted(p.parent.parent.name for p in stored_files(ROOT / "samples", "*/2026.2.0/host.O2.ll"))


def sample_files(name: str) -> tuple[str, str]:
    """(host text, device text) of a sample, decompressed where it is stored compressed."""
    host, device = (read_path(str(stored_file(ROOT / "samples" / name / ir)))[0]
                    for ir in ("2026.2.0/host.O2.ll", "device.ll"))
    return host, device


MUTATIONS = ("truncate", "flip", "delete-line", "duplicate-line", "swap-lines", "rename-value", "change-number",
             "splice")


def mutate(text: str, rng: random.Random, other: str) -> tuple[str, str]:
    kind = rng.choice(MUTATIONS)
    lines = text.split("\n")
    if kind == "truncate":
        return text[:rng.randrange(len(text))], kind
    if kind == "flip":
        data = bytearray(text.encode())
        for _ in range(rng.randint(1, 6)):
            data[rng.randrange(len(data))] = rng.randrange(256)
        return data.decode("utf-8", "surrogateescape"), kind
    if kind == "delete-line":
        del lines[rng.randrange(len(lines))]
    elif kind == "duplicate-line":
        i = rng.randrange(len(lines))
        lines.insert(i, lines[i])
    elif kind == "swap-lines":
        i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
        lines[i], lines[j] = lines[j], lines[i]
    elif kind == "rename-value":
        names = re.findall(r"%[\w.]+", text)
        if names:
            a, b = rng.choice(names), rng.choice(names)
            i = rng.randrange(len(lines))
            lines[i] = lines[i].replace(a, b)
    elif kind == "change-number":
        i = rng.randrange(len(lines))
        lines[i] = re.sub(r"\b\d+\b", lambda m: str(rng.choice([0, 1, 3, 64, 1 << 33, int(m.group()) + 1])), lines[i], count=1)
    else:
        donor = other.split("\n")
        lines.insert(rng.randrange(len(lines)), donor[rng.randrange(len(donor))])
    return "\n".join(lines), kind


def run_cli(argv: list[str]) -> tuple[int, str]:
    err = io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
        code = sycl_lift.main(argv)
    return code, err.getvalue()


def one_case(seed: int, work: Path) -> tuple[str, str, list[str]]:
    """(command, outcome, violations) for one mutated case."""
    rng = random.Random(seed)
    name, donor = rng.choice(SAMPLES), rng.choice(SAMPLES)
    host, device = sample_files(name)
    donor_host, donor_device = sample_files(donor)
    command = rng.choice(["print", "print", "raise", "rewrite", "diff"])
    which = rng.choice(["host", "device"])
    if which == "host":
        host, kind = mutate(host, rng, donor_host)
    else:
        device, kind = mutate(device, rng, donor_device)
    case = work / f"case{seed}"
    case.mkdir()
    host_path, device_path = case / "host.ll", case / "device.ll"
    host_path.write_text(host, errors="surrogateescape")
    device_path.write_text(device, errors="surrogateescape")
    out = case / "out"
    target = str(host_path if which == "host" else device_path)
    argv = {"print": ["print", target, "-o", str(out / "printed.ll")],
            "raise": ["raise", "--json", str(host_path), "-o", str(out / "raised.json")],
            "rewrite": ["rewrite", str(host_path), str(device_path), "-o", str(out), "--json",
                        "--target", rng.choice(["any", "cpu", "pocl", "gpu"])],
            "diff": ["diff", target,
                     str(stored_file(ROOT / "samples" / name / ("2026.2.0/host.O2.ll" if which == "host" else "device.ll"))),
                     "-o", str(out / "diff.txt")]}[command]
    violations = []
    try:
        code, stderr = run_cli(argv)
    except SystemExit as exc:  # argparse
        code, stderr = exc.code, ""
    except BaseException:
        return command, "traceback", [f"seed {seed} ({command}, {kind} in {which} of {name}): "
                                      + traceback.format_exc().strip().splitlines()[-1]]
    allowed = {0, 1, 2} if command == "diff" else {0, 1}
    if code not in allowed:
        violations.append(f"seed {seed}: exit code {code}")
    failed = code != 0 and not (command == "diff" and code == 1)
    if failed and command == "rewrite" and kernels_failed(out):  # isolated kernel failures: outputs complete
        messages = [line for line in stderr.splitlines() if line.strip() and not line.startswith(" ")]
        bad = [m for m in messages if not ERROR_LINE.match(m)]
        if bad:
            violations.append(f"seed {seed} ({command}, {kind}): error not as file:line:col: {bad[0][:200]!r}")
        violations.extend(f"seed {seed}: {v}" for v in check_outputs(out, command))
    elif failed:
        messages = [line for line in stderr.splitlines() if line.strip()]
        if not messages or not all(ERROR_LINE.match(m) for m in messages[:1]):
            violations.append(f"seed {seed} ({command}, {kind}): error not as file:line:col: {stderr[:200]!r}")
        leftovers = [p.name for p in out.rglob("*")] if out.exists() else []
        if leftovers:
            violations.append(f"seed {seed} ({command}, {kind}): output left after a failure: {leftovers}")
    else:
        violations.extend(f"seed {seed}: {v}" for v in check_outputs(out, command))
    return command, "ok" if code == 0 else f"exit {code}", violations


def kernels_failed(out: Path) -> bool:
    """Did a rewrite write its outputs with some kernels listed as failed?"""
    import json

    try:
        return bool(json.loads((out / "report.json").read_text())["failed"])
    except (OSError, ValueError, KeyError):
        return False


def check_outputs(out: Path, command: str) -> list[str]:
    import llvmlite.binding as llvm

    problems = []
    for path in out.rglob("*"):
        if path.name.startswith("."):
            problems.append(f"temporary file left: {path.name}")
        elif path.suffix == ".ll" and command == "rewrite":
            try:
                llvm.parse_assembly(path.read_text(), context=llvm.create_context()).verify()
            except RuntimeError as exc:
                problems.append(f"{path.name} does not verify: {str(exc)[:120]}")
        elif path.suffix == ".json":
            import json

            try:
                json.loads(path.read_text())
            except ValueError:
                problems.append(f"{path.name} is not complete JSON")
    return problems


def run_seeds(seeds: range) -> tuple[Counter, list[str]]:
    """Run the cases of `seeds` (in one process), cleaning up as it goes."""
    import shutil

    outcomes: Counter = Counter()
    violations: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        for seed in seeds:
            command, outcome, bad = one_case(seed, Path(tmp))
            outcomes[(command, outcome)] += 1
            violations.extend(bad)
            shutil.rmtree(Path(tmp) / f"case{seed}", ignore_errors=True)
    return outcomes, violations


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cases", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--generated", type=int, default=0, help="also N generated programs (gen_programs.py)")
    parser.add_argument("--generated-seed", type=int, default=0)
    parser.add_argument("--vector-programs", type=int, default=0,
                        help="also N generated programs with sycl::vec kernels (gen_vector_programs.py)")
    parser.add_argument("--vector-seed", type=int, default=0)
    parser.add_argument("--json-out", help="write the figures of the campaign here")
    args = parser.parse_args()
    outcomes: Counter = Counter()
    violations: list[str] = []
    start = time.perf_counter()
    chunk = 250
    chunks = [range(s, min(s + chunk, args.seed + args.cases)) for s in range(args.seed, args.seed + args.cases, chunk)]
    from multiprocessing import Pool

    with Pool(args.jobs) as pool:
        for done, (counts, bad) in enumerate(pool.imap_unordered(run_seeds, chunks), 1):
            outcomes.update(counts)
            violations.extend(bad)
            print(f"{min(done * chunk, args.cases)} cases, {len(violations)} violations, "
                  f"{time.perf_counter() - start:.0f} s", file=sys.stderr, flush=True)
    elapsed = time.perf_counter() - start
    for (command, outcome), n in sorted(outcomes.items()):
        print(f"{command:8} {outcome:8} {n}")
    for v in violations[:50]:
        print("VIOLATION", v)
    print(f"{args.cases} cases in {elapsed:.0f} s ({args.cases / max(elapsed, 1e-9):.1f}/s): {len(violations)} violations")
    result = {"mutants": {"cases": args.cases, "seed": args.seed, "samples": SAMPLES, "seconds": round(elapsed, 1),
                          "outcomes": {f"{c} {o}": n for (c, o), n in sorted(outcomes.items())},
                          "violations": violations}}
    failed = bool(violations)
    generators = (("generated", "gen_programs", args.generated, args.generated_seed, "generated programs"),
                  ("vector", "gen_vector_programs", args.vector_programs, args.vector_seed, "vector programs"))
    for key, module_name, count, seed, what in generators:
        if not count:
            continue
        generator = importlib.import_module(module_name)
        made = generator.campaign(count, seed, args.jobs)
        summary = made["summary"]
        print(generator.format_summary(summary))
        result[key] = made
        failed = failed or bool(summary["violations"] or summary["generator_faults"])
        print(f"campaign: {args.cases} mutants ({len(violations)} violations), {count} {what} "
              f"({len(summary['violations'])} violations, {summary['generator_faults']} generator faults)")
    if args.json_out:
        import json

        Path(args.json_out).write_text(json.dumps(result, indent=1) + "\n")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
