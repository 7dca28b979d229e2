from ..models import ArticleRecord


class ArticleRepository:
    def __init__(self, pool):
        self.pool = pool

    async def by_slug(self, slug: str) -> ArticleRecord | None:
        row = await self.pool.fetchrow("SELECT * FROM articles WHERE slug = $1", slug)
        return ArticleRecord(**row) if row else None

    async def page(self, tag: str | None, limit: int, offset: int) -> tuple[list[ArticleRecord], int]:
        if tag:
            rows = await self.pool.fetch(
                "SELECT * FROM articles WHERE $1 = ANY(tags) ORDER BY created_at DESC LIMIT $2 OFFSET $3",
                tag, limit, offset)
            total = await self.pool.fetchval("SELECT count(*) FROM articles WHERE $1 = ANY(tags)", tag)
        else:
            rows = await self.pool.fetch(
                "SELECT * FROM articles ORDER BY created_at DESC LIMIT $1 OFFSET $2", limit, offset)
            total = await self.pool.fetchval("SELECT count(*) FROM articles")
        return [ArticleRecord(**r) for r in rows], total

    async def insert(self, slug, title, description, body, tags, author_id) -> ArticleRecord:
        row = await self.pool.fetchrow(
            "INSERT INTO articles (slug, title, description, body, tags, author_id) "
            "VALUES ($1, $2, $3, $4, $5, $6) RETURNING *",
            slug, title, description, body, tags, author_id)
        return ArticleRecord(**row)

    async def all_tags(self) -> list[str]:
        rows = await self.pool.fetch("SELECT DISTINCT unnest(tags) AS tag FROM articles ORDER BY tag")
        return [r["tag"] for r in rows]
