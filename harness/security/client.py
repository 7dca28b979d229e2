"""The probes' HTTP client: every request goes to the server under test (the base URL's scheme, host
and port) and nowhere else, within the profile's request cap and deadline, each with a hard time
limit (harness.suite.exchange.send; kept on the sockets for a server addressed by IP,
harness.suite.deadline). Every reply is kept, for the leak probes to read afterwards."""

from __future__ import annotations

import json as jsonlib
import time
from dataclasses import dataclass
from typing import Any
from urllib.parse import quote

import httpx

from harness.security.profile import Bounds
from harness.suite.deadline import Deadline, DeadlineTransport, uses_deadline_transport
from harness.suite.exchange import send

_TEXT_CAP = 256 * 1024  # characters of a body kept for the leak scans
_NO_HEADER = object()


class OutOfBudget(Exception):
    """The profile's deadline passed or its request cap was reached: later probes are not run."""


class ServerDown(Exception):
    """Several requests in a row were refused or timed out: the server is taken as down."""


def seg(value: str) -> str:
    """A value as one path segment (quotes, spaces and slashes percent-encoded)."""
    return quote(value, safe="")


@dataclass
class Reply:
    method: str
    path: str  # relative to the base URL, as sent
    status: int | None
    body: Any  # the parsed JSON document, None when not JSON
    text: str
    elapsed_s: float
    error: str | None = None  # None when the server answered (JSON or not)
    sent: bytes | None = None  # the request body, for the leak probe's echo rule
    # Refused, or no answer in time; False for an answer, or a connection the server closed under the request.
    unreachable: bool = False

    @property
    def ok(self) -> bool:
        return self.status is not None and 200 <= self.status < 300

    @property
    def answered(self) -> bool:
        return self.status is not None

    @property
    def timed_out(self) -> bool:
        return self.error == "timeout"

    @property
    def label(self) -> str:
        return f"{self.method} {self.path}"

    def get(self, *keys: str) -> Any:
        """body[k1][k2]…, None when any step is missing."""
        value = self.body
        for key in keys:
            if not isinstance(value, dict):
                return None
            value = value.get(key)
        return value

    def count(self, key: str = "articles") -> int | None:
        """How many items a list answer holds (None when it is no list answer)."""
        items = self.get(key)
        return len(items) if self.ok and isinstance(items, list) else None


class ProbeClient:
    def __init__(self, base_url: str, bounds: Bounds, *, deadline_s: float | None = None,
                 transport: httpx.BaseTransport | None = None) -> None:  # fmt: skip
        self.base_url = base_url.rstrip("/")
        self._base = httpx.URL(self.base_url)
        self.bounds = bounds
        self.deadline_at = time.monotonic() + (deadline_s if deadline_s is not None else bounds.deadline_s)
        self.replies: list[Reply] = []
        self.requests = 0
        self.down = False
        self._streak = 0
        verify = self.base_url.startswith("https://")
        # The request's hard limit kept on its sockets, in this thread: a thread per request cost ~1-3 ms
        # each (its start waits to be scheduled), a sizeable part of the probes' own time on a busy machine.
        self._deadline: Deadline | None = None
        if transport is None and uses_deadline_transport(self.base_url):
            self._deadline = Deadline()
            transport = DeadlineTransport(self._deadline, verify)
        self._http = httpx.Client(timeout=bounds.request_timeout_s, transport=transport, follow_redirects=False,
                                  trust_env=False, verify=verify)  # fmt: skip

    def close(self) -> None:
        self._http.close()

    def __enter__(self) -> ProbeClient:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def remaining_s(self) -> float:
        return self.deadline_at - time.monotonic()

    def _url(self, path: str) -> httpx.URL:
        if not path.startswith("/"):
            raise ValueError(f"probe paths start with '/': {path!r}")
        url = httpx.URL(self.base_url + path)
        if (url.scheme, url.host, url.port) != (self._base.scheme, self._base.host, self._base.port):
            raise ValueError(f"refusing to send a probe outside the server under test: {url}")
        return url

    def send(self, method: str, path: str, *, json: Any = None, content: bytes | str | None = None,
             token: str | None = None, authorization: Any = _NO_HEADER, params: dict[str, str] | None = None,
             timeout_s: float | None = None, force: bool = False) -> Reply:  # fmt: skip
        """One request; `token` sends `Authorization: Token <token>`, `authorization` any header value
        (None: no header). `force` sends even when the server looks down (the robustness probe)."""
        if self.down and not force:
            raise ServerDown("the server stopped answering")
        if self.requests >= self.bounds.max_requests:
            raise OutOfBudget(f"request cap of {self.bounds.max_requests} reached")
        remaining = self.remaining_s()
        if remaining <= 0:
            raise OutOfBudget(f"profile deadline of {self.bounds.deadline_s:g}s passed")
        headers = {"Content-Type": "application/json"}
        if token is not None:
            headers["Authorization"] = f"Token {token}"
        if authorization is not _NO_HEADER and authorization is not None:
            headers["Authorization"] = authorization
        if json is not None:
            content = jsonlib.dumps(json)
        body = content.encode() if isinstance(content, str) else content
        url = self._url(path)
        request = self._http.build_request(method, url, params=params, headers=headers, content=body)
        self.requests += 1
        limit = min(timeout_s or self.bounds.request_timeout_s, remaining)
        exchange = send(self._http, request, limit, self._deadline)
        shown = path + (("?" + str(request.url.query, "ascii", "replace")) if request.url.query else "")
        text = exchange.response.text[:_TEXT_CAP] if exchange.response is not None else ""
        reply = Reply(method, shown, exchange.status, exchange.body if exchange.json else None, text,
                      exchange.elapsed_ms / 1000, None if exchange.status is not None else exchange.error,
                      body, exchange.unreachable)  # fmt: skip
        self.replies.append(reply)
        self._streak = self._streak + 1 if exchange.unreachable else 0
        if self._streak >= self.bounds.unreachable_after:
            self.down = True
        return reply
