"""Translating one device function (kernel or spir_func) into OpenCL C, for `passes.opencl.writer`.

Three phases, driven by the module writer (`passes.opencl.writer.ModuleWriter`):

1. `FunctionWriter(...)` decodes every reachable instruction, folds what C does not need
   (typed-pointer bitcasts, `freeze`, `select i1 true`, extractelement of insertelement chains -- the
   typed IR's `get_global_id` vectors --, llvm.expect), and finds the live instructions (those
   reaching a store, a call with effects or a terminator; llvm.assume and the compares feeding it go).
2. After the module has resolved generic address spaces, `prepare()` decides how each value appears:
   * `free`: re-written at every use -- addresses inside by-value struct parameters and private
     variables (`range0.v[1]`) and loads from by-value parameters nobody writes;
   * `inline`: used once, later in the same block (or by a phi on an edge leaving it), with no store,
     barrier or call between that could change what it reads, nor a reassignment of a phi variable
     it reads: written into its user's expression (`C[i] = A[i] + B[i]`);
   * `coalesced`: the value a loop's back edge gives a phi, when the phi's old value is dead from that
     point: assigned to the phi's variable where it is computed (`i19 += gsize0;`), so the loop needs
     no copy and reads as a loop;
   * `var`: its own variable; `phi`: a variable assigned on each incoming edge.
   Pointer variables get the element type their uses load, store or index (votes), so `p[i]` needs
   no casts.
3. `emit()` structures the CFG (`structure`) and prints the function; the expressions come
   from `values.ValueMixin` and the pointers from `pointers.PointerMixin`.

Every instruction or callee it cannot translate raises LiftError at that instruction.
"""
from __future__ import annotations

import re
from collections import Counter, defaultdict
from typing import Optional

from lift import Argument, Block, Function, GlobalVariable, LiftError
from lift.ir import Instruction
from lift.printer import number_values
from lift.edit import unique_name
from lift.syntax import instruction_error, split_type, type_end
from passes.analysis.device_model import AHEAD_METADATA

from . import builtins as bi
from .ast import ASSIGN, Assign, CExpr, ExprStmt, Return, Var, binop, cast, name_expr
from .decode import CExprNode, Decoded, Lit, VecLit, decode
from .pointers import GENERIC, QUAL, PointerMixin
from .types import (I8, ArrT, FloatT, IntT, IRType, NamedT, PtrT, StructT, VecT, VoidT, c_value_type,
                             int_value, lane_wise_memory, type_text)
from .values import COLLECTIVE_KINDS, BuiltinQuery, ValueMixin, _mask, _same

END = 1 << 30  # position of a use on an edge: after the block's last instruction
_PURE_KINDS = {"work_item", "work_item_scalar", "math", "llvm_float", "llvm_int", "llvm_bswap", "llvm_cttz",
               "llvm_fshl", "llvm_fshr", "llvm_expect", "generic_cast", "spirv_compare", "spirv_test"}


def builtin_global(name: str) -> Optional[tuple[str, bool]]:
    """(OpenCL function, takes a dimension) for an old-style `@__spirv_BuiltIn<Name>` global."""
    if not name.startswith("__spirv_BuiltIn"):
        return None
    b = name[len("__spirv_BuiltIn"):]
    if b in bi.WORK_ITEM:
        return bi.WORK_ITEM[b], True
    if b in bi.WORK_ITEM_SCALAR:
        return bi.WORK_ITEM_SCALAR[b], False
    return None


class FunctionWriter(ValueMixin, PointerMixin):
    def __init__(self, mw, fn: Function):
        self.mw = mw
        self.fn = fn
        self.tt = mw.tt
        self.is_kernel = fn.is_kernel
        self.numbering = number_values(fn)
        self.rpo = self._rpo()
        self.in_rpo = {b: i for i, b in enumerate(self.rpo)}
        self.dec: dict[Instruction, Decoded] = {}
        self.pos: dict[Instruction, int] = {}
        self.callee: dict[Instruction, bi.Callee] = {}
        self.features: set = set()  # optional OpenCL C features the function's C needs (bi.FEATURES)
        self.optional: set = set()  # features its C uses where the device has them, with an OpenCL 1.2 #else
        for b in self.rpo:
            for i, inst in enumerate(b.instructions):
                self.pos[inst] = i
                d = decode(inst, self.tt)
                self.dec[inst] = d
                if d.opcode == "call":
                    self.callee[inst] = self._classify(inst, d)
        self.ret_type = self.tt.parse(fn.signature.return_type)
        from .structure import Structurer

        self.structurer = Structurer(fn, self, self.rpo)
        self.repl: dict = {}
        self._fold()
        self.live = self._liveness()
        self.params: list[Var] = []
        self.byval: dict[Argument, IRType] = {}  # by-value struct parameters and their struct types
        for arg in fn.arguments:
            m = re.search(r"\bbyval\(", arg.spec)
            if m:
                self.byval[arg] = self.tt.parse(arg.spec[m.end():type_end(arg.spec, m.end())])
        self.calls_to: list[tuple[Instruction, Function]] = [
            (inst, d.callee) for inst, d in self.dec.items()
            if d.opcode == "call" and inst in self.live and not d.callee.is_declaration]
        self._root_memo: dict = {}
        self.written_roots = self._written_roots()

    # ------------------------------------------------------------------------------------------
    # phase 1: decoding, folding, liveness

    def _rpo(self) -> list[Block]:
        entry = self.fn.entry
        seen, order = {entry}, []
        stack = [(entry, iter(entry.successors))]
        while stack:
            b, it = stack[-1]
            nxt = next((s for s in it if s not in seen), None)
            if nxt is None:
                order.append(b)
                stack.pop()
            else:
                seen.add(nxt)
                stack.append((nxt, iter(nxt.successors)))
        return order[::-1]

    def error(self, where, message: str) -> LiftError:
        if isinstance(where, Instruction):
            return instruction_error(where, message)
        return LiftError(f"@{self.fn.name}: {message}")

    def _classify(self, inst: Instruction, d: Decoded) -> bi.Callee:
        callee = d.callee
        if not callee.is_declaration:
            if callee.is_kernel:
                raise self.error(inst, f"call to kernel @{callee.name}: OpenCL C kernels cannot be called")
            return bi.Callee("user", callee.name)
        kind = bi.classify(callee.name)
        if kind.kind == "unknown":
            raise self.error(inst, f"call to @{callee.name}: no OpenCL C translation for this function")
        if kind.name in bi.CL20_ONLY:
            self.mw.need_cl20 = True
        if kind.kind not in COLLECTIVE_KINDS:  # those record what they need when written (some have a 1.2 form)
            self.features.update(kind.features)
        return kind

    def R(self, v):
        """The value `v` stands for after folding."""
        while isinstance(v, Instruction) and v in self.repl:
            v = self.repl[v]
        return v

    def _fold(self) -> None:
        for b in self.rpo:
            for inst in b.instructions:
                d = self.dec[inst]
                op, new = d.opcode, None
                if op == "bitcast" and (d.ty == d.ops[0].ty or isinstance(d.ty, PtrT) and isinstance(d.ops[0].ty, PtrT)):
                    new = self.R(d.ops[0].v)  # typed-pointer casts: loads and GEPs name their own types
                elif op == "freeze":
                    new = self.R(d.ops[0].v)  # C values are never poison
                elif op == "select":
                    c = self.R(d.ops[0].v)
                    if isinstance(c, Lit) and c.text in ("true", "false"):
                        new = self.R(d.ops[1 if c.text == "true" else 2].v)
                elif op == "extractelement":
                    k = self.R(d.ops[1].v)
                    if isinstance(k, Lit):
                        new = self._extract(d.ops[0].v, int_value(k.text, 64))
                elif op == "load":
                    new = self._builtin_load(d)
                elif op == "call" and self.callee[inst].kind == "llvm_expect":
                    new = self.R(d.ops[0].v)
                elif op == "phi":
                    vals: list = []
                    for o, blk in d.incoming:
                        if blk in self.in_rpo:
                            v = self.R(o.v)
                            if v is not inst and not any(_same(v, w) for w in vals):
                                vals.append(v)
                    if len(vals) == 1 and not isinstance(vals[0], Lit):
                        new = vals[0]
                if new is not None and new is not inst:
                    self.repl[inst] = new

    def _extract(self, vec, k: int):
        """Element k of a vector, when it is known without the vector (else None)."""
        v = self.R(vec)
        for _ in range(256):
            if isinstance(v, Instruction) and v in self.dec:
                d = self.dec[v]
                if d.opcode == "insertelement":
                    j = self.R(d.ops[2].v)
                    if not isinstance(j, Lit):
                        return None
                    if int_value(j.text, 64) == k:
                        return self.R(d.ops[1].v)
                    v = self.R(d.ops[0].v)
                    continue
                if d.opcode == "shufflevector":
                    m = _mask(d.ops[2].v, k)
                    if m is None:
                        return Lit("undef")
                    n = d.ops[0].ty.n
                    v, k = (self.R(d.ops[0].v), m) if m < n else (self.R(d.ops[1].v), m - n)
                    continue
                if d.opcode == "load":
                    g = self.R(d.ops[0].v)
                    if isinstance(g, GlobalVariable) and builtin_global(g.name):
                        func, has_dim = builtin_global(g.name)
                        return BuiltinQuery(func, k if has_dim else -1)
                return None
            if isinstance(v, Lit):
                return Lit("undef") if v.text in ("undef", "poison") else (v if v.text == "zeroinitializer" else None)
            if isinstance(v, VecLit):
                return self.R(v.elems[k].v)
            return None
        return None

    def _builtin_load(self, d: Decoded):
        """A scalar load from an old-style builtin global (`@__spirv_BuiltInWorkDim`, or one element
        of `@__spirv_BuiltInGlobalInvocationId` through a constant GEP)."""
        p = self.R(d.ops[0].v)
        dim = 0
        if isinstance(p, (CExprNode, Instruction)) and not isinstance(p, GlobalVariable):
            node = p if isinstance(p, CExprNode) else self.dec.get(p)
            if node is None or node.opcode != "getelementptr" or isinstance(d.ty, VecT):
                return None
            base = self.R(node.ops[0].v)
            if not (isinstance(base, GlobalVariable) and builtin_global(base.name)):
                return None
            offset = self._const_offset(node.src_ty, node.ops[1:])
            if offset is None:
                return None
            dim, p = offset // max(1, self.tt.size(d.ty)), base
        if isinstance(p, GlobalVariable) and builtin_global(p.name) and not isinstance(d.ty, VecT):
            func, has_dim = builtin_global(p.name)
            return BuiltinQuery(func, dim if has_dim else -1)
        return None

    def operand_values(self, inst: Instruction) -> list:
        """The (folded) values an instruction uses, constant-expression operands included."""
        d = self.dec[inst]
        out: list = []
        if d.opcode == "phi":
            for o, blk in d.incoming:
                if blk in self.in_rpo:
                    _collect(self.R(o.v), out, self)
        else:
            for o in d.ops:
                _collect(self.R(o.v), out, self)
        return out

    def operand_values_of(self, o) -> list:
        """The (folded) values one operand uses, through constant expressions."""
        out: list = []
        _collect(self.R(o.v), out, self)
        return out

    def has_effect(self, inst: Instruction) -> bool:
        d = self.dec[inst]
        op = d.opcode
        if op in ("store", "ret", "br", "switch", "unreachable"):
            return True
        if op == "load":
            return False  # decode refuses volatile loads
        if op == "call":
            kind = self.callee[inst].kind
            if kind == "math":
                return any(isinstance(o.ty, PtrT) for o in d.ops)  # frexp/modf/sincos write through a pointer
            return kind not in _PURE_KINDS and kind != "drop"
        return False

    def is_writer(self, inst: Instruction) -> bool:
        """Could running `inst` change what a load reads (stores, calls with effects, barriers)?"""
        return inst in self.dec and self.dec[inst].opcode != "load" and self.has_effect(inst) \
            and not inst.is_terminator

    def _liveness(self) -> set:
        live: set = set()
        work = []
        for b in self.rpo:
            for inst in b.instructions:
                if inst not in self.repl and self.has_effect(inst):
                    live.add(inst)
                    work.append(inst)
        while work:
            u = work.pop()
            for v in self.operand_values(u):
                if isinstance(v, Instruction) and v in self.dec and v not in live and v not in self.repl:
                    live.add(v)
                    work.append(v)
        return live

    def root(self, v):
        """The by-value parameter, private variable or local/constant global a pointer points into
        (through GEPs and casts), or None."""
        v = self.R(v)
        if v in self._root_memo:
            return self._root_memo[v]
        r = None
        if isinstance(v, Argument) and v in self.byval:
            r = v
        elif isinstance(v, GlobalVariable) and not builtin_global(v.name):
            r = v
        elif isinstance(v, Instruction) and v in self.dec:
            d = self.dec[v]
            if d.opcode == "alloca":
                r = v
            elif d.opcode in ("getelementptr", "addrspacecast"):
                r = self.root(d.ops[0].v)
        elif isinstance(v, CExprNode) and v.opcode in ("getelementptr", "addrspacecast", "bitcast"):
            r = self.root(v.ops[0].v)
        self._root_memo[v] = r
        return r

    def lvconst(self, v) -> bool:
        """An address at a constant offset inside a parameter/private variable/global (a `free` value)."""
        v = self.R(v)
        if isinstance(v, Argument):
            return v in self.byval
        if isinstance(v, GlobalVariable):
            return not builtin_global(v.name) and self.mw.global_is_lvalue(v)
        if isinstance(v, CExprNode):
            return v.opcode in ("getelementptr", "addrspacecast", "bitcast") and self.lvconst(v.ops[0].v) and \
                all(isinstance(self.R(o.v), Lit) for o in v.ops[1:])
        if isinstance(v, Instruction) and v in self.dec:
            d = self.dec[v]
            if d.opcode == "alloca":
                return True
            if d.opcode in ("getelementptr", "addrspacecast"):
                return self.lvconst(d.ops[0].v) and all(isinstance(self.R(o.v), Lit) for o in d.ops[1:])
        return False

    def _written_roots(self) -> set:
        """Roots (see `root`) whose memory the function may write or let escape."""
        written: set = set()
        for inst in self.live:
            d = self.dec[inst]
            if d.opcode == "store":
                for o in d.ops:  # the address, and a stored pointer (escapes)
                    r = self.root(o.v)
                    if r is not None:
                        written.add(r)
            elif d.opcode == "call":
                kind = self.callee[inst].kind
                for i, o in enumerate(d.ops):
                    if isinstance(o.ty, PtrT) and not (kind == "memcpy" and i == 1) and kind != "drop":
                        r = self.root(o.v)
                        if r is not None:
                            written.add(r)
            elif d.opcode in ("ptrtoint", "phi", "select"):
                # a pointer into the root that we do not follow further: assume the worst
                vals = [o.v for o in d.ops[1:]] if d.opcode == "select" else \
                    [o.v for o in d.ops] + [o.v for o, _ in d.incoming]
                for v in vals:
                    r = self.root(v)
                    if r is not None:
                        written.add(r)
        return written

    def readonly_load(self, inst: Instruction) -> bool:
        """A load from a by-value parameter that nothing writes: as good as a constant."""
        d = self.dec[inst]
        if d.opcode != "load" or not self.lvconst(d.ops[0].v):
            return False
        r = self.root(d.ops[0].v)
        return isinstance(r, Argument) and r not in self.written_roots

    # ------------------------------------------------------------------------------------------
    # phase 2: how values appear

    def prepare(self) -> None:
        self._uses()
        self.coalesced: dict[Instruction, Instruction] = {}
        self.kind: dict[Instruction, str] = {}
        self.inline_root: dict[Instruction, int] = {}
        for inst in self.live:
            d = self.dec[inst]
            if d.opcode == "phi":
                self.kind[inst] = "phi"
            elif d.opcode == "alloca":
                self.kind[inst] = "alloca"
            elif not inst.has_result or isinstance(d.ty, VoidT):
                self.kind[inst] = "stmt"
            elif self.lvconst(inst) or self.readonly_load(inst):
                self.kind[inst] = "free"
        self._coalesce()
        self._inline()
        self._rematerialize()
        for inst in self.live:
            self.kind.setdefault(inst, "var")
        self._name_values()

    def _uses(self) -> None:
        self.uses: dict = defaultdict(list)  # value -> [(user, block, position)]
        for b in self.rpo:
            for inst in b.instructions:
                if inst not in self.live:
                    continue
                d = self.dec[inst]
                if d.opcode == "phi":
                    for o, p in d.incoming:
                        if p in self.in_rpo:
                            for v in _leaves(self.R(o.v), self):
                                self.uses[v].append((inst, p, END))
                else:
                    for v in self.operand_values(inst):
                        self.uses[v].append((inst, b, self.pos[inst]))
                    # operands written more than once in C: a switch's condition (an if-else chain)
                    # and the vectors a shuffle or an insertelement takes elements from
                    repeated = []
                    if d.opcode == "switch":
                        repeated = self.operand_values(inst)
                    elif d.opcode == "shufflevector":
                        repeated = [self.R(d.ops[0].v), self.R(d.ops[1].v)]
                    elif d.opcode == "insertelement":
                        base = self.R(d.ops[0].v)
                        if not (isinstance(base, Instruction) and self.dec[base].opcode == "insertelement"):
                            repeated = [base]
                    for v in repeated:
                        self.uses[v].append((inst, b, self.pos[inst]))

    def _coalesce(self) -> None:
        for phi in self.live:
            d = self.dec[phi]
            if d.opcode != "phi":
                continue
            B = phi.block
            for o, p in d.incoming:
                v = self.R(o.v)
                if not (isinstance(v, Instruction) and v in self.live and v.block is p and p in self.in_rpo):
                    continue
                if self.kind.get(v) in ("phi", "alloca", "free", "stmt") or v in self.coalesced:
                    continue
                if not self.structurer.dominates(B, p):  # only back edges: the loop-carried update
                    continue
                if sum(1 for o2, p2 in d.incoming if p2 is p) != 1:
                    continue
                if self._phi_dead_after(phi, v, p):
                    self.coalesced[v] = phi
                    self.kind[v] = "coalesced"

    def _phi_dead_after(self, phi: Instruction, v: Instruction, p: Block) -> bool:
        """Is the phi's current value unused from v's definition on (in p, and in the blocks reached
        from p before control comes back to the phi's block)?"""
        B = phi.block
        after: set = set()
        stack = [s for s in p.successors if s is not B and s in self.in_rpo]
        while stack:
            b = stack.pop()
            if b in after:
                continue
            after.add(b)
            stack.extend(s for s in b.successors if s is not B and s in self.in_rpo)
        vpos = self.pos[v]
        for user, blk, at in self.uses.get(phi, []):
            if user is v:
                continue
            if blk is p and at > vpos:
                return False
            if blk in after and blk is not p:
                return False
        return True

    def _inline(self) -> None:
        for b in self.rpo:
            insts = b.instructions
            writers = [i for i, inst in enumerate(insts) if inst in self.live and self.is_writer(inst)]
            reassigned: dict = {}  # phi -> position in b where a coalesced value assigns its variable
            for v, phi in self.coalesced.items():
                if v.block is b:
                    reassigned[phi] = self.pos[v]
            for i in range(len(insts) - 1, -1, -1):
                v = insts[i]
                if v not in self.live or v in self.kind:
                    continue
                d = self.dec[v]
                if d.opcode == "call" and self.has_effect(v):
                    continue
                us = self.uses.get(v, [])
                if len(us) != 1:
                    continue
                user, blk, at = us[0]
                if blk is not b or (at != END and at <= i):
                    continue
                root = self.inline_root.get(user, at) if self.kind.get(user) == "inline" else at
                if d.opcode == "load" and (any(i < w < root for w in writers) or self.issued_ahead(v)):
                    continue
                if any(i < reassigned.get(self.R(o), -1) < root for o in self.operand_values(v)):
                    continue
                self.kind[v] = "inline"
                self.inline_root[v] = root

    @staticmethod
    def issued_ahead(load: Instruction) -> bool:
        """A load a rewrite moved ahead of other work on purpose (AHEAD_METADATA): written as a
        statement of its own where the IR has it, not into its user's expression."""
        return AHEAD_METADATA in load.body_text

    def _rematerialize(self) -> None:
        """Address arithmetic used once, in another block (a loop body using a pointer computed
        before the loop), is written at its use (`p60[range7.v[1]]`), when everything it reads keeps
        its value until there: parameters, free values, variables defined once, and arithmetic on
        those -- never loads or phi variables.  (If V dominates its use, any path from a definition
        of a variable V reads to the use passes V again, so the variable still holds V's input.)"""
        for b in self.rpo:
            for v in b.instructions:
                if v not in self.live or v in self.kind or self.dec[v].opcode not in ("getelementptr", "addrspacecast"):
                    continue
                if len(self.uses.get(v, [])) == 1 and all(self._stable(o) for o in self.operand_values(v)):
                    self.kind[v] = "inline"

    def _stable(self, x) -> bool:
        if not isinstance(x, Instruction):
            return True
        k = self.kind.get(x)
        if k == "free":
            return True
        d = self.dec[x]
        if k is None:  # becomes a variable: assigned once, where it is defined
            return d.opcode not in ("phi",) and x not in self.coalesced
        if k == "inline":
            if d.opcode in ("load", "phi", "alloca") or d.opcode == "call" and self.callee[x].kind not in _PURE_KINDS:
                return False
            return all(self._stable(o) for o in self.operand_values(x))
        return False

    # ---- names and pointer element types
    def _name_values(self) -> None:
        names = self.mw.local_names()
        self.names = names
        self.var: dict = {}
        self.ptr_pointee: dict = {}
        self.alloca_obj: dict = {}
        rt = self.mw.runtime_aligned(self.fn)
        for i, arg in enumerate(self.fn.arguments):
            ty = self.tt.parse(arg.type_text)
            if arg in self.byval:
                sty = self.byval[arg]
                var = Var(names.fresh(_sanitize(arg.name) if arg.name else f"{self.mw.struct_base(sty)}{i}"),
                          self.mw.c_struct(sty), param=True)
            elif isinstance(ty, PtrT):
                space = self.mw.space(self, arg)
                if self.is_kernel and space in (0, GENERIC):
                    raise self.error(None, f"kernel parameter {i} is a {'private' if space == 0 else 'generic'} "
                                           f"pointer: OpenCL C kernels take __global, __constant or __local ones")
                pointee = self.param_pointee(arg)
                base = {1: "acc" if i < len(rt) and rt[i] else "ptr", 2: "cptr", 3: "local"}.get(space, "ptr")
                restrict = " restrict" if "noalias" in split_type(arg.spec)[1].split() else ""  # noalias-accessors
                var = Var(names.fresh(_sanitize(arg.name) if arg.name else f"{base}{i}"),
                          self.ptr_ctype(space, pointee) + restrict, param=True)
                self.ptr_pointee[arg] = pointee
            else:
                if isinstance(ty, IntT) and ty.bits == 1 and self.is_kernel:
                    raise self.error(None, f"kernel parameter {i} is i1: bool kernel arguments are not OpenCL C")
                if isinstance(ty, (StructT, NamedT, ArrT)):
                    raise self.error(None, f"parameter {i} passes an aggregate {type_text(ty)} by value")
                var = Var(names.fresh(_sanitize(arg.name) if arg.name else f"arg{i}"), c_value_type(ty), param=True)
            self.var[arg] = var
            self.params.append(var)
        for b in self.rpo:
            for inst in b.instructions:
                k = self.kind.get(inst)
                if k in ("var", "phi", "alloca"):
                    self.var[inst] = self._make_var(inst)
        for v, phi in self.coalesced.items():
            self.var[v] = self.var[phi]

    def _make_var(self, inst: Instruction) -> Var:
        d = self.dec[inst]
        base = self._base_name(inst, d)
        if d.opcode == "alloca":
            ty = self.tt.resolve(d.src_ty)
            count = None
            if d.ops:
                n = self.R(d.ops[0].v)
                if not isinstance(n, Lit):
                    raise self.error(inst, "variable-length alloca has no OpenCL C translation")
                count = int_value(n.text, 64)
                if count == 1:
                    count = None
            dims = []
            while isinstance(ty, ArrT):
                dims.append(ty.n)
                ty = ty.elem
            if count is not None:
                dims.insert(0, count)
            obj = self.tt.resolve(d.src_ty)
            self.alloca_obj[inst] = ArrT(count, obj) if count is not None else obj
            if inst.block is not self.fn.entry:
                raise self.error(inst, "alloca outside the entry block has no OpenCL C translation")
            return Var(self.names.fresh(base), self.mw.c_mem(ty), "][".join(map(str, dims)) if dims else None,
                       memory=True)
        if isinstance(d.ty, PtrT):
            space = self.mw.space(self, inst)
            pointee = self.choose_pointee(inst, self._natural_pointee(inst))
            self.ptr_pointee[inst] = pointee
            return Var(self.names.fresh(base), self.ptr_ctype(space, pointee))
        return Var(self.names.fresh(base), c_value_type(d.ty))

    def _base_name(self, inst: Instruction, d: Decoded) -> str:
        if inst.name is not None:
            return _sanitize(inst.name)
        num = self.numbering.get(inst, "")
        if d.opcode == "call" and self.callee.get(inst) and self.callee[inst].kind in ("work_item", "work_item_scalar"):
            fname = self.callee[inst].name
            dim = self.R(d.ops[0].v) if d.ops else None
            short = bi.SHORT_NAMES.get(fname, "wi")
            return f"{short}{int_value(dim.text, 32)}" if isinstance(dim, Lit) else short
        if d.opcode == "alloca":
            return f"priv{num}"
        ty = d.ty
        if isinstance(ty, PtrT):
            return f"p{num}"
        if isinstance(ty, IntT):
            return f"c{num}" if ty.bits == 1 else f"i{num}"
        if isinstance(ty, FloatT):
            return f"f{num}" if ty.name != "double" else f"d{num}"
        return f"v{num}"

    def _natural_pointee(self, v) -> IRType:
        v = self.R(v)
        if isinstance(v, Instruction) and v in self.dec:
            d = self.dec[v]
            if isinstance(d.ty, PtrT) and d.ty.pointee is not None:
                return d.ty.pointee
            if d.opcode == "getelementptr":
                t = d.src_ty
                for o in d.ops[2:]:
                    t = self.tt.resolve(t)
                    k = self.R(o.v)
                    if isinstance(t, StructT) and isinstance(k, Lit):
                        t = t.fields[int_value(k.text, 64)]
                    elif isinstance(t, (ArrT, VecT)):
                        t = t.elem
                return t
        return I8

    def choose_pointee(self, v, default: IRType) -> IRType:
        """The element type most uses of pointer `v` read, write or index with."""
        votes: Counter = Counter()
        for user, _, _ in self.uses.get(v, []):
            d = self.dec[user]
            if d.opcode == "load" and self.R(d.ops[0].v) is v:
                votes[_memory_unit(d.ty)] += 1
            elif d.opcode == "store" and self.R(d.ops[1].v) is v:
                votes[_memory_unit(d.ops[0].ty)] += 1
            elif d.opcode == "getelementptr" and self.R(d.ops[0].v) is v and d.src_ty != I8:
                votes[_strip_arrays(d.src_ty)] += 1
            elif d.opcode == "call" and self.callee[user].kind == "user":
                fw = self.mw.writer_of(d.callee)
                for i, o in enumerate(d.ops):
                    if self.R(o.v) is v and i < len(d.callee.arguments) and fw is not None:
                        arg = d.callee.arguments[i]
                        if arg in fw.byval:
                            votes[fw.byval[arg]] += 1
                        elif arg in fw.ptr_pointee:
                            votes[fw.ptr_pointee[arg]] += 1
        if not votes:
            return _strip_arrays(default)
        best = max(votes.values())
        return next(t for t in votes if votes[t] == best)

    def param_pointee(self, arg: Argument) -> IRType:
        if arg in self.ptr_pointee:
            return self.ptr_pointee[arg]
        ty = self.tt.parse(arg.type_text)
        default = ty.pointee if isinstance(ty, PtrT) and ty.pointee is not None else I8
        p = self.choose_pointee(arg, default)
        self.ptr_pointee[arg] = p
        return p

    def ptr_ctype(self, space: int, pointee: IRType) -> str:
        if space == GENERIC:
            self.mw.need_generic = True
        return f"{QUAL[space]}{self.mw.c_mem(pointee)}*"

    def label_name(self, b: Block) -> str:
        if b.name is not None:
            return "L_" + _sanitize(b.name)
        return f"L{self.numbering.get(b, '')}"

    # ------------------------------------------------------------------------------------------
    # phase 3: C code

    def emit(self) -> list[str]:
        from .ast import has_goto, place_declarations, render, simplify, walk, Goto
        from .structure import strip_unused_labels

        self._memo: dict = {}
        self._temps = 0
        body = self.structurer.build()
        used = {s.label for s in walk(body) if isinstance(s, Goto)}
        body = strip_unused_labels(body, used)
        body = simplify(body)
        while body and isinstance(body[-1], Return) and body[-1].expr is None and isinstance(self.ret_type, VoidT):
            body.pop()  # `return;` at the end of a void function
        locals_ = self.mw.local_globals_of(self)
        place_declarations(body, all_at_top=has_goto(body))
        decls: list = []
        last_if = None
        for line in (line for decl in locals_ for line in decl.split("\n")):
            if line == last_if and decls[-1] == "#endif":
                decls.pop()  # under the same test as the declaration before: one #if block
                continue
            last_if = line if line.startswith("#if") else last_if
            decls.append(line if line.startswith("#") else f"    {line}")
        return decls + render(body)

    # ---- structurer callbacks
    def block_code(self, b: Block) -> list:
        out: list = []
        for inst in b.instructions:
            if inst.is_terminator or inst not in self.live or inst in self.repl:
                continue
            k = self.kind[inst]
            if k in ("var", "coalesced"):
                out.append(Assign(self.var[inst], self.def_expr(inst)))
            elif k == "stmt" or (k == "var" and self.has_effect(inst)):
                out.extend(self.statement(inst))
        return out

    def successors(self, b: Block) -> list:
        return self.dec[b.terminator].targets

    def branch_condition(self, b: Block) -> CExpr:
        return self.val(self.dec[b.terminator].ops[0])

    def switch_groups(self, b: Block):
        d = self.dec[b.terminator]
        v = self.val(d.ops[0])
        groups: dict = {}
        for lit_, target in d.cases:
            c = binop(v, "==", self.literal(lit_, d.ops[0].ty), int_compare=True)
            groups[target] = c if target not in groups else binop(groups[target], "||", c)
        default = d.targets[0]
        return default, [(t, c) for t, c in groups.items()]

    def return_stmt(self, b: Block) -> Return:
        d = self.dec[b.terminator]
        if not d.ops:
            return Return()
        o = d.ops[0]
        if isinstance(o.ty, PtrT):
            return Return(self.ptr_to(o.v, self.mw.return_pointee(self.fn), self.mw.return_space(self.fn)))
        return Return(self.val(o))

    def unreachable_stmt(self, b: Block):
        if isinstance(self.ret_type, VoidT):
            return Return()
        return Return(self.zero(self.ret_type))

    def edge_copies(self, x: Block, y: Block) -> list:
        copies = []
        for inst in y.instructions:
            if inst.opcode != "phi":
                break
            if inst not in self.live or inst in self.repl:
                continue
            d = self.dec[inst]
            src = next(o for o, p in d.incoming if p is x)
            v = self.R(src.v)
            if v is inst or (isinstance(v, Instruction) and self.coalesced.get(v) is inst):
                continue
            var = self.var[inst]
            if isinstance(d.ty, PtrT):
                e = self.ptr_to(src.v, self.ptr_pointee[inst], self.mw.space(self, inst))
            else:
                e = self.val(src)
            if e.text == var.name:
                continue
            copies.append((var, e))
        return self._sequentialize(copies)

    def _sequentialize(self, copies: list) -> list:
        """Parallel phi copies as assignments in an order where none reads a variable an earlier
        one overwrote; a cycle goes through temporaries."""
        out = []
        pending = list(copies)
        while pending:
            for i, (v, e) in enumerate(pending):
                if not any(v in e2.vars for j, (_, e2) in enumerate(pending) if j != i):
                    out.append(Assign(v, e))
                    pending.pop(i)
                    break
            else:
                temps = []
                for v, e in pending:
                    self._temps += 1
                    t = Var(self.names.fresh(f"tmp{self._temps}"), v.ctype)
                    out.append(Assign(t, e))
                    temps.append((v, t))
                out.extend(Assign(v, name_expr(t)) for v, t in temps)
                pending = []
        return out

    # ---- statements
    def statement(self, inst: Instruction) -> list:
        d = self.dec[inst]
        if d.opcode == "store":
            val, ptr = d.ops
            if lane_wise_memory(val.ty):
                return [self.store_lanes(ptr, val)]
            lhs = self.deref(self.form(ptr.v), val.ty)
            if isinstance(val.ty, PtrT):
                rhs = cast("ulong", self.ptr_value(self.form(val.v), space=self.mw.stored_space(self, ptr.v, val.ty)))
            else:
                rhs = self.val(val)
            whole = [v for v in lhs.vars if v.name == lhs.text and v.array is None]
            if whole:  # a private scalar variable (an alloca): a plain assignment, declared at its first one
                return [Assign(whole[0], rhs)]
            return [ExprStmt(CExpr(f"{lhs.text} = {rhs.text}", ASSIGN, lhs.vars | rhs.vars))]
        if d.opcode == "call":
            kind = self.callee[inst]
            if kind.kind == "drop":
                return []
            e = self.call_expr(inst, d, kind)
            if e is None:
                return []
            if isinstance(e, list):
                return e
            return [ExprStmt(e)]
        raise self.error(inst, f"no statement for `{d.opcode}`")

    def def_expr(self, inst: Instruction) -> CExpr:
        """The right-hand side that defines a `var`/`coalesced` value."""
        d = self.dec[inst]
        if isinstance(d.ty, PtrT):
            holder = self.coalesced.get(inst, inst)
            return self.ptr_value(self._compute_form(inst), self.ptr_pointee[holder], self.mw.space(self, holder))
        return self.compute(inst)


# --------------------------------------------------------------------------------------------------
# helpers


def _strip_arrays(ty: IRType) -> IRType:
    while isinstance(ty, ArrT):
        ty = ty.elem
    return ty


def _memory_unit(ty: IRType) -> IRType:
    """What a load or store of `ty` reads or writes in C (types.lane_wise_memory: some vectors lane by lane)."""
    return ty.elem if lane_wise_memory(ty) else _strip_arrays(ty)


def _collect(v, out: list, fw) -> None:
    if isinstance(v, CExprNode):
        for o in v.ops:
            _collect(fw.R(o.v), out, fw)
    elif isinstance(v, VecLit):
        for o in v.elems:
            _collect(fw.R(o.v), out, fw)
    else:
        out.append(v)


def _leaves(v, fw) -> list:
    out: list = []
    _collect(v, out, fw)
    return out


_C_RESERVED = set("""auto break case char const continue default do double else enum extern float for goto if
inline int long register restrict return short signed sizeof static struct switch typedef union unsigned void
volatile while bool true false half uchar ushort uint ulong size_t ptrdiff_t intptr_t uintptr_t kernel
global local constant private generic read_only write_only read_write image2d_t image3d_t sampler_t event_t
NULL INFINITY NAN barrier mem_fence""".split()) | bi.MATH | bi.OPENCL_WORK_ITEM


def _sanitize(name: str) -> str:
    name = name.strip('"')
    s = re.sub(r"[^A-Za-z0-9_]", "_", name)
    if not s or s[0].isdigit():
        s = "v_" + s
    if s in _C_RESERVED or s.startswith("__"):
        s = s + "_"
    return s


class NameTable:
    """Unique C identifiers: `fresh("gid0")` gives gid0, then gid0_2, ..."""

    def __init__(self, taken: set):
        self.taken = set(taken)

    def fresh(self, base: str) -> str:
        return unique_name(base + "_" if base in _C_RESERVED else base, self.taken, "_", 2)
