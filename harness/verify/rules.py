"""The verifier rules (verifiers/*.yaml), loaded once and compiled."""

from __future__ import annotations

import os
import re
from functools import lru_cache
from pathlib import Path
from typing import Any

import yaml


def rules_dir() -> Path:
    """verifiers/ beside the package (CONDUIT_VERIFIERS_DIR overrides, e.g. for an experiment)."""
    override = os.environ.get("CONDUIT_VERIFIERS_DIR")
    if override:
        return Path(override)
    try:
        from harness.paths import VERIFIERS_DIR

        return VERIFIERS_DIR
    except ImportError:  # pragma: no cover - before harness.paths existed
        return Path(__file__).resolve().parents[2] / "verifiers"


@lru_cache(maxsize=None)
def load(name: str) -> dict[str, Any]:
    """verifiers/<name>.yaml as a dict."""
    path = rules_dir() / f"{name}.yaml"
    with path.open(encoding="utf-8") as handle:
        return yaml.safe_load(handle)


def compile_pattern(entry: Any) -> re.Pattern[str]:
    """A rule pattern: a plain regex string, or {regex, flags} where flags may hold 'i'."""
    if isinstance(entry, str):
        return re.compile(entry)
    flags = re.IGNORECASE if "i" in str(entry.get("flags", "")) else 0
    return re.compile(entry["regex"], flags)


def architecture() -> dict[str, Any]:
    return load("architecture")


def database() -> dict[str, Any]:
    return load("database")


def orm() -> dict[str, Any]:
    return load("orm")


@lru_cache(maxsize=None)
def layer_aliases() -> dict[str, str]:
    """alias (lower-case directory name) -> layer name."""
    return {alias: layer for layer, spec in architecture()["layers"].items() for alias in spec["aliases"]}


@lru_cache(maxsize=None)
def layer_ranks() -> dict[str, int]:
    return {layer: spec["rank"] for layer, spec in architecture()["layers"].items()}
