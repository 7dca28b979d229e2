"""Suite definitions: loaded from suites/<name>.yaml and validated before anything is sent."""

from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path
from typing import Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from harness.paths import SUITES_DIR

CheckKind = Literal[
    "status", "has", "type", "equals", "compare", "captured",
    # strict-profile kinds: values, list semantics, the restart step
    "absent", "length", "contains", "lacks", "every", "sorted", "matches", "restarted",
]
_KINDS_WITH_EXPECTED = {"status", "type", "equals", "compare", "captured", "length", "contains", "lacks", "every",
                        "sorted", "matches"}
_JSON_EXPECTED = {"equals", "contains", "lacks", "every"}
COMPARISON = re.compile(r"(>=|<=|==|>|<)\s*(-?\d+(?:\.\d+)?)")
# How checks compare values (docs/suite-semantics.md): "typed" (JSON types, no conversion) or
# "javascript" (what the study's Postman collection computes under newman).
Semantics = Literal["typed", "javascript"]
_JAVASCRIPT_KINDS = {"status", "has", "type", "equals", "compare", "captured"}


class Check(BaseModel):
    """One assertion. Written in suites as a short line: `<kind> <subject> [expected]`."""

    model_config = ConfigDict(frozen=True)

    kind: CheckKind
    subject: str = ""
    expected: Any = None
    # A stable id (strict profile: written in the suite; otherwise derived) and a short description.
    id: str = ""
    about: str = ""
    # The expected JSON literal holds {{VAR}} outside quotes (`contains comments[*].id {{commentId}}`):
    # substituted, then parsed, when the check is evaluated.
    template: bool = False

    @classmethod
    def parse(cls, line: str, id: str = "", about: str = "") -> Check:
        extra = {"id": id, "about": about}
        parts = line.split(None, 2)
        kind = parts[0]
        if kind == "status":  # `status 200`: the subject is the response code itself (any code)
            if len(parts) != 2:
                raise ValueError(f"bad check {line!r}: expected 'status CODE'")
            codes = [int(code) for code in parts[1].split("|")]  # `status 401|422`: either code
            return cls(kind="status", subject="response.code", expected=codes[0] if len(codes) == 1 else codes, **extra)
        if kind in ("has", "absent"):
            if len(parts) != 2:
                raise ValueError(f"bad check {line!r}: expected '{kind} PATH'")
            return cls(kind=kind, subject=parts[1], expected=kind == "has", **extra)
        if kind == "restarted":
            return cls(kind="restarted", subject="server", expected=True, **extra)
        if kind not in _KINDS_WITH_EXPECTED or len(parts) != 3:
            raise ValueError(f"bad check {line!r}: expected '<kind> PATH EXPECTED'")
        expected: Any = parts[2]
        if kind in _JSON_EXPECTED:
            try:
                expected = json.loads(parts[2])  # JSON literal: true, false, 3, "text" ({{VAR}} substituted)
            except json.JSONDecodeError:
                if "{{" not in parts[2]:
                    raise
                return cls(kind=kind, subject=parts[1], expected=parts[2], template=True, **extra)
        elif kind == "length":
            expected = int(parts[2])
        elif kind == "sorted" and expected not in ("asc", "desc"):
            raise ValueError(f"bad check {line!r}: sorted takes asc or desc")
        elif kind == "compare" and not COMPARISON.fullmatch(parts[2].strip()):
            raise ValueError(f"bad check {line!r}: compare takes > < >= <= == and a number, e.g. >0")
        elif kind == "type" and expected not in ("array", "integer", "object", "string", "boolean"):
            raise ValueError(f"bad check {line!r}: unknown type {expected!r}")
        return cls(kind=kind, subject=parts[1], expected=expected, **extra)

    def describe(self) -> str:
        if self.about:
            return self.about
        if self.kind == "status":
            if isinstance(self.expected, list):
                return "status is " + " or ".join(map(str, self.expected))
            return f"status is {self.expected}"
        if self.kind == "has":
            return f"response has {self.subject}"
        if self.kind == "captured":
            return f"variable {self.expected} was captured from {self.subject}"
        if self.kind == "absent":
            return f"response has no {self.subject}"
        if self.kind == "restarted":
            return "the server was stopped and started again"
        if self.kind == "length":
            return f"{self.subject} has {self.expected} items"
        if self.kind in ("contains", "lacks", "every"):
            verb = {"contains": "some", "lacks": "no", "every": "every"}[self.kind]
            return f"{verb} {self.subject} is {json.dumps(self.expected)}"
        if self.kind == "sorted":
            return f"{self.subject} sorted {self.expected}"
        if self.kind == "matches":
            return f"{self.subject} matches {self.expected}"
        return f"{self.subject} {self.kind} {self.expected}"


class Capture(BaseModel):
    """Store a response value in a variable for later requests."""

    model_config = ConfigDict(frozen=True)

    var: str
    source: str = Field(alias="from")
    # Only capture when this check of the same request passed (the study's token capture works so).
    if_passed: str | None = None
    # "tamper": store the value with its last JWT segment (the signature) altered — a forged token.
    transform: Literal["tamper"] | None = None


class Request(BaseModel):
    model_config = ConfigDict(frozen=True)

    index: int = 0
    id: str = ""
    name: str
    folder: str = ""
    # "http" sends the request; "restart" asks the runner's restart callback to stop and start the
    # server (the pipeline provides it), then evaluates the step's checks (`restarted`).
    action: Literal["http", "restart"] = "http"
    # The checks mean something only after a real restart (persistence): when the restart step was
    # skipped (no restart callback), they are recorded as skipped, never sent.
    requires_restart: bool = False
    method: Literal["GET", "POST", "PUT", "DELETE", "PATCH"] = "GET"
    path: str = ""
    query: dict[str, str] = {}
    auth: bool = False
    auth_as: str = "token"  # the variable holding the token sent when auth is true
    # None: no body at all; "": an explicitly empty body (Content-Length: 0); else raw text sent as is.
    body: str | None = None
    capture: list[Capture] = []
    checks: list[Check] = []

    @field_validator("checks", mode="before")
    @classmethod
    def _parse_checks(cls, value: Any) -> Any:
        parsed = []
        for item in value or []:
            if isinstance(item, str):
                item = Check.parse(item)
            elif isinstance(item, dict) and "check" in item:  # {id: ..., check: "...", about: "..."}
                item = Check.parse(item["check"], id=item.get("id", ""), about=item.get("about", ""))
            parsed.append(item)
        return parsed


class Suite(BaseModel):
    model_config = ConfigDict(frozen=True)

    name: str
    description: str = ""
    variables: dict[str, str] = {}
    headers: dict[str, str] = {}
    auth_scheme: str = "Token"
    semantics: Semantics = "typed"
    requests: list[Request]

    @model_validator(mode="after")
    def _javascript_forms_only(self) -> Suite:
        """Under javascript semantics a check must have a form in the collection's JavaScript."""
        if self.semantics != "javascript":
            return self
        for request in self.requests:
            for check in request.checks:
                if check.kind not in _JAVASCRIPT_KINDS or "[*]" in check.subject or check.template:
                    raise ValueError(f"suite {self.name}: {check.kind} {check.subject} has no JavaScript form "
                                     "(docs/suite-semantics.md lists them)")
                if check.kind == "type" and check.expected not in ("array", "integer"):
                    raise ValueError(f"suite {self.name}: type {check.expected} has no JavaScript form")
                if check.kind == "equals" and isinstance(check.expected, (list, dict)):
                    raise ValueError(f"suite {self.name}: equals {check.subject}: === compares arrays and objects "
                                     "by identity, so a literal never equals a response value")
        return self

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
    path = path.resolve()
    # An edited file (or the profile it extends, beside it) is read again, also in a long-lived process.
    stamp = tuple(sorted((p.name, p.stat().st_mtime_ns, p.stat().st_size) for p in path.parent.glob("*.yaml")))
    return _load(path, stamp)


@lru_cache(maxsize=8)
def _load(path: Path, stamp: tuple = ()) -> Suite:
    data = yaml.safe_load(path.read_text())
    if data.get("kind") == "probes":  # suites/security.yaml: not a functional suite (harness.security)
        raise ValueError(f"{path.stem} is the security probe profile, not a functional suite: it runs after the "
                         f"functional suite in every eval phase; `harness suite URL --profile {path.stem}` runs it alone")
    data.pop("check_sets", None)  # YAML anchors only; expanded where they are referenced
    base = data.pop("extends", None)
    if base:  # `extends: paper`: the base profile's scenario first (ids prefixed), then this one's
        parent = yaml.safe_load((path.parent / f"{base}.yaml").read_text())
        inherited = parent.get("requests", [])
        for position, request in enumerate(inherited, start=1):
            request.setdefault("id", f"{base}.r{position:02d}")
        data["requests"] = inherited + data.get("requests", [])
        data["variables"] = {**parent.get("variables", {}), **data.get("variables", {})}
        data["headers"] = {**parent.get("headers", {}), **data.get("headers", {})}
        data.setdefault("auth_scheme", parent.get("auth_scheme", "Token"))
        # `semantics` is not inherited: each profile says how its checks compare (strict: typed).
    for position, request in enumerate(data.get("requests", []), start=1):
        request.setdefault("index", position)
        request["checks"] = _flatten(request.get("checks", []))
    suite = Suite.model_validate(data)
    _require_unique_ids(suite)
    return suite


def check_id(request: Request, check: Check, position: int) -> str:
    """The check's written id, or one derived from the request and the check's position in it."""
    if check.id:
        return check.id
    return f"{request.id or f'r{request.index:02d}'}.{position}"


def _require_unique_ids(suite: Suite) -> None:
    seen: set[str] = set()
    for request in suite.requests:
        for position, check in enumerate(request.checks, start=1):
            identifier = check_id(request, check, position)
            if identifier in seen:
                raise ValueError(f"suite {suite.name}: duplicate check id {identifier!r}")
            seen.add(identifier)


def _flatten(items: list[Any]) -> list[Any]:
    """Check lists may nest (a shared set by anchor followed by extra checks)."""
    flat: list[Any] = []
    for item in items:
        flat.extend(_flatten(item) if isinstance(item, list) else [item])
    return flat
