from conduit.models.article import Article


class ArticleRepository:
    def __init__(self, pool):
        self.pool = pool

    async def by_slug(self, slug):
        row = await self.pool.fetchrow(
            "SELECT a.*, u.username AS author_username FROM articles a JOIN users u ON u.id = a.author_id "
            "WHERE a.slug = $1", slug)
        return Article.from_record(row) if row else None
