"""The .env file a Node ES-module server loads too late for some of its reads. An ES module's
static imports are all evaluated before its own body runs, in the order they are written: with
`import dotenv from 'dotenv'; dotenv.config();` in the entry, every module the entry imports has
already run its top-level code when the file is loaded; with `import 'dotenv/config'` placed after
`import { sequelize } from './db.js'`, db.js ran first. A read at the top level of such a module
(`new Sequelize({ storage: process.env.SQLITE_STORAGE || ':memory:' })`) sees no value from the
file; a read inside a function, run later, does. CommonJS runs require() calls in place, so this
applies only to ES modules ("type": "module", .mjs)."""

from __future__ import annotations

import posixpath
import re
from typing import TYPE_CHECKING

from harness.verify.entry import package_json
from harness.verify.jsparse import syntax_tree

if TYPE_CHECKING:
    from harness.verify.project import Project

_LOADER_IMPORT = {"dotenv/config", "@dotenvx/dotenvx/config"}
_LOADER_CALL = re.compile(r"^(?:dotenv|dotenvx)\s*\.\s*config\s*\(|^config\s*\(", re.MULTILINE)
_FUNCTIONS = {"function_declaration", "function_expression", "function", "arrow_function", "method_definition",
              "generator_function_declaration", "class_body"}  # fmt: skip


def is_esm(project: "Project", entry: str) -> bool:
    if entry.endswith(".mjs") or entry.endswith(".mts"):
        return True
    directory = posixpath.dirname(entry)
    while True:  # the nearest package.json decides
        if posixpath.join(directory, "package.json") in project.texts or not directory or posixpath.dirname(directory) == directory:
            return package_json(project.texts, directory).get("type") == "module"
        directory = posixpath.dirname(directory)


def _top_level(path: str, code: str, line: int, column: int) -> bool:
    """The position is outside every function (it runs when the module is evaluated)."""
    node = syntax_tree(path, code.encode()).descendant_for_point_range((line - 1, column), (line - 1, column))
    while node is not None:
        if node.type in _FUNCTIONS:
            return False
        node = node.parent
    return True


def _evaluation_order(project: "Project", entry: str) -> tuple[list[tuple[str, int]], bool]:
    """Modules in the order their bodies start, each with the line from which the .env values are
    loaded in it (0: before its body, a large number: not during it), and whether a loader ran."""
    order: list[tuple[str, int]] = []
    seen: set[str] = set()
    loaded = False
    imports: dict[str, list] = {}
    for edge in project.edges:
        if edge.kind in ("import", "reexport"):
            imports.setdefault(edge.importer, []).append(edge)

    def visit(path: str) -> None:
        nonlocal loaded
        seen.add(path)
        parsed = project.parsed.get(path)
        if parsed is None:
            return
        for edge in sorted(imports.get(path, []), key=lambda e: e.line):
            if edge.spec in _LOADER_IMPORT:
                loaded = True
            elif edge.target and edge.target not in seen and edge.target in project.parsed:
                visit(edge.target)
        call = _LOADER_CALL.search(parsed.code) if re.search(r"""['"]dotenv['"]""", parsed.code) else None
        if loaded:
            order.append((path, 0))
        elif call:
            order.append((path, parsed.code.count("\n", 0, call.start()) + 1))
            loaded = True
        else:
            order.append((path, 10**9))

    visit(entry)
    return order, loaded


def read_before_loading(project: "Project") -> set[str]:
    """Variables every read of which runs before the code's own .env loader, in an ES-module
    server: their values from that file never reach the reads."""
    entries = [f for f in project.entries.files if f in project.parsed]
    if project.runtime != "node" or len(entries) != 1 or not is_esm(project, entries[0]):
        return set()
    if any("dotenv" in p for p in project.entries.preloads):  # node -r dotenv/config: loaded first
        return set()
    order, loaded = _evaluation_order(project, entries[0])
    if not loaded:
        return set()
    early: set[str] = set()
    late: set[str] = set()
    for path in set(project.parsed) - {p for p, _ in order}:  # loaded later (dynamic imports …), or not at all
        late |= {read.variable for read in project.parsed[path].env_reads}
    for path, from_line in order:
        code = project.code(path)
        for read in project.parsed[path].env_reads:
            before = read.line < from_line and _top_level(path, code, read.line, read.column)
            (early if before else late).add(read.variable)
    return early - late
