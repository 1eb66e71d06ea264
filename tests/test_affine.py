"""passes/analysis/affine.py on real kernels: the affine address of every access, in work-item ids and
induction variables, as the sources say it is.  Expected values are worked out from the .cpp files
(row-major buffers, float = 4 bytes; SYCL's dimension 0 of a 2-D range is SPIR-V dimension 1)."""
from __future__ import annotations

import lift
from conftest import rewritten, sample_device

from passes.analysis.affine import Affine, AffineAnalysis


def _kernel(text_or_module, name):
    module = lift.parse_text(text_or_module, "device.ll") if isinstance(text_or_module, str) else text_or_module
    return next(f for f in module.definitions() if f.is_kernel and f.name.endswith(name) and "wrapper" not in f.name)


def _by_role(analysis):
    accesses = analysis.accesses()
    loads = [a for a in accesses if not a.is_store]
    stores = [a for a in accesses if a.is_store]
    return loads, stores


def test_gemm_after_the_rewrite_is_affine_with_the_sources_strides():
    # gemm.cpp: A is M x K (K = 32), B is K x N (N = 48), C = alpha * A * B over a range<2>(M, N)
    fn = _kernel(rewritten("gemm")[0], "4Gemm")
    analysis = AffineAnalysis(fn)
    (k,) = analysis.induction.values()
    assert k.init == Affine(0) and k.step == 1
    loads, stores = _by_role(analysis)
    a, b = loads
    i, j = ("global_id", 1), ("global_id", 0)
    assert a.offset.coefficient(i) == 32 * 4 and a.offset.coefficient(j) == 0 and a.stride(k) == 4
    assert b.offset.coefficient(j) == 4 and b.offset.coefficient(i) == 0 and b.stride(k) == 48 * 4
    (c,) = stores
    assert c.offset.coefficient(i) == 48 * 4 and c.offset.coefficient(j) == 4 and c.stride(k) == 0 and not c.loops
    # temporal reuse: A[i][k] is the same for all j, B[k][j] for all i
    assert not a.depends_on_work_item(0) and a.depends_on_work_item(1)
    assert not b.depends_on_work_item(1) and b.depends_on_work_item(0)
    assert {a.base, b.base, c.base} == set(fn.arguments[:3])


def test_gemm_before_the_rewrite_has_run_time_row_lengths():
    # the row lengths are the accessors' ranges, read from by-value parameters: still affine (a
    # symbolic coefficient), the same reuse, but no compile-time stride along k for B
    fn = _kernel(sample_device("gemm"), "4Gemm")
    analysis = AffineAnalysis(fn)
    (k,) = analysis.induction.values()
    a, b = [x for x in _by_role(analysis)[0] if x.offset is not None and x.offset.variables("iv")]
    assert not a.depends_on_work_item(0) and a.depends_on_work_item(1) and a.stride(k) == 4
    assert not b.depends_on_work_item(1) and b.depends_on_work_item(0) and b.stride(k) is None
    assert b.offset.variables("param") and b.offset.coefficient(("global_id", 0)) == 4


def test_poly_gemm_sizes_from_argv():
    # poly_gemm.cpp: a[i][k] * b[k][j] with every size from the command line (NK_ captured, the
    # others the accessors' ranges): both kernels' A and B are affine with the reuse tiling needs
    for name in ("15GemmRangeKernel", "17GemmNdRangeKernel"):
        fn = _kernel(rewritten("poly_gemm")[0], name)
        analysis = AffineAnalysis(fn)
        (k,) = analysis.induction.values()
        in_loop = [x for x in _by_role(analysis)[0] if x.offset is not None and x.offset.variables("iv")]
        a = next(x for x in in_loop if x.stride(k) == 4)
        b = next(x for x in in_loop if x is not a)
        assert not a.depends_on_work_item(0) and a.depends_on_work_item(1), name
        assert not b.depends_on_work_item(1) and b.depends_on_work_item(0) and b.stride(k) is None, name
        assert a.offset.coefficient(("global_id", 1)) == 0 and a.offset.depends_on(("global_id", 1))


def test_tiled_gemm_tiles_and_local_memory():
    # tiled_gemm.cpp: tA[li][lj] = A[gi][t + lj]; the tile loop t += T (T = 16); DPC++ unrolled the
    # k < T loop at -O2, so the tile loop is the one loop left
    fn = _kernel(rewritten("tiled_gemm")[0], "9TiledGemm")
    analysis = AffineAnalysis(fn)
    steps = sorted(iv.step for iv in analysis.induction.values())
    assert steps == [16]
    loads, stores = _by_role(analysis)
    global_loads = [a for a in loads if a.base is not None and a.offset is not None
                    and a.offset.coefficient(("global_id", 0)) + a.offset.coefficient(("global_id", 1))]
    assert len(global_loads) == 2
    tile = next(iv for iv in analysis.induction.values() if iv.step == 16)
    # A[gi][t + lj] moves 16 floats per tile step, B[t + li][gj] 16 rows
    strides = sorted(a.stride(tile) for a in global_loads)
    assert strides[0] == 16 * 4 and strides[1] % (16 * 4) == 0 and strides[1] > 16 * 4
    # the tiles in local memory: addressed by local ids only, the same in every group
    local = [a for a in loads + stores if a.base is not None and "addrspace(3)" in a.base.type_text]
    assert local and all(a.offset is not None and not a.offset.variables("global_id") for a in local)


def test_products_keep_one_non_parameter_variable():
    from passes.analysis.affine import ByValueMember

    fn = _kernel(sample_device("gemm"), "4Gemm")
    i, j = Affine.variable(("global_id", 1)), Affine.variable(("global_id", 0))
    n = Affine.variable(("param", ByValueMember(fn.arguments[1], 1)))
    assert i.times(j) is None
    row = (i.times(n) + j).scale(4)
    assert row.depends_on(("global_id", 1)) and row.coefficient(("global_id", 1)) == 0
    assert row.coefficient(("global_id", 0)) == 4 and row.times(Affine(2)).coefficient(("global_id", 0)) == 8
    assert (row + row.scale(-1)).is_constant


def test_launch_wide_values_are_symbols():
    """coarsen's blocked GEMM (4 rows x 4 columns, its launch shrunk) addresses its other columns
    G0/4 apart (a select between the shrunk launch's size and `G0 >> 2`, on get_work_dim()) and its
    rows from the global offset: launch-wide values, so the eight loads of its k-loop stay affine,
    with those values as parameters."""
    fn = _kernel(rewritten("harness_gemm", "gpu", without=("loop-internalize",))[0], "HarnessGemm")
    analysis = AffineAnalysis(fn)
    blocked = [a for a in analysis.accesses() if not a.is_store and a.loops and (a.loops[-1].header.name or "").startswith("co.")]
    assert len(blocked) == 8 and all(a.offset is not None for a in blocked)
    symbols = {v[1].opcode for a in blocked for mono, _ in a.offset.terms for v in mono
               if v[0] == "param" and isinstance(v[1], lift.Instruction)}
    assert symbols == {"select", "call"}  # G0 / 4, and the global offset along the rows
    assert all(len({d for d in (0, 1) if a.depends_on_work_item(d)}) == 1 for a in blocked)
