"""The libc and libstdc++ models of passes/host/procedures (libc.py, libstdcxx.py), each called alone
on a bare machine: exact results on concrete inputs, Unknown (and no invented writes) otherwise.

Expected values come from the real libraries (glibc 2.36, libstdc++ 12, the samples' headers): the
hashes from `std::hash<std::string>`, the rehash policy's answers from `_Prime_rehash_policy`, the
tree's shape from a `std::set<int>`, computed once with clang++-19/g++ and written here."""
from __future__ import annotations

import math
import struct

import pytest

import lift
from passes.host import procedures
from passes.host.engine import Machine
from passes.host.patterns import pattern_set
from passes.host.procedures.libstdcxx import MAX_SIZE
from passes.host.sycl_ops import SyclProgram
from passes.host.values import Ptr, Unknown, Within

ERANGE = 34
U64 = (1 << 64) - 1


@pytest.fixture
def machine():
    module = lift.parse_text('target triple = "x86_64-unknown-linux-gnu"\n', "empty.ll")
    return Machine(module, pattern_set("2026"), SyclProgram(release="test", patterns="dpcpp-2026"))


def call(machine, name, args, rty="i64"):
    return procedures.call_library(machine, name, args, rty, None)


def text(machine, s: bytes, nul: bool = True) -> Ptr:
    """A heap block holding s (and its NUL unless told otherwise: the next byte is then unknown)."""
    p = machine.memory.allocate_heap(zero=False)
    data = s + b"\0" if nul else s
    if data:
        machine.memory.store(p, f"[{len(data)} x i8]", data)
    return p


def errno(machine) -> int:
    return machine.memory.load(call(machine, "__errno_location", [], "ptr"), "i32")


def parse(machine, name, s: bytes, base=None, rty="i64"):
    """name(s, &end[, base]): (result, end's offset into s)."""
    p, end = text(machine, s), machine.memory.allocate_heap(zero=False)
    result = call(machine, name, [p, end] + ([base] if base is not None else []), rty)
    e = machine.memory.load(end, "ptr")
    assert type(e) is Ptr and e.obj is p.obj
    return result, e.off


# ---- libc: strto*, ato*, errno


def test_strtoul_bases_and_end_pointer(machine):
    assert parse(machine, "strtoul", b"0x1f", 0) == (31, 4)
    assert parse(machine, "strtoul", b"0x1f", 16) == (31, 4)
    assert parse(machine, "strtoul", b"0x1f", 10) == (0, 1)
    assert parse(machine, "strtoul", b"077", 0) == (63, 3)
    assert parse(machine, "strtoul", b"08", 0) == (0, 1)
    assert parse(machine, "strtoul", b"  +12abc", 10) == (12, 5)
    assert parse(machine, "strtoul", b"zz", 36) == (35 * 36 + 35, 2)
    assert parse(machine, "strtoull", b"-1", 10) == (U64, 2)  # negated in unsigned long
    assert parse(machine, "strtoul", b"0x", 16) == (0, 1)  # "0x" without digits: 0, ending at the 'x'
    assert parse(machine, "strtoul", b"  -abc", 10) == (0, 0)  # no number: end is the string
    assert errno(machine) == 0


def test_strtol_negative_and_overflow(machine):
    assert parse(machine, "strtol", b"  -42xyz", 10) == ((1 << 64) - 42, 5)
    assert parse(machine, "strtoll", b"9223372036854775807", 10) == ((1 << 63) - 1, 19)
    assert errno(machine) == 0
    assert parse(machine, "strtol", b"9223372036854775808", 10) == ((1 << 63) - 1, 19)  # LONG_MAX
    assert errno(machine) == ERANGE
    assert parse(machine, "strtol", b"-9223372036854775809", 10) == (1 << 63, 20)  # LONG_MIN
    assert parse(machine, "strtol", b"-9223372036854775808", 10) == (1 << 63, 20)


def test_strtoul_overflow_sets_errno(machine):
    assert parse(machine, "strtoul", b"18446744073709551615", 10) == (U64, 20)
    assert errno(machine) == 0
    assert parse(machine, "strtoul", b"18446744073709551616", 10) == (U64, 20)
    assert errno(machine) == ERANGE


def test_c23_strtol_takes_a_binary_prefix(machine):
    assert parse(machine, "strtol", b"0b101", 0) == (0, 1)  # before C23: the number 0
    assert parse(machine, "__isoc23_strtol", b"0b101", 0) == (5, 5)
    assert parse(machine, "__isoc23_strtoul", b"0B11", 2) == (3, 4)
    assert parse(machine, "__isoc23_strtoull", b"0b", 0) == (0, 1)
    assert parse(machine, "__isoc23_strtoll", b"-0x10", 0) == ((1 << 64) - 16, 5)


def test_strtol_without_end_pointer_and_invalid_base(machine):
    p = text(machine, b"99")
    assert call(machine, "strtol", [p, 0, 10]) == 99
    end = machine.memory.allocate_heap(zero=False)
    assert call(machine, "strtol", [p, end, 1]) == 0
    assert errno(machine) == 22  # EINVAL, *end not written
    assert type(machine.memory.load(end, "ptr")) is Unknown


def test_atoi_atol(machine):
    assert call(machine, "atoi", [text(machine, b" 123abc")], "i32") == 123
    assert call(machine, "atoi", [text(machine, b"-5")], "i32") == (1 << 32) - 5
    assert call(machine, "atoi", [text(machine, b"4294967297")], "i32") == 1  # (int) strtol
    assert call(machine, "atol", [text(machine, b"-5")], "i64") == (1 << 64) - 5
    assert call(machine, "atoll", [text(machine, b"x")], "i64") == 0


def test_strtod_and_strtof(machine):
    assert parse(machine, "strtod", b"1.5e3xyz", rty="double") == (1500.0, 5)
    assert parse(machine, "strtod", b" -.5", rty="double") == (-0.5, 4)
    assert parse(machine, "strtod", b"5.e", rty="double") == (5.0, 2)
    assert parse(machine, "strtod", b"0x1.8p1", rty="double") == (3.0, 7)
    assert parse(machine, "strtod", b"0x", rty="double") == (0.0, 1)
    assert parse(machine, "strtod", b"-Infinity", rty="double") == (-math.inf, 9)
    assert parse(machine, "strtod", b"infin", rty="double") == (math.inf, 3)
    value, end = parse(machine, "strtod", b"nan", rty="double")
    assert math.isnan(value) and end == 3
    assert parse(machine, "strtod", b"abc", rty="double") == (0.0, 0)
    assert parse(machine, "strtod", b"0.1", rty="double") == (0.1, 3)
    assert errno(machine) == 0
    assert parse(machine, "strtod", b"1e400", rty="double") == (math.inf, 5)
    assert errno(machine) == ERANGE
    value, _ = parse(machine, "strtof", b"0.1", rty="float")
    assert struct.pack("<f", value) == struct.pack("<I", 0x3DCCCCCD)
    # rounded to float once: through double it would be a tie, rounded to 1.0
    assert parse(machine, "strtof", b"1.0000000596046447753906251", rty="float")[0] == 1 + 2.0 ** -23
    assert parse(machine, "strtof", b"3.5e38", rty="float") == (math.inf, 6)
    assert call(machine, "atof", [text(machine, b"2.25")], "double") == 2.25


def test_strtod_underflow_and_nan_payload_are_unknown(machine):
    for s in (b"1e-320", b"nan(123)"):
        result = call(machine, "strtod", [text(machine, s), 0], "double")
        assert type(result) is Unknown


def test_errno_is_one_zero_initialised_object_per_machine(machine):
    a = call(machine, "__errno_location", [], "ptr")
    b = call(machine, "__errno_location", [], "ptr")
    assert type(a) is Ptr and a == b and machine.memory.load(a, "i32") == 0


def test_strto_of_an_unknown_byte_is_unknown(machine):
    """A string whose digits run into a byte nobody wrote: Unknown, never a guess; *end is a
    pointer somewhere into the string, errno unknown, the string itself unchanged."""
    p, end = text(machine, b"12", nul=False), machine.memory.allocate_heap(zero=False)
    assert type(call(machine, "strtoul", [p, end, 10])) is Unknown
    e = machine.memory.load(end, "ptr")
    assert type(e) is Within and e.obj is p.obj
    assert type(errno(machine)) is Unknown
    assert machine.memory.cstring(p, 2) == "12"
    assert type(call(machine, "atoi", [Unknown()], "i32")) is Unknown
    assert type(call(machine, "strtod", [p, 0], "double")) is Unknown


# ---- libc: comparisons


def test_string_comparisons(machine):
    abc, abd, b = text(machine, b"abc"), text(machine, b"abd"), text(machine, b"b")
    negative = call(machine, "strcmp", [abc, abd], "i32")
    assert negative >= 1 << 31  # a negative int, unsigned
    assert 0 < call(machine, "strcmp", [b, abc], "i32") < 1 << 31
    assert call(machine, "strcmp", [abc, text(machine, b"abc")], "i32") == 0
    assert 0 < call(machine, "strcmp", [abc, text(machine, b"ab")], "i32") < 1 << 31
    assert call(machine, "strncmp", [abc, abd, 2], "i32") == 0
    assert call(machine, "strncmp", [abc, abd, 3], "i32") >= 1 << 31
    assert call(machine, "memcmp", [abc, abd, 2], "i32") == 0
    assert call(machine, "memcmp", [abd, abc, 3], "i32") == 1
    assert call(machine, "bcmp", [abd, abc, 3], "i32") != 0
    assert call(machine, "memcmp", [Unknown(), Unknown(), 0], "i32") == 0


def test_a_comparison_reading_an_unknown_byte_is_unknown_and_writes_nothing(machine):
    partial = text(machine, b"ab", nul=False)
    other = text(machine, b"abc")
    for name, args in (("strcmp", [partial, other]), ("memcmp", [partial, other, 3]), ("bcmp", [partial, other, 3]),
                       ("strncmp", [partial, other, Unknown()])):
        assert type(call(machine, name, args, "i32")) is Unknown
    assert machine.memory.cstring(partial, 2) == "ab" and machine.memory.cstring(other) == "abc"
    assert call(machine, "strcmp", [partial, text(machine, b"x")], "i32") >= 1 << 31  # decided before the unknown byte


# ---- libc: sscanf

# (input, format, destinations: "s" a 32-byte char array, else the integer or float type it points
# to) -> (result, the destinations after), as glibc 2.36's sscanf gives them (the destinations start
# as "#", 0x5a5a, 7 (i8) and -1.0); strings up to their NUL, a char array of %c as written
SSCANF_CASES = [
    (b"rows=512", b"%31[^=]=%lu", ["s", "i64"], 2, ["rows", 512]),
    (b"  42 17", b"%d%d", ["i32"] * 3, 2, [42, 17, 0x5a5a]),
    (b"-7 0x1F 017", b"%i %i %i", ["i32"] * 3, 3, [-7 & 0xFFFFFFFF, 31, 15]),
    (b"abc", b"%d", ["i32"], 0, [0x5a5a]),  # a matching failure
    (b"", b"%d", ["i32"], -1, [0x5a5a]),  # input ends before the first conversion: EOF
    (b"   ", b"%d", ["i32"], -1, [0x5a5a]),
    (b"12345", b"%2d%3d", ["i32"] * 2, 2, [12, 345]),
    (b"3.25e2 -0.5", b"%f %lf", ["float", "double"], 2, [325.0, -0.5]),
    (b"word rest", b"%s %n%c", ["s", "i32", "s"], 2, ["word", 5, "r"]),
    (b"k:v", b"%[a-z]:%s", ["s", "s"], 2, ["k", "v"]),
    (b"99999999999", b"%d", ["i32"], 1, [99999999999 & 0xFFFFFFFF]),  # strtol's value, cut to an int
    (b"-5", b"%u", ["i32"], 1, [(1 << 32) - 5]),
    (b"%7", b"%%%d", ["i32"], 1, [7]),
    (b"x=1", b"y=%d", ["i32"], 0, [0x5a5a]),
    (b"5 6", b"%*d %d", ["i32"], 1, [6]),
    (b"300", b"%hhu", ["i8"], 1, [44]),
    (b"-1", b"%lu", ["i64"], 1, [U64]),
    (b"ff", b"%x", ["i32"], 1, [255]),
    (b"]a]b", b"%[]a]", ["s"], 1, ["]a]"]),
    (b"abc", b"%2c", ["s"], 1, ["ab"]),
    (b"1,2", b"%d,%d,%d", ["i32"] * 3, 2, [1, 2, 0x5a5a]),
    (b"0.1", b"%f", ["float"], 1, [float.fromhex("0x1.99999ap-4")]),
]


def _destination(machine, kind: str) -> Ptr:
    p = machine.memory.allocate_heap(zero=False)
    start = {"s": ("[32 x i8]", b"#" + bytes(31)), "i8": ("i8", 7), "float": ("float", -1.0), "double": ("double", -1.0)}
    machine.memory.store(p, *start.get(kind, (kind, 0x5a5a)))
    return p


@pytest.mark.parametrize("source,fmt,kinds,result,after", SSCANF_CASES, ids=[c[1].decode() for c in SSCANF_CASES])
def test_sscanf_is_glibcs(machine, source, fmt, kinds, result, after):
    out = [_destination(machine, k) for k in kinds]
    for name in ("sscanf", "__isoc99_sscanf", "__isoc23_sscanf"):  # (no 0b in these strings)
        got = call(machine, name, [text(machine, source), text(machine, fmt)] + out, "i32")
        assert got == result & 0xFFFFFFFF
        values = []
        for kind, p in zip(kinds, out):
            if kind == "s":
                values.append(bytes(machine.memory.load(p, "[32 x i8]")).split(b"\0")[0].decode())
            else:
                values.append(machine.memory.load(p, kind))
        # (%c writes no NUL: the array's next byte is what it was)
        assert values == after


def test_c23_sscanf_reads_a_binary_prefix_with_i(machine):
    """C23's %i reads as strtol with base 0 does, 0b included (glibc 2.38's __isoc23_sscanf)."""
    out = [_destination(machine, "i32") for _ in range(2)]
    source, fmt = text(machine, b"0b101 0x1f"), text(machine, b"%i %i")
    assert call(machine, "__isoc23_sscanf", [source, fmt] + out, "i32") == 2
    assert [machine.memory.load(p, "i32") for p in out] == [5, 31]
    assert call(machine, "__isoc99_sscanf", [source, fmt] + out, "i32") == 1  # C99: the 0, then 'b' stops it
    assert machine.memory.load(out[0], "i32") == 0


def test_sscanf_of_an_unknown_string_writes_only_its_destinations(machine):
    """A string that runs into a byte nobody wrote: the result is Unknown and so is what the
    destinations point to; the string and the format stay as they were."""
    source, fmt = text(machine, b"12", nul=False), text(machine, b"%d")
    out = _destination(machine, "i32")
    assert type(call(machine, "__isoc99_sscanf", [source, fmt, out], "i32")) is Unknown
    assert type(machine.memory.load(out, "i32")) is Unknown
    assert machine.memory.cstring(fmt) == "%d" and machine.memory.cstring(source, 2) == "12"
    # a conversion it does not model (%p), and a number its width cuts: Unknown, nothing guessed
    for s, f in ((b"0x10", b"%p"), (b"1.5e3", b"%3f")):
        out = _destination(machine, "i64")
        assert type(call(machine, "sscanf", [text(machine, s), text(machine, f), out], "i32")) is Unknown
        assert type(machine.memory.load(out, "i64")) is Unknown


# ---- libc: getopt, getopt_long

GETOPT_GLOBALS = ('target triple = "x86_64-unknown-linux-gnu"\n@optind = external global i32\n'
                  '@optarg = external global ptr\n@optopt = external global i32\n')
# (name, long options?, option string, argv) -> each call's (result, optind, optarg, optopt,
# *longind) and argv after the last call, as glibc 2.36 gives them: optind set to 0 before each
# case (glibc starts again), optopt 0 before the first, *longind -1 before each call.  The long
# options: size (required, 's'), verbose (none, 'v'), level (optional, 'l'), seed (required, 1000),
# flagged (none, sets a flag to 7).
GETOPT_CASES = [
    ("short", False, "n:i:v", "prog -n 64 -i3 -v",
     "(110,3,64,0,-1) (105,4,3,0,-1) (118,5,-,0,-1) (-1,5,-,0,-1) | prog -n 64 -i3 -v"),
    ("grouped", False, "vn:x", "prog -vxn 12 rest",
     "(118,1,-,0,-1) (120,1,-,0,-1) (110,3,12,0,-1) (-1,3,-,0,-1) | prog -vxn 12 rest"),
    ("dashdash", False, "n:", "prog -n 1 -- -n 2", "(110,3,1,0,-1) (-1,4,-,0,-1) | prog -n 1 -- -n 2"),
    ("unknown", False, "n:", "prog -q -n", "(63,2,-,113,-1) (63,3,-,110,-1) (-1,3,-,110,-1) | prog -q -n"),
    ("colon", False, ":n:", "prog -n", "(58,2,-,110,-1) (-1,2,-,110,-1) | prog -n"),
    ("optional", False, "o::n:", "prog -o -oval -n 3",
     "(111,2,-,110,-1) (111,3,val,110,-1) (110,5,3,110,-1) (-1,5,-,110,-1) | prog -o -oval -n 3"),
    ("posix", False, "+n:", "prog -n 1 file -n 2", "(110,3,1,110,-1) (-1,3,-,110,-1) | prog -n 1 file -n 2"),
    ("inorder", False, "-n:", "prog a -n 1 b",
     "(1,2,a,110,-1) (110,4,1,110,-1) (1,5,b,110,-1) (-1,5,-,110,-1) | prog a -n 1 b"),
    ("long", True, "s:vl::", "prog --size 128 --verbose --level=3 --level --seed=9 --flagged x",
     "(115,3,128,110,0) (118,4,-,110,1) (108,5,3,110,2) (108,6,-,110,2) (1000,7,9,110,3) (0,8,-,110,4) "
     "(-1,8,-,110,-1) | prog --size 128 --verbose --level=3 --level --seed=9 --flagged x"),
    ("abbrev", True, "s:v", "prog --si=7 --verb -s 5 --s --size",
     "(115,2,7,110,0) (118,3,-,110,1) (115,5,5,110,-1) (63,6,-,0,-1) (63,7,-,115,-1) (-1,7,-,115,-1) "
     "| prog --si=7 --verb -s 5 --s --size"),
    ("trailing", False, "n:", "prog -n 2 a b", "(110,3,2,115,-1) (-1,3,-,115,-1) | prog -n 2 a b"),
    ("noarg", True, "", "prog --verbose=1 --nosuch --flagged",
     "(63,2,-,118,-1) (63,3,-,0,-1) (0,4,-,0,4) (-1,4,-,0,-1) | prog --verbose=1 --nosuch --flagged"),
]
LONG_OPTIONS = [("size", 1, ord("s")), ("verbose", 0, ord("v")), ("level", 2, ord("l")), ("seed", 1, 1000),
                ("flagged", 0, 7)]


class Getopt:
    """A machine whose module declares optind, optarg and optopt, with the long options above."""

    def __init__(self):
        module = lift.parse_text(GETOPT_GLOBALS, "getopt.ll")
        self.m = Machine(module, pattern_set("2026"), SyclProgram(release="test", patterns="dpcpp-2026"))
        self.flag = self.m.memory.allocate_heap(zero=True)
        self.longs = self.m.memory.allocate_heap(zero=True)
        for k, (name, has_arg, val) in enumerate(LONG_OPTIONS):
            self.m.memory.store(Ptr(self.longs.obj, 32 * k), "ptr", text(self.m, name.encode()))
            self.m.memory.store(Ptr(self.longs.obj, 32 * k + 8), "i32", has_arg)
            self.m.memory.store(Ptr(self.longs.obj, 32 * k + 16), "ptr", self.flag if name == "flagged" else 0)
            self.m.memory.store(Ptr(self.longs.obj, 32 * k + 24), "i32", val)
        self.m.memory.store(Ptr(self.longs.obj, 32 * len(LONG_OPTIONS)), "ptr", 0)
        self.m.memory.store(self.variable("optopt"), "i32", 0)

    def variable(self, name: str) -> Ptr:
        return self.m.consts.global_value(self.m.module.globals[name])

    def word(self, p) -> str:
        return bytes(self.m.memory.cstring(p) or "?", "latin-1").decode() if type(p) is Ptr else "?"

    def run(self, use_long: bool, spec: str, words: list) -> str:
        memory = self.m.memory
        argv = memory.allocate_heap(zero=False)
        for i, w in enumerate(words):
            memory.store(Ptr(argv.obj, 8 * i), "ptr", text(self.m, w.encode()))
        memory.store(Ptr(argv.obj, 8 * len(words)), "ptr", 0)
        optstring, index = text(self.m, spec.encode()), memory.allocate_heap(zero=False)
        memory.store(self.variable("optind"), "i32", 0)
        calls = []
        while len(calls) < 20:
            memory.store(index, "i32", U32)
            args = [len(words), argv, optstring] + ([self.longs, index] if use_long else [])
            c = call(self.m, "getopt_long" if use_long else "getopt", args, "i32")
            if type(c) is Unknown:
                calls.append("Unknown")
                break
            optarg = memory.load(self.variable("optarg"), "ptr")
            calls.append(f"({_i32(c)},{_i32(memory.load(self.variable('optind'), 'i32'))},"
                         f"{self.word(optarg) if optarg else '-'},{_i32(memory.load(self.variable('optopt'), 'i32'))},"
                         f"{_i32(memory.load(index, 'i32'))})")
            if c == U32:
                break
        order = " ".join(self.word(memory.load(Ptr(argv.obj, 8 * i), "ptr")) for i in range(len(words)))
        return " ".join(calls) + " | " + order


U32 = (1 << 32) - 1


def _i32(v) -> int:
    return v - (1 << 32) if type(v) is int and v >= 1 << 31 else v


def test_getopt_and_getopt_long_are_glibcs():
    g = Getopt()
    for name, use_long, spec, line, want in GETOPT_CASES:
        assert g.run(use_long, spec, line.split()) == want, name
    assert g.m.memory.load(g.flag, "i32") == 7  # --flagged


def test_getopt_where_the_environment_decides_is_unknown():
    """An option after a non-option: GNU getopt moves the non-option aside and goes on, with
    POSIXLY_CORRECT set it stops there -- the environment decides, so the call is Unknown, and so
    are argv's order, optind and optarg after it; a later run that starts again (optind = 0) is
    exact again."""
    g = Getopt()
    assert g.run(False, "n:", "prog file -n 5".split()) == "Unknown | ? ? ? ?"
    assert type(g.m.memory.load(g.variable("optind"), "i32")) is Unknown
    g.m.memory.store(g.variable("optopt"), "i32", 0)
    assert g.run(False, "n:", "prog -n 5 file".split()) == "(110,3,5,0,-1) (-1,3,-,0,-1) | prog -n 5 file"


# ---- libstdc++: std::_Hash_bytes and the rehash policy

HASH_SEED = 0xC70F6907
STRING_HASHES = {  # std::hash<std::string>{}(s), libstdc++ 12
    b"": 6142509188972423790,
    b"a": 4993892634952068459,
    b"ab": 5498234120169091963,
    b"abc": 3663726644998027833,
    b"size": 13934964484049229816,
    b"alpha": 6998202458872244694,
    b"--size": 8777862835632724939,
    b"abcdefg": 16063891478991045295,
    b"abcdefgh": 8664279048047335611,
    b"iterations": 11050939872450656534,
    b"0123456789abcdef": 10613591747391057286,
    b"0123456789abcdefghij": 4716142259119720602,
    b"\xff\x80\x01": 3598156103451236623,
}


def test_hash_bytes_is_libstdcxx_string_hash(machine):
    for s, expected in STRING_HASHES.items():
        p = text(machine, s)
        assert call(machine, "_ZSt11_Hash_bytesPKvmm", [p, len(s), HASH_SEED]) == expected, s
    assert call(machine, "_ZSt11_Hash_bytesPKvmm", [text(machine, b"size"), 4, 42]) == 1660388620656852729
    assert type(call(machine, "_ZSt11_Hash_bytesPKvmm", [text(machine, b"ab", nul=False), 3, HASH_SEED])) is Unknown
    assert type(call(machine, "_ZSt11_Hash_bytesPKvmm", [text(machine, b"abc"), Unknown(), HASH_SEED])) is Unknown


NEXT_BKT = "_ZNKSt8__detail20_Prime_rehash_policy11_M_next_bktEm"
NEED_REHASH = "_ZNKSt8__detail20_Prime_rehash_policy14_M_need_rehashEmmm"


def policy(machine, max_load: float, next_resize: int = 0) -> Ptr:
    p = machine.memory.allocate_heap(zero=True)
    machine.memory.store(p, "float", max_load)
    machine.memory.store(Ptr(p.obj, 8), "i64", next_resize)
    return p


def test_prime_rehash_policy_next_bkt(machine):
    # (n, bucket count, next resize) with max_load_factor 0.75
    for n, buckets, resize in ((0, 1, 0), (1, 2, 1), (2, 2, 1), (5, 5, 3), (11, 11, 8), (12, 13, 9), (13, 13, 9),
                               (14, 17, 12), (15, 17, 12), (97, 97, 72), (98, 103, 77), (100, 103, 77),
                               (1000, 1031, 773), (12345, 12983, 9737), (4294967291, 4294967291, 3221225468),
                               (4294967292, 6442450933, 4831838199),
                               (18446744073709551556, 18446744073709551557, U64)):
        p = policy(machine, 0.75)
        assert call(machine, NEXT_BKT, [p, n]) == buckets, n
        assert machine.memory.load(Ptr(p.obj, 8), "i64") == resize, n


def test_prime_rehash_policy_need_rehash(machine):
    """The same calls in the same order as on a real policy: the next resize carries over."""
    for max_load, steps in ((1.0, [((1, 0, 1), (1, 13), 13), ((13, 12, 1), (0, 0), 13), ((13, 13, 1), (1, 29), 29),
                                   ((13, 5, 1), (0, 0), 29), ((29, 29, 1), (1, 59), 59), ((1, 0, 100), (1, 103), 103),
                                   ((59, 60, 1), (0, 0), 103)]),
                            (0.5, [((1, 0, 1), (1, 23), 11), ((13, 12, 1), (1, 29), 14), ((13, 13, 1), (0, 0), 14),
                                   ((13, 5, 1), (0, 0), 14), ((29, 29, 1), (1, 61), 30), ((1, 0, 100), (1, 211), 105),
                                   ((59, 60, 1), (0, 0), 105)])):
        p = policy(machine, max_load)
        for args, result, resize in steps:
            assert call(machine, NEED_REHASH, [p, *args], "{ i8, i64 }") == result, (max_load, args)
            assert machine.memory.load(Ptr(p.obj, 8), "i64") == resize, (max_load, args)
    p = policy(machine, 1.0)
    assert type(call(machine, NEED_REHASH, [p, Unknown(), 0, 1], "{ i8, i64 }")) is Unknown
    assert type(machine.memory.load(Ptr(p.obj, 8), "i64")) is Unknown  # it may have written the next resize


# ---- libstdc++: the red-black tree

INSERT = "_ZSt29_Rb_tree_insert_and_rebalancebPSt18_Rb_tree_node_baseS0_RS_"
INCREMENT = "_ZSt18_Rb_tree_incrementPSt18_Rb_tree_node_base"
DECREMENT = "_ZSt18_Rb_tree_decrementPKSt18_Rb_tree_node_base"


class Tree:
    """A std::set<int> built the way its inline code builds it (_M_get_insert_unique_pos), the
    library calls going to the models."""

    def __init__(self, machine):
        self.m, self.keys = machine, {}
        self.header = Ptr(machine.memory.allocate_heap(zero=True).obj, 8)  # (at an offset in its object)
        for field in (16, 24):
            machine.memory.store(self.field(self.header, field), "ptr", self.header)

    def field(self, node, off):
        return Ptr(node.obj, node.off + off)

    def get(self, node, off):
        return self.m.memory.load(self.field(node, off), "i32" if off == 0 else "ptr")

    def insert(self, key):
        x, y, less = self.get(self.header, 8), self.header, True
        while x != 0:
            y, less = x, key < self.keys[self.ident(x)]
            x = self.get(x, 16 if less else 24)
        j = y
        if less:
            if j == self.get(self.header, 16):
                return self.link(key, y)
            j = call(self.m, DECREMENT, [j], "ptr")
        if self.keys[self.ident(j)] < key:
            return self.link(key, y)

    def link(self, key, parent):
        node = call(self.m, "_Znwm", [40], "ptr")
        self.keys[self.ident(node)] = key
        left = parent == self.header or key < self.keys[self.ident(parent)]
        call(self.m, INSERT, [int(left), node, parent, self.header], "void")

    def ident(self, node):
        return (id(node.obj), node.off)

    def name(self, node):
        return -1 if node == 0 else -2 if node == self.header else self.keys[self.ident(node)]


def test_rb_tree_insert_builds_libstdcxx_tree(machine):
    tree = Tree(machine)
    for key in (5, 3, 8, 1, 4, 7, 9, 2, 6, 0, 10, 11, 12, 13, 14, 15):
        tree.insert(key)
    tree.insert(7)  # already there: nothing linked
    h = tree.header
    assert [tree.name(tree.get(h, off)) for off in (8, 16, 24)] == [5, 0, 15]  # root, leftmost, rightmost
    assert tree.get(h, 0) == 0  # the header stays red
    # the std::set<int> libstdc++ 12 builds from these keys: key -> (color, parent, left, right)
    expected = {0: (0, 1, -1, -1), 1: (1, 3, 0, 2), 2: (0, 1, -1, -1), 3: (1, 5, 1, 4), 4: (1, 3, -1, -1),
                5: (1, -2, 3, 10), 6: (0, 7, -1, -1), 7: (1, 8, 6, -1), 8: (0, 10, 7, 9), 9: (1, 8, -1, -1),
                10: (1, 5, 8, 12), 11: (1, 12, -1, -1), 12: (0, 10, 11, 14), 13: (0, 14, -1, -1),
                14: (1, 12, 13, 15), 15: (0, 14, -1, -1)}
    node, seen = tree.get(h, 16), {}
    while node != h:  # in order, by _Rb_tree_increment
        seen[tree.name(node)] = (tree.get(node, 0),) + tuple(tree.name(tree.get(node, off)) for off in (8, 16, 24))
        node = call(machine, INCREMENT, [node], "ptr")
    assert list(seen) == list(range(16)) and seen == expected
    node, back = h, []
    for _ in range(16):  # backwards from end() (the header), by _Rb_tree_decrement
        node = call(machine, DECREMENT, [node], "ptr")
        back.append(tree.name(node))
    assert back == list(range(15, -1, -1))


def test_rb_tree_walks_from_an_unknown_node_are_unknown_and_write_nothing(machine):
    node = machine.memory.allocate_heap(zero=False)
    machine.memory.store(node, "i32", 1)
    assert type(call(machine, INCREMENT, [node], "ptr")) is Unknown
    assert type(call(machine, DECREMENT, [Unknown()], "ptr")) is Unknown
    assert machine.memory.load(node, "i32") == 1


# ---- libstdc++: std::string

S = "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE"
CS = "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE"


def string(machine, s: bytes = b"") -> Ptr:
    this = Ptr(machine.memory.allocate_heap(zero=False).obj, 0)
    call(machine, S + "C1EPKcRKS3_", [this, text(machine, s), Unknown()], "void")
    return this


def contents(machine, this):
    data, size = machine.memory.load(this, "ptr"), machine.memory.load(Ptr(this.obj, this.off + 8), "i64")
    assert machine.memory.load(Ptr(data.obj, data.off + size), "i8") == 0  # NUL-terminated
    return machine.memory.cstring(data, size).encode(), data == Ptr(this.obj, this.off + 16)


def capacity(machine, this):
    return call(machine, CS + "8capacityEv", [this])


def test_m_create_grows_capacity_like_libstdcxx(machine):
    this, cap = string(machine), machine.memory.allocate_heap(zero=False)
    for requested, old, granted in ((20, 15, 30), (40, 15, 40), (10, 15, 10), (MAX_SIZE, MAX_SIZE - 5, MAX_SIZE)):
        machine.memory.store(cap, "i64", requested)
        block = call(machine, S + "9_M_createERmm", [this, cap, old], "ptr")
        assert type(block) is Ptr and block.off == 0 and block.obj.kind == "heap"
        assert machine.memory.load(cap, "i64") == granted
    machine.memory.store(cap, "i64", MAX_SIZE + 1)  # length_error: not modelled
    assert type(call(machine, S + "9_M_createERmm", [this, cap, 0], "ptr")) is Unknown


def test_construction_append_and_replace(machine):
    s = string(machine, b"hello")
    assert contents(machine, s) == (b"hello", True) and capacity(machine, s) == 15
    assert call(machine, S + "9_M_appendEPKcm", [s, text(machine, b"0123456789abXX"), 12], "ptr") == s
    assert contents(machine, s) == (b"hello0123456789ab", False) and capacity(machine, s) == 30
    call(machine, S + "6appendERKS4_", [s, string(machine, b"x" * 20)], "ptr")
    assert contents(machine, s)[0] == b"hello0123456789ab" + b"x" * 20 and capacity(machine, s) == 60
    t = string(machine, b"--size=64")
    call(machine, S + "10_M_replaceEmmPKcm", [t, 0, 2, text(machine, b""), 0], "ptr")
    assert contents(machine, t) == (b"size=64", True)
    call(machine, S + "10_M_replaceEmmPKcm", [t, 4, 1, text(machine, b" := "), 4], "ptr")
    assert contents(machine, t) == (b"size := 64", True)
    data = machine.memory.load(t, "ptr")  # a part of itself
    call(machine, S + "10_M_replaceEmmPKcm", [t, 0, 4, Ptr(data.obj, data.off + 8), 2], "ptr")
    assert contents(machine, t) == (b"64 := 64", True)
    call(machine, S + "10_M_replaceEmmPKcm", [t, 8, 0, text(machine, b"0123456789"), 10], "ptr")
    assert contents(machine, t) == (b"64 := 640123456789", False) and capacity(machine, t) == 30
    call(machine, S + "aSEPKc", [t, text(machine, b"1")], "ptr")
    assert contents(machine, t) == (b"1", False)
    call(machine, S + "8_M_eraseEmm", [s, 0, 5], "void")
    assert contents(machine, s)[0] == b"0123456789ab" + b"x" * 20


def test_string_moves_copies_and_parts(machine):
    short, long_ = string(machine, b"abc"), string(machine, b"a long string, not local")
    moved = Ptr(machine.memory.allocate_heap(zero=False).obj, 0)
    call(machine, S + "C1EOS4_", [moved, short], "void")
    assert contents(machine, moved) == (b"abc", True) and contents(machine, short) == (b"", True)
    block = machine.memory.load(long_, "ptr")
    call(machine, S + "aSEOS4_", [moved, long_], "ptr")
    assert machine.memory.load(moved, "ptr") == block and contents(machine, moved) == (b"a long string, not local", False)
    assert contents(machine, long_) == (b"", True)
    copy = Ptr(machine.memory.allocate_heap(zero=False).obj, 0)
    call(machine, S + "C1ERKS4_", [copy, moved], "void")
    assert contents(machine, copy) == (b"a long string, not local", False) and machine.memory.load(copy, "ptr") != block
    sub = Ptr(machine.memory.allocate_heap(zero=False).obj, 0)
    call(machine, CS + "6substrEmm", [sub, copy, 2, 4], "void")
    assert contents(machine, sub) == (b"long", True)
    call(machine, CS + "6substrEmm", [sub, copy, 7, U64], "void")
    assert contents(machine, sub) == (b"string, not local", False)
    empty = Ptr(machine.memory.allocate_heap(zero=False).obj, 0)
    call(machine, S + "C1Ev", [empty], "void")
    call(machine, S + "9_M_assignERKS4_", [empty, copy], "void")
    assert contents(machine, empty) == (b"a long string, not local", False) and capacity(machine, empty) == 30
    call(machine, S + "7reserveEm", [sub, 100], "void")
    assert contents(machine, sub)[0] == b"string, not local" and capacity(machine, sub) == 100


def test_string_queries(machine):
    arg = string(machine, b"--size=64")
    assert call(machine, CS + "5rfindEPKcm", [arg, text(machine, b"--"), 0]) == 0
    assert call(machine, CS + "5rfindEPKcm", [string(machine, b"x--"), text(machine, b"--"), 0]) == (1 << 64) - 1
    assert call(machine, CS + "5rfindEPKcmm", [arg, text(machine, b"4x"), U64, 1]) == 8
    assert call(machine, CS + "4findEcm", [arg, ord("="), 0]) == 6
    assert call(machine, CS + "4findEcm", [arg, ord("="), 7]) == (1 << 64) - 1
    assert call(machine, CS + "4sizeEv", [arg]) == 9
    data = call(machine, CS + "5c_strEv", [arg], "ptr")
    assert call(machine, CS + "ixEm", [arg, 2], "ptr") == Ptr(data.obj, data.off + 2)
    size = string(machine, b"size")
    assert call(machine, CS + "7compareEPKc", [size, text(machine, b"size")], "i32") == 0
    assert call(machine, CS + "7compareEPKc", [size, text(machine, b"sizes")], "i32") >= 1 << 31
    assert 0 < call(machine, CS + "7compareERKS4_", [size, string(machine, b"alpha")], "i32") < 1 << 31
    assert call(machine, CS + "7compareERKS4_", [size, string(machine, b"size")], "i32") == 0
    assert call(machine, CS + "7compareEmmRKS4_", [arg, 2, 4, size], "i32") == 0


def test_string_with_unknown_parts(machine):
    """Unknown characters are moved as they are; what a member must decide on must be known."""
    s = string(machine, b"ab")
    data = machine.memory.load(s, "ptr")
    machine.memory.store(Ptr(data.obj, data.off + 1), "i8", Unknown())
    call(machine, S + "9_M_appendEPKcm", [s, text(machine, b"cd"), 2], "ptr")
    assert machine.memory.load(s, "ptr") == data and machine.memory.load(Ptr(s.obj, 8), "i64") == 4
    assert type(machine.memory.load(Ptr(data.obj, data.off + 1), "i8")) is Unknown
    assert machine.memory.load(Ptr(data.obj, data.off + 3), "i8") == ord("d")
    assert type(call(machine, CS + "7compareEPKc", [s, text(machine, b"abcd")], "i32")) is Unknown
    assert machine.memory.load(Ptr(data.obj, data.off + 3), "i8") == ord("d")  # (compare writes nothing)
    t = string(machine, b"xyz")
    machine.memory.store(Ptr(t.obj, 8), "i64", Unknown())  # an unknown length: the unmodelled rule
    assert type(call(machine, S + "9_M_appendEPKcm", [t, text(machine, b"cd"), 2], "ptr")) is Unknown
    assert type(machine.memory.load(t, "ptr")) is Unknown


# ---- libm (passes/host/procedures/libm.py)

def test_square_root_and_rounding_are_exact(machine):
    from passes.host.values import f32

    assert call(machine, "sqrtf", [257.0], "float") == f32(math.sqrt(257.0)) == 16.031219482421875
    assert call(machine, "sqrt", [2.0], "double") == math.sqrt(2.0)
    assert procedures.call_intrinsic(machine, "llvm.sqrt.f32", [257.0], "float") == 16.031219482421875
    assert call(machine, "floorf", [-2.5], "float") == -3.0 and call(machine, "ceil", [2.25], "double") == 3.0
    assert call(machine, "round", [-2.5], "double") == -3.0 and call(machine, "rint", [2.5], "double") == 2.0
    assert call(machine, "fmaxf", [1.5, -4.0], "float") == 1.5
    assert type(call(machine, "sqrtf", [-1.0], "float")) is Unknown  # NaN: no value is made of it


def test_square_root_of_an_unknown_is_one_value(machine):
    n = Unknown()
    first, second = call(machine, "sqrtf", [n], "float"), call(machine, "sqrtf", [n], "float")
    assert type(first) is Unknown and first is second
    assert call(machine, "sqrtf", [Unknown()], "float") is not first
    assert procedures.call_intrinsic(machine, "llvm.sqrt.f32", [n], "float") is first  # the intrinsic is sqrtf


def test_the_samples_host_sqrt_is_one_capture_over_the_loop():
    # reshape_correlation captures sqrtf(float(n + 1)): a number with a command line, one symbol without
    from conftest import REWRITE_RELEASE, SAMPLES, ir, read_text
    from passes.host.raise_host import raise_module
    from passes.host.patterns import choose_patterns

    path = ir(SAMPLES / "reshape_correlation" / REWRITE_RELEASE / "host.O2.ll")
    for args, expected in (((), None), (("64", "2"), f32_of(math.sqrt(65.0)))):
        module = lift.parse_text(read_text(path), str(path))
        program = raise_module(module, choose_patterns(module, None, None)[0], program_args=args or None)
        normalise = [op for op in program.launches if op.kernel == "Normalise"]
        scales = {a.value for op in normalise for a in op.args if a.kind == "scalar" and a.type == "float"}
        assert len(scales) == 1, program.listing()
        if expected is not None:
            assert scales == {expected}


def f32_of(x: float) -> float:
    return struct.unpack("<f", struct.pack("<f", x))[0]
