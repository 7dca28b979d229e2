"""Runtime evidence, gathered in the eval phase after the suite ran: which database really holds
the application's tables and the rows the suite created, and the SQL both databases received.

    postgres_evidence(conninfo) -> dict     the dedicated Postgres (psycopg 3)
    sqlite_evidence(workspace) -> dict      SQLite files in the workspace
    statement_log_evidence(log_text, orm)   the Postgres statement log (log_statement=all)
    sqlite_trace_evidence(trace_path, orm, server_workspace)
                                            the SQLite statements the server sent (eval-phase tracer)

Each returns a JSON-serialisable dict with `available` (could the evidence be read at all);
runtime_verdicts.py turns them into verdicts and `combine()` folds those into the strong ones.
The suite's user (verifiers/database.yaml: runtime.suite_user) is found by column, whatever the
table is called.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import tempfile
from pathlib import Path
from typing import Any

from harness.verify import rules, statements
from harness.verify.statements import HARNESS_MARKER

_SKIPPED_DIRS = {"node_modules", ".venv", "venv", ".git", "__pycache__", ".cache", ".npm"}
_SQLITE_HEADER = b"SQLite format 3\x00"
_MAX_SQLITE_BYTES = 2 * 1024**3
_MARK = f"/* {HARNESS_MARKER}:evidence */ "


def _suite_user(registered: dict[str, str] | None = None) -> tuple[list[str], list[str]]:
    """The user columns, and the values to find in them: the user this run's suite registered when
    known (profiles with randomised data), else the paper suite's fixed user from the rules."""
    spec = rules.database()["runtime"]
    values = [str(v).lower() for v in (registered or spec["suite_user"]).values()]
    return [c.lower() for c in spec["user_columns"]], values


# ---------------------------------------------------------------------------------- Postgres
def postgres_evidence(conninfo: dict[str, Any], suite_user: dict[str, str] | None = None) -> dict[str, Any]:
    """Application tables in the dedicated Postgres, their row counts, and the suite's user.

    `conninfo`: psycopg connection keywords (host, port, user, password, dbname; `database` is
    accepted for dbname). The queries carry a marker so the statement log can skip them."""
    try:
        import psycopg
        from psycopg import sql
    except ImportError as exc:  # pragma: no cover - psycopg is a harness dependency
        return {"available": False, "error": f"psycopg is not installed: {exc}"}
    params = dict(conninfo)
    if "database" in params and "dbname" not in params:
        params["dbname"] = params.pop("database")
    params.setdefault("connect_timeout", 10)
    user_columns, values = _suite_user(suite_user)
    try:
        with psycopg.connect(**params, autocommit=True) as conn:
            rows = conn.execute(
                _MARK + "SELECT c.table_schema, c.table_name, c.column_name FROM information_schema.columns c "
                "JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name "
                "WHERE t.table_type = 'BASE TABLE' AND c.table_schema NOT IN ('pg_catalog', 'information_schema') "
                "AND c.table_schema NOT LIKE 'pg\\_%' ORDER BY c.table_schema, c.table_name, c.ordinal_position"
            ).fetchall()
            columns: dict[tuple[str, str], list[str]] = {}
            for schema, table, column in rows:
                columns.setdefault((schema, table), []).append(column)
            tables, suite_user = [], None
            for (schema, table), names in columns.items():
                ident = sql.Identifier(schema, table)
                count = conn.execute(sql.SQL(_MARK + "SELECT count(*) FROM {}").format(ident)).fetchone()[0]
                tables.append({"table": f"{schema}.{table}", "rows": count, "columns": names[:20]})
                if suite_user is None and count:
                    for column in names:
                        if column.lower() in user_columns:
                            hit = conn.execute(
                                sql.SQL(_MARK + "SELECT 1 FROM {} WHERE lower({}::text) = ANY(%s) LIMIT 1").format(
                                    ident, sql.Identifier(column)
                                ),
                                (values,),
                            ).fetchone()
                            if hit:
                                suite_user = {"table": f"{schema}.{table}", "column": column}
                                break
    except Exception as exc:  # any connection or query failure is evidence that could not be read
        return {"available": False, "error": f"{type(exc).__name__}: {exc}"[:500]}
    return {
        "available": True,
        "database": params.get("dbname"),
        "tables": tables,
        "app_tables": [t["table"] for t in tables],
        "rows": sum(t["rows"] for t in tables),
        "suite_user": suite_user,
        "holds_app_data": bool(tables) and suite_user is not None,
    }


# ---------------------------------------------------------------------------------- SQLite
def _sqlite_files(workspace: Path) -> list[Path]:
    found = []
    for dirpath, dirnames, filenames in os.walk(workspace):
        dirnames[:] = [d for d in dirnames if d not in _SKIPPED_DIRS]
        for name in filenames:
            if name.endswith(("-wal", "-shm", "-journal")):
                continue
            path = Path(dirpath) / name
            try:
                if path.is_symlink() or not 0 < path.stat().st_size <= _MAX_SQLITE_BYTES:
                    continue
                with path.open("rb") as handle:
                    if handle.read(16) == _SQLITE_HEADER:
                        found.append(path)
            except OSError:
                continue
    return sorted(found)


def _read_sqlite(path: Path, suite_user: dict[str, str] | None = None) -> dict[str, Any]:
    """Tables, row counts and the suite's user, read from a copy (with its -wal) of the file."""
    user_columns, values = _suite_user(suite_user)
    with tempfile.TemporaryDirectory(prefix="conduit-sqlite-") as tmp:
        copy = Path(tmp) / path.name
        shutil.copy2(path, copy)
        for suffix in ("-wal", "-shm"):
            side = path.with_name(path.name + suffix)
            if side.exists():
                shutil.copy2(side, Path(tmp) / (path.name + suffix))
        conn = sqlite3.connect(str(copy))
        try:
            names = [
                r[0]
                for r in conn.execute(
                    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name"
                )
            ]
            tables, suite_user = [], None
            for table in names:
                quoted = '"' + table.replace('"', '""') + '"'
                count = conn.execute(f"SELECT count(*) FROM {quoted}").fetchone()[0]
                columns = [r[1] for r in conn.execute(f"PRAGMA table_info({quoted})")]
                tables.append({"table": table, "rows": count, "columns": columns[:20]})
                if suite_user is None and count:
                    for column in columns:
                        if column.lower() in user_columns:
                            qcol = '"' + column.replace('"', '""') + '"'
                            marks = ",".join("?" for _ in values)
                            hit = conn.execute(
                                f"SELECT 1 FROM {quoted} WHERE lower(CAST({qcol} AS TEXT)) IN ({marks}) LIMIT 1", values
                            ).fetchone()
                            if hit:
                                suite_user = {"table": table, "column": column}
                                break
        finally:
            conn.close()
    return {"tables": tables, "suite_user": suite_user}


def sqlite_evidence(workspace: Path | str, suite_user: dict[str, str] | None = None) -> dict[str, Any]:
    """SQLite files in the workspace (found by their header, any name) and what they hold."""
    root = Path(workspace)
    if not root.is_dir():
        return {"available": False, "error": f"no workspace at {root}"}
    files = []
    for path in _sqlite_files(root):
        relative = path.relative_to(root).as_posix()
        try:
            content = _read_sqlite(path, suite_user)
        except (sqlite3.Error, OSError) as exc:
            files.append({"path": relative, "error": f"{type(exc).__name__}: {exc}"})
            continue
        files.append(
            {
                "path": relative,
                **content,
                "holds_app_data": bool(content["tables"]) and content["suite_user"] is not None,
            }
        )
    return {
        "available": True,
        "files": files,
        "app_files": [f["path"] for f in files if f.get("holds_app_data")],
        "holds_app_data": any(f.get("holds_app_data") for f in files),
    }


# ---------------------------------------------------------------------------------- statement log
def statement_log_evidence(log_text: str, orm: str) -> dict[str, Any]:
    """Whether the statements the dedicated Postgres received have the ORM's shape
    (see harness/verify/statements.py for exactly what is checked)."""
    return statements.evidence(log_text, orm)


def sqlite_trace_evidence(
    trace_path: Path | str | None, orm: str, server_workspace: str | None = None, suite_user: dict[str, str] | None = None
) -> dict[str, Any]:
    """Which SQLite databases the server used (workspace, outside, memory), whether the suite's user
    was written to them, and the shape of each statement (see harness/verify/sqlite_trace.py)."""
    from harness.verify.sqlite_trace import trace_evidence

    return trace_evidence(str(trace_path) if trace_path else None, orm, server_workspace, suite_user)


def suite_stored(suite: Any) -> bool | None:
    """Whether the suite's data was acknowledged by the server: a registration (POST …/users) or a
    login (POST …/users/login) answered 2xx. None when the suite's requests are not known."""
    requests = getattr(suite, "requests", None)
    if not requests:
        return None
    for request in requests:
        url = str(getattr(request, "url", "")).split("?")[0].rstrip("/")
        status = getattr(request, "status_code", None) or 0
        if getattr(request, "method", "") == "POST" and url.endswith(("/users", "/users/login")) and 200 <= status < 300:
            return True
    return False


# ---------------------------------------------------------------------------------- all at once
def collect(
    constraints: Any,
    conninfo: dict[str, Any] | None = None,
    workspace: Path | str | None = None,
    statement_log: str | None = None,
    sqlite_trace: Path | str | None = None,
    server_workspace: str | None = None,
    stored: bool | None = None,
) -> dict[str, Any]:
    """The runtime evidence `combine()` needs for a task (a catalog Task or a Constraints), from
    what the eval phase has: the dedicated Postgres, the workspace, the Postgres log text, the
    SQLite trace file (with the workspace as the server saw it), and whether the suite's data was
    acknowledged (`stored`, see suite_stored). Nothing is collected when no database constraint
    is active."""
    from harness.verify.model import Constraints

    constraints = Constraints.of(constraints)
    evidence: dict[str, Any] = {}
    if not constraints.database:
        return evidence
    if conninfo is not None:
        evidence["postgres"] = postgres_evidence(conninfo)
    if workspace is not None:
        evidence["sqlite"] = sqlite_evidence(workspace)
    if constraints.orm and constraints.database == "postgres" and statement_log is not None:
        evidence["statement_log"] = statement_log_evidence(statement_log, constraints.orm_name)
    if sqlite_trace is not None:
        evidence["sqlite_trace"] = sqlite_trace_evidence(
            sqlite_trace, constraints.orm_name, server_workspace or (str(workspace) if workspace else None)
        )
    if stored is not None:
        evidence["suite"] = {"stored": stored}
    return evidence
