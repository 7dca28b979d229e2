"""What a suite run writes to suite.json: every request and every check, explainable on its own."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel


class CheckRecord(BaseModel):
    id: str = ""  # stable across runs: written in the suite, or derived from the request and position
    request_index: int
    request_name: str
    kind: str
    subject: str
    expected: Any = None
    actual: Any = None
    passed: bool
    description: str = ""


class RequestRecord(BaseModel):
    index: int
    name: str
    method: str
    url: str
    status_code: int | None = None
    # None when the response was JSON; otherwise why it could not be used ("timeout", "not JSON", …).
    error: str | None = None
    elapsed_ms: float = 0.0
    response_excerpt: str = ""
    checks_passed: int = 0
    checks_total: int = 0


class SuiteResult(BaseModel):
    profile: str
    base_url: str
    passed: int
    total: int
    duration_s: float
    budget_exhausted: bool = False  # the suite's time budget ran out; later requests were not sent
    requests: list[RequestRecord]
    checks: list[CheckRecord]
    # With run_suite(conformance=True): {"checked", "conforming", "score", "failures"} — every response
    # validated against specs/conduit.openapi.yaml, reported beside A%.
    conformance: dict | None = None
    # The user this run registered ({{$RAND}} resolved): the runtime verifiers look for it in the database.
    suite_user: dict[str, str] = {}

    @property
    def failed_checks(self) -> list[CheckRecord]:
        return [c for c in self.checks if not c.passed]

    @property
    def score(self) -> float:
        """A% for this run, 0–100."""
        return 100.0 * self.passed / self.total if self.total else 0.0
