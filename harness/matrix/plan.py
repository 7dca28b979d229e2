"""Planning a matrix: which runs (configuration × task × sample) exist, where each one's directory
is, and what each needs (harness.run.key). A finished run whose result.json carries the same run key
(and is not an infrastructure error) is done; one whose build key matches but whose grading changed
is graded again from its artifacts when only the checks or the verifier rules changed (`regrade`),
else its patch is evaluated again (`re-eval`); anything else is run from scratch."""

from __future__ import annotations

import re
import shutil
from dataclasses import dataclass, field
from pathlib import Path

from harness.agents import Agent, get_agent
from harness.catalog.tasks import Task, select_tasks
from harness.run.pipeline import key_for
from harness.run.context import Budgets, RunContext
from harness.run.key import REGRADABLE, RunKey, changed_parts
from harness.run.store import RunResult, condition_task_dir

# The study's representative subset: 4 frameworks × 4 variants.
SUBSETS = {
    "paper16": {
        "frameworks": ["aiohttp", "fastapi", "express", "fastify"],
        "variants": ["unconstrained", "clean_architecture", "clean_architecture-postgres",
                     "clean_architecture-postgres-ORM"],
    },
}  # fmt: skip


@dataclass(frozen=True)
class AgentConfig:
    """One agent × model × settings configuration of a matrix."""

    agent: str
    settings: tuple[tuple[str, str | float | int], ...] = ()

    @classmethod
    def parse(cls, text: str) -> "AgentConfig":
        """`agent=mini-swe-agent,model=openai/gpt-4o,temperature=0` (or just an agent name)."""
        if "=" not in text:
            return cls(agent=text.strip())
        pairs = dict(item.split("=", 1) for item in text.split(",") if item.strip())
        pairs = {k.strip().replace("-", "_"): v.strip() for k, v in pairs.items()}
        agent = pairs.pop("agent", None)
        if not agent:
            raise ValueError(f"configuration {text!r} names no agent (agent=...)")
        return cls(agent=agent, settings=tuple(sorted((k, _number(v)) for k, v in pairs.items())))

    @property
    def label(self) -> str:
        """A folder name: agent, then the model if any (runs/<id>/<label>/<task>/<sample>)."""
        parts = [self.agent] + [str(v) for k, v in self.settings if k == "model"]
        parts += [f"{k}={v}" for k, v in self.settings if k != "model"]
        return re.sub(r"[^A-Za-z0-9_.=-]+", "_", "--".join(parts))

    def build(self) -> Agent:
        return get_agent(self.agent, **dict(self.settings))


def _number(value: str) -> str | float | int:
    for cast in (int, float):
        try:
            return cast(value)
        except ValueError:
            pass
    return value


@dataclass
class RunSpec:
    config: AgentConfig
    task: Task
    sample: int
    run_dir: Path
    key: RunKey
    run_id: str = ""
    previous: RunResult | None = field(default=None, repr=False)  # finished with this very key
    condition: str = "baseline"  # part of the run's identity: its key and its folder (<task>@docs)
    # What a resumed matrix does with it: run (from scratch), re-eval (its patch again), regrade
    # (its artifacts under the current checks and rules), or nothing (previous is set).
    action: str = "run"
    earlier: RunResult | None = field(default=None, repr=False)  # the same build, graded differently

    @property
    def port(self) -> int:
        return self.task.framework.port

    def context(self, agent, backend, suite_profile: str, budgets: Budgets, verifier_mode: str = "strong") -> RunContext:
        """The run this spec stands for, as the pipeline takes it."""
        return RunContext(task=self.task, agent=agent, backend=backend, run_dir=self.run_dir, run_id=self.run_id,
                          sample=self.sample, suite_profile=suite_profile, budgets=budgets,
                          verifier_mode=verifier_mode, condition=self.condition,
                          labels={"configuration": self.config.label})  # fmt: skip


def select(
    frameworks: list[str] | None = None,
    levels: list[str] | None = None,
    variants: list[str] | None = None,
    subset: str | None = None,
) -> list[Task]:
    if subset:
        if subset not in SUBSETS:
            raise ValueError(f"unknown subset {subset!r}; valid: {', '.join(SUBSETS)}")
        frameworks = frameworks or SUBSETS[subset]["frameworks"]
        variants = variants or SUBSETS[subset]["variants"]
    return select_tasks(frameworks, levels, variants)


def plan(tasks: list[Task], configs: list[AgentConfig], samples: int, runs_dir: Path, run_id: str,
         suite_profile: str, conditions: tuple[str, ...] = ("baseline",), backend=None, budgets: Budgets = Budgets(),
         verifier_mode: str = "strong") -> list[RunSpec]:  # fmt: skip
    """Every run of the matrix with its key; `backend` declares the facts the prompt is rendered with
    (default: the local backend)."""
    from harness.run.pipeline import docs_for

    if backend is None:
        from harness.backends import get_backend

        backend = get_backend("local")
    docs = {task.id: docs_for(task).text for task in tasks} if "docs" in conditions else {}
    specs = []
    for config in configs:
        agent = config.build()
        for task in tasks:
            for sample in range(samples):
                for condition in conditions:
                    run_dir = runs_dir / run_id / config.label / condition_task_dir(task.id, condition) / str(sample)
                    spec = RunSpec(config, task, sample, run_dir, RunKey("", "", {}), run_id, condition=condition)
                    spec.key = key_for(spec.context(agent, backend, suite_profile, budgets, verifier_mode),
                                       docs.get(task.id) if condition == "docs" else None)  # fmt: skip
                    decide(spec)
                    specs.append(spec)
    return specs


def decide(spec: RunSpec) -> None:
    """Set what a resumed matrix does with this run, from what its directory holds."""
    path = spec.run_dir / "result.json"
    try:
        result = RunResult.model_validate_json(path.read_text()) if path.is_file() else None
    except ValueError:
        result = None
    if result is None or result.status == "infra_error":
        return
    if result.run_key == spec.key.full:
        spec.previous, spec.action = result, "done"
    elif result.build_key and result.build_key == spec.key.build:
        spec.earlier = result
        changed = changed_parts(result.grade_parts, spec.key.grade_parts)
        spec.action = "regrade" if changed <= REGRADABLE else "re-eval"


def finished(spec: RunSpec) -> RunResult | None:
    """The finished run with this very key, if its directory holds one."""
    decide(spec)
    return spec.previous


def clear_unfinished(spec: RunSpec) -> None:
    """A run directory without a matching result.json is what a killed process left: start over.
    A run whose build is reused keeps its directory (the patch, prompt and trajectory stay)."""
    if spec.action in ("re-eval", "regrade"):
        return
    if spec.run_dir.exists():
        shutil.rmtree(spec.run_dir)
