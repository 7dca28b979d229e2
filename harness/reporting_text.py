"""Terminal rendering of results (rich)."""

from __future__ import annotations

import sys

from rich.console import Console
from rich.table import Table


def make_console() -> Console:
    """A console wide enough for the tables when output goes to a file or a pipe."""
    return Console() if sys.stdout.isatty() else Console(width=200)

from harness.suite import SuiteResult


def print_suite_result(result: SuiteResult, console: Console | None = None) -> None:
    console = console or make_console()
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


def print_run_line(result, index: int, total: int, console: Console) -> None:
    colour = "green" if result.success else ("yellow" if result.status == "ok" else "red")
    extra = f" — {result.error}" if result.error else ""
    console.print(
        f"[{index}/{total}] {result.task} #{result.sample}: [{colour}]{result.status}[/] "
        f"{result.passed}/{result.total} (A% {result.a_raw:.1f}) in {sum(result.durations_s.get(k, 0) for k in ('build', 'eval')):.1f}s{extra}"
    )


def print_summary(results, console: Console) -> None:
    from harness.batch import summarise

    rows = summarise(results)
    several = len({row.configuration for row in rows}) > 1
    table = Table(*(["configuration"] if several else []), "task", "level", "n", "A% raw", "A% strict", "pass@1", "status", "tokens in/out", "cost $",
                  title="summary")  # fmt: skip
    for row in rows:
        statuses = ", ".join(f"{k}×{v}" for k, v in sorted(row.statuses.items()))
        cost = "?" if row.cost_usd is None else f"{row.cost_usd:.4f}"
        table.add_row(*([row.configuration] if several else []), row.task, row.level, str(row.samples), f"{row.a_raw:.1f}", f"{row.a_strict:.1f}",
                      f"{row.pass_at_1:.2f}", statuses, f"{row.input_tokens}/{row.output_tokens}", cost)  # fmt: skip
    console.print(table)
