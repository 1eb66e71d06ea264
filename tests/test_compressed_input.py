"""Compressed input: an xz or gzip archive of an .ll or .bc reads as the file it holds (recognised by
its magic bytes, whatever its name), a corrupt or truncated archive is an error at `FILE:1:1`, a fault
in what it holds is an error at its line and column, and every name derived from an input is the
name of the file the archive holds (host.O2.ll.xz -> host.O2.ll)."""
from __future__ import annotations

import gzip
import json
import lzma
import os
import shutil
import subprocess
import sys

import pytest

import lift
import sycl_lift
from conftest import (SAMPLES, device_lib_files, ir, read_text, run_cli, sample_ir_files, stored_files,
                      uncompressed_name)
from lift import LiftError
from passes.host.raise_host import program_name

COMPRESS = {"xz": lambda data: lzma.compress(data, preset=9), "gz": lambda data: gzip.compress(data, mtime=0)}
VADD_HOST = SAMPLES / "vadd" / "2026.2.0" / "host.O2.ll"
VADD_DEVICE = SAMPLES / "vadd" / "device.ll"
GOOD = "define i32 @f(i32 %a) {\nentry:\n  %x = add i32 %a, 1\n  ret i32 %x\n}\n"


def archive(folder, name: str, data: bytes, kind: str):
    path = folder / f"{name}.{kind}"
    path.write_bytes(COMPRESS[kind](data))
    return path


@pytest.mark.parametrize("kind", COMPRESS)
def test_an_archive_reads_as_the_text_it_holds(tmp_path, kind):
    text = read_text(VADD_HOST)
    path = archive(tmp_path, "host.O2.ll", text.encode(), kind)
    assert path.stat().st_size < len(text) // 4
    module = lift.parse_file(str(path))
    assert module.print() == text and module.filename == str(path)
    assert lift.parse_bytes(path.read_bytes(), "x").print() == text


@pytest.mark.parametrize("kind", COMPRESS)
def test_an_archive_of_bitcode_reads_as_llvm_dis_prints_it(tmp_path, kind):
    bitcode = device_lib_files()[0]
    path = archive(tmp_path, bitcode.name, bitcode.read_bytes(), kind)
    assert lift.parse_file(str(path)).print() == read_text(bitcode)


def test_the_magic_bytes_decide_not_the_name(tmp_path):
    plain = tmp_path / "plain.ll.xz"
    plain.write_text(GOOD)
    packed = tmp_path / "packed.ll"
    packed.write_bytes(lzma.compress(GOOD.encode()))
    assert lift.parse_file(str(plain)).print() == GOOD == lift.parse_file(str(packed)).print()


def test_concatenated_xz_streams_read_as_one_text(tmp_path):
    # what `xz` writes for `cat a.xz b.xz` and reads back as a + b
    path = tmp_path / "two.ll.xz"
    half = len(GOOD) // 2
    path.write_bytes(lzma.compress(GOOD[:half].encode()) + lzma.compress(GOOD[half:].encode()))
    assert lift.parse_file(str(path)).print() == GOOD


@pytest.mark.parametrize("kind", COMPRESS)
@pytest.mark.parametrize("damage, message", [
    (lambda data: data[:len(data) // 2], "truncated {} archive"),
    (lambda data: data[:-1], "truncated {} archive"),
    (lambda data: data[:len(data) // 2] + bytes([data[len(data) // 2] ^ 0xFF]) + data[len(data) // 2 + 1:],
     "corrupt {} archive"),
    (lambda data: data + b"trailing", "corrupt {} archive"),
], ids=["half", "last-byte-cut", "flipped-byte", "trailing-bytes"])
def test_a_damaged_archive_is_an_error_at_its_start(tmp_path, kind, damage, message):
    data = COMPRESS[kind](read_text(VADD_DEVICE).encode())
    path = tmp_path / f"device.ll.{kind}"
    path.write_bytes(damage(data))
    with pytest.raises(LiftError) as info:
        lift.parse_file(str(path))
    kind_name = {"xz": "xz", "gz": "gzip"}[kind]
    assert (info.value.filename, info.value.line, info.value.col) == (str(path), 1, 1)
    assert info.value.message.startswith(message.format(kind_name)), info.value.message


@pytest.mark.parametrize("kind", COMPRESS)
@pytest.mark.parametrize("held, line, col, message", [
    (GOOD.replace("add i32 %a", "addd i32 %a").encode(), 3, 8, "expected instruction opcode"),
    (GOOD.encode() + b"\n@g = global i32 0\x00\n", 7, 18, "unexpected NUL byte"),
    (GOOD.encode() + b"; caf\xe9\n", 6, 6, "invalid UTF-8"),
], ids=["syntax", "nul", "utf-8"])
def test_a_fault_inside_a_sound_archive_is_at_its_place_in_the_text(tmp_path, kind, held, line, col, message):
    path = archive(tmp_path, "bad.ll", held, kind)
    with pytest.raises(LiftError) as info:
        lift.parse_file(str(path), lazy=False)
    assert (info.value.filename, info.value.line, info.value.col) == (str(path), line, col), str(info.value)
    assert message in info.value.message


def test_cli_on_a_truncated_archive_exits_1_with_a_position_and_writes_nothing(tmp_path):
    path = tmp_path / "host.O2.ll.xz"
    path.write_bytes(lzma.compress(read_text(VADD_HOST).encode())[:4096])
    out = tmp_path / "out.ll"
    proc = run_cli("print", str(path), "-o", str(out))
    assert proc.returncode == 1
    assert proc.stderr.startswith(f"{path}:1:1: truncated xz archive")
    assert "Traceback" not in proc.stderr
    assert sorted(os.listdir(tmp_path)) == ["host.O2.ll.xz"]


def test_stdin_may_be_an_archive(tmp_path):
    text = read_text(VADD_DEVICE)
    proc = subprocess.run([sys.executable, "-c", "import sys, sycl_lift; sys.exit(sycl_lift.main())",
                           "print", "-", "-o", "-"], input=lzma.compress(text.encode()), capture_output=True)
    assert proc.returncode == 0 and proc.stdout.decode() == text


# ---- names derived from a compressed input


@pytest.mark.parametrize("name, held", [
    ("host.O2.ll.xz", "host.O2.ll"), ("device.bc.gz", "device.bc"), ("host.O2.ll", "host.O2.ll"),
    ("dir/a.ll.gz", "dir/a.ll"), (".xz", ".xz"), ("notes.txz", "notes.txz"),
])
def test_uncompressed_name(name, held):
    assert uncompressed_name(name) == held


def test_the_program_name_of_a_compressed_host_is_that_of_the_file_it_holds():
    for name in ("gemm.host.O2.ll", "gemm.host.O2.ll.xz", "gemm.ll.gz"):
        assert program_name(lift.parse_text(GOOD, name)) == "gemm"
    assert program_name(lift.parse_text(GOOD, "/x/y.z/prog.xz")) == "prog"


def test_rewrite_of_compressed_inputs_writes_what_the_plain_ones_give(tmp_path, monkeypatch):
    """The same output names and the same bytes in every output, the report included."""
    plain, packed = tmp_path / "plain", tmp_path / "packed"
    plain.mkdir()
    packed.mkdir()
    inputs = {}
    for source, name in ((VADD_HOST, "host.O2.ll"), (VADD_DEVICE, "device.ll")):
        data = read_text(source).encode()
        (plain / name).write_bytes(data)
        inputs[name] = archive(packed, name, data, "xz")
    outputs = {}
    for folder, host, device in ((plain, plain / "host.O2.ll", plain / "device.ll"),
                                 (packed, inputs["host.O2.ll"], inputs["device.ll"])):
        monkeypatch.chdir(folder)  # the report names the inputs as given: relative names, the same in both
        out = tmp_path / "out"  # kernels.cl names where it was written: one folder for both
        assert sycl_lift.main(["rewrite", "-q", "--args", "64", host.name, device.name, "-o", str(out)]) == 0
        outputs[folder] = {p.name: p.read_bytes() for p in sorted(out.iterdir())}
        shutil.rmtree(out)
    assert sorted(outputs[plain]) == ["device.ll", "host.ll", "kernels.cl", "report.json"]
    assert outputs[packed] == outputs[plain]
    assert json.loads(outputs[plain]["report.json"])["command_line"] == ["host", "64"]


# ---- how tests name sample IR (tests/conftest.py)


def test_ir_finds_the_stored_file(tmp_path):
    (tmp_path / "a.ll").write_text(GOOD)
    (tmp_path / "b.ll.xz").write_bytes(lzma.compress(GOOD.encode()))
    (tmp_path / "c.bc.gz").write_bytes(gzip.compress(b"x"))
    assert ir(tmp_path / "a.ll") == tmp_path / "a.ll"
    assert ir(tmp_path / "b.ll") == tmp_path / "b.ll.xz"
    assert ir(tmp_path / "c.bc") == tmp_path / "c.bc.gz"
    assert ir(tmp_path / "d.ll") == tmp_path / "d.ll"  # missing: reading it says so
    assert stored_files(tmp_path, "*.ll") == [tmp_path / "a.ll", tmp_path / "b.ll.xz"]
    assert read_text(tmp_path / "b.ll") == GOOD


def test_each_sample_ir_is_stored_once():
    """No sample IR is both plain and compressed: a move that left its original behind is caught."""
    held = [str(p.parent / uncompressed_name(p.name)) for p in sample_ir_files()]
    assert len(held) == len(set(held)) > 100
    assert all(p.suffix in (".ll", ".xz") for p in sample_ir_files())
