"""SYCL-level diff of two compiler outputs (an analysis; `sycl-lift diff`).

Each side is a host module, a device module, or a (host, device) pair.  A side is summarised as
  - SYCL program (host): the raised launches (kernel, kind, ND-range, captured arguments with accessor
    modes and ranges), buffers, USM operations, queues and the other command-group actions (copy,
    fill, update_host, host_task);
  - SYCL kernels (device): every kernel's names, parameter types, omitted arguments and the
    work-item builtins it reads;
  - runtime level: the DPC++ release detected, the libsycl entry points the host calls, and the
    runtime calls no pattern explains;
  - structure: per function, instructions by opcode.
Two sides are SYCL-equivalent when the SYCL program and kernels are equal; runtime-level and
structural changes are listed but do not count (they are what a new DPC++ release changes).
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Optional

from lift import LiftError, Module

from passes import PassContext
from passes.analysis import device_model

LAUNCH_KEYS = ("kernel", "kind", "global", "local", "offset", "spec_constants")
ARG_KEYS = ("kind", "mode", "buffer_range", "access_range", "offset", "value")


class Change(str):
    """One line of a diff, with its kind: what the line says without the program's own names and
    values (`launch 2 (Gemm): global [64] -> [128]` is a `launch global`), so that the same kind of
    change can be counted across programs."""

    kind: str

    def __new__(cls, text: str, kind: str):
        change = super().__new__(cls, text)
        change.kind = kind
        return change


@dataclass
class Side:
    host: Optional[Module] = None
    device: Optional[Module] = None


def classify(modules: list[Module]) -> Side:
    """One module or a pair -> host/device by target triple."""
    side = Side()
    for m in modules:
        if m.is_device:
            side.device = m
        else:
            side.host = m
    return side


def summarize(side: Side) -> dict:
    summary: dict = {"structure": {}}
    if side.host is not None:
        from passes.host import patterns
        from passes.host.raise_host import RaiseHost

        ctx = PassContext(host=side.host)
        RaiseHost().apply(ctx)
        program = ctx.analyses["sycl-program"].to_json()
        summary["program"] = {k: program.get(k, []) for k in ("launches", "buffers", "usm", "queues", "commands")}
        detection = ctx.analyses["sycl-release"]
        report = patterns.coverage(side.host, patterns.pattern_set(detection.family))
        summary["runtime"] = {
            "release": detection.release,
            "entry_points": sorted(patterns.demangle(s) for s in patterns.referenced_runtime_symbols(side.host)),
            "unexplained": sorted(c.callee for c in report.unexplained),
        }
        summary["structure"].update(structure(side.host, "host"))
    if side.device is not None:
        model = device_model.build(side.device)
        summary["kernels"] = {k.name: kernel_summary(k) for k in model.kernels.values()}
        summary["structure"].update(structure(side.device, "device"))
    return summary


def kernel_summary(kernel: device_model.Kernel) -> dict:
    return {
        "kernel": kernel.kernel_name,
        "wrapper": kernel.is_wrapper,
        "params": [param_kind(a.spec) for a in kernel.function.arguments],
        "omitted": [i for i, o in enumerate(kernel.omit or []) if o],
        "reads": sorted(Counter(f"{q.quantity}[{q.dim}]" for q in kernel.queries)),
    }


_ADDRESS_SPACES = {"1": "global", "2": "constant", "3": "local", "4": "generic"}


def param_kind(spec: str) -> str:
    """A short, release-independent name for a kernel parameter: `global ptr`, `range`, `float`."""
    import re

    byval = re.search(r'byval\(%"?(?:class|struct)\.([^")]+)"?\)', spec)
    if byval:
        return byval.group(1).split("::")[-1]
    ty = spec.split(" noundef")[0].split(" align")[0].strip()
    space = re.search(r"addrspace\((\d+)\)", ty)
    if ty.startswith("ptr") or ty.endswith("*"):
        return f"{_ADDRESS_SPACES.get(space.group(1), 'as' + space.group(1)) if space else 'private'} ptr"
    return ty


def structure(module: Module, where: str) -> dict:
    return {f"{where}:{fn.name}": dict(Counter(i.opcode for i in fn.instructions())) for fn in module.definitions()}


@dataclass
class Diff:
    sycl: list = field(default_factory=list)  # changes of the SYCL program (Change): they make it differ
    runtime: list = field(default_factory=list)  # runtime-level changes: listed, not counted
    functions: dict = field(default_factory=dict)  # added / removed / changed (opcode deltas)

    @property
    def equivalent(self) -> bool:
        return not self.sycl

    def to_json(self) -> dict:
        return {"sycl_equivalent": self.equivalent, "sycl": self.sycl, "runtime": self.runtime,
                "functions": self.functions}


def diff_modules(old: list[Module], new: list[Module]) -> Diff:
    """The diff of two sides, each one module or a (host, device) pair (`sycl-lift diff`)."""
    sides = [classify(old), classify(new)]
    if (sides[0].host is None) != (sides[1].host is None) or (sides[0].device is None) != (sides[1].device is None):
        raise LiftError("the two sides are not the same kind of module (host vs device)", new[0].filename)
    return diff(*(summarize(s) for s in sides))


def diff(old: dict, new: dict) -> Diff:
    d = Diff()
    if "program" in old or "program" in new:
        diff_program(old.get("program", {}), new.get("program", {}), d.sycl)
    if "kernels" in old or "kernels" in new:
        diff_kernels(old.get("kernels", {}), new.get("kernels", {}), d.sycl)
    if "runtime" in old and "runtime" in new:
        diff_runtime(old["runtime"], new["runtime"], d.runtime)
    d.functions = diff_structure(old["structure"], new["structure"])
    return d


def launch_label(i: int, launch: dict) -> str:
    """`launch 2 (Gemm)`: the kernel as the source names it (passes.names)."""
    from passes.names import kernel_display_name

    kernel = launch.get("kernel")
    return f"launch {i} ({kernel_display_name(kernel) if kernel else 'unnamed ' + launch.get('kind', '?')})"


def diff_program(old: dict, new: dict, out: list) -> None:
    a, b = old.get("launches", []), new.get("launches", [])
    for i in range(max(len(a), len(b))):
        if i >= len(a):
            out.append(Change(f"{launch_label(i, b[i])}: added", "launch added"))
            continue
        if i >= len(b):
            out.append(Change(f"{launch_label(i, a[i])}: removed", "launch removed"))
            continue
        label = launch_label(i, b[i])
        for key in LAUNCH_KEYS:
            if a[i].get(key) != b[i].get(key):
                out.append(Change(f"{label}: {key} {a[i].get(key)} -> {b[i].get(key)}", f"launch {key}"))
        diff_args(label, a[i].get("args", []), b[i].get("args", []), out)
    for key in ("buffers", "usm", "queues", "commands"):
        x, y = old.get(key, []), new.get(key, [])
        for i in range(max(len(x), len(y))):
            before = x[i] if i < len(x) else None
            after = y[i] if i < len(y) else None
            if before != after:
                what = key if key == "usm" else key[:-1]
                how = "added" if before is None else "removed" if after is None else "changed"
                out.append(Change(f"{what} {i}: {describe(before)} -> {describe(after)}", f"{what} {how}"))


def diff_args(label: str, a: list, b: list, out: list) -> None:
    for j in range(max(len(a), len(b))):
        if j >= len(a):
            out.append(Change(f"{label}: argument {j} added: {describe(b[j])}", "launch argument added"))
        elif j >= len(b):
            out.append(Change(f"{label}: argument {j} removed: {describe(a[j])}", "launch argument removed"))
        else:
            for key in ARG_KEYS:
                if a[j].get(key) != b[j].get(key):
                    kind = b[j].get("kind")
                    out.append(Change(f"{label}: argument {j} ({kind}) {key} {a[j].get(key)} -> {b[j].get(key)}",
                                      f"launch argument ({kind}) {key}"))


def describe(entry) -> str:
    if entry is None:
        return "none"
    return " ".join(f"{k}={v}" for k, v in entry.items() if v is not None and k != "args")


def diff_kernels(old: dict, new: dict, out: list) -> None:
    for name in sorted(set(old) | set(new)):
        if name not in new:
            out.append(Change(f"kernel {name}: removed", "kernel removed"))
        elif name not in old:
            out.append(Change(f"kernel {name}: added ({len(new[name]['params'])} parameters)", "kernel added"))
        else:
            for key in ("params", "omitted", "reads"):
                if old[name][key] != new[name][key]:
                    out.append(Change(f"kernel {name}: {key} {compact(old[name][key])} -> {compact(new[name][key])}",
                                      f"kernel {key}"))


def compact(values: list) -> str:
    return f"[{', '.join(map(str, values))}]"


def diff_runtime(old: dict, new: dict, out: list) -> None:
    if old["release"] != new["release"]:
        out.append(f"DPC++ release {old['release']} -> {new['release']}")
    gone = sorted(set(old["entry_points"]) - set(new["entry_points"]))
    came = sorted(set(new["entry_points"]) - set(old["entry_points"]))
    out.extend(f"runtime entry point no longer called: {s}" for s in gone)
    out.extend(f"runtime entry point now called: {s}" for s in came)
    out.extend(f"runtime call no pattern explains any more: {s}"
               for s in sorted(set(new["unexplained"]) - set(old["unexplained"])))


def diff_structure(old: dict, new: dict) -> dict:
    changed = {}
    for name in sorted(set(old) & set(new)):
        ops = set(old[name]) | set(new[name])
        delta = {op: new[name].get(op, 0) - old[name].get(op, 0) for op in sorted(ops)}
        delta = {op: v for op, v in delta.items() if v}
        if delta:
            changed[name] = delta
    return {"added": sorted(set(new) - set(old)), "removed": sorted(set(old) - set(new)), "changed": changed}
