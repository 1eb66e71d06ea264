"""Decoding LLVM instructions for the host interpreter, once per instruction.

`Decoder.decode(inst)` gives (operation name, operands): the engine runs `Machine._op_<name>` with
them each time the instruction executes.  Operands are IR values (looked up in the frame when run)
or `K` constants, already parsed; types stay as text (the engine asks `Layouts`).  A phi gives
(None, (incoming, None)).  Instructions the interpreter has no meaning for decode to "unknown"
(their result is Unknown); exception-handling terminators to "end" (the path ends).  An instruction
whose text repeats another's, between local operands, reuses that one's decoding as a template.

`Decoder.parameter_spills(fn)` finds what -O0 code does with each parameter -- an alloca, a store of
the argument, loads -- where the engine can bind the loads' values when the call starts instead of
running the three (what it proves is in its docstring).
"""
from __future__ import annotations

import re

from lift import Argument, Block, Constant, Instruction, LiftError
from lift.layout import Layouts, TypeInfo
from lift.syntax import BINARY_OPCODES, CAST_OPCODES, split_top_level, type_end
from passes.host.constants import SENTINEL, Constants
from passes.host.values import K

METADATA = re.compile(r"(,\s*![-\w.]+\s+(![-\w.]+|!\{[^{}]*\}))+\s*$")  # `, !tbaa !5, !llvm.loop !9`
_WORD_AND_ARGS = re.compile(r"([a-z_]+)(\([^)]*\))?\s+")  # a keyword, its (arguments), blanks: skip_words
_ORDERING = re.compile(r"\s+(syncscope\([^)]*\)\s*)?(unordered|monotonic|acquire|release|acq_rel|seq_cst)\s*$")
_INRANGE = re.compile(r"^inrange\([^)]*\)\s*")
_BYVAL = re.compile(r"byval\((.*)\)")
_SWITCH_CASE = re.compile(r'([^,\s][^,]*?)\s*,\s*(label\s+(?:%"[^"]*"|[^\s\]]+))')  # `i32 5, label %bb` (or a slot)
FLAGS = ("nuw", "nsw", "exact", "disjoint", "fast", "nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc")


class _Slot:
    """In a decoding kept as a template (Decoder.decode): the instruction (-1) or its operand i."""

    __slots__ = ("index",)

    def __init__(self, index: int):
        self.index = index


_INSTRUCTION = _Slot(-1)
_LOCAL = frozenset((Instruction, Argument, Block))  # operands decoding passes on as they are
_SHAREABLE = (str, int, float, bool, bytes, type(None))  # constants a template may share between instructions


def _template(decoded, slots: dict):
    """`decoded` with the instruction and its operands (`slots`: id -> _Slot) put as slots, or None
    when it holds something else that is not a shareable constant: an Unknown (`undef`) or a Zero
    is one object per instruction, compared by identity (passes.host.values.same), and so, in
    effect, is a NaN (equal to nothing, not even itself)."""
    t = type(decoded)
    if t is tuple or t is list:
        out = []
        for x in decoded:
            y = _template(x, slots)
            if y is None and x is not None:
                return None
            out.append(y)
        return tuple(out) if t is tuple else out
    slot = slots.get(id(decoded))
    if slot is not None:
        return slot
    if t is K:
        v = decoded.v
        return decoded if type(v) in _SHAREABLE and v == v else None  # (a NaN: `same` would see one object)
    if t in _SHAREABLE and decoded == decoded or t is TypeInfo:
        return decoded
    return None


def _instantiate(template, inst, operands):
    t = type(template)
    if t is tuple:
        return tuple([_instantiate(x, inst, operands) for x in template])
    if t is _Slot:
        return inst if template.index < 0 else operands[template.index]
    if t is list:
        return [_instantiate(x, inst, operands) for x in template]
    return template


class Decoder:
    def __init__(self, consts: Constants, types: Layouts):
        self.consts, self.types = consts, types
        self.ints: dict = {}  # int -> its K (constant)
        # (opcode, text pieces) -> the decoding of such an instruction, its operands as slots (decode)
        self.templates: dict = {}

    def operand(self, inst, piece: str, tyt: str):
        piece = piece.strip()
        m = SENTINEL.fullmatch(piece)
        if m:
            v = inst.operands[int(m.group(1))]
            if isinstance(v, (Instruction, Argument, Block)):
                return v
            return self.constant(self.consts.operand_value(v))
        return self.constant(self.consts.parse_const(tyt, piece, inst))

    def constant(self, v) -> K:
        """K(v), one per integer: most constant operands are a few small integers (indices, sizes)."""
        if type(v) is not int:
            return K(v)
        k = self.ints.get(v)
        if k is None:
            k = self.ints[v] = K(v)
        return k

    def typed(self, inst, piece: str):
        """(type text, operand) of "T V" (text after a value reference, e.g. an ordering, is dropped)."""
        piece = piece.strip()
        end = type_end(piece)
        tyt, value = piece[:end].strip(), piece[end:].strip()
        m = SENTINEL.match(value)
        return tyt, self.operand(inst, m.group() if m else value, tyt)

    def decode(self, inst: Instruction):
        """(operation name, operands).  Most instructions of a module repeat the text of others
        between their operands (`load ptr, ptr %S, align 8`): where all operands are local values
        (instructions, arguments, blocks: what decoding passes on as they are, unread) -- or a
        call's callee, whose kind (declared, defined, or none: an indirect call) is part of the key -- and the text is the
        same, so is the decoding but for which instruction and operands it names, and it is made
        once (a template).  Not for allocas (their users are read), nor where an operand repeats
        (a slot would not tell them apart)."""
        op = inst.opcode
        if op == "alloca":
            return self._decode(inst)
        operands = inst.operands
        if op == "call" or op == "invoke":
            callee = inst.called_function
            key = (op, None if callee is None else callee.is_declaration, *inst.parts)  # (None: indirect)
        else:
            callee = None
            key = (op, *inst.parts)
        for v in operands:
            if type(v) not in _LOCAL and v is not callee:  # (a global is read: no template)
                return self._decode(inst)
        template = self.templates.get(key)
        if template is not None:
            return _instantiate(template, inst, operands)
        decoded = self._decode(inst)
        if key not in self.templates:
            slots = {id(v): _Slot(i) for i, v in enumerate(operands)}
            if len(slots) == len(operands) and id(inst) not in slots:
                slots[id(inst)] = _INSTRUCTION
                self.templates[key] = _template(decoded, slots)  # (None: this text is decoded each time)
        return decoded

    def _decode(self, inst: Instruction):
        op = inst.opcode
        if op == "call" or op == "invoke":
            return self._decode_call(inst)
        flat = inst.read_syntax().flat
        if "!" in flat:
            flat = METADATA.sub("", flat)
        rest = flat[len(op):] if flat.startswith(op) else flat.split(None, 1)[1] if " " in flat else ""
        if op == "phi":
            rest = skip_words(rest, FLAGS)
            end = type_end(rest)
            tyt = rest[:end].strip()
            incoming = []
            for pair in split_top_level(rest[end:]):
                inner = pair.strip()[1:-1]
                v, b = split_top_level(inner)
                incoming.append((self.operand(inst, v, tyt), self.operand(inst, b, "label")))
            return None, (incoming, None)
        if op == "alloca":
            rest = skip_words(rest, ("inalloca",))
            pieces = [p.strip() for p in split_top_level(rest)]
            count = None
            if len(pieces) > 1 and not pieces[1].startswith(("align", "addrspace")):
                count = self.typed(inst, pieces[1])[1]
            tyt = pieces[0]
            ti = self.types(tyt)
            field = (ti.size, tyt) if ti.kind in ("struct", "int", "float", "ptr") and ti.size else None
            return "alloca", (inst, field, is_private_alloca(inst), count)
        if op == "load":
            rest = skip_words(rest, ("atomic", "volatile"))
            pieces = split_top_level(rest)
            tyt = pieces[0].strip()
            _, p = self.typed(inst, strip_ordering(pieces[1]))
            return "load", (inst, self.types(tyt), p)
        if op == "store":
            rest = skip_words(rest, ("atomic", "volatile"))
            pieces = split_top_level(rest)
            tyt, v = self.typed(inst, pieces[0])
            _, p = self.typed(inst, strip_ordering(pieces[1]))
            return "store", (self.types(tyt), v, p)
        if op == "getelementptr":
            rest = skip_words(rest, ("inbounds", "nuw", "nusw", "inrange"))
            pieces = [p.strip() for p in split_top_level(rest)]
            src_t = pieces[0]
            _, base = self.typed(inst, pieces[1])
            idx = [self.typed(inst, _INRANGE.sub("", p))[1] for p in pieces[2:]]
            if all(type(i) is K and type(i.v) is int for i in idx):
                try:  # one byte offset (None: not a pointer), added when it runs
                    return "gep_constant", (inst, base, self.consts.gep_offset(src_t, [i.v for i in idx]))
                except IndexError:
                    pass  # left to run as it is, and fail where it runs
            return "gep", (inst, src_t, base, idx)
        if op in BINARY_OPCODES:
            rest = skip_words(rest, FLAGS)
            a, b = split_top_level(rest)
            tyt, x = self.typed(inst, a)
            return "bin", (inst, op, tyt, self.types(tyt), x, self.operand(inst, b, tyt))
        if op in ("icmp", "fcmp"):
            rest = skip_words(rest, FLAGS + ("samesign",))
            pred, rest = rest.strip().split(None, 1)
            a, b = split_top_level(rest)
            tyt, x = self.typed(inst, a)
            return "cmp", (inst, op, pred, self.types(tyt), x, self.operand(inst, b, tyt))
        if op in CAST_OPCODES:
            rest = skip_words(rest, ("nneg", "nuw", "nsw"))
            at = rest.rindex(" to ")
            tyt, v = self.typed(inst, rest[:at])
            to = rest[at + 4:].split(",")[0].strip()
            return "cast", (inst, op, self.types(tyt), self.types(to), to, v)
        if op == "select":
            rest = skip_words(rest, FLAGS)
            c, a, b = split_top_level(rest)
            return "select", (inst, self.typed(inst, c)[1], self.typed(inst, a)[1], self.typed(inst, b)[1])
        if op == "br":
            pieces = split_top_level(rest)
            if len(pieces) == 1:
                return "jump", self.typed(inst, pieces[0])[1]
            return "br", (inst, self.typed(inst, pieces[0])[1], self.typed(inst, pieces[1])[1],
                                 self.typed(inst, pieces[2])[1])
        if op == "switch":
            head, _, table = rest.partition("[")
            tyt, v = self.typed(inst, split_top_level(head)[0])
            default = self.typed(inst, split_top_level(head)[1])[1]
            cases = [(self.typed(inst, c.strip())[1], self.typed(inst, b)[1])  # (a case a line, or several on one)
                     for c, b in _SWITCH_CASE.findall(table.rsplit("]", 1)[0])]
            return "switch", (inst, v, default, cases)
        if op == "ret":
            r = rest.strip()
            return "ret", (None if r == "void" else self.typed(inst, r)[1])
        if op == "extractvalue":
            pieces = split_top_level(rest)
            tyt, v = self.typed(inst, pieces[0])
            return "extractvalue", (inst, v, [int(p) for p in pieces[1:]])
        if op == "insertvalue":
            pieces = split_top_level(rest)
            return "insertvalue", (inst, self.typed(inst, pieces[0]), self.typed(inst, pieces[1])[1],
                                          [int(p) for p in pieces[2:]])
        if op == "extractelement":
            a, b = split_top_level(rest)
            return "extractelement", (inst, self.typed(inst, a)[1], self.typed(inst, b)[1])
        if op == "insertelement":
            a, b, c = split_top_level(rest)
            tyt, v = self.typed(inst, a)
            return "insertelement", (inst, self.types(tyt).count, v, self.typed(inst, b)[1],
                                            self.typed(inst, c)[1])
        if op == "shufflevector":
            a, b, m = split_top_level(rest)
            return "shuffle", (inst, self.typed(inst, a)[1], self.typed(inst, b)[1], self.typed(inst, m)[1])
        if op in ("freeze", "fneg"):
            tyt, v = self.typed(inst, skip_words(rest, FLAGS))
            return "unary", (inst, op, tyt, v)
        if op == "atomicrmw":
            rest = skip_words(rest, ("volatile",))
            kind, rest = rest.strip().split(None, 1)
            p, v = split_top_level(rest)[:2]
            tyt, val = self.typed(inst, strip_ordering(v))
            return "atomicrmw", (inst, kind, self.typed(inst, p)[1], tyt, val)
        if op == "cmpxchg":
            rest = skip_words(rest, ("weak", "volatile"))
            p, c, n = split_top_level(rest)[:3]
            tyt, cv = self.typed(inst, c)
            return "cmpxchg", (inst, self.typed(inst, p)[1], tyt, cv,
                                      self.typed(inst, strip_ordering(n))[1])
        if op in ("unreachable", "resume", "indirectbr", "callbr", "catchswitch", "catchret", "cleanupret"):
            return "end", None
        if op in ("fence",) or op.startswith("#"):
            return "nop", None
        return "unknown", inst

    def parameter_spills(self, fn, loop_blocks) -> Spills:
        """The slots of `fn` that only hold a parameter, as -O0 code spills them: an alloca of an
        integer, float or pointer in the entry block, private (is_private_alloca), written by exactly
        one store of that type in the entry block, of an argument or of a load from another such
        slot, before any load of it there, and read only by loads of that type outside loops
        (`loop_blocks`).  Such a slot holds the stored value, unchanged, from its store to the end of
        the call: nothing else can write it (it is private and stored once), the store runs before
        every load (the entry block runs first, once, from its start; another block is entered only
        after it), no mark of the write log taken while the slot lives is undone, forgotten or
        merged before it dies (the marks of its own frame are taken after the entry block, a
        callee's are closed before it returns), and a load outside loops is never made Unknown by a
        loop left uncertainly (Machine.leave_loop_uncertain).  So each load yields what the store's
        value reads back as (Memory.reloaded), which the engine binds when the call starts instead of
        running the alloca, the store and the loads."""
        entry = fn.blocks[0]
        position = {inst: i for i, inst in enumerate(entry.instructions)}
        forwarded: set = set()  # the loads forwarded so far
        skipped, loads = [], []
        for store in entry.instructions:
            if store.opcode != "store":
                continue
            slot = store.operands[-1]
            if not (isinstance(slot, Instruction) and slot.opcode == "alloca" and slot.block is entry
                    and is_private_alloca(slot)):
                continue
            readers, stores = [], 0
            for user in slot.users:
                if user.opcode == "store":
                    stores += 1
                elif user.opcode == "load":
                    readers.append(user)
            if stores != 1:
                continue
            try:  # (what does not decode is left to decode_block, which says so)
                _, (_, field, _, count) = self.decode(slot)
                _, (ti, value, _) = self.decode(store)
                if count is not None or field is None or self.types(field[1]).kind not in ("int", "float", "ptr") \
                        or ti.text != field[1] or not (isinstance(value, Argument) or value in forwarded):
                    continue
                decoded = [self.decode(load)[1] for load in readers]
            except (ValueError, IndexError, KeyError, AttributeError, LiftError):
                continue
            if not all(d[1].text == field[1] and (load.block not in loop_blocks if load.block is not entry
                                                  else position[load] > position[store])
                       for load, d in zip(readers, decoded)):
                continue
            skipped += (slot, store)
            for load, d in sorted(zip(readers, decoded), key=lambda r: position.get(r[0], len(position))):
                skipped.append(load)
                forwarded.add(load)
                loads.append((load, value, d[1], field))
        if not skipped:
            return NO_SPILLS
        return Spills(tuple(skipped), tuple(loads))

    def _decode_call(self, inst: Instruction):
        syn = inst.read_syntax()
        callee = inst.called_function
        spec = None
        if callee is None:
            for i, v in enumerate(inst.operands):
                if inst.parts[i + 1].startswith("("):
                    spec = v if isinstance(v, (Instruction, Argument)) else self.constant(self.consts.operand_value(v))
                    break
        args, byvals = [], []
        for a in syn.call_arguments:
            v = a.value
            if isinstance(v, Constant):
                op = self.constant(self.consts.parse_const(a.type_text, v.text, inst))
            elif isinstance(v, (Instruction, Argument)):
                op = v
            else:
                op = self.constant(self.consts.operand_value(v))
            byval = None
            if "byval(" in a.spec:
                m = _BYVAL.search(a.spec)
                byval = m.group(1) if m else None
                if byval:
                    byval = byval[:type_end(byval)]
            args.append(op)
            byvals.append(byval)
        normal = None
        if inst.opcode == "invoke":
            blocks = [v for v in inst.operands if isinstance(v, Block)]
            normal = blocks[0] if blocks else None
        # the arguments, and their byval types (None: no argument is byval, the usual case)
        byvals = tuple(byvals) if any(b is not None for b in byvals) else None
        # the result type, for a procedure (Machine.external): a defined callee does without
        rty = syn.result_type if callee is None or callee.is_declaration else None
        return "call", (inst, callee, spec, tuple(args), byvals, rty, normal)



class Spills:
    """The -O0 parameter spills of one function that the engine does not run (Decoder.parameter_spills):
    `skipped`, the allocas, stores and loads left out of the decoded blocks; `loads`, (load, the value
    stored into its slot, the load's TypeInfo, the slot's declared field (size, type text)) in an
    order where a load's source comes first, bound by the engine when the function is called (the
    field is for a store of the loaded value: what the load's provenance would have carried).
    Tuples: a module has thousands of these (only decoding asks `skipped`, once per instruction)."""

    __slots__ = ("skipped", "loads")

    def __init__(self, skipped=(), loads=()):
        self.skipped, self.loads = skipped, loads

    def field(self, value):
        """The field a store of `value` carries, when `value` is one of the loads (else None)."""
        for load, _, _, field in self.loads:
            if load is value:
                return field
        return None


NO_SPILLS = Spills()


def is_private_alloca(alloca: Instruction) -> bool:
    """Whether the slot an alloca makes is reached only by loads and stores through the alloca's
    own value (its address is not stored, passed, compared or offset): then only its frame can
    read or write it (passes.host.memory.Obj.private).  Debug records that name it do not count."""
    for user in alloca.users:
        op = user.opcode
        if op == "load":
            continue
        if op == "store" and user.operands[-1] is alloca and user.operands.count(alloca) == 1:
            continue
        if op.startswith("#dbg"):
            continue
        return False
    return True


def skip_words(rest: str, words) -> str:
    rest = rest.strip()
    while True:
        m = _WORD_AND_ARGS.match(rest)
        if not m or m.group(1) not in words:
            return rest
        rest = rest[m.end():]


def strip_ordering(piece: str) -> str:
    """`ptr %p acquire` -> `ptr %p` (atomic orderings and sync scopes after the pointer)."""
    return _ORDERING.sub("", piece.strip())
