"""Launches inside a loop whose trip count the host does not fix (samples/variants/loop_facts, real
DPC++ IR): what the listing shows a launch receiving must hold on EVERY iteration, not only the
first.  PairSum's range halves each level (n/2 on the first, something else later): it is listed
for the first and for any later iteration and must not be folded.  Smooth swaps its input and
output buffers each step: the loop alternates between two states, both listed with known buffers,
so its accessors stay provably apart."""
from __future__ import annotations

import json

import pytest

import lift
import sycl_lift
from conftest import SAMPLES, ir, rewritten
from passes.host.patterns import choose_patterns
from passes.host.raise_host import raise_module

SAMPLE = "variants/loop_facts"


def launches(kernel: str) -> list:
    module = lift.parse_file(str(ir(SAMPLES / SAMPLE / "host.O2.ll")))
    program = raise_module(module, choose_patterns(module, None, None)[0])
    return [k for k in program.launches if k.kernel == kernel]


def test_a_range_that_changes_per_iteration_is_listed_for_the_first_and_any_later_one():
    first, later = launches("PairSum")
    assert first.global_range.constant == [512]
    assert later.global_range.constant is None  # width /= 2 every level
    assert first.conditional and later.conditional


def test_a_loop_that_swaps_buffers_lists_both_orientations_with_known_buffers():
    one, two = launches("Smooth")
    buffers = [tuple(a.accessor.buffer.name for a in k.args) for k in (one, two)]
    assert None not in buffers[0] + buffers[1]
    assert buffers[1] == buffers[0][::-1]


@pytest.mark.parametrize("release,opt", [(r, o) for r in ("2025.1.1", "2026.2.0") for o in ("O0", "O2")])
def test_a_one_block_loop_around_a_call_that_swaps_its_tensors_alternates(release, opt):
    """reshape_rowstats: `for (l < layers) { layer(q, *t[0], *t[1]); std::swap(t[0], t[1]); }` --
    at -O2 one block, its test at the bottom, the tensors carried in phis: the next iteration's
    phis are what the latch brings, not this iteration's.  Even and odd iterations are listed with
    their tensors known and swapped, and the means' and variances' buffers apart from both."""
    module = lift.parse_file(str(ir(SAMPLES / "reshape_rowstats" / release / f"host.{opt}.ll")))
    program = raise_module(module, choose_patterns(module, None, None)[0])
    means = [k for k in program.launches if k.kernel == "RowMean"]
    assert [k.iterations for k in means] == [["0, 2, 4, 6, ... of the loop in RowNormBench::run"],
                                             ["1, 3, 5, ... of the loop in RowNormBench::run"]]
    inputs = [k.args[0].accessor.buffer for k in means]
    standardised = [k.args[0].accessor.buffer for k in program.launches if k.kernel == "Standardise"]
    assert None not in inputs + standardised and inputs[0] is not inputs[1]
    assert standardised == inputs[::-1]  # each layer writes what the next one reads
    written = {k.args[2].accessor.buffer.name for k in means}  # (RowMean: input, cols, mean)
    assert len(written) == 1 and written.isdisjoint(b.name for b in inputs)


@pytest.mark.parametrize("opt", ["O0", "O2"])
def test_stages_held_in_std_function_run_in_every_round(opt):
    """harness_stages calls its stages through std::function (a std::map of them): the handler's
    _M_invoke, whose address the std::function holds, reaches the user's lambda, so the call through
    it is followed and the rounds' loop counts as one that builds SYCL state -- every round's
    launches are listed (they were missing: none, or only the rounds within the budget of a plain
    loop), each stage reading what the one before wrote."""
    module = lift.parse_file(str(ir(SAMPLES / "harness_stages" / "2026.2.0" / f"host.{opt}.ll")))
    patterns = choose_patterns(module, None, None)[0]
    program = raise_module(module, patterns, program_args=("--n", "64", "--repeats", "5"))
    assert [k.kernel for k in program.launches] == ["Scale", "Shift"] * 5
    flows = [{a.accessor.mode: a.accessor.buffer.name for a in k.args} for k in program.launches]
    assert all(len(set(f.values())) == 2 for f in flows)
    assert all(later["read"] == earlier["discard_write"] for earlier, later in zip(flows, flows[1:]))
    any_count = raise_module(lift.parse_file(str(ir(SAMPLES / "harness_stages" / "2026.2.0" / f"host.{opt}.ll"))),
                             patterns)
    assert any_count.launches and all(k.conditional for k in any_count.launches)
    assert any("runs an unknown number of times" in str(w) for w in any_count.warnings)


def test_nothing_is_folded_from_the_first_iteration_alone():
    report = rewritten(SAMPLE)[1]
    pair = [k for k in report["kernels"] if k["name"].endswith("7PairSum") or k["name"].endswith("7PairSumEE")]
    assert len(pair) == 2 and all(k["propagated"]["global"] is None for k in pair)
    assert any("PairSum" in s["what"] and "not a compile-time constant" in s["why"] for s in report["skipped"])
    smooth = [k for k in report["kernels"] if "6Smooth" in k["name"]]
    assert smooth and all([m["noalias"] for m in k["noalias"]] == [True, True] for k in smooth)


def test_the_raise_says_which_launches_are_conditional(tmp_path):
    out = tmp_path / "raise.json"
    assert sycl_lift.main(["raise", "-q", "--json", str(ir(SAMPLES / SAMPLE / "host.O2.ll")), "-o", str(out)]) == 0
    listed = json.loads(out.read_text())["launches"]
    assert [k["kernel"] for k in listed] == ["PairSum", "PairSum", "Smooth", "Smooth"]


def machine_after_raise(path, **options):
    from passes.host.engine import Machine
    from passes.host.sycl_ops import SyclProgram

    module = lift.parse_file(str(path))
    machine = Machine(module, choose_patterns(module, None, None)[0], SyclProgram(release="?", patterns="?"), **options)
    machine.run()
    return machine


def test_a_loop_that_makes_new_buffers_each_iteration_reaches_its_summary_fixpoint():
    # harness_gemm's run loop (argv-given length) constructs buffers, handlers and events in every
    # iteration: what an iteration writes into the objects it makes itself is no loop-carried
    # state, so the summary settles after a pass that only confirms the first one's write set
    # (it used to run out of passes and make every object the loop wrote Unknown as a whole)
    for opt in ("O0", "O2"):
        machine = machine_after_raise(ir(SAMPLES / "harness_gemm" / "2026.2.0" / f"host.{opt}.ll"))
        assert machine.stats["summary passes"] > 0
        assert machine.stats["summaries without fixpoint"] == 0, opt
        assert len(machine.program.launches) == 7


def test_the_budget_grows_with_the_module_and_progress_is_reported(monkeypatch):
    from passes.host import engine
    from passes.host.raise_host import MIN_BUDGET, STEPS_PER_LINE, default_budget

    module = lift.parse_file(str(ir(SAMPLES / "harness_gemm" / "2026.2.0" / "host.O0.ll")))
    assert default_budget(module) == max(MIN_BUDGET, STEPS_PER_LINE * module.source.count("\n"))
    # (the sample runs fewer instructions than PROGRESS_STEPS since parameter spills and empty
    # calls are not run: report more often, so that it reports at all)
    monkeypatch.setattr(engine, "PROGRESS_STEPS", 10_000)
    seen = []
    program = raise_module(module, choose_patterns(module, None, None)[0], budget=10_000_000,
                           progress=lambda what, done, total: seen.append((what, done, total)))
    assert len(program.launches) == 7
    assert seen and all(what == "raising" and total == 10_000_000 and 0 < done <= total for what, done, total in seen)
    assert [d for _, d, _ in seen] == sorted(d for _, d, _ in seen)
    short = raise_module(module, choose_patterns(module, None, None)[0], budget=1000)
    assert any("stopped after 1000 instructions" in w for w in short.warnings)
