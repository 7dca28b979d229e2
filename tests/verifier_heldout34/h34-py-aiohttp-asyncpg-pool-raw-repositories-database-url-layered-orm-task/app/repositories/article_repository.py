from app.models.article import Article


class ArticleRepository:
    def __init__(self, pool):
        self.pool = pool

    async def by_slug(self, slug):
        row = await self.pool.fetchrow(
            "SELECT id, slug, title, description, body, author_id, created_at "
            "FROM articles WHERE slug = $1", slug)
        return Article(**dict(row)) if row else None

    async def insert(self, slug, title, description, body, author_id):
        row = await self.pool.fetchrow(
            "INSERT INTO articles (slug, title, description, body, author_id) "
            "VALUES ($1, $2, $3, $4, $5) RETURNING *", slug, title, description, body, author_id)
        return Article(**dict(row))

    async def delete(self, slug):
        await self.pool.execute("DELETE FROM articles WHERE slug = $1", slug)
