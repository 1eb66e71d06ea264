"""Shared fixtures: the real DPC++ IR under samples/ and tests/data/ (see samples/README.md)."""
from __future__ import annotations

import functools
from pathlib import Path

import pytest

# ir(SAMPLES / "gemm" / "2026.2.0" / "host.O2.ll"): the file holding that IR, its .xz archive once
# compressed (samples/README.md); every test names sample IR through it, read_text or sample_ir_files
from lift.reader import stored_file as ir, stored_files, uncompressed_name  # noqa: F401  (for the tests)

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "samples"
DEVICE_LIBS = ROOT / "tests" / "data" / "devicelibs"


def sample_ir_files() -> list[Path]:
    """Every .ll under samples/, stored as it is or compressed: host IR per release and -O level,
    device IR, typed-pointer IR."""
    return stored_files(SAMPLES, "*/*.ll") + stored_files(SAMPLES, "*/*/host.*.ll")


def device_lib_files() -> list[Path]:
    return sorted(DEVICE_LIBS.glob("*.bc"))


@functools.lru_cache(maxsize=None)
def read_text(path: Path) -> str:
    """Text of the .ll, or of the .bc through LLVM (as llvm-dis would print it), named `path`: the
    file itself or its archive's contents (ir)."""
    from lift.reader import decode

    path = ir(path)
    return decode(path.read_bytes(), str(path))


REWRITE_RELEASE = "2026.2.0"  # the host IR the rewrite tests use


@functools.lru_cache(maxsize=None)
def sample_device(sample: str):
    """The lifted device.ll of a sample ("gemm", "variants/aliasing"), shared: read it, do not edit it."""
    import lift

    return lift.parse_text(read_text(SAMPLES / sample / "device.ll"), f"{sample}/device.ll")


@functools.lru_cache(maxsize=None)
def rewritten(sample: str, target: str = "any", without: tuple = (), enable: tuple = ()) -> tuple[str, dict]:
    """(device IR, report) of the default rewrite pipeline (minus the passes `without`, plus the
    opt-in passes `enable`) on a sample: its REWRITE_RELEASE -O2 host IR (a variant's only host IR)
    and its device IR."""
    import lift
    from passes import pipeline

    host = ir(SAMPLES / sample / REWRITE_RELEASE / "host.O2.ll")
    if not host.exists():
        host = ir(SAMPLES / sample / "host.O2.ll")
    result = pipeline.rewrite(lift.parse_text(read_text(host), "host.ll"),
                              lift.parse_text(read_text(SAMPLES / sample / "device.ll"), "device.ll"), target=target,
                              passes=[p for p in pipeline.DEFAULT_PIPELINE if p not in without], enable=enable)
    return result.device, result.report


def kept_arguments(sample: str, kernel: str, args: list, report: dict) -> list:
    """A call's arguments for the original kernel, minus those the rewrite (`report`) omitted."""
    from harness.sample_launches import kept_parameters
    from passes.analysis.device_model import read_omit_args

    before = read_omit_args(sample_device(sample).get_function(kernel))
    (entry,) = [k for k in report["kernels"] if k["name"] == kernel]
    kept = [args[j] for j in kept_parameters(before, entry["omitted"])]
    assert len(kept) == entry["params_after"]
    return kept


def run_cli(*argv, **kwargs):
    """`sycl-lift ARGV...` in a process of its own (what a shell user sees: exit code, stderr)."""
    import subprocess
    import sys

    return subprocess.run([sys.executable, "-m", "sycl_lift", *map(str, argv)], capture_output=True, text=True,
                          **kwargs)


def llvm_verify(text: str) -> None:
    """LLVM's parser and verifier accept `text` (each call in a context of its own)."""
    import llvmlite.binding as llvm

    llvm.parse_assembly(text, context=llvm.create_context()).verify()


def same_bits(a, b) -> bool:
    """Two numpy arrays with the same dtype, shape and bytes."""
    return a.dtype == b.dtype and a.shape == b.shape and a.tobytes() == b.tobytes()


def assert_same_buffers(ref: list, got: list, close=None) -> None:
    """Each buffer of `got` has `ref`'s bits; float buffers only within `close` (rtol, atol) when given."""
    import numpy as np

    assert len(got) == len(ref)
    for i, (r, g) in enumerate(zip(ref, got)):
        if close and r.dtype.kind == "f":
            np.testing.assert_allclose(g, r, rtol=close[0], atol=close[1], err_msg=f"buffer {i}")
        else:
            assert same_bits(r, g), f"buffer {i} differs in {np.count_nonzero(r != g)} elements"


def ids(paths, root: Path = ROOT):
    """Test ids: the paths relative to `root`, named as the IR they hold (the same once compressed)."""
    return [str(p.relative_to(root).with_name(uncompressed_name(p.name))) for p in paths]


@pytest.fixture(scope="session")
def vadd_device() -> str:
    return read_text(SAMPLES / "vadd" / "device.ll")


def replay_wrappers(host, original, rewritten_text: str, kind: str, sets: dict, capped: tuple = (),
                    padded: tuple = (), local: tuple = ()) -> dict:
    """Replay `rewritten_text` against `original` (lift modules of a sample) on OpenCL `kind`, the
    range-rounding wrappers over a third of their global range along the dimensions in `capped` (a
    range capped below the user range: their grid-stride loops walk several ids), over 32 more
    work-items along those in `padded` (a tail past the user range, whatever the sizes); range
    launches in work-groups of `local` where given (a staged tile's height)."""
    import dataclasses

    from sycl_lift.replay import plan as planning
    from sycl_lift.replay import run

    plan = planning.build(host, original, sets)
    for step in plan.steps:
        step.runs = [dataclasses.replace(r, global_size=tuple(
            max(1, g // 3) if d in capped else g + planning.ROUND if d in padded else g
            for d, g in enumerate(r.global_size))) if r.wrapper else r for r in step.runs]
    if local:
        run.set_range_local(plan, local)
    return run.execute(plan, run.make_versions(plan, kind, original, rewritten_text, False), kind)


def launch_arguments(program, args=()) -> dict:
    """kernel name -> the argument counts of its launches (sycl_lift.build.traced_launches)."""
    from sycl_lift.build import traced_launches

    launches, done = traced_launches(str(program), list(args))
    assert done.returncode == 0, done.stderr[-2000:]
    return launches
