"""passes/analysis/tiling.py: which kernel loops a work-group could stage in local memory, and why
not, on real kernels (expectations from the sources: GEMM's A[i][k] is read by every j, B[k][j] by
every i; SPIR-V dimension 0 is SYCL's last)."""
from __future__ import annotations

import lift
from conftest import rewritten, sample_device

from passes.analysis.tiling import internalization_candidates


def _before_internalizing(sample: str) -> str:
    """The gpu rewrite without loop-internalize (nor coarsen, which runs after it): the candidates as
    that transformation finds them."""
    return rewritten(sample, "gpu", without=("loop-internalize", "coarsen"))[0]


def _kernel(source, name):
    module = lift.parse_text(source, "device.ll") if isinstance(source, str) else source
    return next(f for f in module.definitions() if f.is_kernel and f.name.endswith(name)
                and "wrapper" not in f.name and "RoundedRange" not in f.name)


def test_gemm_after_noalias_stages_both_operands():
    (c,) = internalization_candidates(_kernel(_before_internalizing("gemm"), "4Gemm"))
    assert c.legal and sorted(r.shared_along for r in c.staged) == [(0,), (1,)]
    a = next(r for r in c.staged if r.shared_along == (0,))
    assert a.access.stride(c.iv) == 4  # A[i][k]: next k, next float


def test_gemm_without_host_facts_may_alias():
    (c,) = internalization_candidates(_kernel(sample_device("gemm"), "4Gemm"))
    assert not c.legal and any("not noalias" in why for why in c.why_not)


def test_guarded_nd_range_gemm_reports_the_guard():
    # poly_gemm's nd_range kernel rounds the range up and guards with `if (i < NI_ && j < NJ_)`
    (c,) = internalization_candidates(_kernel(_before_internalizing("poly_gemm"), "17GemmNdRangeKernel"))
    assert len(c.staged) == 2 and not c.legal
    assert any("only reached by some work-items" in why for why in c.why_not)
    (r,) = internalization_candidates(_kernel(_before_internalizing("poly_gemm"), "15GemmRangeKernel"))
    assert r.legal


def test_column_sums_have_no_reuse_and_tiled_gemm_is_tiled_already():
    (c,) = internalization_candidates(_kernel(_before_internalizing("poly_colsum"), "9ColumnSum"))
    assert not c.staged and not c.legal  # a[i * COLS_ + j]: each work-item its own column
    (t,) = internalization_candidates(_kernel(_before_internalizing("tiled_gemm"), "9TiledGemm"))
    assert not t.staged  # its tile loop reads global memory by global and local id: no shared element
    (m,) = internalization_candidates(_kernel(_before_internalizing("poly_colsum"), "9RowMatVec"))
    assert m.legal and [r.shared_along for r in m.staged] == [(0,)]  # z = A w: w[j] read by every row
