from conduit.models import Article


class ArticleRepository:
    async def by_slug(self, slug: str) -> dict | None:
        return await Article.select().where(Article.slug == slug).first()

    async def create(self, **fields) -> dict:
        rows = await Article.insert(Article(**fields)).returning(*Article.all_columns())
        return rows[0]
