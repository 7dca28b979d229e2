"""harness tasks, harness tasks show."""

from __future__ import annotations

import json
import sys
from typing import Annotated, Optional

import typer

from harness.cli.common import app, fail

FamilyOption = Annotated[Optional[str], typer.Option(
    "--family", help="Task family: greenfield (default; with --task: either) | feature (complete a repository).")]
FeatureOption = Annotated[Optional[list[str]], typer.Option(
    "--feature", help="Feature family: the feature group (comments, profiles, favorites, articles), repeatable.")]


def family_filter(family: str | None, features: list[str] | None, task_ids: list[str] | None = None) -> str | None:
    """The family select_tasks searches: as given; else feature when --feature is given, either family
    when task ids are, greenfield otherwise."""
    if family is not None:
        return family
    if features:
        return "feature"
    return None if task_ids else "greenfield"


tasks_app = typer.Typer(help="List the task catalog, or show one task's prompt.", add_completion=False,
                        rich_markup_mode=None)
app.add_typer(tasks_app, name="tasks")


@tasks_app.callback(invoke_without_command=True)
def tasks_list(
    ctx: typer.Context,
    framework: Annotated[Optional[list[str]], typer.Option("--framework", "-f", help="Repeatable.")] = None,
    level: Annotated[Optional[list[str]], typer.Option("--level", "-l", help="L0..L3, repeatable.")] = None,
    family: FamilyOption = None,
    feature: FeatureOption = None,
    as_json: Annotated[bool, typer.Option("--json", help="One JSON list of tasks.")] = False,
) -> None:
    """List tasks: greenfield (80: 8 frameworks × 10 constraint variants) or --family feature (32: 8
    frameworks × 4 feature groups)."""
    if ctx.invoked_subcommand:
        return
    from harness.catalog.tasks import UnknownName, select_tasks

    try:
        tasks = select_tasks(framework, level, family=family_filter(family, feature), feature_names=feature)
    except UnknownName as exc:
        fail(str(exc))
    if as_json:
        typer.echo(json.dumps([t.to_dict() for t in tasks], indent=2))
        return
    from rich.table import Table

    from harness.report.run_lines import make_console

    table = Table("id", "family", "framework", "level", "variant", "feature", title=f"{len(tasks)} tasks")
    for task in tasks:
        table.add_row(task.id, task.family, task.framework.name, task.level, task.variant, task.feature or "")
    make_console().print(table)


@tasks_app.command("show")
def tasks_show(task_id: Annotated[str, typer.Argument(help="A task id, e.g. fastapi-sqlite or flask-feature-comments.")]) -> None:
    """Print a task's full rendered prompt."""
    from harness.catalog.tasks import UnknownName, get_task
    from harness.catalog.prompt import render_prompt

    try:
        task = get_task(task_id)
    except UnknownName as exc:
        fail(str(exc))
    sys.stdout.write(render_prompt(task))
