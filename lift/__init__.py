"""sycl-lift's lifter: LLVM IR text <-> a structured, graph-friendly IR.

    module = lift.parse_file("host.ll")          # lazy: bodies lifted when first used
    for fn in module.definitions(): ...
    text = module.print()                          # byte-identical when nothing changed
"""
from __future__ import annotations

from .errors import LiftError
from .ir import Alias, Argument, Block, Constant, Function, GlobalVariable, Instruction, Item, Module, Value
from .reader import decode, read_path
from .scanner import scan

__all__ = [
    "LiftError", "Module", "Function", "Block", "Instruction", "Value", "Argument", "Constant",
    "GlobalVariable", "Alias", "Item", "parse_file", "parse_text", "parse_bytes",
]


def parse_text(text: str, name: str = "<string>", lazy: bool = True) -> Module:
    module = scan(text, name)
    if not lazy:
        module.lift_all()
    return module


def parse_bytes(data: bytes, name: str = "<bytes>", lazy: bool = True) -> Module:
    return parse_text(decode(data, name), name, lazy)


def parse_file(path: str, lazy: bool = True) -> Module:
    text, name = read_path(str(path))
    return parse_text(text, name, lazy)
