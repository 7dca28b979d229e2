"""The agents' prompt templates: YAML files under tasks/agents/, one jinja2 template per key,
rendered with strict undefined variables so a typo fails loudly instead of producing a wrong prompt."""

from __future__ import annotations

from functools import cache

import jinja2
import yaml

from harness.paths import TASKS_DIR

AGENT_TEMPLATES_DIR = TASKS_DIR / "agents"


@cache
def load_templates(name: str) -> dict[str, str]:
    path = AGENT_TEMPLATES_DIR / f"{name}.yaml"
    data = yaml.safe_load(path.read_text())
    if not isinstance(data, dict) or not all(isinstance(v, str) for v in data.values()):
        raise ValueError(f"{path}: expected a mapping of template names to strings")
    return data


def render(name: str, key: str, **variables) -> str:
    source = load_templates(name)[key]
    template = jinja2.Environment(undefined=jinja2.StrictUndefined, keep_trailing_newline=True,
                                  autoescape=False).from_string(source)  # fmt: skip
    return template.render(**variables)
