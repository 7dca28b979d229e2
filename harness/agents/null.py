"""The `null` agent changes nothing: the floor every score is compared with."""

from __future__ import annotations

from harness.agents.base import AgentContext
from harness.store import AgentStats


class NullAgent:
    name = "null"
    model = None
    needs_shell_env = False
    trusted = True  # runs no model's code: needs no sandbox

    def settings(self) -> dict:
        return {}

    def run(self, context: AgentContext) -> AgentStats:
        return AgentStats(exit_status="submitted", cost_usd=0.0)
