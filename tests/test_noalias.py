"""noalias-accessors: an accessor's pointer parameter is marked `noalias` (OpenCL C `restrict`) only
when no other accessor of any launch reaches its buffer, or both only read.

samples/variants/aliasing (real DPC++ IR): Shift reads and writes one buffer through two accessors,
SubCopy writes a sub-buffer of the buffer it reads, TwoReads reads one buffer through two accessors
and writes another, Halves has two buffers over one host vector, WithUsm and FreshUsm an accessor
and a USM pointer (the buffer made over host memory, or with none).  The kernels run with the accessors really sharing one
device buffer, original SPIR-V against the rewritten IR and kernels.cl."""
from __future__ import annotations

import numpy as np
import pytest

from harness import opencl as ocl  # first: it sets up the OpenCL ICD loader

import lift
from conftest import SAMPLES, ir, kept_arguments, llvm_verify, read_text, rewritten, sample_device
from passes import pipeline
from passes.opencl.writer import write_opencl_program

SAMPLE = "variants/aliasing"
FOLDER = SAMPLES / SAMPLE
N = 1024


def entry(kernel: str) -> dict:
    (k,) = [k for k in rewritten(SAMPLE)[1]["kernels"] if k["name"] == kernel]
    return k


def test_accessors_of_one_written_buffer_stay_may_alias():
    for kernel in ("_ZTS5Shift", "_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI5ShiftEE"):
        marks = entry(kernel)["noalias"]
        assert [m["noalias"] for m in marks] == [False, False]
        assert "same buffer" in marks[0]["why"]


def test_a_sub_buffer_is_its_parents_memory():
    assert [m["noalias"] for m in entry("_ZTS7SubCopy")["noalias"]] == [False, False]


def test_two_readers_of_one_buffer_and_a_separate_output_are_noalias():
    assert [m["noalias"] for m in entry("_ZTS8TwoReads")["noalias"]] == [True, True, True]


def test_buffers_over_one_host_allocation_may_share_memory():
    """A runtime may use a buffer's host memory in place: the two halves of one vector are one
    allocation, which the host raising does not split."""
    marks = entry("_ZTS6Halves")["noalias"]
    assert [m["noalias"] for m in marks] == [False, False] and "host memory" in marks[0]["why"]


def test_a_usm_pointer_may_reach_a_buffers_host_memory_but_not_a_runtime_allocation():
    with_host, usm = entry("_ZTS7WithUsm")["noalias"]
    assert "accessor" in with_host and not with_host["noalias"] and "captures a pointer" in with_host["why"]
    # the USM allocation itself is no buffer's host memory (that is a std::vector): its pointer is apart
    assert "usm_pointer" in usm and usm["noalias"]
    assert [m["noalias"] for m in entry("_ZTS8FreshUsm")["noalias"]] == [True, True]


def test_usm_pointers_are_apart_only_when_their_allocations_are_known_and_distinct():
    from passes.analysis.link import CapturedArg, Launch
    from passes.transforms.noalias_accessors import _shared_usm

    def launch(*args):
        return Launch("range", "K", (8,), None, None, list(args))

    a, b = CapturedArg("usm_pointer", usm=0), CapturedArg("usm_pointer", usm=1)
    assert _shared_usm(launch(a, b), 0, []) is None
    assert "same USM allocation" in _shared_usm(launch(a, CapturedArg("usm_pointer", usm=0)), 0, [])
    assert "does not show" in _shared_usm(launch(a, CapturedArg("usm_pointer")), 0, [])
    assert "may hold a pointer" in _shared_usm(launch(a, CapturedArg("other")), 0, [1])
    over_usm = CapturedArg("accessor", buffer=0, mode="read", host_memory="usm %u0")
    assert "made over USM memory" in _shared_usm(launch(a, over_usm), 0, [])
    untraced = CapturedArg("accessor", buffer=0, mode="read", host_memory=None)
    assert "made over USM memory" in _shared_usm(launch(a, untraced), 0, [])
    assert _shared_usm(launch(a, CapturedArg("accessor", buffer=0, mode="read", host_memory="heap new#1")), 0, []) is None


def test_the_ir_says_noalias_and_the_opencl_c_says_restrict():
    text = rewritten(SAMPLE)[0]
    llvm_verify(text)
    module = lift.parse_text(text)
    header = {f.name: [a.spec for a in f.arguments] for f in module.definitions() if f.is_kernel}
    assert sum("noalias" in spec for spec in header["_ZTS8TwoReads"]) == 3
    assert not any("noalias" in spec for spec in header["_ZTS5Shift"] + header["_ZTS7SubCopy"])
    source = write_opencl_program(module).source
    two_reads = source[source.index("__kernel void _ZTS8TwoReads("):].split("\n", 1)[0]
    shift = source[source.index("__kernel void _ZTS5Shift("):].split("\n", 1)[0]
    assert two_reads.count("restrict") == 3 and "restrict" not in shift


def test_the_pass_is_off_without_host_facts():
    """Without raise-host/link nothing is known about buffers: nothing is marked."""
    device = lift.parse_text(read_text(FOLDER / "device.ll"), "device.ll")
    result = pipeline.rewrite(lift.parse_text(read_text(FOLDER / "host.O2.ll")), device,
                              passes=["noalias-accessors"])
    kernels = [f for f in lift.parse_text(result.device).definitions() if f.is_kernel]
    assert kernels and not any("noalias" in a.spec for f in kernels for a in f.arguments)


# --------------------------------------------------------------------------------------------------
# run with the accessors sharing one device buffer


@pytest.mark.parametrize("kernel,shared,written", [
    ("_ZTS5Shift", (0, 1), 0),        # out, in: one buffer
    ("_ZTS8TwoReads", (1, 2), 0),     # z, x, y: x and y one buffer
])
def test_kernels_compute_the_same_with_accessors_on_one_buffer(kernel, shared, written):
    cl = ocl._cl()
    text, report = rewritten(SAMPLE)
    new = lift.parse_text(text, "rewritten.ll")
    params = ocl.kernel_params(sample_device(SAMPLE), kernel)
    intel, pocl = ocl.context("intel-cpu"), ocl.context("pocl")
    rewritten_cl = write_opencl_program(new)
    runs = [(intel, (FOLDER / "device.spv").read_bytes(), False), (intel, ocl.spirv_from_llvm_ir(text), True),
            (intel, rewritten_cl.source, True), (pocl, rewritten_cl.source, True)]
    results = []
    for ctx, program, is_rewritten in runs:
        rng = np.random.default_rng(5)
        data = [rng.standard_normal(N).astype(np.float32) for _ in range(3)]
        flags = cl.mem_flags.READ_WRITE | cl.mem_flags.COPY_HOST_PTR
        buffers = [cl.Buffer(ctx, flags, hostbuf=d) for d in data]
        accessor = iter(range(3))
        args = []
        for p in params:  # every accessor: pointer, then range, range, id (by value, n=1024, offset 0)
            if p.is_buffer:
                a = next(accessor)
                args.append(buffers[shared[0]] if a in shared else buffers[a])
            elif p.kind == "byval_struct":
                args.append((0,) if p.sycl_class == "id" else (N,))
            else:
                args.append(N)
        if is_rewritten:
            args = kept_arguments(SAMPLE, kernel, args, report)
            call_params = ocl.kernel_params(new, kernel)
        else:
            call_params = params
        if isinstance(program, str):
            program = ocl.build(ctx, program, " ".join(rewritten_cl.build_options))
        ocl.run_kernel(ctx, program, kernel, args, (N,), params=call_params)
        out = np.empty(N, np.float32)
        cl.enqueue_copy(cl.CommandQueue(ctx), out, buffers[written]).wait()
        results.append(out)
    for got in results[1:]:
        assert got.tobytes() == results[0].tobytes()


def test_a_sub_buffer_accessor_knows_its_byte_offset_in_the_parent():
    """SubCopy's `top` is the upper half of bp (offset id N = 1024 floats): the raise reads the byte
    offset DPC++'s accessor constructor passes for sub-buffers; `whole` is bp itself (offset 0)."""
    from passes.host.patterns import choose_patterns
    from passes.host.raise_host import raise_module

    module = lift.parse_file(str(ir(FOLDER / "host.O2.ll")))
    (launch,) = [k for k in raise_module(module, choose_patterns(module, None, None)[0]).launches if k.kernel == "SubCopy"]
    top, whole = (a.accessor for a in launch.args)
    assert top.buffer is whole.buffer  # a sub-buffer is its parent's runtime object
    assert (top.sub_buffer_offset, whole.sub_buffer_offset) == (4 * N, 0)
    assert (top.elem_size, whole.elem_size) == (4, 4)


def test_cpu_target_proves_noalias_but_does_not_apply_it():
    """On Intel's CPU runtime (vectorizer on) noalias slowed the accumulating kernels: for --target
    cpu the report keeps every proof, the IR gets no attribute, and the other targets are unchanged."""
    cpu_device, cpu = rewritten("harness_2mm", "cpu")
    any_device, any_ = rewritten("harness_2mm", "any")
    proven = lambda report: sorted((k["name"], e.get("accessor")) for k in report["kernels"]  # noqa: E731
                                   for e in k.get("noalias", []) if e["noalias"])
    assert proven(cpu) and proven(cpu) == proven(any_)
    assert all(e.get("applied") is False and "not applied for --target cpu" in e["why"]
               for k in cpu["kernels"] for e in k.get("noalias", []) if e["noalias"])
    marked = lambda device: sum(line.count(" noalias ") for line in device.splitlines()  # noqa: E731
                                if line.startswith("define"))
    original = read_text(SAMPLES / "harness_2mm" / "device.ll")
    assert marked(cpu_device) == marked(original) < marked(any_device)
