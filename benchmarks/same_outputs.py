"""Byte-identical check for behaviour-neutral changes: every command's output on every program.

    python benchmarks/same_outputs.py save BEFORE/        # at the old commit
    python benchmarks/same_outputs.py compare BEFORE/     # at the new one: exit 1 when anything differs

What it records, for every sample, variant and benchmark program (all their host IR files): `raise`
(text and JSON), `patterns coverage --json`, `rewrite` (every host file with the default target, the
rewrite release's -O2 host with every target and with --cleanup; host.ll, device.ll, report.json,
kernels.cl and the summary), `opencl` (text and JSON), `print --json`, `diff` (release against
release, host pair and host+device pair, text and JSON) and `graph` (cfg of the first kernel,
callgraph, host-device; DOT and JSON); each with its exit code and stderr.  The commands run
in-process through `sycl_lift.main`, so a whole snapshot takes a few minutes, not hours.
"""
from __future__ import annotations

import argparse
import contextlib
import filecmp
import io
import os
import re
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from lift.reader import read_path, stored_file, stored_files, uncompressed_name  # noqa: E402

TARGETS = ("any", "cpu", "pocl", "gpu")
REWRITE_RELEASE = "2026.2.0"


def programs() -> list[Path]:
    """Every folder with a device.ll: samples, variants, benchmark programs (relative to ROOT, which is
    the working directory, so that the outputs do not depend on where the checkout is)."""
    os.chdir(ROOT)
    found = [p.parent for p in stored_files("samples", "*/device.ll")]
    found += [p.parent for p in stored_files("samples", "variants/*/device.ll")]
    found += [p.parent for p in stored_files("benchmarks", "programs/*/device.ll")]
    return found


def hosts(program: Path) -> list[Path]:
    """The host IR files of a program, compressed or not."""
    return stored_files(program, "host.*.ll") + stored_files(program, "*/host.*.ll")


def run(argv: list[str]) -> str:
    """Run the CLI in-process; its stdout, stderr and exit code as one text."""
    import sycl_lift

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = sycl_lift.main(argv)
        except SystemExit as exc:
            code = exc.code
    return stable(f"exit {code}\n--- stdout\n{out.getvalue()}--- stderr\n{err.getvalue()}")


def stable(text: str) -> str:
    """Temporary folders differ from run to run; the rest must not."""
    return re.sub(re.escape(tempfile.gettempdir()) + r"/[^/\s:]+", "TMP", text)


def record(out: Path, name: str, argv: list[str]) -> None:
    target = out / name
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(run(argv))


def record_rewrite(out: Path, name: str, argv: list[str]) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        record(out, name + "/summary.txt", ["rewrite", *argv, "-o", tmp])
        for produced in sorted(Path(tmp).iterdir()):
            (out / name / produced.name).write_text(stable(produced.read_text()))


def first_kernel(device: Path) -> str:
    m = re.search(r"^define [^@]*spir_kernel [^@]*@([\w.$]+)\(", read_path(str(device))[0], re.M)
    return m.group(1) if m else "main"


def save(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    for program in programs():
        rel = program
        device = stored_file(program / "device.ll")
        base = Path(str(rel).replace("/", "__"))
        print(f"{rel}", file=sys.stderr)
        record(out, f"{base}/opencl.cl", ["opencl", str(device)])
        record(out, f"{base}/opencl.json", ["opencl", str(device), "--json"])
        record(out, f"{base}/print.json", ["print", str(device), "--json"])
        record(out, f"{base}/graph-cfg.dot", ["graph", str(device), "--kind", "cfg", "--function", first_kernel(device)])
        record(out, f"{base}/graph-callgraph.json", ["graph", str(device), "--kind", "callgraph", "--json"])
        host_files = hosts(program)
        for host in host_files:
            tag = uncompressed_name(str(host.relative_to(program))).replace("/", "_")  # the same once compressed
            record(out, f"{base}/raise/{tag}.txt", ["raise", str(host)])
            record(out, f"{base}/raise/{tag}.json", ["raise", str(host), "--json"])
            record(out, f"{base}/coverage/{tag}.json", ["patterns", "coverage", str(host), "--json"])
            record_rewrite(out, f"{base}/rewrite/{tag}", [str(host), str(device)])
        main_host = next((h for h in host_files if h.parent.name == REWRITE_RELEASE and uncompressed_name(h.name) == "host.O2.ll"),
                         host_files[0])
        for target in TARGETS[1:]:
            record_rewrite(out, f"{base}/rewrite-{target}", [str(main_host), str(device), "--target", target])
        record_rewrite(out, f"{base}/rewrite-cleanup", [str(main_host), str(device), "--cleanup"])
        record(out, f"{base}/graph-host-device.dot", ["graph", str(main_host), "--kind", "host-device",
                                                     "--device", str(device)])
        record(out, f"{base}/graph-host-device.json", ["graph", str(main_host), "--kind", "host-device",
                                                      "--device", str(device), "--json"])
        o2 = [h for h in host_files if uncompressed_name(h.name) == "host.O2.ll"]
        for old, new in zip(o2, o2[1:]):
            tag = f"{old.parent.name}-{new.parent.name}"
            record(out, f"{base}/diff/{tag}.txt", ["diff", str(old), str(new)])
            record(out, f"{base}/diff/{tag}.json", ["diff", str(old), str(device), str(new), str(device), "--json"])
        o0 = [h for h in host_files if uncompressed_name(h.name) == "host.O0.ll"]
        if o0 and o2:
            record(out, f"{base}/diff/O0-O2.txt", ["diff", str(o0[-1]), str(o2[-1])])


def compare(before: Path, after: Path) -> int:
    differing: list[str] = []

    def walk(cmp: filecmp.dircmp, prefix: str) -> None:
        differing.extend(f"only before: {prefix}{n}" for n in cmp.left_only)
        differing.extend(f"only after: {prefix}{n}" for n in cmp.right_only)
        differing.extend(f"differs: {prefix}{n}" for n in cmp.diff_files)
        for name, sub in cmp.subdirs.items():
            walk(sub, f"{prefix}{name}/")

    filecmp.clear_cache()
    walk(filecmp.dircmp(before, after, ignore=[]), "")
    count = sum(len(files) for _, _, files in os.walk(after))
    for line in differing:
        print(line)
    print(f"{count} outputs compared, {len(differing)} differ")
    return 1 if differing else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("action", choices=("save", "compare"))
    parser.add_argument("folder", type=Path, help="snapshot folder (save: written; compare: the one saved before)")
    args = parser.parse_args()
    if args.action == "save":
        save(args.folder.resolve())
        return 0
    before = args.folder.resolve()
    with tempfile.TemporaryDirectory() as now:
        save(Path(now))
        return compare(before, Path(now))


if __name__ == "__main__":
    sys.exit(main())
