"""Specialization constants in the written OpenCL C: what a read the rewrite did not fold becomes.

OpenCL C has no specialization constants; the closest thing with the same meaning -- a value fixed
when the program is built, not when it runs -- is a macro.  Each constant a kernel reads gets one,
holding its bytes (little-endian, as the host writes them), with the `specialization_id`'s default
unless the build defines it, and a `__constant` byte array made of them:

    #ifndef SYCL_SPEC_kTaps  /* specialization constant kTaps (____ZL5kTaps), int */
    #define SYCL_SPEC_kTaps 0x00, 0x00, 0x00, 0x00
    #endif
    __constant uchar sycl_spec_kTaps[4] __attribute__((aligned(8))) = { SYCL_SPEC_kTaps };

A scalar read is a load of its type from the array, a composite (the call's sret slot) a byte copy
of it.  Building with `-D SYCL_SPEC_kTaps=0x08,0x00,0x00,0x00` runs the kernel as the host's
`set_specialization_constant<kTaps>(8)` would; the device compiler folds the load of a constant
array as it would fold the constant.  (`sycl-lift replay` binds the launches' values in the IR
itself, before writing: passes.transforms.fold_spec_constants.bind_spec_constants.)
"""
from __future__ import annotations

import re

from passes.analysis.spec_constants import spec_read

from .ast import CExpr, PRIMARY, lit
from .types import I8, c_value_type


def declare(mw, read) -> str:
    """The array holding `read`'s constant (declared once per symbolic id, with its macro)."""
    names = mw.spec_arrays
    name = names.get(read.symbolic_id)
    if name is None:
        base = re.sub(r"\W", "_", read.name)
        name = names[read.symbolic_id] = mw._fresh_global(f"sycl_spec_{base}")
        macro = "SYCL_SPEC_" + name[len("sycl_spec_"):]
        default = ", ".join(f"0x{b:02x}" for b in read.default) if read.default is not None else "0"
        mw.constant_decls.extend([
            f"#ifndef {macro}  /* specialization constant {read.name} ({read.symbolic_id}), {read.type_text} */",
            f"#define {macro} {default}",
            "#endif",
            f"__constant uchar {name}[{read.size}] __attribute__((aligned(8))) = {{ {macro} }};"])
    return name


def read_expr(fw, inst, d):
    """The C of one unfolded read: an expression (scalar) or statements (composite)."""
    read = spec_read(fw.mw.module, inst)
    if read is None:
        raise fw.error(inst, "specialization-constant read whose symbolic id is not a constant string")
    array = CExpr(declare(fw.mw, read), PRIMARY)
    if read.composite:
        return [fw._byte_loop(fw.ptr_value(fw.form(d.ops[0].v), I8), array, lit(str(read.size)), None)]
    return CExpr(f"*(__constant {c_value_type(d.ty)}*){array.text}", PRIMARY)
