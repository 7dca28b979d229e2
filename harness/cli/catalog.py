"""harness tasks, harness tasks show, harness suite."""

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


@app.command()
def suite(
    base_url: Annotated[str, typer.Argument(help="The API's base URL, e.g. http://127.0.0.1:8080/api")],
    profile: Annotated[str, typer.Option(help="Suite profile (a file under suites/).")] = "paper",
    timeout: Annotated[float, typer.Option(min=0.1, help="Seconds for one request, all of it.")] = 10.0,
    deadline: Annotated[float, typer.Option(min=1.0, help="Seconds for the whole suite; later requests are not run.")] = 600.0,
    unreachable_after: Annotated[int, typer.Option(
        min=0, help="Requests refused or timed out in a row after which the rest are not run (0: never).")] = 3,
    as_json: Annotated[bool, typer.Option("--json", help="Print the full result as JSON.")] = False,
    workspace: Annotated[Optional[str], typer.Option(
        help="security profile: the server's directory, whose SQLite files the at-rest probe reads.")] = None,
    postgres: Annotated[Optional[str], typer.Option(
        help="security profile: the server's Postgres (a libpq URL), read by the at-rest probe.")] = None,
    details: Annotated[bool, typer.Option(help="security profile: every finding of every probe.")] = False,
) -> None:
    """Run the behavioural suite (or the security probes) against a running server; exit 0 only when
    every check (every probe) passed."""
    # httpcore imports trio, when installed, for async code this command never runs (~100 ms of start-up).
    sys.modules.setdefault("trio", None)  # type: ignore[arg-type]
    from harness.report.run_lines import make_console, print_suite_result, suite_progress
    from harness.suite import load_suite, run_suite
    from harness.suite.model import ProbeProfileError

    if not base_url.startswith(("http://", "https://")):
        fail(f"base URL must start with http:// or https://, got {base_url!r}")
    # The functional profile is read once; harness.security is imported only for the probe profile.
    definition, error = None, None
    try:
        definition = load_suite(profile)
    except ProbeProfileError:
        _security(base_url, profile, timeout, deadline, as_json, workspace, postgres, details)
    except (FileNotFoundError, ValueError) as exc:
        error = str(exc)
    if workspace or postgres:
        fail("--workspace and --postgres are for the security profile (--profile security)")
    if definition is None:
        fail(error or f"no suite {profile!r}")
    console = make_console()
    # Progress only for a person at a terminal: never in --json output or a pipe.
    with suite_progress(definition, console, enabled=console.is_terminal and not as_json) as on_request:
        result = run_suite(definition, base_url, timeout_s=timeout, deadline_s=deadline,
                           unreachable_after=unreachable_after or None, on_request=on_request)  # fmt: skip
    if as_json:
        typer.echo(result.model_dump_json(indent=2))
    else:
        print_suite_result(result, console)
    raise typer.Exit(0 if result.passed == result.total else 1)


def _security(base_url: str, profile: str, timeout: float, deadline: float, as_json: bool, workspace: str | None,
              postgres: str | None, details: bool) -> None:  # fmt: skip
    """`harness suite URL --profile security`: the probes alone; without --workspace/--postgres the at-rest
    probe is skipped (never passed), so the exit code is 1."""
    from pathlib import Path

    from harness.report.run_lines import make_console
    from harness.security import load_profile, run_security
    from harness.security.terminal import print_security_result

    if workspace and not Path(workspace).is_dir():
        fail(f"--workspace is not a directory: {workspace}")
    database = {"postgres": {"conninfo": postgres} if postgres else None, "workspace": workspace}
    result = run_security(base_url, profile=profile, timeout_s=timeout,
                          deadline_s=min(deadline, load_profile(profile).bounds.deadline_s),
                          database=database if (workspace or postgres) else None)  # fmt: skip
    if as_json:
        typer.echo(result.model_dump_json(indent=2))
    else:
        print_security_result(result, make_console(), details)
    raise typer.Exit(0 if result.passed == result.total else 1)
