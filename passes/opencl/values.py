"""Values for the OpenCL C writer (`passes.opencl.writer`): the C expression of each instruction.

Integers are kept in unsigned C types of the IR's width, so C's arithmetic wraps exactly as LLVM's
(flags such as nsw/nuw only add poison, which C need not reproduce).  Signed operations (sdiv, srem,
ashr, signed compares, sext, sitofp, fptosi, smax/smin/abs) view their operands as signed with casts;
uchar/ushort results are cut back to their width after C's integer promotion.  Float compares keep
LLVM's ordered/unordered meaning (`u<` is `!(a >= b)`, `one` is `islessgreater`).  llvm.fmuladd
calls a helper whose body is `a * b + c` under `FP_CONTRACT ON`, which clang compiles back to
llvm.fmuladd: the device compiler keeps LLVM's freedom to fuse or not (see `fmuladd_helper`).
Vector constants (`<float 1.0, float 2.0>`, LLVM 19+'s `splat (float 1.0)`, zeroinitializer) are
OpenCL C vector literals, `(float4)(1.0f)` for a splat; an undef or poison lane takes a defined lane's
value.  A vector of i1 (vector icmp/fcmp, SPIR-V's relational functions) is a charN mask whose true
lanes are -1, as OpenCL C's vector compares give them (see `types.c_vector`, `truth_as`).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from lift import Argument, LiftError
from lift.ir import Instruction

from . import builtins as bi
from . import spec_constants
from . import portable as portable_module
from .ast import (ADD, ASSIGN, PRIMARY, UNARY, CExpr, ExprStmt, Raw, binop, call, cast, index, lit, name_expr, negate,
                           par, ternary, unop, with_fallback)
from .decode import CExprNode, Decoded, Lit, Opnd, VecLit
from .types import (I8, ArrT, FloatT, IntT, IRType, PtrT, VecT, c_int, c_value_type, c_vector, c_width, float_literal,
                             float_value, int_literal, int_value, is_bool_vector, is_padded, lane_wise_memory,
                             type_text)

_INT_OPS = {"add": "+", "sub": "-", "mul": "*", "udiv": "/", "urem": "%", "shl": "<<", "lshr": ">>",
            "and": "&", "or": "|", "xor": "^"}
_FLOAT_OPS = {"fadd": "+", "fsub": "-", "fmul": "*", "fdiv": "/"}
# Callee kinds written by the ValueMixin method of that name
COLLECTIVE_KINDS = ("spirv_atomic", "legacy_atomic", "spirv_group", "spirv_shuffle", "opencl_collective")
_ICMP = {"eq": "==", "ne": "!=", "ult": "<", "ule": "<=", "ugt": ">", "uge": ">=",
         "slt": "<", "sle": "<=", "sgt": ">", "sge": ">="}


@dataclass(frozen=True)
class BuiltinQuery:
    """A work-item query read from an old-style `@__spirv_BuiltIn*` global (dim -1: no dimension)."""

    func: str
    dim: int


class ValueMixin:
    """FunctionWriter's expression methods (it supplies R, dec, kind, var, callee, form, ...)."""

    def val(self, o: Opnd) -> CExpr:
        """The C expression of an operand (pointers: to their natural element type)."""
        if isinstance(o.ty, PtrT):
            return self.ptr_value(self.form(o.v))
        return self.value(o.v, o.ty)

    def value(self, v, ty: IRType) -> CExpr:
        v = self.R(v)
        if isinstance(v, Instruction):
            k = self.kind.get(v)
            if k in ("var", "phi", "coalesced"):
                return name_expr(self.var[v])
            if k in ("inline", "free"):
                if v not in self._memo:
                    self._memo[v] = self.compute(v)
                return self._memo[v]
            raise self.error(v, f"internal: value of kind {k}")
        if isinstance(v, Argument):
            return name_expr(self.var[v])
        if isinstance(v, Lit):
            return self.literal(v, ty)
        if isinstance(v, VecLit):
            return self.vector_constant(v, ty)
        if isinstance(v, BuiltinQuery):
            e = work_item_call(v.func) if v.dim < 0 else call(v.func, lit(str(v.dim)))
            return cast(c_value_type(ty), e) if not (isinstance(ty, IntT) and ty.bits == 64) and v.dim >= 0 else e
        if isinstance(v, CExprNode):
            if v.opcode == "ptrtoint":
                return cast(c_value_type(ty), cast("ulong", self.ptr_value(self.form(v.ops[0].v))))
            raise LiftError(f"@{self.fn.name}: constant expression {v.opcode} has no OpenCL C translation")
        raise LiftError(f"@{self.fn.name}: cannot write value {v!r}")

    def literal(self, v: Lit, ty: IRType, signed: bool = False) -> CExpr:
        t = v.text
        if t in ("undef", "poison", "zeroinitializer"):
            return self.zero(ty)
        if isinstance(ty, IntT):
            text, prec = int_literal(int_value(t, ty.bits), ty.bits, signed)
            return CExpr(text, prec)
        if isinstance(ty, FloatT):
            if ty.name == "double":
                self.mw.need_fp64 = True
            if ty.name == "half":
                self.mw.need_fp16 = True
            text, prec = float_literal(float_value(t, ty), ty)
            return CExpr(text, prec)
        if isinstance(ty, PtrT) and t == "null":
            return lit("0")
        raise LiftError(f"@{self.fn.name}: literal {t} of type {type_text(ty)} has no OpenCL C translation")

    def vector_constant(self, v: VecLit, ty: VecT) -> CExpr:
        """A vector constant (`<float 1.0, float 2.0>`, `splat (i32 7)`) as an OpenCL C vector literal,
        `(float4)(1.0f)` when every lane is the same.  An undef or poison lane may hold any value:
        it takes the first defined lane's, so `<float 2.0, float 2.0, float poison, float poison>`
        reads `(float4)(2.0f)`."""
        defined = [e for e in v.elems if not _is_undef(self.R(e.v))]
        if not defined:
            return self.zero(ty)
        return self.vector_literal(ty, [self.lane(e if not _is_undef(self.R(e.v)) else defined[0], ty)
                                        for e in v.elems])

    def lane(self, o: Opnd, ty: VecT) -> CExpr:
        """Scalar operand `o` as a lane of a vector of type `ty`: its value, but a lane of an i1
        vector is a char whose true has all bits set (types.c_vector), where a scalar i1 is a bool."""
        if not is_bool_vector(ty):
            return self.value(o.v, o.ty)
        v = self.R(o.v)
        if isinstance(v, Lit):
            return lit("0" if v.text in ("false", "zeroinitializer", "undef", "poison") else "-1")
        return ternary(self.value(v, o.ty), lit("-1"), lit("0"))

    def zero(self, ty: IRType) -> CExpr:
        if isinstance(ty, IntT):
            return lit("false" if ty.bits == 1 else "0")
        if isinstance(ty, FloatT):
            return CExpr(float_literal(0.0, ty)[0])
        if isinstance(ty, VecT):
            return CExpr(f"({c_vector(ty)})(0)", UNARY)
        if isinstance(ty, PtrT):
            return lit("0")
        raise LiftError(f"@{self.fn.name}: no zero value of type {type_text(ty)}")

    def signed(self, o: Opnd) -> CExpr:
        """An integer operand viewed as signed (the IR value's bits, C's signed type)."""
        v = self.R(o.v)
        ty = o.ty
        if isinstance(v, Lit) and isinstance(ty, IntT):
            return self.literal(v, ty, signed=True)
        e = self.value(v, ty)
        if isinstance(ty, VecT):
            return call(f"as_{c_vector(ty, True)}", e)
        return cast(c_int(ty.bits, True), e)

    def builtin_arg(self, o: Opnd, signed: bool = False) -> CExpr:
        """An argument of an overloaded OpenCL built-in, whose C type must match exactly: an integer
        literal (C type int) gets the parameter's type, so `min(x, 7)` on uint x is `min(x, (uint)7)`."""
        v = self.R(o.v)
        if isinstance(v, Lit) and isinstance(o.ty, IntT) and o.ty.bits > 1:
            e = self.literal(v, o.ty, signed)
            return e if signed and o.ty.bits == 32 else cast(c_int(o.ty.bits, signed), e)
        e = self.signed(o) if signed else self.val(o)
        if isinstance(o.ty, IntT) and o.ty.bits > 1 and e.op is not None:
            # arithmetic inlined from literals (`12 - 1`, once the rewrite made a size constant) has
            # C type int whatever the IR type: `min(ulong, int)` is ambiguous
            return cast(c_int(o.ty.bits, signed), e)
        return e

    def unsigned_result(self, e: CExpr, ty: IRType) -> CExpr:
        if isinstance(ty, VecT):
            return call(f"as_{c_vector(ty)}", e)
        return cast(c_int(ty.bits), e)

    def compute(self, inst: Instruction) -> CExpr:
        d = self.dec[inst]
        op = d.opcode
        ty = d.ty
        if isinstance(ty, PtrT):
            return self.ptr_value(self.form(inst))
        if op in _INT_OPS or op in ("sdiv", "srem", "ashr"):
            return self.int_binary(d)
        if op in _FLOAT_OPS or op == "frem":
            a, b = self.val(d.ops[0]), self.val(d.ops[1])
            self._float_op(ty, op)
            if op == "frem":
                return call("fmod", a, b)
            return binop(a, _FLOAT_OPS[op], b)
        if op == "fneg":
            return unop("-", self.val(d.ops[0]))
        if op == "icmp":
            return self.icmp(d)
        if op == "fcmp":
            return self.fcmp(d)
        if op in ("trunc", "zext", "sext", "fptrunc", "fpext", "fptoui", "fptosi", "uitofp", "sitofp",
                  "ptrtoint", "bitcast"):
            return self.conversion(inst, d)
        if op == "select":
            return self.select(inst, d)
        if op == "load":
            if lane_wise_memory(ty):  # lane by lane: the C vector would read past the IR's lanes
                lanes = self.ptr_value(self.form(d.ops[0].v), ty.elem)
                return self.vector_literal(ty, [index(lanes, lit(str(k))) for k in range(ty.n)])
            lv = self.deref(self.form(d.ops[0].v), ty)
            if isinstance(ty, IntT) and ty.bits == 1:
                return cast("bool", lv)
            return lv
        if op == "extractelement":
            k = self.R(d.ops[1].v)
            if not isinstance(k, Lit):
                raise self.error(inst, "extractelement with a variable index is not supported")
            e = CExpr(f"{par(self.val(d.ops[0]), PRIMARY)}.s{int_value(k.text, 64):x}", PRIMARY,
                      self.val(d.ops[0]).vars)
            # a lane of an i1 vector is 0 or -1 (types.c_vector): as a scalar i1, a bool
            return binop(e, "!=", lit("0"), int_compare=True) if is_bool_vector(d.ops[0].ty) else e
        if op in ("insertelement", "shufflevector"):
            return self.vector_literal(ty, self.vector_elems(inst))
        if op == "call":
            e = self.call_expr(inst, d, self.callee[inst])
            if not isinstance(e, CExpr):
                raise self.error(inst, "internal: call without a value")
            return e
        raise self.error(inst, f"`{op}` has no OpenCL C translation here")

    def store_lanes(self, ptr: Opnd, val: Opnd) -> Raw:
        """A store of a vector lane by lane (types.lane_wise_memory), of its value computed once."""
        lanes = self.ptr_value(self.form(ptr.v), val.ty.elem)
        value = self.val(val)
        t = self.names.fresh("lanes")
        return Raw(["{", f"    {c_vector(val.ty)} {t} = {value.text};"] +
                   [f"    {par(lanes, PRIMARY)}[{k}] = {t}.s{k:x};" for k in range(val.ty.n)] + ["}"],
                   lanes.vars | value.vars)

    def vector_literal(self, ty: VecT, lanes: list) -> CExpr:
        """`(float4)(a, b, c, d)`, or `(float4)(a)` when the lanes are all the same (pure C
        expressions: the same text is the same value); a padded vector's extra lanes (types.c_width)
        are zeros."""
        if all(e.text == lanes[0].text for e in lanes):
            lanes = lanes[:1]
        else:
            lanes = lanes + [self.zero(ty.elem)] * (c_width(ty) - len(lanes))
        return CExpr(f"({c_vector(ty)})({', '.join(e.text for e in lanes)})", UNARY,
                     frozenset().union(*(e.vars for e in lanes)))

    def _float_op(self, ty: IRType, op: str) -> None:
        elem = ty.elem if isinstance(ty, VecT) else ty
        if isinstance(elem, FloatT):
            if elem.name == "double":
                self.mw.need_fp64 = True
            elif elem.name == "half":
                self.mw.need_fp16 = True
            elif op == "fdiv":
                self.mw.need_div_sqrt = True

    def int_binary(self, d: Decoded) -> CExpr:
        op = d.opcode
        a, b = d.ops
        ty = d.ty
        bits = (ty.elem if isinstance(ty, VecT) else ty).bits
        if bits == 1 and isinstance(ty, VecT):
            # lanes of 0 and -1 (types.c_vector): arithmetic modulo 2 is bitwise
            op = {"add": "xor", "sub": "xor", "mul": "and"}.get(op, op)
            if op not in ("and", "or", "xor"):
                raise LiftError(f"@{self.fn.name}: `{d.opcode} {type_text(ty)}` has no OpenCL C translation")
        elif bits == 1:
            ea, eb = self.val(a), self.val(b)
            if op == "and" or op == "mul":
                return binop(ea, "&&", eb)
            if op == "or":
                return binop(ea, "||", eb)
            if op in ("xor", "add", "sub"):
                if eb.text == "true":
                    return negate(ea)
                return binop(ea, "!=", eb)
            raise LiftError(f"@{self.fn.name}: `{op} i1` has no OpenCL C translation")
        if op in ("sdiv", "srem"):
            e = binop(self.signed(a), "/" if op == "sdiv" else "%", self.signed(b))
            return self.unsigned_result(e, ty)
        if op == "ashr":
            e = binop(self.signed(a), ">>", self.val(b))
            return self.unsigned_result(e, ty)
        ea = self.val(a)
        bv = self.R(b.v)
        if isinstance(self.R(a.v), Lit) and op in ("shl", "lshr") and not isinstance(ty, VecT):
            ea = cast(c_int(bits), ea)  # a literal's C type is int: give it the operation's width
        if op == "add" and isinstance(bv, Lit) and isinstance(ty, IntT) and int_value(bv.text, bits) < 0 \
                and int_value(bv.text, bits) != -(1 << (bits - 1)):
            e = binop(ea, "-", lit(str(-int_value(bv.text, bits))))
        elif op == "xor" and isinstance(bv, Lit) and isinstance(ty, IntT) and int_value(bv.text, bits) == -1:
            e = unop("~", ea)
        else:
            e = binop(ea, _INT_OPS[op], self.val(b))
        if bits < 32 and not isinstance(ty, VecT):
            e = cast(c_int(bits), e)  # C promotes uchar/ushort to int: cut back to the IR's width
        return e

    def icmp(self, d: Decoded) -> CExpr:
        a, b = d.ops
        op = _ICMP[d.pred]
        if isinstance(a.ty, VecT):
            if isinstance(a.ty.elem, PtrT):
                raise LiftError(f"@{self.fn.name}: icmp of pointer vectors is not supported")
            signed = d.pred.startswith("s")
            ea, eb = (self.signed(a), self.signed(b)) if signed else (self.val(a), self.val(b))
            return truth_as(binop(ea, op, eb), d.ty)
        if isinstance(a.ty, PtrT):
            fa, fb = self.form(a.v), self.form(b.v)
            if d.pred in ("eq", "ne"):
                pa = self.ptr_value(fa)
                pb = self.ptr_value(fb, self.form_pointee(fa), fa.space) if not _is_null(self.R(b.v)) else lit("0")
                return binop(pa, op, pb, int_compare=True)
            return binop(cast("ulong", self.ptr_value(fa)), op, cast("ulong", self.ptr_value(fb)), int_compare=True)
        if d.pred.startswith("s"):
            return binop(self.signed(a), op, self.signed(b), int_compare=True)
        return binop(self.val(a), op, self.val(b), int_compare=True)

    def fcmp(self, d: Decoded) -> CExpr:
        return truth_as(self.float_compare(d.pred, *d.ops), d.ty)

    def float_compare(self, p: str, a: Opnd, b: Opnd) -> CExpr:
        """fcmp `p` of a and b in C: for scalars a truth value, for vectors OpenCL C's relational
        result (a signed integer vector of the operands' lane width, -1 in true lanes)."""
        vector = isinstance(a.ty, VecT)
        ea, eb = self.val(a), self.val(b)
        ordered = {"oeq": "==", "ogt": ">", "oge": ">=", "olt": "<", "ole": "<="}
        unordered = {"ult": ">=", "ule": ">", "ugt": "<=", "uge": "<"}  # u<op> is !(a <inverse> b)
        if p in ordered:
            return binop(ea, ordered[p], eb)
        if p in unordered:
            return negate(binop(ea, unordered[p], eb))
        if p == "une":
            return binop(ea, "!=", eb)  # C's != is true for NaN operands
        if p == "one":
            return relational_call("islessgreater", vector, ea, eb)
        if p == "ueq":
            return negate(call("islessgreater", ea, eb))
        if p == "ord":
            return negate(call("isunordered", ea, eb))
        if p == "uno":
            return relational_call("isunordered", vector, ea, eb)
        if p in ("true", "false"):
            return lit(p) if not vector else CExpr(f"({c_vector(VecT(a.ty.n, IntT(32)))})({-1 if p == 'true' else 0})",
                                                   UNARY)
        raise LiftError(f"@{self.fn.name}: fcmp {p} has no OpenCL C translation")

    def conversion(self, inst: Instruction, d: Decoded) -> CExpr:
        op = d.opcode
        src = d.ops[0]
        to = d.ty
        if isinstance(to, VecT) or isinstance(src.ty, VecT):
            return self.vector_conversion(inst, d)
        if op == "ptrtoint":
            return cast(c_int(to.bits), cast("ulong", self.ptr_value(self.form(src.v)))) if to.bits != 64 else \
                cast("ulong", self.ptr_value(self.form(src.v)))
        e = self.val(src)
        if op == "trunc":
            if to.bits == 1:
                return binop(binop(e, "&", lit("1")), "!=", lit("0"), int_compare=True)
            return cast(c_int(to.bits), e)
        if op == "zext":
            return cast(c_int(to.bits), e)
        if op == "sext":
            if src.ty.bits == 1:
                return cast(c_int(to.bits), unop("-", cast(c_int(to.bits, True), e)))
            return cast(c_int(to.bits), self.signed(src))
        if op in ("fptrunc", "fpext", "uitofp"):
            self._float_op(to, op)
            return cast(to.name, e)
        if op == "sitofp":
            self._float_op(to, op)
            if src.ty.bits == 1:
                return cast(to.name, unop("-", cast("int", e)))
            return cast(to.name, self.signed(src))
        if op == "fptoui":
            return cast(c_int(to.bits), e)
        if op == "fptosi":
            if to.bits == 1:
                return binop(cast("int", e), "!=", lit("0"), int_compare=True)
            return cast(c_int(to.bits), cast(c_int(to.bits, True), e))
        if op == "bitcast":
            return call(f"as_{c_value_type(to)}", e)
        raise self.error(inst, f"`{op}` has no OpenCL C translation here")

    def vector_conversion(self, inst: Instruction, d: Decoded) -> CExpr:
        op = d.opcode
        src = d.ops[0]
        to = d.ty
        if is_bool_vector(src.ty) or is_bool_vector(to):
            return self.bool_vector_conversion(inst, d)
        if op == "bitcast":
            if is_padded(src.ty) or is_padded(to):
                raise self.error(inst, f"bitcast of {type_text(src.ty)} to {type_text(to)}: the OpenCL C vector "
                                       f"is wider than the IR's (types.c_width)")
            return call(f"as_{c_value_type(to)}", self.val(src))
        if not (isinstance(to, VecT) and isinstance(src.ty, VecT)) or op in ("ptrtoint",):
            raise self.error(inst, f"vector `{op}` is not supported")
        if op in ("sext", "sitofp", "fptosi"):
            e = self.signed(src) if op != "fptosi" else self.val(src)
            if op == "fptosi":
                return call(f"as_{c_vector(to)}", call(f"convert_{c_vector(to, True)}", e))
            conv = call(f"convert_{c_vector(to, True) if op == 'sext' else c_vector(to)}", e)
            return call(f"as_{c_vector(to)}", conv) if op == "sext" else conv
        return call(f"convert_{c_vector(to)}", self.val(src))

    def bool_vector_conversion(self, inst: Instruction, d: Decoded) -> CExpr:
        """Conversions of i1 vectors, whose lanes are 0 and -1 (types.c_vector)."""
        op, src, to = d.opcode, d.ops[0], d.ty
        e = self.val(src)
        if op == "sext" or op == "sitofp":  # true is -1 (-1.0)
            conv = call(f"convert_{c_vector(to, True)}", e)
            return call(f"as_{c_vector(to)}", conv) if op == "sext" else conv
        if op in ("zext", "uitofp"):  # true is 1 (1.0)
            return call(f"convert_{c_vector(to)}", unop("-", e))
        if op == "trunc":  # the lowest bit
            return truth_as(binop(binop(e, "&", lit("1")), "!=", lit("0")), to)
        raise self.error(inst, f"`{op}` from {type_text(src.ty)} to {type_text(to)} has no OpenCL C translation")

    def select(self, inst: Instruction, d: Decoded) -> CExpr:
        c, a, b = d.ops
        if isinstance(c.ty, VecT):
            # OpenCL C's select(b, a, c) takes a lane of a where c's lane has its top bit set (the
            # true lanes of an i1 vector are -1, types.c_vector), c of the lanes' width
            if isinstance(d.ty.elem, PtrT):
                raise self.error(inst, "select of pointer vectors is not supported")
            mask = self.val(c)
            width = self.tt.size(d.ty.elem) * 8
            if width != 8:
                mask = call(f"convert_{c_vector(VecT(d.ty.n, IntT(width)), True)}", mask)
            return call("select", self.val(b), self.val(a), mask)
        ec = self.val(c)
        va, vb = self.R(a.v), self.R(b.v)
        if isinstance(d.ty, IntT) and d.ty.bits == 1:
            if isinstance(va, Lit) and va.text == "true":
                return binop(ec, "||", self.val(b))
            if isinstance(vb, Lit) and vb.text == "false":
                return binop(ec, "&&", self.val(a))
        e = ternary(ec, self.val(a), self.val(b))
        if isinstance(d.ty, IntT) and 1 < d.ty.bits < 32:
            e = cast(c_int(d.ty.bits), e)  # C promotes uchar/ushort operands of ?: to int: cut back to the IR's width
        return e

    def vector_elems(self, inst: Instruction) -> list:
        """Element expressions of an insertelement/shufflevector result (constant indices)."""
        d = self.dec[inst]
        if d.opcode == "insertelement":
            k = self.R(d.ops[2].v)
            if not isinstance(k, Lit):
                raise self.error(inst, "insertelement with a variable index is not supported")
            elems = self.elems_of(d.ops[0])
            elems[int_value(k.text, 64)] = self.lane(d.ops[1], d.ty)
            return elems
        a, b, mask = d.ops
        ea, eb = self.elems_of(a), self.elems_of(b)
        out = []
        for k in range(d.ty.n):
            m = _mask(mask.v, k)
            out.append(self.zero(d.ty.elem) if m is None else (ea[m] if m < len(ea) else eb[m - len(ea)]))
        return out

    def elems_of(self, o: Opnd) -> list:
        v = self.R(o.v)
        ty = o.ty
        if isinstance(v, Lit):
            return [self.zero(ty.elem) if v.text in ("undef", "poison", "zeroinitializer") else self.literal(v, ty.elem)
                    for _ in range(ty.n)]
        if isinstance(v, VecLit):
            return [self.lane(e, ty) for e in v.elems]
        if isinstance(v, Instruction) and self.kind.get(v) == "inline" and self.dec[v].opcode in ("insertelement",):
            return self.vector_elems(v)
        e = self.value(v, ty)
        return [CExpr(f"{par(e, PRIMARY)}.s{k:x}", PRIMARY, e.vars) for k in range(ty.n)]

    def call_expr(self, inst: Instruction, d: Decoded, kind: bi.Callee):
        """A call as an expression (None: nothing to write; a list: statements)."""
        k = kind.kind
        args = d.ops
        if k == "user":
            fw = self.mw.writer_of(d.callee)
            vals = []
            for i, o in enumerate(args):
                arg = d.callee.arguments[i]
                if arg in fw.byval:
                    vals.append(self.deref(self.form(o.v), fw.byval[arg]))
                elif isinstance(o.ty, PtrT):
                    vals.append(self.ptr_to(o.v, fw.ptr_pointee[arg], self.mw.space(fw, arg)))
                else:
                    vals.append(self.val(o))
            return call(self.mw.function_name(d.callee), *vals)
        if k in ("work_item", "work_item_scalar"):
            if k == "work_item_scalar":
                e = work_item_call(kind.name)
            else:
                dim = self.R(args[0].v)
                e = call(kind.name, lit(str(int_value(dim.text, 32))) if isinstance(dim, Lit) else self.val(args[0]))
            ty = d.ty
            return e if isinstance(ty, IntT) and ty.bits == 64 and k == "work_item" else cast(c_value_type(ty), e)
        if k == "spirv_barrier":
            vals = [self.R(o.v) for o in args]
            if not all(isinstance(v, Lit) for v in vals):
                raise self.error(inst, "__spirv_ControlBarrier with non-constant arguments")
            execution, memory, semantics = (int_value(v.text, 32) for v in vals)
            if execution != 2:
                raise self.error(inst, f"control barrier with execution scope {execution} (only work-group "
                                       f"barriers have an OpenCL C 1.2 translation)")
            flags = bi.fence_flags(semantics) or "CLK_LOCAL_MEM_FENCE"
            if memory in (2, 3, 4) or (memory == 1 and semantics & 0x200 == 0):
                return call("barrier", lit(flags))
            self.mw.need_cl20 = True
            return call("work_group_barrier", lit(flags), lit("memory_scope_device"))
        if k == "spirv_mem_barrier":
            vals = [self.R(o.v) for o in args]
            if not all(isinstance(v, Lit) for v in vals):
                raise self.error(inst, "__spirv_MemoryBarrier with non-constant arguments")
            flags = bi.fence_flags(int_value(vals[1].text, 32)) or "CLK_LOCAL_MEM_FENCE"
            return call("mem_fence", lit(flags))
        if k in ("barrier", "mem_fence"):
            vals = [self.R(o.v) for o in args]
            first = lit(bi.opencl_fence_flags(int_value(vals[0].text, 32))) if isinstance(vals[0], Lit) else self.val(args[0])
            rest = [self.val(o) for o in args[1:]]
            if kind.name == "work_group_barrier":
                self.mw.need_cl20 = True
            return call(kind.name, first, *rest)
        if k == "math":
            vals = []
            needs_cast = False
            for i, o in enumerate(args):
                if isinstance(o.ty, PtrT):
                    vals.append(self.ptr_value(self.form(o.v)))
                elif i < len(kind.signed) and kind.signed[i] and isinstance(o.ty, (IntT, VecT)):
                    vals.append(self.builtin_arg(o, signed=True))
                    needs_cast = True
                else:
                    vals.append(self.builtin_arg(o))
            for o in args:
                self._float_op(o.ty, "call")
            if kind.name in ("sqrt", "divide") and _is_float(d.ty):
                self.mw.need_div_sqrt = True
            e = call(kind.name, *vals)
            if needs_cast and isinstance(d.ty, (IntT, VecT)):
                e = self.unsigned_result(e, d.ty)
            return e
        if k == "llvm_float":
            vals = [self.val(o) for o in args]
            for o in args:
                self._float_op(o.ty, "call")
            if kind.name == "sqrt" and _is_float(d.ty):
                self.mw.need_div_sqrt = True
            if kind.name == "pown":
                vals[1] = self.builtin_arg(args[1], signed=True)
            if kind.name == "fmuladd":
                return call(self.mw.fmuladd_helper(c_value_type(d.ty)), *vals)
            return call(kind.name, *vals)
        if k == "llvm_int":
            a = args[0]
            if kind.name in ("popcount", "clz"):
                return call(kind.name, self.builtin_arg(a))
            if kind.name == "abs":
                return self.unsigned_result(call("abs", self.builtin_arg(a, True)), d.ty) \
                    if isinstance(d.ty, VecT) else call("abs", self.builtin_arg(a, True))
            if kind.signed[0]:
                return self.unsigned_result(call(kind.name, self.builtin_arg(args[0], True),
                                                 self.builtin_arg(args[1], True)), d.ty)
            return call(kind.name, self.builtin_arg(args[0]), self.builtin_arg(args[1]))
        if k == "llvm_bswap":
            ty = d.ty
            if not isinstance(ty, IntT) or ty.bits not in (16, 32, 64):
                raise self.error(inst, "llvm.bswap of this type is not supported")
            n = ty.bits // 8
            swizzle = "".join(f"{i:x}" for i in reversed(range(n)))
            return call(f"as_{c_int(ty.bits)}", CExpr(f"as_uchar{n}({self.val(args[0]).text}).s{swizzle}", PRIMARY,
                                                      self.val(args[0]).vars))
        if k == "llvm_cttz":
            ty = d.ty
            x = self.val(args[0])
            t = c_value_type(ty)
            low = binop(x, "&", cast(t, binop(lit("0"), "-", x)))  # lowest set bit
            e = call("popcount", cast(t, binop(low, "-", lit("1"))))  # x == 0 gives the width, as ctz
            return e
        if k in ("llvm_fshl", "llvm_fshr"):
            a, b, s = args
            if not _same(self.R(a.v), self.R(b.v)):
                raise self.error(inst, f"{d.callee.name} of two different values is not supported (only rotates)")
            # fshl(a, a, s) rotates left by s; fshr right by s, i.e. left by -s (counts are taken modulo the width)
            count = self.builtin_arg(s) if k == "llvm_fshl" else cast(c_value_type(d.ty), binop(lit("0"), "-", self.val(s)))
            return call("rotate", self.builtin_arg(a), count)
        if k == "spirv_compare":
            return truth_as(self.float_compare(kind.name, args[0], args[1]), d.ty)
        if k == "spirv_test":
            return truth_as(relational_call(kind.name, isinstance(args[0].ty, VecT), self.val(args[0])), d.ty)
        if k == "spec_constant":
            return spec_constants.read_expr(self, inst, d)
        if k == "memcpy":
            return self.mem_copy(inst, d)
        if k == "memset":
            return self.mem_set(inst, d)
        if k in COLLECTIVE_KINDS:
            return getattr(self, k)(inst, d, kind)
        raise self.error(inst, f"call to @{d.callee.name} has no OpenCL C translation")

    # ---- atomics, work-group collectives, sub-groups (features: see builtins.FEATURES)

    def _constant_operand(self, inst: Instruction, o: Opnd, what: str) -> int:
        v = self.R(o.v)
        if not isinstance(v, Lit):
            raise self.error(inst, f"{what} of @{self.dec[inst].callee.name} is not a constant")
        return int_value(v.text, 32)

    def _feature_form(self, native: CExpr, needs: set, portable: Optional[CExpr]) -> CExpr:
        """An operation whose C `native` needs the optional features `needs`: with its OpenCL C 1.2
        form `portable` under `#else` of their test (see `passes.opencl.portable`); without one, the
        whole function needs them."""
        if portable is None:
            self.features |= needs
            return native
        self.optional |= needs
        return with_fallback(native, portable, bi.feature_test(needs))

    def _atomic_form(self, o: Opnd):
        """The pointer operand of an OpenCL 1.2 atomic (typed IR): its form (a generic one needs that feature)."""
        from .pointers import GENERIC

        f = self.form(o.v)
        if f.space == GENERIC:
            self.features.add("generic_address_space")
        return f

    def _atomic_pointer(self, f, elem: IRType, signed: bool) -> CExpr:
        """`(volatile __global atomic_int*)p`: the pointer as an OpenCL C 2.0+ atomic object."""
        from .pointers import QUAL

        name = elem.name if isinstance(elem, FloatT) else c_int(elem.bits, signed)
        return cast(f"volatile {QUAL[f.space]}atomic_{name}*", self.ptr_value(f))

    def _atomic_order_scope(self, inst: Instruction, scope_operand: Opnd, semantics: list) -> tuple:
        """(memory orders, scope, the features they need) of an atomic's constant operands."""
        scope = bi.ATOMIC_SCOPES.get(self._constant_operand(inst, scope_operand, "the scope"))
        orders = [bi.atomic_order(self._constant_operand(inst, o, "the memory semantics")) for o in semantics]
        if scope is None or None in orders:
            raise self.error(inst, "atomic with a scope or memory order OpenCL C does not have")
        needs = set().union(*(bi.order_features(order, scope) for order in orders))
        return orders, scope, needs

    def spirv_atomic(self, inst: Instruction, d: Decoded, kind: bi.Callee):
        """__spirv_Atomic<Op>(ptr, scope, semantics[, unequal semantics], value[, comparator]) as
        atomic_<op>_explicit: the memory order and scope of the SPIR-V operands, faithfully; with the
        OpenCL 1.2 form where there is one (`_portable_atomic`)."""
        from .pointers import GENERIC

        op, signed = kind.name, kind.signed[0]
        ptr, scope_operand = d.ops[0], d.ops[1]
        n_sem = 2 if op == "compare_exchange" else 1
        orders, scope, needs = self._atomic_order_scope(inst, scope_operand, list(d.ops[2:2 + n_sem]))
        needs |= set(kind.features)
        values = d.ops[2 + n_sem:]
        elem = values[0].ty if values else d.ty
        if not isinstance(elem, (IntT, FloatT)) or (isinstance(elem, IntT) and elem.bits not in (32, 64)):
            raise self.error(inst, f"atomic on {type_text(elem)} has no OpenCL C translation")
        is_int = isinstance(elem, IntT)
        f = self.form(ptr.v)
        if f.space == GENERIC:
            needs.add("generic_address_space")
        p = self._atomic_pointer(f, elem, signed and is_int)
        args = [self.builtin_arg(o, signed) if is_int else self.val(o) for o in values]
        scope_e = lit(scope)
        if op == "load":
            e = call("atomic_load_explicit", p, lit(orders[0]), scope_e)
        elif op == "store":
            e = call("atomic_store_explicit", p, args[0], lit(orders[0]), scope_e)
        elif op == "compare_exchange":
            value, comparator = args
            e = call(self._compare_exchange_helper(p, elem, signed and is_int), p, comparator, value, lit(orders[0]),
                     lit(orders[1]), scope_e)
        else:
            e = call(f"atomic_{op}_explicit", p, args[0], lit(orders[0]), scope_e)
        native = self.unsigned_result(e, elem) if is_int and signed and op != "store" else e
        ordered = any(o != "memory_order_relaxed" for o in orders)
        return self._feature_form(native, needs, self._portable_atomic(op, f, elem, signed and is_int, args, ordered,
                                                                       scope))

    def _portable_atomic(self, op: str, f, elem: IRType, signed: bool, args: list, ordered: bool,
                         scope: str) -> Optional[CExpr]:
        """The OpenCL 1.2 form of a C11 atomic on a 32-bit integer or float in global or local memory
        (see `passes.opencl.portable`), or None."""
        if f.space not in portable_module.SPACE_NAMES or scope == "memory_scope_all_devices":
            return None
        if isinstance(elem, FloatT) and elem.name == "float" and op in ("fetch_add", "fetch_min", "fetch_max"):
            name = self.mw.helper(*portable_module.float_atomic(op[len("fetch_"):], f.space, ordered))
            return call(name, self._volatile_pointer(f, "float"), args[0])
        if isinstance(elem, FloatT) and elem.name == "float" and op in ("load", "store", "exchange"):
            bits = [call("as_uint", a) for a in args]  # on the float's bits: OpenCL 1.2 has no float atomic_or
            e = self._legacy_call(bi.LEGACY_FORM[op], f, "uint", bits or [lit("0u")], ordered)
            return call("as_float", e)
        if not (isinstance(elem, IntT) and elem.bits == 32) or op not in bi.LEGACY_FORM:
            return None
        ctype = c_int(32, signed)
        if op == "load":
            args = [cast(ctype, lit("0"))]
        elif op == "compare_exchange":
            args = [args[1], args[0]]  # atomic_cmpxchg(p, comparator, value)
        e = self._legacy_call(bi.LEGACY_FORM[op], f, ctype, args, ordered)
        return self.unsigned_result(e, elem) if signed and op != "store" else e

    def _volatile_pointer(self, f, ctype: str) -> CExpr:
        from .pointers import QUAL

        return cast(f"volatile {QUAL[f.space]}{ctype}*", self.ptr_value(f))

    def _legacy_call(self, function: str, f, ctype: str, args: list, fenced: bool) -> CExpr:
        """OpenCL 1.2's `function(p, args...)`; fenced on both sides for an ordered atomic."""
        if fenced:
            function = self.mw.helper(*portable_module.fenced_atomic(function, f.space, ctype, len(args)))
        return call(function, self._volatile_pointer(f, ctype), *args)

    def _compare_exchange_helper(self, pointer: CExpr, elem: IRType, signed: bool) -> str:
        """A helper returning the old value, as SPIR-V's AtomicCompareExchange does (C's returns a bool)."""
        ctype = elem.name if isinstance(elem, FloatT) else c_int(elem.bits, signed)
        ptype = pointer.text[1:pointer.text.index(")")]  # the cast's type
        space = ptype.split()[1].strip("_") if ptype.split()[1].startswith("__") else "generic"
        name = f"sycl_atomic_compare_exchange_{space}_{ctype}"
        return self.mw.helper(name, [
            f"static inline {ctype} {name}({ptype} p, {ctype} expected, {ctype} desired, memory_order success,",
            "                                   memory_order failure, memory_scope scope)",
            "{",
            "    atomic_compare_exchange_strong_explicit(p, &expected, desired, success, failure, scope);",
            "    return expected;  // the value before, as SPIR-V's OpAtomicCompareExchange returns",
            "}"], ("c11_atomics",) + (("generic_address_space",) if space == "generic" else ()))

    def legacy_atomic(self, inst: Instruction, d: Decoded, kind: bi.Callee):
        """OpenCL 1.2's atomic_add(p, v), ... (typed IR): the same call, on a volatile pointer."""
        signed = kind.signed[0]
        ptr, values = d.ops[0], d.ops[1:]
        if isinstance(d.ty, FloatT) and kind.name in ("atomic_add", "atomic_min", "atomic_max"):
            return self._legacy_float_atomic(d, kind.name[len("atomic_"):])
        f = self._atomic_form(ptr)
        if not isinstance(d.ty, IntT) or d.ty.bits not in (32, 64):
            raise self.error(inst, f"{kind.name} on {type_text(d.ty)} has no OpenCL C translation")
        if d.ty.bits == 64:
            self.features.add("int64_atomics")
        e = call(kind.name, self._volatile_pointer(f, c_int(d.ty.bits, signed)),
                 *[self.builtin_arg(o, signed) for o in values])
        return self.unsigned_result(e, d.ty) if signed else e

    def _legacy_float_atomic(self, d: Decoded, op: str) -> CExpr:
        """llvm-spirv writes SPV_EXT float atomics (sycl::reduction's atomic min of float results)
        back under OpenCL 1.2 names, `atomic_min(float AS1*, float)`, which OpenCL C has only as
        cl_ext_float_atomics' atomic_fetch_min_explicit: relaxed and device-scoped, as the 1.2
        functions are."""
        order, scope = "memory_order_relaxed", "memory_scope_device"
        self.features.update(("c11_atomics", "float_atomics") + tuple(bi.order_features(order, scope)))
        p = self._atomic_pointer(self._atomic_form(d.ops[0]), d.ty, False)
        return call(f"atomic_fetch_{op}_explicit", p, self.val(d.ops[1]), lit(order), lit(scope))

    def _group_prefix(self, inst: Instruction, scope_operand: Opnd) -> str:
        scope = self._constant_operand(inst, scope_operand, "the execution scope")
        if scope == 2:
            return "work_group"
        if scope == 3:
            return "sub_group"
        raise self.error(inst, f"group operation at scope {scope} (OpenCL C has work-group and sub-group ones)")

    def _collective_value(self, inst: Instruction, o: Opnd, signed: bool) -> CExpr:
        ty = o.ty
        if not isinstance(ty, (IntT, FloatT)) or (isinstance(ty, IntT) and ty.bits not in (32, 64)):
            raise self.error(inst, f"group operation on {type_text(ty)} has no OpenCL C translation")
        return self.builtin_arg(o, signed) if isinstance(ty, IntT) else self.val(o)

    def spirv_group(self, inst: Instruction, d: Decoded, kind: bi.Callee):
        """__spirv_Group<Op>(scope, operation, x), GroupBroadcast(scope, x, id), GroupAny/All(scope, p)
        as work_group_* / sub_group_* (scope Workgroup / Subgroup)."""
        prefix = self._group_prefix(inst, d.ops[0])
        if kind.name in ("any", "all"):
            return self._group_call(inst, prefix, kind.name, d.ops[1], None, False, d.ty)
        if kind.name == "broadcast":
            return self._group_call(inst, prefix, "broadcast", d.ops[1], d.ops[2], False, d.ty)
        operation = bi.GROUP_OPERATION.get(self._constant_operand(inst, d.ops[1], "the group operation"))
        if operation is None:
            raise self.error(inst, "a clustered or partitioned group operation has no OpenCL C translation")
        return self._group_call(inst, prefix, f"{operation}_{kind.name}", d.ops[2], None, kind.signed[0], d.ty)

    def opencl_collective(self, inst: Instruction, d: Decoded, kind: bi.Callee):
        """work_group_* / sub_group_* functions as llvm-spirv writes them back (typed IR): the same
        call (work-group ones with their OpenCL 1.2 form, as `spirv_group`)."""
        name = kind.name
        if name.startswith("sub_group_shuffle"):
            self.features.update(kind.features)
            return call(name, self._collective_value(inst, d.ops[0], False), cast("uint", self.val(d.ops[1])))
        prefix, op = name.split("_group_")
        signed = bool(kind.signed and kind.signed[0])
        return self._group_call(inst, prefix + "_group", op, d.ops[0], d.ops[1] if len(d.ops) > 1 else None, signed,
                                d.ty)

    def _group_call(self, inst: Instruction, prefix: str, op: str, x: Opnd, where: Optional[Opnd], signed: bool,
                    ty: IRType) -> CExpr:
        """`<prefix>_<op>(x[, where])` (op: reduce_add, scan_exclusive_max, broadcast, any, all, ...) as
        a value of IR type `ty`; a work-group one in a kernel with its OpenCL 1.2 form (a helper of
        `passes.opencl.portable` on the kernel's __local scratch array)."""
        needs = {"work_group_collectives" if prefix == "work_group" else "sub_groups"}
        fallback = prefix == "work_group" and self.is_kernel  # __local arrays are declared in kernels only
        if op in ("any", "all"):
            native = call(f"{prefix}_{op}", cast("int", self.val(x)))
            truth = self.val(x) if x.ty.bits == 1 else binop(self.val(x), "!=", lit("0"), int_compare=True)
            portable = self._wg_scan("max" if op == "any" else "min", 0, "uint", cast("uint", truth)) \
                if fallback else None
            if isinstance(ty, IntT) and ty.bits == 1:
                finish = lambda e: binop(e, "!=", lit("0"), int_compare=True)  # noqa: E731
            else:
                finish = lambda e: cast(c_value_type(ty), e)  # noqa: E731
        elif op == "broadcast":
            if not isinstance(where.ty, IntT):
                raise self.error(inst, "a broadcast from a multi-dimensional id is not supported")
            value = self._collective_value(inst, x, False)
            native = call(f"{prefix}_broadcast", value, cast("ulong" if prefix == "work_group" else "uint",
                                                              self.val(where)))
            portable = None
            if fallback:
                ctype = c_value_type(x.ty)
                scratch = self._wg_scratch(ctype)
                helper = self.mw.helper(*portable_module.broadcast(ctype), self._float_features(x.ty))
                portable = call(helper, value, cast("size_t", self.val(where)), scratch)
            finish = lambda e: e  # noqa: E731
        else:
            operation, _, name = op.rpartition("_")
            native = call(f"{prefix}_{op}", self._collective_value(inst, x, signed))
            portable = None
            if fallback:  # integer sums in the unsigned type: they wrap, as the IR's add
                ctype = c_value_type(x.ty, signed and name != "add")
                kind_id = {v: k for k, v in bi.GROUP_OPERATION.items()}[operation]
                portable = self._wg_scan(name, kind_id, ctype, self._collective_value(inst, x, signed and name != "add"),
                                         self._float_features(x.ty))
                if isinstance(ty, IntT) and ctype.startswith(("int", "long")):
                    portable = self.unsigned_result(portable, ty)
            if signed and isinstance(ty, IntT):
                native = self.unsigned_result(native, ty)
            finish = lambda e: e  # noqa: E731
        return self._feature_form(finish(native), needs, finish(portable) if portable is not None else None)

    def _wg_scan(self, name: str, kind_id: int, ctype: str, value: CExpr, features: tuple = ()) -> CExpr:
        scratch = self._wg_scratch(ctype)
        helper = self.mw.helper(*portable_module.scan(name, ctype), features)
        return call(helper, value, lit(f"{kind_id}u"), scratch)

    def _float_features(self, ty: IRType) -> tuple:
        return {"double": ("fp64",), "half": ("fp16",)}.get(ty.name, ()) if isinstance(ty, FloatT) else ()

    def _wg_scratch(self, ctype: str) -> CExpr:
        """The kernel's __local scratch array for OpenCL 1.2 collectives on `ctype` (declared once,
        only where the collectives take their 1.2 form)."""
        self.mw.helper(*portable_module.CHUNK_DEFINE)
        name = portable_module.scratch_name(ctype)
        self.mw.declare_local(self, [f"#if !({bi.feature_test({'work_group_collectives'})})",
                                     f"__local {ctype} {name}[{portable_module.CHUNK}];", "#endif"])
        return lit(name)

    def spirv_shuffle(self, inst: Instruction, d: Decoded, kind: bi.Callee):
        """__spirv_GroupNonUniformShuffle*(Subgroup, x, id/delta) as cl_khr_subgroup_shuffle(_relative)."""
        if self._constant_operand(inst, d.ops[0], "the execution scope") != 3:
            raise self.error(inst, "a shuffle outside a sub-group has no OpenCL C translation")
        self.features.update(kind.features)
        return call(kind.name, self._collective_value(inst, d.ops[1], False), cast("uint", self.val(d.ops[2])))

    def mem_copy(self, inst: Instruction, d: Decoded) -> list:
        self._not_volatile(inst, d)
        dst, src, n = d.ops[:3]
        nv = self.R(n.v)
        fd, fs = self.form(dst.v), self.form(src.v)
        obj = fd.obj if fd.is_lv and fd.off == 0 else None if fd.is_lv else fd.pointee
        if isinstance(nv, Lit) and obj is not None and not isinstance(self.tt.resolve(obj), ArrT):
            # a copy of one whole struct or scalar: an assignment (C copies structs)
            if self.tt.size(obj) == int_value(nv.text, 64) > 1:
                lhs, rhs = self.deref(fd, obj), self.deref(fs, obj)
                return [ExprStmt(CExpr(f"{lhs.text} = {rhs.text}", ASSIGN, lhs.vars | rhs.vars))]
        return [self._byte_loop(self.ptr_value(fd, I8), self.ptr_value(fs, I8), self.val(n), None)]

    def mem_set(self, inst: Instruction, d: Decoded) -> list:
        self._not_volatile(inst, d)
        dst, v, n = d.ops[:3]
        return [self._byte_loop(self.ptr_value(self.form(dst.v), I8), None, self.val(n), self.val(v))]

    def _not_volatile(self, inst: Instruction, d: Decoded) -> None:
        flag = self.R(d.ops[3].v) if len(d.ops) > 3 else Lit("false")
        if not (isinstance(flag, Lit) and flag.text == "false"):
            raise self.error(inst, f"volatile @{d.callee.name} is not supported")

    def _byte_loop(self, dst: CExpr, src: Optional[CExpr], n: CExpr, value: Optional[CExpr]) -> Raw:
        k = self.names.fresh("k")
        rhs = f"{par(src, PRIMARY)}[{k}]" if src is not None else value.text
        vs = dst.vars | n.vars | (src.vars if src is not None else value.vars)
        return Raw([f"for (ulong {k} = 0; {k} < {n.text}; {k}++)",
                    f"    {par(dst, PRIMARY)}[{k}] = {rhs};"], vs)

    # ------------------------------------------------------------------------------------------
    # pointers


def relational_call(name: str, vector: bool, *args: CExpr) -> CExpr:
    """OpenCL C's isunordered, islessgreater, isnan, ...: on scalars 1 or 0 (as a bool), on vectors
    -1 or 0 per lane."""
    e = call(name, *args)
    return e if vector else cast("bool", e)


def truth_as(e: CExpr, ty: IRType) -> CExpr:
    """A truth value (a C comparison; on vectors OpenCL C's -1/0 lanes of the operands' width) as
    the IR type `ty`: i1 is a bool, a vector of i1 a charN of -1/0 lanes (types.c_vector), a vector
    of iN has all bits set in its true lanes, a scalar iN is 1 (as LLVM's SPIR-V backend writes
    SPIR-V's relational instructions to DPC++'s integer results)."""
    if isinstance(ty, VecT):
        if is_bool_vector(ty):
            return call(f"convert_{c_vector(ty)}", e)
        return call(f"as_{c_vector(ty)}", call(f"convert_{c_vector(ty, True)}", e))
    return e if ty.bits == 1 else cast(c_int(ty.bits), e)


def work_item_call(name: str) -> CExpr:
    """A work-item function without a dimension (the linear ids in their OpenCL 1.2 terms)."""
    return CExpr(bi.LINEAR_IDS[name], ADD) if name in bi.LINEAR_IDS else call(name)


def _same(a, b) -> bool:
    if isinstance(a, (Lit, CExprNode, VecLit)):
        return a == b  # constants are values (see decode)
    return a is b


def _is_undef(v) -> bool:
    return isinstance(v, Lit) and v.text in ("undef", "poison")


def _is_null(v) -> bool:
    return isinstance(v, Lit) and v.text in ("null", "zeroinitializer")


def _is_float(ty: IRType) -> bool:
    t = ty.elem if isinstance(ty, VecT) else ty
    return isinstance(t, FloatT) and t.name == "float"


def _mask(mask, k: int) -> Optional[int]:
    """Element k of a shufflevector mask (None: undef)."""
    if isinstance(mask, VecLit):
        v = mask.elems[k].v
        if isinstance(v, Lit) and v.text not in ("undef", "poison"):
            return int_value(v.text, 32)
        return None
    if isinstance(mask, Lit):
        return 0 if mask.text == "zeroinitializer" else None
    raise LiftError("shufflevector mask is not a constant")
