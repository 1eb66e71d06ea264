"""libstdc++ string streams (libstdc++ 12, x86_64): std::stringstream and std::istringstream made
from a string, and reading from them -- formatted extraction of numbers and bools (`s >> v`),
`operator>>` of a std::string, std::getline with a delimiter -- with the stream state that inline
code tests (`fail()`, `operator bool`), so that a command line converted through a stream runs
concretely.  Writing into a stream (`<<`) and `str()` are not modelled (the unmodelled rule:
the stream becomes Unknown, and later reads from it are Unknown).

Every object is laid out as libstdc++ lays it out, because inline code reads it directly:

    ios_base     0 vptr, 8 precision, 16 width, 24 flags (i32), 28 exception mask, 32 state (i32)
    basic_ios    ios_base (216 bytes), then 216 tie, 224 fill, 232 streambuf, 240.. facets (264 bytes)
    streambuf    0 vptr, 8/16/24 get area (begin, current, end), 32/40/48 put area, 56 locale (64 bytes)
    stringbuf    streambuf, then 64 open mode (i32), 72 the std::string it owns (104 bytes)
    istream      0 vptr, 8 gcount; its basic_ios is a virtual base, found at vptr[-3]
    stringstream istream (16), ostream (8), stringbuf at 24, basic_ios at 128 (392 bytes)
    istringstream istream (16), stringbuf at 16, basic_ios at 120 (384 bytes)

The vtables and VTTs are the library's objects, under the symbols the program names them by,
holding what inline code reads of them: the word 24 bytes before each address point (a virtual
base's offset), and the VTT's pointers (read by the inlined part of the destructor); a
streambuf is read only when its vptr is the stringbuf vtable of these models, so extraction from
std::cin or a stream that was written to is Unknown, never guessed.  A read from the get area
takes the characters between its current and end pointers, which must be concrete.

Conversions are libstdc++'s num_get in the "C" locale (`_M_extract_int`, `_M_extract_float`,
`__convert_to_v` through strtof/strtod), the sentry's whitespace skipping, and the failbit/eofbit
rules of each; a state bit the exception mask names would throw (not modelled: Unknown).
"""
from __future__ import annotations

import math

from passes.host.procedures import library_data, libstdcxx
from passes.host.procedures.libc import DOUBLE, FLOAT, NotConcrete, at, bytes_at, exact, float_value, \
    library_object, need_int, need_ptr
from passes.host.values import Ptr

# ios_base::iostate, fmtflags
GOOD, BAD, EOF, FAIL = 0, 1, 2, 4
BOOLALPHA, DEC, HEX, OCT, SKIPWS = 0x1, 0x2, 0x8, 0x40, 0x1000
BASEFIELD = DEC | HEX | OCT
OPEN_IN, OPEN_OUT, OPEN_ATE, OPEN_APP = 0x8, 0x10, 0x2, 0x1

IOS_FLAGS, IOS_EXCEPTIONS, IOS_STATE = 24, 28, 32
IOS_PRECISION, IOS_WIDTH = 8, 16
IOS_TIE, IOS_FILL, IOS_FILL_INIT, IOS_STREAMBUF = 216, 224, 225, 232
SB_IN_BEG, SB_IN_CUR, SB_IN_END, SB_OUT_BEG, SB_OUT_CUR, SB_OUT_END = 8, 16, 24, 32, 40, 48
SB_MODE, SB_STRING = 64, 72

SPACE = frozenset(b" \t\n\v\f\r")  # the "C" locale's ctype<char>::is(space, c)
NEWLINE = 10
IOS_CTYPE = 240  # basic_ios::_M_ctype: the ctype<char> facet widen() reads
# ctype<char> (570 bytes): _M_widen_ok at 56 and the _M_widen table after it, what the inline
# widen() reads; the "C" locale widens every char to itself
CTYPE_WIDEN_OK, CTYPE_WIDEN = 56, 57


VT_SS = "_ZTVNSt7__cxx1118basic_stringstreamIcSt11char_traitsIcESaIcEEE"
VT_ISS = "_ZTVNSt7__cxx1119basic_istringstreamIcSt11char_traitsIcESaIcEEE"
VT_STRINGBUF = "_ZTVNSt7__cxx1115basic_stringbufIcSt11char_traitsIcESaIcEEE"
CONSTRUCTION = " construction vtables"  # the _ZTC objects the VTT points into (not exported: one object
CONSTRUCTION_BASE = 400                 # here, placed as if 400 bytes before the class's vtable)


class Layout:
    """Where a stream class keeps its parts: the stringbuf and the basic_ios (from the start of
    the object), its vtable, the address points its complete object's vptrs get (offset in the
    object -> offset in the vtable), and its VTT as libstdc++.so.6 holds it: per entry, where it
    points (an offset from the vtable; negative: into the construction vtables) and the word 24
    bytes before that point (a virtual-base offset, or the offset to top of a basic_ios vptr)."""

    def __init__(self, name: str, buf: int, ios: int, vtable: str, vptrs: dict, vtt: tuple):
        self.name, self.buf, self.ios, self.vtable, self.vptrs, self.vtt = name, buf, ios, vtable, vptrs, vtt


STRINGSTREAM = Layout("std::stringstream", 24, 128, VT_SS, {0: 24, 16: 64, 128: 104},
                      ((24, 128), (-176, 128), (-256, 128), (-216, -128), (-336, 112), (-296, -112), (-96, -128),
                       (-136, 112), (104, -128), (64, 112)))
ISTRINGSTREAM = Layout("std::istringstream", 16, 120, VT_ISS, {0: 24, 120: 64},
                       ((24, 120), (-88, 120), (-48, -120), (64, -120)))


def _where(layout: Layout, off: int) -> tuple:
    """(symbol, offset in its object) of a VTT entry's address point: the vtable's own, or the
    construction vtables' (placed CONSTRUCTION_BASE bytes before the vtable)."""
    return (layout.vtable, off) if off >= 0 else (layout.vtable + CONSTRUCTION, off + CONSTRUCTION_BASE)


def _words(layout: Layout, symbol: str):
    """The filler of one of the layout's vtable objects: the word before each address point in it."""
    def fill(obj, object_of):
        for off, word in layout.vtt:
            owner, point = _where(layout, off)
            if owner == symbol:
                obj.write(point - 24, 8, word, "i64")
    return fill


def _vtt(layout: Layout):
    """The filler of the layout's VTT: its entries, pointers to those address points."""
    def fill(obj, object_of):
        for i, (off, _) in enumerate(layout.vtt):
            owner, point = _where(layout, off)
            obj.write(8 * i, 8, Ptr(object_of(owner), point), "ptr")
    return fill


for _layout in (STRINGSTREAM, ISTRINGSTREAM):
    library_data("_ZTT" + _layout.vtable[4:])(_vtt(_layout))
    for _symbol in (_layout.vtable, _layout.vtable + CONSTRUCTION):
        library_data(_symbol)(_words(_layout, _symbol))


def vtable(m, symbol: str, point: int) -> Ptr:
    """An address point in one of libstdc++'s vtables (the object the program's symbol names)."""
    return Ptr(m.consts.object_of(symbol), point)


def construct(m, this: Ptr, layout: Layout, text_ptr, size: int, mode: int) -> None:
    """basic_[i]stringstream(str, mode): basic_ios::init (flags skipws|dec, precision 6, no tie,
    state good) over a stringbuf owning a copy of the string, its get area the whole string and
    its put area at the start (at the end with ate or app), as _M_stringbuf_init sets them."""
    buf, ios = at(this, layout.buf), at(this, layout.ios)
    for off, point in layout.vptrs.items():  # (basic_ios's own among them)
        m.memory.store(at(this, off), "ptr", vtable(m, layout.vtable, point))
    m.memory.store(at(this, 8), "i64", 0)  # istream::_M_gcount
    m.memory.store(buf, "ptr", vtable(m, VT_STRINGBUF, 16))
    text = at(buf, SB_STRING)
    libstdcxx.construct(m, text, text_ptr, size)
    s = libstdcxx.Str(m, text)
    m.memory.store(at(buf, SB_MODE), "i32", mode)
    in_end = at(s.data, size) if mode & OPEN_IN else s.data
    for off, p in ((SB_IN_BEG, s.data), (SB_IN_CUR, s.data), (SB_IN_END, in_end)):
        m.memory.store(at(buf, off), "ptr", p if mode & OPEN_IN else 0)
    put = at(s.data, size) if mode & (OPEN_ATE | OPEN_APP) else s.data
    for off, p in ((SB_OUT_BEG, s.data), (SB_OUT_CUR, put), (SB_OUT_END, at(s.data, s.capacity()))):
        m.memory.store(at(buf, off), "ptr", p if mode & OPEN_OUT else 0)
    m.memory.store(at(ios, IOS_PRECISION), "i64", 6)
    m.memory.store(at(ios, IOS_WIDTH), "i64", 0)
    m.memory.store(at(ios, IOS_FLAGS), "i32", SKIPWS | DEC)
    m.memory.store(at(ios, IOS_EXCEPTIONS), "i32", GOOD)
    m.memory.store(at(ios, IOS_STATE), "i32", GOOD)
    m.memory.store(at(ios, IOS_TIE), "ptr", 0)
    m.memory.store(at(ios, IOS_FILL), "i8", 0)
    m.memory.store(at(ios, IOS_FILL_INIT), "i8", 0)
    m.memory.store(at(ios, IOS_STREAMBUF), "ptr", buf)
    m.memory.store(at(ios, IOS_CTYPE), "ptr", c_locale_ctype(m))


def c_locale_ctype(m) -> Ptr:
    """The ctype<char> facet of the "C" locale (the global locale a stream is made in: imbue and
    std::locale::global are not modelled): widen() is the identity, its table filled."""
    facet = library_object(m, "ctype<char> of the C locale")
    if not facet.cells:
        facet._put(CTYPE_WIDEN_OK, 1, 1, "i8")
        facet._put(CTYPE_WIDEN, 256, bytes(range(256)), "bytes")
    return Ptr(facet, 0)

class Stream:
    """An istream read through its basic_ios and stringbuf: its state and flags, and the
    characters left in the get area.  Reading raises NotConcrete; `commit` writes what the
    operation did (the new state, how many characters it consumed) after everything was read."""

    def __init__(self, m, this):
        self.m, self.this = m, need_ptr(this)
        vptr = need_ptr(m.memory.load(self.this, "ptr"))
        self.ios = at(self.this, need_int(m.memory.load(at(vptr, -24), "i64")))
        self.state = need_int(m.memory.load(at(self.ios, IOS_STATE), "i32"))
        self.flags = need_int(m.memory.load(at(self.ios, IOS_FLAGS), "i32"))
        self.exceptions = need_int(m.memory.load(at(self.ios, IOS_EXCEPTIONS), "i32"))
        if m.memory.load(at(self.ios, IOS_TIE), "ptr") != 0:
            raise NotConcrete(self.ios)  # the sentry would flush the tied stream
        self.buf = need_ptr(m.memory.load(at(self.ios, IOS_STREAMBUF), "ptr"))
        if m.memory.load(self.buf, "ptr") != vtable(m, VT_STRINGBUF, 16):
            raise NotConcrete(self.buf)  # not a string stream's buffer: its underflow is unknown
        self.cur = need_ptr(m.memory.load(at(self.buf, SB_IN_CUR), "ptr"))
        end = need_ptr(m.memory.load(at(self.buf, SB_IN_END), "ptr"))
        if end.obj is not self.cur.obj or end.off < self.cur.off:
            raise NotConcrete(end)
        self.left = bytes_at(self.cur, end.off - self.cur.off)
        self.pos = 0  # characters consumed so far

    def peek(self):
        """sgetc(): the next character, or None at the end."""
        return self.left[self.pos] if self.pos < len(self.left) else None

    def sentry(self, skip_whitespace: bool) -> tuple[bool, int]:
        """istream::sentry: (ok, error bits to add).  Not good: failbit.  Skipping whitespace
        (when asked and skipws is set) to the end: eofbit and failbit."""
        if self.state != GOOD:
            return False, FAIL
        if skip_whitespace and self.flags & SKIPWS:
            while self.peek() is not None and self.peek() in SPACE:
                self.pos += 1
            if self.peek() is None:
                return False, EOF | FAIL
        return True, GOOD

    def commit(self, error: int) -> None:
        """setstate(error) and the get area advanced past what was consumed; a bit the exception
        mask names would throw ios_base::failure (raised before anything is written)."""
        if (self.state | error) & self.exceptions:
            raise NotConcrete(self.exceptions)
        self.m.memory.store(at(self.buf, SB_IN_CUR), "ptr", at(self.cur, self.pos))
        if error:
            self.m.memory.store(at(self.ios, IOS_STATE), "i32", self.state | error)


# ---- num_get in the "C" locale


def _digit(c, base: int) -> int:
    """num_get's _M_find: c's value as a digit of `base`, or -1."""
    if c is None:
        return -1
    if base <= 10:
        return c - 48 if 48 <= c < 48 + base else -1
    if 48 <= c <= 57:
        return c - 48
    if 97 <= c <= 102:
        return c - 87
    if 65 <= c <= 70:
        return c - 55
    return -1


def extract_int(s: Stream, bits: int, signed: bool) -> tuple[int, int]:
    """num_get::_M_extract_int for an integer of `bits` bits: (value as the type's unsigned bits,
    error bits).  Base from basefield (none: a 0 prefix is octal, 0x hexadecimal); on overflow the
    type's max (min for a negative signed one) and failbit; no digits: 0 and failbit; an unsigned
    type takes a minus sign modulo 2**bits."""
    basefield = s.flags & BASEFIELD
    base = 8 if basefield == OCT else 16 if basefield == HEX else 10
    negative = False
    c = s.peek()
    if c in (43, 45):  # '+', '-'
        negative = c == 45
        s.pos += 1
        c = s.peek()
    found_zero, digits_seen = False, 0
    while c is not None:  # leading zeros and a 0x prefix
        if c == 48 and (not found_zero or base == 10):
            found_zero = True
            digits_seen += 1
            if basefield == 0:
                base = 8
            if base == 8:
                digits_seen = 0
        elif found_zero and c in (120, 88):  # 'x', 'X'
            if basefield == 0:
                base = 16
            if base != 16:
                break
            found_zero, digits_seen = False, 0
        else:
            break
        s.pos += 1
        c = s.peek()
        if not found_zero:
            break
    unsigned_max = (1 << bits) - 1
    limit = (1 << (bits - 1)) if negative and signed else ((1 << (bits - 1)) - 1 if signed else unsigned_max)
    result, overflow = 0, False
    while (d := _digit(c, base)) != -1:
        if result > limit // base:
            overflow = True
        else:
            result *= base
            overflow |= result > limit - d
            result += d
            digits_seen += 1
        s.pos += 1
        c = s.peek()
    if not digits_seen and not found_zero:
        value, error = 0, FAIL
    elif overflow:
        value, error = (-(1 << (bits - 1)) if negative and signed else limit), FAIL
    else:
        value, error = (-result if negative else result), GOOD
    if c is None:
        error |= EOF
    return value & unsigned_max, error


def extract_float_text(s: Stream) -> str:
    """num_get::_M_extract_float: the characters a floating-point number may have, as libstdc++
    collects them (a sign, one 0 for any leading zeros, digits, one '.', an exponent)."""
    text = ""
    c = s.peek()
    if c in (43, 45):
        text += chr(c)
        s.pos += 1
        c = s.peek()
    found_mantissa = False
    while c == 48:
        if not found_mantissa:
            text, found_mantissa = text + "0", True
        s.pos += 1
        c = s.peek()
    found_dec = found_sci = False
    while c is not None:
        if 48 <= c <= 57:
            text, found_mantissa = text + chr(c), True
        elif c == 46 and not found_dec and not found_sci:
            text, found_dec = text + ".", True
        elif c in (101, 69) and not found_sci and found_mantissa:
            text, found_sci = text + "e", True
            s.pos += 1
            c = s.peek()
            if c is None:
                break
            if c in (43, 45):
                text += chr(c)
            else:
                continue
        else:
            break
        s.pos += 1
        c = s.peek()
    return text


def convert_float(text: str, fmt) -> tuple[float, int]:
    """__convert_to_v: strtof/strtod of the collected text, which must be a number to its end
    (else 0 and failbit); an overflow to infinity gives the type's max and failbit."""
    mantissa, _, exponent = text.partition("e")
    negative = mantissa[:1] == "-"
    mantissa = mantissa.lstrip("+-")
    whole, _, fraction = mantissa.partition(".")
    exponent_digits = exponent.lstrip("+-")
    if not (whole or fraction) or ("e" in text and not exponent_digits):
        return 0.0, FAIL
    digits = int((whole + fraction) or "0")
    power = -len(fraction) + (int(exponent) if exponent_digits else 0)
    value, overflow = float_value(10, (digits, power), fmt)  # (an underflow: NotConcrete)
    if overflow:
        bits, _, huge = fmt
        value = math.ldexp(2.0 - 2.0 ** (1 - bits), huge - 1)
        return (-value if negative else value), FAIL
    return (-value if negative else value), GOOD


# ---- extraction: istream::operator>>(T&) and _M_extract<T>

# T of _M_extract<T> / operator>>(T&) by its mangled code: (IR type, bits, signed) of integers
INTEGERS = {"l": ("i64", 64, True), "m": ("i64", 64, False), "x": ("i64", 64, True), "y": ("i64", 64, False),
            "j": ("i32", 32, False), "t": ("i16", 16, False)}
NARROW = {"i": ("i32", 32), "s": ("i16", 16)}  # operator>>(int&), (short&): a long, then range-checked
FLOATS = {"f": ("float", FLOAT), "d": ("double", DOUBLE)}


def extract(m, a, code: str):
    """`stream >> value` for the type with mangled code `code`: the sentry, num_get, setstate;
    the value is written when the sentry let num_get run (as libstdc++ does); returns the stream."""
    s = Stream(m, a[0])
    dst = need_ptr(a[1])
    ok, error = s.sentry(skip_whitespace=True)
    if ok:
        if code == "b":
            if s.flags & BOOLALPHA:
                raise NotConcrete(s.flags)  # words per the locale's numpunct: not modelled
            value, error = extract_int(s, 64, True)
            if value not in (0, 1):
                value, error = 1, FAIL | (EOF if s.peek() is None else GOOD)
            store = ("i8", value)
        elif code in INTEGERS:
            ty, bits, signed = INTEGERS[code]
            value, error = extract_int(s, bits, signed)
            store = (ty, value)
        elif code in NARROW:
            ty, bits = NARROW[code]
            value, error = extract_int(s, 64, True)
            value -= (1 << 64) if value >> 63 else 0
            low, high = -(1 << (bits - 1)), (1 << (bits - 1)) - 1
            if not low <= value <= high:
                value, error = (low if value < low else high), error | FAIL
            store = (ty, value & ((1 << bits) - 1))
        else:
            ty, fmt = FLOATS[code]
            text = extract_float_text(s)
            value, error = convert_float(text, fmt)
            if s.peek() is None:
                error |= EOF
            store = (ty, value)
    s.commit(error)
    if ok:
        m.memory.store(dst, *store)
    return s.this


def _extractor(code: str):
    def model(m, a, rty, site):
        return extract(m, a, code)
    model.__doc__ = f"istream >> value of mangled type {code}: libstdc++'s num_get in the C locale."
    return model


for _code in (*INTEGERS, *FLOATS, "b"):
    exact(f"_ZNSi10_M_extractI{_code}EERSiRT_", f"_ZNSirsER{_code}")(_extractor(_code))
for _code in NARROW:
    exact(f"_ZNSirsER{_code}")(_extractor(_code))


# ---- strings: operator>>(istream&, string&) and getline(istream&, string&, char)


def assign_consumed(m, target, s: Stream, start: int) -> None:
    """The std::string `target` becomes the characters consumed from `start` on."""
    t = libstdcxx.Str(m, target)
    libstdcxx.replace(m, t, 0, t.size, at(s.cur, start), s.pos - start)


@exact("_ZStrsIcSt11char_traitsIcESaIcEERSt13basic_istreamIT_T0_ES7_RNSt7__cxx1112basic_stringIS4_S5_T1_EE")
def extract_word(m, a, rty, site):
    """operator>>(istream&, string&): skip whitespace, take characters up to the next whitespace
    or the end (eofbit), at most width() of them when it is set (then width(0)); none: failbit."""
    s = Stream(m, a[0])
    libstdcxx.Str(m, a[1])
    width = need_int(m.memory.load(at(s.ios, IOS_WIDTH), "i64"))
    ok, error = s.sentry(skip_whitespace=True)
    start = s.pos
    if ok:
        limit = width if 0 < width < (1 << 63) else libstdcxx.MAX_SIZE
        while s.pos - start < limit and s.peek() is not None and s.peek() not in SPACE:
            s.pos += 1
        if s.peek() is None:
            error |= EOF
        if s.pos == start:
            error |= FAIL
    s.commit(error)
    m.memory.store(at(s.ios, IOS_WIDTH), "i64", 0)
    if ok:
        assign_consumed(m, a[1], s, start)
    return s.this


GETLINE = "_ZSt7getlineIcSt11char_traitsIcESaIcEERSt13basic_istreamIT_T0_ES7_RNSt7__cxx1112basic_stringIS4_S5_T1_EE"


def getline(m, stream, target, delim: int):
    """getline(istream&, string&, char delim): characters up to the delimiter (consumed, not
    stored) or the end (eofbit); nothing extracted at all (not even the delimiter): failbit.
    Whitespace is not skipped; the string is emptied once the sentry lets it run."""
    s = Stream(m, stream)
    libstdcxx.Str(m, target)
    ok, error = s.sentry(skip_whitespace=False)
    start = stop = s.pos
    extracted = 0
    if ok:
        while s.peek() is not None and s.peek() != delim:
            s.pos += 1
        stop = s.pos
        extracted = stop - start
        if s.peek() is None:
            error |= EOF
        else:
            s.pos += 1
            extracted += 1
    if not extracted:
        error |= FAIL
    s.commit(error)
    if ok:
        t = libstdcxx.Str(m, target)
        libstdcxx.replace(m, t, 0, t.size, at(s.cur, start), stop - start)
    return s.this


@exact(GETLINE + "S4_")
def getline_delimited(m, a, rty, site):
    """getline(istream&, string&, char delim)."""
    return getline(m, a[0], a[1], need_int(a[2]) & 0xFF)


@exact(GETLINE)
def getline_line(m, a, rty, site):
    """getline(istream&, string&): up to is.widen('\\n'), the newline in the "C" locale."""
    return getline(m, a[0], a[1], NEWLINE)


# ---- construction and destruction

SS = "_ZNSt7__cxx1118basic_stringstreamIcSt11char_traitsIcESaIcEE"
ISS = "_ZNSt7__cxx1119basic_istringstreamIcSt11char_traitsIcESaIcEE"
FROM_STRING = "ERKNS_12basic_stringIcS2_S3_EESt13_Ios_Openmode"


def _from_string(layout: Layout, default_mode: int):
    def model(m, a, rty, site):
        this, text = need_ptr(a[0]), libstdcxx.Str(m, a[1])
        mode = need_int(a[2]) if len(a) > 2 else default_mode
        construct(m, this, layout, text.data, text.size, mode | (OPEN_IN if layout is ISTRINGSTREAM else 0))
    model.__doc__ = f"{layout.name}(const string&, openmode): a copy of the string to read."
    return model


exact(SS + "C1" + FROM_STRING)(_from_string(STRINGSTREAM, OPEN_IN | OPEN_OUT))
exact(ISS + "C1" + FROM_STRING)(_from_string(ISTRINGSTREAM, OPEN_IN))


def _empty(layout: Layout, mode: int):
    def model(m, a, rty, site):
        construct(m, need_ptr(a[0]), layout, 0, 0, mode)
    model.__doc__ = f"{layout.name}(): an empty stream."
    return model


exact(SS + "C1Ev")(_empty(STRINGSTREAM, OPEN_IN | OPEN_OUT))
exact(ISS + "C1Ev")(_empty(ISTRINGSTREAM, OPEN_IN))


@exact(SS + "D1Ev", ISS + "D1Ev", fallback=lambda m, a: None)
def destroy(m, a, rty, site):
    """~basic_[i]stringstream(): the object is dead; what it frees changes nothing alive."""
    return None


# ---- basic_ios's state queries and widen (out of line at -O0)


IOS = "_ZNKSt9basic_iosIcSt11char_traitsIcEE"
STATE_QUERIES = {"4failEv": lambda st: int(bool(st & (FAIL | BAD))), "cvbEv": lambda st: int(not st & (FAIL | BAD)),
                 "ntEv": lambda st: int(bool(st & (FAIL | BAD))), "4goodEv": lambda st: int(st == GOOD),
                 "3eofEv": lambda st: int(bool(st & EOF)), "3badEv": lambda st: int(bool(st & BAD)),
                 "7rdstateEv": lambda st: st}


def _state_query(answer):
    def model(m, a, rty, site):
        return answer(need_int(m.memory.load(at(need_ptr(a[0]), IOS_STATE), "i32")))
    model.__doc__ = "A basic_ios state query (fail, operator bool, !, good, eof, bad, rdstate) on its state."
    return model


for _suffix, _answer in STATE_QUERIES.items():
    exact(IOS + _suffix, fallback=lambda m, a: None)(_state_query(_answer))


@exact(IOS + "5widenEc", fallback=lambda m, a: None)
def widen(m, a, rty, site):
    """basic_ios::widen(char): the char itself (the "C" locale's ctype<char>)."""
    return need_int(a[1]) & 0xFF
