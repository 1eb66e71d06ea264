"""libc and libstdc++ procedures: allocation, memcpy/memset, function-local statics, strlen; and
the C library's option parsing, exact on concrete strings: strtol and its kin (strtoul, strtoll,
strtoull, the __isoc23_ ones), atoi, atol, atoll, strtod, strtof, atof, sscanf, getopt,
getopt_long, strcmp, strncmp, memcmp, bcmp and errno (__errno_location).  libstdcxx models
std::string, std::map's tree and std::unordered_map's hashing with the same `exact` machinery
(below).

Every allocation (operator new and new[] in all their forms, malloc, calloc, aligned_alloc, an
exception object) is a new heap object, distinct from every other whatever its size; calloc's
bytes read as zero, the others' as Unknown until written.
"""
from __future__ import annotations

import math

from passes.host import procedures
from passes.host.memory import Obj
from passes.host.procedures import library
from passes.host.frames import Finished
from passes.host.patterns import demangle
from passes.host.values import Ptr, Unknown, Within, signed


@library("_Znwm", "_Znam", "_ZnwmSt11align_val_t", "_ZnamSt11align_val_t", "malloc", "aligned_alloc",
         "__cxa_allocate_exception", "_ZnwmRKSt9nothrow_t")
def allocate(m, a, rty, site):
    return m.memory.allocate_heap(zero=False)


@library("calloc")
def allocate_zeroed(m, a, rty, site):
    return m.memory.allocate_heap(zero=True)


@library("memcpy", "memmove")
def memcpy(m, a, rty, site):
    m.memory.copy(a[0], a[1], a[2])
    return a[0]


@library("memset")
def memset(m, a, rty, site):
    m.memory.fill(a[0], a[1], a[2])
    return a[0]


@library("__cxa_guard_acquire")
def guard_acquire(m, a, rty, site):
    """Function-local statics: initialise on first use."""
    g = m.memory.load(a[0], "i8") if a else None
    return 1 if g == 0 else 0 if type(g) is int else Unknown()


@library("__cxa_guard_release")
def guard_release(m, a, rty, site):
    m.memory.store(a[0], "i8", 1)
    return None


@library("strlen")
def strlen(m, a, rty, site):
    s = m.memory.cstring(a[0])
    return len(s.encode()) if s is not None else Unknown()


# ---- concrete models: exact on concrete inputs, the unmodelled rule otherwise
#
# The models below run the C library's (and, in libstdcxx, libstdc++'s) own algorithm on what they
# read.  Whatever they must read to decide something -- a byte of a string, a length, where a
# pointer points -- has to be concrete: an Unknown value, a pointer at an unknown offset (Within)
# or a byte nobody wrote raises NotConcrete, always before the model has written anything or made
# an object, and the call then is what an unmodelled call is (an Unknown result, plus the writes
# `fallback` says).  Values a model only moves (a pointer it stores, string bytes it copies) may be
# anything: they are moved as they are.


class NotConcrete(Exception):
    """Something a model has to read to act is not concrete: the call is left to its fallback."""


def unmodelled(name: str):
    """The fallback of a model of `name`: what call_library does for a function nobody modelled
    (its non-const pointer and reference arguments' objects become Unknown)."""
    def fallback(m, a):
        procedures._may_write_through(m, name, a)
    return fallback


def writes_nothing(m, a):
    """The fallback of a model of a function that writes no memory (strcmp, _Rb_tree_increment)."""


def exact(*names: str, fallback=None):
    """Register a model that may raise NotConcrete under its symbols: on NotConcrete the call's
    result is Unknown (for a non-void call) and `fallback(machine, args)` makes the writes the call
    may have made unknown (default: the unmodelled rule of the symbol called)."""
    def register(model):
        for name in names:
            on_unknown = fallback if fallback is not None else unmodelled(name)

            def procedure(m, a, rty, site, on_unknown=on_unknown):
                try:
                    return model(m, a, rty, site)
                except NotConcrete:
                    on_unknown(m, a)
                    return procedures._no_result(m, site) if rty and rty != "void" else None
            library(name)(procedure)
        return model
    return register


MAX_CSTRING = 1 << 20  # the most bytes a model reads from one string (more: NotConcrete)


def need_int(v) -> int:
    if type(v) is not int:
        raise NotConcrete(v)
    return v


def need_ptr(v) -> Ptr:
    if type(v) is not Ptr:
        raise NotConcrete(v)
    return v


def at(p: Ptr, off: int) -> Ptr:
    return Ptr(p.obj, p.off + off)


def byte_at(p, i: int) -> int:
    """The byte at p + i, which must be concrete."""
    b = need_ptr(p).obj.read_bytes(p.off + i, 1)
    if b is None:
        raise NotConcrete(p)
    return b[0]


def bytes_at(p, n: int) -> bytes:
    """The n bytes at p, all of which must be concrete (and not more than MAX_CSTRING)."""
    if n == 0:
        return b""
    if n > MAX_CSTRING:
        raise NotConcrete(n)
    b = need_ptr(p).obj.read_bytes(p.off, n)
    if b is None:
        raise NotConcrete(p)
    return b


def cstring_at(p) -> bytes:
    """The bytes of the C string at p (up to its NUL, not included), all concrete."""
    out = bytearray()
    while True:
        c = byte_at(p, len(out))
        if c == 0:
            return bytes(out)
        out.append(c)
        if len(out) >= MAX_CSTRING:
            raise NotConcrete(p)


def result_bits(rty) -> int:
    """The width of an integer result type ("i32" -> 32); 64 when it is not one."""
    return int(rty[1:]) if type(rty) is str and rty[:1] == "i" and rty[1:].isdigit() else 64


# ---- errno

ERANGE, EINVAL = 34, 22


def library_object(m, name: str) -> Obj:
    """An object of the C library's own (errno, getopt's state): zero-initialised, made on first use
    and kept in m.library_state; an object of the machine's memory, so that forks and loop
    summaries treat it as any memory."""
    state = getattr(m, "library_state", None)
    if state is None:
        state = m.library_state = {}
    if name not in state:
        state[name] = Obj("global", name, zero=True)
    return state[name]


def errno_of(m) -> Ptr:
    """The machine's errno: one zero-initialised int."""
    return Ptr(library_object(m, "errno"), 0)


@library("__errno_location")
def errno_location(m, a, rty, site):
    return errno_of(m)


def set_errno(m, value: int) -> None:
    m.memory.store(errno_of(m), "i32", value)


# ---- strtol and its kin

SPACES = frozenset(b" \t\n\v\f\r")


def leading_sign(p: Ptr) -> tuple:
    """(whether the number at p is negative, the offset after its white space and sign), as the
    strto* functions skip them."""
    i = 0
    while byte_at(p, i) in SPACES:
        i += 1
    negative = byte_at(p, i) == ord("-")
    return negative, i + (byte_at(p, i) in b"+-")


def parse_integer(p: Ptr, base: int, binary_prefix: bool):
    """glibc's strtol scanner in the C locale on the string at p: (magnitude, negative, end offset);
    end offset 0 when no number was found (strtol then returns 0 and sets *endptr to p).  `base` is
    0 or 2..36; `binary_prefix`: C23's 0b/0B prefix (the __isoc23_ functions)."""
    negative, i = leading_sign(p)
    if byte_at(p, i) == ord("0"):
        prefix = byte_at(p, i + 1) | 0x20  # (lower case)
        if base in (0, 16) and prefix == ord("x"):
            i, base = i + 2, 16
        elif binary_prefix and base in (0, 2) and prefix == ord("b"):
            i, base = i + 2, 2
        elif base == 0:
            base = 8
    elif base == 0:
        base = 10
    start, value = i, 0
    while True:
        d = _digit(byte_at(p, i))
        if d >= base:
            break
        value = min(value * base + d, 1 << 65)  # (past 2**64 it only matters that it overflows)
        i += 1
    if i == start:
        # no digits: "0x" (or "0b") followed by none is the number 0 ending at the 'x'
        if start >= 2 and byte_at(p, start - 2) == ord("0") and byte_at(p, start - 1) | 0x20 in (ord("x"), ord("b")):
            return 0, False, start - 1
        return 0, False, 0
    return value, negative, i


def _digit(c: int) -> int:
    if ord("0") <= c <= ord("9"):
        return c - ord("0")
    if ord("a") <= c | 0x20 <= ord("z"):
        return (c | 0x20) - ord("a") + 10
    return 99


def strto_integer(m, a, bits: int, is_signed: bool, binary_prefix: bool = False):
    """strtol/strtoul/... (a: nptr, endptr or none, base or none): the result as an unsigned
    `bits`-bit int; *endptr written when endptr is a pointer, errno set to ERANGE on overflow."""
    nptr = need_ptr(a[0])
    end = a[1] if len(a) > 1 else 0
    base = signed(need_int(a[2]), 32) if len(a) > 2 else 10
    if type(end) is not Ptr and end != 0:
        raise NotConcrete(end)
    if base < 0 or base == 1 or base > 36:
        set_errno(m, EINVAL)
        return 0
    magnitude, negative, stop = parse_integer(nptr, base, binary_prefix)
    if type(end) is Ptr:
        m.memory.store(end, "ptr", at(nptr, stop))
    mask = (1 << bits) - 1
    if is_signed:
        limit = (1 << (bits - 1)) if negative else (1 << (bits - 1)) - 1
        if magnitude > limit:
            set_errno(m, ERANGE)
            return limit if not negative else (-limit) & mask
    elif magnitude > mask:
        set_errno(m, ERANGE)
        return mask
    return (-magnitude if negative else magnitude) & mask


def strto_unknown(m, a):
    """What strto*, ato* may have written when the string is not concrete: *endptr (a pointer into
    the string, or Unknown) and errno."""
    end = a[1] if len(a) > 1 else 0
    if type(end) in (Ptr, Within):
        m.memory.store(end, "ptr", Within(a[0].obj) if type(a[0]) in (Ptr, Within) else Unknown())
    set_errno(m, Unknown())


@exact("strtol", "strtoll", fallback=strto_unknown)
def strtol(m, a, rty, site):
    """Exact on a concrete string and base: C's strtol (64-bit long), errno ERANGE on overflow."""
    return strto_integer(m, a, 64, True)


@exact("strtoul", "strtoull", fallback=strto_unknown)
def strtoul(m, a, rty, site):
    """Exact on a concrete string and base: C's strtoul ("-1" is 2**64 - 1), errno ERANGE on overflow."""
    return strto_integer(m, a, 64, False)


@exact("__isoc23_strtol", "__isoc23_strtoll", fallback=strto_unknown)
def isoc23_strtol(m, a, rty, site):
    """strtol with C23's 0b/0B binary prefix (base 0 or 2)."""
    return strto_integer(m, a, 64, True, binary_prefix=True)


@exact("__isoc23_strtoul", "__isoc23_strtoull", fallback=strto_unknown)
def isoc23_strtoul(m, a, rty, site):
    """strtoul with C23's 0b/0B binary prefix (base 0 or 2)."""
    return strto_integer(m, a, 64, False, binary_prefix=True)


@exact("atoi", "atol", "atoll", fallback=strto_unknown)
def atoi(m, a, rty, site):
    """glibc's atoi/atol/atoll: (int) strtol(s, NULL, 10), truncated to the result's width."""
    return strto_integer(m, a[:1], 64, True) & ((1 << result_bits(rty)) - 1)


# ---- strtod, strtof, atof

MAX_FLOAT_TEXT = 5000  # a number written with more characters is not converted (NotConcrete)
DOUBLE = (53, -1074, 1024)  # significand bits; exponent of the smallest subnormal; 2**huge overflows
FLOAT = (24, -149, 128)


def parse_float(p: Ptr):
    """glibc's strtod scanner in the C locale on the string at p: (kind, negative, number, end
    offset), kind "inf", "nan", None (no number: end offset 0) or a radix: 10 with number (digits,
    power of ten), 16 with (digits, power of two).  "nan(...)" raises NotConcrete (its payload bits
    are glibc's)."""
    negative, i = leading_sign(p)
    if _lower(p, i, 3) == b"inf":
        return "inf", negative, None, i + (8 if _lower(p, i + 3, 5) == b"inity" else 3)
    if _lower(p, i, 3) == b"nan":
        if byte_at(p, i + 3) == ord("("):
            raise NotConcrete(p)
        return "nan", negative, None, i + 3
    radix = 16 if _lower(p, i, 2) == b"0x" else 10
    j = i + 2 if radix == 16 else i
    digits, exponent, seen = 0, 0, False
    while _digit(byte_at(p, j)) < radix and j - i <= MAX_FLOAT_TEXT:
        digits, seen, j = digits * radix + _digit(byte_at(p, j)), True, j + 1
    if byte_at(p, j) == ord(".") and (seen or _digit(byte_at(p, j + 1)) < radix):
        j += 1
        while _digit(byte_at(p, j)) < radix:
            digits, seen, j = digits * radix + _digit(byte_at(p, j)), True, j + 1
            exponent -= 1 if radix == 10 else 4
            if j - i > MAX_FLOAT_TEXT:
                raise NotConcrete(p)
    if j - i > MAX_FLOAT_TEXT:
        raise NotConcrete(p)
    if not seen:
        if radix == 16:  # "0x" and no hex digit: the number 0, ending at the 'x'
            return 10, negative, (0, 0), i + 1
        return None, False, None, 0
    if byte_at(p, j) | 0x20 == (ord("p") if radix == 16 else ord("e")):
        k = j + 1
        minus = byte_at(p, k) == ord("-")
        if byte_at(p, k) in b"+-":
            k += 1
        if _digit(byte_at(p, k)) < 10:
            written = 0
            while _digit(byte_at(p, k)) < 10:
                written, k = min(written * 10 + _digit(byte_at(p, k)), 1 << 40), k + 1
            exponent, j = exponent - written if minus else exponent + written, k
    return radix, negative, (digits, exponent), j


def _lower(p: Ptr, i: int, n: int) -> bytes:
    """n bytes at p + i in lower case; stops (shorter) at a NUL."""
    out = bytearray()
    for k in range(n):
        c = byte_at(p, i + k)
        if c == 0:
            break
        out.append(c | 0x20 if ord("A") <= c <= ord("Z") else c)
    return bytes(out)


def to_binary(num: int, den: int, two: int, fmt):
    """num / den * 2**two (num > 0) rounded to nearest, ties to even, in `fmt` (DOUBLE or FLOAT):
    (value, overflowed: the value is inf).  Raises NotConcrete below the smallest normal number (an
    underflow: whether glibc sets ERANGE there depends on exactness; not modelled)."""
    bits, tiny, huge = fmt
    e = num.bit_length() - den.bit_length()
    if (num << max(0, -e)) < (den << max(0, e)):
        e -= 1
    e += two  # 2**e <= value < 2**(e+1)
    if e >= huge:
        return math.inf, True
    if e < tiny + bits - 1:
        raise NotConcrete(num)
    quantum = e - bits + 1
    shift = two - quantum
    n, d = (num << shift, den) if shift >= 0 else (num, den << -shift)
    q, r = divmod(n, d)
    if 2 * r > d or (2 * r == d and q & 1):
        q += 1
    if q.bit_length() + quantum > huge:
        return math.inf, True
    return math.ldexp(q, quantum), False


def float_value(radix: int, number, fmt):
    """The (digits, exponent) of parse_float as (value, overflowed) in `fmt`."""
    digits, exponent = number
    if digits == 0:
        return 0.0, False
    if radix == 16:
        if digits.bit_length() + exponent > 2 * fmt[2]:
            return math.inf, True
        if digits.bit_length() + exponent < 2 * fmt[1]:
            raise NotConcrete(digits)
        return to_binary(digits, 1, exponent, fmt)
    size = digits.bit_length() * 3 // 10 + exponent  # 10**(size-2) <= value < 10**(size+1)
    if size > 400:
        return math.inf, True
    if size < -400:
        raise NotConcrete(digits)
    if exponent >= 0:
        return to_binary(digits * 10 ** exponent, 1, 0, fmt)
    return to_binary(digits, 10 ** -exponent, 0, fmt)


def strto_float(m, a, fmt) -> float:
    """strtod/strtof (a: nptr, endptr or none): the value, *endptr written when endptr is a
    pointer, errno set to ERANGE on overflow (the result is then +-inf, HUGE_VAL)."""
    nptr = need_ptr(a[0])
    end = a[1] if len(a) > 1 else 0
    if type(end) is not Ptr and end != 0:
        raise NotConcrete(end)
    kind, negative, number, stop = parse_float(nptr)
    overflow = False
    if kind == "inf":
        value = math.inf
    elif kind == "nan":
        value = math.nan
    elif kind is None:
        value = 0.0
    else:
        value, overflow = float_value(kind, number, fmt)
    if type(end) is Ptr:
        m.memory.store(end, "ptr", at(nptr, stop))
    if overflow:
        set_errno(m, ERANGE)
    return -value if negative else value


@exact("strtod", fallback=strto_unknown)
def strtod(m, a, rty, site):
    """Exact on a concrete string: C's strtod, correctly rounded (decimal and hexadecimal forms,
    inf, infinity, nan), errno ERANGE on overflow; Unknown for an underflow and for nan(...)."""
    return strto_float(m, a, DOUBLE)


@exact("strtof", fallback=strto_unknown)
def strtof(m, a, rty, site):
    """strtod rounded to float once (not through double)."""
    return strto_float(m, a, FLOAT)


@exact("atof", fallback=strto_unknown)
def atof(m, a, rty, site):
    """glibc's atof: strtod(s, NULL)."""
    return strto_float(m, a[:1], DOUBLE)


# ---- comparisons


def _difference(x: int, y: int, rty) -> int:
    """A comparison's result: the difference of the first bytes that differ (as glibc's generic
    code gives it; only its sign is specified), unsigned to the result's width."""
    return (x - y) & ((1 << result_bits(rty)) - 1)


@exact("strcmp", fallback=writes_nothing)
def strcmp(m, a, rty, site):
    """Exact on concrete bytes up to the first difference or NUL."""
    for i in range(MAX_CSTRING):
        x, y = byte_at(a[0], i), byte_at(a[1], i)
        if x != y or x == 0:
            return _difference(x, y, rty)
    raise NotConcrete(a[0])


@exact("strncmp", fallback=writes_nothing)
def strncmp(m, a, rty, site):
    """Exact on a concrete count and concrete bytes up to the first difference, NUL or the count."""
    n = need_int(a[2])
    for i in range(min(n, MAX_CSTRING)):
        x, y = byte_at(a[0], i), byte_at(a[1], i)
        if x != y or x == 0:
            return _difference(x, y, rty)
    if n > MAX_CSTRING:
        raise NotConcrete(n)
    return 0


@exact("memcmp", "bcmp", fallback=writes_nothing)
def memcmp(m, a, rty, site):
    """Exact on a concrete count and concrete bytes up to the first difference (bcmp: the same
    nonzero value memcmp gives)."""
    n = need_int(a[2])
    for i in range(min(n, MAX_CSTRING)):
        x, y = byte_at(a[0], i), byte_at(a[1], i)
        if x != y:
            return _difference(x, y, rty)
    if n > MAX_CSTRING:
        raise NotConcrete(n)
    return 0


# ---- sscanf

# conversion -> (base, signed) of the integer conversions; glibc reads them with strtol / strtoul
_SCANF_INTEGERS = {ord("d"): (10, True), ord("i"): (0, True), ord("u"): (10, False), ord("o"): (8, False),
                   ord("x"): (16, False), ord("X"): (16, False)}
_SCANF_FLOATS = b"fFeEgGaA"
# length modifier -> bits of the integer it stores (none: int)
_SCANF_LENGTHS = {b"hh": 8, b"h": 16, b"": 32, b"l": 64, b"ll": 64, b"q": 64, b"j": 64, b"z": 64, b"t": 64}


class _Scan:
    """The state of one sscanf: the input's bytes, where it stands, the writes to make."""

    def __init__(self, text: bytes):
        self.text, self.at, self.writes = text, 0, []

    def skip_space(self) -> None:
        while self.at < len(self.text) and self.text[self.at] in SPACES:
            self.at += 1

    def run(self, accept, width: int) -> bytes:
        """The longest run of bytes `accept` takes, at most `width` of them."""
        start = self.at
        while self.at < len(self.text) and self.at - start < width and accept(self.text[self.at]):
            self.at += 1
        return self.text[start:self.at]


def _scan_integer(scan: _Scan, base: int, width: int, binary_prefix: bool):
    """The characters of an integer glibc's scanf takes in `base` (0: C's prefixes; `binary_prefix`:
    C23's 0b too), at most `width`: (magnitude, negative), or None where none are a number (a
    matching failure)."""
    text, start = scan.text, scan.at
    end = min(len(text), start + width)
    i = start + (start < end and text[start] in b"+-")
    negative = i > start and text[start] == ord("-")
    prefixes = b"xXbB" if binary_prefix and base == 0 else b"xX" if base in (0, 16) else b""
    if i + 1 < end and text[i] == ord("0") and text[i + 1] in prefixes:
        base = 16 if text[i + 1] in b"xX" else 2
        if i + 2 >= end or _digit(text[i + 2]) >= base:
            raise NotConcrete(text)  # ("0x" and no digit after it: how much glibc takes is its own)
        i += 2
    elif base == 0:
        base = 8 if text[i:i + 1] == b"0" else 10
    digits = i
    while i < end and _digit(text[i]) < base:
        i += 1
    if i == digits:
        return None
    scan.at = i
    return int(text[digits:i], base), negative


def _scan_set(fmt: bytes, j: int) -> tuple:
    """The scanset of `%[` whose set starts at fmt[j]: (a test of a byte, the index after its `]`).
    A `]` first (after a `^`) is in the set; `a-z` is a range, as glibc reads it."""
    negate = fmt[j:j + 1] == b"^"
    j += negate
    members = set()
    first = True
    while j < len(fmt) and (first or fmt[j] != ord("]")):
        if fmt[j] == ord("-") and not first and j + 1 < len(fmt) and fmt[j + 1] != ord("]") and members:
            low = fmt[j - 1]
            members.update(range(low, fmt[j + 1] + 1))
            j += 2
        else:
            members.add(fmt[j])
            j += 1
        first = False
    if j >= len(fmt):
        raise NotConcrete(fmt)  # (an unterminated set: glibc's own error handling)
    return (lambda c: (c in members) != negate), j + 1


def scanf_unknown(m, a):
    """What sscanf may have written when the string or format is not concrete: the objects its
    destination arguments point into (not the string or the format it reads)."""
    for p in a[2:]:
        if type(p) in (Ptr, Within):
            m.memory.havoc_object(p.obj)


@exact("sscanf", "__isoc99_sscanf", fallback=scanf_unknown)
def sscanf(m, a, rty, site):
    """Exact on a concrete string and format: C's sscanf in the C locale -- white space, literal
    bytes and %%; the conversions d i u o x X (hh h l ll j z t q), f e g a (float, l: double), s, c,
    [set] and n, with widths and `*` -- giving the count of assignments, or EOF where the input
    ends before the first conversion.  Nothing is written unless the whole call is known (a pointer
    conversion, long double, a destination not a known pointer: Unknown, the fallback's writes)."""
    return scan_formatted(m, a, rty, binary_prefix=False)


@exact("__isoc23_sscanf", fallback=scanf_unknown)
def isoc23_sscanf(m, a, rty, site):
    """sscanf whose %i takes C23's 0b/0B binary prefix (its %b conversion: not modelled)."""
    return scan_formatted(m, a, rty, binary_prefix=True)


def scan_formatted(m, a, rty, binary_prefix: bool) -> int:
    """sscanf (a: the string, the format, the destinations), as its model says."""
    scan, fmt, args = _Scan(cstring_at(a[0])), cstring_at(a[1]), list(a[2:])
    assigned, converted, failed_input, j = 0, 0, False, 0

    def destination():
        if not args:
            raise NotConcrete(fmt)  # (fewer arguments than conversions: undefined)
        return need_ptr(args.pop(0))

    while j < len(fmt):
        c = fmt[j]
        if c in SPACES:
            scan.skip_space()
            j += 1
            continue
        if c != ord("%") or fmt[j + 1:j + 2] == b"%":
            if c == ord("%"):
                scan.skip_space()
            if scan.at >= len(scan.text):
                failed_input = True
                break
            if scan.text[scan.at] != c:
                break
            scan.at += 1
            j += 2 if c == ord("%") else 1
            continue
        j += 1
        suppress = fmt[j:j + 1] == b"*"
        j += suppress
        digits = j
        while j < len(fmt) and ord("0") <= fmt[j] <= ord("9"):
            j += 1
        width = int(fmt[digits:j]) if j > digits else None
        length = next((x for x in (b"hh", b"ll", b"h", b"l", b"q", b"j", b"z", b"t", b"L") if fmt.startswith(x, j)), b"")
        j += len(length)
        if j >= len(fmt):
            raise NotConcrete(fmt)
        conv = fmt[j]
        j += 1
        if conv == ord("n"):
            if not suppress:
                scan.writes.append((destination(), f"i{_SCANF_LENGTHS.get(length, 32)}", scan.at))
            continue
        if conv not in b"[c":
            scan.skip_space()
        if scan.at >= len(scan.text):
            failed_input = True
            break
        if conv in _SCANF_INTEGERS and length in _SCANF_LENGTHS:
            base, is_signed = _SCANF_INTEGERS[conv]
            number = _scan_integer(scan, base, width or MAX_CSTRING, binary_prefix)
            if number is None:
                break
            magnitude, negative = number
            if is_signed:  # strtol's answer, then the store's width
                limit = (1 << 63) if negative else (1 << 63) - 1
                magnitude = min(magnitude, limit)
            elif magnitude >= 1 << 64:
                magnitude, negative = (1 << 64) - 1, False
            bits = _SCANF_LENGTHS[length]
            value, tyt = (-magnitude if negative else magnitude) & ((1 << bits) - 1), f"i{bits}"
        elif conv in _SCANF_FLOATS and length in (b"", b"l"):
            kind, negative, number, stop = parse_float(at(need_ptr(a[0]), scan.at))
            if kind is None:
                break
            if width is not None and stop > width:
                raise NotConcrete(fmt)  # (a number cut short by its width: not modelled)
            fmt_of = DOUBLE if length == b"l" else FLOAT
            value = math.inf if kind == "inf" else math.nan if kind == "nan" else float_value(kind, number, fmt_of)[0]
            value, tyt = -value if negative else value, "double" if length == b"l" else "float"
            scan.at += stop
        elif conv == ord("s") and not length:
            taken = scan.run(lambda b: b not in SPACES, width or MAX_CSTRING)
            value, tyt = taken + b"\0", f"[{len(taken) + 1} x i8]"
        elif conv == ord("c") and not length:
            if scan.at + (width or 1) > len(scan.text):
                failed_input = True
                break
            value = scan.run(lambda b: True, width or 1)
            tyt = f"[{len(value)} x i8]"
        elif conv == ord("[") and not length:
            accept, j = _scan_set(fmt, j)
            taken = scan.run(accept, width or MAX_CSTRING)
            if not taken:
                break
            value, tyt = taken + b"\0", f"[{len(taken) + 1} x i8]"
        else:
            raise NotConcrete(fmt)  # %p, long double, wide characters: not modelled
        converted += 1
        if not suppress:
            scan.writes.append((destination(), tyt, value))
            assigned += 1
    for pointer, tyt, value in scan.writes:
        m.memory.store(pointer, tyt, value)
    eof = failed_input and converted == 0
    return (-1 if eof else assigned) & ((1 << result_bits(rty)) - 1)


# ---- getopt, getopt_long

PERMUTE, REQUIRE_ORDER, RETURN_IN_ORDER = 0, 1, 2
# glibc's own state between calls (a library_object): whether it is initialised, the first and last
# non-option argument moved aside, the ordering, and the rest of a group of short options (`-vxn`)
_GETOPT_STATE = {"initialised": (0, "i32"), "first": (4, "i32"), "last": (8, "i32"), "ordering": (12, "i32"),
                 "nextchar": (16, "ptr"), "optind": (24, "i32")}  # (optind: where the program declares none)
_OPTION_SIZE = 32  # struct option {const char *name; int has_arg; int *flag; int val;} on x86_64
REQUIRED_ARGUMENT = 1


class _GetoptCall:
    """One call of getopt/getopt_long: glibc's algorithm on the machine's memory.  Reads argv, the
    option string, the long options and the state of the calls before; makes its writes (argv's
    order, optind, optarg, optopt, *longind, an option's flag, the state) only in `finish`, once
    the result is known (a NotConcrete before that writes nothing)."""

    def __init__(self, m, a, rty):
        self.m, self.rty = m, rty
        self.argc, self.argv = signed(need_int(a[0]), 32), need_ptr(a[1])
        self.spec = cstring_at(a[2])
        self.state = Ptr(library_object(m, "getopt state"), 0)
        self.given = [need_ptr(m.memory.load(at(self.argv, 8 * i), "ptr")) for i in range(max(self.argc, 0))]
        self.order = list(self.given)
        declared = program_global(m, "optind")
        optind = self.program_int("optind") if declared is not None else None
        initialised = optind != 0 and self.field("initialised") == 1  # (optind = 0: start again)
        if optind is None:
            if declared is not None and initialised:
                raise NotConcrete(self.argv)  # (the program's optind is not known)
            optind = self.field("optind") if initialised else 1  # (glibc's initial value)
        self.optind, self.optarg, self.optopt, self.writes = optind, 0, None, []
        if optind == 0 or not initialised:
            self.optind = max(optind, 1)
            self.first = self.last = self.optind
            self.nextchar = None
            lead = self.spec[:1]
            self.ordering = RETURN_IN_ORDER if lead == b"-" else REQUIRE_ORDER if lead == b"+" else PERMUTE
        else:
            self.first, self.last, self.ordering = self.field("first"), self.field("last"), self.field("ordering")
            nextchar = self.m.memory.load(at(self.state, _GETOPT_STATE["nextchar"][0]), "ptr")
            self.nextchar = nextchar if type(nextchar) is Ptr else None if nextchar == 0 else need_ptr(nextchar)
        if self.spec[:1] in (b"-", b"+"):
            self.spec = self.spec[1:]

    # ---- state and the program's globals
    def field(self, name: str) -> int:
        off, tyt = _GETOPT_STATE[name]
        return signed(need_int(self.m.memory.load(at(self.state, off), tyt)), 32)

    def program_int(self, name: str):
        p = program_global(self.m, name)
        value = self.m.memory.load(p, "i32") if p is not None else None
        return signed(value, 32) if type(value) is int else None

    def finish(self, c: int) -> int:
        m = self.m
        for i, (p, was) in enumerate(zip(self.order, self.given)):  # (argv as permuted)
            if p is not was:
                m.memory.store(at(self.argv, 8 * i), "ptr", p)
        for pointer, tyt, value in self.writes:
            m.memory.store(pointer, tyt, value)
        for name, value in (("initialised", 1), ("first", self.first), ("last", self.last), ("ordering", self.ordering),
                            ("optind", self.optind)):
            m.memory.store(at(self.state, _GETOPT_STATE[name][0]), "i32", value & 0xFFFFFFFF)
        m.memory.store(at(self.state, _GETOPT_STATE["nextchar"][0]), "ptr", self.nextchar or 0)
        for name, tyt, value in (("optind", "i32", self.optind & 0xFFFFFFFF), ("optarg", "ptr", self.optarg),
                                 ("optopt", "i32", None if self.optopt is None else self.optopt & 0xFFFFFFFF)):
            p = program_global(m, name)
            if p is not None and value is not None:
                m.memory.store(p, tyt, value)
        return c & ((1 << result_bits(self.rty)) - 1)

    # ---- glibc's algorithm
    def nonoption(self, i: int) -> bool:
        s = self.order[i]
        return byte_at(s, 0) != ord("-") or byte_at(s, 1) == 0

    def exchange(self) -> None:
        """Move the non-options passed (first .. last) after the options passed since (last .. optind)."""
        first, last, optind = self.first, self.last, self.optind
        self.order[first:optind] = self.order[last:optind] + self.order[first:last]
        self.first, self.last = first + optind - last, optind

    def next(self, longopts=None, longind=None) -> int:
        if self.argc < 1:
            return self.finish(-1)
        if self.nextchar is None or byte_at(self.nextchar, 0) == 0:
            self.last, self.first = min(self.last, self.optind), min(self.first, self.optind)
            if self.ordering == PERMUTE:
                if self.first != self.last and self.last != self.optind:
                    self.exchange()
                elif self.last != self.optind:
                    self.first = self.optind
                while self.optind < self.argc and self.nonoption(self.optind):
                    self.optind += 1
                self.last = self.optind
                if self.first != self.last and self.optind < self.argc:
                    raise NotConcrete(self.spec)  # (an option after a non-option: GNU permutes, POSIXLY_CORRECT stops)
            if self.optind != self.argc and cstring_at(self.order[self.optind]) == b"--":
                self.optind += 1
                if self.first != self.last and self.last != self.optind:
                    self.exchange()
                elif self.first == self.last:
                    self.first = self.optind
                self.last = self.optind = self.argc
            if self.optind == self.argc:
                if self.first != self.last:
                    self.optind = self.first
                return self.finish(-1)
            if self.nonoption(self.optind):
                if self.ordering == REQUIRE_ORDER:
                    return self.finish(-1)
                self.optarg, self.optind = self.order[self.optind], self.optind + 1
                return self.finish(1)
            if longopts is not None and byte_at(self.order[self.optind], 1) == ord("-"):
                return self.finish(self.long_option(need_ptr(longopts), longind))
            self.nextchar = at(self.order[self.optind], 1)
        return self.finish(self.short_option())

    def short_option(self) -> int:
        c = byte_at(self.nextchar, 0)
        self.nextchar = at(self.nextchar, 1)
        where = self.spec.find(bytes([c]))
        if byte_at(self.nextchar, 0) == 0:
            self.optind += 1
        if where < 0 or c in b":;":
            self.optopt = c
            return ord("?")
        takes = self.spec[where + 1:where + 3]
        if c == ord("W") and takes[:1] == b";":
            raise NotConcrete(self.spec)  # (`W;`: -W foo read as --foo, not modelled)
        if takes[:1] != b":":
            return c
        if byte_at(self.nextchar, 0) != 0:  # the rest of the word is the argument
            self.optarg, self.optind = self.nextchar, self.optind + 1
        elif takes == b"::":
            pass  # an optional argument is only ever in the same word
        elif self.optind == self.argc:
            self.optopt, c = c, ord(":") if self.spec[:1] == b":" else ord("?")
        else:
            self.optarg, self.optind = self.order[self.optind], self.optind + 1
        self.nextchar = None
        return c

    def long_option(self, longopts: Ptr, longind) -> int:
        word = self.order[self.optind]
        text = cstring_at(word)[2:]
        name, equals, _ = text.partition(b"=")
        options = []
        while True:
            entry = at(longopts, _OPTION_SIZE * len(options))
            pointer = self.m.memory.load(entry, "ptr")
            if pointer == 0:
                break
            options.append((cstring_at(pointer), signed(need_int(self.m.memory.load(at(entry, 8), "i32")), 32),
                            self.m.memory.load(at(entry, 16), "ptr"), need_int(self.m.memory.load(at(entry, 24), "i32"))))
        exact = [i for i, o in enumerate(options) if o[0] == name]
        prefixed = [i for i, o in enumerate(options) if o[0].startswith(name)]
        found = exact[0] if exact else prefixed[0] if prefixed else None
        if not exact and len({(o[1], _same_key(o[2]), o[3]) for i, o in enumerate(options) if i in prefixed}) > 1:
            found = None  # ambiguous: abbreviates options that differ
        self.nextchar = None
        self.optind += 1
        if found is None:
            self.optopt = 0
            return ord("?")
        _, has_arg, flag, val = options[found]
        if equals:
            if not has_arg:
                self.optopt = val
                return ord("?")
            self.optarg = at(word, 2 + len(name) + 1)
        elif has_arg == REQUIRED_ARGUMENT:
            if self.optind >= self.argc:
                self.optopt = val
                return ord(":") if self.spec[:1] == b":" else ord("?")
            self.optarg, self.optind = self.order[self.optind], self.optind + 1
        if type(longind) is Ptr:
            self.writes.append((longind, "i32", found))
        elif longind not in (0, None):
            raise NotConcrete(longind)
        if flag != 0:
            self.writes.append((need_ptr(flag), "i32", val))
            return 0
        return val


def program_global(m, name: str):
    """The program's global `name` (a pointer to it), or None where the module does not declare it."""
    g = m.module.globals.get(name)
    return m.consts.global_value(g) if g is not None else None


def _same_key(pointer):
    """A flag pointer as a comparable key (ambiguity: options that set the same flag are one)."""
    return (id(pointer.obj), pointer.off) if type(pointer) is Ptr else pointer


def getopt_unknown(m, a):
    """What getopt may have written when something it reads is not known: argv's order, the
    program's optind, optarg, optopt, the library's state, *longind and the options' flags."""
    if type(a[1]) in (Ptr, Within):
        m.memory.havoc_object(a[1].obj)
    for name in ("optind", "optarg", "optopt"):
        p = program_global(m, name)
        if p is not None:
            m.memory.havoc_object(p.obj)
    m.memory.havoc_object(library_object(m, "getopt state"))
    for p in a[4:5]:  # longind
        if type(p) in (Ptr, Within):
            m.memory.havoc_object(p.obj)
    entry = a[3] if len(a) > 3 and type(a[3]) is Ptr else None
    while entry is not None and type(m.memory.load(entry, "ptr")) is Ptr:  # the flags the long options set
        flag = m.memory.load(at(entry, 16), "ptr")
        if type(flag) in (Ptr, Within):
            m.memory.havoc_object(flag.obj)
        entry = at(entry, _OPTION_SIZE)


@exact("getopt", fallback=getopt_unknown)
def getopt(m, a, rty, site):
    """Exact on a concrete command line and option string: glibc's getopt (_GetoptCall)."""
    return _GetoptCall(m, a, rty).next()


@exact("getopt_long", fallback=getopt_unknown)
def getopt_long(m, a, rty, site):
    """Exact on a concrete command line and options: glibc's getopt_long (_GetoptCall); its
    long_only sibling (getopt_long_only) is not modelled."""
    return _GetoptCall(m, a, rty).next(a[3], a[4] if len(a) > 4 else None)


# ---- the program ends: exit, abort, a C++ throw


ENDS = {"exit": "exits", "_exit": "exits", "_Exit": "exits", "quick_exit": "exits", "abort": "aborts",
        "_ZSt9terminatev": "calls std::terminate", "__cxa_rethrow": "rethrows"}


def program_ends(m, symbol: str, a) -> None:
    """exit(status), abort(), std::terminate() and a C++ throw (`symbol`).  On a path the command
    line decided (--args given, no undecided branch open) the program really ends or unwinds here:
    the raise stops, with a warning that names what happened -- the launches after it (a handler
    that catches the exception and goes on included: unwinding is not modelled) are not listed.
    Elsewhere the path just ends (a side of an undecided branch that throws does not count)."""
    if m.command_line is None or m.open_paths or m.fork_depth or not m.frames:
        return None
    what = ENDS.get(symbol)
    if what is None:  # __cxa_throw(object, typeinfo, destructor)
        thrown = a[1] if len(a) > 1 and type(a[1]) is Ptr else None
        label = thrown.obj._label if thrown is not None and type(thrown.obj._label) is str else ""
        what = "throws " + (demangle(label)[len("typeinfo for "):] if label.startswith("_ZTI") else "an exception")
    m.warn(f"with this command line the program {what} in ", m.frames[-1].fn, ": the raise stops there (what the "
           "program does after it is not listed)")
    raise Finished()


def _ending(symbol: str):
    def model(m, a, rty, site):
        return program_ends(m, symbol, a)
    model.__doc__ = f"{symbol}: see program_ends."
    return model


for _symbol in (*ENDS, "__cxa_throw"):
    library(_symbol)(_ending(_symbol))
