"""Grading a finished suite run again from what suite.json stored, under the suite's current checks.

The requests are not sent again: each stored answer (status and whole body) goes through the same
evaluation as a live one — captures included, so later checks see the values the run carried — and
what was skipped or not run stays so. Valid only while the suite's requests are the ones that were
sent (harness.run.key hashes requests and checks apart); a run whose answers were not kept whole (an
older suite.json, an answer over the size limit) cannot be graded again: NotRegradable."""

from __future__ import annotations

from harness.suite.exchange import replayed
from harness.suite.model import Request, Suite
from harness.suite.records import CheckRecord, RequestRecord, SuiteResult
from harness.suite.runner import _Scenario, assemble


class NotRegradable(ValueError):
    """The stored run does not hold what grading it again needs; evaluate its patch again instead."""


class _Replay(_Scenario):
    def __init__(self, suite: Suite, stored: SuiteResult):
        if stored.initial_variables is None:
            raise NotRegradable("suite.json predates stored variables")
        super().__init__(suite, stored.base_url, dict(stored.initial_variables), timeout_s=0.0, deadline_s=None,
                         unreachable_after=None, restart=None, on_response=None)  # fmt: skip
        self.stored = {r.index: r for r in stored.requests}
        if len(self.stored) != len(suite.requests):
            raise NotRegradable(f"suite.json has {len(self.stored)} requests, the suite {len(suite.requests)}")

    def replay(self, request: Request) -> tuple[RequestRecord, list[CheckRecord]]:
        old = self.stored.get(request.index)
        if old is None or old.name != request.name:
            raise NotRegradable(f"request {request.index} ({request.name}) is not the one that was sent")
        if not old.sent:  # skipped or not run then: the same now, for the same reason
            verdict = "skipped" if (old.error or "").startswith("skipped") else "not_run"
            if verdict == "skipped" and request.action == "restart":
                self.restart_outcome = "skipped"
            if verdict == "not_run" and not self.stop_reason:
                self.stop_reason = (old.error or "not run").removeprefix("not run: ")
            return self._unsent(request, verdict, old.error or verdict)
        if request.action == "restart":
            self.restart = lambda: (old.error is None, old.error or "")
            record, checks = self._restart_step(request)
        else:
            if old.status_code is not None and old.response_body is None:
                raise NotRegradable(f"the answer to request {request.index} was not kept whole")
            exchange = replayed(old.url, old.status_code, old.response_body, old.error)
            record, checks = self._evaluate(request, exchange)
        record.elapsed_ms = old.elapsed_ms
        return record, checks


def regrade_suite(suite: Suite, stored: SuiteResult) -> SuiteResult:
    """suite.json as the current checks of `suite` judge the stored answers."""
    scenario = _Replay(suite, stored)
    requests: list[RequestRecord] = []
    checks: list[CheckRecord] = []
    for request in suite.requests:
        record, request_checks = scenario.replay(request)
        requests.append(record)
        checks.extend(request_checks)
    scenario.budget_exhausted, scenario.server_unreachable = stored.budget_exhausted, stored.server_unreachable
    result = assemble(suite, scenario, requests, checks, stored.duration_s)
    result.conformance = stored.conformance
    return result
