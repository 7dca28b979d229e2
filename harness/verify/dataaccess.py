"""Does the used code read or write data through a database at all? An engine that is configured
(and whose tables may even be created) while the application keeps its data in dicts or Maps is
not used: the data never reaches it. Any sign of data access counts — an ORM query call of
SQLAlchemy or Sequelize, a session/cursor/driver call, an SQL statement string, a connection of
the driver's own, another data-access library or Django models — so only an application with none
of them at all is judged to store nothing.

Two kinds of match read or write no data and are not counted: a connectivity probe (`SELECT 1`,
`SELECT version()`, a PRAGMA, run by a health check while the data lives in dicts), and a call of a
non-database API whose name an ORM shares (`createHash(…).update(…)` of node:crypto,
`res.setHeader(…)`, `createServer(…)`). Nor is a call of the solution's own function named like an
ORM query (`articleStore.create(…)` on a local module that defines `create`: owncalls.py); that
function's own code is read in its turn."""

from __future__ import annotations

import re
from functools import lru_cache

from harness.verify import rules
from harness.verify.evidence import scan_matches, short
from harness.verify.ormmodels import django_models
from harness.verify.owncalls import own_function_call
from harness.verify.project import Project
from harness.verify.sqltext import is_sql_statement

# calls that read or write through a driver or a query builder, beyond the ORM rules' own
_EXTRA = {
    "python": [
        r"\.(execute|executemany|executescript|fetch|fetchrow|fetchval|fetchall|fetchone)\s*\(",
        r"\.objects\.",
        r"\b(db|prisma|client)\.\w+\.(find_\w+|create\w*|update\w*|upsert|delete\w*|count|group_by)\s*\(",  # Prisma Client Python
    ],
    "node": [
        r"\.(prepare|query)\s*\(",
        r"\bprisma\.\w+\.(find\w*|create\w*|update\w*|upsert|delete\w*|count|aggregate)\s*\(",
        r"\b(knex|db|trx)\s*\(\s*['\"`]\w+['\"`]\s*\)",
        r"\.(selectFrom|insertInto|updateTable|deleteFrom)\s*\(",
    ],
}


# a literal that only checks the connection: it reads no table
_PROBE_SQL = re.compile(
    r"""['"`]\s*(select\s+(1|true|version\(\)|now\(\)|current_timestamp|sqlite_version\(\))\s*;?|pragma\s[^'"`]*)['"`]""",
    re.IGNORECASE,
)
# names an ORM shares with other APIs: HTTP headers, timers, node:crypto/http/fs factories
_FOREIGN_CALL = re.compile(
    r"\.(set|get|has|remove)(Header|Timeout|Interval|Immediate|Encoding|Prototype\w*|OwnProperty\w*|Time|Date|Hours|Minutes|Seconds|FullYear|Month|Day)\s*\("
    r"|\.create(Hash|Hmac|Cipheriv|Decipheriv|Sign|Verify|Server|ReadStream|WriteStream|Interface|Require|Context|Element)\s*\("
)
# an .update()/.digest() chained on a hash or HMAC: node:crypto, not a model
_HASH_CHAIN = re.compile(r"\bcreate(Hash|Hmac)\s*\([^)]*\)\s*\.update\s*\(|\b\w*(hash|hmac|hasher|digest|cipher)\w*\.update\s*\(", re.IGNORECASE)


def reads_no_data(line: str, match: re.Match[str]) -> bool:
    """The matched call is a connectivity probe or another API's call (see the module docstring)."""
    if _PROBE_SQL.search(line):
        return True
    spans = [*_FOREIGN_CALL.finditer(line), *_HASH_CHAIN.finditer(line)]
    return any(s.start() <= match.start() < s.end() or match.start() <= s.start() < match.end() for s in spans)


@lru_cache(maxsize=2)
def _patterns(runtime: str) -> list[tuple[re.Pattern[str], bool]]:
    """(pattern, is an ORM query call: may be a call of the solution's own function instead)."""
    spec = rules.orm()["strong"]
    orms = ["sqlalchemy"] if runtime == "python" else ["sequelize"]
    found = []
    for name in orms:
        found += [(re.compile(p), True) for p in spec[name]["query_calls"]]
        found += [(rules.compile_pattern(e), False) for e in spec[name]["escape_hatches"]]
        found += [(re.compile(p), False) for p in spec[name]["driver_connects"]]
    found += [(re.compile(p), False) for p in _EXTRA[runtime]]
    return found


def data_access(project: Project, code: list[str], runtime: str) -> list[dict]:
    """Places where the used code reads or writes data through a database (the first few)."""
    files = [p for p in code if (project.parsed[p].language == "python") == (runtime == "python")]
    found: list[dict] = []
    for path in files:
        text = project.code(path)
        seen: set[int] = set()
        for pattern, query_call in _patterns(runtime):
            for number, line, match in scan_matches(text, pattern):
                if reads_no_data(line, match) or (query_call and own_function_call(project, path, line, match)):
                    continue
                if number not in seen:
                    seen.add(number)
                    found.append({"file": path, "line": number, "data_access": short(line, 100)})
                break
        for literal in project.parsed[path].strings:
            if is_sql_statement(literal.value):
                found.append({"file": path, "line": literal.line, "sql": short(literal.value, 100)})
                break
        if len(found) >= 6:
            return found
    competing = set(rules.orm()["strong"]["competing"][runtime])
    for edge in project.external_imports(files):
        module = edge.external or ""
        if module in competing or module.split(".")[0] in competing:
            found.append({"file": edge.importer, "line": edge.line, "library": module})
    if runtime == "python":
        found += [{**m, "library": "django.db.models"} for m in django_models(project, files)][:3]
    return found
