from conduit.models.article import Article


class ArticleRepository:
    def __init__(self, pool):
        self.pool = pool

    async def by_slug(self, slug):
        row = await self.pool.fetchrow("SELECT slug, title, description, body, created_at FROM articles WHERE slug = $1", slug)
        return Article(**dict(row)) if row else None

    async def add(self, article):
        await self.pool.execute("INSERT INTO articles (slug, title, description, body) VALUES ($1, $2, $3, $4)",
                                article.slug, article.title, article.description, article.body)
        return await self.by_slug(article.slug)
