"""Records of the verifiers: what a task demands (`Constraints`) and what a verifier found (`VerifierResult`)."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, Literal

VerifierName = Literal["architecture", "database", "orm"]
Mode = Literal["paper", "strong"]
MODES: tuple[str, ...] = ("paper", "strong")
ORM_OF_RUNTIME = {"python": "sqlalchemy", "node": "sequelize"}


@dataclass(frozen=True)
class Constraints:
    """The constraint flags of a task, with the attribute names of `harness.catalog.tasks.Task`."""

    runtime: str  # "python" | "node"
    architecture: bool = False
    database: str | None = None  # None | "sqlite" | "postgres"
    orm: bool = False

    @property
    def orm_name(self) -> str:
        return ORM_OF_RUNTIME[self.runtime]

    @classmethod
    def of(cls, task: Any) -> "Constraints":
        """From a catalog Task (or anything with .framework.runtime, .architecture, .database, .orm)."""
        if isinstance(task, Constraints):
            return task
        return cls(
            runtime=task.framework.runtime,
            architecture=bool(task.architecture),
            database=task.database,
            orm=bool(task.orm),
        )

    def active(self) -> list[str]:
        """Names of the verifiers this task calls for, in report order."""
        names = []
        if self.architecture:
            names.append("architecture")
        if self.database:
            names.append("database")
        if self.orm:
            names.append("orm")
        return names

    def target(self, name: str) -> str:
        return {"architecture": "clean_architecture", "database": self.database or "", "orm": self.orm_name}[name]


VERDICTS: tuple[str, ...] = ("pass", "fail", "unknown")


@dataclass
class VerifierResult:
    """One verifier's verdict on one solution; written to verifiers.json via `to_dict()`.

    `passed` is the boolean every consumer reads (strict A%, exit codes). `static_verdict` says
    more about the static analysis: "unknown" when the code alone cannot tell (the database URL
    comes from the environment, say); `passed` is then True — no violation was shown — and runtime
    evidence is what can decide (combine() may change `passed`, never `static_verdict`).
    `decided_by` is the one record that settled the static verdict: {"rule": ..., "summary": ...,
    "evidence": [items with file/line]}; the whole chain is in `evidence`.
    """

    name: str  # "architecture" | "database" | "orm"
    mode: str  # "paper" | "strong"
    passed: bool
    evidence: list[Any] = field(default_factory=list)  # short strings or small JSON-able dicts
    target: str = ""  # clean_architecture | sqlite | postgres | sqlalchemy | sequelize
    static_passed: bool | None = None  # the static verdict, kept when runtime evidence changed it
    runtime: dict[str, Any] | None = None  # runtime evidence folded in by combine(), if any
    static_verdict: str = ""  # "pass" | "fail" | "unknown"; derived from `passed` when not given
    decided_by: dict[str, Any] | None = None  # the record that decided the static verdict (strong mode)
    settled_by: str | None = None  # strong database/ORM after combine(): "runtime" (conclusive) or "static"

    def __post_init__(self) -> None:
        if not self.static_verdict:
            self.static_verdict = "pass" if self.passed else "fail"
        if self.static_verdict not in VERDICTS:
            raise ValueError(f"static_verdict must be one of {VERDICTS}, not {self.static_verdict!r}")

    @property
    def unknown(self) -> bool:
        """The static evidence could not decide (runtime evidence should)."""
        return self.static_verdict == "unknown"

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "VerifierResult":
        return cls(**{k: data[k] for k in cls.__dataclass_fields__ if k in data})
