"""SPIR-V from device LLVM IR, through LLVM's SPIR-V backend in llvmlite (a target, like LLVM's
lib/Target/SPIRV): what `replay` runs on Intel's OpenCL runtime and what `build` puts in a program's
device image.

Assumes: the module is spir64 device IR as DPC++ or sycl-lift writes it (only the triple changes).
Proves nothing; the output is checked for the id defects LLVM 22's backend sometimes makes.
"""
from __future__ import annotations

import re
import subprocess
import sys

SPIRV_MAGIC = 0x07230203
SPIRV_TRIPLE = "spirv64-unknown-unknown"




def spirv_from_llvm_ir(text: str, attempts: int = 5) -> bytes:
    """SPIR-V module for DPC++ device IR text (spir64, as DPC++ and sycl-lift write it), made by LLVM's
    SPIR-V backend inside llvmlite.

    Only the target triple changes (`spir64-unknown-unknown` -> `spirv64-unknown-unknown`; the
    spirv64 backend's data layout is the same string as spir64's, so the datalayout line stays).
    The result is SPIR-V 1.4, which Intel's CPU runtime takes.  (spirv-val rejects LLVM 22's output
    for some USM lambda kernels -- an OpConstantNull struct index -- but the runtime runs them.)

    Each module is made in a NEW Python process.  LLVM 22's SPIR-V backend gives blocks ids that
    depend on where earlier work left memory: in a process that has emitted before, a block now and
    then gets the id of another definition or one past the module's id bound (spirv-val: "Id N is
    defined more than once"; in 1 to 9 of 10 emissions, per module), and Intel's runtime then fails
    to build ("Invalid br record") or crashes.  A fresh process gave the same clean bytes every time;
    the output is still checked (`duplicate_ids`) and made again if it is broken.

    Loop strength reduction is off (`--disable-lsr`): in LLVM 22's codegen for SPIR-V it rewrote
    coarsen's loop over a guarded block's outputs (t = 0 .. 15, column t & 3) into an 8-bit counter
    that lost the `& 3`, and Intel's runtime then read out of bounds (poly_syrk at 4 x 4 outputs
    per work-item; the same IR as OpenCL C, or emitted without LSR, runs right).  A translation to
    SPIR-V gains nothing from it: the runtime that compiles the SPIR-V optimizes its loops itself,
    as it does for DPC++'s own SPIR-V, which its translator writes without codegen passes."""
    lines = text.splitlines(keepends=True)
    found = False
    for i, line in enumerate(lines):
        if line.startswith("target triple"):
            m = re.match(r'target triple\s*=\s*"([^"]*)"', line)
            if not m or not m.group(1).startswith(("spir64", "spirv64")):
                raise ValueError(f"not a 64-bit SPIR device module: {line.strip()}")
            lines[i] = f'target triple = "{SPIRV_TRIPLE}"\n'
            found = True
            break
    if not found:
        lines.insert(0, f'target triple = "{SPIRV_TRIPLE}"\n')
    ir = "".join(lines).encode()
    for _ in range(attempts):
        proc = subprocess.run([sys.executable, "-c", _EMIT_SPIRV], input=ir, capture_output=True)
        if proc.returncode != 0:
            raise ValueError(f"LLVM rejects the device IR: {proc.stderr.decode(errors='replace').strip()}")
        spv = proc.stdout
        if len(spv) < 20 or int.from_bytes(spv[:4], "little") != SPIRV_MAGIC:
            raise ValueError("LLVM's SPIR-V backend did not produce a SPIR-V module")
        if not duplicate_ids(spv):
            return spv
    raise ValueError(f"LLVM's SPIR-V backend gave duplicate result ids in {attempts} attempts")


_EMIT_SPIRV = f"""
import sys
import llvmlite.binding as llvm
llvm.initialize_all_targets()
llvm.initialize_all_asmprinters()
# float atomics (sycl::reduction's atomic min/max/add of float results): the SPIR-V extensions
# DPC++'s own SPIR-V declares for them; the backend refuses the instructions without them
llvm.set_option("", "--spirv-ext=+SPV_EXT_shader_atomic_float_add,+SPV_EXT_shader_atomic_float_min_max")
# no loop strength reduction: it miscompiled a loop of coarsen's (see spirv_from_llvm_ir)
llvm.set_option("", "--disable-lsr")
try:
    module = llvm.parse_assembly(sys.stdin.buffer.read().decode())
    module.verify()
except RuntimeError as e:
    sys.exit(str(e))
machine = llvm.Target.from_triple("{SPIRV_TRIPLE}").create_target_machine(opt=2)
sys.stdout.buffer.write(bytes(machine.emit_object(module)))
"""


# SPIR-V opcodes by where their result id is: word 1 (types, labels, ...), none, or else word 2
# (after the result type), from the SPIR-V 1.4 grammar; enough for what LLVM and DPC++ emit
OP_LABEL = 248
_RESULT_FIRST = frozenset([7, 11, 73, OP_LABEL] + list(range(19, 39)))
_NO_RESULT = frozenset([0, 1, 2, 3, 4, 5, 6, 8, 10, 14, 15, 16, 17, 39, 56, 62, 63, 64, 71, 72, 74, 75, 224, 225,
                        228, 246, 247, 249, 250, 251, 252, 253, 254, 255, 256, 257, 317, 330, 331, 332, 4416])


def duplicate_ids(spv: bytes) -> set[int]:
    """Result ids that a SPIR-V module defines more than once or at or above its id bound (the ways
    LLVM 22's SPIR-V backend breaks a module, see spirv_from_llvm_ir)."""
    words = memoryview(spv).cast("I")
    bound = words[3]
    seen: set[int] = set()
    bad: set[int] = set()
    i = 5  # after the header: magic, version, generator, bound, schema
    while i < len(words):
        count, opcode = words[i] >> 16, words[i] & 0xFFFF
        if count == 0 or i + count > len(words):
            raise ValueError(f"malformed SPIR-V: instruction of {count} words at word {i}")
        if opcode not in _NO_RESULT:
            result = words[i + 1] if opcode in _RESULT_FIRST else words[i + 2] if count > 2 else None
            if result is not None:
                if result in seen or result >= bound:
                    bad.add(result)
                seen.add(result)
        i += count
    return bad
