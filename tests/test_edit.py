"""Edits through the API give IR that LLVM's verifier accepts, with consistent value numbering."""
from __future__ import annotations

import pytest

import lift
from conftest import llvm_verify
from lift import Constant, LiftError


def calls_to(fn, fragment):
    return [i for i in fn.instructions() if i.called_function and fragment in i.called_function.name]


@pytest.fixture
def device(vadd_device):
    return lift.parse_text(vadd_device, "device.ll")


def test_replace_uses_with_constant_and_erase(device):
    wrapper = next(f for f in device.definitions() if "__pf_kernel_wrapper" in f.name)
    (size,) = calls_to(wrapper, "GlobalSize")
    assert size.users
    size.replace_all_uses_with(Constant("1024"))
    assert not size.users
    size.erase()
    text = device.print()
    llvm_verify(text)
    assert "GlobalSizei(i32" not in text.split("define")[1].split("declare")[0]
    # the loop stride is now a literal; the phi %19 moved to %18 as the call before it is gone
    assert "add i64 %18, 1024" in text


def test_delete_instructions_renumbers(device):
    kernel = device.get_function("_ZTS4VAdd")
    (assume,) = calls_to(kernel, "llvm.assume")
    cond = assume.syntax.call_arguments[0].value
    assert cond.opcode == "icmp"
    assume.erase()
    with pytest.raises(LiftError):
        kernel.blocks[0].instructions[0].erase()  # still used: refused
    cond.erase()
    text = device.print()
    llvm_verify(text)
    body = text[text.index("define weak_odr dso_local spir_kernel void @_ZTS4VAdd"):]
    body = body[:body.index("\n}\n")]
    assert "llvm.assume" not in body and "icmp" not in body
    # %14 (the icmp) is gone, so every later value moved down by one
    assert "%18 = fadd float %15, %17" in body  # was %19 = fadd float %16, %18


def test_remove_unused_kernel_parameter(device):
    kernel = device.get_function("_ZTS4VAdd")
    offset_param = kernel.arguments[1]  # the output accessor's offset (byval id)
    (load,) = [u for u in offset_param.users]
    load.replace_all_uses_with(Constant("0"))
    load.erase()
    kernel.remove_parameter(1)
    assert len(kernel.arguments) == 5
    text = device.print()
    llvm_verify(text)
    header = next(line for line in text.splitlines() if "@_ZTS4VAdd(" in line)
    assert header.count("byval") == 2 and "align 8 %4)" in header
    with pytest.raises(LiftError):
        kernel.remove_parameter(0)  # still used


def test_add_function_and_update_call_sites(device):
    device.add_function("define internal spir_func i64 @twice(i64 %a, i64 %unused) {\n"
                        "  %r = shl i64 %a, 1\n  ret i64 %r\n}\n")
    kernel = device.get_function("_ZTS4VAdd")
    (gid,) = calls_to(kernel, "GlobalInvocationId")
    block = gid.block
    call = block.insert(block.instructions.index(gid) + 1,
                        "%doubled = call spir_func i64 @twice(i64 {0}, i64 7)", gid)
    assert call.called_function is device.get_function("twice")
    assert [a.value for a in call.syntax.call_arguments][0] is gid
    assert call.syntax.call_arguments[1].value.ref() == "7"
    llvm_verify(device.print())
    device.get_function("twice").remove_parameter(1)
    text = device.print()
    llvm_verify(text)
    assert "call spir_func i64 @twice(i64 %13)" in text
    assert "define internal spir_func i64 @twice(i64 %a)" in text
    graph = device.call_graph()
    assert graph.has_edge(kernel, device.get_function("twice"))


def test_address_taken_parameter_is_not_removed():
    module = lift.parse_text(
        "define internal void @f(i32 %a) {\n  ret void\n}\n"
        "@table = global ptr @f\n"
        "define void @g() {\n  %p = alloca ptr\n  store ptr @f, ptr %p\n  ret void\n}\n")
    with pytest.raises(LiftError, match="address is taken"):
        module.get_function("f").remove_parameter(0)
    assert module.print().count("@f(i32 %a)") == 1


def test_metadata_attachment_edit(device):
    kernel = device.get_function("_ZTS4VAdd")
    assert kernel.signature.metadata_attachment("sycl_kernel_omit_args") == "!18"
    ref = device.add_metadata("!{i1 true, i1 false}")
    kernel.signature.set_metadata_attachment("sycl_kernel_omit_args", ref)
    text = device.print()
    llvm_verify(text)
    assert f"!sycl_kernel_omit_args {ref} {{" in text and f"{ref} = !{{i1 true, i1 false}}" in text
