"""The `command` agent: any external CLI agent, run inside the build workspace with a wall-clock
budget (`--agent-command 'claude -p "$(cat $PROMPT_FILE)"'`). The prompt is a file whose path is in
$PROMPT_FILE, and it is also the command's standard input. The command's stdout and stderr become
the trajectory (trajectory.txt, refreshed while it runs).

The command gets the workspace's environment: no API keys of the harness. An external agent signs
in by its own means (e.g. its login kept in the home directory on the local backend)."""

from __future__ import annotations

import shlex
import threading
import time

from pydantic import Field

from harness.agents.base import AgentContext, AgentError, AgentOptions, AgentTimeout, BaseAgent
from harness.agents.redaction import Redactor, scrub_workspace, write_redacted_text
from harness.agents.single_shot import failing
from harness.agents.workspace_git import PRIVATE_DIR, head_commit, undo_commits
from harness.run.store import AgentStats

_LOG_LIMIT = 2_000_000  # characters of the command's output kept in trajectory.txt: head and tail


class CommandOptions(AgentOptions):
    agent_command: str | None = Field(None, description="The CLI to run in the workspace; $PROMPT_FILE holds the prompt.")
    model: str | None = Field(None, description="Labels the results only (the external agent picks its own model).")
    poll_interval: float = Field(5.0, gt=0, description="Seconds between refreshes of the trajectory while it runs.")


class CommandAgent(BaseAgent):
    name = "command"
    summary = 'any CLI agent in the workspace; the prompt in $PROMPT_FILE and on stdin'
    needs_shell_env = True
    Options = CommandOptions

    def __init__(self, **options):
        chosen = CommandOptions(**options)
        self.agent_command = chosen.agent_command
        self.model = chosen.model
        self.poll_interval = chosen.poll_interval

    def settings(self) -> dict:
        return {"agent_command": self.agent_command, "model": self.model}

    def preflight(self) -> None:
        if not self.agent_command or not self.agent_command.strip():
            raise AgentError("the command agent needs --agent-command, e.g. 'claude -p \"$(cat $PROMPT_FILE)\"'")

    def run(self, context: AgentContext) -> AgentStats:
        self.preflight()
        started = time.monotonic()
        redactor = Redactor()
        workspace = context.workspace
        trajectory = context.run_dir / "trajectory.txt"
        header = f"$ {self.agent_command}\n"
        write_redacted_text(trajectory, header, redactor)
        workspace.write_file(f"{PRIVATE_DIR}/prompt.md", context.prompt)
        workspace.write_file(f"{PRIVATE_DIR}/agent.sh", self.agent_command + "\n")
        start_sha = head_commit(workspace)
        script = (
            f'export PROMPT_FILE="$PWD/{PRIVATE_DIR}/prompt.md"\n'
            f'bash {shlex.quote(PRIVATE_DIR + "/agent.sh")} < "$PROMPT_FILE" > {shlex.quote(PRIVATE_DIR + "/agent.log")} 2>&1'
        )
        outcome: dict = {}

        def target() -> None:
            try:
                outcome["result"] = workspace.exec(script, context.time_budget_s)
            except BaseException as exc:  # noqa: BLE001 - handed to the main thread
                outcome["error"] = exc

        worker = threading.Thread(target=target, name="command-agent", daemon=True)
        worker.start()
        while worker.is_alive():
            worker.join(self.poll_interval)
            self._copy_log(workspace, trajectory, header, redactor)
        self._copy_log(workspace, trajectory, header, redactor)
        committed = undo_commits(workspace, start_sha)
        scrub_workspace(workspace, redactor)
        if "error" in outcome:
            raise outcome["error"]
        result = outcome["result"]
        stats = AgentStats(exit_status="timeout" if result.timed_out else f"exit_{result.exit_code}", steps=1,
                           cost_usd=None, wall_s=round(time.monotonic() - started, 3))  # fmt: skip
        footer = f"\n[harness] exit code {result.exit_code}" + (", timed out" if result.timed_out else "")
        footer += ", the agent's commits were undone (its changes are kept)" if committed else ""
        self._copy_log(workspace, trajectory, header, redactor, footer + "\n")
        if result.timed_out:
            raise failing(AgentTimeout(f"the agent command ran past its budget ({context.time_budget_s:.0f}s)"), stats)
        if result.exit_code in (126, 127):
            tail = self._read_log(workspace).strip().splitlines()[-1:] or ["no output"]
            message = redactor.text(f"the agent command could not start (exit {result.exit_code}): {tail[0][:200]}")
            raise failing(AgentError(message), stats)
        return stats

    @staticmethod
    def _read_log(workspace) -> str:
        try:
            text = workspace.read_file(f"{PRIVATE_DIR}/agent.log").decode("utf-8", errors="replace")
        except (OSError, ValueError):
            return ""
        if len(text) > _LOG_LIMIT:
            half = _LOG_LIMIT // 2
            text = f"{text[:half]}\n[... {len(text) - _LOG_LIMIT} characters cut ...]\n{text[-half:]}"
        return text

    def _copy_log(self, workspace, trajectory, header: str, redactor: Redactor, footer: str = "") -> None:
        write_redacted_text(trajectory, header + self._read_log(workspace) + footer, redactor)
