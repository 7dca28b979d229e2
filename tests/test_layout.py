"""The package's shape: modules live in packages by concept, no module imports another in a circle
(not even from inside a function, where a circle hides until that function runs; imports under
`if TYPE_CHECKING:` never run and do not count), and the README's layout names every package."""

import ast
import re
from pathlib import Path

from harness.paths import PROJECT_ROOT

HARNESS = PROJECT_ROOT / "harness"
FOUNDATIONS = {"__init__.py", "__main__.py", "paths.py", "procs.py"}


def _module_name(path: Path) -> str:
    parts = path.relative_to(PROJECT_ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _import_graph() -> dict[str, set[str]]:
    modules = {_module_name(p): p for p in HARNESS.rglob("*.py") if "payload" not in p.parts}
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        targets: set[str] = set()
        tree = ast.parse(path.read_text())
        for block in ast.walk(tree):  # imports only type checkers read never run
            if isinstance(block, ast.If) and "TYPE_CHECKING" in ast.unparse(block.test):
                block.body = []
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                targets.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                targets.add(node.module)
                targets.update(f"{node.module}.{alias.name}" for alias in node.names)
        edges = set()
        for target in targets:
            parts = target.split(".")
            for end in range(2, len(parts) + 1):  # importing a.b.c runs a.b's __init__ too
                prefix = ".".join(parts[:end])
                if prefix in modules and not name.startswith(prefix + ".") and prefix != name:
                    edges.add(prefix)
        graph[name] = edges
    return graph


def _circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for other in graph.get(node, ()):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in graph:
        if node not in index:
            visit(node)
    return found


def test_no_module_imports_another_in_a_circle():
    assert _circles(_import_graph()) == []


def test_the_circle_finder_finds_a_circle():
    assert _circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_only_the_shared_foundations_sit_at_the_top_of_the_package():
    loose = {p.name for p in HARNESS.glob("*.py")} - FOUNDATIONS
    assert loose == set(), f"modules outside a package: {sorted(loose)}"


def test_the_readme_layout_names_every_package_and_nothing_else():
    readme = (PROJECT_ROOT / "README.md").read_text()
    layout = readme[readme.index("## Layout"):].split("```")[1]
    named = set(re.findall(r"^  (?:  )?(\w+)/", layout, re.MULTILINE))
    packages = {p.parent.name for p in HARNESS.glob("*/__init__.py")}
    packages |= {p.parent.name for p in HARNESS.glob("backends/*/__init__.py")}
    assert named == packages


def test_no_backend_imports_another():
    """What backends share lives in harness.backends (base, workspace, dependency caches): a backend
    package never reaches into another, so a new one is its own package and one table line."""
    graph = _import_graph()
    backends = {p.parent.name for p in HARNESS.glob("backends/*/__init__.py")}
    crossing = [
        f"{module} -> {target}"
        for module, targets in graph.items()
        for own in backends
        if module.startswith(f"harness.backends.{own}.") or module == f"harness.backends.{own}"
        for target in targets
        if any(target.startswith(f"harness.backends.{other}") for other in backends - {own})
    ]
    assert backends >= {"local", "docker"} and crossing == []
