#!/usr/bin/env python3
"""Generated SYCL programs for the differential fuzz (issue 13, item 4).

From a seed, `generate(seed)` writes a small, complete SYCL 2020 program from a grammar of the
constructs real code uses, and checks its own results on the host (it prints PASS/FAIL):

  program  := shape (everything in `main`, or a harness: a benchmark class with setup/run/verify
              driven by a template runner, kernels submitted from helper member functions)
              sizes (from argv with defaults, or constants) data (std::vector, copied to a reference)
              storage per array (sycl::buffer over the vector's data, malloc_device + memcpy, or
              malloc_shared) then 1-3 kernels, some submitted in a host loop
  kernel   := map       range<1|2|3> (or nd_range<1> with a bound check): out = expression of inputs
                        and scalars with math built-ins (sqrt, fabs, fmin, fmax, exp), or integer ops
            | rowloop   range<1> over rows: a loop accumulating a row into an accessor element
            | tree      nd_range<1>: a tree sum in a local_accessor with group_barrier
            | groupred  nd_range<1>: reduce_over_group (plus or maximum)
            | histogram range<1>: atomic_ref fetch_add into bins
            | total     single_task: a loop summing an array into element 0
            | ranged    a ranged accessor (access range + offset) over part of a buffer
  capture  := [=] or init-captures ([=, N_ = n], [=, s_ = alpha]); scalars int and float
  accessor := read_only | write_only (+ no_init) | read_write | default mode | get_access<mode>

`python benchmarks/gen_programs.py emit --seed S` prints one program.  `python
benchmarks/gen_programs.py run --programs 100` runs the differential fuzz: each program is compiled
with `dpcpp-ir` (real DPC++ IR; some with older header releases), then `sycl-lift raise`, `rewrite`
(`--target pocl`, `cpu` and `gpu`) and `replay` (the original kernels against the rewritten ones: the
pocl and gpu rewrites on PoCL, the cpu rewrite on Intel's CPU runtime) run as a user runs them, and
each is checked:
  - no traceback and no internal error, exit code 0 (the program is valid DPC++ output);
  - the raise finds every kernel the generator wrote, with its launch kind;
  - the rewrite reports no failed kernel and its host.ll / device.ll verify (LLVM);
  - the replay agrees: every replayed launch leaves the same buffers under the rewritten kernels.
A violation names its seed and keeps the program and its IR (the reproducer folder); a program
`dpcpp-ir` rejects is a generator fault, counted apart.  Launches the replay skips are counted
with their reason (PoCL lacks work-group collectives, for example), not as violations.

Only sycl-lift's own checks run here: the programs' PASS/FAIL needs a SYCL runtime and a device
image, which this machine's tools do not link; the reference code is what a reader checks.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Optional

ROOT = Path(__file__).resolve().parent.parent
DPCPP_IR = Path(os.environ.get("DPCPP_IR", ROOT.parent / "shared" / "tools" / "dpcpp-ir"))
RELEASES = ("2025.1.1", "2025.2.2", "2026.0.0")  # besides the default 2026.2.0
# replay check -> (replay device, rewrite target): the gpu rewrite (coarsen's blocks of rows and
# columns, their tiles in local memory) is checked on PoCL, which runs its OpenCL C
DEVICES = {"pocl": ("pocl", "pocl"), "intel-cpu": ("intel-cpu", "cpu"), "gpu-on-pocl": ("pocl", "gpu")}

# every construct the grammar has; each generated program lists those it uses
CONSTRUCTS = (
    "shape:main", "shape:harness", "sizes:argv", "sizes:const",
    "storage:buffer", "storage:usm_device", "storage:usm_shared", "queue:in_order",
    "launch:range1", "launch:range2", "launch:range3", "launch:nd_range", "launch:single_task",
    "launch:queue_shortcut", "kernel:unnamed",
    "accessor:read", "accessor:write", "accessor:no_init", "accessor:read_write", "accessor:default",
    "accessor:get_access", "accessor:ranged", "local_accessor", "group_barrier",
    "capture:int", "capture:float", "capture:init", "kernel_loop", "accumulate_into_accessor",
    "math:sqrt", "math:fabs", "math:fmin", "math:fmax", "math:exp",
    "atomic_ref", "reduce_over_group", "host_loop",
)

SIZE_DEFAULTS = {"n": (64, 96, 128, 200, 256), "rows": (8, 12, 16), "cols": (16, 24, 32), "depth": (2, 3, 4)}
SHAPES = {1: ("n",), 2: ("rows", "cols"), 3: ("depth", "rows", "cols")}


# --------------------------------------------------------------------------------------------------
# The program model


@dataclass
class Array:
    """A std::vector of the program and the device memory it goes to."""

    name: str
    elem: str  # float | int
    shape: tuple  # size names, outermost first
    storage: str  # buffer | usm_device | usm_shared
    init: str  # C++ expression of the linear index k

    @property
    def handle(self) -> str:
        return f"b_{self.name}" if self.storage == "buffer" else f"d_{self.name}"

    @property
    def size(self) -> str:
        return " * ".join(self.shape)

    def linear(self, idx: list) -> str:
        """The linear index of idx (C++ expressions, outermost first)."""
        out = idx[0]
        for extent, i in zip(self.shape[1:], idx[1:]):
            out = f"({out}) * {extent} + {i}"
        return out

    def param(self) -> str:
        if self.storage == "buffer":
            return f"sycl::buffer<{self.elem}, {len(self.shape)}>& {self.handle}"
        return f"{self.elem}* {self.handle}"


@dataclass
class Piece:
    """One kernel: its command group (or queue shortcut), its host reference, what it uses."""

    kernel: Optional[str]  # the kernel name type, None for an unnamed lambda
    kind: str  # range | nd_range | single_task (as `sycl-lift raise` lists it)
    submit: list  # C++ lines (the submission)
    reference: list  # C++ lines (the same computation on ref_ vectors)
    arrays: list  # the Arrays it uses
    constructs: set = field(default_factory=set)


class Expr:
    """A float expression tree rendered for the device (sycl::) and the host (std::)."""

    def __init__(self, op: str, *args):
        self.op, self.args = op, args

    def render(self, leaf, ns: str) -> str:
        if self.op == "leaf":
            return leaf(self.args[0])
        if self.op == "const":
            return self.args[0]
        a = [x.render(leaf, ns) for x in self.args]
        if self.op in ("+", "-", "*"):
            return f"({a[0]} {self.op} {a[1]})"
        if self.op == "sqrt":
            return f"{ns}::sqrt({ns}::fabs({a[0]}))"
        if self.op == "exp":
            return f"{ns}::exp(-{ns}::fabs({a[0]}))"
        return f"{ns}::{self.op}({', '.join(a)})"  # fabs, fmin, fmax

    def leaves(self) -> set:
        if self.op == "leaf":
            return {self.args[0]}
        return set().union(*(x.leaves() for x in self.args if isinstance(x, Expr)))

    def ops(self) -> set:
        out = {self.op} if self.op not in ("leaf", "const") else set()
        for x in self.args:
            if isinstance(x, Expr):
                out |= x.ops()
        return out


class Generator:
    def __init__(self, seed: int):
        self.seed = seed
        self.rng = random.Random(seed)
        r = self.rng
        self.shape = r.choice(["main", "main", "harness"])
        self.sizes_from_argv = r.random() < 0.5
        self.sizes = {k: r.choice(v) for k, v in SIZE_DEFAULTS.items()}
        self.wg = r.choice([8, 16, 32])
        self.alpha = r.choice(["0.5f", "0.75f", "1.25f", "-0.5f", "2.0f"])
        self.shift = r.choice([1, 2, 3, 5])
        self.iters = r.choice([2, 3])
        self.storage_mode = r.choice(["buffer", "buffer", "usm", "mixed"])
        self.arrays: list[Array] = []
        self.pieces: list[Piece] = []
        self.constructs: set = {f"shape:{self.shape}", "sizes:argv" if self.sizes_from_argv else "sizes:const"}
        self.kernel_count = 0
        self.uses_groups = False
        self.uses_bins = False
        self.uses_block = False

    # --- arrays --------------------------------------------------------------------------------
    def pick_storage(self, buffer_only: bool = False) -> str:
        if buffer_only or self.storage_mode == "buffer":
            return "buffer"
        if self.storage_mode == "usm":
            return self.rng.choice(["usm_device", "usm_device", "usm_shared"])
        return self.rng.choice(["buffer", "usm_device", "usm_shared"])

    def new_array(self, elem: str, shape: tuple, buffer_only: bool = False) -> Array:
        k = len(self.arrays)
        if elem == "float":
            init = self.rng.choice([f"static_cast<float>(k % {self.rng.choice([5, 7, 11])}) * 0.25f - 0.5f",
                                    f"0.5f + static_cast<float>((k * {self.rng.choice([3, 5])}) % 13) * 0.125f"])
        else:
            init = self.rng.choice([f"static_cast<int>(k % {self.rng.choice([7, 13, 17])}) - 3",
                                    f"static_cast<int>((k * {self.rng.choice([3, 7])} + 1) % 23)"])
        a = Array(f"{'xyzuvwpq'[k % 8]}{k}", elem, shape, self.pick_storage(buffer_only), init)
        self.arrays.append(a)
        self.constructs.add(f"storage:{a.storage}")
        return a

    def existing(self, elem: Optional[str], shape: tuple, exclude=(), buffer_only: bool = False) -> Optional[Array]:
        found = [a for a in self.arrays if (elem is None or a.elem == elem) and a.shape == shape
                 and a not in exclude and (not buffer_only or a.storage == "buffer")]
        return self.rng.choice(found) if found and self.rng.random() < 0.6 else None

    def array(self, elem: Optional[str], shape: tuple, exclude=(), buffer_only: bool = False) -> Array:
        return (self.existing(elem, shape, exclude, buffer_only)
                or self.new_array(elem or self.rng.choice(["float", "int"]), shape, buffer_only))

    # --- kernel naming, captures, accessors -------------------------------------------------------
    def kernel_name(self, base: str) -> Optional[str]:
        self.kernel_count += 1
        if self.rng.random() < 0.2:
            self.constructs.add("kernel:unnamed")
            return None
        return f"{base}{self.kernel_count}"

    def size_capture(self, name: str, captures: list) -> str:
        """The kernel's name for size `name`: the host local, or an init-capture."""
        if self.rng.random() < 0.5:
            alias = name[0].upper() + "_"
            if f"{alias} = {name}" not in captures:
                captures.append(f"{alias} = {name}")
            self.constructs.add("capture:init")
            return alias
        return name

    def scalar_capture(self, name: str, captures: list) -> str:
        self.constructs.add("capture:float" if name == "alpha" else "capture:int")
        if self.rng.random() < 0.4:
            alias = f"{name}_"
            if f"{alias} = {name}" not in captures:
                captures.append(f"{alias} = {name}")
            self.constructs.add("capture:init")
            return alias
        return name

    def accessor(self, a: Array, name: str, mode: str, lines: list, whole_write: bool = False) -> None:
        """Declare accessor `name` of buffer array `a` in the command group (mode read|write|read_write)."""
        r = self.rng.random()
        if mode == "read":
            if r < 0.2:
                lines.append(f"auto {name} = {a.handle}.get_access<sycl::access_mode::read>(h);")
                self.constructs.add("accessor:get_access")
            else:
                lines.append(f"sycl::accessor {name}({a.handle}, h, sycl::read_only);")
            self.constructs.add("accessor:read")
        elif mode == "write":
            no_init = whole_write and r < 0.6
            lines.append(f"sycl::accessor {name}({a.handle}, h, sycl::write_only{', sycl::no_init' if no_init else ''});")
            self.constructs.add("accessor:write")
            if no_init:
                self.constructs.add("accessor:no_init")
        else:
            if r < 0.3:
                lines.append(f"sycl::accessor {name}({a.handle}, h);")
                self.constructs.add("accessor:default")
            elif r < 0.45:
                lines.append(f"auto {name} = {a.handle}.get_access<sycl::access_mode::read_write>(h);")
                self.constructs.add("accessor:get_access")
            else:
                lines.append(f"sycl::accessor {name}({a.handle}, h, sycl::read_write);")
                self.constructs.add("accessor:read_write")

    def bind(self, uses: list, lines: list) -> dict:
        """Accessors for the buffer arrays of `uses` [(Array, mode, whole_write)]; name per array."""
        names = {}
        for a, mode, whole in uses:
            if a.name in names:
                continue
            if a.storage == "buffer":
                names[a.name] = f"acc_{a.name}"
                self.accessor(a, names[a.name], mode, lines, whole)
            else:
                names[a.name] = a.handle
        return names

    def element(self, a: Array, names: dict, idx: list, id_var: Optional[str] = None) -> str:
        """The device expression of a[idx]."""
        h = names[a.name]
        if a.storage != "buffer":
            return f"{h}[{a.linear(idx)}]"
        if id_var is not None and self.rng.random() < 0.5:
            return f"{h}[{id_var}]"
        return h + "".join(f"[{i}]" for i in idx)

    @staticmethod
    def ref(a: Array, idx: list) -> str:
        return f"ref_{a.name}[{a.linear(idx)}]"

    @staticmethod
    def submit(body: list) -> list:
        """A command group around `body`."""
        return ["q.submit([&](sycl::handler& h) {"] + ["  " + line for line in body] + ["});"]

    @staticmethod
    def lambda_head(captures: list, param: str) -> str:
        return f"[{', '.join(['='] + captures)}]({param})"

    # --- expressions -------------------------------------------------------------------------------
    def float_expr(self, leaves: list, depth: int = 0) -> Expr:
        r = self.rng.random()
        if depth >= 2 or (depth > 0 and r < 0.25):
            return Expr("leaf", self.rng.choice(leaves))
        op = self.rng.choice(["+", "-", "*", "sqrt", "fabs", "fmin", "fmax", "exp"])
        if op in ("sqrt", "fabs", "exp"):
            return Expr(op, self.float_expr(leaves, depth + 1))
        if op == "*":
            return Expr("*", self.float_expr(leaves, depth + 1), Expr("const", self.rng.choice(["0.5f", "1.5f", "0.25f"])))
        return Expr(op, self.float_expr(leaves, depth + 1), self.float_expr(leaves, depth + 1))

    # --- kernels -------------------------------------------------------------------------------------
    def gen_map(self) -> Piece:
        dims = self.rng.choice([1, 1, 2, 3])
        shape = SHAPES[dims]
        elem = self.rng.choice(["float", "float", "int"])
        out = self.array(elem, shape)
        ins = [self.array(None, shape, exclude=[out])]
        if self.rng.random() < 0.5:
            ins.append(self.array(None, shape, exclude=[out] + ins))
        in_place = self.rng.random() < 0.35
        captures: list = []
        nd = dims == 1 and self.rng.random() < 0.35
        name = self.kernel_name("Map")
        body: list = []
        uses = [(a, "read", False) for a in ins] + [(out, "read_write" if in_place else "write", not in_place)]
        names = self.bind(uses, body)
        idx_names = {1: ["i"], 2: ["r", "c"], 3: ["d", "r", "c"]}[dims]
        stmts = []
        if nd:
            self.uses_groups = True
            self.constructs.add("launch:nd_range")
            param = "sycl::nd_item<1> it"
            launch = f"sycl::nd_range<1>(sycl::range<1>(groups * kWg), sycl::range<1>(kWg))"
            bound = self.size_capture("n", captures)
            stmts.append("const std::size_t i = it.get_global_id(0);")
            stmts.append(f"if (i >= {bound}) return;")
            id_var = None
        else:
            self.constructs.add(f"launch:range{dims}")
            param = f"sycl::id<{dims}> id" if self.rng.random() < 0.7 else f"sycl::item<{dims}> id"
            launch = f"sycl::range<{dims}>({', '.join(shape)})"
            for d, v in enumerate(idx_names):
                stmts.append(f"const std::size_t {v} = id[{d}];")
            id_var = "id" if "id<" in param else None
        dev_leaf = {}
        host_leaf = {}
        for j, a in enumerate(ins):
            dev_leaf[f"in{j}"] = self.element(a, names, idx_names, id_var)
            host_leaf[f"in{j}"] = self.ref(a, idx_names)
        if elem == "float":
            leaves = list(dev_leaf) + (["alpha"] if self.rng.random() < 0.7 else []) + (
                ["shift"] if self.rng.random() < 0.3 else [])
            e = self.float_expr(leaves)
            used = e.leaves()
            if "alpha" in used:  # the scalars the expression uses are captured (and counted) only then
                dev_leaf["alpha"], host_leaf["alpha"] = self.scalar_capture("alpha", captures), "alpha"
            if "shift" in used:
                dev_leaf["shift"] = f"static_cast<float>({self.scalar_capture('shift', captures)})"
                host_leaf["shift"] = "static_cast<float>(shift)"
            for op in e.ops() & {"sqrt", "fabs", "fmin", "fmax", "exp"}:
                self.constructs.add(f"math:{op}")
                if op in ("sqrt", "exp"):
                    self.constructs.add("math:fabs")

            def conv(leaf_map):
                return lambda key: (f"static_cast<float>({leaf_map[key]})" if key.startswith("in")
                                    and ins[int(key[2:])].elem == "int" else leaf_map[key])
            dev, host = e.render(conv(dev_leaf), "sycl"), e.render(conv(host_leaf), "std")
            if in_place:
                dev = f"0.5f * {self.element(out, names, idx_names, id_var)} + {dev}"
                host = f"0.5f * {self.ref(out, idx_names)} + {host}"
        else:
            shift = self.scalar_capture("shift", captures) if self.rng.random() < 0.7 else "1"
            parts = [f"static_cast<int>({v})" if ins[int(k[2:])].elem == "float" else v for k, v in dev_leaf.items()]
            hparts = [f"static_cast<int>({v})" if ins[int(k[2:])].elem == "float" else v for k, v in host_leaf.items()]
            op = self.rng.choice(["+", "-", "^"])
            mul = self.rng.choice([1, 3, 5])
            dev = f"(({f' {op} '.join(parts)}) * {mul} + {shift}) % 1009"
            host = f"(({f' {op} '.join(hparts)}) * {mul} + {'shift' if shift != '1' else '1'}) % 1009"
            if in_place:
                dev = f"({self.element(out, names, idx_names, id_var)} + {dev}) % 1009"
                host = f"({self.ref(out, idx_names)} + {host}) % 1009"
        stmts.append(f"{self.element(out, names, idx_names, id_var)} = {dev};")
        head = self.lambda_head(captures, param)
        templ = f"<{name}>" if name else ""
        submit = self.launch_lines(body, templ, launch, head, stmts, ins + [out])
        loops = ["  " * d + f"for (std::size_t {v} = 0; {v} < {s}; ++{v})" for d, (v, s) in enumerate(zip(idx_names, shape))]
        reference = loops + ["  " * dims + f"{self.ref(out, idx_names)} = {host};"]
        if nd:
            reference = ["for (std::size_t i = 0; i < n; ++i)", f"  {self.ref(out, idx_names)} = {host};"]
        return Piece(name, "nd_range" if nd else "range", submit, reference, ins + [out])

    def launch_lines(self, body: list, templ: str, launch: str, head: str, stmts: list, arrays: list,
                     single: bool = False) -> list:
        """The submission: h.parallel_for in a command group, or q.parallel_for when only USM is used."""
        kernel = [f"{head} {{"] + ["  " + s for s in stmts] + ["}"]
        call = f"single_task{templ}(" if single else f"parallel_for{templ}({launch}, "
        if all(a.storage != "buffer" for a in arrays) and not body and self.rng.random() < 0.5:
            self.constructs.add("launch:queue_shortcut")
            return [f"q.{call}{kernel[0]}"] + kernel[1:-1] + ["});"]
        return self.submit(body + [f"h.{call}{kernel[0]}"] + kernel[1:-1] + ["});"])

    def gen_rowloop(self) -> Piece:
        src = self.array(None, SHAPES[2])
        out = self.array("float", ("rows",), exclude=[src])
        captures: list = []
        name = self.kernel_name("RowSum")
        body: list = []
        names = self.bind([(src, "read", False), (out, "read_write", False)], body)
        if src.storage == "buffer" and self.rng.random() < 0.4:
            cols = f"{names[src.name]}.get_range()[1]"
        else:
            cols = self.size_capture("cols", captures)
        alpha = self.scalar_capture("alpha", captures)
        self.constructs |= {"kernel_loop", "accumulate_into_accessor" if out.storage == "buffer" else "kernel_loop",
                            "launch:range1"}
        value = self.element(src, names, ["r", "k"])
        if src.elem == "int":
            value = f"static_cast<float>({value})"
        hvalue = self.ref(src, ["r", "k"]) if src.elem == "float" else f"static_cast<float>({self.ref(src, ['r', 'k'])})"
        stmts = ["const std::size_t r = id[0];", f"for (std::size_t k = 0; k < {cols}; ++k)",
                 f"  {self.element(out, names, ['r'])} += {value} * {alpha};"]
        submit = self.launch_lines(body, f"<{name}>" if name else "", "sycl::range<1>(rows)",
                                   self.lambda_head(captures, "sycl::id<1> id"), stmts, [src, out])
        reference = ["for (std::size_t r = 0; r < rows; ++r)", "  for (std::size_t k = 0; k < cols; ++k)",
                     f"    {self.ref(out, ['r'])} += {hvalue} * alpha;"]
        return Piece(name, "range", submit, reference, [src, out])

    def gen_group(self, collective: bool) -> Piece:
        elem = self.rng.choice(["float", "int"])
        src = self.array(elem, ("n",))
        out = self.new_array(elem, ("groups",))
        self.uses_groups = True
        captures: list = []
        name = self.kernel_name("GroupMax" if collective else "TreeSum")
        body: list = []
        names = self.bind([(src, "read", False), (out, "write", True)], body)
        bound = self.size_capture("n", captures)
        self.constructs.add("launch:nd_range")
        stmts = ["const std::size_t gi = it.get_global_id(0);", "const std::size_t li = it.get_local_id(0);"]
        ref_of = f"ref_{src.name}"
        if collective:
            self.constructs.add("reduce_over_group")
            op = self.rng.choice(["plus", "maximum"])
            last = self.element(src, names, [f"(gi < {bound} ? gi : {bound} - 1)"])
            if op == "plus":
                stmts.append(f"const {elem} v = gi < {bound} ? {self.element(src, names, ['gi'])} : {elem}(0);")
            else:
                stmts.append(f"const {elem} v = {last};")
            stmts += [f"const {elem} s = sycl::reduce_over_group(it.get_group(), v, sycl::{op}<{elem}>());",
                      f"if (li == 0) {self.element(out, names, ['it.get_group(0)'])} = s;"]
            combine = "s += v;" if op == "plus" else "s = std::max(s, v);"
            init = f"{elem}(0)" if op == "plus" else f"{ref_of}[g * kWg]"
        else:
            self.constructs |= {"local_accessor", "group_barrier", "kernel_loop"}
            body.append(f"sycl::local_accessor<{elem}, 1> scratch(sycl::range<1>(kWg), h);")
            stmts += [f"scratch[li] = gi < {bound} ? {self.element(src, names, ['gi'])} : {elem}(0);",
                      "for (std::size_t s = kWg / 2; s > 0; s /= 2) {",
                      "  sycl::group_barrier(it.get_group());",
                      "  if (li < s) scratch[li] += scratch[li + s];",
                      "}",
                      f"if (li == 0) {self.element(out, names, ['it.get_group(0)'])} = scratch[0];"]
            combine, init = "s += v;", f"{elem}(0)"
        launch = "sycl::nd_range<1>(sycl::range<1>(groups * kWg), sycl::range<1>(kWg))"
        submit = self.launch_lines(body, f"<{name}>" if name else "", launch,
                                   self.lambda_head(captures, "sycl::nd_item<1> it"), stmts, [src, out])
        reference = ["for (std::size_t g = 0; g < groups; ++g) {", f"  {elem} s = {init};",
                     "  for (std::size_t i = g * kWg; i < std::min(n, (g + 1) * kWg); ++i) {",
                     f"    const {elem} v = {ref_of}[i];", f"    {combine}", "  }",
                     f"  ref_{out.name}[g] = s;", "}"]
        return Piece(name, "nd_range", submit, reference, [src, out])

    def gen_histogram(self) -> Piece:
        src = self.array("int", ("n",))
        bins = self.existing("int", ("kBins",)) or self.new_array("int", ("kBins",))
        self.uses_bins = True
        name = self.kernel_name("Histogram")
        captures: list = []
        body: list = []
        names = self.bind([(src, "read", False), (bins, "read_write", False)], body)
        self.constructs |= {"atomic_ref", "launch:range1"}
        space = ", sycl::access::address_space::global_space" if bins.storage == "buffer" else ""
        plus, hplus = "", ""
        if self.rng.random() < 0.5:
            plus, hplus = f" + {self.scalar_capture('shift', captures)}", " + shift"
        stmts = ["const std::size_t i = id[0];",
                 f"const int key = (({self.element(src, names, ['i'])}{plus}) % kBins + kBins) % kBins;",
                 f"sycl::atomic_ref<int, sycl::memory_order::relaxed, sycl::memory_scope::device{space}> "
                 f"bin({names[bins.name]}[key]);",
                 "bin.fetch_add(1);"]
        submit = self.launch_lines(body, f"<{name}>" if name else "", "sycl::range<1>(n)",
                                   self.lambda_head(captures, "sycl::id<1> id"), stmts, [src, bins])
        reference = ["for (std::size_t i = 0; i < n; ++i)",
                     f"  ref_{bins.name}[((ref_{src.name}[i]{hplus}) % kBins + kBins) % kBins] += 1;"]
        return Piece(name, "range", submit, reference, [src, bins])

    def gen_total(self) -> Piece:
        elem = self.rng.choice(["float", "int"])
        src = self.array(elem, ("n",))
        out = self.new_array(elem, ("1",))
        name = self.kernel_name("Total")
        captures: list = []
        body: list = []
        accumulate = out.storage == "buffer" and self.rng.random() < 0.5
        names = self.bind([(src, "read", False), (out, "read_write" if accumulate else "write", True)], body)
        bound = self.size_capture("n", captures)
        self.constructs |= {"launch:single_task", "kernel_loop"}
        o = self.element(out, names, ["0"])
        if accumulate:
            self.constructs.add("accumulate_into_accessor")
            stmts = [f"{o} = {elem}(0);", f"for (std::size_t k = 0; k < {bound}; ++k) {o} += {self.element(src, names, ['k'])};"]
        else:
            stmts = [f"{elem} s = 0;", f"for (std::size_t k = 0; k < {bound}; ++k) s += {self.element(src, names, ['k'])};",
                     f"{o} = s;"]
        submit = self.launch_lines(body, f"<{name}>" if name else "", "", self.lambda_head(captures, ""), stmts,
                                   [src, out], single=True)
        reference = [f"{elem} total_{out.name} = 0;", f"for (std::size_t k = 0; k < n; ++k) total_{out.name} += ref_{src.name}[k];",
                     f"ref_{out.name}[0] = total_{out.name};"]
        return Piece(name, "single_task", submit, reference, [src, out])

    def gen_ranged(self) -> Piece:
        a = self.array("float", ("n",), buffer_only=True)
        name = self.kernel_name("Ranged")
        captures: list = []
        self.constructs |= {"accessor:ranged", "launch:range1"}
        half = self.rng.choice(["first", "second"])
        # a block of half the array (n / 2: the replay cannot relate it to n) or of argv-given length
        count = self.rng.choice(["n / 2", "block"])
        if count == "block":
            self.uses_block = True
        offset = "0" if half == "first" else f"n - {count}"
        mode = self.rng.choice(["sycl::read_write", "sycl::read_write", ""])
        self.constructs.add("accessor:read_write" if mode else "accessor:default")
        body = [f"sycl::accessor part({a.handle}, h, sycl::range<1>({count}), sycl::id<1>({offset}){', ' + mode if mode else ''});"]
        alpha = self.scalar_capture("alpha", captures)
        stmts = ["part[id] = part[id] * 0.5f + " + alpha + ";"]
        if self.rng.random() < 0.5:
            src = self.array(None, ("n",), exclude=[a], buffer_only=True)
            body.append(f"sycl::accessor whole({src.handle}, h, sycl::read_only);")
            self.constructs.add("accessor:read")
            cast = "static_cast<float>" if src.elem == "int" else ""
            stmts = [f"part[id] = part[id] * 0.5f + {alpha} * {cast}(whole[id[0] + {offset if offset == '0' else 'O_'}]);"]
            if offset != "0":
                captures.append(f"O_ = {offset}")
                self.constructs.add("capture:init")
            ref = f"ref_{a.name}[off + i] = ref_{a.name}[off + i] * 0.5f + alpha * {cast}(ref_{src.name}[off + i]);"
            arrays = [a, src]
        else:
            ref = f"ref_{a.name}[off + i] = ref_{a.name}[off + i] * 0.5f + alpha;"
            arrays = [a]
        body.append(f"h.parallel_for{f'<{name}>' if name else ''}(sycl::range<1>({count}), "
                    f"{self.lambda_head(captures, 'sycl::id<1> id')} {{")
        body += ["  " + s for s in stmts] + ["});"]
        reference = ["{", f"  const std::size_t off = {offset};", f"  for (std::size_t i = 0; i < {count}; ++i)",
                     f"    {ref}", "}"]
        return Piece(name, "range", self.submit(body), reference, arrays)

    # --- the program -------------------------------------------------------------------------------
    def build(self) -> str:
        r = self.rng
        kinds = ["map", "map", "rowloop", "tree", "groupred", "histogram", "total", "ranged"]
        for _ in range(r.choice([1, 2, 2, 3, 3])):
            kind = r.choice(kinds)
            if kind == "ranged" and self.storage_mode == "usm":
                kind = "map"
            self.pieces.append({"map": self.gen_map, "rowloop": self.gen_rowloop,
                                "tree": lambda: self.gen_group(False), "groupred": lambda: self.gen_group(True),
                                "histogram": self.gen_histogram, "total": self.gen_total,
                                "ranged": self.gen_ranged}[kind]())
        # a contiguous run of kernels is submitted in a host loop
        loop = None
        if r.random() < 0.5:
            start = r.randrange(len(self.pieces))
            loop = (start, r.randrange(start, len(self.pieces)) + 1)
            self.constructs.add("host_loop")
        self.loop = loop
        if any(a.storage != "buffer" for a in self.arrays):
            self.constructs.add("queue:in_order")
        return self.render()

    def sizes_used(self) -> list:
        used = {s for a in self.arrays for s in a.shape} | {"n"}
        return [s for s in ("n", "rows", "cols", "depth") if s in used]

    def prologue(self, ref_only: bool = False) -> list:
        """Locals every function doing device or reference work starts with."""
        lines = []
        for s in self.sizes_used():
            lines.append(f"const std::size_t {s} = args.{s};" if self.sizes_from_argv
                         else f"constexpr std::size_t {s} = {self.sizes[s]};")
        if self.uses_block:
            lines.append("const std::size_t block = std::min(args.block, n);" if self.sizes_from_argv
                         else f"constexpr std::size_t block = {self.sizes['n'] // 4};")
        if self.uses_groups or any("groups" in a.shape for a in self.arrays):
            lines.append("const std::size_t groups = (n + kWg - 1) / kWg;")
        lines.append("const float alpha = args.alpha;" if self.sizes_from_argv else f"constexpr float alpha = {self.alpha};")
        lines.append("const int shift = args.shift;" if self.sizes_from_argv else f"constexpr int shift = {self.shift};")
        lines.append("const int iters = args.iters;" if self.sizes_from_argv else f"constexpr int iters = {self.iters};")
        return lines

    def kernel_calls(self, call) -> list:
        """The pieces' submissions in order, the host loop around some; `call(i)` gives piece i's lines."""
        lines = []
        for i in range(len(self.pieces)):
            if self.loop and i == self.loop[0]:
                lines.append("for (int it = 0; it < iters; ++it) {")
            indent = "  " if self.loop and self.loop[0] <= i < self.loop[1] else ""
            lines += [indent + line for line in call(i)]
            if self.loop and i == self.loop[1] - 1:
                lines.append("}")
        return lines

    def references(self) -> list:
        return self.kernel_calls(lambda i: self.pieces[i].reference)

    def render(self) -> str:
        names = [p.kernel for p in self.pieces if p.kernel]
        head = [f"// Generated by benchmarks/gen_programs.py, seed {self.seed}: a differential-fuzz program for sycl-lift.",
                "// Constructs: " + ", ".join(sorted(self.constructs)) + ".",
                "#include <sycl/sycl.hpp>", "", "#include <algorithm>", "#include <cmath>", "#include <cstdio>",
                "#include <cstdlib>", "#include <vector>", ""]
        head += [f"class {k};" for k in names]
        head += [f"constexpr std::size_t kWg = {self.wg};", "constexpr int kBins = 16;", ""]
        if self.sizes_from_argv:
            head += ["struct Args {"] + [f"  std::size_t {s} = {self.sizes[s]};" for s in ("n", "rows", "cols", "depth")]
            head += [f"  std::size_t block = {self.sizes['n'] // 4};", f"  float alpha = {self.alpha};", f"  int shift = {self.shift};", f"  int iters = {self.iters};", "};", "",
                     "Args parse_args(int argc, char** argv) {", "  Args a;"]
            for j, s in enumerate(("n", "rows", "cols", "depth"), 1):
                head.append(f"  if (argc > {j}) a.{s} = std::strtoul(argv[{j}], nullptr, 10);")
            head += ["  if (argc > 5) a.iters = std::atoi(argv[5]);", "  if (argc > 6) a.alpha = std::strtof(argv[6], nullptr);",
                     "  if (argc > 7) a.block = std::strtoul(argv[7], nullptr, 10);",
                     "  return a;", "}", ""]
        else:
            head += ["struct Args {};", "Args parse_args(int, char**) { return Args{}; }", ""]
        head += ["bool matches(float got, float want) { return std::fabs(got - want) <= 1e-3f * (1.0f + std::fabs(want)); }",
                 "bool matches(int got, int want) { return got == want; }", ""]
        return "\n".join(head + (self.render_harness() if self.shape == "harness" else self.render_main())) + "\n"

    def fill(self, a: Array) -> list:
        return [f"for (std::size_t k = 0; k < {a.size}; ++k) {a.name}[k] = {a.init};"]

    def device_region(self, calls: list) -> list:
        """USM allocations, the buffer scope with the kernel calls, copies back, frees."""
        lines = []
        for a in self.arrays:
            if a.storage == "usm_device":
                lines += [f"{a.elem}* {a.handle} = sycl::malloc_device<{a.elem}>({a.size}, q);",
                          f"q.memcpy({a.handle}, {a.name}.data(), {a.size} * sizeof({a.elem})).wait();"]
            elif a.storage == "usm_shared":
                lines += [f"{a.elem}* {a.handle} = sycl::malloc_shared<{a.elem}>({a.size}, q);",
                          f"std::copy({a.name}.begin(), {a.name}.end(), {a.handle});"]
        lines.append("{")
        for a in self.arrays:
            if a.storage == "buffer":
                d = len(a.shape)
                lines.append(f"  sycl::buffer<{a.elem}, {d}> {a.handle}({a.name}.data(), sycl::range<{d}>({', '.join(a.shape)}));")
        lines += ["  " + line for line in calls] + ["  q.wait();", "}"]
        for a in self.arrays:
            if a.storage == "usm_device":
                lines.append(f"q.memcpy({a.name}.data(), {a.handle}, {a.size} * sizeof({a.elem})).wait();")
            elif a.storage == "usm_shared":
                lines.append(f"std::copy({a.handle}, {a.handle} + {a.size}, {a.name}.begin());")
            if a.storage != "buffer":
                lines.append(f"sycl::free({a.handle}, q);")
        return lines

    def queue_decl(self) -> str:
        if "queue:in_order" in self.constructs:
            return "sycl::queue q{sycl::property::queue::in_order()};"
        return "sycl::queue q;"

    def checks(self) -> list:
        lines = ["bool ok = true;"]
        for a in self.arrays:
            lines += [f"for (std::size_t k = 0; k < {a.size}; ++k)",
                      f"  if (!matches({a.name}[k], ref_{a.name}[k])) {{",
                      f"    if (ok) std::printf(\"FAIL: {a.name}[%zu]\\n\", k);", "    ok = false;", "  }"]
        return lines

    def render_main(self) -> list:
        body = ["const Args args = parse_args(argc, argv);", "(void)args;"] + self.prologue()
        for a in self.arrays:
            body.append(f"std::vector<{a.elem}> {a.name}({a.size});")
            body += self.fill(a)
            body.append(f"std::vector<{a.elem}> ref_{a.name}({a.name});")
        body.append(self.queue_decl())
        body += self.device_region(self.kernel_calls(lambda i: self.pieces[i].submit))
        body += self.references() + self.checks()
        body += ["std::printf(\"%s\\n\", ok ? \"PASS\" : \"FAIL\");", "return ok ? 0 : 1;"]
        return ["int main(int argc, char** argv) {"] + ["  " + line for line in body] + ["}"]

    def render_harness(self) -> list:
        cls = ["class GeneratedBench {", " public:", "  explicit GeneratedBench(const Args& a) : args(a) {}", ""]
        setup = ["void setup() {"] + ["  " + line for line in self.prologue()]
        for a in self.arrays:
            setup += [f"  {a.name}.resize({a.size});"] + ["  " + line for line in self.fill(a)] + [f"  ref_{a.name} = {a.name};"]
        setup.append("}")
        run = ["void run(sycl::queue& q) {"] + ["  " + line for line in self.prologue()]

        def call(i):
            p = self.pieces[i]
            return [f"step{i}(q, {', '.join(dict.fromkeys(a.handle for a in p.arrays))});"]
        run += ["  " + line for line in self.device_region(self.kernel_calls(call))] + ["}"]
        verify = ["bool verify() {"] + ["  " + line for line in self.prologue()]
        verify += ["  " + line for line in self.references() + self.checks()] + ["  return ok;", "}"]
        steps = []
        for i, p in enumerate(self.pieces):
            params = ", ".join(dict.fromkeys(a.param() for a in p.arrays))
            steps += [f"void step{i}(sycl::queue& q, {params}) {{"] + ["  " + line for line in self.prologue()]
            steps += ["  " + line for line in p.submit] + ["}", ""]
        members = [f"std::vector<{a.elem}> {a.name}, ref_{a.name};" for a in self.arrays]
        cls += ["  " + line for line in setup + [""] + run + [""] + verify]
        cls += [" private:"] + ["  " + line for line in steps + ["Args args;"] + members] + ["};", ""]
        runner = ["template <class Bench>", "int run_benchmark(int argc, char** argv) {",
                  "  Bench bench(parse_args(argc, argv));", "  bench.setup();",
                  "  " + self.queue_decl(), "  bench.run(q);", "  const bool ok = bench.verify();",
                  "  std::printf(\"%s\\n\", ok ? \"PASS\" : \"FAIL\");", "  return ok ? 0 : 1;", "}", "",
                  "int main(int argc, char** argv) { return run_benchmark<GeneratedBench>(argc, argv); }"]
        return cls + runner


@dataclass
class Program:
    seed: int
    source: str
    constructs: list
    kernels: list  # [(kernel name or None, kind)] in submission order
    release: str  # the header release its host IR is made with


def generate(seed: int) -> Program:
    """The program of `seed` (the same text for the same seed, always)."""
    g = Generator(seed)
    source = g.build()
    release = g.rng.choice(RELEASES) if g.rng.random() < 0.25 else "2026.2.0"
    return Program(seed, source, sorted(g.constructs), [(p.kernel, p.kind) for p in g.pieces], release)


# --------------------------------------------------------------------------------------------------
# The differential fuzz: compile, then raise / rewrite / replay as a user runs them, and check


def compile_program(program: Program, folder: Path, timeout: float = 600) -> Optional[str]:
    """Write prog.cpp and its real DPC++ IR (host.O2.ll, device.ll) into `folder`; None, or why it failed."""
    folder.mkdir(parents=True, exist_ok=True)
    source = folder / "prog.cpp"
    source.write_text(program.source)
    command = [str(DPCPP_IR), "--opt", "O2"] + (["--release", program.release] if program.release != "2026.2.0" else [])
    try:
        done = subprocess.run(command + [str(source), str(folder)], capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return f"dpcpp-ir timed out after {timeout:.0f} s"
    if done.returncode != 0:
        return f"dpcpp-ir exit {done.returncode}: " + (done.stderr.strip()[-1500:] or done.stdout.strip()[-1500:])
    for name in ("device.spv", "int_header.h", "int_footer.h"):  # not needed by any check
        (folder / name).unlink(missing_ok=True)
    return None


def cli(argv: list, timeout: float) -> tuple[int, str, str]:
    """Run `sycl-lift ARGV` as a user does (a fresh process of this checkout)."""
    env = dict(os.environ, PYTHONPATH=str(ROOT) + (os.pathsep + os.environ["PYTHONPATH"] if os.environ.get("PYTHONPATH") else ""))
    try:
        done = subprocess.run([sys.executable, "-m", "sycl_lift"] + [str(a) for a in argv], capture_output=True,
                              text=True, timeout=timeout, env=env, cwd=str(ROOT))
    except subprocess.TimeoutExpired:
        return 124, "", f"timed out after {timeout:.0f} s"
    return done.returncode, done.stdout, done.stderr


def _crashed(stderr: str) -> Optional[str]:
    for marker in ("Traceback (most recent call last)", "internal error"):
        if marker in stderr:
            lines = [line for line in stderr.splitlines() if line.strip()]
            return next((line for line in lines if "internal error" in line), lines[-1] if lines else marker)[:300]
    return None


def check_raise(raised: dict, kernels: list) -> list:
    """Problems: a generated kernel the raise does not list with its launch kind."""
    found = Counter((launch["kernel"], launch["kind"]) for launch in raised.get("launches", []))
    problems = []
    for name, kind in kernels:
        if not found[(name, kind)]:
            problems.append(f"raise: no {kind} launch of kernel {name or '(unnamed)'} "
                            f"(raised: {sorted(set(map(str, found)))})")
    return problems


USM_BYTES = 4 * 64 ** 3  # every index a generated kernel makes from the replay's default sizes (64) fits


def usm_sizes(host: Path, device: Path) -> dict:
    """--set values for the USM allocations whose byte count the raise leaves symbolic.  The replay
    sizes them by the largest launch range that captures them (at least 64 elements), which a
    kernel indexing `p[r * cols + k]` overruns with the default sizes: the original and the
    rewritten kernels then read different garbage, or crash the runtime.  As large as any index
    the generated kernels make from the default sizes."""
    import lift
    from lift import LiftError
    from sycl_lift.replay import plan as planning

    try:
        plan = planning.build(lift.parse_file(str(host)), lift.parse_file(str(device)))
    except (LiftError, Exception):  # the replay run itself reports it
        return {}
    return {v["symbol"]: USM_BYTES for v in plan.values if v["kind"] == "bytes" and v["from"].startswith("default")}


def check_program(folder: Path, kernels: Optional[list] = None, devices=tuple(DEVICES), timeout: float = 300) -> dict:
    """Raise, rewrite (per device's target) and replay the program whose IR is in `folder`
    (host.O2.ll, device.ll).  `kernels`: [(name, kind)] the raise must find.  Returns a record
    with `violations` (empty when every check holds) and what each command said."""
    folder = folder.resolve()
    host, device = folder / "host.O2.ll", folder / "device.ll"
    record: dict = {"violations": [], "skipped": [], "replay": {}, "rewrite": {}}
    bad = record["violations"]
    rc, out, err = cli(["raise", "--json", host], timeout)
    crash = _crashed(err)
    if crash or rc != 0:
        bad.append(f"raise: exit {rc}: {crash or err.strip()[-300:]}")
    else:
        raised = json.loads(out)
        record["launches"] = len(raised["launches"])
        if kernels is not None:
            bad.extend(check_raise(raised, kernels))
    for kind in devices:
        device_kind, target = DEVICES[kind]
        replay_said = f"replay --device {device_kind} ({target} rewrite)"
        out_dir = folder / f"rewrite-{target}"
        shutil.rmtree(out_dir, ignore_errors=True)
        rc, out, err = cli(["rewrite", host, device, "-o", out_dir, "--target", target, "--json"], timeout)
        crash = _crashed(err)
        if crash:
            bad.append(f"rewrite --target {target}: {crash}")
            continue
        try:
            report = json.loads((out_dir / "report.json").read_text())
        except (OSError, ValueError):
            bad.append(f"rewrite --target {target}: exit {rc}, no report.json: {err.strip()[-300:]}")
            continue
        record["rewrite"][target] = {"exit": rc, "kernels": len(report["kernels"]),
                                     "omitted": sum(len(k["omitted"]) for k in report["kernels"]),
                                     "skipped": len(report.get("skipped", []))}
        for f in report["failed"]:
            bad.append(f"rewrite --target {target}: kernel {f['kernel']} failed in {f['step']}: {f['why'][:300]}")
        if rc != 0 and not report["failed"]:
            bad.append(f"rewrite --target {target}: exit {rc}: {err.strip()[-300:]}")
        from fuzz_campaign import check_outputs  # LLVM verifies every .ll, no temporary or half file

        bad.extend(f"rewrite --target {target}: {p}" for p in check_outputs(out_dir, "rewrite"))
        rep_path = folder / f"replay-{kind}.json"
        sets = [f"--set={name}={value}" for name, value in usm_sizes(host, device).items()]
        record["replay_sets"] = sets
        rc, out, err = cli(["replay", host, device, "--device", device_kind, "--rewritten", out_dir, "--json", "-o", rep_path,
                            "--timeout", str(timeout)] + sets, timeout + 60)
        crash = _crashed(err)
        if crash:
            bad.append(f"{replay_said}: {crash}")
            continue
        try:
            rep = json.loads(rep_path.read_text())
        except (OSError, ValueError):
            bad.append(f"{replay_said}: exit {rc}, no report: {err.strip()[-300:]}")
            continue
        record["replay"][kind] = rep["counts"]
        for launch in rep["launches"]:
            if launch["status"] == "skipped":
                record["skipped"].append(f"{kind}: {launch['label']}: {launch['why'][:400]}")
            elif launch["status"] != "agree":
                first = next((r for r in launch["runs"] if r["status"] != "agree"), {})
                detail = (first.get("why") or (first.get("differences") or [{}])[0]) if first else ""
                bad.append(f"{replay_said}: {launch['name']} {launch['label']}: {launch['status']} "
                           f"({first.get('kernel', '?')}: {str(detail)[:300]})")
        if rep["error"]:
            bad.append(f"{replay_said}: {rep['error'][:300]}")
        if rc != 0 and not bad:
            bad.append(f"{replay_said}: exit {rc}: {err.strip()[-300:]}")
    return record


def check_build(folder: Path, timeout: float = 300) -> tuple[list, Optional[str]]:
    """(violations, why not checked) of `sycl-lift build` on the program in `folder`: built from its
    original IR and from the rewrite for Intel's CPU runtime (rewrite-cpu, made by check_program),
    both must run under the real SYCL runtime, print PASS and the same output (timings aside).  Not
    checked (the second value says why) where the host IR's release has no runtime here."""
    from sycl_lift.build import timings_masked
    from sycl_lift.build.runtime import BuildError, find_runtime
    from passes.host.patterns import detect_release
    import lift

    host, device, rewritten = folder / "host.O2.ll", folder / "device.ll", folder / "rewrite-cpu"
    release = detect_release(lift.parse_file(str(host))).release
    try:
        find_runtime(release)
    except BuildError as e:
        return [], f"build: no runtime of {release} here ({e.message[:120]})"
    bad, outputs = [], []
    for name, (h, d) in {"original": (host, device), "rewritten": (rewritten / "host.ll", rewritten / "device.ll")}.items():
        program = folder / f"program-{name}"
        rc, _, err = cli(["build", h, d, "-o", program, "-q"], timeout)
        if rc != 0 or _crashed(err):
            bad.append(f"build ({name}): exit {rc}: {(_crashed(err) or err.strip())[-300:]}")
            continue
        rc, out, err = cli(["run", program], timeout)
        if rc != 0 or "PASS" not in out:
            bad.append(f"run ({name}): exit {rc}: {(out + err).strip()[-300:]}")
            continue
        outputs.append(timings_masked(out))
    if len(outputs) == 2 and outputs[0] != outputs[1]:
        bad.append(f"run: the original and the rewritten program print different output: {outputs[0][-200:]!r} vs "
                   f"{outputs[1][-200:]!r}")
    return bad, None


def fuzz_one(seed: int, work: Path, keep: Path, devices=tuple(DEVICES), timeout: float = 300,
             build: bool = False) -> dict:
    """Generate, compile and check program `seed`; its folder is kept under `keep` on a violation."""
    program = generate(seed)
    folder = work / f"seed{seed}"
    shutil.rmtree(folder, ignore_errors=True)
    started = time.perf_counter()
    why = compile_program(program, folder)
    compiled = time.perf_counter()
    entry = {"seed": seed, "release": program.release, "kernels": [[k, kind] for k, kind in program.kernels],
             "constructs": program.constructs}
    if why is not None:
        entry.update(status="generator fault", why=why[-2000:], violations=[])
    else:
        entry.update(check_program(folder, program.kernels, devices, timeout))
        if build and (folder / "rewrite-cpu").is_dir():
            violations, why_not = check_build(folder, timeout)
            entry["violations"] += violations
            entry["build"] = "not checked: " + why_not if why_not else ("violation" if violations else "agree")
        entry["status"] = "violation" if entry["violations"] else "ok"
    entry["seconds"] = {"compile": round(compiled - started, 1), "check": round(time.perf_counter() - compiled, 1)}
    if entry["status"] != "ok":
        target = keep / f"seed{seed}"
        shutil.rmtree(target, ignore_errors=True)
        shutil.copytree(folder, target)
        entry["reproducer"] = str(target)
        entry["reproduce"] = (f"python benchmarks/gen_programs.py emit --seed {seed} -o prog.cpp && {DPCPP_IR} --opt O2"
                              + (f" --release {program.release}" if program.release != "2026.2.0" else "")
                              + " prog.cpp ir && python -m sycl_lift rewrite ir/host.O2.ll ir/device.ll -o out "
                              "--target cpu && python -m sycl_lift replay ir/host.O2.ll ir/device.ll --device "
                              "intel-cpu --rewritten out")
    shutil.rmtree(folder, ignore_errors=True)
    return entry


def _fuzz_worker(job) -> dict:
    seed, work, keep, devices, timeout, build = job
    return fuzz_one(seed, Path(work), Path(keep), devices, timeout, build)


def campaign(programs: int, seed: int = 0, jobs: int = 2, keep: Optional[Path] = None, devices=tuple(DEVICES),
             timeout: float = 300, log=sys.stderr, build: bool = False) -> dict:
    """The differential fuzz over `programs` seeds from `seed`: a summary and one entry per program."""
    from multiprocessing import Pool

    if not DPCPP_IR.is_file():
        raise SystemExit(f"gen_programs: no dpcpp-ir at {DPCPP_IR} (set DPCPP_IR)")
    keep = Path(keep or Path(tempfile.gettempdir()) / "sycl-lift-genfuzz")
    keep.mkdir(parents=True, exist_ok=True)
    started = time.perf_counter()
    entries = []
    with tempfile.TemporaryDirectory(prefix="sycl-lift-genfuzz-") as work:
        todo = [(s, work, str(keep), tuple(devices), timeout, build) for s in range(seed, seed + programs)]
        with Pool(max(1, jobs)) as pool:
            for entry in pool.imap_unordered(_fuzz_worker, todo):
                entries.append(entry)
                if log:
                    done = Counter(e["status"] for e in entries)
                    print(f"generated {len(entries)}/{programs}: seed {entry['seed']} {entry['status']} "
                          f"({entry['seconds']['compile']} + {entry['seconds']['check']} s); {dict(done)}, "
                          f"{time.perf_counter() - started:.0f} s", file=log, flush=True)
    entries.sort(key=lambda e: e["seed"])
    return {"summary": summarize(entries, time.perf_counter() - started, devices), "programs": entries}


def summarize(entries: list, seconds: float, devices) -> dict:
    status = Counter(e["status"] for e in entries)
    checked = [e for e in entries if e["status"] != "generator fault"]
    replay = {d: Counter() for d in devices}
    for e in checked:
        for d, counts in e.get("replay", {}).items():
            replay[d].update(counts)
    skipped = Counter(re.sub(r"_ZTS\w+", "KERNEL", re.sub(r"^(\S+): [^:]*: ", r"\1: ", s))
                      for e in checked for s in e.get("skipped", []))
    constructs = Counter(c for e in entries for c in e["constructs"])
    return {
        "programs": len(entries), "compiled": len(checked), "generator_faults": status["generator fault"],
        "ok": status["ok"], "with_violations": status["violation"],
        "violations": [f"seed {e['seed']}: {v}" for e in entries for v in e.get("violations", [])],
        "kernels": sum(len(e["kernels"]) for e in checked),
        "raised_launches": sum(e.get("launches", 0) for e in checked),
        "replayed_launches": {d: dict(c) for d, c in replay.items()},
        "skipped_launches_by_reason": dict(skipped.most_common()),
        "constructs": {c: constructs[c] for c in CONSTRUCTS},
        "releases": dict(Counter(e["release"] for e in entries)),
        "built": dict(Counter(e["build"].split(":")[0] for e in checked if "build" in e)),
        "seconds": round(seconds, 1),
        "mean_seconds": {"compile": round(sum(e["seconds"]["compile"] for e in entries) / max(1, len(entries)), 1),
                         "check": round(sum(e["seconds"]["check"] for e in entries) / max(1, len(entries)), 1)},
    }


def format_summary(summary: dict) -> str:
    s = summary
    lines = [f"generated programs: {s['programs']} ({s['compiled']} compiled by dpcpp-ir, {s['generator_faults']} "
             f"generator faults), {s['kernels']} kernels, {s['raised_launches']} raised launches, "
             f"{s['seconds']:.0f} s"]
    for d, c in s["replayed_launches"].items():
        lines.append(f"  replay {d}: " + ", ".join(f"{k} {v}" for k, v in c.items()))
    for why, n in s["skipped_launches_by_reason"].items():
        lines.append(f"  skipped {n}x: {why}")
    if s.get("built"):
        lines.append("  built and run (original vs rewritten): " + ", ".join(f"{k} {v}" for k, v in s["built"].items()))
    for v in s["violations"][:50]:
        lines.append(f"VIOLATION {v}")
    lines.append(f"{s['programs']} generated programs: {len(s['violations'])} violations")
    return "\n".join(lines)


def write_source(source: str, output) -> int:
    """The `emit` command: a generated program to `output`, or to standard output."""
    if output:
        Path(output).write_text(source)
    else:
        sys.stdout.write(source)
    return 0


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    emit = sub.add_parser("emit", help="print the program of one seed")
    emit.add_argument("--seed", type=int, required=True)
    emit.add_argument("-o", "--output")
    run = sub.add_parser("run", help="the differential fuzz")
    run.add_argument("--programs", type=int, default=100)
    run.add_argument("--seed", type=int, default=0)
    run.add_argument("--jobs", type=int, default=2)
    run.add_argument("--devices", default=",".join(DEVICES), help=f"replay checks (default {','.join(DEVICES)})")
    run.add_argument("--keep", help="folder for the reproducers of violations (default $TMPDIR/sycl-lift-genfuzz)")
    run.add_argument("--json-out", help="write the summary and every program's record here")
    run.add_argument("--build", action="store_true", help="also build each program (original and rewritten) with "
                                                          "sycl-lift build and compare their runs under the SYCL runtime")
    check = sub.add_parser("check", help="raise / rewrite / replay one compiled program (FOLDER/host.O2.ll, device.ll)")
    check.add_argument("folder")
    args = parser.parse_args(argv)
    if args.command == "emit":
        return write_source(generate(args.seed).source, args.output)
    if args.command == "check":
        source = Path(args.folder) / "prog.cpp"
        seed = re.search(r"seed (\d+)", source.read_text()) if source.exists() else None
        record = check_program(Path(args.folder), generate(int(seed.group(1))).kernels if seed else None)
        print(json.dumps(record, indent=2))
        return 1 if record["violations"] else 0
    checks = args.devices.split(",")
    unknown = [c for c in checks if c not in DEVICES]
    if unknown:
        parser.error(f"--devices: unknown check {unknown[0]} (checks: {', '.join(DEVICES)})")
    result = campaign(args.programs, args.seed, args.jobs, args.keep, checks, build=args.build)
    if args.json_out:
        Path(args.json_out).write_text(json.dumps(result, indent=1) + "\n")
    print(format_summary(result["summary"]))
    return 1 if result["summary"]["violations"] or result["summary"]["generator_faults"] else 0


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    sys.exit(main())
