"""Programs of several translation units (samples/two_units: main.cpp and relax.cpp, each compiled by
dpcpp-ir into its own host and device module): `raise` reads the host modules as one program, every
command that takes HOST DEVICE takes comma-separated lists, `rewrite` writes one output per input
module, `build` links them into one program the SYCL runtime runs."""
from __future__ import annotations

import json

import pytest

import lift
import sycl_lift
from conftest import REWRITE_RELEASE, SAMPLES, ir, llvm_verify, read_text
from lift.link import parse_files
from sycl_lift.build import build_program, run_program

UNITS = SAMPLES / "two_units"
HOSTS = [ir(UNITS / unit / REWRITE_RELEASE / "host.O2.ll") for unit in ("main", "relax")]
DEVICES = [ir(UNITS / unit / "device.ll") for unit in ("main", "relax")]


def joined(paths) -> str:
    return ",".join(map(str, paths))


def raised_launches(capsys, *argv) -> list:
    assert sycl_lift.main(["raise", "--json", "-q", *argv]) == 0
    return json.loads(capsys.readouterr().out)["launches"]


def test_host_modules_raise_as_one_program(capsys):
    alone = raised_launches(capsys, str(HOSTS[0]))
    assert {k["kernel"] for k in alone} == {"InitKernel"}  # relax() is only a declaration here
    together = raised_launches(capsys, *map(str, HOSTS))
    relax = [k for k in together if k["kernel"] == "RelaxKernel"]
    assert relax and all(k["function"] == "relax" for k in relax)
    # the read and the written buffer of each launch, captured across the modules
    assert all(sorted(a["mode"] for a in k["args"] if a["kind"] == "accessor") == ["read", "write"]
               for k in relax)
    assert raised_launches(capsys, joined(HOSTS)) == together  # a comma list reads the same


def test_rewrite_writes_one_output_per_module_and_proves_both_buffers_distinct(tmp_path, capsys):
    out = tmp_path / "rw"
    assert sycl_lift.main(["rewrite", joined(HOSTS), joined(DEVICES), "-o", str(out), "-q"]) == 0
    assert sorted(p.name for p in out.iterdir()) == ["device.0.ll", "device.1.ll", "host.0.ll", "host.1.ll",
                                                     "kernels.0.cl", "kernels.1.cl", "report.json"]
    report = json.loads((out / "report.json").read_text())
    assert [m["output"] for m in report["modules"]] == ["device.0.ll", "device.1.ll"]
    assert not [u for u in report["unlinked"] if "launch" in u]  # each launch's kernel is in one of the modules
    (relax,) = [k for k in report["kernels"] if k["name"] == "_ZTS11RelaxKernel"]
    assert relax["launches"] >= 2 and [n["noalias"] for n in relax["noalias"]] == [True, True]
    assert "RelaxKernel" not in (out / "device.0.ll").read_text()  # each kernel stays in its own module
    for name in ("device.0.ll", "device.1.ll"):
        llvm_verify((out / name).read_text())
    assert (out / "host.1.ll").read_text() == HOSTS[1].read_text()  # host code is not rewritten


def test_build_links_the_units_and_the_program_runs(tmp_path):
    original = tmp_path / "original"
    build_program(joined(HOSTS), joined(DEVICES), str(original))
    assert sycl_lift.main(["rewrite", joined(HOSTS), joined(DEVICES), "-o", str(tmp_path / "rw"), "-q"]) == 0
    rw = tmp_path / "rw"
    rewritten = tmp_path / "rewritten"
    build_program(joined([rw / "host.0.ll", rw / "host.1.ll"]), joined([rw / "device.0.ll", rw / "device.1.ll"]),
                  str(rewritten))
    for args in ([], ["77", "5", "0.3"]):
        first = run_program(str(original), args, capture_output=True, text=True, timeout=300)
        second = run_program(str(rewritten), args, capture_output=True, text=True, timeout=300)
        assert first.returncode == 0 and "PASS" in first.stdout, first.stderr[-2000:]
        assert second.returncode == 0 and second.stdout == first.stdout, second.stderr[-2000:]


def test_linking_errors_name_the_module(tmp_path, capsys):
    broken = tmp_path / "broken.ll"
    broken.write_text(read_text(HOSTS[1])[:5000])  # cut in the middle of a line
    assert sycl_lift.main(["raise", str(HOSTS[0]), str(broken)]) == 1
    assert capsys.readouterr().err.startswith(f"{broken}:")
    with pytest.raises(lift.LiftError) as twice:  # the same definitions twice: LLVM's linker refuses
        parse_files([str(HOSTS[1]), str(HOSTS[1])])
    assert twice.value.filename == str(HOSTS[1]) and "cannot link" in twice.value.message


def test_diff_takes_the_units_as_lists(capsys):
    hosts, devices = joined(HOSTS), joined(DEVICES)
    assert sycl_lift.main(["diff", hosts, devices, hosts, devices]) == 0
    assert capsys.readouterr().out.startswith("SYCL program: equivalent")
    assert sycl_lift.main(["diff", hosts, str(HOSTS[0])]) == 1  # without relax.cpp: its launches are gone
    assert "RelaxKernel" in capsys.readouterr().out


def test_rewrite_checks_and_builds_the_units(tmp_path):
    out, program = tmp_path / "rw", tmp_path / "program"
    assert sycl_lift.main(["rewrite", joined(HOSTS), joined(DEVICES), "-o", str(out), "-q", "--check", "pocl",
                           "--build", str(program)]) == 0
    assert program.exists() and sorted(p.name for p in out.iterdir())[:2] == ["device.0.ll", "device.1.ll"]
    done = run_program(str(program), ["40", "2", "0.5"], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0 and "PASS" in done.stdout, done.stderr[-2000:]
