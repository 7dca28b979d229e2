"""The .env file a Python server loads too late for some of its reads. Python runs a module's body
at its import statement, in place: with `from app.database import engine` above `load_dotenv()`
in main.py, app/database.py (and the settings module it imports) ran before the file was loaded,
and a read at the top level of those modules (`SQLITE_PATH = os.getenv("SQLITE_PATH", "/tmp/x.db")`)
sees no value from it; a read inside a function, called later, does."""

from __future__ import annotations

import ast
import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from harness.verify.project import Project

_LOADER = re.compile(r"\bload_dotenv\s*\(")
_DEFINITIONS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)


def _is_loader(statement: ast.stmt) -> bool:
    return isinstance(statement, (ast.Expr, ast.Assign)) and bool(_LOADER.search(ast.unparse(statement)))


def read_before_loading(project: "Project") -> set[str]:
    """Variables every read of which runs at import time before the code's own `load_dotenv()`
    call: the file's values never reach them."""
    entries = [p for p in project.entry_files if p.endswith(".py") and p in project.parsed]
    if project.runtime != "python" or not entries or not any(_LOADER.search(p.code) for p in project.parsed.values()):
        return set()
    targets: dict[tuple[str, int], list[str]] = {}
    for edge in project.edges:
        if edge.target and edge.target.endswith(".py") and edge.kind in ("import", "lazy"):
            targets.setdefault((edge.importer, edge.line), []).append(edge.target)
    early: set[str] = set()
    late: set[str] = set()
    seen: set[str] = set()
    loaded = False

    def visit(path: str) -> None:
        nonlocal loaded
        seen.add(path)
        parsed = project.parsed[path]
        try:
            tree = ast.parse(parsed.code)
        except SyntaxError:
            return
        for statement in tree.body:
            if isinstance(statement, (ast.Import, ast.ImportFrom)):
                for target in targets.get((path, statement.lineno), []):
                    if target not in seen and target in project.parsed:
                        visit(target)
                continue
            if _is_loader(statement):
                loaded = True
                continue
            last = statement.end_lineno or statement.lineno
            top = not isinstance(statement, _DEFINITIONS)  # a definition's reads run when it is called
            for read in parsed.env_reads:
                if statement.lineno <= read.line <= last:
                    (early if top and not loaded else late).add(read.variable)

    for entry in entries:
        if entry not in seen:
            visit(entry)
    for path in set(project.parsed) - seen:  # imported later, or by name at run time
        late |= {read.variable for read in project.parsed[path].env_reads if path.endswith(".py")}
    return early - late if loaded else set()
