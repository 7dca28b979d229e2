"""Hand-written SQL inside ORM statements: `select(User).where(text("lower(users.email) =
lower(:email)"))`, `order_by(text("created_at desc"))`, `literal_column("count(*) > 1")`,
`Sequelize.literal('(SELECT COUNT(*) FROM "Favorites" …)')`. The prompt says not to send
hand-written SQL to the database, and a fragment is sent as written. A model's DDL default
(`server_default=text("CURRENT_TIMESTAMP")`, `defaultValue: Sequelize.literal('CURRENT_TIMESTAMP')`)
is part of the model's definition, not a query; a whole statement is left to the statement rules."""

from __future__ import annotations

import re

from harness.verify.evidence import short
from harness.verify.project import Project

_CALLS = {
    "python": re.compile(r"(?<![\w.])(?:sa\.|sqlalchemy\.)?(text|literal_column)\(\s*[rf]?(['\"]{1,3})(.+?)\2"),
    "node": re.compile(r"\b(?:sequelize|Sequelize|db|orm)\.(literal)\(\s*(['\"`])(.+?)\2"),
}
# something only SQL says: a comparison, a keyword of an expression, a function call, a cast
_SQL_EXPRESSION = re.compile(
    r"(=|<>|!=|<|>|::)|\b(like|ilike|and|or|not|in|is|null|desc|asc|exists|case|when|between|select|from|where|"
    r"distinct|coalesce|lower|upper|count|sum|max|min|now)\b|\w\s*\(",
    re.IGNORECASE,
)
# a whole statement is judged by the statement rules (sqltext.py: the application's tables or not)
_STATEMENT = re.compile(r"^\s*\(?\s*(select|insert|update|delete|replace|create|drop|alter|grant|revoke|with|pragma|set|show|"
                        r"begin|commit|rollback|truncate|vacuum|analyze|explain|reindex)\b", re.IGNORECASE)
# a model's DDL default, or a probe
_MODEL_DEFAULT = re.compile(r"\b(server_default|server_onupdate|default|onupdate|defaultValue)\s*[=:]\s*[\w.]*$")


def hand_written_fragments(project: Project, files: list[str], runtime: str) -> list[dict]:
    pattern = _CALLS["python" if runtime == "python" else "node"]
    found = []
    for path in files:
        for number, line in enumerate(project.code(path).splitlines(), start=1):
            for match in pattern.finditer(line):
                sql = match.group(3)
                before = line[: match.start()]
                if _MODEL_DEFAULT.search(before) or _STATEMENT.match(sql) or not _SQL_EXPRESSION.search(sql):
                    continue
                found.append({"file": path, "line": number, "sql_fragment": short(sql, 100), "text": short(line)})
    return found
