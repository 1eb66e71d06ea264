"""Which code can still build SYCL state (a mixin of passes.host.engine.Machine).

The interpreter runs only what can matter to the raised program: a call graph over what `main`
reaches (directly or through an address taken: vtables, function pointers), read from the
functions' text where they are not lifted (`scan_references`); the functions from which a runtime
call that builds SYCL state is reachable (`relevant_fns`), or also an indirect call
(`may_build_fns`); and per frame whether its callers can still build once it returns
(`callers_build`), so that a run ends (`Finished`) as soon as nothing left can.  Functions that
only read memory and free blocks (`frees_only`: a container's destruction) are not run at all.
Assumes: the call graph of the module does not change while it raises.
"""
from __future__ import annotations

import re

from lift import Function, GlobalVariable, Instruction
from lift.body import global_references
from passes.host.patterns import PROGRAM_OPS, demangle, qualified_name
from passes.host.frames import Frame, _backward_closure


# what a function that only reads memory and frees blocks may do (Machine.frees_only)
READS_ONLY_OPCODES = frozenset(("load", "getelementptr", "icmp", "fcmp", "br", "switch", "phi", "select", "ret",
                                "bitcast", "ptrtoint", "inttoptr", "zext", "sext", "trunc", "add", "sub", "mul",
                                "and", "or", "xor", "shl", "lshr", "ashr"))

FREE_FUNCTIONS = frozenset(("free", "_ZdlPv", "_ZdlPvm", "_ZdaPv", "_ZdaPvm", "_ZdlPvSt11align_val_t",
                            "_ZdlPvmSt11align_val_t", "_ZdaPvSt11align_val_t", "_ZdaPvmSt11align_val_t"))

NO_EFFECT_INTRINSICS = ("llvm.lifetime.", "llvm.dbg.", "llvm.assume", "llvm.experimental.noalias.scope.decl")

_GLOBAL_REFERENCE = re.compile(r'@("[^"]+"|[-\w$.]+)')  # functions named in a global's initializer (vtables)

# libstdc++'s std::function calls the callable it holds through a function pointer its constructor
# stores (_Function_handler<..>::_M_invoke): its call operator's indirect call and those handlers
# count as the user's own code, so that launches submitted through std::function (a registry of
# stages) are run, not skipped as library code that cannot build SYCL state
CALLABLE_WRAPPERS = ("std::function<", "std::_Function_handler<")


def _add_caller(callers: dict, callee, fn) -> None:
    """Note that `fn` calls `callee` (callers: callee -> list of its callers, each once: call_graph
    reads one function's calls at a time, so a repeat is the list's last entry)."""
    known = callers.get(callee)
    if known is None:
        callers[callee] = [fn]
    elif known[-1] is not fn:
        known.append(fn)


class Reach:
    """Mixin of Machine: what can still build SYCL state."""

    def frees_only(self, fn: Function) -> bool:
        """Whether `fn` only reads memory and frees blocks -- operator delete, free -- itself or through
        callees that do the same, and returns nothing: the destruction of a container (a std::map's
        `_Rb_tree::_M_erase`, a string's `_M_dispose`).  A call of it changes nothing the raise models
        (a freed block is dead), so it is not run: on a container whose memory a merge made Unknown,
        running it forked at every node it might have (25,773 undecided branches for one std::map).
        (A function called while deciding counts as freeing only: recursion does what the body does.)"""
        known = self._frees_only.get(fn)
        if known is None:  # (parsing the return type is not cheap: it is called for every call made)
            known = self._frees_only[fn] = self.reads_or_frees(fn) and fn.signature.return_type == "void"
        return known

    def reads_or_frees(self, fn: Function) -> bool:
        """Whether `fn` does nothing but read memory, compute and free blocks (whatever it returns:
        `_Rb_tree::_S_right` at -O0, called by `_M_erase`)."""
        known = self._reads_or_frees.get(fn)
        if known is None:
            self._reads_or_frees[fn] = True  # (while deciding)
            known = self._reads_or_frees[fn] = all(self._reads_or_frees_instruction(inst)
                                               for block in fn.blocks for inst in block.instructions)
        return known

    def _reads_or_frees_instruction(self, inst: Instruction) -> bool:
        if inst.opcode in READS_ONLY_OPCODES:
            return True
        if inst.opcode != "call":
            return False
        callee = inst.called_function
        if callee is None:
            return False
        if callee.is_declaration:
            return callee.name in FREE_FUNCTIONS or callee.name.startswith(NO_EFFECT_INTRINSICS)
        return self.reads_or_frees(callee)

    def relevant_fns(self) -> set:
        """Functions from which a runtime call building SYCL state is reachable by direct calls."""
        if self._relevant_fns is None:
            callers, seeds, _ = self.call_graph()
            self._relevant_fns = _backward_closure(callers, seeds)
        return self._relevant_fns

    def may_build_fns(self) -> set:
        """Functions from which a call building SYCL state or an indirect call (a virtual call, a
        function pointer) is reachable by direct calls."""
        if self._may_build_fns is None:
            callers, seeds, indirect = self.call_graph()
            self._may_build_fns = _backward_closure(callers, seeds + (indirect if self.indirect_may_build() else []))
        return self._may_build_fns

    def indirect_may_build(self) -> bool:
        """Whether an indirect call can build SYCL state at all: some user function whose address is
        taken (a virtual method in a vtable, a function pointer) builds it."""
        relevant = self.relevant_fns()
        return any(f in relevant and self.runs_user_code(f) for f in self._address_taken)

    def runs_user_code(self, fn: Function) -> bool:
        """Whether `fn` is user code, or a library function whose indirect calls reach user code
        (CALLABLE_WRAPPERS)."""
        runs = self._runs_user.get(fn)
        if runs is None:
            runs = self._runs_user[fn] = self.user_fn(fn) or qualified_name(demangle(fn.name)).startswith(CALLABLE_WRAPPERS)
        return runs

    def call_graph(self) -> tuple:
        """(callee -> its direct callers (a list), declarations that build SYCL state, user functions with an
        indirect call) over what the roots can reach, directly or through a function whose address is taken
        (vtables, function pointers): lifting the rest would be wasted."""
        if self._call_graph is None:
            callers: dict = {}
            seeds, indirect = [], []
            main = self.module.get_function("main")
            todo = [main] if main is not None and not main.is_declaration else list(self.module.definitions())
            seen, scanned = set(todo), set()
            self._address_taken = set()

            def reach(fn, by_address=False):
                if by_address:
                    self._address_taken.add(fn)
                if fn not in seen:
                    seen.add(fn)
                    todo.append(fn)

            def refer(v, c):  # an operand: a function's address taken, or a global's initializer read
                if isinstance(v, Function) and v is not c:  # (it may be called through the address)
                    reach(v, by_address=True)
                elif isinstance(v, GlobalVariable) and v not in scanned:
                    scanned.add(v)
                    for name in _GLOBAL_REFERENCE.findall(v.text):
                        f = self.module.get_function(name.strip('"'))
                        if f is not None:
                            reach(f, by_address=True)

            while todo:
                fn = todo.pop()
                if fn.is_declaration:
                    p, _ = self.runtime_pattern(fn)
                    if p is not None and p.op in PROGRAM_OPS:
                        seeds.append(fn)
                    continue
                if not fn.is_lifted and self.scan_references(fn, callers, reach, refer, indirect):
                    continue
                for inst in fn.instructions():
                    c = inst.called_function
                    if c is not None:
                        _add_caller(callers, c, fn)
                        reach(c)
                    elif inst.opcode in ("call", "invoke") and "asm " not in inst.body_text and self.runs_user_code(fn):
                        if not indirect or indirect[-1] is not fn:  # (a virtual call in user code; the
                            indirect.append(fn)  # library's own, in destructors, are not counted)
                    for v in inst.operands:
                        refer(v, c)
            self._call_graph = (callers, seeds, indirect)
        return self._call_graph

    def scan_references(self, fn: Function, callers: dict, reach, refer, indirect: list) -> bool:
        """call_graph's reading of one function from its text (lift.body.global_references), for
        the many functions the raise never runs: lifting them would cost time and memory for
        nothing.  A call's callee is the first function named before `(` on its line, as
        Instruction.called_function reads it; a user function's call without one and without
        `asm ` is an indirect call, as call_graph counts them.  False, nothing done, where the text
        does not settle that: a user function's invoke without a callee (its text, where `asm `
        would be looked for, goes on over the next lines): that function is lifted and read as it
        is -- but for a library wrapper (CALLABLE_WRAPPERS), whose indirect calls hold no `asm `.
        (A body the raise does not run is not checked: its errors are the lifter's, reported by
        whatever lifts it.)"""
        lines, calls_indirectly = [], False
        for opcode, refs, text in global_references(fn):
            operands = [self.module.global_named(name) for name, _ in refs]
            callee = next((v for v, (_, called) in zip(operands, refs) if called and isinstance(v, Function)), None)
            if callee is None and opcode in ("call", "invoke") and "asm " not in text and self.runs_user_code(fn):
                if opcode == "invoke" and self.user_fn(fn):
                    return False
                calls_indirectly = True
            lines.append((callee, operands))
        for callee, operands in lines:
            if callee is not None:
                _add_caller(callers, callee, fn)
                reach(callee)
            for v in operands:
                refer(v, callee)
        if calls_indirectly:
            indirect.append(fn)
        return True

    def may_build_call(self, inst: Instruction) -> bool:
        """A call that builds SYCL state, or an indirect call, which might (directly or not)."""
        if inst.opcode not in ("call", "invoke"):
            return False
        c = inst.called_function
        if c is None:
            return "asm " not in inst.body_text and self.runs_user_code(inst.block.function) and self.indirect_may_build()
        if c.is_declaration:
            return self.is_relevant_call(inst)
        return c in self.may_build_fns()

    def finished(self, fr: Frame, block) -> bool:
        """Nothing left to raise: `block` and everything the callers do after their calls return can
        reach no call that builds SYCL state (nor an indirect one).  Asked outside undecided branches
        and loop summaries only, where the current path is the only one left to run."""
        if self.fork_depth or block in fr.info.may_build:
            return False
        return not self.callers_build(fr) and fr.fence is None

    def callers_build(self, fr: Frame) -> bool:
        """Whether a caller of `fr` can still build SYCL state once its call returns (or is a
        runtime call's procedure, e.g. submit, with work left after it, or runs a loop summary).
        The callers do not change while `fr` runs: asked once per frame, from the caller's answer."""
        if fr.callers_build is None:
            fr.callers_build = fr.depth > 0 and self.builds_after_call(self.frames[fr.depth - 1])
        return fr.callers_build

    def builds_after_call(self, caller: Frame) -> bool:
        """Whether `caller`, or one of its callers, can still build SYCL state once the call it is
        making (at caller.site) returns: callers_build of the callee's frame."""
        site = caller.site
        return (self.callers_build(caller) or caller.fence is not None or site is None
                or site.called_function is None or site.called_function.is_declaration
                or caller.info.builds_after(site))

    def is_relevant_call(self, inst: Instruction) -> bool:
        c = inst.called_function
        if c is None:
            return False
        if c.is_declaration:
            p, _ = self.runtime_pattern(c)
            return p is not None and p.op in PROGRAM_OPS
        return c in self.relevant_fns()
