"""Kernel isolation (issue 13): a kernel that cannot be rewritten or written as OpenCL C costs only that
kernel -- a `file:line:col` diagnostic at its `define`, exit 1, a report entry, every other output
still written and valid -- and no traceback ever escapes `main`.  On the real IR of the samples that
crashed the writer before (constant-expression operands into group-local memory) and with planted
faults: a step that raises for one kernel, and device IR edited to call a function nobody knows."""
from __future__ import annotations

import json
import re

import pytest

import lift
import sycl_lift
from conftest import SAMPLES, ir, llvm_verify, read_text
from passes.opencl import decode as decode_module
from passes.opencl.writer import write_opencl_program

HOST = "2026.2.0/host.O2.ll"


def rewrite(sample, out, *extra, device=None):
    return sycl_lift.main(["rewrite", "-q", *extra, str(ir(SAMPLES / sample / HOST)),
                           str(device or ir(SAMPLES / sample / "device.ll")), "-o", str(out)])


def kernels_of(text: str) -> list[str]:
    return [f.name for f in lift.parse_text(text).definitions() if f.is_kernel]


def define_line(text: str, kernel: str) -> int:
    return next(i for i, line in enumerate(text.splitlines(), 1) if line.startswith("define") and f"@{kernel}(" in line)


def function_text(text: str, kernel: str) -> str:
    fn = lift.parse_text(text).get_function(kernel)
    return fn.src[fn.own_start:fn.end]


# ---- the crash of the issue, on real IR


@pytest.mark.parametrize("sample,kernel", [("reduce_local", "_ZTS12SegmentedSum"), ("small_kernels", "_ZTS10GroupShift")])
def test_constant_expression_operands_are_written(sample, kernel, tmp_path):
    """group_local_memory at a constant offset is a constant-expression GEP in a store: the writer
    raised TypeError (unhashable CExprNode) and `rewrite` wrote nothing."""
    text = read_text(SAMPLES / sample / "device.ll")
    assert re.search(r"store [^\n]*getelementptr inbounds \(i8, ptr addrspace\(3\)", function_text(text, kernel))
    assert rewrite(sample, tmp_path) == 0
    source = (tmp_path / "kernels.cl").read_text()
    assert f"__kernel void {kernel}(" in source and "not written" not in source
    assert all(f"__kernel void {k}(" in source for k in kernels_of(text))


def test_constant_expressions_are_values():
    """Two decodes of the same constant expression are equal and hash alike (as LLVM uniques them)."""
    text = read_text(SAMPLES / "small_kernels" / "device.ll")
    fn = lift.parse_text(text).get_function("_ZTS10GroupShift")
    from passes.opencl.types import TypeTable

    tt = TypeTable(fn.module)
    stores = [i for i in fn.instructions() if i.opcode == "store"]
    nodes = [decode_module.decode(i, tt).ops[1].v for i in stores]
    nodes = [n for n in nodes if isinstance(n, decode_module.CExprNode)]
    assert nodes
    again = [decode_module.decode(i, tt).ops[1].v for i in stores if isinstance(decode_module.decode(i, tt).ops[1].v,
                                                                              decode_module.CExprNode)]
    assert nodes == again and {hash(n) for n in nodes} == {hash(n) for n in again}


# ---- planted faults


def test_writer_internal_error_in_one_kernel(tmp_path, monkeypatch, capsys):
    """The OpenCL C writer raising for one kernel: that kernel is left out of kernels.cl with a
    comment, the IR outputs and the report are still written, exit 1, a diagnostic at its define."""
    from passes.opencl import function

    victim = "_ZTS12SegmentedSum"
    emit = function.FunctionWriter.emit

    def failing_emit(self):
        if self.fn.name == victim:
            raise RuntimeError("planted fault")
        return emit(self)

    monkeypatch.setattr(function.FunctionWriter, "emit", failing_emit)
    assert rewrite("reduce_local", tmp_path) == 1
    err = capsys.readouterr().err
    device = (tmp_path / "device.ll").read_text()
    line = define_line(device, victim)
    assert f"{tmp_path / 'device.ll'}:{line}:1: error: kernel {victim} not written as OpenCL C: " \
           f"internal error: RuntimeError: planted fault" in err
    assert "Traceback" not in err
    source = (tmp_path / "kernels.cl").read_text()
    assert f"/* sycl-lift: kernel {victim} not written: internal error: RuntimeError: planted fault */" in source
    assert f"__kernel void {victim}(" not in source
    others = [k for k in kernels_of(device) if k != victim]
    assert others and all(f"__kernel void {k}(" in source for k in others)
    for name in ("host.ll", "device.ll"):
        llvm_verify((tmp_path / name).read_text())
    report = json.loads((tmp_path / "report.json").read_text())
    assert [(f["kernel"], f["step"], f["internal"]) for f in report["failed"]] == [(victim, "write-opencl", True)]
    # the IR rewrite itself did not depend on the writer: the kernel is rewritten as without the fault
    assert sycl_lift.main(["rewrite", "-q", "--no-opencl", str(ir(SAMPLES / "reduce_local" / HOST)),
                           str(ir(SAMPLES / "reduce_local" / "device.ll")), "-o", str(tmp_path / "plain")]) == 0
    assert (tmp_path / "plain" / "device.ll").read_text() == device


def test_unknown_builtin_in_one_kernel(tmp_path, capsys):
    """Real device IR edited to call a function the writer does not know, in one kernel only."""
    text = read_text(SAMPLES / "small_kernels" / "device.ll")
    victim = "_ZTS8MarkStep"
    fn = lift.parse_text(text).get_function(victim)
    body = fn.src[fn.own_start:fn.end]
    entry = body.index("{\n") + 2
    edited = body[:entry] + "  call spir_func void @_Z16sycl_lift_no_suchv()\n" + body[entry:]
    mutated = text[:fn.own_start] + edited + text[fn.end:] + "\ndeclare spir_func void @_Z16sycl_lift_no_suchv()\n"
    device = tmp_path / "device.ll"
    device.write_text(mutated)
    # opencl: exit 1, the diagnostic at the define, the other kernels written
    assert sycl_lift.main(["opencl", str(device), "-o", str(tmp_path / "k.cl")]) == 1
    err = capsys.readouterr().err
    line = define_line(mutated, victim)
    assert re.search(rf"{re.escape(str(device))}:{line}:1: error: kernel {victim} not written as OpenCL C: "
                     rf"{re.escape(str(device))}:{line + 1}:3: call to @_Z16sycl_lift_no_suchv", err)
    source = (tmp_path / "k.cl").read_text()
    assert all(f"__kernel void {k}(" in source for k in kernels_of(mutated) if k != victim)
    assert f"__kernel void {victim}(" not in source
    # rewrite: the IR outputs are all there and valid
    out = tmp_path / "out"
    assert rewrite("small_kernels", out, device=device) == 1
    assert sorted(p.name for p in out.iterdir()) == ["device.ll", "host.ll", "kernels.cl", "report.json"]
    llvm_verify((out / "device.ll").read_text())
    report = json.loads((out / "report.json").read_text())
    assert [f["kernel"] for f in report["failed"]] == [victim]
    assert "_Z16sycl_lift_no_suchv" in report["failed"][0]["why"]


def test_rewrite_step_failure_leaves_the_kernel_as_it_was(tmp_path, monkeypatch, capsys):
    """A device transform raising on one kernel: that kernel is exactly as in the input, the others
    are rewritten, the report says which step failed and why."""
    from passes.transforms.dae import DeadArgumentElimination

    victim = "_ZTS10TreeReduce"
    apply_kernel = DeadArgumentElimination.apply_kernel

    def failing(self, ctx, name, fn):
        apply_kernel(self, ctx, name, fn)  # the fault comes after the parameters went: undone too
        if name == victim:
            raise KeyError("planted")

    monkeypatch.setattr(DeadArgumentElimination, "apply_kernel", failing)
    assert rewrite("reduce_local", tmp_path) == 1
    err = capsys.readouterr().err
    original = read_text(SAMPLES / "reduce_local" / "device.ll")
    line = define_line(original, victim)
    assert f"device.ll:{line}:1: error: kernel {victim} not rewritten (dae failed): internal error: KeyError: 'planted'" in err
    device = (tmp_path / "device.ll").read_text()
    llvm_verify(device)
    assert function_text(device, victim) == function_text(original, victim)
    report = json.loads((tmp_path / "report.json").read_text())
    assert [(f["kernel"], f["step"]) for f in report["failed"]] == [(victim, "dae")]
    kernels = {k["name"]: k for k in report["kernels"]}
    assert kernels[victim]["failed"] == "dae"
    assert kernels[victim]["params_after"] == kernels[victim]["params_before"] == 6
    assert kernels[victim]["propagated"] == {"global": None, "local": None, "offset": None, "accessor_members": 0}
    assert kernels["_ZTS12SegmentedSum"]["params_after"] < kernels["_ZTS12SegmentedSum"]["params_before"]
    assert f"__kernel void {victim}(" in (tmp_path / "kernels.cl").read_text()  # the original kernel, written


def test_no_traceback_escapes_main(monkeypatch, capsys):
    from passes.host import raise_host

    def broken(self, ctx):
        raise ZeroDivisionError("planted")

    monkeypatch.setattr(raise_host.RaiseHost, "apply", broken)
    host = str(ir(SAMPLES / "vadd" / HOST))
    assert sycl_lift.main(["raise", host]) == 1
    err = capsys.readouterr().err
    assert err == f"{host}: internal error: ZeroDivisionError: planted\n"
    assert sycl_lift.main(["raise", "--debug", host]) == 1
    assert "Traceback" in capsys.readouterr().err
    assert sycl_lift.main(["diff", host, host]) == 2  # diff keeps 2 for every error
    assert capsys.readouterr().err.endswith("internal error: ZeroDivisionError: planted\n")


def test_writer_module_wide_failure_isolates_kernels(monkeypatch):
    """When the module-wide phase (address spaces) fails, each kernel is tried alone and only the
    ones that fail alone are left out."""
    from passes.opencl import writer

    module = lift.parse_text(read_text(SAMPLES / "small_kernels" / "device.ll"), "device.ll")
    victim = "_ZTS7Collect"
    resolve = writer.ModuleWriter._resolve_spaces

    def failing(self):
        if any(k.name == victim for k in self.kernels):
            raise AssertionError("planted")
        resolve(self)

    monkeypatch.setattr(writer.ModuleWriter, "_resolve_spaces", failing)
    program = write_opencl_program(module)
    assert [f.kernel for f in program.failed] == [victim]
    assert program.failed[0].why == "internal error: AssertionError: planted"
    assert set(program.kernels) == set(kernels_of(module.source)) - {victim}


# ---- item 2: a kernel templated on the accessor type, across header releases


@pytest.mark.parametrize("release", ["2025.1.1", "2025.2.2", "2026.0.0", "2026.2.0"])
@pytest.mark.parametrize("opt", ["O0", "O2"])
def test_warm_up_kernel_templated_on_the_accessor_type_keeps_its_arguments(release, opt, capsys):
    host = str(ir(SAMPLES / "kmeans_like" / release / f"host.{opt}.ll"))
    assert sycl_lift.main(["raise", "--json", host]) == 0
    captured = capsys.readouterr()
    assert "kernel_signatures" not in captured.err
    warm_ups = [launch for launch in json.loads(captured.out)["launches"] if launch["kind"] == "single_task"]
    assert len(warm_ups) == 5 and all(len(w["args"]) == 1 and w["args"][0]["kind"] == "accessor" for w in warm_ups)


def test_kmeans_like_two_releases_do_not_differ(capsys):
    device = ir(SAMPLES / "kmeans_like" / "device.ll")
    for opt in ("O0", "O2"):
        old, new = (ir(SAMPLES / "kmeans_like" / r / f"host.{opt}.ll") for r in ("2025.2.2", "2026.2.0"))
        assert sycl_lift.main(["diff", "--json", str(old), str(device), str(new), str(device)]) == 0
        assert json.loads(capsys.readouterr().out)["sycl"] == []
