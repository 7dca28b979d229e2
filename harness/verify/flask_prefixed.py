"""Flask's `app.config.from_prefixed_env()`: every FLASK_<KEY> variable the environment sets
replaces the setting KEY loaded before the call (from_object's module, `app.config["KEY"] = …`), so
a SQLite URI in conduit/defaults.py is dormant when run.sh exports FLASK_SQLALCHEMY_DATABASE_URI.
`prefix="X"` names another prefix."""

from __future__ import annotations

import re

from harness.verify.environment import Environment
from harness.verify.flask_config_order import Replaced
from harness.verify.project import Project

_CALL = re.compile(r"\.from_prefixed_env\(\s*(?:prefix\s*=\s*)?(?:['\"](\w+)['\"])?")
_MODULE_SETTING = re.compile(r"^([A-Z][A-Z0-9_]*)\s*(?::[^=\n]*)?=(?!=)", re.MULTILINE)
_CONFIG_ITEM = re.compile(r"""\bconfig\[\s*['"]([A-Z][A-Z0-9_]*)['"]\s*\]\s*=(?!=)""")


def prefixed_overrides(project: Project, code: list[str], environment: Environment) -> list[Replaced]:
    """The settings that never reach the running app: their FLASK_<KEY> is set and
    from_prefixed_env() runs after they were loaded."""
    found: list[Replaced] = []
    for caller in [p for p in code if p.endswith(".py")]:
        text = project.code(caller)
        for call in _CALL.finditer(text):
            prefix = call.group(1) or "FLASK"
            call_line = text.count("\n", 0, call.start()) + 1
            loaded_before = any(text.count("\n", 0, m.start()) + 1 < call_line for m in re.finditer(r"\.from_(object|pyfile)\(", text))
            for path in [p for p in code if p.endswith(".py")]:
                body = project.code(path)
                settings = list(_CONFIG_ITEM.finditer(body))
                if path != caller and loaded_before:
                    settings += list(_MODULE_SETTING.finditer(body))
                for setting in settings:
                    line = body.count("\n", 0, setting.start()) + 1
                    if path == caller and line > call_line:
                        continue  # set after the call: it wins
                    variable = f"{prefix}_{setting.group(1)}"
                    value, who = environment.lookup(variable)
                    if value is not None:
                        why = f"replaced at start: {caller}:{call_line} from_prefixed_env() loads {variable}, which {who} sets"
                        found.append(Replaced(path, line, variable, caller, call_line, why))
    return found
