from conduit.db import connection
from conduit.models import Tag


def all_tags() -> list[Tag]:
    rows = connection().execute("SELECT id, name FROM tags ORDER BY name").fetchall()
    return [Tag(id=row["id"], name=row["name"]) for row in rows]
