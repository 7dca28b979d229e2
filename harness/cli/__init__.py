"""The `harness` command line. Heavy modules are imported inside the commands that need them, so
`harness --help` and `harness tasks` stay instant."""

from harness.cli import catalog, docs, runs, matrix, analysis, judge, quality, system  # noqa: F401, I001 (registers the commands, in help order)
from harness.cli.common import app


def main() -> None:
    app()


__all__ = ["app", "main"]
