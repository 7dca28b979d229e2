"""JavaScript and TypeScript files read with tree-sitter: require(), static and dynamic import(),
re-exports (export … from), TypeScript `import x = require()` and type-only imports, computed
`require(path.join(__dirname, …))`, directories loaded by listing them (readdirSync + require,
glob, @fastify/autoload), the names each import binds, environment reads, string literals, and
the code with comments blanked."""

from __future__ import annotations

import posixpath
import re
from functools import lru_cache
from pathlib import PurePosixPath

from harness.verify.jsbranches import js_branches, js_exports
from harness.verify.graph import Edge, ParsedFile, StringLiteral, blank_ranges
from harness.verify.jsenv import env_helpers, env_reads, helper_calls
from harness.verify.jsnames import js_top_names
from harness.verify.jspaths import AUTOLOADERS, JsPathEvaluator, as_spec, directory_loads, directory_of
from harness.verify.pypaths import DirLoad

JS_SUFFIXES = (".js", ".mjs", ".cjs", ".jsx", ".ts", ".tsx", ".mts", ".cts")
_NOT_STATEMENTS = {"import_statement", "comment", "empty_statement", "hash_bang_line"}


@lru_cache(maxsize=None)
def _parser(kind: str):
    import tree_sitter

    if kind == "tsx":
        import tree_sitter_typescript as grammar

        language = tree_sitter.Language(grammar.language_tsx())
    elif kind == "typescript":
        import tree_sitter_typescript as grammar

        language = tree_sitter.Language(grammar.language_typescript())
    else:
        import tree_sitter_javascript as grammar

        language = tree_sitter.Language(grammar.language())
    return tree_sitter.Parser(language)


def _grammar(path: str) -> str:
    suffix = PurePosixPath(path).suffix
    if suffix == ".tsx":
        return "tsx"
    if suffix in (".ts", ".mts", ".cts"):
        return "typescript"
    return "javascript"


def _string_value(node, data: bytes) -> str | None:
    """The value of a string or template literal; ${…} holes read as x."""
    if node.type == "string":
        return "".join(
            data[c.start_byte : c.end_byte].decode("utf-8", "replace")
            for c in node.children
            if c.type in ("string_fragment", "escape_sequence")
        )
    if node.type == "template_string":
        parts = []
        for child in node.children:
            if child.type in ("string_fragment", "escape_sequence"):
                parts.append(data[child.start_byte : child.end_byte].decode("utf-8", "replace"))
            elif child.type == "template_substitution":
                parts.append("x")
        return "".join(parts)
    return None


def _has_hole(node) -> bool:
    return node.type == "template_string" and any(c.type == "template_substitution" for c in node.children)


def _import_bindings(node, spec: str, data: bytes, parsed: ParsedFile) -> None:
    """import X from 'm'; import { A as B } from 'm'; import * as M from 'm'."""
    line = node.start_point[0] + 1
    for clause in node.named_children:
        if clause.type != "import_clause":
            continue
        for part in clause.named_children:
            if part.type == "identifier":
                parsed.bindings[_text(part, data)] = (line, spec, "default")
            elif part.type == "namespace_import":
                names = [c for c in part.named_children if c.type == "identifier"]
                if names:
                    parsed.bindings[_text(names[0], data)] = (line, spec, None)
            elif part.type == "named_imports":
                for item in part.named_children:
                    if item.type == "import_specifier":
                        original, alias = item.child_by_field_name("name"), item.child_by_field_name("alias")
                        local = alias if alias is not None else original
                        parsed.bindings[_text(local, data)] = (line, spec, _text(original, data))


def syntax_tree(path: str, data: bytes):
    """The tree-sitter root node of a JS/TS file, with the grammar its suffix names."""
    return _parser(_grammar(path)).parse(data).root_node


def reread_js_branches(parsed: ParsedFile, text: str, known: dict[str, tuple]) -> None:
    """The branches again, with values other modules export (harness/verify/shared_values.py)."""
    data = text.encode("utf-8")
    parsed.env_branches = js_branches(syntax_tree(parsed.path, data), data, known)


def parse_js(path: str, text: str, env: dict[str, str] | None = None) -> ParsedFile:
    """`env`: the variables the start command sets (a path built from `process.env.NODE_ENV ||
    'development'` is evaluated with them; the evaluation itself sets none that name files)."""
    language = "typescript" if _grammar(path) != "javascript" else "javascript"
    parsed = ParsedFile(path=path, language=language, code=text)
    data = text.encode("utf-8")
    tree = _parser(_grammar(path)).parse(data)
    root = tree.root_node
    if root.has_error:
        parsed.parse_error = "syntax error (tree-sitter recovered what it could)"
    lines = text.splitlines()

    def line_of(node) -> int:
        return node.start_point[0] + 1

    def source_line(node) -> str:
        number = line_of(node)
        return lines[number - 1].strip() if 0 < number <= len(lines) else ""

    # byte offsets -> character offsets for blanking comments
    char_at = None
    if len(data) != len(text):
        char_at = {}
        position = 0
        for index, char in enumerate(text):
            char_at[position] = index
            position += len(char.encode("utf-8"))
        char_at[position] = len(text)

    def chars(byte: int) -> int:
        return byte if char_at is None else char_at.get(byte, len(text))

    comments: list[tuple[int, int]] = []
    computed: list[tuple] = []  # require()/import() calls whose argument is not a plain literal
    lookups: list = []  # the keys of `x[key]` lookups
    for child in root.children:
        if child.type not in _NOT_STATEMENTS and not (
            child.type == "export_statement" and child.child_by_field_name("source")
        ):
            if (
                child.type == "expression_statement"
                and child.named_child_count == 1
                and child.named_children[0].type == "string"
            ):
                continue  # 'use strict'
            parsed.statements += 1

    stack = [root]
    while stack:
        node = stack.pop()
        kind = node.type
        if kind == "comment":
            comments.append((chars(node.start_byte), chars(node.end_byte)))
            continue
        if kind in ("string", "template_string"):
            value = _string_value(node, data)
            if value:
                parsed.strings.append(StringLiteral(line_of(node), value))
        if kind == "import_statement":
            source = node.child_by_field_name("source")
            is_type = any(c.type == "type" for c in node.children)
            if source is None:  # import x = require('y')
                clause = next((c for c in node.children if c.type == "import_require_clause"), None)
                source = next((c for c in clause.children if c.type == "string"), None) if clause else None
            if source is not None:
                spec = _string_value(source, data)
                if spec:
                    parsed.edges.append(
                        Edge(path, line_of(node), spec, kind="type" if is_type else "import", text=source_line(node))
                    )
                    _import_bindings(node, spec, data, parsed)
        elif kind == "export_statement":
            source = node.child_by_field_name("source")
            if source is not None:
                spec = _string_value(source, data)
                is_type = any(c.type == "type" for c in node.children)
                if spec:
                    parsed.edges.append(
                        Edge(path, line_of(node), spec, kind="type" if is_type else "reexport", text=source_line(node))
                    )
        elif kind == "call_expression":
            function = node.child_by_field_name("function")
            arguments = node.child_by_field_name("arguments")
            if function is not None and arguments is not None and arguments.named_child_count:
                first = arguments.named_children[0]
                name = data[function.start_byte : function.end_byte].decode("utf-8", "replace")
                if name in ("require", "import", "require.resolve") and first.type in ("string", "template_string"):
                    spec = _string_value(first, data)
                    if spec and not (_has_hole(first) and spec.startswith("x")):
                        edge_kind = "dynamic" if name == "import" or _has_hole(first) else "import"
                        parsed.edges.append(Edge(path, line_of(node), spec, kind=edge_kind, text=source_line(node)))
                loader = name in ("require", "import") or re.search(r"(\.import|\[['\"]import['\"]\])$", name)
                if loader and (
                    first.type != "string" and not (first.type == "template_string" and not _has_hole(first))
                ):
                    computed.append((node, first))  # sequelize['import'](path.join(__dirname, file)) too
        elif kind == "variable_declarator":
            _declarator_binding(node, data, parsed)
        elif kind == "object":
            _environment_blocks(node, data, parsed)
        elif kind == "subscript_expression" and node.child_by_field_name("index") is not None:
            lookups.append(node.child_by_field_name("index"))
        stack.extend(reversed(node.children))
    parsed.code = blank_ranges(text, comments)
    parsed.strings.sort(key=lambda s: s.line)
    evaluator = JsPathEvaluator(path, root, data, env or {})
    for node, first in computed:  # require(path.join(__dirname, 'routes', 'users')) and the like
        value = evaluator.value(first)
        if value is None or value.startswith("url:"):
            continue
        if "*" in value:
            if value.split("*", 1)[0] in ("", "/", "./"):
                continue  # require(path.resolve(file)): nothing says which directory
            directory, recursive = directory_of(value, False, path)
            parsed.dir_loads.append(
                DirLoad(line_of(node), directory=directory, recursive=recursive, how=source_line(node))
            )
        elif first.type != "template_string" or value.startswith("/") or _has_hole(first):  # `./${env}` evaluated
            kind = "dynamic" if _text(node.child_by_field_name("function"), data) == "import" else "computed"
            parsed.edges.append(Edge(path, line_of(node), as_spec(value, path), kind=kind, text=source_line(node)))
    for index in lookups:  # configs[process.env.DB_CLIENT || 'sqlite']: the key the start command gives
        if index.type not in ("string", "number"):
            key = evaluator.value(index)
            if key and "*" not in key and "/" not in key:
                parsed.selected_keys.add(key)
    autoloader = any(e.spec in AUTOLOADERS for e in parsed.edges)
    loads, parsed.computed_imports = directory_loads(path, root, data, evaluator, autoloader)
    parsed.dir_loads += loads
    for dirload in parsed.dir_loads:
        if dirload.directory and dirload.directory.startswith("url:"):
            dirload.directory = None
    parsed.opened = [
        (line, posixpath.normpath(value).lstrip("/"))
        for line, value in _path_values(root, data, evaluator)
        if value.startswith("/") and "*" not in value and PurePosixPath(value).suffix not in JS_SUFFIXES
    ]
    parsed.env_reads = env_reads(parsed.code)
    parsed.env_helpers = env_helpers(parsed.code)
    parsed.helper_calls = helper_calls(parsed.code)
    parsed.env_branches = js_branches(root, data)
    parsed.env_exports = js_exports(root, data)
    parsed.top_names = js_top_names(root, data)
    _declared_environment_blocks(root, data, parsed)
    return parsed


def _text(node, data: bytes) -> str:
    return data[node.start_byte : node.end_byte].decode("utf-8", "replace") if node is not None else ""


def _path_values(root, data: bytes, evaluator: JsPathEvaluator):
    stack = [root]
    while stack:
        node = stack.pop()
        if node.type in ("call_expression", "template_string", "binary_expression", "new_expression"):
            value = evaluator.value(node)
            if value and value.startswith("/") and (PurePosixPath(value).suffix or PurePosixPath(value).name.startswith(".env")):  # .env has no suffix
                yield node.start_point[0] + 1, value
                continue
        stack.extend(node.children)


ENVIRONMENT_KEYS = {"development", "test", "production", "staging", "local", "dev", "prod", "testing"}
ENGINE_KEYS = {"sqlite", "sqlite3", "better-sqlite3", "postgres", "postgresql", "pg", "mysql", "mariadb", "mssql"}


def _environment_blocks(obj, data: bytes, parsed: ParsedFile) -> None:
    """An object literal keyed by environment (a knexfile, a sequelize config.js) or by engine
    (`{ sqlite: {…}, postgres: {…} }`, one picked by a key): its blocks."""
    for names in (ENVIRONMENT_KEYS, ENGINE_KEYS):
        blocks = []
        for pair in obj.named_children:
            if pair.type != "pair":
                continue
            key, value = pair.child_by_field_name("key"), pair.child_by_field_name("value")
            name = _text(key, data).strip("'\"`") if key is not None else ""
            if name in names and value is not None and value.type == "object":
                blocks.append((name, pair.start_point[0] + 1, pair.end_point[0] + 1))
        if len(blocks) >= 2:
            parsed.env_blocks += blocks


def _declared_environment_blocks(root, data: bytes, parsed: ParsedFile) -> None:
    """Settings per environment declared one by one at the top of a module (`export const
    development = {…}; export const test = {…}`, `exports.production = {…}`): their blocks."""
    blocks = []
    for statement in root.children:
        node = statement.child_by_field_name("declaration") if statement.type == "export_statement" else statement
        if node is None:
            continue
        pairs = []
        if node.type in ("lexical_declaration", "variable_declaration"):
            pairs = [(d.child_by_field_name("name"), d.child_by_field_name("value")) for d in node.named_children if d.type == "variable_declarator"]
        elif node.type == "expression_statement" and node.named_child_count and node.named_children[0].type == "assignment_expression":
            assignment = node.named_children[0]
            left = assignment.child_by_field_name("left")
            if left is not None and re.fullmatch(r"(module\.)?exports\.\w+", _text(left, data)):
                pairs = [(left.child_by_field_name("property"), assignment.child_by_field_name("right"))]
        for name, value in pairs:
            while value is not None and value.type in ("as_expression", "satisfies_expression", "parenthesized_expression"):
                value = value.named_children[0] if value.named_child_count else None
            if name is not None and value is not None and value.type == "object" and _text(name, data) in ENVIRONMENT_KEYS:
                blocks.append((_text(name, data), statement.start_point[0] + 1, statement.end_point[0] + 1))
    if len(blocks) >= 2:
        parsed.env_blocks += blocks


def _declarator_binding(node, data: bytes, parsed: ParsedFile) -> None:
    """const X = require('m'), const { A, B: C } = require('m'), const X = require('m').y."""
    name, value = node.child_by_field_name("name"), node.child_by_field_name("value")
    if name is None or value is None:
        return
    call = value
    while call.type in ("member_expression", "await_expression", "parenthesized_expression") and call.named_child_count:
        call = call.named_children[0]
    if call.type != "call_expression" or _text(call.child_by_field_name("function"), data) != "require":
        return
    arguments = call.child_by_field_name("arguments")
    first = arguments.named_children[0] if arguments is not None and arguments.named_child_count else None
    spec = _string_value(first, data) if first is not None else None
    if not spec:
        return
    line = node.start_point[0] + 1
    if name.type == "identifier":
        parsed.bindings[_text(name, data)] = (line, spec, None)
    elif name.type == "object_pattern":
        for child in name.named_children:
            if child.type == "shorthand_property_identifier_pattern":
                parsed.bindings[_text(child, data)] = (line, spec, _text(child, data))
            elif child.type == "pair_pattern":
                key, local = child.child_by_field_name("key"), child.child_by_field_name("value")
                if key is not None and local is not None and local.type == "identifier":
                    parsed.bindings[_text(local, data)] = (line, spec, _text(key, data))
