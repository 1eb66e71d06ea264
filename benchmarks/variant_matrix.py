#!/usr/bin/env python3
"""The variant matrix of launch reshaping: the same two kernels -- a row sum into a private float (a
reduction) and a row scaling (independent iterations) over a rows x cols matrix -- written in the
spellings application code uses, each compiled to REAL DPC++ IR with `dpcpp-ir` (2026.2.0, -O2;
cached under --work), rewritten with `--target gpu --fp-reassociate`, generic and with the command
line given (`--args`), and the table of what was reshaped, or the first reason it was not.

A transformation that works on one spelling only is not done: this is the measure of how far the
loop and dependence model reaches (every cell should read "reshaped").

usage: python benchmarks/variant_matrix.py [--work DIR] [--dpcpp-ir PATH] [--only NAME,...]
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# name -> (data, index of row r element j, loop header, how the kernels are submitted)
#   data: "acc1" a 1-D buffer accessor, "acc2" a 2-D one, "usm" a malloc_shared pointer
SPELLINGS = {
    "baseline": ("acc1", "for (std::size_t j = 0; j < cols; ++j)", "handler"),
    "2d_accessor": ("acc2", "for (std::size_t j = 0; j < cols; ++j)", "handler"),
    "usm_pointer": ("usm", "for (std::size_t j = 0; j < cols; ++j)", "handler"),
    "usm_shortcut": ("usm", "for (std::size_t j = 0; j < cols; ++j)", "shortcut"),
    "less_equal": ("acc1", "for (std::size_t j = 0; j <= cols - 1; ++j)", "handler"),
    "not_equal_int": ("acc1", "for (int j = 0; j != int(cols); ++j)", "handler"),
    "count_down": ("acc1", "for (std::size_t j = cols; j-- > 0;)", "handler"),
    "int_count_down": ("usm", "for (int j = int(cols) - 1; j >= 0; --j)", "shortcut"),
}

SOURCE = r"""
#include <sycl/sycl.hpp>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>
class RowSums;
class RowScale;
int main(int argc, char** argv) {
  const std::size_t rows = argc > 1 ? std::strtoul(argv[1], nullptr, 10) : 64;
  const std::size_t cols = argc > 2 ? std::strtoul(argv[2], nullptr, 10) : 48;
  sycl::queue q;
  std::vector<float> host(rows * cols), sums_host(rows), scaled_host(rows * cols);
  for (std::size_t i = 0; i < host.size(); ++i) host[i] = float((i * 13) % 7) * 0.25f;
  @BODY@
  bool ok = true;
  for (std::size_t r = 0; r < rows; ++r) {
    double s = 0.0;
    for (std::size_t j = 0; j < cols; ++j) s += host[r * cols + j];
    if (std::fabs(s - sums_host[r]) > 1e-3 * (1.0 + std::fabs(s))) ok = false;
    for (std::size_t j = 0; j < cols; ++j)
      if (std::fabs(host[r * cols + j] * sums_host[r] - scaled_host[r * cols + j]) > 1e-4f) ok = false;
  }
  std::puts(ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
"""

ACCESSOR_BODY = r"""
  {
    sycl::buffer<float, @D@> m(host.data(), @RANGE@);
    sycl::buffer<float, 1> sums(sums_host.data(), sycl::range<1>(rows));
    sycl::buffer<float, @D@> scaled(scaled_host.data(), @RANGE@);
    q.submit([&](sycl::handler& h) {
      sycl::accessor a{m, h, sycl::read_only};
      sycl::accessor s{sums, h, sycl::write_only, sycl::no_init};
      h.parallel_for<RowSums>(sycl::range<1>(rows), [=](sycl::id<1> id) {
        const std::size_t r = id[0];
        float acc = 0.0f;
        @LOOP@ acc += a@AT@;
        s[r] = acc;
      });
    });
    q.submit([&](sycl::handler& h) {
      sycl::accessor a{m, h, sycl::read_only};
      sycl::accessor s{sums, h, sycl::read_only};
      sycl::accessor o{scaled, h, sycl::write_only, sycl::no_init};
      h.parallel_for<RowScale>(sycl::range<1>(rows), [=](sycl::id<1> id) {
        const std::size_t r = id[0];
        const float f = s[r];
        @LOOP@ o@AT@ = a@AT@ * f;
      });
    });
  }
"""

USM_BODY = r"""
  float* m = sycl::malloc_shared<float>(rows * cols, q);
  float* sums = sycl::malloc_shared<float>(rows, q);
  float* scaled = sycl::malloc_shared<float>(rows * cols, q);
  for (std::size_t i = 0; i < host.size(); ++i) m[i] = host[i];
  @SUBMIT_SUMS@
  @SUBMIT_SCALE@
  for (std::size_t r = 0; r < rows; ++r) sums_host[r] = sums[r];
  for (std::size_t i = 0; i < host.size(); ++i) scaled_host[i] = scaled[i];
  sycl::free(m, q); sycl::free(sums, q); sycl::free(scaled, q);
"""

SUMS_KERNEL = "[=](sycl::id<1> id) { const std::size_t r = id[0]; float acc = 0.0f; @LOOP@ acc += m[r * cols + j]; sums[r] = acc; }"
SCALE_KERNEL = ("[=](sycl::id<1> id) { const std::size_t r = id[0]; const float f = sums[r]; "
                "@LOOP@ scaled[r * cols + j] = m[r * cols + j] * f; }")


def source(name: str) -> str:
    data, loop, submit = SPELLINGS[name]
    if data == "usm":
        sums, scale = SUMS_KERNEL.replace("@LOOP@", loop), SCALE_KERNEL.replace("@LOOP@", loop)
        if submit == "shortcut":
            submits = (f"q.parallel_for<RowSums>(sycl::range<1>(rows), {sums}).wait();",
                       f"q.parallel_for<RowScale>(sycl::range<1>(rows), {scale}).wait();")
        else:
            submits = tuple(f"q.submit([&](sycl::handler& h) {{ h.parallel_for<{k}>(sycl::range<1>(rows), {body}); }}).wait();"
                            for k, body in (("RowSums", sums), ("RowScale", scale)))
        body = USM_BODY.replace("@SUBMIT_SUMS@", submits[0]).replace("@SUBMIT_SCALE@", submits[1])
    else:
        two = data == "acc2"
        body = (ACCESSOR_BODY.replace("@D@", "2" if two else "1")
                .replace("@RANGE@", "sycl::range<2>(rows, cols)" if two else "sycl::range<1>(rows * cols)")
                .replace("@AT@", "[r][j]" if two else "[r * cols + j]").replace("@LOOP@", loop))
    return SOURCE.replace("@BODY@", body)


def compile_spelling(name: str, work: Path, dpcpp_ir: Path) -> Path:
    out = work / name
    if (out / "host.O2.ll").exists() and (out / "device.ll").exists():
        return out
    out.mkdir(parents=True, exist_ok=True)
    src = out / f"{name}.cpp"
    src.write_text(source(name))
    done = subprocess.run([str(dpcpp_ir), "--release", "2026.2.0", "--opt", "O2", str(src), str(out)],
                          capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"{name}: dpcpp-ir failed:\n{done.stderr[-2000:]}")
    return out


def outcome(folder: Path, args) -> dict:
    """kernel -> "reshaped" or the reason the rewrite gives."""
    with tempfile.TemporaryDirectory() as tmp:
        command = [sys.executable, "-m", "sycl_lift", "rewrite", str(folder / "host.O2.ll"), str(folder / "device.ll"),
                   "-o", tmp, "-q", "--target", "gpu", "--fp-reassociate", "--no-opencl"]
        if args:
            command += ["--args", args]
        done = subprocess.run(command, capture_output=True, text=True, cwd=ROOT)
        if done.returncode != 0:
            return {"RowSums": f"error: {done.stderr.strip()[-200:]}", "RowScale": ""}
        report = json.loads((Path(tmp) / "report.json").read_text())
    result = {}
    for kernel in ("RowSums", "RowScale"):
        mangled = f"_ZTS{len(kernel)}{kernel}"
        entry = next((k for k in report["kernels"] if k["name"] == mangled), None)
        if entry is not None and "reshaped" in entry:
            result[kernel] = "reshaped"
        else:
            why = [s["why"] for s in report.get("skipped", []) if s.get("what", "").endswith(mangled)
                   and "reshaping" in s.get("what", "")]
            result[kernel] = why[0] if why else "not reshaped (no reason given)"
    return result


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--work", type=Path, default=Path.home() / ".cache" / "sycl-lift-variant-matrix")
    ap.add_argument("--dpcpp-ir", type=Path, default=ROOT.parent / "shared" / "tools" / "dpcpp-ir")
    ap.add_argument("--only", default="")
    opts = ap.parse_args()
    names = opts.only.split(",") if opts.only else list(SPELLINGS)
    cells = 0
    reshaped = 0
    print("| spelling | command line | RowSums (reduction) | RowScale (independent) |")
    print("| --- | --- | --- | --- |")
    for name in names:
        folder = compile_spelling(name, opts.work, opts.dpcpp_ir)
        for args in ("", "128 96"):
            got = outcome(folder, args)
            cells += 2
            reshaped += sum(v == "reshaped" for v in got.values())
            print(f"| {name} | {args or 'any'} | {got['RowSums']} | {got['RowScale']} |")
    print(f"\nreshaped: {reshaped} of {cells}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
