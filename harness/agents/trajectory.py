"""A trajectory file written after every event, atomically and with secrets redacted, so a crash
mid-run keeps everything that happened before it."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from harness.agents.redaction import Redactor, write_redacted_json


class Trajectory:
    """trajectory.json: {"agent", "settings", "events": [...], "result"}; each event has a kind and
    the seconds since the start."""

    def __init__(self, path: Path, agent: str, settings: dict, redactor: Redactor):
        self.path = path
        self.redactor = redactor
        self._started = time.monotonic()
        self.data: dict[str, Any] = {"agent": agent, "settings": settings, "events": [], "result": None}
        self.save()

    def add(self, kind: str, **fields: Any) -> dict:
        event = {"kind": kind, "t": round(time.monotonic() - self._started, 3), **fields}
        self.data["events"].append(event)
        self.save()
        return event

    def finish(self, **result: Any) -> None:
        self.data["result"] = result
        self.save()

    def save(self) -> None:
        write_redacted_json(self.path, self.data, self.redactor)
