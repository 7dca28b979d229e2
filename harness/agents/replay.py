"""The `replay` agent: re-applies the patches of an earlier run, so that run can be graded again
(another suite profile, another verifier mode) without calling any model.

`replay_from` is an earlier run directory (runs/<id>, with or without configuration folders), a
task's directory in it, or one sample's directory. The patch of the same task and sample is
applied in the build workspace; the earlier run's agent statistics (tokens, cost, steps) are
carried over, since they describe how the replayed solution was made."""

from __future__ import annotations

import json
import shutil
import time
from pathlib import Path

from pydantic import Field

from harness.agents.base import AgentContext, AgentError, AgentOptions, BaseAgent
from harness.agents.workspace_git import PRIVATE_DIR
from harness.run.store import AgentStats, write_atomic


class ReplayOptions(AgentOptions):
    replay_from: str | None = Field(None, description="An earlier run directory (runs/<id>) whose patches are applied again.")


class ReplayAgent(BaseAgent):
    name = "replay"
    summary = "applies an earlier run's patches again (no model call)"
    Options = ReplayOptions

    def __init__(self, **options):
        replay_from = ReplayOptions(**options).replay_from
        self.replay_from = replay_from
        self.source = Path(replay_from).resolve() if replay_from else None
        self.model = self._source_model()

    def settings(self) -> dict:
        return {"replay_from": str(self.source) if self.source else None}

    def preflight(self) -> None:
        if not self.source:
            raise AgentError("the replay agent needs --replay-from RUN_DIR (an earlier run directory, runs/<id>)")
        if not self.source.is_dir():
            raise AgentError(f"--replay-from: no such directory: {self.replay_from}")
        if not any(self.source.rglob("patch.diff")):
            raise AgentError(f"--replay-from: no patch.diff under {self.replay_from}: is it a run directory?")

    def _source_model(self) -> str | None:
        if not self.source or not self.source.is_dir():
            return None
        models = set()
        for path in list(self.source.rglob("result.json"))[:1000]:
            try:
                models.add(json.loads(path.read_text()).get("model"))
            except (OSError, ValueError):
                continue
        return models.pop() if len(models) == 1 else None

    def find_sample(self, task_id: str, sample: int) -> Path | None:
        """The earlier run's directory for this task and sample."""
        assert self.source is not None
        if (self.source / "patch.diff").is_file():
            return self.source  # one sample's directory
        if self.source.name == task_id and (self.source / str(sample) / "patch.diff").is_file():
            return self.source / str(sample)
        found = sorted(p.parent for p in self.source.rglob(f"{task_id}/{sample}/patch.diff"))
        return found[0] if found else None

    def run(self, context: AgentContext) -> AgentStats:
        self.preflight()
        started = time.monotonic()
        sample = int(context.run_dir.name) if context.run_dir.name.isdigit() else 0
        origin = self.find_sample(context.task.id, sample)
        if origin is None:
            raise AgentError(f"nothing to replay: no patch for {context.task.id} sample {sample} under {self.source}")
        patch = (origin / "patch.diff").read_text(errors="replace")
        original = _read_json(origin / "result.json")
        record = {"agent": self.name, "replayed_from": str(origin), "original_result": original,
                  "patch_bytes": len(patch.encode())}  # fmt: skip
        if (origin / "trajectory.json").is_file() and origin.resolve() != context.run_dir.resolve():
            shutil.copyfile(origin / "trajectory.json", context.run_dir / "trajectory.original.json")
        if patch.strip():
            context.workspace.write_file(f"{PRIVATE_DIR}/replay.diff", patch)
            applied = context.workspace.exec(f"git apply --binary --whitespace=nowarn {PRIVATE_DIR}/replay.diff", 120)
            record["git_apply"] = {"exit_code": applied.exit_code, "output": applied.output[-4000:]}
            if applied.exit_code != 0:
                write_atomic(context.run_dir / "trajectory.json", json.dumps(record, indent=2) + "\n")
                raise AgentError(f"the earlier patch does not apply: {applied.output.strip()[:300]}")
        write_atomic(context.run_dir / "trajectory.json", json.dumps(record, indent=2) + "\n")
        stats = dict((original or {}).get("agent_stats") or {})
        return AgentStats(exit_status="replayed", steps=stats.get("steps", 0),
                          input_tokens=stats.get("input_tokens", 0), output_tokens=stats.get("output_tokens", 0),
                          cost_usd=stats.get("cost_usd"), wall_s=round(time.monotonic() - started, 3))  # fmt: skip


def _read_json(path: Path) -> dict | None:
    try:
        return json.loads(path.read_text())
    except (OSError, ValueError):
        return None
