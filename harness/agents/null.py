"""The `null` agent changes nothing: the floor every score is compared with."""

from __future__ import annotations

from harness.agents.base import AgentContext, BaseAgent
from harness.run.store import AgentStats


class NullAgent(BaseAgent):
    name = "null"
    summary = 'changes nothing: the floor every score is compared with'
    trusted = True  # runs no model's code: needs no sandbox

    def run(self, context: AgentContext) -> AgentStats:
        return AgentStats(exit_status="submitted", cost_usd=0.0)
