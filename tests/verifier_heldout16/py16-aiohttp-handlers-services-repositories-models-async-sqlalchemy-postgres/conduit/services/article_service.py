from conduit.repositories.article_repository import ArticleRepository


class NotFound(Exception):
    pass


class ArticleService:
    def __init__(self, repo: ArticleRepository):
        self.repo = repo

    async def get(self, slug):
        article = await self.repo.by_slug(slug)
        if article is None:
            raise NotFound(slug)
        return article

    async def list(self, tag=None, limit=20, offset=0):
        return await self.repo.page(tag, max(1, min(limit, 100)), max(0, offset))

    async def tags(self):
        return sorted(await self.repo.tags())
