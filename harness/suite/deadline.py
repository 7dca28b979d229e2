"""A hard limit on a whole request, kept on the socket itself instead of in a thread per request.

httpx's timeouts bound each socket operation, so a server that trickles a byte now and then never
trips them. Here every connect, write and read gets at most the time left until the request's
deadline, and none starts once it has passed: the request as a whole ends by its limit, in the
caller's thread (a thread per request cost ~0.4 ms and two thread switches each; harness.suite.exchange
keeps that path for transports a caller brings). Name resolution is the one step a socket timeout
cannot bound, so this transport serves only servers addressed by IP (`uses_deadline_transport`), which
is how the harness addresses every server it starts."""

from __future__ import annotations

import ipaddress
import time
from collections.abc import Iterable
from typing import Any
from urllib.parse import urlsplit

import httpcore
import httpx

# httpx's own defaults (httpx._config.DEFAULT_LIMITS), written out as the pool below is built by hand.
_MAX_CONNECTIONS, _MAX_KEEPALIVE, _KEEPALIVE_EXPIRY_S = 100, 20, 5.0


class Deadline:
    """When the request in flight must be over (time.perf_counter); None: no request in flight."""

    def __init__(self) -> None:
        self.at: float | None = None

    def arm(self, limit_s: float) -> None:
        self.at = time.perf_counter() + limit_s

    def disarm(self) -> None:
        self.at = None

    def bound(self, timeout: float | None, error: type[Exception]) -> float | None:
        """The operation's own timeout cut to the time left; `error` when none is left."""
        if self.at is None:
            return timeout
        left = self.at - time.perf_counter()
        if left <= 0:
            raise error("the request's time limit passed")
        return left if timeout is None else min(timeout, left)


class _Stream(httpcore.NetworkStream):
    def __init__(self, inner: httpcore.NetworkStream, deadline: Deadline) -> None:
        self._inner, self._deadline = inner, deadline

    def read(self, max_bytes: int, timeout: float | None = None) -> bytes:
        return self._inner.read(max_bytes, self._deadline.bound(timeout, httpcore.ReadTimeout))

    def write(self, buffer: bytes, timeout: float | None = None) -> None:
        # A socket timeout bounds the whole sendall, not each send (Python >= 3.5).
        self._inner.write(buffer, self._deadline.bound(timeout, httpcore.WriteTimeout))

    def close(self) -> None:
        self._inner.close()

    def start_tls(self, ssl_context: Any, server_hostname: str | None = None,
                  timeout: float | None = None) -> httpcore.NetworkStream:  # fmt: skip
        inner = self._inner.start_tls(ssl_context, server_hostname, self._deadline.bound(timeout, httpcore.ConnectTimeout))
        return _Stream(inner, self._deadline)

    def get_extra_info(self, info: str) -> Any:
        return self._inner.get_extra_info(info)


class _Backend(httpcore.NetworkBackend):
    def __init__(self, deadline: Deadline) -> None:
        self._inner, self._deadline = httpcore.SyncBackend(), deadline

    def connect_tcp(self, host: str, port: int, timeout: float | None = None, local_address: str | None = None,
                    socket_options: Iterable[Any] | None = None) -> httpcore.NetworkStream:  # fmt: skip
        bounded = self._deadline.bound(timeout, httpcore.ConnectTimeout)
        return _Stream(self._inner.connect_tcp(host, port, bounded, local_address, socket_options), self._deadline)

    def connect_unix_socket(self, path: str, timeout: float | None = None,
                            socket_options: Iterable[Any] | None = None) -> httpcore.NetworkStream:  # fmt: skip
        bounded = self._deadline.bound(timeout, httpcore.ConnectTimeout)
        return _Stream(self._inner.connect_unix_socket(path, bounded, socket_options), self._deadline)

    def sleep(self, seconds: float) -> None:
        self._inner.sleep(seconds)


class DeadlineTransport(httpx.HTTPTransport):
    """httpx's HTTP transport on a connection pool whose sockets keep `deadline`."""

    def __init__(self, deadline: Deadline, verify: bool) -> None:
        # Not super().__init__(): it builds the same pool without a way to pass the network backend.
        self._pool = httpcore.ConnectionPool(
            ssl_context=httpx.create_ssl_context(verify=verify, trust_env=False),
            max_connections=_MAX_CONNECTIONS, max_keepalive_connections=_MAX_KEEPALIVE,
            keepalive_expiry=_KEEPALIVE_EXPIRY_S, network_backend=_Backend(deadline),
        )  # fmt: skip


def uses_deadline_transport(base_url: str) -> bool:
    """True when the server is addressed by an IP address (no name to resolve before connecting)."""
    host = urlsplit(base_url).hostname or ""
    try:
        ipaddress.ip_address(host)
    except ValueError:
        return False
    return True
