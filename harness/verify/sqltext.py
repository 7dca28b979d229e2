"""Whether a string in the code is an SQL statement for the application's tables: shared by the ORM
verifier (raw SQL beside the ORM), the data-access scan and the architecture verifier."""

from __future__ import annotations

import re
from functools import lru_cache

from harness.verify import rules
from harness.verify.sqlite_shapes import touches_catalog as sqlite_catalog
from harness.verify.statements import touches_catalog


@lru_cache(maxsize=1)
def _sql_patterns() -> list[re.Pattern[str]]:
    return [re.compile(p, re.IGNORECASE | re.DOTALL) for p in rules.orm()["strong"]["sql_statement"]]


def is_sql_statement(value: str) -> bool:
    """An SQL statement for the application's tables (one on the catalog alone administers the
    database: `SELECT pg_terminate_backend(pid) FROM pg_stat_activity …`, `… FROM sqlite_master`)."""
    if touches_catalog(value) or sqlite_catalog(value):
        return False
    return any(p.search(value) for p in _sql_patterns())
