from conduit.models import Tag
from conduit.repositories.connection import Database


class TagRepository:
    def __init__(self, db: Database):
        self.db = db

    async def all(self) -> list[Tag]:
        async with self.db.conn.execute("SELECT id, name FROM tags ORDER BY name") as cur:
            return [Tag(id=r["id"], name=r["name"]) for r in await cur.fetchall()]

    async def ensure(self, names: list[str]) -> None:
        await self.db.conn.executemany("INSERT OR IGNORE INTO tags (name) VALUES (?)",
                                       [(n,) for n in names])
        await self.db.conn.commit()
