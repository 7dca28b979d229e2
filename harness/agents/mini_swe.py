"""The `mini-swe-agent` agent: the real mini-swe-agent package (2.x) with our templates
(tasks/agents/mini_swe_agent.yaml), any litellm model, temperature 0 and the study's step limit
of 300 by default.

Its commands run in the build workspace through the backend protocol (`Workspace.exec`): in the
build container on Docker, with a scrubbed environment on the local backend; the package's own
environments are not used. Model calls get the harness's bounded retries (no SDK retries), tokens
and cost are counted per call, and the trajectory is saved after every step with secrets
redacted."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any, Literal

from pydantic import Field

from harness.agents.base import AgentContext, AgentError, AgentOptions, AgentTimeout, BaseAgent
from harness.agents.llm import (
    Usage,
    call_kwargs,
    check_model,
    completion_cost,
    import_litellm,
    quiet_imports,
    usage_tokens,
    with_retries,
)  # fmt: skip
from harness.agents.redaction import Redactor, scrub_workspace, write_redacted_json
from harness.agents.single_shot import failing, templates_digest
from harness.agents.templates import load_templates
from harness.agents.workspace_git import head_commit, undo_commits
from harness.backends.base import InfraError
from harness.run.store import AgentStats

SUBMIT_COMMAND = "COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT"
# Quiet tools: no pagers, no progress bars, no prompts. Set before every command.
_COMMAND_PREFIX = (
    "export PAGER=cat MANPAGER=cat GIT_PAGER=cat LESS=-R PIP_PROGRESS_BAR=off PIP_NO_INPUT=1 TQDM_DISABLE=1 "
    "npm_config_progress=false npm_config_fund=false npm_config_audit=false npm_config_update_notifier=false\n"
)
_REQUEST_TIMEOUT_S = 600.0


class WorkspaceEnvironment:
    """A mini-swe-agent environment whose commands go through the backend's Workspace."""

    def __init__(self, workspace, command_timeout_s: float, deadline: float, redactor: Redactor):
        self.workspace = workspace
        self.command_timeout_s = command_timeout_s
        self.deadline = deadline
        self.redactor = redactor
        self.config = {"command_timeout": command_timeout_s}
        self.commands = 0

    def execute(self, action: dict, cwd: str = "", *, timeout: float | None = None) -> dict[str, Any]:
        from minisweagent.exceptions import Submitted

        command = action.get("command", "")
        remaining = self.deadline - time.monotonic()
        if remaining <= 1:
            return {"output": "", "returncode": -1,
                    "exception_info": "not run: the agent's time budget is spent"}  # fmt: skip
        budget = min(timeout or self.command_timeout_s, remaining)
        self.commands += 1
        result = self.workspace.exec(_COMMAND_PREFIX + command, budget)
        output: dict[str, Any] = {"output": self.redactor.text(result.output), "returncode": result.exit_code,
                                  "exception_info": ""}  # fmt: skip
        if result.timed_out:
            output["returncode"] = -1
            output["exception_info"] = (f"the command ran for more than {budget:.0f} seconds and was killed "
                                        "(run servers in the background)")  # fmt: skip
        lines = output["output"].lstrip().splitlines(keepends=True)
        if lines and lines[0].strip() == SUBMIT_COMMAND and output["returncode"] == 0:
            submission = "".join(lines[1:])
            raise Submitted({"role": "exit", "content": submission,
                             "extra": {"exit_status": "Submitted", "submission": submission}})  # fmt: skip
        return output

    def get_template_vars(self, **kwargs) -> dict[str, Any]:
        return {"command_timeout": self.command_timeout_s, **kwargs}

    def serialize(self) -> dict:
        return {"info": {"config": {"environment": dict(self.config),
                                    "environment_type": f"{__name__}.{type(self).__name__}"}}}  # fmt: skip


def _harness_model_class(action_format: str = "toolcall"):
    """mini-swe-agent's litellm model (bash tool calls, or one command per reply in a code block for
    the "text" format) with the harness's retries, per-call token and cost accounting, and a request
    timeout bounded by the agent's deadline. Built lazily: it imports litellm."""
    quiet_imports()
    from minisweagent.exceptions import FormatError

    if action_format == "text":
        from minisweagent.models.litellm_textbased_model import LitellmTextbasedModel as LitellmModel
    else:
        from minisweagent.models.litellm_model import LitellmModel

    class HarnessLitellmModel(LitellmModel):
        def __init__(self, *, deadline: float, **kwargs):
            super().__init__(**kwargs)
            self.deadline = deadline
            self.usage = Usage()

        def _query(self, messages, **kwargs):
            timeout = max(1.0, min(_REQUEST_TIMEOUT_S, self.deadline - time.monotonic()))
            return super()._query(messages, timeout=timeout, **kwargs)

        def query(self, messages: list[dict], **kwargs) -> dict:
            prepared = self._prepare_messages_for_api(messages)
            response = with_retries(lambda: self._query(prepared, **kwargs),
                                    f"the model call ({self.config.model_name})", self.deadline)  # fmt: skip
            cost_output = self._calculate_cost(response)
            try:
                actions = self._parse_actions(response)
            except FormatError as exc:
                exc.messages[0]["extra"].update(cost_output)
                exc.messages[0]["extra"]["response"] = response.model_dump(mode="json")
                raise
            message = response.choices[0].message.model_dump()
            message["extra"] = {"actions": actions, "response": response.model_dump(mode="json"), **cost_output,
                                "timestamp": time.time()}  # fmt: skip
            return message

        def _calculate_cost(self, response) -> dict[str, float]:
            cost = completion_cost(import_litellm(), response, self.config.model_name)
            self.usage.add(*usage_tokens(response), cost)
            return {"cost": cost or 0.0}

    return HarnessLitellmModel


def _harness_agent_class():
    quiet_imports()
    from minisweagent.agents.default import DefaultAgent

    class HarnessAgent(DefaultAgent):
        """Saves the trajectory atomically with secrets redacted."""

        redactor: Redactor

        def save(self, path, *extra_dicts) -> dict:
            data = self.serialize(*extra_dicts)
            if path:
                write_redacted_json(path, data, self.redactor)
            return data

    return HarnessAgent


class MiniSweOptions(AgentOptions):
    model: str | None = Field(None, description="litellm model id, e.g. anthropic/claude-sonnet-4-5, openai/gpt-4o.")
    api_base: str | None = Field(None, description="OpenAI-compatible base URL, e.g. http://127.0.0.1:8000/v1.")
    temperature: float = Field(0.0, description="Sampling temperature.")
    step_limit: int = Field(300, description="Maximum steps.")
    cost_limit: float | None = Field(None, description="Maximum USD per run for the agent.")
    command_timeout: float = Field(300.0, description="Seconds for one agent shell command.")
    wall_limit: float | None = Field(None, description="Wall-clock seconds for the agent (below the agent budget).")
    max_output_tokens: int | None = Field(None, description="Maximum tokens of one model answer.")
    action_format: Literal["toolcall", "text"] = Field(
        "toolcall", description="toolcall (bash tool calls) | text (one command per reply, servers without tool calling).")


class MiniSweAgent(BaseAgent):
    name = "mini-swe-agent"
    summary = 'mini-swe-agent 2.x with our templates; its commands run in the build workspace'
    needs_shell_env = True
    Options = MiniSweOptions

    def __init__(self, model_factory: Callable[[], Any] | None = None, **options: Any):
        """`model_factory` (tests, other harnesses) supplies a ready mini-swe-agent Model instead of
        a litellm one; everything else is an option (MiniSweOptions)."""
        chosen = MiniSweOptions(**options)
        self.action_format = chosen.action_format
        self.model = chosen.model or ("scripted" if model_factory else None)
        self.api_base = chosen.api_base
        self.temperature = chosen.temperature
        self.step_limit = chosen.step_limit
        self.cost_limit = chosen.cost_limit
        self.command_timeout = chosen.command_timeout
        self.wall_limit = chosen.wall_limit
        self.max_output_tokens = chosen.max_output_tokens
        self.model_factory = model_factory

    def settings(self) -> dict:
        return {
            "model": self.model, "api_base": self.api_base, "temperature": self.temperature,
            "step_limit": self.step_limit, "cost_limit": self.cost_limit, "command_timeout": self.command_timeout,
            "wall_limit": self.wall_limit, "max_output_tokens": self.max_output_tokens, "action_format": self.action_format,
            "templates": templates_digest("mini_swe_agent"), "mini_swe_agent": _package_version(),
        }  # fmt: skip

    def preflight(self) -> None:
        if self.model_factory:
            return
        if not self.model:
            raise AgentError("the mini-swe-agent agent needs a model: pass --model provider/name")
        try:
            _package_version(strict=True)
        except ImportError:
            raise AgentError("mini-swe-agent is not installed: pip install 'mini-swe-agent>=2,<3'") from None
        check_model(self.model, self.api_base)

    def _make_model(self, deadline: float, templates: dict):
        if self.model_factory:
            return self.model_factory()
        model_kwargs: dict[str, Any] = {"temperature": self.temperature, "drop_params": True,
                                        **call_kwargs(self.model or "", self.api_base)}  # fmt: skip
        if self.max_output_tokens:
            model_kwargs["max_tokens"] = self.max_output_tokens
        text = self.action_format == "text"
        return _harness_model_class(self.action_format)(
            deadline=deadline, model_name=self.model, model_kwargs=model_kwargs, cost_tracking="ignore_errors",
            observation_template=templates["observation_template"],
            format_error_template=templates["format_error_template_text" if text else "format_error_template"],
            set_cache_control="default_end" if "anthropic" in (self.model or "").lower() else None,
        )  # fmt: skip

    def run(self, context: AgentContext) -> AgentStats:
        started = time.monotonic()
        budget = min(context.time_budget_s, self.wall_limit or context.time_budget_s)
        deadline = started + budget
        redactor = Redactor()
        templates = load_templates("mini_swe_agent")
        try:
            model = self._make_model(deadline, templates)
            env = WorkspaceEnvironment(context.workspace, self.command_timeout, deadline, redactor)
            agent = _harness_agent_class()(
                model, env, system_template=templates["system_template"],
                instance_template=templates["instance_template"], step_limit=self.step_limit,
                cost_limit=self.cost_limit or 0.0, wall_time_limit_seconds=max(1, int(budget)),
                output_path=context.run_dir / "trajectory.json",
            )  # fmt: skip
            agent.redactor = redactor
        except ImportError as exc:
            raise AgentError(f"mini-swe-agent cannot be loaded: {exc}") from None

        def stats(exit_status: str) -> AgentStats:
            usage = getattr(model, "usage", None)
            cost = usage.cost_usd if usage else (agent.cost or None)
            return AgentStats(exit_status=exit_status, steps=agent.n_calls,
                              input_tokens=usage.input_tokens if usage else 0,
                              output_tokens=usage.output_tokens if usage else 0,
                              cost_usd=None if cost is None else round(cost, 6),
                              wall_s=round(time.monotonic() - started, 3))  # fmt: skip

        start_sha = head_commit(context.workspace)

        def tidy() -> None:  # the patch is a diff against the first commit, and carries no secret
            undo_commits(context.workspace, start_sha)
            scrub_workspace(context.workspace, redactor)

        try:
            result = agent.run(
                task=context.prompt,
                framework=context.task.framework,
                step_limit=self.step_limit,
                action_format=self.action_format,
            )
        except (AgentTimeout, AgentError) as exc:
            tidy()
            kind = "timeout" if isinstance(exc, AgentTimeout) else "error"
            raise failing(exc, stats(kind)) from None
        except (InfraError, KeyboardInterrupt):
            raise
        except Exception as exc:  # noqa: BLE001 - a bug or an unexpected provider error: the run's error
            tidy()
            message = redactor.text(f"mini-swe-agent failed: {type(exc).__name__}: {exc}")
            raise failing(AgentError(message), stats("error")) from None
        tidy()
        status = result.get("exit_status", "")
        if status == "TimeExceeded":
            raise failing(AgentTimeout(f"the agent's time budget ({budget:.0f}s) ran out"), stats("timeout"))
        exit_status = {
            "Submitted": "submitted",
            "RepeatedFormatError": "format_error",
            "LimitsExceeded": "step_limit" if 0 < self.step_limit <= agent.n_calls else "cost_limit",
        }.get(status, status.lower() or "unknown")
        return stats(exit_status)


def _package_version(strict: bool = False) -> str | None:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("mini-swe-agent")
    except PackageNotFoundError:
        if strict:
            raise ImportError("mini-swe-agent") from None
        return None
