"""Loops that submit kernels for many steps, with the command line given (--args): every step is
listed with its own captures up to SYCL_LOOP_LIMIT_WITH_ARGS steps and within the budget; past that,
the later steps are listed as a loop of unknown count lists them (conditional, the step unknown,
labelled from the first step not listed), never as launches with no arguments.  Kernels launched on
every step with a different step and ping-ponged buffers keep every fact the launches share:
accessor members, noalias and removed arguments, the step a parameter."""
from __future__ import annotations

import json

import lift
import sycl_lift
from conftest import REWRITE_RELEASE, SAMPLES, ir, read_text
from passes.host.engine import Machine
from passes.host.patterns import detect_release, pattern_set
from passes.host.sycl_ops import SyclProgram

HOST = ir(SAMPLES / "harness_suite" / REWRITE_RELEASE / "host.O2.ll")
DEVICE = ir(SAMPLES / "harness_suite" / "device.ll")
STEP_KERNELS = ("ApplySource", "DiffuseStep", "ProbeStep")


def step_of(launch) -> object:
    """The step ApplySource captures (its first scalar)."""
    return [a["value"] for a in launch["args"] if a["kind"] == "scalar"][0]


def test_a_time_loop_of_more_steps_than_the_plain_limit_is_listed_step_by_step(capsys):
    assert sycl_lift.main(["raise", "--json", "-q", str(HOST), "--args", "--size=16 --steps=300 --num-runs=1"]) == 0
    launches = json.loads(capsys.readouterr().out)["launches"]
    sources = [k for k in launches if k["kernel"] == "ApplySource"]
    assert [step_of(k) for k in sources] == list(range(300))
    assert all(k["args"] and not k.get("conditional") for k in launches)


def test_past_the_limit_later_steps_are_conditional_with_the_step_unknown_and_keep_their_arguments():
    module = lift.parse_text(read_text(HOST), str(HOST))
    detection = detect_release(module)
    program = SyclProgram(release=detection.release, patterns="dpcpp-2026")
    machine = Machine(module, pattern_set(detection.family), program,
                      command_line=("host", "--size=16", "--steps=40", "--num-runs=2"))
    machine.sycl_loop_limit = 10
    machine.run()
    machine.sycl.finish_expressions()
    listed = program.to_json()
    sources = [k for k in listed["launches"] if k["kernel"] == "ApplySource"]
    # per run: steps 0..9 as they ran, then one conditional launch for steps 10, 11, ...
    assert [step_of(k) for k in sources] == list(range(10)) + [None] + list(range(10)) + [None]
    later = [op for op in program.ops if getattr(op, "kernel", None) == "ApplySource" and op.iterations]
    assert len(later) == 2 and all(op.conditional and op.iterations[0].startswith("10, 11, 12, ...") for op in later)
    assert all(k["args"] for k in listed["launches"])  # the kernel infos the first steps made are made again
    assert any("runs more than 10 iterations" in w for w in program.warnings)


def test_launches_differing_in_their_step_keep_what_they_share(tmp_path):
    """1,119 launches of each step kernel (373 steps, 3 runs), the step captured, the grids swapped
    every step: accessor members propagated, both grids noalias, arguments removed."""
    out = tmp_path / "rw"
    assert sycl_lift.main(["rewrite", str(HOST), str(DEVICE), "-o", str(out), "-q", "--no-opencl",
                           "--args", "--size=64 --steps=373 --num-runs=3"]) == 0
    report = json.loads((out / "report.json").read_text())
    kernels = {k["name"]: k for k in report["kernels"]}
    diffuse = kernels["_ZTS11DiffuseStep"]
    assert diffuse["launches"] == 1119
    assert diffuse["propagated"]["accessor_members"] == 4
    assert [n["noalias"] for n in diffuse["noalias"]] == [True, True]
    # of 9: the step, the size, alpha and the two grids' pointers stay
    assert (diffuse["params_before"], diffuse["params_after"]) == (9, 5)


def test_without_a_command_line_later_steps_keep_their_arguments(capsys):
    """Without --args the run loop and the time loop run an unknown number of times: the steps of
    later runs are listed alternating (the grids swapped), and each launch keeps its arguments --
    the kernels' DeviceKernelInfo statics, forgotten with what the loops wrote, are made again."""
    for release in ("2025.1.1", "2026.2.0"):
        for level in ("O0", "O2"):
            host = ir(SAMPLES / "harness_suite" / release / f"host.{level}.ll")
            assert sycl_lift.main(["raise", "--json", "-q", str(host)]) == 0
            launches = json.loads(capsys.readouterr().out)["launches"]
            steps = [k for k in launches if k["kernel"] in STEP_KERNELS]
            assert len(steps) >= 9 and all(k["args"] for k in launches), (release, level)
