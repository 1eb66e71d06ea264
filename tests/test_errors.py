"""Bad input gives `file:line:col: message` (LiftError from the API, exit 1 from the CLI), never a
traceback and never a half-written output file; random damage to real IR raises nothing else."""
from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import lift
import sycl_lift
from conftest import SAMPLES, ir, read_text, run_cli, uncompressed_name
from lift import LiftError

GOOD = "define i32 @f(i32 %a) {\nentry:\n  %x = add i32 %a, 1\n  ret i32 %x\n}\n"


@pytest.mark.parametrize("text, line, col, message", [
    ("define i32 @f(i32 %a) {\n  %x = addd i32 %a, 1\n  ret i32 %x\n}\n", 2, 8, "expected instruction opcode"),
    ("define i32 @f(i32 %a) {\n  %x = add i32 %b, 1\n  ret i32 %x\n}\n", 2, 16, "use of undefined value '%b'"),
    ("define i32 @f(i32 %a) {\n  %x = add i32 %a, 1\n  %x = add i32 %a, 1\n  ret i32 %x\n}\n", 3, 3,
     "redefinition of value '%x'"),
    ("define i32 @f(i32 %a) {\n  %x = add i32 %a, 1\n", 3, 1, "function body not closed"),
    ("@g = global i32\n@g = global i32 0\n", 2, 1, "redefinition of global '@g'"),
    ("hello world\n", 1, 1, "expected top-level entity"),
    ('@s = constant [2 x i8] c"a\n', 1, 25, "unterminated string"),
    ("!0 = !{i32 1, !1\n", 1, 17, "unbalanced"),
    ("define void @f() {\n  call void @nope()\n  ret void\n}\n", 2, 13, "use of undefined value '@nope'"),
    ("target triple = \n", 1, 17, "expected string constant"),
    # two instructions on one line (LLVM reads both; a line-based lifter would merge them)
    ("define void @f(ptr %p) {\n  store ptr null, ptr %p, align 8  call void @f(ptr %p)\n  ret void\n}\n", 2, 36,
     "a second instruction on this line"),
    ("define i32 @f(i32 %a) {\n  %x = add i32 %a, 1   %y = mul i32 %x, 2\n  ret i32 %y\n}\n", 2, 24,
     "a second instruction on this line"),
])
def test_positions(text, line, col, message):
    with pytest.raises(LiftError) as info:
        lift.parse_text(text, "bad.ll", lazy=False)
    err = info.value
    assert (err.filename, err.line, err.col) == ("bad.ll", line, col), str(err)
    assert message in err.message
    assert str(err).startswith(f"bad.ll:{line}:{col}: ")


def test_double_spaces_that_start_no_instruction_are_read():
    """Spaces inside a string, before a comment, or in a multi-line switch are not a second
    instruction."""
    text = ('@s = constant [12 x i8] c"a  call x\\00\\00\\00"\n'
            'define void @f(i32 %a, ptr %p) {\nentry:\n  store i32 %a, ptr %p, align 4  ; store  call\n'
            '  switch i32 %a, label %done [\n    i32 0, label %done\n  ]\ndone:\n  ret void\n}\n')
    fn = lift.parse_text(text, "ok.ll", lazy=False).get_function("f")
    assert [i.opcode for i in fn.instructions()] == ["store", "switch", "ret"]


def test_binary_input():
    with pytest.raises(LiftError, match="NUL byte|UTF-8"):
        lift.parse_bytes(b"define void @f() {\x00\xff\n", "x.ll")
    with pytest.raises(LiftError, match="invalid bitcode") as info:
        lift.parse_bytes(b"BC\xc0\xde" + b"\x01" * 64, "x.bc")
    assert (info.value.line, info.value.col) == (1, 1)


def test_cli_error_no_traceback_no_output(tmp_path):
    bad = tmp_path / "bad.ll"
    bad.write_text(GOOD.replace("add i32", "add i32 %zz,"))
    out = tmp_path / "out.ll"
    proc = run_cli("print", str(bad), "-o", str(out))
    assert proc.returncode == 1
    assert proc.stderr.startswith(f"{bad}:3:")
    assert "Traceback" not in proc.stderr
    assert not out.exists() and os.listdir(tmp_path) == ["bad.ll"]


def test_cli_verifies_with_llvm(tmp_path):
    """What our lifter accepts but LLVM rejects (a type error) is still reported with a position."""
    bad = tmp_path / "types.ll"
    bad.write_text(GOOD.replace("ret i32 %x", "ret i64 %x"))
    assert sycl_lift.main(["print", str(bad), "-o", str(tmp_path / "o.ll")]) == 1
    assert not (tmp_path / "o.ll").exists()
    assert sycl_lift.main(["print", "--no-verify", str(bad), "-o", str(tmp_path / "o.ll")]) == 0
    assert (tmp_path / "o.ll").read_text() == bad.read_text()


def test_cli_missing_file(tmp_path, capsys):
    assert sycl_lift.main(["print", str(tmp_path / "nope.ll")]) == 1
    assert "nope.ll:1:1: cannot read file" in capsys.readouterr().err


def exercise(module):
    """Everything a pass would touch after lifting."""
    from lift import graphs

    module.lift_all()
    module.print()
    for fn in module.functions.values():
        fn.signature.render({a: i for i, a in enumerate(fn.arguments)})
        for inst in fn.instructions():
            if inst.called_function is not None:
                inst.syntax.call_arguments
            inst.syntax.result_type
        fn.mark_dirty()
        graphs.natural_loops(fn)
    module.print()


FUZZ_INPUTS = [ir(SAMPLES / "vadd" / "device.ll"), ir(SAMPLES / "tiled_gemm" / "device.ll"),
               ir(SAMPLES / "vadd" / "device.typed.ll")]


@pytest.mark.parametrize("path", FUZZ_INPUTS, ids=[p.parent.name + "/" + uncompressed_name(p.name) for p in FUZZ_INPUTS])
@settings(max_examples=int(os.environ.get("FUZZ_EXAMPLES", "150")), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_fuzz_damage_raises_only_lift_error(path, data):
    original = read_text(path).encode()
    mutation = data.draw(st.sampled_from(["truncate", "flip", "delete-line"]))
    if mutation == "truncate":
        cut = data.draw(st.integers(0, len(original)))
        damaged = original[:cut]
    elif mutation == "flip":
        damaged = bytearray(original)
        for _ in range(data.draw(st.integers(1, 8))):
            damaged[data.draw(st.integers(0, len(damaged) - 1))] = data.draw(st.integers(0, 255))
        damaged = bytes(damaged)
    else:
        lines = original.split(b"\n")
        del lines[data.draw(st.integers(0, len(lines) - 1))]
        damaged = b"\n".join(lines)
    try:
        exercise(lift.parse_bytes(damaged, "fuzz.ll", lazy=False))
    except LiftError as err:
        assert err.line >= 1 and err.col >= 1 and str(err).startswith("fuzz.ll:")


def test_a_module_given_in_the_wrong_place_is_refused_before_anything_is_written(tmp_path, capsys):
    """raise of a device module, rewrite with HOST and DEVICE swapped or both host modules: exit 2,
    `file:line:col` at the target triple, and no output folder."""
    host, device = ir(SAMPLES / "gemm" / "2026.2.0" / "host.O2.ll"), ir(SAMPLES / "gemm" / "device.ll")
    assert sycl_lift.main(["raise", str(device)]) == 2
    assert "device.ll:3:1: this is a spir64 device module; give it as DEVICE" in capsys.readouterr().err
    for pair in ((device, host), (host, host)):
        out = tmp_path / "out"
        assert sycl_lift.main(["rewrite", str(pair[0]), str(pair[1]), "-o", str(out), "-q"]) == 2
        err = capsys.readouterr().err
        assert "give it as" in err and "Traceback" not in err
        assert not out.exists()
    assert "not a spir64 device module; give it as HOST" in err


def test_a_rewrite_for_another_command_line_is_not_replayed(tmp_path):
    """The command line recorded in a rewritten device module must be the replay's --args."""
    from passes.analysis.device_model import write_command_line
    from sycl_lift.commands.replay import _require_same_command_line

    device = lift.parse_file(str(ir(SAMPLES / "gemm" / "device.ll")))
    _require_same_command_line(device, None)  # nothing recorded: any command line
    write_command_line(device, ["host", "--size=20", "--iterations=2"])
    _require_same_command_line(device, ("--size=20", "--iterations=2"))
    for given, shown in ((None, "no --args"), (("--size=21",), "--args '--size=21'")):
        with pytest.raises(LiftError) as refused:
            _require_same_command_line(device, given)
        assert "specialised for the command line '--size=20 --iterations=2'" in str(refused.value)
        assert shown in str(refused.value)
