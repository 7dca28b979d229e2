"""Entry points for `harness report RUN_DIR... [--out DIR] [--json] [--k K]` and
`harness score codebleu CANDIDATE REFERENCE [--language python|javascript] [--json]`.
Both return an exit code: 0, or 2 with one clear line on stderr for bad input."""

from __future__ import annotations

import json
import sys
from pathlib import Path

EXIT_BAD_INPUT = 2


def _error(message: str) -> int:
    print(f"error: {message}", file=sys.stderr)
    return EXIT_BAD_INPUT


def generate(run_dirs: list[str], out_dir: Path, k: int | None = None, progress=None):
    """Load, classify, score and write every output; returns (report, written paths)."""
    from harness.report import html, outputs, plots, solutions
    from harness.report.data import load_runs
    from harness.report.scores import build_report
    from harness.report.taxonomy import classify_all

    records = load_runs(run_dirs)
    classify_all(records)
    notes = solutions.score_runs(records, progress)
    report = build_report(records, run_dirs, k)
    report.notes.extend(notes)
    from harness.judge.report import judged_tables

    report.judged = judged_tables(records)
    from harness.report.conditions import compare_conditions

    report.conditions = compare_conditions(records)
    from harness.report.security import security_scores

    report.security = security_scores(report, k)
    out_dir.mkdir(parents=True, exist_ok=True)
    written = {"csv": out_dir / "comparison_table.csv", "json": out_dir / "benchmark.json"}
    outputs.write_csv(report, written["csv"])
    if report.security:
        written["security_csv"] = out_dir / "security_cwe.csv"
        outputs.write_security_csv(report, written["security_csv"])
    outputs.write_benchmark(report, written["json"])
    figures = plots.write_plots(report, out_dir)
    written.update({f"png:{name}": path for name, path in figures.items()})
    written["html"] = html.write_html(report, figures, out_dir / "report.html")
    return report, written


def report_command(run_dirs: list[str], out_dir: str | None, as_json: bool, k: int | None) -> int:
    from harness.report.data import ReportInputError

    if k is not None and k < 1:
        return _error(f"--k must be at least 1, got {k}")
    if not run_dirs:
        return _error("give at least one run directory (runs/<run-id>)")
    target = Path(out_dir) if out_dir else Path(run_dirs[0]) / "report"
    from harness.report.run_lines import make_console

    console = make_console()
    err_console = type(console)(stderr=True) if as_json else console

    def progress(done: int, total: int) -> None:
        if done == 1 or done == total or done % 10 == 0:
            err_console.print(f"[dim]Web-CodeBLEU {done}/{total}[/]")

    try:
        report, written = generate(run_dirs, target, k, progress)
    except ReportInputError as exc:
        return _error(str(exc))
    if as_json:
        sys.stdout.write(written["json"].read_text())
        return 0
    from harness.report.terminal import print_report

    print_report(report, console)
    console.print(f"written to {target}: " + ", ".join(sorted(p.name for p in written.values())))
    return 0


def codebleu_command(candidate_dir: str, reference_dir: str, language: str | None, as_json: bool) -> int:
    from harness.report import webcodebleu as wcb

    for name, value in (("candidate", candidate_dir), ("reference", reference_dir)):
        if not Path(value).is_dir():
            return _error(f"{name} is not a directory: {value}")
    if language is not None and language not in wcb.LANGUAGES:
        return _error(f"unknown language {language!r}; valid: {', '.join(wcb.LANGUAGES)}")
    try:
        score, used = wcb.compare_directories(Path(candidate_dir), Path(reference_dir), language)
    except wcb.CodeBLEUUnavailable as exc:
        return _error(str(exc))
    if as_json:
        print(json.dumps({"language": used, **score.to_dict(), "versions": wcb.versions()}, indent=2))
        return 0
    from rich.table import Table

    from harness.report.run_lines import make_console

    table = Table("component", "score", "weight", title=f"Web-CodeBLEU ({used})")
    for label, value in (("n-gram match", score.ngram_match), ("weighted n-gram match", score.weighted_ngram_match),
                         ("syntax (AST) match", score.syntax_match), ("data-flow match", score.dataflow_match),
                         ("KW-F1", score.kw_f1)):  # fmt: skip
        table.add_row(label, f"{value:.4f}", "0.2")
    table.add_row("[bold]Web-CodeBLEU[/]", f"[bold]{score.score:.4f}[/]", "")
    console = make_console()
    console.print(table)
    console.print("[dim]" + ", ".join(f"{k} {v}" for k, v in wcb.versions().items()) + "[/]")
    return 0
