"""INSERT ... ON CONFLICT DO NOTHING for tag names, as a reusable SQLAlchemy construct."""
from sqlalchemy import String, literal
from sqlalchemy.ext.compiler import compiles
from sqlalchemy.sql.expression import ClauseElement, Executable


class InsertTagsIgnore(Executable, ClauseElement):
    inherit_cache = False

    def __init__(self, names: list[str]):
        self.names = names


@compiles(InsertTagsIgnore, "postgresql")
def _insert_tags_ignore(element: InsertTagsIgnore, compiler, **kw) -> str:
    # Each name is a bound parameter; only the statement around them is spelled out.
    values = ", ".join("(%s)" % compiler.process(literal(n, String()), **kw) for n in element.names)
    return f"INSERT INTO tags (name) VALUES {values} ON CONFLICT (name) DO NOTHING"
