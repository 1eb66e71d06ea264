"""CFG, dominators, loops and the call graph on real device IR."""
from __future__ import annotations

import networkx as nx

import lift
from lift import graphs


def test_rounded_range_wrapper_has_one_loop(vadd_device):
    module = lift.parse_text(vadd_device)
    wrapper = next(f for f in module.definitions() if "__pf_kernel_wrapper" in f.name)
    cfg = graphs.cfg(wrapper)
    assert cfg.graph["entry"] is wrapper.entry
    assert nx.is_weakly_connected(cfg) and cfg.number_of_nodes() == 3
    (loop,) = graphs.natural_loops(wrapper)
    assert loop.header is wrapper.blocks[1] and loop.latches == [wrapper.blocks[1]]
    assert [(a, b) for a, b in loop.exits] == [(wrapper.blocks[1], wrapper.blocks[2])]
    tree = graphs.dominator_tree(wrapper)
    assert graphs.dominates(tree, wrapper.entry, wrapper.blocks[2])
    assert not graphs.dominates(tree, wrapper.blocks[1], wrapper.blocks[2])
    kernel = module.get_function("_ZTS4VAdd")
    assert graphs.natural_loops(kernel) == []


def test_nested_loops_and_call_graph():
    from conftest import SAMPLES, read_text

    module = lift.parse_text(read_text(SAMPLES / "gemm" / "device.ll"))
    depths = [max((lp.depth for lp in graphs.natural_loops(f)), default=0) for f in module.definitions()]
    assert max(depths) >= 2  # the GEMM's k loop inside the range-rounding loop
    cg = module.call_graph()
    kernels = [f for f in cg if f.is_kernel]
    assert kernels and all(cg.out_degree(k) > 0 for k in kernels)
    builtins = {v.name for _, v in cg.edges() if "__spirv_BuiltIn" in v.name}
    assert any("GlobalInvocationId" in b for b in builtins)


def test_immediate_dominators_are_networkx_ones_on_real_cfgs_both_ways():
    # the raise computes dominators (loops) and post-dominators (where undecided branches meet)
    # without networkx: the same answer on every function of a host module and a device module
    from conftest import SAMPLES, ir, read_text

    checked = 0
    for path in (ir(SAMPLES / "kmeans_like" / "2026.2.0" / "host.O2.ll"), ir(SAMPLES / "tiled_gemm" / "device.ll")):
        module = lift.parse_text(read_text(path))
        for fn in module.definitions():
            forward = {b: list(dict.fromkeys(b.successors)) for b in fn.blocks}
            reverse = {"exit": [b for b in fn.blocks if b.instructions[-1].opcode == "ret"]}
            for b, succs in forward.items():
                for s in succs:
                    reverse.setdefault(s, []).append(b)
            for start, edges in ((fn.entry, forward), ("exit", reverse)):
                g = nx.DiGraph()
                g.add_node(start)
                g.add_edges_from((a, b) for a, bs in edges.items() for b in bs)
                expected = {k: v for k, v in nx.immediate_dominators(g, start).items() if k is not start}
                assert graphs.immediate_dominators(start, edges) == expected, fn.name
                checked += len(expected)
    assert checked > 1000
