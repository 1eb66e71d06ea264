"""The registration module of a built program (what DPC++'s offload wrapper writes): LLVM IR for the
host that holds the device image and hands it to the SYCL runtime before `main`.

Layout, as the runtime reads it (sycl/source/detail/compiler.hpp in intel/llvm):
  image      {u16 Version, u8 Kind = 4 (SYCL), u8 Format = 2 (SPIR-V), DeviceTargetSpec "spir64",
              CompileOptions, LinkOptions, [ManifestStart, ManifestEnd: version 2 only],
              BinaryStart, BinaryEnd, EntriesBegin, EntriesEnd, PropertySetsBegin, PropertySetsEnd}
  entry      {addr = null, name, size = 0, flags = 0, reserved = 0} per kernel -- the original
             32-byte form, which every release reads (newer runtimes also read LLVM's 48-byte form,
             telling them apart by its version/kind fields; one form per image)
  property   {name, value address, type, size}: a UINT32 sits in `size`, a byte array or string is
             pointed to and `size` counts its bytes
  set        {name, first property, end}
  descriptor {u16 Version = 1, u16 image count, images, host entries begin/end = null}
A constructor of priority 1 calls `__sycl_register_lib(&descriptor)`, a destructor
`__sycl_unregister_lib(&descriptor)`.  The image struct version is the runtime's (SyclRuntime.
image_version): 2026's libsycl.so.9 reads the layout without the manifest pointers.

The module also carries `@sycl_lift.runtime`, a string naming the runtime the program was linked
against, which `sycl-lift run` reads back from the executable.
"""
from __future__ import annotations

from typing import Optional

from sycl_lift.build.device_image import DeviceImage, Property

KIND_SYCL, FORMAT_SPIRV, DESCRIPTOR_VERSION = 4, 2, 1
TARGET_SPEC = "spir64"
RUNTIME_MARKER = b"sycl-lift-runtime: "


def c_bytes(data: bytes) -> str:
    """An LLVM IR string constant for `data`."""
    chars = []
    for b in data:
        chars.append(chr(b) if 32 <= b < 127 and b not in (0x22, 0x5C) else f"\\{b:02X}")
    return 'c"' + "".join(chars) + '"'


class _Globals:
    """Constant globals of the module, named in order of appearance."""

    def __init__(self):
        self.lines: list[str] = []

    def constant(self, name: str, data: bytes, align: int = 1) -> str:
        self.lines.append(f"@{name} = internal unnamed_addr constant [{len(data)} x i8] {c_bytes(data)}, align {align}")
        return f"@{name}"

    def string(self, name: str, text: str) -> str:
        return self.constant(name, text.encode() + b"\0")

    def array(self, name: str, element: str, items: list[str]) -> tuple[str, str]:
        """A constant array; returns (begin, end) pointer expressions."""
        body = ", ".join(f"{element} {item}" for item in items)
        self.lines.append(f"@{name} = internal constant [{len(items)} x {element}] [{body}]")
        return f"@{name}", f"getelementptr inbounds ([{len(items)} x {element}], ptr @{name}, i64 1, i64 0)"


def _property(g: _Globals, prefix: str, prop: Property) -> str:
    name = g.string(f"{prefix}.name", prop.name)
    if isinstance(prop.value, int):
        return f"{{ ptr {name}, ptr null, i32 {prop.type}, i64 {prop.value} }}"
    data = prop.value if isinstance(prop.value, bytes) else prop.value.encode() + b"\0"
    value = g.constant(f"{prefix}.value", data, align=8)
    return f"{{ ptr {name}, ptr {value}, i32 {prop.type}, i64 {len(data)} }}"


def registration_module(images: list[DeviceImage], triple: str, image_version: int, runtime_note: str = "",
                        command_line: Optional[list] = None) -> str:
    """LLVM IR text of the registration module for `images` (one descriptor holding them all), for a
    host of `triple`.  `command_line`: the one the device code was rewritten for (`rewrite --args`):
    the program then refuses to run with other arguments (check_command_line)."""
    g = _Globals()
    records = [_image_record(g, f".sycl.{i}", image, image_version) for i, image in enumerate(images)]
    image_type = "{ " + ", ".join(f.split(" ", 1)[0] for f in records[0]) + " }"
    marker = g.constant("sycl_lift.runtime", RUNTIME_MARKER + runtime_note.encode() + b"\0")
    head = [
        "; sycl-lift: registration of the device image with the SYCL runtime (see sycl_lift/build/wrapper.py)",
        f'target triple = "{triple}"',
        "",
        "%sycl.entry = type { ptr, ptr, i64, i32, i32 }",
        "%sycl.property = type { ptr, ptr, i32, i64 }",
        "%sycl.property_set = type { ptr, ptr, ptr }",
        f"%sycl.image = type {image_type}",
        "%sycl.descriptor = type { i16, i16, ptr, ptr, ptr }",
        "",
    ]
    tail = [
        f"@.sycl.image = internal constant [{len(records)} x %sycl.image] ["
        + ", ".join(f"%sycl.image {{ {', '.join(fields)} }}" for fields in records) + "]",
        f"@.sycl.descriptor = internal constant %sycl.descriptor {{ i16 {DESCRIPTOR_VERSION}, i16 {len(records)}, "
        "ptr @.sycl.image, ptr null, ptr null }",
        ("@llvm.global_ctors = appending global [2 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 1, ptr "
         "@sycl_lift.check_command_line, ptr null }, { i32, ptr, ptr } { i32 1, ptr @sycl_lift.register, ptr null }]"
         if command_line is not None else
         "@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 1, ptr @sycl_lift.register, ptr null }]"),
        "@llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 1, ptr @sycl_lift.unregister, ptr null }]",
        f"@llvm.used = appending global [1 x ptr] [ptr {marker}], section \"llvm.metadata\"",
        "",
        "declare void @__sycl_register_lib(ptr)",
        "declare void @__sycl_unregister_lib(ptr)",
        "",
        'define internal void @sycl_lift.register() section ".text.startup" {',
        "  call void @__sycl_register_lib(ptr @.sycl.descriptor)",
        "  ret void",
        "}",
        "",
        'define internal void @sycl_lift.unregister() section ".text.startup" {',
        "  call void @__sycl_unregister_lib(ptr @.sycl.descriptor)",
        "  ret void",
        "}",
    ]
    if command_line is not None:
        tail += [""] + check_command_line(g, command_line)
    return "\n".join(head + g.lines + [""] + tail) + "\n"


def _image_record(g: _Globals, prefix: str, image: DeviceImage, image_version: int) -> list[str]:
    """The fields of one image's record (`type value` each), its globals added to `g`."""
    names = [g.string(f"{prefix}.kernel.{i}", k) for i, k in enumerate(image.kernels)]
    entries = g.array(f"{prefix}.entries", "%sycl.entry", [f"{{ ptr null, ptr {n}, i64 0, i32 0, i32 0 }}" for n in names])
    sets = []
    for s, (set_name, props) in enumerate(sorted(image.property_sets.items())):
        items = [_property(g, f"{prefix}.set.{s}.{p}", prop) for p, prop in enumerate(props)]
        begin, end = g.array(f"{prefix}.set.{s}", "%sycl.property", items)
        sets.append(f"{{ ptr {g.string(f'{prefix}.set.{s}.name', set_name)}, ptr {begin}, ptr {end} }}")
    set_range = g.array(f"{prefix}.property_sets", "%sycl.property_set", sets) if sets else ("null", "null")
    spirv = g.constant(f"{prefix}.spirv", image.spirv, align=8)
    spirv_end = f"getelementptr inbounds ([{len(image.spirv)} x i8], ptr {spirv}, i64 1, i64 0)"
    target, compile_options, link_options = (g.string(f"{prefix}.target", TARGET_SPEC),
                                             g.string(f"{prefix}.compile_options", image.compile_options),
                                             g.string(f"{prefix}.link_options", image.link_options))
    manifest = ["ptr null", "ptr null"] if image_version == 2 else []
    return ([f"i16 {image_version}", f"i8 {KIND_SYCL}", f"i8 {FORMAT_SPIRV}", f"ptr {target}",
             f"ptr {compile_options}", f"ptr {link_options}"] + manifest
            + [f"ptr {spirv}", f"ptr {spirv_end}", f"ptr {entries[0]}", f"ptr {entries[1]}",
               f"ptr {set_range[0]}", f"ptr {set_range[1]}"])


def check_command_line(g: _Globals, command_line: list) -> list[str]:
    """A constructor that ends the program (exit 2, a message on stderr) unless its arguments after
    argv[0] are exactly `command_line[1:]`: the device code holds facts of that command line only.
    glibc calls the constructors of an executable with (argc, argv, envp)."""
    wanted = command_line[1:]
    message = g.string(".sycl_lift.command_line.message",
                       "sycl-lift: this program's kernels were specialised for the command line '"
                       + " ".join(wanted) + "' (rewrite --args); run it with exactly those arguments\n")
    body = ["define internal void @sycl_lift.check_command_line(i32 %argc, ptr %argv, ptr %envp) {",
            f"  %count = icmp eq i32 %argc, {len(command_line)}",
            f"  br i1 %count, label %{'arg1' if wanted else 'ok'}, label %refuse"]
    for i, arg in enumerate(wanted, start=1):
        want = g.string(f".sycl_lift.command_line.{i}", arg)
        after = f"arg{i + 1}" if i < len(wanted) else "ok"
        body += [f"arg{i}:", f"  %at{i} = getelementptr inbounds ptr, ptr %argv, i64 {i}",
                 f"  %s{i} = load ptr, ptr %at{i}", f"  %c{i} = call i32 @strcmp(ptr %s{i}, ptr {want})",
                 f"  %same{i} = icmp eq i32 %c{i}, 0", f"  br i1 %same{i}, label %{after}, label %refuse"]
    body += ["ok:", "  ret void", "refuse:", "  %err = load ptr, ptr @stderr",
             f"  %w = call i32 @fputs(ptr {message}, ptr %err)", "  call void @exit(i32 2)", "  unreachable", "}",
             "", "@stderr = external global ptr", "declare i32 @strcmp(ptr, ptr)", "declare i32 @fputs(ptr, ptr)",
             "declare void @exit(i32)"]
    return body


def runtime_note_of(executable: bytes) -> str | None:
    """The runtime note a built program carries (None: not built by sycl-lift)."""
    at = executable.find(RUNTIME_MARKER)
    if at < 0:
        return None
    end = executable.find(b"\0", at)
    return executable[at + len(RUNTIME_MARKER):end].decode(errors="replace")
