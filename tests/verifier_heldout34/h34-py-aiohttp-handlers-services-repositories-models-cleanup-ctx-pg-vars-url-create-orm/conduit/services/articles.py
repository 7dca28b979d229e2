class ArticleNotFound(Exception):
    pass


class ArticleService:
    def __init__(self, repository):
        self.repository = repository

    async def get(self, slug):
        article = await self.repository.by_slug(slug)
        if article is None:
            raise ArticleNotFound(slug)
        return article

    async def list(self, tag=None, limit=20, offset=0):
        return await self.repository.page(tag, max(1, min(limit, 100)), max(0, offset))
