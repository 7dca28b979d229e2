"""harness docs: the reference documentation block of the `docs` condition; --condition for run and matrix."""

from __future__ import annotations

from typing import Annotated, Optional

import typer

from harness.cli.common import app, fail

ConditionOption = Annotated[Optional[list[str]], typer.Option(
    "--condition", help="baseline | docs, repeatable (both: the paired design, every task × sample under each).")]  # fmt: skip


def conditions_of(values: list[str] | None) -> tuple[str, ...]:
    """The chosen conditions, in catalog order, without duplicates; an unknown one is bad input."""
    from harness.run.pipeline import CONDITIONS

    chosen = values or ["baseline"]
    for value in chosen:
        if value not in CONDITIONS:
            fail(f"unknown condition {value!r}; valid: {', '.join(CONDITIONS)}")
    return tuple(c for c in CONDITIONS if c in chosen)


@app.command()
def docs(
    framework: Annotated[str, typer.Argument(help="A framework of the catalog (flask, hono, …).")],
    orm: Annotated[bool, typer.Option("--orm/--no-orm", help="Document the ORM package too (SQLAlchemy / Sequelize).")] = False,
    max_tokens: Annotated[int, typer.Option(min=100, help="Size cap, approximate tokens (characters / 4).")] = 6000,
    as_json: Annotated[bool, typer.Option("--json", help="The block and its facts as JSON.")] = False,
    prefetch: Annotated[bool, typer.Option(help="Only resolve, install and introspect (fills the cache); print a line.")] = False,
    offline: Annotated[bool, typer.Option(help="Never ask a registry: use what the cache holds.")] = False,
) -> None:
    """Print the reference documentation the `docs` condition puts in a task's prompt."""
    import json

    from harness.apidocs import DocsUnavailable, docs_block
    from harness.catalog.tasks import UnknownName, get_framework

    try:
        chosen = get_framework(framework)
    except UnknownName as exc:
        fail(str(exc))
    try:
        block = docs_block(chosen, orm=orm, max_tokens=max_tokens, offline=offline)
    except DocsUnavailable as exc:
        fail(str(exc), code=1)
    if prefetch:
        versions = ", ".join(f"{p} {v}" for p, v in block.packages.items())
        typer.echo(f"docs cached: {versions} ({block.entries_total} entries)")
    elif as_json:
        typer.echo(json.dumps(block.to_dict(), indent=2))
    else:
        typer.echo(block.text, nl=False)
