"""One `sycl-lift replay --time --json` of a program against a rewrite, for one command line: what
the benchmarks that time whole programs (reshape_speed, fusion_speed) run for each variant."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path


def timed_replay(host: Path, device_ir: Path, rewritten: Path, device: str, args: tuple, report: Path) -> dict:
    """The replay report (written to `report`) of `rewritten` against the original kernels of
    host/device IR on `device`, the host raised for the command line `args`."""
    subprocess.run([sys.executable, "-m", "sycl_lift", "replay", str(host), str(device_ir), "--device", device,
                    "--rewritten", str(rewritten), "--args", " ".join(args), "--time", "--json", "-o", str(report)],
                   stdout=subprocess.DEVNULL, check=False)
    return json.loads(report.read_text())
