"""The report's terminal tables (rich)."""

from __future__ import annotations

from rich.console import Console
from rich.table import Table

from harness.catalog.tasks import LEVELS
from harness.report.scores import CONSTRAINTS, Report
from harness.report.taxonomy import CATEGORIES


def _num(value: float | None, digits: int = 1) -> str:
    return "–" if value is None else f"{value:.{digits}f}"


def _usd(value: float | None) -> str:
    return "?" if value is None else f"${value:.4f}"


def print_report(report: Report, console: Console) -> None:
    configs = report.configurations
    console.print(f"[bold]{len(report.records)} runs[/], {len(configs)} configuration(s) from {', '.join(report.run_dirs)}")
    console.print("[dim]A% per task = mean over samples, per level = mean over tasks; \\[lo, hi] = bootstrap 95% CI "
                  "over tasks; infra_error runs are left out.[/]")  # fmt: skip

    table = Table("configuration", *[f"A% strict {lv}" for lv in LEVELS], "ΔA% L3−L0", "pass@1", "pass@k", "pass^k",
                  "Web-CodeBLEU", title="A% strict by level")  # fmt: skip
    for s in configs:
        table.add_row(s.config.label, *[s.strict[lv].text() if lv in s.strict else "–" for lv in LEVELS],
                      s.delta_strict.text(), _num(s.pass_at_1.get("all"), 3),
                      f"{_num(s.pass_at_k.get('all'), 3)} (k={s.k})", f"{_num(s.pass_hat_k.get('all'), 3)} (k={s.k})",
                      _num(s.web_codebleu, 3))  # fmt: skip
    console.print(table)

    table = Table("configuration", *[f"A% raw {lv}" for lv in LEVELS], "all", "ΔA% raw", title="A% raw by level")
    for s in configs:
        table.add_row(s.config.label, *[s.raw[lv].text(ci=False) if lv in s.raw else "–" for lv in LEVELS],
                      s.raw["all"].text(ci=False) if "all" in s.raw else "–", s.delta_raw.text())  # fmt: skip
    console.print(table)

    for s in configs:
        table = Table("framework", *LEVELS, "all", title=f"A% strict per framework — {s.config.label}")
        for framework, values in s.frameworks.items():
            table.add_row(framework, *[_num(values.get(lv)) for lv in [*LEVELS, "all"]])
        console.print(table)

    table = Table("configuration", "none", *[f"with {c}" for c in CONSTRAINTS], title="A% strict per constraint")
    for s in configs:
        table.add_row(s.config.label, s.constraints["none"].text(ci=False),
                      *[s.constraints[c].text(ci=False) for c in CONSTRAINTS])  # fmt: skip
    console.print(table)

    table = Table("configuration", *[f"Δ {c}" for c in CONSTRAINTS],
                  title="Matched-pair marginal effect on A% strict: mean ± SEM [95% CI] (pairs)")  # fmt: skip
    for s in configs:
        table.add_row(s.config.label, *[f"{s.marginal[c].effect.text()} ({s.marginal[c].effect.n})" for c in CONSTRAINTS])
    console.print(table)

    used = [c for c in CATEGORIES if any(s.failures.get(c) for s in configs)]
    table = Table("configuration", "framework", *used, title="Failure categories (runs)")
    for s in configs:
        table.add_row(s.config.label, "[bold]all[/]", *[f"[bold]{s.failures.get(c, '')}[/]" for c in used])
        for framework, counts in s.failures_by_framework.items():
            table.add_row("", framework, *[str(counts.get(c, "")) for c in used])
    console.print(table)
    table = Table("configuration", "category", "detail (exception class, reason, budget …)", "runs",
                  title="What the failures were")  # fmt: skip
    for s in configs:
        for category, counts in s.failure_details.items():
            for detail, count in counts.items():
                table.add_row(s.config.label, category, detail, str(count))
    if table.row_count:
        console.print(table)
    for s in configs:
        if s.failing_endpoints:
            top = ", ".join(f"{e} ({n})" for e, n in s.failing_endpoints[:5])
            console.print(f"{s.config.label}: endpoints failing most in partial runs: {top}")

    print_feature_family(report, console)
    print_security(report, console)

    table = Table("configuration", "runs", "successes", "tokens in", "tokens out", "tokens/run", "USD", "USD/run",
                  "USD/success", "unknown price", title="Cost")  # fmt: skip
    for s in configs:
        c = s.cost
        table.add_row(s.config.label, str(c.runs), str(c.successes), str(c.input_tokens), str(c.output_tokens),
                      f"{c.tokens_per_run:.0f}", _usd(c.cost_usd), _usd(c.usd_per_run), _usd(c.usd_per_success),
                      str(c.unknown_price_runs))  # fmt: skip
    console.print(table)
    unknown = sum(s.cost.unknown_price_runs for s in configs)
    if unknown:
        console.print(f"[yellow]{unknown} runs had an unknown price: their cost is left out of the USD totals[/]")
    for note in report.notes + [f"{s.config.label}: {n}" for s in configs for n in s.notes]:
        console.print(f"[yellow]note:[/] {note}")
    if report.conditions:
        from harness.report.conditions import print_comparisons

        print_comparisons(report.conditions, console)
    if report.judged is not None:
        from harness.judge.report import print_judged

        print_judged(report.judged, console)


def print_feature_family(report: Report, console: Console) -> None:
    """The feature family apart from the greenfield levels: A% strict per framework × feature."""
    if report.features:
        console.print("[dim]Feature family: complete a repository missing one feature group; A% per task = mean over "
                      "samples, kept out of the level means.[/]")  # fmt: skip
    for s in report.features:
        names = [name for name in s.features if name != "all"]
        table = Table("framework", *names, "all", title=f"Feature family A% strict — {s.config.label}")
        cells = {(c.framework, c.feature): c for c in s.cells}
        for framework in sorted({c.framework for c in s.cells}):
            mine = [c.a_strict for c in s.cells if c.framework == framework]
            table.add_row(framework, *[_num(cells[(framework, n)].a_strict) if (framework, n) in cells else "–"
                                       for n in names], _num(sum(mine) / len(mine)))  # fmt: skip
        table.add_row("[bold]mean[/]", *[f"[bold]{s.features[n].text(ci=False)}[/]" for n in names],
                      f"[bold]{s.features['all'].text(ci=False)}[/]")  # fmt: skip
        console.print(table)
        c = s.cost
        console.print(f"{s.config.label}, feature family: {c.runs} runs, {c.successes} successes, "
                      f"{c.input_tokens}/{c.output_tokens} tokens in/out, {_usd(c.cost_usd)}"
                      + (f" ({c.unknown_price_runs} runs of unknown price left out)" if c.unknown_price_runs else "")
                      + (f"; {s.infra_errors} infra errors left out" if s.infra_errors else ""))  # fmt: skip


def print_security(report: Report, console: Console) -> None:
    """The security axis: pass rate per level and framework, sec_pass@k beside pass@k, CWE × framework."""
    if not report.security:
        return
    console.print("[dim]Security: probes passed / probes per run (a skipped probe is never a pass), averaged like A%; "
                  "sec_pass@k counts a sample that passes the functional suite and every probe.[/]")  # fmt: skip
    table = Table("configuration", *[f"security {lv}" for lv in LEVELS], "all", "pass@1", "sec_pass@1", "sec_pass@k",
                  title="Security pass rate by level")  # fmt: skip
    for s in report.security:
        table.add_row(s.config.label, *[_num(s.rate.get(lv)) for lv in [*LEVELS, "all"]], _num(s.pass_at_1.get("all"), 3),
                      _num(s.sec_pass_at_1.get("all"), 3), f"{_num(s.sec_pass_at_k.get('all'), 3)} (k={s.k})")  # fmt: skip
    console.print(table)
    for s in report.security:
        console.print(f"[italic]Security pass rate per framework — {s.config.label}[/]")
        table = Table("framework", *LEVELS, "all")
        for framework, values in s.frameworks.items():
            table.add_row(framework, *[_num(values.get(lv)) for lv in [*LEVELS, "all"]])
        console.print(table)
        frameworks = list(s.frameworks)
        console.print(f"[italic]CWE × framework: runs failing a probe of each CWE / runs — {s.config.label}[/]")
        table = Table("CWE", *frameworks)
        for cwe in s.cwes:
            table.add_row(cwe, *[f"{s.cwe_framework[cwe][f]}/{s.runs_by_framework[f]}" for f in frameworks])
        console.print(table)
        for note in s.notes:
            console.print(f"[yellow]note:[/] {s.config.label}: {note}")
