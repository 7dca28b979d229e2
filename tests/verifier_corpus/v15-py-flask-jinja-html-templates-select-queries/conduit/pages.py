"""The human-readable index of the API (GET /api): a Jinja page, no data involved."""
from pathlib import Path

from jinja2 import Environment, FileSystemLoader, select_autoescape

_pages = Environment(
    loader=FileSystemLoader(Path(__file__).parent / "templates"),
    autoescape=select_autoescape(["html", "html.j2"]),
)


def render_page(name: str, **context) -> str:
    return _pages.get_template(f"{name}.html.j2").render(**context)
