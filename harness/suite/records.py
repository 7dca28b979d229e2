"""What a suite run writes to suite.json: every request and every check, explainable on its own."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, model_validator

# passed / failed: the check was evaluated. skipped: it could not mean anything in this run (the
# restart step without a restart callback, and the persistence checks after it). not_run: its request
# was never sent (the server was unreachable, or the suite's deadline passed). Only "passed" counts
# as passed; the other three count as failed in A%.
Verdict = Literal["passed", "failed", "skipped", "not_run"]


class CheckRecord(BaseModel):
    id: str = ""  # stable across runs: written in the suite, or derived from the request and position
    request_index: int
    request_name: str
    kind: str
    subject: str
    expected: Any = None
    actual: Any = None
    passed: bool
    verdict: Verdict | None = None  # None in records written before verdicts existed: from `passed`
    description: str = ""

    @model_validator(mode="after")
    def _consistent(self) -> CheckRecord:
        if self.verdict is None:
            self.verdict = "passed" if self.passed else "failed"
        elif self.passed != (self.verdict == "passed"):
            raise ValueError(f"check {self.id}: passed={self.passed} contradicts verdict {self.verdict}")
        return self


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
    # The whole answer (up to 1 MB), so the run can be graded again under changed checks
    # (harness.suite.regrade); None: no answer, too large, or written before it was kept.
    response_body: str | None = None
    checks_passed: int = 0
    checks_total: int = 0
    sent: bool = True  # False: recorded as not run (unreachable server, deadline) or skipped


class SuiteResult(BaseModel):
    profile: str
    base_url: str
    semantics: str = "typed"  # how the checks compared values: typed | javascript (docs/suite-semantics.md)
    passed: int
    total: int  # every check of the suite definition, whatever happened to it
    skipped: int = 0
    not_run: int = 0
    duration_s: float
    budget_exhausted: bool = False  # the suite's time budget ran out; later requests were not sent
    # N requests in a row were refused or timed out: the later ones were recorded as not run.
    server_unreachable: bool = False
    # One line each, for people: why checks were skipped or not run.
    notes: list[str] = []
    requests: list[RequestRecord]
    checks: list[CheckRecord]
    # With run_suite(conformance=True): {"checked", "conforming", "score", "failures"} — every response
    # validated against specs/conduit.openapi.yaml, reported beside A%.
    conformance: dict | None = None
    # The user this run registered ({{$RAND}} resolved): the runtime verifiers look for it in the database.
    suite_user: dict[str, str] = {}
    # The suite's variables as the run began ({{$RAND}} resolved): what grading the run again starts from.
    initial_variables: dict[str, str] | None = None

    @property
    def failed_checks(self) -> list[CheckRecord]:
        return [c for c in self.checks if not c.passed]

    @property
    def score(self) -> float:
        """A% for this run, 0–100: passed / every check of the suite (skipped and not run count as failed)."""
        return 100.0 * self.passed / self.total if self.total else 0.0


SUITE_FILE = "suite.json"


def read_suite_result(run_dir: Path) -> SuiteResult | None:
    """suite.json of a run directory; None when the suite did not run. Raises ValueError when the
    file is there but unreadable."""
    path = run_dir / SUITE_FILE
    if not path.is_file():
        return None
    return SuiteResult.model_validate_json(path.read_text())
