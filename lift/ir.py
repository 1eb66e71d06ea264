"""The structured IR: Module -> Function -> Block -> Instruction, with SSA values and use lists.

An instruction keeps the exact text it was written with, cut at its value references: `parts` holds
the text between references and `operands` the referenced values (locals, arguments, blocks, globals,
or constants put there by a rewrite).  So any syntax prints back verbatim, while def-use chains,
RAUW and the graphs work on real objects.  Semantic views of an instruction (types, call arguments,
...) are read from that text on demand by `lift.syntax`.

Every top-level entity is an `Item` that remembers its span of the original text; an item that nobody
changed prints as that span, byte for byte.  Function bodies are lifted only when first asked for.
"""
from __future__ import annotations

from typing import Iterator, Optional

from .errors import LiftError


class Value:
    """Anything an instruction can refer to.  `name` is the identifier as printed, without its sigil
    (`x`, `"a b"`, or None for an unnamed value that the printer numbers)."""

    __slots__ = ("name", "_users")
    sigil = "%"

    def __init__(self, name: Optional[str]):
        self.name = name
        self._users = None  # (see users)

    @property
    def users(self) -> list | tuple:
        """One entry per use (an instruction using a value twice is listed twice), in the order the
        uses were made; read-only: uses change through add_user / remove_user.  Stored as None (no
        use), the one user itself, or a list of them: most values have no use or one, and a list
        each would cost a big module megabytes."""
        users = self._users
        if users is None:
            return ()
        return users if type(users) is list else (users,)

    def add_user(self, user: "Instruction") -> None:
        users = self._users
        if users is None:
            self._users = user
        elif type(users) is list:
            users.append(user)
        else:
            self._users = [users, user]

    def remove_user(self, user: "Instruction") -> None:
        """Forget one use by `user` (ValueError when there is none, as list.remove)."""
        users = self._users
        if type(users) is list:
            users.remove(user)
        elif users is user and users is not None:
            self._users = None
        else:
            raise ValueError(f"{user!r} does not use {self!r}")

    def clear_users(self) -> None:
        self._users = None

    def ref(self, numbering: Optional[dict] = None) -> str:
        """How an operand slot prints this value."""
        if self.name is not None:
            return self.sigil + self.name
        if numbering is None or self not in numbering:
            raise LiftError(f"unnamed value {self!r} has no number")
        return f"%{numbering[self]}"

    @property
    def uses(self) -> Iterator[tuple["Instruction", int]]:
        """(user, operand index) for every use."""
        seen = set()
        for user in self.users:
            if id(user) in seen:
                continue
            seen.add(id(user))
            for i, op in enumerate(user.operands):
                if op is self:
                    yield user, i

    def replace_all_uses_with(self, new: "Value") -> None:
        for user in list(dict.fromkeys(self.users)):
            user.replace_uses_of(self, new)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.sigil}{self.name if self.name is not None else '?'}>"


class Constant(Value):
    """A literal put into an operand slot by a rewrite (`5`, `null`, `0.000000e+00`).  Constants
    are uniqued by nothing and carry no use list."""

    __slots__ = ("text",)

    def __init__(self, text: str):
        super().__init__(None)
        self.text = text

    def ref(self, numbering=None) -> str:
        return self.text

    def add_user(self, user) -> None:  # constants do not track their uses
        pass

    def remove_user(self, user) -> None:
        pass

    def __repr__(self) -> str:
        return f"<Constant {self.text}>"


# --------------------------------------------------------------------------------------------------
# Top-level items


class Item:
    """A top-level entity with its span in the module text (leading comments and blank lines
    included).  Unchanged items print as that span."""

    def __init__(self, module: "Module", kind: str, key: Optional[str], start: int, own_start: int, end: int):
        self.module = module
        self.src = module.source  # the text the spans index (an added item brings its own)
        self.kind = kind  # source_filename, datalayout, triple, type, comdat, global, alias, function, ...
        self.key = key  # the name it defines, when it defines one (type name, @name, #N, !N, !name)
        self.start, self.own_start, self.end = start, own_start, end
        self.dirty = False
        self._own_text: Optional[str] = None

    @property
    def leading(self) -> str:
        """Comments and blank lines before the entity."""
        return self.src[self.start:self.own_start]

    @property
    def text(self) -> str:
        """The entity's own text (without leading trivia), as it would print now."""
        if self._own_text is not None:
            return self._own_text
        return self.src[self.own_start:self.end]

    def set_text(self, text: str) -> None:
        """Replace the entity's own text (one entity; the caller keeps it valid LLVM)."""
        if not text.endswith("\n"):
            text += "\n"
        self._own_text = text
        self.dirty = True

    def render(self) -> str:
        if not self.dirty:
            return self.src[self.start:self.end]
        return self.leading + self.text

    def __repr__(self) -> str:
        return f"<{self.kind} {self.key}>"


class GlobalValue(Value, Item):
    """A global variable, alias, ifunc or function: a value whose name starts with '@'."""

    sigil = "@"

    def __init__(self, module, kind, name, start, own_start, end):
        Value.__init__(self, name)
        Item.__init__(self, module, kind, name, start, own_start, end)


class GlobalVariable(GlobalValue):
    pass


class Alias(GlobalValue):
    """`@a = alias ...` or `@a = ifunc ...`."""


class Argument(Value):
    __slots__ = ("function", "spec")

    def __init__(self, function: "Function", name: Optional[str], spec: str):
        super().__init__(name)
        self.function = function
        self.spec = spec  # the parameter's text without its name: "ptr noundef byval(%T) align 8"

    @property
    def index(self) -> int:
        return self.function.arguments.index(self)

    @property
    def type_text(self) -> str:
        from .syntax import split_type

        return split_type(self.spec)[0]


class Block(Value):
    """A basic block; it is a value (of label type) so that branches and phis use it."""

    __slots__ = ("function", "instructions", "label_line")

    def __init__(self, function: "Function", name: Optional[str]):
        super().__init__(name)
        self.function = function
        self.instructions: list[Instruction] = []
        self.label_line: Optional[str] = None  # the original label line, kept while nothing changes it

    @property
    def terminator(self) -> Optional["Instruction"]:
        if self.instructions and self.instructions[-1].opcode in TERMINATORS:
            return self.instructions[-1]
        return None

    @property
    def successors(self) -> list["Block"]:
        term = self.terminator
        return [op for op in term.operands if isinstance(op, Block)] if term else []

    @property
    def predecessors(self) -> list["Block"]:
        preds = []  # newest use first, the order LLVM's use lists give
        for user in reversed(self.users):
            if user.opcode in TERMINATORS and user.block is not None and user.block not in preds:
                preds.append(user.block)
        return preds

    def insert(self, index: int, text: str, *values: Value) -> "Instruction":
        """Parse one instruction (`%x = add i32 {0}, 1`) in this function's scope and insert it;
        `{i}` stands for values[i], named values may also be written by name."""
        from .body import parse_instruction

        inst = parse_instruction(self.function, text, values)
        inst.block = self
        self.instructions.insert(index, inst)
        self.function.mark_dirty()
        return inst

    def __repr__(self) -> str:
        return f"<Block %{self.name if self.name is not None else '?'}>"


TERMINATORS = frozenset(
    "ret br switch indirectbr invoke callbr resume catchswitch catchret cleanupret unreachable".split()
)
# instructions whose result depends on their operands alone (no memory, no side effect; udiv and
# friends may trap)
PURE_OPCODES = frozenset(
    """getelementptr bitcast addrspacecast ptrtoint inttoptr trunc zext sext fptrunc fpext fptoui fptosi uitofp
    sitofp add sub mul udiv sdiv urem srem shl lshr ashr and or xor fadd fsub fmul fdiv frem fneg icmp fcmp
    select extractelement insertelement extractvalue insertvalue shufflevector phi freeze""".split()
)


class Instruction(Value):
    """One instruction: `parts[0] op0 parts[1] op1 ... parts[n]` after an optional `%result = `."""

    __slots__ = ("block", "opcode", "parts", "operands", "has_result", "indent", "records", "_syntax")

    def __init__(self, opcode: str, parts: list[str], operands: list[Value], name: Optional[str],
                 has_result: bool, indent: str = "  "):
        self.name = name  # (Value.__init__ inlined: lifting makes ~1e5 of these per big module)
        self._users = None
        self.block: Optional[Block] = None
        self.opcode = opcode
        self.parts = parts
        self.operands = operands
        self.has_result = has_result
        self.indent = indent
        self.records: list[Instruction] | tuple = ()  # debug records (#dbg_value ...) printed before it
        self._syntax = None
        for op in operands:
            op.add_user(self)


    # ---- text
    def render(self, numbering: Optional[dict] = None) -> str:
        out = [self.indent]
        if self.has_result:
            out.append(self.ref(numbering))
            out.append(" = ")
        parts, ops = self.parts, self.operands
        out.append(parts[0])
        for i, op in enumerate(ops):
            out.append(op.ref(numbering))
            out.append(parts[i + 1])
        return "".join(out)

    @property
    def body_text(self) -> str:
        """The instruction's text after `%x = `, with values as they print now (unnamed as `%?`)."""
        out = [self.parts[0]]
        for i, op in enumerate(self.operands):
            out.append(op.ref() if (op.name is not None or isinstance(op, Constant)) else "%?")
            out.append(self.parts[i + 1])
        return "".join(out)

    @property
    def function(self) -> Optional["Function"]:
        return self.block.function if self.block else None

    # ---- structure
    @property
    def is_terminator(self) -> bool:
        return self.opcode in TERMINATORS

    @property
    def called_function(self) -> Optional["Function"]:
        """The callee of a direct call/invoke/callbr, else None."""
        if self.opcode not in ("call", "invoke", "callbr"):
            return None
        for i, op in enumerate(self.operands):
            if isinstance(op, Function) and self.parts[i + 1].startswith("("):
                return op
        return None

    @property
    def syntax(self):
        """The parsed view of this instruction's text (types, call arguments, ...), made on demand."""
        from .syntax import InstructionSyntax

        if self._syntax is None:
            self._syntax = InstructionSyntax(self)
        return self._syntax

    def read_syntax(self):
        """The same view for one reading, not kept on the instruction (unless it already is): a
        reader that goes over many instructions once (the host interpreter's decoder) would
        otherwise keep a parsed copy of every one."""
        from .syntax import InstructionSyntax

        return self._syntax if self._syntax is not None else InstructionSyntax(self)

    # ---- mutation
    def _touch(self) -> None:
        self._syntax = None
        if self.block is not None:
            self.block.function.mark_dirty()

    def set_operand(self, index: int, value: Value) -> None:
        old = self.operands[index]
        old.remove_user(self)
        self.operands[index] = value
        value.add_user(self)
        self._touch()

    def replace_uses_of(self, old: Value, new: Value) -> None:
        for i, op in enumerate(self.operands):
            if op is old:
                self.set_operand(i, new)
        for rec in self.records:
            rec.replace_uses_of(old, new)

    def erase(self) -> None:
        """Delete the instruction; it must have no uses left."""
        if self.users:
            raise LiftError(f"cannot erase {self.opcode} instruction: it still has {len(self.users)} use(s)")
        fn = self.block.function if self.block else None
        for op in self.operands:
            op.remove_user(self)
        for rec in self.records:
            for op in rec.operands:
                op.remove_user(rec)
        self.operands = []
        if self.block is not None:
            self.block.instructions.remove(self)
            self.block = None
        if fn is not None:
            fn.mark_dirty()

    def __repr__(self) -> str:
        return f"<Instruction {self.opcode} {self.sigil}{self.name if self.name is not None else '?'}>"


class Function(GlobalValue):
    """A function definition or declaration.  Its signature and body are lifted on first use."""

    def __init__(self, module, name, start, own_start, end, header_end: int, is_declaration: bool):
        super().__init__(module, "function", name, start, own_start, end)
        self.is_declaration = is_declaration
        self.header_end = header_end  # offset just past the header line
        self._signature = None
        self._blocks: Optional[list[Block]] = None
        self._lifting = False

    # ---- signature
    @property
    def signature(self):
        if self._signature is None:
            from .syntax import FunctionSignature

            self._signature = FunctionSignature.parse(self)
        return self._signature

    @property
    def arguments(self) -> list[Argument]:
        """The parameters; the body is lifted first so that their use lists are complete."""
        self.blocks
        return self.signature.arguments

    @property
    def calling_convention(self) -> Optional[str]:
        return self.signature.calling_convention

    @property
    def is_kernel(self) -> bool:
        return self.signature.calling_convention == "spir_kernel"

    # ---- body
    @property
    def is_lifted(self) -> bool:
        return self._blocks is not None or self.is_declaration

    @property
    def blocks(self) -> list[Block]:
        if self.is_declaration:
            return []
        if self._blocks is None:
            from .body import lift_body

            self._blocks = lift_body(self)
        return self._blocks

    @property
    def entry(self) -> Optional[Block]:
        blocks = self.blocks
        return blocks[0] if blocks else None

    def instructions(self) -> Iterator[Instruction]:
        for block in self.blocks:
            yield from block.instructions

    def mark_dirty(self) -> None:
        self.dirty = True
        self.module.dirty = True

    # ---- rewrites
    def remove_parameter(self, index: int) -> None:
        """Remove parameter `index`.  It must be unused; direct call sites in the module drop the
        matching argument.  Refused (LiftError) when the function's address escapes, since callers
        we cannot see would then pass the wrong arguments."""
        arg = self.arguments[index]
        if arg.users:
            raise LiftError(f"cannot remove parameter {index} of @{self.name}: it is still used")
        self.module.lift_all()  # every call site must be in a use list
        if self.module.items_referring_to(self):
            raise LiftError(f"cannot remove parameter {index} of @{self.name}: its address is taken")
        calls = []
        for user in self.users:
            if user.called_function is not self or user.operands.count(self) != 1:
                raise LiftError(f"cannot remove parameter {index} of @{self.name}: its address is taken")
            calls.append(user)
        if self.signature.is_vararg:
            raise LiftError(f"cannot remove parameter {index} of @{self.name}: it is variadic")
        from .syntax import remove_call_argument

        for call in dict.fromkeys(calls):
            remove_call_argument(call, index)
        self.signature.remove(index)
        self.mark_dirty()

    def render(self) -> str:
        if not self.dirty:
            return self.src[self.start:self.end]
        from .printer import render_function

        return self.leading + render_function(self)


_HEADER_KINDS = frozenset({"source_filename", "datalayout", "triple", "type", "comdat"})


class Module:
    """A lifted LLVM module.  `items` is every top-level entity in source order."""

    def __init__(self, source: str, filename: str):
        self.source = source
        self.filename = filename
        self.items: list[Item] = []
        self.tail_start = len(source)  # trailing comments/blank lines after the last item
        self.dirty = False
        self.functions: dict[str, Function] = {}
        self.globals: dict[str, GlobalValue] = {}  # every @name: variables, aliases, functions
        self.types: dict[str, Item] = {}  # "%name" -> its type definition
        self.metadata: dict[str, Item] = {}  # "!0" / "!name" -> its definition
        self.attribute_groups: dict[str, Item] = {}  # "#0" -> its definition
        self.text_pool: dict[str, str] = {}  # instruction text pieces shared by the body lifter
        self._references: Optional[dict] = None

    # ---- lookups
    @property
    def triple(self) -> Optional[str]:
        return self._directive_string("triple")

    @property
    def datalayout(self) -> Optional[str]:
        return self._directive_string("datalayout")

    @property
    def source_filename(self) -> Optional[str]:
        return self._directive_string("source_filename")

    def _directive_string(self, kind: str) -> Optional[str]:
        for item in self.items:
            if item.kind == kind:
                text = item.text
                return text[text.index('"') + 1:text.rindex('"')]
        return None

    @property
    def is_device(self) -> bool:
        return (self.triple or "").startswith(("spir", "spirv"))

    def require_role(self, role: str) -> None:
        """Refuse, before anything is done with it, a module given where the other kind belongs:
        `role` "host" wants an x86_64 (not a spir) module, "device" a spir64 one.  The error points
        at the module's target triple (1:1 when it has none)."""
        from .errors import LiftError, position

        triple = self.triple
        if role == "host" and not self.is_device or role == "device" and self.is_device:
            return
        line, col = 1, 1
        for item in self.items:
            if item.kind == "triple":
                line, col = position(self.source, item.own_start)
                break
        if role == "host":
            error = LiftError(f"this is a {triple.split('-')[0]} device module; give it as DEVICE", self.filename,
                              line, col)
        else:
            what = f"an {triple.split('-')[0]} host module" if triple else "a module without a target triple"
            error = LiftError(f"this is {what}, not a spir64 device module; give it as HOST", self.filename, line, col)
        error.exit_code = 2  # a usage error: the inputs are swapped or wrong
        raise error

    def references(self) -> dict[str, GlobalValue]:
        """"@name" -> global, for resolving operands (kept in step with `globals`)."""
        if self._references is None or len(self._references) != len(self.globals):
            self._references = {"@" + k: v for k, v in self.globals.items()}
        return self._references

    def items_referring_to(self, value: "GlobalValue") -> list[Item]:
        """Top-level items other than function bodies that mention `@name` (initializers, aliases,
        metadata): uses that instruction use lists do not show."""
        import re

        pattern = re.compile(re.escape("@" + value.name) + r"(?![-a-zA-Z$._0-9])")
        return [it for it in self.items
                if it.kind in ("global", "alias", "metadata") and it is not value and pattern.search(it.text)]

    def global_named(self, key: str) -> Optional[GlobalValue]:
        """The global `@key` names (`key` as written after `@`: quoted or not, either way)."""
        g = self.globals.get(key)
        if g is None:
            g = self.globals.get(key[1:-1] if key.startswith('"') else f'"{key}"')
        return g

    def get_function(self, name: str) -> Optional[Function]:
        return self.functions.get(name)

    def definitions(self) -> Iterator[Function]:
        return (f for f in self.functions.values() if not f.is_declaration)

    def lift_all(self, progress=None) -> None:
        """Lift every function body now (what `lazy=False` does).  Until then a global's `users`
        lists only the uses in bodies lifted so far.  `progress(done, total)` is called with
        character counts as bodies are lifted."""
        import gc

        collecting = gc.isenabled()
        gc.disable()  # see lift.body.lift_body
        total = len(self.source)
        try:
            for fn in self.definitions():
                fn.blocks
                if progress is not None:
                    progress(fn.end, total)
        finally:
            if collecting:
                gc.enable()

    def type_body(self, name: str) -> Optional[str]:
        """What `%name = type ...` defines (`{ i64, ptr }`, `opaque`), None when not defined here."""
        item = self.types.get(name)
        if item is None:
            return None
        body = item.text.split("=", 1)[1].strip()
        return body[4:].strip() if body.startswith("type") else None

    def metadata_operands(self, ref: Optional[str]) -> Optional[list[str]]:
        """The operands of a metadata tuple `!N = [distinct] !{a, b, ...}` (or `!name = !{...}`),
        as text; None when `ref` names no tuple."""
        item = self.metadata.get(ref) if ref else None
        if item is None:
            return None
        from .syntax import split_top_level

        body = item.text.split("=", 1)[1].strip()
        if body.startswith("distinct"):
            body = body[len("distinct"):].strip()
        if not body.startswith("!{") or "}" not in body:
            return None
        return [x.strip() for x in split_top_level(body[2:body.rindex("}")]) if x.strip()]


    # ---- edits
    def add_metadata(self, body: str) -> str:
        """The "!N" of a node `!N = body`: an existing identical (uniqued) node, or a new one.
        `{self}` in the body stands for the new node's own name (for `distinct !{{self}, ...}`
        loop metadata); distinct nodes are always new."""
        distinct = body.lstrip().startswith("distinct") or "{self}" in body
        if not distinct:
            for key, item in self.metadata.items():
                if key[1:].isdigit() and item.text.partition("=")[2].strip() == body.strip():
                    return key
        n = 1 + max((int(k[1:]) for k in self.metadata if k[1:].isdigit()), default=-1)
        key = f"!{n}"
        self._append_item("metadata", key, f"{key} = {body.replace('{self}', key)}\n")
        return key

    def add_named_metadata(self, name: str, operands: list[str]) -> None:
        """Add `!name = !{operands}` (a name not in the module yet)."""
        key = f"!{name}"
        if key in self.metadata:
            raise ValueError(f"named metadata {key} exists")
        self._append_item("metadata", key, f"{key} = !{{{', '.join(operands)}}}\n")

    def add_global(self, name: str, definition: str) -> "GlobalVariable":
        """Add `@name = definition` after the last global variable (a fresh name if `name` is taken)."""
        base, n = name, 0
        while name in self.globals:
            n += 1
            name = f"{base}.{n}"
        last = max((i for i, it in enumerate(self.items) if isinstance(it, GlobalVariable)), default=None)
        first = last is None
        if first:  # after the module's header (source_filename ... comdats), a blank line before
            last = next((i for i, it in enumerate(self.items) if it.kind not in _HEADER_KINDS), len(self.items)) - 1
        at = self.items[last].end if last >= 0 else 0
        g = GlobalVariable(self, "global", name, at, at, at)
        g.set_text(("\n" if first and last >= 0 else "") + f"{g.ref()} = {definition}\n")
        self.items.insert(last + 1, g)
        self.globals[name] = g
        self.dirty = True
        return g

    def add_function(self, text: str) -> Function:
        """Parse a complete `define`/`declare` and add it after the last function."""
        from .scanner import scan_function_text

        fn = scan_function_text(self, text)
        last = max((i for i, it in enumerate(self.items) if it.kind == "function"), default=len(self.items) - 1)
        self.items.insert(last + 1, fn)
        self.functions[fn.name] = fn
        self.globals[fn.name] = fn
        self.dirty = True
        return fn

    def remove_function(self, fn: Function) -> None:
        """Take out a function nothing uses (a declaration a rewrite added and no longer needs)."""
        if fn.users:
            raise LiftError(f"cannot remove @{fn.name}: it still has {len(fn.users)} use(s)")
        self.items.remove(fn)
        del self.functions[fn.name]
        del self.globals[fn.name]
        self.dirty = True

    def _append_item(self, kind: str, key: str, text: str) -> Item:
        item = Item(self, kind, key, self.tail_start, self.tail_start, self.tail_start)
        item.set_text(text)
        self.items.append(item)
        self.metadata[key] = item
        self.dirty = True
        return item

    # ---- printing
    def print(self) -> str:
        if not self.dirty:
            return self.source
        out = [item.render() for item in self.items]
        out.append(self.source[self.tail_start:])
        return "".join(out)

    # ---- graphs (networkx, built on demand)
    def call_graph(self):
        from .graphs import call_graph

        return call_graph(self)

    def __repr__(self) -> str:
        return f"<Module {self.filename}: {len(self.functions)} functions>"
