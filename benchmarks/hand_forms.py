"""What the hand-written kernel-form benchmarks (gemm_forms.py, matvec_forms.py) share: their
command line and an OpenCL queue that times kernels by profiling events."""
from __future__ import annotations

import argparse
from pathlib import Path


def arguments(doc: str, default_sizes: str, multiple: int, why: str) -> argparse.Namespace:
    """--device, --sizes (each a multiple of `multiple`, for `why`), -o."""
    parser = argparse.ArgumentParser(description=doc, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--device", default="nvidia", choices=("pocl", "intel-cpu", "nvidia"))
    parser.add_argument("--sizes", default=default_sizes)
    parser.add_argument("-o", "--output", type=Path)
    args = parser.parse_args()
    if any(int(s) % multiple for s in args.sizes.split(",")):
        parser.error(f"--sizes: multiples of {multiple} ({why})")
    return args


def profiling_queue(device: str, source: str):
    """(context, profiling queue, built program, the results' header) on an OpenCL device."""
    from sycl_lift.replay import devices  # sets up the OpenCL ICD loader first
    import pyopencl as cl

    ctx = devices.context(device)
    queue = cl.CommandQueue(ctx, properties=cl.command_queue_properties.PROFILING_ENABLE)
    program = cl.Program(ctx, source).build()
    return ctx, queue, program, {"device": device, "device_name": ctx.devices[0].name, "results": []}


def save(out: dict, path) -> None:
    """The results as JSON at `path` (-o), if given."""
    if path:
        import json

        path.write_text(json.dumps(out, indent=1) + "\n")
