"""The execution harness (tests/harness/opencl.py) on real OpenCL runtimes.

Every kernel of every sample runs on Intel's CPU OpenCL runtime twice: from DPC++'s own SPIR-V
(samples/<prog>/device.spv) and from the SPIR-V that LLVM's backend makes of device.ll
(`spirv_from_llvm_ir`); the buffers they leave must agree bit for bit.  Nothing here skips: a missing
runtime fails with RuntimeUnavailable saying what to install.
"""
from __future__ import annotations

import functools
import os
from pathlib import Path

import numpy as np
import pytest

from harness import opencl as ocl  # first: it sets up the OpenCL ICD loader
from harness.sample_launches import CASES, SAMPLES as PROGRAMS, launch_inputs, plan

from conftest import SAMPLES, read_text, same_bits, sample_device

F4, I4 = np.float32, np.int32


@functools.lru_cache(maxsize=None)
def device_ll(sample: str) -> str:
    return read_text(SAMPLES / sample / "device.ll")


@functools.lru_cache(maxsize=None)
def device_spv(sample: str) -> bytes:
    return (SAMPLES / sample / "device.spv").read_bytes()


@functools.lru_cache(maxsize=None)
def llvm_spv(sample: str) -> bytes:
    return ocl.spirv_from_llvm_ir(device_ll(sample))


@pytest.fixture(scope="module")
def intel():
    return ocl.context("intel-cpu")


# --------------------------------------------------------------------------------------------------
# vadd and gemm by hand


def test_vadd_on_intel_cpu_is_exact(intel):
    params = ocl.kernel_params(device_ll("vadd"), "_ZTS4VAdd")
    assert [p.kind for p in params] == ["global_ptr", "byval_struct"] * 3
    c, a, b = ocl.random_args(params, {0: 1024, 2: 1024, 4: 1024}, seed=7)[0::2]
    a0, b0 = a.copy(), b.copy()
    args = [c, (0,), a, (0,), b, (0,)]
    out_c, out_a, out_b = ocl.run_kernel(intel, device_spv("vadd"), "_ZTS4VAdd", args, (1024,), params=params)
    assert np.array_equal(out_c, a + b)
    assert same_bits(out_a, a0) and same_bits(out_b, b0)
    assert same_bits(a, a0)  # inputs are copied, never written


def test_vadd_llvmlite_spirv_matches_dpcpp_spirv(intel):
    params = ocl.kernel_params(device_ll("vadd"), "_ZTS4VAdd")
    args = ocl.random_args(params, {0: 1024, 2: 1024, 4: 1024}, seed=8)
    spv = llvm_spv("vadd")
    assert int.from_bytes(spv[:4], "little") == ocl.SPIRV_MAGIC and spv != device_spv("vadd")
    ref = ocl.run_kernel(intel, device_spv("vadd"), "_ZTS4VAdd", args, (1024,), params=params)
    got = ocl.run_kernel(intel, spv, "_ZTS4VAdd", args, (1024,), params=params)
    assert all(same_bits(r, g) for r, g in zip(ref, got))
    assert np.array_equal(ref[0], args[2] + args[4])


def test_gemm_dimension_mapping(intel):
    """SYCL range<2>{M, N} runs as OpenCL global (N, M); ranges inside arguments stay (M, N)."""
    M, N, K = 40, 24, 16  # all different, so a wrong mapping reads or writes the wrong elements
    params = ocl.kernel_params(device_ll("gemm"), "_ZTS4Gemm")
    rng = np.random.default_rng(3)
    A, B = rng.uniform(-1, 1, (M, K)).astype(F4), rng.uniform(-1, 1, (K, N)).astype(F4)
    C = np.full((M, N), np.nan, F4)
    alpha = F4(1.5)
    args = [A, (M, K), (M, K), (0, 0), B, (K, N), (0, 0), C, (M, N), (0, 0), alpha]
    assert ocl.opencl_size((M, N)) == (N, M)
    out = ocl.run_kernel(intel, device_spv("gemm"), "_ZTS4Gemm", args, ocl.opencl_size((M, N)), params=params)[2]
    ref = alpha * (A.astype(np.float64) @ B.astype(np.float64))
    np.testing.assert_allclose(out, ref, rtol=1e-5, atol=1e-5)


def test_nd_range_mapping_on_blocksum(intel):
    """nd_range<2>{{M, N}, {T, T}} with M != N: work-group (g0, g1) in SYCL order sums its tile."""
    M, N, T = 64, 32, 16
    params = ocl.kernel_params(device_ll("tiled_gemm"), "_ZTS8BlockSum")
    C = np.random.default_rng(4).integers(-4, 4, (M, N)).astype(F4)  # exact sums
    P = np.zeros((M // T, N // T), F4)
    args = [ocl.Local(T * T * 4), C, (M, N), (0, 0), P, (M // T, N // T), (0, 0)]
    out = ocl.run_kernel(intel, device_spv("tiled_gemm"), "_ZTS8BlockSum", args,
                         ocl.opencl_size((M, N)), ocl.opencl_size((T, T)), params=params)[1]
    assert np.array_equal(out, C.reshape(M // T, T, N // T, T).sum(axis=(1, 3)))


# --------------------------------------------------------------------------------------------------
# kernel_params


def test_kernel_params_reads_structs():
    ps = ocl.kernel_params(sample_device("usm_saxpy"), "_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI5SaxpyEE")
    assert ps[0].sycl_class == "range" and ps[0].n_i64 == 1
    anon = ps[1]
    assert anon.kind == "byval_struct" and anon.struct == "class.anon" and anon.size == 24
    assert [(f.offset, f.type_text) for f in anon.fields] == [(0, "ptr addrspace(4)"), (8, "float"), (16, "ptr addrspace(4)")]
    ps = ocl.kernel_params(device_ll("multi_launch"), "_ZTSZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_EUlvE_")
    assert [p.n_i64 for p in ps[1:4]] == [3, 3, 3] and ps[6].n_i64 == 1
    assert ps[4].struct == "struct.Window" and [f.dtype for f in ps[4].fields] == [np.float32] * 2
    assert ps[7].kind == "scalar" and ps[7].dtype == np.int32
    ps = ocl.kernel_params(device_ll("tiled_gemm"), "_ZTS9TiledGemm")
    assert [p.kind for p in ps].count("local_ptr") == 2


def test_run_kernel_checks_arguments(intel):
    params = ocl.kernel_params(device_ll("vadd"), "_ZTS4VAdd")
    a = np.zeros(16, F4)
    with pytest.raises(ocl.KernelError, match="6 arguments"):
        ocl.run_kernel(intel, device_spv("vadd"), "_ZTS4VAdd", [a], (16,))
    with pytest.raises(ocl.KernelError, match="scalar given for a byval_struct"):
        ocl.run_kernel(intel, device_spv("vadd"), "_ZTS4VAdd", [a, (0,), a, np.float32(0), a, (0,)], (16,),
                       params=params)
    with pytest.raises(ocl.KernelError, match="no kernel"):
        ocl.run_kernel(intel, device_spv("vadd"), "_ZTS3Nope", [], (16,))


def test_duplicate_ids_finds_what_llvm_22_breaks():
    """A block id defined twice, or past the id bound: the two ways LLVM 22's SPIR-V backend broke
    modules (see spirv_from_llvm_ir).  DPC++'s own SPIR-V has neither."""
    clean = bytearray(device_spv("gemm"))
    assert ocl.duplicate_ids(bytes(clean)) == set()
    words = memoryview(clean).cast("I")
    labels, i = [], 5
    while i < len(words):
        if words[i] & 0xFFFF == ocl.OP_LABEL:
            labels.append(i + 1)
        i += words[i] >> 16
    assert len(labels) >= 2
    twice = bytearray(clean)
    memoryview(twice).cast("I")[labels[1]] = words[labels[0]]
    assert ocl.duplicate_ids(bytes(twice)) == {words[labels[0]]}
    past = bytearray(clean)
    memoryview(past).cast("I")[labels[0]] = words[3] + 7
    assert ocl.duplicate_ids(bytes(past)) == {words[3] + 7}


def test_spirv_from_llvm_ir_is_the_same_every_time():
    text = device_ll("multi_launch")  # several kernels: the module LLVM 22 broke most often
    first = llvm_spv("multi_launch")
    assert ocl.duplicate_ids(first) == set()
    assert all(ocl.spirv_from_llvm_ir(text) == first for _ in range(3))


def test_spirv_from_llvm_ir_rejects_host_ir():
    with pytest.raises(ValueError, match="not a 64-bit SPIR"):
        ocl.spirv_from_llvm_ir('target triple = "x86_64-unknown-linux-gnu"\n')


# --------------------------------------------------------------------------------------------------
# Every kernel of every sample: DPC++'s SPIR-V vs LLVM's SPIR-V of device.ll

@pytest.mark.parametrize("sample", PROGRAMS)
def test_replay_plan_launches_every_kernel(intel, sample):
    assert sorted(plan(sample).kernels()) == sorted(ocl.kernel_names(intel, device_spv(sample)))
    assert sorted(plan(sample).kernels()) == sorted(f.name for f in sample_device(sample).definitions() if f.is_kernel)


@pytest.mark.parametrize("sample,kernel", CASES, ids=[f"{s}-{k[:60]}" for s, k in CASES])
def test_kernel_llvmlite_spirv_matches_dpcpp_spirv(intel, sample, kernel):
    params = ocl.kernel_params(sample_device(sample), kernel)
    args, gsize, lsize = launch_inputs(params, sample, kernel)
    inputs = [a for a in args if isinstance(a, np.ndarray)] + \
             [v for a in args if isinstance(a, tuple) for v in a if isinstance(v, np.ndarray)]
    ref = ocl.run_kernel(intel, device_spv(sample), kernel, args, gsize, lsize, params=params)
    got = ocl.run_kernel(intel, llvm_spv(sample), kernel, args, gsize, lsize, params=params)
    assert len(ref) == len(got) == len(inputs)
    for i, (r, g) in enumerate(zip(ref, got)):
        assert same_bits(r, g), f"buffer {i} differs: {np.count_nonzero(r != g)} elements"
    # (a kernel without memory arguments, like harness_gemm's warm-up single_tasks, cannot write any)
    assert not inputs or any(not same_bits(r, x) for r, x in zip(ref, inputs)), "the kernel wrote nothing"


# --------------------------------------------------------------------------------------------------
# PoCL


def test_pocl_runs_opencl_c():
    ctx = ocl.context("pocl")
    src = """
    __kernel void axpy(__global float *y, __global const float *x, float a, int n) {
        size_t i = get_global_id(0);
        if (i < n) y[i] = a * x[i] + y[i];
    }"""
    y, x = np.arange(100, dtype=F4), np.full(100, 2.0, F4)
    out_y, _ = ocl.run_kernel(ctx, src, "axpy", [y, x, 0.5, 90], (128,))
    assert np.array_equal(out_y[:90], y[:90] + 1.0) and np.array_equal(out_y[90:], y[90:])


def test_pocl_takes_no_spirv():
    ctx = ocl.context("pocl")
    with pytest.raises(ocl.KernelError, match="SPIR-V"):
        ocl.build(ctx, device_spv("vadd"))


# --------------------------------------------------------------------------------------------------
# Exactness and set-up


def test_float_reduction_is_sequential(intel):
    """SumAll (a single-task float sum) gives the IEEE sequential sum from both SPIR-V forms: the
    harness turns Intel's vectorizer off, which otherwise reassociates the sum (and differently for
    the two forms)."""
    params = ocl.kernel_params(device_ll("usm_saxpy"), "_ZTS6SumAll")
    n = 1000
    args = ocl.random_args(params, {1: n, 2: 1}, seed=5, values={0: n})
    want = np.float32(0)
    for v in args[1]:
        want = np.float32(want + v)
    for spv in (device_spv("usm_saxpy"), llvm_spv("usm_saxpy")):
        got = ocl.run_kernel(intel, spv, "_ZTS6SumAll", args, (1,), params=params)[1]
        assert same_bits(got, np.array([want], np.float32))


def test_usm_pointers_in_struct_arguments(intel):
    """The Saxpy range-rounding wrapper takes its USM pointers inside a by-value lambda struct."""
    name = "_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI5SaxpyEE"
    params = ocl.kernel_params(device_ll("usm_saxpy"), name)
    x = np.arange(100, dtype=F4)
    y = np.ones(100, F4)
    a = np.float32(2.5)
    # the lambda captures (dy, a, dx): dy[i] = a * dx[i] + dy[i]
    out_y, out_x = ocl.run_kernel(intel, device_spv("usm_saxpy"), name, [(100,), (y, a, x)], (128,), params=params)
    assert np.array_equal(out_y, a * x + y) and np.array_equal(out_x, x)


def test_context_names_what_to_do():
    with pytest.raises(ValueError, match="unknown OpenCL kind"):
        ocl.context("cuda")
    import subprocess
    import sys

    # OpenCL initialised before the harness set up the ICD loader: a clear error, not a wrong device.
    code = "\n".join([
        "import os; os.environ['OCL_ICD_VENDORS'] = '/nonexistent'",
        "import pyopencl",
        "try: pyopencl.get_platforms()",
        "except pyopencl.Error: pass",
        "from harness import opencl as o",
        "o.context('intel-cpu')",
    ])
    env = {k: v for k, v in os.environ.items() if k != "OCL_ICD_VENDORS"}
    env["PYTHONPATH"] = os.pathsep.join([str(Path(__file__).resolve().parent), str(Path(__file__).resolve().parent.parent)])
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=60)
    assert r.returncode != 0 and "initialised before sycl_lift.replay.devices was imported" in r.stderr, r.stderr
