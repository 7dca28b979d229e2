"""Rendering a task's prompt from tasks/prompt/task.md.j2."""

from __future__ import annotations

import platform
import re
import subprocess
from dataclasses import asdict, dataclass, replace
from functools import lru_cache

import jinja2

from harness.catalog.tasks import Task
from harness.paths import SPECS_DIR, TASKS_DIR

SPEC_FILE = SPECS_DIR / "conduit.openapi.yaml"
PROMPT_VERSION = "2"  # 2: runtime versions from the backend, connection variables named


@dataclass(frozen=True)
class PostgresSettings:
    """What the agent is told about its database; the backend that runs the task provides it, and
    the same address answers in the build and the eval phase."""

    host: str = "postgres"
    port: int = 5432
    user: str = "user"
    password: str = "password"
    database: str = "conduit"
    version: str = ""  # the server's version; empty: this machine's PostgreSQL


@dataclass(frozen=True)
class RuntimeVersions:
    """The interpreter versions a phase really provides (the prompt states them); empty: this machine's."""

    python: str = ""
    node: str = ""


def major(version: str, parts: int = 1) -> str:
    """'v20.20.2' -> '20'; ('3.11.7', 2) -> '3.11': what the prompt states, stable across patch releases."""
    numbers = re.findall(r"\d+", version)
    return ".".join(numbers[:parts]) if numbers else version


@lru_cache(maxsize=1)
def machine_versions() -> tuple[RuntimeVersions, str]:
    """This machine's Python (the interpreter solutions' environments are made from), Node and
    PostgreSQL server: what the local backend provides, and what `harness tasks show` states."""
    from harness.backends.local.postgres import PostgresUnavailable, server_version
    from harness.backends.depcache import node_version

    try:
        postgres = server_version()
    except (PostgresUnavailable, OSError, subprocess.CalledProcessError):
        postgres = "unknown"
    return RuntimeVersions(python=platform.python_version(), node=node_version()), postgres


_SETUP = {
    "requirements.txt": ["pip install -r requirements.txt", "chmod +x run.sh"],
    "package.json": ["npm install", "chmod +x run.sh"],
}


@lru_cache(maxsize=None)
def _template(name: str = "task.md.j2") -> jinja2.Template:
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(TASKS_DIR / "prompt"),
        undefined=jinja2.StrictUndefined,
        keep_trailing_newline=True,
        autoescape=False,
    )
    return env.get_template(name)


def render_prompt(task: Task, postgres: PostgresSettings | None = None, docs: str | None = None,
                  runtimes: RuntimeVersions | None = None) -> str:  # fmt: skip
    """docs: the `docs` condition's reference documentation block (harness.apidocs), placed after the
    requirements. postgres/runtimes: what the phase provides (default: this machine's versions)."""
    postgres = postgres or PostgresSettings()
    if runtimes is None or not postgres.version:  # no backend said: this machine's versions
        local_runtimes, local_postgres = machine_versions()
        runtimes = runtimes or local_runtimes
        postgres = postgres if postgres.version else replace(postgres, version=local_postgres)
    runtime_version = major(runtimes.python, 2) if task.framework.runtime == "python" else major(runtimes.node)
    # The feature family completes an existing repository: its own template, naming the missing feature.
    feature, extra = None, {}
    if task.feature is not None:
        from harness.catalog.features import get_feature, included_features

        feature = get_feature(task.feature)
        extra["included"] = [other.label for other in included_features(feature)]
    return _template("task.md.j2" if feature is None else "feature.md.j2").render(
        task=task,
        feature=feature,
        framework=task.framework,
        spec=SPEC_FILE.read_text().rstrip(),
        runtime_label=f"{task.framework.runtime_label} {runtime_version}",
        postgres={**asdict(postgres), "version": major(postgres.version)},
        setup=_SETUP[task.framework.dependency_file],
        docs=docs.strip() if docs else None,
        **extra,
    )
