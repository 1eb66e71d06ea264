"""`sycl-lift build`: host IR + device IR -> a program the real SYCL runtime runs (DPC++'s last step:
sycl-post-link, the SPIR-V translator, the offload wrapper and the host link).

    device_image.py  the device module as a SPIR-V image with its property sets (post-link)
    spec_constants.py  native lowering of the specialization-constant reads left in the kernels
    wrapper.py       the registration module: the image and its registration with the runtime
    runtime.py       which libsycl.so (the host IR's DPC++ release) and OpenCL runtime, which clang

`build_program` checks that the two modules belong together (every kernel name the host's
integration header names is a kernel of the device module), makes the image, compiles the host IR
and the registration module with clang and links them against the release's libsycl.so with an
rpath.  The executable is written under a temporary name beside the output and renamed: never half
written.  `run_program` starts a built program in the environment its runtime needs.

Assumes: the host IR is x86_64 DPC++ host IR (clang-19 in SYCL host mode with the integration
header), the device IR spir64 DPC++ device IR or sycl-lift's rewrite of it.  What the runtime does
with the image (argument skipping by "SYCL/kernel param opt", spec constants) is what it does for a
DPC++ program; `build` proves nothing beyond the pairing check, the tests run the programs.
"""
from __future__ import annotations

import os
import re
import stat
import subprocess
import tempfile
from dataclasses import dataclass, field
from typing import Optional

import lift
from lift import LiftError
from lift.errors import position
from passes.analysis.device_model import read_command_line
from sycl_lift.build.device_image import KERNEL_PARAM_OPT, SPEC_CONSTANTS, DeviceImageError, make_device_images
from sycl_lift.build.runtime import BuildError, SyclRuntime, find_clang, find_runtime, runtime_environment
from sycl_lift.build.wrapper import registration_module, runtime_note_of

HOST_OPT = "-O2"  # code generation of the host IR (an -O0 module keeps its optnone functions as they are)
_KERNEL_NAME_STRING = re.compile(r'c"(_ZTS[^"\\]*)\\00"')


@dataclass
class BuildResult:
    output: str
    release: str
    runtime: SyclRuntime
    kernels: list = field(default_factory=list)
    omitted_arguments: dict = field(default_factory=dict)  # kernel -> number of arguments the runtime skips
    spec_constants: int = 0
    warnings: list = field(default_factory=list)
    images: int = 1  # device images (the range-rounding wrappers apart: device_image.make_device_images)


def _check_triple(module, want: str, what: str) -> None:
    triple = module.triple or ""
    if not triple.startswith(want):
        at = module.source.find("target triple")
        line, col = position(module.source, at) if at >= 0 else (1, 1)
        raise LiftError(f"not {what} (target triple {triple or 'missing'!r}, expected {want}*)", module.filename, line, col)


def check_pair(host, device) -> list[str]:
    """The device kernels the host names; a name the device module does not define is an error at
    the host line that names it (the two modules are not of one program)."""
    kernels = {f.name for f in device.definitions() if f.is_kernel}
    named = []
    for m in _KERNEL_NAME_STRING.finditer(host.source):
        name = m.group(1)
        if name not in kernels:
            line, col = position(host.source, m.start())
            raise LiftError(f"the host names kernel {name}, which {os.path.basename(device.filename)} does not define: "
                            f"are these the host and device modules of one program?", host.filename, line, col)
        named.append(name)
    if not named and kernels:
        raise LiftError(f"the host names none of the {len(kernels)} kernels of {os.path.basename(device.filename)}: "
                        "are these the host and device modules of one program?", host.filename, 1, 1)
    return named


def _compile(clang: str, args: list, what: str, filename: str) -> None:
    done = subprocess.run([clang, *args], capture_output=True, text=True)
    if done.returncode != 0:
        lines = [ln for ln in done.stderr.splitlines() if ln.strip()][:6]
        raise BuildError(f"{what} failed ({os.path.basename(clang)} exit {done.returncode}): " + " | ".join(lines), filename)


def _runtime_for(host, release: Optional[str], runtime_dir: Optional[str]) -> tuple:
    """(runtime, release, warnings) for the host module: the release asked for, else the one
    `raise` detects -- or, when that one's runtime is not here, another release that exports every
    libsycl symbol the module uses (release detection cannot always tell 2025.1.1 from 2025.3.3,
    and any of them links and runs the module)."""
    if release is not None:
        return find_runtime(release, runtime_dir), release, []
    from passes.host.patterns import detect_release

    detection = detect_release(host)
    warnings = list(detection.warnings)
    try:
        return find_runtime(detection.release, runtime_dir), detection.release, warnings
    except BuildError as first:
        for other in reversed(detection.candidates):
            if other == detection.release:
                continue
            try:
                runtime = find_runtime(other, runtime_dir)
            except BuildError:
                continue
            warnings.append(f"no runtime of DPC++ {detection.release} here; using {other}'s, which exports every "
                            f"libsycl symbol the module uses (as do {', '.join(detection.candidates)})")
            return runtime, other, warnings
        raise first


def build_program(host_path: str, device_path: str, output: str, release: Optional[str] = None,
                  runtime_dir: Optional[str] = None, clang: Optional[str] = None) -> BuildResult:
    """`host_path` and `device_path` may each be a comma-separated list (one module per translation
    unit): each host module is compiled on its own and the objects linked, the device modules are
    linked into one image, as DPC++'s device link does."""
    from lift.link import parse_files, split_list

    host_paths = split_list(host_path)
    units = [lift.parse_file(p) for p in host_paths]
    host = units[0] if len(units) == 1 else parse_files(host_paths)  # (the linked program: checks, release)
    device = parse_files(split_list(device_path))
    _check_triple(host, "x86_64", "x86_64 host IR")
    _check_triple(device, "spir64", "spir64 device IR")
    check_pair(host, device)
    try:
        runtime, release, warnings = _runtime_for(host, release, runtime_dir)
        compiler = find_clang(clang)
    except BuildError as e:
        raise BuildError(e.message, host.filename) from None
    try:
        images = make_device_images(device)
    except DeviceImageError as e:
        raise BuildError(str(e), device.filename) from None
    note = f"release={release};path={':'.join(map(str, runtime.library_path))};opencl={runtime.opencl}"
    command_line = read_command_line(device)
    registration = registration_module(images, host.triple, runtime.image_version, note, command_line)
    output = os.path.abspath(output)
    os.makedirs(os.path.dirname(output), exist_ok=True)
    with tempfile.TemporaryDirectory(dir=os.path.dirname(output), prefix=f".{os.path.basename(output)}.") as work:
        objects = []
        for i, unit in enumerate(units):  # each host module as it was given (clang reads its own LLVM's text)
            host_ll = os.path.join(work, f"host.{i}.ll")
            with open(host_ll, "w") as f:
                f.write(unit.source)
            _compile(compiler, ["-c", HOST_OPT, "-w", host_ll, "-o", host_ll + ".o"], "compiling the host IR", unit.filename)
            objects.append(host_ll + ".o")
        reg_ll = os.path.join(work, "registration.ll")
        with open(reg_ll, "w") as f:
            f.write(registration)
        _compile(compiler, ["-c", "-w", reg_ll, "-o", reg_ll + ".o"], "compiling the registration module", host.filename)
        rpath = ":".join(str(p) for p in runtime.library_path)
        linked = os.path.join(work, "program")
        _compile(compiler, objects + [reg_ll + ".o", str(runtime.libsycl), f"-Wl,-rpath,{rpath}",
                            f"-Wl,-rpath-link,{rpath}", "-o", linked], f"linking against {runtime.libsycl}", host.filename)
        os.chmod(linked, os.stat(linked).st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
        os.replace(linked, output)
    omitted = {p.name: sum(bin(b).count("1") for b in p.value[8:])
               for image in images for p in image.property_sets.get(KERNEL_PARAM_OPT, ())}
    return BuildResult(output, release, runtime, [k for image in images for k in image.kernels], omitted,
                       len(images[0].property_sets.get(SPEC_CONSTANTS, ())), warnings, len(images))


def program_environment(program: str, release: Optional[str] = None, runtime_dir: Optional[str] = None) -> dict:
    """The environment `program` (built by `build_program`) runs in: the runtime it names, unless
    a release or runtime folder is given."""
    try:
        with open(program, "rb") as f:
            note = runtime_note_of(f.read())
    except OSError as e:
        raise BuildError(f"cannot read the program: {e.strerror}", program) from None
    if note is None and release is None and runtime_dir is None:
        raise BuildError("not a program built by sycl-lift build (no runtime note): give --release or --runtime",
                         program)
    fields = dict(item.split("=", 1) for item in (note or "").split(";") if "=" in item)
    if release or runtime_dir or not fields.get("path"):
        runtime = find_runtime(release or fields.get("release", ""), runtime_dir)
        return runtime.environment()
    return runtime_environment(fields["path"].split(":"), fields.get("opencl", ""))  # recorded at build time


def run_program(program: str, args: list, release: Optional[str] = None, runtime_dir: Optional[str] = None,
                **popen) -> subprocess.CompletedProcess:
    env = program_environment(program, release, runtime_dir)
    env.update(popen.pop("env", {}) or {})
    return subprocess.run([os.path.abspath(program), *args], env=env, **popen)


_PRINTED_TIME = re.compile(r"\d+(\.\d+)?([eE][-+]?\d+)?\s*(ms|us|s)\b")


def timings_masked(output: str) -> str:
    """A program's output with the times it prints ("12.5 ms", "7.1e-05 s") replaced: what two
    builds of it must print alike."""
    return _PRINTED_TIME.sub("<time>", output)


_KERNEL_CREATED = re.compile(r"urKernelCreate\(.*?\.pKernelName = \S+ \(([^)]+)\), \.phKernel = \S+ \((0x[0-9a-f]+)\)")
_KERNEL_LAUNCHED = re.compile(r"urEnqueueKernelLaunch\w*\(\.hQueue = \S+, \.hKernel = (0x[0-9a-f]+),.*?\.numArgs = (\d+)")


def traced_launches(program: str, args: list, timeout: int = 300) -> tuple[dict, subprocess.CompletedProcess]:
    """Run a built program under the runtime's trace (SYCL_UR_TRACE=2): (kernel name -> the argument
    count of each of its launches, the finished process)."""
    done = run_program(program, args, capture_output=True, text=True, timeout=timeout, env={"SYCL_UR_TRACE": "2"})
    trace = done.stdout + done.stderr
    names = {handle: name for name, handle in _KERNEL_CREATED.findall(trace)}
    launches: dict = {}
    for handle, count in _KERNEL_LAUNCHED.findall(trace):
        launches.setdefault(names.get(handle, handle), []).append(int(count))
    return launches, done
