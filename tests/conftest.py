"""Shared fixtures: the real DPC++ IR under samples/ and tests/data/ (see samples/README.md)."""
from __future__ import annotations

import functools
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "samples"
DEVICE_LIBS = ROOT / "tests" / "data" / "devicelibs"


def sample_ir_files() -> list[Path]:
    """Every .ll under samples/: host IR per release and -O level, device IR, typed-pointer IR."""
    return sorted(SAMPLES.glob("*/*.ll")) + sorted(SAMPLES.glob("*/*/host.*.ll"))


def device_lib_files() -> list[Path]:
    return sorted(DEVICE_LIBS.glob("*.bc"))


@functools.lru_cache(maxsize=None)
def read_text(path: Path) -> str:
    """Text of an .ll, or of a .bc through LLVM (as llvm-dis would print it)."""
    from lift.reader import decode

    return decode(path.read_bytes(), str(path))


def ids(paths):
    return [str(p.relative_to(ROOT)) for p in paths]


@pytest.fixture(scope="session")
def vadd_device() -> str:
    return read_text(SAMPLES / "vadd" / "device.ll")
