import asyncpg


class TagRepository:
    def __init__(self, conn: asyncpg.Connection):
        self.conn = conn

    async def popular(self, limit: int = 20) -> list[str]:
        rows = await self.conn.fetch(
            """
            SELECT t.name FROM tags t
            LEFT JOIN article_tags at ON at.tag_id = t.id
            GROUP BY t.name ORDER BY count(at.article_id) DESC, t.name LIMIT $1
            """,
            limit,
        )
        return [r["name"] for r in rows]
