from app.models import Article
from app.repositories.article_repository import ArticleRepository
from app.services.errors import NotFoundError


class ArticleService:
    def __init__(self, repo: ArticleRepository):
        self.repo = repo

    async def get(self, slug: str) -> Article:
        article = await self.repo.get_by_slug(slug)
        if article is None:
            raise NotFoundError("article")
        return article

    async def list(self, limit: int = 20, offset: int = 0):
        return await self.repo.list(limit, offset)
