"""Hand-written SQL inside ORM statements: `select(User).where(text("lower(users.email) =
lower(:email)"))`, `values(favorites_count=text("favorites_count + 1"))`, `order_by(text("created_at desc"))`, `literal_column("count(*) > 1")`,
`Sequelize.literal('(SELECT COUNT(*) FROM "Favorites" …)')`, `insert(Tag).prefix_with("OR IGNORE")`. The prompt says not to send
hand-written SQL to the database, and a fragment is sent as written. A model's DDL default
(`server_default=text("CURRENT_TIMESTAMP")`, `defaultValue: Sequelize.literal('CURRENT_TIMESTAMP')`)
is part of the model's definition, not a query; a whole statement is left to the statement rules."""

from __future__ import annotations

import re

from harness.verify.evidence import short
from harness.verify.project import Project

_CALLS = {
    "python": re.compile(r"(?:(?<![\w.])(?:sa\.|sqlalchemy\.)?(text|literal_column)|\.(prefix_with|suffix_with))\(\s*[rf]?(['\"]{1,3})(.+?)\3"),
    "node": re.compile(r"\b(?:sequelize|Sequelize|db|orm)\.(literal)\(\s*(['\"`])(.+?)\2"),
}
# something only SQL says: a comparison, a keyword of an expression, a function call, a cast
_SQL_EXPRESSION = re.compile(
    r"(=|<>|!=|<|>|::)|\b(like|ilike|and|or|not|in|is|null|desc|asc|exists|case|when|between|select|from|where|"
    r"distinct|coalesce|lower|upper|count|sum|max|min|now|on\s+conflict)\b|\w\s*\("
    r"|[\w\"`\]]\s*(?:[-+*/%]|\|\|)\s*[\w\"`(]",  # arithmetic on a column: `"favoritesCount" + 1`
    re.IGNORECASE,
)
# a whole statement is judged by the statement rules (sqltext.py: the application's tables or not)
_STATEMENT = re.compile(r"^\s*\(?\s*(select|insert|update|delete|replace|create|drop|alter|grant|revoke|with|pragma|set|show|"
                        r"begin|commit|rollback|truncate|vacuum|analyze|explain|reindex)\b", re.IGNORECASE)
# a model's DDL default, or a probe
_MODEL_DEFAULT = re.compile(r"\b(server_default|server_onupdate|default|onupdate|defaultValue)\s*[=:]\s*[\w.]*$")


# the same functions imported under their own or another name: `from sqlalchemy import text as sql`,
# `const { literal } = require('sequelize')`, `import { literal as raw } from 'sequelize'`
_PY_IMPORTED = re.compile(r"^\s*from\s+sqlalchemy[\w.]*\s+import\s+\(?([^)\n]+)", re.MULTILINE)
_JS_IMPORTED = re.compile(r"""(?:import\s*\{([^}]*)\}\s*from\s*['"]sequelize['"]|\{([^}]*)\}\s*=\s*(?:require\(\s*['"]sequelize['"]\s*\)|Sequelize)\b)""")


def _imported_names(code: str, runtime: str) -> list[str]:
    """Local names bound to text/literal_column (Python) or literal (Sequelize) by an import."""
    names = []
    if runtime == "python":
        for match in _PY_IMPORTED.finditer(code):
            for part in match.group(1).split(","):
                name, _, alias = part.strip().partition(" as ")
                if name.strip() in ("text", "literal_column"):
                    names.append((alias or name).strip())
    else:
        for match in _JS_IMPORTED.finditer(code):
            for part in (match.group(1) or match.group(2)).split(","):
                pieces = re.split(r"\s+as\s+|\s*:\s*", part.strip(), maxsplit=1)
                if pieces[0] == "literal":
                    names.append(pieces[-1])
    return [n for n in names if re.fullmatch(r"[A-Za-z_$][\w$]*", n)]


def _pattern(code: str, runtime: str) -> re.Pattern[str]:
    names = [n for n in _imported_names(code, runtime) if n not in ("text", "literal_column")]
    if not names:
        return _CALLS["python" if runtime == "python" else "node"]
    group = "|".join(re.escape(n) for n in names)
    if runtime == "python":
        return re.compile(rf"(?:(?<![\w.])(?:(?:sa\.|sqlalchemy\.)?(text|literal_column)|({group}))|\.(prefix_with|suffix_with))\(\s*[rf]?(['\"]{{1,3}})(.+?)\4")
    return re.compile(rf"(?:\b(?:sequelize|Sequelize|db|orm)\.(literal)|(?<![\w$.])({group}))\(\s*(['\"`])(.+?)\3")


def hand_written_fragments(project: Project, files: list[str], runtime: str) -> list[dict]:
    found = []
    for path in files:
        code = project.code(path)
        lines = code.splitlines()
        for match in _pattern(code, runtime).finditer(code):  # the literal may open on the call's next line
            number = code.count("\n", 0, match.start()) + 1
            sql = match.group(match.re.groups)  # the last group: the literal's text
            before = code[code.rfind("\n", 0, match.start()) + 1 : match.start()]
            if _MODEL_DEFAULT.search(before) or _STATEMENT.match(sql) or not _SQL_EXPRESSION.search(sql):
                continue
            named = re.search(r"(?:^\s*|\b(?:const|let|var)\s+)([A-Za-z_$][\w$]*)\s*=\s*$", before)
            if named and not _used_elsewhere(project, files, named.group(1)):
                continue  # `export const newestFirst = literal(…)` that no statement uses: never sent
            found.append({"file": path, "line": number, "sql_fragment": short(sql, 100), "text": short(lines[number - 1])})
    return found


def _used_elsewhere(project: Project, files: list[str], name: str) -> bool:
    """`name` occurs in the used code besides its own definition."""
    word = re.compile(rf"(?<![\w$.]){re.escape(name)}(?![\w$])")
    return sum(len(word.findall(project.code(path))) for path in files) > 1
