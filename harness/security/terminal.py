"""`harness suite URL --profile security` in a terminal: one row per probe, its CWEs, verdict and why."""

from __future__ import annotations

from rich.console import Console
from rich.table import Table

from harness.security.records import SecurityResult

_COLOUR = {"passed": "green", "failed": "red", "skipped": "yellow", "not_run": "yellow"}


def print_security_result(result: SecurityResult, console: Console, details: bool = False) -> None:
    table = Table("probe", "CWE", "verdict", "requests", "why", title=f"security probes — {result.base_url}")
    for probe in result.probes:
        colour = _COLOUR[probe.verdict]
        why = probe.reason or f"{len(probe.findings)} checks passed" + (
            f"; not tested: {'; '.join(probe.notes)}" if probe.notes else "")  # fmt: skip
        table.add_row(probe.id, ", ".join(probe.cwes), f"[{colour}]{probe.verdict}[/]", str(probe.requests), why[:120])
    console.print(table)
    if details:
        for probe in result.probes:
            for finding in probe.findings:
                mark = "[green]ok[/]" if finding.passed else "[red]FAIL[/]"
                console.print(f"  {probe.id}: {mark} {finding.check} — {finding.request} {finding.detail[:160]}",
                              highlight=False)  # fmt: skip
            for note in probe.notes:
                console.print(f"  {probe.id}: [yellow]not tested:[/] {note}", highlight=False)
    for note in result.notes:
        console.print(f"[yellow]{note}[/]")
    colour = "green" if result.passed == result.total else "red"
    unsettled = ", ".join(f"{n} {label}" for n, label in ((result.skipped, "skipped"), (result.not_run, "not run")) if n)
    console.print(f"[bold {colour}]{result.passed}/{result.total}[/] probes passed"
                  + (f" ({unsettled}: never a pass)" if unsettled else "")
                  + (f"; CWEs failed: {', '.join(result.cwes_failed)}" if result.cwes_failed else "")
                  + f" — {result.requests} requests, {result.duration_s:.1f}s")  # fmt: skip
