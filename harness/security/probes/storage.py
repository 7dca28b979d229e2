"""Secrets at rest (CWE-256, CWE-916): the row of the probe's owner in the server's own database (the
phase's Postgres, SQLite files in the workspace), found by its username as the runtime verifiers find
the suite's user, and every text value of it judged against the password the probe registered with."""

from __future__ import annotations

import base64
import hashlib
import re
import shutil
import sqlite3
import tempfile
from pathlib import Path
from typing import Any

from harness.security.context import ProbeContext, Skip
from harness.verify import rules
from harness.verify.runtime import _sqlite_files
from harness.verify.statements import HARNESS_MARKER

_MARK = f"/* {HARNESS_MARKER}:security */ "
# Slow, salted password hashes by their encodings (modular crypt, PHC, Django, Werkzeug, passlib).
SLOW_FORMATS = {
    "bcrypt": re.compile(r"^\$2[abxy]\$\d\d\$[./A-Za-z0-9]{53}$"),
    "argon2": re.compile(r"^\$argon2(?:id|i|d)\$"),
    "scrypt": re.compile(r"^(?:\$scrypt\$|scrypt[:$])\S{16,}$"),
    "pbkdf2": re.compile(r"^(?:\$pbkdf2[-\w]*\$|pbkdf2[_:-][\w:-]*\$)\S{16,}$"),
    "yescrypt": re.compile(r"^\$y\$\S{16,}$"),
}
_FAST = ("md5", "sha1", "sha224", "sha256", "sha384", "sha512")


def judge(value: str, password: str) -> tuple[str, str]:
    """('plaintext' | 'fast' | 'slow' | 'other', what it is) for one stored value."""
    if value == password:
        return "plaintext", "the password itself"
    data = password.encode()
    for name in _FAST:
        digest = hashlib.new(name, data).digest()
        if value.lower() == digest.hex() or value.rstrip("=") == base64.b64encode(digest).decode().rstrip("="):
            return "fast", f"unsalted {name} of the password"
    for name, pattern in SLOW_FORMATS.items():
        if pattern.match(value):
            return "slow", name
    return "other", ""


def _user_columns() -> list[str]:
    return [c.lower() for c in rules.database()["runtime"]["user_columns"]]


def _postgres_rows(conninfo: dict[str, Any], username: str) -> list[tuple[str, dict[str, Any]]]:
    import psycopg
    from psycopg import sql

    params = dict(conninfo)
    if "database" in params and "dbname" not in params:
        params["dbname"] = params.pop("database")
    params.setdefault("connect_timeout", 10)
    found = []
    with psycopg.connect(**params, autocommit=True) as conn:
        rows = conn.execute(
            _MARK + "SELECT c.table_schema, c.table_name, c.column_name FROM information_schema.columns c "
            "JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name "
            "WHERE t.table_type = 'BASE TABLE' AND c.table_schema NOT IN ('pg_catalog', 'information_schema') "
            "AND c.table_schema NOT LIKE 'pg\\_%'"
        ).fetchall()
        wanted = set(_user_columns())
        for schema, table, column in rows:
            if column.lower() not in wanted:
                continue
            query = sql.SQL(_MARK + "SELECT * FROM {} WHERE lower({}::text) = %s LIMIT 1").format(
                sql.Identifier(schema, table), sql.Identifier(column))
            with conn.cursor() as cursor:
                cursor.execute(query, (username.lower(),))
                row = cursor.fetchone()
                if row is not None:
                    names = [d.name for d in cursor.description or []]
                    found.append((f"postgres {schema}.{table}", dict(zip(names, row))))
    return found


def _sqlite_rows(workspace: Path, username: str) -> list[tuple[str, dict[str, Any]]]:
    found = []
    wanted = set(_user_columns())
    for path in _sqlite_files(workspace):
        with tempfile.TemporaryDirectory(prefix="conduit-security-") as tmp:
            copy = Path(tmp) / path.name
            shutil.copy2(path, copy)
            for suffix in ("-wal", "-shm"):
                if (side := path.with_name(path.name + suffix)).exists():
                    shutil.copy2(side, Path(tmp) / (path.name + suffix))
            conn = sqlite3.connect(str(copy))
            try:
                tables = [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
                for table in tables:
                    quoted = '"' + table.replace('"', '""') + '"'
                    columns = [r[1] for r in conn.execute(f"PRAGMA table_info({quoted})")]
                    for column in (c for c in columns if c.lower() in wanted):
                        qcol = '"' + column.replace('"', '""') + '"'
                        cursor = conn.execute(f"SELECT * FROM {quoted} WHERE lower(CAST({qcol} AS TEXT)) = ? LIMIT 1",
                                              (username.lower(),))  # fmt: skip
                        row = cursor.fetchone()
                        if row is not None:
                            names = [d[0] for d in cursor.description]
                            found.append((f"sqlite {path.relative_to(workspace).as_posix()}:{table}", dict(zip(names, row))))
                            break
            except sqlite3.Error:
                continue
            finally:
                conn.close()
    return found


def probe(ctx: ProbeContext) -> None:
    database = ctx.database or {}
    if not database.get("postgres") and not database.get("workspace"):
        raise Skip("no database to read (harness suite URL: pass --workspace or --postgres)")
    world = ctx.need_world()
    owner = world.owner
    rows: list[tuple[str, dict[str, Any]]] = []
    errors = []
    if database.get("postgres"):
        try:
            rows += _postgres_rows(database["postgres"], owner.username)
        except Exception as exc:  # noqa: BLE001 (an unreadable database is a skip, never a pass)
            errors.append(f"postgres: {type(exc).__name__}: {str(exc)[:200]}")
    if database.get("workspace") and Path(database["workspace"]).is_dir():
        rows += _sqlite_rows(Path(database["workspace"]), owner.username)
    if not rows:
        raise Skip("no table row holds the probe's user" + (f" ({'; '.join(errors)})" if errors else ""))
    slow = []
    for where, row in rows:
        for column, value in row.items():
            if isinstance(value, (bytes, memoryview)):
                value = bytes(value).decode(errors="replace")
            if not isinstance(value, str) or column.lower() in _user_columns():
                continue
            kind, what = judge(value, owner.password)
            if kind in ("plaintext", "fast"):
                ctx.check(f"{where}.{column}", False, detail=f"{what} ({'CWE-256' if kind == 'plaintext' else 'CWE-916'})")
            elif kind == "slow":
                slow.append(f"{where}.{column}: {what}")
    if ctx.findings:
        return
    if not slow:
        raise Skip(f"the user's row ({', '.join(w for w, _ in rows)}) holds no recognised password hash "
                   "(bcrypt, argon2, scrypt, pbkdf2, yescrypt) and no plaintext or fast hash of the password")  # fmt: skip
    ctx.check("a slow salted hash, no plaintext, no fast hash", True, detail="; ".join(slow))
