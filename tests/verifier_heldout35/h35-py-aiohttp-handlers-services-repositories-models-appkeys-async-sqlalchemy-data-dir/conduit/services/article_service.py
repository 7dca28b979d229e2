from conduit.models import Article
from conduit.repositories.article_repository import ArticleRepository


class ArticleNotFound(Exception):
    pass


class ArticleService:
    def __init__(self, repo: ArticleRepository):
        self.repo = repo

    async def get(self, slug: str) -> Article:
        article = await self.repo.by_slug(slug)
        if article is None:
            raise ArticleNotFound(slug)
        return article

    async def list(self, tag=None, limit=20, offset=0):
        return await self.repo.page(tag, min(limit, 100), offset)

    async def tags(self) -> list[str]:
        return await self.repo.tag_names()
