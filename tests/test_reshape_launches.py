"""reshape-launches: the correlation kernel's independent j loop becomes a launch dimension, and a
mat-vec's sums are spread over work-groups, in the device module and in the host's launch
together; the replay launches the rewritten kernels the way the rewritten host does, and the two
agree (the reassociated sums within the tolerance their length gives); DPC++'s runtime runs the
reshaped programs with the original's output."""
from __future__ import annotations

import llvmlite.binding as llvm
import pytest

from harness import opencl as ocl  # noqa: F401  (first: sets up the OpenCL ICD loader)

import lift
from conftest import SAMPLES, ir, read_text

from passes import PassContext, pipeline
from passes.analysis.loop_parallelism import IndependentLoop, find_independent_loop
from passes.host.raise_host import RaiseHost
from sycl_lift.replay import run
from passes.transforms.launch_shape import LaunchShape, read_shapes
from passes.transforms.reshape_launches import host_facts

KERNEL = "_ZTS11Correlation"
MIRROR_STORE_INDEX = "%30 = mul i64 %25, %0"  # j * N: the mirror store c[j * N + i]


def correlation(release: str = "2026.2.0", device_text=None, sample: str = "reshape_correlation"):
    host = ir(SAMPLES / sample / release / "host.O2.ll")
    device = ir(SAMPLES / sample / "device.ll")
    return (lift.parse_text(read_text(host), str(host)),
            lift.parse_text(device_text or read_text(device), str(device)))


def matvec():
    return correlation(sample="reshape_matvec")


def analysed(device_text=None):
    """The Correlation kernel after the facts the analysis needs (propagated accessors, noalias)."""
    ctx = PassContext(*correlation(device_text=device_text))
    for name in ("raise-host", "link", "fold-spec-constants", "propagate-ndrange", "propagate-accessors",
                 "noalias-accessors"):
        pipeline.PASSES[name](**({"target": "gpu"} if name == "noalias-accessors" else {})).apply(ctx)
    kl = ctx.analyses["links"][KERNEL]
    return kl, host_facts(kl, 1)


def test_the_correlation_loop_is_independent_with_the_hosts_sizes():
    kl, sizes = analysed()
    assert list(sizes.global_sizes) == [0] and sizes.global_sizes[0] is kl.kernel.function.arguments[0]  # G0 == N, the loop bound
    found = find_independent_loop(kl.kernel.function, 1, sizes)
    assert isinstance(found, IndependentLoop)
    assert found.bound is kl.kernel.function.arguments[0] and len(found.stores_before) == 1
    # without the host's fact G0 == N the loop's own guard (entered only where i + 1 < N) bounds i
    # below N: the mirror store c[j * N + i] is still told from c[i * N + j]
    assert isinstance(find_independent_loop(kl.kernel.function, 1), IndependentLoop)


def test_a_loop_whose_iterations_write_one_element_is_refused():
    text = read_text(SAMPLES / "reshape_correlation" / "device.ll")
    head, kernel = text.split(f"@{KERNEL}(", 1)
    assert kernel.count(MIRROR_STORE_INDEX) == 1
    planted = head + f"@{KERNEL}(" + kernel.replace(MIRROR_STORE_INDEX, "%30 = mul i64 %0, 0", 1)  # c[i]: every j
    kl, sizes = analysed(planted)
    assert "may write the same element" in find_independent_loop(kl.kernel.function, 1, sizes)


@pytest.fixture(scope="module")
def reshaped():
    return pipeline.rewrite(*correlation(), target="gpu")


def test_rewrite_reshapes_host_and_device_together(reshaped):
    entry = next(k for k in reshaped.report["kernels"] if k["name"] == KERNEL)
    assert entry["reshaped"]["new_dimension"] == 1 and entry["reshaped"]["work_group"] == [1, 64]
    assert entry["reshaped"]["form"] == "independent iterations as work-items" and "reassociated" not in entry["reshaped"]
    for text in (reshaped.host, reshaped.device):
        llvm.parse_assembly(text).verify()
    shapes = read_shapes(lift.parse_text(reshaped.device, "device.ll"))
    assert shapes == {KERNEL: LaunchShape(KERNEL, outer_from=0, local=64)}
    assert "reshape.chosen" in reshaped.host and "reshape.global_id" in reshaped.device
    why = {s["what"]: s["why"] for s in reshaped.report["skipped"]}  # its sums need --fp-reassociate
    assert "--fp-reassociate" in why["reshaping the launches of _ZTS10ColumnMean"]
    assert why["reshaping the launches of _ZTS9Normalise"] == "the kernel has no loop"


@pytest.mark.parametrize("release", ["2026.2.0", "2025.2.2"])  # the nd_range_view call; the padded range<3> call
@pytest.mark.parametrize("n", [512, 100])
def test_the_rewritten_host_launches_as_the_shape_says(reshaped, release, n):
    """Raised for a command line, the rewritten host's Correlation launches are what the recorded
    shape makes of the original launch: (n, n) in work-groups of (1, 64) where 64 divides n."""
    rewritten = reshaped if release == "2026.2.0" else pipeline.rewrite(*correlation(release), target="gpu")
    llvm.parse_assembly(rewritten.host).verify()
    ctx = PassContext(host=lift.parse_text(rewritten.host, "host.ll"))
    RaiseHost(program_args=(str(n), "1")).apply(ctx)
    launch = next(op for op in ctx.analyses["sycl-program"].launches if op.kernel == "Correlation")
    expected = LaunchShape(KERNEL, outer_from=0, local=64).apply((n,), None)
    got = (tuple(launch.global_range.values), tuple(launch.local_range.values) if launch.local_range else None)
    assert got == (expected or ((n,), None))
    assert (expected is None) == (n % 64 != 0)


def test_unoptimized_host_gets_its_shared_range_helper_cloned_for_the_reshaped_kernel():
    """-O0: every 1-D launch sets its range through one helper; Correlation gets its own copy of it,
    the other kernels keep launching as they did."""
    host = ir(SAMPLES / "reshape_correlation" / "2026.2.0" / "host.O0.ll")
    _, device = correlation()
    unoptimized = pipeline.rewrite(lift.parse_text(read_text(host), str(host)), device, target="gpu")
    llvm.parse_assembly(unoptimized.host).verify()
    assert f"ILi1EEEvNS0_5rangeIXT_EEEb.{KERNEL}(" in unoptimized.host
    ctx = PassContext(host=lift.parse_text(unoptimized.host, "host.ll"))
    RaiseHost(program_args=("512", "1")).apply(ctx)
    launched = {op.kernel: (tuple(op.global_range.values), op.local_range is not None)
                for op in ctx.analyses["sycl-program"].launches}
    assert launched == {"ColumnMean": ((512,), False), "ColumnStddev": ((512,), False),
                        "Normalise": ((513, 512), False), "Correlation": ((512, 512), True)}


def test_no_reshape_for_other_targets():
    assert "reshape." not in pipeline.rewrite(*correlation(), target="pocl").device
    assert "reshape." in pipeline.rewrite(*correlation(), target="pocl", enable=("reshape-launches",)).device


def test_replay_launches_the_rewritten_kernel_reshaped_and_agrees(reshaped):
    host, device = correlation()
    report = run.replay(host, device, "pocl", reshaped.device, program_args=("128", "1"))
    assert report["counts"]["agree"] == report["counts"]["replayed"] == 4
    runs = [r for launch in report["launches"] for r in launch["runs"] if r["kernel"] == KERNEL]
    assert runs and all(r["reshaped"] == {"global": [128, 128], "local": [64, 1]} for r in runs)


def test_the_runtime_runs_the_reshaped_program_as_the_original(reshaped, tmp_path):
    """`build` of the reshaped rewrite: DPC++'s runtime launches Correlation over two dimensions with
    work-groups of 64 where 64 divides n (its trace says so), the original range elsewhere, and the
    program's own verification passes with the original's output."""
    import re

    from sycl_lift.build import build_program, run_program

    host, device = correlation()
    (tmp_path / "host.ll").write_text(reshaped.host)
    (tmp_path / "device.ll").write_text(reshaped.device)
    build_program(host.filename, device.filename, str(tmp_path / "original"))
    build_program(str(tmp_path / "host.ll"), str(tmp_path / "device.ll"), str(tmp_path / "reshaped"))
    clock = re.compile(r"\d+(\.\d+)? ms")
    for n, dims in (("128", "2"), ("100", "1")):
        done = [run_program(str(tmp_path / p), [n, "1"], capture_output=True, text=True, timeout=300,
                            env={"SYCL_UR_TRACE": "2"}) for p in ("original", "reshaped")]
        assert all(d.returncode == 0 for d in done), done[1].stderr[-2000:]
        outputs = [clock.sub("", "\n".join(l for l in d.stdout.splitlines() if l.startswith("reshape-correlation")))
                   for d in done]
        assert "PASS" in outputs[1] and outputs[0] == outputs[1]
        launches = re.findall(r"<--- urEnqueueKernelLaunch\w*\(.*?\.workDim = (\d), .*?\.pLocalWorkSize = ([^,\s]+)",
                              done[1].stdout + done[1].stderr)
        assert launches[-1][0] == dims and (launches[-1][1] != "nullptr") == (dims == "2")


# ---- reductions (mat-vec: a row walk and a column walk)

MATVEC_ARGS = ("--rows=256", "--cols=512", "--iterations=1")


@pytest.fixture(scope="module")
def summed():
    return pipeline.rewrite(*matvec(), target="gpu", fp_reassociate=True)


def test_matvec_sums_are_spread_over_work_groups_only_with_reassociation(summed):
    shapes = {k["name"]: k.get("reshaped") for k in summed.report["kernels"]}
    assert shapes["_ZTS9RowMatVec"]["work_group"] == [128, 1]  # lanes along the row: one row per group
    assert shapes["_ZTS12ColumnMatVec"]["work_group"] == [64, 16]  # 16 neighbouring columns, 64 lanes
    assert all(s["form"] == "reduction over work-items" and s["reassociated"] for s in
               (shapes["_ZTS9RowMatVec"], shapes["_ZTS12ColumnMatVec"]))
    for text in (summed.host, summed.device):
        llvm.parse_assembly(text).verify()
    exact = pipeline.rewrite(*matvec(), target="gpu")
    why = {s["what"]: s["why"] for s in exact.report["skipped"]}
    assert "--fp-reassociate" in why["reshaping the launches of _ZTS12ColumnMatVec"]
    assert "reshape." not in exact.device  # (the exact row walk keeps its kernel: see below)


# ---- an exact row walk: the kernel as it was, its launch in small work-groups

@pytest.fixture(scope="module")
def exact():
    return pipeline.rewrite(*matvec(), target="gpu")


def test_an_exact_row_walk_keeps_its_kernel_and_launches_in_small_groups(exact):
    shapes = {k["name"]: k.get("reshaped") for k in exact.report["kernels"]}
    assert shapes["_ZTS9RowMatVec"]["work_group"] == [4] and "keeps its order" in shapes["_ZTS9RowMatVec"]["form"]
    assert shapes["_ZTS12ColumnMatVec"] is None  # a column walk gains nothing from smaller groups
    device = lift.parse_text(exact.device, "device.ll")
    (shape,) = read_shapes(device).values()
    assert (shape.kernel, shape.kind, shape.local) == ("_ZTS9RowMatVec", "groups", 4)
    unshaped = pipeline.rewrite(*matvec(), target="gpu",
                                passes=[p for p in pipeline.DEFAULT_PIPELINE if p != "reshape-launches"])
    before = lift.parse_text(unshaped.device, "device.ll").get_function("_ZTS9RowMatVec")
    assert str(device.get_function("_ZTS9RowMatVec")) == str(before)
    for text in (exact.host, exact.device):
        llvm.parse_assembly(text).verify()
    assert "reshape." in exact.host and "reshape." not in unshaped.host


def test_a_groups_shape_keeps_the_global_range_and_needs_a_multiple_of_its_width():
    shape = LaunchShape("k", local=32, kind="groups")
    assert shape.apply((96,), None) == ((96,), (32,))
    assert shape.apply((8, 64), None) == ((8, 64), (1, 32))
    assert shape.apply((100,), None) is None  # not a multiple of 32: the launch as it was
    assert shape.apply((96,), (8,)) is None  # an nd_range launch keeps its own groups


@pytest.mark.parametrize("rows, local", [(256, [4]), (102, None)])
def test_replay_launches_the_exact_row_walk_in_groups_and_agrees_bit_for_bit(exact, rows, local):
    host, device = matvec()
    report = run.replay(host, device, "pocl", exact.device, program_args=(f"--rows={rows}", "--cols=96", "--iterations=1"))
    assert report["counts"]["agree"] == report["counts"]["replayed"] == 2
    assert report["comparison"].startswith("bit for bit")
    runs = {r["kernel"]: r for launch in report["launches"] for r in launch["runs"]}
    reshaped = runs["_ZTS9RowMatVec"].get("reshaped")
    assert (reshaped and reshaped["local"]) == local


def test_the_runtime_launches_the_exact_row_walk_in_groups(exact, tmp_path):
    import re

    from sycl_lift.build import build_program, run_program

    host, device = matvec()
    (tmp_path / "host.ll").write_text(exact.host)
    (tmp_path / "device.ll").write_text(exact.device)
    build_program(host.filename, device.filename, str(tmp_path / "original"))
    build_program(str(tmp_path / "host.ll"), str(tmp_path / "device.ll"), str(tmp_path / "reshaped"))
    done = [run_program(str(tmp_path / p), ["--rows=256", "--cols=96", "--iterations=1"], capture_output=True,
                        text=True, timeout=300, env={"SYCL_UR_TRACE": "2"}) for p in ("original", "reshaped")]
    assert all(d.returncode == 0 and "PASS" in d.stdout for d in done), done[1].stdout[-2000:] + done[1].stderr[-2000:]
    locals_ = [re.findall(r"<--- urEnqueueKernelLaunch\w*\(.*?\.pLocalWorkSize = ([^,\s]+)", d.stdout + d.stderr)
               for d in done]
    assert locals_[0] == ["nullptr", "nullptr"]  # the original: both launches at the runtime's choice
    assert locals_[1][0] != "nullptr" and locals_[1][1] == "nullptr"  # RowMatVec in groups, ColumnMatVec as it was


def test_a_sum_used_inside_its_loop_is_no_reduction():
    text = read_text(SAMPLES / "reshape_matvec" / "device.ll")
    head, kernel = text.split("@_ZTS9RowMatVec(", 1)
    old = "%24 = getelementptr inbounds nuw float, ptr addrspace(1) %9, i64 %20"
    assert kernel.count(old) == 1
    planted = head + "@_ZTS9RowMatVec(" + kernel.replace(old, "%24 = getelementptr inbounds nuw float, ptr addrspace(1) %9, i64 %20\n  %unused = fadd float %21, 1.0", 1)
    ctx = PassContext(*correlation(device_text=planted, sample="reshape_matvec"))
    for name in ("raise-host", "link", "fold-spec-constants", "propagate-ndrange", "propagate-accessors",
                 "noalias-accessors"):
        pipeline.PASSES[name](**({"target": "gpu"} if name == "noalias-accessors" else {})).apply(ctx)
    kl = ctx.analyses["links"]["_ZTS9RowMatVec"]
    assert find_independent_loop(kl.kernel.function, 1) == "the loop's sum is used inside the loop"


def test_replay_compares_reassociated_sums_within_their_length(summed):
    host, device = matvec()
    report = run.replay(host, device, "pocl", summed.device, program_args=MATVEC_ARGS)
    assert report["counts"]["agree"] == report["counts"]["replayed"] == 2
    assert report["comparison"].startswith(f"tolerance {512 * run.FLOAT_EPSILON}")  # the row sums: 512 terms
    runs = {r["kernel"]: r for launch in report["launches"] for r in launch["runs"]}
    assert runs["_ZTS9RowMatVec"]["reshaped"] == {"global": [256, 128], "local": [1, 128]}
    assert runs["_ZTS12ColumnMatVec"]["reshaped"] == {"global": [512, 64], "local": [16, 64]}


def test_the_runtime_runs_the_reshaped_matvec(summed, tmp_path):
    from sycl_lift.build import build_program, run_program

    (tmp_path / "host.ll").write_text(summed.host)
    (tmp_path / "device.ll").write_text(summed.device)
    build_program(str(tmp_path / "host.ll"), str(tmp_path / "device.ll"), str(tmp_path / "reshaped"))
    done = run_program(str(tmp_path / "reshaped"), list(MATVEC_ARGS), capture_output=True, text=True, timeout=300)
    assert done.returncode == 0 and "PASS" in done.stdout, done.stdout[-2000:] + done.stderr[-2000:]


def test_rewrite_command_says_which_launches_it_reshaped(tmp_path, capsys):
    import sycl_lift

    host, device = (ir(SAMPLES / "reshape_matvec" / "2026.2.0" / "host.O2.ll"), ir(SAMPLES / "reshape_matvec" / "device.ll"))
    assert sycl_lift.main(["rewrite", str(host), str(device), "--target", "gpu", "--fp-reassociate", "--no-opencl",
                           "-o", str(tmp_path / "out")]) == 0
    lines = [l for l in capsys.readouterr().err.splitlines() if l.startswith("RowMatVec:")]  # (named as written)
    assert lines and lines[0].endswith("launched reshaped: reduction over work-items, work-groups [128, 1], "
                                       "sums reassociated")
    assert "reshape.chosen" in (tmp_path / "out" / "host.ll").read_text()


def test_replay_makes_its_rewrite_with_reassociation_when_asked(monkeypatch):
    """`replay --fp-reassociate` without --rewritten: its own rewrite for the device's target may
    reassociate (here PoCL replays the gpu target's rewrite)."""
    monkeypatch.setitem(run.DEVICE_TARGET, "pocl", "gpu")
    host, device = matvec()
    report = run.replay(host, device, "pocl", program_args=MATVEC_ARGS, fp_reassociate=True)
    assert report["counts"]["agree"] == report["counts"]["replayed"] == 2
    assert any("sum floats in another order" in n for n in report["notes"])
    assert all(r.get("reshaped") for launch in report["launches"] for r in launch["runs"] if not r["wrapper"])
    exact = run.replay(host, device, "pocl", program_args=MATVEC_ARGS)
    assert {r["kernel"]: r.get("reshaped") for launch in exact["launches"] for r in launch["runs"]
            if not r["wrapper"]} == {"_ZTS9RowMatVec": {"global": [256], "local": [4]}, "_ZTS12ColumnMatVec": None}
    assert not any("sum floats in another order" in n for n in exact["notes"])


# ---- a reduction's lane loop issues its loads ahead

COLSTATS_ARGS = ("--rows", "1100", "--cols", "48", "--iterations", "1")  # 1100 rows: 17 or 18 per lane (2 passes + 1 or 2)


def colstats():
    return correlation(sample="reshape_colstats")


def test_a_lane_loop_issues_eight_iterations_loads_first_and_sums_as_before(monkeypatch):
    """Each lane of a reshaped column sum loads 8 rows before adding them (a pass in front of the
    loop while 8 rows are left); every lane adds its rows in the same order as without it, so the
    replay's largest difference from the original sequential sums is the same to the bit."""
    from passes.transforms import reshape_launches

    ahead = pipeline.rewrite(*colstats(), target="gpu", fp_reassociate=True)
    shapes = {k["name"]: k.get("reshaped") for k in ahead.report["kernels"]}
    assert shapes["_ZTS7ColMean"]["loads_ahead"] == shapes["_ZTS9ColStdDev"]["loads_ahead"] == 8
    llvm.parse_assembly(ahead.device).verify()
    body = ahead.device[ahead.device.index("@_ZTS7ColMean("):]
    block = body[body.index("\nreshape.ahead:"):body.index("\nreshape.ahead.exit:")]
    loads = [i for i, line in enumerate(block.splitlines()) if "= load float, ptr addrspace(1)" in line]
    adds = [i for i, line in enumerate(block.splitlines()) if "= fadd float" in line]
    assert len(loads) == len(adds) == 8 and max(loads) < min(adds)
    monkeypatch.setattr(reshape_launches, "LANE_LOADS_AHEAD", 0)
    plain = pipeline.rewrite(*colstats(), target="gpu", fp_reassociate=True)
    assert "reshape.ahead" not in plain.device
    reports = [run.replay(*colstats(), "pocl", r.device, program_args=COLSTATS_ARGS) for r in (ahead, plain)]
    assert all(r["counts"]["agree"] == r["counts"]["replayed"] == 2 for r in reports)
    assert reports[0]["largest_error"]["absolute"] > 0
    assert reports[0]["largest_error"] == reports[1]["largest_error"]


@pytest.mark.parametrize("release", ["2025.2.2", "2026.2.0"])
def test_queue_shortcut_launches_are_reshaped_and_the_runtime_runs_them(release, tmp_path):
    """reshape_shortcut submits a row sum and a row scaling with `q.parallel_for(range, ...)` (2026.2:
    a direct submit without a handler, its range an nd_range_view edited in main; 2025: through a
    handler), the row length a captured size that --args makes a number: both are reshaped, the
    replay agrees, and (2026.2.0's runtime) the built program launches both kernels in two dimensions."""
    import sycl_lift
    from sycl_lift.build import build_program, traced_launches

    host, device = ir(SAMPLES / "reshape_shortcut" / release / "host.O2.ll"), ir(SAMPLES / "reshape_shortcut" / "device.ll")
    args = ["128", "96"]
    out = tmp_path / "rw"
    assert sycl_lift.main(["rewrite", str(host), str(device), "-o", str(out), "-q", "--target", "gpu",
                           "--fp-reassociate", "--args", " ".join(args)]) == 0
    report = __import__("json").loads((out / "report.json").read_text())
    forms = {k["name"]: k["reshaped"]["form"] for k in report["kernels"] if "reshaped" in k}
    assert forms == {"_ZTS7RowSums": "reduction over work-items", "_ZTS8RowScale": "independent iterations as work-items"}
    replayed = run.replay(lift.parse_file(str(host)), lift.parse_file(str(device)), "pocl",
                          rewritten_text=(out / "device.ll").read_text(), program_args=tuple(args), fp_reassociate=True)
    assert run.exit_code(replayed) == 0 and replayed["counts"]["agree"] == 2, run.format_report(replayed)
    if release != "2026.2.0":
        return  # (built programs run on the one runtime the test set-up installs: 2026.2.0's)
    program = tmp_path / "program"
    build_program(str(out / "host.ll"), str(out / "device.ll"), str(program))
    launched, done = traced_launches(str(program), args)
    assert done.returncode == 0 and "PASS" in done.stdout
    assert set(launched) == {"_ZTS7RowSums", "_ZTS8RowScale"}  # the kernels themselves, not the range wrappers
    assert (done.stdout + done.stderr).count(".workDim = 2") == 2


@pytest.mark.parametrize("variant", ["int_bounds", "less_equal", "count_down", "int_count_down"])
def test_a_bound_the_kernel_computes_from_captured_sizes_sizes_the_new_dimension(variant, tmp_path):
    """variants/int_bounds counts with `int j != int(cols)`: the kernel's bound is `and i64 %cols,
    4294967295`; variants/less_equal with `j <= cols - 1`: `umax(cols, 1)`, and its row sum leaves
    the loop with no exit phi (the rewrite makes one); variants/count_down counts down from cols
    (size_t `j-- > 0`, the loop leaves at `j - 1 == 0`), variants/int_count_down from
    `int(cols) - 1` to 0 over USM through the queue shortcut (`j > 1` tested before the step).
    --args makes the trip count a number on every launch (96): both kernels are reshaped and the
    replay agrees; without --args the row scaling's trip count stays unsized (the reason is given),
    the row sum is reshaped."""
    args = ["128", "96"]
    host, device, reports = _rewritten_both_ways(variant, args, tmp_path)
    assert _reshaped(reports["args"]) == {"_ZTS7RowSums": "reduction over work-items",
                                          "_ZTS8RowScale": "independent iterations as work-items"}
    assert _reshaped(reports["any"]) == {"_ZTS7RowSums": "reduction over work-items"}
    assert any("RowScale" in s["what"] and "cannot size the new dimension" in s["why"] for s in reports["any"]["skipped"])
    _replay_agrees(host, device, tmp_path / "args", args, 2)


def _rewritten_both_ways(variant: str, args: list, tmp_path) -> tuple:
    """(host, device, {"args": report, "any": report}) of a variant rewritten for the GPU with
    --fp-reassociate, with the command line `args` (into tmp_path/args) and without (tmp_path/any)."""
    import json

    import sycl_lift

    folder = SAMPLES / "variants" / variant
    host, device = ir(folder / "host.O2.ll"), ir(folder / "device.ll")
    reports = {}
    for key, extra in (("args", ["--args", " ".join(args)]), ("any", [])):
        out = tmp_path / key
        assert sycl_lift.main(["rewrite", str(host), str(device), "-o", str(out), "-q", "--target", "gpu",
                               "--fp-reassociate", *extra]) == 0
        reports[key] = json.loads((out / "report.json").read_text())
    return host, device, reports


def _reshaped(report: dict) -> dict:
    """kernel -> the form reshape-launches gave it."""
    return {k["name"]: k["reshaped"]["form"] for k in report["kernels"] if "reshaped" in k}


def _replay_agrees(host, device, rewritten, args: list, launches: int) -> None:
    replayed = run.replay(lift.parse_file(str(host)), lift.parse_file(str(device)), "pocl",
                          rewritten_text=(rewritten / "device.ll").read_text(), program_args=tuple(args), fp_reassociate=True)
    assert run.exit_code(replayed) == 0 and replayed["counts"]["agree"] == launches, run.format_report(replayed)


def test_application_style_column_statistics_reshape_both_kernels(tmp_path):
    """variants/colstats_app: a ColumnStatistics class over 2-D accessors, every loop over the
    `n + 1` stored rows, sizes as `observations=N variables=M` words through std::stoul.  The column
    means (a sum over n + 1 rows) and the correlation's pair loop (b = a + 1 .. m - 1, its dot
    product over n + 1 rows; the mirror store c[b][a]) are reshaped generic and with the command
    line; both replays agree on PoCL, and the program built from the specialised rewrite prints
    what the original prints, launching both kernels in two dimensions."""
    from sycl_lift.build import build_program, run_program, timings_masked, traced_launches

    args = ["observations=96", "variables=64"]
    host, device, reports = _rewritten_both_ways("colstats_app", args, tmp_path)
    for key, report in reports.items():
        assert _reshaped(report) == {"_ZTS11ColumnMeans": "reduction over work-items",
                                     "_ZTS17ColumnCorrelation": "independent iterations as work-items"}, report["skipped"]
        _replay_agrees(host, device, tmp_path / key, args, 2)
    build_program(str(host), str(device), str(tmp_path / "original"))
    build_program(str(tmp_path / "args" / "host.ll"), str(tmp_path / "args" / "device.ll"), str(tmp_path / "program"))
    original = run_program(str(tmp_path / "original"), args, capture_output=True, text=True, timeout=300)
    launched, done = traced_launches(str(tmp_path / "program"), args)
    assert original.returncode == 0 and done.returncode == 0 and "PASS" in done.stdout, done.stderr[-2000:]
    own = [line for line in done.stdout.splitlines() if not line.lstrip().startswith(("--->", "<---"))]
    assert timings_masked(original.stdout).splitlines() == timings_masked("\n".join(own)).splitlines()
    assert set(launched) == {"_ZTS11ColumnMeans", "_ZTS17ColumnCorrelation"}
    assert (done.stdout + done.stderr).count(".workDim = 2") == 2


def test_nd_range_launches_keep_their_work_groups_under_the_new_dimension(tmp_path):
    """variants/nd_range_rows: row loops in nd_range launches of work-groups of 32 -- a handler's
    parallel_for over accessors, a queue shortcut's over USM (counting down).  With the command
    line both gain the new dimension, each work-group (1, 32): the program's own; the replay agrees
    bit for bit and the built program launches both in two dimensions.  Without it the trip count
    (cols) has no number for the host, in both alike."""
    from sycl_lift.build import build_program, traced_launches

    args = ["128", "96"]
    host, device, reports = _rewritten_both_ways("nd_range_rows", args, tmp_path)
    assert _reshaped(reports["args"]) == {"_ZTS7NdScale": "independent iterations as work-items",
                                          "_ZTS7NdShift": "independent iterations as work-items"}
    assert {k["reshaped"]["when"] for k in reports["args"]["kernels"]} == {"always (the launch's own work-groups)"}
    assert _reshaped(reports["any"]) == {}
    _replay_agrees(host, device, tmp_path / "args", args, 2)
    build_program(str(tmp_path / "args" / "host.ll"), str(tmp_path / "args" / "device.ll"), str(tmp_path / "program"))
    launched, done = traced_launches(str(tmp_path / "program"), args)
    assert done.returncode == 0 and "PASS" in done.stdout, done.stderr[-2000:]
    assert set(launched) == {"_ZTS7NdScale", "_ZTS7NdShift"}
    assert (done.stdout + done.stderr).count(".workDim = 2") == 2


@pytest.mark.parametrize("variant,args,form", [
    ("less_equal", ["64", "48"], {"_ZTS7RowSums": "reduction over work-items", "_ZTS8RowScale": "independent iterations as work-items"}),
    ("nd_range_rows", ["128", "96"], {"_ZTS7NdScale": "independent iterations as work-items",
                                      "_ZTS7NdShift": "independent iterations as work-items"})])
def test_launches_under_2025_headers_are_reshaped(variant, args, form, tmp_path):
    """The variants' programs compiled with DPC++ 2025.2.2's headers (<variant>/2025.2.2/host.O2.ll)
    set their ranges with `handler::setNDRangeDescriptorPadded`: less_equal's command groups
    invoke its range form (they clean up when the runtime throws), nd_range_rows calls its nd_range
    form (a handler's and a queue shortcut's launch).  Every kernel is reshaped as with the 2026
    headers: each launch now chooses between the call as it was and the nd_range overload with the
    reshaped sizes -- an invoke with the old one's destinations where it was an invoke, the
    launch's own local sizes under the new dimension for an nd_range launch -- LLVM verifies the
    host, and the replay agrees on PoCL."""
    import json
    import re

    import sycl_lift

    folder = SAMPLES / "variants" / variant
    host, device = ir(folder / "2025.2.2" / "host.O2.ll"), ir(folder / "device.ll")
    out = tmp_path / "out"
    assert sycl_lift.main(["rewrite", str(host), str(device), "-o", str(out), "-q", "--target", "gpu",
                           "--fp-reassociate", "--args", " ".join(args)]) == 0
    assert _reshaped(json.loads((out / "report.json").read_text())) == form
    text = (out / "host.ll").read_text()
    llvm.parse_assembly(text).verify()
    nd_range = "@_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEES3_NS0_2idILi3EEEi"
    new = re.findall(rf"\n  (call|invoke) void {re.escape(nd_range)}\([^\n]*%reshape\.global"
                     rf"[^\n]*?(?: to label %(\S+) unwind label %(\S+))?\n", text)
    assert len(new) == 2  # one per kernel's launch
    for kind, normal, unwind in new:
        if kind == "invoke":  # the old invoke's destinations: each is the other's too
            assert text.count(f"to label %{normal} unwind label %{unwind}") == 2
    _replay_agrees(host, device, out, args, 2)


def test_a_host_edit_that_fails_half_way_costs_only_its_kernel(monkeypatch):
    """A host launch edit that raises after changing the host (planted: RowSums' edit made whole, then
    an error) would leave the host half edited for its kernel while its device code is restored.  The
    rewrite runs again from the inputs without that kernel: RowSums is in `failed` with the error
    and launched as it was, RowScale keeps its reshaped launch, and both modules verify."""
    from passes.transforms import launch_shape

    edit = launch_shape.edit_view_call

    def planted(call, index, dims, shape, flag=None):
        edit(call, index, dims, shape, flag)
        if shape.kernel == "_ZTS7RowSums":
            raise RuntimeError("planted after the edit")

    monkeypatch.setattr(launch_shape, "edit_view_call", planted)
    folder = SAMPLES / "variants" / "less_equal"
    host = lift.parse_text(read_text(folder / "host.O2.ll"), "host.ll")
    device = lift.parse_text(read_text(folder / "device.ll"), "device.ll")
    result = pipeline.rewrite(host, device, target="gpu", fp_reassociate=True, program_args=("64", "48"))
    (failed,) = result.report["failed"]
    assert failed["kernel"] == "_ZTS7RowSums" and failed["step"] == "launch-shape" and "planted" in failed["why"]
    assert set(_reshaped(result.report)) == {"_ZTS8RowScale"}
    assert list(read_shapes(lift.parse_text(result.device, "device.ll"))) == ["_ZTS8RowScale"]
    for text in (result.host, result.device):
        llvm.parse_assembly(text).verify()
    assert result.host.count("= select i1 %reshape.fits") == 1  # RowScale's edit alone
