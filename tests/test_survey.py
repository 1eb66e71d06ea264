"""`sycl-lift survey`: its figures are the individual commands' figures; a bad module, a worker that
dies, one that runs out of time or memory are each recorded and cost the others nothing; a survey
run again reuses what it did; on a Dask cluster (a LocalCluster, and `dask scheduler` + `dask
worker` as processes of their own) it gives the records it gives here; `diff` over two roots; the
page in Chromium."""
from __future__ import annotations

import hashlib
import json
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

import sycl_lift
from conftest import ROOT, SAMPLES, ir, read_text
from sycl_lift.survey import survey
from sycl_lift.survey.store import Store, figures
from test_report_html import browser, open_page  # noqa: F401 - the same headless Chromium

SMALL = ("gemm", "usm_saxpy", "vadd")
HOSTS = "2026.2.0/host.O2.ll"
COMMANDS = "raise,coverage,rewrite,replay"


def link_program(folder: Path, sample: str, host: str) -> Path:
    """A program folder of links to a sample's device module and one of its host modules."""
    folder.mkdir(parents=True)
    for name in ("device.ll", host):
        stored = ir(SAMPLES / sample / name)
        (folder / stored.name).symlink_to(stored)
    return folder


def records_by_program(data: dict) -> dict:
    return {r["program"]: r for r in data["records"]}


@pytest.fixture(scope="module")
def local_survey(tmp_path_factory):
    """The small samples' 2026.2.0 -O2 host modules, surveyed here two at a time: (exit code, OUT, survey.json)."""
    out = tmp_path_factory.mktemp("survey")
    rc = sycl_lift.main(["survey", *(str(SAMPLES / s) for s in SMALL), "-o", str(out), "--hosts", HOSTS, "--jobs", "2",
                         "--commands", COMMANDS, "-q"])
    return rc, out, json.loads((out / "survey.json").read_text())


def command_json(capsys, argv: list) -> dict:
    capsys.readouterr()
    sycl_lift.main(argv)
    return json.loads(capsys.readouterr().out)


def test_the_figures_are_those_of_the_commands(local_survey, capsys, tmp_path):
    rc, _, data = local_survey
    assert rc == 0 and data["complete"]
    assert [(r["program"], r["host"], r["status"]) for r in data["records"]] == [(s, HOSTS, "done") for s in SMALL]
    for r in data["records"]:
        host, device = r["inputs"]["host"]["path"], r["inputs"]["device"]["path"]
        results = r["results"]
        assert r["peak_memory_mib"] > 0 and r["seconds"] > 0

        capsys.readouterr()
        assert sycl_lift.main(["raise", "--json", host]) == 0
        text = capsys.readouterr().out
        raised = json.loads(text)
        assert results["raise"]["sha256"] == hashlib.sha256(text.encode()).hexdigest()
        assert results["raise"]["launches"] == len(raised["launches"]) >= 1
        assert results["raise"]["release"] == raised["release"] == "2026.2.0"

        coverage = command_json(capsys, ["patterns", "coverage", "--json", host])
        assert results["coverage"]["unexplained"] == [{k: c[k] for k in ("callee", "count", "critical")}
                                                       for c in coverage["unexplained"]]
        assert results["coverage"]["failed"] == coverage["failed"]

        report = command_json(capsys, ["rewrite", host, device, "-o", str(tmp_path / r["program"]), "--json", "-q"])
        kernels = report["kernels"]
        noalias = [n["noalias"] for k in kernels for n in k.get("noalias", ())]
        rewrite = results["rewrite"]
        assert rewrite["kernels"] == len(kernels) and rewrite["linked"] == sum(1 for k in kernels if k["launches"])
        assert rewrite["noalias"] == [noalias.count(True), len(noalias)] and noalias
        assert rewrite["params"] == [sum(k["params_before"] for k in kernels), sum(k["params_after"] for k in kernels)]
        assert rewrite["params"][1] < rewrite["params"][0]
        assert rewrite["failures"] == [{k: f[k] for k in ("kernel", "step", "why")} for f in report["failed"]]
        assert rewrite["unlinked"] == len(report["unlinked"])

        replayed = command_json(capsys, ["replay", host, device, "--device", "pocl", "--json", "-q"])
        assert results["replay"]["counts"] == replayed["counts"] and replayed["counts"]["agree"] >= 1
        assert results["replay"]["launches"] == [{k: launch[k] for k in ("name", "label", "status")}
                                                 for launch in replayed["launches"]]
        assert results["replay"]["error"] == replayed["error"] is None
    totals = data["summary"]["totals"]
    assert totals["launches"] == sum(r["results"]["raise"]["launches"] for r in data["records"])
    assert totals["statuses"] == {"done": 3}


def test_bad_module_hang_crash_and_memory_are_recorded_and_cost_the_others_nothing(tmp_path):
    corpus = tmp_path / "corpus"
    link_program(corpus / "a_hangs", "gemm", HOSTS)
    link_program(corpus / "b_dies", "usm_saxpy", HOSTS)
    truncated = corpus / "c_truncated"
    truncated.mkdir()
    device = ir(SAMPLES / "vadd" / "device.ll")
    (truncated / device.name).symlink_to(device)
    whole = read_text(SAMPLES / "vadd" / HOSTS)
    (truncated / "host.O2.ll").write_text(whole[:len(whole) // 2])
    link_program(corpus / "d_fine", "vadd", HOSTS)

    # one job at a time, in name order: the first worker process stops (as one stuck on a read would),
    # the second is killed (as the kernel's OOM killer would end it)
    stop = threading.Event()
    thread = threading.Thread(target=upset_workers, args=(stop,))
    thread.start()
    try:
        data = survey([str(corpus)], str(tmp_path / "out"), timeout=10)
    finally:
        stop.set()
        thread.join()
    by = records_by_program(data)
    assert by["a_hangs"]["status"] == "timeout" and by["a_hangs"]["results"] == {}
    assert by["a_hangs"]["seconds"] < 10 + 5
    assert by["b_dies"]["status"] == "crashed" and "killed by SIGKILL" in by["b_dies"]["why"]
    bad = by["c_truncated"]
    assert bad["status"] == "error"
    assert bad["results"]["raise"]["status"] == "error" and not bad["results"]["raise"].get("internal")
    assert bad["results"]["raise"]["why"].startswith(str(truncated / "host.O2.ll") + ":")
    assert bad["why"].startswith("raise: ")
    assert by["d_fine"]["status"] == "done" and by["d_fine"]["results"]["rewrite"]["linked"] == 2
    reasons = [g["reason"] for g in data["summary"]["failures"]]
    assert "timeout: ran past the time limit of 10 s" in reasons
    assert "crashed: the worker process died (killed by SIGKILL)" in reasons
    assert "raise: " + bad["results"]["raise"]["why"].split(": ", 1)[1] in reasons  # without its position
    page = (tmp_path / "out" / "survey.html").read_text()
    assert "ran past the time limit" in page and "killed by SIGKILL" in page

    # too little memory: the job says so
    data = survey([str(corpus / "d_fine")], str(tmp_path / "memory"), ["raise", "rewrite"], memory_gib=0.05)
    assert data["records"][0]["status"] == "memory" and "0.05 GiB" in data["records"][0]["why"]


def upset_workers(stop: threading.Event) -> None:
    """Stop the first survey worker process this test process starts, SIGKILL the second."""
    import psutil

    me, seen = psutil.Process(), []
    while not stop.is_set() and len(seen) < 2:
        for child in me.children(recursive=True):
            try:
                if "sycl_lift.survey.work" in child.cmdline() and child.pid not in seen:
                    child.suspend() if not seen else child.kill()
                    seen.append(child.pid)
            except psutil.NoSuchProcess:
                pass
        time.sleep(0.02)


def test_a_survey_run_again_reuses_what_it_did(tmp_path):
    corpus = tmp_path / "corpus"
    link_program(corpus / "vadd", "vadd", HOSTS)
    gemm = link_program(corpus / "gemm", "gemm", HOSTS)
    out = str(tmp_path / "out")
    said: list = []
    first = survey([str(corpus)], out, say=said.append)
    assert said[0] == "survey: 2 jobs, 0 done before, 2 to run"
    said.clear()
    again = survey([str(corpus)], out, say=said.append)
    assert said == ["survey: 2 jobs, 2 done before, 0 to run"]
    assert again["records"] == first["records"]  # reused as they were, seconds and all

    # another release of one host module: that job runs again, the other is kept
    for stored in gemm.glob("host.O2.ll*"):
        stored.unlink()
    older = ir(SAMPLES / "gemm" / "2025.2.2" / "host.O2.ll")
    (gemm / older.name).symlink_to(older)
    said.clear()
    third = survey([str(corpus)], out, say=said.append)
    assert said[0] == "survey: 2 jobs, 1 done before, 1 to run"
    before, after = records_by_program(first), records_by_program(third)
    assert after["vadd"] == before["vadd"]
    assert after["gemm"]["results"]["raise"]["release"] == "2025.2.2" != before["gemm"]["results"]["raise"]["release"]
    # another command set is other work
    said.clear()
    survey([str(corpus)], out, ["raise"], say=said.append)
    assert said[0] == "survey: 2 jobs, 0 done before, 2 to run"


def test_a_job_that_ran_out_of_time_runs_again_with_more(tmp_path):
    job = {"key": "k", "root": "r", "program": "p", "host": "h", "inputs": {}}
    store = Store(str(tmp_path))
    store.put({**job, "status": "timeout", "limits": {"timeout": 5.0, "memory_gib": 8.0}})
    assert store.reusable(job, 5.0, 8.0) is not None
    assert store.reusable(job, 60.0, 8.0) is None
    store.put({**job, "status": "memory", "limits": {"timeout": 5.0, "memory_gib": 8.0}})
    assert store.reusable(job, 60.0, 8.0) is not None
    assert store.reusable(job, 5.0, 16.0) is None and store.reusable(job, 5.0, 0) is None
    store.put({**job, "status": "crashed", "limits": {"timeout": 5.0, "memory_gib": 8.0}})
    assert store.reusable(job, 60.0, 16.0) is not None


def comparable(data: dict) -> list:
    return [figures(r) for r in data["records"]]


def test_a_local_dask_cluster_gives_the_records_of_jobs(local_survey, tmp_path):
    from dask.distributed import LocalCluster

    _, _, here = local_survey
    out = tmp_path / "dask"
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=":0") as cluster:
        rc = sycl_lift.main(["survey", *(str(SAMPLES / s) for s in SMALL), "-o", str(out), "--hosts", HOSTS,
                             "--commands", COMMANDS, "--scheduler", cluster.scheduler_address, "-q"])
    data = json.loads((out / "survey.json").read_text())
    assert rc == 0 and data["runner"].startswith("Dask scheduler tcp://")
    assert comparable(data) == comparable(here) and len(data["records"]) == 3


def test_dask_scheduler_and_worker_processes_give_the_records_of_jobs(local_survey, tmp_path):
    _, _, here = local_survey
    address_file = tmp_path / "scheduler.json"
    logs = [open(tmp_path / name, "wb") for name in ("scheduler.log", "worker.log")]
    scheduler = subprocess.Popen([sys.executable, "-m", "dask", "scheduler", "--port", "0", "--dashboard-address", ":0",
                                  "--scheduler-file", str(address_file)], stdout=logs[0], stderr=subprocess.STDOUT)
    worker = None
    try:
        deadline = time.monotonic() + 120
        while not address_file.exists() and time.monotonic() < deadline and scheduler.poll() is None:
            time.sleep(0.2)
        address = json.loads(address_file.read_text())["address"]
        worker = subprocess.Popen([sys.executable, "-m", "dask", "worker", address, "--nthreads", "2",
                                   "--dashboard-address", ":0"], stdout=logs[1], stderr=subprocess.STDOUT)
        out = tmp_path / "out"
        r = subprocess.run([sys.executable, "-m", "sycl_lift", "survey", *(str(SAMPLES / s) for s in SMALL),
                            "-o", str(out), "--hosts", HOSTS, "--commands", COMMANDS, "--scheduler", address],
                           capture_output=True, text=True, timeout=300)
    finally:
        for process in (worker, scheduler):
            if process is not None:
                process.terminate()
                process.wait(timeout=60)
        for log in logs:
            log.close()
    assert r.returncode == 0, r.stderr
    assert f"Dask scheduler {address}" in r.stderr and "[3/3]" in r.stderr
    data = json.loads((out / "survey.json").read_text())
    assert comparable(data) == comparable(here)


def test_diff_over_two_roots(tmp_path, capsys):
    old, new = tmp_path / "old", tmp_path / "new"
    for sample in ("gemm", "vadd"):  # the same programs by two releases
        link_program(old / sample, sample, "2025.1.1/host.O2.ll")
        link_program(new / sample, sample, HOSTS)
    link_program(old / "swapped", "vadd", HOSTS)  # another program under the same name
    link_program(new / "swapped", "gemm", HOSTS)
    link_program(new / "only_new", "usm_saxpy", HOSTS)
    out = tmp_path / "out"
    capsys.readouterr()
    assert sycl_lift.main(["survey", str(old), str(new), "-o", str(out), "--commands", "diff", "-q"]) == 1  # only_new
    data = json.loads((out / "survey.json").read_text())
    by = records_by_program(data)
    assert by["only_new"]["status"] == "error" and by["only_new"]["why"] == f"not under {old}"
    for name in ("gemm", "vadd", "swapped"):
        r = by[name]
        assert r["status"] == "done" and r["host"] == "host.O2.ll"
        i = r["inputs"]
        cli = command_json(capsys, ["diff", "--json", i["old_host"]["path"], i["old_device"]["path"], i["host"]["path"],
                                    i["device"]["path"]])
        d = r["results"]["diff"]
        assert (d["equivalent"], d["sycl"], d["runtime"]) == (cli["sycl_equivalent"], cli["sycl"], cli["runtime"])
        assert d["functions"] == {k: len(v) for k, v in cli["functions"].items()}
        assert len(d["kinds"]) == len(d["sycl"])
    assert by["gemm"]["results"]["diff"]["equivalent"] and by["vadd"]["results"]["diff"]["equivalent"]
    swapped = by["swapped"]["results"]["diff"]
    assert not swapped["equivalent"] and "kernel added" in swapped["kinds"] and "kernel removed" in swapped["kinds"]
    assert data["summary"]["totals"]["diff"] == {"same": 2, "different": 1}
    recurring = {(d["level"], d["difference"]): d for d in data["summary"]["recurring_differences"]}
    release = recurring[("runtime", "DPC++ release 2025.1.1 -> 2026.2.0")]
    assert release["count"] == 2 and sorted(release["where"]) == ["gemm host.O2.ll", "vadd host.O2.ll"]
    assert recurring[("sycl", "kernel added")]["where"] == ["swapped host.O2.ll"]
    shared = {d["difference"] for d in data["summary"]["recurring_differences"] if d["count"] == 2}
    assert shared == set(by["gemm"]["results"]["diff"]["runtime"]) & set(by["vadd"]["results"]["diff"]["runtime"])
    assert "Recurring differences" in (out / "survey.html").read_text()


def test_command_line_errors(tmp_path, capsys):
    assert sycl_lift.main(["survey", str(tmp_path / "none"), "-o", str(tmp_path / "out")]) == 1
    assert capsys.readouterr().err == f"{tmp_path / 'none'}:1:1: not a folder\n"
    (tmp_path / "empty").mkdir()
    assert sycl_lift.main(["survey", str(tmp_path / "empty"), "-o", str(tmp_path / "out")]) == 1
    assert "no program here" in capsys.readouterr().err
    with pytest.raises(SystemExit) as exit_:
        sycl_lift.main(["survey", str(SAMPLES / "vadd"), "-o", str(tmp_path / "out"), "--commands", "raise,lift"])
    assert exit_.value.code == 2 and "unknown command 'lift'" in capsys.readouterr().err
    assert sycl_lift.main(["survey", str(SAMPLES / "vadd"), "-o", str(tmp_path / "out"), "--commands", "diff"]) == 1
    assert "takes two folders" in capsys.readouterr().err
    assert not (tmp_path / "out").exists()


def test_the_page_in_chromium(local_survey, browser):  # noqa: F811 - the fixture imported above
    from selenium.webdriver.common.by import By

    _, out, data = local_survey
    page_path = out / "survey.html"
    page = open_page(browser, page_path)
    assert page.title == "sycl-lift survey"
    rows = page.find_elements(By.CSS_SELECTOR, "table.survey tbody tr")
    assert len(rows) == len(data["records"]) == 3

    def column(name):
        headings = page.find_elements(By.CSS_SELECTOR, "table.survey thead th")
        index = [h.text for h in headings].index(name)
        return [row.find_elements(By.TAG_NAME, "td")[index].text
                for row in page.find_elements(By.CSS_SELECTOR, "table.survey tbody tr")]

    heading = page.find_element(By.XPATH, "//table[contains(@class,'survey')]//th[text()='seconds']")
    heading.click()
    seconds = [float(s) for s in column("seconds")]
    assert seconds == sorted(r["seconds"] for r in data["records"])
    heading.click()
    assert [float(s) for s in column("seconds")] == sorted(seconds, reverse=True)
    page.find_element(By.XPATH, "//table[contains(@class,'survey')]//th[text()='program']").click()
    assert column("program") == sorted(SMALL)
    params = {r["program"]: r["results"]["rewrite"]["params"] for r in data["records"]}
    assert column("params before -> after") == [f"{params[p][0]} -> {params[p][1]}" for p in sorted(SMALL)]
    launches = page.find_element(By.CSS_SELECTOR, 'td[data-total="launches"]').text
    assert int(launches) == data["summary"]["totals"]["launches"]
    assert page.find_element(By.CSS_SELECTOR, "#failures .none").text == "No failures."
    assert [e for e in page.get_log("browser") if e["level"] == "SEVERE"] == []
    urls = [m["params"]["request"]["url"] for m in (json.loads(e["message"])["message"]
                                                    for e in page.get_log("performance"))
            if m["method"] == "Network.requestWillBeSent"]
    assert urls and all(u == page_path.as_uri() for u in urls), urls
