"""Strong mode, database: an import of a driver that only brings its error types.

Code that translates database errors imports the drivers' exception classes (`from sqlite3 import
IntegrityError`, `from psycopg2.errors import UniqueViolation`, `from psycopg2 import errors`,
`import sqlite3` used only as `sqlite3.IntegrityError`) to recognise them in an `except` or an
`isinstance`: that connects to nothing, so it is not evidence that the engine is used."""

from __future__ import annotations

import re

from harness.verify.graph import Edge

# exception classes and the modules that hold them (psycopg2.errors, psycopg.errors, asyncpg.exceptions …)
ERROR_NAME = re.compile(r"^(\w*(Error|Exception|Warning|Violation)|errors|errorcodes|exceptions)$")
ALIAS = re.compile(r"\bimport\s+([\w.]+)\s+as\s+(\w+)")


def error_types_only(edge: Edge, module: str, code: str) -> bool:
    """The Python import `edge` of the driver `module` brings only exception classes (or the
    module is used, in the importing file's comment-free `code`, only for them)."""
    parts = module.split(".")
    if any(ERROR_NAME.match(part) for part in parts[1:]):
        return True  # psycopg2.errors, asyncpg.exceptions: a module of error types
    if edge.names:
        return all(ERROR_NAME.match(name) for name in edge.names)
    alias = ALIAS.search(edge.text)
    bound = alias.group(2) if alias and alias.group(1) == module else module
    uses = [m for m in re.finditer(rf"(?<![\w.]){re.escape(bound)}\b(\.\w+)?", code)]
    uses = [m for m in uses if not _import_line(code, m.start())]
    return bool(uses) and all(m.group(1) and ERROR_NAME.match(m.group(1)[1:].split(".")[0]) for m in uses)


def _import_line(code: str, at: int) -> bool:
    start = code.rfind("\n", 0, at) + 1
    end = code.find("\n", at)
    return bool(re.match(r"\s*(import|from)\s", code[start : end if end >= 0 else len(code)]))
