"""Lines of a file that query the database themselves: an ORM session or model query
(session.execute, select(Model), Model.objects, Model.findAll …), a driver's execute, a query
builder, or an SQL statement in a string. Used to find routes that query the database, and
to recognise the data-access layer by what its files do when no directory is named for it."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Iterable, NamedTuple

from harness.verify import rules
from harness.verify.graph import ParsedFile
from harness.verify.sqltext import is_sql_statement


class QueryLine(NamedTuple):
    line: int
    query: str  # what matched (or the SQL)
    text: str  # the whole line (or the SQL)
    sql: bool  # an SQL statement in a string rather than a query call


@lru_cache(maxsize=64)
def _patterns(language: str, models: tuple[str, ...], models_only: bool = False) -> tuple[re.Pattern[str], ...]:
    spec = rules.architecture()["strong"]["route_queries"][language]
    patterns = [] if models_only else [re.compile(p) for p in spec["any"]]
    if models:
        group = "|".join(re.escape(n) for n in sorted(models, key=len, reverse=True))
        patterns += [re.compile(p.replace("{M}", f"(?:{group})")) for p in spec["model"]]
    return tuple(patterns)


def query_lines(parsed: ParsedFile, models: Iterable[str], models_only: bool = False) -> list[QueryLine]:
    """Every line of `parsed` that queries the database (at most one record per line), and every
    SQL statement among its strings. `models`: the names of the solution's ORM model classes;
    `models_only`: only queries of a model class named in the line (`User.findByPk(…)`)."""
    language = "python" if parsed.language == "python" else "node"
    patterns = _patterns(language, tuple(sorted(set(models))), models_only)
    found = []
    for number, line in enumerate(parsed.code.splitlines(), start=1):
        for pattern in patterns:
            match = pattern.search(line)
            if match:
                found.append(QueryLine(number, match.group(0).strip(), line, False))
                break
    for literal in parsed.strings if not models_only else []:
        if is_sql_statement(literal.value):
            found.append(QueryLine(literal.line, literal.value, literal.value, True))
    return found
