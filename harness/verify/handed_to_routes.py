"""A composition root that gives a route a repository (Python): `path("api/articles",
ArticleView.as_view(), {"repo": ArticleRepository()})` in a root URLconf, `ArticleView.as_view(
repo=ArticleRepository())`, `make_router(ArticleRepository(session))`. Wiring a repository into a
service is what a composition root does; handing it to the routes layer lets the route reach the
repository with no service between, whatever module builds it."""

from __future__ import annotations

import ast

from harness.verify.evidence import short
from harness.verify.project import Project


def _layers_of_names(project: Project, path: str) -> dict[str, str]:
    """Local name -> the layer of the module it is imported from."""
    parsed = project.parsed[path]
    targets = {(e.line, e.spec): e.target for e in project.edges if e.importer == path and e.target}
    found = {}
    for local, (line, spec, name) in parsed.bindings.items():
        target = targets.get((line, spec)) or targets.get((line, f"{spec}.{name}"))
        layer = project.layer_of_path(target) if target else None
        if layer:
            found[local] = layer
    return found


def _root(node: ast.AST) -> str | None:
    while isinstance(node, (ast.Attribute, ast.Call, ast.Subscript)):
        node = node.func if isinstance(node, ast.Call) else node.value
    return node.id if isinstance(node, ast.Name) else None


def _given(call: ast.Call) -> list[ast.AST]:
    """What the call passes: its arguments, keyword values and the values of dict arguments
    (Django's extra-kwargs dict)."""
    values = list(call.args) + [k.value for k in call.keywords]
    for value in list(values):
        if isinstance(value, ast.Dict):
            values += list(value.values)
    return values


def repositories_handed_to_routes(project: Project) -> list[dict]:
    found = []
    for path, parsed in sorted(project.parsed.items()):
        if (parsed.language != "python" or project.layer_of_path(path) or path in project.test_files
                or path in project.vendored):  # fmt: skip
            continue  # a layer's own imports are judged edge by edge
        layers = _layers_of_names(project, path)
        if "routes" not in layers.values() or "repositories" not in layers.values():
            continue
        try:
            tree = ast.parse(parsed.code)
        except SyntaxError:
            continue
        lines = parsed.code.splitlines()
        for call in (n for n in ast.walk(tree) if isinstance(n, ast.Call)):
            given = _given(call)
            route = layers.get(_root(call.func) or "") == "routes" or any(
                layers.get(_root(v) or "") == "routes" for v in given)  # fmt: skip
            repository = next((v for v in given if layers.get(_root(v) or "") == "repositories"), None)
            if route and repository is not None:
                found.append({"file": path, "line": call.lineno, "text": short(lines[call.lineno - 1]),
                              "rule": f"routes are given a repository ({_root(repository)}) by {path}, with no service between"})  # fmt: skip
    return found


_ROUTE_DECORATORS = ("get", "post", "put", "patch", "delete", "route", "api_route", "head", "options", "view")


def _handles_requests(function: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    """A function registered as a request handler (`@router.get("/x")`, `@bp.route(…)`, `@routes.post`)."""
    for decorator in function.decorator_list:
        target = decorator.func if isinstance(decorator, ast.Call) else decorator
        if isinstance(target, ast.Attribute) and target.attr in _ROUTE_DECORATORS:
            return True
    return False


def only_wired_into_services(project: Project, path: str, name: str) -> bool:
    """Every use of `name` in the Python module `path` builds an object handed straight to a
    service (`ProfileUseCases(ProfileRepository(sessions))`): the module wires the layers, as an
    application factory in the routes package does, and calls nothing on the repository."""
    parsed = project.parsed.get(path)
    if parsed is None or parsed.language != "python":
        return False
    try:
        tree = ast.parse(parsed.code)
    except SyntaxError:
        return False
    layers = _layers_of_names(project, path)
    uses = [n for n in ast.walk(tree) if isinstance(n, ast.Name) and n.id == name and isinstance(n.ctx, ast.Load)]
    in_handlers = {id(n) for f in ast.walk(tree) if isinstance(f, (ast.FunctionDef, ast.AsyncFunctionDef)) and _handles_requests(f)
                   for n in ast.walk(f)}  # fmt: skip
    if any(id(u) in in_handlers for u in uses):
        return False  # a handler that builds its repository per request: the HTTP layer reaches the data layer itself
    wired = set()
    for call in (n for n in ast.walk(tree) if isinstance(n, ast.Call) and layers.get(_root(n.func) or "") == "services"):
        for given in _given(call):
            if isinstance(given, ast.Call):
                given = given.func  # the repository constructed in place
            if isinstance(given, ast.Name) and given.id == name:
                wired.add(id(given))
    return bool(uses) and all(id(u) in wired for u in uses)

