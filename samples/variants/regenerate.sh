#!/usr/bin/env bash
# Regenerate the variant programs used by the diff, rewrite and noalias tests: each is a sample with one
# deliberate change to its kernel (see the first line of each .cpp). Host IR with the 2026.2.0
# headers at -O2 and the device IR, from ../../shared/tools/dpcpp-ir (override with DPCPP_IR).
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
DPCPP_IR=${DPCPP_IR:-$HERE/../../../shared/tools/dpcpp-ir}
for d in "$HERE"/*/; do
  name=$(basename "$d"); tmp=$(mktemp -d)
  CPATH="$d" "$DPCPP_IR" --release 2026.2.0 --opt O2 "$d/$name.cpp" "$tmp" >/dev/null  # (the folder's own headers)
  cp "$tmp/host.O2.ll" "$d/host.O2.ll"; cp "$tmp/device.ll" "$d/device.ll"; cp "$tmp/device.spv" "$d/device.spv"
  rm -rf "$tmp"
done
