"""Agents, chosen by name and imported lazily (LLM clients are slow to import). Each agent declares
its options as a model (harness.agents.base.AgentOptions); the command line and a matrix's
configurations are validated against it."""

from __future__ import annotations

import importlib
import inspect

from pydantic import ValidationError

from harness.agents.base import Agent, AgentContext, AgentError, AgentOptions, AgentTimeout, BaseAgent

_AGENTS = {
    "reference": "harness.agents.reference:ReferenceAgent",
    "null": "harness.agents.null:NullAgent",
    "mini-swe-agent": "harness.agents.mini_swe:MiniSweAgent",
    "single-shot": "harness.agents.single_shot:SingleShotAgent",
    "review-loop": "harness.agents.review_loop:ReviewLoopAgent",
    "command": "harness.agents.command:CommandAgent",
    "replay": "harness.agents.replay:ReplayAgent",
}
# What every agent must have (BaseAgent gives the defaults).
_PROTOCOL = ("name", "model", "needs_shell_env", "trusted", "settings", "preflight", "run")


def agent_names() -> list[str]:
    return list(_AGENTS)


def agent_class(name: str) -> type:
    if name not in _AGENTS and ":" not in name:
        raise ValueError(f"unknown agent {name!r}; valid: {', '.join(_AGENTS)}, or module:Class")
    # A "module:Class" name brings an agent of one's own, with no change to the harness.
    module_name, class_name = _AGENTS.get(name, name).split(":")
    return getattr(importlib.import_module(module_name), class_name)


def agent_options(name: str) -> type[AgentOptions] | None:
    """The options model an agent declares (None: an agent of one's own that declares none)."""
    return getattr(agent_class(name), "Options", None)


def option_flag(field: str) -> str:
    return "--" + field.replace("_", "-")


def get_agent(name: str, **settings) -> Agent:
    """Build an agent by name from its options (None values mean "not given"). An option the agent
    does not declare is an error naming the ones it takes."""
    chosen_class = agent_class(name)
    given = {k: v for k, v in settings.items() if v is not None}
    declared = getattr(chosen_class, "Options", None)
    if declared is not None:
        unknown = sorted(set(given) - set(declared.model_fields))
        if unknown:
            valid = ", ".join(option_flag(f) for f in declared.model_fields) or "none"
            raise ValueError(f"the {name} agent takes no option {', '.join(option_flag(u) for u in unknown)}; "
                             f"its options: {valid}")  # fmt: skip
        try:
            agent = chosen_class(**given)
        except ValidationError as exc:
            problems = "; ".join(f"{option_flag(str(e['loc'][0]))}: {e['msg']}" for e in exc.errors() if e["loc"])
            raise ValueError(f"the {name} agent: {problems or exc}") from None
    else:  # an agent of one's own without an options model: what its constructor takes
        accepted = inspect.signature(chosen_class).parameters
        takes_any = any(p.kind is inspect.Parameter.VAR_KEYWORD for p in accepted.values())
        agent = chosen_class(**{k: v for k, v in given.items() if takes_any or k in accepted})
    missing = [attribute for attribute in _PROTOCOL if not hasattr(agent, attribute)]
    if missing:
        raise ValueError(f"agent {name!r} lacks {', '.join(missing)}: subclass harness.agents.BaseAgent")
    return agent


__all__ = ["Agent", "AgentContext", "AgentError", "AgentOptions", "AgentTimeout", "BaseAgent", "agent_class",
           "agent_names", "agent_options", "get_agent", "option_flag"]  # fmt: skip
