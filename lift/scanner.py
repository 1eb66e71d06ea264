"""Top-level scan: split module text into items without parsing function bodies.

One pass over the lines, dispatching on the first character; a function body is skipped with one
`str.find` for its closing `}` line, so the scan costs about as much as reading the text.  Each
single-line entity is checked for balanced brackets and quotes, which catches most truncation and
corruption early; the body of a function is checked when it is lifted.
"""
from __future__ import annotations

import re

from .errors import LiftError, position
from .ir import Alias, Function, GlobalVariable, Item, Module

NAME = r'(?:"[^"\n]*"|[-a-zA-Z$._][-a-zA-Z$._0-9]*|\d+)'
_GLOBAL_NAME = re.compile(r"@(" + NAME + r")")
_DEF_KEY = re.compile(r"([%$#!@])(" + NAME + r")\s*=")
_GLOBAL_KIND = re.compile(r"\b(global|constant|alias|ifunc)\b")
_STRING = re.compile(r'"[^"\n]*"')
_BRACKETS = ("()", "[]", "{}")

# first word of a top-level line -> item kind
_DIRECTIVES = {
    "source_filename": "source_filename",
    "target": None,  # datalayout or triple, decided below
    "module": "asm",
    "uselistorder": "uselistorder",
    "uselistorder_bb": "uselistorder",
}


def scan(text: str, filename: str = "<string>") -> Module:
    module = Module(text, filename)
    Scanner(module).run()
    return module


class Scanner:
    def __init__(self, module: Module):
        self.module = module
        self.text = module.source
        self.filename = module.filename

    def error(self, offset: int, message: str) -> LiftError:
        line, col = position(self.text, offset)
        return LiftError(message, self.filename, line, col)

    def run(self) -> None:
        text, n, module = self.text, len(self.text), self.module
        pos = item_start = 0
        while pos < n:
            eol = text.find("\n", pos)
            if eol == -1:
                eol = n
            c = text[pos]
            if c == ";" or c == "\n" or c == "\r":
                pos = eol + 1
                continue
            if c == " " or c == "\t":
                stripped = text[pos:eol].lstrip(" \t\r")
                if not stripped or stripped[0] == ";":
                    pos = eol + 1
                    continue
                raise self.error(pos, "expected top-level entity")
            if c == "d":
                end = self.function(item_start, pos, eol)
            else:
                end = self.single_line(c, item_start, pos, eol)
            pos = item_start = end
        module.tail_start = item_start

    # ---- one-line entities
    def single_line(self, c: str, item_start: int, pos: int, eol: int) -> int:
        text, module = self.text, self.module
        line = text[pos:eol]
        self.check_balanced(line, pos)
        end = min(eol + 1, len(text))
        if c in "%$#!@" or (c == "a" and line.startswith("attributes ")):
            m = _DEF_KEY.match(line, 11 if c == "a" else 0)
            if not m:
                raise self.error(pos, "expected '=' after name" if c in "%$!@" else "expected attribute group id")
            sigil, name = m.group(1), m.group(2)
            key = sigil + name
            if sigil == "@":
                kind_m = _GLOBAL_KIND.search(line, m.end())
                if not kind_m:
                    raise self.error(pos + m.end(), "expected 'global', 'constant', 'alias' or 'ifunc'")
                cls = Alias if kind_m.group(1) in ("alias", "ifunc") else GlobalVariable
                item = cls(module, "alias" if cls is Alias else "global", name, item_start, pos, end)
                self.define_global(item, pos)
                module.items.append(item)
                return end
            kind, table = {
                "%": ("type", module.types),
                "$": ("comdat", None),
                "#": ("attributes", module.attribute_groups),
                "!": ("metadata", module.metadata),
            }[sigil]
            if sigil == "%" and not line[m.end():].lstrip().startswith("type"):
                raise self.error(pos + m.end(), "expected 'type'")
            item = Item(module, kind, key, item_start, pos, end)
            if table is not None:
                table[key] = item
            module.items.append(item)
            return end
        word = line.split(None, 1)[0] if line.strip() else ""
        if word not in _DIRECTIVES:
            raise self.error(pos, f"expected top-level entity, found '{word[:40]}'")
        kind = _DIRECTIVES[word]
        if word == "target":
            rest = line[6:].lstrip()
            kind = "datalayout" if rest.startswith("datalayout") else "triple" if rest.startswith("triple") else None
            if kind is None:
                raise self.error(pos, "expected 'datalayout' or 'triple' after 'target'")
        if kind in ("source_filename", "datalayout", "triple", "asm") and line.count('"') < 2:
            raise self.error(pos + len(line), "expected string constant")
        module.items.append(Item(module, kind, None, item_start, pos, end))
        return end

    def check_balanced(self, line: str, pos: int) -> None:
        if '"' in line:
            if line.count('"') % 2:
                raise self.error(pos + line.rindex('"'), "unterminated string constant")
            line = _STRING.sub('""', line)
        for open_, close in _BRACKETS:
            if line.count(open_) != line.count(close):
                raise self.error(pos + len(line), f"unbalanced '{open_}' '{close}'")

    def define_global(self, item, pos: int) -> None:
        if item.name in self.module.globals:
            raise self.error(pos, f"redefinition of global '@{item.name}'")
        self.module.globals[item.name] = item

    # ---- functions
    def function(self, item_start: int, pos: int, eol: int) -> int:
        text, module = self.text, self.module
        line = text[pos:eol]
        if line.startswith("declare"):
            is_decl = True
        elif line.startswith("define"):
            is_decl = False
        else:
            raise self.error(pos, "expected top-level entity")
        self.check_balanced(line.rstrip(" \r{"), pos)
        m = _GLOBAL_NAME.search(line)
        if not m or not line.startswith("(", m.end()):
            raise self.error(pos + (m.end() if m else len(line)), "expected function name followed by '('")
        header_end = min(eol + 1, len(text))
        if is_decl:
            end = header_end
        else:
            if not line.rstrip(" \r").endswith("{"):
                raise self.error(pos + len(line), "expected '{' in function body")
            end = self.body_end(header_end)
        fn = Function(module, m.group(1), item_start, pos, end, header_end, is_decl)
        self.define_global(fn, pos + m.start())
        module.functions[fn.name] = fn
        module.items.append(fn)
        return end

    def body_end(self, start: int) -> int:
        """Offset just past the `}` line that closes the body starting at `start`."""
        text = self.text
        at = start - 1
        while True:
            at = text.find("\n}", at)
            if at == -1:
                if text.startswith("}", start):  # empty body, `}` right after the header
                    at = start - 1
                else:
                    raise self.error(len(text), "expected instruction opcode (function body not closed by '}')")
            eol = text.find("\n", at + 1)
            if eol == -1:
                eol = len(text)
            rest = text[at + 2:eol].strip()
            if not rest or rest.startswith(";"):
                return min(eol + 1, len(text))
            at += 1


def scan_function_text(module: Module, text: str) -> Function:
    """A function item for text that is not part of the module source (Module.add_function)."""
    if not text.endswith("\n"):
        text += "\n"
    sub = Module(text, module.filename)
    Scanner(sub).run()
    fns = [it for it in sub.items if it.kind == "function"]
    if len(fns) != 1 or len(sub.items) != 1:
        raise LiftError("expected exactly one function definition or declaration", module.filename)
    fn = fns[0]
    if fn.name in module.globals:
        raise LiftError(f"redefinition of global '@{fn.name}'", module.filename)
    fn.module = module  # fn.src stays its own text, so it prints as written until something edits it
    return fn
