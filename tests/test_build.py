"""sycl-lift build / run: programs the real SYCL runtime (DPC++ 2026.2.0's libsycl.so from the
intel-sycl-rt wheel, on Intel's OpenCL CPU runtime) runs, built from every sample's original host and
device IR and from its default rewrite.  Both must print PASS and the same output (timings aside),
and the rewritten program must really hand the kernels fewer arguments (SYCL_UR_TRACE).

Needs clang (Debian's clang-19: `.ci/run` installs it) and the test extra's intel-sycl-rt==2026.2.0.
"""
from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest

import lift
from conftest import REWRITE_RELEASE, ROOT, SAMPLES, ir, launch_arguments, read_text

import sycl_lift
from sycl_lift.build import build_program, check_pair, run_program, timings_masked
from sycl_lift.build.device_image import (KERNEL_PARAM_OPT, DeviceImage, Property, kernel_param_opt,
                                       omitted_argument_mask, unresolved_functions)
from sycl_lift.build.device_libraries import resolve_math_calls
from sycl_lift.build.runtime import BuildError, find_runtime
from passes.host.patterns import detect_release
from sycl_lift.build.wrapper import registration_module, runtime_note_of

BUILD_FAILS = {"images_unsupported": "SPIR-V backend cannot translate"}  # sampled images: no SPIR-V from LLVM 22


GENERATED = ROOT / "tests" / "data" / "generated"  # benchmarks/gen_programs.py's programs, as committed


def _inputs(name: str) -> tuple:
    folder = GENERATED / name[len("generated/"):] if name.startswith("generated/") else SAMPLES / name
    host = ir(folder / REWRITE_RELEASE / "host.O2.ll")
    return (host if host.exists() else ir(folder / "host.O2.ll")), ir(folder / "device.ll")


PROGRAMS = (sorted(p.name for p in SAMPLES.iterdir() if ir(p / REWRITE_RELEASE / "host.O2.ll").exists()
                   and p.name not in BUILD_FAILS)
            + sorted(f"variants/{p.name}" for p in (SAMPLES / "variants").iterdir() if ir(p / "host.O2.ll").exists())
            # the generated programs whose runtime calls 2026.2.0 exports (the test extra installs that runtime)
            + sorted(f"generated/{p.name}" for p in GENERATED.iterdir()
                     if REWRITE_RELEASE in detect_release(lift.parse_file(str(p / "host.O2.ll"))).candidates))
# more command lines for programs whose argv reaches the kernels (spec constants set from argv)
MORE_ARGS = {"spec_constants": [["640", "3.25"]], "spec_bundles": [["700", "5"]], "runtime_size": [["100", "12", "20"]],
             # sizes no multiple of the work-group edge (another edge for poly_gemm's nd_range)
             "poly_gemm": [["--ni", "33", "--nj", "70", "--nk", "9", "--wg", "8", "--repeats", "3"]],
             "poly_syrk": [["--n=17", "--m=50", "--repeats=3"]], "poly_colsum": [["100", "40", "3"]]}


def _output(done: subprocess.CompletedProcess) -> str:
    return timings_masked(done.stdout)


def _run(program, env=None, args=()) -> subprocess.CompletedProcess:
    return run_program(str(program), list(args), capture_output=True, text=True, timeout=300, env=env or {})


@pytest.mark.parametrize("sample", PROGRAMS)
def test_original_and_rewritten_programs_agree(sample, tmp_path):
    host, device = _inputs(sample)
    original = tmp_path / "original"
    build_program(str(host), str(device), str(original))
    rewritten = tmp_path / "rewritten"
    rc = sycl_lift.main(["rewrite", str(host), str(device), "-o", str(tmp_path / "rw"), "-q", "--no-opencl",
                         "--build", str(rewritten)])
    assert rc == 0 and rewritten.exists()
    for args in [[]] + MORE_ARGS.get(sample, []):
        first, second = _run(original, args=args), _run(rewritten, args=args)
        assert first.returncode == 0, first.stderr[-2000:]
        assert second.returncode == 0, second.stderr[-2000:]
        assert "PASS" in first.stdout and "FAIL" not in first.stdout
        assert _output(first) == _output(second)


def test_rewritten_program_hands_kernels_fewer_arguments(tmp_path):
    host, device = _inputs("harness_gemm")
    build_program(str(host), str(device), str(tmp_path / "original"))
    assert sycl_lift.main(["rewrite", str(host), str(device), "-o", str(tmp_path / "rw"), "-q", "--no-opencl",
                           "--build", str(tmp_path / "rewritten")]) == 0
    before, after = launch_arguments(tmp_path / "original"), launch_arguments(tmp_path / "rewritten")
    assert before.keys() == after.keys() and before
    for module, counts in ((lift.parse_file(str(device)), before), (lift.parse_file(str(tmp_path / "rw" / "device.ll")), after)):
        for kernel, launches in counts.items():  # the runtime sets exactly the parameters the kernel keeps
            assert set(launches) == {len(module.get_function(kernel).arguments)}, kernel
    assert sum(map(sum, after.values())) < sum(map(sum, before.values()))
    fewer = [k for k in before if after[k][0] < before[k][0]]
    assert any("HarnessGemm" in k for k in fewer) and any("HarnessMatVec" in k for k in fewer)


# ---- the pieces


def test_omitted_argument_mask_is_bit_count_then_bits_lsb_first():
    mask = omitted_argument_mask([False, True, True, False, False, False, False, False, True])
    assert mask[:8] == (9).to_bytes(8, "little")
    assert mask[8:] == bytes([0b00000110, 0b00000001])


def test_kernel_param_opt_follows_the_omit_args_metadata():
    _, device = _inputs("vadd")
    module = lift.parse_file(str(device))
    props = {p.name: p.value for p in kernel_param_opt(module)}
    kernel = module.get_function("_ZTS4VAdd")
    ref = kernel.signature.metadata_attachment("sycl_kernel_omit_args")
    flags = [e == "i1 true" for e in module.metadata_operands(ref)]
    assert any(flags) and props["_ZTS4VAdd"] == omitted_argument_mask(flags)


@pytest.mark.parametrize("version,fields", [(2, 14), (3, 12)])
def test_registration_module_verifies_with_the_runtime_layout(version, fields):
    import llvmlite.binding as llvm

    image = DeviceImage(b"\x03\x02\x23\x07" + bytes(16), ("_ZTS4VAdd", '_ZTS"odd\\name'),
                        {KERNEL_PARAM_OPT: (Property("_ZTS4VAdd", omitted_argument_mask([False, True])),),
                         "SYCL/misc properties": (Property("optLevel", 2), Property("note", "text"))})
    text = registration_module([image], "x86_64-unknown-linux-gnu", version, "release=R;path=/x;opencl=/y")
    llvm.parse_assembly(text).verify()
    image_type = re.search(r"^%sycl\.image = type \{ (.*) \}$", text, re.M).group(1)
    assert len(image_type.split(", ")) == fields
    assert f"%sycl.image {{ i16 {version}, i8 4, i8 2," in text
    assert runtime_note_of(text.encode().replace(b"\\00", b"\0")) == "release=R;path=/x;opencl=/y"


def test_unresolved_device_functions_are_refused(tmp_path):
    _, device = _inputs("vadd")
    text = read_text(device).replace("_Z25__spirv_BuiltInGlobalSizei", "_Z18__devicelib_size_i")
    (tmp_path / "device.ll").write_text(text)
    assert unresolved_functions(lift.parse_file(str(tmp_path / "device.ll"))) == ["_Z18__devicelib_size_i"]
    host, _ = _inputs("vadd")
    with pytest.raises(BuildError, match="only declares"):
        build_program(str(host), str(tmp_path / "device.ll"), str(tmp_path / "program"))
    assert not (tmp_path / "program").exists()


# ---- bad input: a located message, exit 1, nothing written


def _cli(args, capsys) -> tuple:
    rc = sycl_lift.main(args)
    return rc, capsys.readouterr().err


def test_host_and_device_of_different_programs(tmp_path, capsys):
    host, _ = _inputs("harness_gemm")
    _, device = _inputs("vadd")
    rc, err = _cli(["build", str(host), str(device), "-o", str(tmp_path / "p")], capsys)
    assert rc == 1 and not (tmp_path / "p").exists()
    line = int(re.match(rf"{re.escape(str(host))}:(\d+):\d+: the host names kernel _ZTS", err).group(1))
    assert "_ZTS" in read_text(host).splitlines()[line - 1]
    assert check_pair(lift.parse_file(str(host)), lift.parse_file(str(_inputs("harness_gemm")[1])))


def test_swapped_modules(tmp_path, capsys):
    host, device = _inputs("vadd")
    rc, err = _cli(["build", str(device), str(host), "-o", str(tmp_path / "p")], capsys)
    assert rc == 1 and "not x86_64 host IR" in err and err.startswith(f"{device}:")
    assert not (tmp_path / "p").exists()


def test_runtime_not_installed(tmp_path, capsys):
    host, device = _inputs("vadd")
    rc, err = _cli(["build", str(host), str(device), "-o", str(tmp_path / "p"), "--release", "2025.2.2",
                    "--runtime", str(tmp_path)], capsys)
    assert rc == 1 and "no libsycl.so.8" in err and not (tmp_path / "p").exists()
    with pytest.raises(BuildError, match="pip install intel-sycl-rt==2024.2.1"):
        find_runtime("2024.2.1")


def test_missing_compiler(tmp_path, capsys):
    host, device = _inputs("vadd")
    rc, err = _cli(["build", str(host), str(device), "-o", str(tmp_path / "p"), "--cc", "no-such-clang"], capsys)
    assert rc == 1 and "'no-such-clang' is not found" in err and not (tmp_path / "p").exists()


def test_run_refuses_programs_it_did_not_build(tmp_path, capsys):
    rc, err = _cli(["run", sys.executable], capsys)
    assert rc == 1 and "not a program built by sycl-lift build" in err


def test_images_are_refused_cleanly(tmp_path, capsys):
    host, device = _inputs("images_unsupported")
    rc, err = _cli(["build", str(host), str(device), "-o", str(tmp_path / "p")], capsys)
    assert rc == 1 and BUILD_FAILS["images_unsupported"] in err and "Traceback" not in err
    assert os.listdir(tmp_path) == []


def test_run_command_passes_arguments_and_exit_code(tmp_path):
    host, device = _inputs("runtime_size")
    program = tmp_path / "p"
    build_program(str(host), str(device), str(program))
    done = subprocess.run([sys.executable, "-m", "sycl_lift", "run", str(program), "100", "12"],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0 and "PASS" in done.stdout
    env = subprocess.run([sys.executable, "-m", "sycl_lift", "run", "--print-env", str(program)],
                         capture_output=True, text=True, timeout=60)
    assert "export OCL_ICD_FILENAMES=" in env.stdout and "libintelocl.so" in env.stdout


def test_c_math_functions_resolve_as_the_device_library_does(tmp_path):
    """DPC++'s device IR leaves `sqrtf`, `powf` (from <cmath>) declared; the image defines them by the
    OpenCL.std builtins.  Planted on math_vec's real IR by renaming its builtin calls to the C names."""
    host, device = _inputs("math_vec")
    text = read_text(device)
    planted = text.replace("@_Z16__spirv_ocl_sqrtf(", "@sqrtf(").replace("@_Z15__spirv_ocl_powff(", "@powf(")
    assert planted != text and "@sqrtf(" in planted and "@powf(" in planted
    (tmp_path / "device.ll").write_text(planted)
    assert set(unresolved_functions(lift.parse_file(str(tmp_path / "device.ll")))) == {"sqrtf", "powf"}
    build_program(str(host), str(tmp_path / "device.ll"), str(tmp_path / "planted"))
    build_program(str(host), str(device), str(tmp_path / "original"))
    planted_run, original_run = _run(tmp_path / "planted"), _run(tmp_path / "original")
    assert planted_run.returncode == 0 and "PASS" in planted_run.stdout
    assert _output(planted_run) == _output(original_run)


def test_c_math_declarations_with_other_signatures_stay_unresolved():
    text = "declare spir_func float @sinf(double)\ndeclare spir_func double @pow(double, double)\n"
    out, resolved = resolve_math_calls(text)
    assert resolved == ["pow"] and "declare spir_func float @sinf(double)" in out
    assert "call spir_func double @_Z15__spirv_ocl_powdd(double %0, double %1)" in out


def test_device_library_calls_of_real_ir(tmp_path):
    """tests/data/device_libs: <cmath> calls (sinf, erff, fmodf, pow, cbrt) and an assert, left
    declared by DPC++'s device IR.  The program passes; with --limit 1 the kernel's assert fails
    and the program aborts with DPC++'s assertion message, as a DPC++ program does."""
    folder = ROOT / "tests" / "data" / "device_libs"
    host, device = folder / "host.O2.ll", folder / "device.ll"
    assert {"sinf", "pow", "__assert_fail"} <= set(unresolved_functions(lift.parse_file(str(device))))
    program = tmp_path / "program"
    build_program(str(host), str(device), str(program))
    done = _run(program)
    assert done.returncode == 0 and "PASS" in done.stdout, done.stderr[-1000:]
    failed = run_program(str(program), ["--limit", "1"], capture_output=True, text=True, timeout=300)
    assert failed.returncode != 0 and "Assertion `v < limit` failed." in failed.stderr
    assert re.search(r"global id: \[\d+,0,0\], local id: \[\d+,0,0\]", failed.stderr)
    sycl_lift.main(["rewrite", str(host), str(device), "-o", str(tmp_path / "rw"), "-q", "--no-opencl",
                    "--build", str(tmp_path / "rewritten")])
    assert _output(_run(tmp_path / "rewritten")) == _output(done)


def test_runtime_store_holds_other_releases(tmp_path, monkeypatch):
    """A folder per release under SYCL_LIFT_RUNTIMES: used when this environment's intel-sycl-rt is
    another release; a folder without the release's libsycl says so."""
    import sycl_lift.build.runtime as rt

    installed = find_runtime(REWRITE_RELEASE)
    monkeypatch.setattr(rt, "wheel_version", lambda dist: None)  # as if another release were installed
    monkeypatch.setenv(rt.RUNTIME_STORE_ENV, str(tmp_path))
    monkeypatch.setenv(rt.DPCPP_IR_HOME_ENV, str(tmp_path / "no-dpcpp-ir"))
    (tmp_path / REWRITE_RELEASE).symlink_to(installed.libsycl.parent)
    found = find_runtime(REWRITE_RELEASE)
    assert "runtime store" in found.source and found.libsycl.name == installed.libsycl.name
    (tmp_path / "2025.2.2").mkdir()
    with pytest.raises(BuildError, match=r"runtime store .*no libsycl\.so\.8"):
        find_runtime("2025.2.2")


def test_another_release_of_the_same_abi_serves_when_the_detected_one_is_missing(tmp_path, monkeypatch, capsys):
    """harness_gemm's 2026.0.0 host IR, with no 2026.0.0 runtime here: 2026.2.0's exports every libsycl
    symbol it calls, so the program is linked against that one, with a warning, and runs."""
    import sycl_lift.build.runtime as rt

    monkeypatch.setenv(rt.RUNTIME_STORE_ENV, str(tmp_path / "empty-store"))
    monkeypatch.setenv(rt.DPCPP_IR_HOME_ENV, str(tmp_path / "no-dpcpp-ir"))
    host = ir(SAMPLES / "harness_gemm" / "2026.0.0" / "host.O2.ll")
    _, device = _inputs("harness_gemm")
    rc, err = _cli(["build", str(host), str(device), "-o", str(tmp_path / "p")], capsys)
    assert rc == 0 and "no runtime of DPC++ 2026.0.0 here; using 2026.2.0's" in err
    done = _run(tmp_path / "p")
    assert done.returncode == 0 and "PASS" in done.stdout
    with pytest.raises(BuildError, match=re.escape("DPC++ 2026.0.0 is not installed")):  # asked for by name: no stand-in
        build_program(str(host), str(device), str(tmp_path / "q"), release="2026.0.0")


# ---- range-rounding wrappers in a device image of their own

def _program_builds(done: subprocess.CompletedProcess) -> int:
    """How many device images the runtime built (SYCL_UR_TRACE=2: one urProgramCreateWithIL each)."""
    return len(re.findall(r"---> urProgramCreateWithIL", done.stdout + done.stderr))


def test_a_rewrite_puts_the_wrappers_in_an_image_the_runtime_builds_only_when_one_runs(tmp_path):
    """single-pass-wrappers names every wrapper for an image of its own; build makes two images, and a
    run whose ranges need no rounding builds (JIT-compiles) only the kernels' image."""
    from passes import pipeline
    from passes.analysis.device_model import read_own_image

    host, device = _inputs("reshape_correlation")
    result = pipeline.rewrite(lift.parse_file(str(host)), lift.parse_file(str(device)), target="cpu")
    rewritten = lift.parse_text(result.device, "device.ll")
    wrappers = read_own_image(rewritten)
    assert len(wrappers) == 4 and all("__pf_kernel_wrapper" in k for k in wrappers)
    (tmp_path / "host.ll").write_text(result.host)
    (tmp_path / "device.ll").write_text(result.device)
    built = build_program(str(tmp_path / "host.ll"), str(tmp_path / "device.ll"), str(tmp_path / "program"))
    assert built.images == 2 and sorted(built.kernels[-4:]) == sorted(wrappers)
    done = _run(tmp_path / "program", {"SYCL_UR_TRACE": "2"}, ["16", "1"])
    assert done.returncode == 0 and "PASS" in done.stdout
    assert _program_builds(done) == 1
    whole = build_program(str(host), str(device), str(tmp_path / "original"))  # no request: one image, as DPC++
    assert whole.images == 1


def test_a_kernel_of_the_second_image_runs(tmp_path):
    """The runtime finds a kernel in the second image of the descriptor and builds that image when
    the kernel is first launched (here the user kernel Correlation itself is put apart)."""
    from passes.analysis.device_model import write_own_image

    host, device = _inputs("reshape_correlation")
    module = lift.parse_file(str(device))
    write_own_image(module, ["_ZTS11Correlation"])
    (tmp_path / "device.ll").write_text(module.print())
    built = build_program(str(host), str(tmp_path / "device.ll"), str(tmp_path / "program"))
    assert built.images == 2 and built.kernels[-1] == "_ZTS11Correlation"
    done = _run(tmp_path / "program", {"SYCL_UR_TRACE": "2"}, ["16", "1"])
    reference = _run(tmp_path / "program", {}, ["16", "1"])
    assert done.returncode == 0 and "PASS" in done.stdout and _program_builds(done) == 2
    original = build_program(str(host), str(device), str(tmp_path / "original"))
    assert _output(_run(original.output, {}, ["16", "1"])) == _output(reference)
