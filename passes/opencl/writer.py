"""write-opencl: one readable OpenCL C file with every kernel of a DPC++ spir64 device module.

    from passes.opencl.writer import write_opencl, write_opencl_program
    source = write_opencl(lift.parse_file("samples/gemm/device.ll"))
    program = write_opencl_program(module)      # .source, .build_options, .kernels

What the file keeps from the IR:

* every `spir_kernel` under its IR name (`_ZTS4VAdd`), parameter for parameter: global/local/constant
  pointers as `__global T*`/`__local T*`/`__constant T*`, a `byval` struct as a struct passed by value
  (`sycl_range_2 range1`, `typedef struct { ulong v[2]; } sycl_range_2;`), scalars as scalars -- so the
  host arguments that run the module's SPIR-V run this file too; the `spir_func` functions they call
  become `static` functions;
* structured control flow (if/else, while/do-while/for(;;) loops with break/continue; a goto only for
  an irreducible CFG), see `structure`;
* the values: C types with the IR's bits (unsigned integer types, explicit signed casts), literals for
  constants, ordered/unordered float compares, `#pragma OPENCL FP_CONTRACT OFF` so that separate
  fmul/fadd stay unfused as in the IR, and llvm.fmuladd as a call of a small helper that contracts
  (`a * b + c` under `FP_CONTRACT ON`), so that the device compiler gets llvm.fmuladd back and may
  fuse or not, as the IR allows.  (Writing `fma()` instead would force a fused result: exact on every
  device, but a libm call that PoCL cannot vectorize -- the tiled GEMM ran 2x slower on PoCL.)

Generic (addrspace 4) pointers are resolved to a named address space where the IR shows it: through
addrspacecasts, GEPs, phis and selects, for pointers the host passed in (an integer or pointer
read from a kernel's by-value parameter -- a USM pointer, which SYCL allocates in global memory), and
through pointer slots: a `__local` global that is only ever loaded and stored as a whole pointer
(DPC++'s hierarchical parallelism shares group-scope pointers through such `WGCopy` slots) holds
what its stores put there, so a load from it has the space all those stores agree on.  A pointer is
stored to memory (as a `ulong`) in the space its loads will assume: a slot's own, else its IR type's
(a generic one as generic).  Only unresolved ones stay generic, and then the file needs OpenCL C 2.0.
The first lines of the file say which build options it needs (`build_options` reads them back).

Atomics, work-group collectives and sub-group operations are written with OpenCL C 3.0's functions
(`atomic_fetch_add_explicit` with the IR's memory order and scope, `work_group_reduce_add`,
`sub_group_shuffle_down`, ...; see `builtins.FEATURES`).  Where OpenCL C 1.2 can do the same (32-bit
atomics up to device scope, work-group collectives in kernels; `passes.opencl.portable`), the statement
has its 1.2 form under `#else` of the features' test, and the kernel runs on every device.  Otherwise
a function whose C needs an optional feature (sub-groups, generic pointers, 64-bit atomics, half,
double) is put under `#if` the feature's test macro: the file builds on every device, one without the
feature lacks that kernel, and `OpenCLProgram.requires` says which kernel needs what.  Such a file is
built with -cl-std=CL3.0; on an OpenCL 1.2 device with `OpenCLProgram.portable_options` (-cl-std=CL1.2).

Unsupported IR (aggregates as values, indirect calls, unknown callees, ...) raises LiftError at the
instruction; the writer never guesses.  Kernels are written independently of each other: a function
that cannot be written (unsupported IR, or any internal error) leaves out the kernels that reach it,
each replaced by a `/* sycl-lift: kernel K not written: why */` comment and listed in
`OpenCLProgram.failed`; the other kernels are written as usual.  Only a module that is not SPIR or
has no kernel at all raises.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import ClassVar, Optional

from lift import Function, GlobalVariable, LiftError, Module
from lift.syntax import split_top_level
from lift.edit import unique_name

from passes import ModulePass, PassContext, define_location, failure_entry
from . import builtins as bi
from .ast import CExpr
from .function import FunctionWriter, NameTable, _C_RESERVED, _sanitize, builtin_global
from .pointers import BOTTOM, GENERIC, PtrForm
from .space_clones import with_helper_copies
from .types import (I8, I64, ArrT, FloatT, IntT, IRType, PtrT, StructT, TypeTable, VecT, VoidT, c_int,
                             c_value_type, c_vector, float_literal, float_value, int_literal, int_value, is_bool_vector,
                             is_padded, type_text)


@dataclass(frozen=True)
class KernelNotWritten:
    kernel: str
    why: str  # the error, at its instruction when it has one
    at: str  # file:line:col of the kernel's define
    internal: bool = False  # an internal error of the writer, not unsupported input
    traceback: Optional[str] = None  # with SYCL_LIFT_DEBUG / --debug


@dataclass(frozen=True)
class OpenCLProgram:
    source: str
    build_options: tuple  # e.g. ("-cl-std=CL1.2",)
    kernels: tuple  # the names of the kernels written, in module order
    # kernel name -> the optional OpenCL C features it needs (builtins.FEATURES keys); the source has
    # such a kernel under `#if` their test macros, so a device without them builds a program without it
    requires: dict = field(default_factory=dict)
    failed: tuple = ()  # KernelNotWritten, in module order
    # the build options for a device without OpenCL C 2.0 or 3.0 (Oclgrind): the file is valid OpenCL
    # C 1.2 there, its atomics and work-group collectives take their 1.2 forms (`#else`), and kernels
    # that need a feature 1.2 lacks are left out; () when the file needs OpenCL C 2.0 (generic pointers)
    portable_options: tuple = ()
    # kernel name -> the optional features it uses where the device has them (1.2 forms elsewhere)
    uses: dict = field(default_factory=dict)


@dataclass(frozen=True)
class WriteOpenCL(ModulePass):
    """Write the device module as OpenCL C (see `passes.opencl.writer`).

    Reads ctx.device (a spir64 module with at least one spir_kernel); changes nothing in it.
    Leaves an `OpenCLProgram` (source, build options, kernel names) in ctx.analyses["opencl-c"].
    Proves nothing by itself: the tests build every sample's file with PoCL and Intel's CPU runtime and
    compare its results with the module's SPIR-V run on the same arguments.  A kernel it cannot
    translate is left out (`OpenCLProgram.failed` says why, at the instruction); LiftError only
    for a module that is not SPIR or has no kernel."""

    name: ClassVar[str] = "write-opencl"

    def apply(self, ctx: PassContext) -> None:
        if ctx.device is None:
            raise LiftError("write-opencl needs a device module")
        ctx.analyses["opencl-c"] = write_opencl_program(ctx.device)


def write_opencl(module: Module) -> str:
    """The OpenCL C source for every kernel of `module`."""
    return write_opencl_program(module).source


def write_opencl_program(module: Module) -> OpenCLProgram:
    """Every kernel that can be written (see the module docstring: failures stay with their kernels).

    The per-function phases drop only the kernels that reach a failing function; when the one
    module-wide phase (address-space resolution) fails, each kernel is tried alone to find the
    ones that cannot be written, and the rest are written together."""
    kernels = _check_module(module)
    try:
        writer = with_helper_copies(module, ModuleWriter)
        return writer.program()
    except Exception:  # noqa: BLE001 - a module-wide phase failed: find the kernels at fault
        pass
    alone: dict = {}
    for kernel in kernels:
        try:
            written = ModuleWriter(module, only={kernel}).program()
            alone.update((f.kernel, {"why": f.why, "internal": f.internal}) for f in written.failed)
        except Exception as exc:  # noqa: BLE001
            alone[kernel] = failure_entry("write-opencl", exc)
    try:
        return ModuleWriter(module, failed=alone).program()
    except Exception as exc:  # noqa: BLE001 - nothing can be written together: every kernel fails
        entry = failure_entry("write-opencl", exc)
        return ModuleWriter(module, failed={k: alone.get(k, entry) for k in kernels}).program()


def _check_module(module: Module) -> list[str]:
    """The names of the module's kernels; LiftError when it is no SPIR module or has none."""
    triple = module.triple or ""
    if not triple.startswith(("spir64", "spirv64")):
        raise LiftError(f"write-opencl needs a 64-bit SPIR device module, not triple {triple!r}", module.filename)
    kernels = [f.name for f in module.definitions() if f.is_kernel]
    if not kernels:
        raise LiftError("the module has no spir_kernel function", module.filename)
    return kernels


def build_options(source: str) -> list[str]:
    """The build options a file from `write_opencl` asks for in its header."""
    m = re.search(r"^// Build options: (.*)$", source, re.M)
    return m.group(1).split() if m else []


class ModuleWriter:
    """Module-wide state: the functions to write, address-space resolution, struct typedefs,
    globals, and what the file needs (extensions, OpenCL C version, build options)."""

    def __init__(self, module: Module, only: Optional[set] = None, failed: Optional[dict] = None):
        """`only`: write just these kernels (default all); `failed`: kernel -> {"why", "internal"},
        known not to be writable (left out with a comment)."""
        _check_module(module)
        self.module = module
        self.tt = TypeTable(module)
        self.need_generic = self.need_cl20 = self.need_fp64 = self.need_fp16 = self.need_div_sqrt = False
        self.need_cl30 = False  # C11 atomics, collectives or sub-groups: OpenCL C 3.0 (builtins.CL30_FEATURES)
        self.global_names: set = set(_C_RESERVED) | {_fmuladd_name(f"{base}{n}") for base in ("half", "float", "double")
                                                      for n in ("", "2", "3", "4", "8", "16")}
        self.structs: dict = {}  # key -> C name
        self.struct_decls: list[str] = []
        self.constant_decls: list[str] = []
        self.spec_arrays: dict = {}  # symbolic id -> the array of a specialization constant (spec_constants)
        self.fmuladd_types: list[str] = []  # C types that need a fmuladd helper
        self.helpers: dict = {}  # name -> (lines, features): helper functions the writers asked for
        self.globals_done: dict = {}
        self.local_uses: dict = {}  # kernel writer -> [declaration]
        self.all_kernels = [f for f in module.definitions() if f.is_kernel]
        self.failed: dict = dict(failed or {})  # kernel name -> {"why", "internal", ...}: not written
        self.kernels = [k for k in self.all_kernels if (only is None or k.name in only) and k.name not in self.failed]
        for k in self.kernels:
            if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", k.name):
                self.failed[k.name] = {"why": f"kernel name @{k.name} is not a C identifier", "internal": False}
        self.kernels = [k for k in self.kernels if k.name not in self.failed]
        for k in self.kernels:
            self.global_names.add(k.name)
        self.reaches: dict = {}  # kernel -> the functions it writes (itself and what it calls)
        self.order = self._call_order()
        self.names: dict = {}
        for fn in self.order:
            if not fn.is_kernel:
                self.names[fn] = self._fresh_global(_sanitize(fn.name))
        for k in self.kernels:
            self.names[k] = k.name
        self.writers: dict = {}
        self._each_function("decode", lambda fn: self.writers.__setitem__(fn, FunctionWriter(self, fn)))
        self.spaces: dict = {}
        self._resolve_spaces()
        # callees first: callers' pointer casts use the callees' parameter types
        self._each_function("prepare", lambda fn: self.writers[fn].prepare())

    # ---- isolation
    def _each_function(self, phase: str, work) -> None:
        """Run `work(fn)` for each function still written, in call order: the one place where the
        writer catches a failure.  A function that fails takes the kernels that reach it out."""
        for fn in list(self.order):
            if fn in self.order:
                try:
                    work(fn)
                except Exception as exc:  # noqa: BLE001 - isolation: see the module docstring
                    self._leave_out(fn, failure_entry("write-opencl", exc))

    def _leave_out(self, fn: Function, entry: dict) -> None:
        for k in self.kernels:
            if fn in self.reaches[k]:
                self.failed[k.name] = entry if fn is k else \
                    {**entry, "why": f"calls @{fn.name}, which cannot be written: {entry['why']}"}
        self.kernels = [k for k in self.kernels if k.name not in self.failed]
        live = set().union(*(self.reaches[k] for k in self.kernels))
        self.order = [f for f in self.order if f in live]
        self.writers = {f: w for f, w in self.writers.items() if f in live}

    # ---- functions
    def _call_order(self) -> list[Function]:
        """Kernels and the defined functions they call, callees before callers (and `reaches`, each
        kernel's own); a kernel that recurses is left out (OpenCL C has no recursive calls)."""
        order: list = []

        def visit(fn: Function, state: dict, mine: list) -> None:
            if state.get(fn) == "done":
                return
            if state.get(fn) == "active":
                raise LiftError(f"recursion through @{fn.name}: OpenCL C has no recursive calls",
                                self.module.filename)
            state[fn] = "active"
            for inst in fn.instructions():
                callee = inst.called_function
                if callee is not None and not callee.is_declaration and not callee.is_kernel:
                    visit(callee, state, mine)
            state[fn] = "done"
            mine.append(fn)

        for k in self.kernels:
            mine: list = []
            try:
                visit(k, {}, mine)
            except Exception as exc:  # noqa: BLE001 - the kernel's own failure, before any writer exists
                self.failed[k.name] = failure_entry("write-opencl", exc)
                continue
            self.reaches[k] = set(mine)
            order += [fn for fn in mine if fn not in order]
        self.kernels = [k for k in self.kernels if k.name not in self.failed]
        return order

    def writer_of(self, fn: Function) -> Optional[FunctionWriter]:
        return self.writers.get(fn)

    def function_name(self, fn: Function) -> str:
        return self.names[fn]

    def _fresh_global(self, base: str) -> str:
        return unique_name(base, self.global_names, "_", 2)

    def local_names(self) -> NameTable:
        return NameTable(self.global_names)

    def runtime_aligned(self, fn: Function) -> list[bool]:
        """!kernel_arg_runtime_aligned: true for the pointer parameters that are accessor pointers."""
        ref = fn.signature.metadata_attachment("kernel_arg_runtime_aligned")
        item = self.module.metadata.get(ref) if ref else None
        if item is None:
            return []
        return [w == "true" for w in re.findall(r"i1 (true|false)", item.text)]

    def return_pointee(self, fn: Function) -> IRType:
        ty = self.tt.parse(fn.signature.return_type)
        return ty.pointee if isinstance(ty, PtrT) and ty.pointee is not None else I8

    def return_space(self, fn: Function) -> int:
        ty = self.tt.parse(fn.signature.return_type)
        return self.ret_spaces.get(fn, ty.space) if ty.space == GENERIC else ty.space

    # ---- address spaces
    def _declared(self, fw: FunctionWriter, v) -> Optional[int]:
        from lift import Argument
        from lift.ir import Instruction

        if isinstance(v, Argument):
            ty = self.tt.parse(v.type_text)
        elif isinstance(v, Instruction) and v in fw.dec:
            ty = fw.dec[v].ty
        else:
            return None
        return ty.space if isinstance(ty, PtrT) else None

    def space_of(self, fw: FunctionWriter, v) -> int:
        """Address space of a pointer value during resolution (BOTTOM: no information yet)."""
        from .decode import CExprNode, Lit

        v = fw.R(v)
        if isinstance(v, Lit):
            return BOTTOM
        if isinstance(v, GlobalVariable):
            return self.global_space(v)
        if isinstance(v, CExprNode):
            if v.opcode == "addrspacecast" and v.ty.space != GENERIC:
                return v.ty.space
            if v.opcode in ("getelementptr", "bitcast", "addrspacecast"):
                return self.space_of(fw, v.ops[0].v)
            return v.ty.space if v.ty.space != GENERIC else 1
        if v in self.spaces:
            return self.spaces[v]
        d = self._declared(fw, v)
        return d if d is not None else BOTTOM

    def _resolve_spaces(self) -> None:
        """Give every generic pointer value the named address space all its sources agree on."""
        todo = []
        for fw in self.writers.values():
            for arg in fw.fn.arguments:
                d = self._declared(fw, arg)
                if d is not None:
                    self.spaces[arg] = d if d != GENERIC else BOTTOM
                    if d == GENERIC:
                        todo.append((fw, arg))
            for inst in fw.live:
                d = self._declared(fw, inst)
                if d is not None and inst not in fw.repl:
                    self.spaces[inst] = d if d != GENERIC else BOTTOM
                    if d == GENERIC:
                        todo.append((fw, inst))
        callers: dict = {}
        for fw in self.writers.values():
            for inst, callee in fw.calls_to:
                callers.setdefault(callee, []).append((fw, inst))
        self.ret_spaces: dict = {}  # helper returning a generic pointer -> resolved space
        self.slots = self._pointer_slots()
        self.slot_spaces: dict = {}  # pointer slot -> the space of what is stored there
        for _ in range(100):
            changed = False
            for g, stores in self.slots.items():
                new = BOTTOM
                for fw, v in stores:
                    new = _join(new, self.space_of(fw, v))
                if new != self.slot_spaces.get(g, BOTTOM):
                    self.slot_spaces[g] = new
                    changed = True
            for fw, v in todo:
                new = self._space_rule(fw, v, callers)
                if new != self.spaces[v]:
                    self.spaces[v] = new
                    changed = True
            for fw in self.writers.values():
                rt = fw.ret_type
                if isinstance(rt, PtrT) and rt.space == GENERIC:
                    new = BOTTOM
                    for inst in fw.live:
                        if fw.dec[inst].opcode == "ret" and fw.dec[inst].ops:
                            new = _join(new, self.space_of(fw, fw.dec[inst].ops[0].v))
                    if new != self.ret_spaces.get(fw.fn, BOTTOM):
                        self.ret_spaces[fw.fn] = new
                        changed = True
            if not changed:
                break
        for fn, sp in self.ret_spaces.items():
            if sp == BOTTOM:
                self.ret_spaces[fn] = 1
        for v, s in self.spaces.items():
            if s == BOTTOM:
                self.spaces[v] = 1  # only ever null: any named space will do

    def _pointer_slots(self) -> dict:
        """Local-memory globals of pointer type that the written functions only load and store as a
        whole pointer (so the C sees every value they can hold): global -> [(writer, stored value)]."""
        slots: dict = {}
        spoiled: set = set()
        for fw in self.writers.values():
            for inst in fw.live:
                d = fw.dec[inst]
                address = fw.R(d.ops[0].v) if d.opcode == "load" else fw.R(d.ops[1].v) if d.opcode == "store" else None
                for v in fw.operand_values(inst):
                    if not isinstance(v, GlobalVariable):
                        continue
                    direct = v is address and isinstance(d.ty if d.opcode == "load" else d.ops[0].ty, PtrT) and \
                        not (d.opcode == "store" and v in fw.operand_values_of(d.ops[0]))
                    if not direct:
                        spoiled.add(v)
                    elif d.opcode == "store":
                        slots.setdefault(v, []).append((fw, d.ops[0].v))
                    else:
                        slots.setdefault(v, [])
        return {g: stores for g, stores in slots.items() if g not in spoiled and self.global_space(g) == 3
                and isinstance(self._global_def(g)[1], PtrT)}

    def stored_space(self, fw: FunctionWriter, address, value_type: PtrT) -> Optional[int]:
        """The space a pointer stored at `address` is written in, the one its loads assume: a slot's
        (generic when its stores disagree), else the pointer's IR type's."""
        slot = fw.R(address)
        if slot in self.slots:
            space = self.slot_spaces.get(slot, BOTTOM)
            return None if space == BOTTOM else space
        return value_type.space

    def _space_rule(self, fw: FunctionWriter, v, callers: dict) -> int:
        from lift import Argument

        if isinstance(v, Argument):
            if fw.is_kernel:
                return GENERIC
            out = BOTTOM
            for cfw, call in callers.get(fw.fn, []):
                out = _join(out, self.space_of(cfw, cfw.dec[call].ops[v.index].v))
            return out
        d = fw.dec[v]
        op = d.opcode
        if op in ("getelementptr", "addrspacecast", "bitcast", "freeze"):
            return self.space_of(fw, d.ops[0].v)
        if op == "phi":
            out = BOTTOM
            for o, blk in d.incoming:
                if blk in fw.in_rpo:
                    out = _join(out, self.space_of(fw, o.v))
            return out
        if op == "select":
            return _join(self.space_of(fw, d.ops[1].v), self.space_of(fw, d.ops[2].v))
        if op == "inttoptr":
            return 1 if self._from_host(fw, d.ops[0].v) else GENERIC
        if op == "load":
            slot = fw.R(d.ops[0].v)
            if slot in self.slots:
                return self.slot_spaces.get(slot, BOTTOM)
            return 1 if fw.is_kernel and fw.readonly_load(v) else GENERIC
        if op == "call" and not d.callee.is_declaration:
            return self.ret_spaces.get(d.callee, BOTTOM)
        return GENERIC

    def _from_host(self, fw: FunctionWriter, v) -> bool:
        """An integer the host passed to a kernel (a parameter, or read from a by-value parameter):
        as a pointer it can only be a USM pointer, which is global memory."""
        from lift import Argument
        from lift.ir import Instruction

        v = fw.R(v)
        if not fw.is_kernel:
            return False
        if isinstance(v, Argument):
            return v not in fw.byval
        return isinstance(v, Instruction) and v in fw.dec and fw.readonly_load(v)

    def space(self, fw: FunctionWriter, v) -> int:
        if v in self.spaces:
            return self.spaces[v]
        d = self._declared(fw, v)
        return d if d is not None and d != GENERIC else 1

    # ---- types
    def c_mem(self, ty: IRType) -> str:
        """C type of an object of IR type `ty` in memory (pointers are stored as ulong)."""
        t = self.tt.resolve(ty)
        if isinstance(t, IntT):
            return "uchar" if t.bits == 1 else c_int(t.bits)
        if isinstance(t, FloatT):
            if t.name == "double":
                self.need_fp64 = True
            elif t.name == "half":
                self.need_fp16 = True
            return c_value_type(t)
        if isinstance(t, PtrT):
            return "ulong"
        if isinstance(t, VecT):
            if is_bool_vector(t) or is_padded(t):  # LLVM packs i1 lanes bit by bit; a padded C vector is wider
                raise LiftError(f"type {type_text(ty)} in memory has no OpenCL C translation")
            if isinstance(t.elem, FloatT):
                self.c_mem(t.elem)
            return c_vector(t)
        if isinstance(t, StructT):
            return self.c_struct(t)
        if isinstance(t, ArrT):
            return self.c_mem(t.elem)
        if isinstance(t, VoidT):
            return "uchar"
        raise LiftError(f"type {type_text(ty)} has no OpenCL C translation")

    def _leaves(self, ty: IRType, off: int = 0) -> list:
        t = self.tt.resolve(ty)
        if isinstance(t, StructT):
            out = []
            for f, o in zip(t.fields, self.tt.field_offsets(t)):
                out += self._leaves(f, off + o)
            return out
        if isinstance(t, ArrT):
            es = self.tt.size(t.elem)
            return [leaf for k in range(t.n) for leaf in self._leaves(t.elem, off + k * es)]
        return [(off, t)]

    def _sycl_class(self, st: StructT) -> Optional[tuple[str, int]]:
        """("range", 2) for `class.sycl::_V1::range` holding [2 x i64] (also `id`, `item`, ...)."""
        m = re.fullmatch(r'%"class\.sycl::_V1::(\w+)(\.\d+)?"', st.name or "")
        if not m:
            return None
        leaves = self._leaves(st)
        if leaves and all(t == I64 and o == 8 * k for k, (o, t) in enumerate(leaves)) \
                and self.tt.size(st) == 8 * len(leaves):
            return m.group(1), len(leaves)
        return None

    def c_fields(self, st: StructT) -> list:
        """The C struct's members as (name, IR type, byte offset)."""
        sy = self._sycl_class(st)
        if sy:
            return [("v", ArrT(sy[1], I64), 0)]
        return [(f"f{i}", f, o) for i, (f, o) in enumerate(zip(st.fields, self.tt.field_offsets(st)))]

    def struct_base(self, ty: IRType) -> str:
        """A parameter name stem for a by-value struct: range, id, window, closure, ..."""
        st = self.tt.resolve(ty)
        sy = self._sycl_class(st) if isinstance(st, StructT) else None
        if sy:
            return sy[0]
        name = (st.name or "").lstrip("%").strip('"') if isinstance(st, StructT) else ""
        name = re.sub(r"^(struct|class|union)\.", "", name)
        name = re.sub(r"\.\d+$", "", name)
        if name.startswith("anon"):
            return "closure"
        return _sanitize(name.split("::")[-1].lower()) if name else "arg"

    def c_struct(self, ty: IRType) -> str:
        """The typedef name of a struct type (declaring it, and the structs it holds, first)."""
        st = self.tt.resolve(ty)
        if not isinstance(st, StructT):
            raise LiftError(f"{type_text(ty)} is not a struct")
        sy = self._sycl_class(st)
        key = ("sycl",) + sy if sy else st
        if key in self.structs:
            return self.structs[key]
        if sy:
            name = self._fresh_global(f"sycl_{sy[0]}_{sy[1]}")
            lines = [f"    ulong v[{sy[1]}];"]
        else:
            raw = (st.name or "").lstrip("%").strip('"')
            raw = re.sub(r"^(struct|class|union)\.", "", raw)
            base = _sanitize(raw.replace("::", "_")) if raw else "struct_anon"
            lines = []
            for fname, fty, _ in self.c_fields(st):
                t, dims = self.tt.resolve(fty), ""
                while isinstance(t, ArrT):
                    dims += f"[{t.n}]"
                    t = self.tt.resolve(t.elem)
                note = f"  // {type_text(t)}" if isinstance(t, PtrT) else ""
                lines.append(f"    {self.c_mem(t)} {fname}{dims};{note}")
            name = self._fresh_global(base)
        self.structs[key] = name
        packed = " __attribute__((packed))" if st.packed else ""
        self.struct_decls.append("\n".join([f"typedef struct{packed} {{"] + lines + [f"}} {name};"]))
        return name

    def subobject(self, ty: IRType, off: int, want: IRType) -> Optional[str]:
        """C access path (`.v[1]`, `.f2`) to the object of type `want` at byte `off` inside an
        object of type `ty`, or None."""
        t = self.tt.resolve(ty)
        w = self.tt.resolve(want)
        if off == 0 and (t == w if isinstance(t, (ArrT, StructT)) or isinstance(w, (ArrT, StructT))
                         else self.c_mem(t) == self.c_mem(w)):
            return ""
        if isinstance(t, StructT):
            for name, fty, foff in self.c_fields(t):
                if foff <= off < foff + self.tt.size(fty):
                    sub = self.subobject(fty, off - foff, want)
                    return None if sub is None else f".{name}{sub}"
            return None
        if isinstance(t, ArrT):
            es = self.tt.size(t.elem)
            k, r = divmod(off, es)
            if k >= t.n and t.n != 0:
                return None
            sub = self.subobject(t.elem, r, want)
            return None if sub is None else f"[{k}]{sub}"
        if isinstance(t, VecT):
            es = self.tt.size(t.elem)
            if off % es == 0 and off // es < t.n and self.c_mem(t.elem) == self.c_mem(want):
                return f".s{off // es:x}"
        return None

    # ---- globals
    def _global_def(self, g: GlobalVariable) -> tuple[int, IRType, Optional[str], bool]:
        """(address space, value type, initializer text, is constant) of a global variable."""
        text = g.text.split("=", 1)[1]
        m = re.search(r"\b(global|constant)\b", text)
        if not m:
            raise LiftError(f"cannot read global @{g.name}")
        head = text[:m.start()]
        sm = re.search(r"addrspace\((\d+)\)", head)
        space = int(sm.group(1)) if sm else 0
        ty, end = self.tt.parse_prefix(text, m.end())
        rest = split_top_level(text[end:])
        init = rest[0].strip() if rest and rest[0].strip() else None
        if "external" in head.split() or (init or "").startswith(("align", "section")):
            init = None
        return space, ty, init, m.group(1) == "constant"

    def global_space(self, g: GlobalVariable) -> int:
        return self._global_def(g)[0]

    def global_is_lvalue(self, g: GlobalVariable) -> bool:
        space, _, init, const = self._global_def(g)
        return space in (2, 3) or const and init is not None

    def global_form(self, fw: FunctionWriter, g: GlobalVariable) -> PtrForm:
        if builtin_global(g.name):
            raise LiftError(f"@{fw.fn.name}: use of {g.name} other than reading its elements")
        space, ty, init, const = self._global_def(g)
        if space != 3 and const and init is not None:
            space = 2  # a constant global with its value is written as __constant, at every use
        if g not in self.globals_done:
            name = self._fresh_global(_sanitize(g.name))
            t, dims = self.tt.resolve(ty), ""
            while isinstance(t, ArrT):
                dims += f"[{t.n}]"
                t = self.tt.resolve(t.elem)
            decl = f"{self.c_mem(t)} {name}{dims}"
            if space == 3:
                if init not in (None, "undef", "poison", "zeroinitializer"):
                    raise LiftError(f"local-memory global @{g.name} has an initializer")
                self.globals_done[g] = (name, f"__local {decl};")
            elif space == 2 or (const and init is not None):
                if init is None:
                    raise LiftError(f"constant global @{g.name} has no initializer here")
                self.constant_decls.append(f"__constant {decl} = {self._init(init, ty)};")
                self.globals_done[g] = (name, None)
            else:
                raise LiftError(f"global variable @{g.name} in address space {space}: program-scope "
                                f"variables need OpenCL C 2.0 and are not supported")
        name, local_decl = self.globals_done[g]
        if space == 3:
            if not fw.is_kernel:
                raise LiftError(f"@{fw.fn.name} uses local-memory global @{g.name}: OpenCL C declares "
                                f"__local variables in kernels only")
            uses = self.local_uses.setdefault(fw, [])
            if local_decl not in uses:
                uses.append(local_decl)
        return PtrForm(space if space != 0 else 2, lv=CExpr(name), obj=self.tt.resolve(ty))

    def declare_local(self, fw: FunctionWriter, lines: list) -> None:
        """A __local declaration (its lines, preprocessor lines included) at the top of kernel `fw`, once."""
        decl = "\n".join(lines)
        uses = self.local_uses.setdefault(fw, [])
        if decl not in uses:
            uses.append(decl)

    def local_globals_of(self, fw: FunctionWriter) -> list[str]:
        return self.local_uses.get(fw, [])

    def _init(self, text: str, ty: IRType) -> str:
        """C initializer for an LLVM constant of type ty (scalars, arrays, structs, c"..." strings)."""
        t = self.tt.resolve(ty)
        text = text.strip()
        if text in ("zeroinitializer", "undef", "poison"):
            return "{0}" if isinstance(t, (ArrT, StructT, VecT)) else "0"
        if text.startswith('c"'):
            data = re.sub(r"\\([0-9A-Fa-f]{2})", lambda m: chr(int(m.group(1), 16)), text[2:-1])
            return "{" + ", ".join(str(ord(c)) for c in data) + "}"
        if isinstance(t, (ArrT, StructT)) and text[:1] in "[{<":
            inner = text[1:-1] if not text.startswith("<{") else text[2:-2]
            parts = []
            for piece in split_top_level(inner):
                ety, end = self.tt.parse_prefix(piece, 0)
                parts.append(self._init(piece[end:], ety))
            return "{" + ", ".join(parts) + "}"
        if isinstance(t, IntT):
            return int_literal(int_value(text, t.bits), t.bits)[0]
        if isinstance(t, FloatT):
            return float_literal(float_value(text, t), t)[0]
        raise LiftError(f"initializer {text[:40]!r} has no OpenCL C translation")

    # ---- output
    def program(self) -> OpenCLProgram:
        emitted: dict = {}
        self._each_function("emit", lambda fn: emitted.__setitem__(fn, self.writers[fn].emit()))
        needs = self._features([(fn, self.writers[fn], emitted[fn]) for fn in self.order])
        out = []
        protos = []
        for fn in self.order:
            fw, lines = self.writers[fn], emitted[fn]
            sig = self._signature(fn, fw)
            if not fn.is_kernel:
                protos.extend(_guarded([sig + ";"], needs[fn]))
            comment = self._comment(fn)
            if comment:
                out.append(comment)
            out.extend(_guarded([sig, "{"] + lines + ["}"], needs[fn]))
            out.append("")
        if self.need_cl30:
            options = ["-cl-std=CL3.0"]
        else:
            options = ["-cl-std=CL2.0" if self.need_generic or self.need_cl20 else "-cl-std=CL1.2"]
        portable = [] if self.need_generic or self.need_cl20 else ["-cl-std=CL1.2"]
        if self.need_div_sqrt:
            options.append("-cl-fp32-correctly-rounded-divide-sqrt")
            portable += ["-cl-fp32-correctly-rounded-divide-sqrt"] if portable else []
        head = self._header(options, portable)
        parts = [head]
        failed = tuple(KernelNotWritten(k.name, self.failed[k.name]["why"], define_location(k),
                                        self.failed[k.name].get("internal", False), self.failed[k.name].get("traceback"))
                       for k in self.all_kernels if k.name in self.failed)
        if failed:
            parts.append("\n".join(f"/* sycl-lift: kernel {f.kernel} not written: {_comment_text(f.why)} */"
                                   for f in failed) + "\n")
        if self.struct_decls:
            parts.append("\n\n".join(self.struct_decls) + "\n")
        if self.constant_decls:
            parts.append("\n".join(self.constant_decls) + "\n")
        for ctype in self.fmuladd_types:
            parts.append(f"static inline {ctype} {_fmuladd_name(ctype)}({ctype} a, {ctype} b, {ctype} c)\n{{\n"
                         "#pragma OPENCL FP_CONTRACT ON  // clang emits llvm.fmuladd: fused or not, as the IR allows\n"
                         "    return a * b + c;\n}\n")
        for lines, features in self.helpers.values():
            parts.append("\n".join(_guarded(lines, features)) + "\n")
        if protos:
            parts.append("\n".join(protos) + "\n")
        parts.append("\n".join(out).rstrip() + "\n")
        requires = {k.name: tuple(sorted(needs[k])) for k in self.kernels if needs[k]}
        uses = {k.name: tuple(sorted(self._reached(k, lambda fw: fw.optional))) for k in self.kernels}
        return OpenCLProgram("\n".join(parts), tuple(options), tuple(k.name for k in self.kernels), requires,
                             failed, tuple(portable), {k: v for k, v in uses.items() if v})

    def _features(self, bodies: list) -> dict:
        """Function -> the optional features its C needs, its callees' included: those its writer
        recorded (atomics, collectives, sub-groups), half and double wherever its C spells them, and
        -- in an OpenCL C 3.0 program -- generic pointers in every function when the program has any."""
        needs: dict = {}
        self.need_cl30 = any((fw.features | fw.optional) & bi.CL30_FEATURES for _, fw, _ in bodies) or \
            any(set(f) & bi.CL30_FEATURES for _, f in self.helpers.values())
        for fn, fw, lines in bodies:  # callees first
            own = set(fw.features)
            text = "\n".join(lines)
            # the extension pragmas follow the same test as the #if guards: wherever C spells the type
            if re.search(r"\bhalf\d*\b", text):
                own.add("fp16")
                self.need_fp16 = True
            if re.search(r"\bdouble\d*\b", text):
                own.add("fp64")
                self.need_fp64 = True
            if self.need_cl30 and self.need_generic:
                own.add("generic_address_space")
            for _, callee in fw.calls_to:
                own |= needs.get(callee, set())
            needs[fn] = own
        return needs

    def _reached(self, kernel: Function, own) -> set:
        """The union of `own(writer)` over the functions the kernel writes (itself and its callees)."""
        return set().union(*(own(self.writers[fn]) for fn in self.reaches[kernel] if fn in self.writers))

    def helper(self, name: str, lines: list, features: tuple = ()) -> str:
        """Declare a helper function once (its text, the optional features it needs); its name."""
        self.helpers.setdefault(name, (lines, features))
        return name

    def fmuladd_helper(self, ctype: str) -> str:
        """The name of the helper that writes llvm.fmuladd for C type `ctype` (declared once)."""
        if ctype not in self.fmuladd_types:
            self.fmuladd_types.append(ctype)
        return _fmuladd_name(ctype)

    def _header(self, options: list, portable: list) -> str:
        src = self.module.source_filename or self.module.filename
        lines = [
            f"// OpenCL C written by sycl-lift (write-opencl) from the device module of {src}",
            f"// ({self.module.filename}).  Kernel names and parameters are the IR's, one for one, so the",
            "// arguments that run the module's SPIR-V kernel run the kernel of the same name here.",
            f"// Build options: {' '.join(options)}",
        ]
        if options[0].endswith("CL3.0"):
            lines.append("// (C11 atomics, work-group collectives or sub-groups: OpenCL C 3.0 and its optional features.)")
            if portable:
                lines.append(f"// On an OpenCL C 1.2 device: {' '.join(portable)} (atomics and work-group collectives then")
                lines.append("// take their OpenCL C 1.2 forms, under #else).")
        elif options[0].endswith("CL2.0"):
            why = "generic pointers" if self.need_generic else "OpenCL C 2.0 built-ins"
            lines.append(f"// ({why}: OpenCL C 2.0, or 3.0 with __opencl_c_generic_address_space.)")
        else:
            lines.append("// (Valid OpenCL C 1.2 and 3.0.)")
        if self.need_div_sqrt:
            lines.append("// -cl-fp32-correctly-rounded-divide-sqrt: LLVM's fdiv/sqrt are correctly rounded.")
        lines.append("// Do not add -cl-fast-relaxed-math, -cl-finite-math-only or -cl-mad-enable: they change")
        lines.append("// results the IR defines (NaN compares, unfused multiply-add).")
        lines.append("")
        if self.need_fp64:
            lines.append("#pragma OPENCL EXTENSION cl_khr_fp64 : enable")
        if self.need_fp16:
            lines.append("#pragma OPENCL EXTENSION cl_khr_fp16 : enable")
        used = set().union(*(fw.features | fw.optional for fw in self.writers.values()),
                           *(f for _, f in self.helpers.values()))
        for ext in sorted({e for f in used for e in bi.FEATURES[f][1]}):
            lines.append(f"#pragma OPENCL EXTENSION {ext} : enable")
        if used:
            lines.append("// Kernels that need an optional OpenCL C feature are under #if its test macro: a device")
            lines.append("// without the feature builds the program without them (OpenCLProgram.requires names them).")
        lines.append("#pragma OPENCL FP_CONTRACT OFF  // fmul and fadd stay separate, as in the IR")
        return "\n".join(lines) + "\n"

    def _comment(self, fn: Function) -> str:
        from .builtins import demangle

        readable = ""
        if fn.name.startswith("_ZTS"):  # a SYCL kernel name: the kernel as the source names it
            from passes.names import kernel_display_name

            readable = kernel_display_name(fn.name)
        elif fn.name.startswith("_Z"):
            readable = demangle(fn.name)[0]
        kind = "kernel" if fn.is_kernel else "function"
        return f"// {kind} {readable}" if readable and readable != fn.name else ""

    def _signature(self, fn: Function, fw: FunctionWriter) -> str:
        params = ", ".join(v.declaration() for v in fw.params) or "void"
        if fn.is_kernel:
            return f"__kernel void {fn.name}({params})"
        rt = fw.ret_type
        if isinstance(rt, VoidT):
            ret = "void"
        elif isinstance(rt, PtrT):
            ret = fw.ptr_ctype(self.return_space(fn), self.return_pointee(fn))
        else:
            ret = c_value_type(rt)
        return f"static {ret} {self.names[fn]}({params})"


def _guarded(lines: list, features) -> list:
    """`lines` under `#if` the test macros of `features` (unchanged when there are none)."""
    if not features:
        return lines
    return [f"#if {bi.feature_test(features)}"] + lines + ["#endif"]


def _comment_text(text: str) -> str:
    """`text` on one line, safe inside a C block comment."""
    return " ".join(text.replace("*/", "* /").split())


def _fmuladd_name(ctype: str) -> str:
    return f"sycl_fmuladd_{ctype}"


def _join(a: int, b: int) -> int:
    if a == BOTTOM:
        return b
    if b == BOTTOM:
        return a
    return a if a == b else GENERIC
