"""JavaScript and TypeScript files read with tree-sitter: require(), static and dynamic import(),
re-exports (export … from), TypeScript `import x = require()` and type-only imports, string
literals, and the code with comments blanked."""

from __future__ import annotations

from functools import lru_cache
from pathlib import PurePosixPath

from harness.verify.graph import Edge, ParsedFile, StringLiteral, blank_ranges

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


def parse_js(path: str, text: str) -> ParsedFile:
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
                    if spec:
                        edge_kind = "dynamic" if name == "import" else "import"
                        if _has_hole(first):
                            edge_kind = "dynamic"
                        parsed.edges.append(Edge(path, line_of(node), spec, kind=edge_kind, text=source_line(node)))
        stack.extend(reversed(node.children))
    parsed.code = blank_ranges(text, comments)
    parsed.strings.sort(key=lambda s: s.line)
    return parsed
