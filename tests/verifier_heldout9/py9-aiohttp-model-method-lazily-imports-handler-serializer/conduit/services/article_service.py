from conduit.repositories.article_repository import ArticleRepository


class NotFound(Exception):
    pass


class ArticleService:
    def __init__(self, repo: ArticleRepository):
        self.repo = repo

    async def get(self, slug: str) -> dict:
        article = await self.repo.by_slug(slug)
        if article is None:
            raise NotFound(slug)
        return article.to_dict()

    async def latest(self, limit: int = 20, offset: int = 0) -> list[dict]:
        return [a.to_dict() for a in await self.repo.latest(limit, offset)]
