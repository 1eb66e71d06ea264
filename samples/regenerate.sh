#!/usr/bin/env bash
# Regenerate the IR of every sample (or of the samples named as arguments) with dpcpp-ir:
#   <name>/<release>/host.O0.ll.xz, .O2.ll.xz host IR, one folder per SYCL header release, stored
#                                             compressed (xz -9 -T1: the same bytes on every machine)
#   <name>/device.ll, device.spv              device IR/SPIR-V (always DPC++ 2026.2.0, same for all releases)
#   <name>/int_header.h                       integration header (checked identical across releases)
#   <name>/device.typed.ll                    device.spv read back by llvm-spirv-15: LLVM 15 typed pointers
# and copy the spir64 sanitizer device libraries into ../tests/data/devicelibs/.
# Environment: DPCPP_IR (the tool), RELEASES (space separated), PYTHON (a python with llvmlite),
# DPCPP_IR_HOME (dpcpp-ir's cache, for the device libraries), SKIP_DEVICELIBS=1, SKIP_VERIFY=1.
# Needs: apt-get install -y llvm-spirv-15 llvm-15 (installed here when missing and running as root), xz.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
DPCPP_IR=${DPCPP_IR:-$HERE/../../shared/tools/dpcpp-ir}
RELEASES=${RELEASES:-2025.1.1 2025.2.2 2026.0.0 2026.2.0}
DEVREL=2026.2.0
PY=${PYTHON:-python3}
export PYTHON=$PY

cd "$HERE"
if [[ $# -gt 0 ]]; then SAMPLES=("$@"); else
  SAMPLES=(); for d in */; do d=${d%/}; [[ -f $d/$d.cpp || -f $d/main.cpp ]] && SAMPLES+=("$d"); done
fi

if ! command -v llvm-spirv-15 >/dev/null || ! command -v llvm-dis-15 >/dev/null; then
  if [[ $(id -u) == 0 ]]; then apt-get update -qq && apt-get install -y -qq llvm-spirv-15 llvm-15 >/dev/null
  else echo "need llvm-spirv-15 and llvm-dis-15 (apt-get install llvm-spirv-15 llvm-15)" >&2; exit 1; fi
fi

tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

# one translation unit: SRC (a .cpp) -> DEST/device.ll ..., DEST/<release>/host.O?.ll
regenerate_unit() {
  local src=$1 dest=$2 tag=${3:-$1}
  mkdir -p "$dest"
  # device side, once
  "$DPCPP_IR" --release "$DEVREL" --device-only "$src" "$tmp/$tag.dev" >"$tmp/log" 2>&1 || { cat "$tmp/log" >&2; exit 1; }
  cp "$tmp/$tag.dev/device.ll" "$tmp/$tag.dev/device.spv" "$tmp/$tag.dev/int_header.h" "$dest/"
  if [[ -s $tmp/$tag.dev/int_footer.h ]]; then cp "$tmp/$tag.dev/int_footer.h" "$dest/"; else rm -f "$dest/int_footer.h"; fi
  # host side, per release and optimisation level
  for rel in $RELEASES; do
    mkdir -p "$dest/$rel"
    for opt in O0 O2; do
      o=$tmp/$tag.$rel.$opt
      "$DPCPP_IR" --release "$rel" --opt "$opt" --host-only "$src" "$o" >"$tmp/log" 2>&1 || { cat "$tmp/log" >&2; exit 1; }
      cmp -s "$o/int_header.h" "$dest/int_header.h" || { echo "$src: int_header.h differs for $rel $opt" >&2; exit 1; }
      cmp -s "$o/int_footer.h" "$tmp/$tag.dev/int_footer.h" || { echo "$src: int_footer.h differs for $rel $opt" >&2; exit 1; }
      # stored compressed; a plain copy left from before goes (each sample IR is stored one way only)
      xz -9 -T1 -c "$o/host.$opt.ll" >"$tmp/host.ll.xz"
      mv "$tmp/host.ll.xz" "$dest/$rel/host.$opt.ll.xz"
      rm -f "$dest/$rel/host.$opt.ll"
    done
  done
  # typed-pointer device IR (LLVM 15) from the SPIR-V
  # (run in the temp folder on relative names, so the ModuleID is just 'device.bc')
  cp "$dest/device.spv" "$tmp/device.spv"
  ( cd "$tmp" && rm -f device.bc && llvm-spirv-15 -r device.spv -o device.bc && llvm-dis-15 device.bc -o - ) > "$dest/device.typed.ll"
}

for s in "${SAMPLES[@]}"; do
  echo "== $s"
  if [[ -f $s/$s.cpp ]]; then
    CPATH="$HERE/$s" regenerate_unit "$s/$s.cpp" "$s" "$s"  # its own headers found beside it
  else
    # a program of several translation units (two_units): each <unit>.cpp into <unit>/, its local
    # headers found through CPATH (dpcpp-ir compiles a copy of the source elsewhere)
    units=("$s"/*.cpp)
    [[ -f ${units[0]} ]] || { echo "no $s/$s.cpp and no $s/*.cpp" >&2; exit 1; }
    for src in "${units[@]}"; do
      unit=$(basename "$src" .cpp)
      CPATH="$HERE/$s" regenerate_unit "$src" "$s/$unit" "$s.$unit"
    done
  fi
done

if [[ ${SKIP_VERIFY:-0} != 1 ]]; then
  echo "== verify"
  files=(); for s in "${SAMPLES[@]}"; do files+=($(find "$s" -name '*.ll' -o -name '*.ll.xz')); done
  "$PY" - "$HERE/.." "${files[@]}" <<'PY'
import sys
import llvmlite.binding as llvm
sys.path.insert(0, sys.argv.pop(1))
from lift.reader import read_path  # the text sycl-lift reads, an .xz decompressed
bad = 0
for f in sys.argv[1:]:
    try:
        llvm.parse_assembly(read_path(f)[0]).verify()
    except Exception as e:  # noqa: BLE001
        bad += 1
        print(f"FAIL {f}: {str(e)[:300]}")
print(f"verified {len(sys.argv) - 1 - bad} of {len(sys.argv) - 1} IR files")
sys.exit(1 if bad else 0)
PY
fi

if [[ ${SKIP_DEVICELIBS:-0} != 1 ]]; then
  echo "== devicelibs"
  home=${DPCPP_IR_HOME:-$HOME/.cache/dpcpp-ir}
  libdir=$(ls -d "$home"/root/intel-sycl-rt-$DEVREL/*/data/lib/dpcpp-*/sycl | head -1)
  dst=$HERE/../tests/data/devicelibs
  mkdir -p "$dst"
  "$PY" - "$dst" "$libdir"/libsycl-asan*.bc "$libdir"/libsycl-msan*.bc "$libdir"/libsycl-tsan*.bc <<'PY'
import os, shutil, sys
import llvmlite.binding as llvm
dst = sys.argv[1]
for f in sys.argv[2:]:
    data = open(f, "rb").read()
    triple = llvm.parse_bitcode(data).triple
    if not triple.startswith("spir64-"):
        print(f"skip {os.path.basename(f)} ({triple})")
        continue
    shutil.copyfile(f, os.path.join(dst, os.path.basename(f)))
    print(f"copied {os.path.basename(f)} ({triple}, {len(data)} bytes)")
PY
fi
