import json
from collections import Counter

import pytest
from typer.testing import CliRunner

from harness.catalog.tasks import UnknownName, all_tasks, get_task, select_tasks
from harness.cli import app

runner = CliRunner()


def test_eighty_tasks_with_unique_ids_and_the_study_levels():
    tasks = all_tasks()
    assert len(tasks) == 80
    assert len({t.id for t in tasks}) == 80
    assert Counter(t.level for t in tasks) == {"L0": 8, "L1": 24, "L2": 32, "L3": 16}
    assert Counter(t.framework.name for t in tasks) == {
        name: 10 for name in ("flask", "fastapi", "django", "aiohttp", "express", "fastify", "hono", "koa")
    }


def test_task_ids_follow_the_study_names():
    task = get_task("fastapi-clean_architecture-postgres-sqlalchemy")
    assert (task.level, task.architecture, task.database, task.orm) == ("L3", True, "postgres", True)
    assert get_task("express-sqlite-sequelize").framework.runtime == "node"
    assert get_task("koa-unconstrained").constraints == ()


def test_orm_never_appears_without_a_database():
    for task in all_tasks():
        if task.orm:
            assert task.database is not None, task.id
        assert len(task.constraints) == int(task.level[1]), task.id


def test_runtime_facts():
    for task in all_tasks():
        fw = task.framework
        if fw.runtime == "python":
            assert (fw.port, fw.dependency_file, fw.orm_name) == (8080, "requirements.txt", "sqlalchemy")
        else:
            assert (fw.port, fw.dependency_file, fw.orm_name) == (3000, "package.json", "sequelize")


def test_selection_filters_and_unknown_names():
    assert len(select_tasks(["flask"], ["L2"])) == 4
    with pytest.raises(UnknownName, match="valid: flask, fastapi"):
        select_tasks(["rails"])
    with pytest.raises(UnknownName, match="L0, L1, L2, L3"):
        select_tasks(levels=["L9"])


def test_cli_lists_tasks_as_json():
    result = runner.invoke(app, ["tasks", "--json"])
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert len(data) == 80 and {"id", "framework", "variant", "level", "constraints"} <= set(data[0])
    result = runner.invoke(app, ["tasks", "--framework", "hono", "--level", "L3", "--json"])
    assert [t["id"] for t in json.loads(result.stdout)] == [
        "hono-clean_architecture-sqlite-sequelize",
        "hono-clean_architecture-postgres-sequelize",
    ]


@pytest.mark.parametrize(
    "args, needle, hint",
    [
        (["tasks", "--framework", "rails"], "unknown framework 'rails'", "valid: flask, fastapi"),
        (["tasks", "--level", "L7"], "unknown level 'L7'", "valid: L0, L1, L2, L3"),
        # 112 task ids would bury the message: the closest ones, and where to see them all.
        (["tasks", "show", "fastapi-mongodb"], "unknown task 'fastapi-mongodb'",
         "closest: fastapi-postgres"),
    ],
)
def test_cli_bad_names_exit_2_with_the_valid_values(args, needle, hint):
    result = runner.invoke(app, args)
    assert result.exit_code == 2
    assert needle in result.stderr and hint in result.stderr


def test_an_unknown_name_among_many_names_the_closest_and_the_count():
    with pytest.raises(UnknownName) as caught:
        get_task("flask-clean_architecture-sqlite-ORM")
    message = str(caught.value)
    assert "closest: flask-clean_architecture-sqlite" in message
    assert f"{len(caught.value.valid)} tasks in all" in message and len(caught.value.valid) > 12
