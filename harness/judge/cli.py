"""`harness judge RUN_DIR... --model M` and `harness judge --validate LABELS.json --model M`.
Each returns an exit code: 0; 1 when some runs could not be judged (the model was unreachable: those
are not cached, a re-run asks again); 2 with one line on stderr for bad input."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from harness.judge.context import ContextSettings

EXIT_BAD_INPUT = 2


def _error(message: str) -> int:
    print(f"error: {message}", file=sys.stderr)
    return EXIT_BAD_INPUT


def _make_judge(model: str, api_base: str | None, settings: ContextSettings, cache_dir: str | None):
    from harness.agents.base import AgentError
    from harness.agents.llm import check_model
    from harness.judge.core import Judge

    try:
        check_model(model, api_base)
    except AgentError as exc:
        return None, str(exc)
    return Judge(model=model, api_base=api_base, settings=settings,
                 cache_root=Path(cache_dir) if cache_dir else None), None  # fmt: skip


def _settings(turns: int, head: int, tail: int, log_lines: int) -> ContextSettings | str:
    for name, value in (("--turns", turns), ("--head", head), ("--tail", tail), ("--log-lines", log_lines)):
        if value < 0:
            return f"{name} must be 0 or more, got {value}"
    return ContextSettings(turns=turns, head=head, tail=tail, log_lines=log_lines)


def judge_command(run_dirs: list[str], model: str, api_base: str | None = None, *, validate: str | None = None,
                  turns: int = 8, head: int = 1500, tail: int = 1500, log_lines: int = 60,
                  cache_dir: str | None = None, use_cache: bool = True, as_json: bool = False) -> int:  # fmt: skip
    settings = _settings(turns, head, tail, log_lines)
    if isinstance(settings, str):
        return _error(settings)
    if validate:
        return _validate(Path(validate), model, api_base, settings, cache_dir, use_cache, as_json)
    if not run_dirs:
        return _error("give at least one run directory (runs/<run-id>), or --validate LABELS.json")
    from harness.report.data import ReportInputError, load_runs

    try:
        records = load_runs(run_dirs)
    except ReportInputError as exc:
        return _error(str(exc))
    judge, problem = _make_judge(model, api_base, settings, cache_dir)
    if judge is None:
        return _error(problem)
    from harness.judge.core import judge_records

    def progress(done, total, record):
        if not as_json:
            print(f"[{done}/{total}] {record.task} #{record.result.sample}", file=sys.stderr)

    outcome = judge_records(judge, records, use_cache, progress)
    return _print_outcome(outcome, judge, as_json)


def _print_outcome(outcome, judge, as_json: bool) -> int:
    usage = judge.chat.usage
    summary = {"judge_model": judge.model, "prompt_version": judge.prompt.version,
               "judged": len(outcome.judged), "cached": outcome.cached, "errors": len(outcome.errors),
               "calls": usage.calls, "input_tokens": usage.input_tokens, "output_tokens": usage.output_tokens,
               "cost_usd": usage.cost_usd, "seconds": outcome.seconds}  # fmt: skip
    if as_json:
        runs = [{"run": str(r.path), **j.model_dump(include={"task", "sample", "status", "category", "subcategory",
                                                               "deterministic", "reason"})}
                for r, j in outcome.judged]  # fmt: skip
        errors = [{"run": str(r.path), "error": e} for r, e in outcome.errors]
        print(json.dumps({**summary, "runs": runs, "failed_calls": errors}, indent=2))
    else:
        from rich.table import Table

        from harness.report.run_lines import make_console

        console = make_console()
        table = Table("task", "sample", "deterministic", "judged", "subcategory")
        for record, judgement in outcome.judged:
            table.add_row(record.task, str(record.result.sample), judgement.deterministic, judgement.category,
                          judgement.subcategory or "")  # fmt: skip
        console.print(table)
        for record, error in outcome.errors:
            console.print(f"[red]not judged[/] {record.path}: {error}")
        cost = "unknown" if usage.cost_usd is None else f"${usage.cost_usd:.4f}"
        console.print(f"{len(outcome.judged)} judged ({outcome.cached} from the cache), {len(outcome.errors)} failed; "
                      f"{usage.calls} calls, tokens {usage.input_tokens}/{usage.output_tokens}, cost {cost}; "
                      f"prompt {judge.prompt.version}")  # fmt: skip
    return 1 if outcome.errors else 0


def _validate(path: Path, model: str, api_base: str | None, settings: ContextSettings, cache_dir: str | None,
              use_cache: bool, as_json: bool) -> int:  # fmt: skip
    from harness.judge.core import JudgeError
    from harness.judge.labels import LabelError, label_records, load_labels
    from harness.judge.stats import agreement

    try:
        labels = load_labels(path)
        records = label_records(labels)
    except LabelError as exc:
        return _error(str(exc))
    judge, problem = _make_judge(model, api_base, settings, cache_dir)
    if judge is None:
        return _error(problem)
    truth, predicted, errors, rows = [], [], [], []
    for label, record in zip(labels, records):
        try:
            judgement, _ = judge.judge(record, use_cache)
        except JudgeError as exc:
            errors.append({"run": str(label.run), "error": str(exc)})
            continue
        truth.append(label.category)
        predicted.append(judgement.category)
        rows.append({"run": str(label.run), "label": label.category, "judged": judgement.category,
                     "label_subcategory": label.subcategory, "judged_subcategory": judgement.subcategory})  # fmt: skip
    result = agreement(truth, predicted)
    if as_json:
        print(json.dumps({"judge_model": model, "prompt_version": judge.prompt.version, **result.to_dict(),
                          "runs": rows, "failed_calls": errors}, indent=2))  # fmt: skip
        return 1 if errors else 0
    from rich.table import Table

    from harness.report.run_lines import make_console

    def num(value):
        return "—" if value is None else f"{value:.3f}"

    console = make_console()
    console.print(f"{result.n} labelled runs judged by {model} (prompt {judge.prompt.version})")
    console.print(f"accuracy {num(result.accuracy)}   Cohen's kappa {num(result.kappa)}")
    table = Table("class", "labelled", "judged", "agree", "precision", "recall")
    for c in result.classes:
        table.add_row(c.label, str(c.support), str(c.predicted), str(c.true_positives), num(c.precision), num(c.recall))
    console.print(table)
    for error in errors:
        console.print(f"[red]not judged[/] {error['run']}: {error['error']}")
    return 1 if errors else 0
