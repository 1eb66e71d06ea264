"""The copy of a blocks kernel for its shrunk launch (passes.transforms.shape_copy): the device
module's copy with the work-group's shape as constants, the host's hand-over that names it where the
shape applies, the replay that launches it there, and where it is not made."""
from __future__ import annotations

import re

import lift
from conftest import REWRITE_RELEASE, SAMPLES, ir, llvm_verify, read_text, rewritten

from passes import pipeline
from passes.analysis.device_model import builtin_queries, read_omit_args
from sycl_lift.replay import run
from passes.transforms.coarsen import SHRINK_GROUP
from passes.transforms.shape_copy import copy_name, read_shape_copies

GEMM = "_ZTSZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_E11HarnessGemm"


def gemm_rewrite(release: str = REWRITE_RELEASE, opt: str = "O2"):
    host = lift.parse_text(read_text(SAMPLES / "harness_gemm" / release / f"host.{opt}.ll"), "host.ll")
    device = lift.parse_text(read_text(SAMPLES / "harness_gemm" / "device.ll"), "device.ll")
    return pipeline.rewrite(host, device, target="gpu")


def test_the_copy_reads_its_work_group_as_constants():
    result = gemm_rewrite()
    device = lift.parse_text(result.device, "device.ll")
    assert read_shape_copies(device) == {GEMM: copy_name(GEMM)} == {GEMM: "sycl_lift_shrunk_HarnessGemm"}
    kernel, copy = device.get_function(GEMM), device.get_function(copy_name(GEMM))
    assert copy.is_kernel and [a.spec for a in copy.arguments] == [a.spec for a in kernel.arguments]
    assert read_omit_args(copy) == read_omit_args(kernel)
    read = lambda fn: sorted((q.quantity, q.dim) for q in builtin_queries(fn))  # noqa: E731
    assert {("local_size", 0), ("local_size", 1)} <= set(read(kernel))
    assert not [q for q in read(copy) if q[0] == "local_size" or q == ("local_id", 2)]
    assert f"i64 {SHRINK_GROUP[1]}" in copy.render()
    for text in (result.host, result.device):
        llvm_verify(text)
    (entry,) = [k for k in result.report["kernels"] if k["name"] == copy_name(GEMM)]
    assert entry["copy_of"] == GEMM and entry["launches"] == 1
    (gemm,) = [k for k in result.report["kernels"] if k["name"] == GEMM]
    assert gemm["coarsen"]["launch"]["kernel"] == copy_name(GEMM)


def test_the_host_names_the_copy_only_where_the_shape_applies():
    """The range call's edit stores its test in the flag; the kernel's hand-over reads it and picks
    the CompileTimeKernelInfo that names the copy (the same descriptors and object size)."""
    host = gemm_rewrite().host
    (flag,) = re.findall(r"^(@sycl_lift\.\w+\.flag) = internal global i1 false", host, re.M)
    (store,) = re.findall(rf"store i1 (%reshape\.fits[\w.]*), ptr {re.escape(flag)}", host)
    assert re.search(rf"{re.escape(store)} = and i1 ", host)  # (both sizes divisible)
    hand_over = host[host.index("define internal void @sycl_lift.shrunk.hand_over"):]
    hand_over = hand_over[:hand_over.index("\n}\n")]
    assert f"load i1, ptr {flag}" in hand_over and hand_over.count("call void @") == 2
    infos = re.findall(r"^(@\S+) = .*?\{ ptr (@[\w.]+), i64 (\d+) \}, i32 (\d+), .*i64 (\d+), ptr (@\S+), i8",
                       host, re.M)
    named = {m[1]: m for m in infos}
    (copy_info,) = [m for m in infos if m[1] == "@sycl_lift.shrunk.name"]
    assert int(copy_info[2]) == len(copy_name(GEMM))
    originals = [m for m in infos if m is not copy_info and m[3:] == copy_info[3:]]
    assert originals, named  # (argument count, object size and descriptor getter: the kernel's own)


def test_the_replay_launches_the_copy_where_the_shape_applies():
    host = lift.parse_file(ir(SAMPLES / "harness_gemm" / REWRITE_RELEASE / "host.O2.ll"))
    original = lift.parse_file(ir(SAMPLES / "harness_gemm" / "device.ll"))
    text = gemm_rewrite().device
    for size, launched in ((128, copy_name(GEMM)), (96, None)):
        report = run.replay(host, original, "pocl", text, program_args=("--size", str(size), "--iterations", "1"))
        assert run.exit_code(report) == 0, run.format_report(report)
        (gemm,) = [r for step in report["launches"] for r in step["runs"] if r["kernel"] == GEMM]
        assert (gemm.get("reshaped") or {}).get("kernel") == launched
    # a copy whose constants are not the launch's (the local id along the new dimension taken as 1,
    # its size being 1: no work-item then copies its element of a tile): the replay sees it
    start = text.index(f"@{copy_name(GEMM)}(")
    end = text.index("\n}\n", start)
    body, n = re.subn(r"(%lt\.other\S* = mul i64 \d+), 0\n", r"\1, 1\n", text[start:end], count=1)
    assert n == 1
    broken = text[:start] + body + text[end:]
    report = run.replay(host, original, "pocl", broken, program_args=("--size", "128", "--iterations", "1"))
    assert any(r["status"] != "agree" for step in report["launches"] for r in step["runs"] if r["kernel"] == GEMM)


def test_no_copy_for_2025_hosts_or_blocks_of_rows_alone():
    result = gemm_rewrite("2025.1.1")
    assert copy_name(GEMM) not in result.device and "sycl_lift.shape_copies" not in result.device
    (gemm,) = [k for k in result.report["kernels"] if k["name"] == GEMM]
    assert "2025 headers" in gemm["coarsen"]["copy_why"] and "kernel" not in gemm["coarsen"]["launch"]
    device, report = rewritten("poly_syrk", "gpu")
    assert "sycl_lift_shrunk" not in device  # (4 x 1 blocks: the triangles' copies ran slower)
    assert any(k.get("coarsen", {}).get("launch") for k in report["kernels"])
