"""The loop and dependence model (passes/analysis/loop_model.py): counted loops in normal form from
real DPC++ device IR of several spellings, and integer sets isl decides."""
from __future__ import annotations

import pytest

import lift
from passes.analysis.affine import AffineAnalysis
from passes.analysis.loop_model import CountedLoop, HostFacts, KernelModel, counted_loop
from passes.analysis.loop_parallelism import find_independent_loop
from tests.conftest import SAMPLES

VARIANTS = SAMPLES / "variants"


def kernel(variant: str, name: str):
    module = lift.parse_file(str(VARIANTS / variant / "device.ll"))
    return module.functions[f"_ZTS{len(name)}{name}"]


def top_loop(fn) -> tuple[AffineAnalysis, CountedLoop]:
    analysis = AffineAnalysis(fn)
    loop = next(l for l in analysis.loops if l.parent is None)
    counted = counted_loop(loop, analysis)
    assert isinstance(counted, CountedLoop), counted
    return analysis, counted


def param_of(fn, meaning) -> int:
    """The parameter index of a trip-count term's meaning (a monomial of one scalar parameter)."""
    (kind, what), = meaning
    assert kind == "param"
    return fn.arguments.index(what)


@pytest.mark.parametrize("variant, step, predicate, offset, bound", [
    ("less_equal", 1, "ult", 1, None),       # j + 1 < umax(cols, 1)
    ("int_bounds", 1, "slt", 1, None),       # int j != int(cols): `!=` toward the bound is `<` (nsw: signed)
    ("count_down", -1, "ugt", -1, 0),        # size_t j-- > 0: leaves at j - 1 == 0
    ("int_count_down", -1, "ugt", 0, 1),     # int j >= 0, --j: j > 1 tested before the step
])
def test_every_spelling_of_the_loop_is_a_counted_loop(variant, step, predicate, offset, bound):
    for name in ("RowScale", "RowSums"):
        _, counted = top_loop(kernel(variant, name))
        assert counted.step == step and counted.test.at_latch
        assert (counted.test.predicate, counted.test.offset) == (predicate, offset)
        if bound is not None:
            assert counted.test.bound == bound or getattr(counted.test.bound, "text", None) == str(bound)


@pytest.mark.parametrize("variant", ["less_equal", "int_bounds", "count_down", "int_count_down"])
def test_the_trip_count_is_the_row_length_in_every_spelling(variant):
    """However the loop is written, a work-item runs at most `cols` iterations: isl's maximum of the
    iteration count over the work-items is the captured scalar (or, where the kernel bounds the
    counter by `int(cols)` / `umax(cols, 1)`, the value it computes from it); and given cols = 96
    (--args) it is the number 96."""
    fn = kernel(variant, "RowScale")
    analysis, counted = top_loop(fn)
    constant, terms = KernelModel(analysis, counted).trip_count_bound()
    assert len(terms) == 1 and terms[0][0] == 1
    cols = next(a for a in fn.arguments if a.type_text == "i64")
    known = {cols: 96}
    constant_known, terms_known = KernelModel(analysis, counted, HostFacts(known=known)).trip_count_bound()
    assert (constant_known, terms_known) == (96, [])
    if variant in ("count_down",):
        assert constant == 0 and param_of(fn, terms[0][1]) == cols.index


@pytest.mark.parametrize("name, refusal", [
    # p[i][j] = p[i][j - 1] + x[i][j]: iteration j reads what j - 1 wrote
    ("RowPrefix", "an iteration may read what another writes (`store float"),
    # m[j + 1][i] = m[j][i] * 0.5f + b[j][i]: LLVM keeps j - 1 in a phi of its own (an add-recurrence
    # the model follows), the load of row j - 1 reads what the previous iteration stored
    ("ColumnShift", "an iteration may read what another writes (`store float"),
    # h[i][j % 4] += x[i][j]: `j & 3` is no affine index
    ("Buckets", "is not a kernel parameter plus an affine offset"),
])
def test_planted_dependences_are_refused_naming_the_access(name, refusal):
    why = find_independent_loop(kernel("planted", name), 1)
    assert isinstance(why, str) and refusal in why, why


def test_the_prefix_dependence_is_decided_once_sizes_are_numbers(tmp_path):
    """Through the rewrite with the command line given, the 2-D accessors' row length is the number
    96: the prefix's store p[i][j] and load p[i][j - 1] meet in iterations j1 = j2 - 1, and the
    shift's store m[j + 1][i] and load m[j][i] in j1 = j2 + 1 -- sets isl finds non-empty (the
    refusals name both accesses and give no "cannot tell" reason)."""
    import json

    import sycl_lift
    from tests.conftest import ir

    folder = VARIANTS / "planted"
    assert sycl_lift.main(["rewrite", str(ir(folder / "host.O2.ll")), str(ir(folder / "device.ll")), "-o",
                           str(tmp_path), "-q", "--target", "gpu", "--no-opencl", "--args", "128 96"]) == 0
    report = json.loads((tmp_path / "report.json").read_text())
    why = {s["what"].split()[-1]: s["why"] for s in report["skipped"] if "reshaping" in s["what"]}
    for kernel in ("_ZTS9RowPrefix", "_ZTS11ColumnShift"):  # decided: no "cannot tell" reason after the pair
        assert why[kernel].startswith("an iteration may read what another writes (`store float"), why[kernel]
        assert why[kernel].endswith("`)"), why[kernel]
    assert "affine offset" in why["_ZTS7Buckets"]


def test_time_passes_reports_each_pass_and_the_loop_models_seconds_per_kernel(tmp_path):
    """`rewrite --time-passes` (as LLVM's -time-passes): report.json's `timing` holds the seconds of
    every pass the pipeline ran and, per kernel reshape-launches asked about, the loop model's;
    without the option the report has no timing (it would differ from run to run)."""
    import json

    import sycl_lift
    from passes import DEFAULT_PIPELINE
    from tests.conftest import ir

    folder = VARIANTS / "colstats_app"
    reports = {}
    for timed in (True, False):
        out = tmp_path / str(timed)
        assert sycl_lift.main(["rewrite", str(ir(folder / "host.O2.ll")), str(ir(folder / "device.ll")), "-o", str(out),
                               "-q", "--target", "gpu", "--no-opencl"] + (["--time-passes"] if timed else [])) == 0
        reports[timed] = json.loads((out / "report.json").read_text())
    timing = reports[True]["timing"]
    assert list(timing["passes"]) == list(DEFAULT_PIPELINE) and all(s >= 0 for s in timing["passes"].values())
    assert {"_ZTS11ColumnMeans", "_ZTS17ColumnCorrelation"} <= set(timing["loop_model"])
    assert "timing" not in reports[False]
