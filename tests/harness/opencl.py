"""The tests' name for sycl_lift.replay.devices (the OpenCL plumbing lives there, shared with `sycl-lift
replay`).  Import it before anything else touches OpenCL: importing sets up the ICD loader."""
from sycl_lift.replay import devices as _devices
from sycl_lift.replay.devices import *  # noqa: F401,F403
from sycl_lift.replay.devices import (SPIRV_MAGIC, KernelError, Local, _cl, _rng_values, build, context,  # noqa: F401
                                   device_kind, kernel_names, kernel_params, opencl_size, random_args, run_kernel)
from sycl_lift.spirv import OP_LABEL, duplicate_ids, spirv_from_llvm_ir  # noqa: F401

__all__ = [n for n in dir(_devices) if not n.startswith("__")]
