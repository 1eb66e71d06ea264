"""The folder tree is the data path (docs/architecture.md): `lift/` and `passes/` hold the lifter,
the passes, the analyses and the OpenCL C backend; the tools that run, orchestrate or present
results (replay, build, survey, report) live in the application package `sycl_lift/`, which
nothing in `lift/` or `passes/` imports -- as LLVM's lib/ does not include tools/."""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _imports(path: Path) -> list[str]:
    names = []
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.append(node.module)
    return names


def test_lift_and_passes_never_import_the_application():
    arrows = [(str(path.relative_to(ROOT)), name) for folder in ("lift", "passes")
              for path in sorted((ROOT / folder).rglob("*.py")) for name in _imports(path)
              if name == "sycl_lift" or name.startswith("sycl_lift.")]
    assert arrows == []


def test_passes_holds_the_passes_analyses_and_the_opencl_backend_only():
    folders = {p.name for p in (ROOT / "passes").iterdir() if p.is_dir() and (p / "__init__.py").exists()}
    assert folders == {"host", "analysis", "transforms", "opencl"}
