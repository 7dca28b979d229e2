import re

import pytest

from harness.catalog.tasks import all_tasks, get_task
from harness.catalog.prompt import PostgresSettings, RuntimeVersions, machine_versions, render_prompt
from harness.paths import SPECS_DIR

BLOCKS = {"architecture": "## Architecture", "database": "## Database", "orm": "## ORM"}


@pytest.mark.parametrize("task", all_tasks(), ids=lambda t: t.id)
def test_blocks_present_exactly_when_their_constraint_is_active(task):
    prompt = render_prompt(task)
    assert ("## Architecture" in prompt) == task.architecture
    assert ("## Database" in prompt) == (task.database is not None)
    assert ("## ORM" in prompt) == task.orm
    assert (f"MUST use {task.framework.orm_label} as the ORM" in prompt) == task.orm
    assert ("MUST use SQLite" in prompt) == (task.database == "sqlite")
    assert ("MUST use PostgreSQL" in prompt) == (task.database == "postgres")
    assert ("MUST follow the clean architecture" in prompt) == task.architecture
    # Always: the framework, the runtime, the mandatory files, the server configuration, the evaluation.
    assert f"MUST use the {task.framework.label} framework" in prompt
    assert task.framework.runtime_label in prompt
    assert f"`{task.framework.dependency_file}`" in prompt and "`run.sh`" in prompt
    assert f"Listen on port {task.framework.port}" in prompt
    assert "/api/health-check" in prompt and "`/api`" in prompt
    assert f"http://localhost:{task.framework.port}/api" in prompt


def test_blocks_come_in_the_study_order():
    prompt = render_prompt(get_task("fastapi-clean_architecture-postgres-sqlalchemy"))
    headings = ["## The API to implement", "## Your job", "## Requirements", "## Architecture", "## Database",
                "## ORM", "## Mandatory files", "## Server configuration", "## How your solution will be evaluated"]  # fmt: skip
    positions = [prompt.index(h) for h in headings]
    assert positions == sorted(positions)


def test_the_full_spec_is_embedded():
    prompt = render_prompt(get_task("flask-unconstrained"))
    assert (SPECS_DIR / "conduit.openapi.yaml").read_text().strip() in prompt


def test_postgres_details_come_from_the_backend():
    task = get_task("koa-postgres")
    prompt = render_prompt(task, PostgresSettings(host="127.0.0.1", port=54321, version="15.18"))
    assert re.search(r"\|\s*host\s*\|\s*127\.0\.0\.1\s*\|", prompt)
    assert re.search(r"\|\s*port\s*\|\s*54321\s*\|", prompt)
    assert "PostgreSQL 15." in prompt and "15.18" not in prompt  # the major version: stable across backends
    assert "`DATABASE_URL`" in prompt and "postgresql://user:password@127.0.0.1:54321/conduit" in prompt
    default = render_prompt(task)
    assert re.search(r"\|\s*host\s*\|\s*postgres\s*\|", default) and "5432" in default
    for value in ("| user     | user |", "| password | password |", "| database | conduit |"):
        assert value in default


def test_node_and_python_setup_steps():
    assert "`npm install`" in render_prompt(get_task("hono-unconstrained"))
    assert "`pip install -r requirements.txt`" in render_prompt(get_task("django-unconstrained"))


def test_runtime_versions_are_the_ones_the_backend_provides():
    python_task, node_task = get_task("flask-unconstrained"), get_task("hono-unconstrained")
    given = RuntimeVersions(python="3.11.2", node="v20.20.2")
    assert "server in Python 3.11 that" in render_prompt(python_task, PostgresSettings(version="15.20"), runtimes=given)
    assert "server in Node.js 20 that" in render_prompt(node_task, PostgresSettings(version="15.20"), runtimes=given)
    # Without a backend: this machine's interpreters and PostgreSQL server, never a made-up version.
    local, postgres = machine_versions()
    python_version = ".".join(local.python.split(".")[:2])
    assert f"server in Python {python_version} that" in render_prompt(python_task)
    assert f"PostgreSQL {postgres.split('.')[0]}." in render_prompt(get_task("flask-postgres"))
