"""Files of installed PyPI wheels.  The OpenCL runtimes (`replay`) and the SYCL runtime (`build`) come
as wheels whose shared libraries land in the environment's `lib/` folder (the wheels' data scheme)."""
from __future__ import annotations

import sys
from importlib import metadata
from pathlib import Path
from typing import Optional


def wheel_file(dist: str, name: str) -> Optional[Path]:
    """The installed file `name` (a basename) of distribution `dist`, or None."""
    try:
        files = metadata.files(dist) or []
    except metadata.PackageNotFoundError:
        return None
    for f in files:
        if f.name == name:
            path = Path(f.locate()).resolve()
            if path.exists():
                return path
    return None


def wheel_version(dist: str) -> Optional[str]:
    """The installed version of distribution `dist`, or None."""
    try:
        return metadata.version(dist)
    except metadata.PackageNotFoundError:
        return None


def environment_lib() -> Path:
    """Where wheels' shared libraries go in this Python environment."""
    return Path(sys.prefix) / "lib"


# libintelocl.so's shared-library dependencies and the wheel that ships each.
INTEL_OPENCL_DEPS = {
    "libtbb.so.12": "tbb",
    "libimf.so": "intel-cmplr-lib-rt",
    "libsvml.so": "intel-cmplr-lib-rt",
    "libirng.so": "intel-cmplr-lib-rt",
    "libintlc.so.5": "intel-cmplr-lib-rt",
}


def intel_opencl(folder: Optional[Path] = None) -> tuple[Optional[Path], dict[str, Path], str]:
    """Intel's OpenCL CPU runtime (intel-opencl-rt; or the libintelocl.so in `folder`):
    (libintelocl.so, {soname: file} for its dependencies that are NOT beside it -- beside it its
    RUNPATH $ORIGIN finds them -- , "") or (None, {}, why not)."""
    if folder is not None:
        lib = folder / "libintelocl.so"
        lib = lib if lib.exists() else None
    else:
        lib = wheel_file("intel-opencl-rt", "libintelocl.so")
        if lib is None and (environment_lib() / "libintelocl.so").exists():
            lib = environment_lib() / "libintelocl.so"
    if lib is None:
        where = f"in {folder}" if folder is not None else "installed"
        return None, {}, f"Intel's OpenCL CPU runtime is not {where} (pip install intel-opencl-rt intel-cmplr-lib-rt)"
    elsewhere, missing = {}, []
    for soname, dist in INTEL_OPENCL_DEPS.items():
        if (lib.parent / soname).exists():
            continue
        dep = wheel_file(dist, soname)
        if dep is None:
            missing.append(f"{soname} (pip install {dist})")
        else:
            elsewhere[soname] = dep
    if missing:
        return None, {}, f"libintelocl.so ({lib}) lacks its dependencies: " + ", ".join(missing)
    return lib, elsewhere, ""
