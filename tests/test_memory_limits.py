"""The host memory model under a memory limit: a cell holding one huge value (the zeroinitializer of
a big aggregate, a store of a symbolic or huge size) is never turned into its bytes, and a raise of
a benchmark harness stays within a few GiB of address space."""
from __future__ import annotations

import subprocess
import sys
import textwrap

from conftest import REWRITE_RELEASE, ROOT, SAMPLES, ir

LIMITED = "import resource; resource.setrlimit(resource.RLIMIT_AS, ({0}, {0}))\n"


def run_limited(code: str, limit: int) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", LIMITED.format(limit) + textwrap.dedent(code)], cwd=ROOT,
                          capture_output=True, text=True, timeout=600)


def test_a_huge_zero_cell_is_read_and_split_without_its_bytes():
    done = run_limited("""
        import lift
        from lift.layout import Layouts
        from passes.host.memory import Memory, Obj
        from passes.host.values import Ptr, to_bytes
        memory = Memory(Layouts(lift.parse_text('target triple = "x86_64-unknown-linux-gnu"\\n', "m.ll")))
        big = Obj("heap", "big")
        big._put(0, 1 << 33, 0, "i")  # one zero value over 8 GiB
        print(memory.load(Ptr(big, 4096), "i32"))
        memory.store(Ptr(big, 4096), "i32", 7)
        print(memory.load(Ptr(big, 4096), "i32"), memory.load(Ptr(big, 4092), "i64"), memory.load(Ptr(big, 1 << 32), "i8"))
        print(to_bytes(1, 1 << 33))
    """, 1 << 31)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.split() == ["0", "7", str(7 << 32), "0", "None"]


def test_the_raise_of_a_harness_runs_in_four_gib():
    host = ir(SAMPLES / "harness_suite" / REWRITE_RELEASE / "host.O2.ll")
    done = run_limited(f"""
        import sys, sycl_lift
        sys.exit(sycl_lift.main(["raise", "-q", {str(host)!r}, "--args", "--size=1048576 --num-runs=2 --steps=3"]))
    """, 1 << 32)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.count("sycl.launch") == 2 * (1 + 1 + 3 * 3 + 2)
    assert "internal error" not in done.stderr
