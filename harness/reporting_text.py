"""Terminal rendering of results (rich)."""

from __future__ import annotations

from rich.console import Console
from rich.table import Table

from harness.suite import SuiteResult


def print_suite_result(result: SuiteResult, console: Console | None = None) -> None:
    console = console or Console()
    failed = result.failed_checks
    if failed:
        table = Table("#", "request", "check", "expected", "actual", title=f"{len(failed)} failed checks")
        for check in failed:
            table.add_row(
                str(check.request_index), check.request_name, check.description, repr(check.expected), repr(check.actual)
            )
        console.print(table)
        errors = [r for r in result.requests if r.error]
        for record in errors:
            console.print(f"[yellow]request {record.index} {record.name}: {record.error}[/] (status {record.status_code})")
    colour = "green" if result.passed == result.total else "red"
    console.print(
        f"[bold {colour}]{result.passed}/{result.total}[/] checks passed "
        f"({result.score:.1f}%) — profile {result.profile}, {result.base_url}, {result.duration_s:.1f}s"
    )
