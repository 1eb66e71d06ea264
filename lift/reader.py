"""Reading input: LLVM text or bitcode, from a path, bytes or text.

Bitcode is turned into text by LLVM itself (llvmlite), like llvm-dis; text must be UTF-8 without NUL
bytes.  Every failure is a LiftError with a position.
"""
from __future__ import annotations

import os

from .errors import LiftError, position

BITCODE_MAGIC = (b"BC\xc0\xde", b"\xde\xc0\x17\x0b")  # raw bitcode, bitcode wrapper


def is_bitcode(data: bytes) -> bool:
    return data[:4] in BITCODE_MAGIC


def bitcode_to_text(data: bytes, filename: str) -> str:
    try:
        import llvmlite.binding as llvm

        # A fresh context each time: in a shared one LLVM renames struct types it has seen before
        # (%T -> %T.33), so the same file would not read the same twice.
        return str(llvm.parse_bitcode(data, context=llvm.create_context()))
    except Exception as exc:  # llvmlite raises RuntimeError with LLVM's message
        message = str(exc).strip().splitlines()[-1] if str(exc).strip() else "invalid bitcode"
        raise LiftError(f"invalid bitcode: {message}", filename, 1, 1) from None


def decode(data: bytes, filename: str) -> str:
    """Bytes of an .ll or .bc file -> LLVM assembly text."""
    if is_bitcode(data):
        return bitcode_to_text(data, filename)
    nul = data.find(b"\x00")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line, col = position(data[:exc.start].decode("utf-8", "replace"), exc.start)
        raise LiftError("invalid UTF-8 in input (binary file?)", filename, line, col) from None
    if nul != -1:
        line, col = position(text, len(data[:nul].decode("utf-8", "replace")))
        raise LiftError("unexpected NUL byte (binary file?)", filename, line, col)
    return text


def read_path(path: str) -> tuple[str, str]:
    """(text, display name) for a path; '-' is standard input."""
    import sys

    if path == "-":
        return decode(sys.stdin.buffer.read(), "<stdin>"), "<stdin>"
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError as exc:
        raise LiftError(f"cannot read file: {exc.strerror}", path, 1, 1) from None
    if os.path.isdir(path):
        raise LiftError("is a directory", path, 1, 1)
    return decode(data, path), path
