"""The OpenCL C writer on the vector constants of real DPC++ device IR (passes/opencl/decode.py reads
`splat (T v)` and `<T a, T b, ...>`; values.py writes them as `(float4)(1.0f)` and vector compares as
charN masks).

* tests/data/vector_constants: DPC++ 2026.2's device IR, in LLVM 22's text, of vector_constants.cpp
  (how it is made: that file's head): splats of float, int, half and double lanes, per-lane vectors,
  poison and undef lanes, 3-, 8- and 16-lane vectors, vector fcmp/icmp and SYCL's relational
  functions on vectors, and two forms the fuzz campaign found: half lanes selected as i16 bits, and
  a sycl::vec<int, 16> that LLVM narrows to a `<7 x i32>` load (a width OpenCL C lacks).  Every
  kernel is written, and runs -- on Intel's CPU runtime and on PoCL, which builds the file without
  the half kernels (no cl_khr_fp16) -- to the same buffers, bit for bit, as DPC++'s own SPIR-V of the
  same compilation on Intel's CPU runtime.
* samples/math_vec (older LLVM text): `<float 2.0, float 2.0, float poison, float poison>` is the
  splat `(float4)(2.0f)` (a poison lane may hold any value) and VecSwizzle computes what LLVM's
  SPIR-V of the same IR computes (the sample's device.spv lacks it).

Nothing skips: a missing OpenCL runtime fails with RuntimeUnavailable saying what to install.
"""
from __future__ import annotations

import functools
import re

import numpy as np
import pytest

from harness import opencl as ocl  # first: it sets up the OpenCL ICD loader
from harness.sample_launches import launch_inputs

import lift
from conftest import ROOT, SAMPLES, assert_same_buffers, ir, read_text, sample_device
from test_constructs import runs_on
from passes.opencl.writer import write_opencl_program

DATA = ROOT / "tests" / "data" / "vector_constants"
KINDS = ("pocl", "intel-cpu")
ITEMS, WORK_GROUP = 64, 16  # vector_constants.cpp's ranges
LANES = ITEMS * 2 * 16  # each buffer: more lanes than any kernel touches (PickConstant writes at i + 64)
HALF_SELECT, NARROWED = "_ZTS14HalfLaneSelect", "_ZTS14NarrowedLoad16"
# kernel -> the element type of its buffers (in, out)
KERNELS = {"_ZTS11SplatFloat4": np.float32, "_ZTS11IntCompare8": np.int32, "_ZTS11Float3Lanes": np.float32,
           "_ZTS15HalfRelational8": np.float16, "_ZTS12DoubleLanes2": np.float64, "_ZTS12Int16Swizzle": np.int32,
           "_ZTS12PickConstant": np.float32, HALF_SELECT: np.float16,
           "_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI14HalfLaneSelectEE": np.float16, NARROWED: np.int32,
           "_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI14NarrowedLoad16EE": np.int32}


@functools.lru_cache(maxsize=None)
def program(path: str):
    return write_opencl_program(lift.parse_file(path))


@functools.lru_cache(maxsize=None)
def dpcpp_images() -> dict:
    """Kernel -> DPC++'s SPIR-V image holding it (one image per set of optional features)."""
    intel = ocl.context("intel-cpu")
    out = {}
    for path in sorted(DATA.glob("device*.spv")):
        spv = path.read_bytes()
        out.update((k, spv) for k in ocl.kernel_names(intel, spv))
    return out


def kernel_text(source: str, name: str) -> str:
    start = source.index(f"__kernel void {name}(")
    return source[start:source.index("\n}\n", start) + 3]


def test_the_ir_has_the_constant_forms():
    """The committed IR holds what this file tests (a regeneration that loses a form fails here)."""
    text = (DATA / "device.ll").read_text()
    for form in ("splat (float 2.000000e+00)", "splat (i32 7)", "splat (half 0xH3800)", "splat (double 1.000000e+00)",
                 "<float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>",
                 "<16 x i32> <i32 poison,", "i32 undef", "fadd <3 x float>", "fcmp ogt <4 x float>",
                 "icmp sgt <8 x i32>", "sext <4 x i1>", "@_Z23__spirv_FOrdGreaterThanDv8_DF16_S_"):
        assert form in text, form
    assert re.search(r"select i1 %\d+, i16 %\d+, i16 %\d+\n.*bitcast i16 %\d+ to half", text)
    assert re.search(r"load <7 x i32>.*\n.*shufflevector <7 x i32> %\d+, <7 x i32> poison, <16 x i32>", text)
    assert sorted(dpcpp_images()) == sorted(KERNELS)


def test_every_kernel_is_written_with_its_constants():
    prog = program(str(DATA / "device.ll"))
    assert prog.failed == ()
    assert sorted(prog.kernels) == sorted(KERNELS)
    written = {
        "_ZTS11SplatFloat4": ["(float4)(2.0f)", "(float4)(1.0f, 2.0f, 3.0f, 4.0f)", "convert_char4(v6 > (float4)(0.5f))"],
        "_ZTS11IntCompare8": ["(uint8)(7)", "(uint8)(1, 2, 3, 4, 5, 6, 7, 8)", "as_int8((uint8)(10))"],
        "_ZTS11Float3Lanes": ["(float3)(0.5f, 1.5f, 2.5f)", "(float3)(-3.0f)"],
        "_ZTS15HalfRelational8": ["(half8)((half)0.5f)", "> (half8)((half)0.25f)"],
        "_ZTS12DoubleLanes2": ["(double2)(0.25, -4.0)", "(double2)(1.0)"],
        # the add's poison lane 0 takes lane 1's value; lane 0 of the sum is never read
        "_ZTS12Int16Swizzle": ["(uint16)(1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)"],
        HALF_SELECT: ["as_half((ushort)("],  # ?: of two ushorts is an int in C
        # seven lanes read one by one into a uint8, lane 6 broadcast
        NARROWED: ["[5], ((__global uint*)", "[6], 0);", ".s6) + "],
    }
    for kernel, pieces in written.items():
        text = kernel_text(prog.source, kernel)
        for piece in pieces:
            assert piece in text, (kernel, piece)
    # half and double kernels need their extensions, enabled once and tested per kernel
    assert prog.requires == {k: ("fp64",) if KERNELS[k] == np.float64 else ("fp16",) for k in KERNELS
                             if KERNELS[k] in (np.float16, np.float64)}
    assert "#pragma OPENCL EXTENSION cl_khr_fp16 : enable" in prog.source


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("kernel", sorted(KERNELS))
def test_kernel_matches_dpcpp_spirv(kernel, kind):
    prog = program(str(DATA / "device.ll"))
    ctx = ocl.context(kind)
    built = ocl.build(ctx, prog.source, " ".join(prog.build_options))
    if not runs_on(kind, prog, kernel):  # PoCL without cl_khr_fp16: the half kernels are not in its build
        assert kernel not in [k.function_name for k in built.all_kernels()]
        assert kind == "pocl" and KERNELS[kernel] == np.float16
        return
    params = ocl.kernel_params(lift.parse_file(str(DATA / "device.ll")), kernel)
    buffers = {p.index: (LANES, KERNELS[kernel]) for p in params if p.is_buffer}
    ranges = {p.index: (ITEMS,) for p in params if p.sycl_class == "range"}  # the range-rounding wrapper's
    args = ocl.random_args(params, buffers, seed=7, values=ranges)
    ref = ocl.run_kernel(ocl.context("intel-cpu"), dpcpp_images()[kernel], kernel, args, (ITEMS,), (WORK_GROUP,),
                         params=params)
    got = ocl.run_kernel(ctx, built, kernel, args, (ITEMS,), (WORK_GROUP,), params=params)
    assert not np.array_equal(ref[-1], args[max(buffers)]), "the kernel must write its output"
    assert_same_buffers(ref, got)


@pytest.mark.parametrize("kind", KINDS)
def test_math_vec_poison_lanes_read_as_a_splat(kind):
    prog = program(str(ir(SAMPLES / "math_vec" / "device.ll")))
    kernel = "_ZTS10VecSwizzle"
    assert "<float 2.000000e+00, float 2.000000e+00, float poison, float poison>" in \
        read_text(SAMPLES / "math_vec" / "device.ll")
    assert "(float4)(2.0f)" in kernel_text(prog.source, kernel)
    params = ocl.kernel_params(sample_device("math_vec"), kernel)
    args, gsize, lsize = launch_inputs(params, "math_vec", kernel)
    ref = ocl.run_kernel(ocl.context("intel-cpu"), spirv_of_math_vec(), kernel, args, gsize, lsize, params=params)
    ctx = ocl.context(kind)
    got = ocl.run_kernel(ctx, ocl.build(ctx, prog.source, " ".join(prog.build_options)), kernel, args, gsize, lsize,
                         params=params)
    assert_same_buffers(ref, got)


@functools.lru_cache(maxsize=None)
def spirv_of_math_vec() -> bytes:
    return ocl.spirv_from_llvm_ir(read_text(SAMPLES / "math_vec" / "device.ll"))
