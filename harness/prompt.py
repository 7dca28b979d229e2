"""Rendering a task's prompt from tasks/prompt/task.md.j2."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from functools import lru_cache

import jinja2

from harness.catalog import Task
from harness.paths import SPECS_DIR, TASKS_DIR

SPEC_FILE = SPECS_DIR / "conduit.openapi.yaml"
PROMPT_VERSION = "1"  # bump when the template's meaning changes: it is part of a run's key


@dataclass(frozen=True)
class PostgresSettings:
    """What the agent is told about its database; the backend that runs the task provides it."""

    host: str = "postgres"
    port: int = 5432
    user: str = "user"
    password: str = "password"
    database: str = "conduit"
    version: str = "16"


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


def render_prompt(task: Task, postgres: PostgresSettings | None = None, docs: str | None = None) -> str:
    """docs: the `docs` condition's reference documentation block (harness.apidocs), placed after the requirements."""
    # The feature family completes an existing repository: its own template, naming the missing feature.
    feature, extra = None, {}
    if task.feature is not None:
        from harness.features import get_feature, included_features

        feature = get_feature(task.feature)
        extra["included"] = [other.label for other in included_features(feature)]
    return _template("task.md.j2" if feature is None else "feature.md.j2").render(
        task=task,
        feature=feature,
        framework=task.framework,
        spec=SPEC_FILE.read_text().rstrip(),
        postgres=asdict(postgres or PostgresSettings()),
        setup=_SETUP[task.framework.dependency_file],
        docs=docs.strip() if docs else None,
        **extra,
    )
