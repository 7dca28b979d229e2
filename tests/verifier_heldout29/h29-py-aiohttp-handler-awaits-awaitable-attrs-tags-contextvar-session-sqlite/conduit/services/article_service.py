from ..models import Article
from ..repositories.article_repository import ArticleRepository


class ArticleNotFound(Exception):
    pass


class ArticleService:
    def __init__(self, repository: ArticleRepository):
        self.repository = repository

    async def get(self, slug: str) -> Article:
        article = await self.repository.by_slug(slug)
        if article is None:
            raise ArticleNotFound(slug)
        return article
