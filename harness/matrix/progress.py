"""The live view of a matrix: done/total per configuration, what is running, failures, tokens and
USD so far, and an ETA. On a terminal it redraws in place; elsewhere it prints a line per run."""

from __future__ import annotations

import time
from collections import defaultdict

from rich.console import Console, Group
from rich.live import Live
from rich.table import Table
from rich.text import Text

from harness.report.run_lines import run_line
from harness.matrix.scheduler import MatrixState


def _eta(state: MatrixState, workers: int) -> str:
    remaining = state.total - len(state.results)
    if not remaining:
        return "done"
    if not state.fresh_durations:
        return "estimating…"
    seconds = sum(state.fresh_durations) / len(state.fresh_durations) * remaining / max(1, workers)
    return time.strftime("%H:%M:%S", time.gmtime(seconds))


def render(state: MatrixState, totals: dict[str, int], workers: int) -> Group:
    by_config: dict[str, list] = defaultdict(list)
    for result in state.results:
        label = result.agent + (f" {result.model}" if result.model else "")
        by_config[label].append(result)
    table = Table("configuration", "done", "failures", "infra errors", "tokens", "USD", box=None)
    for label, total in totals.items():
        results = by_config.get(label, [])
        failures = sum(1 for r in results if not r.success and r.status != "infra_error")
        infra = sum(1 for r in results if r.status == "infra_error")
        tokens = sum(r.agent_stats.input_tokens + r.agent_stats.output_tokens for r in results)
        cost = sum(r.agent_stats.cost_usd or 0.0 for r in results)
        table.add_row(label, f"{len(results)}/{total}", str(failures), str(infra), str(tokens), f"{cost:.4f}")
    running = ", ".join(f"{s.task.id}#{s.sample}" for s in state.running) or "—"
    lines = [table, Text(f"running: {running}"), Text(f"ETA {_eta(state, workers)}")]
    if state.results:
        lines.append(Text(f"last: {run_line(state.results[-1])}"))
    if state.stopped_reason:
        lines.append(Text(state.stopped_reason, style="yellow"))
    return Group(*lines)


class MatrixProgress:
    def __init__(self, console: Console, totals: dict[str, int], workers: int):
        self.console, self.totals, self.workers = console, totals, workers
        self._live = Live(console=console, refresh_per_second=2, transient=False) if console.is_terminal else None
        self._printed = 0

    def __enter__(self) -> "MatrixProgress":
        if self._live:
            self._live.__enter__()
        return self

    def __exit__(self, *exc) -> None:
        if self._live:
            self._live.__exit__(*exc)

    def update(self, state: MatrixState) -> None:
        if self._live:
            self._live.update(render(state, self.totals, self.workers))
            return
        for result in state.results[self._printed :]:
            self._printed += 1
            self.console.print(f"[{self._printed}/{state.total}] {result.agent} {run_line(result)} "
                               f"(ETA {_eta(state, self.workers)})", highlight=False, markup=False)
