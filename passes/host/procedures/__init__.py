"""Models of the functions the host program calls but does not define: one small procedure each.

Three registries, filled by the modules of this package:
- `RUNTIME`: op name -> procedure(machine, pattern, operands, site) for the SYCL runtime (libsycl).
  Which op a libsycl function is, and which call argument is which operand, is data: the release's
  pattern set (runtime_patterns/*.toml, matched on demangled names); `call_runtime` reads the
  operands by role and calls the op's procedure (sycl_objects, sycl_command_group, sycl_usm).
- `LIBRARY`: symbol -> procedure(machine, args, result type, site) for libc and libstdc++ (libc).
- `INTRINSICS`: the part of an `llvm.<name>.*` intrinsic after `llvm.` up to the next dot ->
  procedure(machine, full name, args, result type) (intrinsics).
A procedure returns the call's value, or None for "no value" (Unknown when the call has a result).
Anything not modelled returns Unknown: the interpreter never guesses what a call does.
"""
from __future__ import annotations

from typing import Callable

from passes.host.values import Scalars, Unknown

RUNTIME: dict[str, Callable] = {}
LIBRARY: dict[str, Callable] = {}
INTRINSICS: dict[str, Callable] = {}


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
    if rty and rty != "void":
        return _no_result(machine, site)
    return None


def call_intrinsic(machine, name: str, args: list, rty):
    base = name.split(".")[1] if "." in name else name
    procedure = INTRINSICS.get(base)
    return procedure(machine, name, args, rty) if procedure is not None else Unknown()


from passes.host.procedures import intrinsics, libc, sycl_command_group, sycl_objects, sycl_usm  # noqa: E402,F401  (they register)
