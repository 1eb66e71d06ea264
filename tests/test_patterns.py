"""Runtime pattern sets: loading, coverage of every runtime call in the samples, catching a pattern
that went missing, cross-release reports, release detection and the name helpers."""
from __future__ import annotations

import functools
import re
from pathlib import Path

import pytest
import tomllib

import lift
import runtime_patterns
import sycl_lift
from passes.host import patterns as P
from conftest import ids, ir, stored_files

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "samples"
HOSTS = stored_files(SAMPLES, "**/host.O*.ll")  # the samples per release, and the diff variants
RELEASE_HOSTS = [p for p in HOSTS if re.fullmatch(r"\d{4}\.\d+\.\d+", p.parent.name)]


@functools.lru_cache(maxsize=2)  # parsing is cheap; holding every lifted module is not
def module(path: Path):
    return lift.parse_file(str(path))


def host(prog: str, release: str, opt: str) -> Path:
    return ir(SAMPLES / prog / release / f"host.{opt}.ll")


# ---- the pattern files


def test_every_family_loads_and_every_release_has_one():
    families = {P.family_of(r) for r in P.known_releases()}
    assert families == {"2025", "2026"}
    for family in families:
        ps = P.pattern_set(family)
        assert ps.name == f"dpcpp-{family}" and ps.calls and ps.headers
        assert set(ps.releases) <= set(P.known_releases())
        assert all(p.op in P.CALL_OPS for p in ps.calls)
        assert len({p.name for p in ps.calls}) == len(ps.calls)
        for key in ("access_mode", "access_target", "param_kind"):
            assert ps.enums[key]
    assert [Path(f).name for f in runtime_patterns.family_files()] == ["dpcpp-2025.toml", "dpcpp-2026.toml"]


def test_the_families_differ_where_the_abi_changed():
    old, new = P.pattern_set("2025"), P.pattern_set("2026")
    name = "sycl::_V1::handler::setKernelFunc(void*)"
    assert new.match(name).op == "kernel_func" and old.match(name) is None
    name = ("sycl::_V1::handler::extractArgsAndReqsFromLambda(char*, std::vector<sycl::_V1::detail::kernel_param_desc_t, "
            "std::allocator<sycl::_V1::detail::kernel_param_desc_t> > const&, bool)")
    assert old.match(name).op == "kernel_args" and new.match(name) is None


def test_a_malformed_pattern_file_is_a_located_error(tmp_path):
    bad = tmp_path / "bad.toml"
    bad.write_text('[family]\nname = "x"\n\n[[call]]\nname = "q"\ncallee = "sycl::_V1::queue::queue(*)"\n'
                   'op = "teleport"\nargs = { this = 0 }\n')
    with pytest.raises(lift.LiftError) as err:
        P.load_pattern_set(str(bad))
    assert err.value.line == 5 and "unknown op 'teleport'" in err.value.message
    bad.write_text('[[call]]\nname = "q"\ncallee = "x"\nop = "buffer"\nargs = { this = 0 }\n')
    with pytest.raises(lift.LiftError, match="needs argument indices for bytes"):
        P.load_pattern_set(str(bad))
    bad.write_text('[[call]]\nname = "r"\ncallee = "x"\nop = "nd_range"\nargs = { handler = 0, global = [1, 2] }\n')
    with pytest.raises(lift.LiftError, match="needs argument indices for dims"):
        P.load_pattern_set(str(bad))  # a fixed-dimension overload says `dims = N`
    bad.write_text(bad.read_text().replace("op =", "dims = 2\nop ="))
    assert P.load_pattern_set(str(bad)).calls[0].args["global"] == [1, 2]
    bad.write_text(bad.read_text().replace("[1, 2]", "[1, -2]"))
    with pytest.raises(lift.LiftError, match="needs argument indices"):
        P.load_pattern_set(str(bad))
    bad.write_text("[[call]\nname = 1\n")
    with pytest.raises(lift.LiftError) as err:
        P.load_pattern_set(str(bad))
    assert err.value.line == 1 and "invalid TOML" in err.value.message


# ---- coverage


@pytest.mark.parametrize("path", HOSTS, ids=ids(HOSTS, SAMPLES))
def test_every_runtime_call_of_every_sample_is_explained(path):
    m = module(path)
    report = P.coverage(m, P.pattern_set(P.detect_release(m).family))
    assert [c.callee for c in report.unexplained] == []
    assert not report.failed
    assert sum(c.count for c in report.callees) > 10


def test_call_sites_are_counted_like_the_lifted_ir():
    m = lift.parse_file(str(host("multi_launch", "2025.1.1", "O0")))
    lifted: dict = {}
    for fn in m.definitions():
        for inst in fn.instructions():
            if inst.called_function is not None:
                lifted[inst.called_function.name] = lifted.get(inst.called_function.name, 0) + 1
    assert P.call_site_counts(m) == lifted and len(lifted) > 500


def test_coverage_cli_is_clean_on_a_sample(capsys):
    assert sycl_lift.main(["patterns", "coverage", str(host("ranged_acc", "2025.2.2", "O0"))]) == 0
    out = capsys.readouterr().out
    assert "unexplained: none" in out and "result: ok" in out
    assert "accessor-template" in out  # header functions kept at -O0 are recognised


def test_a_pattern_removed_from_a_set_is_reported():
    m = module(host("vadd", "2026.0.0", "O2"))
    full = P.pattern_set("2026")
    assert not P.coverage(m, full).unexplained
    report = P.coverage(m, full.without("kernel-func"))
    assert [(c.callee, c.count, c.critical) for c in report.unexplained] == [
        ("sycl::_V1::handler::setKernelFunc(void*)", 1, True)]
    assert report.failed
    harmless = P.coverage(m, full.without("device-selection"))  # unexplained but builds no kernel
    assert [c.callee for c in harmless.unexplained] == [
        "sycl::_V1::detail::select_device(std::function<int (sycl::_V1::device const&)> const&)"]
    assert not harmless.failed


def test_coverage_cli_with_a_pattern_file_missing_a_pattern(tmp_path, capsys):
    text = Path(P.pattern_set_path("2025")).read_text()
    block = re.search(r'\[\[call\]\]\nname = "kernel-args"\n.*?\n\n', text, re.S).group()
    trimmed = tmp_path / "dpcpp-2025-trimmed.toml"
    trimmed.write_text(text.replace(block, ""))
    path = host("gemm", "2025.1.1", "O2")
    assert sycl_lift.main(["patterns", "coverage", str(path), "--patterns", str(trimmed)]) == 1
    out = capsys.readouterr().out
    assert re.search(r"^\s+2\s+sycl::_V1::handler::extractArgsAndReqsFromLambda\(char\*.*"
                     r"\[launches or builds a kernel argument\]$", out, re.M)
    assert "result: FAIL" in out
    assert "explained by dpcpp-2025 (kernel-args, op kernel_args)" in out  # what the release's own set says


def test_running_2025_patterns_on_2026_ir_says_what_differs(capsys):
    path = host("vadd", "2026.2.0", "O2")
    assert sycl_lift.main(["patterns", "coverage", str(path), "--release", "2025.1.1"]) == 1
    out = capsys.readouterr().out
    assert "patterns: dpcpp-2025" in out
    for callee in ("setKernelFunc(void*)", "setDeviceKernelInfoPtr", "setNDRangeDescriptor(sycl::_V1::detail::nd_range_view",
                   "getDeviceKernelInfo"):
        assert re.search(r"unexplained by dpcpp-2025, explained by dpcpp-2026 \([-a-z]+, op \w+\): .*"
                         + re.escape(callee), out), callee
    assert "operations of this module dpcpp-2025 never recognises: kernel_func, kernel_info, nd_range_view" in out
    assert "dpcpp-2025 expects kernel-args" in out
    assert "raise with dpcpp-2025: 0 launch(es)" in out and "with dpcpp-2026: 1 launch(es) [VAdd]" in out


def test_running_2026_patterns_on_2025_ir_says_what_differs(tmp_path):
    out = tmp_path / "report.json"
    path = host("tiled_gemm", "2025.1.1", "O0")
    assert sycl_lift.main(["patterns", "coverage", str(path), "--release", "2026.2.0", "--json", "-o", str(out)]) == 1
    import json

    report = json.loads(out.read_text())
    assert report["patterns"] == "dpcpp-2026" and report["release"] == "2025.1.1" and report["failed"]
    unexplained = {u["callee"].split("(")[0] for u in report["unexplained"] if u["critical"]}
    assert {"sycl::_V1::queue::submit_with_event_impl", "sycl::_V1::handler::extractArgsAndReqsFromLambda",
            "sycl::_V1::handler::setNDRangeDescriptorPadded"} <= unexplained
    assert any("dpcpp-2026 expects kernel-func" in d for d in report["differs"])
    assert any(d.startswith("raise with dpcpp-2026: 0 launch(es)") and "[TiledGemm, BlockSum]" in d
               for d in report["differs"])


def test_the_same_pattern_set_reports_no_difference(capsys):
    assert sycl_lift.main(["patterns", "coverage", str(host("jacobi", "2026.0.0", "O2")), "--release", "2026.2.0"]) == 0
    assert "differences" not in capsys.readouterr().out


# ---- release detection


@pytest.mark.parametrize("path", RELEASE_HOSTS, ids=ids(RELEASE_HOSTS, SAMPLES))
def test_release_detection(path):
    det = P.detect_release(module(path))
    release = path.parent.name
    assert det.family == P.family_of(release)
    assert release in det.candidates  # it exports every libsycl symbol the module uses
    if det.version_strings:
        assert det.release == release and det.method == "version-string+symbols"
    assert not det.warnings


def test_unknown_releases_fall_back_to_the_nearest_known_one():
    assert P.resolve_release("2026.5.0") == ("2026.2.0", ["unknown DPC++ release 2026.5.0; using the nearest known "
                                                          "release 2026.2.0"])
    assert P.resolve_release("2025.1.1") == ("2025.1.1", [])
    assert P.nearest_release("2025.2.9") == "2025.2.2"
    assert P.nearest_release("2027.0.0") == "2026.2.0"
    # a 2024 release is known (ABI lists) but has no pattern set of its own
    assert P.family_of("2024.2.1") == "2025"
    assert P.resolve_release("2024.2.1") == ("2024.2.1", ["no pattern set for DPC++ 2024.2.1; using dpcpp-2025"])


def test_raise_with_another_release_warns_and_uses_its_family(capsys):
    path = host("vadd", "2025.2.2", "O2")
    assert sycl_lift.main(["raise", str(path), "--json", "--release", "2025.9.1"]) == 0
    captured = capsys.readouterr()
    assert "unknown DPC++ release 2025.9.1; using the nearest known release 2025.3.3" in captured.err
    assert '"kernel": "VAdd"' in captured.out


def test_the_abi_index_groups_symbols_by_the_releases_that_export_them(tmp_path):
    (tmp_path / "libsycl-2025.1.1.symbols").write_text("_Zold\n_Zboth\n")
    (tmp_path / "libsycl-2026.2.0.symbols").write_text("_Zboth\n_Znew\n")
    (tmp_path / "unrelated.txt").write_text("_Znot_a_release\n")
    text = runtime_patterns.build_abi_index(str(tmp_path))
    assert 'releases = ["2025.1.1", "2026.2.0"]' in text
    index = tomllib.loads(text)
    groups = {tuple(g["releases"]): sorted(g["symbols"].split()) for g in index["group"]}
    h = runtime_patterns.symbol_hash
    assert groups == {("2025.1.1",): [h("_Zold")], ("2025.1.1", "2026.2.0"): [h("_Zboth")],
                      ("2026.2.0",): [h("_Znew")]}
    assert h("_Znot_a_release") not in text


def test_the_installed_abi_index_knows_which_releases_export_a_symbol():
    _, exporters = P._abi_index()
    key = runtime_patterns.symbol_hash("_ZN4sycl3_V17handler13setKernelFuncEPv")
    assert sorted(exporters[key]) == ["2026.0.0", "2026.1.2", "2026.2.0"]


def test_the_abi_index_check_says_when_the_installed_index_is_stale(tmp_path, capsys):
    # (.ci/run checks the installed index against the reference symbol lists where they are beside the checkout)
    (tmp_path / "libsycl-2026.2.0.symbols").write_text("_Zonly_this\n")
    assert runtime_patterns.main(["abi-index", "--check", str(tmp_path)]) == 1
    assert "differs from the index of" in capsys.readouterr().err
    assert runtime_patterns.main(["abi-index", "--check"]) == 2


# ---- names


def test_demangled_name_helpers():
    assert P.demangle("_ZTS4VAdd") == "typeinfo name for VAdd"
    assert P.demangle("main") == "main" and P.demangle("_Zbogus") == "_Zbogus"
    name = P.demangle("_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vI"
                      "vT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE")
    assert P.qualified_name(name) == "sycl::_V1::queue::submit<main::{lambda(sycl::_V1::handler&)#1}>"
    assert P.qualified_name("main::{lambda(sycl::_V1::handler&)#1}::operator()(sycl::_V1::handler&) const") == \
        "main::{lambda(sycl::_V1::handler&)#1}::operator()"
    assert P.qualified_name("std::unique_ptr<int>::operator->() const") == "std::unique_ptr<int>::operator->"
    acc = ("sycl::_V1::accessor<float, 1, (sycl::_V1::access::mode)1024, (sycl::_V1::access::target)2014>"
           "::accessor<float, 1, sycl::_V1::detail::aligned_allocator<float>, void>")
    assert P.class_template_args(acc)[2:4] == ("(sycl::_V1::access::mode)1024", "(sycl::_V1::access::target)2014")
    assert P.template_args(acc)[2] == "sycl::_V1::detail::aligned_allocator<float>"
    assert P.enum_value("(sycl::_V1::access::mode)1026") == 1026
    ps = P.pattern_set("2026")
    assert ps.launch_kind("void") == "single_task"
    assert ps.launch_kind("sycl::_V1::nd_item<2>") == "nd_range"
    assert ps.launch_kind("sycl::_V1::item<1, true>") == "range"
