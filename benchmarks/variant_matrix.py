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

`--family tiling`: a matrix product over range<2> (its loop over the shared dimension in the same
spellings), and what the rewrite did to the kernel and its range-rounding wrapper (reshaped,
coarsened, tiled).  `--family fusion`: a row-wise square feeding a row total, with `--enable
fuse-kernels`, and whether the two launches became one kernel ("fused").

usage: python benchmarks/variant_matrix.py [--family reshape|tiling|fusion] [--release R] [--work DIR] [--dpcpp-ir PATH] [--only NAME,...]
"""
from __future__ import annotations

import argparse
import json
import re
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


def _program(kernels: tuple, queue: str) -> str:
    """The head every generated program shares: the headers, the kernels' names, main reading rows
    and cols from its command line (64 and 48 without one) and making its queue."""
    names = "".join(f"class {k};\n" for k in kernels)
    return ("\n#include <sycl/sycl.hpp>\n#include <cmath>\n#include <cstdio>\n#include <cstdlib>\n#include <vector>\n"
            f"{names}int main(int argc, char** argv) {{\n"
            "  const std::size_t rows = argc > 1 ? std::strtoul(argv[1], nullptr, 10) : 64;\n"
            "  const std::size_t cols = argc > 2 ? std::strtoul(argv[2], nullptr, 10) : 48;\n"
            f"  {queue}")  # (the body that follows starts on a line of its own)


SOURCE = _program(("RowSums", "RowScale"), "sycl::queue q;") + r"""
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


# The tiling family: a matrix product C = A * B (A rows x cols, B cols x rows) over range<2>(rows,
# rows), its loop over the shared dimension written in the same spellings (counter j, bound cols).
GEMM_SOURCE = _program(("Product",), "sycl::queue q;") + r"""
  std::vector<float> a_host(rows * cols), b_host(cols * rows), c_host(rows * rows);
  for (std::size_t i = 0; i < a_host.size(); ++i) a_host[i] = float((i * 7) % 5) * 0.5f;
  for (std::size_t i = 0; i < b_host.size(); ++i) b_host[i] = float((i * 3) % 4) * 0.25f;
  @BODY@
  bool ok = true;
  for (std::size_t r = 0; r < rows; ++r)
    for (std::size_t c = 0; c < rows; ++c) {
      float s = 0.0f;
      for (std::size_t j = 0; j < cols; ++j) s += a_host[r * cols + j] * b_host[j * rows + c];
      if (std::fabs(s - c_host[r * rows + c]) > 1e-3f * (1.0f + std::fabs(s))) ok = false;
    }
  std::puts(ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
"""

GEMM_ACCESSOR_BODY = r"""
  {
    sycl::buffer<float, @D@> a(a_host.data(), @RANGE_A@);
    sycl::buffer<float, @D@> b(b_host.data(), @RANGE_B@);
    sycl::buffer<float, @D@> c(c_host.data(), @RANGE_C@);
    q.submit([&](sycl::handler& h) {
      sycl::accessor x{a, h, sycl::read_only};
      sycl::accessor y{b, h, sycl::read_only};
      sycl::accessor z{c, h, sycl::write_only, sycl::no_init};
      h.parallel_for<Product>(sycl::range<2>(rows, rows), [=](sycl::id<2> id) {
        const std::size_t r = id[0], c = id[1];
        float acc = 0.0f;
        @LOOP@ acc += x@AT_A@ * y@AT_B@;
        z@AT_C@ = acc;
      });
    });
  }
"""

GEMM_USM_BODY = r"""
  float* a = sycl::malloc_shared<float>(rows * cols, q);
  float* b = sycl::malloc_shared<float>(cols * rows, q);
  float* c = sycl::malloc_shared<float>(rows * rows, q);
  for (std::size_t i = 0; i < a_host.size(); ++i) a[i] = a_host[i];
  for (std::size_t i = 0; i < b_host.size(); ++i) b[i] = b_host[i];
  @SUBMIT@
  for (std::size_t i = 0; i < c_host.size(); ++i) c_host[i] = c[i];
  sycl::free(a, q); sycl::free(b, q); sycl::free(c, q);
"""

GEMM_KERNEL = ("[=](sycl::id<2> id) { const std::size_t r = id[0], col = id[1]; float acc = 0.0f; "
               "@LOOP@ acc += a[r * cols + j] * b[j * rows + col]; c[r * rows + col] = acc; }")

# The fusion family: a row-wise square (o = a * a) feeding a row total (t[r] = sum of o's row), both
# over range<1>(rows), each with its loop over the row in the same spellings.
FUSION_SOURCE = _program(("Square", "RowTotal"), "@QUEUE@") + r"""
  std::vector<float> a_host(rows * cols), t_host(rows);
  for (std::size_t i = 0; i < a_host.size(); ++i) a_host[i] = float((i * 5) % 9) * 0.125f;
  @BODY@
  bool ok = true;
  for (std::size_t r = 0; r < rows; ++r) {
    float s = 0.0f;
    for (std::size_t j = 0; j < cols; ++j) s += a_host[r * cols + j] * a_host[r * cols + j];
    if (std::fabs(s - t_host[r]) > 1e-3f * (1.0f + std::fabs(s))) ok = false;
  }
  std::puts(ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
"""

FUSION_ACCESSOR_BODY = r"""
  {
    std::vector<float> o_host(rows * cols);
    sycl::buffer<float, @D@> a(a_host.data(), @RANGE@);
    sycl::buffer<float, @D@> o(o_host.data(), @RANGE@);
    sycl::buffer<float, 1> t(t_host.data(), sycl::range<1>(rows));
    q.submit([&](sycl::handler& h) {
      sycl::accessor x{a, h, sycl::read_only};
      sycl::accessor y{o, h, sycl::write_only, sycl::no_init};
      h.parallel_for<Square>(sycl::range<1>(rows), [=](sycl::id<1> id) {
        const std::size_t r = id[0];
        @LOOP@ y@AT@ = x@AT@ * x@AT@;
      });
    });
    q.submit([&](sycl::handler& h) {
      sycl::accessor y{o, h, sycl::read_only};
      sycl::accessor s{t, h, sycl::write_only, sycl::no_init};
      h.parallel_for<RowTotal>(sycl::range<1>(rows), [=](sycl::id<1> id) {
        const std::size_t r = id[0];
        float acc = 0.0f;
        @LOOP@ acc += y@AT@;
        s[r] = acc;
      });
    });
  }
"""

FUSION_USM_BODY = r"""
  float* a = sycl::malloc_shared<float>(rows * cols, q);
  float* o = sycl::malloc_shared<float>(rows * cols, q);
  float* t = sycl::malloc_shared<float>(rows, q);
  for (std::size_t i = 0; i < a_host.size(); ++i) a[i] = a_host[i];
  @SUBMIT_SQUARE@
  @SUBMIT_TOTAL@
  q.wait();
  for (std::size_t r = 0; r < rows; ++r) t_host[r] = t[r];
  sycl::free(a, q); sycl::free(o, q); sycl::free(t, q);
"""

SQUARE_KERNEL = "[=](sycl::id<1> id) { const std::size_t r = id[0]; @LOOP@ o[r * cols + j] = a[r * cols + j] * a[r * cols + j]; }"
TOTAL_KERNEL = "[=](sycl::id<1> id) { const std::size_t r = id[0]; float acc = 0.0f; @LOOP@ acc += o[r * cols + j]; t[r] = acc; }"

PLANTED = _program(("RowPrefix", "ColumnShift", "Buckets"), "sycl::queue q;") + r"""
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


def source(name: str, family: str = "reshape") -> str:
    if name == "planted":
        return PLANTED
    data, loop, submit = SPELLINGS[name]
    if family == "tiling":
        return GEMM_SOURCE.replace("@BODY@", _gemm_body(data, loop, submit))
    if family == "fusion":  # USM in an in-order queue: the kernels are ordered without the host waiting
        queue = "sycl::queue q{sycl::property::queue::in_order()};" if data == "usm" else "sycl::queue q;"
        return FUSION_SOURCE.replace("@QUEUE@", queue).replace("@BODY@", _fusion_body(data, loop, submit))
    if data == "usm":
        sums, scale = SUMS_KERNEL.replace("@LOOP@", loop), SCALE_KERNEL.replace("@LOOP@", loop)
        submits = (_usm_submit("RowSums", "sycl::range<1>(rows)", sums, submit),
                   _usm_submit("RowScale", "sycl::range<1>(rows)", scale, submit))
        body = USM_BODY.replace("@SUBMIT_SUMS@", submits[0]).replace("@SUBMIT_SCALE@", submits[1])
    else:
        two = data == "acc2"
        body = (ACCESSOR_BODY.replace("@D@", "2" if two else "1")
                .replace("@RANGE@", "sycl::range<2>(rows, cols)" if two else "sycl::range<1>(rows * cols)")
                .replace("@AT@", "[r][j]" if two else "[r * cols + j]").replace("@LOOP@", loop))
    return SOURCE.replace("@BODY@", body)


def _usm_submit(kernel: str, launch: str, body: str, submit: str, wait: bool = True) -> str:
    then = ".wait();" if wait else ";"
    if submit == "shortcut":
        return f"q.parallel_for<{kernel}>({launch}, {body}){then}"
    return f"q.submit([&](sycl::handler& h) {{ h.parallel_for<{kernel}>({launch}, {body}); }}){then}"


def _fusion_body(data: str, loop: str, submit: str) -> str:
    if data == "usm":
        square, total = SQUARE_KERNEL.replace("@LOOP@", loop), TOTAL_KERNEL.replace("@LOOP@", loop)
        return (FUSION_USM_BODY.replace("@SUBMIT_SQUARE@", _usm_submit("Square", "sycl::range<1>(rows)", square, submit, False))
                .replace("@SUBMIT_TOTAL@", _usm_submit("RowTotal", "sycl::range<1>(rows)", total, submit, False)))
    two = data == "acc2"
    return (FUSION_ACCESSOR_BODY.replace("@D@", "2" if two else "1")
            .replace("@RANGE@", "sycl::range<2>(rows, cols)" if two else "sycl::range<1>(rows * cols)")
            .replace("@AT@", "[r][j]" if two else "[r * cols + j]").replace("@LOOP@", loop))


def _gemm_body(data: str, loop: str, submit: str) -> str:
    if data == "usm":
        kernel = GEMM_KERNEL.replace("@LOOP@", loop)
        return GEMM_USM_BODY.replace("@SUBMIT@", _usm_submit("Product", "sycl::range<2>(rows, rows)", kernel, submit))
    two = data == "acc2"
    ranges = {"@RANGE_A@": ("rows, cols", "rows * cols"), "@RANGE_B@": ("cols, rows", "cols * rows"),
              "@RANGE_C@": ("rows, rows", "rows * rows")}
    at = {"@AT_A@": ("[r][j]", "[r * cols + j]"), "@AT_B@": ("[j][c]", "[j * rows + c]"),
          "@AT_C@": ("[r][c]", "[r * rows + c]")}
    body = GEMM_ACCESSOR_BODY.replace("@D@", "2" if two else "1").replace("@LOOP@", loop)
    for key, (two_d, one_d) in ranges.items():
        body = body.replace(key, f"sycl::range<2>({two_d})" if two else f"sycl::range<1>({one_d})")
    for key, (two_d, one_d) in at.items():
        body = body.replace(key, two_d if two else one_d)
    return body


def compile_spelling(name: str, work: Path, dpcpp_ir: Path, family: str = "reshape", release: str = "2026.2.0") -> Path:
    out = work / ((name if family == "reshape" else f"{family}_{name}") + ("" if release == "2026.2.0" else f"@{release}"))
    if (out / "host.O2.ll").exists() and (out / "device.ll").exists():
        return out
    out.mkdir(parents=True, exist_ok=True)
    src = out / f"{out.name.split('@')[0]}.cpp"
    src.write_text(source(name, family))
    done = subprocess.run([str(dpcpp_ir), "--release", release, "--opt", "O2", str(src), str(out)],
                          capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"{name}: dpcpp-ir failed:\n{done.stderr[-2000:]}")
    return out


def _mangled(kernel: str) -> str:
    return f"_ZTS{len(kernel)}{kernel}"


def _entry(report: dict, name: str) -> dict:
    return next((k for k in report["kernels"] if k["name"] == name), {"name": name})


def reshaped(report: dict, kernel: str) -> str:
    """"reshaped" or the reason the rewrite gives."""
    name = _mangled(kernel)
    if "reshaped" in _entry(report, name):
        return "reshaped"
    why = [s["why"] for s in report.get("skipped", []) if s.get("what", "").endswith(name) and "reshaping" in s.get("what", "")]
    return why[0] if why else "not reshaped (no reason given)"


def transformations(report: dict, kernel: str) -> str:
    """What the rewrite did to the kernel and to its range-rounding wrapper (DPC++'s copy that
    runs where the range is rounded up): reshaped, coarsened (rows x columns), tiled."""
    parts = []
    wrapper = f"_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI{len(kernel)}{kernel}EE"
    for label, name in (("kernel", _mangled(kernel)), ("wrapper", wrapper)):
        entry = _entry(report, name)
        if len(entry) == 1:
            continue
        done = []
        if "reshaped" in entry:
            done.append(f"reshaped ({entry['reshaped']['form']})")
        coarsen = entry.get("coarsen", {})
        if coarsen.get("coarsened"):
            done.append(f"coarsened {coarsen['factor']} x {coarsen.get('columns', 1)}")
        if any(e.get("internalized") for e in entry.get("loop_internalize", [])):
            done.append("tiled")
        parts.append(f"{label}: {', '.join(done) or 'as it was'}")
    return "; ".join(parts)


def fused(report: dict, chain: str) -> str:
    """"fused" (with the intermediates the fused kernel no longer writes) or why the chain was not."""
    done = [f for f in report.get("fusions", []) if "+".join(_kernel_names(f["kernels"])) == chain]
    if done:
        return f"fused ({len(done[0]['intermediates'])} intermediates)"
    why = [s["why"] for s in report.get("skipped", []) if s.get("what", "").startswith("fusing")]
    return why[0] if why else "not fused (no reason given)"


def _kernel_names(mangled: list) -> list:
    return [re.sub(r"^_ZTS\d+", "", name) for name in mangled]


FAMILIES = {  # family -> (kernels, what a cell shows, the word for "applied", the rewrite's options)
    "reshape": (("RowSums", "RowScale"), reshaped, "reshaped", ("--target", "gpu", "--fp-reassociate")),
    "tiling": (("Product",), transformations, "tiled", ("--target", "gpu", "--fp-reassociate")),
    "fusion": (("Square+RowTotal",), fused, "fused", ("--enable", "fuse-kernels")),  # target any: no reshaping first
}


def outcome(folder: Path, args, kernels=("RowSums", "RowScale"), decision=reshaped,
            options=("--target", "gpu", "--fp-reassociate")) -> dict:
    """kernel -> what `decision` reads from the rewrite's report (or the rewrite's error)."""
    with tempfile.TemporaryDirectory() as tmp:
        command = [sys.executable, "-m", "sycl_lift", "rewrite", str(folder / "host.O2.ll"), str(folder / "device.ll"),
                   "-o", tmp, "-q", "--no-opencl", *options]
        if args:
            command += ["--args", args]
        done = subprocess.run(command, capture_output=True, text=True, cwd=ROOT)
        if done.returncode != 0:
            return {k: f"error: {done.stderr.strip()[-200:]}" for k in kernels}
        report = json.loads((Path(tmp) / "report.json").read_text())
    return {kernel: decision(report, kernel) for kernel in kernels}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--work", type=Path, default=Path.home() / ".cache" / "sycl-lift-variant-matrix")
    ap.add_argument("--dpcpp-ir", type=Path, default=ROOT.parent / "shared" / "tools" / "dpcpp-ir")
    ap.add_argument("--only", default="")
    ap.add_argument("--family", choices=sorted(FAMILIES), default="reshape")
    ap.add_argument("--release", default="2026.2.0", help="the DPC++ headers the programs are compiled with")
    opts = ap.parse_args()
    names = opts.only.split(",") if opts.only else list(SPELLINGS)
    planted = "planted" in names and opts.family == "reshape"
    names = [n for n in names if n != "planted"]
    kernels, decision, yes, options = FAMILIES[opts.family]
    cells = 0
    applied = 0
    rows: dict = {}
    print("| spelling | command line | " + " | ".join(kernels) + " |")
    print("| --- | --- | " + " | ".join("---" for _ in kernels) + " |")
    for name in names:
        folder = compile_spelling(name, opts.work, opts.dpcpp_ir, opts.family, opts.release)
        for args in ("", "128 96"):
            got = outcome(folder, args, kernels, decision, options)
            rows[(name, args)] = got
            cells += len(kernels)
            applied += sum(yes in v for v in got.values())
            print(f"| {name} | {args or 'any'} | " + " | ".join(got[k] for k in kernels) + " |")
    print(f"\n{yes}: {applied} of {cells}")
    # a cell agrees when the same transformations apply as for the first spelling on the same command
    # line (reshape: reshaped or not, whatever the reason; tiling: the whole list)
    def decided(cell: str) -> object:
        return cell == yes if opts.family == "reshape" else cell
    same = sum(decided(got[k]) == decided(rows[(names[0], args)][k]) for (name, args), got in rows.items() for k in got)
    print(f"the first spelling's decision: {same} of {cells}")
    if opts.family != "reshape" or opts.only and not planted:
        return 0
    folder = compile_spelling("planted", opts.work, opts.dpcpp_ir, release=opts.release)
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
