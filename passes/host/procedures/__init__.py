"""Models of the functions the host program calls but does not define: one small procedure each.

Three registries, filled by the modules of this package:
- `RUNTIME`: op name -> procedure(machine, pattern, operands, site) for the SYCL runtime (libsycl).
  Which op a libsycl function is, and which call argument is which operand, is data: the release's
  pattern set (runtime_patterns/*.toml, matched on demangled names); `call_runtime` reads the
  operands by role and calls the op's procedure (sycl_objects, sycl_command_group, sycl_usm,
  sycl_reduction).
- `LIBRARY`: symbol -> procedure(machine, args, result type, site) for libc and libstdc++ (libc).
- `INTRINSICS`: the part of an `llvm.<name>.*` intrinsic after `llvm.` up to the next dot ->
  procedure(machine, full name, args, result type) (intrinsics).
- `LIBRARY_DATA`: symbol of a library's data object (an `external` global of the host module, such
  as a vtable or VTT of libstdc++) -> fill(obj, object_of) writing what inline code reads of it;
  `object_of(symbol)` gives another such object (libstdcxx_streams).
A procedure returns the call's value, or None for "no value" (Unknown when the call has a result).
Anything not modelled returns Unknown: the interpreter never guesses what a call does.
"""
from __future__ import annotations

from typing import Callable

from passes.host.patterns import demangle, split_params
from passes.host.values import Ptr, Scalars, Unknown, Within

RUNTIME: dict[str, Callable] = {}
LIBRARY: dict[str, Callable] = {}
INTRINSICS: dict[str, Callable] = {}
LIBRARY_DATA: dict[str, Callable] = {}


def _registrar(table: dict):
    def register_under(*names: str):
        def register(procedure):
            for name in names:
                table[name] = procedure
            return procedure
        return register
    return register_under


runtime_op = _registrar(RUNTIME)  # @runtime_op("submit"): the procedure of a runtime-pattern op
library = _registrar(LIBRARY)  # @library("malloc", ...): a libc/libstdc++ procedure under its symbols
intrinsic = _registrar(INTRINSICS)  # @intrinsic("memcpy"): for llvm.memcpy.p0.p0.i64 and its kin
library_data = _registrar(LIBRARY_DATA)  # @library_data("_ZTT..."): the contents of a library's global


def _no_result(machine, site):
    return Unknown((machine.frames[-1].fn if machine.frames else None, site))


def call_runtime(machine, pattern, args: list, site, rty):
    """A libsycl call matched by `pattern`: its operands by role, then the op's procedure."""
    operands = {}
    for role, i in pattern.args.items():  # an index, or a list of indices: a small range/id passed as scalars
        if isinstance(i, list):
            operands[role] = Scalars(tuple(args[j] if j < len(args) else Unknown() for j in i))
        else:
            operands[role] = args[i] if i < len(args) else None
    result = RUNTIME[pattern.op](machine, pattern, operands, site)
    if result is None and rty and rty != "void":
        return _no_result(machine, site)
    return result


def call_library(machine, name: str, args: list, rty, site):
    procedure = LIBRARY.get(name)
    if procedure is not None:
        return procedure(machine, args, rty, site)
    _may_write_through(machine, name, args)
    if rty and rty != "void":
        return _no_result(machine, site)
    return None


# C functions that only read through their pointer arguments (their names do not demangle)
READ_ONLY_C = frozenset({"strlen", "strcmp", "strncmp", "memcmp", "strchr", "strrchr", "strstr", "puts", "printf",
                         "fputs", "fwrite", "getenv", "atoi", "atol", "atof", "perror", "free", "fflush"})


def _may_write_through(machine, name: str, args: list) -> None:
    """A function nobody modelled may write whatever its non-const pointer and reference arguments
    point into (`std::_Rb_tree_insert_and_rebalance(bool, node*, node*, node&)` links a map's
    nodes): those objects become Unknown.  Const ones (`char const*`, a `const` member's `this`)
    and the read-only C functions above are left alone.  (Memory reachable only through them,
    two pointers away, is not made Unknown.)"""
    pointers = [i for i, a in enumerate(args) if type(a) in (Ptr, Within)]
    if not pointers or name in READ_ONLY_C:
        return
    text = demangle(name)
    writable = _writable_parameters(text, len(args)) if text != name else None
    for i in pointers:
        if writable is None or writable[i]:
            machine.memory.havoc_object(args[i].obj)


def _writable_parameters(signature: str, count: int):
    """Per call argument: may the callee write through it?  From a demangled signature; None when
    it cannot tell.  One argument more than the signature lists is `this` (or an sret pointer)."""
    params = split_params(signature)
    if params is None:
        return None
    flags = [("*" in p or "&" in p) and not p.rstrip("*& ").endswith("const") for p in params]
    if count == len(params) + 1:
        flags.insert(0, not signature.endswith(" const"))
    return flags if len(flags) == count else None


def call_intrinsic(machine, name: str, args: list, rty):
    base = name.split(".")[1] if "." in name else name
    procedure = INTRINSICS.get(base)
    return procedure(machine, name, args, rty) if procedure is not None else Unknown()


from passes.host.procedures import intrinsics, libc, libm, libstdcxx, libstdcxx_streams, sycl_command_group, sycl_commands, sycl_objects, sycl_reduction, sycl_unsupported, sycl_usm  # noqa: E402,F401  (they register)
from passes.host.procedures import sycl_spec_constants  # noqa: E402,F401
