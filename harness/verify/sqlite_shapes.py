"""The shape of the SQL statements an application sent to SQLite (read by the eval-phase tracer):
ORM-generated, hand-written, or neutral — the SQLite counterpart of statements.py's Postgres shapes.

The Python tracer sees statements with their values in place (sqlite3's trace callback expands
bound parameters); the Node tracer sees the SQL as the driver got it (`?`, `$1` …) and the values
apart. The shapes were taken from traces of SQLAlchemy 2.1 (pysqlite, aiosqlite), Sequelize 6
(sqlite3) and hand-written sqlite3 / better-sqlite3 code (tests/verifier_corpus/_sqlite_traces/).

- Not application statements: transaction control and PRAGMA, the catalog (sqlite_master,
  pragma_table_info(…)), probes (`SELECT 1`, Sequelize's `SELECT 1+1 AS result`).
- SQLAlchemy (statements.py's Postgres rules hold on SQLite too): columns qualified by their
  table, `anon_1` / `count_1` labels, `SET col=value` without spaces, `DELETE … WHERE t.col`,
  CREATE TABLE laid out one column per line — versus lower-case keywords, `SELECT *`, an
  unqualified column in WHERE, `SET col = value`, `CREATE TABLE IF NOT EXISTS`; and, SQLAlchemy
  never writing them: backtick-quoted identifiers, or `"table"."column"` with plain lower-case
  names quoted (Django's ORM writes that, as do people).
- Sequelize (sqlite dialect): every identifier backtick-quoted, `FROM `users` AS `User``,
  `INSERT INTO `t` (`a`,`b`) VALUES (NULL,$1,…)`, `SET `col`=$1`, `CREATE TABLE IF NOT EXISTS `t``
  — versus lower-case keywords, `SELECT *`, an unquoted table or WHERE column, `?` placeholders
  (Sequelize binds `$1`), double-quoted identifiers (TypeORM, people), `main`.-qualified tables
  (Prisma).
"""

from __future__ import annotations

import re

from harness.verify.statements import (
    _KEYWORDS,
    HARNESS_MARKER,
    _sqlalchemy_shape,
    _top_level_select_list,
    _unqualified_columns,
    _where_clause,
    _without_literals,
)

_CONTROL = {"BEGIN", "COMMIT", "ROLLBACK", "END", "SAVEPOINT", "RELEASE", "PRAGMA", "ATTACH", "DETACH", "VACUUM",
            "ANALYZE", "REINDEX", "EXPLAIN"}  # fmt: skip
_APP_VERBS = {"SELECT", "INSERT", "UPDATE", "DELETE", "REPLACE", "WITH", "CREATE", "ALTER", "DROP", "VALUES"}
WRITE_VERBS = ("INSERT", "UPDATE", "DELETE", "REPLACE")
_CATALOG = re.compile(r"\bsqlite_(master|schema|temp_master|temp_schema|sequence|stat\d)\b|\bpragma_\w+\s*\(", re.I)


def touches_catalog(sql: str) -> bool:
    """The statement reads SQLite's own catalog (sqlite_master, pragma_table_info(…))."""
    return bool(_CATALOG.search(sql))


_PROBE = re.compile(r"^\s*SELECT\s+(1(\s*\+\s*1)?|sqlite_version\s*\(\s*\))(\s+AS\s+\w+)?\s*;?\s*$", re.IGNORECASE)
# Words SQLAlchemy quotes because SQLite reserves them; any other plain lower-case name it leaves bare.
_RESERVED = {
    "abort", "action", "add", "after", "all", "alter", "analyze", "and", "as", "asc", "attach", "autoincrement",
    "before", "begin", "between", "by", "cascade", "case", "cast", "check", "collate", "column", "commit",
    "conflict", "constraint", "create", "cross", "current_date", "current_time", "current_timestamp", "database",
    "default", "deferrable", "deferred", "delete", "desc", "detach", "distinct", "drop", "each", "else", "end",
    "escape", "except", "exclusive", "exists", "explain", "fail", "for", "foreign", "from", "full", "glob", "group",
    "having", "if", "ignore", "immediate", "in", "index", "indexed", "initially", "inner", "insert", "instead",
    "intersect", "into", "is", "isnull", "join", "key", "left", "like", "limit", "match", "natural", "no", "not",
    "notnull", "null", "of", "offset", "on", "or", "order", "outer", "plan", "pragma", "primary", "query", "raise",
    "recursive", "references", "regexp", "reindex", "release", "rename", "replace", "restrict", "right", "rollback",
    "row", "savepoint", "select", "set", "table", "temp", "temporary", "then", "to", "transaction", "trigger",
    "union", "unique", "update", "user", "using", "vacuum", "values", "view", "virtual", "when", "where", "with",
    "without",
}  # fmt: skip


def _category(sql: str) -> str:
    if HARNESS_MARKER in sql:
        return "harness"
    words = sql.split()
    if not words:
        return "control"
    verb = re.sub(r"[^A-Za-z]", "", words[0]).upper()
    if verb in _CONTROL:
        return "control"
    if _PROBE.match(sql):
        return "probe"
    if _CATALOG.search(sql):
        return "catalog"
    return "app" if verb in _APP_VERBS else "other"


def verb_of(sql: str) -> str:
    words = sql.split()
    return re.sub(r"[^A-Za-z]", "", words[0]).upper() if words else ""


def classify(sql: str, orm: str) -> tuple[str, str, str]:
    """(category, shape, reason): category app|control|catalog|probe|harness|other; shape orm|raw|neutral."""
    category = _category(sql)
    if category != "app":
        return category, "neutral", ""
    flat = " ".join(_without_literals(sql).split())
    keyword = sql.split()[0].lstrip("(")
    if keyword.islower():
        return "app", "raw", "lower-case SQL keywords"
    select_list = _top_level_select_list(flat)
    if select_list is not None and select_list.strip() == "*":
        return "app", "raw", "SELECT *"
    if orm == "sqlalchemy":
        return ("app",) + _sqlalchemy_on_sqlite(sql, flat, select_list)
    return ("app",) + _sequelize_on_sqlite(flat, select_list)


def _sqlalchemy_on_sqlite(sql: str, flat: str, select_list: str | None) -> tuple[str, str]:
    if "`" in flat:
        return "raw", "backtick-quoted identifiers (SQLAlchemy quotes with double quotes, and only when it must)"
    for table, column in re.findall(r'"([^"]+)"\."([^"]+)"', flat):
        if all(re.fullmatch(r"[a-z_][a-z0-9_]*", name) and name not in _RESERVED for name in (table, column)):
            return "raw", f'"{table}"."{column}" quoted (SQLAlchemy leaves plain names bare; Django\'s ORM quotes them)'
    # What is left quoted is a reserved or mixed-case name SQLAlchemy had to quote ("user"): read it bare.
    bare = re.sub(r'"(\w+)"', r"\1", flat)
    return _sqlalchemy_shape(sql, bare, _top_level_select_list(bare))


def _sequelize_on_sqlite(flat: str, select_list: str | None) -> tuple[str, str]:
    if re.search(r"`main`\.`", flat):
        return "raw", "`main`.-qualified table (Prisma's shape, not Sequelize's)"
    if re.search(r'"[A-Za-z_]\w*"\s*[.,)=]|\bFROM\s+"|\bINTO\s+"|\bUPDATE\s+"', flat):
        return "raw", "double-quoted identifiers (Sequelize's sqlite dialect quotes with backticks)"
    if "?" in flat:
        return "raw", "? placeholders (Sequelize binds $1, $2 …)"
    unquoted = [
        m.group(2)
        for m in re.finditer(r"(?<!ON )\b(FROM|INTO|UPDATE|JOIN)\s+(?![`(])([A-Za-z_]\w*)", flat, re.IGNORECASE)
        if m.group(2).upper() not in _KEYWORDS | {"ONLY", "LATERAL"}
    ]
    created = re.match(r"^CREATE\s+(?:TEMP\w*\s+)?TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?+(?![`(])([A-Za-z_]\w*)", flat, re.I)
    if created:
        unquoted.append(created.group(1))
    if unquoted:
        return "raw", f"unquoted table name ({unquoted[0]})"
    if select_list is not None and re.match(r"^\s*[A-Za-z_]\w*\.\*", select_list):
        return "raw", "SELECT alias.*"
    unqualified = _unqualified_columns(_where_clause(flat))
    if unqualified:
        return "raw", f"unquoted column in WHERE ({unqualified[0]})"
    if re.search(r"\bFROM\s+`[^`]+`\s+AS\s+`[^`]+`", flat):
        return "orm", "FROM `table` AS `Model`"
    if re.search(r"\bVALUES\s*\(NULL,", flat):
        return "orm", "VALUES (NULL,…) for the primary key"
    if re.search(r"\bSET\s+`\w+`=", flat):
        return "orm", "SET `column`=value"
    if re.match(r"^CREATE TABLE IF NOT EXISTS\s+`", flat):
        return "orm", "CREATE TABLE IF NOT EXISTS `table`"
    if re.search(r"\bINTO\s+`\w+`\s*\(`\w+`(,`\w+`)+\)", flat):
        return "orm", "INSERT column list `a`,`b` without spaces"
    return "neutral", ""
