"""The SYCL runtime a built program links against and runs on, and the host compiler that links it.

A DPC++ release's runtime is `libsycl.so.N` from the `intel-sycl-rt` wheel of that release (N is the
ABI major: 7 for 2024.x, 8 for 2025.x, 9 for 2026.x).  2026.2 links the Unified Runtime and its
OpenCL adapter into libsycl itself; older releases load `libur_loader.so.0`, which loads
`libur_adapter_opencl.so.0`, both from the `intel-cmplr-lib-ur` wheel of the same release.  The
device is Intel's OpenCL CPU runtime (`libintelocl.so` from `intel-opencl-rt`), reached through the
ICD loader `libOpenCL.so.1` that the same wheel ships; a program is pointed at it with
OCL_ICD_FILENAMES, so no vendor folder has to exist.

Where a release's runtime is looked for, first found wins:
  1. `--runtime DIR` (or SYCL_LIFT_RUNTIME): a folder with libsycl.so.N and what it loads;
  2. this Python environment, when `intel-sycl-rt` of that release is installed (`pip install
     intel-sycl-rt==R intel-opencl-rt`; the tests' extra installs 2026.2.0);
  3. a folder per release in the runtime store (SYCL_LIFT_RUNTIMES, else ~/.cache/sycl-lift/runtimes):
     `<store>/<release>/` laid out as for --runtime -- where a user keeps the runtimes of the other
     releases (one environment holds one intel-sycl-rt);
  4. the runtime that `dpcpp-ir` set up (DPCPP_IR_HOME, else ~/.cache/dpcpp-ir): its `lib/` folder,
     DPC++ 2026.2.0's runtime with the OpenCL adapter, or the release's unpacked wheels under `root/`.
Nothing is downloaded or copied: a runtime that is not there is an error that says how to get it.

Assumes: a folder's libsycl.so.N is the release asked for when its ABI major fits (the wheels do
not record their release in the library).
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

from lift import LiftError
from sycl_lift.wheels import environment_lib, intel_opencl, wheel_file, wheel_version

RUNTIME_ENV = "SYCL_LIFT_RUNTIME"
RUNTIME_STORE_ENV = "SYCL_LIFT_RUNTIMES"
CLANG_ENV = "SYCL_LIFT_CLANG"
DPCPP_IR_HOME_ENV = "DPCPP_IR_HOME"
UR_LOADER = "libur_loader.so.0"
UR_OPENCL_ADAPTER = "libur_adapter_opencl.so.0"
OPENCL_LOADER = "libOpenCL.so.1"
CLANG_NAMES = ("clang++-19", "clang++")  # Debian's clang-19 compiled the host IR
CLANG_PACKAGE = "clang-19"


class BuildError(LiftError):
    """A program cannot be built or run; the message says why and what to do.  Located at the input
    it concerns (`build` puts it at the host module when nothing more precise is known)."""

    def __init__(self, message: str, filename: str = "sycl-lift", line: int = 1, col: int = 1):
        super().__init__(message, filename, line, col)


def abi_major(release: str) -> int:
    """libsycl's soname major of a DPC++ release (the ABI breaks once a year)."""
    year = int(release.split(".")[0])
    return year - 2017


@dataclass(frozen=True)
class SyclRuntime:
    release: str
    libsycl: Path                      # libsycl.so.N, linked against
    library_path: tuple[Path, ...]     # folders the program needs on LD_LIBRARY_PATH (libsycl's first)
    opencl: Path                       # Intel's OpenCL CPU runtime, named by OCL_ICD_FILENAMES
    source: str                        # where it was found, for messages

    @property
    def image_version(self) -> int:
        """The device-image struct version this runtime reads: 2026's libsycl.so.9 dropped the two
        manifest pointers of version 2 (it reads the version-3 layout whatever Version says)."""
        return 3 if abi_major(self.release) >= 9 else 2

    def environment(self, base: Optional[dict] = None) -> dict:
        return runtime_environment(self.library_path, self.opencl, base)


def runtime_environment(library_path, opencl, base: Optional[dict] = None) -> dict:
    """The environment a program built against a runtime runs in: the runtime's folders on
    LD_LIBRARY_PATH (libsycl opens the ICD loader and adapters by name), Intel's OpenCL CPU runtime
    as the one ICD, and the OpenCL CPU device selected unless the caller chose one."""
    env = dict(os.environ if base is None else base)
    paths = [str(p) for p in library_path]
    if env.get("LD_LIBRARY_PATH"):
        paths.append(env["LD_LIBRARY_PATH"])
    env["LD_LIBRARY_PATH"] = ":".join(paths)
    env["OCL_ICD_FILENAMES"] = str(opencl)
    env.setdefault("ONEAPI_DEVICE_SELECTOR", "opencl:cpu")
    return env


def _needs_ur_loader(libsycl: Path) -> bool:
    """Whether this libsycl loads the Unified Runtime from libur_loader.so.0 (2026.2's has it built in)."""
    with open(libsycl, "rb") as f:
        return (UR_LOADER.encode() + b"\0") in f.read()


def _complete(release: str, libsycl: Path, folders: list[Path], source: str) -> tuple[Optional[SyclRuntime], str]:
    """A SyclRuntime when `folders` (libsycl's first) hold everything the program loads, else (None, why)."""
    def find(name: str) -> Optional[Path]:
        return next((d for d in folders if (d / name).exists()), None)

    needed = [OPENCL_LOADER] + ([UR_LOADER, UR_OPENCL_ADAPTER] if _needs_ur_loader(libsycl) else [])
    missing = [n for n in needed if find(n) is None]
    if missing:
        return None, f"{source}: {libsycl.name} is there but not {', '.join(missing)}"
    folder = find("libintelocl.so")
    opencl, elsewhere, why = intel_opencl(folder)
    if opencl is None:
        return None, f"{source}: {why}"
    paths = list(dict.fromkeys(folders + [find(n) for n in needed] + [p.parent for p in elsewhere.values()]))
    return SyclRuntime(release, libsycl, tuple(paths), opencl, source), ""


def _from_folder(release: str, folder: Path, source: str, extra: tuple[Path, ...] = ()) -> tuple[Optional[SyclRuntime], str]:
    lib = folder / f"libsycl.so.{abi_major(release)}"
    if not lib.exists():
        found = sorted(p.name for p in folder.glob("libsycl.so.*") if re.fullmatch(r"libsycl\.so\.\d+", p.name))
        if found:
            return None, f"{source}: {folder} holds {', '.join(found)}, but DPC++ {release} needs {lib.name}"
        return None, f"{source}: no {lib.name} in {folder}"
    return _complete(release, lib, [folder, *extra], source)


def runtime_store() -> Path:
    return Path(os.environ.get(RUNTIME_STORE_ENV) or Path.home() / ".cache" / "sycl-lift" / "runtimes")


def _dpcpp_ir_home() -> Path:
    return Path(os.environ.get(DPCPP_IR_HOME_ENV) or Path.home() / ".cache" / "dpcpp-ir")


def _same_file_content(a: Path, b: Path) -> bool:
    return a.exists() and b.exists() and a.stat().st_size == b.stat().st_size


def find_runtime(release: str, runtime_dir: Optional[str] = None) -> SyclRuntime:
    """The runtime of DPC++ `release` (see the module docstring for where it is looked for)."""
    tried = []
    explicit = runtime_dir or os.environ.get(RUNTIME_ENV)
    if explicit:
        runtime, why = _from_folder(release, Path(explicit).resolve(), f"--runtime {explicit}",
                                    extra=(environment_lib(),))
        if runtime:
            return runtime
        raise BuildError(why)
    installed = wheel_version("intel-sycl-rt")
    if installed == release:
        lib = wheel_file("intel-sycl-rt", f"libsycl.so.{abi_major(release)}")
        if lib is not None:
            runtime, why = _complete(release, lib, [lib.parent, environment_lib()], "this Python environment")
            if runtime:
                return runtime
            tried.append(why)
    else:
        tried.append(f"this Python environment has {'intel-sycl-rt ' + installed if installed else 'no intel-sycl-rt'}")
    stored = runtime_store() / release
    if stored.is_dir():
        runtime, why = _from_folder(release, stored.resolve(), f"the runtime store ({stored})", extra=(environment_lib(),))
        if runtime:
            return runtime
        tried.append(why)
    else:
        tried.append(f"no {stored}")
    home = _dpcpp_ir_home()
    unpacked = sorted(home.glob(f"root/intel-sycl-rt-{release}/*/data/lib"))
    if unpacked:
        major = f"libsycl.so.{abi_major(release)}"
        if _same_file_content(home / "lib" / major, unpacked[0] / major):
            runtime, why = _from_folder(release, home / "lib", f"dpcpp-ir's runtime ({home / 'lib'})")
        else:
            # the Unified Runtime must be the release's own (another release's loader lacks entry
            # points its libsycl calls); lib/ only lends the OpenCL ICD loader and CPU runtime
            ur = sorted(home.glob(f"root/intel-cmplr-lib-ur-{release}/*/data/lib"))
            runtime, why = None, f"dpcpp-ir has intel-sycl-rt {release} but not intel-cmplr-lib-ur {release}"
            if ur or not _needs_ur_loader(unpacked[0] / major):
                runtime, why = _from_folder(release, unpacked[0], f"dpcpp-ir's {release} wheels",
                                            extra=tuple(ur) + (home / "lib",))
        if runtime:
            return runtime
        tried.append(why)
    else:
        tried.append(f"dpcpp-ir has not fetched intel-sycl-rt {release} ({home})")
    raise BuildError(f"the SYCL runtime of DPC++ {release} is not installed: pip install intel-sycl-rt=={release} "
                     f"(2026.2.0: pip install 'sycl-lift[build]') "
                     f"intel-opencl-rt (in an environment of its own if another release is installed), or pass "
                     f"--runtime DIR, or make {runtime_store() / release} (a folder with "
                     f"libsycl.so.{abi_major(release)} and what it loads); "
                     f"looked at: " + "; ".join(tried))


def find_clang(explicit: Optional[str] = None, install: bool = True) -> str:
    """The C++ compiler driver that compiles and links the host IR: `explicit`, SYCL_LIFT_CLANG, or
    Debian's clang-19 (installed with apt-get when missing and running as root, as dpcpp-ir does)."""
    name = explicit or os.environ.get(CLANG_ENV)
    if name:
        path = shutil.which(name)
        if path is None:
            raise BuildError(f"the compiler {name!r} is not found")
        return path
    for candidate in CLANG_NAMES:
        path = shutil.which(candidate)
        if path:
            return path
    if install and hasattr(os, "geteuid") and os.geteuid() == 0 and shutil.which("apt-get"):
        done = subprocess.run(f"apt-get update -qq && apt-get install -y -qq {CLANG_PACKAGE}", shell=True,
                              capture_output=True, text=True)
        if done.returncode == 0:
            return find_clang(install=False)
    raise BuildError(f"no clang found ({', '.join(CLANG_NAMES)}): apt-get install {CLANG_PACKAGE}, or name one "
                     f"with --cc or {CLANG_ENV}")
