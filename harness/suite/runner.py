"""Running a suite against a base URL. It never raises because of the server: a timeout, a refused
connection or a non-JSON answer fails that request's checks and the scenario goes on."""

from __future__ import annotations

import json
import random
import re
import secrets
import time
from collections.abc import Callable
from typing import Any

import httpx

from harness.suite.checks import MISSING, evaluate, resolve
from harness.suite.model import Check, Request, Suite, check_id
from harness.suite.records import CheckRecord, RequestRecord, SuiteResult

DEFAULT_TIMEOUT_S = 10.0
_EXCERPT_CHARS = 500
_VARIABLE = re.compile(r"\{\{(\w+)\}\}")


def substitute(text: str, variables: dict[str, str]) -> str:
    # Unknown variables stay as written, as in the study's runner (the request then usually 404s).
    return _VARIABLE.sub(lambda m: variables.get(m.group(1), m.group(0)), text)


def _send(client: httpx.Client, suite: Suite, request: Request, base_url: str, variables: dict[str, str]):
    headers = {name: substitute(value, variables) for name, value in suite.headers.items()}
    if request.auth:
        headers["Authorization"] = substitute(f"{suite.auth_scheme} {{{{{request.auth_as}}}}}", variables)
    url = base_url.rstrip("/") + substitute(request.path, variables)
    params = {key: substitute(value, variables) for key, value in request.query.items()}
    content = None if request.body is None else substitute(request.body, variables).encode()
    http_request = client.build_request(request.method, url, params=params or None, headers=headers, content=content)
    return http_request, client.send(http_request)


def _parse(response: httpx.Response) -> tuple[Any, str | None]:
    try:
        return response.json(), None
    except (json.JSONDecodeError, UnicodeDecodeError):
        return MISSING, "response is not JSON"


OnResponse = Callable[[str, httpx.Response], None]


def run_request(
    client: httpx.Client, suite: Suite, request: Request, base_url: str, variables: dict[str, str],
    on_response: OnResponse | None = None,
) -> tuple[RequestRecord, list[CheckRecord]]:
    if request.action == "restart":
        return _restart_step(suite, request, base_url, variables)
    started = time.perf_counter()
    status: int | None = None
    body: Any = MISSING
    error: str | None = None
    excerpt = ""
    url = base_url.rstrip("/") + substitute(request.path, variables)
    try:
        http_request, response = _send(client, suite, request, base_url, variables)
        url = str(http_request.url)
        status = response.status_code
        excerpt = response.text[:_EXCERPT_CHARS]
        body, error = _parse(response)
        if on_response is not None:
            on_response(request.name, response)
    except httpx.TimeoutException:
        error = "timeout"
    except httpx.HTTPError as exc:
        error = f"{type(exc).__name__}: {exc}"
    elapsed_ms = (time.perf_counter() - started) * 1000

    outcomes: dict[tuple, bool] = {}
    records = []
    # Captures happen before 'captured' checks read them, and may depend on another check passing.
    plain = [c for c in request.checks if c.kind != "captured"]
    for check in plain:
        key = _key(check)
        outcomes[key] = outcomes.get(key, False) or evaluate(check, status, body, variables)[0]
    for capture in request.capture:
        condition = _key(Check.parse(capture.if_passed)) if capture.if_passed else None
        allowed = condition is None or outcomes.get(condition, False)
        value = MISSING if body is MISSING else resolve(body, capture.source)
        if allowed and value is not MISSING:
            text = str(value) if not isinstance(value, str) else value
            variables[capture.var] = _tamper(text) if capture.transform == "tamper" else text
    for position, check in enumerate(request.checks, start=1):
        passed, actual = evaluate(check, status, body, variables)
        records.append(
            CheckRecord(
                id=check_id(request, check, position),
                request_index=request.index,
                request_name=request.name,
                kind=check.kind,
                subject=check.subject,
                expected=check.expected,
                actual=actual,
                passed=passed,
                description=check.describe(),
            )
        )
    record = RequestRecord(
        index=request.index,
        name=request.name,
        method=request.method,
        url=url,
        status_code=status,
        error=error,
        elapsed_ms=round(elapsed_ms, 1),
        response_excerpt=excerpt,
        checks_passed=sum(r.passed for r in records),
        checks_total=len(records),
    )
    return record, records



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


Restart = Callable[[], "tuple[bool, str] | bool"]


def _restart_step(suite: Suite, request: Request, base_url: str, variables: dict[str, str]):
    """Delegate to the restart callback (set by run_suite) and record the outcome as the step's checks."""
    started = time.perf_counter()
    callback = _RESTART.get(id(variables))
    error = None
    if callback is None:
        outcome = "skipped"  # nothing can restart a server given only its URL; the data checks still run
        error = "restart skipped: no restart callback (harness suite URL)"
    else:
        try:
            result = callback()
            ok, message = result if isinstance(result, tuple) else (bool(result), "")
        except Exception as exc:  # noqa: BLE001 (a failed restart fails the step, never the harness)
            ok, message = False, f"{type(exc).__name__}: {exc}"
        outcome = "ok" if ok else f"restart failed: {message}"
        error = None if ok else outcome
    variables["__restart__"] = outcome
    records = [
        CheckRecord(id=check_id(request, c, n), request_index=request.index, request_name=request.name, kind=c.kind,
                    subject=c.subject, expected=c.expected, actual=evaluate(c, None, MISSING, variables)[1],
                    passed=evaluate(c, None, MISSING, variables)[0], description=c.describe())
        for n, c in enumerate(request.checks, start=1)
    ]  # fmt: skip
    record = RequestRecord(index=request.index, name=request.name, method="RESTART", url=base_url, error=error,
                           elapsed_ms=round((time.perf_counter() - started) * 1000, 1),
                           checks_passed=sum(r.passed for r in records), checks_total=len(records))  # fmt: skip
    return record, records


_RESTART: dict[int, Restart] = {}


def _not_sent(request: Request, base_url: str) -> tuple[RequestRecord, list[CheckRecord]]:
    reason = "not sent: suite budget exhausted"
    checks = [
        CheckRecord(id=check_id(request, c, n), request_index=request.index, request_name=request.name, kind=c.kind, subject=c.subject,
                    expected=c.expected, actual=reason, passed=False, description=c.describe())
        for n, c in enumerate(request.checks, start=1)
    ]  # fmt: skip
    record = RequestRecord(index=request.index, name=request.name, method=request.method,
                           url=base_url + request.path, error=reason, checks_total=len(checks))  # fmt: skip
    return record, checks


def run_suite(
    suite: Suite,
    base_url: str,
    *,
    timeout_s: float = DEFAULT_TIMEOUT_S,
    on_request: Callable[[RequestRecord], None] | None = None,
    transport: httpx.BaseTransport | None = None,
    deadline_s: float | None = None,
    restart: Restart | None = None,
    seed: int | None = None,
    conformance: bool = False,
) -> SuiteResult:
    """Run every request in order against base_url (e.g. http://127.0.0.1:8080/api). Past
    deadline_s seconds the remaining requests are not sent and their checks fail.

    `restart` stops and starts the server under test (returns ok or (ok, message)); suites with a
    restart step need it, else that step is recorded as skipped. `{{$RAND}}` in the suite's
    variables becomes a token fresh for every run (from `seed` when given), so test data differs.
    With `conformance`, every response is validated against the OpenAPI spec (schemathesis) and
    the result carries a conformance score beside A%."""
    token = random.Random(seed).getrandbits(40) if seed is not None else secrets.randbits(40)
    rand = format(token, "010x")
    variables = {name: value.replace("{{$RAND}}", rand) for name, value in suite.variables.items()}
    started = time.perf_counter()
    if restart is not None:
        _RESTART[id(variables)] = restart
    collector = None
    if conformance:
        from harness.conformance import SuiteConformance

        collector = SuiteConformance()
    try:
        result = _run(suite, base_url, variables, timeout_s, on_request, transport, deadline_s, started, collector)
    finally:
        _RESTART.pop(id(variables), None)
    if collector is not None:
        result.conformance = collector.to_dict()
    result.suite_user = {key: variables[name] for key, name in (("username", "USERNAME"), ("email", "EMAIL"))
                         if name in variables}  # fmt: skip
    return result


def _run(suite, base_url, variables, timeout_s, on_request, transport, deadline_s, started, collector=None) -> SuiteResult:
    request_records: list[RequestRecord] = []
    check_records: list[CheckRecord] = []
    exhausted = False
    with httpx.Client(timeout=timeout_s, transport=transport, follow_redirects=False, trust_env=False) as client:
        sending_since = time.perf_counter()  # the client's setup (CA bundle) does not count
        for request in suite.requests:
            if deadline_s is not None and time.perf_counter() - sending_since > deadline_s:
                exhausted = True
                record, checks = _not_sent(request, base_url)
            else:
                record, checks = run_request(client, suite, request, base_url, variables, collector)
            request_records.append(record)
            check_records.extend(checks)
            if on_request:
                on_request(record)
    return SuiteResult(
        profile=suite.name,
        base_url=base_url,
        passed=sum(c.passed for c in check_records),
        total=len(check_records),
        duration_s=round(time.perf_counter() - started, 3),
        budget_exhausted=exhausted,
        requests=request_records,
        checks=check_records,
    )
