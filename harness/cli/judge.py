"""harness judge: failure analysis of failed runs with an LLM judge, and its validation against labels."""

from __future__ import annotations

from typing import Annotated

import typer

from harness.cli.common import app


@app.command()
def judge(
    run_dirs: Annotated[list[str] | None, typer.Argument(help="Run directories (runs/<run-id>).")] = None,
    model: Annotated[str, typer.Option(help="The judge model, a litellm id (openai/NAME with --api-base).")] = "",
    api_base: Annotated[str | None, typer.Option(help="An OpenAI-compatible server's base URL.")] = None,
    validate: Annotated[str | None, typer.Option(help="A label file: judge the labelled runs, print agreement.")] = None,
    turns: Annotated[int, typer.Option(help="Last trajectory turns shown to the judge.")] = 8,
    head: Annotated[int, typer.Option(help="Characters kept at the start of each turn.")] = 1500,
    tail: Annotated[int, typer.Option(help="Characters kept at the end of each turn.")] = 1500,
    log_lines: Annotated[int, typer.Option(help="Last lines of the server log shown to the judge.")] = 60,
    cache_dir: Annotated[str | None, typer.Option(help="Keep judgements here instead of in each run directory.")] = None,
    no_cache: Annotated[bool, typer.Option("--no-cache", help="Judge again even when a judgement is cached.")] = False,
    as_json: Annotated[bool, typer.Option("--json", help="Print the judgements (or the agreement) as JSON.")] = False,
) -> None:
    """Explain why runs failed with an LLM judge (temperature 0, cached per run, judge model and prompt)."""
    from harness.judge.cli import judge_command

    raise typer.Exit(judge_command(run_dirs or [], model, api_base, validate=validate, turns=turns, head=head,
                                   tail=tail, log_lines=log_lines, cache_dir=cache_dir, use_cache=not no_cache,
                                   as_json=as_json))  # fmt: skip
