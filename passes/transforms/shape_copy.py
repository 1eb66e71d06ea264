"""A kernel's own copy for its shrunk launch (part of launch_shape's host and device edit).

coarsen's blocks kernels serve two launches: the shrunk one (the nd_range (1, G0 / rows, G1 /
columns) in work-groups of (1, row_local, local)) where the host's sizes allow it, and the original
range launch, whose work-group size the runtime picks, where they do not.  So the kernel reads its
work-group's size at run time, and the device compiler cannot plan the shrunk launch's tiles for
16 x 16 work-items.  The rewritten GEMM on an H200 ran 0.113 / 0.796 ms at n = 1024 / 2048 that way,
0.107 / 0.768 with the work-group's shape as constants (benchmarks/gemm_variants.py, "consts"), the
hand-tuned kernel 0.108 / 0.781.  Where the shape's kernel is given `own_copy` (coarsen: blocks of
rows and columns on gpu):

  device  `copy_for_shape` adds the kernel `sycl_lift_shrunk_<K>`: K's body (after every other pass)
          with what the shrunk launch fixes as constants -- the work-group's size along each
          dimension, the local id along the new dimension 0 (its size is 1); get_work_dim() stays a
          read (FOLD_WORK_DIM).  Its parameters, `!sycl_kernel_omit_args` and other kernel metadata
          are K's.
  host    `launch_copy`: the range call's edit (launch_shape.edit_view_call) stores whether the shape
          applies in a flag; K's hand-over to the runtime (`setDeviceKernelInfo<K>`, in StoreLambda
          or where it is inlined) goes through a function that, where the flag is set, hands over
          the same kernel object with a CompileTimeKernelInfo naming the copy (K's own otherwise):
          same arguments, same descriptors.  The range call comes before the hand-over in the 2026
          headers' launch (`parallel_for_lambda_impl`: setNDRangeDescriptor, then StoreLambda).

The device module records the copies (`!sycl_lift.shape_copies = !{!{!"K", !"copy"}, ...}`): the
replay launches the copy wherever the shape applies (`read_shape_copies`).  With its copy the GEMM
ran 0.107 / 0.765 ms, the hand-tuned kernel 0.107 / 0.784 in the same session (docs/measurements.md,
"Shrunk launches").

Assumes: the 2026 headers' launch code (fuse_launches.host_kernel checks it; 2025 hosts and a
failed check keep one kernel for both launches); one host thread submits K's launches at a time
(the flag is a global, as fuse_launches' slots are).  Proves: the copy is launched only with the
shrunk launch's shape (the flag is the shape's own test), where every constant it was given is
what the builtin returns; otherwise K runs as it did.
"""
from __future__ import annotations

import re

from lift import Constant, LiftError, Module

from passes.analysis.device_model import builtin_queries, work_dim_reads
from passes.names import new_kernel_symbol

# 1: get_work_dim() as 3 in the copy too.  Off: on the H200 (docs/measurements.md) the copy with it
# ran the GEMM 9.4x / 10.6x over the original at 1024 / 2048 against 10.7x / 12.4x without
FOLD_WORK_DIM = 0
NAMED = "sycl_lift.shape_copies"
PREFIX = "sycl_lift_shrunk_"


def copy_name(kernel: str) -> str:
    return new_kernel_symbol(PREFIX, [kernel])


def copy_for_shape(device: Module, kernel: str, shape) -> str:
    """Add `kernel`'s copy for the blocks `shape` to `device` and return its name (switch_plan has
    checked that it can be made)."""
    fn = device.get_function(kernel)
    name = copy_name(kernel)
    head, brace, body = fn.render().partition("{")
    head = re.sub(r"\s+comdat(\(\$[^)]*\))?", "", head.replace(f"@{kernel}(", f"@{name}(", 1))
    copy = device.add_function(head + brace + body)
    # SPIR-V dimension d of the shrunk launch: 0 the old fastest (local), 1 (row_local), 2 the new one (1)
    group = {0: shape.local, 1: shape.row_local, 2: 1}
    fixed = {("local_size", d): v for d, v in group.items()}
    fixed[("local_id", 2)] = 0
    for q in builtin_queries(copy):
        value = fixed.get((q.quantity, q.dim))
        if value is not None:
            _replace(q.value, str(value))
    for read in work_dim_reads(copy) if FOLD_WORK_DIM else ():
        _replace(read, "3")
    copy.mark_dirty()
    return name


def _replace(value, literal: str) -> None:
    value.replace_all_uses_with(Constant(literal))
    if value.opcode == "call":  # (a pure builtin call; an extractelement of a builtin global stays)
        value.erase()


def record_copies(device: Module, copies: dict) -> None:
    if copies:
        device.add_named_metadata(NAMED, [device.add_metadata(f'!{{!"{k}", !"{c}"}}') for k, c in copies.items()])


def read_shape_copies(device: Module) -> dict:
    """kernel -> the name of its copy for its shrunk launch, from a rewritten device module."""
    out = {}
    for ref in device.metadata_operands(f"!{NAMED}") or ():
        items = device.metadata_operands(ref) or []
        if len(items) != 2:
            raise LiftError(f"malformed shape copy {ref}", device.filename)
        out[items[0][2:-1]] = items[1][2:-1]
    return out


def switch_plan(host: Module, device: Module, kernel: str):
    """What launch_copy edits for `kernel` (its HostKernel and the one call that hands its object
    over), or a LiftError saying why the host cannot launch a copy of it, or the copy cannot be
    made.  Edits nothing."""
    from passes.transforms.fuse_launches import host_kernel, kernel_infos

    fn = device.get_function(kernel)
    if fn is None:
        raise LiftError(f"no kernel {kernel} to copy", device.filename)
    if device.get_function(copy_name(kernel)) is not None:
        raise LiftError(f"the device module has a kernel {copy_name(kernel)} already", device.filename)
    if "!dbg" in fn.render():
        raise LiftError(f"{kernel} carries debug locations, which a copy cannot share", device.filename)
    k = host_kernel(host, kernel, kernel_infos(host))
    callers = [inst for inst in k.store_lambda.instructions() if k.set_info in inst.operands]
    if len(callers) != 1:
        raise LiftError(f"{kernel}: the kernel object is handed over at {len(callers)} places", host.filename)
    return k, callers[0]


def launch_copy(host: Module, plan, copy: str) -> str:
    """Make the host hand the kernel's object over as `copy` where a new global i1 flag is set (see
    the module docstring; `plan`: switch_plan's); returns the flag's name, for the range call's
    edit to set."""
    from passes.transforms.fuse_launches import clone_for_info, fresh_tag, kernel_info_text

    k, hand_over = plan
    tag = fresh_tag(host, "shrunk")  # (another kernel's copy, or a module rewritten before)
    prefix = f"sycl_lift.{tag}"
    flag = host.add_global(f"{prefix}.flag", "internal global i1 false, align 1").name
    name = host.add_global(f"{prefix}.name", f'private unnamed_addr constant [{len(copy) + 1} x i8] c"{copy}\\00", align 1')
    info = kernel_info_text(host.globals[k.info].text, name.name, len(copy), k.num_params, k.size, k.getter, k.special)
    as_copy = clone_for_info(host, k.set_info, k.fragment, tag, info, {})
    pick = host.add_function(
        f"define internal void @{prefix}.hand_over(ptr %handler, ptr %object) {{\n"
        "entry:\n"
        f"  %shrunk = load i1, ptr @{flag}, align 1\n"
        "  br i1 %shrunk, label %copy, label %own\n"
        "copy:\n"
        f"  call void @{as_copy.name}(ptr %handler, ptr %object)\n"
        "  ret void\n"
        "own:\n"
        f"  call void @{k.set_info.name}(ptr %handler, ptr %object)\n"
        "  ret void\n}\n")
    hand_over.replace_uses_of(k.set_info, pick)
    return flag
