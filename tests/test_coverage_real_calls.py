"""Runtime calls that benchmark programs written by others make and the samples did not: q.wait_and_throw(),
buffer::set_write_back / set_final_data, the untyped USM allocations (malloc_device(bytes, q), ...,
sycl::malloc(bytes, q, kind)), q.memcpy after an event, q.prefetch / q.mem_advise and their handler
forms, device::get_platform and platform::get_info, reduComputeWGSize.  samples/usm_hints makes them
with the headers of every release: `patterns coverage` must explain every call, and the raise must
list the memory hints as USM operations."""
from __future__ import annotations

import functools
import json
import re
from pathlib import Path

import pytest

import lift
import runtime_patterns
import sycl_lift
from passes.host import patterns as P
from passes.host.raise_host import raise_module
from passes.host.sycl_ops import Submit, Sym
from conftest import ir

SAMPLES = Path(__file__).resolve().parent.parent / "samples"
RELEASES = ("2025.1.1", "2025.2.2", "2026.0.0", "2026.2.0")
CASES = [(r, o) for r in RELEASES for o in ("O0", "O2")]
IDS = [f"{r}-{o}" for r, o in CASES]


def host(release: str, opt: str) -> Path:
    return ir(SAMPLES / "usm_hints" / release / f"host.{opt}.ll")


@functools.lru_cache(maxsize=2)
def raised(release: str, opt: str):
    module = lift.parse_file(str(host(release, opt)))
    det = P.detect_release(module)
    return raise_module(module, P.pattern_set(det.family), det)


def coverage_json(path: Path, tmp_path: Path, *extra: str) -> tuple[int, dict]:
    out = tmp_path / "coverage.json"
    rc = sycl_lift.main(["patterns", "coverage", str(path), "--json", "-o", str(out), *extra])
    return rc, json.loads(out.read_text())


@pytest.mark.parametrize("release,opt", CASES, ids=IDS)
def test_coverage_explains_every_runtime_call(release, opt, tmp_path):
    rc, report = coverage_json(host(release, opt), tmp_path)
    assert rc == 0 and not report["failed"]
    assert report["unexplained"] == []
    assert report["release"] == release
    by_pattern = {e["pattern"]: e for e in report["explained"]}
    for name, op in (("queue-wait-and-throw", "wait"), ("buffer-write-back", "none"),
                     ("malloc-device-bytes", "usm_alloc"), ("malloc-host-bytes", "usm_alloc"),
                     ("malloc-shared-bytes", "usm_alloc"), ("malloc-kind", "usm_alloc"),
                     ("memcpy-after", "usm_memcpy"), ("mem-advise", "usm_memset"),
                     ("handler-prefetch", "usm_memset"), ("handler-mem-advise", "usm_memset"),
                     ("platform-of-device", "runtime_query"), ("platform-info", "runtime_query")):
        assert by_pattern[name]["op"] == op, name
    assert by_pattern["handler-prefetch"]["count"] == 2  # h.prefetch, and q.prefetch's own command group


@pytest.mark.parametrize("release,opt", CASES, ids=IDS)
def test_the_raise_lists_the_memory_hints(release, opt):
    program = raised(release, opt)
    assert not program.unexplained
    hints = [u for u in program.usm if u.op in ("prefetch", "mem_advise")]
    # q.prefetch(total, sizeof(float)), q.mem_advise(weights, cols * 4, 0),
    # h.prefetch(weights, cols * 4), h.mem_advise(total, sizeof(float), 0)
    assert [u.op for u in hints] == ["prefetch", "mem_advise", "prefetch", "mem_advise"]
    assert [u.bytes if isinstance(u.bytes, int) else "?" for u in hints] == [4, "?", "?", 4]
    assert all(isinstance(u.bytes, Sym) for u in hints[1:3])  # cols comes from argv
    total = next(u for u in program.usm if u.op == "malloc_shared" and u.bytes == 4)
    weights = next(u for u in program.usm if u.op == "malloc_shared" and u.bytes != 4)
    assert [u.pointer for u in hints] == [total, weights, weights, total]
    assert [u.value for u in hints if u.op == "mem_advise"] == [0, 0]  # the advice
    json_hints = [u for u in program.to_json()["usm"] if u["op"] in ("prefetch", "mem_advise")]
    assert json_hints == [{"op": "prefetch", "bytes": 4}, {"op": "mem_advise", "bytes": None},
                          {"op": "prefetch", "bytes": None}, {"op": "mem_advise", "bytes": 4}]
    # q.prefetch (a header command group), h.prefetch and h.mem_advise are command groups whose
    # action is the hint, not a kernel; q.mem_advise is a runtime member without one
    actions = [s.action for s in program.ops if isinstance(s, Submit) and s.action in hints]
    assert actions == [hints[0], hints[2], hints[3]]
    assert all(s.launch is None for s in program.ops if isinstance(s, Submit) and s.action in hints)


@pytest.mark.parametrize("release,opt", CASES, ids=IDS)
def test_untyped_allocations_are_usm_allocations(release, opt):
    program = raised(release, opt)
    ops = [u.op for u in program.usm]
    # malloc_host(bytes, q), malloc_device(bytes, q), malloc_shared(bytes, q), malloc_device<float>,
    # malloc_host<float>, malloc_shared<float>(1), malloc(bytes, q, usm::alloc::device)
    assert ops[:7] == ["malloc_host", "malloc_device", "malloc_shared", "malloc_device", "malloc_host",
                       "malloc_shared", "malloc_device"]
    frees = [u for u in program.usm if u.op == "free"]
    assert [f.pointer for f in frees] == program.usm[:7]  # each freed pointer is its allocation
    copies = [u for u in program.usm if u.op == "memcpy"]
    assert [(c.pointer, c.source) for c in copies] == [(program.usm[1], program.usm[0]),  # source <- staging
                                                       (program.usm[0], program.usm[3])]  # after the event


def _without(family: str, name: str, tmp_path: Path) -> Path:
    text = Path(P.pattern_set_path(family)).read_text()
    block = re.search(r'\[\[call\]\]\nname = "%s"\n.*?\n\n' % re.escape(name), text, re.S).group()
    trimmed = tmp_path / f"dpcpp-{family}-without-{name}.toml"
    trimmed.write_text(text.replace(block, ""))
    return trimmed


@pytest.mark.parametrize("release", ["2025.2.2", "2026.2.0"])
def test_coverage_reports_wait_and_throw_without_its_pattern(release, tmp_path):
    path = host(release, "O2")
    trimmed = _without(P.family_of(release), "queue-wait-and-throw", tmp_path)
    rc, report = coverage_json(path, tmp_path, "--patterns", str(trimmed))
    assert rc == 0 and not report["failed"]  # a host synchronisation: reported, not critical
    assert [(u["callee"], u["count"], u["critical"]) for u in report["unexplained"]] == [
        ("sycl::_V1::queue::wait_and_throw_proxy(sycl::_V1::detail::code_location const&)", 2, False)]
    assert report["unexplained"][0]["symbol"] == "_ZN4sycl3_V15queue20wait_and_throw_proxyERKNS0_6detail13code_locationE"


def test_coverage_fails_without_the_handler_prefetch_pattern(tmp_path, capsys):
    trimmed = _without("2026", "handler-prefetch", tmp_path)
    assert sycl_lift.main(["patterns", "coverage", str(host("2026.0.0", "O0")), "--patterns", str(trimmed)]) == 1
    out = capsys.readouterr().out
    assert re.search(r"^\s+2\s+sycl::_V1::handler::prefetch\(void const\*, unsigned long\)\s+"
                     r"\[launches or builds a kernel argument\]$", out, re.M)
    assert "result: FAIL" in out


def test_a_misspelt_usm_op_is_an_error_naming_the_pattern(tmp_path):
    text = Path(P.pattern_set_path("2026")).read_text()
    bad = tmp_path / "dpcpp-2026-bad.toml"
    bad.write_text(text.replace('usm_op = "mem_advise"', 'usm_op = "advise"', 1))
    module = lift.parse_file(str(host("2026.2.0", "O0")))
    with pytest.raises(lift.LiftError, match=r'name = "mem-advise": usm_op \'advise\' is not one of'):
        raise_module(module, P.load_pattern_set(str(bad)), P.detect_release(module))


# The calls seen in the benchmark programs (and their overloads), by mangled name: every release of a
# family exports it (the installed ABI index) and the family's patterns explain it.
SEEN = [
    ("_ZN4sycl3_V15queue20wait_and_throw_proxyERKNS0_6detail13code_locationE", "wait", None),
    ("_ZN4sycl3_V15event14wait_and_throwEv", "wait", None),
    ("_ZN4sycl3_V15event14wait_and_throwERKSt6vectorIS1_SaIS1_EE", "wait", None),
    ("_ZN4sycl3_V16detail12buffer_plain14set_write_backEb", "none", None),
    ("_ZN4sycl3_V16detail12buffer_plain23set_final_data_internalERKSt8functionIFvRKS3_IFvPvEEEE", "none", None),
    ("_ZN4sycl3_V113malloc_deviceEmRKNS0_5queueERKNS0_6detail13code_locationE", "usm_alloc", "device"),
    ("_ZN4sycl3_V113malloc_deviceEmRKNS0_6deviceERKNS0_7contextERKNS0_13property_listERKNS0_6detail13code_locationE",
     "usm_alloc", "device"),
    ("_ZN4sycl3_V111malloc_hostEmRKNS0_5queueERKNS0_6detail13code_locationE", "usm_alloc", "host"),
    ("_ZN4sycl3_V111malloc_hostEmRKNS0_7contextERKNS0_6detail13code_locationE", "usm_alloc", "host"),
    ("_ZN4sycl3_V113malloc_sharedEmRKNS0_5queueERKNS0_6detail13code_locationE", "usm_alloc", "shared"),
    ("_ZN4sycl3_V16mallocEmRKNS0_5queueENS0_3usm5allocERKNS0_6detail13code_locationE", "usm_alloc", None),
    ("_ZN4sycl3_V16mallocEmRKNS0_6deviceERKNS0_7contextENS0_3usm5allocERKNS0_6detail13code_locationE", "usm_alloc", None),
    ("_ZN4sycl3_V113aligned_allocEmmRKNS0_6deviceERKNS0_7contextENS0_3usm5allocERKNS0_13property_listERKNS0_6detail13code_locationE",
     "usm_alloc", None),
    ("_ZN4sycl3_V15queue6memcpyEPvPKvmNS0_5eventERKNS0_6detail13code_locationE", "usm_memcpy", None),
    ("_ZN4sycl3_V15queue6memcpyEPvPKvmRKSt6vectorINS0_5eventESaIS6_EERKNS0_6detail13code_locationE", "usm_memcpy", None),
    ("_ZN4sycl3_V15queue6memsetEPvimNS0_5eventERKNS0_6detail13code_locationE", "usm_memset", "memset"),
    ("_ZN4sycl3_V15queue10mem_adviseEPKvmiRKNS0_6detail13code_locationE", "usm_memset", "mem_advise"),
    ("_ZN4sycl3_V15queue10mem_adviseEPKvmiNS0_5eventERKNS0_6detail13code_locationE", "usm_memset", "mem_advise"),
    ("_ZN4sycl3_V17handler8prefetchEPKvm", "usm_memset", "prefetch"),
    ("_ZN4sycl3_V17handler10mem_adviseEPKvmi", "usm_memset", "mem_advise"),
    ("_ZNK4sycl3_V16device12get_platformEv", "runtime_query", None),
    ("_ZNK4sycl3_V18platform13get_info_implINS0_4info8platform4nameEEENS0_6detail11ABINeutralTINS6_21is_platform_info_"
     "descIT_E11return_typeEE4typeEv", "runtime_query", None),
    ("_ZN4sycl3_V16detail17reduComputeWGSizeEmmRm", "runtime_query", None),
    ("_ZN4sycl3_V17handler8prefetchEPKvmNS0_3ext6oneapi12experimental13prefetch_typeE", "usm_memset", "prefetch"),
]


@pytest.mark.parametrize("family", ["2025", "2026"])
def test_the_calls_seen_in_benchmarks_are_exported_and_explained(family):
    ps = P.pattern_set(family)
    _, exporters = P._abi_index()
    checked = 0
    for symbol, op, detail in SEEN:
        releases = set(exporters.get(runtime_patterns.symbol_hash(symbol), ()))
        if not set(ps.releases) <= releases:
            assert symbol.endswith("13prefetch_typeE") and family == "2025", symbol  # a 2026 overload
            continue
        pattern = ps.match(P.demangle(symbol))
        assert pattern is not None and pattern.op == op, (symbol, pattern)
        if op == "usm_alloc":
            assert pattern.options.get("kind") == detail or ("kind" in pattern.args and detail is None), symbol
        if op == "usm_memset":
            assert pattern.options.get("usm_op", "memset") == detail, symbol
        checked += 1
    assert checked == len(SEEN) - (family == "2025")


@pytest.mark.parametrize("release,opt", CASES, ids=IDS)
def test_the_benchmark_suite_harness_is_covered(release, opt, tmp_path):
    """samples/harness_suite: a default-constructed sycl::event (event::event()) among its calls."""
    rc, report = coverage_json(ir(SAMPLES / "harness_suite" / release / f"host.{opt}.ll"), tmp_path)
    assert rc == 0 and report["unexplained"] == []
    assert {e["pattern"]: e["op"] for e in report["explained"]}["event-default"] == "none"
