"""coarsen: each work-item of a GEMM-like kernel computes 4 rows (on by default for --target cpu, pocl
and gpu, --enable coarsen for any).  Real DPC++ IR; the coarsened kernels replay equal to the
original ones on PoCL and Intel (on a global size divisible by 4: the coarsened version; not
divisible: the kernel as it was), run clean under Oclgrind, and every kernel left alone says why."""
from __future__ import annotations

import re
from typing import Optional

import pytest

from harness import opencl as ocl  # noqa: F401  first: it sets up the OpenCL ICD loader

import lift
from passes import PassContext
from passes.host.raise_host import RaiseHost
from passes.transforms.launch_shape import LaunchShape, read_shapes
from passes.transforms.shape_copy import read_shape_copies
from conftest import REWRITE_RELEASE, SAMPLES, ir, launch_arguments, llvm_verify, read_text, replay_wrappers, rewritten
from passes import pipeline
from sycl_lift.replay import run
from passes.transforms.coarsen import COLUMNS, FACTORS, NOTHING_SHARED, ONE_DIMENSION, SHRINK_GROUP, SHRUNK_COLUMNS

ENABLED = ("coarsen",)


def _entries(report) -> dict:
    return {k["name"]: k["coarsen"] for k in report["kernels"] if "coarsen" in k}


def _entry(entries: dict, ending: str) -> dict:
    (entry,) = [e for name, e in entries.items() if name.endswith(ending)]
    return entry


@pytest.mark.parametrize("target", ["cpu", "pocl"])
def test_gemm_like_kernels_are_coarsened_for_cpu_targets_and_the_module_verifies(target):
    device, report = rewritten("harness_gemm", target)
    entries = _entries(report)
    gemm = _entry(entries, "E11HarnessGemm")
    assert gemm["coarsened"] and gemm["factor"] == FACTORS[target] and gemm["dimension"] == 0
    wrapper = _entry(entries, "E11HarnessGemmEE")  # DPC++'s range-rounding wrapper around it
    assert wrapper["coarsened"] and "grid-stride loop along the row" in wrapper["why"]
    assert _entry(entries, "E13HarnessMatVec")["why"] == ONE_DIMENSION
    llvm_verify(device)


def test_on_for_gpu_off_for_any_unless_enabled():
    _, report = rewritten("harness_gemm", "gpu")
    assert _entry(_entries(report), "E11HarnessGemm")["coarsened"]
    _, report = rewritten("harness_gemm", "any")
    assert not _entries(report)
    _, report = rewritten("harness_gemm", "any", enable=ENABLED)
    assert _entry(_entries(report), "E11HarnessGemm")["coarsened"]


@pytest.mark.parametrize("sample,kernel,why", [
    ("harness_stencil", "_ZTS13Jacobi2DSweep", "a branch depends on the row"),  # its boundary guard
    ("harness_stencil", "_ZTS14Stencil3DSweep", NOTHING_SHARED),  # no loop
    ("harness_stats", "E13CentreColumns", "did not prove noalias"),
    ("harness_local", "_ZTS11TiledMatMul", "reads its work-group position (local_id)"),
    ("harness_stencil", "I13Jacobi2DSweepEE", "a branch depends on the row"),  # a wrapper's guard
])
def test_kernels_left_alone_say_why(sample, kernel, why):
    device, report = rewritten(sample, "cpu")
    entry = _entry(_entries(report), kernel)
    assert not entry["coarsened"] and why in entry["why"]
    fn = lift.parse_text(device, "device.ll").get_function(next(n for n in _entries(report) if n.endswith(kernel)))
    assert not any(b.name and b.name.startswith("co.") for b in fn.blocks)  # untouched


@pytest.mark.parametrize("sample,kernel", [("poly_syrk", "E9SyrkLower"), ("poly_syrk", "E10Syr2kLower"),
                                           ("harness_2mm", "E13ScaledProduct"), ("poly_gemm", "E17GemmNdRangeKernel")])
def test_kernels_behind_a_guard_at_their_entry_are_coarsened(sample, kernel):
    """`if (j <= i)`, `if (j > i) return`, `if (i >= NI || j >= NJ) return`: the block of rows goes on
    together where the guard decides alike for all of them, else row by row."""
    device, report = rewritten(sample, "cpu")
    entry = _entry(_entries(report), kernel)
    assert entry["coarsened"] and "guard at its entry" in entry["why"]
    llvm_verify(device)


@pytest.mark.parametrize("target", ["cpu", "pocl"])
def test_a_guarded_kernel_keeps_one_copy_of_itself_as_it_was(target):
    """The rows of a block that straddles the guard and the output of a work-item whose range is not
    divisible run in one loop over one copy of the kernel as it was (the original is not kept beside
    it): 2mm's first product has one fmuladd per output of its block and one in that copy."""
    device, report = rewritten("harness_2mm", target)
    entry = _entry(_entries(report), "E13ScaledProduct")
    assert entry["coarsened"] and "guard at its entry" in entry["why"]
    name = next(n for n in _entries(report) if n.endswith("E13ScaledProduct"))
    text = re.search(rf"^define [^\n]*@{name}\(.*?^}}", device, re.S | re.M).group(0)
    outputs = entry["factor"] * entry.get("columns", 1)
    assert text.count("@llvm.fmuladd.f32(") == outputs + 1
    assert not re.search(r"icmp ult i64 %co\.t\S* \d+$", text, re.M)  # its trip count is not a constant


def test_the_rows_share_what_does_not_depend_on_them():
    """In the coarsened k-loop of the GEMM: one load of B[k][j] for the R rows, R loads of A's rows,
    R fmas; the counter once; the R accumulators are stored once, after the loop."""
    device, report = rewritten("harness_gemm", "cpu")
    name = next(n for n in _entries(report) if n.endswith("E11HarnessGemm"))
    fn = lift.parse_text(device, "device.ll").get_function(name)
    (loop,) = [b for b in fn.blocks if (b.name or "").startswith("co") and b in b.terminator.operands]  # the copy's k-loop
    ops = [i.opcode for i in loop.instructions]
    fmas = [i for i in loop.instructions if i.called_function is not None and "fmuladd" in i.called_function.name]
    rows = FACTORS["cpu"]
    assert ops.count("load") == rows + 1 and len(fmas) == rows and ops.count("store") == 0
    assert ops.count("phi") == rows + 1  # the accumulators, the counter
    (after,) = [b for b in loop.terminator.operands if getattr(b, "name", "") and b.name.startswith("co.sunk")]
    assert [i.operands[0] for i in after.instructions if i.opcode == "store"] == fmas  # each row's last sum
    assert _entry(_entries(report), "E11HarnessGemm")["stores_after_loops"] == rows


def _replay(sample: str, device: str, sets: dict, broken: bool = False, broken_guard: bool = False,
            target: str = "", broken_columns: bool = False, broken_one: bool = False) -> dict:
    """Replay the rewrite for `target` (default: the CPU target of `device`)."""
    host = lift.parse_file(ir(SAMPLES / sample / REWRITE_RELEASE / "host.O2.ll"))
    original = lift.parse_file(ir(SAMPLES / sample / "device.ll"))
    rewrite = pipeline.rewrite(lift.parse_text(host.source, "host.ll"), lift.parse_text(original.source, "device.ll"),
                               target=target or ("pocl" if device == "pocl" else "cpu"))
    assert any(e["coarsened"] for e in _entries(rewrite.report).values())
    text = rewrite.device
    if broken:  # the second row of each work-item made a copy of its third: rows computed twice, rows missed
        text, n = re.subn(r"(%co\.row\.1 = add i64 %co\.row), 1\b", r"\1, 2", text)
        assert n
    if broken_columns:  # a work-item's second column is its first again: columns computed twice, others missed
        text, n = re.subn(r"(%co\.step\S* = mul i64 %co\.items\S*), 1\b", r"\1, 0", text)
        assert n
    if broken_guard:  # a block whose rows the guard decides differently goes on together, as its first row
        text, n = re.subn(r"(%co\.same\S* = icmp eq i1 (%co\.all\S*)), %co\.any\S*", r"\1, \2", text)
        assert n
    if broken_one:  # a work-item of a range not divisible into blocks runs the output of its column id as its row
        text, n = re.subn(r"(co\.one:[^\n]*\n\s*%co\.global_id\S* = call spir_func i64 @\S+\(i32) 1\)", r"\1 0)", text)
        assert n
    return run.replay(host, original, device, text, sets=sets)


# (sample, sizes): harness_gemm at 24 (divisible by the CPU targets' 8 rows: 3 of 24 rows of
# work-items compute) and 20 (not: the kernel as it was); harness_2mm's ScaleAccumulate at 24
CASES = [("harness_gemm", {"?2": "24"}), ("harness_gemm", {"?2": "20"}),
         ("harness_2mm", {"?2": "24", "?3": "24", "?5": "24", "?7": "24", "?10": "24", "?13": "24"})]
# guards: 2mm's first product over 20 x 20 in groups of 16 (rows 16..23 straddle its guard i < 20);
# SYRK's triangles at 64 (every block of rows on the diagonal straddles j <= i)
# and 2mm's first product over 18 x 18 in groups of 2 (neither 18 rows nor 18 columns divisible into
# blocks: each work-item its own output, through the rows' one-by-one loop)
GUARDED = [("harness_2mm", {"?2": "20", "?3": "20", "?5": "20", "?7": "20", "?10": "32", "?13": "32", "?11": "16"}),
           ("poly_syrk", {}),
           ("harness_2mm", {"?2": "18", "?3": "18", "?5": "20", "?7": "18", "?10": "18", "?13": "18", "?11": "2"})]


@pytest.mark.parametrize("device", ["pocl", "intel-cpu"])
@pytest.mark.parametrize("sample,sets", CASES)
def test_coarsened_kernels_replay_equal(sample, sets, device):
    report = run.exit_code(_replay(sample, device, sets))
    assert report == 0


@pytest.mark.parametrize("device", ["pocl", "intel-cpu"])
@pytest.mark.parametrize("sample,sets", GUARDED)
def test_guarded_kernels_replay_equal(sample, sets, device):
    report = _replay(sample, device, sets)
    assert run.exit_code(report) == 0, run.format_report(report)


def test_the_replay_sees_the_rows_one_by_one():
    """SYRK's blocks on the diagonal straddle its guard and need their rows one by one: taken as a
    whole (as their first row decides: skipped), the results differ."""
    report = _replay(GUARDED[1][0], "pocl", GUARDED[1][1], broken_guard=True)
    assert run.exit_code(report) == 1


def test_the_replay_sees_a_guarded_kernel_over_a_range_not_divisible():
    """2mm's first product over 18 x 18: no block of 8 rows; every work-item takes its own output in
    the rows' one-by-one loop.  Given the wrong row there, the results differ."""
    report = _replay(GUARDED[2][0], "pocl", GUARDED[2][1], broken_one=True)
    assert run.exit_code(report) == 1


def test_guarded_kernels_are_clean_under_oclgrind():
    """2mm's first product with a block of rows across its guard (rows 16..23, 20 in range): the rows
    past the guard touch nothing."""
    report = _replay(GUARDED[0][0], "oclgrind", GUARDED[0][1])
    assert run.exit_code(report) == 0, run.format_report(report)
    messages = "".join(r.get("device_messages", "") for step in report["launches"] for r in step.get("runs", []))
    assert messages.strip() == ""  # (the replay drops pyopencl's device probes)


@pytest.mark.parametrize("device", ["pocl", "intel-cpu"])
def test_the_replay_sees_the_coarsened_rows(device):
    """A coarsened kernel whose rows are wrong disagrees: the replay runs the coarsened version."""
    report = _replay("harness_gemm", device, CASES[0][1], broken=True)
    assert run.exit_code(report) == 1
    differ = [r for step in report["launches"] for r in step.get("runs", []) if r["status"] != "agree"]
    assert differ and differ[0]["kernel"].endswith("E11HarnessGemm")  # (later launches read its output)


def _replay_wrappers(sample: str, kind: str, sets: dict, shrink: bool, broken: bool = False,
                     target: Optional[str] = None) -> dict:
    """Replay with the wrappers' global range as the plan has it (rounded up: one block of rows per
    work-item) or cut to a third (capped: the grid-stride loop walks several blocks), the rewrite for
    `target` (the device's own by default)."""
    host = lift.parse_file(ir(SAMPLES / sample / REWRITE_RELEASE / "host.O2.ll"))
    original = lift.parse_file(ir(SAMPLES / sample / "device.ll"))
    fresh = [lift.parse_text(m.source, m.filename) for m in (host, original)]
    rewrite = pipeline.rewrite(*fresh, target=target or ("pocl" if kind == "pocl" else "cpu"))
    assert any(e["coarsened"] for name, e in _entries(rewrite.report).items() if "pf_kernel_wrapper" in name)
    text = rewrite.device
    if broken:  # blocks of rows that overlap: rows computed twice
        text, n = re.subn(r"(%co\.base = shl i64 %co\.global_id), (\d+)\b",
                          lambda m: f"{m.group(1)}, {int(m.group(2)) - 1}", text)
        assert n
    return replay_wrappers(host, original, text, kind, sets, capped=(0, 1, 2) if shrink else (),
                           padded=() if shrink else (0,))  # a tail along OpenCL dimension 0 too


@pytest.mark.parametrize("device", ["pocl", "intel-cpu"])
@pytest.mark.parametrize("shrink", [False, True], ids=["rounded", "capped"])
@pytest.mark.parametrize("sample,sets", [CASES[0], CASES[2]])
def test_coarsened_wrappers_replay_equal(sample, sets, shrink, device):
    report = _replay_wrappers(sample, device, sets, shrink)
    assert run.exit_code(report) == 0, run.format_report(report)
    assert any(r["wrapper"] and r["status"] == "agree" for step in report["launches"] for r in step.get("runs", []))


@pytest.mark.parametrize("device", ["pocl", "intel-cpu"])
@pytest.mark.parametrize("shrink", [False, True], ids=["rounded", "capped"])
@pytest.mark.parametrize("sample,sets", [CASES[0], CASES[2]])
def test_gpu_wrappers_blocked_single_pass_replay_equal(sample, sets, shrink, device):
    """The gpu rewrite's wrappers: blocks of rows and columns in the single-pass copy (tiles staged
    where coarsen's blocks share them) when the rounded range covers the user range, the wrapper
    as it was when it is capped below."""
    report = _replay_wrappers(sample, device, sets, shrink, target="gpu")
    assert run.exit_code(report) == 0, run.format_report(report)
    assert any(r["wrapper"] and r["status"] == "agree" for step in report["launches"] for r in step.get("runs", []))


def _define(text: str, name: str) -> str:
    start = text.index(f"@{name}(")
    return text[text.rindex("define", 0, start):text.index("\n}\n", start)]


def test_a_wrapper_coarsen_leaves_keeps_no_copy():
    """The gpu form makes a single-pass copy of each wrapper first; where the copy is not coarsened
    (the 3-D stencil's shares nothing, Jacobi's branches on its row) the copy goes again."""
    host = lift.parse_file(ir(SAMPLES / "harness_stencil" / REWRITE_RELEASE / "host.O2.ll"))
    original = lift.parse_file(ir(SAMPLES / "harness_stencil" / "device.ll"))
    result = pipeline.rewrite(lift.parse_text(host.source, "host.ll"), lift.parse_text(original.source, "device.ll"),
                              passes=("raise-host", "link", "coarsen"), target="gpu")
    refused = [name for name, e in _entries(result.report).items() if "pf_kernel_wrapper" in name and not e["coarsened"]]
    assert len(refused) == 2
    for name in refused:
        assert _define(result.device, name) == _define(original.source, name)


def test_the_replay_sees_the_coarsened_wrapper():
    report = _replay_wrappers("harness_gemm", "pocl", CASES[0][1], shrink=False, broken=True)
    differ = [r for step in report["launches"] for r in step.get("runs", []) if r["status"] != "agree"]
    assert differ and differ[0]["wrapper"] and differ[0]["kernel"].endswith("E11HarnessGemmEE")


def test_coarsened_kernels_are_clean_under_oclgrind():
    report = _replay("harness_gemm", "oclgrind", {"?2": "16"})
    assert run.exit_code(report) == 0, run.format_report(report)
    messages = "".join(r.get("device_messages", "") for step in report["launches"] for r in step.get("runs", []))
    assert messages.strip() == ""  # (the replay drops pyopencl's device probes)


def _plain_gemm(b_reads_c: bool = False):
    """DPC++'s own GEMM kernel of harness_gemm (C is %1, B is %7); with b_reads_c, B's loads read C's
    parameter instead."""
    text = read_text(SAMPLES / "harness_gemm" / "device.ll")
    if b_reads_c:
        text, n = re.subn(r"(%21 = getelementptr float, ptr addrspace\(1\)) %7,", r"\1 %1,", text)
        assert n == 1
    module = lift.parse_text(text, "device.ll")
    (fn,) = [f for f in module.definitions() if f.is_kernel and f.name.endswith("E11HarnessGemm")]
    return fn


def test_stores_move_after_a_loop_only_when_nothing_in_it_reads_their_parameter():
    """_sink_stores on DPC++'s GEMM k-loop (loads A and B, stores the C element each iteration):
    moved when the parameters are noalias; kept when they are not, or when a load in the loop reads
    the parameter stored to."""
    from passes.transforms.coarsen import _sink_stores

    def pointers(fn):
        return {a for a in fn.arguments if a.type_text.startswith("ptr addrspace(1)")}

    fn = _plain_gemm()
    assert _sink_stores(fn, set(fn.blocks), noalias=set()) == 0
    mutated = _plain_gemm(b_reads_c=True)
    assert _sink_stores(mutated, set(mutated.blocks), noalias=pointers(mutated)) == 0
    assert _sink_stores(fn, set(fn.blocks), noalias=pointers(fn)) == 1
    (loop,) = [b for b in fn.blocks if b in b.terminator.operands]
    assert not [i for i in loop.instructions if i.opcode == "store"]
    llvm_verify(fn.module.print())


# blocks of rows x columns (the gpu target's COLUMNS): harness_gemm at 64 (divisible: the blocks run),
# 2mm's first product across its guard, SYRK's triangles
BLOCKS = [CASES[0][0], {"?2": "64"}], GUARDED[0], GUARDED[1], GUARDED[2]


def test_gpu_kernels_compute_blocks_of_rows_and_columns():
    """On the gpu target a GEMM's work-item computes R x C outputs: in the coarsened k-loop R loads of
    A's rows, C of B's columns (shared by the rows), R x C fmas, one counter; a wrapper the same in
    its single-pass copy."""
    device, report = rewritten("harness_gemm", "gpu")
    entries = _entries(report)
    rows, columns = FACTORS["gpu"], SHRUNK_COLUMNS["gpu"]  # (its launch shrinks: see below)
    gemm = _entry(entries, "E11HarnessGemm")
    assert gemm["coarsened"] and (gemm["factor"], gemm["columns"]) == (rows, columns)
    wrapper = _entry(entries, "E11HarnessGemmEE")
    assert (wrapper["factor"], wrapper["columns"]) == (rows, COLUMNS["gpu"]) and "without the grid-stride loops" in wrapper["why"]
    assert "N: the user range" in wrapper["why"]  # its entry sends work-items past the user range to a return
    fn = lift.parse_text(device, "device.ll").get_function(next(n for n in entries if n.endswith("E11HarnessGemm")))
    (loop,) = [b for b in fn.blocks if (b.name or "").startswith("co") and b in b.terminator.operands]
    ops = [i.opcode for i in loop.instructions]
    fmas = [i for i in loop.instructions if i.called_function is not None and "fmuladd" in i.called_function.name]
    assert ops.count("load") == rows + columns and len(fmas) == rows * columns and ops.count("store") == 0
    assert ops.count("phi") == rows * columns + 1
    assert gemm["stores_after_loops"] == rows * columns
    llvm_verify(device)


def test_a_triangle_guard_takes_one_column_a_rectangle_two():
    """Behind `if (j <= i)` (SYRK, SYR2K: the guard compares the row with the column) a work-item
    takes one column, behind `if (i >= NI || j >= NJ) return` (2mm's first product, its launch shrunk)
    as many as an unguarded kernel."""
    from passes.transforms.coarsen import TRIANGLE_COLUMNS

    _, report = rewritten("poly_syrk", "gpu")
    for kernel in ("E9SyrkLower", "E10Syr2kLower"):
        assert _entry(_entries(report), kernel)["columns"] == TRIANGLE_COLUMNS
    _, report = rewritten("harness_2mm", "gpu")
    assert _entry(_entries(report), "E13ScaledProduct")["columns"] == SHRUNK_COLUMNS["gpu"] != TRIANGLE_COLUMNS


@pytest.mark.parametrize("device", ["pocl", "intel-cpu"])
@pytest.mark.parametrize("sample,sets", BLOCKS)
def test_blocks_of_rows_and_columns_replay_equal(sample, sets, device):
    report = _replay(sample, device, sets, target="gpu")
    assert run.exit_code(report) == 0, run.format_report(report)


def test_sixteen_outputs_across_a_guard_run_right_from_spirv(monkeypatch):
    """SYRK's blocks of 4 x 4 outputs (not the default: its triangle takes 4 x 1) walk a straddling
    block's outputs in a loop of 16 (column t & 3): LLVM's loop strength reduction, in its codegen
    for SPIR-V, once dropped the `& 3` and Intel's runtime read out of bounds; SPIR-V is made
    without it (sycl_lift.spirv)."""
    from passes.transforms import coarsen

    monkeypatch.setitem(coarsen.COLUMNS, "gpu", 4)
    monkeypatch.setattr(coarsen, "TRIANGLE_COLUMNS", 4)
    monkeypatch.setattr(coarsen, "SHRINK_ON", ())
    report = _replay(GUARDED[1][0], "intel-cpu", GUARDED[1][1], target="gpu")
    assert run.exit_code(report) == 0, run.format_report(report)
    assert {"form": "SPIR-V", "name": "rewritten (SPIR-V)"} in report["versions"]


def test_the_replay_sees_the_columns():
    (sample, sets) = BLOCKS[0]
    report = _replay(sample, "pocl", sets, target="gpu", broken_columns=True)
    differ = [r for step in report["launches"] for r in step.get("runs", []) if r["status"] != "agree"]
    assert differ and differ[0]["kernel"].endswith(("E11HarnessGemm", "E11HarnessGemmEE"))  # the wrapper has columns too


def test_blocks_across_a_guard_are_clean_under_oclgrind():
    (sample, sets) = GUARDED[0]
    report = _replay(sample, "oclgrind", sets, target="gpu")
    assert run.exit_code(report) == 0, run.format_report(report)
    messages = "".join(r.get("device_messages", "") for step in report["launches"] for r in step.get("runs", []))
    assert messages.strip() == ""  # (the replay drops pyopencl's device probes)


# ---- the shrunk launch (gpu; --enable shrink-launches elsewhere): one work-item per block of outputs, none idle


def test_launches_shrink_for_gpu_and_where_asked():
    _, report = rewritten("harness_gemm", "cpu")
    gemm = _entry(_entries(report), "E11HarnessGemm")
    assert gemm["coarsened"] and "launch" not in gemm and "launch_why" not in gemm
    _, report = rewritten("harness_gemm", "cpu", enable=("shrink-launches",))
    gemm = _entry(_entries(report), "E11HarnessGemm")
    assert gemm["launch"]["work_group"] == [1, *SHRINK_GROUP] and gemm["factor"] == FACTORS["cpu"]


def test_a_gpu_gemm_launch_shrinks_by_its_blocks():
    """The plain GEMM's launch (n, n) becomes (1, n / 4, n / 4) in work-groups of (1, 16, 16) where 64
    divides n, in the host module and in the recorded shape; the range-rounding wrapper keeps its
    launch and says why."""
    result = rewritten_pair("harness_gemm")
    entries = _entries(result.report)
    gemm = _entry(entries, "E11HarnessGemm")
    assert gemm["launch"]["work_group"] == [1, *SHRINK_GROUP]
    assert "range it is given" in _entry(entries, "E11HarnessGemmEE")["launch_why"]
    (shape,) = [s for k, s in read_shapes(lift.parse_text(result.device, "device.ll")).items() if k.endswith("HarnessGemm")]
    assert (shape.kind, shape.rows, shape.columns, (shape.row_local, shape.local)) == \
        ("blocks", FACTORS["gpu"], SHRUNK_COLUMNS["gpu"], SHRINK_GROUP)
    for text in (result.host, result.device):
        llvm_verify(text)
    # the shrunk launch runs the kernel's copy for it (passes.transforms.shape_copy), the other its own
    copy = read_shape_copies(lift.parse_text(result.device, "device.ll"))[shape.kernel]
    for n, launched, kernel in ((128, ((1, 32, 32), (1, 16, 16)), copy),
                                (96, ((96, 96), None), shape.kernel)):  # 96: not a multiple of 64
        ctx = PassContext(host=lift.parse_text(result.host, "host.ll"))
        RaiseHost(program_args=("--size", str(n), "--iterations", "1")).apply(ctx)
        got = {(op.mangled, tuple(op.global_range.values), tuple(op.local_range.values) if op.local_range else None)
               for op in ctx.analyses["sycl-program"].launches if op.mangled in (shape.kernel, copy)}
        assert got == {(kernel, *launched)} and launched == (shape.apply((n, n), None) or ((n, n), None))


def test_rewrite_command_says_which_launches_it_shrank(tmp_path, capsys):
    import sycl_lift

    host, device = ir(SAMPLES / "harness_gemm" / REWRITE_RELEASE / "host.O2.ll"), ir(SAMPLES / "harness_gemm" / "device.ll")
    assert sycl_lift.main(["rewrite", str(host), str(device), "--target", "gpu", "--no-opencl", "-o", str(tmp_path / "out")]) == 0
    lines = [l for l in capsys.readouterr().err.splitlines() if l.startswith("HarnessGemm:")]
    assert lines and lines[0].endswith("launched shrunk: one work-item per block, global (1, G0 / 4, G1 / 4), "
                                       "work-groups [1, 16, 16], as sycl_lift_shrunk_HarnessGemm")


def test_blocks_shapes_need_both_sizes_divisible():
    shape = LaunchShape("k", kind="blocks", rows=4, columns=2, row_local=8, local=16)
    assert shape.apply((64, 64), None) == ((1, 16, 32), (1, 8, 16))
    assert shape.apply((64, 48), None) is None and shape.apply((48, 64), None) is None  # 32 x 16 / 4 x 8 blocks
    assert shape.apply((64,), None) is None
    # an nd_range launch's work-groups are replaced (blocks are decided only for kernels that read
    # nothing of them); another kind of shape leaves an nd_range launch as it was
    assert shape.apply((64, 64), (8, 8)) == shape.apply((64, 64), None)
    assert shape.apply((64, 48), (8, 8)) is None
    assert LaunchShape("k", kind="groups", local=16).apply((64, 64), (8, 8)) is None


GEMM_KERNEL = "_ZTSZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_E11HarnessGemm"


def rewritten_pair(sample: str, group_copy: bool = False):
    from passes.transforms import loop_internalize

    host = lift.parse_file(ir(SAMPLES / sample / REWRITE_RELEASE / "host.O2.ll"))
    device = lift.parse_file(ir(SAMPLES / sample / "device.ll"))
    saved, loop_internalize.GROUP_COPY = loop_internalize.GROUP_COPY, int(group_copy)
    try:
        return pipeline.rewrite(host, device, target="gpu")
    finally:
        loop_internalize.GROUP_COPY = saved


def _replay_shrunk(device: str, size: int, never_shrunk: bool = False, wrong_group: bool = False,
                   group_copy: bool = False) -> dict:
    host = lift.parse_file(ir(SAMPLES / "harness_gemm" / REWRITE_RELEASE / "host.O2.ll"))
    original = lift.parse_file(ir(SAMPLES / "harness_gemm" / "device.ll"))
    text = rewritten_pair("harness_gemm", group_copy or wrong_group).device
    if never_shrunk:  # the kernel no longer tells the shrunk launch from the original one
        text, n = re.subn(r"(%co\.shrunk\S* = icmp eq i32 %co\.work_dim\S*), 3", r"\1, 4", text)
        assert n == 2  # (the kernel and its copy for the shrunk launch)
    if wrong_group:  # the tiles' copy for the shrunk launch's groups takes a work-item's id along their
        # dimension of size 1 as 1, not 0: no work-item copies its element of a tile
        text, n = re.subn(r"(%lt\.c\S* = add i64 0), 0\b", r"\1, 1", text)
        assert n == 2  # (the kernel and its copy for the shrunk launch)
    return run.replay(host, original, device, text, program_args=("--size", str(size), "--iterations", "1"))


@pytest.mark.parametrize("group_copy", [False, True])  # (loop_internalize.GROUP_COPY)
@pytest.mark.parametrize("device", ["pocl", "intel-cpu"])
@pytest.mark.parametrize("size", [128, 96])
def test_the_shrunk_gemm_replays_equal(device, size, group_copy):
    report = _replay_shrunk(device, size, group_copy=group_copy)
    assert run.exit_code(report) == 0, run.format_report(report)
    runs = [r for step in report["launches"] for r in step["runs"] if r["kernel"].endswith("HarnessGemm")]
    assert runs and all((r.get("reshaped") or {}).get("global") == ([size // 4, size // 4, 1] if size == 128 else None)
                        for r in runs)


def test_the_replay_sees_a_wrong_shape_in_the_tiles_copy_for_the_shrunk_launch():
    report = _replay_shrunk("pocl", 128, wrong_group=True)
    differ = [r for step in report["launches"] for r in step["runs"] if r["status"] != "agree"]
    assert differ and differ[0]["kernel"].endswith("HarnessGemm")


def test_the_replay_sees_a_kernel_that_ignores_the_shrunk_launch():
    report = _replay_shrunk("pocl", 128, never_shrunk=True)
    differ = [r for step in report["launches"] for r in step["runs"] if r["status"] != "agree"]
    assert differ and differ[0]["kernel"].endswith("HarnessGemm")  # (the mat-vec after it reads its output)


def test_the_shrunk_gemm_is_clean_under_oclgrind():
    report = _replay_shrunk("oclgrind", 64)
    assert run.exit_code(report) == 0, run.format_report(report)
    messages = "".join(r.get("device_messages", "") for step in report["launches"] for r in step.get("runs", []))
    assert messages.strip() == ""


def test_the_runtime_runs_the_shrunk_program_as_the_original(tmp_path):
    """`build` of the gpu rewrite: DPC++'s runtime launches the GEMM over three dimensions in
    work-groups of 16 x 16 where the shape fits (its trace says so), over the original range elsewhere, and the
    program's own verification passes with the original's output."""
    from sycl_lift.build import build_program, run_program

    result = rewritten_pair("harness_gemm")
    (tmp_path / "host.ll").write_text(result.host)
    (tmp_path / "device.ll").write_text(result.device)
    build_program(str(ir(SAMPLES / "harness_gemm" / REWRITE_RELEASE / "host.O2.ll")),
                  str(ir(SAMPLES / "harness_gemm" / "device.ll")), str(tmp_path / "original"))
    build_program(str(tmp_path / "host.ll"), str(tmp_path / "device.ll"), str(tmp_path / "shrunk"))
    for n, dims in (("128", "3"), ("96", "2")):
        done = [run_program(str(tmp_path / p), ["--size", n, "--iterations", "1"], capture_output=True, text=True,
                            timeout=300, env={"SYCL_UR_TRACE": "2"}) for p in ("original", "shrunk")]
        assert all(d.returncode == 0 for d in done), done[1].stdout[-2000:] + done[1].stderr[-2000:]
        verdicts = [[line for line in d.stdout.splitlines() if line in ("PASS", "FAIL")] for d in done]
        assert verdicts[0] == verdicts[1] == ["PASS"]
        launches = re.findall(r"<--- urEnqueueKernelLaunch\w*\(.*?\.workDim = (\d), .*?\.pLocalWorkSize = ([^,\s]+)",
                              done[1].stdout + done[1].stderr)
        assert dims in [d for d, _ in launches]
        # the shrunk launch runs the GEMM's copy for it (passes.transforms.shape_copy), the other the GEMM
        names = {k for k in launch_arguments(tmp_path / "shrunk", ["--size", n, "--iterations", "1"])
                 if k.endswith("HarnessGemm")}
        assert names == {"sycl_lift_shrunk_HarnessGemm" if dims == "3" else GEMM_KERNEL}


# ---- nd_range launches shrink too, where the kernel reads nothing of its work-group

def _replay_nd_range(device: str, args: tuple) -> dict:
    host = lift.parse_file(ir(SAMPLES / "harness_2mm" / REWRITE_RELEASE / "host.O2.ll"))
    original = lift.parse_file(ir(SAMPLES / "harness_2mm" / "device.ll"))
    return run.replay(host, original, device, rewritten_pair("harness_2mm").device, program_args=args)


def test_an_nd_range_launch_shrinks_when_its_kernel_ignores_its_work_groups():
    """2mm's first product is an nd_range launch (its range rounded up to --wg) whose kernel reads
    only its global ids: its work-groups are the rewrite's to choose.  A kernel that reads its
    local id is left as it was."""
    _, report = rewritten("harness_2mm", "gpu")
    product = _entry(_entries(report), "E13ScaledProduct")
    assert product["launch"]["work_group"] == list((1,) + SHRINK_GROUP)
    assert (product["factor"], product["columns"]) == (FACTORS["gpu"], SHRUNK_COLUMNS["gpu"])
    _, report = rewritten("harness_local", "gpu")
    assert all("launch" not in e for e in _entries(report).values())


@pytest.mark.parametrize("n,shrunk", [("128", True), ("80", False)])
def test_an_nd_range_launch_set_by_the_2025_headers_call_shrinks_too(n, shrunk):
    """DPC++ 2025.1's headers set an nd_range through `setNDRangeDescriptorPadded(global, local,
    offset, dims)`: the host branches to the same call with the shrunk launch's sizes where they fit."""
    host = lift.parse_file(ir(SAMPLES / "harness_2mm" / "2025.1.1" / "host.O2.ll"))
    original = lift.parse_file(ir(SAMPLES / "harness_2mm" / "device.ll"))
    result = pipeline.rewrite(lift.parse_text(host.source, "host.ll"), lift.parse_text(original.source, "device.ll"),
                              target="gpu")
    assert "launch" in _entry(_entries(result.report), "E13ScaledProduct")
    args = ("--ni", n, "--nj", n, "--nk", "24", "--nl", n, "--wg", "16", "--repeats", "1")
    report = run.replay(host, original, "pocl", result.device, program_args=args)
    assert run.exit_code(report) == 0, run.format_report(report)
    (product,) = [r for step in report["launches"] for r in step["runs"] if r["kernel"].endswith("E13ScaledProduct")]
    assert product["local"] == [16, 16]
    assert (product.get("reshaped") or {}).get("local") == ([16, 16, 1] if shrunk else None)


@pytest.mark.parametrize("device", ["pocl", "intel-cpu"])
@pytest.mark.parametrize("n,shrunk", [("128", True), ("80", False)])
def test_a_shrunk_nd_range_launch_replays_equal(device, n, shrunk):
    args = ("--ni", n, "--nj", n, "--nk", "40", "--nl", n, "--wg", "16", "--repeats", "1")
    report = _replay_nd_range(device, args)
    assert run.exit_code(report) == 0, run.format_report(report)
    (product,) = [r for step in report["launches"] for r in step["runs"] if r["kernel"].endswith("E13ScaledProduct")]
    assert product["local"] == [16, 16]  # the program's own nd_range
    assert (product.get("reshaped") or {}).get("local") == ([16, 16, 1] if shrunk else None)


def test_a_shrunk_nd_range_launch_is_clean_under_oclgrind():
    report = _replay_nd_range("oclgrind", ("--ni", "64", "--nj", "64", "--nk", "24", "--nl", "64", "--wg", "8",
                                           "--repeats", "1"))
    assert run.exit_code(report) == 0, run.format_report(report)
    messages = "".join(r.get("device_messages", "") for step in report["launches"] for r in step.get("runs", []))
    assert messages.strip() == ""


def test_the_runtime_runs_a_shrunk_nd_range_program_as_the_original(tmp_path):
    """`build` of 2mm's gpu rewrite: the runtime launches its first product, an nd_range in groups of
    --wg, over three dimensions in groups of 16 x 16 where the shape fits, and the program's own
    verification passes."""
    from sycl_lift.build import build_program, run_program

    result = rewritten_pair("harness_2mm")
    (tmp_path / "host.ll").write_text(result.host)
    (tmp_path / "device.ll").write_text(result.device)
    build_program(str(tmp_path / "host.ll"), str(tmp_path / "device.ll"), str(tmp_path / "shrunk"))
    args = ["--ni", "128", "--nj", "128", "--nk", "32", "--nl", "64", "--wg", "8", "--repeats", "1"]
    done = run_program(str(tmp_path / "shrunk"), args, capture_output=True, text=True, timeout=300,
                       env={"SYCL_UR_TRACE": "2"})
    assert done.returncode == 0 and "PASS" in done.stdout.splitlines(), done.stdout[-2000:] + done.stderr[-2000:]
    # (the trace shows each size array's first, OpenCL-order element: the product's 128 columns in blocks)
    launches = re.findall(r"<--- urEnqueueKernelLaunch\w*\(.*?\.workDim = (\d), .*?\.pGlobalWorkSize = \S+ \((\d+)\), "
                          r"\.pLocalWorkSize = \S+ \((\d+)\)", done.stdout + done.stderr)
    assert launches[0] == ("3", str(128 // SHRUNK_COLUMNS["gpu"]), "16"), launches
