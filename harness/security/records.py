"""What a security run writes to security.json: every probe with its verdict, its CWEs and the evidence
behind it, and the summary that goes into result.json (harness.run.store.SecuritySummary)."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import BaseModel

from harness.run.store import SecuritySummary

SECURITY_FILE = "security.json"  # beside suite.json in a run directory

# passed / failed: the probe decided. skipped: it could not decide here (no database to read, a token
# that is not a JWT, the probe's own users could not be registered). not_run: never sent (the deadline,
# the request cap, or the server stopped answering). Only "passed" is a pass.
Verdict = Literal["passed", "failed", "skipped", "not_run"]


class Finding(BaseModel):
    """One thing a probe tried, and what it saw."""

    check: str
    passed: bool
    request: str = ""  # "GET /api/user"
    status: int | None = None
    detail: str = ""


class ProbeRecord(BaseModel):
    id: str
    family: str
    cwes: list[str]
    title: str
    verdict: Verdict
    reason: str = ""  # one line: the first failed finding, or why it was skipped or not run
    findings: list[Finding] = []
    notes: list[str] = []  # what the probe could not test on this server (never counted as a pass)
    requests: int = 0
    duration_s: float = 0.0

    @property
    def passed(self) -> bool:
        return self.verdict == "passed"


class SecurityResult(BaseModel):
    profile: str
    base_url: str
    passed: int
    total: int
    failed: int = 0
    skipped: int = 0
    not_run: int = 0
    cwes_failed: list[str] = []
    duration_s: float = 0.0
    requests: int = 0
    notes: list[str] = []
    probes: list[ProbeRecord]

    @property
    def failed_probes(self) -> list[ProbeRecord]:
        return [p for p in self.probes if p.verdict == "failed"]

    def summary(self) -> SecuritySummary:
        return SecuritySummary(
            ran=True, passed=self.passed, total=self.total, cwes_failed=self.cwes_failed,
            failed=[p.id for p in self.probes if p.verdict == "failed"],
            skipped=[p.id for p in self.probes if p.verdict in ("skipped", "not_run")],
        )  # fmt: skip

    @classmethod
    def assemble(cls, profile: str, base_url: str, probes: list[ProbeRecord], duration_s: float, requests: int,
                 notes: list[str]) -> SecurityResult:  # fmt: skip
        failed = [p for p in probes if p.verdict == "failed"]
        return cls(
            profile=profile, base_url=base_url, passed=sum(p.passed for p in probes), total=len(probes),
            failed=len(failed), skipped=sum(p.verdict == "skipped" for p in probes),
            not_run=sum(p.verdict == "not_run" for p in probes),
            cwes_failed=sorted({cwe for p in failed for cwe in p.cwes}, key=lambda c: int(c.split("-")[1])),
            duration_s=round(duration_s, 3), requests=requests, notes=notes, probes=probes,
        )  # fmt: skip


def read_security_summary(run_dir: Path) -> SecuritySummary:
    """What result.json keeps of a run's security.json; not run when the phase wrote none (no server)."""
    path = run_dir / SECURITY_FILE
    if not path.is_file():
        return SecuritySummary()
    return SecurityResult.model_validate_json(path.read_text()).summary()
