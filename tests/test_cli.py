"""CLI conventions shared by every command: --version, exit codes in --help, --json, stdin/stdout,
.bc input, graphs as DOT/JSON."""
from __future__ import annotations

import json
import os
import re
import stat

import pytest

import sycl_lift
from conftest import DEVICE_LIBS, SAMPLES, ir, read_text, run_cli

VADD_HOST = ir(SAMPLES / "vadd" / "2026.2.0" / "host.O2.ll")
VADD_DEVICE = ir(SAMPLES / "vadd" / "device.ll")


def test_version_and_help(capsys):
    with pytest.raises(SystemExit) as info:
        sycl_lift.main(["--version"])
    assert info.value.code == 0 and capsys.readouterr().out.startswith("sycl-lift ")
    with pytest.raises(SystemExit):
        sycl_lift.main(["--help"])
    out = capsys.readouterr().out
    assert "exit codes:" in out and "diff: the SYCL programs differ" in out
    assert sycl_lift.main([]) == 2


@pytest.mark.parametrize("argv", [
    ["print", "--json", str(VADD_DEVICE)],
    ["raise", "--json", str(VADD_HOST)],
    ["patterns", "coverage", "--json", str(VADD_HOST)],
    ["opencl", "--json", str(VADD_DEVICE)],
    ["diff", "--json", str(VADD_DEVICE), str(VADD_DEVICE)],
    ["graph", "--json", str(VADD_DEVICE), "--kind", "callgraph"],
])
def test_every_command_speaks_json(argv, capsys):
    assert sycl_lift.main(argv) == 0
    assert isinstance(json.loads(capsys.readouterr().out), dict)


def test_rewrite_json(tmp_path, capsys):
    assert sycl_lift.main(["rewrite", "--json", str(VADD_HOST), str(VADD_DEVICE), "-o", str(tmp_path)]) == 0
    assert json.loads(capsys.readouterr().out) == json.loads((tmp_path / "report.json").read_text())


def test_rewrite_target_pocl_unrolls_gemms_short_k_loop(tmp_path, capsys):
    # the sample's k-loop bound A.get_range()[1] becomes 32: for PoCL it is unrolled whole (PoCL
    # vectorises across work-items around the innermost loop) and gets no barrier (a long k-loop
    # does: bench_gemm in test_loop_barriers.py); on a GPU unrolling is left to the compiler
    gemm = SAMPLES / "gemm"
    assert sycl_lift.main(["rewrite", "-q", "--target", "pocl", str(ir(gemm / "2026.2.0" / "host.O2.ll")),
                           str(ir(gemm / "device.ll")), "-o", str(tmp_path)]) == 0
    report = json.loads((tmp_path / "report.json").read_text())
    (entry,) = [k for k in report["kernels"] if k["name"] == "_ZTS4Gemm"]
    # (two k-loops: coarsen's copy, 4 rows per work-item, and the loop as it was for other sizes)
    assert entry["coarsen"]["coarsened"] and [e["barrier"] for e in entry["loop_barriers"]] == [False, False]
    assert [(h["trip_count"], h["hint"]) for h in entry["loop_hints"]] == [(32, "llvm.loop.unroll.full")]
    kernels = (tmp_path / "kernels.cl").read_text()
    gemm_kernel = kernels[kernels.index("__kernel void _ZTS4Gemm("):]
    before_loop = gemm_kernel[:gemm_kernel.index("do {")].rstrip().split("\n")[-1].strip()
    assert before_loop == "__attribute__((opencl_unroll_hint))" and "barrier" not in gemm_kernel.split("\n}\n")[0]
    assert sycl_lift.main(["rewrite", "-q", "--target", "gpu", str(ir(gemm / "2026.2.0" / "host.O2.ll")),
                           str(ir(gemm / "device.ll")), "-o", str(tmp_path / "gpu")]) == 0
    gpu = (tmp_path / "gpu" / "kernels.cl").read_text()
    # the k-loop gets no unroll hint; the only barriers are the two of loop-internalize's tiles of
    # coarsen's blocks, in the kernel, in its copy for its shrunk launch and in its wrapper's
    # single-pass copy, and the only hints those tiles' loops' (coarsen's blocks of rows and
    # columns, counted from 0)
    hinted = re.findall(r"__attribute__\(\(opencl_unroll_hint\)\)\n\s*(.*)\n", gpu)
    assert "__kernel void sycl_lift_shrunk_Gemm(" in gpu
    assert gpu.count("barrier(") == 6 and hinted == ["while (lt_i < 16) {"] * 3


def test_stdin_and_stdout():
    text = read_text(VADD_DEVICE)
    proc = run_cli("print", "-", "-o", "-", input=text)
    assert proc.returncode == 0 and proc.stdout == text


def test_bitcode_input(capsys):
    lib = sorted(DEVICE_LIBS.glob("*.bc"))[0]
    assert sycl_lift.main(["print", "--json", str(lib)]) == 0
    assert json.loads(capsys.readouterr().out)["triple"] == "spir64-unknown-unknown"


def test_graphs(tmp_path, capsys):
    out = tmp_path / "cfg.dot"
    assert sycl_lift.main(["graph", str(ir(SAMPLES / "gemm" / "device.ll")), "--function", "Gemm", "-o", str(out)]) == 1
    assert "no single defined function" in capsys.readouterr().err  # Gemm names the kernel and its wrapper
    assert sycl_lift.main(["graph", str(ir(SAMPLES / "gemm" / "device.ll")), "--function", "_ZTS4Gemm",
                           "-o", str(out)]) == 0
    dot = out.read_text()
    assert dot.startswith('digraph "_ZTS4Gemm"') and dot.count(" -> ") == 5  # 4 blocks, one loop
    assert sycl_lift.main(["graph", "--json", str(VADD_HOST), "--kind", "host-device", "--device", str(VADD_DEVICE)]) == 0
    graph = json.loads(capsys.readouterr().out)  # report's graph: launches, the memory they capture, kernels
    kinds = {n["id"]: n["kind"] for n in graph["nodes"]}
    (launch,) = [n for n in graph["nodes"] if n["kind"] == "launch"]
    assert "range [1024]" in launch["label"]
    assert sorted(e["label"] for e in graph["edges"] if kinds[e["from"]] == "buffer") == ["read", "read", "write"]
    assert sorted(e["label"] for e in graph["edges"] if e["from"] == launch["id"]) == ["runs", "wrapper"]


@pytest.mark.parametrize("umask", [0o022, 0o077])
def test_output_files_get_the_umask_like_any_compiler_output(tmp_path, umask):
    old = os.umask(umask)
    try:
        assert sycl_lift.main(["print", str(VADD_DEVICE), "-o", str(tmp_path / "out.ll")]) == 0
        assert sycl_lift.main(["rewrite", "-q", str(VADD_HOST), str(VADD_DEVICE), "-o", str(tmp_path / "rw")]) == 0
    finally:
        os.umask(old)
    written = [tmp_path / "out.ll"] + sorted((tmp_path / "rw").iterdir())
    assert len(written) == 5
    for path in written:
        assert stat.S_IMODE(path.stat().st_mode) == 0o666 & ~umask, path


def test_command_help_lines_share_one_style(capsys):
    with pytest.raises(SystemExit):
        sycl_lift.main(["--help"])
    lines = capsys.readouterr().out.split("COMMAND\n", 1)[1].split("\n\n", 1)[0]
    commands = re.findall(r"^    (\w+)\s+(\S.*)$", lines, re.M)
    assert {c for c, _ in commands} == set(sycl_lift.COMMANDS)
    for command, text in commands:  # lower case, no closing full stop (as git's and LLVM's tools)
        assert text[0].islower() or text[:4] == "SYCL", (command, text)
    assert not re.search(r"\.\s*$", lines, re.M), lines
