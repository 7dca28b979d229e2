"""Keeping API keys out of everything an agent writes.

The values to hide are those of the harness's environment variables whose names end in _API_KEY,
_TOKEN or _SECRET (and any key handed to litellm explicitly). They are replaced by a marker in
trajectories, raw replies, files written into the workspace, and messages of errors."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path
from typing import Any

from harness.run.store import write_atomic

MARKER = "[REDACTED]"
_SECRET_NAME = re.compile(r"(_API_KEY|_TOKEN|_SECRET)$", re.IGNORECASE)
_MIN_LENGTH = 6  # shorter values ("1", "true") would mangle every text without hiding anything


def secret_values(extra: list[str | None] | None = None) -> list[str]:
    """Every secret value known to the harness process now, longest first."""
    values = {value for name, value in os.environ.items() if _SECRET_NAME.search(name)}
    values.update(v for v in (extra or []) if v)
    return sorted((v for v in values if len(v) >= _MIN_LENGTH), key=len, reverse=True)


class Redactor:
    """Replaces secret values in text, bytes and JSON-like data. Re-reads the environment when built."""

    def __init__(self, extra: list[str | None] | None = None):
        self.values = secret_values(extra)
        self._pattern = re.compile("|".join(re.escape(v) for v in self.values)) if self.values else None

    def text(self, value: str) -> str:
        return self._pattern.sub(MARKER, value) if self._pattern and value else value

    def bytes(self, value: bytes) -> bytes:
        if not self.values:
            return value
        for secret in self.values:
            value = value.replace(secret.encode(), MARKER.encode())
        return value

    def data(self, value: Any) -> Any:
        """A copy of JSON-like data (dicts, lists, strings…) with every secret replaced."""
        if isinstance(value, str):
            return self.text(value)
        if isinstance(value, dict):
            return {self.text(str(k)) if isinstance(k, str) else k: self.data(v) for k, v in value.items()}
        if isinstance(value, (list, tuple)):
            return [self.data(v) for v in value]
        return value

    def contains_secret(self, value: str | bytes) -> bool:
        if isinstance(value, bytes):
            return any(s.encode() in value for s in self.values)
        return any(s in value for s in self.values)


def write_redacted_json(path: Path, data: Any, redactor: Redactor) -> None:
    write_atomic(path, json.dumps(redactor.data(data), indent=2, default=str) + "\n")


def write_redacted_text(path: Path, text: str, redactor: Redactor) -> None:
    write_atomic(path, redactor.text(text))


def scrub_workspace(workspace, redactor: Redactor) -> list[str]:
    """Rewrite every workspace file that holds a secret (a model that echoed a key into a file), so
    the patch never carries one. Returns the paths rewritten."""
    if not redactor.values:
        return []
    rewritten = []
    for relative in workspace.list_files():
        try:
            content = workspace.read_file(relative)
        except (OSError, ValueError):
            continue
        if redactor.contains_secret(content):
            workspace.write_file(relative, redactor.bytes(content))
            rewritten.append(relative)
    return rewritten
