"""Runtime pattern sets: loading them, matching runtime calls, detecting the DPC++ release, coverage.

A pattern set (`runtime_patterns/dpcpp-<family>.toml`, see the comments there) says what each SYCL
runtime function means and which IR call argument holds which operand.  Calls are matched on the
DEMANGLED callee name (cxxfilt, i.e. libstdc++'s __cxa_demangle), so a maintainer writes
`sycl::_V1::queue::memcpy(void*, void const*, unsigned long, ...)` rather than a mangled name.

Release detection (`detect_release`) reads what the module itself says: version strings (DPC++
headers put their install path in assertion strings) and the set of libsycl symbols it references,
checked against the exported-symbol lists of the known releases (`runtime_patterns/libsycl-abi.toml`).
An unknown or unsupported release falls back to the nearest known one, with a warning.

`coverage` lists every runtime call site that no pattern explains, grouped by callee; a call that
launches a kernel or builds a kernel argument (the set's `coverage.critical` globs) makes the check
fail.  Nothing here rewrites IR; loading a malformed pattern file raises LiftError at its position.
"""
from __future__ import annotations

import functools
import os
import re
import tomllib
from dataclasses import dataclass, field, replace
from typing import Optional

import cxxfilt

import runtime_patterns
from lift import Function, LiftError, Module

# op -> the operand roles a [[call]] with that op must name (others are optional)
CALL_OPS: dict[str, frozenset] = {
    "queue": frozenset({"this"}),
    "buffer": frozenset({"this", "bytes"}),  # and host_ptr, unless the constructor takes none
    "buffer_info": frozenset({"buffer"}),
    "accessor": frozenset({"this", "offset", "access_range", "memory_range", "mode", "buffer", "dims"}),
    "local_accessor": frozenset({"this", "range", "dims"}),
    "bind_accessor": frozenset({"handler", "accessor"}),
    "accessor_query": frozenset({"accessor"}),
    "submit": frozenset({"queue", "cgf"}),
    "kernel_name": frozenset({"handler", "name"}),
    "nd_range": frozenset({"handler", "global"}),  # and dims: an argument, or `dims = N` for the overload
    "nd_range_view": frozenset({"handler", "view"}),
    "kernel_args": frozenset({"handler", "object", "descs"}),
    "kernel_func": frozenset({"handler", "object"}),
    "kernel_func_info": frozenset({"handler", "object", "num_params", "param_desc_getter"}),
    "kernel_info": frozenset({"info"}),
    "set_kernel_info": frozenset({"handler", "info"}),
    "set_type": frozenset({"handler", "type"}),
    "get_type": frozenset({"handler"}),
    "direct_launch": frozenset({"queue", "view", "kernel", "info"}),
    "usm_alloc": frozenset({"bytes"}),
    "usm_free": frozenset({"pointer"}),
    "usm_memcpy": frozenset({"dest", "source", "bytes"}),
    "usm_memset": frozenset({"pointer", "bytes"}),
    "depends_on": frozenset({"handler", "event"}),
    "wait": frozenset(),  # `queue` or `event`: what is waited for, when one object is
    "host_task": frozenset({"handler"}),
    "usm_fill": frozenset({"handler", "pointer", "pattern", "pattern_size", "count"}),
    "unsupported": frozenset(),
    "value": frozenset(),
    "none": frozenset(),
    # specialization constants and kernel bundles (procedures/sycl_spec_constants.py)
    "handler_bundle": frozenset({"handler", "sret"}),
    "handler_explicit_bundle": frozenset({"handler"}),
    "use_kernel_bundle": frozenset({"handler", "bundle"}),
    "kernel_bundle": frozenset({"sret", "state"}),
    "build_bundle": frozenset({"sret", "bundle"}),
    "spec_constant_set": frozenset({"bundle", "id", "value", "size"}),
    "spec_constant_is_set": frozenset({"bundle", "id"}),
    "spec_constant_get": frozenset({"bundle", "id", "result"}),
    # sycl::reduction (passes/host/procedures/sycl_reduction.py)
    "runtime_query": frozenset(),
    "aux_command_group": frozenset({"handler", "cgf"}),  # and `when` = "before" | "after", `cgf_abi`
    "aux_handler": frozenset({"this"}),
    "finalize_handler": frozenset({"handler"}),
    "counter_init": frozenset({"counter"}),  # and `bytes`
    "retain": frozenset({"shared_ptr"}),
}
HEADER_OPS = frozenset({"accessor_template", "local_accessor_template", "buffer_template", "kernel_holder"})
# ops whose calls produce or feed the raised program (the rest only need explaining)
# (a wait is recorded where the run passes it, but does not make code worth running: the reach
# analysis, and with it what the raise explores, is the same with or without it)
PROGRAM_OPS = frozenset(CALL_OPS) - {"value", "none", "get_type", "handler_explicit_bundle", "spec_constant_is_set",
                                     "runtime_query", "wait"}
CGF_ABIS = frozenset({"std_function", "type_erased"})


# --------------------------------------------------------------------------------------------------
# names


@functools.lru_cache(maxsize=65536)
def demangle(name: str) -> str:
    """The C++ name of a symbol (the symbol itself when it is not a valid mangled name)."""
    if not name.startswith("_Z"):
        return name
    try:
        return cxxfilt.demangle(name)
    except (cxxfilt.InvalidName, UnicodeDecodeError):
        return name


def spec_constant_name(symbolic_id: str) -> Optional[str]:
    """`kTaps` from a specialization constant's symbolic id `____ZL5kTaps` (DPC++'s prefix, then the
    mangled name of the specialization_id variable); None when no part of it demangles."""
    at = symbolic_id.find("_Z")
    while at != -1:
        text = demangle(symbolic_id[at:])
        if text != symbolic_id[at:]:
            return text
        at = symbolic_id.find("_Z", at + 1)
    return None


_OPEN, _CLOSE = "(<[{", ")>]}"


_OPERATOR = re.compile(r"operator\s*(<<=|>>=|<<|>>|<=>|<=|>=|->\*|->|<|>|\(\)|\[\])")


_MARKS: dict = {}  # the characters bracket_depths is asked for -> what it looks at: them and the brackets


def bracket_depths(text: str, wanted: str = ""):
    """(index, char, depth) of the brackets of `text` and of the characters in `wanted`, with (),
    <>, [], {} nesting: an opening bracket is reported at the depth outside it, a closing one too.
    The symbols of `operator<`, `operator->`, ... do not nest (reported as "_", a space in them as
    a space).  Other characters are not reported: the callers do not look at them."""
    marks = _MARKS.get(wanted)
    if marks is None:
        marks = _MARKS[wanted] = re.compile("[" + re.escape("()<>[]{}" + wanted) + "]")
    skip = set()
    if "operator" in text:
        for m in _OPERATOR.finditer(text):
            skip.update(range(m.start(1), m.end(1)))
    depth = 0
    for m in marks.finditer(text):
        i, c = m.start(), m.group()
        if i in skip:
            yield i, " " if c == " " else "_", depth
            continue
        if c in _CLOSE:
            depth -= 1
        yield i, c, depth
        if c in _OPEN:
            depth += 1


@functools.lru_cache(maxsize=65536)
def split_params(demangled: str) -> Optional[tuple]:
    """The parameter types of a demangled signature (`f(int, char const*)` -> ("int", "char
    const*")), () for `f()`; None when it has no parameter list."""
    found = parameter_list(demangled)
    return found[2] if found is not None else None


@functools.lru_cache(maxsize=65536)
def parameter_list(demangled: str) -> Optional[tuple]:
    """(index of the `(` opening the parameter list of a demangled signature, index of its `)`,
    the parameter types as split_params gives them); None when it has no parameter list."""
    text = demangled.rstrip()
    for suffix in (" const", " &&", " &", " volatile", " noexcept"):
        while text.endswith(suffix):
            text = text[: -len(suffix)].rstrip()
    if not text.endswith(")"):
        return None
    start, cuts = None, []
    for i, c, depth in bracket_depths(text, ","):  # the parameter list is the last top-level (...)
        if c == "(" and depth == 0:
            start, cuts = i, []
        elif c == "," and depth == 1 and start is not None:
            cuts.append(i)
    if start is None:
        return None
    bounds = [start] + cuts + [len(text) - 1]
    params = tuple(text[a + 1:b].strip() for a, b in zip(bounds, bounds[1:]))
    return start, len(text) - 1, () if params in ((), ("",), ("void",)) else params


@functools.lru_cache(maxsize=65536)
def qualified_name(demangled: str) -> str:
    """`sycl::_V1::queue::submit<L>` from `std::enable_if<..>::type sycl::_V1::queue::submit<L>(L, ...)`:
    the name without return type, parameter list and trailing qualifiers."""
    text = demangled.strip()
    for suffix in (" const", " &&", " &", " volatile", " noexcept"):
        while text.endswith(suffix):
            text = text[: -len(suffix)].rstrip()
    params, spaces = None, []
    for i, c, depth in bracket_depths(text, " "):  # (one pass: depths before the parameter list are the same
        if depth == 0:                        # without it)
            if c == "(":
                params = i  # the parameter list is the last top-level (...)
            elif c == " ":
                spaces.append(i)
    if params is not None and text.endswith(")"):
        text = text[:params]
    space = next((i for i in reversed(spaces) if i < len(text)), None)  # the return type ends at the last top-level space
    return text[space + 1:] if space is not None else text


@functools.lru_cache(maxsize=65536)
def template_args(name: str) -> tuple:
    """Template arguments of the last template-id in a qualified name (class or function):
    `accessor<float, 1, (sycl::_V1::access::mode)1024, ...>::accessor<...>` -> of the class when the
    function has none of its own, else of the function."""
    groups, start = [], None
    for i, c, depth in bracket_depths(name):
        if c == "<" and depth == 0:
            start = i
        elif c == ">" and depth == 0 and start is not None:
            groups.append(name[start + 1:i])
            start = None
    for inner in reversed(groups):
        args, last = [], 0
        for i, c, depth in bracket_depths(inner, ","):
            if c == "," and depth == 0:
                args.append(inner[last:i].strip())
                last = i + 1
        args.append(inner[last:].strip())
        if [a for a in args if a]:
            return tuple(args)
    return ()


@functools.lru_cache(maxsize=65536)
def class_template_args(name: str) -> tuple:
    """Template arguments of the class a member belongs to: `accessor<float, 1, ...>` of
    `sycl::_V1::accessor<float, 1, ...>::accessor<float, 1, alloc, void>`."""
    last_sep = None
    for i, c, depth in bracket_depths(name, ":"):
        if c == ":" and depth == 0 and name.startswith("::", i):
            last_sep = i
    return template_args(name[:last_sep]) if last_sep is not None else ()


def enum_value(text: str) -> Optional[int]:
    """1024 from `(sycl::_V1::access::mode)1024`, 2 from `2`."""
    m = re.fullmatch(r"(?:\([^()]*\))?\s*(-?\d+)[a-z]*", text.strip())
    return int(m.group(1)) if m else None


@functools.lru_cache(maxsize=4096)  # (coverage asks for the same few globs for every callee)
def glob_regex(glob: str) -> str:
    """A glob where `*` is any text and `?` one character; everything else literal."""
    return "".join(".*" if c == "*" else "." if c == "?" else re.escape(c) for c in glob)


def matches_any(globs, text: str) -> bool:
    return any(re.fullmatch(glob_regex(g), text, re.S) for g in globs)


# --------------------------------------------------------------------------------------------------
# pattern sets


@dataclass(frozen=True)
class CallPattern:
    """One [[call]]: a runtime function and how to read its operands."""

    name: str
    op: str
    source: str  # the glob or regex as written
    regex: re.Pattern
    args: dict  # role -> IR argument index
    options: dict  # the other keys (returns, kind, cgf_abi, note)


@dataclass(frozen=True)
class HeaderPattern:
    """One [[header]]: a header function (or a class recognised by its vtable) kept in the IR."""

    name: str
    op: str
    source: str
    regex: re.Pattern
    vtable: bool  # matches "vtable for X" globals rather than functions
    template_args: dict
    args: dict


@dataclass
class PatternSet:
    name: str
    path: str
    releases: list
    calls: list  # CallPattern, first match wins
    headers: list
    enums: dict  # enum name -> {int: str}
    layout: dict  # object -> {field: offset}
    kernel_kind: list  # (kind, [globs]) in order
    runtime_globs: list
    critical_globs: list
    _cache: dict = field(default_factory=dict, repr=False, compare=False)

    def match(self, demangled: str) -> Optional[CallPattern]:
        """The pattern explaining a runtime call to `demangled` (first match), or None."""
        if demangled not in self._cache:
            self._cache[demangled] = next((p for p in self.calls if p.regex.fullmatch(demangled)), None)
        return self._cache[demangled]

    def header(self, qualified: str, vtable: bool = False) -> Optional[HeaderPattern]:
        key = ("header", vtable, qualified)
        if key not in self._cache:
            self._cache[key] = next((h for h in self.headers if h.vtable == vtable and h.regex.fullmatch(qualified)),
                                    None)
        return self._cache[key]

    def is_runtime(self, demangled: str) -> bool:
        key = ("runtime", demangled)
        if key not in self._cache:  # templates start with their return type: test the bare name too
            self._cache[key] = matches_any(self.runtime_globs, demangled) or \
                matches_any(self.runtime_globs, qualified_name(demangled))
        return self._cache[key]

    def is_critical(self, demangled: str) -> bool:
        return matches_any(self.critical_globs, demangled) or matches_any(self.critical_globs, qualified_name(demangled))

    def enum(self, kind: str, value) -> Optional[str]:
        return self.enums.get(kind, {}).get(value) if isinstance(value, int) else None

    def launch_kind(self, item_type: str) -> Optional[str]:
        for kind, globs in self.kernel_kind:
            if matches_any(globs, item_type):
                return kind
        return None

    def without(self, *names: str) -> "PatternSet":
        """A copy without the named [[call]]/[[header]] patterns (to see what they explain)."""
        missing = set(names) - {p.name for p in self.calls} - {h.name for h in self.headers}
        if missing:
            raise KeyError(f"no pattern named {', '.join(sorted(missing))} in {self.name}")
        return replace(self, calls=[p for p in self.calls if p.name not in names],
                       headers=[h for h in self.headers if h.name not in names], _cache={})


def _error(path: str, message: str, text: str = "", key: str = "") -> LiftError:
    """LiftError at the line where `key` (e.g. `name = "queue"`) appears, else at 1:1."""
    line = 1
    if text and key:
        at = text.find(key)
        if at >= 0:
            line = text.count("\n", 0, at) + 1
    return LiftError(message, path, line, 1)


def load_pattern_set(path: str) -> PatternSet:
    """Read and check one dpcpp-*.toml."""
    try:
        with open(path, "rb") as f:
            raw = f.read()
    except OSError as exc:
        raise LiftError(f"cannot read pattern set: {exc.strerror}", path, 1, 1) from None
    return parse_pattern_set(raw.decode("utf-8", "replace"), path)


def parse_pattern_set(text: str, path: str) -> PatternSet:
    """Check the text of a pattern file (`path` names it in errors and in the set)."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        m = re.search(r"\(at line (\d+), column (\d+)\)", str(exc))
        line, col = (int(m.group(1)), int(m.group(2))) if m else (1, 1)
        raise LiftError(f"invalid TOML: {str(exc).split(' (at line')[0]}", path, line, col) from None
    family = data.get("family", {})
    name = family.get("name") or os.path.splitext(os.path.basename(path))[0]
    calls, headers, seen = [], [], set()
    for entry in data.get("call", []):
        calls.append(_call_pattern(entry, path, text, seen))
    for entry in data.get("header", []):
        headers.append(_header_pattern(entry, path, text, seen))
    enums = {kind: {int(k): v for k, v in table.items()} for kind, table in data.get("enums", {}).items()}
    kinds = [(k, list(v)) for k, v in data.get("kernel_kind", {}).items()]
    cov = data.get("coverage", {})
    return PatternSet(name, path, list(family.get("releases", [])), calls, headers, enums,
                      data.get("layout", {}), kinds, list(cov.get("runtime", ["sycl::*"])),
                      list(cov.get("critical", [])))


def _compile(entry: dict, keys: tuple, path: str, text: str, where: str) -> tuple[str, re.Pattern, str]:
    for key in keys:
        if key in entry:
            source = entry[key]
            try:
                regex = re.compile(source if key == "regex" else glob_regex(source), re.S)
            except re.error as exc:
                raise _error(path, f"{where}: bad regex: {exc}", text, source[:40]) from None
            return source, regex, key
    raise _error(path, f"{where}: needs one of {', '.join(keys)}", text, where.split()[-1])


def _checked_name_and_op(entry: dict, table: str, ops, path: str, text: str, seen: set) -> tuple[str, str, str]:
    """(name, op, where) of a [[call]] / [[header]] entry: a new name and a known op."""
    name = entry.get("name", "?")
    where = f'[[{table}]] name = "{name}"'
    if name in seen:
        raise _error(path, f"{where}: duplicate pattern name", text, f'name = "{name}"')
    seen.add(name)
    op = entry.get("op")
    if op not in ops:
        raise _error(path, f"{where}: unknown op {op!r} (one of {', '.join(sorted(ops))})", text,
                     f'name = "{name}"')
    return name, op, where


def _call_pattern(entry: dict, path: str, text: str, seen: set) -> CallPattern:
    name, op, where = _checked_name_and_op(entry, "call", CALL_OPS, path, text, seen)
    source, regex, _ = _compile(entry, ("callee", "regex"), path, text, where)
    args = dict(entry.get("args", {}))
    missing = CALL_OPS[op] - set(args)
    if op == "nd_range" and "dims" not in args and not isinstance(entry.get("dims"), int):
        missing |= {"dims"}
    index = lambda v: isinstance(v, int) and v >= 0  # noqa: E731
    if missing or not all(index(v) or (isinstance(v, list) and v and all(map(index, v))) for v in args.values()):
        raise _error(path, f"{where}: op {op!r} needs argument indices for {', '.join(sorted(missing)) or 'all roles'}",
                     text, f'name = "{name}"')
    if op == "submit" and entry.get("cgf_abi") not in CGF_ABIS:
        raise _error(path, f"{where}: submit needs cgf_abi = one of {', '.join(sorted(CGF_ABIS))}", text,
                     f'name = "{name}"')
    options = {k: v for k, v in entry.items() if k not in ("name", "op", "callee", "regex", "args")}
    return CallPattern(name, op, source, regex, args, options)


def _header_pattern(entry: dict, path: str, text: str, seen: set) -> HeaderPattern:
    name, op, where = _checked_name_and_op(entry, "header", HEADER_OPS, path, text, seen)
    source, regex, key = _compile(entry, ("function", "vtable"), path, text, where)
    return HeaderPattern(name, op, source, regex, key == "vtable", dict(entry.get("template_args", {})),
                         dict(entry.get("args", {})))


@functools.lru_cache(maxsize=None)
def _releases_table() -> dict:
    with open(runtime_patterns.path("releases.toml"), "rb") as f:
        return tomllib.load(f)


def known_releases() -> list[str]:
    return sorted(_releases_table()["release"], key=_version_key)


def family_of(release: str) -> str:
    return _releases_table()["release"][release]["family"]


def pattern_set_path(family: str) -> str:
    return runtime_patterns.path(f"dpcpp-{family}.toml")


@functools.lru_cache(maxsize=None)
def _cached_set(path: str, mtime: float) -> PatternSet:
    return load_pattern_set(path)


def pattern_set(family_or_path: str) -> PatternSet:
    """The pattern set of a family ("2025") or in a file (a path ending in .toml)."""
    path = family_or_path if family_or_path.endswith(".toml") else pattern_set_path(family_or_path)
    try:
        mtime = os.path.getmtime(path)
    except OSError:
        raise LiftError(f"no pattern set {family_or_path!r} (known families: "
                        f"{', '.join(sorted(set(family_of(r) for r in known_releases())))})", path, 1, 1) from None
    return _cached_set(path, mtime)


def _version_key(release: str) -> tuple:
    return tuple(int(x) for x in re.findall(r"\d+", release))


def nearest_release(release: str) -> str:
    """The known release closest to `release` by version number (the newer one on a tie)."""
    def number(r: str) -> int:  # 2026.2.0 -> 2026002000: versions ordered on one line
        key = (_version_key(r) + (0, 0, 0))[:3]
        return key[0] * 1_000_000 + key[1] * 1_000 + key[2]

    target = number(release)
    return min(known_releases(), key=lambda r: (abs(number(r) - target), -number(r)))


def resolve_release(release: str) -> tuple[str, list[str]]:
    """(known release, warnings) for a release named on the command line."""
    table = _releases_table()["release"]
    if release in table:
        if table[release].get("supported") is False:
            return release, [f"no pattern set for DPC++ {release}; using dpcpp-{table[release]['family']}"]
        return release, []
    near = nearest_release(release)
    return near, [f"unknown DPC++ release {release}; using the nearest known release {near}"]


# --------------------------------------------------------------------------------------------------
# release detection


@dataclass
class Detection:
    release: str  # a known release
    family: str
    method: str  # "version-string", "symbols", "version-string+symbols", "fallback"
    candidates: list  # releases exporting every referenced libsycl symbol
    version_strings: list  # releases named in the module
    unknown_symbols: list  # referenced SYCL symbols no known release exports
    warnings: list


@functools.lru_cache(maxsize=None)
def _abi_index() -> tuple[list, dict]:
    with open(runtime_patterns.path("libsycl-abi.toml"), "rb") as f:
        data = tomllib.load(f)
    exporters = {}
    for group in data["group"]:
        releases = frozenset(group["releases"])
        for h in group["symbols"].split():
            exporters[h] = releases
    return data["releases"], exporters


def referenced_runtime_symbols(module: Module) -> list[str]:
    """Mangled names of declared functions and external globals the SYCL runtime could export."""
    out = []
    for name, g in module.globals.items():
        declared = getattr(g, "is_declaration", None)
        if declared is None:  # a global variable: external when it has no initializer
            declared = " external " in f" {g.text.split('=', 1)[-1]} "
        if declared and SYCL_NAMESPACE_SYMBOL.match(name):
            out.append(name)
    return sorted(out)


# a mangled name in namespace sycl:: or cl::sycl:: (a vtable, typeinfo or member of one of their
# classes too) -- not a user's function that only takes sycl types (`relax(sycl::queue&)`, defined
# in another translation unit)
SYCL_NAMESPACE_SYMBOL = re.compile(r"_Z(?:T[VIST])?(?:N[KVRO]*)?(?:4sycl|2cl4sycl)")


def detect_release(module: Module) -> Detection:
    table = _releases_table()
    abi_releases, exporters = _abi_index()
    named = []
    for pattern in table.get("version_strings", []):
        for m in re.finditer(pattern, module.source):
            if m.group(1) not in named:
                named.append(m.group(1))
    symbols = referenced_runtime_symbols(module)
    missing = {r: 0 for r in abi_releases}
    unknown = []
    for s in symbols:
        exp = exporters.get(runtime_patterns.symbol_hash(s))
        if exp is None:
            unknown.append(s)
            continue
        for r in abi_releases:
            if r not in exp:
                missing[r] += 1
    candidates = [r for r in abi_releases if missing[r] == 0] if symbols and not unknown else []
    warnings = []
    known_named = [r for r in named if r in table["release"]]
    if known_named:
        release = known_named[-1]
        method = "version-string"
        if candidates and release not in candidates:
            warnings.append(f"the module names DPC++ {release}, but references libsycl symbols "
                            f"{release} does not export (they match {', '.join(candidates)})")
        elif candidates:
            method = "version-string+symbols"
    elif named:
        release = nearest_release(named[-1])
        method = "fallback"
        warnings.append(f"unknown DPC++ release {named[-1]}; using the nearest known release {release}")
    elif candidates:
        release = candidates[-1]  # every candidate exports what the module uses: take the newest
        method = "symbols"
    elif symbols:
        best = min(missing.values())
        closest = [r for r in abi_releases if missing[r] == best]
        release = closest[-1]
        method = "fallback"
        warnings.append(f"no known DPC++ release exports all {len(symbols)} libsycl symbols the module uses "
                        f"({len(unknown)} unknown); using the closest, {release}")
    else:
        release = known_releases()[-1]
        method = "fallback"
        warnings.append(f"the module names no DPC++ release and references no libsycl symbol; assuming {release}")
    if unknown and method != "fallback":
        warnings.append(f"{len(unknown)} referenced SYCL symbol(s) are exported by no known release "
                        f"(newer runtime?), e.g. {demangle(unknown[0])}")
    info = table["release"][release]
    if info.get("supported") is False:
        warnings.append(f"no pattern set for DPC++ {release}; using dpcpp-{info['family']}")
    return Detection(release, info["family"], method, candidates, named, unknown, warnings)


# --------------------------------------------------------------------------------------------------
# coverage


@dataclass
class CalleeReport:
    callee: str  # demangled
    symbol: str
    count: int  # call sites
    pattern: Optional[str]  # the explaining pattern's name
    op: Optional[str]
    critical: bool


@dataclass
class CoverageReport:
    patterns: str  # pattern-set name
    path: str
    callees: list  # CalleeReport, every runtime callee called in the module
    headers: dict  # header pattern name -> [demangled functions / vtables it recognised]
    unused: list  # [[call]] pattern names that match no call here

    @property
    def unexplained(self) -> list:
        return [c for c in self.callees if c.pattern is None]

    @property
    def failed(self) -> bool:
        return any(c.critical for c in self.unexplained)


_CALL_SITE = re.compile(r'^\s+(?:%[-\w.$"]+\s*=\s*)?(?:tail |musttail |notail )?(?:call|invoke)\b[^@\n]*?'
                        r'@("[^"]+"|[-\w.$]+)\(', re.M)


def call_site_counts(module: Module) -> dict:
    """Direct call sites per callee name in the function bodies.  Read from each body's text (the
    callee is the first `@name(` of a call/invoke line), so nothing has to be lifted."""
    counts: dict = {}
    for fn in module.definitions():
        for m in _CALL_SITE.finditer(fn.src, fn.header_end, fn.end):
            name = m.group(1).strip('"')
            counts[name] = counts.get(name, 0) + 1
    return counts


def coverage(module: Module, patterns: PatternSet) -> CoverageReport:
    """Every runtime call site in the module's function bodies, matched against `patterns`."""
    counts = {name: n for name, n in call_site_counts(module).items()
              if isinstance(module.functions.get(name), Function) and module.functions[name].is_declaration}
    callees, used = [], set()
    for symbol, n in counts.items():
        name = demangle(symbol)
        if not patterns.is_runtime(name):
            continue
        p = patterns.match(name)
        if p is not None:
            used.add(p.name)
        callees.append(CalleeReport(name, symbol, n, p.name if p else None, p.op if p else None,
                                    patterns.is_critical(name)))
    callees.sort(key=lambda c: (c.pattern is not None, not c.critical, c.callee))
    headers: dict = {}
    for fn in module.definitions():
        h = patterns.header(qualified_name(demangle(fn.name)))
        if h is not None:
            headers.setdefault(h.name, []).append(qualified_name(demangle(fn.name)))
    for name in module.globals:
        if name.startswith("_ZTV"):
            h = patterns.header(demangle(name)[len("vtable for "):], vtable=True)
            if h is not None:
                headers.setdefault(h.name, []).append(demangle(name))
    unused = [p.name for p in patterns.calls if p.name not in used]
    return CoverageReport(patterns.name, patterns.path, callees, headers, unused)


def compare_coverage(chosen: CoverageReport, own: CoverageReport, chosen_set: PatternSet,
                     own_set: PatternSet) -> list[str]:
    """What explaining the module with `chosen` changes against its own release's pattern set:
    calls one set explains and the other does not (or reads as another op), operations the module
    needs that `chosen` never recognises, and `chosen` patterns for operations this module's
    runtime does not use."""
    lines = []
    own_by = {c.symbol: c for c in own.callees}
    for c in chosen.callees:
        o = own_by.get(c.symbol)
        if o is None:
            continue
        if c.pattern is None and o.pattern is not None:
            lines.append(f"unexplained by {chosen.patterns}, explained by {own.patterns} ({o.pattern}, op {o.op}): "
                         f"{_short(c.callee)} [{c.count} call(s)]")
        elif c.pattern is not None and o.pattern is None:
            lines.append(f"explained by {chosen.patterns} ({c.pattern}) but not by {own.patterns}: {_short(c.callee)}")
        elif c.op != o.op:
            lines.append(f"read differently: {_short(c.callee)}: {chosen.patterns} op {c.op}, {own.patterns} op {o.op}")
    own_ops = {c.op for c in own.callees if c.pattern}
    chosen_ops = {c.op for c in chosen.callees if c.pattern}
    missing = sorted((own_ops - chosen_ops) & PROGRAM_OPS)
    if missing:
        lines.append(f"operations of this module {chosen.patterns} never recognises: {', '.join(missing)}")
    own_sources = {p.source for p in own_set.calls}
    for p in chosen_set.calls:  # entry points only the chosen release has, unused here
        if p.name in chosen.unused and p.op in PROGRAM_OPS and p.source not in own_sources:
            lines.append(f"{chosen.patterns} expects {p.name} ({p.op}: {_short(p.source, 90)}), "
                         "which this module never calls")
    return lines


def _short(text: str, n: int = 160) -> str:
    return text if len(text) <= n else text[:n - 3] + "..."


def choose_patterns(module: Module, patterns: Optional[str], release: Optional[str]):
    """(pattern set, detection, warnings) for a module and the command-line choice: `patterns` is a
    pattern file (.toml) or family, `release` a DPC++ release; by default the detected release's."""
    det = detect_release(module)
    warnings = list(det.warnings)
    if patterns:
        return pattern_set(patterns), det, warnings
    if release:
        known, extra = resolve_release(release)
        warnings += extra
        return pattern_set(family_of(known)), det, warnings
    return pattern_set(det.family), det, warnings


def coverage_json(report: CoverageReport, det: Detection, warnings: list, differs: list) -> dict:
    return {
        "release": det.release, "detected_family": det.family, "patterns": report.patterns,
        "warnings": warnings,
        "unexplained": [{"callee": c.callee, "symbol": c.symbol, "count": c.count, "critical": c.critical}
                        for c in report.unexplained],
        "explained": [{"callee": c.callee, "count": c.count, "pattern": c.pattern, "op": c.op}
                      for c in report.callees if c.pattern],
        "headers_recognised": report.headers,
        "unused_patterns": report.unused,
        "differs": differs,
        "failed": report.failed,
    }


def format_coverage(report: CoverageReport, det: Detection, warnings: list, differs: list) -> str:
    lines = [f"release: DPC++ {det.release} (by {det.method}); patterns: {report.patterns} ({report.path})"]
    lines += [f"warning: {w}" for w in warnings]
    n_sites = sum(c.count for c in report.callees)
    lines.append(f"runtime calls: {n_sites} call sites to {len(report.callees)} runtime functions")
    un = report.unexplained
    if un:
        lines.append(f"unexplained: {len(un)} runtime function(s), {sum(c.count for c in un)} call site(s)")
        for c in un:
            lines.append(f"  {c.count:4d}  {_short(c.callee)}{'   [launches or builds a kernel argument]' if c.critical else ''}")
    else:
        lines.append("unexplained: none")
    lines.append("explained:")
    by_pattern: dict = {}
    for c in report.callees:
        if c.pattern:
            by_pattern.setdefault((c.pattern, c.op), []).append(c)
    for (name, op), cs in sorted(by_pattern.items()):
        lines.append(f"  {name} ({op}): {sum(c.count for c in cs)} call site(s)")
    if report.headers:
        lines.append("header functions recognised (not inlined):")
        for name, fns in sorted(report.headers.items()):
            lines.append(f"  {name}: {len(fns)}  e.g. {fns[0][:150]}")
    else:
        lines.append("header functions recognised (not inlined): none")
    if differs:
        lines.append("differences from the detected release's pattern set:")
        lines += [f"  {d}" for d in differs]
    lines.append("result: FAIL (a call that launches or builds a kernel argument is unexplained)" if report.failed
                 else "result: ok")
    return "\n".join(lines) + "\n"
