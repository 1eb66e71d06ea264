"""Execution harness for sycl-lift's tests: run device kernels on real OpenCL runtimes.

`tests.harness.opencl` runs DPC++ kernels (SPIR-V, as DPC++ made it or as LLVM's SPIR-V backend makes
it from sycl-lift's device IR) and OpenCL C kernels, so that a rewritten kernel can be proved by
execution to compute the same as the original.  Import it before anything else touches OpenCL: it
points the OpenCL ICD loader at the runtimes it finds when it is imported.
"""
