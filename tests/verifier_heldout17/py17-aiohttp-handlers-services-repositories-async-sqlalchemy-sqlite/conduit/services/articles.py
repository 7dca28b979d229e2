from conduit.repositories.articles import ArticleRepository


class NotFound(Exception):
    pass


class ArticleService:
    def __init__(self, repo: ArticleRepository):
        self.repo = repo

    async def list(self, limit=20, offset=0):
        return await self.repo.page(min(limit, 100), offset)

    async def get(self, slug):
        article = await self.repo.by_slug(slug)
        if article is None:
            raise NotFound(slug)
        return article

    async def tags(self):
        return await self.repo.tag_names()
