"""Names as a reader wants them: short function names, kernels named as written, warnings counted.

What the tools print names C++ entities in two spellings.  JSON keeps the exact one (a kernel's
mangled `_ZTS...` symbol, a function's full qualified name); text for a reader shortens it:

  - a function: its qualified name (passes.host.patterns.qualified_name) with every template
    argument list elided as `<...>`, the parameter lists of the functions a local entity sits in
    dropped, lambdas as `{lambda#1}` and `sycl::_V1::` as `sycl::` --
    `std::_Hashtable<...>::_M_rehash_aux`;
  - a kernel: the name the source gives it (`kernel_display_name`): `Gemm` for `_ZTS4Gemm`,
    `harness::Gemm` for `_ZTSN7harness4GemmE`, a local class by its own name, a lambda by where it
    is (`lambda #1 in main`, `lambda #1 in lambda #2 in main`), DPC++'s range-rounding wrappers
    (`__pf_kernel_wrapper<K>`, `RoundedRangeKernel<item, D, K>`) as `range-rounding wrapper of K`,
    the kernels of `sycl::reduction` as `reduction kernel of K` (with the reducers' types, if
    any, elided).  Kernels the headers make for themselves (`sycl::handler::fill<...>`) keep
    their scope, with template arguments elided.

`Named` is text made of plain parts and `Name`s: its `str` is the exact text (what JSON and
`--verbose` show), `short` the reader's.  `format_warnings` prints a list of warnings: each short
text once, with how many instantiations (distinct exact texts) it stands for.  Nothing here reads
IR; a name that does not demangle or parse is shown as it is.
"""
from __future__ import annotations

import functools
import re
from typing import Optional

from passes.analysis.device_model import template_arguments, wrapped_kernel_type
from passes.host.patterns import bracket_depths, demangle, qualified_name

_LOCAL_ENTITY = re.compile(r"\{(lambda|unnamed type)\b.*#(\d+)\}", re.S)  # `{lambda(int)#2}` -> lambda, 2
_INLINE_NAMESPACE = re.compile(r"\bsycl::_V1::")
_KERNEL_SYMBOL = re.compile(r"_ZTS[\w$.]+")
_TYPEINFO_NAME = "typeinfo name for "
_REDUCTION = re.compile(r"sycl::(?:_V1::)?detail::reduction::(MainKrn|InitMemKrn)<")


class Name(str):
    """A C++ name in text: `str` is its exact spelling, `short` the reader's."""

    short: str

    def __new__(cls, exact: str, short: str):
        name = super().__new__(cls, exact)
        name.short = short
        return name


class Named(str):
    """Text naming functions or kernels: the concatenation of `parts` (plain text and `Name`s, a
    `Named` given as a part is spliced in) -- its exact text; `short` writes each Name short."""

    parts: tuple

    def __new__(cls, *parts):
        flat = tuple(p for part in parts for p in (part.parts if isinstance(part, Named) else (part,)))
        text = super().__new__(cls, "".join(flat))
        text.parts = flat
        return text

    @property
    def short(self) -> str:
        return "".join(p.short if isinstance(p, Name) else p for p in self.parts)


def short_text(text: str) -> str:
    """What a reader sees of `text`: a Named's short form, any other text as it is."""
    return text.short if isinstance(text, Named) else str(text)


# ---- functions


def function_name(symbol: str) -> Name:
    """A function named by its symbol (or its demangled signature): exact, its qualified name;
    short, that with template arguments elided (`std::vector<...>::_M_realloc_insert<...>`)."""
    exact = qualified_name(demangle(symbol))
    return Name(exact, short_function_name(exact))


@functools.lru_cache(maxsize=4096)
def short_function_name(qualified: str) -> str:
    """`qualified` with each top-level template argument list elided as `<...>`, the parameter
    lists of enclosing functions dropped, local entities as `{lambda#N}`, `sycl::_V1::` as `sycl::`."""
    out, last, opened = [], 0, None
    for i, c, depth in bracket_depths(qualified):
        if depth != 0:
            continue
        if c in "<({[" and opened is None:
            opened = i
        elif c in ">)}]" and opened is not None:
            group = qualified[opened:i + 1]
            out.append(qualified[last:opened])
            if c == ">":
                out.append("<...>")
            elif c == "}":
                m = _LOCAL_ENTITY.fullmatch(group)
                out.append(f"{{{m.group(1)}#{m.group(2)}}}" if m else group)
            elif c == "]" or group == "(anonymous namespace)":
                out.append(group)
            last, opened = i + 1, None
    if opened is not None:  # unbalanced: not a name this understands
        return _INLINE_NAMESPACE.sub("sycl::", qualified)
    out.append(qualified[last:])
    return _INLINE_NAMESPACE.sub("sycl::", "".join(out))


# ---- kernels


def kernel_name(name: str) -> Name:
    """A kernel named by its symbol or its kernel-name type: exact as given, short its display name."""
    return Name(name, kernel_display_name(name))


@functools.lru_cache(maxsize=4096)
def kernel_display_name(name: str) -> str:
    """The kernel as the source names it, from its `_ZTS...` symbol or the demangled kernel-name
    type (see the module docstring); the name itself when it does not demangle."""
    if name.startswith("_Z"):
        text = demangle(name)
        if not text.startswith(_TYPEINFO_NAME):
            return name
        name = text[len(_TYPEINFO_NAME):]
    return _INLINE_NAMESPACE.sub("sycl::", _display_type(name.strip()))


def display_kernels_in(text: str) -> str:
    """`text` with every kernel symbol (`_ZTS...`) in it written as its display name."""
    return _KERNEL_SYMBOL.sub(lambda m: kernel_display_name(m.group()), text)


def _display_type(type_name: str) -> str:
    wrapped = wrapped_kernel_type(type_name)
    if wrapped is not None:
        return "range-rounding wrapper of " + _display_type(wrapped)
    reduction = _REDUCTION.match(type_name)
    if reduction is not None:
        args = template_arguments(type_name)
        if args:
            inner = _display_type(args[0])
            if reduction.group(1) == "MainKrn":  # <K, strategy, the reducers' types...>
                reducers = ", ".join(short_function_name(a) for a in args[2:])
                return f"reduction kernel of {inner}" + (f" ({reducers})" if reducers else "")
            return "reduction memory initialisation of " + inner.removeprefix("reduction kernel of ")
    scopes = _scopes(type_name)
    if scopes is None or len(scopes) == 1:
        return _shortened_if_header(type_name)
    last = scopes[-1]
    local = _LOCAL_ENTITY.fullmatch(last)
    if local is not None:
        return f"{local.group(1)} #{local.group(2)} in {_display_scope(scopes[:-1])}"
    if any(_is_function(s) for s in scopes[:-1]):
        return last  # a class declared in a function: the name the source gives it
    return _shortened_if_header(type_name)


def _display_scope(scopes: list) -> str:
    """Where a local entity is: the function (`main`, `Foo<int>::run`) or the lambda it is in."""
    last = scopes[-1]
    if len(scopes) >= 2 and last.startswith("operator()") and _LOCAL_ENTITY.fullmatch(scopes[-2]):
        scopes, last = scopes[:-1], scopes[-2]  # the body of a lambda: the lambda
    local = _LOCAL_ENTITY.fullmatch(last)
    if local is not None:
        return f"{local.group(1)} #{local.group(2)} in {_display_scope(scopes[:-1])}" if len(scopes) > 1 else \
            f"{local.group(1)} #{local.group(2)}"
    function = "::".join(scopes[:-1] + [_without_parameters(last)])
    return _shortened_if_header(function)


def _shortened_if_header(name: str) -> str:
    """A name of the SYCL headers' own with its template arguments elided; others as they are."""
    return short_function_name(name) if name.startswith(("sycl::", "cl::sycl::")) else name


def _scopes(name: str) -> Optional[list]:
    """The `::`-separated scopes of a qualified name, brackets respected; None when unbalanced."""
    cuts, depth_end = [], 0
    for i, c, depth in bracket_depths(name, ":"):
        if c == ":" and depth == 0 and name.startswith("::", i) and i > depth_end:
            cuts.append(i)
            depth_end = i + 1
    parts, start = [], 0
    for cut in cuts:
        parts.append(name[start:cut])
        start = cut + 2
    parts.append(name[start:])
    return parts if all(parts) else None


def _is_function(scope: str) -> bool:
    """Whether a scope is a function (`run(sycl::_V1::queue&)`, `operator()(int) const`)."""
    return any(c == "(" and depth == 0 for _, c, depth in bracket_depths(scope))


def _without_parameters(scope: str) -> str:
    """`run` from `run(sycl::_V1::queue&)`: a function scope without its parameters and qualifiers."""
    for i, c, depth in bracket_depths(scope):
        if c == "(" and depth == 0:
            return scope[:i]
    return scope


# ---- warnings


def format_warnings(warnings, verbose: bool = False) -> list[str]:
    """The lines that say `warnings` (strings, some Named): each once; short unless `verbose`, the
    short text of several warnings once with how many instantiations it stands for."""
    if verbose:
        return list(dict.fromkeys(str(w) for w in warnings))
    exact_texts: dict = {}
    for w in warnings:
        exact_texts.setdefault(short_text(w), set()).add(str(w))
    return [text + (f" ({len(exact)} instantiations)" if len(exact) > 1 else "") for text, exact in exact_texts.items()]


KERNEL_NAME_LIMIT = 64  # OpenCL implementations limit kernel names (PoCL fails to link much longer ones)


def new_kernel_symbol(prefix: str, kernels) -> str:
    """The symbol of a kernel sycl-lift adds for `kernels` (symbols): `prefix` and their names as the
    source gives them (`sycl_lift_fused_ToGray_Normalise`), a C identifier; cut, with a hash of the
    symbols, where that is longer than KERNEL_NAME_LIMIT."""
    name = prefix + "_".join(re.sub(r"\W+", "_", kernel_display_name(k)).strip("_") for k in kernels)
    if len(name) <= KERNEL_NAME_LIMIT:
        return name
    import hashlib  # (here: the raise, which imports this module, hashes without OpenSSL's hashlib)

    digest = hashlib.sha1(" ".join(kernels).encode()).hexdigest()[:8]
    return name[:KERNEL_NAME_LIMIT - 9].rstrip("_") + "_" + digest
