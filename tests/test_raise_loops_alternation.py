"""A loop of unknown trip count that alternates between two states (buffers swapped back and
forth: Machine.alternation): the iterations from each state are those of the trial that showed it
alternates, kept, not run again -- the same raised program, warnings and heap numbering as running
them again, with fewer instructions interpreted."""
from __future__ import annotations

import json

import pytest

import lift
from conftest import SAMPLES, ir
from passes.host.engine import Machine
from passes.host.patterns import choose_patterns
from passes.host.sycl_ops import SyclProgram

ALTERNATING = ["harness_stencil/2026.2.0/host.O0.ll", "harness_stencil/2026.2.0/host.O2.ll",
               "time_loop/2026.2.0/host.O0.ll", "time_loop/2026.2.0/host.O2.ll",
               "particles_vec3/2026.2.0/host.O0.ll", "particles_vec3/2026.2.0/host.O2.ll"]


def _raise(host: str, keep: bool, monkeypatch):
    monkeypatch.setattr(Machine, "keep_trials", keep)
    module = lift.parse_file(str(ir(SAMPLES / host)))
    patterns = choose_patterns(module, None, None)[0]
    program = SyclProgram(release="?", patterns=patterns.name)
    machine = Machine(module, patterns, program)
    machine.run()
    return (program.listing("raise"), json.dumps(program.to_json(), sort_keys=True), list(program.warnings),
            machine.steps, machine.stats)


@pytest.mark.parametrize("host", ALTERNATING)
def test_kept_trial_iterations_raise_what_running_them_again_raises(host, monkeypatch):
    kept, again = _raise(host, True, monkeypatch), _raise(host, False, monkeypatch)
    # (the listing names heap blocks new#N: numbered as when the iterations run again)
    assert kept[:3] == again[:3]
    assert kept[4]["alternation trial iterations"] == again[4]["alternation trial iterations"] > 0
    assert "alternating iterations run again" not in kept[4]
    assert again[4]["alternating iterations run again"] > 0
    assert kept[3] < again[3]  # the instructions of the iterations not run again


def test_an_alternating_loop_runs_only_its_trials_after_the_first_iteration(monkeypatch):
    """harness_stencil at -O0: two loops that swap buffers, each run once more per trial iteration
    (five each: a trial that fails after one, one that fails after two, the one that succeeds), and
    not again after the trials (without keeping them: twice more each)."""
    _, _, _, steps, stats = _raise("harness_stencil/2026.2.0/host.O0.ll", True, monkeypatch)
    assert stats["alternation trial iterations"] == 10
    assert "alternating iterations run again" not in stats
    _, _, _, steps_again, stats_again = _raise("harness_stencil/2026.2.0/host.O0.ll", False, monkeypatch)
    assert stats_again["alternating iterations run again"] == 4
    assert steps_again - steps > 20_000
