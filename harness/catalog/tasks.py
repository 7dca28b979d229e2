"""The task catalog, read from tasks/*.yaml. Two families:
- greenfield: frameworks × constraint variants (80 tasks), built from an empty directory;
- feature: frameworks × feature groups of tasks/features.yaml (32 tasks), each completing a reference
  solution of the base variant from which that feature was removed (harness.catalog.features, harness.catalog.ablation)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import yaml

from harness.catalog.errors import UnknownName
from harness.catalog.features import base_variant, features, get_feature
from harness.paths import TASKS_DIR

LEVELS = ("L0", "L1", "L2", "L3")
FAMILIES = ("greenfield", "feature")


@dataclass(frozen=True)
class Framework:
    name: str
    label: str
    runtime: str  # "python" | "node"
    runtime_label: str  # "Python": the prompt adds the version the backend provides
    language: str
    package: str  # the framework's own package name on PyPI / npm
    port: int
    dependency_file: str  # requirements.txt | package.json
    orm_name: str  # sqlalchemy | sequelize
    orm_label: str


@dataclass(frozen=True)
class Task:
    framework: Framework
    variant: str
    level: str
    feature: str | None = None  # the feature group to complete (feature family); None: greenfield

    @property
    def family(self) -> str:
        return "greenfield" if self.feature is None else "feature"

    @property
    def constraints(self) -> tuple[str, ...]:
        return () if self.variant == "unconstrained" else tuple(self.variant.split("-"))

    @property
    def architecture(self) -> bool:
        return "clean_architecture" in self.constraints

    @property
    def database(self) -> str | None:
        return next((c for c in self.constraints if c in ("sqlite", "postgres")), None)

    @property
    def orm(self) -> bool:
        return "ORM" in self.constraints

    @property
    def id(self) -> str:
        if self.feature is not None:
            return f"{self.framework.name}-feature-{self.feature}"
        return f"{self.framework.name}-{self.variant.replace('ORM', self.framework.orm_name)}"

    def to_dict(self) -> dict:
        return {
            "id": self.id,
            "framework": self.framework.name,
            "runtime": self.framework.runtime,
            "variant": self.variant,
            "level": self.level,
            "constraints": list(self.constraints),
            "family": self.family,
            "feature": self.feature,
        }


@lru_cache(maxsize=1)
def _data() -> tuple[dict, dict]:
    frameworks = yaml.safe_load((TASKS_DIR / "frameworks.yaml").read_text())
    constraints = yaml.safe_load((TASKS_DIR / "constraints.yaml").read_text())
    return frameworks, constraints


@lru_cache(maxsize=1)
def frameworks() -> dict[str, Framework]:
    data, _ = _data()
    result = {}
    for name, entry in data["frameworks"].items():
        runtime = data["runtimes"][entry["runtime"]]
        result[name] = Framework(
            name=name,
            label=entry["label"],
            runtime=entry["runtime"],
            runtime_label=runtime["label"],
            language=runtime["language"],
            package=entry["package"],
            port=runtime["port"],
            dependency_file=runtime["dependency_file"],
            orm_name=runtime["orm"],
            orm_label=runtime["orm_label"],
        )
    return result


@lru_cache(maxsize=1)
def variants() -> dict[str, str]:
    """variant name -> level, in catalog order."""
    _, data = _data()
    return {variant: level for level in LEVELS for variant in data["variants"][level]}


@lru_cache(maxsize=1)
def all_tasks() -> tuple[Task, ...]:
    return tuple(
        Task(framework=fw, variant=variant, level=level)
        for fw in frameworks().values()
        for variant, level in variants().items()
    )


@lru_cache(maxsize=1)
def feature_tasks() -> tuple[Task, ...]:
    """The feature family: every framework × every feature group, on the base variant."""
    variant = base_variant()
    level = variants()[variant]
    return tuple(
        Task(framework=fw, variant=variant, level=level, feature=name)
        for fw in frameworks().values()
        for name in features()
    )


def family_tasks(family: str | None) -> tuple[Task, ...]:
    """The tasks of one family (None: both, greenfield first)."""
    if family is None:
        return all_tasks() + feature_tasks()
    if family not in FAMILIES:
        raise UnknownName("family", family, list(FAMILIES))
    return all_tasks() if family == "greenfield" else feature_tasks()


def get_framework(name: str) -> Framework:
    try:
        return frameworks()[name]
    except KeyError:
        raise UnknownName("framework", name, list(frameworks())) from None


def get_task(task_id: str) -> Task:
    """A task of either family by its id."""
    for task in family_tasks(None):
        if task.id == task_id:
            return task
    raise UnknownName("task", task_id, [t.id for t in family_tasks(None)])


def select_tasks(
    frameworks_: list[str] | None = None,
    levels: list[str] | None = None,
    variant_names: list[str] | None = None,
    task_ids: list[str] | None = None,
    family: str | None = "greenfield",
    feature_names: list[str] | None = None,
) -> list[Task]:
    """Tasks of `family` (None: both) matching every given filter (each filter: any of its values).
    Unknown names raise."""
    pool = family_tasks(family)
    if feature_names:
        for name in feature_names:
            get_feature(name)
    for name in frameworks_ or []:
        get_framework(name)
    for level in levels or []:
        if level not in LEVELS:
            raise UnknownName("level", level, list(LEVELS))
    for variant in variant_names or []:
        if variant not in variants():
            raise UnknownName("variant", variant, list(variants()))
    wanted_ids = {get_task(task_id).id for task_id in task_ids or []}
    return [
        task
        for task in pool
        if (not frameworks_ or task.framework.name in frameworks_)
        and (not levels or task.level in levels)
        and (not variant_names or task.variant in variant_names)
        and (not wanted_ids or task.id in wanted_ids)
        and (not feature_names or task.feature in feature_names)
    ]
