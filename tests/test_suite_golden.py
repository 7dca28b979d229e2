"""The suite engine's verdicts, check by check, are those it gave before its fast path: whole runs of
the paper and strict profiles against the in-memory Conduit server (correct and with faults) compared
with tests/suite_golden.json, which the engine wrote before the per-request thread, the double
evaluation and the slow client set-up were removed (regenerate only for an intended change of
verdicts: `PYTHONPATH=. python -m tests.test_suite_golden`)."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import httpx
import pytest

from harness.suite import load_suite, run_suite
from tests.conduit_fake import FakeConduit, Faults

GOLDEN = Path(__file__).with_name("suite_golden.json")
SEED = 7  # {{$RAND}} fixed: the strict profile's user and article names repeat run to run
CASES = {
    "paper-correct": ("paper", Faults()),
    "paper-numeric-strings": ("paper", Faults(numeric_strings=True)),
    "paper-drop-slug": ("paper", Faults(drop="slug")),
    "paper-drop-token": ("paper", Faults(drop="token")),
    "paper-drop-comment-id": ("paper", Faults(drop="comment.id")),
    "strict-correct": ("strict", Faults()),
    "strict-numeric-strings": ("strict", Faults(numeric_strings=True)),
    "strict-drop-slug": ("strict", Faults(drop="slug")),
    "strict-drop-token": ("strict", Faults(drop="token")),
}


def _digest(text: str | None) -> str | None:
    return None if text is None else hashlib.sha256(text.encode()).hexdigest()[:16]


def snapshot(profile: str, faults: Faults, transport: httpx.BaseTransport | None = None) -> dict:
    """Every request's outcome and every check's verdict and actual value, the server's port left out."""
    server = FakeConduit(faults)
    try:
        result = run_suite(load_suite(profile), server.base_url, seed=SEED, transport=transport)
    finally:
        server.close()
    base = server.base_url
    return {
        "passed": result.passed, "total": result.total, "skipped": result.skipped, "not_run": result.not_run,
        "requests": [[r.index, r.method, r.url.replace(base, "{base}"), r.status_code, r.error, _digest(r.response_body),
                      r.checks_passed, r.checks_total, r.sent] for r in result.requests],
        # What the definition gives each record (as one digest), then what the run gave it.
        "check_fields": _digest(json.dumps([[c.id, c.request_index, c.kind, c.subject, repr(c.expected),
                                             c.description] for c in result.checks])),
        "checks": [[c.id, c.verdict, repr(c.actual)] for c in result.checks],
    }  # fmt: skip


@pytest.mark.parametrize("case", sorted(CASES))
def test_verdicts_are_the_ones_recorded_before_the_fast_path(case):
    expected = json.loads(GOLDEN.read_text())[case]
    assert json.loads(json.dumps(snapshot(*CASES[case]))) == expected


@pytest.mark.parametrize("case", ["paper-correct", "paper-drop-token", "strict-correct"])
def test_a_caller_transport_gives_the_same_verdicts(case):
    """A transport given by the caller (tests, the security probes) is sent through the thread-guarded
    path; it gives the same verdicts as the engine's own client."""
    expected = json.loads(GOLDEN.read_text())[case]
    with httpx.HTTPTransport() as transport:
        assert json.loads(json.dumps(snapshot(*CASES[case], transport=transport))) == expected


if __name__ == "__main__":
    cases = {case: snapshot(*args) for case, args in sorted(CASES.items())}
    GOLDEN.write_text(json.dumps(cases, separators=(",", ":")).replace("]],", "]],\n").replace("],[", "],\n[") + "\n")
    print(f"wrote {GOLDEN}")
