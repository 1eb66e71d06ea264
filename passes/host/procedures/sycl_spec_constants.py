"""SYCL runtime procedures of specialization constants and kernel bundles.

The headers turn `handler::set_specialization_constant<S>(v)` and `kernel_bundle::
set_specialization_constant<S>(v)` into `kernel_bundle_plain::set_specialization_constant_impl(
bundle, SymbolicID, &v, sizeof v)` on the handler's own bundle (`handler::getKernelBundle` or
`getOrInsertHandlerKernelBundle`) or on the program's; `get_specialization_constant` reads back
through `is_specialization_constant_set` and `get_specialization_constant_impl`.  Bundles come
from `get_kernel_bundle_impl(ctx, devices, state)` and `build_impl(input, ...)`; a command group
runs its kernel from one after `handler::use_kernel_bundle(bundle)`.

What it models (sycl_state.BundleState): a command group's own bundle is made on first use and
belongs to that command group only; a bundle from get_kernel_bundle starts with nothing set; a
built bundle starts with what its input had at `build`; use_kernel_bundle makes the launch see the
bundle's constants.  A value is the bytes the host memory holds at the call (the memory model:
unknown bytes stay unknown, so a value from argv or from one side of a branch is not proven).
A bundle the raise cannot follow (an unknown handle) is marked unknown and so are its launches'
constants; nothing is guessed."""
from __future__ import annotations

from passes.host.procedures import runtime_op
from passes.host.sycl_ops import GetSpecConstant, KernelBundle, SetSpecConstant
from passes.host.sycl_state import BundleState
from passes.host.values import Ptr, Unknown

BUNDLE_STATES = {0: "input", 1: "object", 2: "executable"}  # sycl::bundle_state


def _bundle_at(m, this) -> BundleState:
    """The bundle behind a kernel_bundle object (or shared_ptr<kernel_bundle_impl>); an unknown one
    when the handle does not lead to one."""
    state = m.sycl.op_at(this)
    return state if isinstance(state, BundleState) else BundleState(None, known=False)


def _handler_bundle(m, h) -> BundleState:
    if h.bundle is None:
        h.bundle = BundleState(None)
    return h.bundle


@runtime_op("handler_bundle")
def handler_bundle(m, p, a, site):
    """handler::getKernelBundle() / getOrInsertHandlerKernelBundle(bool): the bundle the command
    group's kernel will come from, into `sret` (a kernel_bundle or a shared_ptr to its impl)."""
    h = m.sycl.handler_of(a["handler"])
    bundle = _handler_bundle(m, h) if h is not None else BundleState(None, known=False)
    m.sycl.bind(a.get("sret"), bundle)


@runtime_op("handler_explicit_bundle")
def handler_explicit_bundle(m, p, a, site):
    """handler::isStateExplicitKernelBundle(): whether use_kernel_bundle was called."""
    h = m.sycl.handler_of(a["handler"])
    return int(h.explicit_bundle) if h is not None else None


@runtime_op("use_kernel_bundle")
def use_kernel_bundle(m, p, a, site):
    h = m.sycl.handler_of(a["handler"])
    if h is not None:
        h.bundle, h.explicit_bundle = _bundle_at(m, a["bundle"]), True


@runtime_op("kernel_bundle")
def kernel_bundle(m, p, a, site):
    """get_kernel_bundle_impl(context, devices, state): a new bundle with nothing set."""
    state = a.get("state")
    op = m.sycl.add(KernelBundle(state=BUNDLE_STATES.get(state) if type(state) is int else None), site)
    m.sycl.bind(a.get("sret"), BundleState(op))


@runtime_op("build_bundle")
def build_bundle(m, p, a, site):
    """build_impl(input bundle, devices, properties): an executable bundle with the input's
    specialization constants as they are now."""
    source = _bundle_at(m, a["bundle"])
    op = m.sycl.add(KernelBundle(state="executable", built_from=source.op), site)
    built = BundleState(op, known=source.known)
    if source.known and m.sycl.spec_extent:
        m.memory.copy(Ptr(built.values, 0), Ptr(source.values, 0), m.sycl.spec_extent)
    built.order = list(source.order)
    m.sycl.bind(a.get("sret"), built)


@runtime_op("spec_constant_set")
def spec_constant_set(m, p, a, site):
    """set_specialization_constant_impl(bundle, SymbolicID, value pointer, size)."""
    bundle = _bundle_at(m, a["bundle"])
    symbolic_id = m.memory.cstring(a["id"])
    size = a.get("size")
    if symbolic_id is None or type(size) is not int or not 0 < size <= 1 << 16:
        m.warn("set_specialization_constant: the constant's ID or size is not known")
        return None
    off, _ = m.sycl.spec_slot(symbolic_id, size)
    if bundle.known:
        m.memory.store(Ptr(bundle.values, off), "i8", 1)
        m.memory.copy(Ptr(bundle.values, off + 8), a["value"], size)
        if symbolic_id not in bundle.order:
            bundle.order.append(symbolic_id)
        value = bundle.values.read_bytes(off + 8, size)
    else:
        source = a["value"]
        value = source.obj.read_bytes(source.off, size) if type(source) is Ptr else None
    constant = m.sycl.spec_constant(symbolic_id, size, value, at=a["value"])
    m.sycl.add(SetSpecConstant(constant=constant, bundle=bundle.op), site)
    return None


@runtime_op("spec_constant_is_set")
def spec_constant_is_set(m, p, a, site):
    """is_specialization_constant_set(bundle, SymbolicID): the header reads the value back only
    when it is set, else it takes the default it knows."""
    bundle = _bundle_at(m, a["bundle"])
    symbolic_id = m.memory.cstring(a["id"])
    if not bundle.known or symbolic_id is None:
        return None
    slot = m.sycl.spec_slot(symbolic_id)
    if slot is None:
        return 0 if not any(sid == symbolic_id for sid, _ in m.sycl.spec_slots) else None
    flag = m.memory.load(Ptr(bundle.values, slot[0]), "i8")
    return flag if type(flag) is int else None


@runtime_op("spec_constant_get")
def spec_constant_get(m, p, a, site):
    """get_specialization_constant_impl(bundle, SymbolicID, result pointer): what was set, or
    Unknown bytes where the answer is not known."""
    bundle = _bundle_at(m, a["bundle"])
    symbolic_id = m.memory.cstring(a["id"])
    result = a["result"]
    slot = m.sycl.spec_slot(symbolic_id) if symbolic_id is not None else None
    if slot is None or not bundle.known:
        if type(result) is Ptr:
            m.memory.havoc_object(result.obj)
        return None
    off, size = slot
    flag = m.memory.load(Ptr(bundle.values, off), "i8")
    if flag == 1:
        m.memory.copy(result, Ptr(bundle.values, off + 8), size)
        value = bundle.values.read_bytes(off + 8, size)
    else:  # not set (the runtime answers the device image's default) or maybe set
        m.memory.copy(result, Unknown(), size)
        value = None
    constant = m.sycl.spec_constant(symbolic_id, size, value)  # (typed as set: the result is raw bytes)
    m.sycl.add(GetSpecConstant(constant=constant, bundle=bundle.op), site)
    return None
