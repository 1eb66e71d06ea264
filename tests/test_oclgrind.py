"""Oclgrind (the OpenCL device simulator, `context("oclgrind")`) finds no out-of-bounds access, no data
race and no use of an uninitialised value in the OpenCL C that passes/opencl/ writes for the
samples' kernels -- the original device IR and the rewritten one -- run with the samples' own launches
(from the replay plan, tests/harness/sample_launches.py; full sizes: every work-item is simulated).

* Oclgrind's checkers (OCLGRIND_DATA_RACES, OCLGRIND_UNINITIALIZED, OCLGRIND_CHECK_API; its memory
  checker is always on) print to file descriptor 2 from C++, so every run here captures that descriptor.
  The planted-bug kernels below show that each checker really reports, in the mode used for the samples.
* Programs are built with -cl-opt-disable: every access of the written C stays an access, and
  Oclgrind 21.10's uninitialised-value checker aborts ("OCLGRIND FATAL ERROR ... Unsupported
  instruction: freeze") on the `freeze` that its own optimiser puts into some loops (jacobi's
  range-rounding wrapper).
* Oclgrind is OpenCL 1.2, without shared virtual memory: a lambda's by-value struct holding USM pointers
  gets the device addresses of ordinary buffers (read by a kernel; Oclgrind addresses a buffer by its
  number in the high bits, so its checker still bounds every access through them).
* pyopencl asks every device for NVIDIA's compute capability (clGetDeviceInfo with 0x4000,
  CL_DEVICE_COMPUTE_CAPABILITY_MAJOR_NV) when it builds a program or makes a kernel; Oclgrind's API
  checker reports it ("clGetDeviceInfo ... CL_INVALID_VALUE ... 'param_name'"), and only that report
  is ignored (the harness itself asks Oclgrind only for OpenCL 1.2 device queries).
* Each kernel's outputs are also compared with Intel's CPU runtime running DPC++'s own SPIR-V on the
  same inputs, so a kernel that silently did not run cannot pass.
* Oclgrind 21.10 is an OpenCL C 1.2 device: a file that asks for -cl-std=CL3.0 (C11 atomics, work-group
  collectives) is built with its `portable_options` (-cl-std=CL1.2), where its atomics and collectives
  take their OpenCL 1.2 forms; besides the sample programs, the construct samples atomics_ref,
  grp_algorithms and hier_pfwg run whole here (sg_ops needs sub-groups, math_vec's HalfDouble half).

Nothing skips: a missing Oclgrind fails with RuntimeUnavailable saying what to install.
"""
from __future__ import annotations

import contextlib
import functools
import os
import re
import sys
import tempfile

import numpy as np
import pytest

from harness import opencl as ocl  # first: it sets up the OpenCL ICD loader
from harness.sample_launches import CASES as SAMPLE_CASES, SAMPLES as PROGRAMS, launch_inputs, plan

import lift
from conftest import SAMPLES, ir, kept_arguments, rewritten, sample_device
from passes.opencl.writer import write_opencl_program
from sycl_lift.replay.devices import without_probes

OPTIONS = ("-cl-opt-disable",)
CONSTRUCTS = ("atomics_ref", "grp_algorithms", "hier_pfwg")
CASES = SAMPLE_CASES + [(s, k) for s in CONSTRUCTS for k in plan(s).kernels()]
CHECKERS = ("OCLGRIND_DATA_RACES", "OCLGRIND_UNINITIALIZED", "OCLGRIND_CHECK_API")


@pytest.fixture(scope="module")
def grind():
    ctx = ocl.context("oclgrind")
    assert ocl.device_kind(ctx) == "oclgrind"
    # the checkers are read when the context is made: they must have been on, and report to stderr
    assert all(os.environ.get(v) == "1" for v in CHECKERS), {v: os.environ.get(v) for v in CHECKERS}
    assert "OCLGRIND_LOG" not in os.environ and os.environ.get("OCLGRIND_QUICK", "0") != "1"
    return ctx


@contextlib.contextmanager
def stderr_fd():
    """Capture file descriptor 2 (where Oclgrind's C++ writes); yields a list that gets the text,
    without pyopencl's device probes."""
    got: list[str] = []
    sys.stderr.flush()
    saved = os.dup(2)
    with tempfile.TemporaryFile() as f:
        os.dup2(f.fileno(), 2)
        try:
            yield got
        finally:
            sys.stderr.flush()
            os.dup2(saved, 2)
            os.close(saved)
            f.seek(0)
            got.append(without_probes(f.read().decode(errors="replace")).strip())


def grind_build(ctx, source: str, options=()):
    with stderr_fd() as err:
        prg = ocl.build(ctx, source, " ".join(tuple(options) + OPTIONS))
    # the compiler's warnings are not the kernels' problems (it prints only their count here)
    rest = re.sub(r"^\d+ warnings? generated\.$", "", err[0], flags=re.M).strip()
    assert not rest, f"Oclgrind reports while building:\n{rest}"
    return prg


# --------------------------------------------------------------------------------------------------
# The checkers fire: planted bugs (and the same kernels without the bug stay silent)

PLANTED = """
#ifndef DIVERGE
#define DIVERGE 0
#endif

__kernel void oob_write(__global float* a)
{
    a[get_global_id(0) + SHIFT] = 1.0f;
}

__kernel void local_race(__global float* out, __local float* s)
{
    size_t l = get_local_id(0);
    s[l] = (float)l;
    barrier(CLK_LOCAL_MEM_FENCE);
    float v = s[(l + 1) % get_local_size(0)];  /* read of a neighbour's element ... */
#if RACE == 0
    barrier(CLK_LOCAL_MEM_FENCE);
#endif
    s[l] = 2.0f * v;                            /* ... that the neighbour overwrites */
    barrier(CLK_LOCAL_MEM_FENCE);
    out[get_global_id(0)] = s[l];
}

__kernel void uninit_private(__global int* out, int n)
{
    int x[4];
    for (int i = 0; i < n; i++)
        x[i] = i;
    out[get_global_id(0)] = x[3];
}

__kernel void loop_barrier(__global float* out, uint n)
{
    size_t g = get_global_id(0);
    float sum = 0.0f;
    for (uint i = 0; i < n + DIVERGE * (g % 2); i++) {  /* odd items loop once more when DIVERGE */
        barrier(CLK_LOCAL_MEM_FENCE);
        sum += (float)i;
    }
    out[g] = sum;
}

__kernel void uninit_local(__global float* out, __local float* s)
{
    size_t l = get_local_id(0);
    if (l >= FIRST)
        s[l] = (float)l;
    barrier(CLK_LOCAL_MEM_FENCE);
    out[get_global_id(0)] = s[0];
}
"""


def run_planted(ctx, kernel: str, args: list, gsize, lsize=None, bug: bool = True) -> str:
    defines = ("-DSHIFT=1", "-DRACE=1", "-DFIRST=1") if bug else ("-DSHIFT=0", "-DRACE=0", "-DFIRST=0")
    prg = grind_build(ctx, PLANTED, defines)
    with stderr_fd() as err:
        ocl.run_kernel(ctx, prg, kernel, args, gsize, lsize)
    return err[0]


def line_of(source: str, text: str) -> int:
    (n,) = [i + 1 for i, line in enumerate(source.splitlines()) if text in line]
    return n


def at_lines(diagnostics: str) -> list[int]:
    """The source lines Oclgrind names ("At line N (column C) of input.cl"; it prints the line's text
    only now and then: "(source not available)")."""
    return [int(n) for n in re.findall(r"At line (\d+) \(column \d+\) of input\.cl", diagnostics)]


def with_source(diagnostics: str, source: str) -> str:
    """Oclgrind's diagnostics with each named line of the OpenCL C source added."""
    lines = source.splitlines()
    return re.sub(r"At line (\d+) \(column \d+\) of input\.cl:",
                  lambda m: f"{m.group(0)}  >>> {lines[int(m.group(1)) - 1].strip()}", diagnostics)


def reports(text: str) -> list[str]:
    """The first line of each of Oclgrind's diagnostics."""
    return [b.splitlines()[0] for b in re.split(r"\n\s*\n", text) if b.strip() and not b.startswith("\t")]


def test_out_of_bounds_write_is_reported(grind):
    err = run_planted(grind, "oob_write", [np.zeros(16, np.float32)], (16,))
    assert reports(err) == ["Invalid write of size 4 at global memory address 0x2000000000040"], err
    assert "Kernel: oob_write" in err and "Global(15,0,0)" in err  # only the last work-item
    assert at_lines(err) == [line_of(PLANTED, "a[get_global_id(0) + SHIFT] = 1.0f;")]
    assert run_planted(grind, "oob_write", [np.zeros(16, np.float32)], (16,), bug=False) == ""


def test_local_memory_race_is_reported(grind):
    args = [np.zeros(16, np.float32), ocl.Local(8 * 4)]
    err = run_planted(grind, "local_race", args, (16,), (8,))
    found = reports(err)
    assert found and all(r.startswith("Read-write data race at local memory address") for r in found), err
    assert len(found) == 2 * 8  # in each work-group every element is read by one item, written by another
    assert set(at_lines(err)) == {line_of(PLANTED, "s[l] = 2.0f * v;"), line_of(PLANTED, "float v = s[(l + 1)")}
    assert run_planted(grind, "local_race", args, (16,), (8,), bug=False) == ""


def test_uninitialised_private_read_is_reported(grind):
    err = run_planted(grind, "uninit_private", [np.zeros(16, np.int32), np.int32(2)], (16,))
    found = reports(err)
    assert len(found) == 16 and all(r.startswith("Uninitialized value written to global memory") for r in found), err
    assert "Kernel: uninit_private" in err
    assert run_planted(grind, "uninit_private", [np.zeros(16, np.int32), np.int32(4)], (16,)) == ""


def test_uninitialised_local_read_is_reported(grind):
    args = [np.zeros(16, np.float32), ocl.Local(8 * 4)]
    err = run_planted(grind, "uninit_local", args, (16,), (8,))
    found = reports(err)
    assert len(found) == 16 and all(r.startswith("Uninitialized value written to global memory") for r in found), err
    assert "Kernel: uninit_local" in err
    assert run_planted(grind, "uninit_local", args, (16,), (8,), bug=False) == ""


def test_barrier_in_a_divergent_loop_is_reported(grind):
    """What loop-barriers must never make: a barrier that some work-items reach more often."""
    args = [np.zeros(16, np.float32), np.uint32(3)]
    defines = ("-DSHIFT=0", "-DRACE=0", "-DFIRST=0")
    for diverge, expect in ((1, True), (0, False)):
        prg = grind_build(grind, PLANTED, defines + (f"-DDIVERGE={diverge}",))
        with stderr_fd() as err:
            ocl.run_kernel(grind, prg, "loop_barrier", args, (16,), (8,))
        assert ("Work-group divergence detected (barrier)" in err[0]) == expect, err[0]


def test_api_errors_are_reported(grind):
    prg = grind_build(grind, PLANTED, ("-DSHIFT=0", "-DRACE=0", "-DFIRST=0"))
    with stderr_fd() as err:
        with pytest.raises(ocl.KernelError, match="INVALID_WORK_GROUP_SIZE"):
            ocl.run_kernel(grind, prg, "oob_write", [np.zeros(16, np.float32)], (16,), (5,))
    assert "Oclgrind - OpenCL runtime error detected\n\tFunction: clEnqueueNDRangeKernel" in err[0], err[0]
    assert "local_work_size[0]=5 does not divide global_work_size[0]=16" in err[0]


# --------------------------------------------------------------------------------------------------
# The samples' kernels: original and rewritten device IR


@functools.lru_cache(maxsize=None)
def opencl_c(sample: str, form: str):
    if form == "original":
        module = sample_device(sample)
    else:  # rewritten for PoCL: everything --target any does, and work-group barriers in uniform loops
        module = lift.parse_text(rewritten(sample, "pocl")[0], "rewritten.ll")
    return module, write_opencl_program(module)


ADDRESS_OF = "__kernel void address_of(__global uchar* p, __global ulong* out) { *out = (ulong)p; }"


def device_address(ctx, buf) -> int:
    """Oclgrind's device address of a buffer (the same for the buffer's lifetime)."""
    cl = ocl._cl()
    out = np.zeros(1, np.uint64)
    dst = cl.Buffer(ctx, cl.mem_flags.WRITE_ONLY, 8)
    kernel = cl.Kernel(grind_build(ctx, ADDRESS_OF), "address_of")
    kernel.set_args(buf, dst)
    queue = cl.CommandQueue(ctx)
    cl.enqueue_nd_range_kernel(queue, kernel, (1,), None)
    cl.enqueue_copy(queue, out, dst)
    queue.finish()
    return int(out[0])


def usm_args(ctx, params, args, keep: list) -> tuple[list, list]:
    """Arguments for `run_kernel(..., params=None)` where a by-value struct holds USM pointers: every
    struct as raw bytes, pointer leaves as the device addresses of new buffers (appended to `keep`,
    with the arrays they started from), scalars in their parameter's type."""
    cl = ocl._cl()
    out, usm = [], []
    for p, a in zip(params, args):
        if p.kind == "scalar":
            out.append(p.dtype.type(a))
        elif p.kind == "byval_struct":
            raw = bytearray(p.size)
            for f, v in zip(p.fields, a):
                if f.is_pointer:
                    arr = np.ascontiguousarray(v)
                    buf = cl.Buffer(ctx, cl.mem_flags.READ_WRITE | cl.mem_flags.COPY_HOST_PTR, hostbuf=arr)
                    keep.append(buf)
                    usm.append((arr, buf))
                    raw[f.offset:f.offset + 8] = device_address(ctx, buf).to_bytes(8, "little")
                else:
                    raw[f.offset:f.offset + f.dtype.itemsize] = np.asarray(v, dtype=f.dtype).tobytes()
            out.append(bytes(raw))
        else:
            out.append(a)
    return out, usm


def has_usm(params) -> bool:
    return any(p.kind == "byval_struct" and any(f.is_pointer for f in p.fields) for p in params)


def oclgrind_options(prog) -> tuple:
    """What the file asks an OpenCL C 1.2 device like Oclgrind to build it with."""
    if any(o in prog.build_options for o in ("-cl-std=CL2.0", "-cl-std=CL3.0")):
        assert prog.portable_options, "a file that needs OpenCL C 2.0"
        return prog.portable_options
    return prog.build_options


def run_on_oclgrind(ctx, sample, form, kernel, args, params, gsize, lsize):
    """(buffers after the run, in run_kernel's order, Oclgrind's diagnostics)."""
    module, prog = opencl_c(sample, form)
    prg = grind_build(ctx, prog.source, oclgrind_options(prog))
    assert kernel in {k.function_name for k in prg.all_kernels()}, f"{kernel} is not in Oclgrind's build"
    keep: list = []
    with stderr_fd() as err:
        if has_usm(params):
            cl = ocl._cl()
            raw, usm = usm_args(ctx, params, args, keep)
            outs = ocl.run_kernel(ctx, prg, kernel, raw, gsize, lsize)
            queue = cl.CommandQueue(ctx)
            usm_out = []
            for arr, buf in usm:
                o = np.empty_like(arr)
                cl.enqueue_copy(queue, o, buf)
                usm_out.append(o)
            queue.finish()
            # run_kernel's order: by parameter, a struct's pointer leaves in place of the struct
            outs = merge_usm(params, args, outs, usm_out)
        else:
            outs = ocl.run_kernel(ctx, prg, kernel, args, gsize, lsize, params=params)
    return outs, err[0]


def merge_usm(params, args, bufs: list, usm: list) -> list:
    bufs, usm, out = iter(bufs), iter(usm), []
    for p, a in zip(params, args):
        if isinstance(a, np.ndarray):
            out.append(next(bufs))
        elif p.kind == "byval_struct":
            out += [next(usm) for f in p.fields if f.is_pointer]
    return out


def reference(sample, kernel, args, params, gsize, lsize) -> list:
    """DPC++'s own SPIR-V on Intel's CPU runtime, same inputs."""
    return ocl.run_kernel(ocl.context("intel-cpu"), (SAMPLES / sample / "device.spv").read_bytes(), kernel,
                          args, gsize, lsize, params=params)


def check(ctx, sample, kernel, form):
    params = ocl.kernel_params(sample_device(sample), kernel)
    args, gsize, lsize = launch_inputs(params, sample, kernel)
    want = reference(sample, kernel, args, params, gsize, lsize)
    if form == "rewritten":
        module, _ = opencl_c(sample, form)
        args = kept_arguments(sample, kernel, args, rewritten(sample, "pocl")[1])
        params = ocl.kernel_params(module, kernel)
    got, err = run_on_oclgrind(ctx, sample, form, kernel, args, params, gsize, lsize)
    assert not err, f"Oclgrind reports on {sample} {kernel} ({form}):\n{with_source(err, opencl_c(sample, form)[1].source)}"
    assert len(got) == len(want)
    for i, (w, g) in enumerate(zip(want, got)):
        assert w.tobytes() == g.tobytes(), f"buffer {i}: {np.count_nonzero(w != g)} elements differ from Intel's"


@pytest.mark.parametrize("sample,kernel", CASES, ids=[f"{s}-{k[:60]}" for s, k in CASES])
def test_original_kernel_is_clean(grind, sample, kernel):
    check(grind, sample, kernel, "original")


@pytest.mark.parametrize("sample,kernel", CASES, ids=[f"{s}-{k[:60]}" for s, k in CASES])
def test_rewritten_kernel_is_clean(grind, sample, kernel):
    check(grind, sample, kernel, "rewritten")


def test_every_sample_kernel_is_covered():
    for sample in PROGRAMS + CONSTRUCTS:
        names = {f.name for f in sample_device(sample).definitions() if f.is_kernel}
        assert names == set(plan(sample).kernels()), sample


# --------------------------------------------------------------------------------------------------
# The sample checks can fail: a barrier taken out of a written kernel, a USM range past its buffers


def test_a_missing_barrier_in_written_block_sum_is_a_race(grind):
    """BlockSum's last tree step (item 0 adds what item 1 stored) without the barrier before it."""
    module, prog = opencl_c("tiled_gemm", "original")
    kernel = "_ZTS8BlockSum"
    start = prog.source.index(f"__kernel void {kernel}(")
    end = prog.source.index("\n}\n", start)
    cut = prog.source.rindex("barrier(CLK_LOCAL_MEM_FENCE);", start, end)
    source = prog.source[:cut] + prog.source[cut + len("barrier(CLK_LOCAL_MEM_FENCE);"):]
    params = ocl.kernel_params(module, kernel)
    args, gsize, lsize = launch_inputs(params, "tiled_gemm", kernel)
    prg = grind_build(grind, source, prog.build_options)
    with stderr_fd() as err:
        ocl.run_kernel(grind, prg, kernel, args, gsize, lsize, params=params)
    found = reports(err[0])
    groups = np.prod(gsize) // np.prod(lsize)
    assert len(found) == groups and all(r.startswith("Read-write data race at local memory") for r in found), err[0]


def test_usm_pointers_are_bounded_too(grind):
    """Saxpy's range-rounding wrapper told that the USM arrays have 4100 elements (they have 4096):
    the reads and writes of items 4096..4099 through the closure's addresses are out of bounds."""
    sample, kernel = "usm_saxpy", "_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI5SaxpyEE"
    params = ocl.kernel_params(sample_device(sample), kernel)
    args, _, _ = launch_inputs(params, sample, kernel)
    assert args[0] == (4096,)
    args[0] = (4100,)
    _, err = run_on_oclgrind(grind, sample, "original", kernel, args, params, (4352,), None)
    found = reports(err)
    assert {r.split(" at ")[0] for r in found} >= {"Invalid read of size 4", "Invalid write of size 4"}, err
    items = {int(n) for n in re.findall(r"Entity: Global\((\d+),0,0\)", err)}
    assert items == {4096, 4097, 4098, 4099}, err


def test_the_replay_says_nothing_of_a_clean_kernel_and_passes_on_what_is_not():
    """`replay --device oclgrind`: a clean kernel's runs carry no device message (pyopencl's own
    device queries, which Oclgrind reports, are no message about the kernel); a device message that
    is not such a query still reaches the report."""
    from sycl_lift.replay import run

    host, device = (lift.parse_file(str(ir(SAMPLES / "vadd" / name))) for name in ("2026.2.0/host.O2.ll", "device.ll"))
    report = run.replay(host, device, "oclgrind")
    assert report["counts"]["agree"] == report["counts"]["replayed"] >= 1
    assert not [r for step in report["launches"] for r in step["runs"] if r.get("device_messages")]
    assert "device says" not in run.format_report(report)
    probe = ("\nOclgrind - OpenCL runtime error detected\n\tFunction: clGetDeviceInfo\n\tError:    CL_INVALID_VALUE\n"
             "\tFor argument 'param_name'\n\n")
    race = "Read-write data race at local memory address 0x8\n"
    assert without_probes(probe * 3 + race + probe) == race
