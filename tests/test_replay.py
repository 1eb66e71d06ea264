"""sycl-lift replay: the launches the host raise finds, replayed with the original and the rewritten
kernels on PoCL and Intel's CPU runtime, compared after every kernel run."""
from __future__ import annotations

import math

import json
import re
import subprocess
import sys

import pytest

from harness import opencl as ocl  # noqa: F401  (first: sets up the OpenCL ICD loader)

import lift
from conftest import REWRITE_RELEASE, ROOT, SAMPLES, ir, read_text

from sycl_lift.replay import plan as planning
from sycl_lift.replay import run

from test_constructs import WRITER_GAPS

PROGRAMS = (sorted(p.name for p in SAMPLES.iterdir() if ir(p / REWRITE_RELEASE / "host.O2.ll").exists()
                   and p.name not in WRITER_GAPS)
            + sorted(f"variants/{p.name}" for p in (SAMPLES / "variants").iterdir() if ir(p / "host.O2.ll").exists())
            + sorted(f"bench/{p.name}" for p in (ROOT / "benchmarks" / "programs").iterdir() if p.is_dir()))
# small sizes for the programs whose sizes come from the command line (runtime_size: argv/getenv)
SETS = {"runtime_size": {"?2": "100", "?4": "12", "?5": "20"}, "variants/runtime_pair": {"?2": "20", "?3": "36"},
        # the matrix allocations are n * n floats (n = ?2 = 64): not a linear function of n
        "harness_usm": {"?1": "16384", "?3": "16384"},
        # ColumnSum's flat buffer has rows * cols elements (?2: not linear in rows ?5 and cols ?4), and
        # the transposed product's global range is (cols + 31) / 32 * 32 (?8): pinned with them
        "poly_colsum": {"?5": "40", "?4": "24", "?2": "960", "?8": "32"},
        # n / 4 and n / 2 are not linear in n: pinned with n (by the listing's descriptions); the
        # sub-buffer offsets and 3 * (n / 4) follow from them
        "harness_subbuffers": {"%77 in @_ZNK5Flags3getERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEm": "256",
                               "%101 in @_ZN16SubBufferKernels5setupERN4sycl3_V15queueE": "64",
                               "%100 in @_ZN16SubBufferKernels5setupERN4sycl3_V15queueE": "128"}}
# struct_3d: the interior range (nx - 2, ny - 2, nz - 2) is computed with a vector subtraction the raise
# does not follow, so its components are pinned with the grid's (8 x 6 x 5)
SETS["struct_3d"] = {"?4": "8", "?5": "6", "?6": "5", "?11": "6", "?12": "4", "?13": "3", "?14": "6", "?15": "4"}
# programs replayed for one command line (--args): their sizes are products and differences of what
# they parse (n + 1, n - k - 1), which the replay does not relate when it picks values for symbols
ARGS = {"gram_schmidt": ("6", "4"), "time_loop": ("4", "24", "16"), "harness_cli": ("--size=12", "--iterations=2"),
        "usm_hints": ("48", "6"),
        # their buffers are std::vector lengths the raise does not relate to the sizes parsed: with
        # chosen sizes the kernels index past the buffers (the replay says "out of bounds")
        "reshape_matvec": ("--rows=100", "--cols=70", "--iterations=2"), "reshape_correlation": ("64", "2"),
        "reshape_colstats": ("--rows", "96", "--cols", "40", "--iterations", "2"),
        "reshape_rowstats": ("rows=40", "cols=72", "layers=3"), "harness_getopt": ("-n", "24", "--steps=3"),
        # its rounds swap two buffer pointers after each stage of an inner loop: without a round count
        # the later rounds' buffers are not known (the alternation is over the inner loop's two stages)
        "harness_stages": ("--n", "64", "--repeats", "3"),
        # every size through a std::unordered_map and std::stringstream; its time loop's launches
        # capture the step
        "harness_suite": ("--size=24", "--steps=5", "--num-runs=2", "--local=8", "--tile=4,8"),
        # its buffers are width * height floats: a product the replay does not make of chosen sizes
        "dct_helpers": ("64", "48"),
        # rows * cols floats of malloc_shared memory
        "reshape_shortcut": ("64", "48"), "variants/int_bounds": ("64", "48"),
        "variants/less_equal": ("64", "48"), "variants/count_down": ("64", "48"),
        "variants/int_count_down": ("64", "48"), "variants/colstats_app": ("observations=96", "variables=64"),
        "variants/planted": ("64", "48"), "variants/nd_range_rows": ("64", "48"),
        "variants/fuse_rows_usm": ("64", "48")}
# launches the replay cannot run, and why (the report names them)
SKIPPED = {"harness_usm": 1}  # FoldHalves gets p + n/2: a pointer into a known allocation at an offset the raise leaves open
# kernels DPC++ compiles that no launch of the program runs
UNLAUNCHED = {"host_ops": ("copyAccToAccHelper",),  # handler::copy's fallback kernel and its wrapper: the ranges
              # are equal (the raise proves it), so the copy is the runtime's own accessor-to-accessor copy
              "red_reduction": ("copyAccToAccHelper",)}  # compiled with the reduction for a copy the program
# never makes (1 element into 1: a copy command)
# launches PoCL cannot run: their kernels need optional OpenCL C features it lacks (test_constructs.py)
# (atomics and work-group collectives run there in their OpenCL 1.2 forms: grp_algorithms, builtins_mix)
SKIPPED_ON = {("sg_ops", "pocl"): 1,  # sub-groups
              ("math_vec", "pocl"): 1}  # HalfDouble: half


def files(program: str) -> tuple:
    if program.startswith("bench/"):
        folder = ROOT / "benchmarks" / "programs" / program[len("bench/"):]
        return ir(folder / "host.O2.ll"), ir(folder / "device.ll")
    host = ir(SAMPLES / program / REWRITE_RELEASE / "host.O2.ll")
    return (host if host.exists() else ir(SAMPLES / program / "host.O2.ll")), ir(SAMPLES / program / "device.ll")


def modules(program: str):
    host, device = files(program)
    return lift.parse_text(read_text(host), str(host)), lift.parse_text(read_text(device), str(device))


def test_every_program_is_covered():
    assert len(PROGRAMS) >= 16 and {"runtime_size", "harness_gemm", "bench/bench_tiled"} <= set(PROGRAMS)


@pytest.mark.parametrize("kind", ["pocl", "intel-cpu"])
@pytest.mark.parametrize("program", PROGRAMS)
def test_replay_agrees(program, kind):
    report = run.replay(*modules(program), kind, sets=SETS.get(program), program_args=ARGS.get(program))
    c = report["counts"]
    assert run.exit_code(report) == 0, run.format_report(report)
    skipped = SKIPPED.get(program, 0) + SKIPPED_ON.get((program, kind), 0)
    assert c["agree"] == c["replayed"] and c["skipped"] == skipped, run.format_report(report)
    assert c["replayed"] >= 1 or skipped == len(report["launches"]), run.format_report(report)
    assert report["comparison"] == "bit for bit"
    assert [v["name"] for v in report["versions"]] == (["original", "rewritten", "rewritten (SPIR-V)"]
                                                        if kind == "intel-cpu" else ["original", "rewritten"])
    assert report["versions"][0]["form"] == ("SPIR-V" if kind == "intel-cpu" else "OpenCL C")
    # every linked kernel ran (wrappers included)
    ran = {r["kernel"] for launch in report["launches"] for r in launch["runs"] if r["status"] == "agree"}
    device = modules(program)[1]
    kernels = {f.name for f in device.definitions() if f.is_kernel}
    kernels -= {k for k in kernels if any(part in k for part in UNLAUNCHED.get(program, ()))}
    if skipped:  # every kernel ran but those only skipped launches run (a skipped launch says why)
        assert all(launch["why"] for launch in report["launches"] if launch["status"] == "skipped")
        assert ran <= kernels and (ran < kernels or any(launch["label"] in ran_labels(report)
                                                       for launch in report["launches"] if launch["status"] == "skipped"))
    else:
        assert ran == kernels


def ran_labels(report: dict) -> set:
    return {launch["label"] for launch in report["launches"] if launch["status"] == "agree"}


def test_original_against_itself_has_no_differences():
    report = run.replay(*modules("tiled_gemm"), "pocl", against_self=True)
    assert report["versions"][1]["name"] == "original (second build)"
    assert run.exit_code(report) == 0 and report["first_difference"] is None and report["counts"]["agree"] == 2


def test_a_planted_wrong_rewrite_is_caught_with_launch_memory_and_index():
    from passes import pipeline

    host, device = modules("gemm")
    text = pipeline.rewrite(*modules("gemm")).device
    start = text.index("@_ZTS4Gemm(")
    end = text.index("\n}\n", start)
    k = re.search(r"%(\d+) = phi i64 \[ 0, ", text[start:end]).group(1)  # the k-loop's induction variable
    k_times_row = re.search(rf"mul i64 %{k}, 48\b", text[start:end])  # `k * 48`
    at = start + k_times_row.end() - 2
    wrong = text[:at] + "47" + text[at + 2:]
    assert wrong != text  # the folded row length of B
    report = run.replay(host, device, "pocl", rewritten_text=wrong)
    assert run.exit_code(report) == 1
    first = report["first_difference"]
    assert (first["launch"], first["kernel"], first["memory"], first["index"]) == ("%k0", "_ZTS4Gemm", "%b2", 0)
    assert first["version"] == "rewritten" and first["expected_bits"] != first["got_bits"]
    assert "first difference: launch %k0 (Gemm), %b2 index 0" in run.format_report(report)  # the JSON: its symbol


def test_captured_object_of_constants_is_passed_as_the_host_made_it():
    # multi_launch's single_task captures `Window w{100.0f, 500.0f}`: the host wrote both floats as
    # constants, so the replay passes those bytes; a pin (--set %k3.1=...) still overrides them
    import struct

    plan = planning.build(*modules("multi_launch"))
    assert not plan.skipped
    (run_,) = plan.launches[3].runs
    assert run_.args[4].kind == "bytes" and struct.unpack("<2f", bytes.fromhex(run_.args[4].value)) == (100.0, 500.0)
    pinned = planning.build(*modules("multi_launch"), sets={"%k3.1": "-0.5,0.5"})
    assert not pinned.skipped
    (run_,) = pinned.launches[3].runs
    assert run_.args[4].kind == "leaves" and run_.args[4].value == (-0.5, 0.5)


def test_plan_of_vadd():
    plan = planning.build(*modules("vadd"))
    assert [(m.name, m.dtype, m.elements) for m in plan.memories.values()] == [
        ("%b0", "float32", 1024), ("%b1", "float32", 1024), ("%b2", "float32", 1024)]
    (launch,) = plan.launches
    wrapper, kernel = launch.runs
    # DPC++ rounds a range only when it is not a multiple of 16: at 1024 it runs the kernel, and the
    # replay runs the wrapper too, over the range as it would round it (a multiple of 32 already)
    assert wrapper.wrapper and wrapper.global_size == (1024,) and wrapper.args[0].value == (1024,)
    assert not wrapper.runtime_runs and kernel.runtime_runs
    assert kernel.kernel == "_ZTS4VAdd" and kernel.global_size == (1024,) and kernel.local_size is None
    # captures (c, a, b): each accessor is pointer, access range, memory range, offset
    assert [a.memory for a in kernel.args if a.kind == "memory"] == ["%b2", "%b0", "%b1"]
    assert kernel.args[3].kind == "id" and kernel.args[3].value == (0,)
    assert plan.values == []


@pytest.mark.parametrize("n,rounded,wrapper_runs", [(1100, 1120, True), (1000, 1024, False), (1040, 1056, False)])
def test_wrappers_run_over_the_range_dpcpp_rounds_to(n, rounded, wrapper_runs):
    """DPC++ rounds SYCL dimension 0 (OpenCL's last) of a range launch up to a multiple of 32 and runs
    the wrapper when it is at least 1024 and not a multiple of 16 (sycl/handler.hpp)."""
    plan = planning.build(*modules("harness_gemm"), sets={"?2": str(n)})
    (launch,) = [step for step in plan.launches if any("HarnessGemm" in r.kernel for r in step.runs)]
    wrapper, kernel = launch.runs
    assert wrapper.wrapper and wrapper.global_size == (n, rounded) and kernel.global_size == (n, n)
    assert (wrapper.runtime_runs, kernel.runtime_runs) == (wrapper_runs, not wrapper_runs)


def test_plan_nd_range_local_memory_and_usm():
    tiled = planning.build(*modules("tiled_gemm"))
    (k0,) = tiled.launches[0].runs
    assert k0.global_size == (32, 64) and k0.local_size == (16, 16)  # OpenCL order: SYCL reversed
    assert k0.args[4].kind == "local" and k0.args[4].nbytes == 16 * 16 * 4
    usm = planning.build(*modules("usm_saxpy"))
    assert [(m.name, m.kind, m.dtype, m.elements) for m in usm.memories.values()] == [
        ("%m0", "usm", "float32", 4096), ("%m1", "usm", "float32", 4096), ("%m2", "usm", "float32", 4096),
        ("%m3", "usm", "float32", 1)]
    assert [(s.kind, s.target, s.source) for s in usm.steps[:3]] == [
        ("memcpy", "%m1", "%m0"), ("memcpy", "%m2", "%m0"), ("memset", "%m3", None)]
    wrapper = usm.launches[0].runs[0]
    assert wrapper.args[1].kind == "object" and [f.kind for _, f in wrapper.args[1].fields] == ["memory", "scalar", "memory"]


def test_symbolic_sizes_take_defaults_and_set_values():
    plan = planning.build(*modules("runtime_size"))
    chosen = {v["symbol"]: v for v in plan.values}
    assert chosen["?2"]["value"] == 64 and chosen["?2"]["from"] == "default" and chosen["?2"]["kind"] == "size"
    assert chosen["?6"]["value"] == 1.5 and chosen["?6"]["kind"] == "scale"
    assert plan.launches[0].runs[1].global_size == (64,)
    plan = planning.build(*modules("runtime_size"), sets={"?2": "100", "%68 in @main": "40"})
    chosen = {v["symbol"]: v for v in plan.values}
    assert chosen["?2"]["value"] == 100 and chosen["?5"]["value"] == 40 and chosen["?5"]["from"] == "--set"
    assert plan.launches[1].runs[1].global_size == (40, 64)  # range<2>[?4, ?5]
    # the USM buffer of Square is big enough for its launch range
    assert plan.memories["%m0"].elements >= 100
    with pytest.raises(lift.LiftError, match=r"no symbol '\?99'"):
        planning.build(*modules("runtime_size"), sets={"?99": "1"})
    with pytest.raises(lift.LiftError, match="is not an integer"):
        planning.build(*modules("runtime_size"), sets={"?2": "many"})


def test_reads_indices_check():
    assert not any(r.reads_indices for s in planning.build(*modules("gemm")).launches for r in s.runs)
    m = lift.parse_text("""target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %idx, ptr addrspace(1) %data) {
  %i = load i32, ptr addrspace(1) %idx
  %w = sext i32 %i to i64
  %p = getelementptr float, ptr addrspace(1) %data, i64 %w
  store float 1.0, ptr addrspace(1) %p
  ret void
}
""")
    assert planning.reads_indices(m.get_function("k"))


def cli(*args):
    return subprocess.run([sys.executable, "-m", "sycl_lift", *args], capture_output=True, text=True,
                          timeout=300, cwd=ROOT)


def test_cli_json_report_and_output_file(tmp_path):
    host, device = files("ranged_acc")
    out = tmp_path / "r.json"
    r = cli("replay", str(host), str(device), "--device", "pocl", "--json", "-o", str(out))
    assert r.returncode == 0, r.stderr
    report = json.loads(r.stdout)
    assert json.loads(out.read_text()) == report and report["counts"]["agree"] == 2
    (k0, _) = report["launches"]
    assert k0["runs"][1]["global"] == [16, 8]


def test_cli_bad_input_exit_2_positioned(tmp_path):
    bad = tmp_path / "bad.ll"
    bad.write_text("define void @f( {\n")
    host, device = files("vadd")
    r = cli("replay", str(bad), str(device), "--device", "pocl")
    assert r.returncode == 2 and f"{bad}:1:" in r.stderr and "Traceback" not in r.stderr
    r = cli("replay", str(device), str(device), "--device", "pocl")
    assert r.returncode == 2 and "this is a spir64 device module; give it as DEVICE" in r.stderr
    r = cli("replay", str(host), str(device), "--device", "pocl", "--set", "?3=4")
    assert r.returncode == 2 and "no symbol '?3'" in r.stderr
    r = cli("replay", str(host), str(device), "--device", "pocl", "--rewritten", str(tmp_path))
    assert r.returncode == 2 and "no device.ll" in r.stderr


def test_rewrite_check_writes_nothing_when_the_replay_differs(tmp_path, monkeypatch):
    import sycl_lift
    from passes import pipeline

    host, device = files("vadd")
    assert sycl_lift.main(["-q", "rewrite", str(host), str(device), "-o", str(tmp_path / "ok"), "--check", "pocl"]) == 0
    assert (tmp_path / "ok" / "device.ll").exists()
    real = pipeline.rewrite

    def wrong(*a, **k):
        result = real(*a, **k)
        result.device = result.device.replace("fadd float", "fsub float")
        return result

    monkeypatch.setattr(pipeline, "rewrite", wrong)
    assert sycl_lift.main(["-q", "rewrite", str(host), str(device), "-o", str(tmp_path / "bad"), "--check", "pocl"]) == 1
    assert not (tmp_path / "bad").exists()


def test_time_reports_speedups_and_control():
    report = run.replay(*modules("vadd"), "pocl", timing={"repeat": 4, "rounds": 2})
    t = report["timing"]
    assert {k["kernel"] for k in t["kernels"]} == {"_ZTS4VAdd", "_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI4VAddEE"}
    for k in t["kernels"]:
        assert k["original_ms"] > 0 and k["rewritten_ms"] > 0 and k["control_ms"] > 0 and k["speedup"] > 0
    assert t["summary"]["geomean_speedup"] > 0


@pytest.mark.parametrize("sample", ["harness_2mm", "harness_local"])
def test_a_work_group_size_from_argv_defaults_to_one_every_device_takes(sample):
    """A local range the host reads from argv gets the work-group default (8 per dimension), not the
    size default (64: 64x64 work-items, over NVIDIA's 1024 per group); sizes the host computes from it
    (a 1-D group of tile * tile work-items, global ranges rounded up to it) follow from it, and every
    global range stays a multiple of its local range."""
    plan = planning.build(*modules(sample))
    locals_ = [(run.global_size, run.local_size) for launch in plan.launches for run in launch.runs
               if run.local_size is not None]
    assert locals_
    for glob, local in locals_:
        assert math.prod(local) <= 1024 and all(g % size == 0 for g, size in zip(glob, local))
    assert any(local == (8, 8) for _, local in locals_)
    assert any(v["kind"] == "local" and v["value"] == 8 for v in plan.values)


def test_intel_is_checked_bit_for_bit_and_timed_with_its_vectorizer():
    """Intel's CPU runtime is compared with its vectorizer off (bit-for-bit results), but timed as
    users run it, vectorizer on: the settings each child process saw are in the report."""
    report = run.replay(*modules("vadd"), "intel-cpu", timing={"repeat": 2, "rounds": 1})
    assert run.exit_code(report) == 0 and report["comparison"] == "bit for bit"
    assert report["settings"]["CL_CONFIG_USE_VECTORIZER"] == "False"
    assert report["timing"]["settings"]["CL_CONFIG_USE_VECTORIZER"] == "True"
    assert all(k["rewritten_ms"] > 0 for k in report["timing"]["kernels"])
    assert "timed with CL_CONFIG_USE_VECTORIZER=True" in run.format_report(report)


def test_pocl_is_timed_as_checked():
    report = run.replay(*modules("vadd"), "pocl", timing={"repeat": 2, "rounds": 1})
    assert report["timing"]["settings"] == report["settings"] and report["settings"]["POCL_MAX_PTHREAD_COUNT"] == "1"
