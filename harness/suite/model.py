"""Suite definitions: loaded from suites/<name>.yaml and validated before anything is sent."""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, field_validator

from harness.paths import SUITES_DIR

CheckKind = Literal["status", "has", "type", "equals", "compare", "captured"]
_KINDS_WITH_EXPECTED = {"status", "type", "equals", "compare", "captured"}


class Check(BaseModel):
    """One assertion. Written in suites as a short line: `<kind> <subject> [expected]`."""

    model_config = ConfigDict(frozen=True)

    kind: CheckKind
    subject: str = ""
    expected: Any = None

    @classmethod
    def parse(cls, line: str) -> "Check":
        parts = line.split(None, 2)
        kind = parts[0]
        if kind == "status":  # `status 200`: the subject is the response code itself
            if len(parts) != 2:
                raise ValueError(f"bad check {line!r}: expected 'status CODE'")
            return cls(kind="status", subject="response.code", expected=int(parts[1]))
        if kind == "has":
            if len(parts) != 2:
                raise ValueError(f"bad check {line!r}: expected 'has PATH'")
            return cls(kind="has", subject=parts[1], expected=True)
        if kind not in _KINDS_WITH_EXPECTED or len(parts) != 3:
            raise ValueError(f"bad check {line!r}: expected '<kind> PATH EXPECTED'")
        expected: Any = parts[2]
        if kind == "equals":
            expected = json.loads(parts[2])  # JSON literal: true, false, 3, "text"
        elif kind == "type" and expected not in ("array", "integer", "object", "string", "boolean"):
            raise ValueError(f"bad check {line!r}: unknown type {expected!r}")
        return cls(kind=kind, subject=parts[1], expected=expected)

    def describe(self) -> str:
        if self.kind == "status":
            return f"status is {self.expected}"
        if self.kind == "has":
            return f"response has {self.subject}"
        if self.kind == "captured":
            return f"variable {self.expected} was captured from {self.subject}"
        return f"{self.subject} {self.kind} {self.expected}"


class Capture(BaseModel):
    """Store a response value in a variable for later requests."""

    model_config = ConfigDict(frozen=True)

    var: str
    source: str = Field(alias="from")
    # Only capture when this check of the same request passed (the study's token capture works so).
    if_passed: str | None = None


class Request(BaseModel):
    model_config = ConfigDict(frozen=True)

    index: int = 0
    name: str
    folder: str = ""
    method: Literal["GET", "POST", "PUT", "DELETE", "PATCH"]
    path: str
    query: dict[str, str] = {}
    auth: bool = False
    # None: no body at all; "": an explicitly empty body (Content-Length: 0); else raw text sent as is.
    body: str | None = None
    capture: list[Capture] = []
    checks: list[Check] = []

    @field_validator("checks", mode="before")
    @classmethod
    def _parse_checks(cls, value: Any) -> Any:
        return [Check.parse(item) if isinstance(item, str) else item for item in value or []]


class Suite(BaseModel):
    model_config = ConfigDict(frozen=True)

    name: str
    description: str = ""
    variables: dict[str, str] = {}
    headers: dict[str, str] = {}
    auth_scheme: str = "Token"
    requests: list[Request]

    @property
    def total_checks(self) -> int:
        return sum(len(r.checks) for r in self.requests)

    @property
    def endpoints(self) -> set[tuple[str, str]]:
        return {(r.method, r.path) for r in self.requests}


def suite_names() -> list[str]:
    return sorted(p.stem for p in SUITES_DIR.glob("*.yaml"))


def load_suite(name_or_path: str | Path) -> Suite:
    """Load a suite by profile name (suites/<name>.yaml) or by file path."""
    path = Path(name_or_path)
    if not path.suffix:
        path = SUITES_DIR / f"{name_or_path}.yaml"
    if not path.is_file():
        raise FileNotFoundError(f"no suite {name_or_path!r}; known profiles: {', '.join(suite_names())}")
    return _load(path.resolve())


@lru_cache(maxsize=8)
def _load(path: Path) -> Suite:
    data = yaml.safe_load(path.read_text())
    data.pop("check_sets", None)  # YAML anchors only; expanded where they are referenced
    for position, request in enumerate(data.get("requests", []), start=1):
        request.setdefault("index", position)
        request["checks"] = _flatten(request.get("checks", []))
    return Suite.model_validate(data)


def _flatten(items: list[Any]) -> list[Any]:
    """Check lists may nest (a shared set by anchor followed by extra checks)."""
    flat: list[Any] = []
    for item in items:
        flat.extend(_flatten(item) if isinstance(item, list) else [item])
    return flat
