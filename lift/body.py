"""Lifting a function body: blocks, instructions, and operands resolved to values.

One pass over the body's lines.  A value reference (`%x`, `%12`, `@g`) becomes an operand slot; a
reference to a local that is defined further down gets a placeholder that the definition replaces,
so forward references (phis, loops) cost nothing extra.  `%name` that is neither a local nor
defined later but names a type stays text.  Strings and comments are skipped, so `%` inside
`c"%d\\0A"` is never taken for a value.

What it checks: opcodes, duplicate definitions, undefined values, unterminated strings and labels.
What it leaves to LLVM: types and everything semantic (`Module` printing is verified by LLVM).
"""
from __future__ import annotations

import gc
import re

from .errors import LiftError, position
from .ir import Block, Instruction, Value

_REF = re.compile(r'[%@](?:[-a-zA-Z$._][-a-zA-Z$._0-9]*|\d+|"[^"]*")|"[^"]*"|;.*')
_REF_SPLIT = re.compile(r'([%@](?:[-a-zA-Z$._][-a-zA-Z$._0-9]*|\d+|"[^"]*"))')
_LABEL_LINE = re.compile(r'^("[^"\n]*"|[-a-zA-Z$._0-9]+):', re.M)
_RESULT = re.compile(r'%("[^"]*"|[-a-zA-Z$._][-a-zA-Z$._0-9]*|\d+)\s*=\s*')
_LABEL = re.compile(r'("[^"]*"|[-a-zA-Z$._0-9]+):')
_CALL_OR_GLOBAL = re.compile(r"@|call|invoke")  # what global_references looks for in a line
_BLOCKADDRESS = re.compile(r"blockaddress\(\s*@(?:\"[^\"]*\"|[-\w$.]+)\s*,\s*(%)")
_MULTILINE = frozenset(("switch", "indirectbr", "invoke", "landingpad", "callbr", "catchswitch", "cleanuppad"))
_CONTINUATIONS = ("to ", "cleanup", "catch ", "filter ", "unwind ")
_CALL_MARKERS = frozenset(("tail", "musttail", "notail"))

_INDENTS = {" " * n: " " * n for n in range(1, 17)}
OPCODES = dict.fromkeys(
    """ret br switch indirectbr invoke callbr resume catchswitch catchret cleanupret unreachable fneg
    add fadd sub fsub mul fmul udiv sdiv fdiv urem srem frem shl lshr ashr and or xor extractelement
    insertelement shufflevector extractvalue insertvalue alloca load store fence cmpxchg atomicrmw
    getelementptr trunc zext sext fptrunc fpext fptoui fptosi uitofp sitofp ptrtoint ptrtoaddr inttoptr
    bitcast addrspacecast icmp fcmp phi select freeze call va_arg landingpad catchpad cleanuppad
    uselistorder""".split()
)
OPCODES = {op: op for op in OPCODES}  # opcode -> the one shared string for it
# a second instruction on the line of another (LLVM reads `store ... align 8  call void @g()` as two;
# a line-by-line lifter would take the call's text for the store's): after spaces, an opcode that
# starts an instruction -- LLVM never prints two spaces inside one, so only such lines are searched
_SECOND_INSTRUCTION = re.compile(r"\s\s+((?:%[-a-zA-Z$._0-9]+\s*=\s*)?(?:(?:tail|musttail|notail)\s+)?(?:"
                                 + "|".join(sorted(OPCODES, key=len, reverse=True)) + r")\s)")
_QUOTED = re.compile(r'"[^"]*"')


class _Forward(Value):
    """A local used before its definition; replaced by the definition when it comes."""

    __slots__ = ("offset",)

    def __init__(self, name, offset):
        super().__init__(name)
        self.offset = offset


class _Scope(dict):
    """A body's names: "%name" / "%12" -> local value, and, read as scope[key], "@name" -> the
    module's global (None when neither): one lookup per operand, without copying the module's
    table into every body (tens of thousands of globals in a big module)."""

    __slots__ = ("globals",)

    def __missing__(self, key: str):
        return self.globals.get(key)


class BodyParser:
    def __init__(self, function):
        self.fn = function
        self.module = function.module
        self.src = function.src
        self.locals = _Scope()
        self.locals.globals = self.module.references()
        self.forward: dict[str, _Forward] = {}
        self.types = self.module.types
        self.shared = self.module.text_pool.setdefault

    def error(self, offset: int, message: str) -> LiftError:
        line, col = position(self.src, offset)
        return LiftError(message, self.module.filename, line, col)

    # ---- names
    def define(self, key: str, value: Value, offset: int) -> None:
        """Bind "%name" (sigil included) to `value`, resolving earlier forward references."""
        if key in self.locals:
            raise self.error(offset, f"redefinition of value '{key}'")
        self.locals[key] = value
        fwd = self.forward.pop(key[1:], None) if self.forward else None
        if fwd is not None:  # patch the placeholder's uses in place: lifting is not an edit
            for user in dict.fromkeys(fwd.users):
                ops = user.operands
                for i, op in enumerate(ops):
                    if op is fwd:
                        ops[i] = value
                        value.add_user(user)

    def resolve_local(self, key: str, offset: int) -> Value | None:
        v = self.locals.get("%" + key)
        if v is not None:
            return v
        if "%" + key in self.types:
            return None  # a type name, stays text
        fwd = self.forward.get(key)
        if fwd is None:
            fwd = self.forward[key] = _Forward(key, offset)
        return fwd

    def resolve_global(self, key: str, offset: int) -> Value:
        g = self.module.global_named(key)
        if g is None:
            raise self.error(offset, f"use of undefined value '@{key}'")
        return g

    # ---- one instruction
    def instruction(self, line: str, offset: int, complete: bool = False) -> Instruction | None:
        """`line` is the instruction's text with its indentation, `offset` its position in src.
        Returns None for the first line of a multi-line instruction unless `complete`."""
        if line.endswith("\r"):
            line = line[:-1]
        body = line.lstrip(" \t")
        indent = line[:len(line) - len(body)]
        indent = _INDENTS.get(indent, indent)  # share the string: 1e5 instructions, a handful of indents
        name = None
        if body[0] == "%":  # %name = ...
            eq = body.find(" = ")
            if eq == -1 or body[1] == '"':
                m = _RESULT.match(body)
                if not m:
                    raise self.error(offset + len(indent), "expected '=' after instruction name")
                name, body = m.group(1), body[m.end():]
            else:
                name, body = body[1:eq], body[eq + 3:]
        body_offset = offset + len(line) - len(body)
        sp = body.find(" ")
        word = body[:sp] if sp != -1 else body
        opcode = OPCODES.get(word)  # the shared string, not a fresh slice per instruction
        if opcode is not None:
            word = opcode
        else:
            if word in _CALL_MARKERS:
                word = "call"
            elif body.startswith("#dbg_"):
                word = body[:body.find("(")] if "(" in body else body
            else:
                raise self.error(body_offset, f"expected instruction opcode, found '{word[:40]}'")
        if not complete and word in _MULTILINE and (line[-1] == "[" or word != "switch" and word != "indirectbr"):
            return None
        if "  " in body:
            self.one_instruction(body, body_offset)
        if '"' in body or ";" in body or "blockaddress(" in body:
            if body.count('"') % 2:
                raise self.error(body_offset + body.rindex('"'), "unterminated string constant")
            if ";" in body or "blockaddress(" in body or body.count('"') != 2 * (body.count('%"') + body.count('@"')):
                parts, operands = self.cut_slow(body, body_offset)
            else:
                parts, operands = self.cut(body, body_offset)
        else:
            parts, operands = self.cut(body, body_offset)
        inst = Instruction(word, parts, operands, None, name is not None, indent)
        if name is not None:
            if not name.isdigit():
                inst.name = self.shared(name, name)  # ("this.addr", "call": names repeat)
            self.define("%" + name, inst, offset + len(indent))
        return inst

    def one_instruction(self, body: str, body_offset: int) -> None:
        """Refuse a line that holds a second instruction after the first (see _SECOND_INSTRUCTION);
        strings and a trailing comment are not searched."""
        text = _QUOTED.sub(lambda m: "_" * len(m.group()), body) if '"' in body else body
        comment = text.find(";")
        second = _SECOND_INSTRUCTION.search(text if comment == -1 else text[:comment])
        if second:
            raise self.error(body_offset + second.start(1), "a second instruction on this line: "
                             "sycl-lift reads one instruction a line, as LLVM prints them")

    def cut(self, body: str, body_offset: int) -> tuple[list[str], list[Value]]:
        """Cut `body` at its value references (fast path: no strings, comments, blockaddress)."""
        pieces = _REF_SPLIT.split(body)
        if len(pieces) == 1:
            pieces[0] = self.shared(body, body)  # ("ret void", "unreachable": shared like the other pieces)
            return pieces, []
        local = self.locals.__getitem__  # (None for an unknown name: _Scope.__missing__)
        operands = pieces[1::2]  # (filled in place: a slice is exactly as long as needed, a list
        operands[:] = map(local, operands)  # built up item by item keeps room to grow, per instruction)
        if None not in operands:
            # Share equal text pieces ("load i64, ptr ", ", align 8"): most of a module's text
            # repeats, and the pieces are most of the lifted IR's memory.
            shared = self.shared
            parts = pieces[0::2]
            parts[:] = map(shared, parts, parts)
            return parts, operands
        # forward references, type names, undefined values: one token at a time
        parts, operands = [pieces[0]], []
        at = body_offset
        for i in range(1, len(pieces), 2):
            tok = pieces[i]
            at += len(pieces[i - 1])
            v = local(tok)
            if v is None:
                if tok[0] == "%":
                    v = self.resolve_local(tok[1:], at)
                    if v is None:  # a type name
                        parts[-1] += tok + pieces[i + 1]
                        at += len(tok)
                        continue
                else:
                    v = self.resolve_global(tok[1:], at)
            operands.append(v)
            parts.append(pieces[i + 1])
            at += len(tok)
        parts[:] = map(self.shared, parts, parts)  # (a type name makes a piece of its own: shared too)
        return parts[:], operands[:]  # (copies exactly as long: the lists kept room to grow)

    def cut_slow(self, body: str, body_offset: int) -> tuple[list[str], list[Value]]:
        """Cut `body` at its value references, skipping strings and comments."""
        # blockaddress(@f, %bb) names a block of another function: that %bb stays text
        foreign = {m.start(1) for m in _BLOCKADDRESS.finditer(body)} if "blockaddress(" in body else ()
        parts, operands, last = [], [], 0
        for rm in _REF.finditer(body):
            tok = rm.group()
            c = tok[0]
            if c == "%":
                if rm.start() in foreign:
                    continue
                v = self.resolve_local(tok[1:], body_offset + rm.start())
                if v is None:
                    continue
            elif c == "@":
                v = self.resolve_global(tok[1:], body_offset + rm.start())
            else:
                continue
            parts.append(body[last:rm.start()])
            operands.append(v)
            last = rm.end()
        parts.append(body[last:])
        return parts, operands

    def instruction_end(self, line: str, eol: int, end: int) -> int:
        """End of an instruction that may go on over more lines: `switch ... [` up to `]`, and the
        `to label ... unwind label ...` / `cleanup` / `catch` lines of invoke, callbr, landingpad."""
        src = self.src
        if line.rstrip().endswith("["):
            close = src.find("\n  ]", eol, end)
            if close == -1:
                raise self.error(eol, "expected ']' to close the case list")
            nxt = src.find("\n", close + 1, end)
            return end if nxt == -1 else nxt
        while eol < end:
            nxt = src.find("\n", eol + 1, end)
            nxt = end if nxt == -1 else nxt
            if not src[eol + 1:nxt].lstrip(" \t").startswith(_CONTINUATIONS):
                break
            eol = nxt
        return eol

    # ---- the body
    def run(self) -> list[Block]:
        fn, src = self.fn, self.src
        sig = fn.signature
        next_number = 0
        for arg in sig.arguments:
            if arg.name is not None:
                self.define("%" + arg.name, arg, fn.own_start)
        for number, arg in sig.numbers.items():
            self.define("%" + number, arg, fn.own_start)
            next_number = max(next_number, int(number) + 1)
        blocks: list[Block] = []
        block = None
        records: list[Instruction] = []
        pos, end = fn.header_end, fn.end
        # Blocks first, so that branches to later blocks resolve without a placeholder.
        labelled = {}
        for m in _LABEL_LINE.finditer(src, pos, end):
            label = m.group(1)
            labelled[label] = b = Block(fn, None if label.isdigit() else self.shared(label, label))
            self.define("%" + label, b, m.start())
        closed = False
        while pos < end:
            eol = src.find("\n", pos, end)
            if eol == -1:
                eol = end
            line = src[pos:eol]
            first = line[:1]
            if first == " " or first == "\t":
                stripped = line.lstrip(" \t")
                c = stripped[:1]
                if not c or c == "\r":
                    pass
                elif c == ";":  # a comment line: kept with the next instruction
                    records.append(Instruction(";", [stripped], [], None, False, line[:len(line) - len(stripped)]))
                elif c == "#" and stripped.startswith("#dbg_"):  # a debug record: likewise
                    records.append(self.instruction(line.rstrip("\r"), pos))
                else:  # an instruction
                    if block is None:
                        block = Block(fn, None)
                        self.define(f"%{next_number}", block, pos)
                        blocks.append(block)
                    inst = self.instruction(line, pos)
                    if inst is None:  # an instruction that goes on over more lines
                        eol = self.instruction_end(line, eol, end)
                        inst = self.instruction(src[pos:eol], pos, True)
                    inst.block = block
                    if records:
                        inst.records, records = records, []
                    block.instructions.append(inst)
            elif first == "}":
                closed = True
                break
            elif first == ";" or not line.strip():
                pass
            else:
                m = _LABEL.match(line)
                if not m:
                    raise self.error(pos, "expected instruction or label")
                block = labelled[m.group(1)]
                block.label_line = line
                blocks.append(block)
            pos = eol + 1
        if not closed:
            raise self.error(end, "expected '}' at end of function body")
        if records:  # comments after the last instruction stay with it
            if blocks and blocks[-1].instructions:
                last = blocks[-1].instructions[-1]
                last.records = list(last.records) + records
        if self.forward:
            key, fwd = next(iter(self.forward.items()))
            raise self.error(fwd.offset, f"use of undefined value '%{key}'")
        for b in blocks:
            if not b.instructions:
                raise self.error(fn.end, f"block '%{b.name}' has no terminator")
        return blocks


def lift_body(function) -> list[Block]:
    if function._lifting:
        raise LiftError(f"recursive lift of @{function.name}")
    function._lifting = True
    collecting = gc.isenabled()
    gc.disable()  # lifting only allocates, and the cyclic collector would rescan it all repeatedly
    try:
        parser = BodyParser(function)
        blocks = parser.run()
    finally:
        function._lifting = False
        if collecting:
            gc.enable()
    return blocks


def global_references(function) -> list[tuple[str | None, list[tuple[str, bool]], str]]:
    """What each instruction of a body calls and names, read from the text without lifting it:
    for every instruction line that names a global or may be a call, (its opcode as the lifter
    reads it -- `call` for `tail call` too, None on the later lines of a landingpad, switch or
    invoke, or where the lifter would fail --, [(global name as
    written after `@`, called)], the line's text after `%x = `), `called` when the reference is
    followed by `(`, a call's callee as Instruction.called_function reads it.  Strings, comments
    and debug records are skipped as the lifter skips them, so the names are exactly the global
    operands the lifted instructions would have (an undefined one is the lifter's error, not
    reported here).  One line each: an instruction that goes on over more lines (switch, invoke)
    has its later lines listed as lines of their own.  For a reader that needs only who refers to
    whom (a call graph) over many bodies it will never run: lifting them would cost time and
    memory for nothing."""
    src = function.src
    out = []
    start, end = function.header_end, function.end  # (header_end: where a line starts)
    search = _CALL_OR_GLOBAL.search
    hit = search(src, start, end)
    while hit is not None:  # from one line that has `@`, `call` or `invoke` to the next
        pos = src.rfind("\n", start, hit.start()) + 1 or start
        eol = src.find("\n", hit.end(), end)
        if eol == -1:
            eol = end
        first = src[pos:pos + 1]
        if first == " " or first == "\t":
            body = src[pos:eol].lstrip(" \t").rstrip("\r")
            if not body.startswith((";", "#dbg_")):
                refs = [(m.group()[1:], src.startswith("(", m.end()))
                        for m in _REF.finditer(src, pos, eol) if m.group()[0] == "@"]
                if body.startswith("%"):
                    m = _RESULT.match(body)
                    body = body[m.end():] if m else ""
                word = body.split(" ", 1)[0]
                out.append(("call" if word in _CALL_MARKERS else OPCODES.get(word), refs, body))
        hit = search(src, eol + 1, end) if eol < end else None
    return out


def parse_instruction(function, text: str, values: tuple = ()) -> Instruction:
    """Parse one instruction line in the scope of `function`.  Named values are referred to by
    name; any value (unnamed ones included) as `{0}`, `{1}`, ... bound to `values`."""
    function.blocks  # lift first
    parser = BodyParser(function)
    for i, value in enumerate(values):
        parser.locals[f"%__operand_{i}"] = value
        text = text.replace("{%d}" % i, f"%__operand_{i}")
    for arg in function.arguments:
        if arg.name is not None:
            parser.locals["%" + arg.name] = arg
    for block in function.blocks:
        if block.name is not None:
            parser.locals["%" + block.name] = block
        for inst in block.instructions:
            if inst.name is not None:
                parser.locals["%" + inst.name] = inst
    if not text.startswith((" ", "\t")):
        text = "  " + text
    inst = parser.instruction(text, 0, complete=True)  # (an invoke in one line: its labels included)
    if parser.forward:
        key = next(iter(parser.forward))
        for op in parser.forward.values():
            op.clear_users()
        raise LiftError(f"use of undefined value '%{key}' (refer to unnamed values by object, not number)")
    if inst.has_result and inst.name is None:
        raise LiftError("a new instruction needs a name for its result")
    return inst
