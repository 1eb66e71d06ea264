"""passes/transforms/loop_internalize.py on real kernels: which loops it stages and why not, the code it
writes (LLVM verifies it), and that the staged kernels compute what the original ones do on PoCL,
Intel's CPU runtime and Oclgrind (no race, no out-of-bounds access) at several work-group sizes,
partial tiles included.  Expectations from the sources: GEMM's `A[i][k]` moves with SYCL dimension 0
(SPIR-V dimension 1) and is shared along the other, `B[k][j]` the reverse; a mat-vec's `x[j]` is
shared by the whole group."""
from __future__ import annotations

import re

import pytest
from conftest import REWRITE_RELEASE, SAMPLES, ir, read_text, rewritten

import lift
from passes import pipeline
from sycl_lift.replay import run
from passes.opencl.writer import write_opencl_program
from passes.transforms.loop_internalize import LOADS_AHEAD, TILE
from passes.transforms.shape_copy import PREFIX as SHRUNK_COPY

BARRIER = re.compile(r"call spir_func void @_Z22__spirv_ControlBarrieriii\(i32 2, i32 2, i32 272\)")


def _entries(report: dict, suffix: str) -> list:
    """The loop_internalize entries of the kernel named `suffix` (not its wrapper, nor its copy for
    its shrunk launch: passes.transforms.shape_copy)."""
    (kernel,) = [k for k in report["kernels"] if suffix in k["name"] and "wrapper" not in k["name"]
                 and not k["name"].startswith(SHRUNK_COPY)]
    return kernel.get("loop_internalize", [])


def _function(device: str, suffix: str) -> str:
    module = lift.parse_text(device, "device.ll")
    (fn,) = [f for f in module.definitions() if suffix in f.name and "wrapper" not in f.name
             and not f.name.startswith(SHRUNK_COPY)]
    return fn.render()


ENABLED = ("loop-internalize",)  # every legal loop, not only where it paid on the H100


def _internalized(report: dict, suffix: str) -> list:
    return [e for e in _entries(report, suffix) if e["internalized"]]


def test_gemm_stages_both_operands():
    device, report = rewritten("gemm", "gpu", without=("coarsen",), enable=ENABLED)
    (entry,) = _entries(report, "4Gemm")
    assert entry["internalized"] and entry["tile"] == TILE
    assert sorted(s["rows"] for s in entry["staged"]) == ["dimension 0", "dimension 1"]
    body = _function(device, "4Gemm")
    assert len(BARRIER.findall(body)) == 2  # before and after the copy
    assert body.count("load float, ptr addrspace(3)") == 2  # the two staged reads ...
    # ... keep their global form, and the copies: one each in straight-line code, one in a loop
    assert body.count("load float, ptr addrspace(1)") == 6
    assert len(re.findall(r"^@__sycl_lift_tile(\.\d+)? = internal addrspace\(3\) global \[\d+ x float\]",
                          device, re.M)) == 2
    import llvmlite.binding as llvm

    llvm.parse_assembly(device).verify()


def test_cpu_and_pocl_stage_only_when_enabled():
    _, report = rewritten("gemm", "cpu")  # Intel's CPU runtime, vectorizer on: the barriers cost the vector code
    assert not _entries(report, "4Gemm")
    _, report = rewritten("poly_colsum", "pocl", enable=ENABLED)
    assert _entries(report, "16TransposedMatVec")[0]["internalized"]  # guarded, too
    _, report = rewritten("gemm", "pocl")
    assert not _entries(report, "4Gemm")
    _, report = rewritten("gemm", "pocl", enable=ENABLED)
    assert _internalized(report, "4Gemm")
    with pytest.raises(lift.LiftError, match="only loop-internalize"):
        rewritten("gemm", "pocl", enable=("dae",))


def test_loops_left_alone_say_why():
    # SYRK's guard `j > i` made `j > 2 j`: two work-item values that grow with the same global id
    source = read_text(SAMPLES / "poly_syrk" / "device.ll")
    planted, n = re.subn(r"(%30) = icmp samesign ugt i64 (%27), %26\n",
                         r"%planted = shl i64 \2, 1\n  \1 = icmp samesign ugt i64 \2, %planted\n", source)
    assert n == 1
    host = lift.parse_text(read_text(SAMPLES / "poly_syrk" / REWRITE_RELEASE / "host.O2.ll"), "host.ll")
    result = pipeline.rewrite(host, lift.parse_text(planted, "device.ll"), target="gpu",
                              passes=[p for p in pipeline.DEFAULT_PIPELINE if p != "coarsen"], enable=ENABLED)
    (guarded,) = _entries(result.report, "4Syrk6update")
    assert not guarded["internalized"] and "only reached by some work-items" in guarded["why"]
    assert "do not grow with two different global ids" in guarded["why"]
    _, report = rewritten("poly_colsum", "gpu", without=("reshape-launches",), enable=ENABLED)  # (RowMatVec: launched in small groups)
    (columns,) = _entries(report, "9ColumnSum")
    assert not columns["internalized"] and "no read in the loop is shared" in columns["why"]
    (row,) = _entries(report, "9RowMatVec")
    assert row["internalized"] and row["staged"] == [{"parameter": row["staged"][0]["parameter"], "rows": "one"}]
    _, report = rewritten("gemm", "gpu", without=("noalias-accessors", "coarsen"), enable=ENABLED)
    assert "not noalias" in _entries(report, "4Gemm")[0]["why"]


def test_gpu_default_stages_where_it_paid():
    # harness_matvec: y = A^T x (`A[i][j] * x[i]`, x shared by the group, A read along the row of
    # neighbouring work-items) is staged; z = A w (`A[i][j] * w[j]`, A a row apart per work-item) is not
    _, report = rewritten("harness_matvec", "gpu")
    (cols,) = _entries(report, "7MvtCols")
    assert cols["internalized"] and [s["rows"] for s in cols["staged"]] == ["one"]
    (rows,) = _entries(report, "7MvtRows")
    assert not rows["internalized"] and "strided memory stream" in rows["why"]
    _, report = rewritten("gemm", "gpu", without=("coarsen",))
    (gemm,) = _entries(report, "4Gemm")
    assert not gemm["internalized"] and "follow a work-item dimension" in gemm["why"]


def test_gpu_stages_the_blocks_coarsen_makes():
    """coarsen runs first: GEMM's blocked k-loop (4 rows x 4 columns per work-item, its launch
    shrunk) reads 4 rows of A and 4 columns of B per iteration, each staged in a tile of its own --
    their addresses stay affine under the shrunk launch's selects; the loop coarsen keeps for ranges
    it does not divide is not (one loop per kernel)."""
    device, report = rewritten("harness_gemm", "gpu")
    kernel = next(k for k in report["kernels"] if k["name"].endswith("HarnessGemm"))
    assert kernel["coarsen"]["coarsened"] and kernel["coarsen"]["columns"] == 4 and "launch" in kernel["coarsen"]
    (blocked,) = _internalized(report, "HarnessGemm")
    rows = sorted(s["rows"] for s in blocked["staged"])
    assert rows == ["dimension 0"] * 4 + ["dimension 1"] * 4, rows
    assert len({s["parameter"] for s in blocked["staged"]}) == 2  # A's four rows, B's four columns
    (fallback,) = [e for e in _entries(report, "HarnessGemm") if not e["internalized"]]
    assert "another loop" in fallback["why"]
    body = _function(device, "HarnessGemm")
    assert len(BARRIER.findall(body)) == 2 and body.count("load float, ptr addrspace(3)") == 8
    assert "group_copy" not in blocked


def test_a_copy_for_the_decided_work_group_where_asked(monkeypatch):
    """GROUP_COPY: the staged version twice, for any work-group and for the shrunk launch's 16 x 16
    with its shape as constants, taken where the launch's local sizes are those."""
    from passes.transforms import loop_internalize

    monkeypatch.setattr(loop_internalize, "GROUP_COPY", 1)
    host = lift.parse_text(read_text(ir(SAMPLES / "harness_gemm" / REWRITE_RELEASE / "host.O2.ll")), "host.ll")
    result = pipeline.rewrite(host, lift.parse_text(read_text(SAMPLES / "harness_gemm" / "device.ll"), "device.ll"),
                              target="gpu")
    (blocked,) = _internalized(result.report, "HarnessGemm")
    assert blocked["group_copy"] == [16, 16, 1]
    body = _function(result.device, "HarnessGemm")
    assert len(BARRIER.findall(body)) == 4 and body.count("load float, ptr addrspace(3)") == 16
    assert len(re.findall(r"%lt\.group\S* = icmp eq i64 %lt\.local_size\d, (\d+)", body)) == 3
    assert set(re.findall(r"%lt\.c\S* = add i64 0, (\d+)", body)) == {"16", "1", "0"}  # sizes, the id along 1


def test_tiles_fit_the_local_memory_every_device_has(monkeypatch):
    """PoCL's 8-row blocks take 9 tiles: 36 KiB for groups of up to 64 along a tile's dimension, so
    the arrays are made for 32 (18 KiB), and a group larger than that along it does not stage; with
    room for 16 rows at least (FEWER_ROWS (16,)), 9 tiles of 256 floats would not fit 4 KiB of local
    memory: refused, the unblocked loop (2 tiles) is staged instead."""
    from passes.transforms import loop_internalize

    device, report = rewritten("harness_gemm", "pocl", enable=ENABLED)
    (staged,) = _internalized(report, "HarnessGemm")
    assert len(staged["staged"]) == 9
    assert re.search(r"%lt\.fits\S* = icmp ule i64 %\S+, 32$", _function(device, "E11HarnessGemm"), re.M)
    monkeypatch.setattr(loop_internalize, "LOCAL_MEMORY", 4 * 1024)
    monkeypatch.setattr(loop_internalize, "FEWER_ROWS", (16,))
    host = lift.parse_text(read_text(ir(SAMPLES / "harness_gemm" / REWRITE_RELEASE / "host.O2.ll")), "host.ll")
    report = pipeline.rewrite(host, lift.parse_text(read_text(SAMPLES / "harness_gemm" / "device.ll"), "device.ll"),
                              target="pocl", enable=ENABLED).report
    entries = _entries(report, "HarnessGemm")
    assert any("KiB of local memory" in e.get("why", "") for e in entries), entries
    (staged,) = _internalized(report, "HarnessGemm")
    assert len(staged["staged"]) == 2


def test_guarded_loops_stage_in_groups_that_pass_the_guard():
    # nd_range kernels over a rounded-up range guard their loop (`if (j >= COLS_) return;`,
    # `if (i < NI_ && j < NJ_)`): a group whose last work-item passes reaches the loop whole
    _, report = rewritten("poly_colsum", "gpu")
    (transposed,) = _entries(report, "16TransposedMatVec")  # y = A^T x, guarded: not by default
    assert not transposed["internalized"] and "behind a guard" in transposed["why"]
    device, report = rewritten("poly_colsum", "gpu", enable=ENABLED)
    (transposed,) = _entries(report, "16TransposedMatVec")
    assert transposed["internalized"] and [s["rows"] for s in transposed["staged"]] == ["one"]
    body = _function(device, "16TransposedMatVec")
    assert "%lt.passes = icmp ult i64" in body  # the group's last work-item against the guard's bound
    _, report = rewritten("poly_gemm", "gpu", without=("coarsen",), enable=ENABLED)
    assert _entries(report, "17GemmNdRangeKernel")[0]["internalized"]
    assert _entries(report, "15GemmRangeKernel")[0]["internalized"]
    # coarsen's blocks decide its guard together (`all == any` of the rows' tests) and stage too
    _, report = rewritten("poly_gemm", "gpu")
    (blocked,) = _internalized(report, "17GemmNdRangeKernel")  # 4 x 4 outputs, its launch shrunk
    assert len(blocked["staged"]) == 8


def test_loops_behind_a_triangle_stage_in_groups_below_it():
    """poly_syrk's `if (j <= i)` compares two work-item values: a group stages where its last column
    is at most its first row (every work-item passes); coarsen gives such kernels one column per
    work-item, so that the groups below the diagonal are whole.  SYR2K's ten tiles fit the 32 KiB
    for groups of up to 32 along their dimension (not 64)."""
    device, report = rewritten("poly_syrk", "gpu")
    for kernel in ("E9SyrkLower", "E10Syr2kLower"):
        coarsened = next(k["coarsen"] for k in report["kernels"] if k["name"].endswith(kernel))
        assert coarsened["coarsened"] and coarsened["columns"] == 1 and "launch" in coarsened
        (staged,) = _internalized(report, kernel)
        assert sorted(s["rows"] for s in staged["staged"])[-1] == "dimension 1"
    syrk, syr2k = _function(device, "E9SyrkLower"), _function(device, "E10Syr2kLower")
    assert re.search(r"%lt\.passes\S* = icmp ule i64 %\S+, %\S+", syrk)  # last column <= first row
    assert len(BARRIER.findall(syrk)) == 2
    assert re.search(r"%lt\.fits\S* = icmp ule i64 %\S+, 32$", syr2k, re.M)
    assert re.search(r"%lt\.fits\S* = icmp ule i64 %\S+, 64$", syrk, re.M)


def test_a_step_other_than_one_is_refused():
    # the real GEMM kernel with its k-loop stepping by 2 (the bound, 32, stays reachable)
    source = read_text(SAMPLES / "gemm" / "device.ll")
    stepped, n = re.subn(r"(%\d+) = add nuw i64 (%\d+), 1\n(\s+%\d+ = icmp eq i64 \1, )",
                         r"\1 = add nuw i64 \2, 2\n\3", source)
    assert n == 2  # the wrapper's k-loop and the kernel's
    host = lift.parse_text(read_text(SAMPLES / "gemm" / REWRITE_RELEASE / "host.O2.ll"), "host.ll")
    result = pipeline.rewrite(host, lift.parse_text(stepped, "device.ll"), target="gpu")
    assert not result.report["failed"]
    assert any("steps by 2" in e.get("why", "") for e in _entries(result.report, "4Gemm"))


@pytest.mark.parametrize("device", ["pocl", "intel-cpu", "oclgrind"])
def test_a_loop_counting_down_is_tiled_and_agrees(device):
    """variants/count_down_product: a matrix product whose loop over the 40 shared columns counts
    down (`for (size_t j = cols; j-- > 0;)`: DPC++'s counter runs from cols down to 1 in steps of
    -1, the index one below it, and the loop leaves when the index is 0).  Its range-rounding wrapper (the gpu rewrite: coarsen's blocks, then their tiles) is
    staged in tiles walked downwards -- two full ones and the original loop for the last 8 -- and
    replays equal on a padded range in groups of 8 x 4 and 16 x 16 (clean under Oclgrind); with
    the copy's iterations taken upwards (a planted mistake) it does not."""
    from conftest import replay_wrappers

    folder = SAMPLES / "variants" / "count_down_product"
    host = lift.parse_file(ir(folder / "host.O2.ll"))
    original = lift.parse_file(ir(folder / "device.ll"))
    rewrite = pipeline.rewrite(lift.parse_text(host.source, "host.ll"), lift.parse_text(original.source, "device.ll"),
                               target="gpu")
    (wrapper,) = [k for k in rewrite.report["kernels"] if k["name"].endswith("pf_kernel_wrapperI7ProductEE")]
    assert any(e["internalized"] for e in wrapper["loop_internalize"])
    assert re.search(r"%lt\.left\S* = sub i64 %lt\.kt\S*, 0$", rewrite.device, re.M)  # iterations left: kt - 0
    for local in ((8, 4), (16, 16)):
        report = replay_wrappers(host, original, rewrite.device, device, {}, padded=(0,), local=local)
        assert run.exit_code(report) == 0, run.format_report(report)
        messages = "".join(r.get("device_messages", "") for step in report["launches"] for r in step.get("runs", []))
        assert messages.strip() == ""  # Oclgrind: no race, no barrier divergence, nothing uninitialised
    upwards = re.sub(r"(%lt\.k[\d.]* = )sub", r"\1add", rewrite.device)
    report = replay_wrappers(host, original, upwards, device, {}, padded=(0,), local=(8, 4))
    assert any(r["status"] != "agree" for step in report["launches"] for r in step.get("runs", []) if r["wrapper"])


def _replay(sample: str, device: str, local, sets: dict, tmp_path, target: str = "pocl") -> dict:
    host = lift.parse_file(ir(SAMPLES / sample / REWRITE_RELEASE / "host.O2.ll"))
    original = lift.parse_file(ir(SAMPLES / sample / "device.ll"))
    rewrite = pipeline.rewrite(lift.parse_text(host.source, "host.ll"), lift.parse_text(original.source, "device.ll"),
                               target=target, enable=ENABLED if target != "gpu" else ())
    assert any(e["internalized"] for k in rewrite.report["kernels"] for e in k.get("loop_internalize", []))
    return run.replay(host, original, device, rewrite.device, sets=sets, range_local=local)


# (sample, work-group size for its range launches, sizes): a 40 x 40 GEMM has a partial last tile;
# poly_gemm's nd_range GEMM at 40 rounded to 48 has groups that straddle its guard
CASES = [("poly_gemm", (8, 8), {"?2": "40", "?3": "40", "?5": "40", "?7": "48", "?10": "48", "?8": "16"}),
         ("harness_gemm", (16, 16), {}), ("harness_gemm", (8, 4), {"?2": "40", "?3": "40"}),
         ("harness_matvec", (16,), {"?2": "40", "?3": "40"}), ("harness_2mm", (4, 8), {}),
         ("poly_gemm", (16, 16), {}), ("poly_colsum", (8,), {"?5": "40", "?4": "24", "?2": "960", "?8": "32"})]


@pytest.mark.parametrize("device", ["pocl", "intel-cpu"])
@pytest.mark.parametrize("sample,local,sets", CASES)
def test_staged_kernels_agree(sample, local, sets, device, tmp_path):
    report = _replay(sample, device, local, sets, tmp_path)
    assert run.exit_code(report) == 0, run.format_report(report)
    ran = [r for step in report["launches"] for r in step.get("runs", []) if r["local"] is not None]
    assert ran  # the chosen work-group size was used, so the staged path ran


# poly_colsum's guarded y = A^T x: 150 rows (two full tiles of 64 and a rest), 40 columns in groups
# of 32 (the second group straddles the guard: original loop)
GUARDED = ("poly_colsum", None, {"?4": "150", "?5": "40", "?2": "6000", "?8": "64"})


@pytest.mark.parametrize("device", ["pocl", "intel-cpu"])
def test_guarded_kernel_agrees(device, tmp_path):
    sample, local, sets = GUARDED
    report = _replay(sample, device, local, sets, tmp_path)
    assert run.exit_code(report) == 0, run.format_report(report)


@pytest.mark.parametrize("device", ["pocl", "intel-cpu"])
@pytest.mark.parametrize("sample,local,sets", [CASES[0], CASES[1], CASES[2], CASES[4]])
def test_blocked_and_staged_kernels_agree(sample, local, sets, device, tmp_path):
    """The gpu rewrite (coarsen's blocks, then their tiles) on the CPU runtimes: 40 x 40 GEMMs in
    groups of 8 x 4 (a partial tile, groups past the active rows, one straddling them; each
    work-item copies its tile elements in a loop), 64 x 64 in groups of 16 x 16 (one element each,
    straight-line), poly_gemm's guarded nd_range at 40 rounded to 48."""
    report = _replay(sample, device, local, sets, tmp_path, "gpu")
    assert run.exit_code(report) == 0, run.format_report(report)


# poly_syrk's triangles at n = 128, m = 32: blocks of 4 rows x 1 column launched in groups of 16 x 16
# (64 rows x 16 columns of outputs): four groups lie below the diagonal and stage, the others not
TRIANGLES = ("poly_syrk", None, {"?2": "128", "?3": "32"})


@pytest.mark.parametrize("device", ["pocl", "intel-cpu"])
def test_triangles_agree(device, tmp_path):
    report = _replay(TRIANGLES[0], device, TRIANGLES[1], TRIANGLES[2], tmp_path, "gpu")
    assert run.exit_code(report) == 0, run.format_report(report)


def test_the_replay_sees_a_group_across_the_triangle_staged():
    """Staging every group (its test made true) puts barriers where only some work-items of a group
    arrive, and tiles that only some of them fill: Oclgrind says so."""
    host = lift.parse_file(ir(SAMPLES / "poly_syrk" / REWRITE_RELEASE / "host.O2.ll"))
    original = lift.parse_file(ir(SAMPLES / "poly_syrk" / "device.ll"))
    rewrite = pipeline.rewrite(lift.parse_text(host.source, "host.ll"), lift.parse_text(original.source, "device.ll"),
                               target="gpu")
    broken, n = re.subn(r"(%lt\.passes\S* = icmp ule i64) %\S+, %\S+", r"\1 0, 0", rewrite.device)
    assert n
    report = run.replay(host, original, "oclgrind", broken, sets=TRIANGLES[2])
    messages = "".join(r.get("device_messages", "") for step in report["launches"] for r in step.get("runs", []))
    assert run.exit_code(report) != 0 or "barrier" in messages.lower(), run.format_report(report)


@pytest.mark.parametrize("sample,local,sets,target", [TRIANGLES + ("gpu",), CASES[0] + ("pocl",), CASES[2] + ("pocl",), CASES[3] + ("pocl",),
                                                      CASES[6] + ("pocl",), GUARDED + ("pocl",),
                                                      CASES[0] + ("gpu",), CASES[1] + ("gpu",), CASES[2] + ("gpu",)])
def test_staged_kernels_are_clean_under_oclgrind(sample, local, sets, target, tmp_path):
    report = _replay(sample, "oclgrind", local, sets, tmp_path, target)
    assert run.exit_code(report) == 0, run.format_report(report)
    messages = "".join(r.get("device_messages", "") for step in report["launches"] for r in step.get("runs", []))
    assert messages.strip() == ""  # (the replay drops pyopencl's device probes)


def test_command_line_refuses_bad_options(tmp_path, capsys):
    import sycl_lift

    gemm = SAMPLES / "gemm"
    host, device = str(ir(gemm / REWRITE_RELEASE / "host.O2.ll")), str(ir(gemm / "device.ll"))
    with pytest.raises(SystemExit) as exit_:
        sycl_lift.main(["rewrite", host, device, "-o", str(tmp_path / "out"), "--enable", "dae"])
    assert exit_.value.code == 2 and "invalid choice: 'dae'" in capsys.readouterr().err
    assert not (tmp_path / "out").exists()
    for bad in ("0,4", "16,x", "1,2,3,4"):
        with pytest.raises(SystemExit) as exit_:
            sycl_lift.main(["replay", host, device, "--device", "pocl", "--range-local", bad])
        assert exit_.value.code == 2 and "one to three positive integers" in capsys.readouterr().err


def test_range_local_keeps_the_runtimes_choice_where_it_does_not_divide():
    from sycl_lift.replay import plan as planning

    gemm = SAMPLES / "gemm"

    def launch_plan():
        plan = planning.build(lift.parse_file(ir(gemm / REWRITE_RELEASE / "host.O2.ll")),
                              lift.parse_file(ir(gemm / "device.ll")), {})
        return plan, [r for step in plan.steps for r in (getattr(step, "runs", None) or ())]

    plan, runs = launch_plan()
    # the GEMM's range is 48 x 64 (OpenCL order), its wrapper's too (DPC++ rounds SYCL dimension 0, 64,
    # to a multiple of 32: 64)
    run.set_range_local(plan, (32, 32))
    assert {(tuple(r.global_size), r.local_size) for r in runs} == {((48, 64), None)}
    assert any("does not divide" in note and "[48, 64]" in note for note in plan.notes)
    plan, runs = launch_plan()
    run.set_range_local(plan, (16, 32))
    assert {(tuple(r.global_size), r.local_size) for r in runs} == {((48, 64), (16, 32))}
    plan, runs = launch_plan()
    run.set_range_local(plan, (16,))  # padded with 1s
    assert {r.local_size for r in runs} == {(16, 1)}


# ---- gpu: a tile's global loads issued ahead of the sum (the exact column walk)


def test_gpu_issues_a_tiles_loads_ahead_of_the_sum():
    """reshape_matvec's ColumnMatVec (`z[j] += A[i][j] * w[i]`, w staged): the tile's copy of the
    loop runs LOADS_AHEAD iterations per pass, their A loads first (marked, and written as statements
    of their own in the C), then the fmuladds in the original order; other targets keep one
    iteration per pass."""
    device, report = rewritten("reshape_matvec", "gpu")
    (entry,) = _entries(report, "12ColumnMatVec")
    assert entry["internalized"] and entry["loads_ahead"] == LOADS_AHEAD
    body = _function(device, "12ColumnMatVec")
    marked = re.findall(r"= load float, ptr addrspace\(1\) %[\w.]+, align 4, !tbaa !\d+, !sycl_lift\.ahead !\d+", body)
    assert len(marked) == LOADS_AHEAD
    tile_loop = body[body.index(marked[0]):]
    sums = re.findall(r"call float @llvm\.fmuladd\.f32", tile_loop)
    assert len(sums) >= LOADS_AHEAD  # the copy's sums after its loads (and the original loop's)
    first_sum = tile_loop.index("@llvm.fmuladd.f32")
    assert all(tile_loop.index(m) < first_sum for m in marked)
    import llvmlite.binding as llvm

    llvm.parse_assembly(device).verify()
    c = write_opencl_program(lift.parse_text(device, "device.ll")).source
    kernel = c[c.index("void _ZTS12ColumnMatVec("):]
    kernel = kernel[:kernel.index("\n}\n")]
    statements = re.findall(r"^\s+(\w+) = p\w+\[[^\]]+\];$", kernel, re.M)
    assert len(statements) == LOADS_AHEAD  # each load its own statement, before the sums that use them
    _, other = rewritten("reshape_matvec", "pocl", enable=ENABLED)
    assert all("loads_ahead" not in e for e in _entries(other, "12ColumnMatVec"))


@pytest.mark.parametrize("rows,device", [(200, "pocl"), (128, "pocl"), (200, "oclgrind")])  # 3 full tiles and a rest; 2
def test_loads_ahead_sums_agree_bit_for_bit(rows, device, tmp_path):
    host = lift.parse_file(ir(SAMPLES / "reshape_matvec" / REWRITE_RELEASE / "host.O2.ll"))
    original = lift.parse_file(ir(SAMPLES / "reshape_matvec" / "device.ll"))
    rewritten_text, _ = rewritten("reshape_matvec", "gpu")
    assert "!sycl_lift.ahead" in rewritten_text  # (the form under test)
    report = run.replay(host, original, device, rewritten_text, range_local=(32,),
                        program_args=(f"--rows={rows}", "--cols=96", "--iterations=1"))
    assert run.exit_code(report) == 0 and report["comparison"] == "bit for bit", run.format_report(report)
    ran = [r for step in report["launches"] for r in step["runs"] if r["kernel"] == "_ZTS12ColumnMatVec"]
    assert ran and all(r["status"] == "agree" and r["local"] == [32] for r in ran)
    assert not [r for step in report["launches"] for r in step["runs"] if r.get("device_messages")]  # Oclgrind: clean


# ---- a tile's copy of the loop: counted from 0, unrolled on gpu for blocks of rows and columns


def test_a_tiles_copy_counts_from_zero_and_gpu_unrolls_blocks_of_rows_and_columns():
    """harness_gemm's GEMM (coarsen's 4 x 4 block: four rows of A and four columns of B staged): the
    tile's copy is `for (t = 0; t < 16; t++)`, its back edge marked llvm.loop.unroll.full (the C's
    opencl_unroll_hint), the report says `unrolled`; poly_syrk's 4 x 1 blocks (rows only) are counted
    the same way but not marked; the pocl target marks nothing."""
    device, report = rewritten("harness_gemm", "gpu")
    gemm = [e for e in _entries(report, "11HarnessGemm") if e["internalized"]]
    assert gemm and all(e.get("unrolled") for e in gemm)
    c = write_opencl_program(lift.parse_text(device, "device.ll")).source
    hinted = re.findall(r"__attribute__\(\(opencl_unroll_hint\)\)\n\s*(.*)\n", c)
    assert hinted and set(hinted) == {f"while (lt_i < {TILE}) {{"}
    body = _function(device, "11HarnessGemm")
    counters = re.findall(r"%(lt\.i[\w.]*) = phi i64 \[ 0, %[\w.]+ \], \[ %(lt\.i\.next[\w.]*), %[\w.]+ \]", body)
    assert counters and all(re.search(rf"icmp ult i64 %{re.escape(i)}, {TILE}\n", body) for i, _ in counters)
    assert "sub i64 %lt.k" not in body  # (the tiles are read at t, not at k - kt)
    syrk_device, syrk = rewritten("poly_syrk", "gpu")
    staged = [e for k in ("9SyrkLower", "10Syr2kLower") for e in _entries(syrk, k) if e["internalized"]]
    assert staged and not any(e.get("unrolled") for e in staged)
    assert "llvm.loop.unroll.full" not in syrk_device and "phi i64 [ 0, %lt." in syrk_device
    _, other = rewritten("harness_gemm", "pocl", enable=ENABLED)
    assert not any(e.get("unrolled") for e in _entries(other, "11HarnessGemm"))
