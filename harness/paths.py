"""Where the project's data lives (specs/, suites/, tasks/, verifiers/) and where results go."""

from __future__ import annotations

import os
from pathlib import Path

# The harness is installed editable from its checkout; data folders sit beside the package.
PROJECT_ROOT = Path(os.environ.get("CONDUIT_HARNESS_HOME", Path(__file__).resolve().parent.parent))
SPECS_DIR = PROJECT_ROOT / "specs"
SUITES_DIR = PROJECT_ROOT / "suites"
TASKS_DIR = PROJECT_ROOT / "tasks"
VERIFIERS_DIR = PROJECT_ROOT / "verifiers"
REFERENCES_DIR = TASKS_DIR / "references"


def cache_dir() -> Path:
    """Shared, persistent cache (dependency installs, templates); override with CONDUIT_HARNESS_CACHE."""
    base = os.environ.get("CONDUIT_HARNESS_CACHE") or os.path.join(
        os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"), "conduit-harness"
    )
    path = Path(base)
    path.mkdir(parents=True, exist_ok=True)
    return path
