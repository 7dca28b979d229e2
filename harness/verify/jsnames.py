"""JavaScript/TypeScript: the top-level names of a module and what their definitions refer to,
exported names included — what helper-following needs to know which of a helper module's imports
a name taken from it leads to (`const { userRepository } = require('./container')`).

A name maps to the identifiers its definition uses, plus "@lines:<start>-<end>" (its own lines,
for the requires inside). Exports: `module.exports = { a, b: c }`, `module.exports.x = …`,
`exports.x = …`, `export const/function/class x`, `export { a as b }`, `export default { a }`
(its keys). `module.exports = something else` exports no names: a module whose exports are not
known name by name is followed as a whole by the caller."""

from __future__ import annotations

DECLARATIONS = ("function_declaration", "generator_function_declaration", "class_declaration",
                "abstract_class_declaration")  # fmt: skip
REFERENCES = ("identifier", "shorthand_property_identifier")


def _text(node, data: bytes) -> str:
    return data[node.start_byte : node.end_byte].decode("utf-8", "replace")


def _refs(node, data: bytes) -> set[str]:
    found = {f"@lines:{node.start_point[0] + 1}-{node.end_point[0] + 1}"}
    stack = [node]
    while stack:
        current = stack.pop()
        if current.type in REFERENCES:
            found.add(_text(current, data))
        stack.extend(current.children)
    return found


def _export_target(left, data: bytes) -> str | None:
    """`exports.x` / `module.exports.x` -> "x"; `module.exports` -> "*"; anything else None."""
    if left.type != "member_expression":
        return None
    text = _text(left, data).replace(" ", "")
    if text == "module.exports":
        return "*"
    for prefix in ("module.exports.", "exports."):
        rest = text[len(prefix) :]
        if text.startswith(prefix) and rest.isidentifier():
            return rest
    return None


def _object_members(node, data: bytes, names: dict[str, set[str]]) -> None:
    """{ a, b: c, d() {…} }: each key -> what its value refers to."""
    for member in node.named_children:
        if member.type == "shorthand_property_identifier":
            key = _text(member, data)
            names.setdefault(key, set()).update({key, f"@lines:{member.start_point[0] + 1}-{member.end_point[0] + 1}"})
        elif member.type in ("pair", "method_definition"):
            key_node = member.child_by_field_name("key") or member.child_by_field_name("name")
            if key_node is None:
                continue
            key = _text(key_node, data).strip("'\"")
            value = member.child_by_field_name("value") or member
            names.setdefault(key, set()).update(_refs(value, data))


def _declared(node, data: bytes, names: dict[str, set[str]]) -> None:
    if node.type in DECLARATIONS:
        name = node.child_by_field_name("name")
        if name is not None:
            names.setdefault(_text(name, data), set()).update(_refs(node, data))
    elif node.type in ("lexical_declaration", "variable_declaration"):
        for declarator in node.named_children:
            name, value = declarator.child_by_field_name("name"), declarator.child_by_field_name("value")
            if declarator.type == "variable_declarator" and name is not None and name.type == "identifier":
                names.setdefault(_text(name, data), set()).update(_refs(value if value is not None else declarator, data))


def js_top_names(root, data: bytes) -> dict[str, set[str]]:
    names: dict[str, set[str]] = {}
    for statement in root.named_children:
        if statement.type == "export_statement":
            declaration = statement.child_by_field_name("declaration")
            value = statement.child_by_field_name("value")
            if declaration is not None:
                _declared(declaration, data, names)
            elif value is not None and value.type == "object" and not statement.child_by_field_name("source"):
                _object_members(value, data, names)
            elif not statement.child_by_field_name("source"):
                for clause in (c for c in statement.named_children if c.type == "export_clause"):
                    for spec in (s for s in clause.named_children if s.type == "export_specifier"):
                        local, alias = spec.child_by_field_name("name"), spec.child_by_field_name("alias")
                        if local is not None:
                            exported = _text(alias if alias is not None else local, data)
                            names.setdefault(exported, set()).add(_text(local, data))
            continue
        _declared(statement, data, names)
        if statement.type != "expression_statement" or not statement.named_child_count:
            continue
        assignment = statement.named_children[0]
        if assignment.type != "assignment_expression":
            continue
        left, right = assignment.child_by_field_name("left"), assignment.child_by_field_name("right")
        target = _export_target(left, data) if left is not None and right is not None else None
        if target == "*" and right.type == "object":
            _object_members(right, data, names)
        elif target and target != "*":
            names.setdefault(target, set()).update(_refs(right, data))
    return names
