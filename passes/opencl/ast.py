"""A small C statement tree for the OpenCL C writer: expressions with precedence, statements, the
clean-ups that make structured control flow read naturally, declaration placement, and printing.

Expressions are text with the precedence of their top operator (so parentheses are added only where
C needs them, plus around mixed bitwise/shift operands where C's rules surprise readers) and the set
of variables they read.  The structurer (`passes.opencl.structure`) builds `for (;;)` loops with
`break`/`continue`; `simplify` then turns the usual shapes into `while`/`do ... while` loops and
`if (!c)`, and `place_declarations` declares each variable in the innermost block that holds all of
its uses (at its first assignment when that is a plain statement of that block).

An expression that needs an optional OpenCL C feature may carry its portable form (`with_fallback`):
the statement holding it is printed twice, `#if <the feature test>` / `#else` / `#endif`.  Only
statements hold such expressions (the writer never inlines a call with effects into another one).
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Iterator, Optional

PRIMARY, UNARY, MUL, ADD, SHIFT, REL, EQ, BAND, BXOR, BOR, LAND, LOR, COND, ASSIGN = (
    16, 15, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2)
BIN_PREC = {"*": MUL, "/": MUL, "%": MUL, "+": ADD, "-": ADD, "<<": SHIFT, ">>": SHIFT,
            "<": REL, "<=": REL, ">": REL, ">=": REL, "==": EQ, "!=": EQ, "&": BAND, "^": BXOR, "|": BOR,
            "&&": LAND, "||": LOR}
_BITWISE = {"&", "^", "|", "<<", ">>"}
_INVERSE = {"<": ">=", ">=": "<", ">": "<=", "<=": ">", "==": "!=", "!=": "=="}


class Var:
    """A C variable.  `ctype` is its declared type (`__global float*`); `array` the dimensions of a
    private array (`4` or `4][8`); `param`: declared by the function's parameter list; `memory`: it
    holds an alloca's memory, which lives as long as the function (so it is declared at the top)."""

    __slots__ = ("name", "ctype", "array", "param", "memory")

    def __init__(self, name: str, ctype: str, array: Optional[str] = None, param: bool = False,
                 memory: bool = False):
        self.name, self.ctype, self.array, self.param, self.memory = name, ctype, array, param, memory

    def declaration(self) -> str:
        return f"{self.ctype} {self.name}" + (f"[{self.array}]" if self.array is not None else "")

    def __repr__(self) -> str:
        return f"<Var {self.name}>"


@dataclass(frozen=True)
class CExpr:
    text: str
    prec: int = PRIMARY
    vars: frozenset = frozenset()
    int_compare: bool = False  # an integer comparison: `!` may flip its operator
    op: Optional[str] = None  # top binary operator
    lhs: Optional["CExpr"] = None
    rhs: Optional["CExpr"] = None
    # the same value without the optional features of `guard` (a preprocessor test), or None
    fallback: Optional["CExpr"] = None
    guard: str = ""


def with_fallback(native: CExpr, portable: CExpr, guard: str) -> CExpr:
    """`native` where the preprocessor test `guard` holds, else `portable` (see the module docstring)."""
    return replace(native, vars=native.vars | portable.vars, fallback=portable, guard=guard)


def name_expr(var: Var) -> CExpr:
    return CExpr(var.name, PRIMARY, frozenset([var]))


def lit(text: str, prec: int = PRIMARY) -> CExpr:
    return CExpr(text, prec)


def par(e: CExpr, prec: int) -> str:
    """e's text, parenthesized unless its precedence is at least `prec`."""
    return e.text if e.prec >= prec else f"({e.text})"


def binop(a: CExpr, op: str, b: CExpr, int_compare: bool = False) -> CExpr:
    p = BIN_PREC[op]
    if op in _BITWISE:  # `a & b + c` is legal C but reads wrong: parenthesize any other operator
        left = a.text if a.prec >= UNARY or a.op == op else f"({a.text})"
        right = par(b, UNARY)
    elif p in (REL, EQ):
        left, right = par(a, p + 1), par(b, p + 1)
    elif op in ("&&", "||"):
        left = a.text if a.op == op or a.prec > p else f"({a.text})"
        right = par(b, p + 1)
    else:
        left, right = par(a, p), par(b, p + 1)
    return CExpr(f"{left} {op} {right}", p, a.vars | b.vars, int_compare, op, a, b)


def unop(op: str, a: CExpr) -> CExpr:
    text = par(a, UNARY)
    if op == "-" and text.startswith("-"):
        text = f"({text})"
    return CExpr(f"{op}{text}", UNARY, a.vars)


def cast(ctype: str, a: CExpr) -> CExpr:
    return CExpr(f"({ctype}){par(a, UNARY)}", UNARY, a.vars)


def call(name: str, *args: CExpr) -> CExpr:
    vs = frozenset().union(*(a.vars for a in args)) if args else frozenset()
    return CExpr(f"{name}({', '.join(a.text for a in args)})", PRIMARY, vs)


def index(base: CExpr, i: CExpr) -> CExpr:
    return CExpr(f"{par(base, PRIMARY)}[{i.text}]", PRIMARY, base.vars | i.vars)


def ternary(c: CExpr, a: CExpr, b: CExpr) -> CExpr:
    return CExpr(f"{par(c, LOR)} ? {par(a, LOR)} : {par(b, COND)}", COND, c.vars | a.vars | b.vars)


def negate(c: CExpr) -> CExpr:
    """Logical negation, flipping an integer comparison's operator where that is exact."""
    if c.text.startswith("!") and c.prec == UNARY and c.lhs is not None:
        return c.lhs
    if c.int_compare and c.op in _INVERSE:
        return binop(c.lhs, _INVERSE[c.op], c.rhs, int_compare=True)
    if c.text in ("true", "false"):
        return lit("false" if c.text == "true" else "true")
    inner = par(c, UNARY)
    return CExpr(f"!{inner}", UNARY, c.vars, lhs=c)


# --------------------------------------------------------------------------------------------------
# Statements


class Stmt:
    pass


@dataclass(eq=False)
class Assign(Stmt):
    var: Var
    expr: CExpr
    decl: bool = False  # print as a declaration with initializer


@dataclass(eq=False)
class ExprStmt(Stmt):
    expr: CExpr  # printed with a `;`


@dataclass(eq=False)
class Raw(Stmt):
    """Fixed lines (a byte-copy loop for llvm.memcpy, ...), with the variables they use."""

    lines: list
    vars: frozenset = frozenset()


@dataclass(eq=False)
class If(Stmt):
    cond: CExpr
    then: list
    els: list = field(default_factory=list)


@dataclass(eq=False)
class Loop(Stmt):
    """`for (;;)` as built; `simplify` may make it kind "while" (test first) or "do" (test last)."""

    body: list
    kind: str = "for"
    cond: Optional[CExpr] = None
    unroll: Optional[int] = None  # opencl_unroll_hint(n) (1: keep the loop rolled; 0: unroll fully)


@dataclass(eq=False)
class Break(Stmt):
    pass


@dataclass(eq=False)
class Continue(Stmt):
    pass


@dataclass(eq=False)
class Goto(Stmt):
    label: str


@dataclass(eq=False)
class Label(Stmt):
    label: str


@dataclass(eq=False)
class Return(Stmt):
    expr: Optional[CExpr] = None


@dataclass(eq=False)
class Decl(Stmt):
    var: Var


def children(s: Stmt) -> list:
    if isinstance(s, If):
        return [s.then, s.els]
    if isinstance(s, Loop):
        return [s.body]
    return []


def direct_vars(s: Stmt) -> frozenset:
    """Variables a statement uses itself (not in nested statement lists)."""
    if isinstance(s, Assign):
        return s.expr.vars | {s.var}
    if isinstance(s, (ExprStmt,)):
        return s.expr.vars
    if isinstance(s, Raw):
        return s.vars
    if isinstance(s, If):
        return s.cond.vars
    if isinstance(s, Loop):
        return s.cond.vars if s.cond is not None else frozenset()
    if isinstance(s, Return):
        return s.expr.vars if s.expr is not None else frozenset()
    return frozenset()


def walk(stmts: list) -> Iterator[Stmt]:
    for s in stmts:
        yield s
        for c in children(s):
            yield from walk(c)


def _loop_exits(stmts: list) -> Iterator[Stmt]:
    """Break/Continue statements that refer to the loop whose body is `stmts`."""
    for s in stmts:
        if isinstance(s, (Break, Continue)):
            yield s
        elif isinstance(s, If):
            yield from _loop_exits(s.then)
            yield from _loop_exits(s.els)


def _jumps(stmts: list) -> bool:
    """Does the list end in an unconditional jump (so code after it never runs)?"""
    return bool(stmts) and isinstance(stmts[-1], (Break, Continue, Return, Goto))


def _straight(stmts: list) -> bool:
    """No control flow: assignments, expression statements, comments."""
    return all(isinstance(s, (Assign, ExprStmt, Raw)) for s in stmts)


# --------------------------------------------------------------------------------------------------
# Clean-ups


def simplify(stmts: list) -> list:
    """Normalize structured code built with `for (;;)`/`break`/`continue` (bottom-up)."""
    out: list = []
    for s in stmts:
        if isinstance(s, If):
            s.then, s.els = simplify(s.then), simplify(s.els)
            if not s.then and not s.els:
                continue  # conditions are side-effect free
            if not s.then:
                s = If(negate(s.cond), s.els, [])
            if s.els and _jumps(s.then):  # `if (c) { ...; break; } else { S }` -> `if (c) {...; break;} S`
                out.append(If(s.cond, s.then, []))
                out.extend(s.els)
                continue
            if s.els and _jumps(s.els) and not _jumps(s.then):
                out.append(If(negate(s.cond), s.els, []))
                out.extend(s.then)
                continue
            out.append(s)
        elif isinstance(s, Loop):
            s.body = simplify(s.body)
            while s.body and isinstance(s.body[-1], Continue):
                s.body.pop()  # the end of a loop body goes back to its top anyway
            out.extend(_loop_shape(s))
        else:
            out.append(s)
    return out


def _loop_shape(loop: Loop) -> list:
    """`for (;;) { if (c) { S; break; } B }` -> `while (!c) { B } S`, and
    `for (;;) { B; if (c) { S; break; } }` -> `do { B } while (!c); S` (S straight-line code, and that
    break the loop's only exit; a do-while also needs no `continue`, which would skip its test)."""
    body = loop.body
    exits = list(_loop_exits(body))
    if body and isinstance(body[0], If) and not body[0].els:
        first = body[0]
        if first.then and isinstance(first.then[-1], Break) and _straight(first.then[:-1]) \
                and sum(isinstance(e, Break) for e in exits) == 1:
            return [Loop(body[1:], "while", negate(first.cond), loop.unroll)] + first.then[:-1]
    if body and isinstance(body[-1], If) and not body[-1].els:
        last = body[-1]
        if last.then and isinstance(last.then[-1], Break) and _straight(last.then[:-1]) and len(exits) == 1:
            return [Loop(body[:-1], "do", negate(last.cond), loop.unroll)] + last.then[:-1]
    return _rotate_barrier_loop(loop, exits) or [loop]


def _rotate_barrier_loop(loop: Loop, exits: list) -> Optional[list]:
    """`for (;;) { H; barrier(...); if (c) { S; break; } B }` with another barrier in B ->
    `H; barrier; while (!c) { B; H; barrier } S`.  PoCL 3.1 crashes (segmentation fault) on a loop
    with several barriers whose only exit test directly follows one of them in the middle of its body
    (DPC++'s hierarchical parallelism makes such loops: work-item 0 computes the test into local
    memory, a barrier, every work-item reads it; with the one barrier, as in a tree reduction, PoCL
    runs it); the rotated loop tests at its top.  H is repeated, so it must
    be plain code (no loop, no jump), and B must have no `continue` (it would skip the second H)."""
    body = loop.body
    at = next((i for i, st in enumerate(body) if isinstance(st, If) and not st.els and st.then
               and isinstance(st.then[-1], Break)), None)
    if at is None or at == 0 or any(isinstance(e, Continue) for e in exits) or sum(isinstance(e, Break) for e in exits) != 1:
        return None
    head, exit_, rest = body[:at], body[at], body[at + 1:]
    if not rest:  # the test at the end: a do-while (see _loop_shape)
        return None
    plain = all(not isinstance(st, (Loop, Break, Continue, Goto, Label, Return)) for st in walk(head))
    if not (plain and _is_barrier(head[-1]) and any(_is_barrier(st) for st in walk(rest))
            and _straight(exit_.then[:-1])):
        return None
    return _clone(head) + [Loop(rest + _clone(head), "while", negate(exit_.cond), loop.unroll)] + exit_.then[:-1]


def _is_barrier(st: Stmt) -> bool:
    return isinstance(st, ExprStmt) and st.expr.text.startswith(("barrier(", "work_group_barrier("))


def _clone(stmts: list) -> list:
    """New statement objects (declaration placement marks them one by one) over the same variables
    and expressions."""
    out = []
    for st in stmts:
        if isinstance(st, If):
            out.append(If(st.cond, _clone(st.then), _clone(st.els)))
        elif isinstance(st, Assign):
            out.append(Assign(st.var, st.expr, st.decl))
        elif isinstance(st, ExprStmt):
            out.append(ExprStmt(st.expr))
        elif isinstance(st, Raw):
            out.append(Raw(list(st.lines), st.vars))
        else:  # pragma: no cover - _rotate_barrier_loop clones plain code only
            raise TypeError(st)
    return out


# --------------------------------------------------------------------------------------------------
# Declarations


def place_declarations(body: list, all_at_top: bool = False) -> None:
    """Declare every non-parameter variable: in the innermost statement list that (through nesting)
    holds all its uses, just before the first statement using it, merged into that statement when it
    is a plain assignment to the variable.  Loop conditions count as uses in the list holding the
    loop, so a `do ... while (i < n)` variable is declared outside the loop.  Variables holding memory
    (allocas) go into the outermost list: a value stored in one loop iteration may be loaded in the
    next.  `all_at_top` (used when
    the function has a goto, which could re-enter a block whose variables' lifetimes ended): every
    declaration goes into the function's outermost list."""
    occ: dict = {}
    order: list = []

    def visit(stmts: list, path: tuple) -> None:
        for i, s in enumerate(stmts):
            here = path + ((stmts, i),)
            for v in direct_vars(s):
                if not v.param:
                    if v not in occ:
                        occ[v] = []
                        order.append(v)
                    occ[v].append(here)
            for c in children(s):
                visit(c, here)

    visit(body, ())
    inserts: dict = {}
    for v in order:
        paths = occ[v]
        depth = 0
        if not all_at_top and not v.memory:
            while all(len(p) > depth + 1 for p in paths) and all(p[depth + 1][0] is paths[0][depth + 1][0] for p in paths):
                depth += 1
        target = paths[0][depth][0]
        first = min(p[depth][1] for p in paths)
        stmt = target[first]
        direct = any(len(p) == depth + 1 and p[depth][1] == first for p in paths)
        if direct and isinstance(stmt, Assign) and stmt.var is v and v not in stmt.expr.vars \
                and not stmt.decl and v.array is None:
            stmt.decl = True
        else:
            inserts.setdefault(id(target), (target, []))[1].append((first, v))
    for target, items in inserts.values():
        for pos, v in reversed(sorted(items, key=lambda t: t[0])):  # back to front; equal positions keep order
            target.insert(pos, Decl(v))


# --------------------------------------------------------------------------------------------------
# Printing

_COMPOUND = {"+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>"}


def _guard(s: Stmt) -> Optional[str]:
    """The feature test of a statement whose expression has an OpenCL 1.2 fallback, else None."""
    return s.expr.guard if isinstance(s, (Assign, ExprStmt)) and s.expr.fallback is not None else None


def _form(s: Stmt, portable: bool) -> Stmt:
    e = s.expr.fallback if portable else replace(s.expr, fallback=None, guard="")
    return Assign(s.var, e, s.decl) if isinstance(s, Assign) else ExprStmt(e)


def render(stmts: list, indent: int = 1) -> list[str]:
    out: list[str] = []
    pad = "    " * indent
    done = 0
    for at, s in enumerate(stmts):
        if at < done:
            continue
        guard = _guard(s)
        if guard is not None:  # this and the next statements with the same test: one #if/#else
            done = at + 1
            while done < len(stmts) and _guard(stmts[done]) == guard:
                done += 1
            run = stmts[at:done]
            out += [f"#if {guard}"] + render([_form(g, False) for g in run], indent) + ["#else"] + \
                render([_form(g, True) for g in run], indent) + ["#endif"]
        elif isinstance(s, Assign):
            if s.decl:
                out.append(f"{pad}{s.var.declaration()} = {s.expr.text};")
            elif s.expr.op in _COMPOUND and s.expr.lhs is not None and s.expr.lhs.text == s.var.name \
                    and s.expr.lhs.prec == PRIMARY:
                rhs = s.expr.rhs
                if s.expr.op in ("+", "-") and rhs.text == "1":
                    out.append(f"{pad}{s.var.name}{s.expr.op * 2};")
                else:
                    out.append(f"{pad}{s.var.name} {s.expr.op}= {rhs.text};")
            else:
                out.append(f"{pad}{s.var.name} = {s.expr.text};")
        elif isinstance(s, ExprStmt):
            out.append(f"{pad}{s.expr.text};")
        elif isinstance(s, Raw):
            out.extend(pad + line for line in s.lines)
        elif isinstance(s, Decl):
            out.append(f"{pad}{s.var.declaration()};")
        elif isinstance(s, If):
            out.extend(_render_if(s, indent))
        elif isinstance(s, Loop):
            if s.unroll is not None:  # 0: unroll fully
                out.append(f"{pad}__attribute__((opencl_unroll_hint{f'({s.unroll})' if s.unroll else ''}))")
            if s.kind == "while":
                out.append(f"{pad}while ({s.cond.text}) {{")
                out.extend(render(s.body, indent + 1))
                out.append(f"{pad}}}")
            elif s.kind == "do":
                out.append(f"{pad}do {{")
                out.extend(render(s.body, indent + 1))
                out.append(f"{pad}}} while ({s.cond.text});")
            else:
                out.append(f"{pad}for (;;) {{")
                out.extend(render(s.body, indent + 1))
                out.append(f"{pad}}}")
        elif isinstance(s, Break):
            out.append(f"{pad}break;")
        elif isinstance(s, Continue):
            out.append(f"{pad}continue;")
        elif isinstance(s, Goto):
            out.append(f"{pad}goto {s.label};")
        elif isinstance(s, Label):
            out.append(f"{pad[:-2] if len(pad) >= 2 else ''}{s.label}: ;")
        elif isinstance(s, Return):
            out.append(f"{pad}return;" if s.expr is None else f"{pad}return {s.expr.text};")
        else:  # pragma: no cover
            raise TypeError(s)
    return out


def _render_if(s: If, indent: int) -> list[str]:
    pad = "    " * indent
    out = [f"{pad}if ({s.cond.text}) {{"]
    out.extend(render(s.then, indent + 1))
    els = s.els
    while len(els) == 1 and isinstance(els[0], If):
        nested = els[0]
        out.append(f"{pad}}} else if ({nested.cond.text}) {{")
        out.extend(render(nested.then, indent + 1))
        els = nested.els
    if els:
        out.append(f"{pad}}} else {{")
        out.extend(render(els, indent + 1))
    out.append(f"{pad}}}")
    return out


def has_goto(stmts: list) -> bool:
    return any(isinstance(s, Goto) for s in walk(stmts))
