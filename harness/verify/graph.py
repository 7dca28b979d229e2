"""The import graph both languages share: one `Edge` per import statement, resolved to a file."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class Edge:
    importer: str  # file path, relative to the solution root
    line: int
    spec: str  # the module as written: "..services.users", "../repositories/user.js", "@repo/user"
    target: str | None = None  # resolved local file (or "dir/" for a namespace package), None if external/unresolved
    external: str | None = None  # dotted module (Python) or package name (Node) when not local
    kind: str = "import"  # import | lazy | dynamic | reexport | type | string
    text: str = ""  # the source line, stripped
    names: tuple[str, ...] = ()  # Python `from X import a, b`: the imported names (may be submodules)

    def to_dict(self) -> dict:
        data = {"file": self.importer, "line": self.line, "import": self.spec, "kind": self.kind}
        if self.target:
            data["resolved"] = self.target
        return data


@dataclass
class StringLiteral:
    line: int
    value: str  # holes of f-strings / template literals read as the identifier x


@dataclass
class ParsedFile:
    path: str
    language: str  # python | javascript | typescript
    edges: list[Edge] = field(default_factory=list)
    strings: list[StringLiteral] = field(default_factory=list)
    code: str = ""  # the text with comments (and Python docstrings) blanked, line numbers kept
    statements: int = 0  # top-level statements that are not imports, re-exports or docstrings
    parse_error: str | None = None
    classes: list[dict] = field(default_factory=list)  # Python: {name, bases, decorators, attrs, keywords, line}
    assigned_calls: list[tuple[str, str]] = field(default_factory=list)  # Python: (name, called function)
    aliases: list[tuple[str, str]] = field(default_factory=list)  # Python: `Model = db.Model` -> (Model, db.Model)
    dir_loads: list[Any] = field(default_factory=list)  # DirLoad: directories loaded by listing them
    opened: list[tuple[int, str]] = field(
        default_factory=list
    )  # (line, root-relative path) of files built from __file__/__dirname
    env_reads: list[Any] = field(default_factory=list)  # EnvRead: environment variables read, with their defaults
    env_helpers: set[str] = field(default_factory=set)  # functions defined here that return the variable they are
    # given (`env(name, fallback)`); their calls in any file are environment reads
    helper_calls: list[tuple[str, Any]] = field(default_factory=list)  # (callee, EnvRead): `f('UPPER', 'default')`
    top_names: dict[str, set[str]] = field(default_factory=dict)  # top-level (JS: and exported) name -> names it uses
    bindings: dict[str, tuple[int, str, str | None]] = field(
        default_factory=dict
    )  # Python: local name -> (line, spec, name)
    computed_imports: int = 0  # JS: require()/import() of a name not known statically
    env_blocks: list[tuple[str, int, int]] = field(default_factory=list)  # JS: (environment key, first, last line) of
    # an object literal keyed by environment ({development: {...}, production: {...}}) or by engine ({sqlite: …})
    selected_keys: set[str] = field(default_factory=set)  # JS: keys of `x[key]` lookups known from the environment
    env_branches: list[Any] = field(default_factory=list)  # EnvBranch: branches chosen by environment variables
    env_exports: dict[str, Any] = field(default_factory=dict)  # values other modules may import, read from the
    # environment: name (or `Config.X`, `settings.x`, JS `default.databaseUrl`) -> expression tree
    config_modules: list[tuple[int, tuple[str, ...]]] = field(default_factory=list)  # Python: (line, candidate
    # root-relative paths) of a .py file the code executes as configuration (Flask's config.from_pyfile)
    config_mappings: list[dict[str, str]] = field(default_factory=list)  # Python: {"dev": "DevConfig", …}
    class_refs: list[tuple[str, int, int]] = field(default_factory=list)  # Python: (Name, line, column) of capitalised
    # names the code uses as values (not imports, not class bases): which configuration class is selected


def blank_ranges(text: str, ranges: list[tuple[int, int]]) -> str:
    """Replace the character ranges [start, end) with spaces, keeping newlines."""
    if not ranges:
        return text
    chars = list(text)
    for start, end in ranges:
        for index in range(max(start, 0), min(end, len(chars))):
            if chars[index] != "\n":
                chars[index] = " "
    return "".join(chars)
