"""Reading an instruction's operands, with their types, for the OpenCL C writer.

A lifted instruction is text cut at its value references (`inst.parts` / `inst.operands`); literals
(`i32 0`, `float 1.0e+00`, `null`) and constant expressions stay in the text.  `decode` flattens the
instruction (operand i becomes the sentinel `\\x00i\\x00`, see `lift.syntax.flatten`) and reads it
per opcode into a `Decoded`: result type, typed operands (`Opnd`: an IR type and either a lift Value,
a `Lit` or a constant expression `CExprNode`), predicate, flags, successors, phi incomings, switch
cases, callee and call arguments.  Anything it cannot read raises LiftError at the instruction.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Optional, Union

from lift import Block, Function, LiftError, Value
from lift.ir import Constant, Instruction
from lift.syntax import flatten, instruction_error, match_bracket, split_top_level, value_start

from .types import IRType, PtrT, TypeTable, VecT, is_bool_vector, type_text

_SENTINEL = re.compile(r"\x00(\d+)\x00")

FAST_MATH = {"fast", "nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc"}
INT_FLAGS = {"nuw", "nsw", "exact", "disjoint", "nneg", "samesign"}
BINARY = {"add", "sub", "mul", "udiv", "sdiv", "urem", "srem", "shl", "lshr", "ashr", "and", "or", "xor",
          "fadd", "fsub", "fmul", "fdiv", "frem"}
CASTS = {"trunc", "zext", "sext", "fptrunc", "fpext", "fptoui", "fptosi", "uitofp", "sitofp", "ptrtoint",
         "inttoptr", "bitcast", "addrspacecast"}
_CE_OPS = {"getelementptr", "bitcast", "addrspacecast", "inttoptr", "ptrtoint"}


@dataclass(frozen=True)
class Lit:
    """A literal operand: an integer, a float, true/false, null, undef, poison, zeroinitializer."""

    text: str


@dataclass(frozen=True)
class CExprNode:
    """A constant expression (`getelementptr (...)`, `addrspacecast (... to T)`, ...).

    A value, like LLVM's uniqued constants: two decodes of the same expression are equal and hash
    alike, so a constant expression can key the writer's memo tables (roots, address spaces)."""

    opcode: str
    ty: IRType
    ops: tuple  # of Opnd
    src_ty: Optional[IRType] = None  # getelementptr's source element type


@dataclass(frozen=True)
class VecLit:
    """A vector constant `<i32 1, i32 2>` (a value, as CExprNode)."""

    elems: tuple  # of Opnd


Val = Union[Value, Lit, CExprNode, VecLit]


@dataclass(frozen=True)
class Opnd:
    ty: IRType
    v: Val
    attrs: str = ""  # call arguments: their attributes (`noundef`, `byval(%T)`, ...)


@dataclass
class Decoded:
    opcode: str
    ty: IRType  # the result type (VOID for none)
    ops: list = field(default_factory=list)  # Opnd
    pred: Optional[str] = None  # icmp/fcmp predicate
    flags: frozenset = frozenset()
    src_ty: Optional[IRType] = None  # gep source element type, load/alloca type
    incoming: list = field(default_factory=list)  # phi: (Opnd, Block)
    targets: list = field(default_factory=list)  # br/switch successors in order (switch: default first)
    cases: list = field(default_factory=list)  # switch: (Lit, Block)
    callee: Optional[Function] = None


def decode(inst: Instruction, tt: TypeTable) -> Decoded:
    """Read one instruction (see module docstring)."""
    try:
        return _decode(inst, tt)
    except LiftError as e:
        if e.line != 1 or e.filename != "<string>":
            raise
        raise instruction_error(inst, f"{e.message} in `{inst.opcode}` instruction") from None
    except (ValueError, IndexError, KeyError) as e:
        raise instruction_error(inst, f"cannot read `{inst.opcode}` instruction: {e}") from None


def _decode(inst: Instruction, tt: TypeTable) -> Decoded:
    flat = flatten(inst)
    op = inst.opcode
    rd = _Reader(inst, tt)
    if op == "call":
        return _decode_call(inst, flat, rd)
    if op in ("invoke", "callbr", "indirectbr", "resume", "landingpad", "catchswitch", "catchpad",
              "cleanuppad", "catchret", "cleanupret", "va_arg", "atomicrmw", "cmpxchg", "fence"):
        raise LiftError(f"`{op}` has no OpenCL C translation here")
    m = re.match(r"\s*" + re.escape(op) + r"\b", flat)
    if not m:
        raise LiftError(f"cannot find opcode {op}")
    rest = _strip_metadata(flat[m.end():])
    words, rest = _take_words(rest, FAST_MATH | INT_FLAGS | {"inbounds", "nusw", "volatile", "atomic", "tail"})
    flags = frozenset(words)
    if "atomic" in flags:
        raise LiftError("atomic memory operations are not supported")
    if "volatile" in flags:
        raise LiftError("volatile memory operations are not supported")
    if op in BINARY or op == "fneg":
        pieces = split_top_level(rest)
        first = rd.typed(pieces[0])
        ops = [first] + [Opnd(first.ty, rd.value(p, first.ty)) for p in pieces[1:]]
        return Decoded(op, first.ty, ops, flags=flags)
    if op in ("icmp", "fcmp"):
        pred, rest = rest.strip().split(None, 1)
        pieces = split_top_level(rest)
        a = rd.typed(pieces[0])
        b = Opnd(a.ty, rd.value(pieces[1], a.ty))
        from .types import I1

        ty = VecT(a.ty.n, I1) if isinstance(a.ty, VecT) else I1
        return Decoded(op, ty, [a, b], pred=pred, flags=flags)
    if op in CASTS:
        k = rest.rindex(" to ")
        src = rd.typed(rest[:k])
        dst = tt.parse(_strip_trailing_attrs(rest[k + 4:]))
        return Decoded(op, dst, [src], flags=flags)
    if op == "select":
        c, a, b = (rd.typed(p) for p in split_top_level(rest))
        return Decoded(op, a.ty, [c, a, b], flags=flags)
    if op == "freeze":
        a = rd.typed(rest)
        return Decoded(op, a.ty, [a])
    if op == "phi":
        ty, end = tt.parse_prefix(rest, 0)
        incoming = []
        for piece in split_top_level(rest[end:]):
            piece = piece.strip()
            if not (piece.startswith("[") and piece.endswith("]")):
                raise LiftError(f"bad phi incoming {piece!r}")
            v, b = split_top_level(piece[1:-1])
            blk = rd.value(b, None)
            if not isinstance(blk, Block):
                raise LiftError("phi incoming block is not a block")
            incoming.append((Opnd(ty, rd.value(v, ty)), blk))
        return Decoded(op, ty, incoming=incoming, flags=flags)
    if op == "load":
        pieces = [p for p in split_top_level(rest) if not _is_attr_piece(p)]
        ty = _not_bool_vector(tt.parse(pieces[0]))
        return Decoded(op, ty, [rd.typed(pieces[1])], src_ty=ty)
    if op == "store":
        pieces = [p for p in split_top_level(rest) if not _is_attr_piece(p)]
        from .types import VOID

        value = rd.typed(pieces[0])
        _not_bool_vector(value.ty)
        return Decoded(op, VOID, [value, rd.typed(pieces[1])])
    if op == "getelementptr":
        words2, rest = _take_words(rest, {"inbounds", "nuw", "nusw"})
        if re.match(r"\s*inrange\b", rest):
            raise LiftError("inrange getelementptr is not supported")
        pieces = split_top_level(rest)
        src_ty = tt.parse(pieces[0])
        base = rd.typed(pieces[1])
        if isinstance(base.ty, VecT):
            raise LiftError("vector getelementptr is not supported")
        idx = [rd.typed(p) for p in pieces[2:]]
        return Decoded(op, PtrT(base.ty.space), [base] + idx, src_ty=src_ty, flags=flags | frozenset(words2))
    if op == "alloca":
        words2, rest = _take_words(rest, {"inalloca"})
        pieces = [p.strip() for p in split_top_level(rest)]
        ty = tt.parse(pieces[0])
        space = 0
        ops = []
        for p in pieces[1:]:
            m2 = re.fullmatch(r"addrspace\((\d+)\)", p)
            if m2:
                space = int(m2.group(1))
            elif not _is_attr_piece(p):
                ops.append(rd.typed(p))
        return Decoded(op, PtrT(space), ops, src_ty=ty)
    if op == "extractelement":
        v, i = (rd.typed(p) for p in split_top_level(rest))
        return Decoded(op, v.ty.elem, [v, i])
    if op == "insertelement":
        v, x, i = (rd.typed(p) for p in split_top_level(rest))
        return Decoded(op, v.ty, [v, x, i])
    if op == "shufflevector":
        a, b, mask = (rd.typed(p) for p in split_top_level(rest))
        return Decoded(op, VecT(mask.ty.n, a.ty.elem), [a, b, mask])
    if op in ("extractvalue", "insertvalue"):
        raise LiftError(f"aggregate values (`{op}`) are not supported")
    if op == "br":
        pieces = split_top_level(rest)
        from .types import VOID

        if len(pieces) == 1:
            return Decoded(op, VOID, targets=[rd.label(pieces[0])])
        c = rd.typed(pieces[0])
        return Decoded(op, VOID, [c], targets=[rd.label(pieces[1]), rd.label(pieces[2])])
    if op == "switch":
        from .types import VOID

        k = rest.index("[")
        head = split_top_level(rest[:k])
        v = rd.typed(head[0])
        default = rd.label(head[1])
        body = rest[k + 1:match_bracket(rest, k) - 1]
        cases = []
        for m2 in re.finditer(r"([^,\[\]]+?),\s*(label\s+\x00\d+\x00)", body):
            lit = rd.value(_strip_type(m2.group(1), tt), v.ty)
            if not isinstance(lit, Lit):
                raise LiftError("switch case is not a literal")
            cases.append((lit, rd.label(m2.group(2))))
        return Decoded(op, VOID, [v], targets=[default] + [b for _, b in cases], cases=cases)
    if op == "ret":
        from .types import VOID

        if rest.strip() == "void":
            return Decoded(op, VOID)
        return Decoded(op, VOID, [rd.typed(rest)])
    if op == "unreachable":
        from .types import VOID

        return Decoded(op, VOID)
    raise LiftError(f"`{op}` has no OpenCL C translation here")


def _decode_call(inst: Instruction, flat: str, rd: "_Reader") -> Decoded:
    callee = inst.called_function
    if callee is None:
        raise LiftError("indirect calls and inline assembly have no OpenCL C translation")
    k = next(i for i, o in enumerate(inst.operands) if o is callee and inst.parts[i + 1].startswith("("))
    marker = f"\x00{k}\x00"
    at = flat.index(marker)
    head = flat[:at]
    open_at = at + len(marker)
    close = match_bracket(flat, open_at)
    args = []
    for piece in split_top_level(flat[open_at + 1:close - 1]):
        piece = piece.strip()
        if not piece or piece == "...":
            continue
        if piece.startswith("metadata") or piece.startswith("token"):
            args.append(Opnd(rd.tt.parse(piece.split()[0]), Lit(piece)))
            continue
        v = value_start(piece)
        ty, end = rd.tt.parse_prefix(piece, 0)
        args.append(Opnd(ty, rd.value(piece[v:], ty), piece[end:v].strip()))
    flags = frozenset(w for w in head.split() if w in FAST_MATH)
    return Decoded("call", _call_return_type(head, rd.tt), args, callee=callee, flags=flags)


# words that may stand between `call` and the return type (lift.syntax's result_type does not skip
# calling conventions, so calls read their return type here)
_CALL_WORDS = FAST_MATH | {"tail", "musttail", "notail", "call", "spir_func", "spir_kernel", "ccc", "fastcc",
                           "coldcc", "noundef", "zeroext", "signext", "inreg", "noalias", "nonnull", "noext"}


def _call_return_type(head: str, tt: TypeTable) -> IRType:
    rest = head
    while True:
        rest = rest.lstrip()
        m = re.match(r"(cc\s*\d+|[a-z_]+(\([^)]*\))?)", rest)
        if not m:
            break
        word = re.match(r"[a-z_]+", m.group(0))
        w = word.group(0) if word else ""
        if w in _CALL_WORDS or w in ("dereferenceable", "dereferenceable_or_null", "range", "nofpclass") \
                or m.group(0).startswith("cc"):
            rest = rest[m.end():]
            continue
        if w == "align":
            rest = re.sub(r"^align\s+\d+", "", rest)
            continue
        break
    ty, _ = tt.parse_prefix(rest, 0)
    from .types import FuncT

    return ty.ret if isinstance(ty, FuncT) else ty


class _Reader:
    """Reads typed values out of flattened text, turning sentinels back into operands."""

    def __init__(self, inst: Instruction, tt: TypeTable):
        self.inst = inst
        self.tt = tt

    def typed(self, piece: str) -> Opnd:
        piece = piece.strip()
        ty, end = self.tt.parse_prefix(piece, 0)
        rest = piece[end:]
        # parameter-like attributes may stand between the type and the value (`i32 noundef 0`)
        rest = re.sub(r"^\s*(noundef|signext|zeroext|inreg|nonnull|immarg)\b", "", rest)
        return Opnd(ty, self.value(rest, ty))

    def label(self, piece: str) -> Block:
        v = self.value(piece.strip()[len("label"):], None)
        if not isinstance(v, Block):
            raise LiftError("branch target is not a block")
        return v

    def value(self, text: str, ty: Optional[IRType]) -> Val:
        t = text.strip()
        m = _SENTINEL.fullmatch(t)
        if m:
            v = self.inst.operands[int(m.group(1))]
            if isinstance(v, Constant):  # a literal a rewrite put into an operand slot
                return self.value(v.text, ty)
            return v
        word = re.match(r"[a-z_]+", t)
        if word and word.group(0) in _CE_OPS and "(" in t:
            return self._const_expr(word.group(0), t[word.end():].strip(), ty)
        if t.startswith("<") and t.endswith(">") and not t.startswith("<{"):
            return VecLit(tuple(self.typed(p) for p in split_top_level(t[1:-1])))
        if re.match(r"splat\s*\(", t) and t.endswith(")"):
            # LLVM 19+ prints a vector constant whose lanes are all the same as `splat (float 1.0)`
            if not isinstance(ty, VecT):
                raise LiftError(f"splat constant {t[:40]!r} of a type that is no fixed-width vector")
            return VecLit((self.typed(t[t.index("(") + 1:-1]),) * ty.n)
        if t.startswith(("[", "{", "<{", "c\"")) or t.startswith(("blockaddress", "dso_local_equivalent",
                                                                  "no_cfi", "asm", "@", "%")):
            raise LiftError(f"unsupported constant {t[:40]!r}")
        if not t:
            raise LiftError("missing value")
        return Lit(t)

    def _const_expr(self, op: str, body: str, ty: Optional[IRType]) -> CExprNode:
        words, body = _take_words(body, {"inbounds", "nuw", "nusw"})
        body = body.strip()
        if not (body.startswith("(") and body.endswith(")")):
            raise LiftError(f"bad constant expression {op}{body[:40]!r}")
        inner = body[1:-1]
        if op == "getelementptr":
            pieces = split_top_level(inner)
            src_ty = self.tt.parse(pieces[0])
            base = self.typed(pieces[1])
            idx = [self.typed(p) for p in pieces[2:]]
            return CExprNode(op, PtrT(base.ty.space), (base, *idx), src_ty=src_ty)
        k = inner.rindex(" to ")
        src = self.typed(inner[:k])
        return CExprNode(op, self.tt.parse(inner[k + 4:]), (src,))


def _not_bool_vector(ty: IRType) -> IRType:
    """`ty`, unless it is a vector of i1: LLVM packs those in memory bit by bit, and the writer has
    them as charN values only (types.c_vector)."""
    if is_bool_vector(ty):
        raise LiftError(f"a {type_text(ty)} in memory has no OpenCL C translation")
    return ty


def _take_words(rest: str, words: set) -> tuple[list[str], str]:
    found = []
    while True:
        m = re.match(r"\s*([a-z_]+)\b", rest)
        if not m or m.group(1) not in words:
            return found, rest
        found.append(m.group(1))
        rest = rest[m.end():]


def _strip_metadata(rest: str) -> str:
    """Drop trailing `, !name !N` attachments (split at top level so `!{...}` bodies stay whole)."""
    pieces = split_top_level(rest)
    keep = [p for p in pieces if not p.strip().startswith("!")]
    return ",".join(keep)


def _is_attr_piece(piece: str) -> bool:
    p = piece.strip()
    return p.startswith(("align ", "!")) or p in ("align",) or p.startswith("syncscope")


def _strip_trailing_attrs(text: str) -> str:
    return text.split(",")[0].strip()


def _strip_type(piece: str, tt: TypeTable) -> str:
    piece = piece.strip()
    _, end = tt.parse_prefix(piece, 0)
    return piece[end:]
