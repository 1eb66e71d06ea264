"""Pointers for the OpenCL C writer (`passes.opencl.writer`): how a pointer value is written.

Opaque-pointer IR says what a pointer points to only at its uses: a load or store names the type,
a GEP its source element type, and DPC++ 2025+ writes byte offsets (`getelementptr i8, p, 8`).
C needs typed pointers.  A pointer is therefore kept as a `PtrForm`:

* the address of an lvalue plus a byte offset -- by-value parameters, private variables, globals:
  `&range0` + 8 is read, when a load of i64 there comes, as the member that lies at byte 8
  (`range0.v[1]`, found by `ModuleWriter.subobject` from the C struct's layout);
* or a C pointer expression to elements of some type, plus an element index, so GEP chains merge
  (`acc0 + i`, then `[j]` -> `acc0[i + j]`) and a load of that type reads `acc0[i + j]`.

Loads and stores of another type, and GEPs that do not fit (an i8 GEP by a variable, a struct index
through a pointer of another type), become casts and byte arithmetic: `*(__global uint*)((__global
uchar*)p + 8)` -- always correct, only less pretty.  Address spaces come from the module writer's
resolution (generic pointers resolved where possible, see `passes.opencl.writer`).
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Optional

from lift import Argument, GlobalVariable, LiftError
from lift.ir import Instruction

from .ast import PRIMARY, UNARY, CExpr, binop, call, cast, index, lit, name_expr, par, ternary, unop
from .decode import CExprNode, Lit, Opnd
from .types import I8, I64, ArrT, IntT, IRType, PtrT, StructT, VecT, int_value

BOTTOM, GENERIC = -1, 4  # BOTTOM: no address space known yet; GENERIC: unresolved addrspace(4)
QUAL = {0: "__private ", 1: "__global ", 2: "__constant ", 3: "__local ", GENERIC: ""}


@dataclass(frozen=True)
class PtrForm:
    """How a pointer value is written.  Either the address of an lvalue plus a byte offset
    (`lv`, of IR type `obj`: `&range0` + 8 reads as `range0.v[1]`), or a C pointer expression `base`
    to elements of `pointee`, with an element `index` added (`acc0 + i` reads as `acc0[i]`)."""

    space: int
    lv: Optional[CExpr] = None
    obj: Optional[IRType] = None
    off: int = 0
    base: Optional[CExpr] = None
    index: Optional[CExpr] = None
    pointee: Optional[IRType] = None

    @property
    def is_lv(self) -> bool:
        return self.lv is not None


class PointerMixin:
    """FunctionWriter's pointer methods (it supplies R, dec, kind, var, ptr_pointee, mw, tt, ...)."""

    def form(self, v) -> PtrForm:
        v = self.R(v)
        if isinstance(v, Instruction):
            k = self.kind.get(v)
            if k in ("var", "phi", "coalesced"):
                holder = self.coalesced.get(v, v)
                return PtrForm(self.mw.space(self, holder), base=name_expr(self.var[v]), pointee=self.ptr_pointee[holder])
            if k == "alloca":
                return PtrForm(self.dec[v].ty.space, lv=name_expr(self.var[v]), obj=self.alloca_obj[v])
            if k in ("inline", "free"):
                key = ("form", v)
                if key not in self._memo:
                    self._memo[key] = self._compute_form(v)
                return self._memo[key]
            raise self.error(v, f"internal: pointer of kind {k}")
        if isinstance(v, Argument):
            if v in self.byval:
                return PtrForm(0, lv=name_expr(self.var[v]), obj=self.byval[v])
            return PtrForm(self.mw.space(self, v), base=name_expr(self.var[v]), pointee=self.ptr_pointee[v])
        if isinstance(v, GlobalVariable):
            return self.mw.global_form(self, v)
        if isinstance(v, Lit):
            return PtrForm(1, base=lit("0"), pointee=I8)
        if isinstance(v, CExprNode):
            if v.opcode == "getelementptr":
                return self.gep_form(self.form(v.ops[0].v), v.src_ty, v.ops[1:], v.ops[0].ty.space)
            if v.opcode in ("bitcast", "addrspacecast"):
                return self._cast_form(self.form(v.ops[0].v))
            if v.opcode == "inttoptr":
                return self._int_form(v.ops[0], v.ty, None)
        raise LiftError(f"@{self.fn.name}: cannot write pointer {v!r}")

    def _compute_form(self, inst: Instruction) -> PtrForm:
        d = self.dec[inst]
        op = d.opcode
        if op == "getelementptr":
            return self.gep_form(self.form(d.ops[0].v), d.src_ty, d.ops[1:], self.mw.space(self, inst))
        if op in ("addrspacecast", "bitcast", "freeze"):
            return self._cast_form(self.form(d.ops[0].v), self.mw.space(self, inst))
        if op == "inttoptr":
            return self._int_form(d.ops[0], d.ty, inst)
        if op == "load":
            slot = self.deref(self.form(d.ops[0].v), d.ty)
            space = self.mw.space(self, inst)
            pointee = self.ptr_pointee.get(inst) or self.choose_pointee(inst, d.ty.pointee or I8)
            return PtrForm(space, base=cast(self.ptr_ctype(space, pointee), slot), pointee=pointee)
        if op == "select":
            space = self.mw.space(self, inst)
            fa = self.form(d.ops[1].v)
            pointee = self.form_pointee(fa)
            a = self.ptr_value(fa, pointee, space)
            b = self.ptr_to(d.ops[2].v, pointee, space)
            return PtrForm(space, base=ternary(self.val(d.ops[0]), a, b), pointee=pointee)
        if op == "call":
            if self.callee[inst].kind == "generic_cast":
                return self._generic_cast_form(inst, d, self.callee[inst].name)
            if self.callee[inst].kind != "user":
                raise self.error(inst, f"call to @{d.callee.name} returning a pointer has no OpenCL C translation")
            return PtrForm(self.mw.return_space(d.callee), base=self.call_expr(inst, d, self.callee[inst]),
                           pointee=self.mw.return_pointee(d.callee))
        if op == "phi":
            raise self.error(inst, "internal: phi must be a variable")
        raise self.error(inst, f"`{op}` producing a pointer has no OpenCL C translation here")

    def _generic_cast_form(self, inst: Instruction, d, builtin: str) -> PtrForm:
        """__spirv_GenericCastToPtrExplicit_ToGlobal(p) and its kin: `p` itself when its address
        space is known to be the target's (DPC++'s reductions make a global pointer generic and
        cast it back), a null pointer when it is known to be another (the explicit cast fails),
        else OpenCL C 2.0's `to_global(p)` (the generic address space feature)."""
        target = d.ty.space
        f = self.form(d.ops[0].v)
        if f.space == target:
            return f
        pointee = self.form_pointee(f)
        if f.space != GENERIC:
            return PtrForm(target, base=cast(self.ptr_ctype(target, pointee), lit("0")), pointee=pointee)
        self.features.add("generic_address_space")
        return PtrForm(target, base=call(builtin, self.ptr_value(f, pointee)), pointee=pointee)

    def _cast_form(self, f: PtrForm, space: Optional[int] = None) -> PtrForm:
        """addrspacecast/bitcast: the same address; a real cast only where the resolved address
        spaces differ (named <-> generic)."""
        space = f.space if space is None else space
        if space == f.space or space == BOTTOM:
            return f
        pointee = self.form_pointee(f)
        return PtrForm(space, base=cast(self.ptr_ctype(space, pointee), self.ptr_value(f, pointee)), pointee=pointee)

    def _int_form(self, o: Opnd, ty: PtrT, inst) -> PtrForm:
        space = self.mw.space(self, inst) if inst is not None else (ty.space if ty.space != GENERIC else 1)
        pointee = (self.ptr_pointee.get(inst) if inst is not None else None) or \
            (self.choose_pointee(inst, ty.pointee or I8) if inst is not None else (ty.pointee or I8))
        e = self.val(o)
        if not (isinstance(o.ty, IntT) and o.ty.bits == 64):
            e = cast("ulong", e)
        return PtrForm(space, base=cast(self.ptr_ctype(space, pointee), e), pointee=pointee)

    def form_pointee(self, f: PtrForm) -> IRType:
        if f.is_lv:
            return f.obj if f.off == 0 else I8
        return f.pointee or I8

    def same_c(self, a: IRType, b: IRType) -> bool:
        """Do values of these IR types have the same C type in memory?"""
        return self.mw.c_mem(a) == self.mw.c_mem(b)

    def index_expr(self, o: Opnd) -> CExpr:
        """A GEP index: sign-extended to 64 bits, as LLVM reads it."""
        v = self.R(o.v)
        if isinstance(v, Lit):
            return self.literal(v, I64, signed=True)
        if isinstance(o.ty, IntT) and o.ty.bits < 64:
            return self.signed(o)
        return self.value(v, o.ty)

    def _const(self, o: Opnd) -> Optional[int]:
        v = self.R(o.v)
        if isinstance(v, Lit) and isinstance(o.ty, IntT):
            return int_value(v.text, o.ty.bits) if v.text not in ("undef", "poison") else 0
        return None

    def _const_offset(self, src_ty: IRType, idxs: list) -> Optional[int]:
        """Byte offset of a GEP whose indices are all constants (else None)."""
        total = 0
        ty = src_ty
        for n, o in enumerate(idxs):
            k = self._const(o)
            if k is None:
                return None
            if n == 0:
                total += k * self.tt.size(ty)
                continue
            ty = self.tt.resolve(ty)
            if isinstance(ty, StructT):
                total += self.tt.field_offsets(ty)[k]
                ty = ty.fields[k]
            elif isinstance(ty, (ArrT, VecT)):
                total += k * self.tt.size(ty.elem)
                ty = ty.elem
            else:
                return None
        return total

    def gep_form(self, f: PtrForm, S: IRType, idxs: list, space: int) -> PtrForm:
        tt = self.tt
        if space != f.space and space != BOTTOM:
            f = self._cast_form(f, space)
        # byte-offset GEPs (`getelementptr i8, p, 8`), as LLVM 19+ canonicalizes them
        if S == I8 and len(idxs) == 1:
            k = self._const(idxs[0])
            if f.is_lv and k is not None:
                return replace(f, off=f.off + k)
            if not f.is_lv and k is not None and f.pointee is not None:
                size = tt.size(f.pointee) if not isinstance(tt.resolve(f.pointee), StructT) else 0
                if size and k % size == 0:
                    return replace(f, index=_add(f.index, k // size))
            return PtrForm(f.space, base=self.ptr_value(f, I8), index=self.index_expr(idxs[0]), pointee=I8)
        if f.is_lv:
            offset = self._const_offset(S, idxs)
            if offset is not None:
                return replace(f, off=f.off + offset)
            k0 = self._const(idxs[0])
            if k0 is not None:
                L, T, off = f.lv, f.obj, f.off + k0 * tt.size(S)
                return self._descend(f, L, T, off, S, idxs)
            base, index = self.ptr_value(f, S), self.index_expr(idxs[0])
        else:
            P = f.pointee
            if isinstance(tt.resolve(S), ArrT):  # C writes a pointer to an array as one to its elements
                flat = self._array_index(S, idxs)
                if flat is None:
                    return self._byte_gep(f, S, idxs)
                elem, index = flat
                if P is not None and self.same_c(P, elem):
                    return PtrForm(f.space, base=f.base, index=_add_expr(f.index, index), pointee=elem)
                return PtrForm(f.space, base=self.ptr_value(f, elem), index=index, pointee=elem)
            if P is not None and self.same_c(P, S):
                base, index = f.base, _add_expr(f.index, self.index_expr(idxs[0]))
            else:
                base, index = self.ptr_value(f, S), self.index_expr(idxs[0])
        if len(idxs) == 1:
            return PtrForm(f.space, base=base, index=index, pointee=S)
        L = self._deref_expr(base, index)
        return self._descend(f, L, S, 0, S, idxs)

    def _array_index(self, S: IRType, idxs: list) -> Optional[tuple]:
        """(innermost element type, element index) of a GEP on an array type S whose indices stay in
        its (nested) arrays: `[4 x [8 x float]], p, a, b, c` is float index a*32 + b*8 + c; None when
        an index goes into a struct or vector."""
        t, count = self.tt.resolve(S), 1
        while isinstance(t, ArrT):
            count *= t.n
            t = self.tt.resolve(t.elem)
        elem, t, scale = t, self.tt.resolve(S), count
        const, total = 0, None
        for n, o in enumerate(idxs):
            if n > 0:
                if not isinstance(t, ArrT):
                    return None
                scale //= t.n
                t = self.tt.resolve(t.elem)
            k = self._const(o)
            if k is not None:
                const += k * scale
                continue
            e = self.index_expr(o)
            e = e if scale == 1 else binop(e, "*", lit(str(scale)))
            total = e if total is None else binop(total, "+", e)
        if const or total is None:
            total = _add_expr(total, CExpr(str(const)) if const >= 0 else CExpr(str(const), UNARY))
        return elem, total

    def _descend(self, f: PtrForm, L: CExpr, T: IRType, off: int, S: IRType, idxs: list) -> PtrForm:
        """The rest of a GEP's indices from lvalue L (object type T, at byte `off` an object of type S)."""
        tt = self.tt
        cur = S
        for o in idxs[1:]:
            c = tt.resolve(cur)
            k = self._const(o)
            if isinstance(c, StructT):
                off += tt.field_offsets(c)[k]
                cur = c.fields[k]
            elif isinstance(c, (ArrT, VecT)):
                if k is not None:
                    off += k * tt.size(c.elem)
                else:
                    path = self.mw.subobject(T, off, cur)
                    if path is None or isinstance(c, VecT):
                        return self._byte_gep(f, S, idxs)
                    L = index(self._path(L, path), self.index_expr(o))
                    T, off = c.elem, 0
                cur = c.elem
            else:
                return self._byte_gep(f, S, idxs)
        return PtrForm(f.space, lv=L, obj=T, off=off)

    def _byte_gep(self, f: PtrForm, S: IRType, idxs: list) -> PtrForm:
        """Any GEP as byte arithmetic: (uchar*)p + sum(index * size) + constant offsets."""
        tt = self.tt
        terms: list = []
        const = 0
        cur = S
        for n, o in enumerate(idxs):
            k = self._const(o)
            if n == 0:
                size = tt.size(cur)
            else:
                c = tt.resolve(cur)
                if isinstance(c, StructT):
                    const += tt.field_offsets(c)[k]
                    cur = c.fields[k]
                    continue
                cur = c.elem
                size = tt.size(cur)
            if k is not None:
                const += k * size
            else:
                e = self.index_expr(o)
                terms.append(e if size == 1 else binop(e, "*", lit(str(size))))
        total = None
        for t in terms:
            total = t if total is None else binop(total, "+", t)
        if const:
            total = _add_expr(total, CExpr(str(const)) if const > 0 else CExpr(str(const), UNARY))
        return PtrForm(f.space, base=self.ptr_value(f, I8), index=total, pointee=I8)

    def _deref_expr(self, base: CExpr, idx: Optional[CExpr]) -> CExpr:
        if idx is None or idx.text == "0":
            return CExpr(f"*{par(base, UNARY)}", UNARY, base.vars, lhs=base)
        return index(base, idx)

    def _path(self, L: CExpr, path: str) -> CExpr:
        if not path:
            return L
        if path.startswith(".") and L.text.startswith("*") and L.prec == UNARY and L.lhs is not None:
            return CExpr(f"{par(L.lhs, PRIMARY)}->{path[1:]}", PRIMARY, L.vars)
        return CExpr(f"{par(L, PRIMARY)}{path}", PRIMARY, L.vars)

    def deref(self, f: PtrForm, T: IRType) -> CExpr:
        """The lvalue of the `T` object a pointer points to."""
        if f.is_lv:
            path = self.mw.subobject(f.obj, f.off, T)
            if path is not None:
                return self._path(f.lv, path)
            return self._deref_expr(cast(self.ptr_ctype(f.space, T), self.ptr_value(f, I8 if f.off else None)), None)
        P = f.pointee
        if P is not None and self.same_c(P, T):
            return self._deref_expr(f.base, f.index)
        if P is not None and isinstance(self.tt.resolve(P), (StructT, ArrT)):
            L = self._deref_expr(f.base, f.index)
            path = self.mw.subobject(P, 0, T)
            if path is not None:
                return self._path(L, path)
        if f.index is not None and P is not None and self.tt.size(P) == self.tt.size(T):
            return index(cast(self.ptr_ctype(f.space, T), f.base), f.index)
        return self._deref_expr(cast(self.ptr_ctype(f.space, T), self.ptr_value(f)), None)

    def ptr_value(self, f: PtrForm, want: Optional[IRType] = None, space: Optional[int] = None) -> CExpr:
        """The pointer as a C expression of type `space want*` (defaults: its own)."""
        target = f.space if space is None or space == BOTTOM else space
        if f.is_lv:
            if want is None:
                want = f.obj if f.off == 0 else I8
            path = self.mw.subobject(f.obj, f.off, want)
            if path == "[0]" and isinstance(self.tt.resolve(f.obj), ArrT):
                e = f.lv  # an array stands for the address of its first element
            elif path is not None:
                lv = self._path(f.lv, path)
                e = lv.lhs if lv.text.startswith("*") and lv.lhs is not None and lv.prec == UNARY else \
                    unop("&", lv)
            else:
                whole = f.lv.lhs if f.lv.text.startswith("*") and f.lv.lhs is not None and f.lv.prec == UNARY \
                    else unop("&", f.lv)
                if f.off:
                    whole = binop(cast(self.ptr_ctype(f.space, I8), whole), "+", lit(str(f.off)))
                e = cast(self.ptr_ctype(f.space, want), whole)
        else:
            e = f.base if f.index is None else binop(f.base, "+", f.index)
            if want is not None and not (f.pointee is not None and self.same_c(f.pointee, want)):
                e = cast(self.ptr_ctype(f.space, want), e)
        if target != f.space:
            e = cast(self.ptr_ctype(target, want or self.form_pointee(f)), e)
        return e

    def ptr_to(self, v, pointee: IRType, space: int) -> CExpr:
        return self.ptr_value(self.form(v), pointee, space)


def _add(index: Optional[CExpr], k: int) -> Optional[CExpr]:
    if k == 0:
        return index
    if index is None:
        return CExpr(str(k)) if k > 0 else CExpr(str(k), UNARY)
    return binop(index, "+", lit(str(k))) if k > 0 else binop(index, "-", lit(str(-k)))


def _add_expr(a: Optional[CExpr], b: Optional[CExpr]) -> Optional[CExpr]:
    if a is None or a.text == "0":
        return b
    if b is None or b.text == "0":
        return a
    if _is_int_literal(a) and not _is_int_literal(b):
        a, b = b, a  # constants last: `i + 1`, `i - 1` (ulong addition commutes, wrapping included)
    if b.text.startswith("-") and b.prec == UNARY and b.text[1:].isdigit():
        return binop(a, "-", lit(b.text[1:]))
    return binop(a, "+", b)


def _is_int_literal(e: CExpr) -> bool:
    t = e.text[1:] if e.text.startswith("-") else e.text
    return t.isdigit()
