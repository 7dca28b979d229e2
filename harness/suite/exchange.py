"""Sending one suite request under a hard time limit and reading its answer.

httpx's timeouts bound each socket operation, not the whole request: a server that trickles a byte
now and then would hold the suite forever. On the engine's own client the sockets keep the request's
deadline (harness.suite.deadline) and the request runs in the caller's thread. On a client whose
transport the caller brought, the request runs in a daemon thread and is given up at the limit; the
thread ends on its own (its socket times out) and never holds up the process."""

from __future__ import annotations

import json
import threading
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import httpx

if TYPE_CHECKING:
    from harness.suite.deadline import Deadline

_EXCERPT_CHARS = 500
BODY_LIMIT_CHARS = 1_000_000  # answers kept whole up to this size, so a run can be graded again


class NotJson(ValueError):
    pass


def _reject_constant(name: str) -> Any:
    raise NotJson(f"{name} is not JSON")  # NaN and Infinity: Python accepts them, JSON.parse does not


@dataclass
class Exchange:
    url: str
    status: int | None = None
    body: Any = None  # the parsed JSON document; meaningful only when `json` is True
    json: bool = False
    excerpt: str = ""
    text: str | None = None  # the whole answer (None: larger than BODY_LIMIT_CHARS, or no answer)
    error: str | None = None  # None when the answer was JSON; else why it cannot be read
    # Refused, or no answer in time: what counts toward "the server is unreachable".
    unreachable: bool = False
    timed_out: bool = False
    elapsed_ms: float = 0.0
    response: httpx.Response | None = field(default=None, repr=False)


def send(client: httpx.Client, request: httpx.Request, limit_s: float, deadline: Deadline | None = None) -> Exchange:
    """Send and read the whole answer within limit_s seconds; never raises because of the server.
    `deadline`: the one `client`'s transport keeps (a DeadlineTransport); None: a thread keeps the limit."""
    exchange = Exchange(url=str(request.url))
    outcome: dict[str, Any] = {}

    def work() -> None:
        try:
            outcome["response"] = client.send(request)
        except Exception as exc:  # noqa: BLE001 (every failure of the server is recorded, none raised)
            outcome["error"] = exc

    started = time.perf_counter()
    late = False
    if deadline is not None:
        deadline.arm(max(limit_s, 0.0))
        try:
            work()
        finally:
            deadline.disarm()
    else:
        worker = threading.Thread(target=work, name="suite-request", daemon=True)
        worker.start()
        worker.join(max(limit_s, 0.0))
        late = worker.is_alive()
    exchange.elapsed_ms = round((time.perf_counter() - started) * 1000, 1)
    error = outcome.get("error")
    if late or isinstance(error, httpx.TimeoutException):
        exchange.error, exchange.unreachable, exchange.timed_out = "timeout", True, True
        return exchange
    if error is not None:
        exchange.error = f"{type(error).__name__}: {error}"
        exchange.unreachable = isinstance(error, httpx.ConnectError)
        return exchange
    response: httpx.Response = outcome["response"]
    exchange.response, exchange.status = response, response.status_code
    exchange.excerpt = response.text[:_EXCERPT_CHARS]
    exchange.text = response.text if len(response.text) <= BODY_LIMIT_CHARS else None
    try:
        exchange.body, exchange.json = response.json(parse_constant=_reject_constant), True
    except (json.JSONDecodeError, UnicodeDecodeError, NotJson):
        exchange.error = "response is not JSON"
    return exchange


def replayed(url: str, status: int | None, text: str | None, error: str | None) -> Exchange:
    """The Exchange a stored answer gave (harness.suite.regrade): JSON when it was JSON then."""
    exchange = Exchange(url=url, status=status, excerpt=(text or "")[:_EXCERPT_CHARS], text=text, error=error)
    if status is not None and error is None and text is not None:
        exchange.body, exchange.json = json.loads(text, parse_constant=_reject_constant), True
    return exchange
