"""The fuzz campaign (benchmarks/fuzz_campaign.py) at a small size: mutated sample modules through
print / raise / rewrite / diff give no traceback, errors as file:line:col, no partial output."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))

import fuzz_campaign  # noqa: E402


def test_small_campaign_has_no_violations():
    outcomes, violations = fuzz_campaign.run_seeds(range(1000, 1040))
    assert violations == []
    commands = {command for command, _ in outcomes}
    assert commands == {"print", "raise", "rewrite", "diff"}
    assert any(outcome != "ok" for _, outcome in outcomes), "some mutations must be caught as errors"


def test_campaign_notices_a_traceback(monkeypatch):
    """The checker itself: a crash inside the CLI is reported as a violation, not hidden."""
    def crash(argv):
        raise ZeroDivisionError("boom")

    monkeypatch.setattr(fuzz_campaign, "run_cli", crash)
    _, violations = fuzz_campaign.run_seeds(range(1))
    assert violations and "ZeroDivisionError" in violations[0]
