"""Sizes, alignments and field offsets of LLVM IR types, as the x86-64 and spir64 data layouts give them.

`Layouts(module)` is a cache: `layouts("%struct.Foo")` -> `TypeInfo` (kind int/float/ptr/struct/array/
vector/other, size and alignment in bytes, fields as (offset, TypeInfo), element and count).  Named
struct types are read from the module (`Module.type_body`).  Both DPC++ targets agree on what sycl-lift
needs here: pointers are 8 bytes, integers and floats are naturally aligned (i128 at 16), vectors are
aligned to their size rounded up to a power of two; packed structs (`<{ ... }>`) have no padding.
"""
from __future__ import annotations

import re

from .ir import Module
from .syntax import split_top_level


class TypeInfo:
    __slots__ = ("kind", "size", "align", "bits", "elem", "count", "fields", "text")

    def __init__(self, kind, size, align, text, bits=0, elem=None, count=0, fields=()):
        self.kind, self.size, self.align, self.text = kind, size, align, text
        self.bits, self.elem, self.count, self.fields = bits, elem, count, fields



def pow2(n: int) -> int:
    p = 1
    while p < n:
        p *= 2
    return p


class Layouts:
    """TypeInfo of type texts of one module, cached."""

    def __init__(self, module: Module):
        self.module = module
        self.cache: dict = {}

    def __call__(self, text: str) -> TypeInfo:
        t = self.cache.get(text)
        if t is None:
            t = self.cache[text] = self._parse(text.strip())
        return t

    def _parse(self, t: str) -> TypeInfo:
        if t.startswith("%"):
            body = self.module.type_body(t)
            if body is None or body == "opaque":
                return TypeInfo("other", 0, 1, t)
            info = self._parse(body)
            info.text = t
            return info
        if t.startswith("<{") or t.startswith("{"):
            packed = t.startswith("<{")
            inner = t[2:-2] if packed else t[1:-1]
            fields, off, align = [], 0, 1
            for ft in (x.strip() for x in split_top_level(inner)):
                fi = self(ft)
                if not packed:
                    off = -(-off // fi.align) * fi.align
                    align = max(align, fi.align)
                fields.append((off, fi))
                off += fi.size
            size = -(-off // align) * align
            return TypeInfo("struct", size, align, t, fields=tuple(fields))
        m = re.fullmatch(r"([\[<])\s*(\d+)\s+x\s+(.*?)\s*[\]>]", t, re.S)
        if m:
            elem = self(m.group(3))
            n = int(m.group(2))
            if m.group(1) == "[":
                return TypeInfo("array", elem.size * n, elem.align, t, elem=elem, count=n)
            size = elem.size * n
            return TypeInfo("vector", size, pow2(max(size, 1)), t, elem=elem, count=n)
        m = re.fullmatch(r"i(\d+)", t)
        if m:
            bits = int(m.group(1))
            size = pow2(max(1, -(-bits // 8)))
            return TypeInfo("int", size, min(size, 16), t, bits=bits)
        if t in ("float", "double", "half", "bfloat"):
            size = {"float": 4, "double": 8, "half": 2, "bfloat": 2}[t]
            return TypeInfo("float", size, size, t, bits=size * 8)
        if t in ("x86_fp80", "fp128", "ppc_fp128"):
            return TypeInfo("float", 16, 16, t, bits=128)
        if t.startswith("ptr"):
            return TypeInfo("ptr", 8, 8, t, bits=64)
        return TypeInfo("other", 0, 1, t)

    def gep_terms(self, source: str, indices: list):
        """getelementptr's address arithmetic over `source`: (constant byte offset, [(index value,
        bytes per unit)]) for indices that are ints or values; None where a type has no known
        layout or a struct index is not an int."""
        offset, terms, ti = 0, [], self(source)
        for n, index in enumerate(indices):
            if n:
                if ti.kind == "struct":
                    if not isinstance(index, int) or not 0 <= index < len(ti.fields):
                        return None
                    field_offset, ti = ti.fields[index]
                    offset += field_offset
                    continue
                if ti.kind not in ("array", "vector"):
                    return None
                ti = ti.elem
            if ti.kind == "other":
                return None
            if isinstance(index, int):
                offset += index * ti.size
            else:
                terms.append((index, ti.size))
        return offset, terms

