#!/usr/bin/env python3
"""Generated SYCL programs whose kernels compute on sycl::vec, for the fuzz campaign
(`python benchmarks/fuzz_campaign.py --vector-programs N`).

From a seed, `generate(seed)` writes a small SYCL 2020 program of 1-3 kernels; each kernel picks an
element type T (float, half, int) and a width N (2, 3, 4, 8, 16) and works on `sycl::vec<T, N>`:

  load     a vector from a buffer of T (`vec::load` at offset i) or an element of a buffer of
           vec<T, N> (`acc[i]`); one or two inputs
  steps    2-6 statements `V tK = ...`, each of the value before it (a) and an earlier value or a
           constant (b):
             a + b, a - b, a * b (int: one side a constant), a & b, a | b, a ^ b (int)
             a * c (a scalar constant)
             fmin / fmax (float, half), min / max (int)
             select(a, b, a OP b) and select(a, V(c), a OP V(c)) (OP: < > <= >= == !=), masks
             combined with &&, || and !, and for float and half also isgreater, isless, ... (SYCL's
             relational functions)
             a swizzle (`a.template swizzle<...>()`), a lane broadcast (`V(a[j])`)
             a lane written (`tK[j] = a[m] + c`)
           constants are splats `V(c)` and per-lane vectors `V(c0, ..., cN-1)`
  store    the last value (plus the first input: every step's result stays live), as it was loaded
  launch   range<1> or nd_range<1> (work-groups of 16)

The programs are compiled with dpcpp-ir into real DPC++ IR (LLVM 22 text, so splat constants read
`splat (float 1.0)`), then checked as benchmarks/gen_programs.py checks its programs
(`check_program`: raise, rewrite for Intel's CPU and PoCL, replay of the original kernels against the
rewritten ones -- on Intel's CPU runtime the original is DPC++'s module as SPIR-V and the rewritten
one the OpenCL C the writer makes), after one check of the writer itself: every kernel of
DPC++'s device.ll is written as OpenCL C (none left out).  The host code only fills the inputs and
prints a checksum: what is compared is what the replay runs.

    python benchmarks/gen_vector_programs.py emit --seed 3 [-o prog.cpp]   # one program
    python benchmarks/gen_vector_programs.py check --seed 3 DIR            # its checks on DIR/host.O2.ll, device.ll
    python benchmarks/gen_vector_programs.py run --programs 20             # the campaign part alone
"""
from __future__ import annotations

import argparse
import json
import random
import shutil
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import gen_programs  # noqa: E402  (compiling with dpcpp-ir, checking, summaries)

ELEMENTS = ("float", "half", "int")
WIDTHS = (2, 3, 4, 8, 16)
N_ITEMS = 64  # work-items per kernel: one vector each
WORK_GROUP = 16
# the replay checks (gen_programs.DEVICES): Intel's CPU runtime runs DPC++'s kernels as SPIR-V against
# the writer's OpenCL C; PoCL builds and runs that OpenCL C with a second compiler.  (gen_programs' own
# campaign checks the GPU rewrite's coarsening; here the writer is what is fuzzed.)
CHECKS = ("intel-cpu", "pocl")
# every construct the grammar has; each program lists those it uses
CONSTRUCTS = tuple([f"elem:{t}" for t in ELEMENTS] + [f"width:{n}" for n in WIDTHS] + [
    "load:vec_load", "load:vec_buffer", "launch:range", "launch:nd_range",
    "const:splat", "const:lanes", "op:arith", "op:scale", "op:bitwise", "op:minmax",
    "select:compare", "select:compare_const", "select:mask_logic", "select:relational", "swizzle", "broadcast",
    "lane_write"])
_SCALAR_CONSTANTS = {"float": ("0.5f", "1.5f", "-2.0f", "0.25f", "3.0f", "-0.75f", "1.0f", "0.0f"),
                     "int": ("3", "-7", "1", "0", "5", "-1", "9", "2")}


@dataclass
class Kernel:
    name: str
    kind: str  # range | nd_range (as `sycl-lift raise` lists it)
    lines: list  # the command group
    arrays: list  # (host name, C++ element type, element count, init expression of k)


class VectorGenerator:
    def __init__(self, seed: int):
        self.seed = seed
        self.rng = random.Random(seed)
        self.constructs: set = set()
        self.kernels: list[Kernel] = []

    # --- constants ---------------------------------------------------------------------------------
    def scalar(self, elem: str) -> str:
        c = self.rng.choice(_SCALAR_CONSTANTS["int" if elem == "int" else "float"])
        return f"sycl::half({c})" if elem == "half" else c

    def constant(self, elem: str, n: int) -> str:
        """A splat or a per-lane vector constant."""
        if self.rng.random() < 0.5:
            self.constructs.add("const:splat")
            return f"V({self.scalar(elem)})"
        self.constructs.add("const:lanes")
        return f"V({', '.join(self.scalar(elem) for _ in range(n))})"

    # --- one kernel --------------------------------------------------------------------------------
    def kernel(self, k: int) -> Kernel:
        r = self.rng
        elem, n = r.choice(ELEMENTS), r.choice(WIDTHS)
        self.constructs |= {f"elem:{elem}", f"width:{n}"}
        ctype = "sycl::half" if elem == "half" else elem
        name = f"VecK{k}"
        as_vectors = r.random() < 0.5  # buffers of vec<T, N>, else of T with vec::load/store
        self.constructs.add("load:vec_buffer" if as_vectors else "load:vec_load")
        nd = r.random() < 0.3
        self.constructs.add("launch:nd_range" if nd else "launch:range")
        inputs = [f"in{k}_{j}" for j in range(r.choice([1, 2]))]
        output = f"out{k}"
        vtype = f"sycl::vec<{ctype}, {n}>"
        arrays = []
        for a in inputs + [output]:
            if as_vectors:
                arrays.append((a, vtype, N_ITEMS, f"{vtype}({self.init_value(elem, 'k')})"))
            else:
                arrays.append((a, ctype, N_ITEMS * n, self.init_value(elem, "k")))
        cg = []
        for a in inputs:
            cg.append(f"sycl::accessor acc_{a}(b_{a}, h, sycl::read_only);")
        cg.append(f"sycl::accessor acc_{output}(b_{output}, h, sycl::write_only, sycl::no_init);")
        body = [f"using V = {vtype};"]
        if nd:
            body.append("const std::size_t i = it.get_global_id(0);")
        values = []
        for j, a in enumerate(inputs):
            v = f"x{j}"
            if as_vectors:
                body.append(f"const V {v} = acc_{a}[i];")
            else:
                body += [f"V {v};", f"{v}.load(i, acc_{a}.get_multi_ptr<sycl::access::decorated::no>());"]
            values.append(v)
        for step in range(r.randint(2, 6)):
            body += self.step(elem, n, values, f"t{step}")
        result = f"{values[-1]} + {values[0]}"
        if as_vectors:
            body.append(f"acc_{output}[i] = {result};")
        else:
            body.append(f"({result}).store(i, acc_{output}.get_multi_ptr<sycl::access::decorated::no>());")
        if nd:
            launch = f"sycl::nd_range<1>(sycl::range<1>({N_ITEMS}), sycl::range<1>({WORK_GROUP}))"
            head = "[=](sycl::nd_item<1> it)"
        else:
            launch, head = f"sycl::range<1>({N_ITEMS})", "[=](sycl::id<1> id)"
            body.insert(1, "const std::size_t i = id[0];")
        cg += [f"h.parallel_for<{name}>({launch}, {head} {{"] + ["  " + line for line in body] + ["});"]
        lines = ["q.submit([&](sycl::handler& h) {"] + ["  " + line for line in cg] + ["});"]
        return Kernel(name, "nd_range" if nd else "range", lines, arrays)

    def init_value(self, elem: str, k: str) -> str:
        m = self.rng.choice([5, 7, 11])
        if elem == "int":
            return f"static_cast<int>({k} % {m}) - 3"
        value = f"static_cast<float>({k} % {m}) * 0.25f - 0.5f"
        return f"sycl::half({value})" if elem == "half" else value

    def step(self, elem: str, n: int, values: list, out: str) -> list:
        """One statement defining `out` (a V) from `values` and constants; `out` joins `values`."""
        r = self.rng
        a = values[-1]  # a chain: every step's result reaches the store
        b = r.choice(values) if r.random() < 0.6 else self.constant(elem, n)
        kinds = ["arith", "arith", "scale", "minmax", "select", "select_const", "select_mask", "swizzle", "broadcast",
                 "lane"]
        kinds += ["bitwise"] if elem == "int" else ["relational"]
        kind = r.choice(kinds)
        if kind == "arith":
            op = r.choice("+-*")
            if op == "*" and elem == "int":  # keep integer products small: no overflow (UB in C++)
                b = self.constant(elem, n)
            line = f"V {out} = {a} {op} {b};"
            self.constructs.add("op:arith")
        elif kind == "bitwise":
            line = f"V {out} = {a} {r.choice('&|^')} {b};"
            self.constructs.add("op:bitwise")
        elif kind == "scale":
            line = f"V {out} = {a} * {self.scalar(elem)};"
            self.constructs.add("op:scale")
        elif kind == "minmax":
            fn = r.choice(["min", "max"]) if elem == "int" else r.choice(["fmin", "fmax"])
            line = f"V {out} = sycl::{fn}({a}, {b});"
            self.constructs.add("op:minmax")
        elif kind in ("select", "select_const"):
            if kind == "select_const":
                b = self.constant(elem, n)
            op = r.choice(["<", ">", "<=", ">=", "==", "!="])
            line = f"V {out} = sycl::select({a}, {b}, {a} {op} {b});"
            self.constructs.add("select:compare_const" if kind == "select_const" else "select:compare")
        elif kind == "select_mask":  # masks combined: logical operators on the comparison vectors
            c = r.choice(values) if r.random() < 0.5 else self.constant(elem, n)
            ops = r.sample(["<", ">", "<=", ">=", "==", "!="], 2)
            mask = r.choice([f"({a} {ops[0]} {b}) && ({a} {ops[1]} {c})", f"({a} {ops[0]} {b}) || ({b} {ops[1]} {c})",
                             f"!({a} {ops[0]} {c})"])
            line = f"V {out} = sycl::select({a}, {b}, {mask});"
            self.constructs.add("select:mask_logic")
        elif kind == "relational":
            fn = r.choice(["isgreater", "isless", "isgreaterequal", "islessequal"])
            line = f"V {out} = sycl::select({a}, {b}, sycl::{fn}({a}, {b}));"
            self.constructs.add("select:relational")
        elif kind == "swizzle":
            lanes = ", ".join(str(r.randrange(n)) for _ in range(n))
            line = f"V {out} = {a}.template swizzle<{lanes}>();"
            self.constructs.add("swizzle")
        elif kind == "broadcast":
            line = f"V {out}({a}[{r.randrange(n)}]);"
            self.constructs.add("broadcast")
        else:
            self.constructs.add("lane_write")
            values.append(out)
            return [f"V {out} = {a};", f"{out}[{r.randrange(n)}] = {r.choice(values[:-1])}[{r.randrange(n)}] + "
                                       f"{self.scalar(elem)};"]
        values.append(out)
        return [line]

    # --- the program -------------------------------------------------------------------------------
    def build(self) -> str:
        self.kernels = [self.kernel(k) for k in range(self.rng.choice([1, 2, 2, 3]))]
        arrays = [a for k in self.kernels for a in k.arrays]
        body = ["sycl::queue q;"]
        for name, ctype, count, init in arrays:
            body += [f"std::vector<{ctype}> {name}({count});",
                     f"for (std::size_t k = 0; k < {count}; ++k) {name}[k] = {init};"]
        body.append("{")
        for name, ctype, count, _ in arrays:
            body.append(f"  sycl::buffer<{ctype}, 1> b_{name}({name}.data(), sycl::range<1>({count}));")
        body += ["  " + line for k in self.kernels for line in k.lines]
        body += ["}", "double checksum = 0;"]
        for name, ctype, count, _ in arrays:
            if ctype.startswith("sycl::vec"):
                lanes = ctype[ctype.rindex(",") + 1:-1].strip()
                body.append(f"for (std::size_t k = 0; k < {count}; ++k) for (int l = 0; l < {lanes}; ++l) "
                            f"checksum += static_cast<double>({name}[k][l]);")
            else:
                body.append(f"for (std::size_t k = 0; k < {count}; ++k) checksum += static_cast<double>({name}[k]);")
        body += ['std::printf("checksum %.6f\\n", checksum);', "return 0;"]
        head = [f"// Generated by benchmarks/gen_vector_programs.py, seed {self.seed}: sycl::vec kernels for the fuzz campaign.",
                "// Constructs: " + ", ".join(sorted(self.constructs)) + ".",
                "#include <sycl/sycl.hpp>", "", "#include <cstdio>", "#include <vector>", ""]
        head += [f"class {k.name};" for k in self.kernels] + [""]
        return "\n".join(head + ["int main() {"] + ["  " + line for line in body] + ["}"]) + "\n"


def generate(seed: int) -> gen_programs.Program:
    """The program of `seed` (the same text for the same seed, always)."""
    g = VectorGenerator(seed)
    source = g.build()
    return gen_programs.Program(seed, source, sorted(g.constructs), [(k.name, k.kind) for k in g.kernels], "2026.2.0")


# --------------------------------------------------------------------------------------------------
# The campaign: compile, check the writer on DPC++'s module, then gen_programs' checks


def check_writer(device: Path) -> tuple[int, list]:
    """(kernels in DPC++'s device.ll, violations): each kernel the OpenCL C writer leaves out."""
    import lift
    from passes.opencl.writer import write_opencl_program

    module = lift.parse_file(str(device))
    program = write_opencl_program(module)
    return (len(program.kernels) + len(program.failed),
            [f"writer: kernel {f.kernel} not written as OpenCL C: {f.why[:300]}" for f in program.failed])


def check(seed: int, folder: Path, devices=CHECKS, timeout: float = 300) -> dict:
    """The checks of program `seed`, compiled into `folder` (host.O2.ll, device.ll): the writer on
    DPC++'s module, then gen_programs.check_program's (the record has both parts' violations)."""
    kernels, writer_violations = check_writer(folder / "device.ll")
    record = gen_programs.check_program(folder, generate(seed).kernels, devices, timeout)
    record.update(device_kernels=kernels, writer_failed=len(writer_violations),
                  violations=writer_violations + record["violations"])
    return record


def fuzz_one(seed: int, work: Path, keep: Path, devices=CHECKS, timeout: float = 300) -> dict:
    """Generate, compile and check program `seed`; its folder is kept under `keep` on a violation."""
    program = generate(seed)
    folder = work / f"vseed{seed}"
    shutil.rmtree(folder, ignore_errors=True)
    started = time.perf_counter()
    why = gen_programs.compile_program(program, folder)
    compiled = time.perf_counter()
    entry = {"seed": seed, "release": program.release, "kernels": [[k, kind] for k, kind in program.kernels],
             "constructs": program.constructs}
    if why is not None:
        entry.update(status="generator fault", why=why[-2000:], violations=[])
    else:
        entry.update(check(seed, folder, devices, timeout))
        entry["status"] = "violation" if entry["violations"] else "ok"
    entry["seconds"] = {"compile": round(compiled - started, 1), "check": round(time.perf_counter() - compiled, 1)}
    if entry["status"] != "ok":
        target = keep / f"vseed{seed}"
        shutil.rmtree(target, ignore_errors=True)
        shutil.copytree(folder, target)
        entry["reproducer"] = str(target)
        entry["reproduce"] = (f"python benchmarks/gen_vector_programs.py emit --seed {seed} -o prog.cpp && "
                              f"{gen_programs.DPCPP_IR} --opt O2 prog.cpp ir && python benchmarks/gen_vector_programs.py "
                              f"check --seed {seed} ir")
    shutil.rmtree(folder, ignore_errors=True)
    return entry


def _worker(job) -> dict:
    seed, work, keep, devices, timeout = job
    return fuzz_one(seed, Path(work), Path(keep), devices, timeout)


def campaign(programs: int, seed: int = 0, jobs: int = 2, keep: Optional[Path] = None,
             devices=CHECKS, timeout: float = 300, log=sys.stderr) -> dict:
    """`programs` vector programs from `seed`: a summary (gen_programs.summarize's, with this
    grammar's constructs and the writer's figures) and one entry per program."""
    from multiprocessing import Pool

    if not gen_programs.DPCPP_IR.is_file():
        raise SystemExit(f"gen_vector_programs: no dpcpp-ir at {gen_programs.DPCPP_IR} (set DPCPP_IR)")
    keep = Path(keep or Path(tempfile.gettempdir()) / "sycl-lift-vecfuzz")
    keep.mkdir(parents=True, exist_ok=True)
    started = time.perf_counter()
    entries = []
    with tempfile.TemporaryDirectory(prefix="sycl-lift-vecfuzz-") as work:
        todo = [(s, work, str(keep), tuple(devices), timeout) for s in range(seed, seed + programs)]
        with Pool(max(1, jobs)) as pool:
            for entry in pool.imap_unordered(_worker, todo):
                entries.append(entry)
                if log:
                    done = Counter(e["status"] for e in entries)
                    print(f"vector {len(entries)}/{programs}: seed {entry['seed']} {entry['status']} "
                          f"({entry['seconds']['compile']} + {entry['seconds']['check']} s); {dict(done)}, "
                          f"{time.perf_counter() - started:.0f} s", file=log, flush=True)
    entries.sort(key=lambda e: e["seed"])
    summary = gen_programs.summarize(entries, time.perf_counter() - started, devices)
    constructs = Counter(c for e in entries for c in e["constructs"])
    summary["constructs"] = {c: constructs[c] for c in CONSTRUCTS}
    checked = [e for e in entries if "device_kernels" in e]
    summary["writer"] = {"device_kernels": sum(e["device_kernels"] for e in checked),
                         "not_written": sum(e["writer_failed"] for e in checked)}
    return {"summary": summary, "programs": entries}


def format_summary(summary: dict) -> str:
    w = summary["writer"]
    return (f"vector programs: writer wrote {w['device_kernels'] - w['not_written']} of {w['device_kernels']} "
            f"kernels of DPC++'s device modules\n" + gen_programs.format_summary(summary))


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    emit = sub.add_parser("emit", help="print the program of one seed")
    emit.add_argument("--seed", type=int, required=True)
    emit.add_argument("-o", "--output")
    check_one = sub.add_parser("check", help="the checks of one compiled program (FOLDER/host.O2.ll, device.ll)")
    check_one.add_argument("--seed", type=int, required=True)
    check_one.add_argument("folder")
    run = sub.add_parser("run", help="the vector-program campaign alone")
    run.add_argument("--programs", type=int, default=20)
    run.add_argument("--seed", type=int, default=0)
    run.add_argument("--jobs", type=int, default=2)
    run.add_argument("--json-out")
    args = parser.parse_args(argv)
    if args.command == "emit":
        return gen_programs.write_source(generate(args.seed).source, args.output)
    if args.command == "check":
        record = check(args.seed, Path(args.folder).resolve())
        print(json.dumps(record, indent=2))
        return 1 if record["violations"] else 0
    result = campaign(args.programs, args.seed, args.jobs)
    if args.json_out:
        Path(args.json_out).write_text(json.dumps(result, indent=1) + "\n")
    print(format_summary(result["summary"]))
    return 1 if result["summary"]["violations"] or result["summary"]["generator_faults"] else 0


if __name__ == "__main__":
    sys.exit(main())
