"""`sycl-lift patterns suggest`: [[call]] entries derived for the runtime calls a pattern set leaves
unexplained.

- Fifteen entries (both submits, accessor construction and binding, the kernel name and arguments,
  an nd_range, a USM copy and allocation, a specialization constant, three reduction ops) deleted
  from a copy of dpcpp-2025.toml: suggest over every 2025 sample's -O2 host module and some -O0
  ones must restore entries that read every call as the original did (so every raise is the
  same: the raise reads a pattern set only through the entry a call matches), and the raise
  listings of the samples that use them are compared outright.
- A new release simulated on a copy of real host IR: the runtime functions' inline namespace
  renamed (`_V1` -> `_V2`), a parameter added in front of queue::memcpy's, its code_location
  parameter dropped.  The suggested entries must leave nothing unexplained and raise the same
  program as the original module with the original patterns.
- A call no entry can be derived for is listed for a human (and fails the run when it builds a
  kernel); candidates whose roles do not fit the IR arguments are rejected; bad input is
  `file:line:col: message`, exit 1, nothing written.
"""
from __future__ import annotations

import contextlib
import functools
import io
import json
import re
import tomllib
from pathlib import Path

import pytest

import lift
import sycl_lift
from lift.syntax import match_bracket, split_top_level
from passes.host import patterns as P
from passes.host import suggest as S
from passes.host.raise_host import raise_module
from conftest import SAMPLES, ir, read_text, stored_files

DELETED = ("submit", "submit-std-function", "accessor", "accessor-placeholder", "local-accessor", "bind-accessor",
           "kernel-name", "kernel-args", "nd-range-local", "memcpy", "malloc-shared", "set-spec-constant",
           "reduction-aux-handler", "reduction-handler-finalize", "reduction-resource")
FAMILY = "2025"
O0_HOSTS = [("vadd", "2025.1.1"), ("vadd", "2025.2.2"), ("host_ops", "2025.2.2"), ("red_reduction", "2025.2.2"),
            ("spec_bundles", "2025.1.1")]
RAISED = [("red_reduction", "2025.1.1", "O2"), ("red_reduction", "2025.2.2", "O2"), ("spec_bundles", "2025.2.2", "O2"),
          ("harness_local", "2025.2.2", "O2"), ("host_ops", "2025.2.2", "O2"), ("multi_launch", "2025.1.1", "O2"),
          ("ranged_acc", "2025.1.1", "O2"), ("vadd", "2025.2.2", "O0"), ("vadd", "2025.1.1", "O0")]
MEMCPY = "_ZN4sycl3_V15queue6memcpyEPvPKvmRKNS0_6detail13code_locationE"


def host(sample: str, release: str, opt: str) -> Path:
    return ir(SAMPLES / sample / release / f"host.{opt}.ll")


def family_hosts() -> list[Path]:
    o2 = [p for p in stored_files(SAMPLES, "*/*/host.O2.ll")
          if p.parent.name in P.known_releases() and P.family_of(p.parent.name) == FAMILY]
    return o2 + [host(s, r, "O0") for s, r in O0_HOSTS]


def meaning(p) -> tuple:
    """What the raise reads from an entry."""
    return p.op, p.args, {k: v for k, v in p.options.items() if k != "note"}


def listing(module, patterns) -> str:
    return raise_module(module, patterns).listing("sample")


def without_entries(text: str, names) -> str:
    for name in names:
        block = re.search(r'\[\[call\]\]\nname = "%s"\n.*?\n\n' % re.escape(name), text, re.S)
        assert block, name
        text = text.replace(block.group(), "")
    return text


def edit_calls(text: str, symbol: str, new_symbol: str, edit) -> str:
    """`text` with `symbol` renamed `new_symbol` in its declaration and calls, and the argument
    list of each passed through edit(arguments, is_declaration)."""
    out, last = [], 0
    for m in re.finditer("@" + re.escape(symbol) + r"\(", text):
        start = m.end() - 1
        end = match_bracket(text, start)
        declaration = text.startswith("declare ", text.rfind("\n", 0, m.start()) + 1)
        arguments = [a.strip() for a in split_top_level(text[start + 1:end - 1])]
        out.append(text[last:m.start()] + f"@{new_symbol}(" + ", ".join(edit(arguments, declaration)) + ")")
        last = end
    assert out, symbol
    return "".join(out) + text[last:]


# ---- fifteen deleted entries


@pytest.fixture(scope="module")
def restored(tmp_path_factory):
    """(original set, trimmed set, suggested set, suggested file's text, trimmed text, the CLI's stderr)."""
    folder = tmp_path_factory.mktemp("suggest")
    original = P.pattern_set(FAMILY)
    trimmed_text = without_entries(Path(original.path).read_text(), DELETED)
    trimmed = folder / "dpcpp-2025-trimmed.toml"
    trimmed.write_text(trimmed_text)
    new = folder / "dpcpp-2025-restored.toml"
    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        rc = sycl_lift.main(["patterns", "suggest", *map(str, family_hosts()), "--patterns", str(trimmed),
                             "-o", str(new)])
    assert rc == 0, err.getvalue()
    text = new.read_text()
    return original, P.pattern_set(str(trimmed)), P.pattern_set(str(new)), text, trimmed_text, err.getvalue()


def test_the_new_file_is_the_input_with_entries_appended(restored):
    original, trimmed, suggested, text, trimmed_text, _ = restored
    assert text.startswith(trimmed_text)  # comments and all
    tomllib.loads(text)
    appended = [p for p in suggested.calls if p.name not in {q.name for q in trimmed.calls}]
    assert sorted(p.name for p in appended) == sorted(DELETED)
    for p in appended:
        assert p.options["note"] == f'derived from dpcpp-2025.toml "{p.name}" (unchanged); confidence high'
        assert meaning(p) == meaning(next(q for q in original.calls if q.name == p.name))
    # the enums, layout, headers and coverage tables are the input's
    assert (suggested.enums, suggested.layout, suggested.kernel_kind, suggested.critical_globs) == \
        (original.enums, original.layout, original.kernel_kind, original.critical_globs)


def test_every_call_reads_as_with_the_original_patterns(restored):
    """Every runtime call of every module matches an entry with the original's op, roles and
    options: the raise of every sample is the original's.  And the deletions took: each deleted
    entry explained calls that the trimmed set leaves unexplained."""
    original, trimmed, suggested, _, _, _ = restored
    explained_by_deleted = set()
    for path in family_hosts():
        module = lift.parse_file(str(path))
        assert P.coverage(module, suggested).unexplained == [], path
        for c in P.coverage(module, original).callees:
            before, after = original.match(c.callee), suggested.match(c.callee)
            assert meaning(after) == meaning(before), (path, c.callee)
            if before.name in DELETED:
                assert trimmed.match(c.callee) is None, c.callee  # unexplained without it, not read as another op
                explained_by_deleted.add(before.name)
    assert explained_by_deleted == set(DELETED)


@pytest.mark.parametrize("sample,release,opt", RAISED, ids=["/".join(r) for r in RAISED])
def test_the_raise_listing_is_the_originals(restored, sample, release, opt):
    original, trimmed, suggested, _, _, _ = restored
    module = lift.parse_file(str(host(sample, release, opt)))
    assert {c.callee for c in P.coverage(module, trimmed).unexplained}  # the trimmed set does not do
    assert listing(module, suggested) == listing(module, original)


def test_the_raised_samples_use_every_deleted_entry(restored):
    original = restored[0]
    used = set()
    for sample, release, opt in RAISED:
        used |= {c.pattern for c in P.coverage(lift.parse_file(str(host(sample, release, opt))), original).callees}
    assert set(DELETED) <= used


def test_the_report_says_what_each_entry_came_from(restored):
    err = restored[5]
    for name in DELETED:
        assert f'{name} (' in err and f'derived from dpcpp-2025.toml "{name}" (unchanged); confidence high' in err
    assert err.rstrip().endswith("result: ok")


def test_from_the_other_family_alone_high_confidence_entries_read_calls_as_the_originals(restored, tmp_path):
    """The same deletions, but the entries derived only from what is left of the file and the 2026
    family (`--from`), as when the deleted entries' own family is not at hand: every entry suggested
    with high confidence reads each of its calls as the deleted entry did, and every call it does
    not restore is either suggested at a lower confidence or listed for a human."""
    original, trimmed = restored[0], restored[1]
    other = P.pattern_set("2026").path
    new = tmp_path / "dpcpp-2025-from-2026.toml"
    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        rc = sycl_lift.main(["patterns", "suggest", *map(str, family_hosts()), "--patterns", trimmed.path,
                             "--from", other, "--json", "-o", str(new)])
    report_text = new.read_text()
    assert rc in (0, 1)
    suggested = P.pattern_set(str(new))
    assert 'derived from dpcpp-2025.toml' not in report_text  # the installed 2025 file was not asked
    high = {p.name for p in suggested.calls if "confidence high" in p.options.get("note", "")}
    assert high, report_text[-3000:]
    checked = 0
    for path in family_hosts():
        module = lift.parse_file(str(path))
        for c in P.coverage(module, original).callees:
            before, after = original.match(c.callee), suggested.match(c.callee)
            if before.name not in DELETED:
                continue
            if after is not None and after.name in high:
                assert meaning(after) == meaning(before), (path, c.callee)
                checked += 1
            elif after is None:  # no entry: listed for a human in the file
                assert c.callee in report_text, c.callee
    assert checked


# ---- a new release, simulated on real host IR


@functools.lru_cache(maxsize=None)
def host_ops_text() -> str:
    return read_text(SAMPLES / "host_ops" / "2025.2.2" / "host.O2.ll")


def renamed_namespace(text: str) -> str:
    """The runtime functions' `sycl::_V1` renamed `sycl::_V2` in their declarations and calls (the
    header code the module defines keeps its names)."""
    module = lift.parse_text(text, "host.ll")
    runtime = {name for name, fn in module.functions.items()
               if fn.is_declaration and P.SYCL_NAMESPACE_SYMBOL.match(name) and "4sycl3_V1" in name}
    assert len(runtime) > 40
    return re.sub(r"@([-\w.$]+)", lambda m: "@" + (m.group(1).replace("4sycl3_V1", "4sycl3_V2")
                                                   if m.group(1) in runtime else m.group(1)), text)


def suggest_for(text: str, patterns: str = FAMILY):
    module = lift.parse_text(text, "host.ll")
    result = S.suggest([module], patterns)
    return module, result, P.parse_pattern_set(result.text, "suggested.toml")


def test_a_renamed_namespace_is_followed():
    original_module = lift.parse_text(host_ops_text(), "host.ll")
    module, result, suggested = suggest_for(renamed_namespace(host_ops_text()))
    before = P.coverage(module, P.pattern_set(FAMILY))
    assert len(before.unexplained) == len(before.callees) > 40  # nothing explained any more
    assert not result.unresolved and not result.failed
    assert P.coverage(module, suggested).unexplained == []
    for s in result.suggestions:
        assert s.note.startswith(f'derived from dpcpp-2025.toml "{s.derivation.candidate.name}" '
                                 "(namespace _V1 renamed _V2); confidence high"), s.note
        assert all("_V1" not in c.callee for c in s.calls)
    assert listing(module, suggested) == listing(original_module, P.pattern_set(FAMILY))


def test_a_new_parameter_moves_the_later_indices():
    text = edit_calls(host_ops_text(), MEMCPY, MEMCPY.replace("6memcpyE", "6memcpyEb"),
                      lambda a, declaration: a[:2] + ["i1 noundef zeroext" + ("" if declaration else " false")] + a[2:])
    module, result, suggested = suggest_for(text)
    (s,) = result.suggestions
    memcpy = next(p for p in P.pattern_set(FAMILY).calls if p.name == "memcpy")
    assert s.derivation.args == {role: i + (i >= 2) for role, i in memcpy.args.items()}
    assert s.note == ('derived from dpcpp-2025.toml "memcpy" (new parameter bool (argument 2); later arguments '
                      "move by 1); confidence medium")
    assert P.coverage(module, suggested).unexplained == []
    assert listing(module, suggested) == listing(lift.parse_text(host_ops_text(), "host.ll"), P.pattern_set(FAMILY))


def test_another_overload_keeps_the_roles_of_the_parameters_it_shares():
    text = edit_calls(host_ops_text(), MEMCPY, MEMCPY[:MEMCPY.index("RKNS0_6detail")], lambda a, _: a[:-1])
    module, result, suggested = suggest_for(text)
    (s,) = result.suggestions
    assert s.calls[0].callee == "sycl::_V1::queue::memcpy(void*, void const*, unsigned long)"
    assert s.derivation.args == {"sret": 0, "queue": 1, "dest": 2, "source": 3, "bytes": 4}
    assert "another overload: parameter sycl::_V1::detail::code_location const& removed" in s.note
    assert s.note.endswith("confidence medium")
    assert listing(module, suggested) == listing(lift.parse_text(host_ops_text(), "host.ll"), P.pattern_set(FAMILY))


# ---- no candidate, candidates that do not fit, bad input


def test_a_call_without_candidate_is_listed_for_a_human(tmp_path, capsys):
    text = read_text(SAMPLES / "vadd" / "2025.2.2" / "host.O2.ll")
    assert "30verifyUsedKernelBundleInternal" in text
    path = tmp_path / "host.ll"
    path.write_text(text.replace("30verifyUsedKernelBundleInternal", "30verifyUsedKernelBundleExternal"))
    out = tmp_path / "new.toml"
    rc = sycl_lift.main(["patterns", "suggest", str(path), "-o", str(out)])
    err = capsys.readouterr().err
    assert rc == 1  # it hands the kernel name to the runtime: the raise cannot do without it
    callee = "sycl::_V1::handler::verifyUsedKernelBundleExternal(sycl::_V1::detail::string_view)"
    assert "no candidate fits: 1 runtime function(s)" in err and callee in err and "result: FAIL" in err
    written = out.read_text()
    assert f"#   {callee}  [1 call site(s)]  [launches or builds a kernel argument]" in written
    new = P.pattern_set(str(out))  # complete and loadable, and it does not pretend to explain the call
    assert [c.callee for c in P.coverage(lift.parse_file(str(path)), new).unexplained] == [callee]
    assert sycl_lift.main(["patterns", "suggest", "--json", str(path)]) == 1
    report = json.loads(capsys.readouterr().out)
    assert report["failed"] and report["suggested"] == [] and report["text"] == written
    assert [(u["callee"], u["count"], u["critical"]) for u in report["unresolved"]] == [(callee, 1, True)]


def test_candidates_whose_roles_do_not_fit_the_ir_are_rejected():
    module = lift.parse_file(str(host("vadd", "2025.2.2", "O2")))
    trimmed = P.parse_pattern_set(without_entries(Path(P.pattern_set_path(FAMILY)).read_text(), ["kernel-name"]),
                                  "trimmed.toml")
    calls, _ = S.unexplained_calls([module], trimmed)
    (call,) = calls
    assert call.sites and all(site[1] == "string" for site in call.sites)  # the kernel name's constant
    sources = S._sources(trimmed)
    best, rejected = S.derive(call, sources, S._scope_trie(sources))
    assert best.origin == 'dpcpp-2025.toml "kernel-name"'
    # 2026 passes the string_view as (char*, size_t): its name_length has no argument here
    assert ('dpcpp-2026.toml "kernel-name"', ["name_length: argument 2 does not exist (the call passes 2)"]) in \
        [(r.origin, r.problems) for r in rejected]
    # roles on arguments of the wrong kind (queue::memcpy: sret, this, void*, void const*, i64, ptr)
    host_ops = lift.parse_text(host_ops_text(), "host.ll")
    memcpy = S.RuntimeCall(MEMCPY, P.demangle(MEMCPY), False,
                           [a.spec for a in host_ops.functions[MEMCPY].signature.arguments])
    assert S.role_problems(memcpy, "usm_memcpy", {"sret": 1, "queue": 0, "dest": 2, "source": 3, "bytes": 5}, {}) == [
        "sret: argument 1 is not the sret result pointer", "queue: argument 0 is the sret result pointer",
        "bytes: argument 5 is ptr, not an integer"]
    assert S.role_problems(memcpy, "usm_memcpy", {"sret": 0, "queue": 1, "dest": 2, "source": 3, "bytes": 4},
                           {"bytes": "i32"}) == ["bytes: argument 4 is i64, the candidate's parameter i32"]


@pytest.mark.parametrize("what", ["missing host", "garbage host", "garbage patterns", "missing patterns"])
def test_bad_input_is_reported_at_its_position(tmp_path, capsys, what):
    good = str(host("vadd", "2025.2.2", "O2"))
    garbage = tmp_path / "garbage.ll"
    garbage.write_text("this is not IR\n")
    bad_toml = tmp_path / "bad.toml"
    bad_toml.write_text('[[call]\nname = "x"\n')
    args, where = {
        "missing host": ([str(tmp_path / "missing.ll")], f"{tmp_path / 'missing.ll'}:1:1: "),
        "garbage host": ([good, str(garbage)], f"{garbage}:1:1: "),
        "garbage patterns": ([good, "--patterns", str(bad_toml)], f"{bad_toml}:1:7: invalid TOML"),
        "missing patterns": ([good, "--patterns", str(tmp_path / "none.toml")], f"{tmp_path / 'none.toml'}:1:1: "),
    }[what]
    out = tmp_path / "new.toml"
    rc = sycl_lift.main(["patterns", "suggest", *args, "-o", str(out)])
    err = capsys.readouterr().err
    assert rc == 1
    assert err.startswith(where) and "Traceback" not in err
    assert not out.exists()


def test_an_overload_passing_another_class_does_not_fit():
    """2026 gives the handler its range as setNDRangeDescriptor(nd_range_view, bool); 2025.3's
    overloads of that name take a range<N>.  From the 2025 entries alone, each candidate reads a
    range where the IR passes a byval nd_range_view: none fits, and each says why."""
    module = lift.parse_file(str(host("vadd", "2026.2.0", "O2")))
    alone = P.pattern_set(FAMILY)
    calls, _ = S.unexplained_calls([module], alone)
    call = next(c for c in calls if P.qualified_name(c.callee) == "sycl::_V1::handler::setNDRangeDescriptor")
    sources = [S.Source("dpcpp-2025.toml", alone, True, 0)]
    best, rejected = S.derive(call, sources, S._scope_trie(sources))
    assert best is None
    assert {r.candidate.name for r in rejected} >= {"nd-range-1", "nd-range-3", "nd-range-offset-2"}
    assert all(r.level == 3 and r.problems for r in rejected)
    assert "global: argument 1 is a byval nd_range_view, not a range" in rejected[0].problems
