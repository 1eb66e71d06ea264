"""Output for a reader (passes/names.py): warnings name functions without template arguments and
say a warning of several instantiations once with a count (`-v`: each in full); kernels are named
as the source names them in the text outputs (raise's listing, rewrite's summary, diff, OpenCL C
comments, the HTML report) while JSON keeps their symbols; specialization constants are shown
typed.  On the samples' real DPC++ IR."""
from __future__ import annotations

import json
import os
import re

import pytest

import lift
import sycl_lift
from conftest import ROOT, SAMPLES, ir, read_text
from passes.analysis import device_model
from passes.names import Name, Named, format_warnings, function_name, kernel_display_name, short_function_name

MAX_WARNING_LINE = 200  # characters of a `FILE: warning: ...` line on stderr


# ---- names


def test_function_names_lose_their_template_arguments():
    assert short_function_name("Harness<Jacobi2D>::run") == "Harness<...>::run"
    assert short_function_name("std::vector<int, std::allocator<int> >::_M_realloc_insert<int const&>") == \
        "std::vector<...>::_M_realloc_insert<...>"
    assert short_function_name("std::map<int, int>::operator[]") == "std::map<...>::operator[]"
    assert short_function_name("std::vector<int>::operator<") == "std::vector<...>::operator<"
    assert short_function_name("main::{lambda(sycl::_V1::handler&)#2}::operator()") == "main::{lambda#2}::operator()"
    assert short_function_name("Foo::run(int)::{lambda()#1}::operator()") == "Foo::run::{lambda#1}::operator()"
    assert short_function_name("sycl::_V1::queue::submit<main::{lambda(sycl::_V1::handler&)#1}>") == \
        "sycl::queue::submit<...>"
    assert short_function_name("(anonymous namespace)::fill") == "(anonymous namespace)::fill"
    assert short_function_name("main") == "main"


def test_a_function_symbol_is_named_in_full_and_short():
    # a real symbol of samples/harness_cli (the unordered_map behind its option parsing)
    symbol = re.search(r"@(_ZNSt10_Hashtable\w*_M_rehash_aux\w*)\(",
                       read_text(SAMPLES / "harness_cli" / "2026.2.0" / "host.O2.ll")).group(1)
    name = function_name(symbol)
    assert name.startswith("std::_Hashtable<std::__cxx11::basic_string<char") and name.endswith(">::_M_rehash_aux")
    assert name.short == "std::_Hashtable<...>::_M_rehash_aux"


@pytest.mark.parametrize("symbol,shown", [
    ("_ZTS4Gemm", "Gemm"),
    ("_ZTSN7harness4GemmE", "harness::Gemm"),
    ("_ZTS4AxpyIfE", "Axpy<float>"),
    ("_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI4GemmEE", "range-rounding wrapper of Gemm"),
    ("_ZTSN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1E11MathFunctorEE",
     "range-rounding wrapper of MathFunctor"),
    ("_ZTSZ4mainEUlN4sycl3_V12idILi1EEEE_", "lambda #1 in main"),
    ("_ZTSZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_EUlNS0_2idILi2EEEE_", "lambda #1 in lambda #2 in main"),
    ("_ZTSZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_E11HarnessGemm",
     "HarnessGemm"),  # a class declared in the command group: its own name
    ("_ZTSN4sycl3_V16detail9reduction7MainKrnI5MinNdLNS2_8strategyE4EJEEE", "reduction kernel of MinNd"),
    ("_ZTSZN4sycl3_V17handler4fillIfEEvPvRKT_mEUlNS0_2idILi1EEEE_", "lambda #1 in sycl::handler::fill<...>"),
    ("not_a_mangled_name", "not_a_mangled_name"),
])
def test_kernels_are_named_as_the_source_names_them(symbol, shown):
    assert kernel_display_name(symbol) == shown


def test_every_sample_kernel_has_a_display_name_and_wrappers_say_what_they_wrap():
    kernels = 0
    for device in sorted({ir(p.parent / "device.ll") for p in SAMPLES.glob("*/expected.json")}):
        for kernel in device_model.build(lift.parse_text(read_text(device), str(device))).kernels.values():
            kernels += 1
            shown = kernel_display_name(kernel.name)
            assert "_ZTS" not in shown and "_V1" not in shown and "{lambda(" not in shown, (kernel.name, shown)
            if kernel.is_wrapper:
                assert shown == "range-rounding wrapper of " + kernel_display_name(kernel.wraps), kernel.name
            elif kernel.kernel_name is not None and "::" not in kernel.kernel_name:
                assert shown == kernel.kernel_name  # a named kernel at namespace scope: exactly its name
    assert kernels > 100


# ---- warnings


def test_the_same_warning_of_several_instantiations_is_printed_once_with_a_count():
    def loop(owner: str) -> Named:
        return Named("a loop in ", Name(f"Harness<{owner}>::run", "Harness<...>::run"), " runs an unknown number of times")

    other = "no main function and no other host function to start from"
    warnings = [loop("Jacobi2D"), other, loop("Stencil3D"), loop("Jacobi2D")]
    assert format_warnings(warnings) == ["a loop in Harness<...>::run runs an unknown number of times (2 instantiations)",
                                         other]
    assert format_warnings(warnings, verbose=True) == [
        "a loop in Harness<Jacobi2D>::run runs an unknown number of times", other,
        "a loop in Harness<Stencil3D>::run runs an unknown number of times"]
    assert json.loads(json.dumps(warnings))[0] == "a loop in Harness<Jacobi2D>::run runs an unknown number of times"


def test_raise_prints_short_names_and_counts_and_verbose_prints_them_in_full(tmp_path, capsys):
    # harness_stencil runs two benchmarks through one Harness<Bench>::run template (its source)
    host = str(ir(SAMPLES / "harness_stencil" / "2026.2.0" / "host.O2.ll"))
    listing = tmp_path / "raised.txt"
    assert sycl_lift.main(["raise", host, "-o", str(listing)]) == 0
    short = capsys.readouterr().err.splitlines()
    loops = [line for line in short if "a loop in" in line]
    assert loops == [f"{host}: warning: a loop in Harness<...>::run runs an unknown number of times: its first and "
                     "later iterations are listed as conditional (2 instantiations)"]
    assert all("std::__cxx11" not in line for line in short)
    assert f"// warning: {loops[0].split(': warning: ')[1]}" in listing.read_text()
    assert sycl_lift.main(["raise", "-v", host, "-o", str(listing)]) == 0
    full = capsys.readouterr().err.splitlines()
    assert {line for line in full if "a loop in" in line} == {
        f"{host}: warning: a loop in Harness<{bench}>::run runs an unknown number of times: its first and later "
        "iterations are listed as conditional" for bench in ("Jacobi2D", "Stencil3D")}
    assert any("std::_Rb_tree<std::__cxx11::basic_string<char" in line for line in full)
    assert sum("// warning: a loop in Harness<" in line for line in listing.read_text().splitlines()) == 2
    assert sycl_lift.main(["raise", "-q", host, "-o", str(listing)]) == 0
    assert capsys.readouterr().err == ""


def warning_width_modules() -> list:
    """Every sample's 2026.2.0 -O2 host module and the five largest -O0 ones (stored size), as
    paths relative to the repository (how the samples are named on a command line)."""
    o2 = [ir(SAMPLES / p.parent.name / "2026.2.0" / "host.O2.ll") for p in SAMPLES.glob("*/expected.json")]
    o0 = [ir(p.with_name("host.O0.ll")) for p in o2]
    largest = sorted((p for p in o0 if p.exists()), key=lambda p: -p.stat().st_size)[:5]
    return sorted(str(p.relative_to(ROOT)) for p in o2 + largest if p.exists())


def test_no_warning_line_is_longer_than_200_characters(monkeypatch, capsys):
    monkeypatch.chdir(ROOT)
    modules = warning_width_modules()
    assert len(modules) >= 40
    lines = []
    for path in modules:
        assert sycl_lift.main(["raise", path, "-o", os.devnull]) == 0, path
        lines += capsys.readouterr().err.splitlines()
    assert any("(2 instantiations)" in line for line in lines)  # the longest kind of line is among them
    too_long = [line for line in lines if len(line) > MAX_WARNING_LINE]
    assert not too_long, "\n".join(too_long)


# ---- kernels in the text outputs


def test_the_raise_listing_names_kernels_as_written_and_json_keeps_the_type(tmp_path, capsys):
    host = str(ir(SAMPLES / "harness_gemm" / "2026.2.0" / "host.O2.ll"))
    out = tmp_path / "raised.txt"
    assert sycl_lift.main(["raise", "-q", host, "-o", str(out)]) == 0
    launches = [line for line in out.read_text().splitlines() if "sycl.launch." in line]
    assert any('sycl.launch.range "HarnessGemm" ' in line for line in launches)
    assert any('sycl.launch.single_task "lambda #1 in lambda #1 in BufferWrapper<float, 2>::initialize" ' in line
               for line in launches)
    assert not any("_ZTS" in line for line in launches)
    assert sycl_lift.main(["raise", "-q", host, "--json", "-o", str(out)]) == 0
    kernels = [launch["kernel"] for launch in json.loads(out.read_text())["launches"]]
    assert any(k and k.endswith("::{lambda(sycl::_V1::handler&)#1}::operator()(sycl::_V1::handler&) const::HarnessGemm")
               for k in kernels)


def test_the_rewrite_summary_names_kernels_and_report_json_keeps_symbols(tmp_path, capsys):
    sample = SAMPLES / "spec_constants"
    assert sycl_lift.main(["rewrite", str(ir(sample / "2026.2.0" / "host.O2.ll")), str(ir(sample / "device.ll")),
                           "-o", str(tmp_path), "--no-opencl"]) == 0
    err = capsys.readouterr().err
    assert "_ZTS" not in err
    assert re.search(r"^range-rounding wrapper of LoopSpec: launches 1,", err, re.M)
    assert re.search(r"^LoopSpec: launches 1,", err, re.M)
    # kMode is 1 in one launch and 2 in the other: typed, as the kernel reads it
    assert "not applied: specialization constant kMode in ModeStep: launches set different values: int 1 vs int 2" in err
    report = json.loads((tmp_path / "report.json").read_text())
    assert "_ZTS8LoopSpec" in [k["name"] for k in report["kernels"]]
    assert any(s["what"] == "specialization constant kMode in _ZTS8ModeStep" for s in report["skipped"])


def test_diff_text_names_kernels_and_json_keeps_symbols(capsys):
    old, new = (str(ir(SAMPLES / name / "device.ll")) for name in ("gemm", "vadd"))
    assert sycl_lift.main(["diff", old, new]) == 1
    text = capsys.readouterr().out
    assert "! kernel Gemm: removed" in text and "! kernel range-rounding wrapper of VAdd: added" in text
    assert "_ZTS" not in text
    assert sycl_lift.main(["diff", "--json", old, new]) == 1
    assert "kernel _ZTS4Gemm: removed" in json.loads(capsys.readouterr().out)["sycl"]


def test_opencl_comments_name_kernels_as_written():
    from passes.opencl.writer import write_opencl_program

    device = ir(SAMPLES / "gemm" / "device.ll")
    source = write_opencl_program(lift.parse_text(read_text(device), str(device))).source
    assert "// kernel range-rounding wrapper of Gemm\n__kernel void _ZTSN4sycl3_V16detail19__pf_kernel_wrapperI4GemmEE(" \
        in source
    assert "// kernel Gemm\n__kernel void _ZTS4Gemm(" in source


def test_the_html_report_names_kernels_as_written():
    from sycl_lift.report import gather, render

    vadd = [str(ir(SAMPLES / "vadd" / "2026.2.0" / "host.O2.ll")), str(ir(SAMPLES / "vadd" / "device.ll"))]
    data = gather(*vadd, target="pocl")
    shown = {k["name"]: k["display"] for k in data["kernels"]}
    assert shown == {"_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI4VAddEE": "range-rounding wrapper of VAdd",
                     "_ZTS4VAdd": "VAdd"}
    page = render(data)
    assert "<h3>range-rounding wrapper of VAdd</h3>" in page and "<h3>VAdd</h3>" in page


# ---- specialization constants


@pytest.mark.parametrize("opt", ["O0", "O2"])
def test_spec_constants_are_listed_typed(opt, tmp_path, capsys):
    # the values spec_constants.cpp sets (kGain from argv: unknown, but a float)
    out = tmp_path / "raised.txt"
    assert sycl_lift.main(["raise", "-q", str(ir(SAMPLES / "spec_constants" / "2026.2.0" / f"host.{opt}.ll")),
                           "-o", str(out)]) == 0
    sets = re.findall(r'sycl\.set_spec_constant "(\w+)" \(\w+\) = (.*) \(\d+ bytes\)', out.read_text())
    assert sets == [("kIters", "int 16"), ("kTaps", "int 8"), ("kGain", "float ?"), ("kShift", "short 3"),
                    ("kBase", f"long {1 << 40}"), ("kCoeffs", "Coeffs{2.5, 7}"), ("kWeights", "std::array{1, 2, 3, 4}"),
                    ("kMode", "int 1"), ("kMode", "int 2")]
