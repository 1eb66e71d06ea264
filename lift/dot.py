"""Graphviz DOT text for the networkx views (no Graphviz needed to write it).

Nodes and edges carry a `label` attribute or get one from the object (a block's instructions, a
function's name); `to_svg` runs Graphviz's `dot` when it is installed.
"""
from __future__ import annotations

import shutil
import subprocess
from typing import Callable, Optional

import networkx as nx


def quote(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\l") + '"'


def to_dot(graph: nx.Graph, name: str = "G", node_label: Optional[Callable] = None,
           node_attrs: Optional[Callable] = None) -> str:
    directed = graph.is_directed()
    ids = {node: f"n{i}" for i, node in enumerate(graph.nodes)}
    lines = [f"{'digraph' if directed else 'graph'} {quote(name)} {{",
             '  node [shape=box, fontname="monospace", fontsize=10];']
    for node, data in graph.nodes(data=True):
        label = data.get("label") or (node_label(node) if node_label else str(node))
        extra = node_attrs(node) if node_attrs else ""
        lines.append(f"  {ids[node]} [label={quote(label)}{extra}];")
    arrow = "->" if directed else "--"
    for u, v, data in graph.edges(data=True):
        attrs = f" [label={quote(str(data['label']))}]" if data.get("label") else ""
        lines.append(f"  {ids[u]} {arrow} {ids[v]}{attrs};")
    lines.append("}")
    return "\n".join(lines) + "\n"


def to_json(graph: nx.Graph, node_label: Optional[Callable] = None) -> dict:
    """{"nodes": [{"id", "label"}], "edges": [{"from", "to", "label"}]} with the labels `to_dot` uses."""
    ids = {node: f"n{i}" for i, node in enumerate(graph.nodes)}
    nodes = [{"id": ids[n], "label": d.get("label") or (node_label(n) if node_label else str(n))}
             for n, d in graph.nodes(data=True)]
    edges = [{"from": ids[u], "to": ids[v], "label": d.get("label")} for u, v, d in graph.edges(data=True)]
    return {"nodes": nodes, "edges": edges}


def to_svg(dot_text: str) -> Optional[str]:
    """SVG from Graphviz, or None when `dot` is not installed."""
    dot = shutil.which("dot")
    if dot is None:
        return None
    result = subprocess.run([dot, "-Tsvg"], input=dot_text, capture_output=True, text=True, check=True)
    return result.stdout
