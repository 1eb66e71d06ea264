"""Device model (an analysis): the SYCL view of a spir64 device module.

For every `spir_kernel` it finds
  - its names: the mangled `_ZTS...` symbol, the kernel-name type it was made for (`VAdd`, or None
    for an unnamed lambda), and whether it is one of DPC++'s range-rounding wrappers
    (`__pf_kernel_wrapper<K>`, `RoundedRangeKernel<item, D, K>`) around the user kernel K;
  - its parameters against the ORIGINAL argument list that DPC++'s front end made (one entry per
    `!sycl_kernel_omit_args` bit; an omitted argument has no parameter);
  - its work-item builtin queries, in all three spellings DPC++ has used: SPIR-V builtin calls
    (`_Z25__spirv_BuiltInGlobalSizei(i32 0)`), loads from `@__spirv_BuiltIn*` globals followed by
    `extractelement`, and OpenCL calls after a SPIR-V round trip (`_Z15get_global_sizej(i32 0)`).
    Each query says which quantity (global size, local size, ...) and which SPIR-V dimension.

Dimensions: SPIR-V dimension 0 is the fastest-varying one, which is the LAST dimension of a SYCL
range; `sycl_dimension(d, dims)` converts.

Assumes: device IR as DPC++ writes it (one module, kernels as `spir_kernel`).  Changes nothing.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Optional

from lift import Argument, Constant, Function, Instruction, Module, Value
from lift.syntax import split_top_level

from passes.host.patterns import demangle

# builtin name fragment -> the quantity it reads
QUANTITIES = {
    "GlobalInvocationId": "global_id", "get_global_id": "global_id",
    "GlobalSize": "global_size", "get_global_size": "global_size",
    "LocalInvocationId": "local_id", "get_local_id": "local_id",
    "WorkgroupSize": "local_size", "get_local_size": "local_size",
    "EnqueuedWorkgroupSize": "local_size", "get_enqueued_local_size": "local_size",
    "NumWorkgroups": "num_groups", "get_num_groups": "num_groups",
    "WorkgroupId": "group_id", "get_group_id": "group_id",
    "GlobalOffset": "global_offset", "get_global_offset": "global_offset",
    "WorkDim": "work_dim", "get_work_dim": "work_dim",  # no dimension argument
}
_WRAPPER = re.compile(r"(?:cl::)?sycl::(?:_V1::)?detail::(?:__pf_kernel_wrapper|RoundedRangeKernel\w*)<")
_SPIRV_CALL = re.compile(r"_Z\d+__spirv_BuiltIn([A-Za-z]+)[iv]$")
_OPENCL_CALL = re.compile(r"_Z\d+(get_[a-z_]+)[jv]$")
_SPIRV_GLOBAL = re.compile(r"__spirv_BuiltIn([A-Za-z]+)$")


def kernel_type_name(symbol: str) -> Optional[str]:
    """`_ZTS4VAdd` -> "VAdd"; the demangled type a kernel symbol names (typeinfo name)."""
    text = demangle(symbol)
    prefix = "typeinfo name for "
    if not text.startswith(prefix):
        return None
    return text[len(prefix):]


def wrapped_kernel_type(type_name: str) -> Optional[str]:
    """The kernel-name type of the user kernel that a range-rounding wrapper's type
    (`__pf_kernel_wrapper<K>`, `RoundedRangeKernel<item, D, K>`) wraps: its last template
    argument; None for any other kernel-name type."""
    if not _WRAPPER.match(type_name):
        return None
    targs = template_arguments(type_name)
    return targs[-1] if targs else None


def template_arguments(type_name: str) -> list[str]:
    """"A<x, B<y, z>, w>" -> ["x", "B<y, z>", "w"]."""
    start = type_name.find("<")
    if start == -1 or not type_name.endswith(">"):
        return []
    return [a.strip() for a in split_top_level(type_name[start + 1:-1])]  # <> count as brackets


def sycl_dimension(spirv_dim: int, dims: int) -> int:
    return dims - 1 - spirv_dim


@dataclass
class BuiltinQuery:
    """One read of a work-item quantity: `value` (an instruction) holds `quantity` in SPIR-V
    dimension `dim`; `erase` are the instructions that go once `value` is replaced."""

    quantity: str
    dim: int
    value: Instruction
    form: str  # "call" (SPIR-V or OpenCL builtin call) or "spirv-global"


@dataclass
class Kernel:
    function: Function
    type_name: Optional[str]  # demangled kernel-name type, e.g. "VAdd" or "main::{lambda(...)#1}"
    wraps: Optional[str] = None  # for a range-rounding wrapper: the type name of the user kernel
    omit: Optional[list[bool]] = None  # !sycl_kernel_omit_args, one flag per original argument
    queries: list[BuiltinQuery] = field(default_factory=list)

    @property
    def name(self) -> str:
        return self.function.name

    @property
    def user_type(self) -> Optional[str]:
        """The kernel-name type of the user kernel (the wrapped one for a wrapper)."""
        return self.wraps or self.type_name

    @property
    def kernel_name(self) -> Optional[str]:
        """The name as written in the source (`VAdd`), None for an unnamed lambda."""
        t = self.user_type
        return None if t is None or "{lambda" in t else t

    @property
    def is_wrapper(self) -> bool:
        return self.wraps is not None

    @property
    def original_count(self) -> int:
        return len(self.omit) if self.omit is not None else len(self.function.arguments)

    def parameter_of(self, original: int) -> Optional[Argument]:
        """The parameter that carries original argument `original`, None if DPC++ omitted it."""
        if self.omit is None:
            args = self.function.arguments
            return args[original] if original < len(args) else None
        if self.omit[original]:
            return None
        return self.function.arguments[sum(1 for i in range(original) if not self.omit[i])]

    def original_of(self, param: Argument) -> Optional[int]:
        """The original argument a parameter carries (the inverse of parameter_of)."""
        omit = self.omit or [False] * len(self.function.arguments)
        kept = [i for i, omitted in enumerate(omit) if not omitted]
        return kept[param.index] if param.index < len(kept) else None


@dataclass
class DeviceModel:
    module: Module
    kernels: dict[str, Kernel]  # by mangled name

    def by_type(self, type_name: str) -> list[Kernel]:
        """Kernels made for this kernel-name type: the kernel itself and its wrappers."""
        return [k for k in self.kernels.values() if k.user_type == type_name]


# Instruction metadata a rewrite puts on a load it moved ahead of other work on purpose
# (passes.transforms.loop_internalize: a tile's loads issued together): the OpenCL C writer keeps such
# a load a statement of its own instead of writing it into its user's expression, so the C keeps
# the order the rewrite chose.
AHEAD_METADATA = "sycl_lift.ahead"

COMMAND_LINE = "sycl_lift.command_line"  # named metadata: the command line a rewrite's facts hold for


OWN_IMAGE = "sycl_lift.own_image"  # named metadata: kernels a rewrite asks build to put in an image apart


def write_strings(device: Module, named: str, texts: list) -> None:
    """`!named = !{!N}`, `!N = !{!"text", ...}` (bytes outside printable ASCII escaped)."""
    def string(text: str) -> str:
        return '!"' + "".join(chr(b) if 32 <= b < 127 and b not in (0x22, 0x5C) else f"\\{b:02X}"
                              for b in text.encode()) + '"'
    device.add_named_metadata(named, [device.add_metadata("!{" + ", ".join(map(string, texts)) + "}")])


def read_strings(device: Module, named: str) -> Optional[list[str]]:
    """The strings write_strings recorded under `named`, or None."""
    ref = device.metadata_operands(f"!{named}")
    items = device.metadata_operands(ref[0]) if ref else None
    if items is None:
        return None
    unescape = lambda body: re.sub(rb"\\([0-9A-Fa-f]{2})", lambda m: bytes([int(m.group(1), 16)]), body)  # noqa: E731
    return [unescape(item[2:-1].encode("latin-1")).decode() for item in items]


def write_command_line(device: Module, argv: list) -> None:
    """Mark a device module rewritten with the facts of one command line (`rewrite --args`).  `build`
    reads it back and makes the program refuse any other command line."""
    write_strings(device, COMMAND_LINE, argv)


def read_command_line(device: Module) -> Optional[list[str]]:
    return read_strings(device, COMMAND_LINE)


def write_own_image(device: Module, kernels: list) -> None:
    """Ask `build` to put `kernels` into a device image of their own (sycl_lift.build.device_image)."""
    if kernels:
        write_strings(device, OWN_IMAGE, kernels)


def read_own_image(device: Module) -> list[str]:
    return read_strings(device, OWN_IMAGE) or []


def read_omit_args(kernel: Function) -> Optional[list[bool]]:
    ref = kernel.signature.metadata_attachment("sycl_kernel_omit_args")
    if ref is None:
        return None
    return read_bool_list(kernel.module, ref)


def read_bool_list(module: Module, ref: str) -> Optional[list[bool]]:
    entries = module.metadata_operands(ref)
    if entries is None or any(e not in ("i1 true", "i1 false", "i1 1", "i1 0") for e in entries):
        return None
    return [e in ("i1 true", "i1 1") for e in entries]


def constant_int(value: Value) -> Optional[int]:
    if isinstance(value, Constant):
        try:
            return int(value.text)
        except ValueError:
            return None
    return None


def builtin_queries(fn: Function) -> list[BuiltinQuery]:
    """Every work-item builtin read in `fn`, in any of DPC++'s three spellings."""
    queries = []
    for inst in fn.instructions():
        callee = inst.called_function
        if callee is not None:
            quantity = call_quantity(callee.name)
            if quantity is not None:
                args = inst.syntax.call_arguments
                dim = constant_int(args[0].value) if args else None
                if dim is not None:
                    queries.append(BuiltinQuery(quantity, dim, inst, "call"))
            continue
        if inst.opcode == "load":
            source = inst.operands[-1] if inst.operands else None
            quantity = global_quantity(source.name) if source is not None and source.name else None
            if quantity is not None and source.sigil == "@":
                for user in inst.users:
                    if user.opcode == "extractelement" and user.operands and user.operands[0] is inst:
                        dim = _extract_index(user)
                        if dim is not None:
                            queries.append(BuiltinQuery(quantity, dim, user, "spirv-global"))
    return queries


BARRIERS = ("_Z22__spirv_ControlBarrieriii", "_Z22__spirv_ControlBarrierjjj")  # the work-group barrier's spellings


def is_barrier(inst: Instruction) -> bool:
    """Whether `inst` calls a work-group barrier."""
    return inst.opcode == "call" and getattr(inst.called_function, "name", "") in BARRIERS


def calls_barrier(fn: Function) -> bool:
    """Whether `fn` itself calls a work-group barrier."""
    return any(is_barrier(i) for i in fn.instructions())


def builtin_function(module, quantity: str):
    """The SPIR-V builtin that reads `quantity` along a dimension (`global_id` ->
    `@_Z33__spirv_BuiltInGlobalInvocationIdi(i32)`), declared in `module` if it is not yet: what a
    rewrite calls to read a work-item quantity."""
    spelling = "__spirv_BuiltIn" + next(k for k, v in QUANTITIES.items() if v == quantity and not k.startswith("get_"))
    name = f"_Z{len(spelling)}{spelling}i"
    return module.get_function(name) or module.add_function(f"declare spir_func i64 @{name}(i32)\n")


WORK_DIM = "_Z22__spirv_BuiltInWorkDimv"  # uint __spirv_BuiltInWorkDim(): the launch's dimensionality


def work_dim_function(module):
    """`@_Z22__spirv_BuiltInWorkDimv()`, declared in `module` if it is not yet."""
    return module.get_function(WORK_DIM) or module.add_function(f"declare spir_func i32 @{WORK_DIM}()\n")


def work_dim_reads(fn: Function) -> list:
    """The calls of `fn` that read the launch's dimensionality."""
    return [inst for inst in fn.instructions()
            if inst.called_function is not None and call_quantity(inst.called_function.name) == "work_dim"]


def call_quantity(callee: str) -> Optional[str]:
    """The quantity a builtin call reads (`_Z25__spirv_BuiltInGlobalSizei` -> "global_size"), or None."""
    m = _SPIRV_CALL.match(callee) or _OPENCL_CALL.match(callee)
    return QUANTITIES.get(m.group(1)) if m else None


def global_quantity(name: str) -> Optional[str]:
    """The quantity a builtin global holds (`__spirv_BuiltInWorkgroupSize` -> "local_size"), or None."""
    m = _SPIRV_GLOBAL.search(name)
    return QUANTITIES.get(m.group(1)) if m else None


def _extract_index(inst: Instruction) -> Optional[int]:
    """The constant index of `extractelement <3 x i64> %v, i32 1`."""
    m = re.match(r"\s*,\s*i\d+\s+(\d+)\s*(?:,|$)", inst.parts[-1])
    return int(m.group(1)) if m else None


def build(module: Module) -> DeviceModel:
    kernels = {}
    for fn in module.definitions():
        if not fn.is_kernel:
            continue
        type_name = kernel_type_name(fn.name)
        wraps = wrapped_kernel_type(type_name) if type_name else None
        kernel = Kernel(fn, type_name, wraps, read_omit_args(fn))
        kernel.queries = builtin_queries(fn)
        kernels[fn.name] = kernel
    return DeviceModel(module, kernels)


# The C math functions of <cmath> that a kernel may call by their C names (DPC++'s device IR leaves
# them declared for its device library), by argument count; each is also an OpenCL C / OpenCL.std
# builtin of the same name and meaning.
_C_MATH_UNARY = ("sin cos tan asin acos atan sinh cosh tanh asinh acosh atanh exp exp2 expm1 log log2 log10 "
                 "log1p sqrt cbrt fabs floor ceil trunc round rint erf erfc tgamma lgamma logb").split()
C_MATH_ARITY = {**{n: 1 for n in _C_MATH_UNARY},
                **{n: 2 for n in "atan2 pow fmod fmin fmax hypot copysign fdim nextafter remainder".split()},
                "fma": 3}


def c_math_function(name: str) -> Optional[tuple[str, str]]:
    """(builtin name, IR type) of a C math function: `sinf` -> (sin, float), `sin` -> (sin, double)."""
    if name in C_MATH_ARITY:
        return name, "double"
    if name.endswith("f") and name[:-1] in C_MATH_ARITY:
        return name[:-1], "float"
    return None
