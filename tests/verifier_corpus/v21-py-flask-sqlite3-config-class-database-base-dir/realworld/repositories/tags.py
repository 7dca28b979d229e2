from realworld.db import get_db
from realworld.models.tag import Tag


def all_tags() -> list[Tag]:
    rows = get_db().execute("SELECT id, name FROM tags ORDER BY name").fetchall()
    return [Tag(id=r["id"], name=r["name"]) for r in rows]
