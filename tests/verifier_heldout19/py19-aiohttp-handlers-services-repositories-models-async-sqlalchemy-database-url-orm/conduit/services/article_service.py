class ArticleNotFound(Exception):
    pass


class ArticleService:
    def __init__(self, articles):
        self.articles = articles

    async def get(self, slug: str):
        article = await self.articles.by_slug(slug)
        if article is None:
            raise ArticleNotFound(slug)
        return article

    async def list(self, limit: int = 20, offset: int = 0):
        return await self.articles.page(limit, offset)
