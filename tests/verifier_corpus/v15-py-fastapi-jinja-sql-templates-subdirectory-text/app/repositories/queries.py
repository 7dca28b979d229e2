"""Queries too involved for the query builder live as Jinja templates under sql/."""
from pathlib import Path

from jinja2 import Environment, FileSystemLoader, StrictUndefined
from sqlalchemy import TextClause, text

_templates = Environment(
    loader=FileSystemLoader(Path(__file__).parent / "sql"),
    undefined=StrictUndefined,
    trim_blocks=True,
    lstrip_blocks=True,
)


def sql(name: str, **context) -> TextClause:
    """Render a template (values stay bind parameters; only the shape is templated)."""
    return text(_templates.get_template(name).render(**context))
