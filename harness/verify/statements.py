"""The Postgres statement log (log_statement=all): which statements the application sent, and
whether they have the shape the ORM gives them.

What is checked (docs/verifiers.md has the long version):
- Statements are read from `LOG:  statement: …` and `LOG:  execute <name>: …` entries (stderr
  format, any log_line_prefix, continuation lines joined; jsonlog lines too). Statements carrying
  the harness's own marker (/* conduit-harness */) are skipped.
- Transaction control, SET/SHOW, probes (SELECT 1) and catalog queries (pg_catalog,
  information_schema, pg_type…) are not application statements; they are kept as fingerprints
  (SQLAlchemy's `select pg_catalog.version()`, Sequelize's `SELECT 1+1 AS result`…).
- Every application statement is ORM-shaped, raw-shaped or neutral:
  SQLAlchemy: columns qualified by their table (`users.email`), `AS users_email` labels,
  `RETURNING users.id`, `SET title=$1` without spaces, `$1::VARCHAR` casts, `anon_1` aliases,
  CREATE TABLE laid out one column per line — versus unqualified columns in WHERE (`WHERE email
  = $1`), `SELECT *`, `SET title = $1`, `CREATE TABLE IF NOT EXISTS`, lower-case keywords.
  Sequelize: every identifier double-quoted, `FROM "users" AS "User"`, `VALUES (DEFAULT,$1,…)`,
  `RETURNING "id","email"`, `SET "title"=$1`, `CREATE TABLE IF NOT EXISTS "users" (…)` — versus
  an unquoted table after FROM/INTO/UPDATE/JOIN, `SELECT *`, lower-case keywords.
- Verdict: at least one ORM-shaped statement and no raw-shaped one. No application statement at
  all gives no verdict (None).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

from harness.verify import rules

HARNESS_MARKER = "conduit-harness"
_ENTRY = re.compile(
    r"^(?P<prefix>.*?)\b(?P<level>LOG|ERROR|DETAIL|HINT|STATEMENT|WARNING|NOTICE|FATAL|PANIC|CONTEXT|INFO|DEBUG\d?):\s\s(?P<msg>.*)$"
)
_STATEMENT = re.compile(r"^(?:statement|execute [^:]*?(?::[^:\s]*)?):\s?(?P<sql>.*)$", re.DOTALL)
_CONTROL = {
    "BEGIN",
    "COMMIT",
    "ROLLBACK",
    "START",
    "SAVEPOINT",
    "RELEASE",
    "SET",
    "SHOW",
    "DISCARD",
    "DEALLOCATE",
    "RESET",
    "LISTEN",
    "UNLISTEN",
    "NOTIFY",
    "END",
    "ABORT",
    "PREPARE",
    "EXECUTE",
    "CLOSE",
}
_WRITE_VERBS = {"INSERT", "UPDATE", "DELETE", "MERGE"}
_APP_VERBS = {"SELECT", "INSERT", "UPDATE", "DELETE", "WITH", "CREATE", "ALTER", "DROP", "TRUNCATE", "MERGE"}
_CATALOG = re.compile(
    r"\b(pg_catalog|information_schema|pg_type|pg_class|pg_namespace|pg_index|pg_attribute|pg_range|pg_enum|"
    r"pg_constraint|pg_proc|pg_settings|pg_database|pg_tables|pg_indexes|pg_stat\w*)\b|\bcurrent_schema\s*\(|\bversion\s*\(\s*\)",
    re.IGNORECASE,
)
def touches_catalog(sql: str) -> bool:
    """The statement reads the database's own catalog (pg_catalog, pg_stat_activity,
    information_schema …): an administration query, not one on the application's tables."""
    return bool(_CATALOG.search(sql))


_PROBE = re.compile(r"^\s*SELECT\s+1(\s*\+\s*1)?(\s+AS\s+\w+)?\s*;?\s*$", re.IGNORECASE)
_KEYWORDS = {
    "AND",
    "OR",
    "NOT",
    "NULL",
    "TRUE",
    "FALSE",
    "IS",
    "IN",
    "LIKE",
    "ILIKE",
    "EXISTS",
    "ANY",
    "ALL",
    "SOME",
    "BETWEEN",
    "CASE",
    "WHEN",
    "THEN",
    "ELSE",
    "END",
    "AS",
    "ON",
    "DESC",
    "ASC",
    "LIMIT",
    "OFFSET",
    "WHERE",
    "SELECT",
    "FROM",
    "DISTINCT",
    "LOWER",
    "UPPER",
    "COUNT",
    "COALESCE",
    "ESCAPE",
}


@dataclass
class Statement:
    sql: str
    line: int  # line of the log where it starts


def parse_log(text: str) -> list[Statement]:
    """The SQL statements logged, in order."""
    statements: list[Statement] = []
    current: list[str] | None = None
    start = 0

    def flush() -> None:
        nonlocal current
        if current is not None:
            match = _STATEMENT.match("\n".join(current))
            if match:
                statements.append(Statement(match.group("sql").strip(), start))
        current = None

    for number, line in enumerate(text.splitlines(), start=1):
        stripped = line.lstrip()
        if stripped.startswith("{") and '"message"' in stripped:
            flush()
            try:
                record = json.loads(stripped)
            except ValueError:
                continue
            match = _STATEMENT.match(str(record.get("message", "")))
            if match:
                statements.append(Statement(match.group("sql").strip(), number))
            continue
        entry = _ENTRY.match(line)
        if entry:
            flush()
            if entry.group("level") == "LOG":
                current = [entry.group("msg")]
                start = number
        elif current is not None:
            current.append(line[1:] if line.startswith("\t") else line)
    flush()
    return statements


def _without_literals(sql: str) -> str:
    return re.sub(r"'(?:[^']|'')*'", "'x'", sql)


def _top_level_select_list(sql: str) -> str | None:
    """The select list of the outermost SELECT (text between SELECT and its FROM at depth 0)."""
    match = re.match(r"^\s*SELECT\s+(DISTINCT\s+)?", sql, re.IGNORECASE)
    if not match:
        return None
    depth, index = 0, match.end()
    while index < len(sql):
        char = sql[index]
        if char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
        elif depth == 0 and re.match(r"\sFROM\b", sql[index : index + 6], re.IGNORECASE):
            return sql[match.end() : index]
        index += 1
    return sql[match.end() :]


def _split_items(select_list: str) -> list[str]:
    items, depth, current = [], 0, []
    for char in select_list:
        if char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
        if char == "," and depth == 0:
            items.append("".join(current).strip())
            current = []
        else:
            current.append(char)
    if "".join(current).strip():
        items.append("".join(current).strip())
    return items


def _where_clause(sql: str) -> str:
    match = re.search(
        r"\bWHERE\b(.*?)(\bORDER\s+BY\b|\bGROUP\s+BY\b|\bLIMIT\b|\bOFFSET\b|\bRETURNING\b|$)",
        sql,
        re.IGNORECASE | re.DOTALL,
    )
    return match.group(1) if match else ""


_UNQUALIFIED = re.compile(r"(?<![\w.:\"$])([A-Za-z_]\w*)\s*(=|<>|!=|<=|>=|<|>|\s+IN\s*\(|\s+LIKE\s|\s+ILIKE\s|\s+IS\s)")


def _unqualified_columns(where: str) -> list[str]:
    return [m.group(1) for m in _UNQUALIFIED.finditer(where) if m.group(1).upper() not in _KEYWORDS]


def classify(sql: str, orm: str) -> tuple[str, str, str]:
    """(category, shape, reason): category app|control|catalog|probe|harness; shape orm|raw|neutral."""
    if HARNESS_MARKER in sql:
        return "harness", "neutral", "the harness's own query"
    words = sql.split()
    if not words:
        return "control", "neutral", ""
    verb = re.sub(r"[^A-Za-z]", "", words[0]).upper()
    if verb in _CONTROL:
        return "control", "neutral", ""
    if _PROBE.match(sql):
        return "probe", "neutral", ""
    if _CATALOG.search(sql):
        return "catalog", "neutral", ""
    if verb not in _APP_VERBS:
        return "other", "neutral", ""
    flat = " ".join(_without_literals(sql).split())
    keyword = words[0].lstrip("(")
    if keyword.islower():
        return "app", "raw", "lower-case SQL keywords"
    select_list = _top_level_select_list(flat)
    if select_list is not None and select_list.strip() == "*":
        return "app", "raw", "SELECT *"
    if orm == "sqlalchemy":
        return ("app",) + _sqlalchemy_shape(sql, flat, select_list)
    return ("app",) + _sequelize_shape(flat, select_list)


def _sqlalchemy_shape(sql: str, flat: str, select_list: str | None) -> tuple[str, str]:
    if re.match(r"^CREATE TABLE IF NOT EXISTS\b", flat, re.IGNORECASE):
        return "raw", "CREATE TABLE IF NOT EXISTS (SQLAlchemy checks the catalog first)"
    if select_list is not None and re.match(r"^\s*\w+\.\*\s*(,|$)", select_list):
        return "raw", "SELECT alias.*"
    where = _where_clause(flat)
    unqualified = _unqualified_columns(where)
    if unqualified and not flat.upper().startswith(("INSERT", "CREATE")):
        return "raw", f"unqualified column in WHERE ({unqualified[0]})"
    if re.search(r"^UPDATE\s+\S+\s+SET\s+\w+\s+=\s", flat, re.IGNORECASE):
        return "raw", "UPDATE … SET col = value (SQLAlchemy writes col=value)"
    if re.search(r"\bRETURNING\s+\w+\.\w+", flat):
        return "orm", "RETURNING table.column"
    if re.search(r"\bAS\s+\w+_\w+\b", flat) and re.search(r"\b(\w+)\.(\w+)\s+AS\s+\1_\2\b", flat):
        return "orm", "table_column labels"
    if re.search(r"\banon_\d+\b|\bAS\s+\w+_\d+\b", flat):
        return "orm", "anonymous aliases"
    if re.search(r"^UPDATE\s+\S+\s+SET\s+\w+=", flat):
        return "orm", "SET col=value"
    if re.search(r"\$\d+::[A-Z]", flat):
        return "orm", "typed bind parameters ($1::VARCHAR)"
    if re.match(r"^\s*CREATE TABLE \w+ \(\s*\n", sql):
        return "orm", "CREATE TABLE laid out by SQLAlchemy"
    if select_list is not None:
        items = _split_items(select_list)
        if (
            items
            and all(re.search(r"\b\w+\.\w+\b", item) or re.match(r"^\w+\(\*\)", item) for item in items)
            and any(re.match(r"^\w+\.\w+", item) for item in items)
        ):
            return "orm", "columns qualified by their table"
    match = re.match(r"^DELETE FROM (\w+) WHERE \1\.", flat)
    if match:
        return "orm", "DELETE with qualified columns"
    return "neutral", ""


def _sequelize_shape(flat: str, select_list: str | None) -> tuple[str, str]:
    if "sequelize_caught_exception" in flat:
        return "orm", "findOrCreate's temporary function"
    unquoted = [
        m.group(2)
        for m in re.finditer(r"(?<!ON )\b(FROM|INTO|UPDATE|JOIN)\s+(?![\"(])([A-Za-z_]\w*)", flat, re.IGNORECASE)
        if m.group(2).upper() not in _KEYWORDS | {"ONLY", "LATERAL"}
    ]
    if unquoted:
        return "raw", f"unquoted table name ({unquoted[0]})"
    if select_list is not None and re.match(r"^\s*[A-Za-z_]\w*\.\*", select_list):
        return "raw", "SELECT alias.*"
    unqualified = _unqualified_columns(_where_clause(flat))
    if unqualified:
        return "raw", f"unquoted column in WHERE ({unqualified[0]})"
    if re.search(r'\bFROM\s+"[^"]+"\s+AS\s+"[^"]+"', flat):
        return "orm", 'FROM "table" AS "Model"'
    if re.search(r'\bRETURNING\s+"', flat):
        return "orm", 'RETURNING "column",…'
    if re.search(r"\bVALUES\s*\(DEFAULT,", flat):
        return "orm", "VALUES (DEFAULT,…)"
    if re.search(r'\bSET\s+"\w+"=', flat):
        return "orm", 'SET "column"=value'
    if re.match(r'^CREATE TABLE IF NOT EXISTS\s+"', flat):
        return "orm", 'CREATE TABLE IF NOT EXISTS "table"'
    return "neutral", ""


def _fingerprints(statements: list[Statement], orm: str) -> list[str]:
    found = []
    for entry in rules.orm()["statement_log"]["fingerprints"].get(orm, []):
        pattern = re.compile(entry["regex"], re.IGNORECASE)
        if any(pattern.search(" ".join(s.sql.split())) for s in statements):
            found.append(entry["id"])
    return found


def evidence(log_text: str, orm: str, limit: int = 8) -> dict:
    statements = parse_log(log_text or "")
    counts = {"orm": 0, "raw": 0, "neutral": 0}
    categories: dict[str, int] = {}
    raw_examples, orm_examples = [], []
    orm_writes = 0
    for statement in statements:
        category, shape, reason = classify(statement.sql, orm)
        categories[category] = categories.get(category, 0) + 1
        if category != "app":
            continue
        counts[shape] += 1
        orm_writes += shape == "orm" and statement.sql.lstrip().split(None, 1)[0].upper() in _WRITE_VERBS
        example = {"log_line": statement.line, "why": reason, "sql": " ".join(statement.sql.split())[:200]}
        if shape == "raw" and len(raw_examples) < limit:
            raw_examples.append(example)
        elif shape == "orm" and len(orm_examples) < 3:
            orm_examples.append(example)
    application = sum(counts.values())
    verdict = None if application == 0 else (counts["orm"] > 0 and counts["raw"] == 0)
    return {
        "available": bool(log_text and log_text.strip()),
        "orm": orm,
        "statements": len(statements),
        "categories": categories,
        "application_statements": application,
        "orm_shaped": counts["orm"],
        "raw_shaped": counts["raw"],
        "neutral": counts["neutral"],
        "orm_shaped_writes": orm_writes,
        "orm_fingerprints": _fingerprints(statements, orm),
        "raw_examples": raw_examples,
        "orm_examples": orm_examples,
        "orm_shaped_verdict": verdict,
    }
