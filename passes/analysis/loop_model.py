"""Loops and memory accesses as integer sets (an analysis): the one model the kernel transformations
ask whether iterations of a loop, or a loop and the code before it, may touch the same element.
Decided by isl (through islpy), the integer set library under Polly and PPCG.

Loops in normal form, as LLVM's scalar evolution puts them.  A loop is *counted* when its header
has a counter `j`, the add-recurrence {s, +, c}: `s` affine on entry (work-item ids, scalar
parameters, launch-wide values), `c` any non-zero constant (up or down, i32 or i64, through casts);
and the loop leaves at one edge, a branch on `icmp P (j + d), B` (or `B, j + d`) with B invariant,
either at the latch (a rotated loop: the test of iteration k decides whether k + 1 runs) or at the
header (before the body).  Every predicate is read as the test that goes on: `<`, `<=`, `>`, `>=`,
signed or unsigned, and `!=` / exit-on-`==`, which C++'s forward-progress rule makes the ordered
test toward the bound (`!=` counting up is `<`, counting down `>`).  The iterations are then

    { j : exists k >= 0 : j = s + c*k and (k = 0 or go(s + c*(k - 1) + d)) }   tested at the latch
    { j : exists k >= 0 : j = s + c*k and go(s + c*k + d) }                     tested at the header

(a rotated loop's first iteration runs whenever the loop is entered; the guards on the way to it
-- `if (i + 1 < n)`, `if (gid < n)` -- are constraints of their own).  Other header phis that are
add-recurrences (a second counter, a counter's previous value) follow the counter (`followers`).
`loop_normal_form` also reads a loop whose step is a loop-invariant run-time value S (a grid-stride
loop stepping by the global size: {gid, +, G}); its iterations are no integer set (S times k is not
affine), so the questions below take constant steps only (`counted_loop`), but the passes that edit
such loops (single-pass wrappers, coarsening, loop hints) read their counter, step, bound and exit
from the one normal form.

Accesses are `passes.analysis.affine` forms: byte offsets from a kernel pointer parameter, affine
in the work-item ids, loop counters and scalar parameters.  A product of parameters is one more
parameter; a parameter times a variable (`i * N + j`, a 2-D accessor's row length) is delinearized:
`E = P*R + C` is the pair (R, C) where isl proves 0 <= C and C + size <= P over the iterations (j < P
from the loop bound, or a global id along a dimension whose global size the host proves P), so two
offsets meet only when both parts do.  With `--args` the same strides are numbers and isl needs
no split.

Questions (each an integer set; the answer is whether it is empty):
  - `iterations_meet(a, b)`: some iterations j1 != j2 of one work-item where a (in j1) and b (in
    j2) touch a common byte -- one store and another store or a load: a dependence carried by the
    loop;
  - `loop_meets_outside(a, b)`: a (in any iteration) and b (outside the loop, no counter) touch a
    common byte.
  - `trip_count_bound()`: the most iterations a work-item runs (isl's maximum), for the host to
    size a launch dimension with.
Work-items range over [0, global size) along each dimension.  What the host proves enters as
`HostFacts`: global sizes (numbers, or the scalar parameter they equal), scalars a command line
makes numbers, and the host's term of each parameter and accessor member (equal terms: one
parameter, so a 2-D accessor's row length that is the launch's global size splits without
--args).  `WorkItemSets` asks the same of two work-items w1 != w2 of one launch, for accesses in
the host's terms (kernel fusion): each member's loop counters ranging over their loops
(`HostCounter`), the conditions on the way to each access, and the launch-wide values a member
computes (`HostLaunchWide`), all translated into the host's terms.  Where the model cannot decide (an address that is no affine
form, a product it cannot split) the answer is "may meet", with the reason.

Assumes: no counter or index wraps around its integer type (DPC++'s `assume(id < 2^31)`, C++'s
rules for signed counters and forward progress); the kernel is free of data races between
work-items (SYCL's rule), so only iterations of one work-item need to be told apart.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import reduce
from math import gcd
from typing import Callable, Optional, Union

import islpy as isl

from lift import Argument, Constant, Instruction, Value
from lift.graphs import Loop, immediate_dominators
from lift.syntax import binary_operands, compare_operands, phi_incoming
from passes.analysis.affine import Affine, AffineAnalysis, MemoryAccess
from passes.analysis.conditions import MIRROR, NEGATE, conjuncts
from passes.analysis.device_model import builtin_queries

_ISL_TEST = {"lt": "<", "le": "<=", "gt": ">", "ge": ">="}


@dataclass
class IterationTest:
    """The loop goes on while `go(j + offset, bound)`: `predicate` an ordered icmp predicate
    (`ult`, `sle`, ...; `!=` already made the ordered test toward the bound)."""

    predicate: str
    offset: object  # an int; for a run-time step, 0 or the step value (the counter's next value)
    bound: object  # the loop-invariant IR value (or an int literal)
    at_latch: bool  # tested after the body (rotated) rather than at the header
    compare: Instruction  # the icmp as written
    width: int  # bits of the compared values

    @property
    def order(self) -> str:
        """"lt", "le", "gt" or "ge"."""
        return self.predicate[1:]

    @property
    def signed(self) -> bool:
        return self.predicate[0] == "s"


@dataclass
class CountedLoop:
    """A loop in normal form (module docstring)."""

    loop: Loop
    phi: Instruction  # the counter j
    init: object  # j's IR value on entry
    start: Optional[Affine]  # ... as an affine form (None: not affine, only with a run-time step)
    step: object  # c, an int; or a loop-invariant IR value (`loop_normal_form`)
    test: IterationTest
    preheader: object  # the one block outside the loop that enters it
    exit: object  # the block the loop leaves to
    carried: list = field(default_factory=list)  # the header's other phis, but
    followers: list = field(default_factory=list)  # add-recurrences besides j: (phi, value on entry, step)

    @property
    def back(self):
        """j's value around the back edge (j + c)."""
        return next(v for v, b in phi_incoming(self.phi) if b in self.loop.blocks)

    @property
    def bound(self):
        return self.test.bound


def counted_loop(loop: Loop, analysis: AffineAnalysis) -> Union[CountedLoop, str]:
    """The loop in normal form with a constant step (what the integer sets are made of), or why
    it is not such a loop."""
    form = loop_normal_form(loop, analysis)
    if isinstance(form, CountedLoop) and not isinstance(form.step, int):
        return "the counter steps by a run-time value ({s, +, S}: S times the iteration number is not affine)"
    return form


def loop_normal_form(loop: Loop, analysis: AffineAnalysis) -> Union[CountedLoop, str]:
    """The loop in normal form (module docstring), or why it is not a counted loop.  The step may be
    a loop-invariant run-time value S (a grid-stride loop's global size): then the counter is
    {s, +, S}, its start possibly not affine (`start` None), and the test reads the counter or its
    next value (`test.offset` 0 or S); such a loop counts the way its test points (S > 0 for `<`)."""
    exits = loop.exits
    if len(exits) != 1:
        return "the loop leaves at more than one place (a break or return inside)"
    leaving, exit_block = exits[0]
    at_latch = leaving in loop.latches
    if len(loop.latches) != 1 or not (at_latch or leaving is loop.header):
        return "the loop leaves elsewhere than at its latch or header"
    term = leaving.terminator
    compare = term.operands[0] if term is not None and len(term.operands) == 3 else None
    if not isinstance(compare, Instruction) or compare.opcode != "icmp":
        return "the loop's exit test is not an integer compare"
    predicate, type_text, operands = compare_operands(compare) or ("", "", None)
    if not operands or not type_text.startswith("i") or not type_text[1:].isdigit():
        return "the loop's exit test is not an integer compare"
    counters = _counters(loop, analysis)
    found = None
    for side, other in ((0, 1), (1, 0)):
        bound = operands[other]
        if isinstance(bound, Instruction) and bound.block in loop.blocks:
            continue
        found = next(((phi, step, offset, bound, predicate if side == 0 else MIRROR[predicate])
                      for phi, (step, _) in counters.items()
                      for offset in [_tested_offset(operands[side], phi, step, analysis)] if offset is not None), None)
        if found:
            break
    if found is None:
        return "the loop's exit test does not compare a counter ({s, +, c}) with a loop-invariant bound"
    phi, step, offset, bound, predicate = found
    if term.operands[1] not in loop.blocks:  # the true edge leaves: the loop goes on when it is false
        predicate = NEGATE[predicate]
    if predicate == "eq":
        return "the loop goes on only while its counter equals the bound"
    if predicate == "ne":  # toward the bound (forward progress)
        if not isinstance(step, int):
            return "the loop's `!=` test has a run-time step (it may step over its bound)"
        flags = f" {_update_text(loop, phi)} "
        predicate = ("s" if " nsw " in flags else "u") + ("lt" if step > 0 else "gt")
    if isinstance(step, int) and (predicate[1:] in ("lt", "le")) != (step > 0):
        return "the loop's test does not move toward its bound (the loop counts away from it)"
    incoming = phi_incoming(phi)
    outside = [(v, b) for v, b in incoming if b not in loop.blocks]
    if len(outside) != 1 or len([b for _, b in incoming if b in loop.blocks]) != 1:
        return "the loop has no single preheader"
    carried, followers = [], []
    for other in loop.header.instructions:
        if other.opcode != "phi" or other is phi:
            continue
        other_step = _follows(other, analysis, loop)
        if other_step is None:
            carried.append(other)
        else:
            followers.append((other, next(v for v, b in phi_incoming(other) if b not in loop.blocks), other_step))
    test = IterationTest(predicate, offset, bound, at_latch, compare, int(type_text[1:]))
    return CountedLoop(loop, phi, outside[0][0], counters[phi][1], step, test, outside[0][1], exit_block,
                       carried, followers)


def _counters(loop: Loop, analysis: AffineAnalysis) -> dict:
    """The header's add-recurrences: phi -> (step, start as an affine form or None).  Constant
    steps as AffineAnalysis finds them; a run-time step S where the phi comes round as `phi + S`
    with S defined outside the loop."""
    found = {p: (iv.step, iv.init) for p, iv in analysis.induction.items() if iv.loop is loop and iv.step}
    for phi in loop.header.instructions:
        if phi.opcode != "phi":
            break
        incoming = phi_incoming(phi) or []
        around = [v for v, b in incoming if b in loop.blocks]
        outside = [v for v, b in incoming if b not in loop.blocks]
        if phi in found or len(around) != 1 or len(outside) != 1:
            continue
        update = around[0]
        parts = binary_operands(update) if isinstance(update, Instruction) and update.opcode == "add" else None
        step = [v for v in parts or () if v is not phi]
        if parts and phi in parts and len(step) == 1 and _invariant(step[0], loop) and not isinstance(step[0], int):
            found[phi] = (step[0], analysis.value(outside[0]) if isinstance(outside[0], Value) else None)
    return found


def _invariant(value, loop: Loop) -> bool:
    return isinstance(value, (Argument, Constant)) or isinstance(value, Instruction) and value.block not in loop.blocks


def _tested_offset(operand, phi: Instruction, step, analysis: AffineAnalysis):
    """d where the compared `operand` is the counter plus d (d an int; for a run-time step, 0 or
    the step S itself: the counter's next value); None otherwise."""
    if isinstance(step, int):
        tested = analysis.value(operand)
        return tested.constant if tested is not None and tested.terms == Affine.variable(("iv", phi)).terms else None
    if operand is phi:
        return 0
    parts = binary_operands(operand) if isinstance(operand, Instruction) and operand.opcode == "add" else None
    comes_round = any(v is operand for v, _ in phi_incoming(phi) or ())
    return step if parts and phi in parts and step in parts and comes_round else None


def _follows(phi: Instruction, analysis: AffineAnalysis, loop: Loop) -> Optional[int]:
    """The step of a header phi that is an add-recurrence too -- another counter, or a counter's
    value one iteration before (`AffineAnalysis._previous_value`) -- so that iteration k holds its
    value on entry plus step * k; None for a value the loop really carries."""
    iv = analysis.induction.get(phi)
    if iv is not None:
        return iv.step if iv.loop is loop else None
    form = analysis.value(phi)
    counters = form.variables("iv") if form is not None else []
    if len(counters) != 1 or form.coefficient(counters[0]) != 1 or len(form.terms) != 1:
        return None
    counter = analysis.induction.get(counters[0][1])
    return counter.step if counter is not None and counter.loop is loop else None


def _update_text(loop: Loop, phi: Instruction) -> str:
    value = next((v for v, b in phi_incoming(phi) if b in loop.blocks), None)
    return value.body_text if isinstance(value, Instruction) else ""


# --------------------------------------------------------------------------------------------------
# Integer sets


class Unknown(Exception):
    """The model cannot put something into an integer set (the message says what)."""


@dataclass
class HostFacts:
    """What the host proves about every launch of a kernel, for the model's sets."""

    global_sizes: dict = field(default_factory=dict)  # SPIR-V dimension -> an int, or the Argument it equals
    known: dict = field(default_factory=dict)  # scalar parameter -> the number it is (a command line's size)
    # a scalar parameter or an accessor's by-value member -> the host's term for it (an int, or
    # ("sym", "?N"): equal terms are equal values), None where the launches disagree or it is unknown
    term: Optional[Callable] = None
    size_terms: dict = field(default_factory=dict)  # SPIR-V dimension -> the host's term for its global size


class AffineSets:
    """Affine forms (passes.analysis.affine) as isl text, and the sets they make.  Subclasses name
    the variables (`_variable`: work-items, loop counters; a copy name tells apart two instances of
    one variable) and the parameters (`_param`: numbers, host values, global sizes)."""

    def __init__(self):
        self.params: dict = {}  # parameter key -> isl name
        self.meaning: dict = {}  # isl name -> what it stands for
        self.facts: list = []  # constraints on parameters
        self.variables: dict = {}  # isl name of a work-item variable -> its range's constraints

    def _param(self, mono: tuple) -> str:
        raise NotImplementedError

    def _variable(self, var, copy: str) -> str:
        raise NotImplementedError

    def _name(self, key, what) -> str:
        if key not in self.params:
            self.params[key] = f"p{len(self.params)}"
            self.meaning[self.params[key]] = what
        return self.params[key]

    def text(self, form: Affine, copy: str) -> str:
        """An affine form as isl text; variables of copy `copy`."""
        parts = [str(form.constant)]
        for mono, k in form.terms:
            variables = [v for v in mono if v[0] != "param"]
            params = tuple(v for v in mono if v[0] == "param")
            if len(variables) > 1 or (variables and params):
                raise Unknown("a product of a variable and a parameter")
            factor = self._variable(variables[0], copy) if variables else self._param(params)
            parts.append(f"{k}*{factor}")
        return " + ".join(parts)

    def _space(self, extra_dims: list, constraints: list) -> isl.Set:
        dims = sorted(self.variables) + extra_dims
        constraints = constraints + [c for name in sorted(self.variables) for c in self.variables[name]] + self.facts
        params = ", ".join(self.params.values())
        return isl.Set(f"[{params}] -> {{ [{', '.join(dims)}] : {' and '.join(f'({c})' for c in constraints) or 'true'} }}")

    def _overlap(self, ea: Affine, sa: int, copy_a: str, eb: Affine, sb: int, copy_b: str, domain) -> list:
        """Constraints under which element ranges [ea, ea + sa) (copy_a) and [eb, eb + sb) (copy_b)
        meet; a row length times a variable is split off where `domain(more)` shows the rest
        stays within the row (else Unknown)."""
        stride = _stride(ea) or _stride(eb)
        if stride is None:
            ta, tb = self.text(ea, copy_a), self.text(eb, copy_b)
            if sa == sb == 1:
                return [f"{ta} = {tb}"]
            return [f"{ta} < {tb} + {sb}", f"{tb} < {ta} + {sa}"]
        (ra, ca), (rb, cb) = _split(ea, stride), _split(eb, stride)
        p = self._param((stride,))
        for c, size, copy in ((ca, sa, copy_a), (cb, sb, copy_b)):
            text = self.text(c, copy)
            outside = domain([f"({text} < 0 or {text} + {size} > {p})"])
            if not outside.is_empty():
                raise Unknown(f"an index whose row length {_name(stride)} the model cannot split off")
        return self._overlap(ra, 1, copy_a, rb, 1, copy_b, domain) + self._overlap(ca, sa, copy_a, cb, sb, copy_b, domain)


class KernelModel(AffineSets):
    """The integer sets of one kernel's loop (`counted`) and accesses, under what the host proves
    (`facts`: global sizes, parameters that are numbers, parameters that are one value)."""

    def __init__(self, analysis: AffineAnalysis, counted: CountedLoop, facts: Optional[HostFacts] = None):
        super().__init__()
        self.analysis = analysis
        self.counted = counted
        facts = facts or HostFacts()
        self.global_sizes = facts.global_sizes
        self.known = facts.known
        self.host_term = facts.term or (lambda what: None)
        self.size_terms = facts.size_terms
        self.size_queries = {q.value: q.dim for q in builtin_queries(analysis.fn) if q.quantity == "global_size"}
        self.inner: dict = {}  # counter of an inner loop -> its CountedLoop (None: not counted), found once
        fn = analysis.fn
        self.idom = immediate_dominators(fn.blocks[0], {b: b.successors for b in fn.blocks})

    # ---- names -------------------------------------------------------------------------------

    def _param(self, mono: tuple) -> str:
        """The isl name of a product of parameters (or the number a global size is)."""
        if len(mono) == 1:
            dim = self.size_queries.get(mono[0][1])
            dim = next((d for d, size in self.global_sizes.items() if mono[0][1] is size), dim)
            if dim is not None:
                return self._size(dim)
        numbers = [integer_value(v[1], self.known) for v in mono]
        if None not in numbers:
            return str(reduce(lambda x, y: x * y, numbers, 1))
        key = tuple(_key(v) for v in mono)
        if len(mono) == 1 and (term := self.host_term(mono[0][1])) is not None:
            if isinstance(term, int):
                return str(term)
            dim = next((d for d, size in self.size_terms.items() if size == term), None)
            if dim is not None:  # (a row length the host proves a launch's global size)
                return self._size(dim)
            key = ("host", term)  # one name for every parameter of one host value
        fresh = key not in self.params
        name = self._name(key, mono)
        if fresh and len(mono) == 1:
            self._param_facts(name, mono[0][1])
        return name

    def _param_facts(self, name: str, what) -> None:
        """What the model knows of a launch-wide value the kernel computes (`launch_wide_fact`)."""
        parts = launch_wide_parts(what, self.analysis)
        if parts is None:
            return
        kind, forms = parts
        texts = [self._launch_wide_text(f) for f in forms]
        if kind == "and":  # C; and x where it is launch-wide too
            texts = texts[:1] + [t for t in texts[1:] if t is not None]
        elif None in texts:
            return
        self.facts.append(launch_wide_fact(name, kind, texts))

    def _launch_wide_text(self, form: Affine) -> Optional[str]:
        """A form of parameters alone as isl text; None for anything else."""
        if not all(v[0] == "param" for mono, _ in form.terms for v in mono):
            return None
        try:
            return self.text(form, "")
        except Unknown:
            return None

    def _size(self, d: int) -> str:
        size = self.global_sizes.get(d)
        return str(size) if isinstance(size, int) else self._name(("size", d), ("size", d))

    def _variable(self, var, copy: str) -> str:
        kind, what = var
        if kind == "iv":
            if what is self.counted.phi:
                return "j" + copy
            if what not in self.inner:
                iv = self.analysis.induction.get(what)
                inner = counted_loop(iv.loop, self.analysis) if iv is not None else None
                self.inner[what] = inner if isinstance(inner, CountedLoop) and inner.phi is what else None
            return f"i{_index(self.inner, what)}_{copy}"
        name = f"{kind[0]}{what}"  # one work-item: the same in every copy
        if name not in self.variables:
            self.variables[name] = [f"{name} >= 0"]
            if kind == "global_id":
                self.variables[name].append(f"{name} < {self._size(what)}")
        return name

    # ---- the sets ----------------------------------------------------------------------------

    def guards(self, block, copy: str) -> list:
        """Constraints the branches on the way to `block` impose (`dominating_conditions`); those
        that are no affine compare are left out (a superset)."""
        texts = (self._condition(compare, must, copy) for compare, must in dominating_conditions(block, self.idom))
        return [text for text in texts if text]

    def _condition(self, condition: Instruction, holds: bool, copy: str) -> Optional[str]:
        """`condition == holds` as an isl constraint, or None where it is not affine."""
        if not isinstance(condition, Instruction) or condition.opcode != "icmp":
            return None
        predicate, _, operands = compare_operands(condition) or ("", "", None)
        forms = [self.analysis.value(o) for o in operands or ()]
        if len(forms) != 2 or None in forms:
            return None
        if not holds:
            predicate = NEGATE[predicate]
        op = {"eq": "=", "ne": "!="}.get(predicate) or _ISL_TEST[predicate[1:]]
        try:
            a, b = self.text(forms[0], copy), self.text(forms[1], copy)
        except Unknown:
            return None
        unsigned = f" and {a} >= 0 and {b} >= 0" if predicate[0] == "u" else ""  # (integers in [0, 2^N))
        return f"{a} {op} {b}{unsigned}"

    def _domain(self, name: str, counted: CountedLoop, copy: str) -> str:
        """Constraints on counter value `name` of `counted` (module docstring)."""
        t = counted.test
        bound = self.text(self.analysis.value(t.bound) or _unknown("the loop's bound"), copy)
        return counter_domain(name, self.text(counted.start, copy), counted.step, t, bound)

    def _inner_dims(self, copies: str) -> tuple[list, list]:
        """The counters of inner loops the accesses used, with their domains where they are counted."""
        dims, constraints = [], []
        for phi, inner in list(self.inner.items()):
            for copy in copies:
                name = f"i{_index(self.inner, phi)}_{copy}"
                dims.append(name)
                if inner is not None:
                    try:
                        constraints.append(self._domain(name, inner, copy))
                    except Unknown:
                        pass  # unconstrained: a superset, still a sound answer
        return dims, constraints

    def _meet(self, a: MemoryAccess, copy_a: str, b: MemoryAccess, copy_b: str, domain: callable) -> list:
        """Constraints under which a (in copy_a) and b (in copy_b) touch a common byte."""
        if a.offset is None or b.offset is None:
            which = a if a.offset is None else b
            raise Unknown(f"the address of {where(which.inst)} is not an affine form")
        unit = reduce(gcd, [a.size, b.size, a.offset.constant, b.offset.constant]
                      + [k for _, k in a.offset.terms + b.offset.terms])
        ea, eb = _divide(a.offset, unit), _divide(b.offset, unit)
        return self._overlap(ea, a.size // unit, copy_a, eb, b.size // unit, copy_b, domain)

    def iterations_meet(self, a: MemoryAccess, b: MemoryAccess) -> Optional[str]:
        """None when no iterations j1 != j2 of a work-item have a (in j1) and b (in j2) touch a
        common byte; "" when some do; otherwise why the model cannot tell."""
        return self._ask(a, "1", b, "2", ["j1", "j2"],
                         lambda: [self._domain("j1", self.counted, "1"), self._domain("j2", self.counted, "2"),
                                  "j1 != j2"])

    def loop_meets_outside(self, a: MemoryAccess, b: MemoryAccess) -> Optional[str]:
        """None when a (in any iteration) and b (outside the loop) never touch a common byte; "" when
        they may; otherwise why the model cannot tell."""
        return self._ask(a, "1", b, "0", ["j1"], lambda: [self._domain("j1", self.counted, "1")])

    def _ask(self, a, copy_a, b, copy_b, loop_dims, loop_constraints) -> Optional[str]:
        try:
            base = loop_constraints() + self.guards(a.inst.block, copy_a) + self.guards(b.inst.block, copy_b)

            def domain(more: list) -> isl.Set:
                inner_dims, inner = self._inner_dims(copy_a + copy_b)
                return self._space(loop_dims + inner_dims, base + inner + more)

            meet = self._meet(a, copy_a, b, copy_b, domain)
            return None if domain(meet).is_empty() else ""
        except Unknown as e:
            return f"{e}"
        except isl.Error as e:  # (a form isl does not take: treated as undecided)
            return f"the model cannot decide ({e})"

    def trip_count_bound(self) -> Optional[tuple]:
        """The most iterations any work-item runs as (constant, [(coefficient, meaning)]) -- meaning
        a monomial of parameters or ("size", SPIR-V dimension) -- or None (unbounded, not affine)."""
        try:
            explicit = self._domain("j1", self.counted, "1").replace("exists (kj1 :", "(")
            s = self._space(["j1", "kj1"], [explicit] + self.guards(self.counted.loop.header, "1"))
        except (Unknown, isl.Error):
            return None
        if s.is_empty():
            return 0, []
        pieces = [aff for _, aff in s.dim_max(s.dim(isl.dim_type.set) - 1).get_pieces()]
        if len(pieces) > 1:  # (the loop skipped where its bound is below its start: no iterations)
            pieces = [aff for aff in pieces if not (aff.is_cst() and aff.get_constant_val().is_zero())]
        if len(pieces) != 1:
            return None
        aff = pieces[0]
        constant = aff.get_constant_val()
        if not constant.is_int() or any(not aff.get_coefficient_val(isl.dim_type.in_, i).is_zero()
                                        for i in range(aff.dim(isl.dim_type.in_))):
            return None
        terms = []
        for i in range(aff.dim(isl.dim_type.param)):
            k = aff.get_coefficient_val(isl.dim_type.param, i)
            if not k.is_zero():
                if not k.is_int():
                    return None
                terms.append((int(k.to_python()), self.meaning[aff.get_dim_name(isl.dim_type.param, i)]))
        return int(constant.to_python()) + 1, terms


class WorkItemSets(AffineSets):
    """Two different work-items of one launch: whether accesses of two kernels fused into one --
    byte offsets in the host's terms (passes.analysis.fusion: ("gid", d), ("sym", "?N"),
    ("global_size", d) and products of them) -- may touch one element from different work-items.
    `global_range`: the launch's global size per SYCL dimension, ints or the raise's symbols."""

    def __init__(self, global_range: Optional[list]):
        super().__init__()
        self.global_range = list(global_range or [])
        # names of the members' own values in the host's terms: ("iv", key) -> HostCounter (a loop
        # counter), ("wide", key) -> HostLaunchWide (a launch-wide value a member computes)
        self.defined: dict = {}

    def _size(self, d: int) -> Optional[str]:
        """SPIR-V dimension d's global size as isl text (None: unknown)."""
        if not 0 <= len(self.global_range) - 1 - d < len(self.global_range):
            return None
        size = self.global_range[len(self.global_range) - 1 - d]
        return str(size) if isinstance(size, int) else self._name(("sym", str(size)), ("size", d))

    def _param(self, mono: tuple) -> str:
        names = tuple(v[1] for v in mono)
        if len(names) == 1 and names[0][0] == "global_size" and self._size(names[0][1]) is not None:
            return self._size(names[0][1])
        key = names[0] if len(names) == 1 else names  # (one symbol: the key a global size of it has)
        fresh = key not in self.params
        name = self._name(key, names)
        if fresh and key in self.defined:  # a launch-wide value a member computes: what it is
            wide = self.defined[key]
            operands = [self.text(_host_affine(x), "") for x in wide.operands]
            self.facts.append(launch_wide_fact(name, wide.kind, operands))
        return name

    def _variable(self, var, copy: str) -> str:
        if var[0] == "iv":  # a member's loop counter: the values its loop runs through, in this copy
            name = f"i{_index(self.defined, var)}_{copy}"
            if name not in self.variables:
                counter = self.defined[var]
                self.variables[name] = []  # (before its domain: the domain may name it)
                start, bound = (self.text(_host_affine(form), copy) for form in (counter.start, counter.bound))
                self.variables[name] = [counter_domain(name, start, counter.step, counter, bound)]
            return name
        d = var[1]
        name = f"g{d}_{copy}"
        if name not in self.variables:
            size = self._size(d)
            self.variables[name] = [f"{name} >= 0"] + ([f"{name} < {size}"] if size is not None else [])
        return name

    def _guards(self, conditions, copy: str) -> list:
        """isl constraints of host-term conditions (predicate, x, y) in copy `copy`."""
        out = []
        for predicate, x, y in conditions:
            tx, ty = self.text(_host_affine(x), copy), self.text(_host_affine(y), copy)
            op = {"eq": "=", "ne": "!="}.get(predicate) or _ISL_TEST[predicate[1:]]
            out.append(f"{tx} {op} {ty}" + (f" and {tx} >= 0 and {ty} >= 0" if predicate[0] == "u" else ""))
        return out

    def meet(self, a: tuple, size_a: int, b: tuple, size_b: int, defined: Optional[dict] = None,
             guards: tuple = ((), ())) -> Optional[str]:
        """None when a (in work-item w1) and b (in w2 != w1) never touch a common byte; "" when
        they may; otherwise why the model cannot tell.  a, b: (constant, ((names, coefficient), ...)),
        names ("iv", key) and ("wide", key) the members' loop counters and launch-wide values, which
        `defined` describes (HostCounter, HostLaunchWide);
        `guards`: the conditions on the way to a and to b, (predicate, x, y) for `x predicate y`
        in the same terms."""
        self.defined.update(defined or {})
        ea, eb = _host_affine(a), _host_affine(b)
        unit = reduce(gcd, [size_a, size_b, ea.constant, eb.constant] + [k for _, k in ea.terms + eb.terms])
        ea, eb = _divide(ea, unit), _divide(eb, unit)
        try:
            facts = [t for copy, conditions in (("1", guards[0]), ("2", guards[1])) for t in self._guards(conditions, copy)]
            meet = self._overlap(ea, size_a // unit, "1", eb, size_b // unit, "2", lambda more: self._space([], more + facts))
            meet += facts
            dims = sorted({name[1:].split("_")[0] for name in self.variables if name[0] == "g"})
            if not dims:
                return ""  # (no work-item id: every work-item touches the same bytes)
            different = " or ".join(f"g{d}_1 != g{d}_2" for d in dims)
            for d in dims:  # (a dimension only one side reads still tells the work-items apart)
                self._variable(("global_id", int(d)), "1"), self._variable(("global_id", int(d)), "2")
            return None if self._space([], meet + [different]).is_empty() else ""
        except Unknown as e:
            return f"{e}"
        except isl.Error as e:
            return f"the model cannot decide ({e})"


def dominating_conditions(block, idom: dict) -> list:
    """(compare, holds) for each condition the branches on the way to `block` impose: each
    dominating block whose branch enters, along one edge, a block that dominates `block` and is
    entered from nowhere else outside itself (a loop's rotation guard `if (i + 1 < n)`, a kernel's
    `if (gid < n)`); `and`s split.  `idom`: the function's immediate dominators."""
    out = []
    chain = [block]
    while chain[-1] in idom:
        chain.append(idom[chain[-1]])
    dominators = set(chain)
    for b in chain[1:]:
        term = b.terminator
        if term is None or len(term.operands) != 3 or not isinstance(term.operands[0], Instruction):
            continue
        condition, yes, no = term.operands
        for target, holds in ((yes, True), (no, False)):
            if yes is no or target not in dominators or not _entered_only_from(target, b, idom):
                continue
            out += [(compare, must) for compare, must in conjuncts(condition, holds) if compare is not None]
    return out


def _entered_only_from(target, source, idom: dict) -> bool:
    """Every predecessor of `target` but `source` is a block `target` dominates (a back edge)."""
    for pred in target.predecessors:
        if pred is source:
            continue
        b = pred
        while b is not target and b in idom:
            b = idom[b]
        if b is not target:
            return False
    return True


def launch_wide_fact(name: str, kind: str, operands: list) -> str:
    """What isl knows of launch-wide value `name` = `kind`(operands) (isl text): `and` [C, x?] lies
    in [0, C] and is at most x (x taken non-negative: a size); min and max are one of their
    operands, the smaller or the larger (unsigned ones: both non-negative)."""
    numbers = [int(o) for o in operands if o.strip().lstrip("-").isdigit()]
    if len(numbers) == len(operands) == 2:  # (a command line's numbers: the value itself)
        a, b = numbers
        return f"{name} = {a & b if kind == 'and' else max(a, b) if kind.endswith('max') else min(a, b)}"
    if kind == "and":
        return f"0 <= {name} <= {operands[0]}" + (f" and {name} <= {operands[1]}" if len(operands) > 1 else "")
    a, b = operands
    wins = ">=" if kind.endswith("max") else "<="
    either = f"(({name} = {a} and {a} {wins} {b}) or ({name} = {b} and {b} {wins} {a}))"
    return either + (f" and {a} >= 0 and {b} >= 0" if kind[0] == "u" else "")


def counter_domain(name: str, start: str, step: int, test, bound: str) -> str:
    """The isl constraint on counter value `name` of a counted loop {start, +, step} whose `test`
    (an IterationTest, or anything with its order, signed, offset and at_latch) compares with
    `bound` (start and bound as isl text): the module docstring's iteration set."""
    op = _ISL_TEST[test.order]
    k = f"k{name}"
    first = f"{k} = 0 or " if test.at_latch else ""
    back = f"({start}) + {step}*({k} - 1) + {test.offset}" if test.at_latch else f"({start}) + {step}*{k} + {test.offset}"
    # an unsigned test reads the counter's values (start included) as integers in [0, 2^N)
    unsigned = f" and {bound} >= 0 and ({start}) >= 0 and ({first}{back} >= 0)" if not test.signed else ""
    return f"exists ({k} : {k} >= 0 and {name} = ({start}) + {step}*{k} and ({first}{back} {op} {bound}){unsigned})"


@dataclass(frozen=True)
class HostCounter:
    """A loop counter of a fused member in the host's terms: {start, +, step}, going on while
    `counter + offset <order> bound` (tested at the latch or the header); start and bound host-term
    offsets (fusion's)."""

    start: tuple
    step: int
    order: str  # lt, le, gt, ge
    signed: bool
    offset: int
    bound: tuple
    at_latch: bool


@dataclass(frozen=True)
class HostLaunchWide:
    """A launch-wide value a fused member computes, in the host's terms: `kind` ("and", "umin",
    "umax", "smin", "smax") of `operands` (host-term offsets; for "and" the constant C first)."""

    kind: str
    operands: tuple


def launch_wide_parts(what, analysis: AffineAnalysis) -> Optional[tuple]:
    """(kind, operands as affine forms) of a launch-wide value the kernel computes -- `x & C` (C >= 0;
    x an affine form or None), `llvm.{u,s}{min,max}` of two affine forms -- or None."""
    if not isinstance(what, Instruction):
        return None
    operands = binary_operands(what) if what.opcode == "and" else None
    if operands and isinstance(operands[1], int) and operands[1] >= 0:
        inner = analysis.value(operands[0])
        return "and", [Affine(operands[1])] + ([inner] if inner is not None else [])
    callee = getattr(what.called_function, "name", "") if what.opcode == "call" else ""
    kind = next((k for k in ("umin", "umax", "smin", "smax") if callee.startswith(f"llvm.{k}.")), None)
    forms = [analysis.value(a.value) for a in what.syntax.call_arguments] if kind else []
    return (kind, forms) if len(forms) == 2 and None not in forms else None


def _host_affine(offset: tuple) -> Affine:
    """A host-term offset (fusion's) as an affine form: ("gid", d) a work-item variable, ("iv", key)
    a loop counter, every other name a parameter."""
    constant, terms = offset
    merged = {}
    for names, k in terms:
        mono = tuple(("global_id", n[1]) if n[0] == "gid" else n if n[0] == "iv" else ("param", n) for n in names)
        merged[mono] = merged.get(mono, 0) + k
    return Affine(constant, tuple(sorted(merged.items(), key=repr)))


def _unknown(what: str):
    raise Unknown(f"{what} is not an affine form")


def _index(ordered: dict, key) -> int:
    return list(ordered).index(key)


def _key(var):
    kind, what = var
    return (kind, id(what)) if not isinstance(what, (int, str, tuple)) else (kind, what)


def _name(var) -> str:
    """A parameter as a report names it: `%N` as the function prints it, or a by-value member."""
    from lift.printer import number_values

    what = var[1]
    member = getattr(what, "element", None)
    if member is not None:  # (passes.analysis.affine.ByValueMember: an accessor's range, say)
        return f"element {member} of by-value parameter {_name(('param', what.param))}"
    fn = what.function if isinstance(what, Argument) else getattr(getattr(what, "block", None), "function", None)
    return what.ref(number_values(fn)) if fn is not None else str(what)


def _stride(e: Affine):
    """A parameter that multiplies a variable in `e` (the row length to split off), or None."""
    for mono, _ in e.terms:
        if any(v[0] != "param" for v in mono):
            for v in mono:
                if v[0] == "param":
                    return v
    return None


def _split(e: Affine, stride) -> tuple[Affine, Affine]:
    """(R, C) with e = stride * R + C, C without `stride`."""
    rows, rest = {}, {}
    for mono, k in e.terms:
        if stride in mono:
            reduced = list(mono)
            reduced.remove(stride)
            rows[tuple(reduced)] = rows.get(tuple(reduced), 0) + k
        else:
            rest[mono] = k
    row_constant = rows.pop((), 0)
    return Affine._make(row_constant, rows), Affine._make(e.constant, rest)


def _divide(e: Affine, unit: int) -> Affine:
    return Affine(e.constant // unit, tuple((m, k // unit) for m, k in e.terms))


def where(inst: Instruction) -> str:
    """An instruction as a report names it (its text as the function prints, numbers included)."""
    from lift.printer import number_values

    return f"`{inst.render(number_values(inst.block.function)).strip()[:72]}`"


# integer operations integer_value folds: opcode -> (a, b) -> result, before wrapping to the width
_FOLDS = {"add": lambda a, b: a + b, "sub": lambda a, b: a - b, "mul": lambda a, b: a * b,
          "and": lambda a, b: a & b, "or": lambda a, b: a | b, "xor": lambda a, b: a ^ b,
          "shl": lambda a, b: a << b, "lshr": lambda a, b: a >> b}
_MIN_MAX = {"llvm.umax.": max, "llvm.umin.": min}


def integer_value(value, known: dict):
    """The integer a kernel value has on every launch: a literal, a parameter in `known` (captured
    scalars that are one number on every launch), or integer arithmetic, casts and unsigned
    min/max of such values computed in the kernel; None otherwise."""
    if isinstance(value, int):
        return value
    if isinstance(value, Constant):
        return int(value.text) if value.text.lstrip("-").isdigit() else None
    if isinstance(value, Argument):
        return known.get(value)
    if not isinstance(value, Instruction):
        return None
    width = value.syntax.result_type or ""
    bits = int(width[1:]) if width[:1] == "i" and width[1:].isdigit() else None
    if bits is None:
        return None
    op = value.opcode
    if op in _FOLDS:
        operands = binary_operands(value)
        args = [integer_value(o, known) for o in operands] if operands else [None]
        if None in args or (op in ("shl", "lshr") and args[1] >= bits):  # (a shift by the width or more: poison)
            return None
        return _FOLDS[op](*args) % (1 << bits)
    if op in ("zext", "trunc"):  # (values are kept unsigned: zext keeps them, trunc wraps them)
        inner = integer_value(value.operands[0], known)
        return None if inner is None else inner % (1 << bits)
    callee = value.called_function
    fold = next((f for prefix, f in _MIN_MAX.items() if callee is not None and callee.name.startswith(prefix)), None)
    if fold is not None:
        args = [integer_value(a.value, known) for a in value.syntax.call_arguments]
        return None if None in args or not args else fold(args)
    return None
