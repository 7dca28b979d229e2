"""The security profile (suites/security.yaml): its probes with their CWEs, its bounds, and the data the
probes send or look for (weak secrets, injection payloads, leak patterns). Validated before anything
is sent."""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path
from typing import Literal

import yaml
from pydantic import BaseModel, ConfigDict, field_validator, model_validator

from harness.paths import SUITES_DIR

PROFILE_NAME = "security"
Family = Literal["authentication", "authorization", "mass-assignment", "sql-injection", "secrets-at-rest",
                 "information-leak", "robustness"]  # fmt: skip
_CWE = re.compile(r"CWE-\d+")


class ProbeSpec(BaseModel):
    model_config = ConfigDict(frozen=True)

    id: str
    family: Family
    cwes: list[str]
    title: str

    @field_validator("cwes")
    @classmethod
    def _cwe_ids(cls, value: list[str]) -> list[str]:
        if not value or any(not _CWE.fullmatch(cwe) for cwe in value):
            raise ValueError(f"cwes must be a non-empty list of CWE-<n>, got {value}")
        return value


class Bounds(BaseModel):
    model_config = ConfigDict(frozen=True)

    request_timeout_s: float = 5.0
    deadline_s: float = 90.0
    max_requests: int = 400
    unreachable_after: int = 3


class SqliSettings(BaseModel):
    model_config = ConfigDict(frozen=True)

    boolean_pairs: list[tuple[str, str]]
    login_pairs: list[tuple[str, str]]
    login_bypasses: dict[Literal["email", "password"], list[str]]
    sleep_payloads: list[str]
    numeric_sleep_payloads: list[str]
    sleep_s: float = 2.0
    slow_margin: float = 0.75
    repeats: int = 2


class RobustnessSettings(BaseModel):
    model_config = ConfigDict(frozen=True)

    oversized_body_mb: float = 8
    nesting_depth: int = 100_000
    huge_limits: list[str] = []
    huge_offset: str = "99999999999999999999999"


class SecurityProfile(BaseModel):
    model_config = ConfigDict(frozen=True)

    name: str
    kind: Literal["probes"]
    description: str = ""
    bounds: Bounds = Bounds()
    probes: list[ProbeSpec]
    weak_jwt_secrets: list[str]
    sqli: SqliSettings
    error_leak_patterns: dict[str, str]
    robustness: RobustnessSettings

    @field_validator("weak_jwt_secrets", mode="before")
    @classmethod
    def _as_text(cls, value: list) -> list[str]:
        return [str(item) for item in value]  # YAML reads 123456 as a number

    @field_validator("error_leak_patterns")
    @classmethod
    def _compiles(cls, value: dict[str, str]) -> dict[str, str]:
        for name, pattern in value.items():
            try:
                re.compile(pattern)
            except re.error as exc:
                raise ValueError(f"leak pattern {name!r} does not compile: {exc}") from None
        return value

    @model_validator(mode="after")
    def _unique_ids(self) -> SecurityProfile:
        ids = [p.id for p in self.probes]
        if len(ids) != len(set(ids)):
            raise ValueError(f"duplicate probe ids in {self.name}")
        return self

    def probe(self, probe_id: str) -> ProbeSpec:
        for spec in self.probes:
            if spec.id == probe_id:
                return spec
        raise KeyError(probe_id)

    def leak_patterns(self) -> dict[str, re.Pattern[str]]:
        return {name: re.compile(pattern, re.I) for name, pattern in self.error_leak_patterns.items()}


def profile_path(name_or_path: str | Path = PROFILE_NAME) -> Path:
    path = Path(name_or_path)
    return path if path.suffix else SUITES_DIR / f"{name_or_path}.yaml"


def is_probe_profile(name_or_path: str | Path) -> bool:
    """Whether a profile name (or file) is a probe profile rather than a functional suite."""
    path = profile_path(name_or_path)
    try:
        return path.is_file() and (yaml.safe_load(path.read_text()) or {}).get("kind") == "probes"
    except (OSError, yaml.YAMLError):
        return False


def load_profile(name_or_path: str | Path = PROFILE_NAME) -> SecurityProfile:
    path = profile_path(name_or_path)
    if not path.is_file():
        raise FileNotFoundError(f"no security profile at {path}")
    return _load(path.resolve(), path.stat().st_mtime_ns)


@lru_cache(maxsize=4)
def _load(path: Path, mtime_ns: int) -> SecurityProfile:
    return SecurityProfile.model_validate(yaml.safe_load(path.read_text()))
