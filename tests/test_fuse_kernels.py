"""Kernel fusion (passes.analysis.fusion, passes.transforms.fuse_kernels): which chains of launches
the host program allows to run as one kernel, the fused kernel itself, and its replay.

The samples: fuse_image (four element-wise stages of an image pipeline, with temporaries made
without host data between them) and fuse_blocked (chains broken by a host accessor, a wait and a
stencil's neighbour reads, and one chain that may fuse)."""
from __future__ import annotations

import json
import re

import pytest

import lift
from conftest import SAMPLES, ir, read_text, run_cli

from passes import PassContext, pipeline
from passes.analysis.device_model import read_omit_args
from passes.analysis.fusion import _order_problem, find_fusions
from passes.analysis.link import Link
from passes.host.sycl_ops import Launch, Queue, RangeValue, Wait
from passes.transforms.fuse_kernels import fused_name, read_fusions

HOSTS = [("2026.2.0", "O2"), ("2026.2.0", "O0"), ("2025.1.1", "O2"), ("2025.1.1", "O0")]


def analyse(sample: str, release: str = "2026.2.0", opt: str = "O2"):
    ctx = PassContext(host=lift.parse_text(read_text(SAMPLES / sample / release / f"host.{opt}.ll"), "host.ll"),
                      device=lift.parse_text(read_text(SAMPLES / sample / "device.ll"), "device.ll"))
    pipeline.RaiseHostJson().apply(ctx)
    Link().apply(ctx)
    return find_fusions(ctx.analyses["sycl-ops"], ctx.analyses["links"], ctx.device, ctx.analyses["sycl-program"], set())


@pytest.mark.parametrize("release,opt", HOSTS)
def test_the_image_pipeline_fuses_whole_and_keeps_no_temporary(release, opt):
    fusions, refusals = analyse("fuse_image", release, opt)
    assert refusals == []
    (fusion,) = fusions
    assert fusion.kernels == ("_ZTS6ToGray", "_ZTS9Normalise", "_ZTS5Gamma", "_ZTS5Clamp")
    assert fusion.occurrences == [["%k0", "%k1", "%k2", "%k3"]]
    # gray, normalised and curve planes (%b1..%b3) are made without host data and only these launches
    # touch them; the frame (%b0) and the output (%b4) are over host memory
    assert [(i.buffer, i.producer) for i in fusion.intermediates] == [(1, 0), (2, 1), (3, 2)]


@pytest.mark.parametrize("release,opt", HOSTS)
def test_no_chain_is_fused_across_a_host_read_a_wait_or_a_neighbours_element(release, opt):
    fusions, refusals = analyse("fuse_blocked", release, opt)
    why = {tuple(r.launches): r.why for r in refusals}
    assert why[("%k0", "%k1")].startswith("the host accesses %b1 in between (%a3)")
    assert why[("%k1", "%k2", "%k3")] == "the host waits in between (%w0)"
    stencil = why[("%k3", "%k4", "%k5")]
    assert stencil.startswith("_ZTS6Smooth addresses %b2 where another member writes it")
    assert len(refusals) == 3
    fused = {f.kernels: f for f in fusions}
    assert set(fused) == {("_ZTS6Offset", "_ZTS6Square"), ("_ZTS6Negate", "_ZTS4Copy"),
                          ("_ZTS6Smooth", "_ZTS4Bias", "_ZTS5Halve")}
    # Bias's output (%b6, made without host data) feeds Halve alone: not written; the others are
    # arrays over host memory
    assert [i.buffer for i in fused[("_ZTS6Smooth", "_ZTS4Bias", "_ZTS5Halve")].intermediates] == [6]
    assert all(not f.intermediates for k, f in fused.items() if k[0] != "_ZTS6Smooth")


def _launch(name: str, path: tuple, queue, values=(64,), local=None) -> Launch:
    op = Launch("K", "_ZTS1K", "range" if local is None else "nd_range", RangeValue("range", tuple(values), 0),
                None if local is None else RangeValue("range", tuple(local), 1), None, "f", [], queue=queue)
    op.name, op.path = name, path
    return op


def test_launches_on_two_sides_of_a_branch_or_two_queues_or_shapes_do_not_fuse():
    q, other = Queue(), Queue()
    first = _launch("%k0", ((3, 0),), q)
    assert _order_problem(first, _launch("%k1", ((3, 0),), q), []) == ""
    assert _order_problem(first, _launch("%k1", ((3, 1),), q), []) == "the launches are on different paths of the host program"
    assert _order_problem(first, _launch("%k1", ((3, 0), (4, 0)), q), []).startswith("the launches are on different paths")
    assert _order_problem(first, _launch("%k1", ((3, 0),), other), []) == "the launches are not on one known queue"
    assert _order_problem(first, _launch("%k1", ((3, 0),), q, (128,)), []) == \
        "the launches' global ranges are not the same"
    groups = _launch("%k0", (), q, (64,), (8,))
    assert _order_problem(groups, _launch("%k1", (), q, (64,), (8,)), []) == ""
    assert _order_problem(groups, _launch("%k1", (), q, (64,), (16,)), []) == "the launches' work-group sizes are not the same"
    assert _order_problem(groups, _launch("%k1", (), q, (64,)), []) == "one nd_range launch and one range launch"
    wait = Wait(on=q)
    wait.name = "%w0"
    assert _order_problem(first, _launch("%k1", ((3, 0),), q), [wait]) == "the host waits in between (%w0)"


def test_the_listing_shows_the_hosts_wait():
    r = run_cli("raise", str(ir(SAMPLES / "fuse_blocked" / "2026.2.0" / "host.O2.ll")))
    assert r.returncode == 0
    waits = [line.strip() for line in r.stdout.splitlines() if "sycl.wait" in line]
    assert len(waits) == 1 and waits[0].startswith("%w0 = sycl.wait %q0")


@pytest.fixture(scope="module")
def image_rewrite():
    host = lift.parse_text(read_text(SAMPLES / "fuse_image" / "2026.2.0" / "host.O2.ll"), "host.ll")
    device = lift.parse_text(read_text(SAMPLES / "fuse_image" / "device.ll"), "device.ll")
    result = pipeline.rewrite(host, device, target="gpu", enable=("fuse-kernels",))
    return result


def test_the_fused_kernel_verifies_and_writes_only_the_output(image_rewrite):
    import llvmlite.binding as llvm

    llvm.parse_assembly(image_rewrite.device).verify()
    module = lift.parse_text(image_rewrite.device, "device.ll")
    name = fused_name(("_ZTS6ToGray", "_ZTS9Normalise", "_ZTS5Gamma", "_ZTS5Clamp"))
    fused = module.get_function(name)
    stores = [i for i in fused.instructions() if i.opcode == "store" and "addrspace(1)" in i.body_text]
    assert len(stores) == 1  # the output plane; the three temporaries live in private variables
    assert len([i for i in fused.instructions() if i.opcode == "alloca"]) == 3
    # its original arguments are the members' one after another; only the frame, the output and
    # the captured scalars and lambdas are still passed
    members = [module.get_function(k) for k in ("_ZTS6ToGray", "_ZTS9Normalise", "_ZTS5Gamma", "_ZTS5Clamp")]
    omit = read_omit_args(fused)
    assert omit is not None and len(omit) == sum(len(read_omit_args(m)) for m in members)
    assert len(fused.arguments) == omit.count(False)
    pointers = [a for a in fused.arguments if a.type_text.startswith("ptr addrspace(1)")]
    assert len(pointers) == 2
    (record,) = read_fusions(module)
    assert record["kernel"] == name and record["launches"] == [["%k0", "%k1", "%k2", "%k3"]]
    assert len(record["intermediates"]) == 6  # each temporary as its producer's and its consumer's argument
    assert image_rewrite.report["fusions"][0]["intermediates"] == ["%b1", "%b2", "%b3"]


def test_members_that_share_a_buffer_share_one_pointer():
    host = lift.parse_text(read_text(SAMPLES / "fuse_blocked" / "2026.2.0" / "host.O2.ll"), "host.ll")
    device = lift.parse_text(read_text(SAMPLES / "fuse_blocked" / "device.ll"), "device.ll")
    result = pipeline.rewrite(host, device, target="gpu", enable=("fuse-kernels",))
    fused = lift.parse_text(result.device, "device.ll").get_function(fused_name(("_ZTS6Negate", "_ZTS4Copy")))
    # Negate writes %b1 and Copy reads it: one pointer (kept from Negate, no longer write-only), which
    # both members' accesses go through, so no compiler may reorder them as if apart
    pointers = [a for a in fused.arguments if a.type_text.startswith("ptr addrspace(1)")]
    assert len(pointers) == 3
    shared = [a for a in pointers if len({u.opcode for u in _accesses(a)}) == 2]
    assert len(shared) == 1 and not re.search(r"\b(readonly|writeonly)\b", shared[0].spec)


def _accesses(arg):
    seen, work, out = set(), [arg], []
    while work:
        v = work.pop()
        for u in v.users:
            if u in seen:
                continue
            seen.add(u)
            if u.opcode in ("load", "store"):
                out.append(u)
            elif u.opcode in ("getelementptr", "select", "phi", "addrspacecast"):
                work.append(u)
    return out


def test_two_launches_whose_first_cannot_be_a_member_are_reported():
    """reshape_colstats: ColMean then ColStdDev over the same columns; where an earlier pass failed
    on ColMean (it is excluded), the report says so for the pair, not only where a chain had
    started."""
    ctx = PassContext(host=lift.parse_text(read_text(SAMPLES / "reshape_colstats" / "2026.2.0" / "host.O2.ll"), "host.ll"),
                      device=lift.parse_text(read_text(SAMPLES / "reshape_colstats" / "device.ll"), "device.ll"))
    pipeline.RaiseHostJson().apply(ctx)
    Link().apply(ctx)
    args = (ctx.analyses["sycl-ops"], ctx.analyses["links"], ctx.device, ctx.analyses["sycl-program"])
    fusions, refusals = find_fusions(*args, set())
    assert [list(f.kernels) for f in fusions] == [["_ZTS7ColMean", "_ZTS9ColStdDev"]] and refusals == []
    for excluded in ({"_ZTS7ColMean"}, {"_ZTS7ColMean", "_ZTS9ColStdDev"}):
        fusions, refusals = find_fusions(*args, excluded)
        (refusal,) = refusals
        assert fusions == [] and refusal.kernels == ["_ZTS7ColMean", "_ZTS9ColStdDev"]
        assert refusal.why == "_ZTS7ColMean was not rewritten as the others (an earlier pass failed on it)"


def test_without_enable_nothing_is_fused():
    device, report = __import__("conftest").rewritten("fuse_image", "gpu")
    assert "sycl_lift_fused" not in device and "fusions" not in report


# multi_launch: Scale3D updates its buffer in place (a launch's kernel and its range-rounding wrapper
# must not both run where the fused kernel runs once); harness_stats: kernels named by long lambda
# types (the fused kernel's name stays short enough for OpenCL implementations)
@pytest.mark.parametrize("sample,hidden", [("fuse_image", ["%b1", "%b2", "%b3"]), ("fuse_blocked", ["%b6"]),
                                           ("multi_launch", []), ("harness_stats", []), ("fuse_stats", [])])
def test_the_replay_runs_the_fused_kernels_and_agrees(sample, hidden, tmp_path):
    host, device = ir(SAMPLES / sample / "2026.2.0" / "host.O2.ll"), SAMPLES / sample / "device.ll"
    r = run_cli("rewrite", str(host), str(device), "--target", "gpu", "--enable", "fuse-kernels", "-o", str(tmp_path / "out"))
    assert r.returncode == 0, r.stderr
    assert re.search(r"fused: .*: (vertical|mixed), launches ", r.stderr)
    assert all(len(f["kernel"]) <= 64 for f in json.loads((tmp_path / "out" / "report.json").read_text())["fusions"])
    out = tmp_path / "replay.json"
    r = run_cli("replay", str(host), str(device), "--rewritten", str(tmp_path / "out"), "--device", "pocl",
                "--json", "-o", str(out))
    assert r.returncode == 0, r.stdout + r.stderr
    report = json.loads(out.read_text())
    assert report["counts"]["differ"] == 0 and report["counts"]["agree"] == report["counts"]["replayed"] > 0
    assert sorted({m for f in report["fusions"] for m in f["not_materialised"]}) == hidden
    inside = [run for launch in report["launches"] for run in launch["runs"] if run.get("compared_after")]
    assert inside  # the runs inside a fused chain are compared after it
    # the report page shows the fusions (the fused kernel has no original to compare with)
    r = run_cli("report", str(host), str(device), "--rewritten", str(tmp_path / "out"), "--replay", str(out),
                "-o", str(tmp_path / "report.html"))
    assert r.returncode == 0, r.stderr
    page = (tmp_path / "report.html").read_text()
    assert "<h4>Fused</h4>" in page
    assert (("not materialised: " + " ".join(hidden)) in page) == bool(hidden)


def test_a_wrong_fused_kernel_differs_in_the_replay(image_rewrite, tmp_path):
    """The fused replay compares: a fused kernel that gets Clamp's bound wrong is caught."""
    from sycl_lift.replay import run

    name = fused_name(("_ZTS6ToGray", "_ZTS9Normalise", "_ZTS5Gamma", "_ZTS5Clamp"))
    text = image_rewrite.device
    start = text.index(f"@{name}(")
    body = text[start:text.index("\n}\n", start)]
    assert "1.000000e+00" in body
    wrong = text[:start] + body.replace("1.000000e+00", "5.000000e-01") + text[start + len(body):]
    host = lift.parse_text(read_text(SAMPLES / "fuse_image" / "2026.2.0" / "host.O2.ll"), "host.ll")
    device = lift.parse_text(read_text(SAMPLES / "fuse_image" / "device.ll"), "device.ll")
    report = run.replay(host, device, "pocl", rewritten_text=wrong)
    assert report["counts"]["differ"] == 1
    assert report["first_difference"]["launch"] == "%k3" and report["first_difference"]["memory"] == "%b4"


def test_the_timed_sequence_launches_the_fused_kernel_once(tmp_path):
    host, device = ir(SAMPLES / "fuse_image" / "2026.2.0" / "host.O2.ll"), SAMPLES / "fuse_image" / "device.ll"
    assert run_cli("rewrite", str(host), str(device), "--enable", "fuse-kernels", "-o", str(tmp_path / "out")).returncode == 0
    out = tmp_path / "replay.json"
    r = run_cli("replay", str(host), str(device), "--rewritten", str(tmp_path / "out"), "--device", "pocl", "--time",
                "--rounds", "2", "--repeat", "2", "--json", "-o", str(out))
    assert r.returncode == 0, r.stderr
    program = json.loads(out.read_text())["timing"]["program"]
    # DPC++ runs one kernel per launch (the kernel or its wrapper); the fused version one for all four
    assert program["launches"] == 4 and program["rewritten_launches"] == 1
    assert program["original_device_ms"] > 0 and program["rewritten_device_ms"] > 0


def test_a_fusion_that_fails_leaves_no_fused_kernel_behind(monkeypatch):
    """A chain whose fused kernel cannot be finished is reported, and the module keeps only the
    members (as they were)."""
    from passes.transforms import fuse_kernels

    def broken(fused, params, first):
        raise ValueError("an intermediate read and written as float, i32")

    monkeypatch.setattr(fuse_kernels, "_to_private", broken)
    host = lift.parse_text(read_text(SAMPLES / "fuse_image" / "2026.2.0" / "host.O2.ll"), "host.ll")
    device = lift.parse_text(read_text(SAMPLES / "fuse_image" / "device.ll"), "device.ll")
    result = pipeline.rewrite(host, device, target="gpu", enable=("fuse-kernels",))
    assert "sycl_lift_fused" not in result.device and "fusions" not in result.report
    (skip,) = [s for s in result.report["skipped"] if s["what"].startswith("fusing ToGray")]
    assert skip["why"].endswith("an intermediate read and written as float, i32")
    import llvmlite.binding as llvm

    llvm.parse_assembly(result.device).verify()


def _stats_fused_without_loop_fusion(monkeypatch):
    """The fused kernel of fuse_stats as fuse_kernels makes it before its loops are fused."""
    from passes.transforms import fuse_kernels

    monkeypatch.setattr(fuse_kernels, "fuse_loops", lambda fn: 0)
    host = lift.parse_text(read_text(SAMPLES / "fuse_stats" / "2026.2.0" / "host.O2.ll"), "host.ll")
    device = lift.parse_text(read_text(SAMPLES / "fuse_stats" / "device.ll"), "device.ll")
    result = pipeline.rewrite(host, device, enable=("fuse-kernels",))
    return result.device, fused_name(("_ZTS10FeatureSum", "_ZTS14FeatureSquares", "_ZTS11Standardise"))


def _base(address):
    while not isinstance(address, lift.Argument):
        address = address.operands[0]
    return address


def test_two_column_walks_over_one_table_become_one_walk(monkeypatch):
    from lift.graphs import natural_loops
    from passes.transforms.fuse_loops import fuse_loops

    text, name = _stats_fused_without_loop_fusion(monkeypatch)
    fn = lift.parse_text(text, "device.ll").get_function(name)
    assert len(natural_loops(fn)) == 2
    assert fuse_loops(fn) == 1
    assert len(natural_loops(fn)) == 1
    (loop,) = natural_loops(fn)
    loads = [i for i in loop.header.instructions if i.opcode == "load"]
    assert len(loads) == 2 and {_base(i.operands[0]).name for i in loads} == {"m0.1"}  # the table, twice
    import llvmlite.binding as llvm

    llvm.parse_assembly(fn.module.print()).verify()


def test_a_second_walk_that_reads_what_the_first_one_stores_after_it_stays_apart(monkeypatch):
    """The planted case: loop 2 reads the first member's output (stored after loop 1), which the
    fused loop would read before it is written."""
    from lift.graphs import natural_loops
    from passes.transforms.fuse_loops import fuse_loops

    text, name = _stats_fused_without_loop_fusion(monkeypatch)
    fn = lift.parse_text(text, "device.ll").get_function(name)
    (second,) = [lp for lp in natural_loops(fn) if lp.header.name.startswith("m1.")]
    (load,) = [i for i in second.header.instructions if i.opcode == "load"]
    # the address's base, the table as FeatureSquares reaches it, made the sums FeatureSum stores
    step = load.operands[0]
    while not isinstance(step.operands[0], lift.Argument):
        step = step.operands[0]
    step.set_operand(0, next(a for a in fn.arguments if a.name == "m0.3"))
    assert fuse_loops(fn) == 0 and len(natural_loops(fn)) == 2


def _second_exit_test_respelled(monkeypatch, test: str):
    """fuse_stats' fused kernel before loop fusion, loop 2's exit test (`icmp eq (j + 1), n`)
    replaced by `test` (its operands {next} and {n})."""
    text, name = _stats_fused_without_loop_fusion(monkeypatch)
    written = "%m1.v13 = icmp eq i64 %m1.v12, %m0.0"
    assert text.count(written) == 1
    text = text.replace(written, "%m1.v13 = " + test.format(next="%m1.v12", n="%m0.0"))
    return lift.parse_text(text, "device.ll").get_function(name)


def test_two_walks_whose_exit_tests_are_spelled_differently_become_one_walk(monkeypatch):
    """Loop 2 leaves on `j + 1 >= n` instead of `j + 1 == n`: in normal form (the loop model) both
    go on while j + 1 < n, so they run the same iterations and fuse."""
    from lift.graphs import natural_loops
    from passes.transforms.fuse_loops import fuse_loops

    fn = _second_exit_test_respelled(monkeypatch, "icmp uge i64 {next}, {n}")
    assert fuse_loops(fn) == 1 and len(natural_loops(fn)) == 1
    import llvmlite.binding as llvm

    llvm.parse_assembly(fn.module.print()).verify()


def test_two_walks_with_different_trip_counts_stay_apart(monkeypatch):
    """Loop 2 leaves at 64 instead of n: other iterations, no fusion."""
    from lift.graphs import natural_loops
    from passes.transforms.fuse_loops import fuse_loops

    fn = _second_exit_test_respelled(monkeypatch, "icmp eq i64 {next}, 64")
    assert fuse_loops(fn) == 0 and len(natural_loops(fn)) == 2


def test_members_touching_other_elements_of_their_own_work_item_fuse(tmp_path):
    """variants/fuse_pairs: Spread writes y[2i] and y[2i + 1], Gather reads them back in the same
    work-item, GatherNext reads y[2i + 2] and y[2i + 3].  The offsets differ (8i, 8i + 4, 8i + 8), so
    the members are not at ONE element per work-item; the loop model's integer set of two
    work-items w1 != w2 touching one element is empty for Spread and Gather (they fuse, y stays
    written: a member reads another element than the store of its work-item) and not for
    GatherNext (refused, both accesses named).  The replay of the fused rewrite agrees on PoCL."""
    from sycl_lift.replay import run

    folder = SAMPLES / "variants" / "fuse_pairs"
    host, device = ir(folder / "host.O2.ll"), ir(folder / "device.ll")
    r = run_cli("rewrite", str(host), str(device), "--enable", "fuse-kernels", "-o", str(tmp_path), "--args", "256")
    assert r.returncode == 0, r.stderr
    report = json.loads((tmp_path / "report.json").read_text())
    (fusion,) = report["fusions"]
    assert fusion["kernels"] == ["_ZTS6Spread", "_ZTS6Gather"] and fusion["intermediates"] == []
    (refused,) = [s["why"] for s in report["skipped"] if s["what"].startswith("fusing Spread + Gather + GatherNext")]
    assert refused.startswith("_ZTS6Spread's `store float") and "_ZTS10GatherNext's `" in refused
    assert "may touch one element of %b1 from different work-items" in refused
    replayed = run.replay(lift.parse_file(str(host)), lift.parse_file(str(device)), "pocl",
                          rewritten_text=(tmp_path / "device.ll").read_text(), program_args=("256",))
    assert run.exit_code(replayed) == 0 and replayed["counts"]["agree"] == 3, run.format_report(replayed)


@pytest.mark.parametrize("variant", ["fuse_rows", "fuse_rows_usm"])
def test_members_walking_their_own_rows_in_loops_fuse(variant, tmp_path):
    """variants/fuse_rows (1-D accessors) and fuse_rows_usm (USM in an in-order queue, the queue
    shortcut): Square writes o[r * cols + j] and RowTotal reads it back, each in a loop over its
    row.  The loop model's set of two work-items w1 != w2 touching one element of o -- the
    counters ranging over their loops, their rotation guard `cols != 0` on the way -- is empty
    without a command line (the loops' bound is the row length, so isl splits rows from columns),
    and the two launches fuse.  The replay of the fused kernel agrees with the chain on PoCL."""
    from sycl_lift.replay import run

    folder = SAMPLES / "variants" / variant
    host, device = ir(folder / "host.O2.ll"), ir(folder / "device.ll")
    r = run_cli("rewrite", str(host), str(device), "--enable", "fuse-kernels", "-o", str(tmp_path))
    assert r.returncode == 0, r.stderr
    report = json.loads((tmp_path / "report.json").read_text())
    (fusion,) = report["fusions"]
    assert fusion["kernels"] == ["_ZTS6Square", "_ZTS8RowTotal"] and fusion["intermediates"] == []
    replayed = run.replay(lift.parse_file(str(host)), lift.parse_file(str(device)), "pocl",
                          rewritten_text=(tmp_path / "device.ll").read_text(), program_args=("64", "48"))
    assert run.exit_code(replayed) == 0, run.format_report(replayed)


def test_a_member_reading_past_its_row_in_a_loop_stays_apart():
    """The planted neighbour: RowTotal reading o[r * cols + j + 1] -- at the row's last j, the next
    row's first element, which another work-item's Square writes.  The read no longer stays within
    its row, so isl cannot split rows from columns: refused, both accesses named."""
    folder = SAMPLES / "variants" / "fuse_rows"
    text = read_text(folder / "device.ll")
    at = "%18 = getelementptr float, ptr addrspace(1) %14, i64 %16"
    assert text.count(at) == 1 and "%21 = add nuw i64 %16, 1" in text
    host = lift.parse_text(read_text(folder / "host.O2.ll"), "host.ll")
    result = pipeline.rewrite(host, lift.parse_text(text.replace(at, at.replace("%16", "%21")), "device.ll"),
                              enable=("fuse-kernels",))
    assert "fusions" not in result.report
    (refused,) = [s["why"] for s in result.report["skipped"] if s["what"].startswith("fusing Square + RowTotal")]
    assert re.match(r"_ZTS6Square's `store float .*` and _ZTS8RowTotal's `%\d+ = load float", refused)
    assert "may touch one element of %b1 from different work-items" in refused
