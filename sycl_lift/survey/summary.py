"""What a survey's records add up to: totals, the failures grouped by reason, and the differences
that recur across programs (survey.json's `summary`, and survey.html).

A reason is a failure's message without the position it names (`host.ll:12:3: expected type` and
`host.ll:80:1: expected type` are one reason), so the failures of a corpus fall into the few causes
behind them.  A recurring difference is a kind of SYCL-level change (passes.diff.Change: `launch
global`, `kernel params`) or a runtime-level change line (`runtime entry point now called: ...`,
the same text in every program a release changes alike), with the programs it occurs in.
"""
from __future__ import annotations

import re
from collections import Counter

from sycl_lift.survey.work import STATUSES

_POSITION = re.compile(r"^.+?:\d+:\d+: ")


def reason(why: str) -> str:
    """A message without the `file:line:col: ` it starts with."""
    return _POSITION.sub("", why, count=1)


def where(record: dict) -> str:
    return f"{record['program']} {record['host']}"


def summarize(records: list) -> dict:
    results = [r.get("results", {}) for r in records]

    def ok(command):
        return [res[command] for res in results if res.get(command, {}).get("status") == "ok"]

    totals = {"jobs": len(records), "programs": len({(r["root"], r["program"]) for r in records}),
              "statuses": {s: n for s in STATUSES if (n := sum(1 for r in records if r["status"] == s))},
              "seconds": round(sum(r["seconds"] for r in records), 3)}
    if raised := ok("raise"):
        totals["launches"] = sum(r["launches"] for r in raised)
    if covered := ok("coverage"):
        totals["unexplained_calls"] = sum(len(c["unexplained"]) for c in covered)
        totals["coverage_failed"] = sum(1 for c in covered if c["failed"])
    if rewritten := ok("rewrite"):
        for key in ("kernels", "linked", "unlinked"):
            totals[key] = sum(r[key] for r in rewritten)
        totals["noalias"] = [sum(r["noalias"][i] for r in rewritten) for i in (0, 1)]
        totals["params"] = [sum(r["params"][i] for r in rewritten) for i in (0, 1)]
        totals["rewrite_failures"] = sum(len(r["failures"]) for r in rewritten)
    if replayed := ok("replay"):
        totals["replay"] = dict(sum((Counter(r["counts"]) for r in replayed), Counter()))
    if diffed := ok("diff"):
        totals["diff"] = {"same": sum(1 for d in diffed if d["equivalent"]),
                          "different": sum(1 for d in diffed if not d["equivalent"])}
    return {"totals": totals, "failures": failure_groups(records), "recurring_differences": recurring(records)}


def failure_groups(records: list) -> list:
    """[{"reason", "count", "where"}], most frequent first: jobs that did not finish or whose
    commands failed, and kernels the rewrite left as they were."""
    groups: dict = {}

    def add(text: str, place: str) -> None:
        groups.setdefault(text, []).append(place)

    for r in records:
        if r["status"] != "done" and not r.get("results"):  # it ended before any command did
            why = r["why"].split(":")[0] if r["status"] == "crashed" else reason(r["why"])  # crashed: not its last line
            add(f"{r['status']}: {why}", where(r))
        for command, result in r.get("results", {}).items():
            if result["status"] == "error":
                add(f"{command}: {reason(result['why'])}", where(r))
            for f in result.get("failures", ()):
                add(f"rewrite, {f['step']}: {reason(f['why'])}", f"{where(r)} ({f['kernel'] or 'kernels.cl'})")
    return sorted(({"reason": text, "count": len(places), "where": places} for text, places in groups.items()),
                  key=lambda g: (-g["count"], g["reason"]))


def recurring(records: list) -> list:
    """[{"difference", "level", "count", "where"}] of the diffs, most widespread first."""
    seen: dict = {}
    for r in records:
        d = r.get("results", {}).get("diff")
        if not d or d["status"] != "ok":
            continue
        for level, items in (("sycl", d["kinds"]), ("runtime", d["runtime"])):
            for item in dict.fromkeys(items):  # once per program
                seen.setdefault((level, item), []).append(where(r))
    return sorted(({"difference": item, "level": level, "count": len(places), "where": places}
                   for (level, item), places in seen.items()), key=lambda d: (-d["count"], d["level"], d["difference"]))
