import aiosqlite


class TagRepository:
    def __init__(self, conn: aiosqlite.Connection) -> None:
        self.conn = conn

    async def all_names(self) -> list[str]:
        async with self.conn.execute("SELECT name FROM tags ORDER BY name") as cur:
            return [row["name"] for row in await cur.fetchall()]
