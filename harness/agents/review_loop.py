"""The `review-loop` agent: a generator writes the solution (as single-shot does), a reviewer
answers in JSON (is_correct, issues, suggestions), a debugger rewrites the files applying all the
feedback gathered so far; repeat until the reviewer accepts or `max_iterations` reviews were made.
Each role has its own model and temperature. No role runs anything: the loop returns the best
version seen (accepted first, then free of syntax errors, then with the fewest issues, then the
latest).

A reviewer reply that is not valid JSON is kept as free-text feedback and the loop goes on. A
debugger answer that cannot be parsed, or whose Python files fail `ast.parse` or whose JavaScript
files fail `node --check`, is rejected and asked for again (up to `debugger_attempts` times)."""

from __future__ import annotations

import json
import re
import time
from dataclasses import asdict, dataclass, field

from pydantic import Field

from harness.agents.base import AgentContext, AgentError, AgentOptions, AgentTimeout, BaseAgent
from harness.agents.llm import ChatModel, Usage, check_model
from harness.agents.redaction import Redactor
from harness.agents.single_shot import failing, generation_messages, stats_from, templates_digest
from harness.agents.solution import (
    UnparsableReply,
    parse_solution,
    render_solution,
    syntax_errors,
    write_solution,
)  # fmt: skip
from harness.agents.templates import render
from harness.agents.trajectory import Trajectory
from harness.catalog.tasks import Framework
from harness.run.store import AgentStats

_JSON_FENCE = re.compile(r"```(?:json)?\s*\n(.*?)\n\s*```", re.DOTALL)


@dataclass
class Review:
    iteration: int
    is_correct: bool
    issues: list[str]
    suggestions: list[str]
    raw: str | None = None  # the reply, when it was not the JSON asked for


@dataclass
class Version:
    index: int
    origin: str  # generator | debugger
    files: dict[str, str]
    syntax_errors: list[str]
    review: Review | None = None

    def rank(self) -> tuple:
        accepted = bool(self.review and self.review.is_correct)
        issues = len(self.review.issues) if self.review and self.review.raw is None else 10**6
        return (accepted, not self.syntax_errors, -issues, self.index)


@dataclass
class LoopState:
    """What every role sees: the original prompt, the framework, the current files, the feedback
    history and the iteration."""

    prompt: str
    framework: Framework
    files: dict[str, str] = field(default_factory=dict)
    feedback: list[Review] = field(default_factory=list)
    iteration: int = 0


def _strings(value) -> list[str]:
    if value is None:
        return []
    if isinstance(value, (str, dict)):
        value = [value]
    if not isinstance(value, list):
        return [str(value)]
    return [item if isinstance(item, str) else json.dumps(item) for item in value]


def parse_review(text: str, iteration: int) -> Review:
    """The reviewer's JSON object (bare, fenced, or the outermost braces of the reply); anything else
    becomes free-text feedback that does not accept the solution."""
    candidates = [text.strip(), *(m.group(1) for m in _JSON_FENCE.finditer(text))]
    if "{" in text and "}" in text:
        candidates.append(text[text.index("{") : text.rindex("}") + 1])
    for candidate in candidates:
        try:
            data = json.loads(candidate)
        except ValueError:
            continue
        if isinstance(data, dict) and isinstance(data.get("is_correct"), bool):
            return Review(
                iteration, data["is_correct"], _strings(data.get("issues")), _strings(data.get("suggestions"))
            )
    return Review(iteration, False, [], [], raw=text.strip() or "(empty reply)")


class ReviewLoopOptions(AgentOptions):
    model: str | None = Field(None, description="litellm model id of every role (each role's own model wins).")
    api_base: str | None = Field(None, description="OpenAI-compatible base URL, e.g. http://127.0.0.1:8000/v1.")
    temperature: float | None = Field(None, description="Temperature of every role (each role's own wins).")
    generator_model: str | None = Field(None, description="The generator's model.")
    reviewer_model: str | None = Field(None, description="The reviewer's model.")
    debugger_model: str | None = Field(None, description="The debugger's model.")
    generator_temperature: float | None = Field(None, description="The generator's temperature (0.2).")
    reviewer_temperature: float | None = Field(None, description="The reviewer's temperature (0.1).")
    debugger_temperature: float | None = Field(None, description="The debugger's temperature (0.2).")
    max_iterations: int = Field(3, ge=1, description="Maximum review rounds.")
    debugger_attempts: int = Field(3, ge=1, description="Retries of an unparsable debugger answer.")
    max_output_tokens: int | None = Field(None, description="Maximum tokens of one model answer.")


class ReviewLoopAgent(BaseAgent):
    name = "review-loop"
    summary = 'generator -> reviewer -> debugger until accepted; the best version'
    Options = ReviewLoopOptions

    def __init__(self, **options):
        chosen = ReviewLoopOptions(**options)
        model = chosen.model
        self.generator_model = chosen.generator_model or model
        self.reviewer_model = chosen.reviewer_model or model or self.generator_model
        self.debugger_model = chosen.debugger_model or model or self.generator_model
        self.api_base = chosen.api_base
        # --temperature sets every role; a role's own temperature wins; defaults 0.2 / 0.1 / 0.2.
        self.temperatures = {
            "generator": _first(chosen.generator_temperature, chosen.temperature, 0.2),
            "reviewer": _first(chosen.reviewer_temperature, chosen.temperature, 0.1),
            "debugger": _first(chosen.debugger_temperature, chosen.temperature, 0.2),
        }
        self.max_iterations = chosen.max_iterations
        self.debugger_attempts = chosen.debugger_attempts
        self.max_output_tokens = chosen.max_output_tokens
        models = {self.generator_model, self.reviewer_model, self.debugger_model}
        self.model = (
            self.generator_model
            if len(models) == 1
            else (f"generator={self.generator_model} reviewer={self.reviewer_model} debugger={self.debugger_model}")
        )

    def settings(self) -> dict:
        return {
            "generator_model": self.generator_model, "reviewer_model": self.reviewer_model,
            "debugger_model": self.debugger_model, "api_base": self.api_base, "temperatures": self.temperatures,
            "max_iterations": self.max_iterations, "debugger_attempts": self.debugger_attempts,
            "max_output_tokens": self.max_output_tokens, "templates": templates_digest("single_shot", "review_loop"),
        }  # fmt: skip

    def preflight(self) -> None:
        if not self.generator_model:
            raise AgentError("the review-loop agent needs a model: pass --model or --generator-model")
        for model in dict.fromkeys([self.generator_model, self.reviewer_model, self.debugger_model]):
            check_model(model or "", self.api_base)

    # --- the loop --------------------------------------------------------------------------------
    def run(self, context: AgentContext) -> AgentStats:
        started = time.monotonic()
        deadline = started + context.time_budget_s
        redactor = Redactor()
        trajectory = Trajectory(context.run_dir / "trajectory.json", self.name, self.settings(), redactor)
        usage = Usage()
        roles = {
            role: ChatModel(getattr(self, f"{role}_model") or "", self.api_base, self.temperatures[role], self.max_output_tokens,
                            usage)
            for role in ("generator", "reviewer", "debugger")
        }  # fmt: skip
        state = LoopState(context.prompt, context.task.framework)
        versions: list[Version] = []
        exit_status = "max_iterations"

        def call(role: str, messages: list[dict], what: str):
            if time.monotonic() >= deadline:
                raise AgentTimeout(f"the agent's time budget ran out before {what}")
            trajectory.add("request", role=role, model=roles[role].model, iteration=state.iteration, messages=messages)
            reply = roles[role].complete(messages, deadline, what)
            trajectory.add("reply", role=role, iteration=state.iteration, text=reply.text,
                           finish_reason=reply.finish_reason, input_tokens=reply.input_tokens,
                           output_tokens=reply.output_tokens, cost_usd=reply.cost_usd)  # fmt: skip
            return reply

        def finish(status: str, error: Exception | None = None) -> Version | None:
            best = max(versions, key=Version.rank) if versions else None
            if best:
                write_solution(context.workspace, {p: redactor.text(c) for p, c in best.files.items()})
            trajectory.finish(exit_status=status, versions=len(versions), best=best.index if best else None,
                              accepted=bool(best and best.review and best.review.is_correct),
                              error=str(error) if error else None)  # fmt: skip
            return best

        try:
            reply = call("generator", generation_messages(context), "the generator call")
            try:
                parsed = parse_solution(reply.text)
            except UnparsableReply as exc:
                trajectory.add("unparsable", role="generator", message=str(exc))
                raise AgentError(f"unparsable generator reply: {exc} (raw reply kept in trajectory.json)") from None
            state.files = dict(parsed.files)
            versions.append(Version(0, "generator", dict(state.files), syntax_errors(state.files)))
            trajectory.add("version", index=0, origin="generator", files=sorted(state.files),
                           syntax_errors=versions[-1].syntax_errors)  # fmt: skip

            for iteration in range(1, self.max_iterations + 1):
                state.iteration = iteration
                review = self._review(state, call)
                versions[-1].review = review
                state.feedback.append(review)
                trajectory.add("review", **asdict(review))
                if review.is_correct:
                    exit_status = "accepted"
                    break
                if iteration == self.max_iterations:
                    break
                if not self._debug(state, call, versions, trajectory):
                    exit_status = "debugger_failed"
                    break
        except AgentTimeout as exc:
            finish("timeout", exc)
            raise failing(exc, stats_from(usage, "timeout", started)) from None
        except AgentError as exc:
            finish("error", exc)
            raise failing(exc, stats_from(usage, "error", started)) from None
        finish(exit_status)
        return stats_from(usage, exit_status, started)

    def _variables(self, state: LoopState, errors: list[str] | None = None) -> dict:
        return {"prompt": state.prompt, "framework": state.framework, "files": render_solution(state.files),
                "feedback": [asdict(r) for r in state.feedback], "errors": errors or []}  # fmt: skip

    def _review(self, state: LoopState, call) -> Review:
        variables = self._variables(state)
        messages = [{"role": "system", "content": render("review_loop", "reviewer_system", **variables)},
                    {"role": "user", "content": render("review_loop", "reviewer_user", **variables)}]  # fmt: skip
        reply = call("reviewer", messages, f"review {state.iteration}")
        return parse_review(reply.text, state.iteration)

    def _debug(self, state: LoopState, call, versions: list[Version], trajectory: Trajectory) -> bool:
        """Ask the debugger until its answer parses; False when every attempt was rejected."""
        errors: list[str] = []
        for attempt in range(1, self.debugger_attempts + 1):
            variables = self._variables(state, errors)
            messages = [{"role": "system", "content": render("review_loop", "debugger_system", **variables)},
                        {"role": "user", "content": render("review_loop", "debugger_user", **variables)}]  # fmt: skip
            reply = call("debugger", messages, f"debugger {state.iteration}.{attempt}")
            try:
                written = parse_solution(reply.text).files
            except UnparsableReply as exc:
                errors = [f"the answer could not be read: {exc}"]
                trajectory.add("rejected", role="debugger", attempt=attempt, errors=errors)
                continue
            merged = {**state.files, **written}
            errors = syntax_errors(merged, only=set(written))
            if errors:
                trajectory.add("rejected", role="debugger", attempt=attempt, errors=errors)
                continue
            state.files = merged
            versions.append(Version(len(versions), "debugger", dict(merged), syntax_errors(merged)))
            trajectory.add("version", index=versions[-1].index, origin="debugger", changed=sorted(written),
                           syntax_errors=versions[-1].syntax_errors)  # fmt: skip
            return True
        return False


def _first(*values):
    return next(float(v) for v in values if v is not None)
