"""Quality of the suites themselves: the mutation score of every profile, and OpenAPI conformance."""

from __future__ import annotations

from typing import Annotated

import typer

from harness.cli.common import app, fail


@app.command()
def mutants(
    framework: Annotated[str, typer.Option(help="Reference solution whose seeded bugs are run.")] = "fastapi",
    profile: Annotated[list[str] | None, typer.Option(help="Profiles to compare (repeatable).")] = None,
    only: Annotated[list[str] | None, typer.Option(help="Only mutants whose name contains this (repeatable).")] = None,
    workers: Annotated[int, typer.Option(help="Mutants served at once (each on its own port).")] = 4,
    markdown: Annotated[bool, typer.Option(help="Print the table as Markdown (as in the README).")] = False,
) -> None:
    """Run every profile against every seeded bug of a reference; print who kills what, and the kill rates."""
    from harness.suite.mutants import load_mutants, run_mutants
    from harness.suite import load_suite

    profiles = profile or ["paper", "strict"]
    try:
        for name in profiles:
            load_suite(name)
        load_mutants(framework)
    except FileNotFoundError as exc:
        fail(str(exc))

    def show(outcome) -> None:
        marks = "  ".join(f"{p}:{'killed' if outcome.killed[p] else 'SURVIVED'}" for p in profiles)
        typer.echo(f"{outcome.name:<40} {marks}" + (f"  ({outcome.error})" if outcome.error else ""))

    report = run_mutants(framework, profiles, only=only, workers=workers, on_outcome=None if markdown else show)
    if not report.baseline_clean:
        failing = {p: ids for p, ids in report.baseline.failed_checks.items() if ids}
        fail(f"the unmutated {framework} reference does not pass every profile: {report.baseline.error or failing}", 1)
    if markdown:
        typer.echo(report.markdown())
    typer.echo(f"{len(report.outcomes)} mutants of {framework}: " +
               ", ".join(f"{p} kills {report.kill_rate(p):.1f}%" for p in profiles))  # fmt: skip


@app.command()
def conform(
    base_url: Annotated[str, typer.Argument(help="The API's base URL, e.g. http://127.0.0.1:8080/api")],
    max_examples: Annotated[int, typer.Option(help="Generated examples per operation.")] = 10,
    seed: Annotated[int, typer.Option(help="Seed of the generated input.")] = 0,
    stateful: Annotated[bool, typer.Option(help="Also run the stateful tests along the spec's links.")] = True,
) -> None:
    """Schemathesis's generated tests against a running server; failures printed by operation."""
    from harness.suite.conformance import run_conformance

    if not base_url.startswith(("http://", "https://")):
        fail(f"base URL must start with http:// or https://, got {base_url!r}")
    report = run_conformance(base_url, max_examples=max_examples, seed=seed, stateful=stateful)
    for line in report.lines():
        typer.echo(line)
    raise typer.Exit(0 if report.ok else 1)
