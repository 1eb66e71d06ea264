"""`--args`: the host program interpreted with one command line.  main gets that argc and argv, the
option parsing of real harnesses (std::unordered_map of `--key=value` strings, std::stoul/std::stof,
strtoul, sscanf, getopt_long) runs on concrete bytes through the library models, and every size is a number.  What is
proven then holds for that command line only: the listing and report.json say so, the rewritten
device module records it, and a program built from it refuses any other command line."""
from __future__ import annotations

import json

import numpy
import pytest

import lift
import sycl_lift
from conftest import REWRITE_RELEASE, SAMPLES, ir
from passes.analysis.device_model import read_command_line
from sycl_lift.build import build_program, run_program


def sample(name: str) -> tuple:
    return ir(SAMPLES / name / REWRITE_RELEASE / "host.O2.ll"), ir(SAMPLES / name / "device.ll")


def raised(capsys, host, *extra) -> dict:
    assert sycl_lift.main(["raise", "--json", "-q", str(host), *extra]) == 0
    return json.loads(capsys.readouterr().out)


def constant_facts(launch: dict) -> bool:
    """Every range and captured scalar of a launch is a number (a single_task has no range)."""
    scalars = [a["value"] for a in launch["args"] if a["kind"] == "scalar"]
    ranges = [launch["global"] if launch["kind"] != "single_task" else []] + [a[k] for a in launch["args"] if a["kind"] == "accessor"
                                   for k in ("buffer_range", "access_range", "offset")]
    return all(v is not None for v in scalars + ranges)


def test_harness_options_parse_to_numbers(capsys):
    host, _ = sample("harness_cli")
    anything = raised(capsys, host)
    assert "command_line" not in anything and not any(map(constant_facts, anything["launches"]))
    got = raised(capsys, host, "--args", "--size=32 --iterations=3 --alpha=2.5")
    assert got["command_line"] == ["host", "--size=32", "--iterations=3", "--alpha=2.5"]
    assert [k["kernel"] for k in got["launches"]] == ["ColumnMeans", "CenterData", "Covariance"] * 3
    assert all(map(constant_facts, got["launches"]))
    assert [b["range"] for b in got["buffers"]] == [[33, 33], [33], [1024]]  # (n + 1)^2, n + 1, n * n
    assert got["launches"][1]["global"] == [32, 32]
    covariance = got["launches"][2]
    scale = [a["value"] for a in covariance["args"] if a["kind"] == "scalar"][-1]
    assert scale == float(numpy.float32(2.5) / numpy.float32(31))  # alpha / (n - 1), in float


def test_key_value_options_read_with_sscanf_parse_to_numbers(capsys):
    """reshape_rowstats reads `rows=64` with sscanf("%31[^=]=%lu"): with the command line given,
    every size is a number and the layers' loop runs its three iterations, the tensors swapped."""
    host, _ = sample("reshape_rowstats")
    got = raised(capsys, host, "--args", "rows=64 cols=48 layers=3")
    assert [k["kernel"] for k in got["launches"]] == ["RowMean", "RowVariance", "Standardise"] * 3
    assert all(map(constant_facts, got["launches"]))
    assert [k["global"] for k in got["launches"][:3]] == [[64], [64], [64, 48]]
    assert sorted(b["range"] for b in got["buffers"]) == [[64], [64], [3072], [3072]]


def test_getopt_long_options_parse_to_numbers(capsys):
    """harness_getopt parses -n/--size, -t/--steps, -a/--alpha and a --check flag with getopt_long:
    given the command line, the sizes, the step count and alpha are numbers; an argument left over
    ends the program before any launch; an option after a non-option depends on the environment
    (POSIXLY_CORRECT) and leaves the facts open, as without a command line."""
    host, _ = sample("harness_getopt")
    got = raised(capsys, host, "--args", "--size=48 -t 2 -a0.1 --check")
    assert [k["kernel"] for k in got["launches"]] == ["HeatStep", "HeatStep", "RowHeat"]
    assert all(map(constant_facts, got["launches"]))
    assert [k["global"] for k in got["launches"]] == [[48, 48], [48, 48], [48]]
    alpha = [a["value"] for a in got["launches"][0]["args"] if a["kind"] == "scalar"][-1]
    assert alpha == float(numpy.float32(0.1))
    assert raised(capsys, host, "--args", "-n 32 extra")["launches"] == []
    unordered = raised(capsys, host, "--args", "extra -n 32")
    assert unordered["launches"] and not any(map(constant_facts, unordered["launches"]))


def test_a_loop_of_known_count_lists_every_launch_with_its_own_captures(capsys):
    host, _ = sample("gram_schmidt")
    got = raised(capsys, host, "--args", "24 8")
    kernels = [k["kernel"] for k in got["launches"]]
    assert len(kernels) == 8 + 8 + 7  # ProjectColumns is not submitted for the last column
    norms = [k for k in got["launches"] if k["kernel"] == "ColumnNorm"]
    assert [[a["value"] for a in k["args"] if a["kind"] == "scalar"][-1] for k in norms] == list(range(8))  # k
    projections = [k["global"] for k in got["launches"] if k["kernel"] == "ProjectColumns"]
    assert projections == [[7 - k] for k in range(7)]
    assert not any(k["conditional"] for k in got["launches"] if "conditional" in k)


def test_the_listing_says_which_command_line(capsys):
    host, _ = sample("gram_schmidt")
    assert sycl_lift.main(["raise", "-q", str(host), "--args", "24 '8'"]) == 0
    assert "// command line: host 24 8 (what follows holds for it only)" in capsys.readouterr().out
    with pytest.raises(SystemExit) as usage:  # bad quoting: a usage error, as argparse reports them
        sycl_lift.main(["raise", "-q", str(host), "--args", "'24"])
    assert usage.value.code == 2 and "No closing quotation" in capsys.readouterr().err


def test_a_rewrite_for_one_command_line_is_marked_and_its_program_refuses_others(tmp_path, capsys):
    host, device = sample("harness_cli")
    args = ["--size=20", "--iterations=2"]
    out = tmp_path / "rw"
    assert sycl_lift.main(["rewrite", str(host), str(device), "-o", str(out), "-q", "--no-opencl",
                           "--args", " ".join(args)]) == 0
    report = json.loads((out / "report.json").read_text())
    assert report["command_line"] == ["host"] + args
    assert read_command_line(lift.parse_file(str(out / "device.ll"))) == ["host"] + args
    (means,) = [k for k in report["kernels"] if k["name"].endswith("wrapperI11ColumnMeansEE")]
    assert means["propagated"]["global"] == [20]  # the size from the command line, now a constant
    program = tmp_path / "program"
    build_program(str(out / "host.ll"), str(out / "device.ll"), str(program))
    same = run_program(str(program), args, capture_output=True, text=True, timeout=300)
    assert same.returncode == 0 and "PASS" in same.stdout, same.stderr[-2000:]
    for other in ([], ["--size=21", "--iterations=2"], args + ["--alpha=1"]):
        refused = run_program(str(program), other, capture_output=True, text=True, timeout=300)
        assert refused.returncode == 2 and "specialised for the command line '--size=20 --iterations=2'" in refused.stderr
    # without --args the rewrite holds for every command line: nothing recorded, nothing refused
    assert sycl_lift.main(["rewrite", str(host), str(device), "-o", str(tmp_path / "any"), "-q", "--no-opencl"]) == 0
    assert read_command_line(lift.parse_file(str(tmp_path / "any" / "device.ll"))) is None


SUITE_LAUNCHES = (["GemmKernel"], ["MatVecKernel"], ["ApplySource", "DiffuseStep", "ProbeStep"], ["PartialSums", "FinalSum"])


@pytest.mark.parametrize("release, level", [("2025.1.1", "O0"), ("2025.1.1", "O2"), ("2026.2.0", "O0"),
                                            ("2026.2.0", "O2")])
def test_benchmark_suite_options_parse_through_streams(capsys, release, level):
    """harness_suite keeps `--key=value` words in a std::unordered_map (flags in an unordered_set) and
    converts them with std::stringstream, lists (`--local=256`, `--tile=8,8`) with std::getline: with
    the command line given, every size is a number, the run loop runs --num-runs times, every step
    of the time loop is listed with its own step, and nothing in the parse is undecided."""
    host = ir(SAMPLES / "harness_suite" / release / f"host.{level}.ll")
    got = raised(capsys, host, "--args", "--size=1024 --local=256 --num-runs=5")
    names = [k["kernel"] for k in got["launches"]]
    steps = SUITE_LAUNCHES[2] * 6  # --steps defaults to 6
    assert names == (SUITE_LAUNCHES[0] * 5 + SUITE_LAUNCHES[1] * 5 + steps * 5 + SUITE_LAUNCHES[3] * 5)
    assert all(map(constant_facts, got["launches"])) and not any(k.get("conditional") for k in got["launches"])
    assert not [w for w in got.get("warnings", []) if "CommandLine" in w or "unknown number" in w]
    gemm, partial = got["launches"][0], got["launches"][names.index("PartialSums")]
    assert gemm["global"] == [1024, 1024] and gemm["local"] == [8, 8]  # --tile's default list
    assert partial["global"] == [16384] and partial["local"] == [256]  # 1024 * 16 values, groups of --local
    source_steps = [[a["value"] for a in k["args"] if a["kind"] == "scalar"][0]
                    for k in got["launches"] if k["kernel"] == "ApplySource"]
    assert source_steps == list(range(6)) * 5
    defaults = raised(capsys, host, "--args", "")
    assert len(defaults["launches"]) == 3 * (1 + 1 + 3 * 6 + 2) and all(map(constant_facts, defaults["launches"]))
    assert defaults["launches"][0]["global"] == [256, 256] and defaults["launches"][-2]["local"] == [64]
    tiles = raised(capsys, host, "--args", "--tile=16,4 --num-runs=1 --steps=2")
    assert tiles["launches"][0]["local"] == [16, 4] and len(tiles["launches"]) == 1 + 1 + 3 * 2 + 2


def test_a_command_line_of_one_option_is_its_value(capsys):
    host = ir(SAMPLES / "harness_suite" / REWRITE_RELEASE / "host.O2.ll")
    assert raised(capsys, host, "--args", "--size=16")["launches"][0]["global"] == [16, 16]


def test_a_command_line_the_program_rejects_ends_the_raise_where_it_throws(capsys):
    """A repeated key throws std::invalid_argument in the CommandLine constructor, a size that is no
    number throws it in the conversion: main's handler prints and returns, so nothing is launched,
    and the raise says where the program threw instead of listing launches it never makes."""
    host = ir(SAMPLES / "harness_suite" / REWRITE_RELEASE / "host.O2.ll")
    for args, where in (("--size=16 --size=2", "CommandLine::CommandLine"), ("--size=abc", "CommandLine::convert")):
        got = raised(capsys, host, "--args", args)
        assert got["launches"] == [] and got["buffers"] == []
        assert sycl_lift.main(["raise", str(host), "--args", args]) == 0
        err = capsys.readouterr().err
        assert f"the program throws std::invalid_argument in {where}" in err and "the raise stops there" in err
    rejected = raised(capsys, host, "--args", "--local=3")  # not a power of two: main returns 2
    assert rejected["launches"] == [] and len(rejected["queues"]) == 1


def test_the_benchmark_suite_rewritten_for_its_command_line_runs_it_as_the_original_does(tmp_path):
    """`rewrite --args` of harness_suite, built: with that command line it prints what the original
    prints (every benchmark verified), any other command line is refused."""
    from sycl_lift.build import timings_masked

    host, device = sample("harness_suite")
    args = ["--size=40", "--local=16", "--num-runs=2", "--steps=7", "--tile=4,8"]
    out = tmp_path / "rw"
    assert sycl_lift.main(["rewrite", str(host), str(device), "-o", str(out), "-q", "--no-opencl",
                           "--args", " ".join(args)]) == 0
    original, rewritten = tmp_path / "original", tmp_path / "rewritten"
    build_program(str(host), str(device), str(original))
    build_program(str(out / "host.ll"), str(out / "device.ll"), str(rewritten))
    outputs = [run_program(str(p), args, capture_output=True, text=True, timeout=300) for p in (original, rewritten)]
    assert all(o.returncode == 0 for o in outputs), outputs[1].stderr[-2000:]
    assert timings_masked(outputs[0].stdout) == timings_masked(outputs[1].stdout)
    assert outputs[1].stdout.count("verified") == 4 and outputs[1].stdout.endswith("PASS\n")
    refused = run_program(str(rewritten), args[:1], capture_output=True, text=True, timeout=300)
    assert refused.returncode == 2 and "specialised for the command line" in refused.stderr
