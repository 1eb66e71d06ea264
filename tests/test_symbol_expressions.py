"""Symbols as expressions: a value the host computed from program inputs -- products and sums of
sizes, byte counts, `n - k - 1` -- is listed as its expression over those inputs (Sym.expression),
so one value per input determines every buffer, range and byte count: the replay derives them
instead of defaulting each to its own unrelated number."""
from __future__ import annotations

import lift
from conftest import REWRITE_RELEASE, SAMPLES, read_text
from passes.host.patterns import detect_release, pattern_set
from passes.host.raise_host import raise_module
from passes.host.sycl_ops import evaluate_expression, format_expression
from sycl_lift.replay import plan as planning


def raised(sample: str):
    module = lift.parse_text(read_text(SAMPLES / sample / REWRITE_RELEASE / "host.O2.ll"), "host.ll")
    det = detect_release(module)
    return raise_module(module, pattern_set(det.family), det)


def by_expression(program) -> dict:
    return {format_expression(s.expression): s for s in program.symbols if s.expression is not None}


def test_products_of_a_parsed_size_are_expressions_of_it():
    program = raised("harness_cli")  # data (n + 1) x (n + 1), result n x n, n from --size
    exprs = by_expression(program)
    (n,) = {s for s in program.symbols if not s.computed and "get_size" in s.origin}
    assert {f"{n} + 1", f"{n} * {n}", f"(({n} + 1) << 2) * ({n} + 1)", f"({n} * {n}) << 2"} <= exprs.keys()
    (data,) = [b for b in program.buffers if b.dims == 2]
    assert [str(v) for v in data.range.values] == [str(exprs[f"{n} + 1"])] * 2  # the buffer's range is n + 1
    assert f"//   {exprs[f'{n} * {n}']} = {n} * {n}  (" in program.listing()


def test_the_replay_derives_every_size_from_one_value():
    module = lift.parse_text(read_text(SAMPLES / "harness_cli" / REWRITE_RELEASE / "host.O2.ll"), "host.ll")
    device = lift.parse_text(read_text(SAMPLES / "harness_cli" / "device.ll"), "device.ll")
    program = raised("harness_cli")
    (n,) = [s for s in program.symbols if not s.computed and "get_size" in s.origin]
    plan = planning.build(module, device, {str(n): "10"})
    derived = {v["from"]: v["value"] for v in plan.values if v["from"].startswith("computed")}
    assert derived == {f"computed: {n} + 1": 11, f"computed: {n} * {n}": 100}
    assert max(m.elements for m in plan.memories.values()) == 11 * 11  # the data buffer, (n + 1)^2 floats


def test_expression_arithmetic():
    class S:
        def __init__(self, name):
            self.name = name

        def __str__(self):
            return self.name

    n, k = S("?1"), S("?2")
    values = {"?1": 8, "?2": 3}.get
    tree = ("add", n, ("sub", -1, k))  # what clang makes of n - k - 1: n + ~k
    assert format_expression(tree) == "?1 + (-1 - ?2)"
    assert evaluate_expression(tree, lambda s: values(s.name)) == 4
    assert evaluate_expression(("sub", k, n), lambda s: values(s.name)) is None  # below zero
    assert evaluate_expression(("udiv", n, ("sub", k, k)), lambda s: values(s.name)) is None  # by zero
    assert format_expression(("add", n, -2)) == "?1 - 2"
    assert evaluate_expression(("mul", n, S("?9")), lambda s: values(s.name)) is None  # an input without a value
