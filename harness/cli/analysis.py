"""harness verify, harness report, harness score: reading solutions and results."""

from __future__ import annotations

from typing import Annotated, Optional

import typer

from harness.cli.common import app


@app.command()
def verify(
    path: Annotated[str, typer.Argument(help="A solution directory or a patch file.")],
    task: Annotated[str, typer.Option("--task", "-t", help="The task whose constraints apply.")],
    mode: Annotated[str, typer.Option(help="paper (the study's checks) | strong (import graph, evidence).")] = "strong",
    as_json: Annotated[bool, typer.Option("--json", help="One JSON object per verifier.")] = False,
    explain: Annotated[
        bool, typer.Option("--explain", help="Print the evidence chain behind each verdict (with --json: as JSON).")
    ] = False,
) -> None:
    """Run the static verifiers on a solution: exit 0 if all applicable ones pass, 1 if one fails."""
    from harness.verify.cli import verify_command

    raise typer.Exit(verify_command(path, task, mode, as_json, explain))


@app.command()
def report(
    run_dirs: Annotated[list[str], typer.Argument(help="One or more run directories (runs/<run-id>).")],
    out: Annotated[Optional[str], typer.Option(help="Where to write CSV, JSON, PNGs and HTML.")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print the scores as JSON.")] = False,
    k: Annotated[Optional[int], typer.Option(help="The k of pass@k (default: the sample count).")] = None,
) -> None:
    """Scores, failure taxonomy, plots and an HTML report from any set of runs."""
    from harness.report.cli import report_command

    raise typer.Exit(report_command(run_dirs, out, as_json, k))


score_app = typer.Typer(help="Secondary metrics.", add_completion=False, rich_markup_mode=None)
app.add_typer(score_app, name="score")


@score_app.command("codebleu")
def score_codebleu(
    candidate: Annotated[str, typer.Argument(help="The candidate solution directory.")],
    reference: Annotated[str, typer.Argument(help="The reference solution directory.")],
    language: Annotated[Optional[str], typer.Option(help="python | javascript (default: guessed).")] = None,
    as_json: Annotated[bool, typer.Option("--json")] = False,
) -> None:
    """Web-CodeBLEU between two solution directories, with its five components."""
    from harness.report.cli import codebleu_command

    raise typer.Exit(codebleu_command(candidate, reference, language, as_json))


