from blogapi.models.tag import Tag


class TagRepository:
    def __init__(self, pool):
        self.pool = pool

    async def ensure_table(self):
        await self.pool.execute("CREATE TABLE IF NOT EXISTS tags (id SERIAL PRIMARY KEY, name TEXT UNIQUE NOT NULL)")

    async def all(self):
        rows = await self.pool.fetch("SELECT name FROM tags ORDER BY name")
        return [Tag(r["name"]) for r in rows]
