"""The `harness` command line. `harness --help` is printed from COMMANDS alone, without importing
typer or any command module (those imports are what made help slow); any other call builds the
typer app (harness.cli.commands), except `harness suite`, served by an app of that command alone
(harness.cli.suite). tests/test_cli.py keeps COMMANDS equal to what the app registers."""

from __future__ import annotations

import os
import sys

HELP = "Evaluate LLM coding agents that build the RealWorld Conduit API under constraints."
# (command, what it does): the app's commands, in its help order (the first paragraph of their help).
COMMANDS = (
    ("suite", "Run the behavioural suite (or the security probes) against a running server; exit 0 only when "
              "every check (every probe) passed."),
    ("docs", "Print the reference documentation the `docs` condition puts in a task's prompt."),
    ("run", "Run tasks end to end (build phase, patch, eval phase) and print a summary table."),
    ("eval", "Grade a patch made outside the harness: eval phase only."),
    ("regrade", "Grade finished runs again under the current suite checks and verifier rules, from their stored "
                "artifacts (suite.json, patch.diff, logs), without calling any model."),
    ("agents", "The agents and the options each one takes (`harness run --agent A --OPTION VALUE`, or "
               "`--config agent=A,option=value` in a matrix)."),
    ("matrix", "Run a matrix of tasks × samples × configurations: parallel, resumable, with spending limits."),
    ("verify", "Run the static verifiers on a solution: exit 0 if all applicable ones pass, 1 if one fails."),
    ("report", "Scores, failure taxonomy, plots and an HTML report from any set of runs."),
    ("judge", "Explain why runs failed with an LLM judge (temperature 0, cached per run, judge model and prompt)."),
    ("mutants", "Run every profile against every seeded bug of a reference; print who kills what, and the kill rates."),
    ("conform", "Schemathesis's generated tests against a running server; failures printed by operation."),
    ("doctor", "What works on this machine, in a few lines. Exits 1 only when no backend can run at all."),
    ("clean", "Remove what dead runs left (every backend's leftovers; --all: also of runs still going)."),
    ("tasks", "List the task catalog, or show one task's prompt."),
    ("score", "Secondary metrics."),
    ("images", "Build and list the Docker images of the docker backend."),
)  # fmt: skip


def _program() -> str:
    return "harness" if os.path.basename(sys.argv[0]) == "harness" else "python -m harness"


def top_help(program: str = "harness", width: int = 100) -> str:
    """The same text for `harness` and `harness --help`: usage, what it is, the commands."""
    import textwrap

    name_width = max(len(name) for name, _ in COMMANDS) + 2
    lines = [f"Usage: {program} [OPTIONS] COMMAND [ARGS]...", "", f"  {HELP}", "", "Options:",
             "  --help  Show this message and exit.", "", "Commands:"]  # fmt: skip
    for name, text in COMMANDS:
        wrapped = textwrap.wrap(text, width - name_width - 2) or [""]
        lines.append(f"  {name:<{name_width}}{wrapped[0]}")
        lines += [" " * (name_width + 2) + rest for rest in wrapped[1:]]
    lines += ["", f"`{program} COMMAND --help` says more about a command."]
    return "\n".join(lines) + "\n"


def main() -> None:
    args = sys.argv[1:]
    if args in ([], ["--help"]):
        sys.stdout.write(top_help(_program()))
        raise SystemExit(0 if args else 2)  # no command at all is a usage error, as click has it
    if args[0] == "suite":  # its start-up is part of what it measures: an app of this command alone
        from harness.cli.suite import no_pydantic_plugin_scan, suite_app

        with no_pydantic_plugin_scan():
            suite_app()()
        return
    from harness.cli.commands import app

    app()


def __getattr__(name: str):
    if name == "app":  # the typer app, built on first use
        from harness.cli.commands import app

        return app
    raise AttributeError(name)


__all__ = ["COMMANDS", "HELP", "app", "main", "top_help"]
