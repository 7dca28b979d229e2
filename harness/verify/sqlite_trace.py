"""Runtime evidence from the eval phase's SQLite trace: which SQLite databases the server used
(inside the workspace, outside it, in memory), whether the suite's user was written to them, and
the shape of every statement (sqlite_shapes.py).

    trace_evidence(trace_path, orm, server_workspace, suite_user) -> dict

`server_workspace` is the workspace as the server saw it (a container or sandbox may mount it
elsewhere than the host path): traced database paths are placed against it.
"""

from __future__ import annotations

import re
from pathlib import PurePosixPath
from typing import Any

from harness.verify import rules, sqlite_shapes
from harness.verify.tracing.reader import MEMORY, TEMPORARY, TracedStatement, read_trace

_EXAMPLES = 8


def _place(database: str, workspace: str | None) -> str:
    """workspace | outside | memory | temporary | unknown"""
    if database == MEMORY:
        return "memory"
    if database == TEMPORARY:
        return "temporary"
    if not database.startswith("/"):
        return "unknown"
    if workspace and PurePosixPath(database).is_relative_to(PurePosixPath(workspace)):
        return "workspace"
    return "outside"


def _suite_values(suite_user: dict[str, str] | None) -> list[str]:
    """What marks the suite's user in a statement: its email (specific), else its username."""
    user = suite_user or rules.database()["runtime"]["suite_user"]
    email = user.get("email")
    return [str(email).lower()] if email else [str(v).lower() for v in user.values() if v]


def writes_suite_user(statement: TracedStatement, values: list[str]) -> bool:
    """An INSERT/UPDATE/REPLACE that carries the suite's user, as a bound value or a SQL literal."""
    if sqlite_shapes.verb_of(statement.sql) not in ("INSERT", "UPDATE", "REPLACE", "WITH"):
        return False
    bound = statement.params.values() if isinstance(statement.params, dict) else (statement.params or [])
    if any(isinstance(v, str) and v.lower() in values for v in bound):
        return True
    sql = statement.sql.lower()
    return any(re.search("'" + re.escape(v.replace("'", "''")) + "'", sql) for v in values)


def trace_evidence(
    trace_path: str | None,
    orm: str,
    server_workspace: str | None = None,
    suite_user: dict[str, str] | None = None,
) -> dict[str, Any]:
    if not trace_path:
        return {"available": False, "error": "no SQLite trace was collected"}
    trace = read_trace(trace_path)
    if trace is None or not trace.active:
        return {"available": False, "error": "the SQLite tracer never started in the server (trace file absent or empty)"}
    values = _suite_values(suite_user)
    databases: dict[str, dict[str, Any]] = {}
    counts = {"orm": 0, "raw": 0, "neutral": 0}
    categories: dict[str, int] = {}
    orm_writes = 0
    raw_examples: list[dict] = []
    orm_examples: list[dict] = []
    for path, connections in trace.databases.items():
        place = _place(path, server_workspace)
        shown = PurePosixPath(path).relative_to(server_workspace).as_posix() if place == "workspace" else path
        databases[path] = {"path": shown, "place": place, "connections": len(connections),
                           "statements": 0, "application_statements": 0, "writes": 0, "suite_user_written": False}  # fmt: skip
    for statement in trace.statements:
        entry = databases[statement.database]
        entry["statements"] += 1
        category, shape, reason = sqlite_shapes.classify(statement.sql, orm)
        categories[category] = categories.get(category, 0) + 1
        if category != "app":
            continue
        entry["application_statements"] += 1
        verb = sqlite_shapes.verb_of(statement.sql)
        if verb in sqlite_shapes.WRITE_VERBS:
            entry["writes"] += 1
            orm_writes += shape == "orm"
        if not entry["suite_user_written"] and writes_suite_user(statement, values):
            entry["suite_user_written"] = True
            entry["suite_user_statement"] = {"trace_line": statement.line, "sql": " ".join(statement.sql.split())[:200]}
        counts[shape] += 1
        example = {"trace_line": statement.line, "database": statement.database, "why": reason,
                   "sql": " ".join(statement.sql.split())[:200]}  # fmt: skip
        if shape == "raw" and len(raw_examples) < _EXAMPLES:
            raw_examples.append(example)
        elif shape == "orm" and len(orm_examples) < 3:
            orm_examples.append(example)
    return {
        "available": True,
        "orm": orm,
        "drivers": trace.drivers,
        "processes": len(trace.processes),
        "server_workspace": server_workspace,
        "databases": list(databases.values()),
        "statements": len(trace.statements),
        "unreadable_lines": trace.unreadable,
        "categories": categories,
        "application_statements": sum(counts.values()),
        "orm_shaped": counts["orm"],
        "raw_shaped": counts["raw"],
        "neutral": counts["neutral"],
        "orm_shaped_writes": orm_writes,
        "raw_examples": raw_examples,
        "orm_examples": orm_examples,
    }
