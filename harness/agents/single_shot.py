"""The `single-shot` agent: one model call answers with every file of the solution (the format is in
harness/agents/solution.py and tasks/agents/single_shot.yaml); the harness writes the files into
the workspace. The zero-shot condition of a classic code-generation benchmark: the model never runs
anything. A reply that cannot be parsed ends the run as agent_error, the raw reply kept."""

from __future__ import annotations

import hashlib
import time

from pydantic import Field

from harness.agents.base import AgentContext, AgentError, AgentOptions, BaseAgent
from harness.agents.llm import ChatModel, Usage, check_model
from harness.agents.redaction import Redactor, write_redacted_text
from harness.agents.solution import UnparsableReply, parse_solution, write_solution
from harness.agents.templates import load_templates, render
from harness.agents.trajectory import Trajectory
from harness.run.store import AgentStats


def templates_digest(*names: str) -> str:
    """Part of an agent's settings: editing its templates changes what it does."""
    material = "".join(repr(sorted(load_templates(n).items())) for n in names)
    return hashlib.sha256(material.encode()).hexdigest()[:12]


def stats_from(usage: Usage, exit_status: str, started: float, steps: int | None = None) -> AgentStats:
    return AgentStats(exit_status=exit_status, steps=usage.calls if steps is None else steps,
                      input_tokens=usage.input_tokens, output_tokens=usage.output_tokens,
                      cost_usd=None if usage.cost_usd is None else round(usage.cost_usd, 6),
                      wall_s=round(time.monotonic() - started, 3))  # fmt: skip


def failing(error: AgentError, stats: AgentStats) -> AgentError:
    """The error, carrying what the agent consumed before it (`error.stats`) for the run's record."""
    error.stats = stats  # type: ignore[attr-defined]
    return error


def generation_messages(context: AgentContext) -> list[dict]:
    variables = {"task": context.task, "framework": context.task.framework, "prompt": context.prompt}
    return [
        {"role": "system", "content": render("single_shot", "system", **variables)},
        {"role": "user", "content": render("single_shot", "user", **variables)},
    ]


class SingleShotOptions(AgentOptions):
    model: str | None = Field(None, description="litellm model id, e.g. anthropic/claude-sonnet-4-5, openai/gpt-4o.")
    api_base: str | None = Field(None, description="OpenAI-compatible base URL, e.g. http://127.0.0.1:8000/v1.")
    temperature: float = Field(0.2, description="Sampling temperature.")
    max_output_tokens: int | None = Field(None, description="Maximum tokens of one model answer.")


class SingleShotAgent(BaseAgent):
    name = "single-shot"
    summary = 'one model call whose reply holds every file'
    Options = SingleShotOptions

    def __init__(self, **options):
        chosen = SingleShotOptions(**options)
        self.model = chosen.model
        self.api_base = chosen.api_base
        self.temperature = chosen.temperature
        self.max_output_tokens = chosen.max_output_tokens

    def settings(self) -> dict:
        return {"model": self.model, "api_base": self.api_base, "temperature": self.temperature,
                "max_output_tokens": self.max_output_tokens, "templates": templates_digest("single_shot")}  # fmt: skip

    def preflight(self) -> None:
        if not self.model:
            raise AgentError("the single-shot agent needs a model: pass --model provider/name")
        check_model(self.model, self.api_base)

    def run(self, context: AgentContext) -> AgentStats:
        started = time.monotonic()
        deadline = started + context.time_budget_s
        redactor = Redactor()
        trajectory = Trajectory(context.run_dir / "trajectory.json", self.name, self.settings(), redactor)
        chat = ChatModel(self.model or "", self.api_base, self.temperature, self.max_output_tokens)
        messages = generation_messages(context)
        trajectory.add("request", role="generator", model=chat.model, messages=messages)
        try:
            reply = chat.complete(messages, deadline, "the single-shot call")
        except AgentError as exc:
            trajectory.add("error", message=str(exc))
            trajectory.finish(exit_status="error", error=str(exc))
            raise failing(exc, stats_from(chat.usage, "error", started)) from exc.__cause__
        trajectory.add("reply", role="generator", text=reply.text, finish_reason=reply.finish_reason,
                       input_tokens=reply.input_tokens, output_tokens=reply.output_tokens, cost_usd=reply.cost_usd)  # fmt: skip
        try:
            parsed = parse_solution(reply.text)
        except UnparsableReply as exc:
            write_redacted_text(context.run_dir / "raw_reply.txt", reply.text, redactor)
            trajectory.add("unparsable", message=str(exc))
            trajectory.finish(exit_status="unparsable", error=str(exc))
            message = f"unparsable reply: {exc} (raw reply kept in raw_reply.txt)"
            raise failing(AgentError(message), stats_from(chat.usage, "unparsable", started)) from None
        files = {path: redactor.text(content) for path, content in parsed.files.items()}
        write_solution(context.workspace, files)
        exit_status = "truncated" if parsed.dropped_incomplete else "submitted"
        trajectory.add("wrote", files=sorted(files), dropped_incomplete=parsed.dropped_incomplete)
        trajectory.finish(exit_status=exit_status, files=len(files))
        return stats_from(chat.usage, exit_status, started)
