"""Reading input: LLVM text or bitcode, from a path, bytes or text, either of them possibly
compressed with xz or gzip (`host.O2.ll.xz`, `device.bc.gz`).

Compression is recognised by its magic bytes, not by the file name, and undone before anything else;
bitcode is turned into text by LLVM itself (llvmlite), like llvm-dis; text must be UTF-8 without NUL
bytes.  Every failure is a LiftError with a position: a corrupt or truncated archive at 1:1, a fault
in what it holds at its line and column in the decompressed text.  `uncompressed_name` is what a
compressed input is called everywhere a name is derived from it (`host.O2.ll.xz` -> `host.O2.ll`);
`stored_file`/`stored_files` find IR by the name of the file an archive holds.
"""
from __future__ import annotations

import os
from pathlib import Path

from .errors import LiftError, position

BITCODE_MAGIC = (b"BC\xc0\xde", b"\xde\xc0\x17\x0b")  # raw bitcode, bitcode wrapper
XZ_MAGIC = b"\xfd7zXZ\x00"
GZIP_MAGIC = b"\x1f\x8b"
COMPRESSED_SUFFIXES = (".xz", ".gz")


def is_bitcode(data: bytes) -> bool:
    return data[:4] in BITCODE_MAGIC


def uncompressed_name(name: str) -> str:
    """`name` without a compression suffix: the name of the file the archive holds."""
    for suffix in COMPRESSED_SUFFIXES:
        if name.endswith(suffix) and len(name) > len(suffix):
            return name[:-len(suffix)]
    return name


def unxz(data: bytes) -> bytes:
    """The contents of one or more concatenated xz streams (as xz -d reads them): unlike
    lzma.decompress, bytes after the last stream that are neither a stream nor padding are an error."""
    import lzma

    parts = []
    while True:
        decompressor = lzma.LZMADecompressor(lzma.FORMAT_XZ)
        parts.append(decompressor.decompress(data))
        if not decompressor.eof:
            raise EOFError("compressed data ended before the end-of-stream marker was reached")
        data = decompressor.unused_data.lstrip(b"\x00")  # stream padding
        if not data:
            return b"".join(parts)
        if not data.startswith(XZ_MAGIC):
            raise lzma.LZMAError("data after the end of the compressed stream")


def stored_file(path) -> Path:
    """The file that holds the IR named `path` (an .ll or .bc): `path` itself or its archive, `path`.xz
    or `path`.gz (how samples/ stores IR); `path` when none exists, so that reading it fails as usual."""
    path = Path(path)
    for stored in [path] + [path.with_name(path.name + suffix) for suffix in COMPRESSED_SUFFIXES]:
        if stored.exists():
            return stored
    return path


def stored_files(folder, pattern: str) -> list[Path]:
    """The files under `folder` that hold IR whose name matches the glob `pattern`, compressed or not, sorted."""
    return sorted(p for suffix in ("",) + COMPRESSED_SUFFIXES for p in Path(folder).glob(pattern + suffix))


def decompress(data: bytes, filename: str) -> bytes:
    """The contents of an xz or gzip archive, or `data` itself when it is neither."""
    if not data.startswith((XZ_MAGIC, GZIP_MAGIC)):
        return data
    import gzip  # only now: most input is plain text, and a short command pays for every import
    import lzma
    import zlib

    if data.startswith(XZ_MAGIC):
        kind, unpack, errors = "xz", unxz, (lzma.LZMAError, EOFError)
    else:
        kind, unpack, errors = "gzip", gzip.decompress, (gzip.BadGzipFile, EOFError, zlib.error)
    try:
        return unpack(data)
    except errors as exc:
        if isinstance(exc, EOFError):  # what both raise for an archive cut off
            message = f"truncated {kind} archive: it ends before its end-of-stream marker"
        else:
            message = f"corrupt {kind} archive: {exc}"
        raise LiftError(message, filename, 1, 1) from None


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
    """Bytes of an .ll or .bc file, or of an xz/gzip archive of one -> LLVM assembly text."""
    data = decompress(data, filename)
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
