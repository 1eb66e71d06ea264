"""Fuse launches (the host side of fuse-kernels): the host module launches a fused chain's kernel once,
in place of its members' launches, so that a program `build` makes runs the fused kernel.

A chain K1, .., Km is submitted as m command groups; each makes its accessors (registered with its
handler) and hands its kernel object (the lambda with its captures) to the handler.  After the edit:

  K1 .. K(m-1)  the command group runs as written, but the handler keeps no kernel: the copy of the
                kernel object the headers make (`handler::StoreLambda`) is taken out of the handler
                before it is handed over and kept in a global slot of the chain.  The command group
                has no action: the runtime completes it at once (an empty command group).
  Km            (where the chain is armed: its earlier members were kept; else Km's launch is one of
                its own, outside the chain, and stays as it was)
                the kernel object is copied into a larger allocation; the kept objects of K1 ..
                K(m-1) are placed after it, their accessors are registered with this handler
                (`detail::associateWithHandler`, as `handler::require` does), and the handler gets the
                fused kernel: its name, its argument count (the members' together), its object size and
                a descriptor getter that answers for member j's arguments with member j's getter, the
                offsets moved to where member j's object now lies.

The fused kernel's original arguments are the members' in order (passes.transforms.fuse_kernels), so
the runtime's descriptors and the device image's `!sycl_kernel_omit_args` agree.  A kept object lives
in its slot until the chain runs again (the launch that used it has long been submitted; its
command group holds its own references to the accessors' memory); the last ones are kept to the
end of the program.  Every symbol added is internal and named `sycl_lift.<tag>.*` or after what it
copies; the members' own functions stay as they were, their callers call the copies.

Assumes: DPC++ 2026 headers (`handler::StoreLambda<K>` copies the kernel object with `new` and hands it
to `handler::setDeviceKernelInfo<K>`, which names the kernel from `CompileTimeKernelInfo<K>`; the
descriptor of an accessor says its target in the low 11 bits of its info); one host thread submits
the chain at a time (the slots are global); the C++ library's sized `delete` frees what `new` gave
whatever size it is told (libstdc++'s does: the grown object is deleted as Km's).  fuse_kernels
decides where it applies: every launch of the members but the last belongs to a fused occurrence
(Km may be launched elsewhere too, never between its chain's members), no host wait or
command group depends on an earlier member's event (it now completes at once), the fusion
analysis's facts hold (the members follow each other on one path, nothing between them sees their
memory).  Checks here, before the first edit: every member's launch code has the 2026 form above
(in StoreLambda or where it is inlined), the handler's holder of the kernel object is read from one
place, the last member allocates the object once; otherwise a LiftError and the module as it was.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from lift import LiftError, Module
from lift.edit import internal_copy_text
from lift.syntax import split_top_level

from passes.analysis.spec_constants import c_string

INFO_GLOBAL = re.compile(r"^_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI(.+)EE$")
SET_INFO = "_ZN4sycl3_V17handler19setDeviceKernelInfoI{}EEvPv"
ASSOCIATE = "_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE"
BUFFER_TARGETS = (2014, 2015)  # access::target device, constant_buffer: accessors of buffer memory
MEMCPY = "llvm.memcpy.p0.p0.i64"
DELETING_DESTRUCTOR = 16  # HostKernelBase's vtable: getPtr, ~HostKernelBase, deleting destructor
# CompileTimeKernelInfoTy's initializer: {name string_view, num_params, is_esimd, file, function,
# line, column, kernel_size, param_desc_getter, has_special_captures}
_INFO_NAME = re.compile(r"\{ ptr @([-\w.$]+), i64 (\d+) \}, i32 (\d+), ")
_INFO_TAIL = re.compile(r"i64 (\d+), ptr @([-\w.$]+), i8 (\d+) \}\s*(,|$)")
_SYMBOL = re.compile(r"@([-\w.$]+)")
# where the handler's holder of the kernel object (unique_ptr<HostKernelBase>) is read: a load (-O2) or
# unique_ptr::operator-> (-O0) of its field
_HOLDER_SLOT = re.compile(r"^(?:load ptr, ptr |(?:tail )?call noundef ptr @_ZNKSt10unique_ptrIN4sycl3_V16detail14HostKernelBase"
                          r"ESt14default_deleteIS3_EEptEv\(ptr [^%]*)(%[-\w.]+)")


@dataclass
class HostKernel:
    """A kernel as the 2026 headers hand it to the runtime: its CompileTimeKernelInfo and the
    functions that hand its object over."""

    kernel: str
    fragment: str  # the kernel name type's mangling, as template argument of the header functions
    info: str  # CompileTimeKernelInfo<K>
    num_params: int
    size: int
    getter: str
    special: int
    store_lambda: object  # Function: the one that copies the kernel object and hands it over (StoreLambda or
    # where it is inlined: the command group's function)
    set_info: object  # Function


def kernel_infos(host: Module) -> dict:
    """kernel symbol -> (fragment, CompileTimeKernelInfo global) of the 2026 headers' host module."""
    out = {}
    for name, g in host.globals.items():
        m = INFO_GLOBAL.match(name)
        if not m:
            continue
        named = _INFO_NAME.search(g.text)
        string = host.globals.get(named.group(1)) if named else None
        text = c_string(string) if string is not None else None
        if text:
            out[text] = (m.group(1), name)
    return out


def host_kernel(host: Module, kernel: str, infos: dict) -> HostKernel:
    """`kernel`'s HostKernel (`infos`: kernel_infos(host)), or a LiftError where its launch code is
    not the 2026 headers' or its object is handed over in more than one function."""
    if kernel not in infos:
        raise LiftError(f"the host has no CompileTimeKernelInfo for {kernel} (only the DPC++ 2026 headers' "
                        "kernel launches are rewritten)", host.filename)
    fragment, info = infos[kernel]
    text = host.globals[info].text
    head, tail = _INFO_NAME.search(text), _INFO_TAIL.search(text)
    set_info = host.get_function(SET_INFO.format(fragment))
    if head is None or tail is None or set_info is None:
        raise LiftError(f"{kernel}: its kernel information is not the 2026 headers' (setDeviceKernelInfo)", host.filename)
    users = _callers(host, set_info)
    if len(users) != 1:
        raise LiftError(f"{kernel}: its kernel object is handed to the runtime in {len(users)} functions", host.filename)
    return HostKernel(kernel, fragment, info, int(head.group(3)), int(tail.group(1)), tail.group(2), int(tail.group(3)),
                   users[0], set_info)


def fuse_launches(host: Module, fused: str, kernels: list, tag: str, last_alone: bool = False) -> None:
    """Make the host launch `fused` (a kernel of the device module whose arguments are those of
    `kernels`, in order) once per chain: see the module docstring.  `tag` names what is added;
    `last_alone`: the last member is launched outside the chain too (its launch tests whether the
    chain is armed).
    Everything is checked before the first edit: a LiftError leaves the module as it was."""
    infos = kernel_infos(host)
    members = [host_kernel(host, k, infos) for k in kernels]
    if len({m.kernel for m in members}) != len(members):
        raise LiftError("a kernel appears twice in the chain", host.filename)
    prefix = f"sycl_lift.{fresh_tag(host, tag)}"
    last = members[-1]
    bases, end = {last.kernel: 0}, _align(last.size)
    for m in members[:-1]:
        bases[m.kernel] = end
        end = _align(end + m.size)
    kept = [_store_lambda_text(m, f"{m.store_lambda.name}.{tag}", f"{prefix}.keep{i}", kept=True)
            for i, m in enumerate(members[:-1])]
    launching = _store_lambda_text(last, f"{last.store_lambda.name}.{tag}", f"{prefix}.finish", kept=False,
                                   grow=end - last.size)
    if host.get_function(MEMCPY) is None:
        host.add_function(f"declare void @{MEMCPY}(ptr, ptr, i64, i1 immarg)\n")
    slots = {}
    armed = host.add_global(f"{prefix}.armed", "internal global i1 false, align 1").name
    for i, m in enumerate(members[:-1]):
        slots[m.kernel] = (host.add_global(f"{prefix}.kept{i}", "internal global ptr null, align 8").name,
                           host.add_global(f"{prefix}.kept{i}.object", "internal global ptr null, align 8").name)
        _keep_function(host, f"{prefix}.keep{i}", *slots[m.kernel], armed)
        _redirect(host, m.store_lambda, host.add_function(kept[i]))
    name = host.add_global(f"{prefix}.name", f'private unnamed_addr constant [{len(fused) + 1} x i8] c"{fused}\\00", align 1').name
    getter = _getter(host, f"{prefix}.param_desc", members, bases)
    info_text = kernel_info_text(host.globals[last.info].text, name, len(fused), sum(m.num_params for m in members), end,
                                 getter.name, max(m.special for m in members))
    set_info = clone_for_info(host, last.set_info, last.fragment, tag, info_text, {})
    _finish_function(host, f"{prefix}.finish", members, bases, slots, set_info, armed if last_alone else None)
    _redirect(host, last.store_lambda, host.add_function(launching))


def fresh_tag(host: Module, tag: str) -> str:
    """`tag`, with "x" appended until no symbol of `host` is named `sycl_lift.<tag>.*` (another edit's
    symbols, or a module rewritten before); one pass over the host's symbols."""
    taken = {name.split(".", 2)[1] for name in host.globals if name.startswith("sycl_lift.") and name.count(".") >= 2}
    while tag in taken:
        tag += "x"
    return tag


def _align(n: int, to: int = 8) -> int:
    return (n + to - 1) // to * to


def _callers(host: Module, fn) -> list:
    """The functions that mention `fn` (a text search: their bodies need not be read)."""
    pattern = re.compile(re.escape(f"@{fn.name}") + r"(?![-\w.$])")
    return [f for f in list(host.functions.values()) if f is not fn and pattern.search(f.render())]


def _redirect(host: Module, old, new) -> None:
    """Every use of `old` in a function (a call, or its address stored for the runtime to call) uses
    `new` instead."""
    for item in _callers(host, old):
        for inst in list(item.instructions()):
            if old in inst.operands:
                inst.replace_uses_of(old, new)


def _store_lambda_text(m: HostKernel, name: str, replacement: str, kept: bool, grow: int = 0) -> str:
    """A copy of the member's StoreLambda (or of the function it is inlined in) whose hand-over to
    setDeviceKernelInfo<K>(handler, object) calls `replacement` instead: (kernel object holder,
    object) for a kept member, whose handler then lets go of the holder; (handler, object) for the
    launching one, whose `new` is `grow` bytes larger (room for the kept objects)."""
    text = internal_copy_text(m.store_lambda, name)
    hand_over = re.compile(rf"^([ \t]*)((?:tail )?call|invoke) void @{re.escape(m.set_info.name)}\((.*)\)[ \t]*$", re.M)
    calls = hand_over.findall(text)
    if len(calls) != 1:
        raise LiftError(f"{m.kernel}: the kernel object is handed over at {len(calls)} places", m.store_lambda.module.filename)
    handler, obj = (a.split()[-1] for a in split_top_level(calls[0][2]))
    if kept:
        holder = re.search(rf"^\s*{re.escape(obj)} = (?:tail )?(?:call|invoke) noundef ptr %[-\w.]+\(ptr [^\n]*?(%[-\w.]+)\)\s*$",
                           text, re.M)
        slot = holder and _HOLDER_SLOT.match(text.split(f"\n  {holder.group(1)} = ", 1)[-1].split("\n", 1)[0])
        if not slot:
            raise LiftError(f"{m.kernel}: the kernel object's holder is not read from the handler where "
                            "StoreLambda hands the object over", m.store_lambda.module.filename)
        args = f"ptr {holder.group(1)}, ptr {obj}"
        release = f"store ptr null, ptr {slot.group(1)}, align 8"  # (the holder is the chain's now)
    else:
        news = re.findall(r"@_Znwm\(i64 noundef (\d+)\)", text)
        if len(news) != 1:
            raise LiftError(f"{m.kernel}: the kernel object's holder is not allocated once where it is handed over",
                            m.store_lambda.module.filename)
        text = text.replace(f"@_Znwm(i64 noundef {news[0]})", f"@_Znwm(i64 noundef {int(news[0]) + grow})")
        args, release = f"ptr {handler}, ptr {obj}", None
    return hand_over.sub(lambda c: (f"{c.group(1)}{release}\n" if release else "")
                         + f"{c.group(1)}{c.group(2)} void @{replacement}({args})", text, count=1)


def _keep_function(host: Module, name: str, holder_slot: str, object_slot: str, armed: str):
    """keep(holder, object): the kept copy of a member's kernel object; the one kept before (whose
    launch was submitted long ago) is deleted.  The chain is armed: its last member launches it."""
    return host.add_function(
        f"define internal void @{name}(ptr %holder, ptr %object) {{\n"
        f"  %old = load ptr, ptr @{holder_slot}, align 8\n"
        "  %had = icmp ne ptr %old, null\n"
        "  br i1 %had, label %drop, label %keep\n"
        "drop:\n"
        "  %vtable = load ptr, ptr %old, align 8\n"
        f"  %slot = getelementptr inbounds i8, ptr %vtable, i64 {DELETING_DESTRUCTOR}\n"
        "  %delete = load ptr, ptr %slot, align 8\n"
        "  call void %delete(ptr %old)\n"
        "  br label %keep\n"
        "keep:\n"
        f"  store ptr %holder, ptr @{holder_slot}, align 8\n"
        f"  store ptr %object, ptr @{object_slot}, align 8\n"
        f"  store i1 true, ptr @{armed}, align 1\n"
        "  ret void\n}\n")


def _getter(host: Module, name: str, members: list, bases: dict):
    """The fused kernel's descriptor getter: argument i of member j is member j's argument i - start(j),
    its offset moved by member j's place in the fused object."""
    lines = [f"define internal {{ i64, i32 }} @{name}(i32 %i) {{", "entry:", "  br label %member0"]
    start = 0
    for j, m in enumerate(members):
        stop = start + m.num_params
        lines += [f"member{j}:", f"  %in{j} = icmp ult i32 %i, {stop}",
                  f"  br i1 %in{j}, label %ask{j}, label %member{j + 1}",
                  f"ask{j}:", f"  %k{j} = sub i32 %i, {start}",
                  f"  %d{j} = call {{ i64, i32 }} @{m.getter}(i32 %k{j})",
                  f"  %o{j} = extractvalue {{ i64, i32 }} %d{j}, 1",
                  f"  %p{j} = add i32 %o{j}, {bases[m.kernel]}",
                  f"  %r{j} = insertvalue {{ i64, i32 }} %d{j}, i32 %p{j}, 1",
                  f"  ret {{ i64, i32 }} %r{j}"]
        start = stop
    lines += [f"member{len(members)}:", "  ret { i64, i32 } zeroinitializer", "}"]
    return host.add_function("\n".join(lines) + "\n")


def kernel_info_text(text: str, name: str, length: int, num_params: int, size: int, getter: str, special: int) -> str:
    """The definition (after `=`) of a CompileTimeKernelInfo made from `text` (a kernel's), naming
    the kernel `name` (a global holding the string, `length` bytes), with these argument count,
    object size, descriptor getter (a function's name) and special-captures flag."""
    body = text.split("=", 1)[1]
    body = re.sub(r"^\s*(linkonce_odr|weak_odr|linkonce|weak|private|internal)?\s*(dso_local\s+)?(unnamed_addr\s+)?",
                  "", body)
    body = _INFO_NAME.sub(f"{{ ptr @{name}, i64 {length} }}, i32 {num_params}, ", body, count=1)
    body = _INFO_TAIL.sub(lambda m: f"i64 {size}, ptr @{getter}, i8 {special} }}{m.group(4)}", body, count=1)
    body = re.sub(r",\s*comdat(\(\$[^)]*\))?", "", body)
    return "internal " + body.strip()


def clone_for_info(host: Module, fn, fragment: str, tag: str, info_text: str, done: dict):
    """A copy of `fn` (and of what it uses that belongs to the kernel whose name type is `fragment`:
    functions, the kernel information -- given as `info_text` --, the static cache and its guard),
    names suffixed `.tag`, for another kernel: setDeviceKernelInfo<K> that names that one."""
    if fn.name in done:
        return done[fn.name]
    text = internal_copy_text(fn, f"{fn.name}.{tag}")
    done[fn.name] = None
    for symbol in sorted(set(_SYMBOL.findall(text)) - {f"{fn.name}.{tag}"}):
        if f"I{fragment}E" not in symbol:
            continue
        g = host.globals.get(symbol)
        if g is None:
            continue
        if hasattr(g, "blocks"):
            new = clone_for_info(host, g, fragment, tag, info_text, done)
        elif _INFO_NAME.search(g.text):
            new = done.get(("info",)) or host.add_global(f"{symbol}.{tag}", info_text)
            done[("info",)] = new  # (one for every copy of the kernel information)
        else:
            body = re.sub(r"\b(linkonce_odr|weak_odr|linkonce|weak)\b", "internal", g.text.split("=", 1)[1], count=1)
            new = host.add_global(f"{symbol}.{tag}", re.sub(r",\s*comdat(\(\$[^)]*\))?", "", body).strip())
        text = re.sub(rf"@{re.escape(symbol)}\b(?![-\w.$])", f"@{new.name}", text)
    clone = host.add_function(text)
    done[fn.name] = clone
    return clone


def _finish_function(host: Module, name: str, members: list, bases: dict, slots: dict, set_info, armed):
    """finish(handler, object): the kept members' objects placed after the last one's in `object`,
    their buffer accessors registered with the handler, then the fused kernel handed over -- with
    `armed` (a global), only where the chain's earlier members were kept since the last fused launch:
    otherwise the last member is launched on its own, outside the chain, and gets its own kernel."""
    if host.get_function(ASSOCIATE) is None:
        host.add_function(f"declare void @{ASSOCIATE}(ptr, ptr, i32)\n")
    lines = [f"define internal void @{name}(ptr %handler, ptr %object) {{", "entry:"]
    if armed:
        lines += [f"  %armed = load i1, ptr @{armed}, align 1", "  br i1 %armed, label %fused, label %alone", "alone:",
                  f"  call void @{members[-1].set_info.name}(ptr %handler, ptr %object)", "  ret void", "fused:",
                  f"  store i1 false, ptr @{armed}, align 1"]
    for j, m in enumerate(members[:-1]):
        holder_slot, object_slot = slots[m.kernel]
        lines += [f"  %kept{j} = load ptr, ptr @{object_slot}, align 8",
                  f"  %at{j} = getelementptr inbounds i8, ptr %object, i64 {bases[m.kernel]}",
                  f"  call void @{MEMCPY}(ptr align 8 %at{j}, ptr align 8 %kept{j}, i64 {m.size}, i1 false)",
                  f"  call void @{_associate(host)}(ptr %handler, ptr %at{j}, ptr @{m.getter}, i32 {m.num_params})"]
    lines += [f"  call void @{set_info.name}(ptr %handler, ptr %object)", "  ret void", "}"]
    return host.add_function("\n".join(lines) + "\n")


ASSOCIATE_ALL = "sycl_lift.associate_accessors"


def _associate(host: Module) -> str:
    """associate(handler, object, getter, n): every buffer accessor among the object's n arguments
    (as the getter describes them) registered with the handler."""
    if host.get_function(ASSOCIATE_ALL) is None:
        targets = " ".join(f"i32 {t}, label %register" for t in BUFFER_TARGETS)
        host.add_function(
            f"define internal void @{ASSOCIATE_ALL}(ptr %handler, ptr %object, ptr %getter, i32 %n) {{\n"
            "entry:\n  %any = icmp ugt i32 %n, 0\n  br i1 %any, label %loop, label %done\n"
            "loop:\n  %i = phi i32 [ 0, %entry ], [ %next, %next.block ]\n"
            "  %desc = call { i64, i32 } %getter(i32 %i)\n"
            "  %kind.info = extractvalue { i64, i32 } %desc, 0\n"
            "  %kind = trunc i64 %kind.info to i32\n"
            "  %info.high = lshr i64 %kind.info, 32\n  %info = trunc i64 %info.high to i32\n"
            "  %target = and i32 %info, 2047\n"
            "  %accessor = icmp eq i32 %kind, 0\n"
            "  br i1 %accessor, label %which, label %next.block\n"
            f"which:\n  switch i32 %target, label %next.block [ {targets} ]\n"
            "register:\n  %offset = extractvalue { i64, i32 } %desc, 1\n"
            "  %offset.64 = sext i32 %offset to i64\n"
            "  %at = getelementptr inbounds i8, ptr %object, i64 %offset.64\n"
            f"  call void @{ASSOCIATE}(ptr %handler, ptr %at, i32 %target)\n"
            "  br label %next.block\n"
            "next.block:\n  %next = add i32 %i, 1\n  %more = icmp ult i32 %next, %n\n"
            "  br i1 %more, label %loop, label %done\n"
            "done:\n  ret void\n}\n")
    return ASSOCIATE_ALL
