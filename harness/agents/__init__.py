"""Agents, chosen by name and imported lazily (LLM clients are slow to import)."""

from __future__ import annotations

import importlib

from harness.agents.base import Agent, AgentContext, AgentError, AgentTimeout

_AGENTS = {
    "reference": "harness.agents.reference:ReferenceAgent",
    "null": "harness.agents.null:NullAgent",
}


def agent_names() -> list[str]:
    return list(_AGENTS)


def get_agent(name: str, **settings) -> Agent:
    if name not in _AGENTS:
        raise ValueError(f"unknown agent {name!r}; valid: {', '.join(_AGENTS)}")
    module_name, class_name = _AGENTS[name].split(":")
    return getattr(importlib.import_module(module_name), class_name)(**settings)


__all__ = ["Agent", "AgentContext", "AgentError", "AgentTimeout", "agent_names", "get_agent"]
