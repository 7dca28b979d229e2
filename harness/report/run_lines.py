"""What the terminal shows as work finishes (rich): a suite's progress and result, one line per
run, a batch's summary."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from rich.console import Console
from rich.table import Table


def make_console() -> Console:
    """A console wide enough for the tables when output goes to a file or a pipe."""
    return Console() if sys.stdout.isatty() else Console(width=200)

from harness.suite import Suite, SuiteResult


@contextmanager
def suite_progress(suite: Suite, console: Console, enabled: bool) -> Iterator[Callable | None]:
    """A live "requests done" bar for `harness suite` on a terminal; yields the on_request callback."""
    if not enabled:
        yield None
        return
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TextColumn("requests"),
               TimeElapsedColumn())  # fmt: skip
    with Progress(*columns, console=console, transient=True) as progress:
        bar = progress.add_task(f"suite {suite.name}", total=len(suite.requests))
        yield lambda record: progress.update(bar, advance=1, description=f"suite {suite.name}: {record.name}")


def print_suite_result(result: SuiteResult, console: Console | None = None) -> None:
    console = console or make_console()
    failed = [c for c in result.checks if c.verdict == "failed"]
    if failed:
        table = Table("#", "request", "check", "expected", "actual", title=f"{len(failed)} failed checks")
        for check in failed:
            table.add_row(
                str(check.request_index), check.request_name, check.description, repr(check.expected), repr(check.actual)
            )
        console.print(table)
        errors = [r for r in result.requests if r.error and r.sent]
        for record in errors:
            console.print(f"[yellow]request {record.index} {record.name}: {record.error}[/] (status {record.status_code})")
    for note in result.notes:
        console.print(f"[yellow]{note}[/]")
    colour = "green" if result.passed == result.total else "red"
    unsettled = ", ".join(f"{n} {label}" for n, label in ((result.skipped, "skipped"), (result.not_run, "not run")) if n)
    console.print(
        f"[bold {colour}]{result.passed}/{result.total}[/] checks passed ({result.score:.1f}%"
        + (f"; {unsettled}, counted as failed" if unsettled else "")
        + f") — profile {result.profile} ({result.semantics} comparisons), {result.base_url}, {result.duration_s:.1f}s"
    )


def _eval_seconds(durations: dict[str, float]) -> float:
    """The eval phase's time: measured as a whole when recorded, else the sum of its parts."""
    if "eval" in durations:
        return durations["eval"]
    return sum(durations.get(k, 0.0) for k in ("open", "setup", "start", "suite", "security", "verify"))


def run_line(result) -> str:
    """One run in one line (run, eval and matrix progress): status, checks, A% raw and strict, the
    verifiers that failed, the security probes, and the time of each phase that ran."""
    if result.verifiers_run and not result.verifiers:
        verifiers = "no verifier applies"
    elif result.verifiers_run:
        failed = [v.name for v in result.verifiers if not v.passed]
        verifiers = f"verifiers failed: {', '.join(failed)}" if failed else "verifiers ok"
    else:
        verifiers = "verifiers not run"
    security = getattr(result, "security", None)
    if security is not None and security.ran:  # the security probes: passed/total, and the CWEs that failed
        verifiers += f", security {security.passed}/{security.total}"
        verifiers += f" (failed: {', '.join(security.cwes_failed)})" if security.cwes_failed else ""
    phases = [f"build {result.durations_s['build']:.1f}s"] if "build" in result.durations_s else []
    if result.status not in ("no_patch", "agent_error") or "eval" in result.durations_s:
        phases.append(f"eval {_eval_seconds(result.durations_s):.1f}s")
    extra = f" — {result.error}" if result.error else ""
    return (f"{result.task} #{result.sample}: {result.status} {result.passed}/{result.total} "
            f"A% raw {result.a_raw:.1f} strict {result.a_strict:.1f}, {verifiers}, "
            f"{' + '.join(phases) or 'no phase ran'}{extra}")  # fmt: skip


def print_run_line(result, index: int, total: int, console: Console) -> None:
    colour = "green" if result.success else ("yellow" if result.status == "ok" else "red")
    line = run_line(result).replace(f": {result.status} ", f": [{colour}]{result.status}[/] ", 1)
    console.print(f"[{index}/{total}] {line}", highlight=False)


def print_summary(results, console: Console) -> None:
    from harness.matrix.batch import summarise

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
