"""Reading structure out of LLVM IR text: types, parameter lists, call arguments.

The lifter keeps instructions as text cut at value references (see `lift.ir`).  What a pass needs
beyond def-use chains -- a call's arguments, an instruction's type, a function's parameters -- is
parsed from that text here, on demand, with a small bracket-aware splitter and a type parser.

Edits work the same way: an instruction is "flattened" into one string in which operand i is the
sentinel `\\x00i\\x00`, the string is edited, and `unflatten` cuts it back into parts and operands.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Optional

from .errors import LiftError
from .ir import Argument, Constant, Instruction, Value

_OPEN = {"(": ")", "[": "]", "{": "}", "<": ">"}
_CLOSE = set(_OPEN.values())
_SENTINEL = re.compile(r"\x00(\d+)\x00")
_LOCAL_NAME = re.compile(r'\s%("[^"]*"|[-a-zA-Z$._][-a-zA-Z$._0-9]*|\d+)\s*$')
_WORD = re.compile(r"[A-Za-z_][A-Za-z_0-9.]*")
_LOCAL_TYPE = re.compile(r"%[-a-zA-Z$._0-9]+")
_CALLING_CONVENTIONS = re.compile(
    r"\b(spir_kernel|spir_func|ccc|fastcc|coldcc|cc\s*\d+|x86_\w+call|\w+_vectorcall|"
    r"preserve_\w+|swiftcc|swifttailcc|tailcc|amdgpu_\w+|ptx_\w+|intel_ocl_bicc|webkit_jscc|anyregcc|"
    r"win64cc|x86_64_sysvcc|aarch64_\w+|arm_\w+|msp430_intrcc|riscv_\w+|cfguard_checkcc|ghccc)\b"
)


_BRACKETS = re.compile(r'["(\[{<)\]}>]')  # what match_bracket looks at (it jumps from one to the next)
_SPLIT_MARKS: dict = {}  # separator -> the characters split_top_level looks at


def match_bracket(s: str, i: int) -> int:
    """Index just past the bracket that closes s[i] (quotes respected)."""
    depth = 0
    search = _BRACKETS.search
    while True:
        m = search(s, i)
        if m is None:
            raise ValueError("unbalanced brackets")
        i = m.start()
        c = s[i]
        if c == '"':
            j = s.find('"', i + 1)
            if j < 0:
                raise ValueError("unterminated string")
            i = j
        elif c in _OPEN:
            depth += 1
        else:
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1


def split_top_level(s: str, sep: str = ",") -> list[str]:
    """Split at `sep` outside brackets and quotes."""
    marks = _SPLIT_MARKS.get(sep)
    if marks is None:
        marks = _SPLIT_MARKS[sep] = re.compile(r'["(\[{<)\]}>' + re.escape(sep) + "]")
    out, depth, start, i = [], 0, 0, 0
    search = marks.search
    while True:
        m = search(s, i)
        if m is None:
            break
        i = m.start()
        c = s[i]
        if c == '"':
            j = s.find('"', i + 1)
            if j < 0:
                break
            i = j
        elif c in _OPEN:
            depth += 1
        elif c in _CLOSE:
            depth -= 1
        elif depth == 0:  # (the separator)
            out.append(s[start:i])
            start = i + 1
        i += 1
    tail = s[start:]
    if tail.strip() or out:
        out.append(tail)
    return out


def type_end(s: str, i: int = 0) -> int:
    """Index just past the LLVM type that starts at (or after blanks from) s[i]."""
    n = len(s)
    while i < n and s[i] == " ":
        i += 1
    if i >= n:
        raise ValueError("expected type")
    c = s[i]
    if c in "{[<":
        i = match_bracket(s, i)
    elif c == "%":
        if s.startswith('%"', i):
            i = s.index('"', i + 2) + 1
        else:
            m = _LOCAL_TYPE.match(s, i)
            i = m.end()
    else:
        m = _WORD.match(s, i)
        if not m:
            raise ValueError("expected type")
        i = m.end()
        if m.group() == "target" and s.startswith("(", i):
            i = match_bracket(s, i)
    while True:  # suffixes: addrspace(N), pointer stars, function parameter lists
        j = i
        while j < n and s[j] == " ":
            j += 1
        if s.startswith("addrspace(", j):
            i = s.index(")", j) + 1
        elif j < n and s[j] == "*":
            i = j + 1
        elif j < n and s[j] == "(" and _is_function_type_params(s, j):
            i = match_bracket(s, j)
        else:
            return i


def _is_function_type_params(s: str, j: int) -> bool:
    """`(` after a type starts a function type's parameter list unless it opens a value/attribute."""
    k = j + 1
    while k < len(s) and s[k] == " ":
        k += 1
    return k >= len(s) or s[k] in ")%{[<.i" or s.startswith(("ptr", "float", "double", "half", "void"), k)


def split_type(spec: str) -> tuple[str, str]:
    """("i32 addrspace(1)*", "noundef align 4") from "i32 addrspace(1)* noundef align 4"."""
    spec = spec.strip()
    try:
        end = type_end(spec)
    except (ValueError, AttributeError):
        return spec, ""
    return spec[:end], spec[end:].strip()


def value_start(text: str) -> int:
    """Where the value begins in "TYPE [attributes] VALUE" (call arguments, typed operands)."""
    end = type_end(text)
    i = end
    n = len(text)
    while True:
        while i < n and text[i] == " ":
            i += 1
        m = _WORD.match(text, i)
        if not m or m.group() not in _PARAM_ATTRIBUTES:
            return i
        i = m.end()
        if text.startswith("(", i):
            i = match_bracket(text, i)
        elif m.group() == "align" and i < n:
            j = i
            while j < n and text[j] == " ":
                j += 1
            k = j
            while k < n and text[k].isdigit():
                k += 1
            i = k


_PARAM_ATTRIBUTES = frozenset(
    """zeroext signext noext inreg byval byref preallocated inalloca sret elementtype align noalias
    nocapture captures nofree nest returned nonnull dereferenceable dereferenceable_or_null swiftself
    swiftasync swifterror immarg noundef nofpclass alignstack allocalign allocptr readnone readonly
    writeonly writable dead_on_unwind dead_on_return initializes range""".split()
)


# --------------------------------------------------------------------------------------------------
# flatten / unflatten: structural edits of instruction text


def flatten(inst: Instruction) -> str:
    out = [inst.parts[0]]
    for i in range(len(inst.operands)):
        out.append(f"\x00{i}\x00")
        out.append(inst.parts[i + 1])
    return "".join(out)


def unflatten(inst: Instruction, flat: str, operands: Optional[list[Value]] = None) -> None:
    """Make `flat` the instruction's text; sentinel i refers to `operands[i]` (default: its own)."""
    old = inst.operands if operands is None else operands
    pieces = _SENTINEL.split(flat)
    parts = pieces[0::2]
    new_ops = [old[int(k)] for k in pieces[1::2]]
    for op in inst.operands:
        op.remove_user(inst)
    inst.parts = parts
    inst.operands = new_ops
    for op in new_ops:
        op.add_user(inst)
    inst._touch()


def operand_at(inst: Instruction, flat_piece: str) -> Value:
    """The value written in a flattened piece: an operand (sentinel) or a constant literal."""
    piece = flat_piece.strip()
    m = _SENTINEL.fullmatch(piece)
    if m:
        return inst.operands[int(m.group(1))]
    def literal(m) -> str:  # a constant expression may name globals, never an unnamed local
        op = inst.operands[int(m.group(1))]
        if op.name is None and not isinstance(op, Constant):
            raise ValueError(f"a local value inside the literal {_SENTINEL.sub('%?', piece)[:60]!r}")
        return op.ref()

    return Constant(_SENTINEL.sub(literal, piece))


@dataclass
class CallArgument:
    spec: str  # the type and attributes: "i32 noundef"
    value: Value  # an operand, or a Constant for a literal

    @property
    def type_text(self) -> str:
        return split_type(self.spec)[0]


def instruction_error(inst: Instruction, message: str) -> LiftError:
    """A LiftError at the instruction's line in its source (found by its text when unchanged)."""
    from .errors import position
    from .printer import number_values

    fn = inst.function
    if fn is None:
        return LiftError(message)
    offset = fn.own_start
    if not fn.dirty:
        at = fn.src.find(inst.render(number_values(fn)), fn.header_end, fn.end)
        offset = at + len(inst.indent) if at != -1 else offset
    line, col = position(fn.src, offset)
    return LiftError(message, fn.module.filename, line, col)


def _reported(view):
    """Malformed text met by a view becomes a LiftError at the instruction, not a ValueError."""
    import functools

    @functools.wraps(view)
    def wrapper(self):
        try:
            return view(self)
        except LiftError:
            raise
        except (ValueError, IndexError, AttributeError, KeyError) as exc:
            raise instruction_error(self.inst, f"cannot read {view.__name__.replace('_', ' ')}: {exc}") from None

    return wrapper


class InstructionSyntax:
    """Parsed view of one instruction's text."""

    def __init__(self, inst: Instruction):
        self.inst = inst
        self.flat = flatten(inst)
        self._args = None

    # ---- calls
    def _call_span(self) -> tuple[int, int]:
        """(start, end) of the argument list text inside `flat`, after the callee."""
        inst, flat = self.inst, self.flat
        callee_pos = None
        for i, op in enumerate(inst.operands):
            if inst.parts[i + 1].startswith("("):
                callee_pos = flat.index(f"\x00{i}\x00") + len(f"\x00{i}\x00")
                break
        if callee_pos is None:  # indirect call through an operand-less callee (asm) or constant
            m = re.search(r"(asm[^(]*\"[^\"]*\"\s*,\s*\"[^\"]*\"|@\S+)\s*\(", flat)
            if not m:
                raise instruction_error(inst, "cannot find the callee")
            callee_pos = m.end() - 1
        end = match_bracket(flat, callee_pos)
        return callee_pos + 1, end - 1

    @property
    @_reported
    def call_arguments(self) -> list[CallArgument]:
        if self._args is None:
            start, end = self._call_span()
            args = []
            for piece in split_top_level(self.flat[start:end]):
                piece = piece.strip()
                if piece == "...":
                    continue
                v = value_start(piece)
                args.append(CallArgument(_SENTINEL.sub("", piece[:v]).strip(), operand_at(self.inst, piece[v:])))
            self._args = args
        return self._args

    # ---- types
    @property
    @_reported
    def result_type(self) -> Optional[str]:
        """The type of the instruction's result, for the common opcodes (None if not known here)."""
        inst = self.inst
        if not inst.has_result:
            return None
        body = _SENTINEL.sub("%v", self.flat)
        op = inst.opcode
        words = body.split(None, 1)
        rest = words[1] if len(words) > 1 else ""
        if op in ("call", "invoke"):
            rest = body[body.index("call") + 4:] if op == "call" else rest
            while True:  # flags, a calling convention, return attributes: all before the type
                skipped = _skip_words(rest, _CALL_PREFIX_WORDS)
                m = _CALLING_CONVENTIONS.match(skipped)
                rest = skipped[m.end():].lstrip() if m else skipped
                if not m:
                    break
            return rest[:type_end(rest)].strip()
        if op in ("load", "alloca", "phi", "va_arg") or op in BINARY_OPCODES or op in ("freeze", "select", "fneg"):
            rest = _skip_words(rest, _INSTRUCTION_FLAGS)
            if op == "select":  # select i1 %c, T %a, T %b
                rest = split_top_level(rest)[1]
            elif op == "alloca":
                return "ptr"
            return rest[:type_end(rest)].strip()
        if op in ("icmp", "fcmp"):
            return "i1"
        if op in CAST_OPCODES:
            return body[body.rindex(" to ") + 4:].split(",")[0].strip()
        if op == "getelementptr":
            return "ptr"
        return None


_CALL_PREFIX_WORDS = frozenset(
    """tail musttail notail call fast nnan ninf nsz arcp contract afn reassoc zeroext signext inreg noalias
    noundef nonnull dereferenceable""".split()
)
_INSTRUCTION_FLAGS = frozenset(
    "nuw nsw exact disjoint samesign fast nnan ninf nsz arcp contract afn reassoc atomic volatile inalloca".split()
)
BINARY_OPCODES = frozenset("add sub mul udiv sdiv urem srem shl lshr ashr and or xor fadd fsub fmul fdiv frem".split())
CAST_OPCODES = frozenset(
    "trunc zext sext fptrunc fpext fptoui fptosi uitofp sitofp ptrtoint inttoptr bitcast addrspacecast".split()
)


def _skip_words(rest: str, words: frozenset) -> str:
    rest = rest.lstrip()
    while True:
        m = _WORD.match(rest)
        if not m or m.group() not in words:
            return rest
        rest = rest[m.end():].lstrip()
        if rest.startswith("("):  # dereferenceable(8) and friends
            rest = rest[match_bracket(rest, 0):].lstrip()
        elif rest[:1].isdigit() and m.group() == "align":
            rest = rest.split(None, 1)[1] if " " in rest else ""


def remove_call_argument(call: Instruction, index: int) -> None:
    """Drop argument `index` from a direct call's argument list."""
    syn = InstructionSyntax(call)
    start, end = syn._call_span()
    args = split_top_level(syn.flat[start:end])
    if index >= len(args):
        raise LiftError(f"call has no argument {index}")
    del args[index]
    new_args = ", ".join(a.strip() for a in args)
    unflatten(call, syn.flat[:start] + new_args + syn.flat[end:])


# --------------------------------------------------------------------------------------------------
# function signatures


class FunctionSignature:
    """`prefix(params)suffix` of a function header, with the parameters as Argument values."""

    def __init__(self, function, prefix: str, arguments: list[Argument], is_vararg: bool, suffix: str,
                 named: bool):
        self.function = function
        self.prefix = prefix
        self.arguments = arguments
        self.is_vararg = is_vararg
        self.suffix = suffix
        self.named = named  # definitions name their parameters, declarations do not
        self.numbers: dict[str, Argument] = {}  # original "%N" numbers of unnamed parameters

    @classmethod
    def parse(cls, function) -> "FunctionSignature":
        header = function.src[function.own_start:function.header_end]
        name_pos = header.index("@" + function.name) + 1 + len(function.name)
        try:
            close = match_bracket(header, name_pos)
        except ValueError:
            raise _header_error(function, "unbalanced parameter list")
        shared = function.module.text_pool.setdefault  # (attributes and parameter types repeat)
        suffix = header[close:]
        sig = cls(function, header[:name_pos], [], False, shared(suffix, suffix), not function.is_declaration)
        for param in split_top_level(header[name_pos + 1:close - 1]):
            param = param.strip()
            if param == "...":
                sig.is_vararg = True
                continue
            m = _LOCAL_NAME.search(" " + param) if sig.named else None
            if m:
                spec, name = (" " + param)[:m.start()].strip(), m.group(1)
            else:
                spec, name = param, None
            number = None
            if name is not None and name.isdigit():
                number, name = name, None
            arg = Argument(function, name, shared(spec, spec))
            if number is not None:
                sig.numbers[number] = arg
            sig.arguments.append(arg)
        return sig

    @property
    def calling_convention(self) -> Optional[str]:
        m = _CALLING_CONVENTIONS.search(self.prefix)
        return m.group(1) if m else None

    @property
    def return_type(self) -> str:
        words = self.prefix.rsplit("@", 1)[0]
        # the return type is what stands before the name, after linkage/cc/attributes: parse backwards
        for i in range(len(words)):
            if words[i] == " ":
                try:
                    end = type_end(words, i + 1)
                except (ValueError, AttributeError):
                    continue
                if words[end:].strip() == "":
                    return words[i + 1:end].strip()
        return words.split()[-1]

    def remove(self, index: int) -> None:
        del self.arguments[index]

    def metadata_attachment(self, kind: str) -> Optional[str]:
        m = re.search(r"!" + re.escape(kind) + r"\s+(![-\w.]+)", self.suffix)
        return m.group(1) if m else None

    def set_metadata_attachment(self, kind: str, ref: Optional[str]) -> None:
        """Point `!kind` at `ref` ("!12"), add it, or drop it (ref None)."""
        pattern = re.compile(r" !" + re.escape(kind) + r"\s+![-\w.]+")
        if ref is None:
            self.suffix = pattern.sub("", self.suffix)
        elif pattern.search(self.suffix):
            self.suffix = pattern.sub(f" !{kind} {ref}", self.suffix)
        else:
            brace = self.suffix.rstrip().endswith("{")
            body = self.suffix.rstrip()[:-1].rstrip() if brace else self.suffix.rstrip()
            self.suffix = f"{body} !{kind} {ref}" + (" {\n" if brace else "\n")
        self.function.mark_dirty()

    def render(self, numbering: Optional[dict]) -> str:
        params = []
        for arg in self.arguments:
            params.append(f"{arg.spec} {arg.ref(numbering)}" if self.named else arg.spec)
        if self.is_vararg:
            params.append("...")
        return f"{self.prefix}({', '.join(params)}){self.suffix}"


def _header_error(function, message: str) -> LiftError:
    from .errors import position

    line, col = position(function.src, function.own_start)
    return LiftError(message, function.module.filename, line, col)


_OPERATION_FLAGS = re.compile(r"(inbounds|nuw|nusw|nsw|exact|disjoint|inrange(\([^)]*\))?)\s+")


def _operand_pieces(inst: Instruction) -> list[str]:
    """The comma-separated pieces after the opcode and its flags, operands as flatten() sentinels."""
    flat = flatten(inst)
    rest = flat.split(None, 1)[1] if " " in flat else ""
    while True:
        m = _OPERATION_FLAGS.match(rest)
        if not m:
            return [p.strip() for p in split_top_level(rest)]
        rest = rest[m.end():]


def _operand_or_literal(inst: Instruction, piece: str):
    """The operand Value of "T %v" / "%v", or the int of "T 4" / "4"; None for anything else."""
    for text in (split_type(piece)[1], piece):
        ref = _SENTINEL.fullmatch(text)
        if ref:
            return inst.operands[int(ref.group(1))]
        try:
            return int(text)
        except ValueError:
            continue
    return None


def gep_operands(inst: Instruction) -> Optional[tuple]:
    """(source element type, base, indices) of a getelementptr: base and each index are the
    operand Value, or an int for a literal index.  None when the text does not have that shape."""
    pieces = _operand_pieces(inst)
    if len(pieces) < 2:
        return None
    values = [_operand_or_literal(inst, p) for p in pieces[1:]]
    return None if None in values else (pieces[0], values[0], values[1:])


_PHI_PAIR = re.compile(r"\[\s*([^\[\]]+?)\s*,\s*(\x00\d+\x00)\s*\]")


def phi_incoming(inst: Instruction) -> Optional[list]:
    """[(value, predecessor block)] of a phi: the value is its operand Value, an int for an integer
    literal, or the literal's text (`0.000000e+00`, `undef`); None when the text does not parse."""
    flat = flatten(inst)
    pairs = []
    for value_text, block_text in _PHI_PAIR.findall(flat):
        block = inst.operands[int(_SENTINEL.fullmatch(block_text).group(1))]
        value = _operand_or_literal(inst, value_text)
        pairs.append((value_text if value is None else value, block))
    return pairs or None


def compare_operands(inst: Instruction) -> Optional[tuple[str, str, list]]:
    """(predicate, operand type, [a, b]) of an icmp/fcmp (`icmp eq i64 %a, 32`), each operand as in
    binary_operands.  None when the text does not have that shape."""
    words = flatten(inst).split(None, 2)
    if len(words) == 3 and words[1] == "samesign":  # icmp's one flag (LLVM 20)
        words = [words[0]] + words[2].split(None, 1)
    if len(words) != 3 or words[0] not in ("icmp", "fcmp"):
        return None
    pieces = [p.strip() for p in split_top_level(words[2])]
    values = [_operand_or_literal(inst, p) for p in pieces]
    if len(values) != 2 or None in values:
        return None
    return words[1], split_type(pieces[0])[0], values


def binary_operands(inst: Instruction) -> Optional[list]:
    """The two operands of a binary instruction (`add nuw i64 %a, 4`): each the operand Value or
    an int for a literal.  None when the text does not have that shape."""
    values = [_operand_or_literal(inst, p) for p in _operand_pieces(inst)]
    return values if len(values) == 2 and None not in values else None
