"""The libstdc++ string-stream models (passes/host/procedures/libstdcxx_streams.py), called alone on
a bare machine: `std::stringstream s{text}; s >> v;` for each arithmetic type, std::getline with a
delimiter, `s >> word`, the stream state inline code reads, and Unknown where the model cannot know.

The expected values are libstdc++ 12's (g++ 12, x86_64), printed once by a program that runs each
case through the real library -- the value (a float as %a), rdstate() and how many characters the
extraction consumed -- and written here."""
from __future__ import annotations

import pytest

from passes.host import procedures
from passes.host.procedures import libstdcxx_streams as streams
from passes.host.values import Ptr, Unknown
from test_library_models import machine  # noqa: F401  (the fixture: a bare machine)

SS = "_ZNSt7__cxx1118basic_stringstreamIcSt11char_traitsIcESaIcEE"
ISS = "_ZNSt7__cxx1119basic_istringstreamIcSt11char_traitsIcESaIcEE"
FROM_STRING = "C1ERKNS_12basic_stringIcS2_S3_EESt13_Ios_Openmode"
GETLINE = "_ZSt7getlineIcSt11char_traitsIcESaIcEERSt13basic_istreamIT_T0_ES7_RNSt7__cxx1112basic_stringIS4_S5_T1_EES4_"
WORD = "_ZStrsIcSt11char_traitsIcESaIcEERSt13basic_istreamIT_T0_ES7_RNSt7__cxx1112basic_stringIS4_S5_T1_EE"
STRING = "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE"
IR_TYPE = {"m": "i64", "l": "i64", "x": "i64", "y": "i64", "i": "i32", "j": "i32", "s": "i16", "t": "i16", "b": "i8",
           "f": "float", "d": "double"}
SIGNED_BITS = {"l": 64, "x": 64, "i": 32, "s": 16}


def call(machine, name, args, rty="ptr"):
    return procedures.call_library(machine, name, args, rty, None)


def std_string(machine, s: bytes) -> Ptr:
    chars = machine.memory.allocate_heap(zero=False)
    machine.memory.store(chars, f"[{len(s) + 1} x i8]", s + b"\0")
    this = machine.memory.allocate_heap(zero=False)
    call(machine, STRING + "C1EPKcRKS3_", [this, chars, Unknown()], "void")
    return this


def string_value(machine, this: Ptr) -> bytes:
    data, size = machine.memory.load(this, "ptr"), machine.memory.load(Ptr(this.obj, this.off + 8), "i64")
    return machine.memory.cstring(data, size).encode() if size else b""


def stringstream(machine, text: bytes, ctor=SS + FROM_STRING, mode=0x18) -> Ptr:
    this = Ptr(machine.memory.allocate_heap(zero=False).obj, 0)
    call(machine, ctor, [this, std_string(machine, text), mode], "void")
    return this


def state(machine, stream: Ptr) -> int:
    """rdstate() as inline code reads it: through the vptr's virtual-base offset."""
    vptr = machine.memory.load(stream, "ptr")
    ios = machine.memory.load(Ptr(vptr.obj, vptr.off - 24), "i64")
    return machine.memory.load(Ptr(stream.obj, stream.off + ios + 32), "i32")


def consumed(machine, stream: Ptr, layout=streams.STRINGSTREAM) -> int:
    buf = Ptr(stream.obj, stream.off + layout.buf)
    cur = machine.memory.load(Ptr(buf.obj, buf.off + streams.SB_IN_CUR), "ptr")
    beg = machine.memory.load(Ptr(buf.obj, buf.off + streams.SB_IN_BEG), "ptr")
    return cur.off - beg.off


# (mangled type, input, value, rdstate(), characters consumed), from libstdc++
EXTRACTIONS = [
    ("m", b"1024", 1024, 2, 4),
    ("l", b"1024", 1024, 2, 4),
    ("i", b"1024", 1024, 2, 4),
    ("s", b"1024", 1024, 2, 4),
    ("j", b"1024", 1024, 2, 4),
    ("t", b"1024", 1024, 2, 4),
    ("b", b"1024", 1, 6, 4),
    ("m", b"  42", 42, 2, 4),
    ("l", b"  42", 42, 2, 4),
    ("i", b"  42", 42, 2, 4),
    ("s", b"  42", 42, 2, 4),
    ("j", b"  42", 42, 2, 4),
    ("t", b"  42", 42, 2, 4),
    ("b", b"  42", 1, 6, 4),
    ("m", b"-7", 18446744073709551609, 2, 2),
    ("l", b"-7", -7, 2, 2),
    ("i", b"-7", -7, 2, 2),
    ("s", b"-7", -7, 2, 2),
    ("j", b"-7", 4294967289, 2, 2),
    ("t", b"-7", 65529, 2, 2),
    ("b", b"-7", 1, 6, 2),
    ("m", b"+12abc", 12, 0, 3),
    ("l", b"+12abc", 12, 0, 3),
    ("i", b"+12abc", 12, 0, 3),
    ("s", b"+12abc", 12, 0, 3),
    ("j", b"+12abc", 12, 0, 3),
    ("t", b"+12abc", 12, 0, 3),
    ("b", b"+12abc", 1, 4, 3),
    ("m", b"", 0, 6, 0),
    ("l", b"", 0, 6, 0),
    ("i", b"", 0, 6, 0),
    ("s", b"", 0, 6, 0),
    ("j", b"", 0, 6, 0),
    ("t", b"", 0, 6, 0),
    ("b", b"", 0, 6, 0),
    ("m", b"   ", 0, 6, 3),
    ("l", b"   ", 0, 6, 3),
    ("i", b"   ", 0, 6, 3),
    ("s", b"   ", 0, 6, 3),
    ("j", b"   ", 0, 6, 3),
    ("t", b"   ", 0, 6, 3),
    ("b", b"   ", 0, 6, 3),
    ("m", b"abc", 0, 4, 0),
    ("l", b"abc", 0, 4, 0),
    ("i", b"abc", 0, 4, 0),
    ("s", b"abc", 0, 4, 0),
    ("j", b"abc", 0, 4, 0),
    ("t", b"abc", 0, 4, 0),
    ("b", b"abc", 0, 4, 0),
    ("m", b"0x1f", 0, 0, 1),
    ("l", b"0x1f", 0, 0, 1),
    ("i", b"0x1f", 0, 0, 1),
    ("s", b"0x1f", 0, 0, 1),
    ("j", b"0x1f", 0, 0, 1),
    ("t", b"0x1f", 0, 0, 1),
    ("b", b"0x1f", 0, 0, 1),
    ("m", b"077", 77, 2, 3),
    ("l", b"077", 77, 2, 3),
    ("i", b"077", 77, 2, 3),
    ("s", b"077", 77, 2, 3),
    ("j", b"077", 77, 2, 3),
    ("t", b"077", 77, 2, 3),
    ("b", b"077", 1, 6, 3),
    ("m", b"00012", 12, 2, 5),
    ("l", b"00012", 12, 2, 5),
    ("i", b"00012", 12, 2, 5),
    ("s", b"00012", 12, 2, 5),
    ("j", b"00012", 12, 2, 5),
    ("t", b"00012", 12, 2, 5),
    ("b", b"00012", 1, 6, 5),
    ("m", b"18446744073709551615", 18446744073709551615, 2, 20),
    ("l", b"18446744073709551615", 9223372036854775807, 6, 20),
    ("i", b"18446744073709551615", 2147483647, 6, 20),
    ("s", b"18446744073709551615", 32767, 6, 20),
    ("j", b"18446744073709551615", 4294967295, 6, 20),
    ("t", b"18446744073709551615", 65535, 6, 20),
    ("b", b"18446744073709551615", 1, 6, 20),
    ("m", b"18446744073709551616", 18446744073709551615, 6, 20),
    ("l", b"18446744073709551616", 9223372036854775807, 6, 20),
    ("i", b"18446744073709551616", 2147483647, 6, 20),
    ("s", b"18446744073709551616", 32767, 6, 20),
    ("j", b"18446744073709551616", 4294967295, 6, 20),
    ("t", b"18446744073709551616", 65535, 6, 20),
    ("b", b"18446744073709551616", 1, 6, 20),
    ("m", b"-1", 18446744073709551615, 2, 2),
    ("l", b"-1", -1, 2, 2),
    ("i", b"-1", -1, 2, 2),
    ("s", b"-1", -1, 2, 2),
    ("j", b"-1", 4294967295, 2, 2),
    ("t", b"-1", 65535, 2, 2),
    ("b", b"-1", 1, 6, 2),
    ("m", b"9223372036854775807", 9223372036854775807, 2, 19),
    ("l", b"9223372036854775807", 9223372036854775807, 2, 19),
    ("i", b"9223372036854775807", 2147483647, 6, 19),
    ("s", b"9223372036854775807", 32767, 6, 19),
    ("j", b"9223372036854775807", 4294967295, 6, 19),
    ("t", b"9223372036854775807", 65535, 6, 19),
    ("b", b"9223372036854775807", 1, 6, 19),
    ("m", b"9223372036854775808", 9223372036854775808, 2, 19),
    ("l", b"9223372036854775808", 9223372036854775807, 6, 19),
    ("i", b"9223372036854775808", 2147483647, 6, 19),
    ("s", b"9223372036854775808", 32767, 6, 19),
    ("j", b"9223372036854775808", 4294967295, 6, 19),
    ("t", b"9223372036854775808", 65535, 6, 19),
    ("b", b"9223372036854775808", 1, 6, 19),
    ("m", b"-9223372036854775808", 9223372036854775808, 2, 20),
    ("l", b"-9223372036854775808", -9223372036854775808, 2, 20),
    ("i", b"-9223372036854775808", -2147483648, 6, 20),
    ("s", b"-9223372036854775808", -32768, 6, 20),
    ("j", b"-9223372036854775808", 4294967295, 6, 20),
    ("t", b"-9223372036854775808", 65535, 6, 20),
    ("b", b"-9223372036854775808", 1, 6, 20),
    ("m", b"-9223372036854775809", 9223372036854775807, 2, 20),
    ("l", b"-9223372036854775809", -9223372036854775808, 6, 20),
    ("i", b"-9223372036854775809", -2147483648, 6, 20),
    ("s", b"-9223372036854775809", -32768, 6, 20),
    ("j", b"-9223372036854775809", 4294967295, 6, 20),
    ("t", b"-9223372036854775809", 65535, 6, 20),
    ("b", b"-9223372036854775809", 1, 6, 20),
    ("m", b"2147483648", 2147483648, 2, 10),
    ("l", b"2147483648", 2147483648, 2, 10),
    ("i", b"2147483648", 2147483647, 6, 10),
    ("s", b"2147483648", 32767, 6, 10),
    ("j", b"2147483648", 2147483648, 2, 10),
    ("t", b"2147483648", 65535, 6, 10),
    ("b", b"2147483648", 1, 6, 10),
    ("m", b"-2147483649", 18446744071562067967, 2, 11),
    ("l", b"-2147483649", -2147483649, 2, 11),
    ("i", b"-2147483649", -2147483648, 6, 11),
    ("s", b"-2147483649", -32768, 6, 11),
    ("j", b"-2147483649", 2147483647, 2, 11),
    ("t", b"-2147483649", 65535, 6, 11),
    ("b", b"-2147483649", 1, 6, 11),
    ("m", b"4294967296", 4294967296, 2, 10),
    ("l", b"4294967296", 4294967296, 2, 10),
    ("i", b"4294967296", 2147483647, 6, 10),
    ("s", b"4294967296", 32767, 6, 10),
    ("j", b"4294967296", 4294967295, 6, 10),
    ("t", b"4294967296", 65535, 6, 10),
    ("b", b"4294967296", 1, 6, 10),
    ("m", b"70000", 70000, 2, 5),
    ("l", b"70000", 70000, 2, 5),
    ("i", b"70000", 70000, 2, 5),
    ("s", b"70000", 32767, 6, 5),
    ("j", b"70000", 70000, 2, 5),
    ("t", b"70000", 65535, 6, 5),
    ("b", b"70000", 1, 6, 5),
    ("m", b"-70000", 18446744073709481616, 2, 6),
    ("l", b"-70000", -70000, 2, 6),
    ("i", b"-70000", -70000, 2, 6),
    ("s", b"-70000", -32768, 6, 6),
    ("j", b"-70000", 4294897296, 2, 6),
    ("t", b"-70000", 65535, 6, 6),
    ("b", b"-70000", 1, 6, 6),
    ("m", b"65535", 65535, 2, 5),
    ("l", b"65535", 65535, 2, 5),
    ("i", b"65535", 65535, 2, 5),
    ("s", b"65535", 32767, 6, 5),
    ("j", b"65535", 65535, 2, 5),
    ("t", b"65535", 65535, 2, 5),
    ("b", b"65535", 1, 6, 5),
    ("m", b"2", 2, 2, 1),
    ("l", b"2", 2, 2, 1),
    ("i", b"2", 2, 2, 1),
    ("s", b"2", 2, 2, 1),
    ("j", b"2", 2, 2, 1),
    ("t", b"2", 2, 2, 1),
    ("b", b"2", 1, 6, 1),
    ("m", b"1", 1, 2, 1),
    ("l", b"1", 1, 2, 1),
    ("i", b"1", 1, 2, 1),
    ("s", b"1", 1, 2, 1),
    ("j", b"1", 1, 2, 1),
    ("t", b"1", 1, 2, 1),
    ("b", b"1", 1, 2, 1),
    ("m", b"0", 0, 2, 1),
    ("l", b"0", 0, 2, 1),
    ("i", b"0", 0, 2, 1),
    ("s", b"0", 0, 2, 1),
    ("j", b"0", 0, 2, 1),
    ("t", b"0", 0, 2, 1),
    ("b", b"0", 0, 2, 1),
    ("m", b"+", 0, 6, 1),
    ("l", b"+", 0, 6, 1),
    ("i", b"+", 0, 6, 1),
    ("s", b"+", 0, 6, 1),
    ("j", b"+", 0, 6, 1),
    ("t", b"+", 0, 6, 1),
    ("b", b"+", 0, 6, 1),
    ("m", b"-", 0, 6, 1),
    ("l", b"-", 0, 6, 1),
    ("i", b"-", 0, 6, 1),
    ("s", b"-", 0, 6, 1),
    ("j", b"-", 0, 6, 1),
    ("t", b"-", 0, 6, 1),
    ("b", b"-", 0, 6, 1),
    ("m", b"12 34", 12, 0, 2),
    ("l", b"12 34", 12, 0, 2),
    ("i", b"12 34", 12, 0, 2),
    ("s", b"12 34", 12, 0, 2),
    ("j", b"12 34", 12, 0, 2),
    ("t", b"12 34", 12, 0, 2),
    ("b", b"12 34", 1, 4, 2),
    ("m", b"\t\n7\v", 7, 0, 3),
    ("l", b"\t\n7\v", 7, 0, 3),
    ("i", b"\t\n7\v", 7, 0, 3),
    ("s", b"\t\n7\v", 7, 0, 3),
    ("j", b"\t\n7\v", 7, 0, 3),
    ("t", b"\t\n7\v", 7, 0, 3),
    ("b", b"\t\n7\v", 1, 4, 3),
    ("f", b"1.5e3", "0x1.77p+10", 2, 5),
    ("d", b"1.5e3", "0x1.77p+10", 2, 5),
    ("f", b"3.25", "0x1.ap+1", 2, 4),
    ("d", b"3.25", "0x1.ap+1", 2, 4),
    ("f", b".5", "0x1p-1", 2, 2),
    ("d", b".5", "0x1p-1", 2, 2),
    ("f", b"1.", "0x1p+0", 2, 2),
    ("d", b"1.", "0x1p+0", 2, 2),
    ("f", b"1e", "0x0p+0", 6, 2),
    ("d", b"1e", "0x0p+0", 6, 2),
    ("f", b"1e+", "0x0p+0", 6, 3),
    ("d", b"1e+", "0x0p+0", 6, 3),
    ("f", b"1e-2x", "0x1.47ae14p-7", 0, 4),
    ("d", b"1e-2x", "0x1.47ae147ae147bp-7", 0, 4),
    ("f", b"-0.0", "-0x0p+0", 2, 4),
    ("d", b"-0.0", "-0x0p+0", 2, 4),
    ("f", b"1e40", "0x1.fffffep+127", 6, 4),
    ("d", b"1e40", "0x1.d6329f1c35ca5p+132", 2, 4),
    ("f", b"1e400", "0x1.fffffep+127", 6, 5),
    ("d", b"1e400", "0x1.fffffffffffffp+1023", 6, 5),
    ("f", b"-1e400", "-0x1.fffffep+127", 6, 6),
    ("d", b"-1e400", "-0x1.fffffffffffffp+1023", 6, 6),
    ("f", b"0.1f", "0x1.99999ap-4", 0, 3),
    ("d", b"0.1f", "0x1.999999999999ap-4", 0, 3),
    ("f", b"inf", "0x0p+0", 4, 0),
    ("d", b"inf", "0x0p+0", 4, 0),
    ("f", b"  2.5  ", "0x1.4p+1", 0, 5),
    ("d", b"  2.5  ", "0x1.4p+1", 0, 5),
    ("f", b"007.25", "0x1.dp+2", 2, 6),
    ("d", b"007.25", "0x1.dp+2", 2, 6),
    ("f", b"0", "0x0p+0", 2, 1),
    ("d", b"0", "0x0p+0", 2, 1),
    ("f", b".", "0x0p+0", 6, 1),
    ("d", b".", "0x0p+0", 6, 1),
    ("f", b"+.e5", "0x0p+0", 4, 2),
    ("d", b"+.e5", "0x0p+0", 4, 2),
    ("f", b"1.2.3", "0x1.333334p+0", 0, 3),
    ("d", b"1.2.3", "0x1.3333333333333p+0", 0, 3),
    ("f", b"0x10", "0x0p+0", 0, 1),
    ("d", b"0x10", "0x0p+0", 0, 1),
    ("f", b"340282356779733661637539395458142568448", "0x1.fffffep+127", 6, 39),
    ("d", b"340282356779733661637539395458142568448", "0x1.ffffffp+127", 2, 39),
    ("f", b"123456789012345678901234567890", "0x1.8ee91p+96", 2, 30),
    ("d", b"123456789012345678901234567890", "0x1.8ee90ff6c373ep+96", 2, 30),
]


@pytest.mark.parametrize("code, text, value, rdstate, used", EXTRACTIONS)
def test_extraction_is_libstdcxx(machine, code, text, value, rdstate, used):
    stream = stringstream(machine, text)
    dst = machine.memory.allocate_heap(zero=False)
    machine.memory.store(dst, IR_TYPE[code], 0.0 if code in "fd" else 0)  # `T v{};`: kept where nothing is read
    name = f"_ZNSirsER{code}" if code in "is" else f"_ZNSi10_M_extractI{code}EERSiRT_"
    assert call(machine, name, [stream, dst]) == stream
    assert state(machine, stream) == rdstate
    assert consumed(machine, stream) == used
    got = machine.memory.load(dst, IR_TYPE[code])
    if code in "fd":
        expected = float.fromhex(value)
        assert got == expected and str(got)[0] == str(expected)[0]  # (the sign of a zero too)
    else:
        bits = SIGNED_BITS.get(code)
        assert (got - (1 << bits) if bits and got >> (bits - 1) else got) == value


# input -> [(getline's result converts to true, the item, rdstate())] until it fails, from libstdc++
GETLINES = [
    (b"16,16", [(True, b"16", 0), (True, b"16", 2), (False, b"16", 6), ]),
    (b"16,,8,", [(True, b"16", 0), (True, b"", 0), (True, b"8", 0), (False, b"", 6), ]),
    (b",", [(True, b"", 0), (False, b"", 6), ]),
    (b"", [(False, b"", 6), ]),
    (b"a", [(True, b"a", 2), (False, b"a", 6), ]),
    (b"x y,z", [(True, b"x y", 0), (True, b"z", 2), (False, b"z", 6), ]),
]


@pytest.mark.parametrize("text, steps", GETLINES)
def test_getline_with_a_delimiter_is_libstdcxx(machine, text, steps):
    stream, item = stringstream(machine, text), std_string(machine, b"")
    for ok, expected_item, rdstate in steps:
        assert call(machine, GETLINE, [stream, item, ord(",")]) == stream
        assert (state(machine, stream) & 5 == 0) == ok
        assert string_value(machine, item) == expected_item
        assert state(machine, stream) == rdstate


# input -> (the word `s >> word` leaves, rdstate()), the word "old" before, from libstdc++
WORDS = [
    (b"  hello world", b"hello", 0),
    (b"", b"old", 6),
    (b"   ", b"old", 6),
    (b"one", b"one", 2),
]


@pytest.mark.parametrize("text, word, rdstate", WORDS)
def test_word_extraction_is_libstdcxx(machine, text, word, rdstate):
    stream, target = stringstream(machine, text), std_string(machine, b"old")
    assert call(machine, WORD, [stream, target]) == stream
    assert string_value(machine, target) == word
    assert state(machine, stream) == rdstate


def test_istringstream_and_state_queries(machine):
    stream = stringstream(machine, b" 17 x", ISS + FROM_STRING, mode=0x8)
    dst = machine.memory.allocate_heap(zero=False)
    call(machine, "_ZNSi10_M_extractImEERSiRT_", [stream, dst])
    assert machine.memory.load(dst, "i64") == 17 and consumed(machine, stream, streams.ISTRINGSTREAM) == 3
    ios = Ptr(stream.obj, streams.ISTRINGSTREAM.ios)
    ask = "_ZNKSt9basic_iosIcSt11char_traitsIcEE"
    assert [call(machine, ask + q, [ios], "i1") for q in ("4failEv", "cvbEv", "3eofEv", "4goodEv")] == [0, 1, 0, 1]
    call(machine, "_ZNSi10_M_extractImEERSiRT_", [stream, dst])  # "x": no number
    assert machine.memory.load(dst, "i64") == 0
    assert [call(machine, ask + q, [ios], "i1") for q in ("4failEv", "cvbEv", "ntEv", "7rdstateEv")] == [1, 0, 1, 4]
    call(machine, "_ZNSi10_M_extractImEERSiRT_", [stream, dst])  # a failed stream extracts nothing
    assert consumed(machine, stream, streams.ISTRINGSTREAM) == 4


def test_the_vtt_is_what_inline_destructors_read(machine):
    """The inlined part of ~basic_stringstream reads VTT entries and the virtual-base offsets 24
    bytes before them: libstdc++'s values (128 to the basic_ios, 112 from the ostream)."""
    vtt = machine.consts.object_of("_ZTT" + streams.VT_SS[4:])
    words = []
    for i in (0, 4, 8, 9):
        entry = vtt.cells[8 * i][1]
        words.append(entry.obj.cells[entry.off - 24][1])
    assert words == [128, 112, -128, 112]
    stream = stringstream(machine, b"1")
    assert machine.memory.load(stream, "ptr") == Ptr(machine.consts.object_of(streams.VT_SS), 24)


def test_what_the_model_cannot_know_is_unknown(machine):
    stream = stringstream(machine, b"12")
    dst = machine.memory.allocate_heap(zero=False)
    machine.memory.store(Ptr(stream.obj, 24 + streams.SB_IN_CUR), "ptr", Unknown())  # written by unmodelled code
    assert type(call(machine, "_ZNSi10_M_extractImEERSiRT_", [stream, dst])) is Unknown
    assert type(machine.memory.load(dst, "i64")) is Unknown
    stream = stringstream(machine, b"12")
    machine.memory.store(Ptr(stream.obj, 128 + 28), "i32", 4)  # exceptions(failbit): reading to the end
    call(machine, "_ZNSi10_M_extractIfEERSiRT_", [stream, dst])  # sets eofbit only: no throw
    assert state(machine, stream) == 2 and machine.memory.load(dst, "float") == 12.0
    stream = stringstream(machine, b"12")
    machine.memory.store(Ptr(stream.obj, 128 + 28), "i32", 2)  # exceptions(eofbit): it would throw
    call(machine, "_ZNSi10_M_extractIfEERSiRT_", [stream, dst])  # (ios_base::failure: not modelled)
    assert type(machine.memory.load(dst, "float")) is Unknown
    cin = machine.memory.allocate_heap(zero=False)  # a stream whose buffer is not a stringbuf
    assert type(call(machine, "_ZNSi10_M_extractImEERSiRT_", [cin, dst])) is Unknown


# std::getline(s, line) (the newline: is.widen('\n')): input -> [(true, line, rdstate())], from libstdc++
LINES = [
    (b"a\nb\n", [(True, b"a", 0), (True, b"b", 0), (False, b"", 6)]),
    (b"one line", [(True, b"one line", 2), (False, b"one line", 6)]),
    (b"\n\nx", [(True, b"", 0), (True, b"", 0), (True, b"x", 2), (False, b"x", 6)]),
    (b"", [(False, b"", 6)]),
    (b"tab\tsep\nend", [(True, b"tab\tsep", 0), (True, b"end", 2), (False, b"end", 6)]),
]


@pytest.mark.parametrize("text, steps", LINES)
def test_getline_of_lines_is_libstdcxx(machine, text, steps):
    stream, line = stringstream(machine, text), std_string(machine, b"old")
    for ok, expected, rdstate in steps:
        assert call(machine, GETLINE[:-3], [stream, line]) == stream
        assert (string_value(machine, line), state(machine, stream)) == (expected, rdstate)
        assert (rdstate & 5 == 0) == ok


def test_widen_is_the_c_locales(machine):
    """basic_ios::widen (out of line at -O0) and the ctype<char> facet inline code reads at -O2."""
    stream = stringstream(machine, b"")
    ios = Ptr(stream.obj, streams.STRINGSTREAM.ios)
    assert call(machine, "_ZNKSt9basic_iosIcSt11char_traitsIcEE5widenEc", [ios, ord("\n")], "i8") == 10
    facet = machine.memory.load(Ptr(ios.obj, ios.off + streams.IOS_CTYPE), "ptr")
    assert machine.memory.load(Ptr(facet.obj, streams.CTYPE_WIDEN_OK), "i8") == 1
    assert machine.memory.load(Ptr(facet.obj, streams.CTYPE_WIDEN + ord(",")), "i8") == ord(",")
