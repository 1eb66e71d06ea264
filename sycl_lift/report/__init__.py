"""`sycl-lift report`: one self-contained HTML page about a host/device pair and its rewrite.

`gather` collects what the page shows -- the host-device graph (launches, buffers, USM allocations,
kernels), per kernel what the rewrite proved and what it refused and why, the kernels' line counts
before and after, and a replay report's verdicts and timings -- as plain data (JSON-able dicts).
`page` renders that data as HTML with inline CSS, SVG and script: the page loads nothing from
anywhere.
"""
from sycl_lift.report.gather import gather
from sycl_lift.report.page import render

__all__ = ["gather", "render"]
