from conduit.db import get_pool
from conduit.models import Tag


class TagRepository:
    async def all(self) -> list[Tag]:
        rows = await get_pool().fetch("SELECT id, name FROM tags ORDER BY name")
        return [Tag(id=r["id"], name=r["name"]) for r in rows]

    async def ensure(self, name: str) -> Tag:
        row = await get_pool().fetchrow(
            "INSERT INTO tags (name) VALUES ($1) ON CONFLICT (name) DO UPDATE SET name = EXCLUDED.name "
            "RETURNING id, name", name)
        return Tag(id=row["id"], name=row["name"])
