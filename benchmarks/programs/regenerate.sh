#!/usr/bin/env bash
# Real DPC++ IR for the benchmark programs (host at -O2 with the 2026.2.0 headers, and the device
# IR), from ../../../shared/tools/dpcpp-ir (override with DPCPP_IR).
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
DPCPP_IR=${DPCPP_IR:-$HERE/../../../shared/tools/dpcpp-ir}
for d in "$HERE"/*/; do
  name=$(basename "$d"); tmp=$(mktemp -d)
  "$DPCPP_IR" --release 2026.2.0 --opt O2 "$d/$name.cpp" "$tmp" >/dev/null
  cp "$tmp/host.O2.ll" "$tmp/device.ll" "$tmp/device.spv" "$d/"; rm -rf "$tmp"
done
