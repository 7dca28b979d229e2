import asyncpg

from app.models import ArticleRecord

SELECT_ARTICLE = """
    SELECT a.id, a.slug, a.title, a.body, u.username AS author
    FROM articles a JOIN users u ON u.id = a.author_id
"""


class ArticleRepository:
    def __init__(self, pool: asyncpg.Pool):
        self.pool = pool

    async def by_slug(self, slug: str) -> ArticleRecord | None:
        row = await self.pool.fetchrow(SELECT_ARTICLE + " WHERE a.slug = $1", slug)
        return ArticleRecord(**dict(row)) if row else None

    async def page(self, limit: int, offset: int) -> list[ArticleRecord]:
        rows = await self.pool.fetch(SELECT_ARTICLE + " ORDER BY a.id DESC LIMIT $1 OFFSET $2", limit, offset)
        return [ArticleRecord(**dict(r)) for r in rows]

    async def insert(self, slug: str, title: str, body: str, author_id: int) -> int:
        return await self.pool.fetchval(
            "INSERT INTO articles (slug, title, body, author_id) VALUES ($1, $2, $3, $4) RETURNING id",
            slug, title, body, author_id,
        )
