"""Run directories -> RunRecords, each tagged with its configuration (agent × model × recorded settings)."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from harness.run.store import RunResult

# Keys of result.json that may carry the agent's settings (older records have none).
_SETTINGS_KEYS = ("agent_settings", "settings")


class ReportInputError(ValueError):
    """Bad input for a report (a missing directory, a directory without results, an unreadable record)."""


@dataclass(frozen=True)
class Configuration:
    """What the study compares: one agent with one model and its settings."""

    agent: str
    model: str | None = None
    settings: tuple[tuple[str, str], ...] = ()
    condition: str = "baseline"  # experimental condition (baseline | docs): never mixed in one cell

    @property
    def sort_key(self) -> tuple[str, str, tuple[tuple[str, str], ...], str]:
        return (self.agent, self.model or "", self.settings, "" if self.condition == "baseline" else self.condition)

    @property
    def label(self) -> str:
        text = self.agent if not self.model else f"{self.agent} · {self.model}"
        if self.settings:
            text += " (" + ", ".join(f"{k}={v}" for k, v in self.settings) + ")"
        if self.condition != "baseline":
            text += f" [{self.condition}]"
        return text

    @property
    def id(self) -> str:
        """A short stable id, safe in file names, CSV and HTML anchors."""
        base = self.agent if not self.model else f"{self.agent}-{self.model}"
        slug = "".join(c if c.isalnum() or c in "-_." else "-" for c in base).strip("-")
        if self.settings:
            slug += "-" + hashlib.sha256(repr(self.settings).encode()).hexdigest()[:6]
        if self.condition != "baseline":
            slug += f"-{self.condition}"
        return slug

    def to_dict(self) -> dict[str, Any]:
        data = {"id": self.id, "label": self.label, "agent": self.agent, "model": self.model,
                "settings": dict(self.settings)}  # fmt: skip
        if self.condition != "baseline":  # baseline-only reports keep their shape
            data["condition"] = self.condition
        return data


@dataclass
class RunRecord:
    """One run (one sample of one task) as the report sees it."""

    result: RunResult
    path: Path  # runs/<run-id>/<task>/<sample>
    config: Configuration
    failure: Any = None  # taxonomy.Failure, filled by taxonomy.classify
    codebleu: dict[str, float] | None = None  # Web-CodeBLEU components, filled by solutions
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def task(self) -> str:
        return self.result.task

    @property
    def counted(self) -> bool:
        """infra_error runs are the harness's fault: never a model failure, never a pass."""
        return self.result.status != "infra_error"

    @property
    def success(self) -> bool:
        """Every check passed and every applicable verifier passed."""
        verifiers_ok = all(v.passed for v in self.result.verifiers)
        return self.result.success and verifiers_ok


def _settings(raw: dict[str, Any]) -> tuple[tuple[str, str], ...]:
    for key in _SETTINGS_KEYS:
        value = raw.get(key)
        if isinstance(value, dict):
            return tuple(sorted((str(k), str(v)) for k, v in value.items() if v is not None))
    return ()


def load_record(path: Path) -> RunRecord:
    try:
        raw = json.loads(path.read_text())
        result = RunResult.model_validate(raw)
    except (OSError, ValueError, ValidationError) as exc:
        raise ReportInputError(f"unreadable result {path}: {str(exc).splitlines()[0]}") from None
    config = Configuration(agent=result.agent, model=result.model, settings=_settings(raw), condition=result.condition)
    return RunRecord(result=result, path=path.parent, config=config)


def load_runs(run_dirs: list[str | Path]) -> list[RunRecord]:
    """Every run under the given run directories (runs/<run-id>). A run recorded twice with the same run
    key (a re-run of the same determinants) counts once, the later one winning; runs with different keys
    are separate samples even when their sample numbers collide across directories."""
    if not run_dirs:
        raise ReportInputError("no run directory given")
    records: dict[str, RunRecord] = {}
    for entry in run_dirs:
        run_dir = Path(entry)
        if not run_dir.is_dir():
            raise ReportInputError(f"not a directory: {run_dir}")
        # `harness run` writes <task>/<sample>/; `harness matrix` (which keeps a .lock there) adds a
        # configuration folder: <configuration>/<task>/<sample>/.
        is_matrix = (run_dir / ".lock").exists() or (run_dir / ".inflight").is_dir()
        paths = sorted(run_dir.glob("*/*/*/result.json" if is_matrix else "*/*/result.json"))
        if not paths:
            deeper = next(iter(run_dir.glob("*/*/*/result.json")), None)
            hint = f" (it looks like a runs folder: pass {deeper.parents[2]} instead)" if deeper else ""
            raise ReportInputError(f"no results in {run_dir}: expected <task>/<sample>/result.json{hint}")
        for path in paths:
            record = load_record(path)
            key = f"{record.result.run_key}/{record.task}/{record.result.sample}"
            previous = records.get(key)
            if previous is None or previous.result.finished_at <= record.result.finished_at:
                records[key] = record
    return sorted(records.values(), key=lambda r: (r.config.sort_key, r.task, r.result.sample, str(r.path)))


def by_configuration(records: list[RunRecord]) -> dict[Configuration, list[RunRecord]]:
    grouped: dict[Configuration, list[RunRecord]] = {}
    for record in records:
        grouped.setdefault(record.config, []).append(record)
    return dict(sorted(grouped.items(), key=lambda item: item[0].sort_key))
