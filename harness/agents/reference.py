"""The `reference` agent writes the task's reference solution: it proves the pipeline and the suite."""

from __future__ import annotations

import time

from harness.agents.base import AgentContext, AgentError, BaseAgent
from harness.catalog.references import NoReference, reference_contents
from harness.run.store import AgentStats, write_atomic


class ReferenceAgent(BaseAgent):
    name = "reference"
    summary = "the task's reference solution (proves the pipeline and the suite)"
    trusted = True  # runs no model's code: needs no sandbox

    def run(self, context: AgentContext) -> AgentStats:
        started = time.monotonic()
        try:
            files = reference_contents(context.task)
        except NoReference as exc:
            raise AgentError(str(exc)) from None
        for relative, (content, executable) in files.items():
            context.workspace.write_file(relative, content, executable=executable)
        write_atomic(context.run_dir / "trajectory.txt", "".join(f"wrote {r}\n" for r in files))
        return AgentStats(exit_status="submitted", steps=len(files), cost_usd=0.0, wall_s=time.monotonic() - started)
