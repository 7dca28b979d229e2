"""django-configurations: a settings module holds several Configuration classes (Dev, Prod …) and
the DJANGO_CONFIGURATION variable names the one that runs — set by run.sh or the environment, else
the `os.environ.setdefault("DJANGO_CONFIGURATION", "Dev")` of manage.py or wsgi.py. The bodies of
the other classes (those the chosen one does not inherit from) never become settings."""

from __future__ import annotations

import ast
import re
from typing import TYPE_CHECKING

from harness.verify.pyast import dotted

if TYPE_CHECKING:
    from harness.verify.environment import Environment
    from harness.verify.project import Project

VARIABLE = "DJANGO_CONFIGURATION"
_SETDEFAULT = re.compile(r"""\bsetdefault\(\s*['"]DJANGO_CONFIGURATION['"]\s*,\s*['"](\w+)['"]""")


def chosen_configuration(project: "Project", code: list[str], environment: "Environment") -> tuple[str, str] | None:
    """(class name, who names it), or None when nothing names one or the defaults disagree."""
    value, who = environment.lookup(VARIABLE)
    if value:
        return value.strip("'\""), who
    defaults = {m.group(1): p for p in code if p.endswith(".py") for m in _SETDEFAULT.finditer(project.code(p))}
    if len(defaults) == 1:
        name, path = next(iter(defaults.items()))
        return name, f"the default {path} gives"
    return None


def unchosen_configuration_spans(project: "Project", path: str, code: list[str], environment: "Environment") -> list[tuple[tuple, str]]:
    """(span, why) of the Configuration classes of `path` that DJANGO_CONFIGURATION does not pick."""
    text = project.code(path)
    if not path.endswith(".py") or "configurations" not in text:
        return []
    try:
        tree = ast.parse(text)
    except (SyntaxError, ValueError):
        return []
    classes = {n.name: n for n in tree.body if isinstance(n, ast.ClassDef)}
    bases = {name: [dotted(b, calls=True).rsplit(".", 1)[-1] for b in node.bases] for name, node in classes.items()}

    def is_configuration(name: str, seen: frozenset[str] = frozenset()) -> bool:
        return name not in seen and any(b == "Configuration" or (b in classes and is_configuration(b, seen | {name})) for b in bases.get(name, []))

    configurations = [n for n in classes if is_configuration(n)]
    chosen = chosen_configuration(project, code, environment) if len(configurations) > 1 else None
    if chosen is None or chosen[0] not in configurations:
        return []
    live, pending = set(), [chosen[0]]
    while pending:  # the chosen class and the classes it inherits from
        name = pending.pop()
        if name in classes and name not in live:
            live.add(name)
            pending += bases[name]
    why = f"a django-configurations class {VARIABLE}={chosen[0]} does not pick ({chosen[1]})"
    return [((classes[n].lineno, 0, classes[n].end_lineno + 1, 0), why) for n in configurations if n not in live]  # type: ignore[operator]
