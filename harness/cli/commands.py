"""The typer application: every command module registers its commands on `app` when imported, in
the order of harness.cli.COMMANDS (the table `harness --help` is printed from)."""

from harness.cli import suite, catalog, docs, runs, matrix, analysis, judge, quality, system  # noqa: F401, I001 (registers the commands, in help order)
from harness.cli.common import app

__all__ = ["app"]
