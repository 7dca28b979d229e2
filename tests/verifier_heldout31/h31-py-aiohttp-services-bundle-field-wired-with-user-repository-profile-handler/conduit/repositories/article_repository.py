import asyncpg

from conduit.models import Article


class ArticleRepository:
    def __init__(self, pool: asyncpg.Pool):
        self.pool = pool

    async def by_slug(self, slug: str) -> Article | None:
        row = await self.pool.fetchrow(
            "SELECT id, slug, title, body, author_id FROM articles WHERE slug = $1", slug
        )
        return Article(**dict(row)) if row else None
