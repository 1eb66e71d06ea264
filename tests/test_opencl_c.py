"""The OpenCL C writer (passes/opencl/, pass `write-opencl`).

* Every sample's device.ll and device.typed.ll (and the variants' device.ll) is written as OpenCL C
  that builds on PoCL and on Intel's CPU runtime, with every kernel of the module in it that the
  device has the optional features for (test_constructs.py; samples in its WRITER_GAPS excepted).
* Every kernel of every sample runs from the written OpenCL C -- on PoCL and on Intel's CPU runtime --
  with the arguments that run DPC++'s own SPIR-V (samples/<prog>/device.spv) on Intel's CPU runtime,
  and leaves the same buffers: bit for bit, except the typed-IR kernels that call OpenCL's `mad`
  (gemm, tiled_gemm, Axpb, Saxpy) on PoCL, whose `mad` does not fuse (within 1e-6 there).
* vadd, gemm, jacobi and tiled_gemm also run on PoCL against numpy references of their C++ source.
* Hand-written IR covers what the samples do not (switches, multi-exit and irreducible loops, helper
  functions, generic pointers, private arrays, memcpy/memset, local and constant globals, vectors,
  integer/float operations and intrinsics, old-style builtins): its written OpenCL C must compute what
  LLVM's SPIR-V of the same IR computes on Intel's CPU runtime.
* The samples' kernels come out structured (no goto), with the gemm k-loop as a loop; unsupported IR
  raises LiftError at the instruction.

Nothing skips: a missing OpenCL runtime fails with RuntimeUnavailable saying what to install.
"""
from __future__ import annotations

import functools
import re
import zlib
from pathlib import Path

import numpy as np
import pytest

from harness import opencl as ocl  # first: it sets up the OpenCL ICD loader
from harness.sample_launches import CASES, launch_inputs

import lift
from passes import PassContext
from conftest import SAMPLES, assert_same_buffers, ids, ir, same_bits, sample_device, stored_files
from test_constructs import WRITER_GAPS, runs_on
from passes.opencl.writer import WriteOpenCL, build_options, write_opencl, write_opencl_program

SAMPLE_FILES = [p for p in stored_files(SAMPLES, "*/device.ll") + stored_files(SAMPLES, "*/device.typed.ll") +
                stored_files(SAMPLES, "variants/*/device.ll") if p.parent.name not in WRITER_GAPS]
KINDS = ("pocl", "intel-cpu")
F4, I4 = np.float32, np.int32


@functools.lru_cache(maxsize=None)
def program(path: str):
    return write_opencl_program(lift.parse_file(path))


def built(kind: str, prog):
    return ocl.build(ocl.context(kind), prog.source, " ".join(prog.build_options))


def kernel_text(source: str, name: str) -> str:
    start = source.index(f"__kernel void {name}(")
    return source[start:source.index("\n}\n", start) + 3]


def rel(path: Path) -> str:
    return ids([path])[0]


# --------------------------------------------------------------------------------------------------
# The samples: build, run, compare


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("path", SAMPLE_FILES, ids=rel)
def test_sample_builds(kind, path):
    prog = program(str(path))
    names = sorted(k.function_name for k in built(kind, prog).all_kernels())
    # a kernel that needs an optional feature the device lacks is not in its build (test_constructs.py)
    assert names == sorted(k for k in prog.kernels if runs_on(kind, prog, k))
    assert sorted(prog.kernels) == sorted(f.name for f in lift.parse_file(str(path)).definitions() if f.is_kernel)
    assert build_options(prog.source) == list(prog.build_options)


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("form", ["device.ll", "device.typed.ll"])
@pytest.mark.parametrize("sample,kernel", CASES, ids=[f"{s}-{k[:60]}" for s, k in CASES])
def test_kernel_matches_dpcpp_spirv(sample, kernel, form, kind):
    params = ocl.kernel_params(sample_device(sample), kernel)
    args, gsize, lsize = launch_inputs(params, sample, kernel)
    prog = program(str(ir(SAMPLES / sample / form)))
    if not runs_on(kind, prog, kernel):  # it needs an optional feature the device lacks: not in its build
        assert kernel not in [k.function_name for k in built(kind, prog).all_kernels()]
        return
    intel = ocl.context("intel-cpu")
    ref = ocl.run_kernel(intel, (SAMPLES / sample / "device.spv").read_bytes(), kernel, args, gsize, lsize,
                         params=params)
    got = ocl.run_kernel(ocl.context(kind), built(kind, prog), kernel, args, gsize, lsize, params=params)
    # PoCL's mad() rounds the product (it may: OpenCL leaves mad's rounding open); Intel's fuses.
    unfused_mad = kind == "pocl" and "mad(" in kernel_text(prog.source, kernel)
    assert_same_buffers(ref, got, close=(1e-5, 1e-6) if unfused_mad else None)


def test_only_the_typed_mad_kernels_are_inexact_anywhere():
    """The tolerance above applies to these kernels only (device.ll writes llvm.fmuladd as a contracting helper, which these devices fuse)."""
    with_mad = sorted(k for s, k in CASES if "mad(" in kernel_text(program(str(ir(SAMPLES / s / "device.typed.ll"))).source, k))
    assert with_mad == sorted([
        "_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI4GemmEE", "_ZTS4Gemm", "_ZTS9TiledGemm",
        "_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI4AxpbEE", "_ZTS4Axpb",
        "_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI5SaxpyEE", "_ZTS5Saxpy",
        "_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI12AssignPointsEE", "_ZTS12AssignPoints"] + [
        k for _, k in CASES if any(n in k for n in ("HarnessGemm", "HarnessMatVec", "ColumnVariance", "GemmRangeKernel",
                                                    "GemmNdRangeKernel", "SyrkLower", "Syr2kLower", "TransposedMatVec",
                                                    "RowMatVec"))])
    for s, _ in CASES:
        assert "mad(" not in program(str(ir(SAMPLES / s / "device.ll"))).source


# --------------------------------------------------------------------------------------------------
# numpy references from the samples' C++ (PoCL only: independent of Intel's runtime)


def run_pocl(sample: str, kernel: str, args: list, gsize, lsize=None) -> list:
    prog = program(str(ir(SAMPLES / sample / "device.ll")))
    params = ocl.kernel_params(sample_device(sample), kernel)
    return ocl.run_kernel(ocl.context("pocl"), built("pocl", prog), kernel, args, gsize, lsize, params=params)


def test_vadd_against_numpy():
    rng = np.random.default_rng(11)
    a, b = rng.uniform(-1, 1, 1000).astype(F4), rng.uniform(-1, 1, 1000).astype(F4)
    c = np.zeros(1000, F4)
    out = run_pocl("vadd", "_ZTS4VAdd", [c, (0,), a, (0,), b, (0,)], (1000,))[0]
    assert same_bits(out, a + b)
    # the range-rounding wrapper: launched on 1024 items, bounded by its user range 1000
    wrapper = "_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI4VAddEE"
    out = run_pocl("vadd", wrapper, [(1000,), c, (0,), a, (0,), b, (0,)], (1024,))[0]
    assert same_bits(out, a + b)


def test_gemm_against_numpy():
    M, N, K = 64, 48, 32  # gemm.cpp's sizes
    rng = np.random.default_rng(12)
    A, B = rng.uniform(-1, 1, (M, K)).astype(F4), rng.uniform(-1, 1, (K, N)).astype(F4)
    alpha = F4(2.0)
    C = np.zeros((M, N), F4)
    out = run_pocl("gemm", "_ZTS4Gemm", [A, (M, K), (M, K), (0, 0), B, (K, N), (0, 0), C, (M, N), (0, 0), alpha],
                   ocl.opencl_size((M, N)))[2]
    ref = alpha * (A.astype(np.float64) @ B.astype(np.float64))
    bound = 2 * K * np.finfo(F4).eps * alpha * (np.abs(A).astype(np.float64) @ np.abs(B).astype(np.float64))
    assert np.all(np.abs(out - ref) <= bound)


def test_jacobi_against_numpy():
    n, w = 64, F4(0.25)  # jacobi.cpp's N (the kernel has N - 1 = 63 built in) and weight
    rng = np.random.default_rng(13)
    src = rng.uniform(-1, 1, (n, n)).astype(F4)
    dst = np.zeros((n, n), F4)
    out = run_pocl("jacobi", "_ZTS10JacobiStep", [dst, (n, n), (0, 0), src, (n, n), (0, 0), w],
                   ocl.opencl_size((n, n)))[0]
    ref = src.copy()
    inner = ((src[:-2, 1:-1] + src[2:, 1:-1]) + src[1:-1, :-2]) + src[1:-1, 2:]  # the C++'s order
    ref[1:-1, 1:-1] = w * inner
    assert same_bits(out, ref)


def test_tiled_gemm_against_numpy():
    M, N, K, T = 64, 32, 48, 16  # tiled_gemm.cpp's sizes
    rng = np.random.default_rng(14)
    A, B = rng.uniform(-1, 1, (M, K)).astype(F4), rng.uniform(-1, 1, (K, N)).astype(F4)
    C = np.zeros((M, N), F4)
    args = [A, (M, K), (M, K), (0, 0), ocl.Local(T * T * 4), (T, T), ocl.Local(T * T * 4), (T, T),
            B, (K, N), (0, 0), C, (M, N), (0, 0)]
    out = run_pocl("tiled_gemm", "_ZTS9TiledGemm", args, ocl.opencl_size((M, N)), ocl.opencl_size((T, T)))[2]
    ref = A.astype(np.float64) @ B.astype(np.float64)
    bound = 2 * K * np.finfo(F4).eps * (np.abs(A).astype(np.float64) @ np.abs(B).astype(np.float64))
    assert np.all(np.abs(out - ref) <= bound)
    # BlockSum: one sum per 16x16 work-group; small integers make every order exact
    Cin = rng.integers(-4, 4, (M, N)).astype(F4)
    P = np.zeros((M // T, N // T), F4)
    out = run_pocl("tiled_gemm", "_ZTS8BlockSum", [ocl.Local(T * T * 4), Cin, (M, N), (0, 0), P, (M // T, N // T), (0, 0)],
                   ocl.opencl_size((M, N)), ocl.opencl_size((T, T)))[1]
    assert same_bits(out, Cin.reshape(M // T, T, N // T, T).sum(axis=(1, 3)))


# --------------------------------------------------------------------------------------------------
# Readable, structured output


# Known gaps of the structurer, with what it writes instead (valid OpenCL C, checked to run and agree
# by the replay tests): a chain of more than two `||` conditions whose far side is shared code.
# (the `||` tests of the stencils -- harness_stencil's Jacobi2DSweep, harness_getopt's HeatStep,
# harness_suite's DiffuseStep -- have their shared `else` written in each arm: no goto)
WITH_GOTO = {"samples/math_vec/device.ll": "HalfDouble's `j < 0 || j >= N ? 0.0f : in[j]` in its unrolled window loop"}


@pytest.mark.parametrize("path", SAMPLE_FILES, ids=rel)
def test_samples_are_structured(path):
    src = program(str(path)).source
    if rel(path) in WITH_GOTO:  # one goto per kernel of that shape, forward, to the shared code
        assert 0 < src.count("goto") <= 2 and len(re.findall(r"^\s*L\w*:", src, re.M)) == src.count("goto")
        return
    assert "goto" not in src
    assert not re.search(r"^\s*L\w*:", src, re.M)


FMULADD_KINDS = """target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q) {
entry:
  %v = load <2 x float>, ptr addrspace(1) %p
  %w = call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %v, <2 x float> %v, <2 x float> %v)
  store <2 x float> %w, ptr addrspace(1) %p
  %d = load double, ptr addrspace(1) %q
  %e = call double @llvm.fmuladd.f64(double %d, double %d, double %d)
  store double %e, ptr addrspace(1) %q
  ret void
}
declare <2 x float> @llvm.fmuladd.v2f32(<2 x float>, <2 x float>, <2 x float>)
declare double @llvm.fmuladd.f64(double, double, double)
"""


@pytest.mark.parametrize("kind", ["pocl", "intel-cpu"])
def test_fmuladd_of_vectors_and_doubles_gets_one_helper_per_type(kind):
    source = write_opencl(lift.parse_text(FMULADD_KINDS, "fmuladd.ll"))
    assert source.count("static inline float2 sycl_fmuladd_float2(") == 1
    assert source.count("static inline double sycl_fmuladd_double(") == 1
    out = ocl.run_kernel(ocl.context(kind), source, "k", [np.array([2.0, 3.0], np.float32), np.array([1.5])], (1,))
    assert out[0].tolist() == [6.0, 12.0] and out[1].tolist() == [3.75]


def test_gemm_k_loop_is_a_loop():
    src = kernel_text(program(str(ir(SAMPLES / "gemm" / "device.ll"))).source, "_ZTS4Gemm")
    loop = re.search(r"do \{\n(.*?)\n\s*\} while \((.*?)\);", src, re.S)
    assert loop, src
    body, cond = loop.groups()
    assert "sycl_fmuladd_float(acc0[" in body and "acc4[" in body and "++;" in body
    assert "range1.v[1]" in cond  # kmax = A.get_range()[1]
    # and in the range-rounding wrapper, three nested loops (i, j and k)
    wrapper = kernel_text(program(str(ir(SAMPLES / "gemm" / "device.ll"))).source,
                          "_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI4GemmEE")
    assert wrapper.count("do {") == 3


def test_vadd_reads_like_the_source():
    src = program(str(ir(SAMPLES / "vadd" / "device.ll"))).source
    assert kernel_text(src, "_ZTS4VAdd") == (
        "__kernel void _ZTS4VAdd(__global float* acc0, sycl_id_1 id1, __global float* acc2, sycl_id_1 id3, "
        "__global float* acc4, sycl_id_1 id5)\n"
        "{\n"
        "    ulong gid0 = get_global_id(0);\n"
        "    acc0[id1.v[0] + gid0] = acc2[id3.v[0] + gid0] + acc4[id5.v[0] + gid0];\n"
        "}\n")
    wrapper = kernel_text(src, "_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI4VAddEE")
    assert "if (gid0 < range0.v[0]) {" in wrapper and "} while (i19 < range0.v[0]);" in wrapper
    assert "i19 += gsize0;" in wrapper
    assert "typedef struct {\n    ulong v[1];\n} sycl_range_1;" in src
    assert "// Build options: -cl-std=CL1.2\n" in src and "cl_khr_fp64" not in src


def test_usm_closure_struct_keeps_pointers_as_integers():
    """A lambda capturing USM pointers is a by-value struct: OpenCL C kernels cannot take structs
    with pointers, so they are ulong fields read back as __global pointers (USM is global memory)."""
    src = program(str(ir(SAMPLES / "usm_saxpy" / "device.ll"))).source
    assert "typedef struct {\n    ulong f0;  // ptr addrspace(4)\n    float f1;\n    ulong f2;  // ptr addrspace(4)\n} anon;" in src
    assert "(__global float*)closure1.f0" in src
    assert "-cl-std=CL1.2" in src  # the generic pointers were all resolved


def test_local_memory_and_barriers():
    src = program(str(ir(SAMPLES / "tiled_gemm" / "device.ll"))).source
    assert "__local float* local4" in kernel_text(src, "_ZTS9TiledGemm")
    assert "barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);" in src
    block_sum = kernel_text(src, "_ZTS8BlockSum")
    assert "*p33 = p33[128] + *p33;" in block_sum  # scratch[lid] += scratch[lid + s]
    assert "get_local_size(0) * get_local_id(1) + get_local_id(0)" in block_sum


def test_propagated_constants_are_literals():
    m = lift.parse_file(str(ir(SAMPLES / "vadd" / "device.ll")))
    k = m.get_function("_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI4VAddEE")
    load = k.entry.instructions[0]
    assert load.opcode == "load" and load.operands[0] is k.arguments[0]
    load.replace_all_uses_with(lift.Constant("1000"))
    load.erase()
    text = kernel_text(write_opencl(m), k.name)
    assert "if (gid0 < 1000) {" in text and re.search(r"\} while \(i\d+ < 1000\);", text)
    assert "sycl_range_1 range0" in text  # the parameter stays: SPIR-V and OpenCL C take the same arguments


def test_a_constant_global_is_constant_at_every_use():
    """A constant global is declared `__constant` at its first use; its later uses (here the folded
    specialization-constant struct that single-pass-wrappers copies into a wrapper's second path)
    must name that space too: `(__global Limits*)&array` does not compile."""
    from conftest import rewritten

    device, _ = rewritten("spec_bundles", "cpu")
    src = write_opencl(lift.parse_text(device, "device.ll"))
    constants = set(re.findall(r"^__constant \w+ (\w+)\[", src, re.M))
    casts = [(space, name) for space, name in re.findall(r"\((__\w+) \w+\*\)&(\w+)", src) if name in constants]
    assert len(casts) >= 3 and len({name for _, name in casts}) < len(casts), casts  # a global used twice
    assert all(space == "__constant" for space, _ in casts), casts


def test_pass_leaves_the_program():
    m = lift.parse_file(str(ir(SAMPLES / "gemm" / "device.ll")))
    ctx = PassContext(device=m)
    WriteOpenCL().apply(ctx)
    prog = ctx.analyses["opencl-c"]
    assert WriteOpenCL.name == "write-opencl"
    assert prog.kernels == ("_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI4GemmEE", "_ZTS4Gemm")
    assert prog.source == write_opencl(m) and not m.dirty
    with pytest.raises(lift.LiftError, match="device module"):
        WriteOpenCL().apply(PassContext())


# --------------------------------------------------------------------------------------------------
# Hand-written IR: written OpenCL C vs LLVM's SPIR-V of the same IR on Intel's CPU runtime

HEAD = """target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

declare spir_func i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32)
declare spir_func i64 @_Z32__spirv_BuiltInLocalInvocationIdi(i32)
declare spir_func void @_Z22__spirv_ControlBarrieriii(i32, i32, i32)
"""

FEATURES = HEAD + """
%struct.Pair = type { i32, float }

@lut = internal addrspace(2) constant [4 x float] [float 1.000000e+00, float 2.000000e+00, float 5.000000e-01, float -3.000000e+00], align 4
@tile = internal addrspace(3) global [64 x float] undef, align 4

declare void @llvm.memcpy.p0.p1.i64(ptr, ptr addrspace(1), i64, i1)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

define spir_kernel void @flow(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %i = call spir_func i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 0)
  %p = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %i
  %x = load i32, ptr addrspace(1) %p, align 4
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i
  br label %loop

loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %latch ]
  %acc = phi i32 [ %x, %entry ], [ %acc2, %latch ]
  %m = and i32 %acc, 3
  switch i32 %m, label %d [
    i32 0, label %c0
    i32 1, label %c1
    i32 2, label %c1
  ]

c0:
  %a0 = add i32 %acc, 7
  br label %latch

c1:
  %a1 = mul i32 %acc, 3
  %f = freeze i32 %a1
  %big = icmp ugt i32 %f, 100000
  br i1 %big, label %early, label %latch

d:
  %a2 = lshr i32 %acc, 1
  br label %latch

latch:
  %acc2 = phi i32 [ %a0, %c0 ], [ %f, %c1 ], [ %a2, %d ]
  %k1 = add i32 %k, 1
  %done = icmp eq i32 %k1, %n
  br i1 %done, label %exit, label %loop

early:
  %neg = sub i32 0, %k
  store i32 %neg, ptr addrspace(1) %q, align 4
  ret void

exit:
  store i32 %acc2, ptr addrspace(1) %q, align 4
  ret void
}

define spir_kernel void @irreducible(ptr addrspace(1) %out, ptr addrspace(1) %in) {
entry:
  %i = call spir_func i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 0)
  %p = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %i
  %x = load i32, ptr addrspace(1) %p, align 4
  %c = icmp slt i32 %x, 0
  br i1 %c, label %a, label %b

a:
  %va = phi i32 [ %x, %entry ], [ %vb2, %b ]
  %ka = phi i32 [ 0, %entry ], [ %kb2, %b ]
  %va2 = add i32 %va, 3
  %ka2 = add i32 %ka, 1
  %stopa = icmp sgt i32 %va2, 20
  br i1 %stopa, label %exit, label %b

b:
  %vb = phi i32 [ %x, %entry ], [ %va2, %a ]
  %kb = phi i32 [ 0, %entry ], [ %ka2, %a ]
  %vb2 = add i32 %vb, 5
  %kb2 = add i32 %kb, 1
  %stopb = icmp sgt i32 %kb2, 10
  br i1 %stopb, label %exit, label %a

exit:
  %r = phi i32 [ %va2, %a ], [ %vb2, %b ]
  %kk = phi i32 [ %ka2, %a ], [ %kb2, %b ]
  %r100 = mul i32 %r, 100
  %res = add i32 %r100, %kk
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i
  store i32 %res, ptr addrspace(1) %q, align 4
  ret void
}

define internal spir_func float @scale(ptr addrspace(4) %p, i64 %k, ptr byval(%struct.Pair) align 4 %s) {
entry:
  %q = getelementptr inbounds float, ptr addrspace(4) %p, i64 %k
  %v = load float, ptr addrspace(4) %q, align 4
  %fp = getelementptr inbounds %struct.Pair, ptr %s, i64 0, i32 1
  %f = load float, ptr %fp, align 4
  %ii = load i32, ptr %s, align 4
  %fi = sitofp i32 %ii to float
  %m = fmul float %v, %f
  %r = fadd float %m, %fi
  ret float %r
}

define spir_kernel void @memory(ptr addrspace(1) %out, ptr addrspace(1) %in, ptr byval(%struct.Pair) align 4 %pair) {
entry:
  %tmp = alloca [4 x float], align 4
  %cp = alloca %struct.Pair, align 4
  %bytes = alloca [8 x i8], align 1
  %i = call spir_func i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 0)
  %base = mul i64 %i, 5
  %src = getelementptr inbounds float, ptr addrspace(1) %in, i64 %base
  call void @llvm.memcpy.p0.p1.i64(ptr align 4 %tmp, ptr addrspace(1) align 4 %src, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %cp, ptr align 4 %pair, i64 8, i1 false)
  %g = addrspacecast ptr %tmp to ptr addrspace(4)
  br label %loop

loop:
  %j = phi i64 [ 0, %entry ], [ %j1, %loop ]
  %r = call spir_func float @scale(ptr addrspace(4) %g, i64 %j, ptr byval(%struct.Pair) align 4 %cp)
  %o = add i64 %base, %j
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %o
  store float %r, ptr addrspace(1) %po, align 4
  %j1 = add nuw nsw i64 %j, 1
  %done = icmp eq i64 %j1, 4
  br i1 %done, label %exit, label %loop

exit:
  call void @llvm.memset.p0.i64(ptr align 1 %bytes, i8 3, i64 8, i1 false)
  %b5 = getelementptr inbounds i8, ptr %bytes, i64 5
  store i8 9, ptr %b5, align 1
  %w = load i32, ptr %bytes, align 1
  %w2 = getelementptr inbounds i8, ptr %bytes, i64 4
  %w3 = load i32, ptr %w2, align 1
  %sum = add i32 %w, %w3
  %sf = uitofp i32 %sum to float
  %o4 = add i64 %base, 4
  %p4 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %o4
  store float %sf, ptr addrspace(1) %p4, align 4
  ret void
}

define spir_kernel void @localmem(ptr addrspace(1) %out, ptr addrspace(1) %in) {
entry:
  %g = call spir_func i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 0)
  %l = call spir_func i64 @_Z32__spirv_BuiltInLocalInvocationIdi(i32 0)
  %pi = getelementptr inbounds float, ptr addrspace(1) %in, i64 %g
  %x = load float, ptr addrspace(1) %pi, align 4
  %pt = getelementptr inbounds [64 x float], ptr addrspace(3) @tile, i64 0, i64 %l
  store float %x, ptr addrspace(3) %pt, align 4
  call spir_func void @_Z22__spirv_ControlBarrieriii(i32 2, i32 2, i32 272)
  %l2 = xor i64 %l, 1
  %pt2 = getelementptr inbounds [64 x float], ptr addrspace(3) @tile, i64 0, i64 %l2
  %y = load float, ptr addrspace(3) %pt2, align 4
  %k = and i64 %g, 3
  %pl = getelementptr inbounds [4 x float], ptr addrspace(2) @lut, i64 0, i64 %k
  %c = load float, ptr addrspace(2) %pl, align 4
  %z = fmul float %y, %c
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %g
  store float %z, ptr addrspace(1) %po, align 4
  ret void
}

define spir_kernel void @vec(ptr addrspace(1) %out, ptr addrspace(1) %in) {
entry:
  %i = call spir_func i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 0)
  %p = getelementptr inbounds <4 x float>, ptr addrspace(1) %in, i64 %i
  %v = load <4 x float>, ptr addrspace(1) %p, align 16
  %w = fmul <4 x float> %v, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %s = shufflevector <4 x float> %w, <4 x float> %v, <4 x i32> <i32 3, i32 2, i32 5, i32 0>
  %e = extractelement <4 x float> %s, i32 1
  %t = insertelement <4 x float> %s, float %e, i32 3
  %q = getelementptr inbounds <4 x float>, ptr addrspace(1) %out, i64 %i
  store <4 x float> %t, ptr addrspace(1) %q, align 16
  ret void
}
"""

# Integer and float operations, each stored to its own output column.  `%T` names temporaries of
# one entry; the last line of an entry is its result.
INT_OPS = [
    "sdiv i32 %a, %b", "srem i32 %a, %b", "udiv i32 %a, %b", "urem i32 %a, %b",
    "ashr i32 %a, 3", "lshr i32 %a, 5", "shl i32 %a, 7", "ashr i32 %a, %s",
    "xor i32 %a, -1", "add nsw i32 %a, -17", "sub i32 0, %a", "mul nuw i32 %a, %b",
    "call i32 @llvm.smax.i32(i32 %a, i32 %b)", "call i32 @llvm.smin.i32(i32 %a, i32 %b)",
    "call i32 @llvm.umax.i32(i32 %a, i32 %b)", "call i32 @llvm.umin.i32(i32 %a, i32 %b)",
    "call i32 @llvm.abs.i32(i32 %a, i1 false)", "call i32 @llvm.ctpop.i32(i32 %a)",
    "call i32 @llvm.ctlz.i32(i32 %a, i1 false)", "call i32 @llvm.cttz.i32(i32 %a, i1 false)",
    "call i32 @llvm.bswap.i32(i32 %a)", "call i32 @llvm.fshl.i32(i32 %a, i32 %a, i32 %b)",
    "call i32 @llvm.fshr.i32(i32 %a, i32 %a, i32 %b)",
    "%T1 = icmp slt i32 %a, %b|zext i1 %T1 to i32",
    "%T1 = icmp ugt i32 %a, %b|sext i1 %T1 to i32",
    "%T1 = icmp sge i32 %a, -5|select i1 %T1, i32 %a, i32 %b",
    "%T1 = trunc i32 %a to i8|%T2 = mul i8 %T1, 7|%T3 = ashr i8 %T2, 1|sext i8 %T3 to i32",
    "%T1 = trunc i32 %a to i8|%T2 = add i8 %T1, -3|%T3 = lshr i8 %T2, 2|zext i8 %T3 to i32",
    "%T1 = trunc i32 %b to i16|%T2 = trunc i32 %a to i16|%T3 = udiv i16 %T2, %T1|zext i16 %T3 to i32",
    "%T1 = trunc i32 %a to i16|%T2 = shl i16 %T1, 9|%T3 = icmp slt i16 %T2, 0|zext i1 %T3 to i32",
    "%T1 = sext i32 %a to i64|%T2 = mul i64 %T1, 4294967297|%T3 = lshr i64 %T2, 17|trunc i64 %T3 to i32",
    "%T1 = zext i32 %a to i64|%T2 = ashr i64 %T1, 3|%T3 = sdiv i64 %T2, -7|trunc i64 %T3 to i32",
    "%T1 = trunc i32 %a to i1|%T2 = xor i1 %T1, true|zext i1 %T2 to i32",
    "%T1 = icmp eq i32 %a, %b|%T2 = icmp ne i32 %s, 0|%T3 = or i1 %T1, %T2|%T4 = and i1 %T3, %T1|zext i1 %T4 to i32",
    "%T1 = sitofp i32 %a to float|%T2 = fptosi float %T1 to i32|add i32 %T2, 1",
    "%T1 = and i32 %a, 16777215|%T2 = uitofp i32 %T1 to float|%T3 = fptoui float %T2 to i32|xor i32 %T3, %a",
    "%T1 = sitofp i32 %a to double|%T2 = fmul double %T1, 0x3FF0000000000001|%T3 = fptosi double %T2 to i64|trunc i64 %T3 to i32",
    "%T1 = icmp ult i32 %a, %b|%T2 = select i1 %T1, i32 %a, i32 %b|%T3 = freeze i32 %T2|add i32 %T3, %s",
]
FLOAT_OPS = [
    "fadd float %x, %y", "fsub float %x, %y", "fmul float %x, %y", "fdiv float %x, %y", "frem float %x, %y",
    "fneg float %x", "call float @llvm.fmuladd.f32(float %x, float %y, float %z)",
    "call float @llvm.fma.f32(float %x, float %y, float %z)", "call float @llvm.sqrt.f32(float %x)",
    "call float @llvm.fabs.f32(float %x)", "call float @llvm.floor.f32(float %x)", "call float @llvm.ceil.f32(float %x)",
    "call float @llvm.trunc.f32(float %x)", "call float @llvm.rint.f32(float %x)", "call float @llvm.round.f32(float %x)",
    "call float @llvm.minnum.f32(float %x, float %y)", "call float @llvm.maxnum.f32(float %x, float %y)",
    "call float @llvm.copysign.f32(float %x, float %y)",
    "%T1 = fcmp olt float %x, %y|select i1 %T1, float %x, float %y",
    "%T1 = fpext float %x to double|%T2 = fmul double %T1, %T1|fptrunc double %T2 to float",
    "%T1 = bitcast float %x to i32|%T2 = xor i32 %T1, -2147483648|bitcast i32 %T2 to float",
    "fmul float %x, 0x3FB99999A0000000", "fadd float %x, 0x7FF0000000000000",
] + [f"%T1 = fcmp {p} float %x, %y|uitofp i1 %T1 to float"
     for p in "oeq ogt oge olt ole one ord ueq ugt uge ult ule une uno true false".split()]
SIGNED_ZERO_FREE = {FLOAT_OPS.index("call float @llvm.minnum.f32(float %x, float %y)"),
                    FLOAT_OPS.index("call float @llvm.maxnum.f32(float %x, float %y)")}  # minnum(+0, -0): either


def ops_kernel(name: str, ty: str, ops: list, inputs: list) -> str:
    lines = [f"define spir_kernel void @{name}(ptr addrspace(1) %out, ptr addrspace(1) %in) {{", "entry:",
             "  %i = call spir_func i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 0)",
             f"  %base = mul i64 %i, {len(inputs)}", f"  %ob = mul i64 %i, {len(ops)}"]
    for k, a in enumerate(inputs):
        lines += [f"  %pa{k} = getelementptr inbounds {ty}, ptr addrspace(1) %in, i64 %base",
                  f"  %pb{k} = getelementptr inbounds i8, ptr addrspace(1) %pa{k}, i64 {4 * k}",
                  f"  %{a} = load {ty}, ptr addrspace(1) %pb{k}, align 4"]
    if ty == "i32":
        lines.append("  %b = or i32 %b0, 1")  # no division by zero
    for j, op in enumerate(ops):
        steps = op.replace("%T", f"%t{j}_").split("|")
        lines += ["  " + s for s in steps[:-1]]
        lines += [f"  %r{j} = {steps[-1]}",
                  f"  %o{j} = getelementptr inbounds {ty}, ptr addrspace(1) %out, i64 %ob",
                  f"  %q{j} = getelementptr inbounds {ty}, ptr addrspace(1) %o{j}, i64 {j}",
                  f"  store {ty} %r{j}, ptr addrspace(1) %q{j}, align 4"]
    return "\n".join(lines + ["  ret void", "}"]) + "\n"


def ops_module() -> str:
    body = ops_kernel("ints", "i32", INT_OPS, ["a", "b0", "s"]) + ops_kernel("floats", "float", FLOAT_OPS, ["x", "y", "z"])
    decls = set()
    for m in re.finditer(r"call (\w+) @(llvm\.[\w.]+)\(([^)]*)\)", body):
        decls.add(f"declare {m.group(1)} @{m.group(2)}({', '.join(p.split()[0] for p in m.group(3).split(','))})")
    return HEAD + "\n".join(sorted(decls)) + "\n\n" + body


def against_llvm_spirv(text: str, kernel: str, args: list, gsize, lsize=None, kinds=KINDS) -> list:
    """Run `kernel` from LLVM's SPIR-V of `text` (Intel) and from write_opencl (each of `kinds`);
    returns [(kind, reference buffers, written-C buffers)]."""
    intel = ocl.context("intel-cpu")
    ref = ocl.run_kernel(intel, ocl.spirv_from_llvm_ir(text), kernel, args, gsize, lsize)
    prog = write_opencl_program(lift.parse_text(text, "test.ll"))
    return [(kind, ref, ocl.run_kernel(ocl.context(kind), built(kind, prog), kernel, args, gsize, lsize))
            for kind in kinds]


@functools.lru_cache(maxsize=None)
def features_source() -> str:
    return write_opencl(lift.parse_text(FEATURES, "features.ll"))


FEATURE_ARGS = {
    "flow": lambda rng: ([np.zeros(256, I4), rng.integers(-1000, 100000, 256).astype(I4), I4(5)], (256,), None),
    "irreducible": lambda rng: ([np.zeros(256, I4), rng.integers(-30, 30, 256).astype(I4)], (256,), None),
    "memory": lambda rng: ([np.zeros(256 * 5, F4), rng.uniform(-1, 1, 256 * 5).astype(F4),
                            np.array([(3, 1.5)], dtype=[("i", "<i4"), ("f", "<f4")]).tobytes()], (256,), None),
    "localmem": lambda rng: ([np.zeros(256, F4), rng.uniform(-1, 1, 256).astype(F4)], (256,), (64,)),
    "vec": lambda rng: ([np.zeros(256 * 4, F4), rng.uniform(-1, 1, 256 * 4).astype(F4)], (256,), None),
}


@pytest.mark.parametrize("kernel", sorted(FEATURE_ARGS))
def test_features_match_llvm_spirv(kernel):
    args, gsize, lsize = FEATURE_ARGS[kernel](np.random.default_rng(zlib.crc32(kernel.encode())))
    for kind, ref, got in against_llvm_spirv(FEATURES, kernel, args, gsize, lsize):
        assert all(same_bits(r, g) for r, g in zip(ref, got)), kind


def test_features_read_structured():
    src = features_source()
    flow = kernel_text(src, "flow")
    assert "goto" not in flow and "} else if (m == 1 || m == 2) {" in flow
    assert "return;" in flow and "break;" in flow  # the early exit returns in place; the loop's end breaks
    irreducible = kernel_text(src, "irreducible")
    assert "goto L_b;" in irreducible and "goto L_a;" in irreducible  # two entries into one cycle
    memory = kernel_text(src, "memory")
    assert "float tmp[4];" in memory and "scale(tmp, j, cp)" in memory and "do {" in memory
    assert "static float scale(__private float* p, ulong k, Pair s)" in src  # generic pointer resolved
    local = kernel_text(src, "localmem")
    assert "__local float tile[64];" in local and "tile[l ^ 1] * lut[g & 3]" in local
    assert "__constant float lut[4] = {1.0f, 2.0f, 0.5f, -3.0f};" in src


def test_int_and_float_operations_match_llvm_spirv():
    rng = np.random.default_rng(5)
    n = 512
    ints = rng.integers(-(1 << 30), 1 << 30, (n, 3)).astype(I4)
    ints[:, 2] = rng.integers(0, 32, n)  # shift amounts
    ints[:64, 1] = rng.integers(-3, 3, 64)
    special = np.array([np.nan, np.inf, -np.inf, 0.0, -0.0, 1.0, -1.0, 2.5, -2.5, 1e-40, 3e38], F4)
    floats = rng.uniform(-10, 10, (n, 3)).astype(F4)
    floats[:121, 0], floats[:121, 1] = np.repeat(special, 11), np.tile(special, 11)
    text = ops_module()
    for kernel, data, ncol in (("ints", ints, len(INT_OPS)), ("floats", floats, len(FLOAT_OPS))):
        args = [np.zeros(n * ncol, data.dtype), data.ravel()]
        for kind, ref, got in against_llvm_spirv(text, kernel, args, (n,)):
            r, g = ref[0].reshape(n, ncol), got[0].reshape(n, ncol)
            if kernel == "ints":
                bad = [j for j in range(ncol) if not np.array_equal(r[:, j], g[:, j])]
                assert not bad, f"{kind}: {[INT_OPS[j] for j in bad]}"
            else:
                same = (r.view(I4) == g.view(I4)) | (np.isnan(r) & np.isnan(g))
                for j in SIGNED_ZERO_FREE:
                    same[:, j] |= (r[:, j] == 0) & (g[:, j] == 0)
                bad = [j for j in range(ncol) if not same[:, j].all()]
                assert not bad, f"{kind}: {[FLOAT_OPS[j] for j in bad]}"


GENERIC = HEAD + """
define internal spir_func ptr addrspace(4) @pick(ptr addrspace(4) %a, ptr addrspace(4) %b, i1 %c) {
entry:
  %r = select i1 %c, ptr addrspace(4) %a, ptr addrspace(4) %b
  ret ptr addrspace(4) %r
}

define internal spir_func i32 @sum2(ptr addrspace(4) %p) {
entry:
  %x = load i32, ptr addrspace(4) %p, align 4
  %q = getelementptr inbounds i8, ptr addrspace(4) %p, i64 4
  %y = load i32, ptr addrspace(4) %q, align 4
  %s = add i32 %x, %y
  ret i32 %s
}

define spir_kernel void @mixed(ptr addrspace(1) %out, ptr addrspace(1) %in, ptr addrspace(3) %scratch) {
entry:
  %g = call spir_func i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 0)
  %l = call spir_func i64 @_Z32__spirv_BuiltInLocalInvocationIdi(i32 0)
  %pi = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %g
  %v = load i32, ptr addrspace(1) %pi, align 4
  %ps = getelementptr inbounds i32, ptr addrspace(3) %scratch, i64 %l
  %v2 = mul i32 %v, 3
  store i32 %v2, ptr addrspace(3) %ps, align 4
  call spir_func void @_Z22__spirv_ControlBarrieriii(i32 2, i32 2, i32 272)
  %l1 = and i64 %l, -2
  %pl = getelementptr inbounds i32, ptr addrspace(3) %scratch, i64 %l1
  %gl = addrspacecast ptr addrspace(3) %pl to ptr addrspace(4)
  %g1 = and i64 %g, -2
  %pg = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %g1
  %gg = addrspacecast ptr addrspace(1) %pg to ptr addrspace(4)
  %odd = trunc i64 %g to i1
  %p = call spir_func ptr addrspace(4) @pick(ptr addrspace(4) %gl, ptr addrspace(4) %gg, i1 %odd)
  %s = call spir_func i32 @sum2(ptr addrspace(4) %p)
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %g
  store i32 %s, ptr addrspace(1) %po, align 4
  ret void
}
"""


def test_unresolvable_generic_pointers_need_opencl_c_2():
    """A pointer that is local on one path and global on another stays generic: the file asks for
    OpenCL C 2.0 (PoCL 3.0's compiler has no generic address space, so this runs on Intel only)."""
    src = write_opencl(lift.parse_text(GENERIC, "generic.ll"))
    assert build_options(src) == ["-cl-std=CL2.0"]
    assert "static uint sum2(uint* p)" in src  # no address space: generic
    assert "static uchar* pick(__local uchar* a, __global uchar* b, bool c)" in src  # resolved per parameter
    rng = np.random.default_rng(9)
    args = [np.zeros(128, I4), rng.integers(-100, 100, 128).astype(I4), ocl.Local(64 * 4)]
    for kind, ref, got in against_llvm_spirv(GENERIC, "mixed", args, (128,), (64,), kinds=("intel-cpu",)):
        assert all(same_bits(r, g) for r, g in zip(ref, got))


SPIRV_BUILTINS = HEAD + """declare spir_func i64 @_Z25__spirv_BuiltInGlobalSizei(i32)
declare spir_func i64 @_Z28__spirv_BuiltInWorkgroupSizei(i32)
declare spir_func i64 @_Z26__spirv_BuiltInWorkgroupIdi(i32)
declare spir_func i64 @_Z28__spirv_BuiltInNumWorkgroupsi(i32)
declare spir_func i64 @_Z27__spirv_BuiltInGlobalOffseti(i32)
declare spir_func float @_Z16__spirv_ocl_sqrtf(float)
declare spir_func float @_Z23__spirv_ocl_fmax_commonff(float, float)
declare spir_func i32 @_Z17__spirv_ocl_s_maxii(i32, i32)
declare spir_func i32 @_Z17__spirv_ocl_u_minjj(i32, i32)
declare spir_func float @_Z15__spirv_ocl_expf(float)
declare spir_func float @_Z15__spirv_ocl_madfff(float, float, float)

define spir_kernel void @ocl(ptr addrspace(1) %out, ptr addrspace(1) %iout, ptr addrspace(1) %in) {
entry:
  %i = call spir_func i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 0)
  %p = getelementptr inbounds float, ptr addrspace(1) %in, i64 %i
  %x = load float, ptr addrspace(1) %p, align 4
  %a = call spir_func float @_Z16__spirv_ocl_sqrtf(float %x)
  %b = call spir_func float @_Z23__spirv_ocl_fmax_commonff(float %a, float 5.000000e-01)
  %e = call spir_func float @_Z15__spirv_ocl_expf(float %b)
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %i
  store float %b, ptr addrspace(1) %po, align 4
  %xi = fptosi float %x to i32
  %m = call spir_func i32 @_Z17__spirv_ocl_s_maxii(i32 %xi, i32 -3)
  %u = call spir_func i32 @_Z17__spirv_ocl_u_minjj(i32 %m, i32 7)
  %gs = call spir_func i64 @_Z25__spirv_BuiltInGlobalSizei(i32 0)
  %ls = call spir_func i64 @_Z28__spirv_BuiltInWorkgroupSizei(i32 0)
  %gi = call spir_func i64 @_Z26__spirv_BuiltInWorkgroupIdi(i32 0)
  %ng = call spir_func i64 @_Z28__spirv_BuiltInNumWorkgroupsi(i32 0)
  %go = call spir_func i64 @_Z27__spirv_BuiltInGlobalOffseti(i32 0)
  %s1 = mul i64 %gs, 1000000
  %s2 = mul i64 %ls, 10000
  %s3 = mul i64 %gi, 100
  %s4 = mul i64 %ng, 10
  %t1 = add i64 %s1, %s2
  %t2 = add i64 %t1, %s3
  %t3 = add i64 %t2, %s4
  %t4 = add i64 %t3, %go
  %t5 = trunc i64 %t4 to i32
  %r = add i32 %t5, %u
  %pi = getelementptr inbounds i32, ptr addrspace(1) %iout, i64 %i
  store i32 %r, ptr addrspace(1) %pi, align 4
  ret void
}
"""


def test_spirv_builtin_functions_match_llvm_spirv():
    """DPC++'s SPIR-V built-in calls: work-item queries and __spirv_ocl_* math (signed/unsigned)."""
    src = write_opencl(lift.parse_text(SPIRV_BUILTINS, "builtins.ll"))
    assert "max(sqrt(x), 0.5f)" in src and "min((uint)max((int)" in src and ", -3), (uint)7)" in src
    for name in ("get_global_size(0)", "get_local_size(0)", "get_group_id(0)", "get_num_groups(0)", "get_global_offset(0)"):
        assert name in src
    rng = np.random.default_rng(3)
    args = [np.zeros(128, F4), np.zeros(128, I4), rng.uniform(0, 20, 128).astype(F4)]
    for kind, ref, got in against_llvm_spirv(SPIRV_BUILTINS, "ocl", args, (128,), (32,)):
        assert all(same_bits(r, g) for r, g in zip(ref, got)), kind


OLD_BUILTINS = """target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

@__spirv_BuiltInGlobalInvocationId = external dso_local local_unnamed_addr addrspace(1) constant <3 x i64>, align 32
@__spirv_BuiltInGlobalSize = external dso_local local_unnamed_addr addrspace(1) constant <3 x i64>, align 32
@__spirv_BuiltInWorkDim = external dso_local local_unnamed_addr addrspace(1) constant i32, align 4

define spir_kernel void @old(ptr addrspace(1) %out) {
entry:
  %v = load <3 x i64>, ptr addrspace(1) @__spirv_BuiltInGlobalInvocationId, align 32
  %i = extractelement <3 x i64> %v, i64 0
  %s = load i64, ptr addrspace(1) getelementptr inbounds (i8, ptr addrspace(1) @__spirv_BuiltInGlobalSize, i64 8), align 8
  %d = load i32, ptr addrspace(1) @__spirv_BuiltInWorkDim, align 4
  %d64 = zext i32 %d to i64
  %m = mul i64 %i, 1000
  %a = add i64 %m, %s
  %dd = mul i64 %d64, 100000
  %b = add i64 %a, %dd
  %p = getelementptr inbounds i64, ptr addrspace(1) %out, i64 %i
  store i64 %b, ptr addrspace(1) %p, align 8
  ret void
}
"""


@pytest.mark.parametrize("kind", KINDS)
def test_old_style_builtin_globals(kind):
    prog = write_opencl_program(lift.parse_text(OLD_BUILTINS, "old.ll"))
    assert "get_global_id(0) * 1000 + get_global_size(1) + (ulong)get_work_dim() * 100000" in prog.source
    out = ocl.run_kernel(ocl.context(kind), built(kind, prog), "old", [np.zeros(64, np.int64)], (64, 4))[0]
    assert np.array_equal(out, np.arange(64) * 1000 + 4 + 2 * 100000)


# --------------------------------------------------------------------------------------------------
# Unsupported IR: the kernel is left out, with the error at the instruction; never C that computes
# something else

UNSUPPORTED = [
    ("%old = atomicrmw add ptr addrspace(1) %p, i32 1 seq_cst", "atomicrmw"),
    ("%r = call spir_func i32 @mystery(i32 1)", "mystery"),
    ("%pair = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 1, i32 2)", "sadd.with.overflow"),
    ("%v = load <4 x i32>, ptr addrspace(1) %p, align 16\n  %k = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %v)",
     "vector.reduce"),
    ("%s = call spir_func i32 @_Z22__spirv_ControlBarrieriii(i32 3, i32 3, i32 272)", "execution scope 3"),
]


@pytest.mark.parametrize("body,what", UNSUPPORTED, ids=[w for _, w in UNSUPPORTED])
def test_unsupported_ir_raises_at_the_instruction(body, what):
    text = HEAD + f"""declare spir_func i32 @mystery(i32)
declare {{ i32, i1 }} @llvm.sadd.with.overflow.i32(i32, i32)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)

define spir_kernel void @k(ptr addrspace(1) %p) {{
entry:
  {body}
  store i32 0, ptr addrspace(1) %p, align 4
  ret void
}}
"""
    program = write_opencl_program(lift.parse_text(text, "bad.ll"))
    assert [f.kernel for f in program.failed] == ["k"] and program.kernels == ()
    why = program.failed[0].why
    assert what in why
    target = body.splitlines()[-1].strip()  # the unsupported instruction
    line = next(i + 1 for i, t in enumerate(text.splitlines()) if t.strip() == target)
    assert why.startswith(f"bad.ll:{line}:3: "), why
    assert "__kernel void k(" not in program.source and "/* sycl-lift: kernel k not written: bad.ll:" in program.source


def test_refuses_host_modules_and_modules_without_kernels():
    with pytest.raises(lift.LiftError, match="64-bit SPIR"):
        write_opencl(lift.parse_file(str(ir(SAMPLES / "vadd" / "2026.2.0" / "host.O2.ll"))))
    with pytest.raises(lift.LiftError, match="no spir_kernel"):
        write_opencl(lift.parse_text(HEAD, "empty.ll"))


def test_a_helper_called_with_pointers_of_two_spaces_gets_a_copy_per_space():
    """dct_helpers' dct_1d(const float*, int, float*) is called with a buffer's rows and with private
    arrays: one generic parameter in the IR.  The C has a copy per space (OpenCL C 1.2, so NVIDIA's
    OpenCL builds it too), each call calls its own, and the module itself keeps its one function."""
    path = ir(SAMPLES / "dct_helpers" / "device.ll")
    module = lift.parse_file(str(path))
    before = module.print()
    prog = write_opencl_program(module)
    assert module.print() == before and sum(f.name.startswith("_ZL6dct_1d") for f in module.definitions()) == 1
    assert prog.build_options == ("-cl-std=CL1.2",)
    copies = dict(re.findall(r"^static void (_ZL6dct_1dPKfiPf\w*)\((__\w+) float\* ptr0", prog.source, re.M))
    assert sorted(copies.values()) == ["__global", "__private"]
    for kind in KINDS:
        assert {k.function_name for k in built(kind, prog).all_kernels()} == set(prog.kernels)
