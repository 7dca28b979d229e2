from conduit.models import Article
from conduit.repositories.articles import ArticleRepository


class ArticleNotFound(Exception):
    pass


class ArticleService:
    def __init__(self) -> None:
        self.articles = ArticleRepository()

    async def get(self, slug: str) -> Article:
        article = await self.articles.by_slug(slug)
        if article is None:
            raise ArticleNotFound(slug)
        return article
