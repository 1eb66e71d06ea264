"""Constant expressions and globals of the host module, as interpreter values.

`parse_const` reads an LLVM constant (literals, `zeroinitializer`, `c"..."` strings, aggregates,
`getelementptr`/casts of globals, `splat`); `global_value` gives a global's address, making its
memory object from its initializer when first used (an `external` global is memory nobody wrote,
except that `std::type_info` objects get their name and the library data that procedures model --
libstdc++'s stream vtables -- gets its contents); `gep_value` is getelementptr's address arithmetic.
Anything it cannot read is `Unknown`, never a guess.
"""
from __future__ import annotations

import re
import struct
from typing import Optional

from lift import Constant, Function, GlobalVariable, Instruction, Module
from lift.ir import Alias
from lift.layout import Layouts
from lift.syntax import match_bracket, split_top_level, type_end
from passes.host.memory import Memory, Obj
from passes.host.values import Ptr, Unknown, Within, Zero, c_string, f32, signed

# External globals whose value only picks between equivalent implementations, read as 0: the
# value that is right whatever the real one is.  `__libc_single_threaded` (glibc): libstdc++'s shared_ptr
# counts use plain adds when it is nonzero and atomic ones when it is 0; 0 is correct in either
# case, and reading it as Unknown made every shared_ptr copy a branch (a fork whose two sides build
# the same objects, which the merge then forgets: a kernel object built between them lost its
# captures).
EXTERNAL_READ_AS_ZERO = frozenset({"__libc_single_threaded"})

SENTINEL = re.compile(r"\x00(\d+)\x00")  # an operand reference in an instruction's text
_INTEGER = re.compile(r"-?\d+")
_KEYWORD = re.compile(r"[a-z_]+")


class Constants:
    """Values of constants and globals of one module (globals made once, on first use)."""

    def __init__(self, module: Module, types: Layouts, memory: Memory, warn):
        self.module, self.types, self.memory, self.warn = module, types, memory, warn
        self.globals: dict = {}

    def global_value(self, g):
        if isinstance(g, Function):
            return g
        if isinstance(g, Alias):
            m = re.search(r"@(\"[^\"]+\"|[-\w$.]+)\s*$", g.text.split(",")[-1].strip())
            target = self.module.globals.get(m.group(1).strip('"')) if m else None
            return self.global_value(target) if target is not None and target is not g else Unknown()
        obj = self.globals.get(g.name)
        if obj is None:
            saved, self.memory.tracking = self.memory.tracking, 0  # an initializer is not a write a fork could undo
            try:
                obj = self.globals[g.name] = self._make_global(g)
            finally:
                self.memory.tracking = saved
        return Ptr(obj, 0)

    def object_of(self, symbol: str) -> Obj:
        """The memory of global `symbol`, whether the module declares it or not (a library's data
        that a procedure points at: the one object under that name either way)."""
        g = self.module.globals.get(symbol)
        if isinstance(g, GlobalVariable):
            return self.global_value(g).obj
        obj = self.globals.get(symbol)
        if obj is None:
            obj = self.globals[symbol] = Obj("global", symbol)
            self._fill_library_data(obj)
        return obj

    def _fill_library_data(self, obj: Obj) -> bool:
        from passes.host.procedures import LIBRARY_DATA  # (the procedures import the engine's modules)
        fill = LIBRARY_DATA.get(obj._label)
        if fill is not None:
            saved, self.memory.tracking = self.memory.tracking, 0
            try:
                fill(obj, self.object_of)
            finally:
                self.memory.tracking = saved
        return fill is not None

    def _make_global(self, g: GlobalVariable) -> Obj:
        obj = Obj("global", g.name)
        text = g.text.split("=", 1)[1] if "=" in g.text else ""
        m = re.search(r"\b(global|constant)\b", text)
        if m is None or re.search(r"\bexternal\b", text[:m.start()]):
            if g.name in EXTERNAL_READ_AS_ZERO:
                obj.zero = True
                return obj
            if self._fill_library_data(obj):
                return obj
            if g.name.startswith("_ZTI"):  # std::type_info of a C++ type: {vptr, const char *name}
                name = Obj("global", g.name + ".name", zero=True)
                name._put(0, len(g.name) - 3, g.name[4:].encode() + b"\0", "bytes")
                obj.write(8, 8, Ptr(name, 0), "ptr")
            return obj
        obj.zero = True
        rest = text[m.end():]
        try:
            end = type_end(rest)
            tyt, init = rest[:end].strip(), split_top_level(rest[end:])[0].strip()
            ti = self.types(tyt)
            val = self.parse_const(tyt, init, None)
            self.memory.store_ti(obj, 0, ti, val)
            if ti.kind in ("struct", "int", "float", "ptr"):
                obj.fields[0] = (ti.size, tyt)
        except (ValueError, IndexError, AttributeError, struct.error, OverflowError) as exc:
            self.warn(f"cannot read the initializer of @{g.name}: {exc}")
            obj.zero = False
        return obj

    def parse_const(self, tyt: str, text: str, inst: Optional[Instruction]):
        """The value of constant `text` of type `tyt`; sentinels refer to `inst`'s operands."""
        t = text.strip()
        ti = self.types(tyt) if tyt else None
        m = SENTINEL.fullmatch(t)
        if m:
            return self.operand_value(inst.operands[int(m.group(1))])
        if t in ("null", "none"):
            return 0
        if t == "true":
            return 1
        if t == "false":
            return 0
        if t in ("undef", "poison"):
            return Unknown()
        if t == "zeroinitializer":
            if ti is None:
                return 0
            if ti.kind == "int" or ti.kind == "ptr":
                return 0
            if ti.kind == "float":
                return 0.0
            return Zero(ti.size)
        if t.startswith("@"):
            name = t[1:].strip('"')
            g = self.module.globals.get(name)
            return self.global_value(g) if g is not None else Unknown()
        if t.startswith('c"'):
            return c_string(t[2:-1])
        if t[0] in "{[<":
            inner_open = 2 if t.startswith("<{") else 1
            inner = t[inner_open:-inner_open]
            if ti is None:
                return Unknown()
            elems = [x.strip() for x in split_top_level(inner)]
            if ti.kind == "struct":
                tys = [f.text for _, f in ti.fields]
            elif ti.kind in ("array", "vector"):
                tys = [ti.elem.text] * len(elems)
            else:
                return Unknown()
            out = []
            for et, piece in zip(tys, elems):
                end = type_end(piece)
                out.append(self.parse_const(et, piece[end:].strip(), inst))
            return tuple(out)
        if _INTEGER.fullmatch(t):
            v = int(t)
            return v & ((1 << ti.bits) - 1) if ti is not None and ti.kind == "int" else v
        if re.fullmatch(r"[-+]?(\d+\.\d*|\.\d+|\d+)([eE][-+]?\d+)?|[-+]?(inf|nan)", t):
            v = float(t)
            return f32(v) if tyt == "float" else v
        if re.fullmatch(r"0x[0-9A-Fa-f]{16}", t):
            v = struct.unpack("<d", int(t, 16).to_bytes(8, "little"))[0]
            return f32(v) if tyt == "float" else v
        word = _KEYWORD.match(t)
        if word:
            return self._const_expr(word.group(), t, tyt, inst)
        return Unknown()

    def _const_expr(self, word: str, t: str, tyt: str, inst):
        if word in ("dso_local_equivalent", "no_cfi"):
            return self.parse_const(tyt, t[len(word):], inst)
        if word == "splat":
            inner = t[t.index("(") + 1:t.rindex(")")]
            end = type_end(inner)
            v = self.parse_const(inner[:end], inner[end:], inst)
            ti = self.types(tyt)
            return tuple([v] * ti.count) if ti.kind == "vector" else Unknown()
        m = re.match(r"[a-z_]+((\s+(inbounds|nuw|nusw|inrange\([^)]*\)))*)\s*\(", t)
        if m is None:
            return Unknown()
        open_at = m.end() - 1
        body = t[open_at + 1:match_bracket(t, open_at) - 1]
        if word == "getelementptr":
            pieces = [x.strip() for x in split_top_level(body)]
            src_t = pieces[0]
            base = self._typed_const(pieces[1], inst)
            idx = [self._typed_const(p, inst) for p in pieces[2:]]
            return self.gep_value(src_t, base, idx)
        if word in ("bitcast", "addrspacecast", "ptrtoint", "inttoptr"):
            inner = body[:body.rindex(" to ")]
            return self._typed_const(inner, inst)
        return Unknown()

    def _typed_const(self, piece: str, inst):
        piece = re.sub(r"^(inrange\([^)]*\)\s*)", "", piece.strip())
        end = type_end(piece)
        rest = piece[end:].strip()
        rest = re.sub(r"^(inrange\([^)]*\)\s*)", "", rest)
        return self.parse_const(piece[:end].strip(), rest, inst)

    def gep_offset(self, src_t: str, indices: list) -> Optional[int]:
        """The byte offset getelementptr adds with these integer indices into `src_t`; None where
        the arithmetic gives no pointer (an index into a type that is neither struct, array nor
        vector).  A struct index out of range (IR the verifier rejects) is an IndexError."""
        ti = self.types(src_t)
        off = 0
        for n, idx in enumerate(indices):
            if n == 0:
                off += signed(idx, 64) * ti.size
            elif ti.kind == "struct":
                if not 0 <= idx < len(ti.fields):
                    raise IndexError(f"struct index {idx} out of range in getelementptr {src_t}")
                fo, ti = ti.fields[idx]
                off += fo
            elif ti.kind in ("array", "vector"):
                ti = ti.elem
                off += signed(idx, 64) * ti.size
            else:
                return None
        return off

    def gep_value(self, src_t: str, base, indices: list):
        """Address arithmetic of getelementptr with evaluated indices (an index the IR does not fix
        gives a pointer somewhere into the same object: getelementptr stays within its object)."""
        if type(base) is Within:
            return base
        if type(base) is not Ptr:
            return Unknown()
        fixed = next((n for n, idx in enumerate(indices) if type(idx) is not int), None)
        if fixed is not None:  # the indices before the first unfixed one still say whether it is a pointer
            return Unknown() if self.gep_offset(src_t, indices[:fixed]) is None else Within(base.obj)
        off = self.gep_offset(src_t, indices)
        return Unknown() if off is None else Ptr(base.obj, base.off + off)

    def operand_value(self, v):
        if isinstance(v, Function):
            return v
        if isinstance(v, (GlobalVariable, Alias)):
            return self.global_value(v)
        if isinstance(v, Constant):
            return self.parse_const("", v.text, None)
        return Unknown()
