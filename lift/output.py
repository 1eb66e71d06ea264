"""Writing output files as compiler tools do: all or nothing, never half-written.

`write_outputs(folder, {name: text})` writes every file to a temporary name in the folder first and
renames them only once all are written; the files get the permissions any new file gets (0666 less
the process umask), like `opt -o`, not the 0600 of a temporary file.  `write_output(path, text)` is the
one-file form; None or "-" means stdout.  `verify_llvm` checks text with LLVM's parser and verifier
(llvmlite) and reports a rejection at LLVM's position.
"""
from __future__ import annotations

import os
import re
import sys
import tempfile

from .errors import LiftError


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def write_outputs(directory: str, files: dict[str, str]) -> None:
    """Write several files into `directory` all or nothing (see the module docstring)."""
    os.makedirs(directory, exist_ok=True)
    mode = 0o666 & ~_umask()
    staged = []
    try:
        for name, text in files.items():
            fd, tmp = tempfile.mkstemp(dir=directory, prefix=f".{name}.", suffix=".tmp")
            staged.append((tmp, os.path.join(directory, name)))
            with os.fdopen(fd, "w") as f:
                f.write(text)
            os.chmod(tmp, mode)
        for tmp, final in staged:
            os.replace(tmp, final)
    finally:
        for tmp, _ in staged:
            if os.path.exists(tmp):
                os.unlink(tmp)


def write_output(path: str | None, text: str) -> None:
    """Write `text` to `path` atomically; stdout for None or '-'."""
    if path is None or path == "-":
        sys.stdout.write(text)
        sys.stdout.flush()
        return
    path = os.path.abspath(path)
    write_outputs(os.path.dirname(path), {os.path.basename(path): text})


def verify_llvm(text: str, filename: str) -> None:
    """Raise LiftError at LLVM's position when LLVM rejects `text`."""
    import llvmlite.binding as llvm

    try:
        llvm.parse_assembly(text, context=llvm.create_context()).verify()
    except RuntimeError as exc:
        message = str(exc).strip()
        m = re.search(r"<string>:(\d+):(\d+): error: (.*)", message)
        if m:
            raise LiftError(m.group(3).strip(), filename, int(m.group(1)), int(m.group(2))) from None
        raise LiftError("LLVM rejects the module: " + " ".join(message.split())[:400], filename) from None
