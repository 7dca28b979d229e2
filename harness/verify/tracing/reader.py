"""Reading a SQLite trace file (JSON lines written by the payload tracers).

Records: `start` (a traced process began: the tracer was active), `patched` (Node: a driver was
loaded and patched), `open` (a connection to a database), `stmt` (one statement: connection,
database path, SQL, bound parameters when the driver gives them separately). A line cut short by
a killed process, or anything that is not a record, is counted as unreadable and skipped.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

MEMORY, TEMPORARY = ":memory:", ":temp:"


@dataclass
class TracedStatement:
    sql: str
    database: str  # absolute path, ':memory:' or ':temp:'
    connection: str  # "<pid>:<n>": unique per process and connection
    lib: str  # python-sqlite3 | node-sqlite3 | better-sqlite3
    time: float = 0.0
    params: list[Any] | dict[str, Any] | None = None
    line: int = 0  # line of the trace file

    def text_with_params(self) -> str:
        """The SQL and its bound values, for finding the suite's data in what was written."""
        if not self.params:
            return self.sql
        values = self.params.values() if isinstance(self.params, dict) else self.params
        return self.sql + " -- " + " | ".join(str(v) for v in values)


@dataclass
class Trace:
    processes: list[dict[str, Any]] = field(default_factory=list)  # the `start` records
    drivers: list[str] = field(default_factory=list)  # libraries patched (Node) or wrapped (Python)
    databases: dict[str, list[str]] = field(default_factory=dict)  # path -> connection ids
    statements: list[TracedStatement] = field(default_factory=list)
    unreadable: int = 0

    @property
    def active(self) -> bool:
        """Whether any server process ran with the tracer (an empty trace then means: no SQLite)."""
        return bool(self.processes)


def parse_trace(text: str) -> Trace:
    trace = Trace()
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except ValueError:
            trace.unreadable += 1
            continue
        if not isinstance(record, dict):
            trace.unreadable += 1
            continue
        kind = record.get("ev")
        pid = record.get("pid", "?")
        connection = f"{pid}:{record.get('conn', '?')}"
        database = str(record.get("db", "?"))
        if kind == "start":
            trace.processes.append(record)
            if record.get("lib") == "python-sqlite3" and "python-sqlite3" not in trace.drivers:
                trace.drivers.append("python-sqlite3")
        elif kind == "patched":
            if record.get("lib") not in trace.drivers:
                trace.drivers.append(str(record.get("lib")))
        elif kind == "open":
            trace.databases.setdefault(database, [])
            if connection not in trace.databases[database]:
                trace.databases[database].append(connection)
        elif kind == "stmt" and isinstance(record.get("sql"), str):
            trace.databases.setdefault(database, [])
            if connection not in trace.databases[database]:
                trace.databases[database].append(connection)
            params = record.get("params")
            trace.statements.append(
                TracedStatement(
                    sql=record["sql"],
                    database=database,
                    connection=connection,
                    lib=str(record.get("lib", "?")),
                    time=float(record.get("t", 0) or 0),
                    params=params if isinstance(params, (list, dict)) else None,
                    line=number,
                )
            )
        else:
            trace.unreadable += 1
    return trace


def read_trace(path: Path | str) -> Trace | None:
    """The trace at `path`; None when there is no such file (no traced process ever started)."""
    try:
        text = Path(path).read_text(encoding="utf-8", errors="replace")
    except FileNotFoundError:
        return None
    return parse_trace(text)
