"""The figures `make bench` measures, printed beside newman's (the suite) and beside the previous
release's (bench/figures.json, where each release records its own with `--record`), as ratios."""

from __future__ import annotations

import datetime
import json
import os
from pathlib import Path

from harness import __version__
from harness.paths import PROJECT_ROOT

FIGURES_FILE = PROJECT_ROOT / "bench" / "figures.json"

# figure -> its newman counterpart (the same suite run by newman, same server, same repetitions).
NEWMAN_COUNTERPART = {
    "suite.in_process_s": "suite.newman.in_process_s",
    "suite.process_s": "suite.newman.process_s",
}


def cores() -> str:
    usable = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    return f"{usable} usable of {os.cpu_count()} cores"


def _version_key(version: str) -> tuple[int, ...]:
    return tuple(int(part) for part in version.split(".") if part.isdigit())


def previous_release(path: Path = FIGURES_FILE, current: str = __version__) -> tuple[str, dict[str, float]] | None:
    """(version, figures) of the newest recorded release older than `current`; None when there is none."""
    if not path.is_file():
        return None
    releases = json.loads(path.read_text()).get("releases", {})
    older = sorted((v for v in releases if _version_key(v) < _version_key(current)), key=_version_key)
    return (older[-1], releases[older[-1]]["figures"]) if older else None


def record(figures: dict[str, float], path: Path = FIGURES_FILE, version: str = __version__) -> None:
    """Store this release's figures (merged over what an earlier run of the same release stored)."""
    data = json.loads(path.read_text()) if path.is_file() else {"releases": {}}
    entry = data["releases"].setdefault(version, {"figures": {}})
    entry["figures"].update({name: round(value, 4) for name, value in figures.items()})
    entry.update(measured=datetime.date.today().isoformat(), machine=cores())
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=2, sort_keys=True) + "\n")


def _ratio(value: float, other: float | None) -> str:
    return f"{value / other:6.2f}x" if other else f"{'—':>7}"


def summary(figures: dict[str, float], repeat: int) -> str:
    """One line per figure: this run, newman's and the ratio, the previous release's and the ratio."""
    previous = previous_release()
    before_version, before = previous if previous else ("none recorded", {})
    lines = [f"figures of release {__version__}, medians of {repeat} repetitions (matrix: 1), {cores()}; "
             f"previous release: {before_version}",
             f"{'figure':<44} {'this run':>9} {'newman':>9} {'vs newman':>9} {'previous':>9} {'vs prev':>8}"]  # fmt: skip
    for name, value in figures.items():
        if name.startswith("suite.newman."):
            continue
        newman = figures.get(NEWMAN_COUNTERPART.get(name, ""))
        old = before.get(name)
        lines.append(f"{name:<44} {value:8.3f}s {(f'{newman:8.3f}s' if newman else '—'):>9} {_ratio(value, newman):>9} "
                     f"{(f'{old:8.3f}s' if old else '—'):>9} {_ratio(value, old):>8}")  # fmt: skip
    return "\n".join(lines)
