"""Agents used by the matrix tests, reached through the `module:Class` agent name."""

from __future__ import annotations

from harness.agents.base import AgentContext, BaseAgent
from harness.run.store import AgentStats


class PricedNullAgent(BaseAgent):
    """Changes nothing but reports a fixed spend, like a model whose every attempt fails."""

    name = "priced-null"
    model = "test/priced"

    def __init__(self, cost_limit: float | None = None):
        self.cost_limit = cost_limit

    def settings(self) -> dict:
        return {"price": 0.6}

    def run(self, context: AgentContext) -> AgentStats:
        return AgentStats(exit_status="submitted", steps=1, input_tokens=1000, output_tokens=500, cost_usd=0.6)
