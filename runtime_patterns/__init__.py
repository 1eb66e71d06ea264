"""Runtime patterns: what the SYCL runtime calls in DPC++ host IR mean, kept as data per release family.

Files (all TOML, read with tomllib; comments in each say how to edit them):

- `dpcpp-<family>.toml`: one pattern set per DPC++ release family (2025.x, 2026.x).  Each pattern
  names a runtime function by its demangled name and says which call argument is which operand.
- `releases.toml`: the known releases, which family each belongs to, and the version strings by
  which a host module names its release.
- `libsycl-abi.toml`: derived from `shared/reference/libsycl-abi/libsycl-<release>.symbols` (2.4 MB
  of symbol lists) as short hashes grouped by the set of releases exporting each symbol, so that
  release detection works in an installed package.  Rebuild it with
  `python -m runtime_patterns abi-index ../shared/reference/libsycl-abi > runtime_patterns/libsycl-abi.toml`;
  `abi-index --check DIR` exits 1 when the installed index is not the one DIR gives (.ci/run checks
  it where ../shared is beside the checkout).

This package holds data only; `passes.host.patterns` reads it.
"""
from __future__ import annotations

import os
import sys

try:  # CPython's own SHA-1: `hashlib` would load OpenSSL's libcrypto (4 MB resident) for these hashes
    from _sha1 import sha1
except ImportError:  # (another Python): the same digests from hashlib
    from hashlib import sha1

DIRECTORY = os.path.dirname(os.path.abspath(__file__))


def path(name: str) -> str:
    """Absolute path of a data file of this package."""
    return os.path.join(DIRECTORY, name)


def family_files() -> list[str]:
    """The pattern-set files (`dpcpp-*.toml`), sorted."""
    return sorted(os.path.join(DIRECTORY, f) for f in os.listdir(DIRECTORY)
                  if f.startswith("dpcpp-") and f.endswith(".toml"))


def symbol_hash(symbol: str) -> str:
    """The key `libsycl-abi.toml` stores for a mangled symbol: 8 hex digits of its SHA-1."""
    return sha1(symbol.encode()).hexdigest()[:8]


def build_abi_index(reference_dir: str) -> str:
    """TOML text of `libsycl-abi.toml` from a folder of `libsycl-<release>.symbols` files."""
    exports: dict[str, set[str]] = {}
    for name in os.listdir(reference_dir):
        if name.startswith("libsycl-") and name.endswith(".symbols"):
            with open(os.path.join(reference_dir, name)) as f:
                exports[name[len("libsycl-"):-len(".symbols")]] = set(f.read().split())
    releases = sorted(exports, key=lambda r: tuple(int(x) for x in r.split(".")))
    groups: dict[tuple, list[str]] = {}
    for symbol in set().union(*exports.values()):
        key = tuple(r for r in releases if symbol in exports[r])
        groups.setdefault(key, []).append(symbol_hash(symbol))
    out = [
        "# Derived data -- do not edit by hand.  Which DPC++ release's libsycl.so exports which symbol,",
        "# for release detection (passes.host.patterns.detect_release).  Source: shared/reference/libsycl-abi.",
        "# Rebuild: python -m runtime_patterns abi-index ../shared/reference/libsycl-abi > runtime_patterns/libsycl-abi.toml",
        "# A symbol is stored as the first 8 hex digits of sha1(mangled name); symbols are grouped by the",
        "# exact set of releases that export them.",
        f"releases = {_toml_list(releases)}",
        "",
    ]
    for key in sorted(groups, key=lambda k: (-len(k), k)):
        hashes = sorted(groups[key])
        out.append("[[group]]")
        out.append(f"releases = {_toml_list(list(key))}")
        out.append(f"count = {len(hashes)}")
        lines = [" ".join(hashes[i:i + 12]) for i in range(0, len(hashes), 12)]
        out.append('symbols = """\n' + "\n".join(lines) + '\n"""')
        out.append("")
    return "\n".join(out)


def _toml_list(items: list[str]) -> str:
    return "[" + ", ".join(f'"{x}"' for x in items) + "]"


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) == 2 and argv[0] == "abi-index" and not argv[1].startswith("-"):
        sys.stdout.write(build_abi_index(argv[1]))
        return 0
    if len(argv) == 3 and argv[:2] == ["abi-index", "--check"]:  # is the installed index up to date?
        with open(path("libsycl-abi.toml"), encoding="utf-8") as f:
            if f.read() == build_abi_index(argv[2]):
                return 0
        sys.stderr.write(f"{path('libsycl-abi.toml')}: differs from the index of {argv[2]}: rebuild it "
                         "(python -m runtime_patterns abi-index DIR > runtime_patterns/libsycl-abi.toml)\n")
        return 1
    sys.stderr.write("usage: python -m runtime_patterns abi-index [--check] REFERENCE_DIR\n")
    return 2
