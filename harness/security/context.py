"""What a probe works with (the client, the profile, the world, the database) and how it records what
it saw: findings, and Skip when it cannot decide."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from harness.security.client import ProbeClient, Reply
from harness.security.profile import SecurityProfile
from harness.security.records import Finding
from harness.security.world import World

_DETAIL_CHARS = 300


class Skip(Exception):
    """The probe cannot decide on this server (the reason says why); never a pass."""


@dataclass
class ProbeContext:
    client: ProbeClient
    profile: SecurityProfile
    rand: str
    world: World | None = None
    world_error: str | None = None
    database: dict[str, Any] | None = None  # {"postgres": conninfo | None, "workspace": path | None}
    known_key: bytes | None = None  # the token's HMAC key, when auth-weak-secret found it
    findings: list[Finding] = field(default_factory=list)  # the current probe's
    notes: list[str] = field(default_factory=list)  # the current probe's: what it could not test

    def need_world(self) -> World:
        if self.world is None:
            raise Skip(f"the probes' own users and articles could not be made ({self.world_error})")
        return self.world

    def check(self, check: str, passed: bool, reply: Reply | None = None, detail: str = "") -> bool:
        if reply is not None and not detail:
            detail = _describe(reply)
        self.findings.append(Finding(check=check, passed=passed, request=reply.label if reply else "",
                                     status=reply.status if reply else None, detail=detail[:_DETAIL_CHARS]))  # fmt: skip
        return passed

    def note(self, text: str) -> None:
        self.notes.append(text)

    def refused(self, check: str, reply: Reply) -> bool:
        """A request that must not succeed: any answer but 2xx passes (a 5xx is no bypass)."""
        return self.check(check, not reply.ok, reply)


def _describe(reply: Reply) -> str:
    if reply.status is None:
        return reply.error or "no answer"
    return f"{reply.status} {reply.text[:200]}".strip()
