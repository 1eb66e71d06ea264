"""Suggest runtime patterns: [[call]] entries for the runtime calls a pattern set leaves unexplained.

`suggest` reads host modules and a pattern set (typically one a new DPC++ release has outgrown),
collects every runtime call no [[call]] explains (passes.host.patterns.coverage, across all the
modules) and derives an entry for each from the closest existing pattern: an entry of the set
itself or of any installed family (`runtime_patterns/dpcpp-*.toml`).  Closeness is a ladder of
changes to the call's demangled name, tried in order; the first rung with a fitting candidate wins:

  1. unchanged: an entry of another file already matches the name (first match in its file);
  2. a renamed namespace: a scope the patterns do not know at its place (`sycl::_V2::`) renamed to
     one they know there (`sycl::_V1::`), the closest spellings first, at most two renames;
  3. a new parameter: the name without one of its parameters matches; the argument indices after
     it move by the IR arguments it takes;
  4. another overload: an entry for the same qualified function with other parameters, the two
     parameter lists aligned by type (parameters added, removed or of another type).
On one rung the set's own family goes first, then the candidate whose text is closest to the
name, then the newer family.

A candidate fits only if its argument roles agree with how the IR passes the call's arguments,
read from the function's declaration and its call sites: `sret` is the argument with the sret
attribute and no other role is; `this` is the first argument after it; every index exists;
pointer roles are pointers and integer roles integers, of the width of the candidate's C++
parameter where its text names one; a range/id role is a list of i64 or a pointer (when byval,
to a range or id class, as the role wants); a kernel name is a string constant wherever a call
passes a constant.  C++ parameters are mapped to IR arguments as the x86-64 Itanium ABI passes
them: sret pointer, `this`, then one argument per parameter except range/id<1|2> (one i64 per
dimension) and by-value classes split into two registers (only when the counts say so); when the
counts do not add up, parameters cannot be moved (rungs 3 and 4 are skipped), only the roles' own
kinds are checked, and the confidence drops a level.

The result is the input file's text unchanged with the suggested entries appended, each with
`note = "derived from FILE \\"entry\\" (what changed); confidence high|medium|low"` (high: rungs 1
and 2; medium: rung 3, or 4 with parameters only added or removed; low: changed parameter types,
an optional role dropped with its parameter, or fitting candidates that disagree), and the calls without a fitting candidate listed in comments
for a human.  Before it is returned the text is loaded as a pattern set, and each call a
suggestion was made for must be explained by exactly that suggestion (first match wins), so
`patterns coverage` with the new file is clean for them.  What a call means is never guessed
beyond the candidate's op: the suggestions are a maintainer's starting point.
"""
from __future__ import annotations

import difflib
import json
import os
import re
from dataclasses import dataclass, field
from typing import Iterable, Optional

import runtime_patterns
from lift import LiftError, Module
from lift.syntax import match_bracket, split_top_level, split_type, value_start
from passes.host.patterns import (CALL_OPS, CallPattern, PatternSet, choose_patterns, coverage, detect_release,
                                  glob_regex, parameter_list, parse_pattern_set, pattern_set, qualified_name)

MAX_SITES = 64  # call sites read per runtime function: their operands are checked, not counted

# what the IR passes for each operand role (passes/host/patterns.py CALL_OPS and the pattern files)
POINTER_ROLES = frozenset({
    "this", "handler", "queue", "accessor", "buffer", "cgf", "object", "descs", "info", "view", "kernel",
    "pointer", "dest", "source", "pattern", "event", "bundle", "counter", "shared_ptr", "props", "host_ptr",
    "type_name", "id", "result", "param_desc_getter", "name"})
INTEGER_ROLES = frozenset({
    "bytes", "dims", "elem_size", "mode", "target", "kind", "state", "size", "count", "pattern_size",
    "num_params", "type", "sub_buffer", "placeholder", "sub_buffer_offset", "name_length"})
RANGE_ROLES = {"offset": "id", "access_range": "range", "memory_range": "range", "global": "range",
               "local": "range", "range": "range"}  # role -> the class a byval pointer points to
ROLE_BY_OP = {("usm_memset", "value"): "int", ("spec_constant_set", "value"): "ptr"}

_INT_WIDTH = {"bool": 1, "char": 8, "signed char": 8, "unsigned char": 8, "short": 16, "unsigned short": 16,
              "int": 32, "unsigned int": 32, "long": 64, "unsigned long": 64, "long long": 64,
              "unsigned long long": 64, "char16_t": 16, "char32_t": 32, "wchar_t": 32}
_SPLIT_RANGE = re.compile(r"(?:cl::)?sycl::\w+::(?:range|id)<([12])>")  # passed as one i64 per dimension
_BYVAL_CLASS = re.compile(r'byval\(%"?(?:class|struct)\.(?:[\w:]*::)?(\w+?)(?:\.\d+)?"?\)')
_SCOPE_RUN = re.compile(r"(?<![\w:])((?:[A-Za-z_]\w*::)+)")
SRET, THIS = -1, -2  # owners of IR arguments that are no C++ parameter
CONFIDENCE = ("high", "medium", "low")


# --------------------------------------------------------------------------------------------------
# what the modules call


@dataclass
class RuntimeCall:
    """One runtime function no pattern explains, over all the modules that call it."""

    symbol: str
    callee: str  # demangled
    critical: bool
    params: list  # IR parameter specs of its declaration ("ptr noundef byval(...) align 8")
    count: int = 0  # call sites
    modules: list = field(default_factory=list)
    sites: list = field(default_factory=list)  # per call site, per argument: "string", "global", "local", ...


def _operand_kind(module: Module, piece: str) -> str:
    """What a call argument ("ptr nonnull @.str.3") passes: a string constant, another global, a
    local value, a literal, or something else (a constant expression without a global)."""
    piece = piece.strip()
    try:
        value = piece[value_start(piece):].strip()
    except (ValueError, AttributeError):
        return "other"
    if value.startswith("%"):
        return "local"
    if re.fullmatch(r"-?\d+|null|undef|poison|true|false|zeroinitializer", value):
        return "literal"
    m = re.search(r'@("[^"]+"|[-\w.$]+)', value)  # itself, or inside a constant expression
    if not m:
        return "other"
    g = module.global_named(m.group(1))
    text = getattr(g, "text", "") if g is not None else ""
    return "string" if re.search(r'\bconstant\b[^=]*\bc"', text) else "global"


def unexplained_calls(modules: Iterable[Module], patterns: PatternSet) -> tuple[list, list]:
    """(RuntimeCall of every runtime function some module calls and no pattern explains, the
    modules' file names), in the order first met."""
    calls: dict = {}
    names = []
    for module in modules:
        names.append(module.filename)
        wanted = {c.symbol: c for c in coverage(module, patterns).unexplained}
        for symbol, c in wanted.items():
            call = calls.get(symbol)
            if call is None:
                signature = module.functions[symbol].signature
                call = calls[symbol] = RuntimeCall(symbol, c.callee, c.critical, [a.spec for a in signature.arguments])
            call.count += c.count
            call.modules.append(module.filename)
            for arguments in _call_arguments(module, symbol):
                if len(call.sites) >= MAX_SITES:
                    break
                call.sites.append([_operand_kind(module, piece) for piece in arguments])
    return list(calls.values()), names


def _call_arguments(module: Module, symbol: str) -> Iterable:
    """The argument texts of each call of `symbol` in the module's text (found by its name: the
    runtime functions are few, the module's calls many)."""
    text = module.source
    for needle in ("@" + symbol + "(", '@"' + symbol + '"('):
        at = text.find(needle)
        while at != -1:
            line = text.rfind("\n", 0, at) + 1
            if not text.startswith(("declare ", "define "), line):
                start = at + len(needle) - 1
                try:
                    yield split_top_level(text[start + 1:match_bracket(text, start) - 1])
                except ValueError:
                    pass
            at = text.find(needle, at + 1)


# --------------------------------------------------------------------------------------------------
# C++ parameters and IR arguments


def _cpp_kind(param: str) -> str:
    """How a C++ parameter type is passed: "ptr", "i<width>", "float", "double", or "class" (by value:
    a pointer, registers or an enum's integer, the type alone does not say)."""
    p = param.strip()
    while p.endswith(" const"):
        p = p[:-len(" const")]
    if p.endswith(("*", "&")) or "(*)" in p:
        return "ptr"
    if p in _INT_WIDTH:
        return f"i{_INT_WIDTH[p]}"
    return p if p in ("float", "double") else "class"


def _base_width(param: str) -> int:
    m = _SPLIT_RANGE.fullmatch(param.strip())
    return int(m.group(1)) if m else 1


def _is_member(demangled: str) -> bool:
    """A const member function, constructor or destructor: it surely takes `this`."""
    if re.search(r"\)\s*const(\s*&{1,2})?$", demangled.strip()):
        return True
    parts = qualified_name(demangled).rsplit("::", 1)
    if len(parts) != 2:
        return False
    owner = parts[0].rsplit("::", 1)[-1].split("<")[0]
    return parts[1].lstrip("~").split("<")[0] == owner


def ir_layout(demangled: str, specs: list) -> Optional[list]:
    """The owner of each IR argument of a call to `demangled` whose declaration has the parameter
    `specs`: SRET, THIS or the index of a C++ parameter; None when the counts do not add up."""
    found = parameter_list(demangled)
    if found is None:
        return None
    params = [p for p in found[2] if p != "..."]
    sret = 1 if specs and "sret(" in specs[0] else 0
    base = [_base_width(p) for p in params]
    wide = [k for k, p in enumerate(params) if _cpp_kind(p) == "class" and base[k] == 1]
    options = []
    for this in ((1,) if _is_member(demangled) else (1, 0)):
        extra = len(specs) - sret - this - sum(base)
        if extra == 0 or (extra > 0 and extra == len(wide)):  # small classes in two registers
            options.append((extra, this))
    if not options:
        return None
    extra, this = min(options)
    owners = [SRET] * sret + [THIS] * this
    for k, width in enumerate(base):
        owners += [k] * (width + (1 if extra and k in wide else 0))
    return owners


def _ir_type(spec: str) -> str:
    return split_type(spec)[0]


def _positions(owners: list, owner: int) -> list:
    return [i for i, o in enumerate(owners) if o == owner]


def role_problems(call: RuntimeCall, op: str, args: dict, cpp_kinds: dict) -> list:
    """Why the roles `args` of an entry with `op` do not fit the call's IR arguments ([] when they
    fit).  `cpp_kinds`: role -> _cpp_kind of the C++ parameter the candidate reads it from, where
    known."""
    specs = call.params
    first = 1 if specs and "sret(" in specs[0] else 0
    problems = []
    for role, where in args.items():
        indices = where if isinstance(where, list) else [where]
        if max(indices) >= len(specs):
            problems.append(f"{role}: argument {max(indices)} does not exist (the call passes {len(specs)})")
            continue
        kinds = [_ir_type(specs[i]) for i in indices]
        sret_at = [i for i in indices if "sret(" in specs[i]]
        if role == "sret":
            if not sret_at or isinstance(where, list):
                problems.append(f"sret: argument {where} is not the sret result pointer")
            continue
        if sret_at:
            problems.append(f"{role}: argument {sret_at[0]} is the sret result pointer")
            continue
        if role == "this" and where != first:
            problems.append(f"this: argument {where} is not the first after the result pointer ({first})")
            continue
        if isinstance(where, list):
            if role not in RANGE_ROLES or any(k != "i64" for k in kinds):
                problems.append(f"{role}: arguments {where} are {', '.join(kinds)}, not the i64 sizes of a range/id")
            continue
        kind, spec = kinds[0], specs[where]
        want = ROLE_BY_OP.get((op, role)) or ("ptr" if role in POINTER_ROLES else "int" if role in INTEGER_ROLES
                                              else "range" if role in RANGE_ROLES else None)
        cpp = cpp_kinds.get(role)
        if cpp in ("ptr", "float", "double") or (cpp or "").startswith("i"):
            if kind != cpp:
                problems.append(f"{role}: argument {where} is {kind}, the candidate's parameter {cpp}")
                continue
        if want == "ptr" and kind != "ptr" or want == "int" and not re.fullmatch(r"i\d+", kind):
            problems.append(f"{role}: argument {where} is {kind}, not {'a pointer' if want == 'ptr' else 'an integer'}")
        elif want == "range":
            byval = _BYVAL_CLASS.search(spec)
            if kind != "ptr":
                problems.append(f"{role}: argument {where} is {kind}, not a pointer to a range/id")
            elif byval and byval.group(1) != RANGE_ROLES[role]:
                problems.append(f"{role}: argument {where} is a byval {byval.group(1)}, not a {RANGE_ROLES[role]}")
        if op == "kernel_name" and role == "name":
            passed = {site[where] for site in call.sites if where < len(site)}
            if passed & {"literal", "global"}:
                problems.append(f"name: argument {where} is not the kernel name's string constant at every call")
    return problems


# --------------------------------------------------------------------------------------------------
# candidates


@dataclass(frozen=True)
class Source:
    """A pattern file candidates come from."""

    label: str  # its file name
    patterns: PatternSet
    own_family: bool  # the same [family] name as the file being completed
    order: int


@dataclass
class Derivation:
    """An entry derived for one call from one candidate."""

    source: Source
    candidate: CallPattern
    level: int  # the rung (0-3)
    key: str  # "callee" or "regex"
    text: str  # the glob or regex
    args: dict
    options: dict
    change: str
    cpp_kinds: dict
    confidence: str = "high"
    problems: list = field(default_factory=list)

    @property
    def origin(self) -> str:
        return f'{self.source.label} "{self.candidate.name}"'

    def meaning(self) -> tuple:
        return self.candidate.op, json.dumps(self.args, sort_keys=True), json.dumps(self.options, sort_keys=True)


def _key_of(p: CallPattern) -> str:
    return "callee" if p.regex.pattern == glob_regex(p.source) else "regex"


def _matches(key: str, text: str, name: str) -> bool:
    try:
        return re.fullmatch(text if key == "regex" else glob_regex(text), name, re.S) is not None
    except re.error:
        return False


def _scope_trie(sources: list) -> dict:
    """The scopes (`sycl::_V1::detail::`) the candidates' texts name, as a tree of components."""
    trie: dict = {}
    for source in sources:
        for p in source.patterns.calls:
            for m in _SCOPE_RUN.finditer(p.source):
                node = trie
                for part in m.group(1).split("::")[:-1]:
                    node = node.setdefault(part, {})
    return trie


def _rename(text: str, old: str, new: str) -> str:
    return re.sub(r"(?<![\w])" + re.escape(old) + "::", new + "::", text)


def renamings(name: str, trie: dict, depth: int = 2, width: int = 3) -> list:
    """(name with scopes renamed, ((renamed, known), ...)): each scope component the trie does
    not know at its place (below the top level) renamed to one it knows there, the closest
    spellings first."""
    out = []

    def walk(text: str, pairs: tuple) -> None:
        unknown: dict = {}
        for m in _SCOPE_RUN.finditer(text):
            node = trie
            for level, part in enumerate(m.group(1).split("::")[:-1]):
                if part in node:
                    node = node[part]
                    continue
                if level > 0 and node:
                    unknown.setdefault(part, set()).update(node)
                break
        if not unknown or len(pairs) == depth:
            return
        part, known = next(iter(unknown.items()))
        for new in sorted(known, key=lambda k: (-difflib.SequenceMatcher(None, part, k).ratio(), k))[:width]:
            renamed = _rename(text, part, new)
            out.append((renamed, pairs + ((part, new),)))
            walk(renamed, pairs + ((part, new),))

    walk(name, ())
    return out


def _kinds_by_role(args: dict, owners: Optional[list], params: tuple) -> dict:
    """role -> _cpp_kind of the C++ parameter owning its (first) IR argument, per `owners`."""
    out = {}
    for role, where in args.items():
        i = where[0] if isinstance(where, list) else where
        if owners is None or i >= len(owners):
            continue
        owner = owners[i]
        out[role] = "ptr" if owner in (SRET, THIS) else _cpp_kind(params[owner]) if owner < len(params) else None
    return out


def _unchanged_and_renamed(call: RuntimeCall, sources: list, variants: list, owners, params) -> Iterable:
    """Rungs 1 and 2: an entry that matches the name, or the name with scopes renamed."""
    for text, pairs in [(call.callee, ())] + variants:
        for source in sources:
            p = source.patterns.match(text)
            if p is None:
                continue
            key, derived = _key_of(p), p.source
            for old, new in reversed(pairs):  # the candidate's text in the call's namespaces
                derived = _rename(derived, new, old)
            if not _matches(key, derived, call.callee):
                key, derived = "callee", call.callee
            change = ", ".join(f"namespace {new} renamed {old}" for old, new in pairs) or "unchanged"
            yield Derivation(source, p, 1 if pairs else 0, key, derived, dict(p.args), _options(p), change,
                             _kinds_by_role(p.args, owners, params))


def _options(p: CallPattern) -> dict:
    return {k: v for k, v in p.options.items() if k != "note"}


def _new_parameter(call: RuntimeCall, sources: list, variants: list, owners, params) -> Iterable:
    """Rung 3: the name without one of its parameters matches an entry."""
    if owners is None:
        return
    for text, pairs in [(call.callee, ())] + variants:
        start, end, text_params = parameter_list(text)
        for j in range(len(text_params)):
            if text_params[j] == "...":
                continue
            without = text[:start + 1] + ", ".join(text_params[:j] + text_params[j + 1:]) + text[end:]
            kept = [i for i, o in enumerate(owners) if o != j]  # old argument index -> new one
            for source in sources:
                p = source.patterns.match(without)
                if p is None:
                    continue
                moved = {role: [kept[i] for i in w] if isinstance(w, list) else kept[w]
                         for role, w in p.args.items() if max(w if isinstance(w, list) else [w]) < len(kept)}
                if len(moved) < len(p.args):
                    continue
                taken = _positions(owners, j)
                renamed = "".join(f", namespace {new} renamed {old}" for old, new in pairs)
                yield Derivation(source, p, 2, "callee", call.callee, moved, _options(p),
                                 f"new parameter {params[j]} (argument {', '.join(map(str, taken))}); later "
                                 f"arguments move by {len(taken)}{renamed}", _kinds_by_role(moved, owners, params),
                                 confidence="medium")


def _align(old: tuple, new: tuple) -> list:
    """(old index or None, new index or None) pairs aligning two parameter lists: the longest run
    of parameters that fit (an old type is a glob), the rest paired in order (a changed type) or
    left alone (added, removed)."""
    fits = [[bool(re.fullmatch(glob_regex(o), n)) for n in new] for o in old]
    lcs = [[0] * (len(new) + 1) for _ in range(len(old) + 1)]
    for a in range(len(old) - 1, -1, -1):
        for b in range(len(new) - 1, -1, -1):
            lcs[a][b] = lcs[a + 1][b + 1] + 1 if fits[a][b] else max(lcs[a + 1][b], lcs[a][b + 1])
    pairs, a, b, gap_old, gap_new = [], 0, 0, [], []

    def close_gap():
        for k in range(max(len(gap_old), len(gap_new))):
            pairs.append((gap_old[k] if k < len(gap_old) else None, gap_new[k] if k < len(gap_new) else None))
        gap_old.clear()
        gap_new.clear()

    while a < len(old) or b < len(new):
        if a < len(old) and b < len(new) and fits[a][b] and lcs[a][b] == lcs[a + 1][b + 1] + 1:
            close_gap()
            pairs.append((a, b))
            a, b = a + 1, b + 1
        elif b < len(new) and (a == len(old) or lcs[a][b + 1] >= lcs[a + 1][b]):
            gap_new.append(b)
            b += 1
        else:
            gap_old.append(a)
            a += 1
    close_gap()
    return pairs


def _overloads(call: RuntimeCall, sources: list, variants: list, owners, params) -> Iterable:
    """Rung 4: an entry for the same qualified function with other parameters."""
    if owners is None:
        return
    sret, this = owners.count(SRET), owners.count(THIS)
    for text, pairs in [(call.callee, ())] + variants:
        qualified = qualified_name(text)
        new = parameter_list(text)[2]
        for source in sources:
            for p in source.patterns.calls:
                found = parameter_list(p.source) if _key_of(p) == "callee" else None
                if found is None or "*" in qualified_name(p.source) or qualified_name(p.source) != qualified:
                    continue
                old = found[2]
                if "*" in old or len(old) and "..." in old:
                    continue
                aligned = _align(old, new)
                to_new = {o: n for o, n in aligned if o is not None}
                old_owners = [SRET] * sret + [THIS] * this
                for k, t in enumerate(old):
                    width = _base_width(t)
                    if to_new.get(k) is not None and new[to_new[k]] == t:
                        width = len(_positions(owners, to_new[k]))
                    old_owners += [k] * width
                moved, dropped, kinds = {}, [], {}
                for role, w in p.args.items():
                    first = w[0] if isinstance(w, list) else w
                    if first >= len(old_owners):
                        dropped.append(role)
                        continue
                    owner = old_owners[first]
                    if owner in (SRET, THIS):
                        moved[role], kinds[role] = _positions(owners, owner)[0], "ptr"
                        continue
                    target = to_new.get(owner)
                    if target is None:
                        dropped.append(role)
                        continue
                    at = _positions(owners, target)
                    split = _SPLIT_RANGE.fullmatch(new[target]) is not None
                    moved[role] = at if split else at[0]
                    kinds[role] = _cpp_kind(old[owner])
                if set(dropped) & CALL_OPS[p.op]:
                    continue
                changes = [f"parameter {new[n]} added" for o, n in aligned if o is None]
                changes += [f"parameter {old[o]} removed" for o, n in aligned if n is None]
                retyped = [f"parameter {old[o]} now {new[n]}" for o, n in aligned
                           if o is not None and n is not None and not re.fullmatch(glob_regex(old[o]), new[n])]
                options = _options(p)
                dims = {int(d) for d in re.findall(r"(?:range|id)<(\d)>", ", ".join(new))}
                if "dims" in options and len(dims) == 1 and options["dims"] != next(iter(dims)):
                    options["dims"] = next(iter(dims))
                    retyped.append(f"dims {p.options['dims']} now {options['dims']}")
                renamed = [f"namespace {new_name} renamed {old_name}" for old_name, new_name in pairs]
                dropped_text = [f"role {r} dropped" for r in dropped]
                yield Derivation(source, p, 3, "callee", call.callee, moved, options,
                                 "another overload: " + ", ".join(changes + retyped + dropped_text + renamed),
                                 kinds, confidence="low" if retyped or dropped else "medium")


def derive(call: RuntimeCall, sources: list, trie: dict) -> tuple[Optional[Derivation], list]:
    """(the entry to suggest for `call` or None, the candidates that did not fit)."""
    variants = renamings(call.callee, trie)
    owners = ir_layout(call.callee, call.params)
    params = tuple(p for p in (parameter_list(call.callee) or (0, 0, ()))[2] if p != "...")
    rejected = []
    rungs = (lambda: _unchanged_and_renamed(call, sources, variants, owners, params),
             lambda: _new_parameter(call, sources, variants, owners, params) if parameter_list(call.callee) else (),
             lambda: _overloads(call, sources, variants, owners, params) if parameter_list(call.callee) else ())
    for rung in rungs:
        fitting = []
        for d in rung():
            d.problems = role_problems(call, d.candidate.op, d.args, d.cpp_kinds)
            (rejected if d.problems else fitting).append(d)
        if not fitting:
            continue
        best_level = min(d.level for d in fitting)
        fitting = [d for d in fitting if d.level == best_level]
        best = min(fitting, key=lambda d: (not d.source.own_family, -_similarity(call.callee, d), d.source.order))
        if owners is None and best.args:
            best.confidence = CONFIDENCE[min(CONFIDENCE.index(best.confidence) + 1, 2)]
            best.change += "; the IR arguments could not be mapped to the C++ parameters"
        if len({d.meaning() for d in fitting}) > 1:
            best.confidence = "low"
            best.change += "; other candidates read it differently: " + ", ".join(
                sorted({d.origin for d in fitting if d.meaning() != best.meaning()}))
        return best, _best_first(call, rejected)
    return None, _best_first(call, rejected)


def _best_first(call: RuntimeCall, derivations: list) -> list:
    return sorted(derivations, key=lambda d: (d.level, not d.source.own_family, -_similarity(call.callee, d),
                                              d.source.order))


def _similarity(name: str, d: Derivation) -> float:
    return difflib.SequenceMatcher(None, name, d.candidate.source, autojunk=False).ratio()


# --------------------------------------------------------------------------------------------------
# the new pattern file


@dataclass
class Suggestion:
    """A [[call]] entry to append, and the calls it was derived for."""

    name: str
    derivation: Derivation
    calls: list
    key: str
    text: str

    @property
    def note(self) -> str:
        d = self.derivation
        return f"derived from {d.origin} ({d.change}); confidence {d.confidence}"

    def toml(self) -> str:
        d = self.derivation
        lines = ["[[call]]", f"name = {_toml(self.name)}", f"{self.key} = {_toml(self.text)}",
                 f"op = {_toml(d.candidate.op)}"]
        lines += [f"{_toml_key(k)} = {_toml(v)}" for k, v in d.options.items()]
        if d.args:
            lines.append(f"args = {_toml(d.args)}")
        lines.append(f"note = {_toml(self.note)}")
        return "\n".join(lines) + "\n"


@dataclass
class Unresolved:
    """A call no candidate fits: a human writes its entry."""

    call: RuntimeCall
    closest: list  # Derivations that did not fit, best first


@dataclass
class SuggestResult:
    patterns: PatternSet  # the set completed
    modules: list  # file names
    calls: list  # RuntimeCall: every unexplained one
    suggestions: list
    unresolved: list
    text: str  # the complete new pattern file
    warnings: list

    @property
    def failed(self) -> bool:
        """A call that launches or builds a kernel argument is left without an entry."""
        return any(u.call.critical for u in self.unresolved)


def _toml_key(key: str) -> str:
    return key if re.fullmatch(r"[A-Za-z0-9_-]+", key) else _toml(key)


def _toml(value) -> str:
    """A TOML value: strings as literal strings where they can be (regexes stay readable)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, str):
        if "'" not in value and not re.search(r"[\x00-\x1f\x7f]", value):
            return f"'{value}'" if "\\" in value or '"' in value else f'"{value}"'
        return json.dumps(value, ensure_ascii=False).replace("\x7f", "\\u007f")
    if isinstance(value, list):
        return "[" + ", ".join(_toml(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{ " + ", ".join(f"{_toml_key(k)} = {_toml(v)}" for k, v in value.items()) + " }"
    raise TypeError(f"no TOML form for {type(value).__name__}")


def _sources(patterns: PatternSet, candidates: Optional[list] = None) -> list:
    """The file being completed, then the `candidates` files (by default every installed family,
    newest first)."""
    out = [Source(os.path.basename(patterns.path), patterns, True, 0)]
    for path in (candidates if candidates is not None else reversed(runtime_patterns.family_files())):
        if os.path.abspath(path) != os.path.abspath(patterns.path):
            other = pattern_set(path)
            out.append(Source(os.path.basename(path), other, other.name == patterns.name, len(out)))
    return out


def _name_for(base: str, taken: set) -> str:
    name, n = base, 1
    while name in taken:
        n += 1
        name = f"{base}-suggested" if n == 2 else f"{base}-suggested-{n - 1}"
    taken.add(name)
    return name


def _section(suggestions: list, unresolved: list, modules: list) -> str:
    shown = ", ".join(modules[:4]) + (f" and {len(modules) - 4} more" if len(modules) > 4 else "")
    lines = ["", "# " + "-" * 93,
             "# Suggested by `sycl-lift patterns suggest` for the runtime calls the entries above leave",
             f"# unexplained in {len(modules)} host module(s): {shown}.",
             "# Each note says what the entry was derived from and how sure that is: check it against the",
             "# release's headers (docs/releases.md).", ""]
    text = "\n".join(lines)
    text += "\n".join(s.toml() for s in suggestions)
    if unresolved:
        text += ("\n# No entry could be derived for these runtime calls; a human has to write their [[call]]:\n"
                 + "".join(_unresolved_lines(u, "#   ") for u in unresolved))
    return text


def _unresolved_lines(u: Unresolved, indent: str) -> str:
    c = u.call
    text = (f"{indent}{c.callee}  [{c.count} call site(s)]"
            + ("  [launches or builds a kernel argument]" if c.critical else "") + "\n")
    for d in u.closest[:2]:
        text += f"{indent}  closest: {d.origin} ({d.change}), does not fit: {'; '.join(d.problems)}\n"
    if not u.closest:
        text += (f"{indent}  no pattern of the same name, up to a renamed namespace, a new parameter or another "
                 "overload\n")
    return text


def _assemble(base_text: str, path: str, suggestions: list, unresolved: list, modules: list) -> tuple[str, PatternSet]:
    text = base_text if base_text.endswith("\n") or not base_text else base_text + "\n"
    if suggestions or unresolved:
        text += _section(suggestions, unresolved, modules)
    return text, parse_pattern_set(text, path)


def suggest(modules: Iterable[Module], patterns: Optional[str] = None, release: Optional[str] = None,
            candidates: Optional[list] = None) -> SuggestResult:
    """Entries for the runtime calls of `modules` that the pattern set (`patterns`: a file or a
    family; by default the first module's detected release's) leaves unexplained, derived from its
    own entries and those of the pattern files `candidates` (by default every installed family)."""
    modules = iter(modules)
    first = next(modules, None)
    if first is None:
        raise LiftError("patterns suggest needs at least one host module", "sycl-lift patterns suggest")
    chosen, det, warnings = choose_patterns(first, patterns, release)
    families = {det.family}

    def every_module():
        yield first
        for module in modules:
            if not patterns and not release:
                families.add(detect_release(module).family)
            yield module

    calls, names = unexplained_calls(every_module(), chosen)
    if len(families) > 1:
        warnings.append(f"the modules are of different release families ({', '.join(sorted(families))}); "
                        f"completing {chosen.name}")
    sources = _sources(chosen, candidates)
    trie = _scope_trie(sources)
    by_entry: dict = {}
    unresolved = []
    for call in calls:
        best, rejected = derive(call, sources, trie)
        if best is None:
            unresolved.append(Unresolved(call, rejected))
            continue
        key = (best.key, best.text, best.meaning())
        if key in by_entry:  # one glob derived for several calls
            held = by_entry[key]
            held.calls.append(call)
            if CONFIDENCE.index(best.confidence) > CONFIDENCE.index(held.derivation.confidence):
                held.derivation = best
        else:
            by_entry[key] = Suggestion("", best, [call], best.key, best.text)
    taken = {p.name for p in chosen.calls} | {h.name for h in chosen.headers}
    # exact names first (they match only their call), then the candidates in their files' order
    suggestions = sorted(by_entry.values(), key=lambda s: (s.text != s.calls[0].callee, s.derivation.source.order,
                                                           s.derivation.source.patterns.calls.index(
                                                               s.derivation.candidate)))
    for s in suggestions:
        s.name = _name_for(s.derivation.candidate.name, taken)
    with open(chosen.path, encoding="utf-8", errors="replace") as f:
        base_text = f.read()
    text, final = _assemble(base_text, chosen.path, suggestions, unresolved, names)
    shadowed = [(s, c) for s in suggestions for c in s.calls if not _explains(final, c, s)]
    if shadowed:  # a broader suggestion matches first: the call gets an entry of its own, ahead of it
        for s, c in shadowed:
            s.calls.remove(c)
            own = Suggestion(_name_for(s.derivation.candidate.name, taken), s.derivation, [c], "regex",
                             re.escape(c.callee))
            suggestions.insert(0, own)
        suggestions = [s for s in suggestions if s.calls]
        text, final = _assemble(base_text, chosen.path, suggestions, unresolved, names)
        wrong = [c.callee for s in suggestions for c in s.calls if not _explains(final, c, s)]
        if wrong:
            raise LiftError(f"the suggested entries do not explain {wrong[0]} as derived", chosen.path)
    return SuggestResult(chosen, names, calls, suggestions, unresolved, text, warnings)


def _explains(final: PatternSet, call: RuntimeCall, suggestion: Suggestion) -> bool:
    """The new file explains `call` with `suggestion` (and no other entry before it)."""
    p = final.match(call.callee)
    return p is not None and p.name == suggestion.name


def suggest_json(result: SuggestResult) -> dict:
    """The report as data (`patterns suggest --json`)."""
    def closest(u: Unresolved) -> list:
        return [{"from": d.origin, "change": d.change, "problems": d.problems} for d in u.closest]

    return {
        "patterns": result.patterns.name, "path": result.patterns.path, "modules": result.modules,
        "warnings": result.warnings,
        "unexplained": [{"callee": c.callee, "symbol": c.symbol, "count": c.count, "critical": c.critical}
                        for c in result.calls],
        "suggested": [{"name": s.name, s.key: s.text, "op": s.derivation.candidate.op, "args": s.derivation.args,
                       "options": s.derivation.options, "from": s.derivation.origin, "change": s.derivation.change,
                       "confidence": s.derivation.confidence, "note": s.note, "calls": [c.callee for c in s.calls]}
                      for s in result.suggestions],
        "unresolved": [{"callee": u.call.callee, "symbol": u.call.symbol, "count": u.call.count,
                        "critical": u.call.critical, "closest": closest(u)} for u in result.unresolved],
        "failed": result.failed,
    }


def format_report(result: SuggestResult) -> str:
    """What `patterns suggest` found, for the terminal."""
    lines = [f"patterns: {result.patterns.name} ({result.patterns.path}); {len(result.modules)} host module(s)"]
    lines += [f"warning: {w}" for w in result.warnings]
    sites = sum(c.count for c in result.calls)
    lines.append(f"unexplained: {len(result.calls)} runtime function(s), {sites} call site(s)")
    if result.suggestions:
        n = len(result.suggestions)
        lines.append(f"suggested: {n} [[call]] entr{'y' if n == 1 else 'ies'}")
        for s in result.suggestions:
            calls = ", ".join(c.callee for c in s.calls)
            lines.append(f"  {s.name} ({s.derivation.candidate.op}): {s.note}")
            lines.append(f"      for {calls[:200] + ('...' if len(calls) > 200 else '')}")
    if result.unresolved:
        lines.append(f"no candidate fits: {len(result.unresolved)} runtime function(s) "
                     "(listed at the end of the file too)")
        lines += [_unresolved_lines(u, "  ").rstrip("\n") for u in result.unresolved]
    lines.append("result: FAIL (a call that launches or builds a kernel argument has no entry)" if result.failed
                 else "result: ok")
    return "\n".join(lines) + "\n"
