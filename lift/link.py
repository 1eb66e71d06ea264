"""Several translation units as one program: LLVM's own linker (through llvmlite) joins modules the
way `llvm-link` does, and so the way DPC++'s device link joins the device code of several `.cpp`
files.  A definition in one module resolves the declarations of the others by name; internal
symbols that collide are renamed by LLVM (`@f.1`).

Each input is read as `lift.parse_file` reads it (text or bitcode); every module is lifted (so a
malformed one is reported at its own `file:line:col` by the lifter, not by LLVM); LLVM's linker
errors (two definitions of one symbol, mismatching triples) name the module that brought them.
"""
from __future__ import annotations

import re

from .errors import LiftError
from .reader import read_path

LIST_SEPARATOR = ","  # HOST and DEVICE arguments of the commands: main.ll,lib.ll


def split_list(argument: str) -> list[str]:
    """The paths of a comma-separated module list (`main.ll,lib.ll`)."""
    paths = [p for p in argument.split(LIST_SEPARATOR) if p]
    if not paths:
        raise LiftError("no module named", argument or "<empty>", 1, 1)
    return paths


def parse_files(paths: list[str], lazy: bool = True):
    """One lifted module of the modules at `paths`: the module itself when there is one, else the
    modules linked by LLVM, named `a.ll+b.ll`."""
    from . import parse_file

    if len(paths) == 1:
        return parse_file(paths[0], lazy)
    return link_texts([read_path(path) for path in paths], lazy)


def link_texts(modules: list, lazy: bool = True):
    """One lifted module of the (text, name) modules, linked by LLVM (at least two)."""
    from . import parse_text

    import llvmlite.binding as llvm

    context = llvm.create_context()  # one context: the linker needs its modules' types in one
    linked, names = None, []
    for text, name in modules:
        parse_text(text, name)  # the lifter's own errors first, at their position in this file
        try:
            module = llvm.parse_assembly(text, context=context)
        except RuntimeError as exc:
            if linked is not None:
                linked.close()
            raise _llvm_error(exc, name) from None
        names.append(name)
        if linked is None:
            linked = module
            continue
        try:
            linked.link_in(module)
        except RuntimeError as exc:
            linked.close()
            raise LiftError(f"cannot link it with {', '.join(names[:-1])}: {_first_line(exc)}", name, 1, 1) from None
    text = str(linked)
    linked.close()  # before its context: left to the collector, the context may go first (a crash at exit)
    context.close()
    return parse_text(text, "+".join(names), lazy)


def parse_argument(argument: str, lazy: bool = True):
    """The module(s) a command-line argument names (one path, or a comma-separated list)."""
    return parse_files(split_list(argument), lazy)


def _first_line(exc: Exception) -> str:
    text = str(exc).strip()
    return text.splitlines()[0] if text else "LLVM gave no reason"


def _llvm_error(exc: Exception, name: str) -> LiftError:
    """LLVM's parse error (`<string>:LINE:COL: error: ...`) at its place in `name`."""
    m = re.search(r":(\d+):(\d+): error: (.*)", str(exc))
    if m:
        return LiftError(m.group(3).strip(), name, int(m.group(1)), int(m.group(2)))
    return LiftError(_first_line(exc), name, 1, 1)
