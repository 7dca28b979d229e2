"""What the judge sees of one failed run: the last N trajectory turns (each cut to head and tail), the
failed checks grouped by request, the last lines of the server log, the verifier verdicts and the
deterministic category."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from harness.report.data import RunRecord
from harness.report.taxonomy import read_tail


@dataclass(frozen=True)
class ContextSettings:
    turns: int = 8  # last N trajectory turns
    head: int = 1500  # characters kept at the start of each message…
    tail: int = 1500  # …and at its end
    log_lines: int = 60  # last lines of server.log
    checks_per_request: int = 8  # failed checks listed per request (all are counted)

    def to_dict(self) -> dict[str, int]:
        return {"turns": self.turns, "head": self.head, "tail": self.tail, "log_lines": self.log_lines,
                "checks_per_request": self.checks_per_request}  # fmt: skip


def cut(text: str, head: int, tail: int) -> str:
    """`text` if short, else its head and tail around a marker saying how much was left out."""
    if len(text) <= head + tail:
        return text
    left = len(text) - head - tail
    return f"{text[:head]}\n[… {left} characters cut …]\n{text[len(text) - tail:] if tail else ''}"


def _content(value: Any) -> str:
    if isinstance(value, str):
        return value
    if isinstance(value, list):  # content parts
        return "\n".join(str(p.get("text", "")) if isinstance(p, dict) else str(p) for p in value)
    return "" if value is None else json.dumps(value)


def _message(message: dict) -> dict[str, str]:
    text = _content(message.get("content"))
    for call in message.get("tool_calls") or []:
        function = call.get("function") or {}
        text += f"\n[tool call {function.get('name')}: {function.get('arguments')}]"
    actions = (message.get("extra") or {}).get("actions") or []
    for action in actions:
        if isinstance(action, dict) and action.get("command") and action["command"] not in text:
            text += f"\n[command: {action['command']}]"
    return {"role": str(message.get("role", "?")), "content": text}


def trajectory_turns(run_dir: Path) -> list[dict[str, str]]:
    """Every turn of a run's trajectory as {role, content}: mini-swe-agent's messages, the single-shot
    and review-loop events, or the plain-text log of a command agent (one turn)."""
    path = run_dir / "trajectory.json"
    if path.is_file():
        try:
            data = json.loads(path.read_text())
        except (OSError, ValueError):
            data = None
        if isinstance(data, dict) and isinstance(data.get("messages"), list):
            return [_message(m) for m in data["messages"] if isinstance(m, dict)]
        if isinstance(data, dict) and isinstance(data.get("events"), list):
            turns: list[dict[str, str]] = []
            for event in data["events"]:
                kind = event.get("kind")
                if kind == "request":
                    messages = event.get("messages") or []
                    if messages:  # the last message of a request is what is new in it
                        turns.append({"role": f"{messages[-1].get('role', 'user')} ({event.get('role', '')})",
                                      "content": _content(messages[-1].get("content"))})  # fmt: skip
                elif kind == "reply":
                    turns.append({"role": f"assistant ({event.get('role', '')})", "content": str(event.get("text", ""))})
                else:
                    fields = {k: v for k, v in event.items() if k not in ("kind", "t")}
                    turns.append({"role": f"harness: {kind}", "content": json.dumps(fields, default=str)})
            return turns
    text_path = run_dir / "trajectory.txt"
    if text_path.is_file():
        return [{"role": "log", "content": read_tail(text_path)}]
    return []


def failed_checks(run_dir: Path, per_request: int) -> list[dict[str, Any]]:
    """Failed checks of suite.json grouped by request, in suite order."""
    try:
        data = json.loads((run_dir / "suite.json").read_text())
    except (OSError, ValueError):
        return []
    requests = {r.get("index"): r for r in data.get("requests", [])}
    groups: dict[Any, dict[str, Any]] = {}
    for check in data.get("checks", []):
        if check.get("passed"):
            continue
        index = check.get("request_index")
        request = requests.get(index, {})
        name = f"#{index} {request.get('name') or check.get('request_name') or '?'}"
        if request.get("method"):
            name += f" ({request['method']} {request.get('url', '')})"
        group = groups.setdefault(index, {"request": name, "failed": 0, "checks": []})
        group["failed"] += 1
        if len(group["checks"]) < per_request:
            line = check.get("description") or f"{check.get('kind')} {check.get('subject')}"
            group["checks"].append(f"{line}: expected {json.dumps(check.get('expected'), default=str)[:200]}, "
                                   f"got {json.dumps(check.get('actual'), default=str)[:200]}")  # fmt: skip
    return [groups[k] for k in sorted(groups, key=lambda k: (k is None, k if isinstance(k, int) else 0))]


def log_tail(path: Path, lines: int) -> str:
    text = read_tail(path)
    return "\n".join(text.splitlines()[-lines:]) if lines > 0 else ""


def build_context(record: RunRecord, deterministic: str, settings: ContextSettings) -> dict[str, Any]:
    turns = trajectory_turns(record.path)
    turns = turns[-settings.turns:] if settings.turns > 0 else []
    return {
        "run": record.result,
        "deterministic": deterministic,
        "verifiers": [{"name": v.name, "mode": v.mode, "passed": v.passed, "evidence": str(v.evidence or "")[:400]}
                      for v in record.result.verifiers],
        "failed_checks": failed_checks(record.path, settings.checks_per_request),
        "server_log": log_tail(record.path / "server.log", settings.log_lines),
        "log_lines": settings.log_lines,
        "turns": [{"role": t["role"], "content": cut(t["content"], settings.head, settings.tail)} for t in turns],
    }  # fmt: skip
