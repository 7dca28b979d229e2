"""Agents, chosen by name and imported lazily (LLM clients are slow to import)."""

from __future__ import annotations

import importlib
import inspect

from harness.agents.base import Agent, AgentContext, AgentError, AgentTimeout

_AGENTS = {
    "reference": "harness.agents.reference:ReferenceAgent",
    "null": "harness.agents.null:NullAgent",
    "mini-swe-agent": "harness.agents.mini_swe:MiniSweAgent",
    "single-shot": "harness.agents.single_shot:SingleShotAgent",
    "review-loop": "harness.agents.review_loop:ReviewLoopAgent",
    "command": "harness.agents.command:CommandAgent",
    "replay": "harness.agents.replay:ReplayAgent",
}


def agent_names() -> list[str]:
    return list(_AGENTS)


def get_agent(name: str, **settings) -> Agent:
    """Build an agent by name. Settings it does not take (None or absent from its constructor) are
    ignored, so one command line can carry every agent's options."""
    if name not in _AGENTS and ":" not in name:
        raise ValueError(f"unknown agent {name!r}; valid: {', '.join(_AGENTS)}, or module:Class")
    # A "module:Class" name brings an agent of one's own, with no change to the harness.
    module_name, class_name = _AGENTS.get(name, name).split(":")
    agent_class = getattr(importlib.import_module(module_name), class_name)
    accepted = inspect.signature(agent_class).parameters
    takes_any = any(p.kind is inspect.Parameter.VAR_KEYWORD for p in accepted.values())
    chosen = {k: v for k, v in settings.items() if v is not None and (takes_any or k in accepted)}
    return agent_class(**chosen)


__all__ = ["Agent", "AgentContext", "AgentError", "AgentTimeout", "agent_names", "get_agent"]
