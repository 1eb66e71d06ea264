"""`sycl-lift replay`: run the launches the host raise found, in program order, on one OpenCL device,
with the original and the rewritten kernels, and compare every buffer and USM allocation after every
launch.

    plan.py     raised program + links -> a replay plan (memory, launches, argument sources); no OpenCL
    devices.py  OpenCL runtimes: ICD set-up, contexts, builds (SPIR-V from sycl_lift.spirv), kernel params
    run.py      programs for each version, a device session in a subprocess, comparison, the report
    timing.py   per-kernel timing (alternating rounds, A/A control)

Only devices.py and what run.py runs in its subprocess import numpy/pyopencl.
"""
