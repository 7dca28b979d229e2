"""`harness verify PATH --task ID [--mode paper|strong] [--json] [--explain]`: the static part of
the verifiers on a solution directory or a patch. Exit 0 when every applicable verifier passes (a
static verdict "unknown" passes: nothing in the code shows a violation), 1 when one fails, 2 on bad
input. --explain prints the evidence chain behind each verdict (harness/verify/explain.py)."""

from __future__ import annotations

import json
import os
import sys
from typing import Any

from harness.verify.model import MODES, Constraints, VerifierResult

EXIT_PASSED, EXIT_FAILED, EXIT_BAD_INPUT = 0, 1, 2


def constraints_for(task_id: str) -> Constraints:
    """The constraints of a catalog task (raises LookupError with the catalog's message)."""
    from harness.catalog.tasks import get_task

    try:
        return Constraints.of(get_task(task_id))
    except ValueError as exc:  # catalog.UnknownName
        raise LookupError(str(exc).split("; valid:")[0]) from None


def _format_item(item: Any) -> str:
    if isinstance(item, str):
        return item
    if isinstance(item, dict):
        where = ""
        if "file" in item:
            where = f"{item['file']}:{item['line']}: " if "line" in item else f"{item['file']}: "
        rest = ", ".join(f"{k}={v}" for k, v in item.items() if k not in ("file", "line"))
        return where + rest
    return str(item)


def format_results(results: list[VerifierResult], origin: str = "") -> str:
    lines = []
    if not results:
        return "no verifier applies to this task (no architecture, database or ORM constraint)"
    for result in results:
        verdict = "PASS" if result.passed else "FAIL"
        if result.unknown:
            verdict = "UNKNOWN from the code (passed; runtime evidence decides)"
        lines.append(f"{result.name} [{result.mode}, {result.target}]: {verdict}")
        if result.decided_by:
            lines.append(f"  decided by [{result.decided_by['rule']}]: {result.decided_by['summary']}")
        lines += [f"  - {_format_item(item)}" for item in result.evidence]
    return "\n".join(lines)


def verify_command(path: str, task_id: str, mode: str = "strong", as_json: bool = False, explain: bool = False) -> int:
    from harness.verify import verify_static
    from harness.verify.source import SourceError, load_source

    if mode not in MODES:
        print(f"error: unknown mode {mode!r}; valid: {', '.join(MODES)}", file=sys.stderr)
        return EXIT_BAD_INPUT
    if not path or not os.path.exists(path):
        print(f"error: no such file or directory: {path}", file=sys.stderr)
        return EXIT_BAD_INPUT
    try:
        constraints = constraints_for(task_id)
    except LookupError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    try:
        source = load_source(path)
        if explain:
            from harness.verify.explain import explain_data, render

            data = explain_data(source, constraints, mode)
            print(json.dumps(data, indent=2, default=str) if as_json else render(data))
            passed = all(v["result"]["passed"] for v in data["verdicts"])
            return EXIT_PASSED if passed else EXIT_FAILED
        results = verify_static(source, constraints, mode=mode)
    except SourceError as exc:
        print(f"error: {path}: {exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    if as_json:
        print(json.dumps([r.to_dict() for r in results], indent=2))
    else:
        print(format_results(results, path))
    return EXIT_PASSED if all(r.passed for r in results) else EXIT_FAILED
