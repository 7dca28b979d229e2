from jinja2 import Environment, PackageLoader
from sqlalchemy import TextClause, text

# SQL lives in conduit/queries/*.sql.jinja2 so it can be read and reviewed as SQL.
_queries = Environment(loader=PackageLoader("conduit", "queries"), autoescape=False)


def query(name: str, **context) -> TextClause:
    return text(_queries.get_template(f"{name}.sql.jinja2").render(**context))
