"""The programs of a survey and the jobs they make.

A program is a folder holding one device module (`device.ll`, `device.bc`, each possibly `.xz` or
`.gz` compressed; never `device.typed.ll`, the typed-pointer copy the samples keep) and one or more
host modules in it or in its subfolders (`host*.ll` and their `.xz`/`.gz` forms, any other `.bc`):
several DPC++ releases or optimization levels of the same program.  A subfolder with a device
module of its own is another program, never part of this one.  A root given to `survey` is a
program itself or a folder whose subfolders (at any depth) hold programs; a program is named by its
folder relative to the root (the root's own name when the root is the program).

One job is one program x host module x the commands: with two roots and `diff`, the program and
host module of the same names under both roots (the old and the new release; a host module is named
by its path in the program folder without a compression suffix, so `host.O2.ll` pairs with
`host.O2.ll.xz`).  A job is plain data (JSON), so it can be sent to a worker process or a
cluster; it carries each input's path and the SHA-256 of its bytes, from which `store.job_key`
derives the key a result is stored under.

Assumes: a module's encoding does not change what it holds, so `host.O2.ll` and `host.O2.ll.xz` in
one folder are the same module (the plain one is read).  Proves: every program and host module
under a root is found exactly once; a folder with two different device modules (`device.ll` and
`device.bc`) is an error at that folder, not a guess.
"""
from __future__ import annotations

import fnmatch
import hashlib
import os
from dataclasses import dataclass, field

from lift import LiftError
from lift.reader import uncompressed_name

DEVICE_NAMES = ("device.ll", "device.bc")


@dataclass
class Program:
    root: str
    name: str  # the folder relative to the root ("vadd", "variants/aliasing")
    folder: str
    device: str  # path of the device module
    hosts: dict = field(default_factory=dict)  # module (its path in the folder, uncompressed) -> file


def is_device_module(filename: str) -> bool:
    return uncompressed_name(filename) in DEVICE_NAMES


def is_host_module(filename: str) -> bool:
    stem = uncompressed_name(filename)
    if stem in DEVICE_NAMES:
        return False
    return (stem.startswith("host") and stem.endswith(".ll")) or stem.endswith(".bc")


def _one_per_module(names: list) -> dict:
    """module name (uncompressed) -> file name, the uncompressed file where a module is there in
    several encodings."""
    chosen: dict = {}
    for name in sorted(names, key=lambda n: (uncompressed_name(n), n != uncompressed_name(n), n)):
        chosen.setdefault(uncompressed_name(name), name)
    return chosen


def device_module(folder: str, files: list) -> str | None:
    """The device module of a folder (its path), None when it has none."""
    modules = _one_per_module([f for f in files if is_device_module(f)])
    if len(modules) > 1:
        raise LiftError(f"two device modules in one program folder: {', '.join(modules.values())}", folder)
    return os.path.join(folder, next(iter(modules.values()))) if modules else None


def discover(root: str, hosts: str | None = None) -> list[Program]:
    """The programs under `root`, in name order; `hosts`: an fnmatch pattern the host modules'
    paths in their program folder (without a compression suffix) must match (`2026.2.0/host.O2.ll`)."""
    if not os.path.isdir(root):
        raise LiftError("not a folder", root)
    programs: list[Program] = []
    for folder, dirs, files in os.walk(root):
        dirs.sort()
        device = device_module(folder, files)
        if device is None:
            continue
        name = os.path.relpath(folder, root)
        program = Program(root, os.path.basename(os.path.abspath(root)) if name == "." else name, folder, device)
        _collect_hosts(program, folder, hosts)
        programs.append(program)
    programs = [p for p in programs if p.hosts]
    if not programs:
        raise LiftError("no program here (a folder with a device module and host modules"
                        + (f" matching {hosts!r}" if hosts else "") + ")", root)
    return sorted(programs, key=lambda p: p.name)


def _collect_hosts(program: Program, folder: str, pattern: str | None) -> None:
    for here, dirs, files in os.walk(folder):
        if here != folder and device_module(here, files) is not None:
            dirs.clear()  # another program
            continue
        dirs.sort()
        for name in _one_per_module([f for f in files if is_host_module(f)]).values():
            path = os.path.join(here, name)
            module = uncompressed_name(os.path.relpath(path, folder))
            if pattern is None or fnmatch.fnmatch(module, pattern):
                program.hosts[module] = path


def file_hash(path: str) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()


def _inputs(paths: dict) -> dict:
    return {role: {"path": os.path.abspath(path), "sha256": file_hash(path)} for role, path in paths.items()}


def make_jobs(roots: list, commands: list, options: dict, hosts: str | None = None) -> list[dict]:
    """Every job of a survey of `roots` (see the module docstring).  With `diff` among the commands
    there are exactly two roots, OLD and NEW: each job pairs the same program and host module under
    both; the other commands run on the NEW side.  A program or host module under only one of them
    is a job with nothing to run (`unpaired`: which side lacks it)."""
    if "diff" not in commands:
        return [_job(p, host, {"host": path, "device": p.device}, commands, options)
                for root in roots for p in discover(root, hosts) for host, path in sorted(p.hosts.items())]
    if len(roots) != 2:
        raise LiftError(f"--commands diff takes two folders, OLD and NEW (got {len(roots)})", "sycl-lift survey")
    old, new = ({p.name: p for p in discover(root, hosts)} for root in roots)
    jobs = []
    for name in sorted(set(old) | set(new)):
        a, b = old.get(name), new.get(name)
        for host in sorted(set(a.hosts if a else ()) | set(b.hosts if b else ())):
            if a is None or b is None or host not in a.hosts or host not in b.hosts:
                present = b if b is not None and host in b.hosts else a
                job = _job(present, host, {"host": present.hosts[host], "device": present.device}, [], options)
                job["unpaired"] = f"not under {roots[0] if present is b else roots[1]}"
            else:
                job = _job(b, host, {"host": b.hosts[host], "device": b.device, "old_host": a.hosts[host],
                                     "old_device": a.device}, commands, options)
            job["old_root"] = roots[0]
            jobs.append(job)
    return jobs


def _job(program: Program, host: str, paths: dict, commands: list, options: dict) -> dict:
    return {"root": program.root, "program": program.name, "host": host,
            "device": uncompressed_name(os.path.relpath(program.device, program.folder)), "inputs": _inputs(paths),
            "commands": list(commands), "options": dict(options)}
