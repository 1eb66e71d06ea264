"""noalias recall and false claims against the hand-written goldens.

    python benchmarks/noalias_recall.py [--json]

For every sample with an `expected_rewrite.json` (whose `noalias` lists say, per captured accessor
of each kernel, whether its memory is distinct: written by hand from the program), the default
rewrite of its 2026.2.0 -O2 host IR is compared with the golden: recall = accessors proven
`noalias` / accessors the golden says are distinct; a false claim = `noalias` where the golden says
the memory may be shared (a correctness bug).  Exit 1 on any false claim.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def measure(sample: Path) -> dict:
    import lift
    from lift.reader import stored_file
    from passes import pipeline

    golden = {k["name"]: k["noalias"] for k in json.loads((sample / "expected_rewrite.json").read_text())["kernels"]}
    result = pipeline.rewrite(lift.parse_file(str(stored_file(sample / "2026.2.0" / "host.O2.ll"))),
                              lift.parse_file(str(stored_file(sample / "device.ll"))))
    got = {k["name"]: [e["noalias"] for e in k.get("noalias", [])] for k in result.report["kernels"]}
    distinct = proven = false_claims = 0
    for name, want in golden.items():
        have = got.get(name, [])
        for i, should in enumerate(want):
            claimed = i < len(have) and have[i]
            distinct += should
            proven += should and claimed
            false_claims += claimed and not should
    return {"distinct": distinct, "proven": proven, "false_claims": false_claims}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    results = {s.name: measure(s) for s in sorted(ROOT.glob("samples/*")) if (s / "expected_rewrite.json").exists()}
    total = {k: sum(r[k] for r in results.values()) for k in ("distinct", "proven", "false_claims")}
    if args.json:
        print(json.dumps({"samples": results, "total": total}, indent=2))
    else:
        for name, r in results.items():
            recall = f"{r['proven']}/{r['distinct']}" if r["distinct"] else "-"
            print(f"{name:16s} noalias proven {recall:7s} false claims {r['false_claims']}")
        print(f"{'total':16s} recall {total['proven']}/{total['distinct']}"
              f" ({100 * total['proven'] / max(total['distinct'], 1):.0f}%), false claims {total['false_claims']}")
    return 1 if total["false_claims"] else 0


if __name__ == "__main__":
    sys.exit(main())
