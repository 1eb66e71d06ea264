"""`sycl-lift graph`: a CFG, the call graph or the host-device graph as DOT, SVG or JSON."""
from __future__ import annotations


from lift.output import write_output
from sycl_lift.common import EXIT_OK, short_name


def cmd_graph(args) -> int:
    """Export a graph as Graphviz DOT (or SVG when -o ends in .svg and Graphviz is installed):
    a function's CFG, the module's call graph, or which host functions launch which kernels."""
    import json

    import lift
    from lift import LiftError, dot, graphs
    from lift.printer import number_values

    module = lift.parse_file(args.input)
    if args.kind == "cfg":
        fn = find_function(module, args.function)
        numbering = number_values(fn)

        def label(block):
            head = (block.name if block.name is not None else str(numbering[block])) + ":"
            body = [i.render(numbering).strip() for i in block.instructions]
            if len(body) > args.max_lines:
                body = body[:args.max_lines - 1] + [f"... {len(body) - args.max_lines + 1} more"]
            return "\n".join([head] + [line[:100] for line in body]) + "\n"

        graph, name, attrs = graphs.cfg(fn), fn.name, None
    elif args.kind == "callgraph":
        from passes.analysis.device_model import demangle
        from passes.names import kernel_display_name

        def label(f):
            kernel = kernel_display_name(f.name) if f.is_kernel and f.name.startswith("_ZTS") else None
            return short_name(f"kernel {kernel}" if kernel else demangle(f.name) or f.name)

        def attrs(f):
            return ", style=bold" if f.is_kernel else (", style=dashed" if f.is_declaration else "")

        graph, name = graphs.call_graph(module), module.filename
    else:
        graph, name, label, attrs = host_device_graph(args, module), "host-device", None, None
    if args.json:
        if args.kind == "host-device":
            from sycl_lift.report.gather import graph_json

            out = graph_json(graph)
        else:
            out = dot.to_json(graph, label)
        write_output(args.output, json.dumps(out, indent=2) + "\n")
        return EXIT_OK
    text = dot.to_dot(graph, name, label, attrs)
    if args.output and args.output.endswith(".svg"):
        text = dot.to_svg(text)
        if text is None:
            raise LiftError("Graphviz 'dot' is not installed: write .dot instead, or apt-get install graphviz",
                            args.output)
    write_output(args.output, text)
    return EXIT_OK


def find_function(module, name):
    from lift import LiftError

    if not name:
        raise LiftError("--function is required for --kind cfg", module.filename)
    fn = module.get_function(name)
    if fn is None:
        from passes.analysis.device_model import demangle

        matches = [f for f in module.definitions() if name in (demangle(f.name) or f.name)]
        if len(matches) != 1:
            raise LiftError(f"no single defined function matches '{name}' ({len(matches)} do)", module.filename)
        fn = matches[0]
    if fn.is_declaration:
        raise LiftError(f"@{fn.name} is a declaration: it has no CFG", module.filename)
    return fn


def host_device_graph(args, host):
    """The launches, the buffers and USM allocations they capture and the kernels they run, from the
    raise and the link: the graph `report` draws (sycl_lift.report.gather.host_device_graph), each
    edge labelled with its kind (an access mode, `usm`, `runs`, `wrapper`)."""
    import lift
    from lift import LiftError
    from passes import pipeline
    from sycl_lift.report.gather import host_device_graph as launch_graph

    if not args.device:
        raise LiftError("--kind host-device needs --device DEVICE.ll", host.filename)
    device = lift.parse_file(args.device)
    analyses = pipeline.rewrite(host, device, ("raise-host", "link")).ctx.analyses
    graph = launch_graph(analyses["sycl-ops"], analyses["sycl-program"], analyses["links"])
    for _, _, data in graph.edges(data=True):
        data["label"] = data["kind"]
    return graph


def _add_graph(sub):
    p = sub.add_parser("graph", help="export a CFG, call graph or host-device graph as DOT/SVG",
                       description=cmd_graph.__doc__)
    p.add_argument("input", help="LLVM IR (.ll/.bc; for host-device: the host module)")
    p.add_argument("--kind", choices=("cfg", "callgraph", "host-device"), default="cfg")
    p.add_argument("--function", help="function for --kind cfg (symbol, or part of its demangled name)")
    p.add_argument("--device", help="device module for --kind host-device")
    p.add_argument("--max-lines", type=int, default=12, help="instructions shown per block (default 12)")
    p.add_argument("-o", "--output", help="out.dot or out.svg (default: DOT on stdout)")
    p.add_argument("--json", action="store_true", help="nodes and edges as JSON instead of DOT")
    p.set_defaults(func=cmd_graph)
