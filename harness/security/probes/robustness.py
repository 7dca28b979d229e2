"""Robustness (CWE-400): inputs that make careless servers hang or die must be answered (any status)
within the request timeout, and the server must still answer its health check afterwards."""

from __future__ import annotations

import time

from harness.security.client import Reply
from harness.security.context import ProbeContext


def _alive(ctx: ProbeContext, attempts: int = 3) -> Reply:
    """The health check, tried again 0.3 s after a refusal or a timeout: down means down on every attempt.
    A connection the server closed under the request (it may drop a kept-alive connection after an error
    answer) is tried again at once, on a fresh connection, as an extra try: waiting would only cost time."""
    fresh_connection_tried = False
    attempt = 0
    while True:
        reply = ctx.client.send("GET", "/health-check", authorization=None, force=True)
        if reply.answered:
            return reply
        if not reply.unreachable and not fresh_connection_tried:
            fresh_connection_tried = True
            continue
        attempt += 1
        if attempt == attempts:
            return reply
        time.sleep(0.3)


def probe(ctx: ProbeContext) -> None:
    settings, client = ctx.profile.robustness, ctx.client
    if client.down:
        reply = _alive(ctx)
        ctx.check("the server answers before the robustness inputs", reply.ok, reply,
                  "the server stopped answering during an earlier probe" + ("" if reply.ok else " and is still down"))  # fmt: skip
        if not reply.ok:
            return
        client.down = False
    big = b'{"user": {"email": "big@probe.example", "password": "' + b"a" * int(settings.oversized_body_mb * 2**20) + b'"}}'
    depth = settings.nesting_depth
    inputs: list[tuple[str, str, str, dict[str, str] | None, bytes | None]] = [
        (f"a {settings.oversized_body_mb:g} MB body", "POST", "/users/login", None, big),
        (f"JSON nested {depth} deep", "POST", "/users", None, b'{"user": ' + b"[" * depth + b"]" * depth + b"}"),
        ("invalid UTF-8", "POST", "/users/login", None, b'{"user": {"email": "\xff\xfe@probe.example", "password": "\xc3\x28"}}'),
        *[(f"limit={limit}", "GET", "/articles", {"limit": limit}, None) for limit in settings.huge_limits],
        (f"offset={settings.huge_offset}", "GET", "/articles", {"offset": settings.huge_offset, "limit": "1"}, None),
    ]  # fmt: skip
    for name, method, path, params, body in inputs:
        reply = client.send(method, path, params=params, content=body, force=True)
        # A connection closed on a body the server will not take is a refusal, not a hang: the health
        # check after it says whether the server survived. Only silence until the timeout fails here.
        answered = ctx.check(f"{name}: answered", not reply.timed_out, reply)
        health = _alive(ctx)
        if not ctx.check(f"after {name}: the server is up", health.ok, health) or not answered:
            return  # one input it cannot take is the finding; the later ones would only cost time
