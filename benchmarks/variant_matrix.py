#!/usr/bin/env python3
"""The variant matrix of launch reshaping: the same two kernels -- a row sum into a private float (a
reduction) and a row scaling (independent iterations) over a rows x cols matrix -- written in the
spellings application code uses, each compiled to REAL DPC++ IR with `dpcpp-ir` (2026.2.0, -O2;
cached under --work), rewritten with `--target gpu --fp-reassociate`, generic and with the command
line given (`--args`), and the table of what was reshaped, or the first reason it was not.

A transformation that works on one spelling only is not done: this is the measure of how far the
loop and dependence model reaches (every cell should read "reshaped").

Then the planted dependences, which every spelling must refuse, naming the access: a prefix along a
row (`p[i][j] = p[i][j - 1] + x[i][j]`), a shift down a column (`m[j + 1][i] = m[j][i] * 0.5f +
b[j][i]`) and two iterations adding into one element through a computed index (`h[i][j % 4] +=
x[i][j]`).

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


PLANTED = r"""
#include <sycl/sycl.hpp>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>
class RowPrefix;
class ColumnShift;
class Buckets;
int main(int argc, char** argv) {
  const std::size_t rows = argc > 1 ? std::strtoul(argv[1], nullptr, 10) : 64;
  const std::size_t cols = argc > 2 ? std::strtoul(argv[2], nullptr, 10) : 48;
  sycl::queue q;
  std::vector<float> x_host(rows * cols), p_host(rows * cols), m_host(rows * cols), h_host(rows * 4);
  for (std::size_t i = 0; i < x_host.size(); ++i) x_host[i] = float(i % 5) * 0.5f;
  {
    sycl::buffer<float, 2> x(x_host.data(), sycl::range<2>(rows, cols));
    sycl::buffer<float, 2> p(p_host.data(), sycl::range<2>(rows, cols));
    sycl::buffer<float, 2> m(m_host.data(), sycl::range<2>(rows, cols));
    sycl::buffer<float, 2> h(h_host.data(), sycl::range<2>(rows, 4));
    q.submit([&](sycl::handler& cgh) {
      sycl::accessor in{x, cgh, sycl::read_only};
      sycl::accessor out{p, cgh, sycl::read_write};
      cgh.parallel_for<RowPrefix>(sycl::range<1>(rows), [=](sycl::id<1> id) {
        const std::size_t i = id[0];
        out[i][0] = in[i][0];
        for (std::size_t j = 1; j < cols; ++j) out[i][j] = out[i][j - 1] + in[i][j];
      });
    });
    q.submit([&](sycl::handler& cgh) {
      sycl::accessor b{x, cgh, sycl::read_only};
      sycl::accessor s{m, cgh, sycl::read_write};
      cgh.parallel_for<ColumnShift>(sycl::range<1>(cols), [=](sycl::id<1> id) {
        const std::size_t i = id[0];
        for (std::size_t j = 0; j + 1 < rows; ++j) s[j + 1][i] = s[j][i] * 0.5f + b[j][i];
      });
    });
    q.submit([&](sycl::handler& cgh) {
      sycl::accessor in{x, cgh, sycl::read_only};
      sycl::accessor out{h, cgh, sycl::read_write};
      cgh.parallel_for<Buckets>(sycl::range<1>(rows), [=](sycl::id<1> id) {
        const std::size_t i = id[0];
        for (std::size_t j = 0; j < cols; ++j) out[i][j % 4] += in[i][j];
      });
    });
  }
  // the loops as written, on the host: each kernel's result is what they compute in order
  bool ok = true;
  for (std::size_t i = 0; i < rows; ++i) {
    float run = x_host[i * cols];
    for (std::size_t j = 1; j < cols; ++j) {
      run += x_host[i * cols + j];
      ok = ok && std::fabs(run - p_host[i * cols + j]) <= 1e-3f * (1.0f + std::fabs(run));
    }
    for (std::size_t k = 0; k < 4; ++k) {
      float bucket = 0.0f;
      for (std::size_t j = k; j < cols; j += 4) bucket += x_host[i * cols + j];
      ok = ok && std::fabs(bucket - h_host[i * 4 + k]) <= 1e-3f * (1.0f + std::fabs(bucket));
    }
  }
  for (std::size_t i = 0; i < cols; ++i) {
    float value = 0.0f;
    for (std::size_t j = 0; j + 1 < rows; ++j) {
      value = value * 0.5f + x_host[j * cols + i];
      ok = ok && std::fabs(value - m_host[(j + 1) * cols + i]) <= 1e-4f * (1.0f + std::fabs(value));
    }
  }
  std::puts(ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
"""
PLANTED_KERNELS = ("RowPrefix", "ColumnShift", "Buckets")


def source(name: str) -> str:
    if name == "planted":
        return PLANTED
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


def outcome(folder: Path, args, kernels=("RowSums", "RowScale")) -> dict:
    """kernel -> "reshaped" or the reason the rewrite gives."""
    with tempfile.TemporaryDirectory() as tmp:
        command = [sys.executable, "-m", "sycl_lift", "rewrite", str(folder / "host.O2.ll"), str(folder / "device.ll"),
                   "-o", tmp, "-q", "--target", "gpu", "--fp-reassociate", "--no-opencl"]
        if args:
            command += ["--args", args]
        done = subprocess.run(command, capture_output=True, text=True, cwd=ROOT)
        if done.returncode != 0:
            return {k: f"error: {done.stderr.strip()[-200:]}" for k in kernels}
        report = json.loads((Path(tmp) / "report.json").read_text())
    result = {}
    for kernel in kernels:
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
    planted = "planted" in names
    names = [n for n in names if n != "planted"]
    cells = 0
    reshaped = 0
    rows: dict = {}
    print("| spelling | command line | RowSums (reduction) | RowScale (independent) |")
    print("| --- | --- | --- | --- |")
    for name in names:
        folder = compile_spelling(name, opts.work, opts.dpcpp_ir)
        for args in ("", "128 96"):
            got = outcome(folder, args)
            rows[(name, args)] = got
            cells += 2
            reshaped += sum(v == "reshaped" for v in got.values())
            print(f"| {name} | {args or 'any'} | {got['RowSums']} | {got['RowScale']} |")
    print(f"\nreshaped: {reshaped} of {cells}")
    # a cell agrees when it is reshaped exactly where the first spelling's is, on the same command line
    same = sum((got[k] == "reshaped") == (rows[(names[0], args)][k] == "reshaped")
               for (name, args), got in rows.items() for k in got)
    print(f"the first spelling's decision: {same} of {cells}")
    if opts.only and not planted:
        return 0
    folder = compile_spelling("planted", opts.work, opts.dpcpp_ir)
    refused = 0
    print("\n| planted dependence | command line | decision |")
    print("| --- | --- | --- |")
    for args in ("", "128 96"):
        got = outcome(folder, args, PLANTED_KERNELS)
        for kernel in PLANTED_KERNELS:
            named = got[kernel] != "reshaped" and "`" in got[kernel]
            refused += named
            print(f"| {kernel} | {args or 'any'} | {got[kernel]} |")
    print(f"\nrefused, naming the access: {refused} of {2 * len(PLANTED_KERNELS)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
