"""The generated-program differential fuzz (benchmarks/gen_programs.py): the generator is
deterministic per seed and its programs use every construct of its grammar (checked in the source
text, not only in the generator's own list), and a short run of the campaign on committed programs
(tests/data/generated/SEED: prog.cpp and the real DPC++ IR dpcpp-ir made of it) goes through raise,
rewrite and replay on PoCL and Intel's CPU runtime with no violation; the checker notices a planted
difference and an internal error."""
from __future__ import annotations

import re
import shutil
import sys
from pathlib import Path

import pytest

from harness import opencl as ocl  # noqa: F401  (first: sets up the OpenCL ICD loader)

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))

import gen_programs  # noqa: E402

DATA = ROOT / "tests" / "data" / "generated"
SEEDS = sorted(int(p.name) for p in DATA.iterdir() if (p / "host.O2.ll").exists())


def kernel_bodies(source: str) -> list:
    """The text of every kernel lambda (from its `[=...](...) {` to the `});` closing it)."""
    out = []
    for m in re.finditer(r"^( *).*\[=(?:, [^\]]*)?\]\([^)]*\) \{\n", source, re.M):
        end = source.index("\n" + m.group(1) + "});", m.end())
        out.append(source[m.end():end])
    return out


# what each construct looks like in a program's text
EVIDENCE = {
    "shape:main": r"int main\(int argc, char\*\* argv\) \{\n  const Args args",
    "shape:harness": r"class GeneratedBench \{.*run_benchmark<GeneratedBench>",
    "sizes:argv": r"a\.n = std::strtoul\(argv\[1\]",
    "sizes:const": r"constexpr std::size_t n = \d+;",
    "storage:buffer": r"sycl::buffer<(float|int), \d> b_\w+\(\w+\.data\(\), sycl::range<\d>",
    "storage:usm_device": r"sycl::malloc_device<(float|int)>\(",
    "storage:usm_shared": r"sycl::malloc_shared<(float|int)>\(",
    "queue:in_order": r"sycl::queue q\{sycl::property::queue::in_order\(\)\}",
    "launch:range1": r"parallel_for(<\w+>)?\(sycl::range<1>",
    "launch:range2": r"parallel_for(<\w+>)?\(sycl::range<2>",
    "launch:range3": r"parallel_for(<\w+>)?\(sycl::range<3>",
    "launch:nd_range": r"parallel_for(<\w+>)?\(sycl::nd_range<1>",
    "launch:single_task": r"single_task(<\w+>)?\(\[",
    "launch:queue_shortcut": r"\bq\.(parallel_for|single_task)",
    "kernel:unnamed": r"\b(parallel_for|single_task)\((sycl::|\[)",
    "accessor:read": r"sycl::read_only|get_access<sycl::access_mode::read>",
    "accessor:write": r"sycl::write_only",
    "accessor:no_init": r"sycl::write_only, sycl::no_init",
    "accessor:read_write": r"sycl::read_write\)",
    "accessor:default": r"sycl::accessor \w+\(b_\w+, h(, sycl::range<1>\([^)]*\), sycl::id<1>\([^)]*\))?\);",
    "accessor:get_access": r"\.get_access<sycl::access_mode::\w+>\(h\)",
    "accessor:ranged": r"sycl::accessor part\(b_\w+, h, sycl::range<1>\([^)]+\), sycl::id<1>\(",
    "local_accessor": r"sycl::local_accessor<(float|int), 1> scratch",
    "group_barrier": r"sycl::group_barrier\(it\.get_group\(\)\)",
    "host_loop": r"for \(int it = 0; it < iters; \+\+it\) \{\n\s+(q\.|step\d)",
    "capture:init": r"\[=, \w+_ = \w+",
    "atomic_ref": r"sycl::atomic_ref<int, sycl::memory_order::relaxed, sycl::memory_scope::device.*fetch_add",
    "reduce_over_group": r"sycl::reduce_over_group\(it\.get_group\(\), v, sycl::(plus|maximum)",
}
IN_KERNEL = {  # looked for in the kernels' bodies only
    "capture:int": r"\bshift_?\b",
    "capture:float": r"\balpha_?\b",
    "kernel_loop": r"\bfor \(std::size_t",
    "accumulate_into_accessor": r"acc_\w+\[[^\]]+\] \+=",
    "math:sqrt": r"sycl::sqrt\(", "math:fabs": r"sycl::fabs\(", "math:fmin": r"sycl::fmin\(",
    "math:fmax": r"sycl::fmax\(", "math:exp": r"sycl::exp\(",
}


def test_generator_is_deterministic_per_seed():
    for seed in range(12):
        assert gen_programs.generate(seed).source == gen_programs.generate(seed).source
    assert len({gen_programs.generate(seed).source for seed in range(12)}) == 12
    for seed in SEEDS:  # the committed programs are what the generator writes for their seed, today
        assert gen_programs.generate(seed).source == (DATA / str(seed) / "prog.cpp").read_text()


def test_generated_programs_cover_every_construct():
    seen = set()
    for seed in range(100):
        program = gen_programs.generate(seed)
        assert 1 <= len(program.kernels) <= 3
        bodies = kernel_bodies(program.source)
        assert len(bodies) == len(program.kernels), seed  # one lambda per kernel, in the source once
        kernels = "\n".join(bodies)
        for construct in program.constructs:
            if construct in IN_KERNEL:
                assert re.search(IN_KERNEL[construct], kernels), (seed, construct)
            else:
                assert re.search(EVIDENCE[construct], program.source, re.S), (seed, construct)
        seen |= set(program.constructs)
        assert program.source.count("PASS") == 1 and "matches(" in program.source  # self-checking
    assert seen == set(gen_programs.CONSTRUCTS) == set(EVIDENCE) | set(IN_KERNEL)


@pytest.fixture
def program_copy(tmp_path):
    def copy(seed: int) -> Path:
        folder = tmp_path / str(seed)
        shutil.copytree(DATA / str(seed), folder)
        return folder
    return copy


@pytest.mark.parametrize("seed", SEEDS)
def test_generated_program_rewrites_and_replays_equal(seed, program_copy):
    program = gen_programs.generate(seed)
    record = gen_programs.check_program(program_copy(seed), program.kernels)
    assert record["violations"] == []
    assert record["launches"] >= len(program.kernels)
    intel = record["replay"]["intel-cpu"]
    assert intel["agree"] >= 1 and intel["differ"] == intel["failed"] == intel["not_reached"] == 0
    assert set(record["replay"]) == set(gen_programs.DEVICES)  # the gpu rewrite on PoCL too
    for why in record["skipped"]:  # PoCL has no work-group collectives; n / 2 ranges are not replayed
        assert "work_group_collectives" in why or "does not fit its buffer" in why, why


def test_checker_notices_a_planted_difference(program_copy, monkeypatch):
    """A rewritten kernel that computes something else (fadd -> fsub) is a replay violation."""
    real_cli = gen_programs.cli

    def planting_cli(argv, timeout):
        result = real_cli(argv, timeout)
        if argv[0] == "rewrite":
            device = Path(argv[argv.index("-o") + 1]) / "device.ll"
            text = device.read_text()
            assert " fadd float " in text
            device.write_text(text.replace(" fadd float ", " fsub float "))
        return result

    monkeypatch.setattr(gen_programs, "cli", planting_cli)
    record = gen_programs.check_program(program_copy(86), devices=("intel-cpu",))
    assert any("replay --device intel-cpu" in v and "differ" in v for v in record["violations"]), record["violations"]


def test_checker_notices_an_internal_error(program_copy, monkeypatch):
    monkeypatch.setattr(gen_programs, "cli", lambda argv, timeout: (1, "", "x.ll: internal error: KeyError: 'boom'\n"))
    record = gen_programs.check_program(program_copy(86), devices=("pocl",))
    assert record["violations"][0] == "raise: exit 1: x.ll: internal error: KeyError: 'boom'"
    assert any(v.startswith("rewrite --target pocl: x.ll: internal error") for v in record["violations"])
