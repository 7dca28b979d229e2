"""Running a suite against a base URL. It never raises because of the server: a timeout, a refused
connection or a non-JSON answer fails that request's checks and the scenario goes on, until the
server looks unreachable (N refusals or timeouts in a row) or the suite's deadline passes; then the
remaining requests are recorded as not run, without waiting. Every check of the suite is recorded,
so A% = passed / the suite's total whatever happened."""

from __future__ import annotations

import random
import re
import secrets
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import httpx

from harness.suite import jsvalues as js
from harness.suite.checks import MISSING, evaluate, path_steps, resolve
from harness.suite.exchange import Exchange, send
from harness.suite.model import Check, Request, Suite, check_id
from harness.suite.records import CheckRecord, RequestRecord, SuiteResult, Verdict

if TYPE_CHECKING:
    from harness.suite.deadline import Deadline

DEFAULT_TIMEOUT_S = 10.0
DEFAULT_UNREACHABLE_AFTER = 3
_VARIABLE = re.compile(r"\{\{(\w+)\}\}")

OnResponse = Callable[[str, httpx.Response], None]
Restart = Callable[[], "tuple[bool, str] | bool"]


def substitute(text: str, variables: dict[str, str]) -> str:
    # Unknown variables stay as written, as newman sends them (the request then usually 404s).
    return _VARIABLE.sub(lambda m: variables.get(m.group(1), m.group(0)), text)


def _tamper(token: str) -> str:
    """The same token with a different signature (last segment), or with a suffix if it has none."""
    head, dot, signature = token.rpartition(".")
    if not dot or not signature:
        return token + "x"
    # Another first character keeps the segment valid base64url (strict decoders check the padding bits).
    forged = ("B" if signature[0] == "A" else "A") + signature[1:]
    return f"{head}.{forged}"


def _key(check: Check) -> tuple:
    return check.kind, check.subject, repr(check.expected)


class _Scenario:
    """One run of a suite: the variables it carries from request to request, and why it stopped."""

    def __init__(self, suite: Suite, base_url: str, variables: dict[str, str], timeout_s: float,
                 deadline_s: float | None, unreachable_after: int | None, restart: Restart | None,
                 on_response: OnResponse | None) -> None:  # fmt: skip
        self.suite, self.base_url, self.variables = suite, base_url.rstrip("/"), variables
        self.initial = dict(variables)  # as the run began ({{$RAND}} resolved): suite.json keeps them
        self.javascript = suite.semantics == "javascript"
        self.captured: dict[str, Any] = {}  # javascript: captured values as JSON gave them (pm.globals)
        self.timeout_s, self.deadline_s, self.unreachable_after = timeout_s, deadline_s, unreachable_after
        self.restart, self.on_response = restart, on_response
        self.streak: list[int] = []  # indexes of the requests refused or timed out in a row
        self.stop_reason: str | None = None
        self.budget_exhausted = self.server_unreachable = False
        self.restart_outcome: str | None = None
        self.sending_since = time.perf_counter()
        self.deadline: Deadline | None = None  # set when the client's transport keeps it (DeadlineTransport)

    # --- one step -------------------------------------------------------------------------------------
    def step(self, client: httpx.Client, request: Request) -> tuple[RequestRecord, list[CheckRecord]]:
        if self.stop_reason:
            return self._unsent(request, "not_run", f"not run: {self.stop_reason}")
        if request.requires_restart and self.restart_outcome == "skipped":
            return self._unsent(request, "skipped", "skipped: the server was not restarted (no restart callback)")
        if request.action == "restart":
            return self._restart_step(request)
        limit = self.timeout_s
        if self.deadline_s is not None:
            remaining = self.deadline_s - (time.perf_counter() - self.sending_since)
            if remaining <= 0:
                self._stop_for_budget()
                return self._unsent(request, "not_run", f"not run: {self.stop_reason}")
            limit = min(limit, remaining)
        exchange = self._exchange(client, request, limit)
        if exchange.timed_out and limit < self.timeout_s:  # the deadline, not the request, ran out
            self._stop_for_budget()
        self._count_unreachable(request, exchange)
        return self._evaluate(request, exchange)

    def _exchange(self, client: httpx.Client, request: Request, limit_s: float) -> Exchange:
        variables = self.variables
        headers = {name: substitute(value, variables) for name, value in self.suite.headers.items()}
        if request.auth:
            headers["Authorization"] = substitute(f"{self.suite.auth_scheme} {{{{{request.auth_as}}}}}", variables)
        url = self.base_url + substitute(request.path, variables)
        params = {key: substitute(value, variables) for key, value in request.query.items()}
        content = None if request.body is None else substitute(request.body, variables).encode()
        try:
            http_request = client.build_request(request.method, url, params=params or None, headers=headers,
                                                content=content)  # fmt: skip
        except (httpx.HTTPError, ValueError) as exc:  # e.g. a captured value that makes the URL invalid
            return Exchange(url=url, error=f"{type(exc).__name__}: {exc}")
        exchange = send(client, http_request, limit_s, self.deadline)
        if exchange.response is not None and self.on_response is not None:
            self.on_response(request.name, exchange.response)
        return exchange

    def _count_unreachable(self, request: Request, exchange: Exchange) -> None:
        self.streak = self.streak + [request.index] if exchange.unreachable else []
        if self.unreachable_after and len(self.streak) >= self.unreachable_after and not self.stop_reason:
            self.server_unreachable = True
            self.stop_reason = (f"server unreachable ({len(self.streak)} requests in a row refused or timed out, "
                                f"from request {self.streak[0]})")  # fmt: skip

    def _stop_for_budget(self) -> None:
        self.budget_exhausted = True
        self.stop_reason = self.stop_reason or f"suite budget of {self.deadline_s:g}s exhausted"

    # --- checks and captures ------------------------------------------------------------------------------
    def _evaluate(self, request: Request, exchange: Exchange) -> tuple[RequestRecord, list[CheckRecord]]:
        body = exchange.body if exchange.json else MISSING
        semantics, variables = self.suite.semantics, self.variables
        outcomes: dict[tuple, bool] = {}
        first: dict[int, tuple[bool, Any]] = {}  # position -> (passed, actual) before the captures
        # Captures happen before 'captured' checks read them, and may depend on another check passing.
        for position, check in enumerate(request.checks, start=1):
            if check.kind != "captured":
                first[position] = evaluate(check, exchange.status, body, variables, semantics, self.captured)
                key = _key(check)
                outcomes[key] = outcomes.get(key, False) or first[position][0]
        captured_any = False
        for capture in request.capture:
            allowed = capture.if_passed is None or outcomes.get(_key(Check.parse(capture.if_passed)), False)
            if allowed and body is not MISSING:
                captured_any = self._capture(capture.var, body, capture.source, capture.transform) or captured_any
        # A check other than `captured` reads the variables only through {{VAR}} in a typed suite's
        # expected value: its first verdict stands unless this request's captures changed them.
        reuse = not captured_any or self.javascript
        records = [
            self._record(request, check, position, *(first[position] if reuse and position in first else
                                                     evaluate(check, exchange.status, body, variables, semantics,
                                                              self.captured)))
            for position, check in enumerate(request.checks, start=1)
        ]  # fmt: skip
        # ...and newman hands globals to the next request through JSON: undefined arrives as null.
        self.captured = {k: None if v is js.UNDEFINED else v for k, v in self.captured.items()}
        record = RequestRecord(index=request.index, name=request.name, method=request.method, url=exchange.url,
                               status_code=exchange.status, error=exchange.error, elapsed_ms=exchange.elapsed_ms,
                               response_excerpt=exchange.excerpt, response_body=exchange.text,
                               checks_passed=sum(r.passed for r in records),
                               checks_total=len(records))  # fmt: skip
        return record, records

    def _capture(self, name: str, body: Any, source: str, transform: str | None) -> bool:
        """Store the value at `source` in variable `name`; False when nothing was stored."""
        if self.javascript:
            # pm.globals.set(name, value): an absent value arrives in later requests as null.
            try:
                value = js.read(body, path_steps(source))[1]
            except js.JsTypeError:
                return False
            # Within this request's script the global holds the value as read (even undefined)...
            self.captured[name] = value
            text = js.to_string(None if value is js.UNDEFINED else value)
        else:
            value = resolve(body, source)
            if value is MISSING:
                return False
            text = value if isinstance(value, str) else str(value)
        self.variables[name] = _tamper(text) if transform == "tamper" else text
        return True

    def _record(self, request: Request, check: Check, position: int, passed: bool, actual: Any,
                verdict: Verdict | None = None) -> CheckRecord:  # fmt: skip
        verdict = verdict or ("passed" if passed else "failed")
        return CheckRecord(id=check_id(request, check, position), request_index=request.index,
                           request_name=request.name, kind=check.kind, subject=check.subject, expected=check.expected,
                           actual=actual, passed=verdict == "passed", verdict=verdict,
                           description=check.describe())  # fmt: skip

    def _unsent(self, request: Request, verdict: Verdict, reason: str) -> tuple[RequestRecord, list[CheckRecord]]:
        records = [self._record(request, check, position, False, reason, verdict)
                   for position, check in enumerate(request.checks, start=1)]  # fmt: skip
        method = "RESTART" if request.action == "restart" else request.method
        record = RequestRecord(index=request.index, name=request.name, method=method,
                               url=self.base_url + request.path, error=reason, checks_total=len(records),
                               sent=False)  # fmt: skip
        return record, records

    # --- the restart step -------------------------------------------------------------------------------
    def _restart_step(self, request: Request) -> tuple[RequestRecord, list[CheckRecord]]:
        """Delegate to the restart callback and record the outcome as the step's checks."""
        if self.restart is None:  # nothing can restart a server given only its URL
            self.restart_outcome = "skipped"
            return self._unsent(request, "skipped", "skipped: no restart callback (harness suite URL)")
        started = time.perf_counter()
        try:
            result = self.restart()
            ok, message = result if isinstance(result, tuple) else (bool(result), "")
        except Exception as exc:  # noqa: BLE001 (a failed restart fails the step, never the harness)
            ok, message = False, f"{type(exc).__name__}: {exc}"
        self.restart_outcome = "ok" if ok else f"restart failed: {message}"
        if ok:
            self.streak = []  # a fresh server: earlier refusals say nothing about it
        self.variables["__restart__"] = self.restart_outcome
        records = [self._record(request, check, position, *evaluate(check, None, MISSING, self.variables))
                   for position, check in enumerate(request.checks, start=1)]  # fmt: skip
        record = RequestRecord(index=request.index, name=request.name, method="RESTART", url=self.base_url,
                               error=None if ok else self.restart_outcome,
                               elapsed_ms=round((time.perf_counter() - started) * 1000, 1),
                               checks_passed=sum(r.passed for r in records), checks_total=len(records))  # fmt: skip
        return record, records

    def notes(self, requests: list[RequestRecord], checks: list[CheckRecord]) -> list[str]:
        """One line per reason a check was skipped or not run."""
        notes = []
        skipped = [c for c in checks if c.verdict == "skipped"]
        if skipped:
            notes.append(f"restart skipped: nothing can restart a server given only its URL, so {len(skipped)} "
                         "checks (the restart and the persistence checks after it) are skipped and count as failed")  # fmt: skip
        not_run = [c for c in checks if c.verdict == "not_run"]
        if self.stop_reason:
            unsent = sum(1 for r in requests if not r.sent and r.error and r.error.startswith("not run"))
            notes.append(f"{self.stop_reason}: {unsent} later requests ({len(not_run)} checks) not run "
                         "(counted as failed)")  # fmt: skip
        return notes


def run_suite(
    suite: Suite,
    base_url: str,
    *,
    timeout_s: float = DEFAULT_TIMEOUT_S,
    on_request: Callable[[RequestRecord], None] | None = None,
    transport: httpx.BaseTransport | None = None,
    deadline_s: float | None = None,
    unreachable_after: int | None = DEFAULT_UNREACHABLE_AFTER,
    restart: Restart | None = None,
    seed: int | None = None,
    conformance: bool = False,
) -> SuiteResult:
    """Run every request in order against base_url (e.g. http://127.0.0.1:8080/api).

    Each request gets at most timeout_s seconds in all. Past deadline_s seconds, or once
    `unreachable_after` requests in a row were refused or timed out (None or 0: never), the remaining
    requests are recorded as not run and their checks count as failed. `restart` stops and starts the
    server under test (returns ok or (ok, message)); without it a restart step and the requests marked
    `requires_restart` are recorded as skipped, which counts as failed. `{{$RAND}}` in the suite's
    variables becomes a token fresh for every run (from `seed` when given). With `conformance`, every
    response is validated against the OpenAPI spec and the result carries a conformance score."""
    token = random.Random(seed).getrandbits(40) if seed is not None else secrets.randbits(40)
    rand = format(token, "010x")
    variables = {name: value.replace("{{$RAND}}", rand) for name, value in suite.variables.items()}
    started = time.perf_counter()
    collector = None
    if conformance:
        from harness.suite.conformance import SuiteConformance

        collector = SuiteConformance()
    scenario = _Scenario(suite, base_url, variables, timeout_s, deadline_s, unreachable_after, restart, collector)
    request_records: list[RequestRecord] = []
    check_records: list[CheckRecord] = []
    # No TLS context for a plain-http server: loading the CA bundle costs 40-250 ms per suite.
    verify = base_url.startswith("https://")
    from harness.suite.deadline import Deadline, DeadlineTransport, uses_deadline_transport  # imports httpcore

    if transport is None and uses_deadline_transport(base_url):
        scenario.deadline = Deadline()  # each request's limit kept on its sockets, no thread per request
        transport = DeadlineTransport(scenario.deadline, verify)
    with httpx.Client(timeout=timeout_s, transport=transport, follow_redirects=False, trust_env=False,
                      verify=verify) as client:  # fmt: skip
        scenario.sending_since = time.perf_counter()  # the client's setup (CA bundle) does not count
        for request in suite.requests:
            record, checks = scenario.step(client, request)
            request_records.append(record)
            check_records.extend(checks)
            if on_request:
                on_request(record)
    result = assemble(suite, scenario, request_records, check_records, round(time.perf_counter() - started, 3))
    if collector is not None:
        result.conformance = collector.to_dict()
    return result


def assemble(suite: Suite, scenario: _Scenario, request_records: list[RequestRecord],
             check_records: list[CheckRecord], duration_s: float) -> SuiteResult:  # fmt: skip
    """suite.json's record of a scenario that went through every request of `suite`."""
    if len(check_records) != suite.total_checks:  # every check is recorded, whatever happened to it
        raise RuntimeError(f"suite {suite.name}: {len(check_records)} checks recorded of {suite.total_checks}")
    result = SuiteResult(
        profile=suite.name,
        base_url=scenario.base_url,
        semantics=suite.semantics,
        passed=sum(c.passed for c in check_records),
        total=suite.total_checks,  # A% = passed / the definition's total
        skipped=sum(c.verdict == "skipped" for c in check_records),
        not_run=sum(c.verdict == "not_run" for c in check_records),
        duration_s=duration_s,
        budget_exhausted=scenario.budget_exhausted,
        server_unreachable=scenario.server_unreachable,
        notes=scenario.notes(request_records, check_records),
        requests=request_records,
        checks=check_records,
    )
    variables = scenario.initial
    result.suite_user = {key: variables[name] for key, name in (("username", "USERNAME"), ("email", "EMAIL"))
                         if name in variables}  # fmt: skip
    result.initial_variables = dict(variables)
    return result
