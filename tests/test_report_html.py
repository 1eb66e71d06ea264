"""`sycl-lift report`: the data it gathers (no browser needed), its errors, and the page itself in
headless Chromium (Debian's `chromium` and `chromium-driver`, driven by Selenium): it renders, has
one graph node per launch and one section per kernel, logs no console error and loads nothing but
itself."""
from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys

import pytest

import sycl_lift
from conftest import ROOT, SAMPLES, ir
from lift import LiftError
from sycl_lift.report import gather, render

VADD = (str(ir(SAMPLES / "vadd" / "2026.2.0" / "host.O2.ll")), str(ir(SAMPLES / "vadd" / "device.ll")))
CORRELATION = (str(ir(SAMPLES / "reshape_correlation" / "2026.2.0" / "host.O2.ll")),
               str(ir(SAMPLES / "reshape_correlation" / "device.ll")))
CORRELATION_ARGS = "64 2"  # n = 64, 2 iterations: 8 launches, every range a constant


def defined_kernels(device: str) -> list[str]:
    """The kernels a device module defines, read off its text."""
    with open(device) as f:
        return re.findall(r"^define [^@\n]*spir_kernel [^@\n]*@(\S+)\(", f.read(), re.M)


def define_lines(text: str, symbol: str) -> int:
    """The lines of `define ... @symbol(` ... `}` in module text."""
    start = re.search(rf"^define [^\n]*@{re.escape(symbol)}\(", text, re.M).start()
    return text[start:text.index("\n}\n", start) + 2].count("\n") + 1


@pytest.fixture(scope="module")
def correlation_replay(tmp_path_factory):
    """A replay report of reshape_correlation on PoCL, with timings: what `replay --json -o` writes."""
    out = tmp_path_factory.mktemp("replay") / "replay.json"
    r = subprocess.run([sys.executable, "-m", "sycl_lift", "replay", *CORRELATION, "--device", "pocl",
                        "--args", CORRELATION_ARGS, "--time", "--repeat", "3", "--rounds", "2", "-q", "-o", str(out)],
                       capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert r.returncode == 0, r.stderr
    return out


# ---- the data, without a browser


def test_vadd_graph_has_its_launch_buffers_and_kernels():
    data = gather(*VADD, target="pocl")
    nodes = {n["name"]: n for n in data["graph"]["nodes"]}
    assert sorted(n["kind"] for n in nodes.values()) == ["buffer"] * 3 + ["kernel"] * 2 + ["launch"]
    assert nodes["%k0"]["label"].startswith("%k0 VAdd\nrange [1024]")
    ids = {n["id"]: n["name"] for n in data["graph"]["nodes"]}
    edges = {(ids[e["from"]], ids[e["to"]]): e["kind"] for e in data["graph"]["edges"]}
    wrapper = "_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI4VAddEE"
    assert edges == {("%b0", "%k0"): "read", ("%b1", "%k0"): "read", ("%b2", "%k0"): "write",
                     ("%k0", "_ZTS4VAdd"): "runs", ("%k0", wrapper): "wrapper"}
    # the graph command's JSON shape (lift.dot.to_json), with more per node
    assert all({"id", "label", "kind", "name", "title"} <= set(n) for n in data["graph"]["nodes"])
    assert all({"from", "to", "label", "kind"} <= set(e) for e in data["graph"]["edges"])
    assert data["rewrite"] == "made here, --target pocl" and data["replay"] is None


def test_every_kernel_is_a_node_also_one_no_launch_runs():
    host_ops = (str(ir(SAMPLES / "host_ops" / "2026.2.0" / "host.O2.ll")), str(ir(SAMPLES / "host_ops" / "device.ll")))
    data = gather(*host_ops)
    kernels = [n for n in data["graph"]["nodes"] if n["kind"] == "kernel"]
    assert sorted(n["name"] for n in kernels) == sorted(defined_kernels(host_ops[1]))
    targets = {e["to"] for e in data["graph"]["edges"]}
    unlaunched = [n for n in kernels if n["id"] not in targets]
    # handler::copy's kernels: the runtime's, run by no launch of the program
    assert unlaunched and all("copyAccToAcc" in n["name"] and n["label"].endswith("no launch runs it")
                              for n in unlaunched)
    assert {u["kernel"] for u in data["unlinked"]} == {n["name"] for n in unlaunched}


def test_vadd_kernels_proven_applied_refused_and_line_counts():
    data = gather(*VADD, target="pocl")
    text = open(VADD[1]).read()
    assert [k["name"] for k in data["kernels"]] == defined_kernels(VADD[1])
    by_name = {k["name"]: k for k in data["kernels"]}
    vadd = by_name["_ZTS4VAdd"]
    assert vadd["type"] == "VAdd" and not vadd["wrapper"] and vadd["launches"] == ["%k0"]
    assert vadd["lines_before"] == define_lines(text, "_ZTS4VAdd")
    assert (vadd["params_before"], vadd["params_after"]) == (6, 3)
    assert {"propagate-accessors", "noalias-accessors", "dae"} <= set(vadd["passes"])
    proven = [p["what"] for p in vadd["proven"]]
    assert "3 accessor members" in proven and "noalias: accessor (capture 2)" in proven
    assert any(a["pass"] == "dae" for a in vadd["applied"])
    assert [r["pass"] for r in vadd["refused"]] == ["coarsen"] and vadd["refused"][0]["why"]
    wrapper = by_name["_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI4VAddEE"]
    assert wrapper["wrapper"] and wrapper["type"] == "VAdd"
    assert {"what": "global range [1024]", "pass": "propagate-ndrange"}.items() <= wrapper["proven"][0].items()


def test_a_rewrite_folder_reads_as_the_same_rewrite_made_here(tmp_path):
    folder = tmp_path / "rw"
    assert sycl_lift.main(["rewrite", "-q", *CORRELATION, "--target", "gpu", "-o", str(folder)]) == 0
    read = gather(*CORRELATION, rewritten=str(folder))
    made = gather(*CORRELATION, target="gpu")
    assert read["rewrite"] == f"read from {folder}" and made["rewrite"] == "made here, --target gpu"
    assert {**read, "rewrite": None} == {**made, "rewrite": None}
    rewritten_text = (folder / "device.ll").read_text()
    for k in read["kernels"]:
        assert k["lines_after"] == define_lines(rewritten_text, k["name"])
    correlation = next(k for k in read["kernels"] if k["name"] == "_ZTS11Correlation")
    assert "reshape-launches" in correlation["passes"]
    assert any(p["what"].startswith("launch reshaped") for p in correlation["proven"])
    # every refusal the rewrite reports names a kernel: each is in that kernel's section
    column_mean = next(k for k in read["kernels"] if k["name"] == "_ZTS10ColumnMean")
    assert any(r["what"] == "reshaping the launches of _ZTS10ColumnMean" and "--fp-reassociate" in r["why"]
               for r in column_mean["refused"])
    assert read["skipped"] == [] and read["failed"] == []


def test_a_launch_given_only_work_groups_says_so():
    """reshape_matvec's exact row walk keeps its launch's range and gets work-groups of 4: the page
    says that, with no new dimension."""
    matvec = tuple(str(ir(SAMPLES / "reshape_matvec" / name)) for name in ("2026.2.0/host.O2.ll", "device.ll"))
    data = gather(*matvec, target="gpu")
    row = next(k for k in data["kernels"] if k["name"] == "_ZTS9RowMatVec")
    (reshaped,) = [p for p in row["proven"] if p["what"].startswith("launch reshaped")]
    assert reshaped["why"] == "work-group [4], when the fastest global size is a multiple of 4"


def test_a_shrunk_launch_says_so():
    """harness_gemm's GEMM on gpu: coarsen's blocks launched one work-item each, and when."""
    gemm = tuple(str(ir(SAMPLES / "harness_gemm" / name)) for name in ("2026.2.0/host.O2.ll", "device.ll"))
    data = gather(*gemm, target="gpu")
    kernel = next(k for k in data["kernels"] if k["name"].endswith("E11HarnessGemm"))
    (shrunk,) = [p for p in kernel["proven"] if p["what"].startswith("launch shrunk")]
    assert shrunk["why"] == ("global (1, G0 / 4, G1 / 4), work-group [1, 16, 16], when G0 is a multiple of 64 and G1 of 64; "
                             "as sycl_lift_shrunk_HarnessGemm, the kernel with that work-group's sizes as constants")
    assert not [k for k in data["kernels"] if k["name"].startswith("sycl_lift_shrunk_")]  # (no original to show)


def test_the_replay_gives_launch_verdicts_and_the_target_it_replayed(correlation_replay):
    data = gather(*CORRELATION, replay=str(correlation_replay), program_args=tuple(CORRELATION_ARGS.split()))
    assert data["rewrite"] == "made here, --target pocl"  # replay --device pocl rewrites for pocl
    launches = [n for n in data["graph"]["nodes"] if n["kind"] == "launch"]
    assert [n["name"] for n in launches] == [f"%k{i}" for i in range(8)]
    assert {n["status"] for n in launches} == {"agree"}
    for k in data["kernels"]:
        assert [r["status"] for r in k["replay"]] == ["agree", "agree"], k["name"]
    assert data["replay"]["counts"]["agree"] == 8


def test_a_launchs_worst_verdict_marks_its_node(tmp_path):
    replay = {"device": "pocl", "counts": {"replayed": 1, "out_of_bounds": 1}, "launches": [
        {"name": "%k0", "label": "VAdd", "status": "out of bounds", "runs": [
            {"kernel": "_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI4VAddEE", "status": "agree", "global": [1024]},
            {"kernel": "_ZTS4VAdd", "status": "out of bounds", "global": [1024],
             "outside": [{"access": "writes", "memory": "%b2", "version": "rewritten"}]}]}]}
    (tmp_path / "replay.json").write_text(json.dumps(replay))
    data = gather(*VADD, replay=str(tmp_path / "replay.json"))
    assert data["rewrite"] == "made here, --target pocl"
    (launch,) = [n for n in data["graph"]["nodes"] if n["kind"] == "launch"]
    assert launch["status"] == "out of bounds"
    page = render(data)
    assert 'class="node n-launch s-out_of_bounds"' in page
    assert '<span class="verdict v-out_of_bounds">out of bounds</span>' in page
    assert "writes outside %b2 in rewritten" in page


def test_the_page_loads_nothing_and_links_only_within_itself():
    page = render(gather(*VADD))
    assert not re.search(r"\bsrc\s*=", page)
    refs = re.findall(r'href="([^"]*)"', page)
    assert [r for r in refs if not r.startswith("#")] == ["data:,"]  # the empty icon: no favicon request
    assert len(refs) > 5
    assert "http://" not in page and "https://" not in page


@pytest.mark.parametrize("make, message", [
    (lambda tmp: ["--replay", str(tmp / "bad.json")], r"bad\.json:2:15: not JSON: Expecting value"),
    (lambda tmp: ["--replay", str(tmp / "other.json")], r"other\.json:1:1: not a replay report"),
    (lambda tmp: ["--replay", str(tmp / "gemm.json")], r"gemm\.json:1:1: runs kernel _ZTS4Gemm, which .* does not define"),
    (lambda tmp: ["--rewritten", str(tmp)], r":1:1: no report\.json in the --rewritten folder"),
    (lambda tmp: ["--rewritten", str(tmp / "rw"), "--args", "7"], r"rw:1:1: --args \['7'\]: the rewrite in this folder "
                                                                  r"holds for the command line \['3'\]"),
])
def test_bad_input_is_reported_at_its_place_and_writes_nothing(tmp_path, capsys, make, message):
    (tmp_path / "bad.json").write_text('{"device": "pocl",\n "launches": [,]}')
    (tmp_path / "other.json").write_text('{"kernels": []}')
    (tmp_path / "gemm.json").write_text(json.dumps({"device": "pocl", "counts": {}, "launches": [
        {"name": "%k0", "status": "agree", "runs": [{"kernel": "_ZTS4Gemm", "status": "agree"}]}]}))
    assert sycl_lift.main(["rewrite", "-q", *VADD, "--args", "3", "-o", str(tmp_path / "rw")]) == 0
    out = tmp_path / "report.html"
    out.write_text("an older report")
    assert sycl_lift.main(["report", *VADD, *make(tmp_path), "-o", str(out)]) == 1
    err = capsys.readouterr().err
    assert re.search(message, err) and err.count("\n") == 1, err
    assert out.read_text() == "an older report"  # nothing written, not even a part
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".report.html")]


def test_json_is_the_pages_data(capsys):
    assert sycl_lift.main(["report", "--json", *VADD]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data == json.loads(json.dumps(gather(*VADD)))
    assert len(data["graph"]["nodes"]) == 6 and len(data["kernels"]) == 2


def test_a_rewrite_is_read_or_made_not_both(tmp_path, capsys):
    with pytest.raises(SystemExit) as info:
        sycl_lift.main(["report", *VADD, "--rewritten", str(tmp_path), "--target", "gpu"])
    assert info.value.code == 2 and "not allowed with argument" in capsys.readouterr().err
    with pytest.raises(LiftError, match="--target applies to a rewrite made here"):
        gather(*VADD, rewritten=str(tmp_path), target="gpu")


def test_a_rewrite_made_for_a_command_line_is_raised_for_it(tmp_path):
    assert sycl_lift.main(["rewrite", "-q", *VADD, "--args", "3", "-o", str(tmp_path / "rw")]) == 0
    data = gather(*VADD, rewritten=str(tmp_path / "rw"))
    assert data["command_line"][1:] == ["3"]


# ---- the page in a browser


@pytest.fixture(scope="module")
def browser():
    """Headless Chromium through Debian's chromedriver, its console and network events logged."""
    from selenium import webdriver
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service

    chromium, driver_path = shutil.which("chromium"), shutil.which("chromedriver")
    assert chromium and driver_path, "the test command installs them: apt-get install chromium chromium-driver"
    options = Options()
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1400,1000"):
        options.add_argument(argument)
    options.binary_location = chromium
    options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    driver = webdriver.Chrome(service=Service(driver_path), options=options)
    # no network at all: anything the page tried to fetch would fail and be logged
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.emulateNetworkConditions", {"offline": True, "latency": 0,
                                                               "downloadThroughput": 0, "uploadThroughput": 0})
    yield driver
    driver.quit()


def open_page(browser, path):
    browser.get_log("browser"), browser.get_log("performance")  # drop what earlier pages logged
    browser.get(path.as_uri())
    return browser


def test_the_page_in_chromium(tmp_path, browser, correlation_replay):
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By

    out = tmp_path / "report.html"
    assert sycl_lift.main(["report", *CORRELATION, "--args", CORRELATION_ARGS, "--replay", str(correlation_replay),
                           "-o", str(out)]) == 0
    page = open_page(browser, out)
    assert page.title == f"sycl-lift report: {CORRELATION[0]}"
    assert page.find_element(By.TAG_NAME, "h1").text == page.title

    # one graph node per launch the host raises, in program order, each drawn with a size
    raised = subprocess.run([sys.executable, "-m", "sycl_lift", "raise", "--json", "--args", CORRELATION_ARGS,
                             CORRELATION[0]], capture_output=True, text=True, check=True).stdout
    launches = page.find_elements(By.CSS_SELECTOR, "svg.graph g.node[data-kind=launch]")
    assert len(launches) == len(json.loads(raised)["launches"]) == 8
    assert [g.get_attribute("data-name") for g in launches] == [f"%k{i}" for i in range(8)]
    for g in launches:
        box = page.execute_script("return arguments[0].getBBox()", g)
        assert g.is_displayed() and box["width"] > 50 and box["height"] > 20
        assert "s-agree" in g.get_attribute("class")  # its replay verdict
    assert len(page.find_elements(By.CSS_SELECTOR, "svg.graph g.node[data-kind=buffer]")) == 5
    assert len(page.find_elements(By.CSS_SELECTOR, "svg.graph path.e-runs")) == 8  # the kernel
    assert len(page.find_elements(By.CSS_SELECTOR, "svg.graph path.e-wrapper")) == 8  # its range-rounding wrapper
    for g in launches:  # and the buffers its accessors reach
        assert page.find_elements(By.CSS_SELECTOR, f'svg.graph path.edge[data-to="{g.get_attribute("data-id")}"]')

    # one section per kernel of the device module, each reachable from its graph node
    kernels = defined_kernels(CORRELATION[1])
    sections = page.find_elements(By.CSS_SELECTOR, "section.kernel")
    assert sorted(s.get_attribute("data-kernel") for s in sections) == sorted(kernels)
    for s in sections:
        assert [h.text for h in s.find_elements(By.TAG_NAME, "h4")][:3] == ["Proven", "Applied", "Refused"]
    rows = page.find_elements(By.CSS_SELECTOR, "table.passes tbody tr")
    assert len(rows) == len(kernels)
    node = page.find_element(By.CSS_SELECTOR, 'svg.graph g.node[data-name="_ZTS11Correlation"]')
    node.click()
    assert page.execute_script("return location.hash") == "#" + page.find_element(
        By.CSS_SELECTOR, 'section.kernel[data-kernel="_ZTS11Correlation"]').get_attribute("id")

    # hovering a launch highlights its edges (the page's script runs)
    ActionChains(page).move_to_element(launches[0]).perform()
    assert page.find_elements(By.CSS_SELECTOR, 'svg.graph path.edge.hl')

    # the replay: a verdict bar chart and a timing bar per timed kernel and for the program
    assert page.find_element(By.CSS_SELECTOR, 'svg.verdicts g.bar[data-verdict="agree"]').text.split()[-1] == "8"
    timed = json.loads(correlation_replay.read_text())["timing"]["kernels"]
    assert len(page.find_elements(By.CSS_SELECTOR, "svg.timings rect.t-rewritten")) == len(timed) + 1

    # no console error, and nothing loaded but the page itself
    assert [e for e in page.get_log("browser") if e["level"] == "SEVERE"] == []
    urls = [m["params"]["request"]["url"] for m in (json.loads(e["message"])["message"] for e in page.get_log("performance"))
            if m["method"] == "Network.requestWillBeSent"]
    assert urls and all(u == out.as_uri() for u in urls), urls
    refs = page.execute_script("return Array.from(document.querySelectorAll('[src],[href]'))"
                               ".map(e => e.getAttribute('src') || e.getAttribute('href'))")
    assert refs and not [r for r in refs if re.match(r"\s*(https?:)?//", r)], refs


def test_a_page_without_replay_in_chromium(tmp_path, browser):
    out = tmp_path / "vadd.html"
    assert sycl_lift.main(["report", *VADD, "-o", str(out)]) == 0
    page = open_page(browser, out)
    from selenium.webdriver.common.by import By

    assert page.title == f"sycl-lift report: {VADD[0]}"
    assert len(page.find_elements(By.CSS_SELECTOR, "svg.graph g.node[data-kind=launch]")) == 1
    assert len(page.find_elements(By.CSS_SELECTOR, "section.kernel")) == 2
    assert not page.find_elements(By.ID, "replay")
    assert [e for e in page.get_log("browser") if e["level"] == "SEVERE"] == []
