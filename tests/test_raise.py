"""raise-host on the samples' real DPC++ host IR: the raised program must be the golden one written
from the C++ source (samples/<prog>/expected.json) at -O0 and -O2 for every release; plus the CLI,
the pass interface, equality classes, provenance and error handling."""
from __future__ import annotations

import functools
import json
from dataclasses import FrozenInstanceError
from pathlib import Path

import pytest

import lift
import sycl_lift
from passes import ModulePass, PassContext
from passes.host.patterns import detect_release, family_of, pattern_set
from passes.host.raise_host import RaiseHost, raise_module
from passes.host.sycl_ops import Launch
from conftest import ir, read_text, stored_files, uncompressed_name

SAMPLES = Path(__file__).resolve().parent.parent / "samples"
COMPARED = ("launches", "buffers", "usm", "commands")
COMPARED_WHEN_WRITTEN = ("queues",)  # goldens of the host-side samples (host_ops, struct_3d, ...) list the queues


def sample_cases() -> list:
    cases = []
    for expected in sorted(SAMPLES.glob("*/expected.json")):
        for host in stored_files(expected.parent, "*/host.O*.ll"):
            cases.append((expected.parent.name, host.parent.name, uncompressed_name(host.name)[len("host."):-len(".ll")]))
    return cases


CASES = sample_cases()


@functools.lru_cache(maxsize=4)  # a few tests look at the same program; keeping all 64 would only cost memory
def raised(prog: str, release: str, opt: str):
    module = lift.parse_file(str(ir(SAMPLES / prog / release / f"host.{opt}.ll")))
    det = detect_release(module)
    return module, raise_module(module, pattern_set(det.family), det)


def differences(got: dict, expected: dict) -> list[str]:
    """Where the raised JSON differs from a golden (launch `function` and `release` not compared)."""
    out = []
    for key in COMPARED + tuple(k for k in COMPARED_WHEN_WRITTEN if k in expected):
        g, e = got.get(key), expected.get(key)
        if key == "launches" and isinstance(g, list):
            g = [{k: v for k, v in launch.items() if k != "function"} for launch in g]
        if g is None or e is None or len(g) != len(e):
            out.append(f"{key}: {len(g or [])} raised, {len(e or [])} expected")
            continue
        for i, (a, b) in enumerate(zip(g, e)):
            if a != b:
                out.append(f"{key}[{i}]: raised {json.dumps(a)}\n    expected {json.dumps(b)}")
    return out


def test_there_are_samples_for_every_release_and_level():
    progs = {c[0] for c in CASES}
    assert len(progs) >= 8
    for prog in progs:
        have = {(r, o) for p, r, o in CASES if p == prog}
        assert have >= {(r, o) for r in ("2025.1.1", "2025.2.2", "2026.0.0", "2026.2.0") for o in ("O0", "O2")}, prog


@pytest.mark.parametrize("prog,release,opt", CASES, ids=[f"{p}-{r}-{o}" for p, r, o in CASES])
def test_raise_matches_golden(prog, release, opt):
    expected = json.loads((SAMPLES / prog / "expected.json").read_text())
    _, program = raised(prog, release, opt)
    got = program.to_json()
    diff = differences(got, expected)
    assert not diff, "\n".join(diff)
    assert family_of(got["release"]) == family_of(release)
    for launch in program.launches:  # the launch is attributed to a host function of the program
        assert launch.function and not launch.function.startswith(("sycl::", "std::", "?")), launch.function


def test_the_golden_comparison_notices_a_difference():
    expected = json.loads((SAMPLES / "gemm" / "expected.json").read_text())
    got = raised("gemm", "2026.2.0", "O2")[1].to_json()
    assert differences(got, expected) == []
    for change in (lambda e: e["launches"][0].__setitem__("global", [64, 49]),
                   lambda e: e["launches"][0]["args"][3].__setitem__("value", 3.0),
                   lambda e: e["launches"][0]["args"].pop(),
                   lambda e: e["buffers"][1].__setitem__("element", "int"),
                   lambda e: e["usm"].append({"op": "free", "bytes": None})):
        wrong = json.loads(json.dumps(expected))
        change(wrong)
        assert differences(got, wrong)


def test_cli_json_has_exactly_the_promised_shape(tmp_path):
    out = tmp_path / "vadd.json"
    path = ir(SAMPLES / "multi_launch" / "2025.1.1" / "host.O2.ll")
    assert sycl_lift.main(["raise", str(path), "--json", "-o", str(out)]) == 0
    data = json.loads(out.read_text())
    assert set(data) == {"release", "launches", "buffers", "usm", "queues", "commands"}
    assert data["release"] == "2025.1.1"
    for launch in data["launches"]:
        assert set(launch) == {"kernel", "kind", "global", "local", "offset", "function", "args", "spec_constants"}
        assert launch["kind"] in ("single_task", "range", "nd_range")
        for arg in launch["args"]:
            assert set(arg) == {"kind", "mode", "buffer_range", "access_range", "offset", "value"}
            assert arg["kind"] in ("accessor", "local_accessor", "usm_pointer", "scalar", "other")
            assert arg["mode"] in (None, "read", "write", "read_write")
    assert all(set(b) == {"element", "dims", "range"} for b in data["buffers"])
    assert all(set(u) == {"op", "bytes"} for u in data["usm"])
    assert all(set(q) == {"in_order"} for q in data["queues"])
    assert all(set(c) == {"op", "source", "dest", "bytes", "value", "uses"} for c in data["commands"])


def test_cli_listing(capsys):
    path = ir(SAMPLES / "tiled_gemm" / "2026.0.0" / "host.O0.ll")
    assert sycl_lift.main(["raise", str(path)]) == 0
    text = capsys.readouterr().out
    assert "sycl.program {" in text
    assert 'sycl.launch.nd_range "TiledGemm" global range<2>[64, 32]' in text
    assert "local range<2>[16, 16]" in text
    assert "sycl.local_accessor" in text
    assert "loc(@main " in text


def test_pass_interface_and_analysis():
    assert issubclass(RaiseHost, ModulePass) and RaiseHost.name == "raise-host"
    assert "ctx.analyses" in RaiseHost.__doc__
    with pytest.raises(FrozenInstanceError):
        RaiseHost().budget = 1  # type: ignore[misc]
    module = lift.parse_file(str(ir(SAMPLES / "vadd" / "2025.2.2" / "host.O2.ll")))
    ctx = PassContext(host=module)
    RaiseHost().apply(ctx)
    program = ctx.analyses["sycl-program"]
    assert [k.kernel for k in program.launches] == ["VAdd"]
    assert ctx.analyses["sycl-release"].release == "2025.2.2"
    assert not module.dirty  # analysis only


def test_equal_ranges_share_a_class_symbolic_or_constant():
    _, program = raised("runtime_size", "2026.2.0", "O0")
    axpb = program.launches[0]
    bx = program.buffers[0]
    acc = axpb.args[0].accessor
    assert axpb.global_range.constant is None  # n comes from argv
    assert axpb.global_range.eq_class == bx.range.eq_class == acc.access_range.eq_class
    bm = program.buffers[1]
    assert bm.range.eq_class != bx.range.eq_class  # (rows, cols) is another value
    assert program.launches[1].global_range.eq_class == bm.range.eq_class  # parallel_for(bm.get_range(), ...)
    # constants: jacobi's four launches and both buffers are 64x64
    _, jacobi = raised("jacobi", "2025.1.1", "O2")
    classes = {k.global_range.eq_class for k in jacobi.launches} | {b.range.eq_class for b in jacobi.buffers}
    assert len(jacobi.launches) == 4 and len(classes) == 1


def test_the_raise_is_the_same_from_run_to_run():
    """Objects hash by their address, so nothing the raise decides may follow a set's order: math_vec's
    -O2 host leaves loops through several exits and merges overlapping writes, which came out
    differently in most runs (an axpy launch's range the same class as its buffer's in some runs,
    not in others)."""
    listings = set()
    for _ in range(3):
        module = lift.parse_file(str(ir(SAMPLES / "math_vec" / "2026.2.0" / "host.O2.ll")))
        det = detect_release(module)
        program = raise_module(module, pattern_set(det.family), det)
        listings.add(program.listing("math_vec"))
        axpy = [k for k in program.launches if k.kernel.startswith("Axpy<")]
        assert len(axpy) == 3
        for launch in axpy:  # parallel_for(range(x.size())) over buffers of range(x.size())
            buffer = next(b for b in program.buffers if b.range.eq_class == launch.global_range.eq_class)
            assert launch.global_range.constant is None and buffer.range.constant is None
    assert len(listings) == 1


def test_ops_point_at_the_ir_they_come_from():
    module, program = raised("usm_saxpy", "2026.2.0", "O2")
    for op in program.ops:
        assert op.origin, op
        for fn, inst in op.origin:
            assert module.get_function(fn.name) is fn
            assert inst.opcode in ("call", "invoke") and inst.function is fn
    launch = program.launches[0]
    callee = launch.origin[0][1].called_function
    assert callee is not None and "submit_kernel_direct" in callee.name  # 2026.2 q.parallel_for shortcut


def test_unknown_release_falls_back_with_a_warning():
    text = read_text(SAMPLES / "vadd" / "2026.2.0" / "host.O2.ll")
    module = lift.parse_text(text.replace("2026.2.0", "2026.7.3"), "vadd-2026.7.3.ll")
    ctx = PassContext(host=module)
    RaiseHost().apply(ctx)
    det = ctx.analyses["sycl-release"]
    assert det.release == "2026.2.0" and det.family == "2026"
    assert any("2026.7.3" in w for w in ctx.warnings)
    assert [k.kernel for k in ctx.analyses["sycl-program"].launches] == ["VAdd"]


def test_malformed_input_is_reported_not_raised(tmp_path, capsys):
    lines = read_text(SAMPLES / "vadd" / "2025.1.1" / "host.O2.ll").splitlines(keepends=True)
    start = next(i for i, line in enumerate(lines) if line.startswith("define") and "@main(" in line)
    broken = tmp_path / "broken.ll"
    broken.write_text("".join(lines[:start + 40]))  # main's body cut off
    assert sycl_lift.main(["raise", str(broken), "--json"]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"{broken}:") and "Traceback" not in err
    assert sycl_lift.main(["raise", str(tmp_path / "missing.ll")]) == 1
    assert "cannot read file" in capsys.readouterr().err


def test_launch_kinds_follow_the_kernel_argument_type():
    _, program = raised("multi_launch", "2026.2.0", "O0")
    kinds = [k.kind for k in program.launches]
    assert kinds == ["range", "range", "range", "single_task", "range", "range", "range"]
    assert all(isinstance(k, Launch) for k in program.launches)
    single = program.launches[3]
    assert single.kernel is None and single.mangled.startswith("_ZTSZZ4main")
    assert [a.type for a in single.args][1:] == ["%struct.Window", None, "i32"]


def test_cli_raise_with_another_pattern_set(tmp_path):
    out = tmp_path / "raised.json"
    path = ir(SAMPLES / "vadd" / "2026.0.0" / "host.O0.ll")
    other = Path(pattern_set("2025").path)
    assert sycl_lift.main(["-q", "raise", str(path), "--json", "--patterns", str(other), "-o", str(out)]) == 0
    data = json.loads(out.read_text())
    assert data["release"] == "2026.0.0"  # the module's own release, whatever patterns read it
    assert data["launches"] == [] and len(data["buffers"]) == 3  # 2025 patterns miss 2026's kernel setup
    ctx = PassContext(host=lift.parse_file(str(path)))
    RaiseHost(patterns=str(other)).apply(ctx)
    assert "sycl::_V1::handler::setKernelFunc(void*)" in ctx.analyses["sycl-program"].unexplained


# ---- sycl::reduction (samples/red_reduction)


@pytest.mark.parametrize("release", ["2025.1.1", "2026.2.0"])
def test_reduction_sizes_are_the_devices_answers_named_never_constants(release):
    """A range reduction's nd_range comes from reduGetPreferredWGSize and
    reduGetMaxNumConcurrentWorkGroups: symbols that say so, explained runtime calls (not
    `unexplained`), and never a constant the rewrite could fold."""
    from passes.host.sycl_ops import Sym

    _, program = raised("red_reduction", release, "O2")
    assert program.unexplained == {}
    sum_range = [k for k in program.launches if "MainKrn<SumRange" in (k.kernel or "")]
    assert len(sum_range) == 2
    for launch in sum_range:
        for size in (launch.global_range.values[0], launch.local_range.values[0]):
            assert isinstance(size, Sym) and "reduGetPreferredWGSize" in size.origin
        assert "reduGetMaxNumConcurrentWorkGroups" in launch.global_range.values[0].origin


def test_reduction_launches_come_in_program_order_with_their_helpers():
    """The counter's preProcess memset before the USM-counter variant, the two counter variants
    (the device decides) conditional, InitMemKrn after the kernel whose result it combines into
    sum_dev, and the counter buffer of the accessor variant made once, though two paths reach it."""
    _, program = raised("red_reduction", "2026.2.0", "O2")
    ops = program.ops
    launches = program.launches
    assert [k.conditional for k in launches] == [True, True, False, False, False, False]
    usm_variant, main, init = launches[1], launches[4], launches[5]
    memset = next(op for op in ops if getattr(op, "op", None) == "memset")
    counter = usm_variant.args[8].usm
    assert memset.pointer is counter and counter.op == "malloc_device"
    # what only one variant makes for its kernel is conditional too; what both capture is not
    assert counter.conditional and memset.conditional and launches[0].args[8].accessor.conditional
    assert not any(usm_variant.args[i].accessor.conditional for i in (2, 6, 7))
    assert ops.index(counter) < ops.index(memset) < ops.index(launches[0])
    assert ops.index(main) < ops.index(init) and init.kind == "single_task" and "InitMemKrn" in init.kernel
    sum_dev = init.args[2].usm
    assert sum_dev is not None and [u.op for u in program.usm].count("memcpy") == 2
    assert any(u.op == "memcpy" and u.source is sum_dev for u in program.usm)  # q.memcpy(&sum2, sum_dev, ...)
    counters = [b for b in program.buffers if b.host_memory and b.host_memory.startswith("heap")
                and b.range and b.range.constant == [1]]
    assert len(counters) == 4  # SumRange's counter, MinNd's and SumNdUsm's results, MaxUsm's counter


def test_launches_of_a_loop_of_unknown_count_say_which_iterations_they_stand_for():
    def labels(prog):
        program = raised(prog, "2026.2.0", "O2")[1]
        return [(k.kernel, tuple(k.iterations)) for k in program.launches]

    where = "of the loop in GramSchmidt::factorize"
    assert labels("gram_schmidt") == [(k, (f"0 {where}",)) for k in ("ColumnNorm", "NormalizeColumn", "ProjectColumns")] \
        + [(k, (f"1, 2, 3, ... {where}",)) for k in ("ColumnNorm", "NormalizeColumn", "ProjectColumns")]
    # ping-pong buffers: the first sweep's orientation comes back every second sweep
    jacobi = [it for k, it in labels("harness_stencil") if k == "Jacobi2DSweep"]
    assert jacobi == [("0, 2, 4, 6, ... of the loop in Harness<Jacobi2D>::run",),
                      ("1, 3, 5, ... of the loop in Harness<Jacobi2D>::run",)]
    steps = labels("time_loop")
    assert steps[0] == ("UpdateE", ("0 of the loop in Simulation::run",))
    assert {it for k, it in steps if k == "UpdateH"} == {("1, 3, 5, ... of the loop in Simulation::run",),
                                                         ("2, 4, 6, ... of the loop in Simulation::run",)}
    assert steps[-1] == ("Energy", ())  # after the loop: once
    assert "{iterations 1, 3, 5, ... of the loop in Simulation::run}" in raised("time_loop", "2026.2.0", "O2")[1].listing()
