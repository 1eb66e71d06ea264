"""Launches inside a loop whose trip count the host does not fix (samples/variants/loop_facts, real
DPC++ IR): what the listing shows a launch receiving must hold on EVERY iteration, not only the
first.  PairSum's range halves each level (n/2 on the first, something else later): it is listed
for the first and for any later iteration and must not be folded.  Smooth swaps its input and
output buffers each step: the loop alternates between two states, both listed with known buffers,
so its accessors stay provably apart."""
from __future__ import annotations

import json

import lift
import sycl_lift
from conftest import SAMPLES, rewritten
from passes.host.patterns import choose_patterns
from passes.host.raise_host import raise_module

SAMPLE = "variants/loop_facts"


def launches(kernel: str) -> list:
    module = lift.parse_file(str(SAMPLES / SAMPLE / "host.O2.ll"))
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


def test_nothing_is_folded_from_the_first_iteration_alone():
    report = rewritten(SAMPLE)[1]
    pair = [k for k in report["kernels"] if k["name"].endswith("7PairSum") or k["name"].endswith("7PairSumEE")]
    assert len(pair) == 2 and all(k["propagated"]["global"] is None for k in pair)
    assert any("PairSum" in s["what"] and "not a compile-time constant" in s["why"] for s in report["skipped"])
    smooth = [k for k in report["kernels"] if "6Smooth" in k["name"]]
    assert smooth and all([m["noalias"] for m in k["noalias"]] == [True, True] for k in smooth)


def test_the_raise_says_which_launches_are_conditional(tmp_path):
    out = tmp_path / "raise.json"
    assert sycl_lift.main(["raise", "-q", "--json", str(SAMPLES / SAMPLE / "host.O2.ll"), "-o", str(out)]) == 0
    listed = json.loads(out.read_text())["launches"]
    assert [k["kernel"] for k in listed] == ["PairSum", "PairSum", "Smooth", "Smooth"]
