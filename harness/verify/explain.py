"""`harness verify --explain`: the evidence chain behind each verdict.

Strong mode: the entry points and why each was taken, every reachable file and the import that
reached it, the other files read and why, then per verdict the record that decided it and its
sections (layer of each file and why, helpers followed, each offending import or query; engine
evidence counted and not counted, settings read from the environment; ORM models, queries, raw SQL
and other data-access libraries). Paper mode has no graph: its evidence list is its whole chain."""

from __future__ import annotations

import json
from typing import Any

from harness.verify.model import Constraints, VerifierResult
from harness.verify.source import Source


def _item(item: Any) -> str:
    if isinstance(item, str):
        return item
    if isinstance(item, dict):
        where = ""
        if item.get("file"):
            where = f"{item['file']}:{item['line']}: " if item.get("line") else f"{item['file']}: "
        rest = ", ".join(f"{k}={v}" for k, v in item.items() if k not in ("file", "line") and v not in (None, ""))
        return where + rest
    return str(item)


def _project_part(analysis) -> dict[str, Any]:
    project = analysis.project
    if project is None:
        return {}
    reasons = project.entries.reasons
    entries = [{"file": f, "why": reasons.get(f, "")} for f in project.entry_files]
    reachable = []
    for path in project.reachable:
        via = project.reached_by.get(path)
        if via is None:
            how = "entry point" if path in project.entry_files else "package __init__ on the way"
        else:
            how = f"{via.importer}:{via.line} {via.kind} {via.spec}"
        reachable.append({"file": path, "reached": how})
    data = [{"file": p, "why": why} for p, why in sorted(project.data_files.items()) if p not in project.parsed]
    return {
        "commands": project.entries.commands,
        "entry_points": entries,
        "reachable": reachable,
        "files_read": data,
        "notes": project.notes + project.entries.notes,
    }


def explain_data(source: Source, constraints: Constraints, mode: str) -> dict[str, Any]:
    """The whole chain as a JSON-able dict."""
    if mode == "paper":
        from harness.verify import paper

        results = paper.verify(source, constraints)
        return {"mode": "paper", "verdicts": [{"result": r.to_dict(), "trace": {}} for r in results]}
    from harness.verify.strong import analyse

    analysis = analyse(source, constraints)
    verdicts = [
        {"result": r.to_dict(), "trace": analysis.traces[r.name].to_dict() if r.name in analysis.traces else {}}
        for r in analysis.results
    ]
    return {"mode": "strong", **_project_part(analysis), "verdicts": verdicts}


def _verdict_line(result: VerifierResult) -> str:
    verdict = "PASS" if result.passed else "FAIL"
    if result.unknown:
        verdict = "UNKNOWN from the code (passed; runtime evidence decides)"
    return f"{result.name} [{result.mode}, {result.target}]: {verdict}"


def render(data: dict[str, Any]) -> str:
    lines: list[str] = []
    if data["mode"] == "paper":
        lines.append(
            "paper mode reads the lines the patch adds, with the study's patterns: the evidence is the whole chain"
        )
        for verdict in data["verdicts"]:
            result = VerifierResult.from_dict(verdict["result"])
            lines += ["", _verdict_line(result)] + [f"  - {_item(e)}" for e in result.evidence]
        return "\n".join(lines)
    if "entry_points" in data:
        lines.append(f"commands read from run.sh (and the scripts it runs): {len(data['commands'])}")
        lines += [f"  $ {c}" for c in data["commands"]]
        lines.append(f"entry points ({len(data['entry_points'])}):")
        lines += [f"  - {e['file']} — {e['why'] or 'see notes'}" for e in data["entry_points"]]
        lines.append(f"reachable files ({len(data['reachable'])}; each with the import that first reached it):")
        lines += [f"  - {r['file']} ← {r['reached']}" for r in data["reachable"]]
        lines.append(f"other files read ({len(data['files_read'])}):")
        lines += [f"  - {f['file']} — {f['why']}" for f in data["files_read"]]
        lines += [f"note: {n}" for n in data["notes"]]
    for verdict in data["verdicts"]:
        result = VerifierResult.from_dict(verdict["result"])
        lines += ["", _verdict_line(result)]
        if result.decided_by:
            lines.append(f"  decided by [{result.decided_by['rule']}]: {result.decided_by['summary']}")
            lines += [f"    · {_item(e)}" for e in result.decided_by.get("evidence", [])]
        for section, items in verdict["trace"].items():
            lines.append(f"  {section} ({len(items)}):")
            lines += [f"    - {_item(i)}" for i in items] or ["    (none)"]
    return "\n".join(lines)


def explain_text(source: Source, constraints: Constraints, mode: str) -> str:
    return render(explain_data(source, constraints, mode))


def explain_json(source: Source, constraints: Constraints, mode: str) -> str:
    return json.dumps(explain_data(source, constraints, mode), indent=2, default=str)
